#!/usr/bin/env bash
# Crash safety of webhook delivery at full size (D-26): the built jar delivers EVENTS events
# to a loopback receiver and is SIGKILLed KILLS times at random moments and restarted. Runs the
# suite's WebhookCrashSafetyIT with larger parameters and prints its figures. See bench/README.md.
set -euo pipefail

EVENTS=${EVENTS:-100000}
KILLS=${KILLS:-20}
SEED=${SEED:-}                 # empty: a new seed, printed; set it to repeat a run's kill moments
LEASE=${LEASE:-5s}
TIMEOUT=${TIMEOUT:-5400}       # seconds for the whole build and run
MAVEN_ARGS=${MAVEN_ARGS:-}     # e.g. -o on a machine without network access

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
rm -f bootstrap/target/webhook-crash-figures.txt
# shellcheck disable=SC2086  # MAVEN_ARGS is a list of words
timeout "$TIMEOUT" mvn -B -q $MAVEN_ARGS verify -pl bootstrap -am \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=WebhookCrashSafetyIT \
  -Dcrash.events="$EVENTS" -Dcrash.kills="$KILLS" -Dcrash.lease="$LEASE" ${SEED:+-Dcrash.seed="$SEED"} >&2 \
  || { echo "webhook-crash.sh: the run failed; service logs are in bootstrap/target/webhook-crash/logs" >&2; exit 1; }
cat bootstrap/target/webhook-crash-figures.txt
