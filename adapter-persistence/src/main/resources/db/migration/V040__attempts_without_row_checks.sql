-- The attempt rows lose their reference to webhooks too (docs/decisions.md "Event
-- recording", "References of the append-only tables"), as V038 did for the deliveries: its check
-- locked the webhook once per attempt row, after the batch had already locked its deliveries (the
-- opposite of a webhook deletion's order). The attempt recorder now locks the batch's webhooks FOR
-- KEY SHARE once each, first (OutboxSql.LOCK_WEBHOOKS), and logs attempts only for the webhooks it
-- locked; V038's deletion trigger deletes the deleted webhooks' attempts with their deliveries.

ALTER TABLE webhook_delivery_attempts DROP CONSTRAINT webhook_delivery_attempts_webhook_id_fkey;

CREATE OR REPLACE FUNCTION delete_deleted_webhooks_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM webhook_deliveries d USING gone g WHERE d.webhook_id = g.id;
    DELETE FROM webhook_delivery_attempts a USING gone g WHERE a.webhook_id = g.id;
    RETURN NULL;
END $$;
