-- Per-campaign counters that do not serialise one campaign's events. Each counter row of a
-- campaign is split into 16 shards; an event or a membership change bumps the shard of its
-- membership (the low 4 bits of the membership id), so concurrent writers into one campaign mostly
-- lock different rows. Readers sum over the shards (the stats query already sums by kind and status).
-- Rows written before keep shard 0, which sums the same.

-- The last byte of the uuid's 16, masked to 0..15; StatsCounters' batches compute it here too, so
-- there is one definition.
CREATE FUNCTION counter_shard(membership uuid) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT (get_byte(uuid_send(membership), 15) & 15)::smallint
$$;

ALTER TABLE campaign_event_days
    ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 15),
    DROP CONSTRAINT campaign_event_days_pkey,
    ADD PRIMARY KEY (campaign_id, day, kind, shard);

ALTER TABLE campaign_membership_counts
    ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 15),
    DROP CONSTRAINT campaign_membership_counts_pkey,
    ADD PRIMARY KEY (campaign_id, status, processed, shard);

CREATE FUNCTION bump_membership_count(campaign uuid, state text, active boolean, delta int, membership uuid)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO campaign_membership_counts (campaign_id, status, processed, shard, memberships)
    VALUES (campaign, state, active, counter_shard(membership), delta)
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = campaign_membership_counts.memberships + EXCLUDED.memberships
$$;

CREATE OR REPLACE FUNCTION count_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM bump_membership_count(OLD.campaign_id, OLD.status,
            EXISTS (SELECT 1 FROM membership_activity WHERE membership_id = OLD.id), -1, OLD.id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM bump_membership_count(NEW.campaign_id, NEW.status,
            EXISTS (SELECT 1 FROM membership_activity WHERE membership_id = NEW.id), 1, NEW.id);
    END IF;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_first_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    state text;
BEGIN
    SELECT m.status INTO state FROM memberships m WHERE m.id = NEW.membership_id;
    PERFORM bump_membership_count(NEW.campaign_id, state, false, -1, NEW.membership_id);
    PERFORM bump_membership_count(NEW.campaign_id, state, true, 1, NEW.membership_id);
    RETURN NULL;
END $$;

DROP FUNCTION bump_membership_count(uuid, text, boolean, int);
