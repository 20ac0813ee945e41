package com.outreach.adapter.out.persistence.webhook;

/** The statements of {@link JdbcWebhookOutbox} on the V008 tables (D-26). */
final class OutboxSql {
  /**
   * One statement for all of an event's webhooks: no read-then-loop, so no webhook can be missed.
   * The webhooks joined are locked FOR KEY SHARE, once each (V038: the delivery rows have no
   * reference to webhooks, whose check locked the webhook once per row), so a concurrent deletion
   * of one either waits for this transaction and then deletes its deliveries too, or has committed
   * and the webhook is skipped: no delivery outlives its webhook.
   */
  static final String ENQUEUE =
      """
      WITH hooks AS (
        SELECT w.id FROM webhooks w WHERE w.user_id = ? AND w.event = ? AND w.is_valid ORDER BY w.id FOR KEY SHARE)
      INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
      SELECT hooks.id, ?, 'PENDING', 0, ?, ?, ? FROM hooks""";

  /**
   * ENQUEUE for a batch of events: parameters event ids (uuid[]), recorded-at times (text[]),
   * owners (uuid[]), kinds (text[]). The batch's webhooks are locked once each, in id order (two
   * batches of one owner lock them in the same order), and then joined to its events.
   */
  static final String ENQUEUE_ALL =
      """
      WITH e AS (
        SELECT * FROM unnest(CAST(? AS uuid[]), CAST(? AS timestamptz[]), CAST(? AS uuid[]), CAST(? AS text[]))
          AS e(id, at, user_id, kind)),
      hooks AS (
        SELECT w.id, w.user_id, w.event FROM webhooks w
        WHERE (w.user_id, w.event) IN (SELECT DISTINCT user_id, kind FROM e) AND w.is_valid
        ORDER BY w.id FOR KEY SHARE)
      INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
      SELECT hooks.id, e.id, 'PENDING', 0, e.at, e.at, e.at
      FROM e JOIN hooks ON hooks.user_id = e.user_id AND hooks.event = e.kind""";

  /**
   * SKIP LOCKED lets concurrent claimers pass each other's rows; a row a claimer has committed is
   * not due again until its lease ends, because next_attempt_at moves to the lease's end.
   * Everything is read through the index of unfinished deliveries by (webhook, next attempt), V041:
   *
   * <ol>
   *   <li>{@code hooks}: the webhooks with unfinished deliveries, one index descent each (a loose
   *       index scan), whatever their backlog;
   *   <li>{@code heads}: the oldest due delivery of each webhook with a free slot; only the {@code
   *       limit} webhooks with the oldest heads can have a row among the claim's {@code limit}
   *       oldest;
   *   <li>{@code window_rows}: each of those webhooks' oldest due rows up to its free slots, locked
   *       as they are read;
   *   <li>{@code due}: the oldest {@code limit} of them. Window rows not taken stay due and are
   *       unlocked when the claim commits, milliseconds later.
   * </ol>
   *
   * A webhook with no free slot costs one descent, not a walk over its backlog (V041), and one
   * endpoint's backlog cannot take a whole claim. Rows are updated through the primary key; the
   * campaign and lead are joined here so the body of D-26 needs no query per delivery.
   *
   * <p>Parameters: now, webhooks with no slot (uuid[]), limit, webhooks with fewer slots (uuid[])
   * and their slots (int[]), now, the default slots per webhook, limit, limit, lease end, lease
   * end, worker, now.
   */
  static final String CLAIM =
      """
      WITH RECURSIVE hooks AS (
        (SELECT webhook_id FROM webhook_deliveries WHERE status IN ('PENDING', 'DELIVERING')
         ORDER BY webhook_id LIMIT 1)
        UNION ALL
        SELECT (SELECT d.webhook_id FROM webhook_deliveries d
                WHERE d.status IN ('PENDING', 'DELIVERING') AND d.webhook_id > h.webhook_id
                ORDER BY d.webhook_id LIMIT 1)
        FROM hooks h WHERE h.webhook_id IS NOT NULL),
      heads AS (
        SELECT h.webhook_id, head.next_attempt_at
        FROM hooks h CROSS JOIN LATERAL (
          SELECT d.next_attempt_at FROM webhook_deliveries d
          WHERE d.webhook_id = h.webhook_id AND d.status IN ('PENDING', 'DELIVERING') AND d.next_attempt_at <= ?
          ORDER BY d.next_attempt_at LIMIT 1) head
        WHERE h.webhook_id <> ALL (?)
        ORDER BY head.next_attempt_at LIMIT ?),
      slots AS (
        SELECT * FROM unnest(?::uuid[], ?::int[]) AS s(webhook_id, slots)),
      window_rows AS (
        SELECT r.webhook_id, r.event_id, r.next_attempt_at
        FROM heads h LEFT JOIN slots s ON s.webhook_id = h.webhook_id CROSS JOIN LATERAL (
          SELECT d.webhook_id, d.event_id, d.next_attempt_at FROM webhook_deliveries d
          WHERE d.webhook_id = h.webhook_id AND d.status IN ('PENDING', 'DELIVERING') AND d.next_attempt_at <= ?
          ORDER BY d.next_attempt_at LIMIT LEAST(COALESCE(s.slots, ?), ?)
          FOR UPDATE SKIP LOCKED) r),
      due AS (
        SELECT webhook_id, event_id FROM window_rows ORDER BY next_attempt_at LIMIT ?)
      UPDATE webhook_deliveries d
      SET status = 'DELIVERING', next_attempt_at = ?, lease_until = ?, leased_by = ?, updated_at = ?
      FROM due, webhooks w, events e, campaigns c, leads l
      WHERE d.webhook_id = due.webhook_id AND d.event_id = due.event_id AND w.id = d.webhook_id AND e.id = d.event_id
        AND c.id = e.campaign_id AND l.id = e.lead_id
      RETURNING d.webhook_id, w.callback_url, w.secret_encrypted, d.event_id, e.kind, e.campaign_id,
                e.membership_id, e.occurred_at, e.recorded_at, e.data::text, d.attempts, w.failing_since,
                c.title, l.profile_link, l.first_name, l.last_name, l.full_name, l.email, l.custom_fields::text,
                CASE WHEN jsonb_typeof(e.data -> 'actionId') = 'string' THEN e.data ->> 'actionId' END,
                CASE WHEN jsonb_typeof(e.data -> 'step') = 'number' THEN e.data ->> 'step' END,
                CASE WHEN jsonb_typeof(e.data -> 'senderId') = 'string' THEN e.data ->> 'senderId' END,
                jsonb_typeof(e.data -> 'manual') = 'boolean' AND (e.data ->> 'manual')::boolean,
                CASE WHEN jsonb_typeof(e.data -> 'variant') = 'number' THEN e.data ->> 'variant' END""";

  /**
   * The batch's webhooks, locked FOR KEY SHARE in id order before anything else of the batch is
   * written (V040: the attempt rows have no reference to webhooks, whose check locked the webhook
   * once per attempt, after the deliveries). A webhook deletion that meets the lock waits for the
   * batch, and its trigger then deletes the attempts just logged; a deletion already committed
   * leaves its webhook out of the answer, and its attempts are not logged. Webhooks first, then
   * deliveries: the deletion's own order, so the two never deadlock. Parameter: webhook ids
   * (uuid[]).
   */
  static final String LOCK_WEBHOOKS =
      """
      SELECT id FROM webhooks WHERE id = ANY (?) ORDER BY id FOR KEY SHARE""";

  /**
   * Logs a batch of attempts and settles their deliveries, one statement for both (one round trip
   * and one pass over the batch's arrays instead of two). The log gets every attempt, in the order
   * given, so that newer attempts get higher ids. A delivery is settled only while still leased to
   * the recording worker: one whose lease ended and was taken over belongs to its new worker (and
   * one failed by a disabled webhook stays failed). Answers the number of deliveries settled.
   *
   * <p>"Still leased to the worker" is {@code leased_by} alone: only a DELIVERING delivery has a
   * lease holder (CLAIM sets one, every other statement clears it). Adding {@code status =
   * 'DELIVERING'} would let the planner answer through a partial index of unfinished deliveries and
   * hash-join the batch against the whole backlog: 4.7 ms a batch under load instead of a
   * primary-key probe per attempt.
   *
   * <p>Parameters: webhook ids (uuid[]), event ids (uuid[]), attempt numbers (int[]), outcomes
   * (text[]), response statuses (int[]), durations (bigint[]), errors (text[]), response bodies
   * (text[]), times (timestamptz[]), the deliveries' new statuses (text[]), retry times
   * (timestamptz[]), last outcomes (text[]); the worker (settling), the worker (logged).
   */
  static final String LOG_AND_SETTLE =
      """
      WITH a AS (
        SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::int[], ?::text[], ?::int[], ?::bigint[], ?::text[], ?::text[],
                             ?::timestamptz[], ?::text[], ?::timestamptz[], ?::text[]) WITH ORDINALITY
          AS a(webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at,
               status, retry_at, last_outcome, ord)),
      settled AS (
        UPDATE webhook_deliveries d
        SET status = a.status, attempts = a.attempt, next_attempt_at = COALESCE(a.retry_at, d.next_attempt_at),
            lease_until = NULL, leased_by = NULL, last_outcome = a.last_outcome, updated_at = a.created_at
        FROM a
        WHERE d.webhook_id = a.webhook_id AND d.event_id = a.event_id AND d.leased_by = ?
        RETURNING 1),
      logged AS (
        INSERT INTO webhook_delivery_attempts
          (webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at, worker)
        SELECT webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at, ?
        FROM a ORDER BY ord)
      SELECT count(*) FROM settled""";

  /**
   * The webhooks' runs of failures and disabling, one statement for the batch. Per webhook: {@code
   * succeeded} when the batch had a success, {@code failing_from} the first failure after its last
   * success (null when a success was last), {@code disable} for a 410 or 5 days of failures. A row
   * is written only when something changes, so a busy, healthy webhook's row is not a point of
   * contention.
   */
  static final String WEBHOOK_HEALTH =
      """
      UPDATE webhooks w
      SET failing_since = n.failing_since, is_valid = w.is_valid AND NOT n.disable
      FROM (SELECT u.id, u.disable,
                   CASE WHEN u.failing_from IS NULL THEN NULL
                        WHEN u.succeeded THEN u.failing_from
                        ELSE COALESCE(x.failing_since, u.failing_from) END AS failing_since
            FROM unnest(?::uuid[], ?::boolean[], ?::timestamptz[], ?::boolean[]) AS u(id, succeeded, failing_from, disable)
            JOIN webhooks x ON x.id = u.id) n
      WHERE w.id = n.id AND (w.failing_since IS DISTINCT FROM n.failing_since OR (n.disable AND w.is_valid))""";

  static final String FAIL_UNFINISHED =
      """
      UPDATE webhook_deliveries
      SET status = 'FAILED', last_outcome = 'WEBHOOK_DISABLED', lease_until = NULL, leased_by = NULL, updated_at = ?
      WHERE webhook_id = ANY (?) AND status IN ('PENDING', 'DELIVERING')""";

  static final String POSTPONE =
      """
      UPDATE webhook_deliveries SET next_attempt_at = ?, updated_at = ?
      WHERE webhook_id = ? AND status = 'PENDING' AND next_attempt_at < ?""";

  static final String ATTEMPTS =
      """
      SELECT webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at
      FROM webhook_delivery_attempts WHERE webhook_id = ? ORDER BY id DESC LIMIT ?""";

  private OutboxSql() {}
}
