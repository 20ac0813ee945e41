-- The webhook delivery outbox (DECISIONS D-25, D-26; docs/decisions.md "Webhook delivery: outbox").

-- One row per (event, webhook), written in the transaction that records the event, so a committed
-- event always has its deliveries and a rolled-back one has none. A worker claims a due row by setting
-- status DELIVERING, a lease and next_attempt_at = lease_until: a crashed worker's row is thereby due
-- again when its lease ends, and one partial index serves both "due" and "lease expired".
CREATE TABLE webhook_deliveries (
    webhook_id      uuid        NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id        uuid        NOT NULL REFERENCES events (id),
    status          text        NOT NULL CHECK (status IN ('PENDING', 'DELIVERING', 'DELIVERED', 'FAILED')),
    attempts        int         NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at timestamptz NOT NULL,
    lease_until     timestamptz,
    leased_by       text,
    last_outcome    text,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    PRIMARY KEY (webhook_id, event_id)
);
-- "Due deliveries": only unfinished rows are indexed, so the index stays as small as the backlog.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
    WHERE status IN ('PENDING', 'DELIVERING');

-- Every attempt, as GET /webhooks/{id}/deliveries shows it (D-25), newest first by id.
CREATE TABLE webhook_delivery_attempts (
    id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    webhook_id       uuid        NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id         uuid        NOT NULL REFERENCES events (id),
    attempt          int         NOT NULL CHECK (attempt > 0),
    outcome          text        NOT NULL CHECK (outcome IN ('SUCCEEDED', 'RETRYING', 'FAILED', 'WEBHOOK_DISABLED')),
    response_status  int,
    duration_ms      bigint      NOT NULL CHECK (duration_ms >= 0),
    error            text,
    -- The receiver's answer, cut to 4 KB by the sender: enough to debug, never a storage hazard.
    response_body    text        CHECK (response_body IS NULL OR length(response_body) <= 4096),
    created_at       timestamptz NOT NULL
);
CREATE INDEX webhook_delivery_attempts_list_idx ON webhook_delivery_attempts (webhook_id, id DESC);

-- Start of a webhook's current run of failures (null after a success): after 5 days of it the
-- webhook becomes isValid false (D-26).
ALTER TABLE webhooks ADD COLUMN failing_since timestamptz;
