#!/usr/bin/env bash
# GET /campaigns/{id}/stats and GET /campaigns/{id}/steps/stats latency on a campaign with 100,000
# leads and 1,000,000 events over a year, and POST /events throughput, against the real jar and the
# machine's PostgreSQL 15 server.
#
# Recreates the database outreach_stats_bench, starts the service (Flyway creates the schema),
# creates an account with the operator CLI, bulk-loads leads, memberships and events with SQL,
# rebuilds the counters with bench/stats-backfill.sql (the bulk form of what POST /events writes),
# checks them against a recount, then times REQUESTS sequential stats calls per case and prints the
# medians, and runs wrk against POST /events. See bench/README.md.
set -euo pipefail

LEADS=${LEADS:-100000}
EVENTS=${EVENTS:-1000000}
REQUESTS=${REQUESTS:-50}
INTAKE_DURATION=${INTAKE_DURATION:-20s}
CONNECTIONS=${CONNECTIONS:-32}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_stats_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-stats-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=

BENCH=stats.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

install_missing wrk wrk
pg_fresh_database
psql_db() { db_psql "$@"; }
start_service
TOKEN=$(create_token stats-bench@example.com)
USER_ID=$(curl -fsS -H "token: $TOKEN" "$BASE/users/me" | sed -n 's/.*"userId":"\([^"]*\)".*/\1/p')
[ -n "$USER_ID" ] || USER_ID=$(psql_db -At -c "SELECT id FROM users WHERE email = 'stats-bench@example.com'")
CAMPAIGN=$(psql_db -At -c "SELECT gen_random_uuid()")

say "loading $LEADS leads and $EVENTS events over 2025"
t0=$SECONDS
psql_db <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
VALUES ('$CAMPAIGN', '$USER_ID', 'Bench', 'MESSAGE', '{"message1":"Hi","message2":"Hi again","message3":"Last"}',
        'ACTIVE', now(), now());
INSERT INTO leads (id, user_id, profile_link, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/bench-' || n, now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT md5('membership' || n)::uuid, '$CAMPAIGN', md5('lead' || n)::uuid, '$USER_ID',
       (ARRAY['PENDING','IN_PROGRESS','IN_PROGRESS','REPLIED','COMPLETED','FAILED','BOUNCED','UNSUBSCRIBED'])[1 + n % 8],
       gen_random_uuid(), now(), now()
FROM generate_series(1, $LEADS) n;
-- Each event names one of the campaign's three steps and two variants in its data, as the engine's do.
INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data)
SELECT gen_random_uuid(),
       (ARRAY['CONNECT_INVITED','ACCEPTS_REQUEST','REPLY_DETECTED','EMAIL_SENT','OPENED','BOUNCED','CLICKED','UNSUBSCRIBED'])[1 + (n * 7919) % 8],
       '$USER_ID', '$CAMPAIGN', md5('membership' || m)::uuid, md5('lead' || m)::uuid, t, t,
       jsonb_build_object('step', 1 + n % 3, 'variant', n % 2)
FROM (SELECT n, 1 + (n * 104729) % ($LEADS * 9 / 10) AS m,
             timestamptz '2025-01-01 00:00:00+00' + ((n * 2654435761) % 31536000) * interval '1 second' AS t
      FROM generate_series(1::bigint, $EVENTS) n) e;
SQL
psql_db -f "$ROOT/bench/stats-backfill.sql"
psql_db -c "VACUUM ANALYZE" 2>/dev/null  # non-superuser: shared catalogs are skipped, our tables are not
say "loaded in $(( SECONDS - t0 )) s"

# The counters must equal a recount from the raw events.
check=$(psql_db -At <<SQL
SELECT (SELECT count(*) FROM events WHERE campaign_id = '$CAMPAIGN') = (SELECT sum(events) FROM campaign_event_days WHERE campaign_id = '$CAMPAIGN')
   AND (SELECT count(DISTINCT membership_id) FROM events WHERE kind = 'REPLY_DETECTED' AND campaign_id = '$CAMPAIGN')
     = (SELECT count(*) FROM membership_activity WHERE replied AND campaign_id = '$CAMPAIGN')
   AND (SELECT count(*) FROM events WHERE kind NOT IN ('UNSUBSCRIBED', 'ACCOUNT_PAUSED') AND campaign_id = '$CAMPAIGN')
     = (SELECT sum(count) FROM campaign_step_days WHERE campaign_id = '$CAMPAIGN');
SQL
)
[ "$check" = t ] || die "counters differ from a recount"

time_stats() { # time_stats QUERY [PATH]: median milliseconds of REQUESTS sequential calls
  local url="$BASE/campaigns/$CAMPAIGN/${2:-stats}$1"
  curl -fsS -o /dev/null -H "token: $TOKEN" "$url" || die "stats call failed: $url"
  for _ in $(seq 1 10); do curl -fsS -o /dev/null -H "token: $TOKEN" "$url"; done  # warm-up
  for _ in $(seq 1 "$REQUESTS"); do
    curl -fsS -o /dev/null -w '%{time_total}\n' -H "token: $TOKEN" "$url"
  done | awk '{printf "%.2f\n", $1 * 1000}' >"$WORK/times.txt"
  median <"$WORK/times.txt"
}
p99() { percentile 99 <"$WORK/times.txt"; }  # of the last time_stats
MONTH='?range=%7B%22from%22%3A%222025-06-01%22%2C%22to%22%3A%222025-06-30%22%7D'
say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(psql_db -At -c 'SHOW server_version' | cut -d' ' -f1)"
echo "stats one month (June 2025): median $(time_stats "$MONTH") ms over $REQUESTS calls"
echo "stats all time:              median $(time_stats "") ms over $REQUESTS calls"
m=$(time_stats "$MONTH" steps/stats)
echo "step stats one month:        median $m ms, p99 $(p99) ms over $REQUESTS calls"
m=$(time_stats "" steps/stats)
echo "step stats all time:         median $m ms, p99 $(p99) ms over $REQUESTS calls"
curl -fsS -H "token: $TOKEN" "$BASE/campaigns/$CAMPAIGN/stats" >"$WORK/all-time.json"
say "all-time answer: $(cat "$WORK/all-time.json")"

# Intake: each request names a random live lead, so requests do not queue on one membership's lock.
cat >"$WORK/events.lua" <<LUA
local kinds = {"OPENED", "CLICKED", "EMAIL_SENT", "CONNECT_INVITED"}
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["token"] = "$TOKEN"
request = function()
  local body = '{"event":"' .. kinds[math.random(#kinds)] .. '","campaignId":"$CAMPAIGN",'
    .. '"profileLink":"linkedin.com/in/bench-' .. math.random($LEADS * 9 / 10) .. '"}'
  return wrk.format(nil, "/events", nil, body)
end
LUA
timeout 300 wrk -t 2 -c "$CONNECTIONS" -d "$INTAKE_DURATION" --latency -s "$WORK/events.lua" "$BASE/events" >"$WORK/wrk.txt"
rps=$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$WORK/wrk.txt")
non2xx=$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2 + 0}' "$WORK/wrk.txt"); non2xx=${non2xx:-0}
echo "intake POST /events: $rps events/s, p50 $(awk '$1 == "50%" {print $2}' "$WORK/wrk.txt"), p99 $(awk '$1 == "99%" {print $2}' "$WORK/wrk.txt"), non-2xx $non2xx"
echo "stats all time after intake: median $(time_stats "") ms"
[ "$non2xx" -eq 0 ] || die "intake saw $non2xx non-2xx answers"
