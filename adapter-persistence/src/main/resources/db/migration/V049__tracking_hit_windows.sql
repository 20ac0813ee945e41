-- D-55: an email's opens become OPENED at most once per 10 minutes, its clicks on one link CLICKED at
-- most once per 10 minutes; the hits in between are only counted, here. One row per email and kind
-- (per link for clicks; hits within the bot window apart), written by the recording loop and locked
-- by it, so two instances never both record one window.
CREATE TABLE tracking_hit_windows (
    action_id        uuid        NOT NULL,
    kind             text        NOT NULL CHECK (kind IN ('OPENED', 'CLICKED')),
    -- md5 of the link ('' for opens): links run to 2,048 characters, too long for a key.
    link             text        NOT NULL,
    suspected_bot    boolean     NOT NULL,
    last_recorded_at timestamptz,
    hits             bigint      NOT NULL DEFAULT 0,
    PRIMARY KEY (action_id, kind, link, suspected_bot)
);
