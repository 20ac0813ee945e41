package com.outreach.domain.campaign;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A LinkedIn search URL a campaign sources its leads from (spec 2.4, D-11): absolute http(s), host
 * {@code linkedin.com}, {@code www.} or a two-letter country subdomain of it, no user info or port,
 * and a people-search, Sales Navigator search or list, or Recruiter search path. Kept as given.
 */
public record SearchUrl(String value) {
  public static final int MAX_LENGTH = 2048;

  // Anchored on both ends, so "linkedin.com.evil.example" and "evil-linkedin.com" do not match.
  private static final Pattern HOST = Pattern.compile("(www\\.|[a-z]{2}\\.)?linkedin\\.com");
  private static final List<String> PATH_PREFIXES =
      List.of("/search/", "/sales/search/", "/sales/lists/", "/talent/search/");

  public SearchUrl {
    if (value == null || Check.codePoints(value) > MAX_LENGTH || !isSearchUrl(value)) {
      throw new DomainException(ErrorCode.INVALID_SEARCH_URL);
    }
  }

  /**
   * Absent or blank is no URL; anything else must be a search URL ({@code Invalid search URL!}).
   */
  public static Optional<SearchUrl> optional(String raw) {
    return Optional.ofNullable(Check.optional(raw)).map(SearchUrl::new);
  }

  private static boolean isSearchUrl(String text) {
    URI uri;
    try {
      // java.net.URI is strict: a backslash, space or other illegal character fails here, which
      // also shuts out the parser-confusion tricks browsers would tolerate.
      uri = new URI(text).normalize();
    } catch (URISyntaxException notAUri) {
      return false;
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    return (scheme.equals("https") || scheme.equals("http"))
        && uri.getRawUserInfo() == null
        && uri.getPort() == -1
        && uri.getHost() != null
        && HOST.matcher(uri.getHost().toLowerCase(Locale.ROOT)).matches()
        && hasSearchPath(uri.getRawPath());
  }

  private static boolean hasSearchPath(String path) {
    // "/talent/search" is itself Recruiter's search page; the others always have a further segment.
    return path != null
        && (path.equals("/talent/search") || PATH_PREFIXES.stream().anyMatch(path::startsWith));
  }

  @Override
  public String toString() {
    return value;
  }
}
