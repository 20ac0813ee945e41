package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The served OpenAPI description passes the Redocly linter's recommended rules with no error and no
 * warning, as integrators check it before generating a client. Runs the pinned linter through
 * {@code npx} (Node is a build prerequisite, docs/clients.md); fails, never skips, when it cannot
 * run. Only a failure to download the linter is retried; its findings never are.
 */
@ServiceTest
class OpenApiLintTest extends HttpTest {
  static final String REDOCLY = "@redocly/cli@2.77.0";
  private static final Pattern TOTALS =
      Pattern.compile(
          "\"totals\"\\s*:\\s*\\{\\s*\"errors\"\\s*:\\s*(\\d+)\\s*,\\s*\"warnings\"\\s*:\\s*(\\d+)");

  @TempDir Path work;

  @Test
  void theServedDescription_hasNoLintErrorOrWarning_underTheRecommendedRules() throws Exception {
    Reply served = api.get("/openapi/outreach-service-1.0.yml", null);
    assertThat(served.status()).isEqualTo(200);
    Path description = work.resolve("outreach-service-1.0.yml");
    Files.writeString(description, served.raw(), StandardCharsets.UTF_8);

    String report = lint(description);
    Matcher totals = TOTALS.matcher(report);

    assertThat(totals.find()).as("the linter's JSON report:%n%s", report).isTrue();
    assertThat(totals.group(1) + " errors, " + totals.group(2) + " warnings")
        .as(report)
        .isEqualTo("0 errors, 0 warnings");
  }

  private String lint(Path description) throws IOException, InterruptedException {
    String failure = "";
    for (int attempt = 1; attempt <= 3; attempt++) {
      Path out = work.resolve("lint-" + attempt + ".json");
      Path err = work.resolve("lint-" + attempt + ".err");
      Process lint =
          new ProcessBuilder(
                  "npx",
                  "--yes",
                  REDOCLY,
                  "lint",
                  "--extends",
                  "recommended",
                  "--format=json",
                  description.toString())
              .directory(work.toFile())
              .redirectOutput(out.toFile())
              .redirectError(err.toFile())
              .start();
      assertThat(lint.waitFor(5, TimeUnit.MINUTES))
          .as("the linter finished within 5 minutes")
          .isTrue();
      String report = Files.readString(out, StandardCharsets.UTF_8);
      if (report.contains("\"totals\"")) {
        return report; // it ran: whatever it found is the answer
      }
      failure = "exit " + lint.exitValue() + ": " + Files.readString(err, StandardCharsets.UTF_8);
      Thread.sleep(2_000L * attempt); // the registry or the network, not the description: try again
    }
    throw new AssertionError(
        "The Redocly linter (" + REDOCLY + " via npx) could not run: " + failure);
  }
}
