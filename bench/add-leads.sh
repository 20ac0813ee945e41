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

BENCH=add-leads.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

command -v curl >/dev/null || die "curl is required"
command -v java >/dev/null || die "java (17+) is required"

# --- database and service -------------------------------------------------------------------
pg_fresh_database
# The service's own role; -A -t: bare values.
db() { db_psql -A -t "$@"; }
start_service
TOKEN=$(create_token leads-bench@example.com)
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
