#!/usr/bin/env bash
# Two service instances on one database deliver EVENTS events to one loopback receiver:
# no duplicate, no loss, and neither instance does more than 70 % of the work. Runs the suite's
# WebhookTwoInstancesIT with a larger backlog and prints its figures. See bench/README.md.
set -euo pipefail

EVENTS=${EVENTS:-50000}
TIMEOUT=${TIMEOUT:-3600}       # seconds for the whole build and run
MAVEN_ARGS=${MAVEN_ARGS:-}     # e.g. -o on a machine without network access

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
rm -f bootstrap/target/webhook-two-instances-figures.txt
# shellcheck disable=SC2086  # MAVEN_ARGS is a list of words
timeout "$TIMEOUT" mvn -B -q $MAVEN_ARGS verify -pl bootstrap -am \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=WebhookTwoInstancesIT \
  -Dtwo.events="$EVENTS" >&2 \
  || { echo "webhook-two-instances.sh: the run failed; service logs are in bootstrap/target/webhook-two-instances/logs" >&2; exit 1; }
cat bootstrap/target/webhook-two-instances-figures.txt
