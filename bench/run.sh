#!/usr/bin/env bash
# The benchmark suite of openapi-mcp: generation time and memory, generated crate size, build
# times, server start-up, tools/list and tools/call overhead. See bench/README.md.
#
#   bench/run.sh              full run (release builds of the generated crates)
#   bench/run.sh --quick      debug builds of the generated crates, fewer samples: a few minutes
#   bench/run.sh --only kubernetes,runtime   a subset (names of specs and/or sections)
#   bench/run.sh --help       every option
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec python3 bench/bench.py "$@"
