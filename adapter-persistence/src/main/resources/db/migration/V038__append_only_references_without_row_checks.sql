-- The event intake's foreign-key checks, replaced where a cheaper rule keeps the same guarantee
-- (docs/decisions.md "Event recording", "References of the append-only tables").
--
-- Each POST /events ran 10 foreign-key checks (a `SELECT 1 ... FOR KEY SHARE` each, locking a parent
-- row): the event's user, campaign, membership and lead, and per outbox row its event and its
-- webhook; the counter rows added campaign and membership checks. ~50 us of PostgreSQL time per
-- event (pg_stat_statements, docs/performance.md). Nothing ever deletes a user, a campaign, a lead,
-- a membership or an event (they are marked DELETED or kept), and the rows that name them are written
-- by one code path that has just read (and, for the membership, locked FOR UPDATE) what they name,
-- in the same transaction. So:
--
-- 1. The events, the counter rows and the outbox and attempt rows lose their references to those
--    parents. What the references still did is kept by per-statement triggers on the parents, which
--    cost nothing on the hot path: deleting a parent (an operator's SQL) that an event names is
--    refused, as the reference refused it, and so is changing a referenced id.
-- 2. webhook_deliveries loses its reference to webhooks and its ON DELETE CASCADE: a per-statement
--    trigger on webhooks deletes the deleted webhooks' deliveries instead. The enqueue statement
--    locks each webhook it joins FOR KEY SHARE once per statement (OutboxSql.ENQUEUE_ALL), instead of
--    once per delivery row, which is what keeps a concurrent webhook deletion from leaving an
--    orphan delivery: the deletion waits for the enqueueing transaction and its trigger, a new
--    statement, then sees and deletes that transaction's rows; an enqueue that meets a deletion
--    waits for it and, once it is committed, skips the webhook.
--    The attempts keep their reference to webhooks here; V040 replaces it in the same way.

ALTER TABLE events
    DROP CONSTRAINT events_user_id_fkey,
    DROP CONSTRAINT events_campaign_id_fkey,
    DROP CONSTRAINT events_membership_id_fkey,
    DROP CONSTRAINT events_lead_id_fkey;
ALTER TABLE campaign_event_days DROP CONSTRAINT campaign_event_days_campaign_id_fkey;
ALTER TABLE membership_event_days
    DROP CONSTRAINT membership_event_days_campaign_id_fkey,
    DROP CONSTRAINT membership_event_days_membership_id_fkey;
ALTER TABLE membership_activity
    DROP CONSTRAINT membership_activity_campaign_id_fkey,
    DROP CONSTRAINT membership_activity_membership_id_fkey;
ALTER TABLE webhook_deliveries
    DROP CONSTRAINT webhook_deliveries_event_id_fkey,
    DROP CONSTRAINT webhook_deliveries_webhook_id_fkey;
ALTER TABLE webhook_delivery_attempts DROP CONSTRAINT webhook_delivery_attempts_event_id_fkey;

-- What the dropped references refused: deleting a row that one of those tables still names. Run once
-- per DELETE statement, after it, over the statement's deleted rows (an error rolls the statement
-- back, as the reference's did). A membership's or campaign's counter rows only exist with an event
-- of it, so those are looked up first (through their keys), then the events (a rare operator's
-- statement, so reading the events table is acceptable; V039 drops the event indexes nothing else reads).
CREATE FUNCTION refuse_deleting_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER users_referenced AFTER DELETE ON users
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced();
CREATE TRIGGER campaigns_referenced AFTER DELETE ON campaigns
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced();
CREATE TRIGGER leads_referenced AFTER DELETE ON leads
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced();
CREATE TRIGGER memberships_referenced AFTER DELETE ON memberships
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced();
CREATE TRIGGER events_referenced AFTER DELETE ON events
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_referenced();

-- The references also refused changing a named id; no code changes an id, so it is refused outright.
-- A trigger with a column list fires only for an UPDATE that sets the column.
CREATE FUNCTION refuse_changing_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the id of a % row never changes', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
END $$;

CREATE TRIGGER users_id_kept BEFORE UPDATE OF id ON users
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
CREATE TRIGGER campaigns_id_kept BEFORE UPDATE OF id ON campaigns
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
CREATE TRIGGER leads_id_kept BEFORE UPDATE OF id ON leads
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
CREATE TRIGGER memberships_id_kept BEFORE UPDATE OF id ON memberships
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
CREATE TRIGGER events_id_kept BEFORE UPDATE OF id ON events
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();
CREATE TRIGGER webhooks_id_kept BEFORE UPDATE OF id ON webhooks
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_changing_id();

-- ON DELETE CASCADE of the deliveries, per statement. It runs after the deleting statement, as a new
-- statement, so it also sees deliveries committed by an enqueue the deletion had to wait for (the
-- enqueue holds the webhook FOR KEY SHARE until it commits).
CREATE FUNCTION delete_deleted_webhooks_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM webhook_deliveries d USING gone g WHERE d.webhook_id = g.id;
    RETURN NULL;
END $$;

CREATE TRIGGER webhooks_deliveries_deleted AFTER DELETE ON webhooks
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION delete_deleted_webhooks_deliveries();
