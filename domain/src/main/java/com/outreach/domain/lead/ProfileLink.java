package com.outreach.domain.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A LinkedIn profile, known by its canonical link {@code https://www.linkedin.com/in/<slug-or-ID>}:
 * two links are the same lead iff their canonical forms are equal (D-15, D-16). A Sales Navigator
 * or Recruiter link is reduced to the member ID it carries and kept as given.
 *
 * <p>Canonical form: scheme, {@code www.} or a country subdomain, trailing slash, query and
 * fragment do not count. A member ID ({@code AC}, as Sales Navigator links carry, or {@code AE}, as
 * Recruiter links carry, then 20 or more of {@code [A-Za-z0-9_-]}) is kept exactly, also after
 * {@code /in/}. A vanity slug is lower-cased (root locale), NFC-normalised and percent-encoded as
 * UTF-8 with upper-case hex, only ASCII letters, digits, {@code -} and {@code _} staying as they
 * are: {@code /in/张伟} and {@code /in/%e5%bc%a0%e4%bc%9f} both become {@code
 * /in/%E5%BC%A0%E4%BC%9F}.
 */
public final class ProfileLink {
  /** Longer input, and a canonical form that would grow longer, is not a profile link. */
  public static final int MAX_LENGTH = 2048;

  private static final String CANONICAL_PREFIX = "https://www.linkedin.com/in/";
  private static final Pattern MEMBER_ID = Pattern.compile("A[CE][A-Za-z0-9_-]{20,}");

  private final String canonical;
  private final String salesNavLink;
  private final String recruiterLink;

  private ProfileLink(String slugOrId, String salesNavLink, String recruiterLink) {
    this.canonical = CANONICAL_PREFIX + slugOrId;
    this.salesNavLink = salesNavLink;
    this.recruiterLink = recruiterLink;
  }

  /**
   * Reads a link as a user pasted it. Callers check presence first ({@code Profile link is
   * required!}); here null and blank fail like any other non-profile with {@code Invalid profile
   * link!}.
   */
  public static ProfileLink parse(String raw) {
    return tryParse(raw).orElseThrow(() -> new DomainException(ErrorCode.INVALID_PROFILE_LINK));
  }

  /** Like {@link #parse}, for callers that only ask whether some text is a profile link. */
  public static Optional<ProfileLink> tryParse(String raw) {
    return read(raw, true);
  }

  /**
   * {@link #tryParse} without {@link PlainProfileLink}: what the fast path must always agree with.
   */
  static Optional<ProfileLink> tryParseWithoutFastPath(String raw) {
    return read(raw, false);
  }

  private static Optional<ProfileLink> read(String raw, boolean fastPath) {
    String given = raw == null ? "" : raw.strip();
    if (given.isEmpty() || given.length() > MAX_LENGTH || hasInvisible(given)) {
      return Optional.empty();
    }
    // The common plain /in/ link is read by hand: the general reading was 7 % of the event intake's
    // samples in the profile.
    String plain = fastPath ? PlainProfileLink.slugOrId(given) : null;
    if (plain != null) {
      return Optional.of(new ProfileLink(plain, null, null))
          .filter(link -> link.canonical.length() <= MAX_LENGTH);
    }
    return readGenerally(given);
  }

  private static Optional<ProfileLink> readGenerally(String given) {
    return LinkedInUrl.of(given)
        .flatMap(
            url ->
                switch (url.section()) {
                  case PROFILE ->
                      slugOrId(url.segment()).map(slug -> new ProfileLink(slug, null, null));
                  // Sales Navigator appends search context after the ID: ACwAAA...,NAME_SEARCH,x1Yz
                  case SALES_NAVIGATOR ->
                      memberId(url.segment().split(",", 2)[0])
                          .map(id -> new ProfileLink(id, given, null));
                  case RECRUITER ->
                      memberId(url.segment()).map(id -> new ProfileLink(id, null, given));
                })
        .filter(link -> link.canonical.length() <= MAX_LENGTH);
  }

  /**
   * A link as stored: its canonical form and the originals kept with it. Used only when loading
   * from the database.
   */
  public static ProfileLink stored(String canonical, String salesNavLink, String recruiterLink) {
    ProfileLink link = parse(canonical);
    if (!link.canonical.equals(canonical)) {
      throw new IllegalArgumentException("not a canonical profile link: " + canonical);
    }
    return new ProfileLink(
        canonical.substring(CANONICAL_PREFIX.length()), salesNavLink, recruiterLink);
  }

  /** This link, keeping {@code other}'s Sales Navigator and Recruiter links where it has none. */
  public ProfileLink withOriginalsFilledFrom(ProfileLink other) {
    if (!equals(other)) {
      throw new IllegalArgumentException(other + " is not " + this);
    }
    return new ProfileLink(
        canonical.substring(CANONICAL_PREFIX.length()),
        salesNavLink != null ? salesNavLink : other.salesNavLink,
        recruiterLink != null ? recruiterLink : other.recruiterLink);
  }

  public String canonical() {
    return canonical;
  }

  public Optional<String> salesNavLink() {
    return Optional.ofNullable(salesNavLink);
  }

  public Optional<String> recruiterLink() {
    return Optional.ofNullable(recruiterLink);
  }

  private static Optional<String> memberId(String text) {
    return MEMBER_ID.matcher(text).matches() ? Optional.of(text) : Optional.empty();
  }

  private static Optional<String> slugOrId(String text) {
    if (MEMBER_ID.matcher(text).matches()) {
      return Optional.of(text);
    }
    String slug = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
    boolean wellFormed =
        slug.codePoints().allMatch(ProfileLink::isSlugCharacter)
            && slug.codePoints().anyMatch(Character::isLetterOrDigit);
    return wellFormed ? Optional.of(PercentEncoding.encode(slug)) : Optional.empty();
  }

  // Letters and digits of any script; marks because Devanagari, Thai and others need them.
  private static boolean isSlugCharacter(int c) {
    int type = Character.getType(c);
    return Character.isLetterOrDigit(c)
        || c == '-'
        || c == '_'
        || type == Character.NON_SPACING_MARK
        || type == Character.COMBINING_SPACING_MARK;
  }

  private static boolean hasInvisible(String text) {
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      if (isInvisible(c)) {
        return true;
      }
      i += Character.charCount(c);
    }
    return false;
  }

  // Zero-width and control characters hide in pasted text; two links that look equal must be equal.
  private static boolean isInvisible(int c) {
    return Character.isWhitespace(c)
        || Character.isSpaceChar(c)
        || Character.isISOControl(c)
        || Character.getType(c) == Character.FORMAT;
  }

  /** Two links are the same lead iff their canonical forms are equal (D-15). */
  @Override
  public boolean equals(Object other) {
    return other instanceof ProfileLink link && canonical.equals(link.canonical);
  }

  @Override
  public int hashCode() {
    return canonical.hashCode();
  }

  @Override
  public String toString() {
    return canonical;
  }
}
