#!/usr/bin/env bash
# The hint review's benchmark: how many wrong method defaults `plan` flags on labelled real
# operations (fixtures/hint-labels/<spec>.tsv, against ../shared/specs or $OPENAPI_MCP_SPECS),
# per spec and in total: recall for unsafe defaults (less cautious than the truth) and for
# over-cautious ones, and the share of ordinary operations flagged (false alarms).
# `--misses` also lists every miss and false alarm. The same computation is the test
# tests/hint_review.rs, which fails when a figure gets worse than the committed one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--misses" ]; then export OPENAPI_MCP_HINT_MISSES=1; fi
cargo test --release --quiet --test hint_review -- --nocapture 2>/dev/null | grep -v '^running\|^test \|^$\|test result'
