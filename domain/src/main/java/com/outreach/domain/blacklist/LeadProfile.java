package com.outreach.domain.blacklist;

import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the blacklist check looks at of a lead (D-23): its canonical link, names, headline, job
 * title, company and the text of every custom field. Any of them may be absent.
 */
public record LeadProfile(
    ProfileLink profileLink,
    String firstName,
    String lastName,
    String fullName,
    String headline,
    String jobTitle,
    String company,
    List<String> customFieldTexts) {

  public LeadProfile {
    customFieldTexts = customFieldTexts == null ? List.of() : List.copyOf(customFieldTexts);
  }

  /**
   * A stored lead as the check sees it. Leads carry headline, job title and company as custom
   * fields (D-17), read here under their usual names: {@code headline}, {@code jobTitle} or {@code
   * title}, {@code company} or {@code companyName}.
   */
  public static LeadProfile of(ProfileLink link, LeadDetails details) {
    var fields = details.customFields();
    return new LeadProfile(
        link,
        details.firstName(),
        details.lastName(),
        details.fullName(),
        fields.textOf("headline"),
        firstPresent(fields.textOf("jobTitle"), fields.textOf("title")),
        firstPresent(fields.textOf("company"), fields.textOf("companyName")),
        fields.values().values().stream().map(CustomValue::text).toList());
  }

  /** The texts a KEYWORD entry searches. */
  List<String> keywordTexts() {
    return Stream.concat(
            Stream.of(firstName, lastName, fullName, headline, jobTitle, company),
            customFieldTexts.stream())
        .toList();
  }

  private static String firstPresent(String first, String second) {
    return first != null ? first : second;
  }
}
