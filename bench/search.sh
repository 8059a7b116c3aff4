#!/usr/bin/env bash
# search_tools' benchmark (tests/search_benchmark.rs prints it; the same test fails when a figure
# gets worse than the committed one): the 210 plain-language requests of bench/search/requests.tsv
# over seven corpus APIs (../shared/specs, or $OPENAPI_MCP_SPECS), indexed and ranked by the
# runtime's own meta::index_of and templates/src/search.rs. Per API and pooled: top-1, top-5, mean reciprocal rank; and a search's
# latency on the largest API (release build). The ranker drops stop words itself, so "as typed" and
# "stop words removed" are the same figures. `--misses` lists every tuning request not ranked
# first. `--held-out-specs DIR` also measures bench/search/held-out.tsv and held-out-2.tsv
# (requests on other APIs, never tuned on, so their misses are never listed) against the
# documents in DIR (<api>.json or <api>.yaml; see bench/search/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
while [ $# -gt 0 ]; do
  case "$1" in
    --misses) export OPENAPI_MCP_SEARCH_MISSES=1 ;;
    --held-out-specs) export OPENAPI_MCP_HELDOUT_SPECS="$(cd "$2" && pwd)"; shift ;;
    *) echo "usage: bench/search.sh [--misses] [--held-out-specs DIR]" >&2; exit 2 ;;
  esac
  shift
done
cargo test --release --quiet --test search_benchmark -- --nocapture 2>/dev/null \
  | grep -v '^running\|^test \|^$\|test result\|^\.*$'
