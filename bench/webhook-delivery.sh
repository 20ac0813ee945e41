#!/usr/bin/env bash
# Webhook delivery benchmark: sustained deliveries per second to a loopback receiver, and
# event-to-receiver latency under a steady 500 events/s, against the real jar and PostgreSQL 15.
# Prints the figures of every round and their medians. See bench/README.md.
set -euo pipefail

ROUNDS=${ROUNDS:-3}
EVENTS=${EVENTS:-15000}          # per throughput round; each goes to every one of WEBHOOKS webhooks
WEBHOOKS=${WEBHOOKS:-4}
RATE=${RATE:-500}                # events/s in the latency rounds
LATENCY_ROUNDS=${LATENCY_ROUNDS:-$ROUNDS}
SECONDS_PER_RATE_ROUND=${SECONDS_PER_RATE_ROUND:-30}
LEADS=${LEADS:-2000}
CAMPAIGNS=${CAMPAIGNS:-50}       # lead n is in campaign n % CAMPAIGNS
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_webhook_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-webhook-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=
RECEIVER_PID=

BENCH=webhook-delivery.sh
source "$ROOT/bench/lib.sh"
stop_receiver() { [ -z "$RECEIVER_PID" ] || kill "$RECEIVER_PID" 2>/dev/null || true; }
trap 'rc=$?; stop_receiver; (exit $rc); bench_cleanup' EXIT

pg_fresh_database
export OUTREACH_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true  # the receiver is on 127.0.0.1
start_service
TOKEN=$(create_token webhook-bench@example.com)
USER_ID=$(db_psql -At -c "SELECT id FROM users WHERE email = 'webhook-bench@example.com'")
CAMPAIGN_FILE=$WORK/campaigns.txt
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
SELECT md5('campaign' || k)::uuid, '$USER_ID', 'Webhook bench ' || k, 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now()
FROM generate_series(0, $CAMPAIGNS - 1) k;
INSERT INTO leads (id, user_id, profile_link, first_name, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/bench-' || n, 'Lead ' || n, now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT md5('membership' || n)::uuid, md5('campaign' || (n % $CAMPAIGNS))::uuid, md5('lead' || n)::uuid, '$USER_ID', 'IN_PROGRESS',
       gen_random_uuid(), now(), now()
FROM generate_series(1, $LEADS) n;
SQL
db_psql -At -c "SELECT md5('campaign' || k)::uuid FROM generate_series(0, $CAMPAIGNS - 1) k" >"$CAMPAIGN_FILE"

java "$ROOT/bench/tools/WebhookReceiver.java" "$WORK/receiver.port" >"$WORK/receiver.log" 2>&1 &
RECEIVER_PID=$!
for _ in $(seq 1 60); do [ -s "$WORK/receiver.port" ] && break; sleep 0.5; done
[ -s "$WORK/receiver.port" ] || die "the receiver did not start: $(cat "$WORK/receiver.log")"
RECEIVER=http://127.0.0.1:$(cat "$WORK/receiver.port")
webhook() { # webhook EVENT PATH
  curl -fsS -H "token: $TOKEN" -H 'Content-Type: application/json' \
    -d "{\"title\":\"Bench\",\"callbackUrl\":\"$RECEIVER$2\",\"event\":\"$1\"}" "$BASE/webhooks" >/dev/null
}
for i in $(seq 1 "$WEBHOOKS"); do webhook OPENED "/hook/$i"; done
webhook CLICKED /hook/latency
stat() { curl -fsS "$RECEIVER/stats" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
await_received() { # await_received COUNT TIMEOUT_SECONDS
  local deadline=$(( SECONDS + $2 ))
  while [ "$(stat received)" -lt "$1" ] && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
}

say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1)"
say "warm-up"
java "$ROOT/bench/tools/EventPacer.java" "$BASE" "$TOKEN" "$CAMPAIGN_FILE" "$LEADS" CLICKED 300 10 >/dev/null
await_received 3000 60

# "pid ticks" of each of the service's PostgreSQL backends; ticks_between A B sums what each backend
# listed in B used since A (a backend opened in between counts from 0).
backend_ticks() { local p; for p in $(backends); do echo "$p $(cpu_ticks "$p")"; done; }
ticks_between() { awk 'NR == FNR { if (NF == 2) a[$1] = $2; next } NF == 2 { t += $2 - ($1 in a ? a[$1] : 0) } END { print t + 0 }' \
  <(printf '%s\n' "$1") <(printf '%s\n' "$2"); }
per_delivery() { awk -v t="$1" -v n="$2" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.3f", t * 1000 / hz / n }'; }

throughput=()
cpu=()
for round in $(seq 1 "$ROUNDS"); do
  curl -fsS -o /dev/null "$RECEIVER/reset"
  expected=$(( EVENTS * WEBHOOKS ))
  pg0=$(backend_ticks); j0=$(cpu_ticks "$SERVICE_PID"); r0=$(cpu_ticks "$RECEIVER_PID")
  # The backlog is written straight into the outbox, in one transaction, so that the figure is the
  # delivery engine's alone: claims, signing, HTTP, and recording the attempts.
  db_psql <<SQL
SET client_min_messages = warning;
WITH e AS (
  INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at)
  SELECT gen_random_uuid(), 'OPENED', '$USER_ID', md5('campaign' || (m % $CAMPAIGNS))::uuid, md5('membership' || m)::uuid, md5('lead' || m)::uuid, now(), now()
  FROM (SELECT 1 + n % $LEADS AS m FROM generate_series(1, $EVENTS) n) s
  RETURNING id)
INSERT INTO webhook_deliveries (webhook_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
SELECT w.id, e.id, 'PENDING', 0, now(), now(), now() FROM e, webhooks w WHERE w.user_id = '$USER_ID' AND w.event = 'OPENED';
SQL
  await_received "$expected" 600
  received=$(stat received); unique=$(stat unique); seconds=$(stat seconds)
  [ "$unique" -eq "$expected" ] || die "round $round: $unique of $expected deliveries arrived"
  rate=$(awk -v n="$received" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }')
  throughput+=("$rate")
  for _ in $(seq 1 50); do
    [ "$(db_psql -At -c "SELECT count(*) FROM webhook_deliveries WHERE status <> 'DELIVERED'")" -eq 0 ] && break
    sleep 0.2
  done
  # CPU per delivery, from the backlog's insert to its last attempt recorded: the delivery engine's
  # cost alone (the figure that means something on a shared machine).
  pg1=$(backend_ticks); j1=$(cpu_ticks "$SERVICE_PID"); r1=$(cpu_ticks "$RECEIVER_PID")
  jms=$(per_delivery $(( j1 - j0 )) "$expected"); pms=$(per_delivery "$(ticks_between "$pg0" "$pg1")" "$expected")
  echo "throughput round $round: $received deliveries ($unique distinct) in $seconds s = $rate deliveries/s;" \
    "CPU per delivery: service $jms ms, PostgreSQL backends $pms ms, receiver $(per_delivery $(( r1 - r0 )) "$expected") ms;" \
    "load average $(cut -d' ' -f1 /proc/loadavg)"
  cpu+=("$(awk -v a="$jms" -v b="$pms" 'BEGIN {printf "%.3f", a + b}')")
done

p50s=(); p99s=()
for round in $(seq 1 "$LATENCY_ROUNDS"); do
  curl -fsS -o /dev/null "$RECEIVER/reset"
  out=$(java "$ROOT/bench/tools/EventPacer.java" "$BASE" "$TOKEN" "$CAMPAIGN_FILE" "$LEADS" CLICKED "$RATE" "$SECONDS_PER_RATE_ROUND")
  sent=$(echo "$out" | sed -n 's/.*sent=\([0-9]*\).*/\1/p')
  created=$(echo "$out" | sed -n 's/.*created=\([0-9]*\).*/\1/p')
  await_received "$created" 60
  # A request the pacer gave up on (10 s) may still have been recorded, and is then delivered too.
  unique=$(stat unique)
  [ "$unique" -ge "$created" ] && [ "$unique" -le "$sent" ] \
    || die "round $round: $unique distinct events arrived; $created were accepted of $sent sent"
  echo "latency round $round at $RATE events/s: $out; event-to-receiver p50 $(stat p50_ms) ms, p99 $(stat p99_ms) ms, max $(stat max_ms) ms"
  p50s+=("$(stat p50_ms)"); p99s+=("$(stat p99_ms)")
done

echo "median sustained deliveries/s: $(printf '%s\n' "${throughput[@]}" | median) (target 1500); CPU per delivery (service + PostgreSQL backends) median $(printf '%s\n' "${cpu[@]}" | median) ms"
[ "$LATENCY_ROUNDS" -eq 0 ] || echo "median event-to-receiver latency at $RATE events/s: p50 $(printf '%s\n' "${p50s[@]}" | median) ms (target 20), p99 $(printf '%s\n' "${p99s[@]}" | median) ms (target 100)"
duplicates=$(db_psql -At -c "SELECT count(*) - count(DISTINCT (webhook_id, event_id)) FROM webhook_delivery_attempts WHERE outcome = 'SUCCEEDED'")
echo "duplicate successful deliveries in the whole run: $duplicates"
