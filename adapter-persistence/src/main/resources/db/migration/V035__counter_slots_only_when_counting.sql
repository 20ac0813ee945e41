-- V034, tidied: a statement that inserted or deleted no membership takes no counter slot (an
-- add-to-campaign whose leads were all in already would hold a slot's advisory lock to its commit
-- for nothing), and bump_membership_count loses the membership argument it no longer reads.

CREATE OR REPLACE FUNCTION count_inserted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM inserted_memberships) THEN
        RETURN NULL;
    END IF;
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), counter_slot(), count(*)
    FROM inserted_memberships m
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_deleted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM deleted_memberships) THEN
        RETURN NULL;
    END IF;
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), counter_slot(), -count(*)
    FROM deleted_memberships m
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE FUNCTION bump_membership_count(campaign uuid, state text, active boolean, delta int)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO campaign_membership_counts (campaign_id, status, processed, shard, memberships)
    VALUES (campaign, state, active, counter_slot(), delta)
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = campaign_membership_counts.memberships + EXCLUDED.memberships
$$;

CREATE OR REPLACE FUNCTION count_membership() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE FUNCTION count_first_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    state text;
BEGIN
    SELECT m.status INTO state FROM memberships m WHERE m.id = NEW.membership_id;
    PERFORM bump_membership_count(NEW.campaign_id, state, false, -1);
    PERFORM bump_membership_count(NEW.campaign_id, state, true, 1);
    RETURN NULL;
END $$;

DROP FUNCTION bump_membership_count(uuid, text, boolean, int, uuid);
