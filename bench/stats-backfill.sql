-- Rebuilds the statistics counters of D-29 and D-52 from the raw events table: the same rows
-- StatsCounters and StepCounters (adapter-persistence, event package) write one batch at a time,
-- written here in bulk. An event without a step in its data counts, as StepCounters decides, for the
-- membership's latest carried-out action of its type, here the latest one sent by its time. Used by bench/stats.sh after bulk-loading events with SQL; also the operator's repair
-- for counters (run in one transaction, service stopped or campaign quiet).
BEGIN;
TRUNCATE campaign_event_days, membership_event_days, membership_activity, campaign_step_days;
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
INSERT INTO campaign_step_days (campaign_id, day, step, variant, figure, count)
SELECT e.campaign_id, e.day, coalesce(e.step, a.step), coalesce(a.variant, e.variant), e.figure, count(*)
FROM (
  SELECT campaign_id, membership_id, occurred_at, (occurred_at AT TIME ZONE 'UTC')::date AS day,
         (data->>'step')::int AS step, coalesce((data->>'variant')::int, 0) AS variant,
         CASE WHEN kind IN ('CONNECT_INVITED', 'MESSAGE_SENT', 'EMAIL_SENT', 'INMAIL_SENT', 'PROFILE_VISITED',
                            'POST_LIKED') THEN 'SENT'
              WHEN kind = 'ACCEPTS_REQUEST' THEN 'ACCEPTED'
              WHEN kind = 'REPLY_DETECTED' THEN 'REPLIED'
              ELSE kind END AS figure,
         CASE WHEN kind IN ('CONNECT_INVITED', 'ACCEPTS_REQUEST') THEN 'INVITE'
              WHEN kind = 'MESSAGE_SENT' THEN 'MESSAGE' WHEN kind = 'INMAIL_SENT' THEN 'INMAIL'
              WHEN kind = 'PROFILE_VISITED' THEN 'VISIT' WHEN kind = 'POST_LIKED' THEN 'LIKE_POST'
              WHEN kind IN ('EMAIL_SENT', 'OPENED', 'CLICKED', 'BOUNCED') THEN 'EMAIL'
              ELSE '' END AS action_type
  FROM events
  WHERE kind NOT IN ('UNSUBSCRIBED', 'ACCOUNT_PAUSED')
    AND coalesce(data->>'manual', 'false') <> 'true'
    AND NOT (kind IN ('OPENED', 'CLICKED') AND coalesce(data->>'suspectedBot', 'false') = 'true')
) e
LEFT JOIN LATERAL (
  SELECT ea.step, ea.variant FROM engine_actions ea
  WHERE e.step IS NULL AND ea.membership_id = e.membership_id AND NOT ea.manual
    AND ea.status IN ('SENT', 'UNKNOWN') AND ea.type <> 'WITHDRAW'
    AND (e.action_type = '' OR ea.type = e.action_type)
    AND coalesce(ea.sent_at, ea.reserved_at) <= e.occurred_at
  ORDER BY ea.seq DESC LIMIT 1) a ON true
WHERE coalesce(e.step, a.step) IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
-- The membership counts the triggers keep, rebuilt whole (TRUNCATE fires no row trigger).
TRUNCATE campaign_membership_counts;
INSERT INTO campaign_membership_counts (campaign_id, status, processed, memberships)
SELECT m.campaign_id, m.status, a.membership_id IS NOT NULL, count(*)
FROM memberships m LEFT JOIN membership_activity a ON a.membership_id = m.id
GROUP BY 1, 2, 3;
COMMIT;
