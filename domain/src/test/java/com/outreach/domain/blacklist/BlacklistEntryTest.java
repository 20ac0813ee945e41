package com.outreach.domain.blacklist;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-23: which entries are one rule, which accounts an entry guards, and how a lead is seen. */
class BlacklistEntryTest {
  private static final UserId OWNER = UserId.random();
  private static final EmailAddress JANE = new EmailAddress("Jane@Example.com");

  private static BlacklistEntry entry(
      UserId owner, EmailAddress account, BlacklistType type, String keyword) {
    return BlacklistEntry.create(
        owner, account, new BlacklistKeyword(type, keyword), Instant.EPOCH);
  }

  @Test
  void sameRule_isSameOwnerAccountTypeAndMatchKey() {
    BlacklistEntry rule = entry(OWNER, JANE, BlacklistType.KEYWORD, "Head of Sales");

    assertThat(
            rule.sameRuleAs(
                entry(
                    OWNER,
                    new EmailAddress("JANE@example.COM"),
                    BlacklistType.KEYWORD,
                    "head  of SALES")))
        .isTrue();
    assertThat(rule.sameRuleAs(entry(OWNER, JANE, BlacklistType.JOB_TITLE, "Head of Sales")))
        .isFalse();
    assertThat(rule.sameRuleAs(entry(OWNER, null, BlacklistType.KEYWORD, "Head of Sales")))
        .isFalse();
    assertThat(
            rule.sameRuleAs(
                entry(
                    OWNER,
                    new EmailAddress("joe@example.com"),
                    BlacklistType.KEYWORD,
                    "Head of Sales")))
        .isFalse();
    assertThat(
            rule.sameRuleAs(entry(UserId.random(), JANE, BlacklistType.KEYWORD, "Head of Sales")))
        .isFalse();
  }

  @Test
  void sameRule_forProfileUrls_isTheSameCanonicalLink() {
    BlacklistEntry rule = entry(OWNER, null, BlacklistType.PROFILE_URL, "linkedin.com/in/Ada");

    assertThat(
            rule.sameRuleAs(
                entry(OWNER, null, BlacklistType.PROFILE_URL, "https://de.linkedin.com/in/ada/")))
        .isTrue();
    assertThat(rule.accountKey()).isEmpty();
  }

  @Test
  void anAccountsEntry_guardsThatAccountOnly_aUserWideEntryGuardsEvery() {
    EmailAddress joe = new EmailAddress("joe@example.com");

    assertThat(
            entry(OWNER, JANE, BlacklistType.KEYWORD, "x")
                .guards(new EmailAddress("jane@EXAMPLE.com")))
        .isTrue();
    assertThat(entry(OWNER, JANE, BlacklistType.KEYWORD, "x").guards(joe)).isFalse();
    assertThat(entry(OWNER, null, BlacklistType.KEYWORD, "x").guards(joe)).isTrue();
  }

  @Test
  void aStoredLead_isSeenWithItsHeadlineJobTitleCompanyAndCustomTexts() {
    Map<String, CustomValue> fields = new LinkedHashMap<>();
    fields.put("headline", CustomValue.ofText("Builder of engines", "\"Builder of engines\""));
    fields.put("title", CustomValue.ofText("CTO", "\"CTO\""));
    fields.put("companyName", CustomValue.ofText("Acme", "\"Acme\""));
    fields.put("employees", new CustomValue("120", "120"));
    LeadDetails details =
        new LeadDetails("Ada", "Lovelace", null, null, null, new CustomFields(fields));
    ProfileLink link = ProfileLink.parse("linkedin.com/in/ada");

    LeadProfile lead = LeadProfile.of(link, details);

    assertThat(lead)
        .isEqualTo(
            new LeadProfile(
                link,
                "Ada",
                "Lovelace",
                "Ada Lovelace",
                "Builder of engines",
                "CTO",
                "Acme",
                java.util.List.of("Builder of engines", "CTO", "Acme", "120")));
  }
}
