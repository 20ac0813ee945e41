-- Webhook delivery at scale (docs/webhooks.md "Isolation between endpoints", docs/decisions.md).

-- Which worker (instance) made each attempt: operators can tell instances apart in the log, and the
-- two-instance run checks how the work was shared.
ALTER TABLE webhook_delivery_attempts ADD COLUMN worker text;

-- A webhook's unfinished deliveries: postponing them while its circuit is open, and failing them when
-- it is disabled, must not walk every delivery the webhook ever had (its primary-key prefix would).
CREATE INDEX webhook_deliveries_unfinished_idx ON webhook_deliveries (webhook_id)
    WHERE status IN ('PENDING', 'DELIVERING');
