#!/usr/bin/env bash
# Email benchmark, against the real jar and the machine's PostgreSQL 15 server:
#  1. send: emails per second one instance hands to a loopback SMTP sink (bench/tools/SmtpSink.java),
#     limits lifted (MAILBOXES mailboxes at 500 a day, no warm-up, no gaps, all day), ledger,
#     EMAIL_SENT events, statistics and conversation messages included; open tracking on, so each
#     email carries its pixel;
#  2. pixel: GET /t/o/{token} (a pixel taken from one of the emails the sink kept) under wrk for
#     PIXEL_DURATION at PIXEL_CONNECTIONS, its requests/s and p99, then the opens counted for that
#     email against the requests wrk made (no open may be lost; D-55 makes them one OPENED event per
#     10 minutes, the rest only counted).
# See bench/README.md; figures are recorded in docs/performance.md.
set -euo pipefail

RUNS=${RUNS:-3}                      # send runs (the median is printed)
MAILBOXES=${MAILBOXES:-40}           # 500 a day each: 20,000 emails a day before a limit binds
RUN_LEADS=${RUN_LEADS:-6000}         # due at once at the start of each send run
WARMUP=${WARMUP:-5}                  # seconds after the first email before the window opens
WINDOW=${WINDOW:-20}                 # seconds of the measured window
PIXEL_DURATION=${PIXEL_DURATION:-20s}
PIXEL_CONNECTIONS=${PIXEL_CONNECTIONS:-64}
PIXEL_WARMUP=${PIXEL_WARMUP:-5s}
PHASES=${PHASES:-send pixel}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_email_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-email-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=
SINK_PID=

BENCH=email.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"
stop_sink() { [ -z "$SINK_PID" ] || kill "$SINK_PID" 2>/dev/null || true; }
trap 'rc=$?; stop_sink; (exit $rc); bench_cleanup' EXIT

demo_engine_settings  # mail and tracking as in production
# The SMTP sink is on loopback (D-55 refuses private mailbox hosts by default), and wrk fetches the
# pixel from one address, far past the tracking routes' per-address limit.
export OUTREACH_MAIL_ALLOW_PRIVATE_HOSTS=true
export OUTREACH_TRACKING_RATE_LIMIT_REQUESTS_PER_SECOND=100000000 OUTREACH_TRACKING_RATE_LIMIT_BURST=100000000
with_engine() { export OUTREACH_ENGINE_ENABLED=$1; }

install_missing wrk wrk
pg_fresh_database
java "$ROOT/bench/tools/SmtpSink.java" "$WORK/sink.port" "$WORK/sink" 20 >"$WORK/sink.log" 2>&1 &
SINK_PID=$!
for _ in $(seq 1 60); do [ -s "$WORK/sink.port" ] && break; sleep 0.5; done
[ -s "$WORK/sink.port" ] || die "the SMTP sink did not start: $(cat "$WORK/sink.log")"
SINK_PORT=$(cat "$WORK/sink.port")

with_engine false   # set-up runs with an API-only instance: nothing moves until a run starts
start_service
TOKEN=$(create_token email-bench@example.com)
say "creating $MAILBOXES mailboxes on the sink (port $SINK_PORT) and an EMAIL campaign with open tracking"
for i in $(seq 1 "$MAILBOXES"); do
  curl -fsS -o /dev/null -H "token: $TOKEN" -H 'Content-Type: application/json' \
    -d "{\"email\":\"sender-$i@mail-bench.example\",\"fullName\":\"Sender $i\",\"smtpHost\":\"127.0.0.1\",\"smtpPort\":$SINK_PORT,\"smtpSecurity\":\"NONE\",\"smtpUsername\":\"sender-$i\",\"smtpPassword\":\"secret-$i\",\"dailyLimit\":500}" \
    "$BASE/email-accounts" || die "mailbox $i failed"
done
CAMPAIGN=$(curl -fsS -H "token: $TOKEN" -H 'Content-Type: application/json' \
  -d '{"title":"Email bench","sequence":"EMAIL","tracking":{"opens":true,"clicks":true},"content":{"subject1":"A word for {{firstName}}","content1":"Hello {{firstName}},\nhave a look at https://acme.example/demo?ref=bench and tell me.\nSam"}}' \
  "$BASE/campaigns" | sed -n 's/.*"campaignId":"\([^"]*\)".*/\1/p')
[ -n "$CAMPAIGN" ] || die "campaign creation failed"
[ "$(db_psql -At -c "SELECT status FROM campaigns WHERE id = '$CAMPAIGN'")" = ACTIVE ] || die "the new campaign is not ACTIVE"
stop_service

# Loads COUNT leads with an email address and their PENDING memberships, due now, in chunks.
CHUNK=${CHUNK:-10000}
load_leads() { # load_leads PREFIX COUNT
  local from to
  for (( from = 1; from <= $2; from += CHUNK )); do
    to=$(( from + CHUNK - 1 < $2 ? from + CHUNK - 1 : $2 ))
    db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO leads (id, user_id, profile_link, first_name, email, created_at, updated_at)
SELECT md5('$1-lead' || n)::uuid, c.user_id, 'https://www.linkedin.com/in/$1-' || n, 'Lead' || n,
       '$1-' || n || '@lead-bench.example', now(), now()
FROM generate_series($from, $to) n, campaigns c WHERE c.id = '$CAMPAIGN';
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at, next_action_at)
SELECT md5('$1-membership' || n)::uuid, c.id, md5('$1-lead' || n)::uuid, c.user_id, 'PENDING', gen_random_uuid(),
       now(), now(), now()
FROM generate_series($from, $to) n, campaigns c WHERE c.id = '$CAMPAIGN';
SQL
  done
}
close_leftovers() {
  db_psql -c "UPDATE memberships SET status = 'COMPLETED', next_action_at = NULL, leased_by = NULL
              WHERE status IN ('PENDING', 'IN_PROGRESS')" >/dev/null
  db_psql -c "UPDATE engine_senders SET emails_today = 0" >/dev/null 2>&1 || true
}
snapshot() { db_psql -At -F' ' -c "SELECT count(*), extract(epoch FROM clock_timestamp()) FROM engine_actions WHERE type = 'EMAIL' AND status = 'SENT'"; }

say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1), load average $(cut -d' ' -f1-3 /proc/loadavg)"

# ---------------------------------------------------------------------------------------------
# 1. Send
rates=()
phase send || RUNS=0
for run in $(seq 1 "$RUNS"); do
  close_leftovers
  load_leads "run$run" "$RUN_LEADS"
  db_psql -c "VACUUM ANALYZE memberships" >/dev/null 2>&1 || true
  mark=$(db_psql -At -c "SELECT now()")
  with_engine true
  start_service
  deadline=$(( SECONDS + 600 ))
  until [ "$(db_psql -At -c "SELECT count(*) FROM engine_actions WHERE reserved_at >= '$mark'")" -gt 0 ]; do
    [ "$SECONDS" -lt "$deadline" ] || die "run $run: no email within 600 s ($(tail -n 5 "$LOG"))"
    sleep 0.2
  done
  sleep "$WARMUP"
  read -r c0 w0 < <(snapshot)
  j0=$(cpu_ticks "$SERVICE_PID"); p0=$(cpu_ticks $(backends)); k0=$(cpu_ticks "$SINK_PID")
  for _ in $(seq 1 $(( WINDOW * 5 ))); do
    [ "$(db_psql -At -c "SELECT count(*) FROM memberships WHERE status = 'PENDING'")" -gt 0 ] || break
    sleep 0.2
  done
  read -r c1 w1 < <(snapshot)
  j1=$(cpu_ticks "$SERVICE_PID"); p1=$(cpu_ticks $(backends)); k1=$(cpu_ticks "$SINK_PID")
  sent=$(( c1 - c0 ))
  [ "$sent" -gt 0 ] || die "run $run: no email SENT in the window"
  read -r rate span jms pms kms < <(awk -v n="$sent" -v a="$w0" -v b="$w1" -v j=$(( j1 - j0 )) -v p=$(( p1 - p0 )) -v k=$(( k1 - k0 )) -v hz="$(getconf CLK_TCK)" \
    'BEGIN { s = b - a; printf "%.0f %.1f %.3f %.3f %.3f\n", n / s, s, j * 1000 / hz / n, p * 1000 / hz / n, k * 1000 / hz / n }')
  failed=$(db_psql -At -c "SELECT count(*) FROM engine_actions WHERE reserved_at >= '$mark' AND status NOT IN ('SENT', 'SENDING')")
  events=$(db_psql -At -c "SELECT count(*) FROM events WHERE kind = 'EMAIL_SENT' AND recorded_at >= '$mark'")
  ledger=$(db_psql -At -c "SELECT count(*) FROM engine_actions WHERE reserved_at >= '$mark' AND status = 'SENT'")
  [ "$failed" -eq 0 ] || say "run $run: $failed emails neither SENT nor SENDING"
  echo "send run $run/$RUNS: $rate emails/s ($sent SENT in $span s after a $WARMUP s warm-up); CPU per email: service $jms ms, PostgreSQL backends $pms ms (the SMTP sink, on the same cores: $kms ms); ledger SENT $ledger, EMAIL_SENT events $events, sink accepted $(cat "$WORK/sink/count"); load average $(cut -d' ' -f1 /proc/loadavg)"
  rates+=("$rate")
  stop_service
done
phase send && echo "send median: $(printf '%s\n' "${rates[@]}" | median) emails/s over $RUNS runs ($MAILBOXES mailboxes)"

# ---------------------------------------------------------------------------------------------
# 2. Pixel: one email's open-tracking URL, fetched as fast as wrk can.
phase pixel || exit 0
kept=$(ls "$WORK"/sink/message-*.eml 2>/dev/null | head -n 1)
[ -n "$kept" ] || die "the sink kept no email: run the send phase first (PHASES=\"send pixel\")"
PIXEL_PATH=$(python3 - "$kept" <<'PY'
import email, re, sys
message = email.message_from_binary_file(open(sys.argv[1], 'rb'))
for part in message.walk():
    if part.get_content_type() == 'text/html':
        html = part.get_payload(decode=True).decode(part.get_content_charset() or 'utf-8')
        found = re.search(r'https?://[^/"]+(/t/o/[^"\s]+)', html)
        if found:
            print(found.group(1))
            break
PY
)
[ -n "$PIXEL_PATH" ] || die "no /t/o/ pixel in $kept"
with_engine false
start_service
opened_before=$(db_psql -At -c "SELECT coalesce(sum(hits), 0) FROM tracking_hit_windows WHERE kind = 'OPENED'")
status=$(curl -sS -o "$WORK/pixel.gif" -w '%{http_code}' "$BASE$PIXEL_PATH")
[ "$status" = 200 ] || die "GET $PIXEL_PATH answered $status"
say "pixel: $(stat -c %s "$WORK/pixel.gif") bytes, $(file -b "$WORK/pixel.gif" 2>/dev/null || echo image)"
wrk -t 2 -c "$PIXEL_CONNECTIONS" -d "$PIXEL_WARMUP" "$BASE$PIXEL_PATH" >"$WORK/pixel-warmup.txt"
# CPU while wrk runs and while the recording catches up, per answered open: on a shared machine the
# requests/s and p99 are noise, CPU per open is what an A/B comparison can rely on.
pg_pids=$(backends)
j0=$(cpu_ticks "$SERVICE_PID"); p0=$(cpu_ticks $pg_pids)
wrk -t 2 -c "$PIXEL_CONNECTIONS" -d "$PIXEL_DURATION" --latency "$BASE$PIXEL_PATH" >"$WORK/pixel.txt"
j1=$(cpu_ticks "$SERVICE_PID"); p1=$(cpu_ticks $pg_pids)
rps=$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$WORK/pixel.txt")
p99=$(awk '$1 == "99%" {print $2}' "$WORK/pixel.txt")
non2xx=$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2 + 0}' "$WORK/pixel.txt"); non2xx=${non2xx:-0}
requests=$(( $(awk '/requests in/ {print $1; exit}' "$WORK/pixel-warmup.txt") + $(awk '/requests in/ {print $1; exit}' "$WORK/pixel.txt") + 1 ))
# Opens are recorded behind the answers (D-46: stored as hits, recorded by a loop): wait until no hit
# is left and the count stops moving, and say how fast the recording caught up.
last=-1; waited=0
for _ in $(seq 1 900); do
  now_count=$(db_psql -At -c "SELECT coalesce(sum(hits), 0) FROM tracking_hit_windows WHERE kind = 'OPENED'")
  pending=$(db_psql -At -c "SELECT count(*) FROM tracking_hits")
  [ "$now_count" = "$last" ] && [ "$pending" = 0 ] && break
  last=$now_count; sleep 1; waited=$((waited + 1))
done
j2=$(cpu_ticks "$SERVICE_PID"); p2=$(cpu_ticks $pg_pids)
recorded=$(( now_count - opened_before ))
echo "pixel recording: the last open was counted ${waited} s after wrk stopped"
echo "pixel: $rps requests/s, p99 $p99, non-2xx $non2xx over $PIXEL_DURATION at $PIXEL_CONNECTIONS connections; resident memory $(service_rss "$SERVICE_PID") MiB"
answered=$(awk '/requests in/ {print $1; exit}' "$WORK/pixel.txt")
awk -v n="$answered" -v j=$(( j1 - j0 )) -v p=$(( p1 - p0 )) -v jc=$(( j2 - j1 )) -v pc=$(( p2 - p1 )) -v hz="$(getconf CLK_TCK)" \
  'BEGIN { u = 1000000 / hz / n; printf "pixel CPU per open answered under wrk: while wrk ran service %.1f µs, PostgreSQL backends %.1f µs; catching up after service %.1f µs, backends %.1f µs\n", j * u, p * u, jc * u, pc * u }'
# wrk counts the answers it read; requests still in flight when it stopped were answered and recorded
# too, so the counted opens may outnumber them. Lost: answered opens never counted.
lost=$(( requests > recorded ? requests - recorded : 0 ))
events=$(db_psql -At -c "SELECT count(*) FROM events WHERE kind = 'OPENED' AND data->>'suspectedBot' = 'false'")
echo "pixel opens: $requests answered (warm-up and check included), $recorded counted ($(( recorded - requests )) more were in flight when wrk stopped), lost $lost; $events OPENED events by readers (D-55: one per 10 minutes)"
stop_service
