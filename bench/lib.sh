# Shared by the bench scripts (source it; it defines functions only, plus the exit trap):
# logging, privilege helpers, a fresh database on the machine's PostgreSQL cluster, and the
# service jar started on a free loopback port against it.
#
# The caller sets before calling: BENCH (its name, for messages), PG_VERSION, PG_CLUSTER, DB_NAME,
# DB_USER, DB_PASSWORD, ROOT, JAR, WORK (a temporary directory), LOG (the service log file).
# shellcheck shell=bash

SERVICE_PID=

say() { printf '%s\n' "$*" >&2; }
die() { say "$BENCH: $*"; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
median() { sort -g | awk '{a[NR] = $1} END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
percentile() { sort -g | awk -v p="$1" '{a[NR] = $1} END { i = int((NR * p + 99) / 100); if (i < 1) i = 1; print a[i] }'; }  # percentile P: nearest rank

# Stops the service; keeps the work directory (and its log) only when the run failed.
bench_cleanup() {
  local status=$?
  if [ -n "$SERVICE_PID" ] && kill -0 "$SERVICE_PID" 2>/dev/null; then
    kill "$SERVICE_PID" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$SERVICE_PID" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$SERVICE_PID" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ] || [ -n "${KEEP_WORK:-}" ]; then say "service log kept in $LOG"; else rm -rf "$WORK"; fi
}
trap bench_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# apt-installs each missing Debian package: install_missing COMMAND PACKAGE ...
install_missing() {
  while [ $# -ge 2 ]; do
    if ! command -v "$1" >/dev/null; then
      say "installing $2"
      as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
    fi
    shift 2
  done
}

# Starts the cluster if it is down, then drops and recreates DB_NAME owned by DB_USER. Sets PG_PORT.
pg_fresh_database() {
  install_missing pg_ctlcluster "postgresql-$PG_VERSION"
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
}

# psql as the service's own role, over TCP as the service connects.
db_psql() { PGPASSWORD=$DB_PASSWORD psql -q -X -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U "$DB_USER" -d "$DB_NAME" "$@"; }

free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$(( 20000 + RANDOM % 20000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  die "no free port found"
}

# Builds the jar when missing, starts it on 127.0.0.1 against DB_NAME and waits for GET /health.
# Extra leading words (e.g. "taskset -c 1") come from SERVICE_PREFIX, JVM flags from JAVA_OPTS
# (default -Xmx512m);
# the rate limit is opened wide unless RATE_LIMIT / RATE_BURST say otherwise.
# Sets PORT, BASE and SERVICE_PID.
start_service() {
  if [ ! -f "$JAR" ]; then
    say "building $JAR"
    (cd "$ROOT" && timeout 900 mvn -q -B package -DskipTests) || die "build failed"
  fi
  [ -f "$JAR" ] || die "no jar at $JAR"
  PORT=${PORT:-$(free_port)}
  BASE=http://127.0.0.1:$PORT
  export DATASOURCES_DEFAULT_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/$DB_NAME"
  export DATASOURCES_DEFAULT_USERNAME=$DB_USER DATASOURCES_DEFAULT_PASSWORD=$DB_PASSWORD
  export MICRONAUT_SERVER_HOST=127.0.0.1 MICRONAUT_SERVER_PORT=$PORT
  export OUTREACH_RATE_LIMIT_REQUESTS_PER_SECOND=${RATE_LIMIT:-1000000}
  export OUTREACH_RATE_LIMIT_BURST=${RATE_BURST:-1000000}
  say "starting the service on $BASE (log: $LOG)"
  # Started directly (a prefix such as taskset execs java), so $! is the JVM and the trap stops it.
  # shellcheck disable=SC2206  # SERVICE_PREFIX and JAVA_OPTS are lists of words
  # -Xmx512m unless JAVA_OPTS says otherwise: every benchmark runs the service in 512 MiB of heap.
  local command=(${SERVICE_PREFIX:-} java ${JAVA_OPTS:--Xmx512m} -jar "$JAR")
  "${command[@]}" >"$LOG" 2>&1 &
  SERVICE_PID=$!
  local deadline=$(( SECONDS + ${STARTUP_TIMEOUT:-120} ))
  until curl -fsS -o /dev/null "$BASE/health" 2>/dev/null; do
    kill -0 "$SERVICE_PID" 2>/dev/null || { tail -n 40 "$LOG" >&2; die "the service exited during startup"; }
    [ "$SECONDS" -lt "$deadline" ] || die "no healthy answer from $BASE/health within ${STARTUP_TIMEOUT:-120}s"
    sleep 1
  done
}

# Creates an account with the operator CLI and prints its token: create_token EMAIL [--agency]
create_token() {
  local token
  token=$(timeout 180 java -jar "$JAR" users create --email "$1" --name Bench "${@:2}" 2>>"$LOG" | sed -n 's/^token: //p')
  [ -n "$token" ] || die "users create printed no token"
  echo "$token"
}

# Resident memory of a process in MiB: service_rss PID
service_rss() { awk '/^VmRSS:/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }
# The most it has been resident since it started, in MiB: service_peak_rss PID
service_peak_rss() { awk '/^VmHWM:/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }

# Stops the service start_service started (SIGTERM, SIGKILL after 30 s) and forgets it.
stop_service() {
  [ -n "$SERVICE_PID" ] || return 0
  kill "$SERVICE_PID" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$SERVICE_PID" 2>/dev/null || break; sleep 0.5; done
  kill -9 "$SERVICE_PID" 2>/dev/null || true
  SERVICE_PID=
}

# The engine's settings of a demo (docs/engine.md "Running it"): no minimum delay, no gaps, every
# day all day; everything else as in production.
demo_engine_settings() {
  export OUTREACH_ENGINE_MINIMUM_DELAY=PT0S OUTREACH_ENGINE_GAP_MIN=0s OUTREACH_ENGINE_GAP_MAX=0s
  export OUTREACH_ENGINE_DEFAULT_SCHEDULE_DAYS=MON,TUE,WED,THU,FRI,SAT,SUN
  export OUTREACH_ENGINE_DEFAULT_SCHEDULE_START=00:00 OUTREACH_ENGINE_DEFAULT_SCHEDULE_END=24:00
}

# utime + stime of the given processes, in clock ticks (those gone meanwhile count 0).
cpu_ticks() { local t=0 p; for p in "$@"; do [ -r "/proc/$p/stat" ] && t=$(( t + $(awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null || echo 0) )); done; echo "$t"; }

# phase NAME: whether PHASES lists it.
phase() { case " $PHASES " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# The service's PostgreSQL backends (its pool holds them for the whole run).
backends() { db_psql -At -c "SELECT pid FROM pg_stat_activity WHERE datname = '$DB_NAME' AND usename = '$DB_USER' AND pid <> pg_backend_pid()"; }
