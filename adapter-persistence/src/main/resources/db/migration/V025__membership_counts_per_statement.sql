-- The membership counts of V007, kept per statement instead of per row for inserts and deletes
-- (the CSV import adds up to 100,000 memberships in one transaction). A row trigger bumps
-- the same counts row once per membership; in one transaction every bump leaves a version of that
-- row that no one can prune yet, and each next bump walks them all: 100,000 inserts took minutes.
-- A statement trigger bumps each (campaign, status, processed) row once per statement with the
-- statement's own count, through its transition table. The counts are the same, in the shards of V024
-- (each membership's counter_shard).
-- Updates stay per row: they move one membership at a time, and their trigger has a WHEN clause.

DROP TRIGGER memberships_count_insert ON memberships;

CREATE FUNCTION count_inserted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), counter_shard(m.id), count(*)
    FROM inserted_memberships m
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE FUNCTION count_deleted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), counter_shard(m.id), -count(*)
    FROM deleted_memberships m
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE TRIGGER memberships_count_inserted AFTER INSERT ON memberships
    REFERENCING NEW TABLE AS inserted_memberships
    FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_memberships();
CREATE TRIGGER memberships_count_deleted AFTER DELETE ON memberships
    REFERENCING OLD TABLE AS deleted_memberships
    FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_memberships();
