package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-15 as amended: Recruiter member IDs start with {@code AE}, and keep their case like {@code AC}
 * ones.
 */
class ProfileLinkRecruiterIdTest {
  private static final String RECRUITER_ID = "AEMAAATVeRwBEkj1wdBMe4v8z0nalF2gMFTwPMk";
  private static final String CANONICAL = "https://www.linkedin.com/in/" + RECRUITER_ID;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://www.linkedin.com/talent/profile/" + RECRUITER_ID,
        "https://www.linkedin.com/talent/profile/" + RECRUITER_ID + "?project=123&trk=SEARCH",
        "https://www.linkedin.com/recruiter/profile/" + RECRUITER_ID,
        "linkedin.com/recruiter/profile/" + RECRUITER_ID + "/"
      })
  void recruiterLinkWithAnAeMemberId_isAccepted_keepingTheIdsCase_andTheLinkAsGiven(String given) {
    ProfileLink link = ProfileLink.parse(given);

    assertThat(link.canonical()).isEqualTo(CANONICAL);
    assertThat(link.recruiterLink()).contains(given);
    assertThat(link.salesNavLink()).isEmpty();
  }

  @Test
  void anAeMemberIdAfterIn_keepsItsCase_andIsTheSameLeadAsItsRecruiterLink() {
    ProfileLink profile = ProfileLink.parse("https://www.linkedin.com/in/" + RECRUITER_ID + "/");
    ProfileLink recruiter =
        ProfileLink.parse("https://www.linkedin.com/talent/profile/" + RECRUITER_ID);

    assertThat(profile.canonical()).isEqualTo(CANONICAL);
    assertThat(profile).isEqualTo(recruiter);
  }

  @Test
  void salesNavigatorAcMemberIds_areStillAccepted() {
    String id = "ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456";

    ProfileLink link =
        ProfileLink.parse("https://www.linkedin.com/sales/lead/" + id + ",NAME_SEARCH,x1Yz");

    assertThat(link.canonical()).isEqualTo("https://www.linkedin.com/in/" + id);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      https://www.linkedin.com/in/ae-smith                          | https://www.linkedin.com/in/ae-smith
      https://www.linkedin.com/in/Aeron-Smith                       | https://www.linkedin.com/in/aeron-smith
      https://www.linkedin.com/in/aeMAAATVeRwBEkj1wdBMe4v8z0nalF2gM | https://www.linkedin.com/in/aemaaatverwbekj1wdbme4v8z0nalf2gm
      https://www.linkedin.com/in/AEshort                           | https://www.linkedin.com/in/aeshort
      """)
  void vanitySlugsStartingWithAe_butNotShapedLikeAMemberId_areLowerCased(
      String given, String canonical) {
    assertThat(ProfileLink.tryParse(given).map(ProfileLink::canonical)).contains(canonical);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://www.linkedin.com/talent/profile/AEshort",
        "https://www.linkedin.com/talent/profile/aeMAAATVeRwBEkj1wdBMe4v8z0nalF2gMFTwPMk",
        "https://www.linkedin.com/recruiter/profile/AXMAAATVeRwBEkj1wdBMe4v8z0nalF2gMFTwPMk"
      })
  void recruiterLinksWithoutAMemberId_areNotProfileLinks(String given) {
    assertThat(ProfileLink.tryParse(given)).isEmpty();
  }
}
