#!/usr/bin/env bash
# The engine's invariants with three instances being killed (D-38, D-40, D-41): three
# instances of the built jar run CONNECT campaigns, then campaigns of a program mixing every
# LinkedIn action with email (D-50 … D-53), of MEMBERSHIPS leads over SENDERS sandbox senders with
# small limits, zero delays and gaps, while instances are SIGKILLed at random and restarted and
# acceptances and replies are posted at random moments. From the ledger: no limit exceeded, no
# (membership, step) sent twice, nothing started after a committed reply, each killed instance's
# work taken over within 45 s. Runs the suite's EngineCrashIT at full size and prints its figures.
# See bench/README.md.
set -euo pipefail

SENDERS=${SENDERS:-200}
MEMBERSHIPS=${MEMBERSHIPS:-20000}
CAMPAIGNS=${CAMPAIGNS:-20}
KILLS=${KILLS:-10}
REPLIES=${REPLIES:-200}
SEED=${SEED:-}                 # empty: a new seed, printed; set it to repeat a run's choices
LEASE=${LEASE:-5s}
TIMEOUT=${TIMEOUT:-5400}       # seconds for the whole build and run
MAVEN_ARGS=${MAVEN_ARGS:-}     # e.g. -o on a machine without network access

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
rm -f bootstrap/target/engine-crash-figures.txt bootstrap/target/engine-crash-mixed-figures.txt
# shellcheck disable=SC2086  # MAVEN_ARGS is a list of words
timeout "$TIMEOUT" mvn -B -q $MAVEN_ARGS verify -pl bootstrap -am \
  -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=EngineCrashIT \
  -Dengine.senders="$SENDERS" -Dengine.memberships="$MEMBERSHIPS" -Dengine.campaigns="$CAMPAIGNS" \
  -Dengine.kills="$KILLS" -Dengine.replies="$REPLIES" -Dengine.lease="$LEASE" ${SEED:+-Dengine.seed="$SEED"} >&2 \
  || { echo "engine-crash.sh: the run failed; service logs are in bootstrap/target/engine-crash/logs" >&2; exit 1; }
cat bootstrap/target/engine-crash-figures.txt bootstrap/target/engine-crash-mixed-figures.txt
