#!/usr/bin/env bash
# Event recording benchmark: POST /events against the real jar (-Xmx512m) and PostgreSQL 15.
#  1. sustained events/s: wrk with CONNECTIONS connections for DURATION, events spread over CAMPAIGNS
#     campaigns, each event with 3 webhooks bound to its kind (so 3 outbox rows per event);
#  2. intake p50/p99 at a fixed 1,000 events/s (open loop, EventPacer), same spread;
#  3. ONE campaign at an open-loop 500 events/s: intake p99, and event-to-receiver p50/p99 of each
#     event's one webhook (the receiver measures from the event's recorded time), duplicates, lost.
# Prints each figure with its target. See bench/README.md.
set -euo pipefail

DURATION=${DURATION:-30s}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
FIXED_RATE=${FIXED_RATE:-1000}
ONE_CAMPAIGN_RATE=${ONE_CAMPAIGN_RATE:-500}
SECONDS_PER_RATE_ROUND=${SECONDS_PER_RATE_ROUND:-30}
LEADS=${LEADS:-2000}
CAMPAIGNS=${CAMPAIGNS:-50}       # lead n is in campaign n % CAMPAIGNS
PHASES=${PHASES:-"sustained fixed one"}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_events_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}
# INTAKE_ONLY=1: the instance delivers nothing (outreach.webhooks.deliver=false; the outbox still fills)
# and no phase waits for deliveries: the intake's own figures, e.g. to compare two versions of it.
INTAKE_ONLY=${INTAKE_ONLY:-}
# WITHOUT_EVENTS_LEAD_IDX=1: drops events_lead_idx (V045, what erasure finds a person's events by)
# after start-up, to measure what that index costs the intake.
WITHOUT_EVENTS_LEAD_IDX=${WITHOUT_EVENTS_LEAD_IDX:-}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-events-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=
RECEIVER_PID=

BENCH=events.sh
source "$ROOT/bench/lib.sh"
stop_receiver() { [ -z "$RECEIVER_PID" ] || kill "$RECEIVER_PID" 2>/dev/null || true; }
trap 'rc=$?; stop_receiver; (exit $rc); bench_cleanup' EXIT
install_missing wrk wrk

pg_fresh_database
export OUTREACH_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true  # the receiver is on 127.0.0.1
export OUTREACH_ENGINE_ENABLED=false                 # the engine's own work would not be the intake's figure
[ -z "$INTAKE_ONLY" ] || export OUTREACH_WEBHOOKS_DELIVER=false
start_service
TOKEN=$(create_token events-bench@example.com)
[ -z "$WITHOUT_EVENTS_LEAD_IDX" ] || db_psql -c "DROP INDEX events_lead_idx"
USER_ID=$(db_psql -At -c "SELECT id FROM users WHERE email = 'events-bench@example.com'")
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
SELECT md5('campaign' || k)::uuid, '$USER_ID', 'Events bench ' || k, 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now()
FROM generate_series(0, $CAMPAIGNS - 1) k;
INSERT INTO leads (id, user_id, profile_link, first_name, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/bench-' || n, 'Lead ' || n, now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT md5('membership' || n)::uuid, md5('campaign' || (n % $CAMPAIGNS))::uuid, md5('lead' || n)::uuid, '$USER_ID', 'IN_PROGRESS',
       gen_random_uuid(), now(), now()
FROM generate_series(1, $LEADS) n;
SQL
db_psql -At -c "SELECT md5('campaign' || k)::uuid FROM generate_series(0, $CAMPAIGNS - 1) k" >"$WORK/campaigns.txt"
# The one-campaign run: every lead is also in this campaign.
ONE=$(db_psql -At -c "SELECT md5('one campaign')::uuid")
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
VALUES ('$ONE', '$USER_ID', 'One campaign', 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now());
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT gen_random_uuid(), '$ONE', md5('lead' || n)::uuid, '$USER_ID', 'IN_PROGRESS', gen_random_uuid(), now(), now()
FROM generate_series(1, $LEADS) n;
SQL
echo "$ONE" >"$WORK/one-campaign.txt"
# Statistics of the rows just loaded, as autovacuum has them within a minute in service (the engine's
# bench does the same): the figures are of the steady state, not of the planner's first minute.
db_psql -c "ANALYZE campaigns, leads, memberships" >/dev/null

java "$ROOT/bench/tools/WebhookReceiver.java" "$WORK/receiver.port" >"$WORK/receiver.log" 2>&1 &
RECEIVER_PID=$!
for _ in $(seq 1 60); do [ -s "$WORK/receiver.port" ] && break; sleep 0.5; done
[ -s "$WORK/receiver.port" ] || die "the receiver did not start: $(cat "$WORK/receiver.log")"
RECEIVER=http://127.0.0.1:$(cat "$WORK/receiver.port")
webhook() { # webhook EVENT PATH
  curl -fsS -H "token: $TOKEN" -H 'Content-Type: application/json' \
    -d "{\"title\":\"Bench\",\"callbackUrl\":\"$RECEIVER$2\",\"event\":\"$1\"}" "$BASE/webhooks" >/dev/null
}
for i in 1 2 3; do webhook OPENED "/hook/$i"; done
webhook CLICKED /hook/latency
stat() { curl -fsS "$RECEIVER/stats" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
await_received() { # await_received COUNT TIMEOUT_SECONDS
  local deadline=$(( SECONDS + $2 ))
  while [ "$(stat received)" -lt "$1" ] && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
}

cat >"$WORK/events.lua" <<LUA
-- POST /events, OPENED, for a random lead of the spread campaigns (lead n is in campaign n % CAMPAIGNS).
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

# "pid ticks" of each of the service's PostgreSQL backends; ticks_between A B sums what each backend
# listed in B used since A (a backend opened in between counts from 0, one closed in between is lost).
backend_ticks() { local p; for p in $(backends); do echo "$p $(cpu_ticks "$p")"; done; }
ticks_between() { awk 'NR == FNR { if (NF == 2) a[$1] = $2; next } NF == 2 { t += $2 - ($1 in a ? a[$1] : 0) } END { print t + 0 }' \
  <(printf '%s\n' "$1") <(printf '%s\n' "$2"); }

# Waits until no delivery is unfinished, asking through the partial index of unfinished deliveries
# (a count over the whole outbox read 300,000 rows a second beside the deliveries it waits for).
drain() {
  [ -z "$INTAKE_ONLY" ] || return 0
  for _ in $(seq 1 600); do
    [ "$(db_psql -At -c "SELECT EXISTS (SELECT 1 FROM webhook_deliveries WHERE status IN ('PENDING', 'DELIVERING'))")" = f ] && break
    sleep 1
  done
}

say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1)"
say "warm-up"
wrk -t "$THREADS" -c "$CONNECTIONS" -d 10s -s "$WORK/events.lua" "$BASE" >/dev/null
# Every phase starts with the warm-up's deliveries done: they would share the cores with it, and
# the one-campaign phase's receiver counts would include them.
drain
# The tables the warm-up filled from empty (events, the outbox, the attempt log, the counters) with
# the statistics autovacuum gives them within its first minute in service: plans cached while they
# were empty scan them whole (a settle of 17 attempts read the 54,000-row outbox: 4 ms instead of
# 0.2 ms), and such a figure would be the planner's first minute, not the steady state.
db_psql -c "SET client_min_messages = error" -c "ANALYZE" >/dev/null

if phase sustained; then
before=$(db_psql -At -c "SELECT count(*) FROM events")
outbox_before=$(db_psql -At -c "SELECT count(*) FROM webhook_deliveries")
pg0=$(backend_ticks)
j0=$(cpu_ticks "$SERVICE_PID"); r0=$(cpu_ticks "$RECEIVER_PID")
wrk -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" --latency -s "$WORK/events.lua" "$BASE" >"$WORK/wrk.txt"
pg1=$(backend_ticks)
j1=$(cpu_ticks "$SERVICE_PID"); r1=$(cpu_ticks "$RECEIVER_PID")
after=$(db_psql -At -c "SELECT count(*) FROM events")
outbox_after=$(db_psql -At -c "SELECT count(*) FROM webhook_deliveries")
non2xx=$(sed -n 's/.*Non-2xx or 3xx responses: *\([0-9]*\).*/\1/p' "$WORK/wrk.txt"); non2xx=${non2xx:-0}
seconds=$(sed -n 's/.*requests in \([0-9.]*\)\(m\?s\).*/\1 \2/p' "$WORK/wrk.txt" | awk '{ print ($2 == "ms") ? $1 / 1000 : $1 }')
events=$(( after - before ))
echo "sustained: $events events ($(( outbox_after - outbox_before )) outbox rows) in $seconds s with $CONNECTIONS connections" \
  "= $(awk -v n="$events" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }') events/s (target 4000);" \
  "non-2xx $non2xx; wrk latency p50 $(awk '$1 == "50%" {print $2}' "$WORK/wrk.txt"), p99 $(awk '$1 == "99%" {print $2}' "$WORK/wrk.txt")"
backlog=$(db_psql -At -c "SELECT count(*) FROM webhook_deliveries WHERE status IN ('PENDING', 'DELIVERING')")
say "letting the delivery backlog drain"
drain_start=$(date +%s.%N)
drain
drain_seconds=$(awk -v a="$drain_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
echo "sustained: $backlog deliveries still to make when wrk stopped, made in $drain_seconds s" \
  "($(awk -v n="$backlog" -v s="$drain_seconds" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }') deliveries/s with the intake idle)"
pg2=$(backend_ticks)
j2=$(cpu_ticks "$SERVICE_PID"); r2=$(cpu_ticks "$RECEIVER_PID")
# Per event, the figure event recording is judged on while the machine is shared: during wrk, and until the
# phase's last delivery (the backlog left when wrk stops is work for these events too).
per_event() { awk -v t="$1" -v n="$events" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.3f", t * 1000 / hz / n }'; }
echo "sustained CPU per event during wrk: service $(per_event $(( j1 - j0 ))) ms, PostgreSQL backends" \
  "$(per_event "$(ticks_between "$pg0" "$pg1")") ms, receiver $(per_event $(( r1 - r0 ))) ms;" \
  "until the backlog is delivered: service $(per_event $(( j2 - j0 ))) ms, PostgreSQL backends" \
  "$(per_event "$(ticks_between "$pg0" "$pg2")") ms, receiver $(per_event $(( r2 - r0 ))) ms; load average $(cut -d' ' -f1 /proc/loadavg)"
fi

if phase fixed; then
out=$(java "$ROOT/bench/tools/EventPacer.java" "$BASE" "$TOKEN" "$WORK/campaigns.txt" "$LEADS" OPENED "$FIXED_RATE" "$SECONDS_PER_RATE_ROUND")
echo "fixed $FIXED_RATE events/s over $CAMPAIGNS campaigns: $out (target intake p99 <= 50 ms)"
drain
fi

if phase one; then
curl -fsS -o /dev/null "$RECEIVER/reset"
out=$(java "$ROOT/bench/tools/EventPacer.java" "$BASE" "$TOKEN" "$WORK/one-campaign.txt" "$LEADS" CLICKED "$ONE_CAMPAIGN_RATE" "$SECONDS_PER_RATE_ROUND")
sent=$(echo "$out" | sed -n 's/.*sent=\([0-9]*\).*/\1/p')
created=$(echo "$out" | sed -n 's/.*created=\([0-9]*\).*/\1/p')
await_received "$created" 120
drain  # a request the pacer gave up on (10 s) may still have been recorded, and is then delivered too
stored=$(db_psql -At -c "SELECT count(*) FROM events WHERE campaign_id = '$ONE'")
unique=$(stat unique)
echo "ONE campaign at $ONE_CAMPAIGN_RATE events/s: $out (target intake p99 <= 50 ms);" \
  "event-to-receiver p50 $(stat p50_ms) ms (target 20), p99 $(stat p99_ms) ms (target 100), max $(stat max_ms) ms;" \
  "accepted $created of $sent, stored $stored, received $(stat received) ($unique distinct), lost $(( stored - unique ))"
duplicates=$(db_psql -At -c "SELECT count(*) - count(DISTINCT (webhook_id, event_id)) FROM webhook_delivery_attempts WHERE outcome = 'SUCCEEDED'")
echo "duplicate successful deliveries in the whole run: $duplicates"
recount=$(db_psql -At -c "SELECT (SELECT sum(events) FROM campaign_event_days WHERE campaign_id = '$ONE' AND kind = 'CLICKED') = (SELECT count(*) FROM events WHERE campaign_id = '$ONE')")
echo "one campaign's sharded counters equal a recount: $recount"
fi

# Every benchmark runs the service at -Xmx512m; what that comes to in memory.
echo "service resident memory: $(service_rss "$SERVICE_PID") MiB at the end, at most $(service_peak_rss "$SERVICE_PID") MiB (-Xmx512m unless JAVA_OPTS says otherwise)"
