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

-- "leads", "total", "completed", "failed", "processed": live membership counts by status and by
-- whether the membership has had an event. Kept by triggers, because memberships are written by
-- several use cases (add-to-campaign, lead status, events, the engine) and by operators' SQL: every
-- writer keeps the counts without knowing of them, and a stats answer reads a few rows instead of
-- counting 100,000 memberships.
CREATE TABLE campaign_membership_counts (
    campaign_id uuid    NOT NULL REFERENCES campaigns (id),
    status      text    NOT NULL,
    processed   boolean NOT NULL,
    memberships bigint  NOT NULL,  -- never below 0 once settled; a CHECK would refuse the -1 upsert row itself
    PRIMARY KEY (campaign_id, status, processed)
);

CREATE FUNCTION bump_membership_count(campaign uuid, state text, active boolean, delta int) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO campaign_membership_counts (campaign_id, status, processed, memberships)
    VALUES (campaign, state, active, delta)
    ON CONFLICT (campaign_id, status, processed)
    DO UPDATE SET memberships = campaign_membership_counts.memberships + EXCLUDED.memberships
$$;

CREATE FUNCTION count_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM bump_membership_count(OLD.campaign_id, OLD.status,
            EXISTS (SELECT 1 FROM membership_activity WHERE membership_id = OLD.id), -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM bump_membership_count(NEW.campaign_id, NEW.status,
            EXISTS (SELECT 1 FROM membership_activity WHERE membership_id = NEW.id), 1);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER memberships_count_insert AFTER INSERT OR DELETE ON memberships
    FOR EACH ROW EXECUTE FUNCTION count_membership();
CREATE TRIGGER memberships_count_update AFTER UPDATE OF status, campaign_id ON memberships
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
    EXECUTE FUNCTION count_membership();

-- A membership's first event moves it from "not processed" to "processed" under its current status.
CREATE FUNCTION count_first_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    state text;
BEGIN
    SELECT m.status INTO state FROM memberships m WHERE m.id = NEW.membership_id;
    PERFORM bump_membership_count(NEW.campaign_id, state, false, -1);
    PERFORM bump_membership_count(NEW.campaign_id, state, true, 1);
    RETURN NULL;
END $$;
CREATE TRIGGER membership_activity_count AFTER INSERT ON membership_activity
    FOR EACH ROW EXECUTE FUNCTION count_first_activity();

-- Memberships written before this migration.
INSERT INTO campaign_membership_counts (campaign_id, status, processed, memberships)
SELECT campaign_id, status, false, count(*) FROM memberships GROUP BY campaign_id, status;
