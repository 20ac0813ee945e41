package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-17's fullName, D-18's update and add-to-campaign's gap filling of a known lead. */
class LeadDetailsTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private static CustomValue text(String text) {
    return new CustomValue("\"" + text + "\"", text);
  }

  private static CustomFields fields(int n, String prefix) {
    Map<String, CustomValue> values = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      values.put(prefix + i, text("v"));
    }
    return new CustomFields(values);
  }

  @Test
  void fullName_isBuiltFromBothNames_onlyWhenAbsent() {
    assertThat(new LeadDetails(" Jane ", "Doe", null, null, null, null).fullName())
        .isEqualTo("Jane Doe");
    assertThat(new LeadDetails("Jane", "Doe", "Dr. Jane Doe", null, null, null).fullName())
        .isEqualTo("Dr. Jane Doe");
    assertThat(new LeadDetails("Jane", null, null, null, null, null).fullName()).isNull();
  }

  @Test
  void lineBreaksInNames_becomeOneSpace_soNoNameStartsAMailHeader() {
    LeadDetails details =
        new LeadDetails("Ada\r\nBcc: all@x.example", "Love\n\nlace", "A\rB", null, null, null);

    assertThat(details.firstName()).isEqualTo("Ada Bcc: all@x.example");
    assertThat(details.lastName()).isEqualTo("Love lace");
    assertThat(details.fullName()).isEqualTo("A B");
    assertThat(new LeadDetails("Ada\r\n", "Lovelace", null, null, null, null).fullName())
        .isEqualTo("Ada Lovelace");
  }

  @Test
  void filledFrom_fillsOnlyTheGaps() {
    LeadDetails known =
        new LeadDetails(
            "Jane", null, null, null, null, new CustomFields(Map.of("company", text("Acme"))));
    LeadDetails newer =
        new LeadDetails(
            "Janet",
            "Smith",
            "Janet Smith",
            "jane@acme.example",
            EmailStatus.RISKY,
            new CustomFields(Map.of("company", text("Other"), "title", text("CEO"))));

    assertThat(known.filledFrom(newer))
        .isEqualTo(
            new LeadDetails(
                "Jane",
                "Smith",
                "Jane Smith",
                "jane@acme.example",
                EmailStatus.RISKY,
                new CustomFields(Map.of("company", text("Acme"), "title", text("CEO")))));
  }

  @Test
  void filledFrom_takesAnotherFullName_whenTheNamesCannotBuildOne() {
    LeadDetails known = new LeadDetails(null, null, null, null, null, null);

    assertThat(known.filledFrom(new LeadDetails(null, null, "Prince", null, null, null)).fullName())
        .isEqualTo("Prince");
  }

  @Test
  void filledFrom_keepsTheEmailWithItsStatus() {
    LeadDetails known =
        new LeadDetails(null, null, null, "jane@acme.example", EmailStatus.VALID, null);

    assertThat(
            known.filledFrom(
                new LeadDetails(null, null, null, "other@acme.example", EmailStatus.INVALID, null)))
        .isEqualTo(known);
  }

  @Test
  void filledFrom_leavesTheCustomFields_whenAddingWouldPassTheLimit() {
    LeadDetails known = new LeadDetails(null, null, null, null, null, fields(40, "f"));

    assertThat(
            known
                .filledFrom(new LeadDetails(null, null, null, null, null, fields(11, "g")))
                .customFields())
        .isEqualTo(fields(40, "f"));
    assertThat(
            known
                .filledFrom(new LeadDetails(null, null, null, null, null, fields(10, "g")))
                .customFields()
                .values())
        .hasSize(50);
  }

  @Test
  void lead_filledFrom_movesUpdatedAt_onlyWhenSomethingWasFilled() {
    Lead known =
        Lead.create(
            UserId.random(),
            ProfileLink.parse("linkedin.com/in/jane"),
            new LeadDetails("Jane", "Doe", null, null, null, null),
            T0);
    Lead same =
        new Lead(
            known.id(),
            known.owner(),
            known.profileLink(),
            new LeadDetails("Janet", null, null, null, null, null),
            T0,
            T0.plusSeconds(9));
    Lead withEmail =
        new Lead(
            known.id(),
            known.owner(),
            known.profileLink(),
            new LeadDetails(null, null, null, "jane@acme.example", null, null),
            T0,
            T0.plusSeconds(9));

    assertThat(known.filledFrom(same)).isSameAs(known);
    assertThat(known.filledFrom(withEmail).updatedAt()).isEqualTo(T0.plusSeconds(9));
    assertThat(known.filledFrom(withEmail).details().emailStatus()).isEqualTo(EmailStatus.UNKNOWN);
  }

  @Test
  void updatedWith_anEmailWithoutStatus_isUnknown_andMergesCustomFieldsUpToTheLimit() {
    LeadDetails known =
        new LeadDetails(
            "Jane", "Doe", null, "jane@acme.example", EmailStatus.VALID, fields(45, "f"));

    LeadDetails updated =
        known.updatedWith(
            new LeadChange(null, null, null, "new@acme.example", null, fields(5, "g")));

    assertThat(updated.emailStatus()).isEqualTo(EmailStatus.UNKNOWN);
    assertThat(updated.customFields().values()).hasSize(50);
    assertRefused(
        () -> known.updatedWith(new LeadChange(null, null, null, null, null, fields(6, "g"))),
        ErrorCode.TOO_MANY_CUSTOM_FIELDS,
        "A lead may have at most 50 custom fields!");
  }
}
