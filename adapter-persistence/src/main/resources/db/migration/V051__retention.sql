-- D-54 retention (docs/privacy.md "Retention"): a leased background job deletes what has outlived
-- its configured age, in small batches of their own short transaction each. One index per age
-- lookup that no existing index serves; webhook_delivery_attempts and tracking_hits are walked from
-- the low end of their identity keys instead, where their oldest rows are.

-- Settled deliveries by age. Partial: the unfinished ones, the only rows the delivery path reads, cost
-- no entry, and a delivery enters this index once, when it settles.
CREATE INDEX webhook_deliveries_settled_idx ON webhook_deliveries (updated_at)
    WHERE status IN ('DELIVERED', 'FAILED');

-- D-55 windows by the time their email was last recorded as opened or clicked.
CREATE INDEX tracking_hit_windows_recorded_idx ON tracking_hit_windows (last_recorded_at);

-- What an IMAP message leaves besides its conversation message: its receipt key, by age.
CREATE INDEX signal_receipts_imap_age_idx ON signal_receipts (received_at) WHERE key LIKE 'imap:%';

-- The job's lease: one instance at a time applies retention; every batch renews the lease in its own
-- transaction, holding the row until it commits, so no two batches ever run at once.
CREATE TABLE retention_lease (
    job         text        PRIMARY KEY,
    holder      text        NOT NULL,
    lease_until timestamptz NOT NULL
);
