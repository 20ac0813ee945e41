#!/usr/bin/env bash
# Time of POST /leads/add-to-campaign with 10,000 new leads (5 custom fields each) into one campaign,
# against a real PostgreSQL server, next to a raw COPY of equivalent rows into the same tables.
#
# Starts the PostgreSQL 15 cluster if it is down, recreates the database outreach_leads_bench,
# starts the service on a free loopback port, creates an account with the operator CLI, then for
# each run: a new campaign (in SQL: its endpoint is not needed here), a request of LEADS new
# leads timed by curl, and a COPY of as many lead and membership rows in one psql transaction.
# Prints every run, the medians and their ratio; exits non-zero if a request is not answered
# 200 with every lead added. See bench/README.md.
set -euo pipefail

RUNS=${RUNS:-5}
WARMUP=${WARMUP:-3}           # untimed requests first (JIT compilation, pools)
LEADS=${LEADS:-10000}
TARGET=${TARGET:-1.0}         # seconds; the median request must take at most this long
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_leads_bench}
DB_USER=${DB_USER:-outreach_leads_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_leads_bench}
STARTUP_TIMEOUT=${STARTUP_TIMEOUT:-120}
JAVA_OPTS=${JAVA_OPTS:-}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-add-leads.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=

say() { printf '%s\n' "$*" >&2; }
die() { say "add-leads.sh: $*"; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

cleanup() {
  local status=$?
  if [ -n "$SERVICE_PID" ] && kill -0 "$SERVICE_PID" 2>/dev/null; then
    kill "$SERVICE_PID" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$SERVICE_PID" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$SERVICE_PID" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ]; then say "service log kept in $LOG"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

command -v curl >/dev/null || die "curl is required"
command -v java >/dev/null || die "java (17+) is required"

# --- PostgreSQL: a fresh database of our own ---------------------------------------------------
if ! command -v pg_ctlcluster >/dev/null; then
  say "installing PostgreSQL $PG_VERSION"
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$PG_VERSION" >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c && $4=="online" {f=1} END {exit !f}'; then
  say "starting PostgreSQL cluster $PG_VERSION/$PG_CLUSTER"
  as_root pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
fi
PG_PORT=$(pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c {print $3}')
[ -n "$PG_PORT" ] || die "no PostgreSQL cluster $PG_VERSION/$PG_CLUSTER"
for _ in $(seq 1 30); do as_postgres pg_isready -q -p "$PG_PORT" && break; sleep 1; done
as_postgres psql -q -X -v ON_ERROR_STOP=1 -p "$PG_PORT" -d postgres >/dev/null <<SQL
SET client_min_messages = warning;
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$DB_USER') THEN CREATE ROLE "$DB_USER" LOGIN; END IF;
END \$\$;
ALTER ROLE "$DB_USER" LOGIN PASSWORD '$DB_PASSWORD';
DROP DATABASE IF EXISTS "$DB_NAME" WITH (FORCE);
CREATE DATABASE "$DB_NAME" OWNER "$DB_USER";
SQL
# The service's own role, over TCP as the service connects; -q -X -A -t: bare values.
db() { PGPASSWORD=$DB_PASSWORD psql -q -X -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U "$DB_USER" -d "$DB_NAME" "$@"; }

# --- service -----------------------------------------------------------------------------------
if [ ! -f "$JAR" ]; then
  say "building $JAR"
  (cd "$ROOT" && timeout 900 mvn -q -B package -DskipTests) || die "build failed"
fi
free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$(( 20000 + RANDOM % 20000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  die "no free port found"
}
PORT=${PORT:-$(free_port)}
BASE=http://127.0.0.1:$PORT
export DATASOURCES_DEFAULT_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/$DB_NAME"
export DATASOURCES_DEFAULT_USERNAME=$DB_USER
export DATASOURCES_DEFAULT_PASSWORD=$DB_PASSWORD
export MICRONAUT_SERVER_HOST=127.0.0.1
export MICRONAUT_SERVER_PORT=$PORT

say "starting the service on $BASE (log: $LOG)"
# shellcheck disable=SC2086  # JAVA_OPTS is a list of flags
java $JAVA_OPTS -jar "$JAR" >"$LOG" 2>&1 &
SERVICE_PID=$!
deadline=$(( SECONDS + STARTUP_TIMEOUT ))
until curl -fsS -o /dev/null "$BASE/health" 2>/dev/null; do
  kill -0 "$SERVICE_PID" 2>/dev/null || { tail -n 40 "$LOG" >&2; die "the service exited during startup"; }
  [ "$SECONDS" -lt "$deadline" ] || die "no healthy answer from $BASE/health within ${STARTUP_TIMEOUT}s"
  sleep 1
done
TOKEN=$(timeout 180 java -jar "$JAR" users create --email leads-bench@example.com --name Bench 2>>"$LOG" \
  | sed -n 's/^token: //p')
[ -n "$TOKEN" ] || die "users create printed no token"
USER_ID=$(db -c "SELECT id FROM users WHERE email = 'leads-bench@example.com'")

# A new ACTIVE campaign of the bench user; prints its id.
new_campaign() {
  db -c "INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
         VALUES (gen_random_uuid(), '$USER_ID', 'Bench', 'CONNECT', '{\"longNote\": \"Hi {{firstName}}\"}',
                 'ACTIVE', now(), now()) RETURNING id"
}

# --- payloads ----------------------------------------------------------------------------------
# The request body: LEADS leads with links unique to the run, names and five custom fields.
request_body() { # request_body CAMPAIGN-ID RUN-TAG
  awk -v n="$LEADS" -v c="$1" -v tag="$2" 'BEGIN {
    printf "{\"campaignId\":\"%s\",\"leads\":[", c
    for (i = 0; i < n; i++) {
      if (i) printf ","
      printf "{\"profileLink\":\"https://www.linkedin.com/in/%s-%d\",\"firstName\":\"First%d\",\"lastName\":\"Last%d\",", tag, i, i, i
      printf "\"company\":\"Company %d\",\"title\":\"Head of Sales\",\"city\":\"Berlin\",\"industry\":\"Software\",\"employees\":%d}", i, i % 5000
    }
    printf "]}" }'
}

# The same rows for COPY: the leads as the service stores them (canonical link, built full name,
# the custom fields as jsonb) and a PENDING membership of each, in one transaction.
copy_script() { # copy_script CAMPAIGN-ID RUN-TAG RUN-NUMBER
  awk -v n="$LEADS" -v c="$1" -v tag="$2" -v run="$3" -v u="$USER_ID" 'BEGIN {
    print "BEGIN;"
    print "COPY leads (id, user_id, profile_link, first_name, last_name, full_name, custom_fields, created_at, updated_at) FROM STDIN WITH (FORMAT csv);"
    for (i = 0; i < n; i++)
      printf "%08x-%04x-4000-8000-%012d,%s,https://www.linkedin.com/in/%s-%d,First%d,Last%d,First%d Last%d,\"{\"\"company\"\": \"\"Company %d\"\", \"\"title\"\": \"\"Head of Sales\"\", \"\"city\"\": \"\"Berlin\"\", \"\"industry\"\": \"\"Software\"\", \"\"employees\"\": %d}\",now,now\n", run, 1, i, u, tag, i, i, i, i, i, i, i % 5000
    print "\\."
    print "COPY memberships (id, campaign_id, lead_id, user_id, status, current_step, conversation_id, created_at, updated_at) FROM STDIN WITH (FORMAT csv);"
    for (i = 0; i < n; i++)
      printf "%08x-%04x-4000-8000-%012d,%s,%08x-%04x-4000-8000-%012d,%s,PENDING,0,%08x-%04x-4000-8000-%012d,now,now\n", run, 2, i, c, run, 1, i, u, run, 3, i
    print "\\."
    print "COMMIT;" }'
}

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR] = $1} END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# One timed request; prints its seconds (curl's time_total) and checks the answer.
add_leads() { # add_leads BODY-FILE
  local out=$WORK/answer.json time status
  read -r status time < <(curl -sS -o "$out" -w '%{http_code} %{time_total}\n' -H "token: $TOKEN" \
    -H 'Content-Type: application/json' --data-binary "@$1" "$BASE/leads/add-to-campaign")
  [ "$status" = 200 ] || die "add-to-campaign answered $status: $(head -c 500 "$out")"
  grep -q "\"added\":$LEADS," "$out" || die "not every lead was added: $(head -c 500 "$out")"
  echo "$time"
}

say "machine: $(nproc) CPUs, $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)," \
  "$(java -version 2>&1 | head -n 1), PostgreSQL $(db -c 'SHOW server_version' | cut -d' ' -f1)"
say "settings: $LEADS leads with 5 custom fields a request, $WARMUP warm-up requests, $RUNS timed runs"

for w in $(seq 1 "$WARMUP"); do
  request_body "$(new_campaign)" "warmup$w" >"$WORK/body.json"
  add_leads "$WORK/body.json" >/dev/null
done

: >"$WORK/api"; : >"$WORK/copy"
for run in $(seq 1 "$RUNS"); do
  request_body "$(new_campaign)" "api$run" >"$WORK/body.json"
  api=$(add_leads "$WORK/body.json")
  copy_script "$(new_campaign)" "copy$run" "$run" >"$WORK/copy.sql"
  t0=$(now); db -f "$WORK/copy.sql" >/dev/null; t1=$(now)
  copy=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')
  echo "$api" >>"$WORK/api"; echo "$copy" >>"$WORK/copy"
  printf 'run %d/%d: add-to-campaign %.3f s, COPY %.3f s, ratio %.1f\n' "$run" "$RUNS" "$api" "$copy" \
    "$(awk -v a="$api" -v c="$copy" 'BEGIN {print a / c}')"
done

api=$(median <"$WORK/api"); copy=$(median <"$WORK/copy")
printf 'median: add-to-campaign %.3f s (target <= %s s), COPY %.3f s, ratio %.1f\n' "$api" "$TARGET" "$copy" \
  "$(awk -v a="$api" -v c="$copy" 'BEGIN {print a / c}')"
awk -v a="$api" -v t="$TARGET" 'BEGIN {exit !(a <= t)}' || die "median $api s is over the target of $TARGET s"
