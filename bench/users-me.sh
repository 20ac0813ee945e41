#!/usr/bin/env bash
# Throughput and latency of authenticated GET /users/me against a real PostgreSQL server, and of a
# bare Micronaut JSON endpoint (bench/bare-micronaut) in the same run, for the framework's ceiling.
#
# Installs wrk if missing, starts the PostgreSQL 15 cluster if it is down, recreates the database
# outreach_bench, starts the service on a free loopback port with the rate limiter opened wide,
# creates an account with the operator CLI, warms up, then runs wrk RUNS times and prints each run
# and the medians; then the same against the bare app, and the ratio of the two medians (the
# target: at least 0.6). Exits non-zero if any run saw a non-2xx/3xx answer or a socket error.
# See bench/README.md for the options and how to read the output.
set -euo pipefail

RUNS=${RUNS:-5}
DURATION=${DURATION:-20s}
WARMUP=${WARMUP:-10s}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
JVM_CPUS=${JVM_CPUS:-}        # e.g. "1" or "0-1": taskset CPU list for the service; empty = no pinning
WRK_CPUS=${WRK_CPUS:-}        # e.g. "0": taskset CPU list for wrk; empty = no pinning
JAVA_OPTS=${JAVA_OPTS:--Xmx512m} # JVM flags for the service and the bare app (e.g. -XX:StartFlightRecording=...)
BARE=${BARE:-1}               # 0 skips the bare framework endpoint
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}
STARTUP_TIMEOUT=${STARTUP_TIMEOUT:-120}   # seconds to wait for GET /health
# The limiter stays on the request path (bucket lookup, take, X-RateLimit-* headers); only its
# limit is raised so that one token can be driven at full speed without 429s.
RATE_LIMIT=${RATE_LIMIT:-1000000}
RATE_BURST=${RATE_BURST:-1000000}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-bench.XXXXXX")
LOG=$WORK/service.log
BENCH=users-me.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

# "20s", "1m", "1h" or a bare number of seconds -> seconds (for the time bounds below).
seconds() {
  case "$1" in
    *s) echo "${1%s}" ;; *m) echo $(( ${1%m} * 60 )) ;; *h) echo $(( ${1%h} * 3600 )) ;; *) echo "$1" ;;
  esac
}

pin() { # pin CPU-LIST COMMAND...: run under taskset when a CPU list is given
  local cpus=$1; shift
  if [ -n "$cpus" ]; then taskset -c "$cpus" "$@"; else "$@"; fi
}

# --- tools, database, service -------------------------------------------------------------
install_missing wrk wrk
command -v curl >/dev/null || die "curl is required"
command -v java >/dev/null || die "java (17+) is required"
pg_fresh_database
SERVICE_PREFIX=${JVM_CPUS:+taskset -c $JVM_CPUS}
start_service
TOKEN=$(create_token bench@example.com --agency)
status=$(curl -sS -o /dev/null -w '%{http_code}' -H "token: $TOKEN" "$BASE/users/me")
[ "$status" = 200 ] || die "GET /users/me answered $status, expected 200"

# --- measurements ------------------------------------------------------------------------------
say "machine: $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)," \
  "$(java -version 2>&1 | head -n 1), $(wrk -v 2>&1 | head -n 1 | cut -d' ' -f1-2)," \
  "PostgreSQL $(as_postgres psql -X -At -p "$PG_PORT" -d postgres -c 'SHOW server_version' | cut -d' ' -f1)"
say "settings: $CONNECTIONS connections, $THREADS wrk threads, $DURATION x $RUNS runs after a $WARMUP warm-up," \
  "JVM CPUs ${JVM_CPUS:-any}, wrk CPUs ${WRK_CPUS:-any}"

wrk_run() { # wrk_run DURATION OUTPUT-FILE URL [HEADER]
  local limit=$(( $(seconds "$1") + 60 ))
  pin "$WRK_CPUS" timeout "$limit" wrk -t "$THREADS" -c "$CONNECTIONS" -d "$1" --latency \
    ${4:+-H "$4"} "$3" >"$2"
}

# Latency in wrk's units (us, ms, s) -> milliseconds.
to_ms() {
  awk -v v="$1" 'BEGIN {
    n = v + 0
    if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000
    printf "%.2f", n }'
}

# CPU seconds used so far by the service (utime + stime), and by the whole machine (all but idle and iowait).
TICKS=$(getconf CLK_TCK)
process_cpu() { awk -v t="$TICKS" '{sub(/^.*\) /, ""); printf "%.2f", ($12 + $13) / t}' "/proc/$1/stat"; }
machine_cpu() { awk -v t="$TICKS" '$1 == "cpu" {printf "%.2f", ($2 + $3 + $4 + $7 + $8 + $9) / t}' /proc/stat; }


# measure NAME PID URL [HEADER]: a warm-up, then RUNS runs, each printed, then the medians;
# leaves the median req/s in $WORK/NAME.median. Adds failed requests to failed_total.
failed_total=0
measure() {
  local name=$1 pid=$2 url=$3 header=${4:-}
  say "$name: warming up for $WARMUP"
  wrk_run "$WARMUP" "$WORK/$name-warmup.txt" "$url" "$header"
  : >"$WORK/rps"; : >"$WORK/p50"; : >"$WORK/p99"; : >"$WORK/cpu"
  for run in $(seq 1 "$RUNS"); do
    out=$WORK/$name-run-$run.txt
    cpu0=$(process_cpu "$pid"); all0=$(machine_cpu); t0=$(date +%s.%N)
    wrk_run "$DURATION" "$out" "$url" "$header"
    cpu1=$(process_cpu "$pid"); all1=$(machine_cpu); t1=$(date +%s.%N)
    rps=$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$out")
    requests=$(awk '/requests in/ {print $1; exit}' "$out")
    [ -n "$rps" ] && [ -n "$requests" ] || { cat "$out" >&2; die "could not parse wrk output of run $run"; }
    p50=$(to_ms "$(awk '$1 == "50%" {print $2}' "$out")")
    p99=$(to_ms "$(awk '$1 == "99%" {print $2}' "$out")")
    non2xx=$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2 + 0}' "$out")
    sock=$(awk '/Socket errors/ {gsub(/,/, ""); print $4 + $6 + $8 + $10}' "$out")
    non2xx=${non2xx:-0}; sock=${sock:-0}
    # Cores busy on average during the run (the server alone; everything: server, wrk and any other
    # work), and the server's CPU time per request, which is steadier than req/s on a shared machine.
    cpu=$(awk -v a="$cpu0" -v b="$cpu1" -v c="$all0" -v d="$all1" -v s="$t0" -v e="$t1" -v n="$requests" \
      'BEGIN {printf "%.2f %.2f %.0f", (b - a) / (e - s), (d - c) / (e - s), (b - a) * 1e6 / (n > 0 ? n : 1)}')
    read -r service_cores machine_cores us_per_request <<<"$cpu"
    echo "$rps" >>"$WORK/rps"; echo "$p50" >>"$WORK/p50"; echo "$p99" >>"$WORK/p99"
    echo "$us_per_request" >>"$WORK/cpu"
    errors=$(( non2xx + sock ))
    failed_total=$(( failed_total + errors ))
    [ "$errors" -eq 0 ] || grep -E 'Non-2xx|Socket errors' "$out" >&2 || true
    printf '%s run %d/%d: %s req/s, p50 %s ms, p99 %s ms, non-2xx %s, socket errors %s' \
      "$name" "$run" "$RUNS" "$rps" "$p50" "$p99" "$non2xx" "$sock"
    printf ' | cores busy: server %s, machine %s of %s; server CPU %s us/request\n' \
      "$service_cores" "$machine_cores" "$(nproc)" "$us_per_request"
  done
  median <"$WORK/rps" >"$WORK/$name.median"
  printf '%s median: %.0f req/s, p50 %.2f ms, p99 %.2f ms | server CPU %.0f us/request, resident memory %s MiB\n' \
    "$name" "$(cat "$WORK/$name.median")" "$(median <"$WORK/p50")" "$(median <"$WORK/p99")" "$(median <"$WORK/cpu")" \
    "$(service_rss "$pid")"
}

measure users-me "$SERVICE_PID" "$BASE/users/me" "token: $TOKEN"

if [ "$BARE" = 1 ]; then
  say "building the bare framework app (bench/bare-micronaut)"
  (cd "$ROOT/bench/bare-micronaut" && timeout 600 mvn -q -B package dependency:build-classpath \
    -Dmdep.outputFile=target/classpath.txt) >"$WORK/bare-build.log" 2>&1 || { cat "$WORK/bare-build.log" >&2; die "bare app build failed"; }
  BARE_PORT=$(free_port)
  # shellcheck disable=SC2206  # SERVICE_PREFIX and JAVA_OPTS are lists of words
  bare_command=(${SERVICE_PREFIX:-} java ${JAVA_OPTS} -cp "$ROOT/bench/bare-micronaut/target/classes:$(cat "$ROOT/bench/bare-micronaut/target/classpath.txt")" \
    bench.bare.BareApplication -micronaut.server.host=127.0.0.1 -micronaut.server.port="$BARE_PORT")
  "${bare_command[@]}" >"$WORK/bare.log" 2>&1 &
  BARE_PID=$!
  trap 'status=$?; kill "$BARE_PID" 2>/dev/null; (exit $status); bench_cleanup' EXIT
  for _ in $(seq 1 60); do curl -fsS -o /dev/null "http://127.0.0.1:$BARE_PORT/hello" 2>/dev/null && break; sleep 1; done
  curl -fsS -o /dev/null "http://127.0.0.1:$BARE_PORT/hello" || { cat "$WORK/bare.log" >&2; die "the bare app did not answer"; }
  # The service stays up but idle meanwhile (its loops poll once a second), as the bare app did before.
  measure bare "$BARE_PID" "http://127.0.0.1:$BARE_PORT/hello"
  printf 'ratio: /users/me %.0f req/s / bare endpoint %.0f req/s = %.2f (target at least 0.6)\n' \
    "$(cat "$WORK/users-me.median")" "$(cat "$WORK/bare.median")" \
    "$(awk -v a="$(cat "$WORK/users-me.median")" -v b="$(cat "$WORK/bare.median")" 'BEGIN {printf "%.4f", a / b}')"
fi
[ "$failed_total" -eq 0 ] || die "$failed_total requests failed (non-2xx/3xx answers or socket errors)"
