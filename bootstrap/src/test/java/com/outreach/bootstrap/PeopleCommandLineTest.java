package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.ServiceTest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The people's command line against a running service, its output not a terminal: plain progress
 * lines and the service's counts, refusals row by row, campaigns as tables.
 */
@ServiceTest
class PeopleCommandLineTest extends LeadHttpTest {
  private static final Path EXAMPLE = Path.of("..", "docs", "examples", "leads.csv");

  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  private Account user;
  private String url;

  @BeforeEach
  void user() {
    user = accounts.member();
    url = server.getURL().toString();
  }

  private int cli(String... args) {
    return OperatorCommandLine.run(
        () -> {
          throw new AssertionError("the people's commands start no context");
        },
        new PrintWriter(out, true),
        new PrintWriter(err, true),
        false,
        Duration.ofHours(1),
        args);
  }

  private List<String> outLines() {
    return out.toString().lines().toList();
  }

  @Test
  void leadsImport_withoutATerminal_printsPlainLines_andTheCounts_andTheLeadsAreStored() {
    String campaign = leads.campaign(user);

    int status =
        cli(
            "leads",
            "import",
            "--url",
            url,
            "--token",
            user.token(),
            "--campaign",
            campaign,
            EXAMPLE.toString());

    assertThat(status).as(err.toString()).isZero();
    List<String> lines = outLines();
    assertThat(lines).hasSize(4);
    assertThat(lines.get(0))
        .isEqualTo("Importing leads.csv (3 rows, 0.0 MB) into campaign " + campaign);
    assertThat(lines.get(1))
        .matches("sent 3 of 3 rows \\(100%\\), 0\\.0 of 0\\.0 MB, [\\d,]+ rows/s, done");
    assertThat(lines.get(2))
        .isEqualTo("All rows sent; the service checks every row before it adds any.");
    assertThat(lines.get(3))
        .matches(Pattern.quote("Leads added: 3 added, 0 skipped (3 rows in ") + "\\d+\\.\\d s\\)");
    assertThat(out.toString()).doesNotContain("\r", "\u001b");
    assertThat(leads.all(user, campaign, 10))
        .extracting(l -> l.get("profileLink"))
        .containsExactly(
            "https://www.linkedin.com/in/jane-doe",
            "https://www.linkedin.com/in/john-roe",
            "https://www.linkedin.com/in/ACwAAAABCDEFGHIJKLMNOPQRST");
  }

  @Test
  void leadsImport_ofAFileWithABadRow_namesTheRow_addsNothing_andExitsWithOne() throws IOException {
    String campaign = leads.campaign(user);
    Path file =
        Files.writeString(
            dir.resolve("bad.csv"),
            "LinkedIn URL,First Name\nlinkedin.com/in/a,A\nhttps://example.com/b,B\n");

    int status =
        cli(
            "leads",
            "import",
            "--url",
            url,
            "--token",
            user.token(),
            "--campaign",
            campaign,
            file.toString());

    assertThat(status).isEqualTo(1);
    assertThat(err.toString().lines())
        .containsExactly(
            "Failed to add leads into this campaign! (HTTP 400)", "  row 3: Invalid profile link!");
    assertThat(leads.all(user, campaign, 10)).isEmpty();
  }

  @Test
  void leadsImport_ofAMissingFile_isALocalMistake() {
    assertThat(
            cli(
                "leads",
                "import",
                "--url",
                url,
                "--token",
                user.token(),
                "--campaign",
                "c",
                dir.resolve("nope.csv").toString()))
        .isEqualTo(2);
    assertThat(err.toString()).startsWith("No such file: ");
  }

  @Test
  void campaignsList_printsATable_newestFirst() {
    String older =
        api.post(
                "/campaigns",
                user.token(),
                "{\"title\":\"Older one\",\"sequence\":\"CONNECT\","
                    + "\"content\":{\"longNote\":\"Hi\"}}")
            .text("campaignId");
    String newer =
        api.post(
                "/campaigns",
                user.token(),
                "{\"title\":\"Q4 founders\",\"sequence\":\"CONNECT\","
                    + "\"content\":{\"longNote\":\"Hi\"}}")
            .text("campaignId");
    leads.added(user, newer, LeadApi.links("linkedin.com/in/a", "linkedin.com/in/b"));

    assertThat(cli("campaigns", "list", "--url", url, "--token", user.token()))
        .as(err.toString())
        .isZero();

    List<String> lines = outLines();
    assertThat(lines).hasSize(5);
    assertThat(lines.get(0)).matches("ID {36}TITLE {8}SEQUENCE  STATUS  LEADS  CREATED");
    assertThat(lines.get(1)).matches("-{36}  -{11}  -{8}  -{6}  -{5}  -{16}");
    assertThat(lines.get(2))
        .matches(
            Pattern.quote(newer + "  Q4 founders  CONNECT   ACTIVE  2      ")
                + "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d");
    assertThat(lines.get(3)).startsWith(older + "  Older one    CONNECT   ACTIVE  0      ");
    assertThat(lines.get(4)).isEqualTo("2 campaigns");
  }

  @Test
  void campaignsStats_printsTheFiguresAsTables() {
    String campaign = leads.campaign(user);
    leads.added(
        user,
        campaign,
        LeadApi.links("linkedin.com/in/a", "linkedin.com/in/b", "linkedin.com/in/c"));

    assertThat(cli("campaigns", "stats", "--url", url, "--token", user.token(), campaign))
        .as(err.toString())
        .isZero();

    List<String> lines = outLines();
    assertThat(lines.get(0)).isEqualTo("Campaign " + campaign);
    assertThat(lines)
        .contains(
            "LEADS         COUNT",
            "total         3",
            "PENDING       3",
            "processed     0",
            "EVENT            COUNT",
            "CONNECT_INVITED  0",
            "RATE            VALUE",
            "acceptanceRate  0.00 %");
    int steps =
        lines.indexOf(
            "STEP  TYPE    VARIANT  SENT  SKIPPED  ACCEPTED  OPENED  CLICKED  REPLIED  BOUNCED  REPLY RATE");
    assertThat(steps).as(String.join("\n", lines)).isPositive();
    assertThat(lines.subList(steps + 2, lines.size()))
        .containsExactly(
            "1     INVITE  0        0     0        0         0       0        0        0        0.00 %");
  }

  @Test
  void campaignsStats_ofAnotherUsersCampaign_printsTheApisMessage() {
    String theirs = leads.campaign(accounts.member());

    assertThat(cli("campaigns", "stats", "--url", url, "--token", user.token(), theirs))
        .isEqualTo(1);
    assertThat(err.toString().strip()).isEqualTo("Campaign not found! (HTTP 404)");
  }

  @Test
  void aServiceThatIsNotThere_isSaidPlainly() {
    assertThat(cli("campaigns", "list", "--url", "http://127.0.0.1:1", "--token", "t"))
        .isEqualTo(3);
    assertThat(err.toString()).startsWith("Cannot reach the service at http://127.0.0.1:1/");
  }

  @Test
  void theTokenAndCampaign_areRequired() {
    assertThat(cli("leads", "import", "--url", url, EXAMPLE.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required option");
  }
}
