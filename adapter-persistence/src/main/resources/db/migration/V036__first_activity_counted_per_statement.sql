-- A membership's first event (its membership_activity row) moves it from "not processed" to
-- "processed" under its current status (V007), now counted per statement instead of per row.
-- The events of a pass, or of a batch of POST /events, write their activity rows in one statement
-- (StatsCounters' ACTIVITY); V007's row trigger ran, per new row, a status read and two
-- bump_membership_count upserts (four statements per engine action: 11 % of all statement time in
-- bench/engine.sh). This trigger reads the statement's new rows once, joins their memberships, and
-- upserts each (campaign, status, processed) count once with the statement's own total, in key order,
-- on the transaction's counter slot (V034), as V035's insert and delete triggers do.
--
-- The transition table of an INSERT ... ON CONFLICT DO UPDATE holds only the rows it inserted; the
-- rows the conflict updated are no first activity and are not in it (MembershipCountTriggersTest).
--
-- (SELECT counter_slot()) is evaluated once per statement; counter_slot() alone would run once per
-- counted row.
-- The counts are the same as V007's: its row triggers also ran at the statement's end, reading the
-- memberships' status then.

DROP TRIGGER membership_activity_count ON membership_activity;
DROP FUNCTION count_first_activity();

CREATE FUNCTION count_first_activities() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER membership_activity_count AFTER INSERT ON membership_activity
    REFERENCING NEW TABLE AS first_activities
    FOR EACH STATEMENT EXECUTE FUNCTION count_first_activities();
