-- D-46: opens and clicks answered but not yet recorded as events. The pixel answers without waiting for
-- the event's transaction; the hits are written here in batches and recorded by the recording loop,
-- which deletes each in the transaction that records it. Empty whenever the loop keeps up.
CREATE TABLE tracking_hits (
    id        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    action_id uuid        NOT NULL,
    kind      text        NOT NULL CHECK (kind IN ('OPENED', 'CLICKED')),
    url       text,
    hit_at    timestamptz NOT NULL
);
