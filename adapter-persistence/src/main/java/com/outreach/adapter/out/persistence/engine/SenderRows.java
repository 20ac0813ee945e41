package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.instant;
import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.user.UserId;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;

/**
 * The engine's reads and locks of senders (linked accounts and mailboxes) with their usage row
 * ({@code engine_senders}): the owner's candidates for a first step, a sender's row lock, its
 * pauses.
 */
final class SenderRows {
  private static final Duration WEEK = Duration.ofDays(7);

  private SenderRows() {}

  static List<SenderState> candidates(
      Connection c, UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind)
      throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(EngineSql.candidates(table(channel), columns(channel)))) {
      s.setObject(1, owner.value());
      Array ids = c.createArrayOf("uuid", allowed.toArray());
      s.setArray(2, ids);
      s.setArray(3, ids);
      List<SenderState> candidates = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          candidates.add(sender(r, kind, List.of()));
        }
      }
      return candidates;
    }
  }

  static Map<UserId, List<SenderState>> candidatesOfOwners(
      Connection c, Collection<UserId> owners, Channel channel, Step.Kind kind)
      throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(EngineSql.candidatesOfOwners(table(channel), columns(channel)))) {
      s.setArray(1, c.createArrayOf("uuid", owners.stream().map(UserId::value).toArray()));
      Map<UserId, List<SenderState>> candidates = new LinkedHashMap<>();
      owners.forEach(owner -> candidates.put(owner, new ArrayList<>()));
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          candidates
              .get(new UserId(r.getObject("owner_id", UUID.class)))
              .add(sender(r, kind, List.of()));
        }
      }
      return candidates;
    }
  }

  static Optional<SenderState> lock(
      Connection c, UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now)
      throws SQLException {
    String lock = EngineSql.lockSender(table(channel), columns(channel));
    Optional<SenderState> locked = lockSenderRow(c, lock, owner, senderId, kind, now);
    if (locked.isPresent()) {
      return locked;
    }
    // The sender's first action: its usage row is created (once), then locked. Creating it only
    // when the lock finds none spares every later action an insert.
    try (PreparedStatement ensure = c.prepareStatement(EngineSql.ensureSenderRow(table(channel)))) {
      ensure.setObject(1, senderId);
      ensure.setObject(2, owner.value());
      ensure.executeUpdate();
    }
    return lockSenderRow(c, lock, owner, senderId, kind, now);
  }

  /**
   * The sender's row locked when no other transaction holds it and it exists; never waits, never
   * creates it.
   */
  static Optional<SenderState> lockIfFree(
      Connection c, UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now)
      throws SQLException {
    return lockSenderRow(
        c,
        EngineSql.lockSenderIfFree(table(channel), columns(channel)),
        owner,
        senderId,
        kind,
        now);
  }

  /** The usage rows of those of {@code senderIds} that have none, created in id order. */
  static void createRows(Connection c, Channel channel, Collection<UUID> senderIds)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.createSenderRows(table(channel)))) {
      s.setArray(1, c.createArrayOf("uuid", senderIds.toArray()));
      s.executeUpdate();
    }
  }

  /**
   * The statement pausing one kind of action (all of them when {@code kind} is null) on a sender.
   */
  static String pause(Step.Kind kind) {
    String column =
        kind == null
            ? "paused_until"
            : switch (kind) {
              case INVITE -> "invites_paused_until";
              case MESSAGE -> "messages_paused_until";
              case INMAIL -> "inmails_paused_until";
              case VISIT -> "visits_paused_until";
              case LIKE_POST -> "likes_paused_until";
              case EMAIL -> "paused_until";
            };
    return "UPDATE engine_senders SET " + column + " = ?, pause_reason = ? WHERE sender_id = ?";
  }

  private static Optional<SenderState> lockSenderRow(
      Connection c, String lock, UserId owner, UUID senderId, Step.Kind kind, Instant now)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(lock)) {
      s.setObject(1, senderId);
      s.setObject(2, owner.value());
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        List<Instant> week = kind == Step.Kind.INVITE ? weekOfInvites(c, senderId, now) : List.of();
        return Optional.of(sender(r, kind, week));
      }
    }
  }

  private static List<Instant> weekOfInvites(Connection c, UUID senderId, Instant now)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.WEEK_OF_INVITES)) {
      s.setObject(1, senderId);
      s.setObject(2, utc(now.minus(WEEK)));
      List<Instant> week = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          week.add(instant(r, "reserved_at"));
        }
      }
      return week;
    }
  }

  private static SenderState sender(ResultSet r, Step.Kind kind, List<Instant> week)
      throws SQLException {
    int daily =
        switch (kind) {
          case INVITE -> r.getInt("invites_per_day");
          case MESSAGE -> r.getInt("messages_per_day");
          case INMAIL -> r.getInt("inmails_per_day");
          case VISIT -> r.getInt("visits_per_day");
          case LIKE_POST -> r.getInt("likes_per_day");
          case EMAIL -> r.getInt("daily_limit");
        };
    int used =
        r.getInt(
            switch (kind) {
              case INVITE -> "invites_today";
              case MESSAGE -> "messages_today";
              case INMAIL -> "inmails_today";
              case VISIT -> "visits_today";
              case LIKE_POST -> "likes_today";
              case EMAIL -> "emails_today";
            });
    Instant kindPaused =
        switch (kind) {
          case INVITE -> instant(r, "invites_paused_until");
          case MESSAGE -> instant(r, "messages_paused_until");
          case INMAIL -> instant(r, "inmails_paused_until");
          case VISIT -> instant(r, "visits_paused_until");
          case LIKE_POST -> instant(r, "likes_paused_until");
          case EMAIL -> null;
        };
    Instant paused = instant(r, "paused_until");
    if (kindPaused != null && (paused == null || kindPaused.isAfter(paused))) {
      paused = kindPaused;
    }
    // As a LocalDate straight from the wire: getDate's calendar conversion was a tenth of choosing
    // a sender among 50 (the engine's profile).
    LocalDate day = r.getObject("usage_day", LocalDate.class);
    return new SenderState(
        r.getObject("id", UUID.class),
        r.getBoolean("usable"),
        r.getBoolean("premium"),
        r.getString("provider_account_id"),
        r.getString("address"),
        ZoneId.of(r.getString("time_zone")),
        r.getString("schedule_days"),
        r.getString("schedule_start"),
        r.getString("schedule_end"),
        daily,
        kind == Step.Kind.INVITE
            ? OptionalInt.of(r.getInt("invites_per_week"))
            : OptionalInt.empty(),
        instant(r, "warm_up_started_at"),
        day,
        used,
        week,
        instant(r, "next_free_at"),
        paused,
        r.getString("pause_reason"),
        r.getBoolean("has_usage_row"));
  }

  private static String table(Channel channel) {
    return channel == Channel.EMAIL ? "email_accounts" : "linked_accounts";
  }

  private static String columns(Channel channel) {
    return channel == Channel.EMAIL
        ? EngineSql.MAILBOX_SENDER_COLUMNS
        : EngineSql.LINKED_SENDER_COLUMNS;
  }
}
