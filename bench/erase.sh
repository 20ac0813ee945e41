#!/usr/bin/env bash
# Erasure benchmark (D-54): DELETE /leads/{leadId}?erase=true against the real jar (-Xmx512m) and
# PostgreSQL 15, in a database of EVENTS (10,000,000) events over LEADS (100,000) leads of one user,
# built with generate_series (not through the API). Each erased lead has EVENTS / LEADS events,
# messages and an unsent webhook delivery per event. Prints the median and the slowest of ERASE
# (9) erasures, each of another lead (target: at most 1 s), and the storage of the tables (bytes
# per event and per lead, pg_total_relation_size: table, indexes and TOAST). See bench/README.md.
set -euo pipefail

EVENTS=${EVENTS:-10000000}
LEADS=${LEADS:-100000}
ERASE=${ERASE:-9}
PG_VERSION=${PG_VERSION:-15}
PG_CLUSTER=${PG_CLUSTER:-main}
DB_NAME=${DB_NAME:-outreach_erase_bench}
DB_USER=${DB_USER:-outreach_bench}
DB_PASSWORD=${DB_PASSWORD:-outreach_bench}

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JAR=${JAR:-$ROOT/bootstrap/target/outreach-service.jar}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/outreach-erase-bench.XXXXXX")
LOG=$WORK/service.log

BENCH=erase.sh
source "$ROOT/bench/lib.sh"

pg_fresh_database
export OUTREACH_ENGINE_ENABLED=false OUTREACH_WEBHOOKS_DELIVER=false OUTREACH_RETENTION_ENABLED=false
start_service
TOKEN=$(create_token erase-bench@example.com)
USER_ID=$(db_psql -At -c "SELECT id FROM users WHERE email = 'erase-bench@example.com'")
say "machine: $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), PostgreSQL $(db_psql -At -c 'SHOW server_version' | cut -d' ' -f1)"
say "building $LEADS leads and $EVENTS events"
start=$SECONDS
db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO campaigns (id, user_id, title, sequence, content, status, created_at, updated_at)
VALUES (md5('erase campaign')::uuid, '$USER_ID', 'Erase bench', 'MESSAGE', '{"message1":"Hi"}', 'ACTIVE', now(), now());
INSERT INTO leads (id, user_id, profile_link, first_name, last_name, email, created_at, updated_at)
SELECT md5('lead' || n)::uuid, '$USER_ID', 'https://www.linkedin.com/in/erase-' || n, 'First ' || n, 'Last ' || n,
       'lead' || n || '@example.com', now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
SELECT md5('membership' || n)::uuid, md5('erase campaign')::uuid, md5('lead' || n)::uuid, '$USER_ID', 'IN_PROGRESS',
       md5('conversation' || n)::uuid, now(), now()
FROM generate_series(1, $LEADS) n;
INSERT INTO events (id, kind, user_id, campaign_id, membership_id, lead_id, occurred_at, recorded_at, data)
SELECT gen_random_uuid(), 'OPENED', '$USER_ID', md5('erase campaign')::uuid,
       md5('membership' || (e % $LEADS + 1))::uuid, md5('lead' || (e % $LEADS + 1))::uuid,
       now() - make_interval(secs => e), now() - make_interval(secs => e), '{"note":"posted with the event"}'
FROM generate_series(1, $EVENTS) e;
SQL
# The erased leads' own history beside the events: a message and an unsent delivery per event.
for i in $(seq 1 "$ERASE"); do
  n=$(( i * (LEADS / (ERASE + 1)) ))
  db_psql <<SQL
SET client_min_messages = warning;
INSERT INTO messages (id, conversation_id, direction, content, status, created_at)
SELECT gen_random_uuid(), md5('conversation' || $n)::uuid, 'OUT', 'Hello First $n', 'SENT', now() - make_interval(secs => k)
FROM generate_series(1, $EVENTS / $LEADS) k;
INSERT INTO webhook_deliveries (webhook_id, event_id, status, next_attempt_at, created_at, updated_at)
SELECT gen_random_uuid(), id, 'PENDING', now() + interval '1 day', now(), now()
FROM events WHERE lead_id = md5('lead' || $n)::uuid;
SQL
done
db_psql -c "SET client_min_messages = error" -c "VACUUM ANALYZE" >/dev/null
say "built in $(( SECONDS - start )) s: $(db_psql -At -c "SELECT count(*) FROM events") events"

times=()
for i in $(seq 1 "$ERASE"); do
  n=$(( i * (LEADS / (ERASE + 1)) ))
  t=$(curl -fsS -o "$WORK/erase.json" -w '%{time_total}' -X DELETE -H "token: $TOKEN" \
    "$BASE/leads/$(db_psql -At -c "SELECT md5('membership' || $n)::uuid")?erase=true")
  grep -q '"erased":1' "$WORK/erase.json" || die "erasure $i answered $(cat "$WORK/erase.json")"
  times+=("$t")
  say "erasure $i: ${t} s"
done
left=$(db_psql -At -c "SELECT count(*) FROM events WHERE lead_id = md5('lead' || $(( LEADS / (ERASE + 1) )))::uuid AND data ? 'note'")
[ "$left" = 0 ] || die "an erased lead's events still carry their data"

median_s=$(printf '%s\n' "${times[@]}" | median)
max_s=$(printf '%s\n' "${times[@]}" | sort -g | tail -n 1)
echo "erase one lead among $EVENTS events: median ${median_s} s, slowest ${max_s} s of $ERASE (target <= 1 s)"
db_psql -At -F ' ' <<SQL | while read -r table bytes rows; do
SELECT c, pg_total_relation_size(c), (SELECT reltuples::bigint FROM pg_class WHERE oid = c::regclass)
FROM unnest(ARRAY['events', 'leads', 'memberships', 'messages', 'webhook_deliveries']) c;
SQL
  echo "storage $table: $(( bytes / 1024 / 1024 )) MiB, $rows rows, $(( rows > 0 ? bytes / rows : 0 )) bytes per row"
done
