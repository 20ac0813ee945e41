-- The claim takes each webhook's oldest due deliveries through one index (docs/performance.md
-- "Webhook delivery").
--
-- The claim used to read the oldest due rows of all webhooks through webhook_deliveries_due_idx and
-- skip those of webhooks at their cap of concurrent sends. With every webhook of a busy owner at its cap,
-- it read the whole backlog to take nothing: 296 ms and 8,600 buffers for one claim on a backlog of
-- 260,000 deliveries. Ordered by webhook first, the index lets the claim find the webhooks with
-- unfinished deliveries (one descent each) and read only the rows it may take from those with a free
-- slot. It also serves postponing and failing a webhook's unfinished deliveries, as the index on
-- (webhook_id) alone did, so one index replaces both and every delivery written costs one entry less.
DROP INDEX webhook_deliveries_due_idx;
DROP INDEX webhook_deliveries_unfinished_idx;
CREATE INDEX webhook_deliveries_unfinished_idx ON webhook_deliveries (webhook_id, next_attempt_at)
    WHERE status IN ('PENDING', 'DELIVERING');
