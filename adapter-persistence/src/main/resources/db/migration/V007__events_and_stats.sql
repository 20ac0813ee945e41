-- Outreach events and campaign statistics (DECISIONS D-26, D-29, D-33; docs/decisions.md
-- "Events and statistics").

-- The append-only event record: the single source of statistics and of webhook deliveries. seq gives
-- a total order of recording, so a delivery outbox can read "every event after seq n" without
-- changing who writes here.
CREATE TABLE events (
    id            uuid        PRIMARY KEY,
    seq           bigint      GENERATED ALWAYS AS IDENTITY UNIQUE,
    kind          text        NOT NULL CHECK (kind IN ('CONNECT_INVITED', 'ACCEPTS_REQUEST', 'REPLY_DETECTED',
                                                       'EMAIL_SENT', 'OPENED', 'BOUNCED', 'CLICKED', 'UNSUBSCRIBED')),
    user_id       uuid        NOT NULL REFERENCES users (id),
    campaign_id   uuid        NOT NULL REFERENCES campaigns (id),
    membership_id uuid        NOT NULL REFERENCES memberships (id),
    lead_id       uuid        NOT NULL REFERENCES leads (id),
    occurred_at   timestamptz NOT NULL,
    recorded_at   timestamptz NOT NULL,
    data          jsonb       CHECK (data IS NULL OR jsonb_typeof(data) = 'object')
);
CREATE INDEX events_campaign_time_idx ON events (campaign_id, occurred_at);
CREATE INDEX events_membership_idx ON events (membership_id);

-- Events per campaign, UTC day and kind: "events", "accepted", "replied" and the rates of any range
-- are a sum over at most 366 x 8 rows a year, whatever the number of events.
CREATE TABLE campaign_event_days (
    campaign_id uuid   NOT NULL REFERENCES campaigns (id),
    day         date   NOT NULL,
    kind        text   NOT NULL,
    events      bigint NOT NULL CHECK (events > 0),
    PRIMARY KEY (campaign_id, day, kind)
);

-- The distinct-membership figures of a range: one row per membership and UTC day on which it engaged
-- (ACCEPTS_REQUEST, REPLY_DETECTED, OPENED, CLICKED) or replied (REPLY_DETECTED).
CREATE TABLE membership_event_days (
    campaign_id   uuid NOT NULL REFERENCES campaigns (id),
    figure        text NOT NULL CHECK (figure IN ('ENGAGED', 'REPLIED')),
    day           date NOT NULL,
    membership_id uuid NOT NULL REFERENCES memberships (id),
    PRIMARY KEY (campaign_id, figure, day, membership_id)
);

-- One row per membership with at least one event: "processed" (joined with the live memberships)
-- and the all-time engagements and opportunities, without scanning events.
CREATE TABLE membership_activity (
    membership_id  uuid        PRIMARY KEY REFERENCES memberships (id),
    campaign_id    uuid        NOT NULL REFERENCES campaigns (id),
    first_event_at timestamptz NOT NULL,
    engaged        boolean     NOT NULL,
    replied        boolean     NOT NULL
);
CREATE INDEX membership_activity_campaign_idx ON membership_activity (campaign_id) INCLUDE (engaged, replied);

-- "leads", "total", "completed", "failed": membership counts by status, from the index alone.
CREATE INDEX memberships_campaign_status_idx ON memberships (campaign_id, status);
