#!/usr/bin/env bash
# The hint review's benchmark (tests/hint_review.rs prints it; the same test fails when a figure
# gets worse than the committed one). Two sets of labelled real operations:
#  - the tuned set, fixtures/hint-labels/<spec>.tsv against ../shared/specs (or $OPENAPI_MCP_SPECS):
#    the corpus APIs the word lists were written from;
#  - rounds 1 to 7, fixtures/hint-labels/round-{1,...,7}/: earlier held-out sets, tuned on since;
#  - the held-out set, fixtures/hint-labels/held-out/: APIs the review was not tuned on, against the
#    reduced documents committed beside them, and with `--held-out-specs DIR` also against the full
#    documents of the APIs whose licence keeps them out of the repository (see its README.md).
# Per API and pooled, per direction: unsafe defaults flagged (recall), over-cautious defaults
# proposed and shown (a vetoed relaxation is shown, not proposed), ordinary operations flagged
# (false alarms), and wrong relaxations (proposed less caution that the label contradicts), with
# the relaxations by confidence. `--misses` lists every miss, false alarm and wrong relaxation;
# `--relaxations` adds the right ones (OPENAPI_MCP_HINT_RELAXATIONS).
set -euo pipefail
cd "$(dirname "$0")/.."
while [ $# -gt 0 ]; do
  case "$1" in
    --misses) export OPENAPI_MCP_HINT_MISSES=1 ;;
    --relaxations) export OPENAPI_MCP_HINT_RELAXATIONS=1 ;;
    --held-out-specs) export OPENAPI_MCP_HELDOUT_SPECS="$(cd "$2" && pwd)"; shift ;;
    *) echo "usage: bench/hints.sh [--misses] [--relaxations] [--held-out-specs DIR]" >&2; exit 2 ;;
  esac
  shift
done
cargo test --release --quiet --test hint_review -- --nocapture --test-threads 1 2>/dev/null \
  | grep -v '^running\|^test \|^$\|test result'
