package com.outreach.adapter.out.persistence.conversation;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The owner's leads whose search text (V052: names, company and email, lower-cased) holds {@code q}
 * (D-49), looked up through the owner's trigram index while they are few.
 *
 * <p>A page of the inbox then costs a look-up per match. When more than {@link #MOST} leads match,
 * or the term is shorter than a trigram (which the index cannot narrow), the matches are common: at
 * least one conversation in {@code owner's conversations / MOST} holds one, and walking the
 * activity index testing each conversation's lead reaches a page's worth sooner than the look-ups
 * would.
 */
final class MatchingLeads {
  /** Beyond this many matches, walking the activity index is the cheaper plan. */
  static final int MOST = 3_000;

  private static final int TRIGRAM = 3;
  private static final String FIND =
      "SELECT id FROM leads WHERE user_id = ? AND search_text LIKE lower(?) LIMIT " + (MOST + 1);

  private MatchingLeads() {}

  /**
   * The matching leads' ids, or empty when they are too many to look up one by one (or the term is
   * too short for the index to narrow).
   *
   * @param pattern {@code q} as a LIKE pattern (its own wildcards escaped)
   */
  static Optional<List<UUID>> few(Connection c, UUID owner, String text, String pattern)
      throws SQLException {
    if (text.codePointCount(0, text.length()) < TRIGRAM) {
      return Optional.empty();
    }
    List<UUID> ids = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(FIND)) {
      s.setObject(1, owner);
      s.setString(2, pattern);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          ids.add(r.getObject(1, UUID.class));
        }
      }
    }
    return ids.size() > MOST ? Optional.empty() : Optional.of(ids);
  }
}
