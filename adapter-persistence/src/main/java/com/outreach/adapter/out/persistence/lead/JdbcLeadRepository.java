package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Leads in PostgreSQL. {@link #addOrFill} is one {@code INSERT ... SELECT FROM unnest(...) ON
 * CONFLICT DO UPDATE} per 10,000 leads, in the order given ({@link PipelinedBatches}): new leads
 * are inserted, known ones get the gaps filled by the SQL twin of {@link Lead#filledFrom},
 * evaluated on the locked current row.
 */
@Singleton
final class JdbcLeadRepository implements LeadRepository {
  /**
   * Each filled column and its value; {@code l} is the stored row, {@code EXCLUDED} the one given.
   */
  private static final Map<String, String> FILLED = fills();

  private static final String ADD_OR_FILL =
      """
      INSERT INTO leads AS l (id, user_id, profile_link, sales_nav_link, recruiter_link, first_name, last_name,
                              full_name, email, email_status, custom_fields, created_at, updated_at)
      SELECT t.id, ?, t.link, t.sales_nav, t.recruiter, t.first_name, t.last_name, t.full_name, t.email,
             t.email_status, t.custom::jsonb, t.created_at::timestamptz, t.updated_at::timestamptz
      FROM unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[],
                  ?::text[], ?::text[], ?::text[])
           AS t(id, link, sales_nav, recruiter, first_name, last_name, full_name, email, email_status, custom,
                created_at, updated_at)
      -- one lock order for every batch, so that two batches sharing leads never deadlock
      ORDER BY t.link COLLATE "C"
      ON CONFLICT (user_id, profile_link) DO UPDATE SET %s,
        updated_at = CASE WHEN ROW(%s) IS DISTINCT FROM ROW(%s) THEN EXCLUDED.updated_at ELSE l.updated_at END
      RETURNING l.id, l.profile_link"""
          .formatted(
              FILLED.entrySet().stream()
                  .map(e -> e.getKey() + " = " + e.getValue())
                  .collect(Collectors.joining(", ")),
              FILLED.keySet().stream()
                  .map(column -> "l." + column)
                  .collect(Collectors.joining(", ")),
              String.join(", ", FILLED.values()));
  private static final String FIND =
      "SELECT "
          + LeadColumns.LEAD
          + " FROM leads l WHERE l.user_id = ? AND l.profile_link = ? FOR UPDATE";
  private static final String UPDATE =
      """
      UPDATE leads SET sales_nav_link = ?, recruiter_link = ?, first_name = ?, last_name = ?, full_name = ?,
                       email = ?, email_status = ?, custom_fields = ?::jsonb, updated_at = ?
      WHERE id = ? AND user_id = ?""";

  private final TransactionOperations<Connection> transactions;
  private final CustomFieldsJson json;

  JdbcLeadRepository(TransactionOperations<Connection> transactions, CustomFieldsJson json) {
    this.transactions = transactions;
    this.json = json;
  }

  private static Map<String, String> fills() {
    String first = "COALESCE(l.first_name, EXCLUDED.first_name)";
    String last = "COALESCE(l.last_name, EXCLUDED.last_name)";
    String merged = "EXCLUDED.custom_fields || l.custom_fields";
    Map<String, String> fills = new LinkedHashMap<>();
    fills.put("sales_nav_link", "COALESCE(l.sales_nav_link, EXCLUDED.sales_nav_link)");
    fills.put("recruiter_link", "COALESCE(l.recruiter_link, EXCLUDED.recruiter_link)");
    fills.put("first_name", first);
    fills.put("last_name", last);
    // As LeadDetails: with both names known the full name is built from them, else the given one.
    fills.put(
        "full_name",
        "COALESCE(l.full_name, CASE WHEN %1$s IS NOT NULL AND %2$s IS NOT NULL "
                .formatted(first, last)
            + "THEN %1$s || ' ' || %2$s ELSE EXCLUDED.full_name END)".formatted(first, last));
    fills.put("email", "COALESCE(l.email, EXCLUDED.email)");
    fills.put(
        "email_status",
        "CASE WHEN l.email IS NULL THEN EXCLUDED.email_status ELSE l.email_status END");
    // The stored value wins (right operand of ||); nothing is added past the custom-field limit.
    fills.put(
        "custom_fields",
        "CASE WHEN (SELECT count(*) FROM jsonb_object_keys(%s)) <= %d THEN %s "
                .formatted(merged, CustomFields.MAX_FIELDS, merged)
            + "ELSE l.custom_fields END");
    return fills;
  }

  @Override
  public Map<ProfileLink, UUID> addOrFill(UserId owner, List<Lead> leads) {
    Map<String, ProfileLink> links = new HashMap<>();
    for (Lead lead : leads) {
      if (!lead.owner().equals(owner)
          || links.put(lead.profileLink().canonical(), lead.profileLink()) != null) {
        throw new IllegalArgumentException("not the owner's or given twice: " + lead.profileLink());
      }
    }
    Map<ProfileLink, UUID> ids = new HashMap<>();
    if (leads.isEmpty()) {
      return ids;
    }
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(ADD_OR_FILL)) {
            PipelinedBatches.run(
                leads,
                LeadArrays::of,
                batch -> {
                  s.setObject(1, owner.value());
                  batch.bind(s, 2);
                  try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                      ids.put(links.get(r.getString(2)), r.getObject(1, UUID.class));
                    }
                  }
                });
          }
          return null;
        });
    return ids;
  }

  @Override
  public Optional<Lead> findForUpdate(UserId owner, ProfileLink link) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIND)) {
            s.setObject(1, owner.value());
            s.setString(2, link.canonical());
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(LeadColumns.lead(r, json)) : Optional.<Lead>empty();
            }
          }
        });
  }

  @Override
  public void update(Lead lead) {
    LeadDetails d = lead.details();
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(UPDATE)) {
            s.setString(1, lead.profileLink().salesNavLink().orElse(null));
            s.setString(2, lead.profileLink().recruiterLink().orElse(null));
            s.setString(3, d.firstName());
            s.setString(4, d.lastName());
            s.setString(5, d.fullName());
            s.setString(6, d.email());
            s.setString(7, d.emailStatus() == null ? null : d.emailStatus().wireName());
            s.setString(8, CustomFieldsJson.write(d.customFields()));
            s.setObject(9, SqlTimes.utc(lead.updatedAt()));
            s.setObject(10, lead.id());
            s.setObject(11, lead.owner().value());
            s.executeUpdate();
          }
          return null;
        });
  }

  /**
   * The columns of a batch of leads as array literals, one element per lead, for {@code unnest};
   * built while the previous batch runs.
   */
  private record LeadArrays(String ids, String[] texts) {
    static LeadArrays of(List<Lead> leads) {
      int n = leads.size();
      UUID[] ids = new UUID[n];
      String[][] texts = new String[11][n];
      // A batch's leads share their timestamps: format each instant once.
      Map<Instant, String> instants = new HashMap<>();
      for (int i = 0; i < n; i++) {
        Lead lead = leads.get(i);
        LeadDetails d = lead.details();
        ids[i] = lead.id();
        texts[0][i] = lead.profileLink().canonical();
        texts[1][i] = lead.profileLink().salesNavLink().orElse(null);
        texts[2][i] = lead.profileLink().recruiterLink().orElse(null);
        texts[3][i] = d.firstName();
        texts[4][i] = d.lastName();
        texts[5][i] = d.fullName();
        texts[6][i] = d.email();
        texts[7][i] = d.emailStatus() == null ? null : d.emailStatus().wireName();
        texts[8][i] = CustomFieldsJson.write(d.customFields());
        texts[9][i] = instants.computeIfAbsent(lead.createdAt(), Instant::toString);
        texts[10][i] = instants.computeIfAbsent(lead.updatedAt(), Instant::toString);
      }
      String[] literals = new String[texts.length];
      for (int i = 0; i < texts.length; i++) {
        literals[i] = ArrayLiterals.texts(texts[i]);
      }
      return new LeadArrays(ArrayLiterals.uuids(ids), literals);
    }

    void bind(PreparedStatement s, int first) throws SQLException {
      s.setObject(first, ids, Types.OTHER);
      for (int i = 0; i < texts.length; i++) {
        s.setObject(first + 1 + i, texts[i], Types.OTHER);
      }
    }
  }
}
