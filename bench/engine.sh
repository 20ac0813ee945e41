#!/usr/bin/env bash
# Outreach engine benchmark, against the real jar and the machine's PostgreSQL 15 server:
#  1. throughput: actions SENT per second by one instance with the sandbox provider, zero gaps and
#     delays, limits at their maximum and enough senders that they never bind; ledger, events,
#     statistics, conversation messages, webhook outbox and delivery (to a loopback receiver) included.
#     PROGRAM=message (the default): one MESSAGE step; PROGRAM=mixed: a client's program (D-50) of
#     VISIT, MESSAGE, EMAIL (to a loopback SMTP sink) and INVITE, each text with two variants (D-51);
#  2. due scan: the engine's claim statement (EngineSql.CLAIM) with 1,000,000 waiting memberships,
#     p50/p99 over many runs (pgbench), and its EXPLAIN (ANALYZE, BUFFERS);
#  3. latency: memberships falling due at known moments, a steady stream, on that same database;
#     the ledger's started_at minus the due moment, p50/p95.
# See bench/README.md; figures are recorded in docs/performance.md.
set -euo pipefail

RUNS=${RUNS:-3}                          # throughput runs (the median is printed)
PROGRAM=${PROGRAM:-message}              # the throughput runs' campaigns: message or mixed
MAILBOXES_PER_OWNER=${MAILBOXES_PER_OWNER:-8}  # the mixed program's mailboxes (500 emails a day each)
OWNERS=${OWNERS:-40}                     # sub-accounts, each with one webhook on MESSAGE_SENT
SENDERS=${SENDERS:-2000}                 # linked accounts, spread evenly over the owners
# Due at once at the start of each throughput run; the mixed program's four steps take a membership
# four actions, which the longer window holds nearly whole, so that it measures the mix, not visits.
if [ "${PROGRAM:-message}" = mixed ]; then RUN_MEMBERSHIPS=${RUN_MEMBERSHIPS:-10000}; WINDOW=${WINDOW:-60}; fi
RUN_MEMBERSHIPS=${RUN_MEMBERSHIPS:-40000}
WARMUP=${WARMUP:-5}                      # seconds after the first action before the window opens
WINDOW=${WINDOW:-20}                     # seconds of the measured window
SCAN_WAITING=${SCAN_WAITING:-1000000}    # waiting memberships for the due scan (next weeks)
SCAN_PARKED=${SCAN_PARKED:-200000}       # parked ones (next_action_at NULL) besides
SCAN_DUE=${SCAN_DUE:-5000}               # due now, so that a claim finds a full batch
SCAN_TRANSACTIONS=${SCAN_TRANSACTIONS:-2000}
BATCH=${BATCH:-100}                      # LIMIT of the claim (outreach.engine.batch-size)
LATENCY_RATE=${LATENCY_RATE:-50}         # memberships falling due per second
LATENCY_SECONDS=${LATENCY_SECONDS:-60}
PHASES=${PHASES:-throughput scan latency}  # which parts to run (scan loads the latency's database)
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_engine_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-engine-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=
RECEIVER_PID=
SINK_PID=

BENCH=engine.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
stop_receiver() {
  [ -z "$RECEIVER_PID" ] || kill "$RECEIVER_PID" 2>/dev/null || true
  [ -z "$SINK_PID" ] || kill "$SINK_PID" 2>/dev/null || true
}
trap 'rc=$?; stop_receiver; (exit $rc); bench_cleanup' EXIT

export OUTREACH_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true  # the receiver is on 127.0.0.1
export OUTREACH_MAIL_ALLOW_PRIVATE_HOSTS=true        # so is the mixed program's SMTP sink
case "$PROGRAM" in message | mixed) ;; *) die "PROGRAM must be message or mixed, not $PROGRAM" ;; esac
demo_engine_settings
with_engine() { export OUTREACH_ENGINE_ENABLED=$1; }

pg_fresh_database
with_engine false   # set-up runs with an API-only instance: nothing moves until a run starts
start_service
AGENCY=$(create_token engine-bench@example.com --agency)

java "$ROOT/bench/tools/WebhookReceiver.java" "$WORK/receiver.port" >"$WORK/receiver.log" 2>&1 &
RECEIVER_PID=$!
for _ in $(seq 1 60); do [ -s "$WORK/receiver.port" ] && break; sleep 0.5; done
[ -s "$WORK/receiver.port" ] || die "the receiver did not start: $(cat "$WORK/receiver.log")"
RECEIVER=http://127.0.0.1:$(cat "$WORK/receiver.port")
if [ "$PROGRAM" = mixed ]; then
  java "$ROOT/bench/tools/SmtpSink.java" "$WORK/sink.port" "$WORK/sink" 20 >"$WORK/sink.log" 2>&1 &
  SINK_PID=$!
  for _ in $(seq 1 60); do [ -s "$WORK/sink.port" ] && break; sleep 0.5; done
  [ -s "$WORK/sink.port" ] || die "the SMTP sink did not start: $(cat "$WORK/sink.log")"
fi
# The mixed program: every text has two variants, so that each membership's variant is chosen.
MIXED_STEPS='[{"type":"VISIT","delay":"PT0S"},
 {"type":"MESSAGE","delay":"PT0S","variants":[{"text":"Hi {{firstName|there}}, a word about {{company|your team}}."},
   {"text":"Hello {{firstName|there}}, one question about {{company|your team}}."}]},
 {"type":"EMAIL","delay":"PT0S","variants":[{"subject":"A word for {{firstName}}","body":"Hello {{firstName}},\nhave a look and tell me.\nSam"},
   {"subject":"A question for {{firstName}}","body":"Hi {{firstName}},\nworth a look?\nSam"}]},
 {"type":"INVITE","delay":"PT0S","variants":[{"note":"Glad to connect, {{firstName}}."},{"note":"Hello {{firstName}}, let us connect."}]}]'

say "creating $OWNERS sub-accounts, each with a MESSAGE_SENT webhook"
for i in $(seq 1 "$OWNERS"); do
  email=owner-$i@engine-bench.example
  curl -fsS -o /dev/null -H "token: $AGENCY" -H 'Content-Type: application/json' \
    -d "{\"name\":\"Owner $i\",\"email\":\"$email\"}" "$BASE/users/register" || die "register $email failed"
  token=$(curl -fsS -H "token: $AGENCY" "$BASE/tokens?accountEmail=$email" | sed -n 's/.*"token":"\([^"]*\)".*/\1/p')
  [ -n "$token" ] || die "no token for $email"
  curl -fsS -o /dev/null -H "token: $token" -H 'Content-Type: application/json' \
    -d "{\"title\":\"Bench\",\"callbackUrl\":\"$RECEIVER/hook/$i\",\"event\":\"MESSAGE_SENT\"}" "$BASE/webhooks" \
    || die "webhook of $email failed"
  [ "$PROGRAM" = mixed ] || continue
  for m in $(seq 1 "$MAILBOXES_PER_OWNER"); do
    curl -fsS -o /dev/null -H "token: $token" -H 'Content-Type: application/json' \
      -d "{\"email\":\"mailbox-$m@owner-$i.engine-bench.example\",\"fullName\":\"Mailbox $m\",\"smtpHost\":\"127.0.0.1\",\"smtpPort\":$(cat "$WORK/sink.port"),\"smtpSecurity\":\"NONE\",\"smtpUsername\":\"mailbox-$m\",\"smtpPassword\":\"secret-$m\",\"dailyLimit\":500}" \
      "$BASE/email-accounts" || die "mailbox $m of $email failed"
  done
  curl -fsS -o /dev/null -H "token: $token" -H 'Content-Type: application/json' \
    -d "{\"title\":\"Engine bench $i\",\"steps\":$MIXED_STEPS}" "$BASE/campaigns" || die "the program of $email was refused"
done

# Senders at the highest limits (D-38: 100 invites a day, 200 a week, 150 messages, 50 InMails), no
# warm-up, working every day all day in UTC; one campaign per owner: MESSAGE (one step, message1), or
# the mixed program.
say "creating $SENDERS senders and $OWNERS campaigns"
db_psql <<SQL
SET client_min_messages = warning;
CREATE TABLE bench_owner AS
SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM users WHERE email LIKE 'owner-%@engine-bench.example';
INSERT INTO linked_accounts (id, user_id, email, email_key, profile_link, premium, time_zone, is_valid, is_paused,
    created_at, invites_per_day, invites_per_week, messages_per_day, inmails_per_day, warm_up,
    schedule_days, schedule_start, schedule_end)
SELECT md5('sender' || n)::uuid, o.id, 'sender-' || n || '@engine-bench.example', 'sender-' || n || '@engine-bench.example',
       'https://www.linkedin.com/in/bench-sender-' || n, false, 'UTC', true, false, now(), 100, 200, 150, 50, false,
       'MON,TUE,WED,THU,FRI,SAT,SUN', '00:00', '24:00'
FROM generate_series(0, $SENDERS - 1) n JOIN bench_owner o ON o.k = n % $OWNERS;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
SELECT md5('campaign' || o.k)::uuid, o.id, 'Engine bench ' || o.k, 'MESSAGE',
       '{"message1":"Hi {{firstName|there}}, a word about {{company|your team}}."}', 'ACTIVE', now(), now()
FROM bench_owner o WHERE '$PROGRAM' = 'message';
-- Each owner's campaign: the MESSAGE one above, or the mixed program made through the API.
CREATE TABLE bench_campaign AS SELECT o.k, c.id FROM bench_owner o JOIN campaigns c ON c.user_id = o.id;
UPDATE campaigns SET status = 'ACTIVE';
-- The latency phase's due moments, kept beside the memberships (the service never reads this table).
CREATE TABLE bench_due (membership_id uuid PRIMARY KEY, due_at timestamptz NOT NULL);
SQL
stop_service

# Loads COUNT memberships (and their leads) named PREFIX-n, round-robin over the owners' campaigns,
# with next_action_at = the given SQL expression of n. In statements of CHUNK rows: the membership
# count triggers (V007) update one row per campaign and status for every insert, and within one
# huge transaction those rows' version chains grow without bound (quadratic time).
CHUNK=${CHUNK:-10000}
load_memberships() { # load_memberships PREFIX COUNT STATUS NEXT_ACTION_AT_EXPRESSION
  local from to
  for (( from = 1; from <= $2; from += CHUNK )); do
    to=$(( from + CHUNK - 1 < $2 ? from + CHUNK - 1 : $2 ))
    db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO leads (id, user_id, profile_link, first_name, email, created_at, updated_at)
SELECT md5('$1-lead' || n)::uuid, o.id, 'https://www.linkedin.com/in/$1-' || n, 'Lead' || n,
       CASE WHEN '$PROGRAM' = 'mixed' THEN 'lead-$1-' || n || '@engine-bench.example' END, now(), now()
FROM generate_series($from, $to) n JOIN bench_owner o ON o.k = n % $OWNERS;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at,
    next_action_at)
SELECT md5('$1-membership' || n)::uuid, c.id, md5('$1-lead' || n)::uuid, o.id, '$3',
       gen_random_uuid(), now(), now(), $4
FROM generate_series($from, $to) n JOIN bench_owner o ON o.k = n % $OWNERS JOIN bench_campaign c ON c.k = o.k;
SQL
  done
}
# What one run left waiting is closed, so the next one starts from its own backlog only.
close_leftovers() {
  db_psql -c "UPDATE memberships SET status = 'COMPLETED', next_action_at = NULL, leased_by = NULL
              WHERE status IN ('PENDING', 'IN_PROGRESS')" >/dev/null
}

say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1), load average $(cut -d' ' -f1-3 /proc/loadavg)"

# ---------------------------------------------------------------------------------------------
# 1. Throughput
# SENT actions and the database's clock (epoch seconds).
snapshot() { db_psql -At -F' ' -c "SELECT count(*), extract(epoch FROM clock_timestamp()) FROM engine_actions WHERE status = 'SENT'"; }
throughput=()
cpu=()
phase throughput || RUNS=0
for run in $(seq 1 "$RUNS"); do
  close_leftovers
  load_memberships "run$run" "$RUN_MEMBERSHIPS" PENDING "now()"
  db_psql -c "VACUUM ANALYZE memberships" >/dev/null 2>&1 || true
  mark=$(db_psql -At -c "SELECT now()")
  curl -fsS -o /dev/null "$RECEIVER/reset"
  with_engine true
  start_service
  # The window opens WARMUP s after the first action and lasts WINDOW s (less if the backlog runs
  # out); at both ends: SENT actions in the ledger, CPU time of the JVM and of its PostgreSQL backends.
  deadline=$(( SECONDS + 600 ))
  until [ "$(db_psql -At -c "SELECT count(*) FROM engine_actions WHERE reserved_at >= '$mark'")" -gt 0 ]; do
    [ "$SECONDS" -lt "$deadline" ] || die "run $run: no action within 600 s"
    sleep 0.2
  done
  sleep "$WARMUP"
  read -r c0 w0 < <(snapshot)
  j0=$(cpu_ticks "$SERVICE_PID"); p0=$(cpu_ticks $(backends))
  # The window ends early when no membership is PENDING any more (the mixed program: none is due, as
  # each has steps after its first). Asked once a second through the due index (a count over all
  # memberships five times a second took a tenth of a core from the run).
  if [ "$PROGRAM" = mixed ]; then left="next_action_at <= now()"; else left="status = 'PENDING'"; fi
  window_end=$(( SECONDS + WINDOW ))
  while [ "$SECONDS" -lt "$window_end" ]; do
    [ "$(db_psql -At -c "SELECT EXISTS (SELECT 1 FROM memberships WHERE next_action_at IS NOT NULL
                                          AND status IN ('PENDING', 'IN_PROGRESS') AND $left)")" = t ] || break
    sleep 1
  done
  read -r c1 w1 < <(snapshot)
  j1=$(cpu_ticks "$SERVICE_PID"); p1=$(cpu_ticks $(backends))
  sent=$(( c1 - c0 ))
  read -r rate span jms pms < <(awk -v n="$sent" -v a="$w0" -v b="$w1" -v j=$(( j1 - j0 )) -v p=$(( p1 - p0 )) -v hz="$(getconf CLK_TCK)" \
    'BEGIN { s = b - a; printf "%.0f %.1f %.3f %.3f\n", n / s, s, j * 1000 / hz / n, p * 1000 / hz / n }')
  failed=$(db_psql -At -c "SELECT count(*) FROM engine_actions WHERE reserved_at >= '$mark' AND status NOT IN ('SENT', 'SENDING')")
  events=$(db_psql -At -c "SELECT count(*) FROM events WHERE kind = 'MESSAGE_SENT' AND recorded_at >= '$mark'")
  delivered=$(curl -fsS "$RECEIVER/stats" | tr ' ' '\n' | sed -n 's/^received=//p')
  busiest=$(db_psql -At -c "SELECT coalesce(max(messages_today), 0) FROM engine_senders")
  [ "$failed" -eq 0 ] || say "run $run: $failed actions neither SENT nor SENDING"
  echo "throughput run $run/$RUNS: $rate actions/s ($sent SENT in $span s after a $WARMUP s warm-up); CPU per action: service $jms ms, PostgreSQL backends $pms ms; MESSAGE_SENT events $events, webhooks received $delivered; busiest sender at $busiest of 150 messages today; load average $(cut -d' ' -f1 /proc/loadavg)"
  [ "$PROGRAM" = message ] || echo "  the run's ledger, SENT by type: $(db_psql -At -c "SELECT string_agg(type || ' ' || n, ', ' ORDER BY type)
    FROM (SELECT type, count(*) AS n FROM engine_actions WHERE reserved_at >= '$mark' AND status = 'SENT' GROUP BY type) t")"
  cpu+=("$(awk -v a="$jms" -v b="$pms" 'BEGIN {printf "%.3f", a + b}')")
  throughput+=("$rate")
  stop_service
done
if phase throughput; then
cpu_median=$(printf '%s\n' "${cpu[@]}" | median)
echo "throughput median: $(printf '%s\n' "${throughput[@]}" | median) actions/s over $RUNS runs ($SENDERS senders, $OWNERS owners); CPU per action (service + PostgreSQL backends) median $cpu_median ms, i.e. $(awk -v c="$cpu_median" 'BEGIN {printf "%.0f", 2000 / c}') actions/s if both cores were the run's alone"
fi

# ---------------------------------------------------------------------------------------------
# 2. Due scan: 1,000,000 waiting memberships over the next 4 weeks, parked ones, a few due now.
phase scan || exit 0
close_leftovers
say "loading $SCAN_WAITING waiting, $SCAN_PARKED parked and $SCAN_DUE due memberships"
t0=$SECONDS
load_memberships waiting "$SCAN_WAITING" PENDING "now() + interval '1 minute' + (n * 2654435761 % 2419200) * interval '1 second'"
load_memberships parked "$SCAN_PARKED" PENDING "NULL"
load_memberships due "$SCAN_DUE" IN_PROGRESS "now() - (n % 60) * interval '1 second'"
db_psql -c "VACUUM ANALYZE" >/dev/null 2>&1 || true
say "loaded in $(( SECONDS - t0 )) s"
# EngineSql.CLAIM with its parameters (now, batch-size, worker, now + lease), rolled back so that
# every run finds the same due rows.
cat >"$WORK/claim.sql" <<SQL
BEGIN;
WITH due AS (
  SELECT id FROM memberships
  WHERE next_action_at IS NOT NULL AND next_action_at <= now() AND status IN ('PENDING', 'IN_PROGRESS')
  ORDER BY next_action_at
  LIMIT $BATCH
  FOR UPDATE SKIP LOCKED)
UPDATE memberships m SET leased_by = 'bench', next_action_at = now() + interval '30 seconds'
FROM due WHERE m.id = due.id
RETURNING m.id;
ROLLBACK;
SQL
sed -e 's/^BEGIN;$//' -e 's/^ROLLBACK;$//' "$WORK/claim.sql" >"$WORK/claim-body.sql"
echo "due-scan plan (BEGIN; EXPLAIN (ANALYZE, BUFFERS) <claim>; ROLLBACK):"
{ echo "BEGIN;"; echo "EXPLAIN (ANALYZE, BUFFERS)"; cat "$WORK/claim-body.sql"; echo "ROLLBACK;"; } \
  | db_psql 2>&1 | sed 's/^/  /'
scan() { # scan LABEL SCRIPT: p50/p99 of SCAN_TRANSACTIONS claims, one client (pgbench per-transaction log)
  (cd "$WORK" && PGPASSWORD=$DB_PASSWORD timeout 600 "/usr/lib/postgresql/$PG_VERSION/bin/pgbench" -n -c 1 \
     -t "$SCAN_TRANSACTIONS" -f "$2" -l --log-prefix="$WORK/scan-$1" -h 127.0.0.1 -p "$PG_PORT" -U "$DB_USER" "$DB_NAME" >/dev/null)
  cat "$WORK"/scan-"$1".* | awk '{print $3 / 1000}' | sort -g | awk -v label="$1" '
    {a[NR] = $1} END {printf "due scan (%s): p50 %.2f ms, p99 %.2f ms, max %.2f ms over %d claims (BEGIN, claim, ROLLBACK)\n",
      label, a[int(NR * 0.5 + 0.999)], a[int(NR * 0.99 + 0.999)], a[NR], NR}'
}
scan "batch of $BATCH due" "$WORK/claim.sql"
sed "s/next_action_at <= now()/next_action_at <= now() - interval '1 hour'/" "$WORK/claim.sql" >"$WORK/claim-idle.sql"
scan "nothing due" "$WORK/claim-idle.sql"
# The scan alone: the CTE's locking SELECT through memberships_due_idx, without the lease UPDATE
# (which rewrites 50 rows and their index entries).
{ echo "BEGIN;"; sed -n '/^  SELECT id FROM memberships/,/FOR UPDATE SKIP LOCKED/p' "$WORK/claim.sql" | sed 's/SKIP LOCKED)$/SKIP LOCKED;/'; echo "ROLLBACK;"; } >"$WORK/scan-only.sql"
scan "scan only, batch of $BATCH due" "$WORK/scan-only.sql"

# ---------------------------------------------------------------------------------------------
# 3. Latency: LATENCY_RATE memberships a second fall due for LATENCY_SECONDS, from 15 s after the
# engine starts (once the SCAN_DUE backlog is done), on the database of step 2.
phase latency || exit 0
n=$(( LATENCY_RATE * LATENCY_SECONDS ))
db_psql -c "UPDATE memberships SET status = 'COMPLETED', next_action_at = NULL WHERE id IN
            (SELECT md5('due-membership' || n)::uuid FROM generate_series(1, $SCAN_DUE) n)" >/dev/null
with_engine true
start_service
start=$(db_psql -At -c "SELECT extract(epoch FROM now() + interval '15 seconds')")
load_memberships latency "$n" PENDING "to_timestamp($start) + (n - 1) * interval '1 second' / $LATENCY_RATE"
db_psql -c "INSERT INTO bench_due SELECT md5('latency-membership' || n)::uuid,
            to_timestamp($start) + (n - 1) * interval '1 second' / $LATENCY_RATE FROM generate_series(1, $n) n" >/dev/null
wait_until=$(awk -v s="$start" -v d="$LATENCY_SECONDS" 'BEGIN {printf "%d", s + d + 10}')
while [ "$(date +%s)" -lt "$wait_until" ]; do sleep 1; done
db_psql -At -F' ' -c "
  WITH l AS (SELECT extract(epoch FROM a.started_at - d.due_at) * 1000 AS ms
             FROM bench_due d JOIN engine_actions a ON a.membership_id = d.membership_id AND a.step = 1)
  SELECT count(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY ms), percentile_cont(0.95) WITHIN GROUP (ORDER BY ms),
         max(ms), (SELECT count(*) FROM bench_due) FROM l" | awk '
  {printf "latency (due -> started): p50 %.0f ms, p95 %.0f ms, max %.0f ms; %d of %d started\n", $2, $3, $4, $1, $5}'
stop_service
