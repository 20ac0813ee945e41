package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link ProfileLink#tryParse} answers plain {@code /in/} links without the general reading; both
 * must give every link, near misses and look-alikes included, the same answer.
 */
class ProfileLinkFastPathPropertiesTest {

  @Property(tries = 3000)
  void theFastPathAndTheGeneralReading_agree(@ForAll("links") String link) {
    assertThat(describe(ProfileLink.tryParse(link)))
        .isEqualTo(describe(ProfileLink.tryParseWithoutFastPath(link)));
  }

  @Property(tries = 3000)
  void theFastPathAndTheGeneralReading_agreeOnAnyText(@ForAll("texts") String text) {
    assertThat(describe(ProfileLink.tryParse(text)))
        .isEqualTo(describe(ProfileLink.tryParseWithoutFastPath(text)));
  }

  @Example
  void theLinksIntegrationsSendMost_takeTheFastPath() {
    assertThat(PlainProfileLink.slugOrId("https://www.linkedin.com/in/ada-lovelace"))
        .isEqualTo("ada-lovelace");
    assertThat(PlainProfileLink.slugOrId("linkedin.com/in/Ada_Lovelace1/"))
        .isEqualTo("ada_lovelace1");
    assertThat(PlainProfileLink.slugOrId("HTTP://UK.LinkedIn.COM/in/ada?trk=x#top"))
        .isEqualTo("ada");
    assertThat(PlainProfileLink.slugOrId("https://www.linkedin.com/in/ACwAAAbcdefghijklmnopqrst"))
        .isEqualTo("ACwAAAbcdefghijklmnopqrst");
  }

  @Example
  void aLinkTooLongOnceCanonical_isNoProfileLink() {
    String link =
        "linkedin.com/in/" + "a".repeat(ProfileLink.MAX_LENGTH - "linkedin.com/in/".length());

    assertThat(ProfileLink.tryParse(link)).isEmpty();
    assertThat(ProfileLink.tryParseWithoutFastPath(link)).isEmpty();
  }

  private static String describe(Optional<ProfileLink> link) {
    return link.map(l -> l.canonical() + " | " + l.salesNavLink() + " | " + l.recruiterLink())
        .orElse("none");
  }

  @Provide
  Arbitrary<String> links() {
    return Combinators.combine(
            Arbitraries.of("", " ", "\t"),
            Arbitraries.of(
                "",
                "http://",
                "https://",
                "HTTPS://",
                "hTtP://",
                "ftp://",
                "https:/",
                "//",
                "https://https://"),
            Arbitraries.of(
                "linkedin.com",
                "www.linkedin.com",
                "WWW.LinkedIn.com",
                "uk.linkedin.com",
                "DE.linkedin.com",
                "u1.linkedin.com",
                "é1.linkedin.com",
                "evil.linkedin.com",
                "xwww.linkedin.com",
                "ww.linkedin.com",
                "linkedin.com.evil.example",
                "evil-linkedin.com",
                "x@linkedin.com",
                "linkedin.com:443",
                "inkedin.com",
                "",
                "www.linkedin.co",
                "w.linkedin.com",
                "www.linkedin.comm"),
            Arbitraries.of(
                "/in/",
                "/IN/",
                "/in//",
                "/in",
                "/sales/lead/",
                "/talent/profile/",
                "/recruiter/profile/",
                "/x/in/",
                "?/in/",
                "#/in/"),
            segments(),
            Arbitraries.of(
                "",
                "/",
                "//",
                "?trk=x",
                "/?a=1#b",
                "#frag",
                "/x",
                "?",
                "#",
                "/detail",
                " ",
                "\u200B",
                ",NAME_SEARCH,x1Y"))
        .as(
            (space, scheme, host, section, segment, tail) ->
                space + scheme + host + section + segment + tail);
  }

  private static Arbitrary<String> segments() {
    Arbitrary<String> plain =
        Arbitraries.strings()
            .withCharRange('a', 'z')
            .withCharRange('A', 'Z')
            .withCharRange('0', '9')
            .withChars("-_")
            .ofMinLength(0)
            .ofMaxLength(30);
    Arbitrary<String> mixed =
        Arbitraries.strings()
            .withCharRange('a', 'z')
            .withChars("ACE-_%.~é/?#, 2Fz\u0301\u00A0")
            .ofMinLength(0)
            .ofMaxLength(30);
    Arbitrary<String> memberIds =
        Arbitraries.strings()
            .withCharRange('a', 'z')
            .withCharRange('A', 'Z')
            .withCharRange('0', '9')
            .withChars("-_")
            .ofMinLength(18)
            .ofMaxLength(30)
            .flatMap(
                rest ->
                    Arbitraries.of("AC", "AE", "ac", "Ac", "AB", "aE")
                        .map(prefix -> prefix + rest));
    Arbitrary<String> punctuation = Arbitraries.of("-", "_", "--", "-_-", "a", "A", "0");
    // Plain segments twice: the fast path must be taken often, not only refused.
    return Arbitraries.oneOf(plain, plain, mixed, memberIds, punctuation);
  }

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings()
        .withChars("htps:/wlinkedcom.WLINKEDCOMiIn?#%2F-_ACE0123456789é\u0301 ")
        .ofMinLength(0)
        .ofMaxLength(50)
        .flatMap(
            s ->
                Arbitraries.of("", "linkedin.com/in/", "https://www.linkedin.com/in/")
                    .map(p -> p + s));
  }
}
