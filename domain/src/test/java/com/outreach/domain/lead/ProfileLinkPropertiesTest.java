package com.outreach.domain.lead;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.text.Normalizer;
import java.text.Normalizer.Form;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class ProfileLinkPropertiesTest {
  private static final Pattern MEMBER_ID_IN_ANY_CASE = Pattern.compile("(?i)ac[a-z0-9_-]{20,}");

  @Property
  void canonicalisation_isIdempotent(
      @ForAll("slugs") String slug, @ForAll("spellings") Spelling spelling) {
    String canonical = ProfileLink.parse(spelling.of(slug)).canonical();

    assertThat(ProfileLink.parse(canonical).canonical()).isEqualTo(canonical);
  }

  @Property
  void canonicalisationOfMemberIds_isIdempotent_andKeepsTheId(@ForAll("memberIds") String id) {
    String canonical =
        ProfileLink.parse("linkedin.com/sales/lead/" + id + ",NAME_SEARCH,x").canonical();

    assertThat(canonical).isEqualTo("https://www.linkedin.com/in/" + id);
    assertThat(ProfileLink.parse(canonical).canonical()).isEqualTo(canonical);
  }

  @Property
  void twoSpellingsOfOneVanityProfile_areEqualLinks(
      @ForAll("slugs") String slug,
      @ForAll("spellings") Spelling one,
      @ForAll("spellings") Spelling other) {
    ProfileLink first = ProfileLink.parse(one.of(slug));
    ProfileLink second = ProfileLink.parse(other.of(slug));

    assertThat(first).isEqualTo(second);
    assertThat(first.hashCode()).isEqualTo(second.hashCode());
  }

  @Property
  void composedAndDecomposedSpellingsOfOneSlug_areEqualLinks(@ForAll("slugs") String slug) {
    ProfileLink composed =
        ProfileLink.parse("linkedin.com/in/" + Normalizer.normalize(slug, Form.NFC));
    ProfileLink decomposed =
        ProfileLink.parse("linkedin.com/in/" + Normalizer.normalize(slug, Form.NFD));

    assertThat(composed).isEqualTo(decomposed);
    assertThat(composed.hashCode()).isEqualTo(decomposed.hashCode());
  }

  @Property
  void profileSalesNavigatorAndRecruiterLinksOfOneMember_areEqualLinks(
      @ForAll("memberIds") String id,
      @ForAll("memberLinks") String one,
      @ForAll("memberLinks") String other) {
    ProfileLink first = ProfileLink.parse(one.formatted(id));
    ProfileLink second = ProfileLink.parse(other.formatted(id));

    assertThat(first).isEqualTo(second);
    assertThat(first.hashCode()).isEqualTo(second.hashCode());
  }

  @Provide
  Arbitrary<String> slugs() {
    return Arbitraries.strings()
        .withCharRange('a', 'z')
        .withCharRange('A', 'Z')
        .withCharRange('0', '9')
        .withChars("-_")
        .withChars("äöüßÄÖÜéÉñİı")
        .withChars("\u0301") // a combining accent, so that NFD and NFC spellings meet
        .withCharRange('\u0410', '\u044F') // Cyrillic А..я
        .withCharRange('\u03A3', '\u03A9') // Greek Σ..Ω
        .withCharRange('\u03B1', '\u03C9') // Greek α..ω, final ς included
        .withCharRange('\u4E00', '\u4E2F') // CJK ideographs
        .withChars("पियरशमा\u094D\u093F\u093E") // Devanagari letters and vowel signs
        .ofMinLength(1)
        .ofMaxLength(40)
        .filter(s -> s.codePoints().anyMatch(Character::isLetterOrDigit))
        // A slug that some case spelling turns into a member ID is a different profile by D-15.
        .filter(s -> !MEMBER_ID_IN_ANY_CASE.matcher(s).matches());
  }

  @Provide
  Arbitrary<String> memberIds() {
    return Arbitraries.strings()
        .withCharRange('a', 'z')
        .withCharRange('A', 'Z')
        .withCharRange('0', '9')
        .withChars("-_")
        .ofMinLength(20)
        .ofMaxLength(60)
        .map(rest -> "AC" + rest);
  }

  @Provide
  Arbitrary<String> memberLinks() {
    return Arbitraries.of(
        "https://www.linkedin.com/in/%s",
        "linkedin.com/in/%s/",
        "https://uk.linkedin.com/in/%s?trk=x",
        "https://www.linkedin.com/sales/lead/%s,NAME_SEARCH,aB1",
        "www.linkedin.com/sales/people/%s,name,zZ9/",
        "https://www.linkedin.com/sales/lead/%s%%2CNAME_SEARCH%%2CaB1",
        "https://www.linkedin.com/talent/profile/%s?trk=SEARCH",
        "http://linkedin.com/recruiter/profile/%s#top");
  }

  @Provide
  Arbitrary<Spelling> spellings() {
    return Combinators.combine(
            Arbitraries.of("", "http://", "https://", "HTTPS://"),
            Arbitraries.of(
                "linkedin.com", "www.linkedin.com", "uk.linkedin.com", "DE.LinkedIn.com"),
            Arbitraries.of(CaseStyle.class),
            Arbitraries.of(Escaping.class),
            Arbitraries.of("", "/"),
            Arbitraries.of("", "?trk=public_profile", "#experience", "?originalSubdomain=de#top"))
        .as(Spelling::new);
  }

  enum CaseStyle {
    AS_GENERATED,
    ASCII_UPPER,
    ASCII_LOWER,
    ASCII_ALTERNATING
  }

  enum Escaping {
    RAW,
    NON_ASCII_UPPER_HEX,
    NON_ASCII_LOWER_HEX,
    EVERY_BYTE_LOWER_HEX
  }

  /** One way a person or a tool might write the link of a vanity slug. */
  record Spelling(
      String scheme,
      String host,
      CaseStyle caseStyle,
      Escaping escaping,
      String slash,
      String suffix) {

    String of(String slug) {
      return scheme + host + "/in/" + escaped(cased(slug)) + slash + suffix;
    }

    // Only ASCII letters change case: ß -> SS or Σ -> σ/ς would name a different slug, not respell
    // it.
    private String cased(String slug) {
      StringBuilder out = new StringBuilder(slug.length());
      for (int i = 0; i < slug.length(); i++) {
        char c = slug.charAt(i);
        boolean upper =
            switch (caseStyle) {
              case AS_GENERATED -> Character.isUpperCase(c);
              case ASCII_UPPER -> true;
              case ASCII_LOWER -> false;
              case ASCII_ALTERNATING -> i % 2 == 0;
            };
        boolean ascii = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        out.append(!ascii ? c : upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
      }
      return out.toString();
    }

    private String escaped(String slug) {
      if (escaping == Escaping.RAW) {
        return slug;
      }
      StringBuilder out = new StringBuilder();
      for (byte b : slug.getBytes(UTF_8)) {
        int c = b & 0xFF;
        boolean keep = c < 0x80 && escaping != Escaping.EVERY_BYTE_LOWER_HEX;
        String hex =
            String.format(escaping == Escaping.NON_ASCII_UPPER_HEX ? "%%%02X" : "%%%02x", c);
        out.append(keep ? String.valueOf((char) c) : hex);
      }
      return out.toString();
    }
  }
}
