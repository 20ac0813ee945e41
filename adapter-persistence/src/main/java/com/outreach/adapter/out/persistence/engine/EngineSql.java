package com.outreach.adapter.out.persistence.engine;

import com.outreach.adapter.out.persistence.lead.LeadColumns;

/**
 * The engine's statements (V013); each names the owner or the leased worker where it reads or
 * writes.
 */
final class EngineSql {
  private EngineSql() {}

  static final String OPEN = "('PENDING', 'IN_PROGRESS')";

  /** Oldest due first through memberships_due_idx; the lease's end becomes the row's next look. */
  static final String CLAIM =
      """
      WITH due AS (
        SELECT id FROM memberships
        WHERE next_action_at IS NOT NULL AND next_action_at <= ? AND status IN """
          + OPEN
          + """

        ORDER BY next_action_at
        LIMIT ?
        FOR UPDATE SKIP LOCKED)
      UPDATE memberships m SET leased_by = ?, next_action_at = ?
      FROM due WHERE m.id = due.id
      RETURNING m.id""";

  /**
   * A crashed worker's memberships, through the small memberships_leased_idx (only held rows are in
   * it).
   */
  static final String CLAIM_EXPIRED =
      """
      WITH expired AS (
        SELECT id FROM memberships
        WHERE leased_by IS NOT NULL AND next_action_at <= ?
        ORDER BY next_action_at
        LIMIT ?
        FOR UPDATE SKIP LOCKED)
      UPDATE memberships m SET leased_by = ?, next_action_at = ?
      FROM expired WHERE m.id = expired.id
      RETURNING m.id""";

  /**
   * Whether the address of lead {@code l} of membership {@code m} unsubscribed from one of the
   * owner's campaigns (D-40); its two parameters are the HMAC pads of {@code PersonDigests} (an
   * erased person's unsubscribe is kept only as a digest, D-54).
   */
  private static final String SUPPRESSED =
      """
      l.email IS NOT NULL AND (EXISTS (
               SELECT 1 FROM memberships gone JOIN leads gl ON gl.id = gone.lead_id
               WHERE gone.user_id = m.user_id AND gone.status = 'UNSUBSCRIBED'
                 AND lower(gl.email) = lower(l.email))
             OR EXISTS (
               SELECT 1 FROM events ue JOIN leads ul ON ul.id = ue.lead_id
               WHERE ue.user_id = m.user_id AND ue.kind = 'UNSUBSCRIBED'
                 AND lower(ul.email) = lower(l.email))
             OR EXISTS (
               SELECT 1 FROM email_suppressions es
               WHERE es.user_id = m.user_id AND es.address = lower(l.email))
             OR EXISTS (
               SELECT 1 FROM email_suppressions es
               WHERE es.user_id = m.user_id
                 AND es.address_digest = sha256(?::bytea || sha256(?::bytea || convert_to(lower(l.email), 'UTF8')))))
             """;

  /**
   * The memberships among some whose lead's address is suppressed (SUPPRESSED), for a client's
   * program with an EMAIL step, whatever its campaign's sequence: pads, then the memberships.
   */
  static final String SUPPRESSED_AMONG =
      "SELECT m.id FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE "
          + SUPPRESSED
          + " AND m.id = ANY(?)";

  /**
   * A membership as the engine reads it under its row lock, with its owner, campaign and lead;
   * {@code has_actions} spares the ledger read of a membership that has none (most first steps).
   * Its first two parameters are the outer and inner HMAC pads of {@code PersonDigests}: an erased
   * person's unsubscribe is kept only as a digest (D-54), which SQL computes as that HMAC.
   */
  private static final String LEASED =
      """
      SELECT m.id AS m_id, m.user_id AS m_user_id, m.campaign_id, m.status AS m_status, m.current_step,
             m.conversation_id, m.status_reason, m.sender_id, m.accepted_at, m.last_action_at, m.sequence_stopped,
             m.leased_by AS m_leased_by, m.created_at AS m_created_at, m.provider_says_connected,
             (u.status = 'ACTIVE' AND u.plan_id IS NOT NULL
               AND (u.plan_expires_at IS NULL OR u.plan_expires_at > now())) AS owner_runnable,
             c.title AS c_title, c.status AS c_status, c.sequence AS c_sequence, c.content::text AS c_content,
             c.delays AS c_delays, c.invite_expiry AS c_invite_expiry, c.sender_ids AS c_sender_ids,
             c.tracking_opens AS c_tracking_opens, c.tracking_clicks AS c_tracking_clicks,
             c.steps::text AS c_steps,
             EXISTS (SELECT 1 FROM engine_actions ea WHERE ea.membership_id = m.id) AS has_actions,
             (c.sequence IN ('EMAIL', 'CUSTOM') AND """
          + " " // a text block drops the space at the end of its last line
          + SUPPRESSED
          + ") AS address_suppressed,\n"
          + LeadColumns.LEAD
          + """

      FROM memberships m
      JOIN users u ON u.id = m.user_id
      JOIN campaigns c ON c.id = m.campaign_id
      JOIN leads l ON l.id = m.lead_id
      """;

  static final String LOCK_LEASED = LEASED + "WHERE m.id = ? AND m.leased_by = ? FOR UPDATE OF m";

  /** A live membership of the owner by its conversation, for a manual message (D-48). */
  static final String LOCK_CONVERSATION =
      LEASED
          + "WHERE m.conversation_id = ? AND m.user_id = ? AND m.status <> 'DELETED'"
          + " AND c.status <> 'DELETED' FOR UPDATE OF m";

  /** LOCK_LEASED for a chunk of memberships: locked in id order, as the event intake locks them. */
  static final String LOCK_ALL_LEASED =
      LEASED + "WHERE m.id = ANY(?) AND m.leased_by = ? ORDER BY m.id FOR UPDATE OF m";

  static final String ACTIONS_OF_ALL =
      """
      SELECT id, membership_id, sender_id, step, type, status, attempts, reserved_at, sent_at, error, provider_ref, manual,
             variant
      FROM engine_actions WHERE membership_id = ANY(?) ORDER BY seq""";

  /**
   * Held memberships locked again to record their actions, in id order as the event intake locks
   * them (no deadlock between the two): only the row's state and schedule, which a stop may have
   * changed since the plan read it.
   */
  static final String RELOCK_LEASED =
      """
      SELECT id, status, current_step, status_reason, sender_id, accepted_at, last_action_at, sequence_stopped
      FROM memberships WHERE id = ANY(?) AND leased_by = ? ORDER BY id FOR UPDATE""";

  static final String ACTIONS_OF =
      """
      SELECT id, membership_id, sender_id, step, type, status, attempts, reserved_at, sent_at, error, provider_ref, manual,
             variant
      FROM engine_actions WHERE membership_id = ? ORDER BY seq""";

  static final String LINKED_SENDER_COLUMNS =
      """
      a.id, (a.is_valid AND NOT a.is_paused) AS usable, a.premium, a.provider_account_id, a.email AS address,
      a.time_zone, a.schedule_days, a.schedule_start, a.schedule_end, a.invites_per_day, a.invites_per_week,
      a.messages_per_day, a.inmails_per_day, a.visits_per_day, a.likes_per_day, 0 AS daily_limit,
      CASE WHEN a.warm_up THEN a.warm_up_started_at END AS warm_up_started_at,
      s.usage_day, s.invites_today, s.messages_today, s.inmails_today, s.emails_today, s.visits_today, s.likes_today,
      s.next_free_at, s.paused_until, s.pause_reason, s.invites_paused_until, s.messages_paused_until,
      s.inmails_paused_until, s.visits_paused_until, s.likes_paused_until,
      s.sender_id IS NOT NULL AS has_usage_row""";

  static final String MAILBOX_SENDER_COLUMNS =
      """
      a.id, (a.is_valid AND NOT a.is_paused) AS usable, false AS premium, NULL AS provider_account_id,
      a.email AS address, a.time_zone, a.schedule_days, a.schedule_start, a.schedule_end, 0 AS invites_per_day,
      0 AS invites_per_week, 0 AS messages_per_day, 0 AS inmails_per_day, 0 AS visits_per_day, 0 AS likes_per_day,
      a.daily_limit, CASE WHEN a.warm_up THEN a.warm_up_started_at END AS warm_up_started_at,
      s.usage_day, s.invites_today, s.messages_today, s.inmails_today, s.emails_today, s.visits_today, s.likes_today,
      s.next_free_at, s.paused_until, s.pause_reason, NULL::timestamptz AS invites_paused_until,
      NULL::timestamptz AS messages_paused_until, NULL::timestamptz AS inmails_paused_until,
      NULL::timestamptz AS visits_paused_until, NULL::timestamptz AS likes_paused_until,
      s.sender_id IS NOT NULL AS has_usage_row""";

  static String candidates(String table, String columns) {
    return "SELECT "
        + columns
        + " FROM "
        + table
        + " a LEFT JOIN engine_senders s ON s.sender_id = a.id"
        + " WHERE a.user_id = ? AND a.is_valid AND NOT a.is_paused AND (cardinality(?::uuid[]) = 0 OR a.id = ANY(?))";
  }

  /**
   * The candidates of several owners, whatever their campaigns allow; {@code owner_id} says whose.
   */
  static String candidatesOfOwners(String table, String columns) {
    return "SELECT a.user_id AS owner_id, "
        + columns
        + " FROM "
        + table
        + " a LEFT JOIN engine_senders s ON s.sender_id = a.id"
        + " WHERE a.user_id = ANY(?) AND a.is_valid AND NOT a.is_paused";
  }

  static String ensureSenderRow(String table) {
    return "INSERT INTO engine_senders (sender_id, user_id) SELECT a.id, a.user_id FROM "
        + table
        + " a WHERE a.id = ? AND a.user_id = ? ON CONFLICT (sender_id) DO NOTHING";
  }

  /**
   * ensureSenderRow for several senders, in id order: two transactions creating overlapping sets
   * wait for each other in one order only.
   */
  static String createSenderRows(String table) {
    return "INSERT INTO engine_senders (sender_id, user_id) SELECT a.id, a.user_id FROM "
        + table
        + " a WHERE a.id = ANY(?) ORDER BY a.id ON CONFLICT (sender_id) DO NOTHING";
  }

  static String lockSender(String table, String columns) {
    return "SELECT "
        + columns
        + " FROM "
        + table
        + " a JOIN engine_senders s ON s.sender_id = a.id"
        + " WHERE a.id = ? AND a.user_id = ? FOR UPDATE OF s";
  }

  /** lockSender that never waits: no row when another transaction holds it. */
  static String lockSenderIfFree(String table, String columns) {
    return lockSender(table, columns) + " SKIP LOCKED";
  }

  static final String WEEK_OF_INVITES =
      """
      SELECT reserved_at FROM engine_actions
      WHERE sender_id = ? AND type = 'INVITE' AND status <> 'CANCELLED' AND reserved_at > ?""";

  static final String INSERT_ACTION =
      """
      INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                  started_at, variant)
      SELECT ?, m.id, m.user_id, ?, ?, ?, ?, ?, ?, clock_timestamp(), ? FROM memberships m WHERE m.id = ?""";

  /**
   * INSERT_ACTION of a manual message (D-48, V050): outside the sequence, so outside the
   * one-live-action-per-step index.
   */
  static final String INSERT_MANUAL_ACTION =
      """
      INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                  started_at, manual, variant)
      SELECT ?, m.id, m.user_id, ?, ?, ?, ?, ?, ?, clock_timestamp(), true, ? FROM memberships m WHERE m.id = ?""";

  /**
   * A dead worker's manual messages (D-48): never sent again, UNKNOWN; their messages read back
   * FAILED with the same reason.
   */
  static final String SETTLE_INTERRUPTED_MANUAL =
      """
      WITH settled AS (
        UPDATE engine_actions SET status = 'UNKNOWN', error = ?
        WHERE membership_id = ? AND manual AND status = 'SENDING'
        RETURNING id)
      UPDATE messages SET status = 'FAILED', error = ? FROM settled WHERE messages.action_id = settled.id""";

  /** Counts one action on the sender's day: a new day starts every kind from zero. */
  static final String COUNT_USE =
      """
      UPDATE engine_senders SET
        invites_today  = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN invites_today  ELSE 0 END) + ?,
        messages_today = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN messages_today ELSE 0 END) + ?,
        inmails_today  = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN inmails_today  ELSE 0 END) + ?,
        emails_today   = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN emails_today   ELSE 0 END) + ?,
        visits_today   = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN visits_today   ELSE 0 END) + ?,
        likes_today    = (CASE WHEN usage_day IS NOT DISTINCT FROM ? THEN likes_today    ELSE 0 END) + ?,
        usage_day = ?, next_free_at = ?, last_action_at = ?
      WHERE sender_id = ?""";

  /**
   * INSERT_ACTION, HOLD and (counted) COUNT_USE in one statement, their parameters in that order:
   * all happen, or none. The insert reads the membership row as it was before the hold's update.
   */
  static String reserveAndHold(boolean counted) {
    String insertAndHold = "WITH inserted AS (" + INSERT_ACTION + " RETURNING id)";
    return counted
        ? insertAndHold + ",\nheld AS (" + HOLD + " RETURNING id)\n" + COUNT_USE
        : insertAndHold + "\n" + HOLD;
  }

  static final String HOLD =
      "UPDATE memberships SET sender_id = ?, next_action_at = ? WHERE id = ?";

  /**
   * reserveAndHold (counted) of several actions from parallel arrays: each of another membership
   * and another sender, so each sender's count is COUNT_USE of one action. The inserts keep the
   * arrays' order (the ledger's seq follows the decisions).
   */
  static final String RESERVE_ALL_AND_HOLD =
      """
      WITH input AS (
        SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::int[], ?::text[], ?::text[], ?::int[],
                             ?::text[]::timestamptz[], ?::text[]::timestamptz[], ?::text[]::date[], ?::text[],
                             ?::text[]::timestamptz[], ?::text[]::timestamptz[], ?::int[]) WITH ORDINALITY
          AS i(action_id, membership_id, sender_id, step, type, status, attempts, reserved_at, lease_until, day,
               kind, next_free_at, at, variant, ord)),
      inserted AS (
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts,
                                    reserved_at, started_at, variant)
        SELECT i.action_id, m.id, m.user_id, i.sender_id, i.step, i.type, i.status, i.attempts, i.reserved_at,
               clock_timestamp(), i.variant
        FROM input i JOIN memberships m ON m.id = i.membership_id ORDER BY i.ord
        RETURNING id),
      held AS (
        UPDATE memberships m SET sender_id = i.sender_id, next_action_at = i.lease_until
        FROM input i WHERE m.id = i.membership_id
        RETURNING m.id)
      UPDATE engine_senders s SET
        invites_today  = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.invites_today  ELSE 0 END)
                         + (i.kind = 'INVITE')::int,
        messages_today = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.messages_today ELSE 0 END)
                         + (i.kind = 'MESSAGE')::int,
        inmails_today  = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.inmails_today  ELSE 0 END)
                         + (i.kind = 'INMAIL')::int,
        emails_today   = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.emails_today   ELSE 0 END)
                         + (i.kind = 'EMAIL')::int,
        visits_today   = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.visits_today   ELSE 0 END)
                         + (i.kind = 'VISIT')::int,
        likes_today    = (CASE WHEN s.usage_day IS NOT DISTINCT FROM i.day THEN s.likes_today    ELSE 0 END)
                         + (i.kind = 'LIKE_POST')::int,
        usage_day = i.day, next_free_at = i.next_free_at, last_action_at = i.at
      FROM input i WHERE s.sender_id = i.sender_id""";

  static final String UPDATE_ACTION =
      """
      UPDATE engine_actions SET status = ?, attempts = ?, sent_at = ?, error = ?, provider_ref = ?,
        started_at = CASE WHEN ? = 'SENDING' THEN clock_timestamp() ELSE started_at END
      WHERE id = ?""";

  static final String TRANSITION_ACTION = UPDATE_ACTION + " AND status = ?";

  static final String RELEASE =
      """
      UPDATE memberships SET status = ?, current_step = ?, status_reason = ?, next_action_at = ?, sender_id = ?,
        accepted_at = ?, last_action_at = ?, leased_by = NULL, updated_at = COALESCE(?, updated_at)
      WHERE id = ? AND leased_by = ?""";

  /**
   * TRANSITION_ACTION for a pass's actions, one array per column: an action no longer {@code
   * expected} is left as it is, and only those set are returned.
   */
  static final String TRANSITION_ACTIONS =
      """
      UPDATE engine_actions a SET status = u.status, attempts = u.attempts, sent_at = u.sent_at, error = u.error,
        provider_ref = u.provider_ref,
        started_at = CASE WHEN u.status = 'SENDING' THEN clock_timestamp() ELSE a.started_at END
      FROM unnest(CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS integer[]), CAST(? AS timestamptz[]),
        CAST(? AS text[]), CAST(? AS text[])) AS u(id, status, attempts, sent_at, error, provider_ref)
      WHERE a.id = u.id AND a.status = ?
      RETURNING a.id""";

  /**
   * RELEASE for a pass's memberships, one array per column; only those still leased to the worker
   * are written, and returned. Their row locks are already held (the record locked them first).
   */
  static final String RELEASE_ALL =
      """
      UPDATE memberships m SET status = r.status, current_step = r.current_step, status_reason = r.status_reason,
        next_action_at = r.next_action_at, sender_id = r.sender_id, accepted_at = r.accepted_at,
        last_action_at = r.last_action_at, leased_by = NULL, updated_at = COALESCE(r.updated_at, m.updated_at)
      FROM unnest(CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS integer[]), CAST(? AS text[]),
        CAST(? AS timestamptz[]), CAST(? AS uuid[]), CAST(? AS timestamptz[]), CAST(? AS timestamptz[]),
        CAST(? AS timestamptz[]))
        AS r(id, status, current_step, status_reason, next_action_at, sender_id, accepted_at, last_action_at,
             updated_at)
      WHERE m.id = r.id AND m.leased_by = ?
      RETURNING m.id""";

  /** INSERT_SENT_MESSAGE for a pass's messages, one array per column. */
  static final String INSERT_SENT_MESSAGES =
      """
      INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
      SELECT id, conversation_id, 'OUT', content, 'SENT', created_at
      FROM unnest(CAST(? AS uuid[]), CAST(? AS uuid[]), CAST(? AS text[]), CAST(? AS timestamptz[]))
        AS s(id, conversation_id, content, created_at)""";

  static final String INSERT_SENT_MESSAGE =
      """
      INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
      VALUES (?, ?, 'OUT', ?, 'SENT', ?)""";

  /**
   * A client program's skipped step (D-50, V060): the ledger row, without a sender, and its count
   * in the step statistics (D-52, V056) on the UTC day it counts from, in one statement.
   */
  static final String WRITE_SKIP =
      """
      WITH inserted AS (
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts,
                                    reserved_at, error, variant)
        SELECT ?, m.id, m.user_id, NULL, ?, ?, 'SKIPPED', 0, ?, ?, 0 FROM memberships m WHERE m.id = ?
        RETURNING membership_id, step, reserved_at, variant)
      INSERT INTO campaign_step_days AS d (campaign_id, day, step, variant, figure, shard, count)
      SELECT m.campaign_id, (i.reserved_at AT TIME ZONE 'UTC')::date, i.step, i.variant, 'SKIPPED',
             (SELECT counter_slot()), 1
      FROM inserted i JOIN memberships m ON m.id = i.membership_id
      ON CONFLICT (campaign_id, day, step, variant, figure, shard) DO UPDATE SET count = d.count + 1""";

  /**
   * Skips settled in the ledger already (a refusal a client program skips), counted as WRITE_SKIP.
   */
  static final String COUNT_SKIPS =
      """
      INSERT INTO campaign_step_days AS d (campaign_id, day, step, variant, figure, shard, count)
      SELECT m.campaign_id, (a.reserved_at AT TIME ZONE 'UTC')::date, a.step, a.variant, 'SKIPPED',
             (SELECT counter_slot()), count(*)
      FROM engine_actions a JOIN memberships m ON m.id = a.membership_id
      WHERE a.id = ANY(?) AND a.status = 'SKIPPED'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (campaign_id, day, step, variant, figure, shard) DO UPDATE SET count = d.count + EXCLUDED.count""";

  /**
   * The opens and clicks of memberships' emails (D-46), through events_lead_idx: the leads narrow
   * the events read to those of a few people, the memberships to their campaigns'.
   */
  static final String EMAIL_HITS =
      """
      SELECT membership_id, kind, occurred_at, coalesce((data ->> 'suspectedBot')::boolean, false) AS bot
      FROM events
      WHERE lead_id = ANY(?) AND membership_id = ANY(?) AND kind IN ('OPENED', 'CLICKED')
      ORDER BY occurred_at, seq""";

  /** The provider's answer whether the lead is a connection (D-50, V061). */
  static final String REMEMBER_CONNECTION =
      "UPDATE memberships SET provider_says_connected = ? WHERE id = ?";

  static final String CANCEL_RESERVED =
      """
      UPDATE engine_actions SET status = 'CANCELLED', error = ? WHERE membership_id = ? AND status = 'RESERVED'""";
}
