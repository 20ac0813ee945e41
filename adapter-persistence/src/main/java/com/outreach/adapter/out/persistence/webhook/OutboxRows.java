package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.secret.DecryptedSecrets;
import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.DueDelivery;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.WebhookSecret;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

/**
 * Rows of the outbox's queries as port values; the secret is decrypted only for a claimed delivery,
 * and then once per stored value ({@link DecryptedSecrets}).
 */
final class OutboxRows {
  private final DecryptedSecrets secrets;

  OutboxRows(SecretCipher cipher) {
    this.secrets = new DecryptedSecrets(cipher);
  }

  DueDelivery due(ResultSet r) throws SQLException {
    DeliveryRequest request =
        new DeliveryRequest(
            r.getObject(1, UUID.class),
            r.getString(2),
            WebhookSecret.parse(secrets.of(r.getString(3))),
            r.getObject(4, UUID.class),
            EventKind.valueOf(r.getString(5)),
            r.getObject(6, UUID.class),
            r.getString(13),
            r.getObject(7, UUID.class),
            lead(r),
            SqlTimes.instant(r, 8),
            SqlTimes.instant(r, 9),
            r.getString(10),
            action(r));
    return new DueDelivery(request, r.getInt(11), SqlTimes.instant(r, 12));
  }

  /**
   * D-42: an engine event's data names its action, step and sender at its top level; D-51: and the
   * variant it sent, when named.
   */
  private static DeliveryRequest.EngineActionRef action(ResultSet r) throws SQLException {
    String actionId = r.getString(20);
    String step = r.getString(21);
    String senderId = r.getString(22);
    if (actionId == null || step == null || senderId == null) {
      return null;
    }
    try {
      String variant = r.getString(24);
      return new DeliveryRequest.EngineActionRef(
          actionId,
          new java.math.BigDecimal(step).longValueExact(),
          senderId,
          r.getBoolean(23),
          variant == null ? null : new java.math.BigDecimal(variant).intValueExact());
    } catch (ArithmeticException | NumberFormatException notAStepNumber) {
      return null;
    }
  }

  private static DeliveryLead lead(ResultSet r) throws SQLException {
    return new DeliveryLead(
        r.getString(14),
        r.getString(15),
        r.getString(16),
        r.getString(17),
        r.getString(18),
        r.getString(19));
  }

  static DeliveryAttempt attempt(ResultSet r) throws SQLException {
    return new DeliveryAttempt(
        r.getObject(1, UUID.class),
        r.getObject(2, UUID.class),
        r.getInt(3),
        AttemptOutcome.valueOf(r.getString(4)),
        r.getObject(5, Integer.class),
        r.getLong(6),
        r.getString(7),
        r.getString(8),
        SqlTimes.instant(r, 9));
  }
}
