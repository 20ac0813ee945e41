#!/usr/bin/env bash
# Crash safety of group-committed event recording at full size: the built jar records
# EVENTS events from concurrent clients through POST /events and is SIGKILLed KILLS times while
# batches are being written, and restarted. Runs the suite's EventCrashSafetyIT with larger
# parameters and prints its figures. See bench/README.md.
set -euo pipefail

EVENTS=${EVENTS:-100000}
KILLS=${KILLS:-10}
CLIENTS=${CLIENTS:-32}
TIMEOUT=${TIMEOUT:-5400}       # seconds for the whole build and run
MAVEN_ARGS=${MAVEN_ARGS:-}     # e.g. -o on a machine without network access

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
rm -f bootstrap/target/event-crash-figures.txt
# shellcheck disable=SC2086  # MAVEN_ARGS is a list of words
timeout "$TIMEOUT" mvn -B -q $MAVEN_ARGS verify -pl bootstrap -am \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=EventCrashSafetyIT \
  -Deventcrash.events="$EVENTS" -Deventcrash.kills="$KILLS" -Deventcrash.clients="$CLIENTS" >&2 \
  || { echo "event-crash.sh: the run failed; service logs are in bootstrap/target/event-crash/logs" >&2; exit 1; }
cat bootstrap/target/event-crash-figures.txt
