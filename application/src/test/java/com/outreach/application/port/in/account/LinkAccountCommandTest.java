package com.outreach.application.port.in.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.LinkedAccount.Profile;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.ZoneId;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * POST /linked-accounts (D-28): email, profile link, time zone, then the lengths of the free-text
 * fields.
 */
class LinkAccountCommandTest {
  private static final UserId OWNER = UserId.random();
  private static final String LINK = "https://www.linkedin.com/in/jane-doe";
  private static final Profile NO_PROFILE = new Profile(null, null, null, null, null, null);

  private static LinkAccountCommand link(String email, String profileLink, String timeZone) {
    return LinkAccountCommand.of(OWNER, email, profileLink, NO_PROFILE, null, timeZone);
  }

  private static LinkAccountCommand withProfile(Profile profile) {
    return LinkAccountCommand.of(OWNER, "jane@example.com", LINK, profile, null, null);
  }

  @Test
  void nothingGiven_isEmailRequired() {
    assertRefused(
        () -> link(null, null, "Mars/Olympus"), ErrorCode.EMAIL_REQUIRED, "Email is required!");
  }

  @Test
  void aMalformedEmail_isInvalidEmail_beforeTheProfileLinkIsChecked() {
    assertRefused(() -> link("jane", null, null), ErrorCode.INVALID_EMAIL, "Invalid email!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" "})
  void noProfileLink_isProfileLinkRequired_beforeTheTimeZoneIsChecked(String profileLink) {
    assertRefused(
        () -> link("jane@example.com", profileLink, "Mars/Olympus"),
        ErrorCode.PROFILE_LINK_REQUIRED,
        "Profile link is required!");
  }

  @ParameterizedTest
  @ValueSource(strings = {"https://example.com/in/jane", "linkedin.com/company/acme", "jane-doe"})
  void aLinkThatIsNoProfile_isInvalidProfileLink_beforeTheTimeZoneIsChecked(String profileLink) {
    assertRefused(
        () -> link("jane@example.com", profileLink, "Mars/Olympus"),
        ErrorCode.INVALID_PROFILE_LINK,
        "Invalid profile link!");
  }

  @Test
  void anInvalidTimeZone_isReportedBeforeATooLongFullName() {
    assertRefused(
        () ->
            LinkAccountCommand.of(
                OWNER,
                "jane@example.com",
                LINK,
                new Profile("n".repeat(501), null, null, null, null, null),
                null,
                "+02:00"),
        ErrorCode.INVALID_TIME_ZONE,
        "Invalid time zone!");
  }

  @Test
  void theProfileLinkIsKeptInCanonicalForm() {
    assertThat(link("jane@example.com", "de.linkedin.com/in/Jane-Doe/?trk=abc", null).profileLink())
        .isEqualTo(ProfileLink.parse(LINK));
    assertThat(
            link("jane@example.com", "de.linkedin.com/in/Jane-Doe/", null)
                .profileLink()
                .canonical())
        .isEqualTo(LINK);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Europe/Berlin",
        "America/Argentina/Buenos_Aires",
        "Asia/Kolkata",
        "UTC",
        "Etc/GMT+2"
      })
  void anIanaTimeZoneName_isAccepted(String zone) {
    assertThat(link("jane@example.com", LINK, zone).timeZone()).isEqualTo(ZoneId.of(zone));
  }

  @Test
  void aTimeZoneNameIsStripped() {
    assertThat(link("jane@example.com", LINK, "  Asia/Tokyo ").timeZone())
        .isEqualTo(ZoneId.of("Asia/Tokyo"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "+02:00",
        "Mars/Olympus",
        "GMT+2",
        "UTC+01:00",
        "Z",
        "europe/berlin",
        "Berlin",
        "CET+1"
      })
  void aTimeZoneThatIsNoIanaName_isInvalidTimeZone(String zone) {
    assertRefused(
        () -> link("jane@example.com", LINK, zone),
        ErrorCode.INVALID_TIME_ZONE,
        "Invalid time zone!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void noTimeZone_defaultsToUtc_namedUtc(String zone) {
    ZoneId timeZone = link("jane@example.com", LINK, zone).timeZone();

    assertThat(timeZone).isEqualTo(ZoneId.of("UTC"));
    assertThat(timeZone.getId()).isEqualTo("UTC");
  }

  @Test
  void premium_isFalseUnlessTrueIsGiven() {
    assertThat(
            LinkAccountCommand.of(OWNER, "jane@example.com", LINK, NO_PROFILE, null, null)
                .premium())
        .isFalse();
    assertThat(
            LinkAccountCommand.of(OWNER, "jane@example.com", LINK, NO_PROFILE, false, null)
                .premium())
        .isFalse();
    assertThat(
            LinkAccountCommand.of(OWNER, "jane@example.com", LINK, NO_PROFILE, true, null)
                .premium())
        .isTrue();
  }

  @Test
  void theEmailIsStripped_andTheOwnerKept() {
    LinkAccountCommand command = link(" Jane@Example.com ", LINK, null);

    assertThat(command.email()).isEqualTo(new EmailAddress("Jane@Example.com"));
    assertThat(command.owner()).isEqualTo(OWNER);
  }

  @Test
  void profileFieldsAreStripped_andBlankOnesBecomeAbsent() {
    Profile checked =
        withProfile(new Profile(" Jane Doe ", "  ", "", null, " urn:li:member:1 ", "\t")).profile();

    assertThat(checked)
        .isEqualTo(new Profile("Jane Doe", null, null, null, "urn:li:member:1", null));
  }

  @ParameterizedTest(name = "{0}: {1} characters accepted, one more refused")
  @CsvSource(
      textBlock =
          """
      Full name,            500
      Headline,             500
      Sales Navigator link, 2048
      Recruiter link,       2048
      Profile URN,          500
      Profile picture,      2048
      """)
  void eachProfileField_isAcceptedAtItsLimit_andRefusedOneCharacterOver(String label, int max) {
    Function<String, Profile> profileWith =
        value ->
            switch (label) {
              case "Full name" -> new Profile(value, null, null, null, null, null);
              case "Headline" -> new Profile(null, value, null, null, null, null);
              case "Sales Navigator link" -> new Profile(null, null, value, null, null, null);
              case "Recruiter link" -> new Profile(null, null, null, value, null, null);
              case "Profile URN" -> new Profile(null, null, null, null, value, null);
              case "Profile picture" -> new Profile(null, null, null, null, null, value);
              default -> throw new IllegalArgumentException(label);
            };

    Profile atLimit = profileWith.apply("x".repeat(max));
    assertThat(withProfile(atLimit).profile()).isEqualTo(atLimit);
    assertRefused(
        () -> withProfile(profileWith.apply("x".repeat(max + 1))),
        ErrorCode.FIELD_TOO_LONG,
        label + " must be at most " + max + " characters!");
  }
}
