package com.outreach.adapter.in.http.lead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.application.port.in.lead.AddLeadsCommand.NewLead;
import com.outreach.application.port.in.lead.LeadImport;
import com.outreach.application.port.in.lead.LeadsRefused;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.user.UserId;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The CSV lead import's reading (docs/csv-import.md): encodings, delimiters, quoting, column names
 * and mappings.
 */
class CsvLeadReaderTest {
  private static final String BOM = "\uFEFF";

  private static List<NewLead> read(String csv) {
    return read(csv, null);
  }

  private static List<NewLead> read(String csv, String mapping) {
    return imported(new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8)), mapping)
        .command(UserId.random(), "c")
        .leads();
  }

  private static LeadImport imported(InputStream body, String mapping) {
    LeadImport rows = new LeadImport();
    CsvLeadReader.read(body, mapping, rows);
    return rows;
  }

  private static Map<String, String> custom(NewLead lead) {
    return lead.details().customFields().values().entrySet().stream()
        .collect(
            Collectors.toMap(
                Map.Entry::getKey, e -> e.getValue().text(), (a, b) -> a, LinkedHashMap::new));
  }

  private static LeadsRefused refused(String csv) {
    LeadImport rows =
        imported(new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8)), null);
    try {
      rows.command(UserId.random(), "c");
    } catch (LeadsRefused refused) {
      return refused;
    }
    throw new AssertionError("not refused");
  }

  @Test
  void aLinkedInToolExport_withBom_quotedCommas_andALinkedInUrlColumn_isRead() {
    List<NewLead> leads =
        read(
            BOM
                + """
        "First Name","Last Name","LinkedIn URL","Company","Title"
        "Jane","Doe","https://www.linkedin.com/in/Jane-Doe/","Acme, Inc.","VP Sales, EMEA"
        "John","Roe","linkedin.com/in/john-roe","Roe & Sons",""
        """);

    assertThat(leads)
        .extracting(l -> l.link().canonical())
        .containsExactly(
            "https://www.linkedin.com/in/jane-doe", "https://www.linkedin.com/in/john-roe");
    LeadDetails jane = leads.get(0).details();
    assertThat(jane.firstName()).isEqualTo("Jane");
    assertThat(jane.lastName()).isEqualTo("Doe");
    assertThat(jane.fullName()).isEqualTo("Jane Doe");
    assertThat(custom(leads.get(0)))
        .containsExactly(Map.entry("company", "Acme, Inc."), Map.entry("title", "VP Sales, EMEA"));
    assertThat(custom(leads.get(1))).containsExactly(Map.entry("company", "Roe & Sons"));
  }

  @Test
  void semicolons_separate_whenTheHeaderHasMoreOfThemThanCommas() {
    List<NewLead> leads =
        read(
            """
        profile url;first name;Notes
        linkedin.com/in/jane;Jane;likes a, b and c
        """);

    assertThat(leads)
        .singleElement()
        .satisfies(
            jane -> {
              assertThat(jane.link().canonical()).isEqualTo("https://www.linkedin.com/in/jane");
              assertThat(jane.details().firstName()).isEqualTo("Jane");
              assertThat(custom(jane)).containsExactly(Map.entry("Notes", "likes a, b and c"));
            });
  }

  @Test
  void quotedFields_mayHoldDelimiters_doubledQuotes_andLineBreaks() {
    List<NewLead> leads =
        read(
            "linkedin,Notes,email\r\n"
                + "linkedin.com/in/jane,\"Met at \"\"SaaStr\"\",\nsecond line; third\",jane@acme.example\r\n");

    assertThat(leads)
        .singleElement()
        .satisfies(
            jane -> {
              assertThat(custom(jane))
                  .containsExactly(Map.entry("Notes", "Met at \"SaaStr\",\nsecond line; third"));
              assertThat(jane.details().email()).isEqualTo("jane@acme.example");
            });
  }

  @Test
  void headers_matchLeadFields_caseInsensitively_ignoringPunctuation_withSynonyms() {
    List<NewLead> leads =
        read(
            """
        PROFILE_LINK,Given Name,Surname,Full name,E-Mail,Email Status,Company Name,Job Title
        linkedin.com/in/jane,Jane,Doe,Dr. Jane Doe,jane@acme.example,VALID,Acme,CTO
        """);

    LeadDetails jane = leads.get(0).details();
    assertThat(leads.get(0).link().canonical()).isEqualTo("https://www.linkedin.com/in/jane");
    assertThat(
            List.of(
                jane.firstName(),
                jane.lastName(),
                jane.fullName(),
                jane.email(),
                jane.emailStatus().name()))
        .containsExactly("Jane", "Doe", "Dr. Jane Doe", "jane@acme.example", "VALID");
    assertThat(custom(leads.get(0)))
        .containsExactly(Map.entry("company", "Acme"), Map.entry("title", "CTO"));
  }

  @Test
  void anExplicitMapping_overridesNames_andDropsColumnsMappedToADash() {
    List<NewLead> leads =
        read(
            """
        Person,Nick,Secret,LinkedIn URL
        linkedin.com/in/jane,Janie,s3cr3t,linkedin.com/in/not-this-one
        """,
            "person:profileLink, Nick:FIRSTNAME,Secret:-,LinkedIn URL:oldLink");

    assertThat(leads)
        .singleElement()
        .satisfies(
            jane -> {
              assertThat(jane.link().canonical()).isEqualTo("https://www.linkedin.com/in/jane");
              assertThat(jane.details().firstName()).isEqualTo("Janie");
              assertThat(custom(jane))
                  .containsExactly(Map.entry("oldLink", "linkedin.com/in/not-this-one"));
            });
  }

  @Test
  void otherColumns_becomeCustomFields_namedAsTheirHeader_andBlankCellsAreLeftOut() {
    List<NewLead> leads =
        read(
            """
        LinkedIn,Favourite Colour,Team Size ,
        linkedin.com/in/jane,  blue  ,,ignored
        """);

    assertThat(custom(leads.get(0))).containsExactly(Map.entry("Favourite Colour", "blue"));
    assertThat(leads.get(0).details().customFields().values().get("Favourite Colour"))
        .isEqualTo(CustomValue.ofString("blue"));
  }

  @Test
  void faultyRows_areNamedByTheirRowNumber_theHeaderBeingRowOne_afterEveryRowIsChecked() {
    LeadsRefused refused =
        refused(
            """
        LinkedIn URL,email
        linkedin.com/in/jane,jane@acme.example
        https://example.com/jane,
        linkedin.com/in/john,not-an-email
        ,
        linkedin.com/in/ann,ann@acme.example,extra
        """);

    assertThat(refused.faults()).extracting(LeadsRefused.Fault::index).containsExactly(3, 4, 5, 6);
    assertThat(refused.faults())
        .extracting(LeadsRefused.Fault::reason)
        .containsExactly(
            "Invalid profile link!",
            "Invalid email!",
            "Profile link is required!",
            "Row has 3 fields, the header 2!");
    assertThat(refused.faultCount()).isEqualTo(4);
  }

  @Test
  void atMostOneHundredFaultyRows_areListed_butAllAreCounted() {
    String rows = "LinkedIn URL\n" + "bad\n".repeat(250);

    LeadsRefused refused = refused(rows);

    assertThat(refused.faults()).hasSize(100);
    assertThat(refused.faults().get(99).index()).isEqualTo(101);
    assertThat(refused.faultCount()).isEqualTo(250);
  }

  @Test
  void requestFaults_areRefusedWithTheirOwnMessage() {
    Function<String, String> message =
        csv -> {
          try {
            read(csv);
            return "read";
          } catch (ApiException | LeadsRefused refused) {
            return refused instanceof LeadsRefused r ? r.reason() : refused.getMessage();
          }
        };

    assertThat(message.apply("First Name,Company\nJane,Acme\n"))
        .isEqualTo(ApiError.CSV_PROFILE_COLUMN_MISSING.message());
    assertThat(message.apply("")).isEqualTo("Leads are required!");
    assertThat(message.apply("LinkedIn URL\n")).isEqualTo("Leads are required!");
    assertThat(message.apply("LinkedIn URL\nlinkedin.com/in/a\n\"unterminated\n"))
        .isEqualTo("Invalid CSV at row 3!");
    assertThatThrownBy(() -> read("LinkedIn URL\nlinkedin.com/in/a\n", "LinkedIn URL"))
        .hasMessage(
            "Invalid mapping 'LinkedIn URL'! Expected <column>:<field> pairs separated by commas.");
    assertThatThrownBy(() -> read("LinkedIn URL\nlinkedin.com/in/a\n", "Profile:profileLink"))
        .hasMessage("Mapping names column 'profile', which the file does not have!");
  }

  @Test
  void aBodyThatIsNotUtf8_isRefused() {
    byte[] latin1 =
        "LinkedIn URL,Name\nlinkedin.com/in/jose,Jos\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);

    assertThatThrownBy(() -> imported(new ByteArrayInputStream(latin1), null))
        .isInstanceOfSatisfying(
            ApiException.class, e -> assertThat(e.error()).isEqualTo(ApiError.CSV_NOT_UTF8));
  }

  @Test
  void aBodyOverFiftyMegabytes_isRefusedAsTooLarge_whileStreaming() {
    byte[] header = "LinkedIn URL,Notes\n".getBytes(StandardCharsets.UTF_8);
    // 100,000 rows of 1 KB: the byte limit comes before the row limit
    byte[] row =
        ("linkedin.com/in/someone," + "x".repeat(1_000) + "\n").getBytes(StandardCharsets.UTF_8);
    InputStream endless =
        new InputStream() {
          private long position;

          @Override
          public int read() {
            long inRow = position - header.length;
            byte b = inRow < 0 ? header[(int) position] : row[(int) (inRow % row.length)];
            position++;
            return b;
          }
        };

    assertThatThrownBy(() -> imported(endless, null))
        .isInstanceOfSatisfying(
            ApiException.class, e -> assertThat(e.error()).isEqualTo(ApiError.CSV_TOO_LARGE));
  }
}
