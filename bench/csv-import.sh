#!/usr/bin/env bash
# Time of POST /leads/import with a CSV file of 100,000 new leads (LinkedIn-export style: quoted
# fields, a BOM, 4 custom fields) into one campaign, the service at -Xmx512m, against a real
# PostgreSQL server; and, once, the same file through the people's command line (leads import).
#
# Starts the PostgreSQL 15 cluster if it is down, recreates the database outreach_csv_bench,
# starts the service on a free loopback port, creates an account with the operator CLI, then for
# each run: a new campaign (in SQL), a file of ROWS rows with links unique to the run, and the
# upload timed by curl. Prints every run, the median and the service's heap ceiling; exits non-zero
# if an import is not answered 200 with every row added, or the median is over TARGET seconds.
# See bench/README.md.
set -euo pipefail

RUNS=${RUNS:-3}
WARMUP=${WARMUP:-1}           # untimed imports first (JIT compilation, pools)
ROWS=${ROWS:-100000}
TARGET=${TARGET:-10}          # seconds; the median import must take at most this long
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_csv_bench}
DB_USER=${DB_USER:-outreach_csv_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_csv_bench}
STARTUP_TIMEOUT=${STARTUP_TIMEOUT:-120}
JAVA_OPTS=${JAVA_OPTS:--Xmx512m}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-csv-import.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=

BENCH=csv-import.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

command -v curl >/dev/null || die "curl is required"
command -v java >/dev/null || die "java (17+) is required"

pg_fresh_database
db() { db_psql -A -t "$@"; }
start_service
TOKEN=$(create_token csv-bench@example.com)
USER_ID=$(db -c "SELECT id FROM users WHERE email = 'csv-bench@example.com'")

new_campaign() {
  db -c "INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
         VALUES (gen_random_uuid(), '$USER_ID', 'Bench', 'CONNECT', '{\"longNote\": \"Hi {{firstName}}\"}',
                 'ACTIVE', now(), now()) RETURNING id"
}

# ROWS rows as a LinkedIn tool exports them: BOM, every field quoted, a comma inside the company.
csv_file() { # csv_file RUN-TAG
  printf '\xef\xbb\xbf'
  awk -v n="$ROWS" -v tag="$1" 'BEGIN {
    print "\"First Name\",\"Last Name\",\"LinkedIn URL\",\"Email\",\"Company\",\"Title\",\"City\",\"Industry\""
    for (i = 0; i < n; i++)
      printf "\"First%d\",\"Last%d\",\"https://www.linkedin.com/in/%s-%d\",\"lead%d@example.com\",\"Company %d, Inc.\",\"Head of Sales\",\"Berlin\",\"Software\"\r\n", i, i, tag, i, i, i
  }'
}

# Waits until the engine has nothing due: it parks each import's memberships (the bench's campaigns
# have no sender) after the import committed; timing the next import while it does would measure the
# engine's planning of the previous one, not the import.
engine_idle() {
  local waited=0
  while [ "$(db -c "SELECT count(*) FROM memberships WHERE next_action_at <= now()
                     AND status IN ('PENDING', 'IN_PROGRESS')")" != 0 ]; do
    [ "$waited" -lt 600 ] || die "the engine still had memberships due after 600 s"
    sleep 1; waited=$((waited + 1))
  done
  echo "$waited"
}

# One timed import; prints its seconds (curl's time_total) and checks the answer.
import_csv() { # import_csv CAMPAIGN-ID FILE
  local out=$WORK/answer.json time status
  read -r status time < <(curl -sS -o "$out" -w '%{http_code} %{time_total}\n' -H "token: $TOKEN" \
    -H 'Content-Type: text/csv' --data-binary "@$2" "$BASE/leads/import?campaignId=$1")
  [ "$status" = 200 ] || die "import answered $status: $(head -c 500 "$out")"
  grep -q "\"added\":$ROWS," "$out" || die "not every row was added: $(head -c 500 "$out")"
  echo "$time"
}

say "machine: $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)," \
  "$(java -version 2>&1 | head -n 1), PostgreSQL $(db -c 'SHOW server_version' | cut -d' ' -f1), service $JAVA_OPTS"

for w in $(seq 1 "$WARMUP"); do
  csv_file "warmup$w" >"$WORK/leads.csv"
  import_csv "$(new_campaign)" "$WORK/leads.csv" >/dev/null
done
say "file: $ROWS rows, $(du -m "$WORK/leads.csv" | cut -f1) MB; $WARMUP warm-up imports, $RUNS timed runs"

: >"$WORK/times"; : >"$WORK/cpu"
HZ=$(getconf CLK_TCK)
for run in $(seq 1 "$RUNS"); do
  csv_file "run$run" >"$WORK/leads.csv"
  campaign=$(new_campaign)
  idle=$(engine_idle)
  pids=$(backends)
  j0=$(cpu_ticks "$SERVICE_PID"); p0=$(cpu_ticks $pids)
  t=$(import_csv "$campaign" "$WORK/leads.csv")
  j1=$(cpu_ticks "$SERVICE_PID"); p1=$(cpu_ticks $pids)
  echo "$t" >>"$WORK/times"
  # CPU seconds of the JVM and of the service's PostgreSQL backends: less sensitive than the wall time
  # to the other builds sharing the 2 cores.
  jcpu=$(awk -v a="$j0" -v b="$j1" -v hz="$HZ" 'BEGIN {printf "%.2f", (b - a) / hz}')
  pcpu=$(awk -v a="$p0" -v b="$p1" -v hz="$HZ" 'BEGIN {printf "%.2f", (b - a) / hz}')
  echo "$jcpu $pcpu" >>"$WORK/cpu"
  printf 'run %d/%d: %.2f s (%.0f rows/s), CPU: service %s s, PostgreSQL %s s; service RSS %s MiB; load average %s; engine idle after %s s\n' \
    "$run" "$RUNS" "$t" "$(awk -v n="$ROWS" -v t="$t" 'BEGIN {print n / t}')" "$jcpu" "$pcpu" \
    "$(service_rss "$SERVICE_PID")" "$(cut -d' ' -f1 /proc/loadavg)" "$idle"
done

# The same through the people's command line, as a user would run it (plain lines: not a terminal).
csv_file "cli" >"$WORK/leads.csv"
t0=$(date +%s.%N)
java -jar "$JAR" leads import --url "$BASE" --token "$TOKEN" --campaign "$(new_campaign)" "$WORK/leads.csv" \
  | sed 's/^/cli: /' || die "the command line import failed"
t1=$(date +%s.%N)
printf 'cli: %.2f s, JVM start included\n' "$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')"

median=$(median <"$WORK/times")
printf 'median: %.2f s for %d rows (target <= %s s), service %s; CPU medians: service %s s, PostgreSQL %s s\n' \
  "$median" "$ROWS" "$TARGET" "$JAVA_OPTS" "$(cut -d' ' -f1 "$WORK/cpu" | median)" "$(cut -d' ' -f2 "$WORK/cpu" | median)"
awk -v a="$median" -v t="$TARGET" 'BEGIN {exit !(a <= t)}' || die "median $median s is over the target of $TARGET s"
