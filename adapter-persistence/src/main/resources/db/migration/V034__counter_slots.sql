-- The statistics counters' shard is now the writing transaction's slot, not its membership's.
--
-- V024 spread a campaign's counter rows over 16 shards by membership, so two transactions writing
-- one campaign mostly touched different rows, but not always: a transaction that moves several
-- memberships (the engine records a whole pass in one transaction, a batch of POST /events moves
-- each event's membership) bumps the count rows of several shards in the order of its moves, and
-- two of them deadlocked (PostgreSQL aborted one: found by bench/email.sh, where it stopped three of
-- four engine threads).
--
-- Now a transaction takes a slot (0-15) the first time it bumps a counter, holds it until it ends
-- (a transaction-scoped advisory lock) and bumps only that slot's rows. No two transactions hold
-- one slot at once, so writers never wait for each other on a counter row, whatever the order of
-- their moves. Only when all 16 slots are taken does a transaction wait for one. Readers sum over
-- the shards as before; rows already written keep their shard, which sums the same.

CREATE FUNCTION counter_slot() RETURNS smallint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    held text := current_setting('outreach.counter_slot', true);
    first int := pg_backend_pid() % 16;
    slot int;
BEGIN
    IF held IS NOT NULL AND held <> '' THEN
        RETURN held::smallint;
    END IF;
    FOR i IN 0..15 LOOP
        slot := (first + i) % 16;
        -- 1131 is this service's advisory lock space for counter slots (no other lock uses it).
        IF pg_try_advisory_xact_lock(1131, slot) THEN
            PERFORM set_config('outreach.counter_slot', slot::text, true);
            RETURN slot;
        END IF;
    END LOOP;
    PERFORM pg_advisory_xact_lock(1131, first);
    PERFORM set_config('outreach.counter_slot', first::text, true);
    RETURN first;
END $$;

-- The membership argument is no longer read; the triggers keep calling it as they did.
CREATE OR REPLACE FUNCTION bump_membership_count(campaign uuid, state text, active boolean, delta int, membership uuid)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO campaign_membership_counts (campaign_id, status, processed, shard, memberships)
    VALUES (campaign, state, active, counter_slot(), delta)
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = campaign_membership_counts.memberships + EXCLUDED.memberships
$$;

CREATE OR REPLACE FUNCTION count_inserted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    slot smallint := counter_slot();
BEGIN
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), slot, count(*)
    FROM inserted_memberships m
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_deleted_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    slot smallint := counter_slot();
BEGIN
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT m.campaign_id, m.status,
           EXISTS (SELECT 1 FROM membership_activity a WHERE a.membership_id = m.id), slot, -count(*)
    FROM deleted_memberships m
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

-- No counter is written by membership any more.
DROP FUNCTION counter_shard(uuid);
