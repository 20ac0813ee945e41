#!/usr/bin/env bash
# Retention benchmark (D-54): the retention job deleting OLD (1,000,000) webhook attempts older than
# their age while POST /events runs at its sustained rate, against the real jar (-Xmx512m) and
# PostgreSQL 15. ROUNDS (3) wrk runs of DURATION (20s) each, with CONNECTIONS (64) connections, as
# bench/events.sh's sustained phase (3 webhooks per event, so 3 outbox rows; deliveries off, as its
# INTAKE_ONLY, so the figure is the intake's), in one warm service with the job on (defaults, but
# looking every second instead of every 10 minutes): first while nothing is old yet (the attempts
# are written to turn 30 days old MARGIN (240) seconds later), then while it deletes them. Prints
# both medians and their ratio (target >= 0.90), how many attempts were deleted during the runs and
# how long deleting all of them took, and the storage per attempt, outbox row and event.
set -euo pipefail

OLD=${OLD:-1000000}
DURATION=${DURATION:-20s}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
LEADS=${LEADS:-2000}
CAMPAIGNS=${CAMPAIGNS:-50}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_retention_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-retention-bench.XXXXXX")
LOG=$WORK/service.log

BENCH=retention.sh
source "$ROOT/bench/lib.sh"
install_missing wrk wrk

pg_fresh_database
export OUTREACH_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true OUTREACH_ENGINE_ENABLED=false OUTREACH_WEBHOOKS_DELIVER=false
export OUTREACH_RETENTION_ENABLED=true OUTREACH_RETENTION_INTERVAL=1s
MARGIN=${MARGIN:-240}
start_service
TOKEN=$(create_token retention-bench@example.com)
USER_ID=$(db_psql -At -c "SELECT id FROM users WHERE email = 'retention-bench@example.com'")
say "machine: $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1)"
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
SELECT md5('campaign' || k)::uuid, '$USER_ID', 'Retention bench ' || k, 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now()
FROM generate_series(0, $CAMPAIGNS - 1) k;
INSERT INTO leads (id, user_id, profile_link, first_name, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/bench-' || n, 'Lead ' || n, now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT md5('membership' || n)::uuid, md5('campaign' || (n % $CAMPAIGNS))::uuid, md5('lead' || n)::uuid, '$USER_ID', 'IN_PROGRESS',
       gen_random_uuid(), now(), now()
FROM generate_series(1, $LEADS) n;
-- Attempts that turn 30 days old MARGIN seconds after this statement began (their ids the lowest,
-- as written first).
INSERT INTO webhook_delivery_attempts (webhook_id, event_id, attempt, outcome, response_status, duration_ms, response_body, created_at)
SELECT md5('webhook' || (a % 3))::uuid, gen_random_uuid(), 1, 'SUCCEEDED', 200, 12, 'ok',
       now() - interval '30 days' + make_interval(secs => $MARGIN)
FROM generate_series(1, $OLD) a;
SQL
db_psql -c "SET client_min_messages = error" -c "VACUUM ANALYZE" >/dev/null
attempt_bytes=$(db_psql -At -c "SELECT pg_total_relation_size('webhook_delivery_attempts') / $OLD")
db_psql -At -c "SELECT md5('campaign' || k)::uuid FROM generate_series(0, $CAMPAIGNS - 1) k" >"$WORK/campaigns.txt"
for i in 1 2 3; do
  curl -fsS -H "token: $TOKEN" -H 'Content-Type: application/json' \
    -d "{\"title\":\"Bench\",\"callbackUrl\":\"http://127.0.0.1:9/hook/$i\",\"event\":\"OPENED\"}" "$BASE/webhooks" >/dev/null
done
cat >"$WORK/events.lua" <<LUA
local campaigns = {}
for line in io.lines("$WORK/campaigns.txt") do campaigns[#campaigns + 1] = line end
wrk.method = "POST"
wrk.headers["token"] = "$TOKEN"
wrk.headers["Content-Type"] = "application/json"
request = function()
  local n = math.random(1, $LEADS)
  local body = '{"event":"OPENED","campaignId":"' .. campaigns[(n % $CAMPAIGNS) + 1]
    .. '","profileLink":"linkedin.com/in/bench-' .. n .. '"}'
  return wrk.format(nil, "/events", nil, body)
end
LUA

# rates LABEL: ROUNDS wrk runs; prints each run's events/s, the median on stdout.
rates() {
  local r before after seconds all=()
  for r in $(seq 1 "$ROUNDS"); do
    before=$(db_psql -At -c "SELECT count(*) FROM events")
    wrk -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" -s "$WORK/events.lua" "$BASE" >"$WORK/wrk.txt"
    after=$(db_psql -At -c "SELECT count(*) FROM events")
    seconds=$(sed -n 's/.*requests in \([0-9.]*\)\(m\?s\).*/\1 \2/p' "$WORK/wrk.txt" | awk '{ print ($2 == "ms") ? $1 / 1000 : $1 }')
    all+=("$(awk -v n="$(( after - before ))" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }')")
    say "$1 run $r: ${all[-1]} events/s"
  done
  printf '%s\n' "${all[@]}" | median
}

old_left() { db_psql -At -c "SELECT count(*) FROM webhook_delivery_attempts WHERE created_at < now() - interval '30 days'"; }
attempts() { db_psql -At -c "SELECT count(*) FROM webhook_delivery_attempts"; }

say "warm-up"
wrk -t "$THREADS" -c "$CONNECTIONS" -d 10s -s "$WORK/events.lua" "$BASE" >/dev/null
db_psql -c "SET client_min_messages = error" -c "ANALYZE" >/dev/null
without=$(rates "nothing old yet")
[ "$(attempts)" = "$OLD" ] || die "attempts turned old during the first runs: raise MARGIN"
say "waiting for the attempts to turn old"
for _ in $(seq 1 "$MARGIN"); do [ "$(old_left)" = 0 ] || break; sleep 1; done
start=$(date +%s.%N)
with=$(rates "retention deleting")
deleted_during=$(( OLD - $(attempts) ))
for _ in $(seq 1 1200); do [ "$(attempts)" = 0 ] && break; sleep 1; done
[ "$(attempts)" = 0 ] || die "old attempts left after 20 minutes: $(attempts)"
all_seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')

echo "POST /events sustained, median of $ROUNDS x $DURATION: $without events/s before anything is old," \
  "$with events/s while it deletes ($(awk -v a="$with" -v b="$without" 'BEGIN { printf "%.2f", a / b }') of it; target >= 0.90)"
echo "retention deleted $deleted_during of $OLD old attempts during the runs and all of them" \
  "$all_seconds s after they turned old; load average $(cut -d' ' -f1 /proc/loadavg)"
outbox=$(db_psql -At -c "SELECT pg_total_relation_size('webhook_deliveries'), count(*) FROM webhook_deliveries" | tr '|' ' ')
events=$(db_psql -At -c "SELECT pg_total_relation_size('events'), count(*) FROM events" | tr '|' ' ')
echo "storage (pg_total_relation_size, table + indexes): $attempt_bytes bytes per attempt;" \
  "$(echo "$outbox" | awk '{ printf "%.0f", $1 / $2 }') bytes per outbox row ($(echo "$outbox" | cut -d' ' -f2) rows);" \
  "$(echo "$events" | awk '{ printf "%.0f", $1 / $2 }') bytes per event ($(echo "$events" | cut -d' ' -f2) rows)"
