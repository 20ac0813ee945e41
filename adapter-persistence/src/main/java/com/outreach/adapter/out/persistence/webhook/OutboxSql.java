package com.outreach.adapter.out.persistence.webhook;

/** The statements of {@link JdbcWebhookOutbox} on the V008 tables (D-26). */
final class OutboxSql {
  /** One statement for all of an event's webhooks: no read-then-loop, so no webhook can be missed. */
  static final String ENQUEUE = """
      INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
      SELECT w.id, ?, 'PENDING', 0, ?, ?, ? FROM webhooks w WHERE w.user_id = ? AND w.event = ? AND w.is_valid""";

  /**
   * SKIP LOCKED lets concurrent claimers pass each other's rows; a row a claimer has committed is
   * not due again until its lease ends, because next_attempt_at moves to the lease's end. The campaign
   * and lead are joined here so the body of D-26 needs no query per delivery.
   */
  static final String CLAIM = """
      WITH due AS (
        SELECT webhook_id, event_id FROM webhook_deliveries
        WHERE status IN ('PENDING', 'DELIVERING') AND next_attempt_at <= ?
        ORDER BY next_attempt_at LIMIT ?
        FOR UPDATE SKIP LOCKED)
      UPDATE webhook_deliveries d
      SET status = 'DELIVERING', next_attempt_at = ?, lease_until = ?, leased_by = ?, updated_at = ?
      FROM due, webhooks w, events e, campaigns c, leads l
      WHERE d.webhook_id = due.webhook_id AND d.event_id = due.event_id AND w.id = d.webhook_id AND e.id = d.event_id
        AND c.id = e.campaign_id AND l.id = e.lead_id
      RETURNING d.webhook_id, w.callback_url, w.secret_encrypted, d.event_id, e.kind, e.campaign_id,
                e.membership_id, e.occurred_at, e.recorded_at, e.data::text, d.attempts, w.failing_since,
                c.title, l.profile_link, l.first_name, l.last_name, l.full_name, l.email, l.custom_fields::text""";

  static final String LOG = """
      INSERT INTO webhook_delivery_attempts
        (webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""";

  static final String SETTLE = """
      UPDATE webhook_deliveries
      SET status = ?, attempts = ?, next_attempt_at = COALESCE(?, next_attempt_at), lease_until = NULL,
          leased_by = NULL, last_outcome = ?, updated_at = ?
      WHERE webhook_id = ? AND event_id = ?""";

  // The webhook row is written only when its run of failures starts or ends, not on every attempt,
  // so that a busy webhook's row is not a point of contention.
  static final String FAILING_FROM = "UPDATE webhooks SET failing_since = ? WHERE id = ? AND failing_since IS NULL";
  static final String NOT_FAILING = "UPDATE webhooks SET failing_since = NULL WHERE id = ? AND failing_since IS NOT NULL";

  static final String DISABLE = "UPDATE webhooks SET is_valid = false WHERE id = ?";
  static final String FAIL_UNFINISHED = """
      UPDATE webhook_deliveries
      SET status = 'FAILED', last_outcome = 'WEBHOOK_DISABLED', lease_until = NULL, leased_by = NULL, updated_at = ?
      WHERE webhook_id = ? AND status IN ('PENDING', 'DELIVERING')""";

  static final String ATTEMPTS = """
      SELECT webhook_id, event_id, attempt, outcome, response_status, duration_ms, error, response_body, created_at
      FROM webhook_delivery_attempts WHERE webhook_id = ? ORDER BY id DESC LIMIT ?""";

  private OutboxSql() {}
}
