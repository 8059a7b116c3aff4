#!/usr/bin/env bash
# `openapi-mcp serve`: time to the first answered tools/list, per spec (bench/serve.py).
#   bench/serve.sh [--runs N] [SPEC...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --locked --features serve >&2
exec python3 bench/serve.py "$@"
