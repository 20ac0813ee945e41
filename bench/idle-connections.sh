#!/usr/bin/env bash
# GET /users/me throughput from one client address while another holds (or tries to hold) 10,000
# idle connections (D-55 h), against the same run with no idle connections.
#
# Starts the PostgreSQL cluster if it is down, recreates the database outreach_bench, starts the
# service on 127.0.0.1 with the rate limiter opened wide, creates an account, then: RUNS wrk runs of
# GET /users/me from 127.0.0.1 (the idle run); then a holder opens IDLE connections from 127.0.0.2
# that send nothing, and opens again each one the service closes (the per-address cap closes all
# but OUTREACH_HTTP_MAX_CONNECTIONS_PER_ADDRESS at once, the idle timeout the rest after
# OUTREACH_HTTP_IDLE_TIMEOUT), at most REOPEN_RATE a second; the same wrk runs again. Prints each
# run, both medians, their ratio (target: at least 0.8), the connections the holder held and the
# service's open file descriptors. Exits non-zero on any failed request.
# Options as bench/users-me.sh (RUNS, DURATION, WARMUP, CONNECTIONS, THREADS, JAVA_OPTS, PG_*),
# plus IDLE (10000), HOLDER_ADDRESS (127.0.0.2), REOPEN_RATE (2000), and any OUTREACH_HTTP_* of
# docs/configuration.md (e.g. OUTREACH_HTTP_MAX_CONNECTIONS_PER_ADDRESS=0 to see the run uncapped).
set -euo pipefail

RUNS=${RUNS:-3}
DURATION=${DURATION:-20s}
WARMUP=${WARMUP:-10s}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
IDLE=${IDLE:-10000}
HOLDER_ADDRESS=${HOLDER_ADDRESS:-127.0.0.2}
REOPEN_RATE=${REOPEN_RATE:-2000}
JAVA_OPTS=${JAVA_OPTS:--Xmx512m}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}
STARTUP_TIMEOUT=${STARTUP_TIMEOUT:-120}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-bench.XXXXXX")
LOG=$WORK/service.log
BENCH=idle-connections.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

install_missing wrk wrk
command -v python3 >/dev/null || die "python3 is required (the idle connection holder)"
command -v curl >/dev/null || die "curl is required"
# The holder and the service each need a descriptor per connection.
ulimit -n "$(( IDLE + 4096 ))" 2>/dev/null || ulimit -n "$(ulimit -Hn)"
[ "$(ulimit -n)" -gt "$IDLE" ] || say "warning: only $(ulimit -n) file descriptors; the holder holds fewer than $IDLE"

pg_fresh_database
start_service
TOKEN=$(create_token bench@example.com --agency)
status=$(curl -sS -o /dev/null -w '%{http_code}' -H "token: $TOKEN" "$BASE/users/me")
[ "$status" = 200 ] || die "GET /users/me answered $status, expected 200"
say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1); settings: $CONNECTIONS connections," \
  "$DURATION x $RUNS runs, $IDLE idle from $HOLDER_ADDRESS, cap ${OUTREACH_HTTP_MAX_CONNECTIONS_PER_ADDRESS:-256}," \
  "idle timeout ${OUTREACH_HTTP_IDLE_TIMEOUT:-PT30S}"

failed_total=0
measure() { # measure NAME: RUNS wrk runs of GET /users/me; leaves the median req/s in $WORK/NAME.median
  local name=$1 out rps non2xx sock
  timeout 120 wrk -t "$THREADS" -c "$CONNECTIONS" -d "$WARMUP" -H "token: $TOKEN" "$BASE/users/me" >/dev/null
  : >"$WORK/$name.rps"
  for run in $(seq 1 "$RUNS"); do
    out=$WORK/$name-$run.txt
    timeout 300 wrk -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" --latency -H "token: $TOKEN" "$BASE/users/me" >"$out"
    rps=$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$out")
    non2xx=$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2 + 0}' "$out"); non2xx=${non2xx:-0}
    sock=$(awk '/Socket errors/ {gsub(/,/, ""); print $4 + $6 + $8 + $10}' "$out"); sock=${sock:-0}
    failed_total=$(( failed_total + non2xx + sock ))
    echo "$rps" >>"$WORK/$name.rps"
    printf '%s run %d/%d: %s req/s, p99 %s, non-2xx %s, socket errors %s, service fds %s\n' "$name" "$run" "$RUNS" \
      "$rps" "$(awk '$1 == "99%" {print $2}' "$out")" "$non2xx" "$sock" "$(ls "/proc/$SERVICE_PID/fd" | wc -l)"
  done
  median <"$WORK/$name.rps" >"$WORK/$name.median"
}

measure idle-run

# The holder: keeps IDLE connections from HOLDER_ADDRESS open as best it can, sending nothing.
cat >"$WORK/holder.py" <<'PY'
import os, selectors, socket, sys, time
host, port, source, want, rate, status = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
sel = selectors.DefaultSelector()
held, opened, closed = 0, 0, 0
def open_one():
    global held, opened
    s = socket.socket(); s.setblocking(False); s.bind((source, 0))
    try: s.connect((host, port))
    except BlockingIOError: pass
    except OSError: s.close(); return
    sel.register(s, selectors.EVENT_READ); held += 1; opened += 1
last = time.time(); budget = 0.0
while True:
    now = time.time(); budget = min(rate, budget + (now - last) * rate); last = now
    while held < want and budget >= 1: open_one(); budget -= 1
    for key, _ in sel.select(timeout=0.05):
        try: data = key.fileobj.recv(4096)
        except OSError: data = b""
        if not data:
            sel.unregister(key.fileobj); key.fileobj.close(); held -= 1; closed += 1
    # Whole or not at all: the script reads the file while this loop rewrites it.
    with open(status + ".tmp", "w") as f: f.write(f"{held} {opened} {closed}\n")
    os.replace(status + ".tmp", status)
PY
python3 "$WORK/holder.py" 127.0.0.1 "$PORT" "$HOLDER_ADDRESS" "$IDLE" "$REOPEN_RATE" "$WORK/holder.status" &
HOLDER_PID=$!
trap 'status=$?; kill "$HOLDER_PID" 2>/dev/null; (exit $status); bench_cleanup' EXIT
sleep $(( IDLE / REOPEN_RATE + 5 ))
read -r held opened closed <"$WORK/holder.status"
say "holder: $held connections open now, $opened opened, $closed closed by the service"
[ "$(curl -sS -o /dev/null -w '%{http_code}' "$BASE/health")" = 200 ] || die "GET /health did not answer 200 with the holder running"

measure with-idle
read -r held opened closed <"$WORK/holder.status"
printf 'idle connections from %s: %s open at the end, %s opened, %s closed by the service\n' "$HOLDER_ADDRESS" "$held" "$opened" "$closed"
printf 'GET /users/me median: %.0f req/s alone, %.0f req/s beside the idle connections: ratio %.2f (target at least 0.80)\n' \
  "$(cat "$WORK/idle-run.median")" "$(cat "$WORK/with-idle.median")" \
  "$(awk -v a="$(cat "$WORK/with-idle.median")" -v b="$(cat "$WORK/idle-run.median")" 'BEGIN {printf "%.4f", a / b}')"
[ "$failed_total" -eq 0 ] || die "$failed_total requests failed (non-2xx/3xx answers or socket errors)"
