-- Rebuilds the statistics counters of D-29 from the raw events table: the same rows
-- StatsCounters (adapter-persistence, event package) writes one event at a time, written here in
-- bulk. Used by bench/stats.sh after bulk-loading events with SQL; also the operator's repair
-- for counters (run in one transaction, service stopped or campaign quiet).
BEGIN;
TRUNCATE campaign_event_days, membership_event_days, membership_activity;
INSERT INTO campaign_event_days (campaign_id, day, kind, events)
SELECT campaign_id, (occurred_at AT TIME ZONE 'UTC')::date, kind, count(*)
FROM events GROUP BY 1, 2, 3;
INSERT INTO membership_event_days (campaign_id, figure, day, membership_id)
SELECT DISTINCT campaign_id, 'ENGAGED', (occurred_at AT TIME ZONE 'UTC')::date, membership_id
FROM events WHERE kind IN ('ACCEPTS_REQUEST', 'REPLY_DETECTED', 'OPENED', 'CLICKED')
UNION ALL
SELECT DISTINCT campaign_id, 'REPLIED', (occurred_at AT TIME ZONE 'UTC')::date, membership_id
FROM events WHERE kind = 'REPLY_DETECTED';
INSERT INTO membership_activity (membership_id, campaign_id, first_event_at, engaged, replied)
SELECT membership_id, campaign_id, min(occurred_at),
       bool_or(kind IN ('ACCEPTS_REQUEST', 'REPLY_DETECTED', 'OPENED', 'CLICKED')), bool_or(kind = 'REPLY_DETECTED')
FROM events GROUP BY 1, 2;
-- The membership counts the triggers keep, rebuilt whole (TRUNCATE fires no row trigger).
TRUNCATE campaign_membership_counts;
INSERT INTO campaign_membership_counts (campaign_id, status, processed, memberships)
SELECT m.campaign_id, m.status, a.membership_id IS NOT NULL, count(*)
FROM memberships m LEFT JOIN membership_activity a ON a.membership_id = m.id
GROUP BY 1, 2, 3;
COMMIT;
