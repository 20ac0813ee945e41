-- A membership's change of status or campaign, counted per statement instead of per row.
-- V007's row trigger bumped two count rows per moved membership (two bump_membership_count calls, each
-- an upsert); the engine's record now releases a whole pass's memberships in one statement, and
-- this trigger counts them with one upsert per (campaign, status, processed) row, in key order, on
-- the transaction's counter slot (V034).
--
-- (SELECT counter_slot()) is evaluated once per statement; counter_slot() alone would run once per
-- counted row.
--
-- PostgreSQL refuses transition tables on a trigger with a column list (UPDATE OF status,
-- campaign_id), so this trigger runs after every UPDATE of memberships, also those that move none
-- (claims, holds, lease extensions); for them it only compares the statement's old and new rows and
-- returns. Measured (docs/performance.md, "Outreach engine"): that check costs
-- less per engine action than the row trigger's bumps it replaces. Every writer is counted, as before:
-- the API's status changes, POST /events, the engine, operators' SQL.

DROP TRIGGER memberships_count_update ON memberships;
DROP FUNCTION count_membership();
DROP FUNCTION bump_membership_count(uuid, text, boolean, int);

CREATE FUNCTION count_moved_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER memberships_count_moved AFTER UPDATE ON memberships
    REFERENCING OLD TABLE AS moved_from NEW TABLE AS moved_to
    FOR EACH STATEMENT EXECUTE FUNCTION count_moved_memberships();
