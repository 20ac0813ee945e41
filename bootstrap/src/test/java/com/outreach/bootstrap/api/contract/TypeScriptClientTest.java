package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.AnswerConformance;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A TypeScript client generated from the served description (openapi-generator's {@code
 * typescript-fetch}, through npx as integrators run it, docs/clients.md) compiles with {@code tsc
 * --strict}, together with the usage example of docs/clients.md: a nullable field typed as
 * non-null, or a model the generator cannot type, fails here. Like {@link OpenApiLintTest} it
 * fails, never skips, when the tools cannot run; only their download is retried.
 */
@ServiceTest
class TypeScriptClientTest extends HttpTest {
  static final String GENERATOR = "@openapitools/openapi-generator-cli@2.41.0";
  static final String TYPESCRIPT = "typescript@5.9.3";

  /** The TypeScript example of docs/clients.md, inside a function. */
  private static final String USAGE =
      """
      import { Configuration, CampaignsApi, LeadsApi, ResponseError } from "./client";

      export async function outreachExample(): Promise<void> {
        const config = new Configuration({ basePath: "http://localhost:8080", apiKey: "YOUR_TOKEN" });
        const campaigns = new CampaignsApi(config);
        const leads = new LeadsApi(config);

        const created = await campaigns.createCampaign({
          createCampaignRequest: { title: "Founders", sequence: "CONNECT",
            content: { longNote: "Hi {{firstName}}!" } },
        });
        await leads.addLeadsToCampaign({ addLeadsRequest: { campaignId: created.campaignId,
          leads: [{ profileLink: "https://www.linkedin.com/in/jane-doe", firstName: "Jane" }] } });
        let cursor: string | undefined;
        do {
          const page = await leads.listLeads({ campaignId: created.campaignId, limit: 100, cursor });
          page.data.forEach((lead) => console.log(lead.leadId, lead.salesNavLink ?? "none"));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        try {
          await campaigns.getCampaign({ campaignId: "00000000-0000-0000-0000-000000000000" });
        } catch (e) {
          if (e instanceof ResponseError) console.log(e.response.status, await e.response.json());
        }
      }
      """;

  @TempDir Path work;

  @Test
  void aTypeScriptClientGeneratedFromTheServedDescription_compilesWithStrictChecks()
      throws Exception {
    Reply served = api.get(AnswerConformance.SPEC, null);
    assertThat(served.status()).isEqualTo(200);
    Files.writeString(work.resolve("outreach.yml"), served.raw(), StandardCharsets.UTF_8);

    Run generated =
        run(
            "generate",
            List.of(
                "npx",
                "--yes",
                GENERATOR,
                "generate",
                "-i",
                "outreach.yml",
                "-g",
                "typescript-fetch",
                "-o",
                "client"));
    assertThat(generated.exit()).as(generated.output()).isZero();
    assertThat(work.resolve("client/index.ts")).exists();
    Files.writeString(work.resolve("usage.ts"), USAGE, StandardCharsets.UTF_8);

    Run compiled =
        run(
            "tsc",
            List.of(
                "npx",
                "--yes",
                "-p",
                TYPESCRIPT,
                "tsc",
                "--strict",
                "--noEmit",
                "--target",
                "es2020",
                "--module",
                "commonjs",
                "--lib",
                "es2020,dom",
                "client/index.ts",
                "usage.ts"));

    assertThat(compiled.output()).as("tsc --strict").isEmpty();
    assertThat(compiled.exit()).isZero();
  }

  private record Run(int exit, String output) {}

  /**
   * Runs a tool through npx; a run that failed without producing anything of its own (the registry
   * or the network) is tried again, up to three times.
   */
  private Run run(String name, List<String> command) throws IOException, InterruptedException {
    Run last = null;
    for (int attempt = 1; attempt <= 3; attempt++) {
      Path out = work.resolve(name + "-" + attempt + ".out");
      Process process =
          new ProcessBuilder(command)
              .directory(work.toFile())
              .redirectErrorStream(true)
              .redirectOutput(out.toFile())
              .start();
      assertThat(process.waitFor(5, TimeUnit.MINUTES))
          .as(name + " finished within 5 minutes")
          .isTrue();
      last = new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
      if (!downloadFailed(last)) {
        return last;
      }
      Thread.sleep(2_000L * attempt);
    }
    throw new AssertionError(name + " (via npx) could not run: " + last.output());
  }

  private static boolean downloadFailed(Run run) {
    return run.exit() != 0
        && (run.output().contains("npm ERR!")
            || run.output().contains("npm error")
            || run.output().contains("ETIMEDOUT")
            || run.output().contains("ECONNRESET"));
  }
}
