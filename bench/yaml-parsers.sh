#!/usr/bin/env bash
# The maintained YAML parsers against the generator's (yaml_serde) on the corpus' YAML documents:
# median parse time into a JSON value and whether each reads the same value. See bench/README.md.
#
#   bench/yaml-parsers.sh              Stripe, OpenAI, Spotify and the alias-heavy edge case
#   bench/yaml-parsers.sh FILE.yaml... other documents
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
specs="${OPENAPI_MCP_SPECS:-../shared/specs}"
if [ $# -eq 0 ]; then
  set -- "$specs/stripe-2023-09/spec3.yaml" "$specs/openai/openapi.yaml" \
    "$specs/spotify/fixed-spotify-open-api.yml" \
    "$specs/edge/sp-many-yaml-aliases/billion_laughs_snake_yaml.yaml"
fi
cargo build --quiet --release --manifest-path bench/yaml-parsers/Cargo.toml
exec bench/yaml-parsers/target/release/yaml-parsers-bench "$@"
