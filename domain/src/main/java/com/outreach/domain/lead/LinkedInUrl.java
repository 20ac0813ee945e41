package com.outreach.domain.lead;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A LinkedIn address in one of the shapes D-15 accepts, with its identifying path segment
 * percent-decoded. Everything else, look-alike hosts included, has no {@code LinkedInUrl}.
 */
record LinkedInUrl(Section section, String segment) {

  /** Where on LinkedIn the address points, which decides how its segment is read. */
  enum Section {
    PROFILE,
    SALES_NAVIGATOR,
    RECRUITER
  }

  // The host is everything up to the first '/', '?' or '#', so userinfo ("x@evil.example"), ports
  // and other schemes ("ftp:", "javascript:") end up in it and fail the host check below.
  private static final Pattern SHAPE =
      Pattern.compile(
          "(?:(?i:https?)://)?(?<host>[^/?#]*)(?<path>/[^?#]*)(?:\\?[^#]*)?(?:#.*)?",
          Pattern.DOTALL);

  // Only www or a two-letter country subdomain (uk, de, in, ...), matched whole: a looser rule
  // lets in linkedin.com.evil.example, evil-linkedin.com or linkedin.company.com. Not every
  // two-letter label is a country LinkedIn serves, but none of them is somebody else's host.
  private static final Pattern HOST =
      Pattern.compile("(?:www\\.|[a-z]{2}\\.)?linkedin\\.com", Pattern.CASE_INSENSITIVE);

  // One segment and at most one trailing slash: sub-pages such as /in/x/detail/contact-info are
  // not the profile link (D-15: anything else is not a profile link).
  private static final Pattern PATH =
      Pattern.compile(
          "/(?<section>in|sales/lead|sales/people|talent/profile|recruiter/profile)"
              + "/(?<segment>[^/]+)/?");

  static Optional<LinkedInUrl> of(String link) {
    Matcher shape = SHAPE.matcher(link);
    if (!shape.matches() || !HOST.matcher(shape.group("host")).matches()) {
      return Optional.empty();
    }
    Matcher path = PATH.matcher(shape.group("path"));
    if (!path.matches()) {
      return Optional.empty();
    }
    Section section = sectionOf(path.group("section"));
    return PercentEncoding.decode(path.group("segment"))
        .map(text -> new LinkedInUrl(section, text));
  }

  private static Section sectionOf(String path) {
    if (path.equals("in")) {
      return Section.PROFILE;
    }
    return path.startsWith("sales/") ? Section.SALES_NAVIGATOR : Section.RECRUITER;
  }
}
