#!/usr/bin/env bash
# GET /conversations (the inbox, D-49) for one account holding 100,000 conversations and 1,000,000
# messages, against the real jar and the machine's PostgreSQL 15 server: the first page, unread=true,
# a campaignId filter and three q= searches, each warmed up and then timed with wrk (latency
# distribution, p50 and p99).
#
# Recreates the database outreach_inbox_bench, starts the service (Flyway creates the schema and
# V042's triggers and indexes), creates an account with the operator CLI, then bulk-loads campaigns,
# leads, memberships and messages with SQL. The messages go in through the same INSERT every writer
# uses, so V042's trigger fills each conversation's last message, unread count and activity time;
# 80 % of the conversations are then marked read. See bench/README.md.
set -euo pipefail

CONVERSATIONS=${CONVERSATIONS:-100000}
MESSAGES=${MESSAGES:-1000000}
CAMPAIGNS=${CAMPAIGNS:-20}
DURATION=${DURATION:-15s}
CONNECTIONS=${CONNECTIONS:-2}
WARMUP=${WARMUP:-5s}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_inbox_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-inbox-bench.XXXXXX")
LOG=$WORK/service.log
SERVICE_PID=

BENCH=inbox.sh
# shellcheck source=bench/lib.sh
source "$ROOT/bench/lib.sh"

install_missing wrk wrk
pg_fresh_database
# The seeded conversations are finished or have nothing planned: the engine has no work here.
export OUTREACH_ENGINE_ENABLED=false
start_service
TOKEN=$(create_token inbox-bench@example.com)
USER_ID=$(db_psql -At -c "SELECT id FROM users WHERE email = 'inbox-bench@example.com'")
[ -n "$USER_ID" ] || die "no user"

say "loading $CONVERSATIONS conversations in $CAMPAIGNS campaigns and $MESSAGES messages"
t0=$SECONDS
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
SELECT md5('campaign' || c)::uuid, '$USER_ID', 'Inbox ' || c, 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now()
FROM generate_series(1, $CAMPAIGNS) c;
-- Names from small lists (a surname is shared by 1 in 50 leads), a company of 1 in 1,000, an email each.
INSERT INTO leads (id, user_id, profile_link, first_name, last_name, full_name, email, custom_fields, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/inbox-' || n, f, l, f || ' ' || l,
       'lead-' || n || '@mail' || (n % 100) || '.example',
       jsonb_build_object('company', 'Company ' || (n % 1000)), now(), now()
FROM (SELECT n, (ARRAY['Ada','Bob','Cy','Dee','Eve','Fay','Gil','Hal','Ivy','Jo'])[1 + n % 10] AS f,
             'Surname' || (n % 50) AS l
      FROM generate_series(1, $CONVERSATIONS) n) x;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, current_step, conversation_id,
                         sender_id, next_action_at, created_at, updated_at)
SELECT md5('membership' || n)::uuid, md5('campaign' || (1 + n % $CAMPAIGNS))::uuid, md5('lead' || n)::uuid,
       '$USER_ID', (ARRAY['IN_PROGRESS','REPLIED','COMPLETED','FAILED'])[1 + n % 4], 1,
       md5('conversation' || n)::uuid, md5('sender' || (n % 8))::uuid, NULL, now(), now()
FROM generate_series(1, $CONVERSATIONS) n;
-- Messages over the last 90 days, every conversation some; one in three is incoming.
INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
SELECT gen_random_uuid(), md5('conversation' || (1 + (k * 7919) % $CONVERSATIONS))::uuid,
       CASE WHEN k % 3 = 0 THEN 'IN' ELSE 'OUT' END,
       'Message ' || k || ' ' || repeat('lorem ipsum ', (1 + k % 30)::int),
       CASE WHEN k % 3 = 0 THEN 'RECEIVED' ELSE 'SENT' END,
       now() - ((k * 2654435761) % 7776000) * interval '1 second'
FROM generate_series(1::bigint, $MESSAGES) k;
-- Most of the inbox has been read.
UPDATE memberships SET unread_count = 0 WHERE user_id = '$USER_ID' AND hashtext(id::text) % 5 <> 0;
SQL
db_psql -c "VACUUM ANALYZE" 2>/dev/null
say "loaded in $(( SECONDS - t0 )) s"
check=$(db_psql -At -c "SELECT count(*) FROM memberships WHERE last_message_at IS NOT NULL AND user_id = '$USER_ID'")
say "conversations with messages: $check; unread: $(db_psql -At -c "SELECT count(*) FROM memberships WHERE unread_count > 0")"
[ "$check" -eq "$CONVERSATIONS" ] || die "the trigger did not fill every conversation"

cat >"$WORK/inbox.lua" <<LUA
wrk.headers["token"] = "$TOKEN"
LUA
CAMPAIGN=$(db_psql -At -c "SELECT md5('campaign' || 7)::uuid")
# case NAME QUERY: wrk for DURATION at CONNECTIONS connections; prints p50 and p99
case_run() {
  local url="$BASE/conversations$2"
  local body
  body=$(curl -fsS -H "token: $TOKEN" "$url") || die "call failed: $url"
  local shown
  shown=$(printf '%s' "$body" | grep -o '"conversationId"' | wc -l)
  # Untimed first: JIT compilation and the connection pool, then the timed run.
  timeout 120 wrk -t 1 -c "$CONNECTIONS" -d "$WARMUP" -s "$WORK/inbox.lua" "$url" >/dev/null
  timeout 300 wrk -t 1 -c "$CONNECTIONS" -d "$DURATION" --latency -s "$WORK/inbox.lua" "$url" >"$WORK/wrk-$1.txt"
  local non2xx
  non2xx=$(awk -F': *' '/Non-2xx or 3xx responses/ {print $2 + 0}' "$WORK/wrk-$1.txt"); non2xx=${non2xx:-0}
  printf '%-22s %6s req/s  p50 %8s  p99 %8s  (%s conversations on the page, non-2xx %s)\n' "$1" \
    "$(awk '/^Requests\/sec:/ {printf "%.0f", $2}' "$WORK/wrk-$1.txt")" \
    "$(awk '$1 == "50%" {print $2}' "$WORK/wrk-$1.txt")" \
    "$(awk '$1 == "99%" {print $2}' "$WORK/wrk-$1.txt")" "$shown" "$non2xx"
  [ "$non2xx" -eq 0 ] || die "$1 saw $non2xx non-2xx answers"
}
say "machine: $(nproc) CPUs, $(java -version 2>&1 | head -n 1), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1)"
echo "GET /conversations, $CONNECTIONS connections, $DURATION per case:"
case_run first-page ""
case_run unread "?unread=true"
case_run campaign "?campaignId=$CAMPAIGN"
case_run q-surname "?q=surname17"
case_run q-company "?q=company%20420"
case_run q-email "?q=lead-4242%40"
