package com.outreach.adapter.out.persistence.conversation;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.in.conversation.ConversationSummary;
import com.outreach.application.port.in.conversation.InboxFilter;
import com.outreach.application.port.out.InboxRepository;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The inbox in PostgreSQL (D-49). A conversation is its membership's row, which carries what the
 * list shows (V042: last message, unread count, activity time), kept by triggers on {@code
 * messages}; each filter has an index in activity order (V042). {@code q} first looks up the
 * owner's matching leads through the trigram index on their stored search text (V052) and reads
 * their conversations; when the matches are too many for that ({@link MatchingLeads}), the page
 * walks the activity index testing each conversation's lead. Every statement names the owner
 * (D-31).
 */
@Singleton
final class JdbcInboxRepository implements InboxRepository {
  // The page is chosen among the memberships alone and only its leads are read after, so a plan
  // that sorts thousands of matching conversations reads no lead for those left off the page.
  private static final String SELECT =
      """
      SELECT p.conversation_id, p.id, p.campaign_id, p.sender_id, p.status, p.last_message_at,
             p.last_message_direction, p.last_message_content, p.unread_count,
             l.profile_link, l.first_name, l.last_name, l.full_name, l.email,
             coalesce(l.custom_fields ->> 'company', l.custom_fields ->> 'companyName') AS company
      FROM (SELECT m.conversation_id, m.id, m.campaign_id, m.sender_id, m.status, m.last_message_at,
                   m.last_message_direction, m.last_message_content, m.unread_count, m.lead_id
            FROM\s""";
  private static final String ALL = "memberships m";
  // The matching leads' conversations by lead id, then sorted: one plan whatever the number of ids,
  // which a prepared statement's generic plan keeps as well.
  private static final String OF_LEADS =
      "unnest(?::uuid[]) AS hit(lead_id) JOIN memberships m ON m.lead_id = hit.lead_id";
  private static final String WALKED = "memberships m JOIN leads s ON s.id = m.lead_id";
  private static final String OWNED =
      " WHERE m.user_id = ? AND m.last_message_at IS NOT NULL AND m.status <> 'DELETED'"
          + " AND NOT EXISTS (SELECT 1 FROM campaigns c"
          + " WHERE c.id = m.campaign_id AND c.status = 'DELETED')";
  private static final String SEARCH = " AND s.search_text LIKE lower(?)";
  private static final String ORDER =
      """
       ORDER BY m.last_message_at DESC, m.id DESC LIMIT ?) p
      JOIN leads l ON l.id = p.lead_id
      ORDER BY p.last_message_at DESC, p.id DESC""";
  private static final String MARK_READ =
      """
      UPDATE memberships m SET unread_count = 0
      WHERE m.conversation_id = ? AND m.user_id = ? AND m.status <> 'DELETED'
        AND EXISTS (SELECT 1 FROM campaigns c WHERE c.id = m.campaign_id AND c.status <> 'DELETED')""";

  private final TransactionOperations<Connection> transactions;

  JdbcInboxRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public Page<ConversationSummary> page(UserId owner, InboxFilter filter, PageRequest page) {
    InboxCursor after = page.cursor() == null ? null : InboxCursor.decode(page.cursor());
    return transactions.executeRead(
        tx -> {
          Connection c = tx.getConnection();
          StringBuilder sql = new StringBuilder(SELECT);
          List<Object> args = new ArrayList<>();
          String pattern = null;
          if (filter.search().isPresent()) {
            String text = filter.search().get();
            String escaped = "%" + likeEscaped(text) + "%";
            Optional<List<UUID>> leads = MatchingLeads.few(c, owner.value(), text, escaped);
            if (leads.isPresent() && leads.get().isEmpty()) {
              return new Page<ConversationSummary>(List.of(), null);
            }
            if (leads.isPresent()) {
              sql.append(OF_LEADS);
              args.add(c.createArrayOf("uuid", leads.get().toArray()));
            } else {
              sql.append(WALKED);
              pattern = escaped;
            }
          } else {
            sql.append(ALL);
          }
          sql.append(OWNED);
          args.add(owner.value());
          filter
              .campaignId()
              .ifPresent(
                  id -> {
                    sql.append(" AND m.campaign_id = ?");
                    args.add(id);
                  });
          filter
              .senderId()
              .ifPresent(
                  id -> {
                    sql.append(" AND m.sender_id = ?");
                    args.add(id);
                  });
          if (filter.unreadOnly()) {
            sql.append(" AND m.unread_count > 0");
          }
          filter
              .status()
              .ifPresent(
                  status -> {
                    sql.append(" AND m.status = ?");
                    args.add(status.name());
                  });
          if (pattern != null) {
            sql.append(SEARCH);
            args.add(pattern);
          }
          if (after != null) {
            sql.append(" AND (m.last_message_at, m.id) < (?, ?)");
            args.add(SqlTimes.utc(after.activityAt()));
            args.add(after.id());
          }
          sql.append(ORDER);
          args.add(page.limit() + 1);
          try (PreparedStatement s = c.prepareStatement(sql.toString())) {
            SqlParameters.bind(s, args);
            List<ConversationSummary> rows = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                rows.add(summary(r));
              }
            }
            if (rows.size() <= page.limit()) {
              return new Page<>(rows, null);
            }
            List<ConversationSummary> shown = rows.subList(0, page.limit());
            ConversationSummary last = shown.get(shown.size() - 1);
            return new Page<>(shown, new InboxCursor(last.updatedAt(), last.leadId()).encode());
          }
        });
  }

  @Override
  public boolean markRead(UserId owner, ConversationId id) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(MARK_READ)) {
            s.setObject(1, id.value());
            s.setObject(2, owner.value());
            return s.executeUpdate() == 1;
          }
        });
  }

  private static ConversationSummary summary(ResultSet r) throws SQLException {
    Instant last = SqlTimes.instant(r, 6);
    return new ConversationSummary(
        r.getObject(1, UUID.class),
        r.getObject(2, UUID.class),
        r.getObject(3, UUID.class),
        r.getObject(4, UUID.class),
        r.getString(10),
        r.getString(11),
        r.getString(12),
        r.getString(13),
        r.getString(15),
        r.getString(14),
        MembershipStatus.valueOf(r.getString(5)),
        MessageDirection.valueOf(r.getString(7)),
        r.getString(8),
        last,
        r.getInt(9),
        last);
  }

  /** The text as a LIKE pattern matching itself only: its wildcards and the escape are escaped. */
  private static String likeEscaped(String text) {
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }
}
