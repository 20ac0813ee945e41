package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class ProfileLinkTest {
  private static final String MEMBER_ID = "ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456";
  private static final String CANONICAL_OF_MEMBER = "https://www.linkedin.com/in/" + MEMBER_ID;

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://www.linkedin.com/in/john-doe                               | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/john-doe/                              | https://www.linkedin.com/in/john-doe
          http://www.linkedin.com/in/john-doe                                | https://www.linkedin.com/in/john-doe
          www.linkedin.com/in/john-doe                                       | https://www.linkedin.com/in/john-doe
          linkedin.com/in/john-doe                                           | https://www.linkedin.com/in/john-doe
          linkedin.com/in/john-doe/                                          | https://www.linkedin.com/in/john-doe
          https://linkedin.com/in/john-doe/                                  | https://www.linkedin.com/in/john-doe
          https://uk.linkedin.com/in/john-doe                                | https://www.linkedin.com/in/john-doe
          http://uk.linkedin.com/in/john-doe/?locale=en_GB#about             | https://www.linkedin.com/in/john-doe
          https://de.linkedin.com/in/max-mustermann-4a5b6c7d/                | https://www.linkedin.com/in/max-mustermann-4a5b6c7d
          fr.linkedin.com/in/marie-curie                                     | https://www.linkedin.com/in/marie-curie
          in.linkedin.com/in/priya-sharma-12345                              | https://www.linkedin.com/in/priya-sharma-12345
          HTTPS://WWW.LINKEDIN.COM/in/John-Doe                               | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/JaneSmith123                           | https://www.linkedin.com/in/janesmith123
          https://www.linkedin.com/in/Acme-Industries-Sales-Team-Lead        | https://www.linkedin.com/in/acme-industries-sales-team-lead
          https://www.linkedin.com/in/jean_dupont                            | https://www.linkedin.com/in/jean_dupont
          https://www.linkedin.com/in/john-doe?originalSubdomain=uk          | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/john-doe/?utm_source=share&utm_medium=ios_app | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/john-doe#experience                    | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/john-doe/?trk=people-guest#top         | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/john%2Ddoe                             | https://www.linkedin.com/in/john-doe
          https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F                     | https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F
          https://www.linkedin.com/in/%e5%bc%a0%e4%bc%9f                     | https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F
          https://www.linkedin.com/in/张伟                                    | https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F
          https://cn.linkedin.com/in/%E5%BC%A0%E4%BC%9F-a1b2c3/              | https://www.linkedin.com/in/%E5%BC%A0%E4%BC%9F-a1b2c3
          ru.linkedin.com/in/%D0%B8%D0%B2%D0%B0%D0%BD-%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2 | https://www.linkedin.com/in/%D0%B8%D0%B2%D0%B0%D0%BD-%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2
          https://ru.linkedin.com/in/Иван-Петров                             | https://www.linkedin.com/in/%D0%B8%D0%B2%D0%B0%D0%BD-%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2
          https://www.linkedin.com/in/j%C3%BCrgen-m%C3%BCller                | https://www.linkedin.com/in/j%C3%BCrgen-m%C3%BCller
          https://www.linkedin.com/in/J%C3%9CRGEN-M%C3%9CLLER/               | https://www.linkedin.com/in/j%C3%BCrgen-m%C3%BCller
          https://es.linkedin.com/in/jose%CC%81-garci%CC%81a                 | https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa
          https://in.linkedin.com/in/प्रिया-शर्मा                              | https://www.linkedin.com/in/%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE-%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE
          https://ae.linkedin.com/in/%D9%85%D8%AD%D9%85%D8%AF-%D8%B9%D9%84%D9%8A | https://www.linkedin.com/in/%D9%85%D8%AD%D9%85%D8%AF-%D8%B9%D9%84%D9%8A
          https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456 | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          linkedin.com/in/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU/              | https://www.linkedin.com/in/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU
          https://www.linkedin.com/sales/lead/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456,NAME_SEARCH,a1Bc | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          https://www.linkedin.com/sales/people/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456,name,xYz9 | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          https://www.linkedin.com/sales/lead/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456?_ntb=a1B2%3D%3D | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          https://www.linkedin.com/sales/lead/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456%2CNAME_SEARCH%2Ca1Bc | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          linkedin.com/sales/people/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU,OUT_OF_NETWORK,q7W/ | https://www.linkedin.com/in/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU
          https://www.linkedin.com/talent/profile/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456?trk=SEARCH_GLOBAL | https://www.linkedin.com/in/ACwAAABcDeFgHiJkLmNoPqRsTuVwXyZ0123456
          https://www.linkedin.com/recruiter/profile/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU | https://www.linkedin.com/in/ACoAAA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU
          """)
  void acceptedVariant_isCanonicalised(String raw, String canonical) {
    ProfileLink link = ProfileLink.parse(raw);

    assertThat(link.canonical()).isEqualTo(canonical);
    assertThat(link).hasToString(canonical);
    assertThat(ProfileLink.tryParse(raw)).contains(link);
  }

  @ParameterizedTest(name = "[{index}] \"{0}\"")
  @NullAndEmptySource
  @ValueSource(
      strings = {
        " ",
        "\t\n",
        "https://www.linkedin.com/company/acme-corp",
        "https://www.linkedin.com/company/acme-corp/",
        "https://www.linkedin.com/posts/john-doe_hiring-activity-7123456789012345678-AbCd",
        "https://www.linkedin.com/feed/",
        "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/",
        "https://www.linkedin.com/",
        "linkedin.com",
        "https://www.linkedin.com/in/",
        "https://www.linkedin.com/in",
        "https://www.linkedin.com/in//",
        "https://www.linkedin.com/in/?trk=x",
        "https://www.linkedin.com/in/john-doe//",
        "https://www.linkedin.com/in/john-doe/detail/contact-info/",
        "https://www.facebook.com/in/john-doe",
        "https://www.linkedin.co/in/john-doe",
        "https://linkedin.com.evil.example/in/john-doe",
        "https://evil-linkedin.com/in/john-doe",
        "https://evillinkedin.com/in/john-doe",
        "https://linkedin.company.com/in/john-doe",
        "https://mobile.linkedin.com/in/john-doe",
        "https://www.uk.linkedin.com/in/john-doe",
        "https://linkedin.com@evil.example/in/john-doe",
        "https://john@linkedin.com/in/john-doe",
        "https://www.linkedin.com:8443/in/john-doe",
        "https://evil.example/linkedin.com/in/john-doe",
        "https://evil.example/?next=https://www.linkedin.com/in/john-doe",
        "https://evil.example\\@www.linkedin.com/in/john-doe",
        "javascript:alert(1)//linkedin.com/in/john-doe",
        "ftp://linkedin.com/in/john-doe",
        "//linkedin.com/in/john-doe",
        "https://www.linkedin.com/in/john doe",
        "https://www.linkedin.com/in/john-doe /",
        "https://www.linkedin.com/in/john\tdoe",
        "https://www.linkedin.com/in/john\u00A0doe",
        "https://www.linkedin.com/in/john\u200Bdoe",
        "https://www.linkedin.com/in/john%20doe",
        "https://www.linkedin.com/in/john%2Fdoe",
        "https://www.linkedin.com/in/%2E%2E",
        "https://www.linkedin.com/in/john.doe%3Cscript%3E",
        "https://www.linkedin.com/in/---",
        "https://www.linkedin.com/in/john%ZZ",
        "https://www.linkedin.com/in/john%4",
        "https://www.linkedin.com/in/%E5%BC",
        "https://www.linkedin.com/in/%FF%FE",
        "https://www.linkedin.com/sales/lead/1234567,NAME_SEARCH,abc",
        "https://www.linkedin.com/sales/lead/,NAME_SEARCH,abc",
        "https://www.linkedin.com/sales/people/acwaaabcdefghijklmnopqrstuvwxyz,NAME_SEARCH,abc",
        "https://www.linkedin.com/talent/profile/AC1234",
        "https://www.linkedin.com/sales/search/people?query=john",
      })
  void notAProfileLink_isRefusedWithTheExactMessage(String raw) {
    assertThatThrownBy(() -> ProfileLink.parse(raw))
        .isInstanceOf(DomainException.class)
        .hasMessage("Invalid profile link!")
        .extracting(e -> ((DomainException) e).code())
        .isEqualTo(ErrorCode.INVALID_PROFILE_LINK);
    assertThat(ProfileLink.tryParse(raw)).isEmpty();
  }

  @Test
  void surroundingWhiteSpace_isIgnored() {
    assertThat(ProfileLink.parse(" \t https://www.linkedin.com/in/john-doe/ \n").canonical())
        .isEqualTo("https://www.linkedin.com/in/john-doe");
  }

  @Test
  void inputUpToTheCap_isAccepted_andLongerInputIsRefused() {
    String prefix = "https://www.linkedin.com/in/";
    String atCap = prefix + "a".repeat(ProfileLink.MAX_LENGTH - prefix.length());

    assertThat(ProfileLink.tryParse(atCap)).isPresent();
    assertThat(ProfileLink.tryParse(atCap + "a")).isEmpty();
    assertThat(ProfileLink.tryParse(prefix + "john-doe?q=" + "x".repeat(ProfileLink.MAX_LENGTH)))
        .isEmpty();
  }

  @Test
  void slugWhoseCanonicalFormOutgrowsTheCap_isRefused() {
    String prefix = "https://www.linkedin.com/in/";

    assertThat(ProfileLink.tryParse(prefix + "张".repeat(300))).isEmpty();
  }

  @Test
  void salesNavigatorLink_isCanonicalisedToMemberId_andKeptAsGiven() {
    String given = "https://www.linkedin.com/sales/lead/" + MEMBER_ID + ",NAME_SEARCH,a1Bc?_ntb=x";

    ProfileLink link = ProfileLink.parse("  " + given + " ");

    assertThat(link.canonical()).isEqualTo(CANONICAL_OF_MEMBER);
    assertThat(link.salesNavLink()).contains(given);
    assertThat(link.recruiterLink()).isEmpty();
  }

  @Test
  void salesNavigatorPeopleLink_isKeptAsGiven() {
    String given = "linkedin.com/sales/people/" + MEMBER_ID + ",name,xYz9/";

    assertThat(ProfileLink.parse(given).salesNavLink()).contains(given);
  }

  @ParameterizedTest
  @ValueSource(strings = {"talent", "recruiter"})
  void recruiterLink_isCanonicalisedToMemberId_andKeptAsGiven(String product) {
    String given = "https://www.linkedin.com/" + product + "/profile/" + MEMBER_ID + "?trk=x";

    ProfileLink link = ProfileLink.parse(given);

    assertThat(link.canonical()).isEqualTo(CANONICAL_OF_MEMBER);
    assertThat(link.recruiterLink()).contains(given);
    assertThat(link.salesNavLink()).isEmpty();
  }

  @Test
  void plainProfileLink_keepsNoSalesNavigatorOrRecruiterLink() {
    ProfileLink link = ProfileLink.parse("https://uk.linkedin.com/in/john-doe/");

    assertThat(link.salesNavLink()).isEmpty();
    assertThat(link.recruiterLink()).isEmpty();
  }

  @Test
  void memberIdAfterIn_keepsItsCase() {
    assertThat(ProfileLink.parse("linkedin.com/in/" + MEMBER_ID).canonical())
        .isEqualTo(CANONICAL_OF_MEMBER);
    assertThat(ProfileLink.parse("linkedin.com/in/" + MEMBER_ID.toLowerCase()).canonical())
        .isEqualTo("https://www.linkedin.com/in/" + MEMBER_ID.toLowerCase());
  }

  @Test
  void sameMemberViaSalesNavigatorRecruiterAndProfile_isOneLead_whateverLinkWasKept() {
    ProfileLink salesNav =
        ProfileLink.parse("https://www.linkedin.com/sales/lead/" + MEMBER_ID + ",NAME_SEARCH,x");
    ProfileLink recruiter =
        ProfileLink.parse("https://www.linkedin.com/talent/profile/" + MEMBER_ID);
    ProfileLink profile = ProfileLink.parse(CANONICAL_OF_MEMBER);

    assertThat(salesNav).isEqualTo(recruiter).isEqualTo(profile).hasSameHashCodeAs(profile);
  }

  @Test
  void differentProfiles_areDifferentLeads() {
    assertThat(ProfileLink.parse("linkedin.com/in/john-doe"))
        .isNotEqualTo(ProfileLink.parse("linkedin.com/in/john-doe-1"));
    assertThat(ProfileLink.parse("linkedin.com/in/" + MEMBER_ID))
        .isNotEqualTo(ProfileLink.parse("linkedin.com/in/" + MEMBER_ID.replace('w', 'W')));
  }
}
