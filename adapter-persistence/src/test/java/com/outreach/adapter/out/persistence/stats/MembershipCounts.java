package com.outreach.adapter.out.persistence.stats;

import com.outreach.adapter.out.persistence.Sql;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * A campaign's membership counts as the counters keep them, and as a recount of its memberships
 * finds them.
 */
public final class MembershipCounts {
  private MembershipCounts() {}

  /** The counters' non-zero sums over their shards, as "STATUS/processed". */
  public static Map<String, Long> counted(Sql sql, UUID campaign) {
    Map<String, Long> counts = new LinkedHashMap<>();
    sql.rows(
            """
        SELECT status || '/' || processed AS k, sum(memberships)::bigint AS n FROM campaign_membership_counts
        WHERE campaign_id = ? GROUP BY 1 HAVING sum(memberships) <> 0 ORDER BY 1""",
            campaign)
        .forEach(r -> counts.put((String) r.get("k"), (Long) r.get("n")));
    return counts;
  }

  /** The same figures counted from the memberships and their activity rows. */
  public static Map<String, Long> recounted(Sql sql, UUID campaign) {
    Map<String, Long> counts = new LinkedHashMap<>();
    sql.rows(
            """
        SELECT m.status || '/' || EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id) AS k,
               count(*) AS n
        FROM memberships m WHERE m.campaign_id = ? GROUP BY 1 ORDER BY 1""",
            campaign)
        .forEach(r -> counts.put((String) r.get("k"), (Long) r.get("n")));
    return counts;
  }
}
