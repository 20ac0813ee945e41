package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.ResendResult;
import com.outreach.domain.user.UserId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.UUID;

/**
 * {@link JdbcWebhookOutbox#resend}: one statement that checks the owner and the webhook's validity
 * and makes the delivery due now, and reports which check failed, so there is no read-then-write
 * window. Under READ COMMITTED, an UPDATE that meets a row a claimer is changing waits for it and
 * re-checks its WHERE on the committed row; a delivery claimed meanwhile is thus DELIVERING by then
 * and left alone, and the answer is IN_FLIGHT, as it is for one claimed before.
 *
 * <p>The webhook row is locked FOR SHARE, so a disabling (a 410, the 5-day rule) that is being
 * written is waited for and seen, and one that comes later waits for the resend and then fails the
 * re-queued delivery with the webhook's other unfinished ones. The lock order, webhook row then
 * delivery row, is the attempt recorder's ({@code AttemptBatch}), so the two cannot deadlock.
 */
final class DeliveryResend {
  static final String RESEND =
      """
      WITH arg AS (SELECT ?::uuid AS webhook_id, ?::uuid AS user_id, ?::uuid AS event_id, ?::timestamptz AS now),
      hook AS (
        SELECT w.id, w.is_valid FROM webhooks w, arg WHERE w.id = arg.webhook_id AND w.user_id = arg.user_id
        FOR SHARE OF w),
      delivery AS (
        SELECT d.status FROM webhook_deliveries d, hook, arg WHERE d.webhook_id = hook.id AND d.event_id = arg.event_id),
      resent AS (
        UPDATE webhook_deliveries d
        SET status = 'PENDING', next_attempt_at = arg.now, lease_until = NULL, leased_by = NULL, updated_at = arg.now
        FROM hook, arg
        WHERE d.webhook_id = hook.id AND d.event_id = arg.event_id AND hook.is_valid
          AND d.status IN ('PENDING', 'DELIVERED', 'FAILED')
        RETURNING d.event_id)
      SELECT EXISTS (SELECT 1 FROM hook), EXISTS (SELECT 1 FROM delivery), EXISTS (SELECT 1 FROM hook WHERE is_valid),
             EXISTS (SELECT 1 FROM resent)""";

  private DeliveryResend() {}

  static ResendResult run(Connection c, UserId owner, UUID webhookId, UUID eventId, Instant now) {
    return Statements.query(
            c, RESEND, DeliveryResend::result, webhookId, owner.value(), eventId, SqlTimes.utc(now))
        .get(0);
  }

  /**
   * The checks in the order they are answered: the webhook, the delivery, whether it was resent,
   * the webhook's validity. A valid webhook's existing delivery that was not resent was DELIVERING.
   */
  private static ResendResult result(ResultSet r) throws SQLException {
    if (!r.getBoolean(1)) {
      return ResendResult.WEBHOOK_NOT_FOUND;
    }
    if (!r.getBoolean(2)) {
      return ResendResult.DELIVERY_NOT_FOUND;
    }
    if (r.getBoolean(4)) {
      return ResendResult.QUEUED;
    }
    return r.getBoolean(3) ? ResendResult.IN_FLIGHT : ResendResult.WEBHOOK_DISABLED;
  }
}
