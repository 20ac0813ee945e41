-- The statistics counters' triggers (D-29): each statement that inserts, deletes or moves
-- memberships, or records first activities, bumps the campaign's membership counts in the counter
-- slot its transaction holds (counter_slot), so writers never queue on one counter row.
--
-- Today's bodies of these functions; their history is in V007, V024, V025 and V034 to V037. Flyway
-- runs this file after the versioned migrations and again whenever it changes: a new body is an
-- edit here, not a new versioned file. The triggers that call them are created in V025 to V037.

CREATE OR REPLACE FUNCTION counter_slot() RETURNS smallint
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

CREATE OR REPLACE FUNCTION count_first_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM first_activities) THEN
        RETURN NULL;
    END IF;
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT a.campaign_id, m.status, p.processed, (SELECT counter_slot()),
           CASE WHEN p.processed THEN count(*) ELSE -count(*) END
    FROM first_activities a
    JOIN memberships m ON m.id = a.membership_id
    CROSS JOIN (VALUES (false), (true)) AS p (processed)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_moved_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- Whether any membership moved: the rows whose (status, campaign) the statement changed. A set
    -- difference, hashed, linear in the statement's rows; an EXISTS over a join of the two tables was
    -- planned as a nested loop expecting an early match, quadratic when nothing moved (14 s for an
    -- UPDATE of 5,000 memberships' next_action_at).
    IF NOT EXISTS (SELECT id, status, campaign_id FROM moved_from
                   EXCEPT
                   SELECT id, status, campaign_id FROM moved_to) THEN
        RETURN NULL;
    END IF;
    -- A moved membership leaves its old (campaign, status) and joins its new one; "processed" is the
    -- membership's, the same before and after. It is a scalar subquery, one primary-key probe per
    -- moved membership: an EXISTS may be planned as a hash of all of membership_activity (21 ms for a
    -- pass of 50 in bench/engine.sh), and plpgsql keeps that plan for the session.
    INSERT INTO campaign_membership_counts AS c (campaign_id, status, processed, shard, memberships)
    SELECT v.campaign_id, v.status,
           COALESCE((SELECT true FROM membership_activity a WHERE a.membership_id = n.id), false),
           (SELECT counter_slot()), sum(v.delta)
    FROM moved_from o
    JOIN moved_to n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.campaign_id, o.status, -1), (n.campaign_id, n.status, 1)) AS v (campaign_id, status, delta)
    WHERE o.status IS DISTINCT FROM n.status OR o.campaign_id IS DISTINCT FROM n.campaign_id
    GROUP BY 1, 2, 3
    HAVING sum(v.delta) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (campaign_id, status, processed, shard)
    DO UPDATE SET memberships = c.memberships + EXCLUDED.memberships;
    RETURN NULL;
END $$;
