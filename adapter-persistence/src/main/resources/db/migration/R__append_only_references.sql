-- The append-only tables' references (V038, V040): deleting a row that events, counters or
-- deliveries still name is refused, ids never change, and deleting a webhook deletes its deliveries
-- and attempts.
--
-- Today's bodies of these functions. Flyway runs this file after the versioned migrations and again
-- whenever it changes: a new body is an edit here, not a new versioned file. The triggers that call
-- them are created in V038.

-- What the dropped references refused: deleting a row that one of those tables still names. Run once
-- per DELETE statement, after it, over the statement's deleted rows (an error rolls the statement
-- back, as the reference's did). A membership's or campaign's counter rows only exist with an event
-- of it, so those are looked up first (through their keys), then the events (a rare operator's
-- statement, so reading the events table is acceptable; V039 drops the event indexes nothing else reads).
CREATE OR REPLACE FUNCTION refuse_deleting_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    named boolean;
BEGIN
    -- Assigned first: IF would end its condition at the CASE's first THEN.
    named := CASE TG_TABLE_NAME
        WHEN 'users' THEN EXISTS (SELECT 1 FROM events e WHERE e.user_id IN (SELECT id FROM gone))
        WHEN 'campaigns' THEN EXISTS (SELECT 1 FROM gone g JOIN campaign_event_days d ON d.campaign_id = g.id)
                           OR EXISTS (SELECT 1 FROM gone g JOIN events e ON e.campaign_id = g.id)
        WHEN 'leads' THEN EXISTS (SELECT 1 FROM events e WHERE e.lead_id IN (SELECT id FROM gone))
        WHEN 'memberships' THEN EXISTS (SELECT 1 FROM gone g JOIN membership_activity a ON a.membership_id = g.id)
                             OR EXISTS (SELECT 1 FROM gone g JOIN events e ON e.membership_id = g.id)
        WHEN 'events' THEN EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id IN (SELECT id FROM gone))
                        OR EXISTS (SELECT 1 FROM webhook_delivery_attempts a WHERE a.event_id IN (SELECT id FROM gone))
    END;
    IF named THEN
        RAISE EXCEPTION 'a deleted % row is still named by an event or its rows', TG_TABLE_NAME
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
END $$;

-- The references also refused changing a named id; no code changes an id, so it is refused outright.
-- A trigger with a column list fires only for an UPDATE that sets the column.
CREATE OR REPLACE FUNCTION refuse_changing_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the id of a % row never changes', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
END $$;

CREATE OR REPLACE FUNCTION delete_deleted_webhooks_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM webhook_deliveries d USING gone g WHERE d.webhook_id = g.id;
    DELETE FROM webhook_delivery_attempts a USING gone g WHERE a.webhook_id = g.id;
    RETURN NULL;
END $$;
