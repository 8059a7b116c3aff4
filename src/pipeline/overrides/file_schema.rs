//! `openapi-mcp overrides schema`: the JSON Schema (2020-12) of the overrides file, for editors'
//! completion and validation. The fields of entries, rules and `defaults` come from the
//! vocabulary table (`overrides::fields`), the file's structure is written here; tests check that its keys
//! are exactly the keys the parser (`overrides::OverridesFile`) accepts, and (`tests/cli_overrides.rs`)
//! that it accepts exactly the files the parser accepts, so the two cannot drift.

use clap::ValueEnum;
use serde_json::{Value, json};

use crate::model::Method;
use crate::model::context::Drop;
use crate::pipeline::overrides::fields::{self, Field, Kind};

/// Where the parser takes null as "not given" (every optional field and section: `rules:` with
/// only comments under it is YAML null), the schema allows null too.
fn nullable(kind: &str) -> Value {
    json!([kind, "null"])
}

/// The schema of each field of `fields`, by name, from the vocabulary table.
fn properties(fields: &[Field]) -> Value {
    let methods: Vec<&str> = Method::ALL.iter().map(|m| m.as_str()).collect();
    let props = fields.iter().map(|f| {
        let schema = match f.kind {
            Kind::Flag => json!({"type": nullable("boolean"), "description": f.description}),
            Kind::Text => json!({"type": nullable("string"), "description": f.description}),
            Kind::ToolName => json!({
                "type": nullable("string"),
                "pattern": format!("^[A-Za-z0-9_-]{{1,{}}}$", crate::util::naming::MAX_TOOL_NAME),
                "description": f.description
            }),
            Kind::Glob => json!({
                "type": nullable("string"),
                "maxLength": crate::util::glob::MAX_PATTERN,
                "description": f.description
            }),
            Kind::Scopes => json!({
                "type": nullable("array"),
                "items": {"type": "string", "pattern": "^[!#-\\[\\]-~]+$"},
                "description": f.description
            }),
            Kind::Codes => json!({
                "type": nullable("array"),
                "items": {"type": "string", "pattern": "^(W01(0[1-7])|[a-z-]+)$"},
                "description": f.description
            }),
            Kind::Method => json!({
                "type": nullable("string"),
                "description": f.description,
                "pattern": method_pattern(),
                "examples": methods
            }),
        };
        (f.name.to_string(), schema)
    });
    Value::Object(props.collect())
}

/// The methods the parser accepts, in any case (`Method::from_key`), as a pattern: `[Gg][Ee][Tt]`.
fn method_pattern() -> String {
    let alternatives: Vec<String> = Method::ALL
        .iter()
        .map(|m| {
            m.as_str()
                .chars()
                .map(|c| format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase()))
                .collect()
        })
        .collect();
    format!("^(?:{})$", alternatives.join("|"))
}

/// The schema, as a JSON value.
///
/// It accepts what `overrides::Overrides::parse` accepts, with one deliberate exception: a
/// `name` must already be a valid tool name here, which `validate` enforces for every tool that
/// is generated (the parser itself takes any string). A test in `tests/cli_overrides.rs` checks both
/// directions against the parser, with the JSON Schema validator of the generated servers. That
/// validator checks `oneOf` like `anyOf`, so every `oneOf` here has branches no value can match
/// together.
pub fn schema() -> Value {
    let drop: Vec<String> = Drop::value_variants()
        .iter()
        .filter_map(|d| d.to_possible_value())
        .map(|v| v.get_name().to_string())
        .collect();
    // At least one key of a matcher must be given, and given means not null.
    let one_given: Vec<Value> = fields::MATCH
        .iter()
        .map(|f| json!({"required": [f.name], "properties": {f.name: {"type": "string"}}}))
        .collect();
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "openapi-mcp overrides file",
        "description": "Corrections to the MCP tools openapi-mcp generates from an OpenAPI document. Precedence, lowest first: method default → defaults (open_world) → the operation's x-mcp extension → rules, in order → tools entries. A section or field written with nothing under it (null) is the same as leaving it out.",
        "type": nullable("object"),
        "additionalProperties": false,
        "properties": {
            "defaults": {
                "type": nullable("object"),
                "description": "Settings for every tool.",
                "additionalProperties": false,
                "properties": properties(fields::DEFAULTS)
            },
            "context": {
                "type": nullable("object"),
                "description": "What tools/list announces: opt-in settings that make it smaller for big APIs (without them every tool keeps full fidelity), and how output schemas are announced. The generate/plan flags --description-max, --schema-depth, --drop and --output-schemas win over these.",
                "additionalProperties": false,
                "properties": {
                    "description_max": {"type": nullable("integer"), "minimum": crate::model::context::DESCRIPTION_MAX_MIN, "description": "Longest tool or argument description kept, in characters (at least 1); longer ones are cut and end in … (which counts as one)."},
                    "schema_depth": {"type": nullable("integer"), "minimum": 0, "description": "Levels of schema nesting kept below each argument; deeper levels become a described placeholder."},
                    "drop": {
                        "type": nullable("array"),
                        "description": "Keywords left out of every schema.",
                        "items": {"enum": drop}
                    },
                    "output_schemas": {"enum": ["off", "tolerant", "strict", null], "description": "How output schemas are announced: tolerant (the default) lets every value be null, requires nothing and describes enums, formats and bounds instead of checking them, so answers a little off the spec still reach the agent as structured content; strict keeps the response schemas as written; off announces none. The --output-schemas flag wins over this."},
                    "include": {"type": nullable("array"), "description": "When given, only tools matching one of these are generated.", "items": {"$ref": "#/$defs/match"}},
                    "exclude": {"type": nullable("array"), "description": "Tools matching any of these are left out.", "items": {"$ref": "#/$defs/match"}}
                }
            },
            "rules": {
                "type": nullable("array"),
                "description": "Applied in order, after x-mcp and before the tools entries. A rule that matches nothing is a warning.",
                "items": {"$ref": "#/$defs/rule"}
            },
            "tools": {
                "type": nullable("object"),
                "description": "One entry per operation, keyed by operationId or \"METHOD /path\". A key that matches no operation is an error. An entry with nothing under it changes nothing.",
                "additionalProperties": {
                    "oneOf": [{"$ref": "#/$defs/entry"}, {"type": "null"}]
                }
            }
        },
        "$defs": {
            "match": {
                "type": "object",
                "description": "Every key given must match, and at least one must be given.",
                "additionalProperties": false,
                "anyOf": one_given,
                "properties": properties(fields::MATCH)
            },
            "entry": {
                "type": "object",
                "description": "Corrections for one tool (the same keys are accepted in an operation's x-mcp extension).",
                "additionalProperties": false,
                "properties": properties(fields::ENTRY)
            },
            "rule": {
                "type": "object",
                "description": "Operations to match, and either hints to set or skip (exactly one of the two).",
                "additionalProperties": false,
                "required": ["match"],
                "oneOf": [
                    {"required": ["set"], "properties": {"set": {"type": "object"}, "skip": {"type": "null"}}},
                    {"required": ["skip"], "properties": {"skip": {"type": "boolean"}, "set": {"type": "null"}}}
                ],
                "properties": {
                    "match": {"$ref": "#/$defs/match"},
                    "set": {
                        "type": nullable("object"),
                        "description": "Hints to set on every matched tool.",
                        "additionalProperties": false,
                        "properties": properties(fields::HINTS)
                    },
                    "skip": {
                        "type": nullable("boolean"),
                        "description": "true: no tools for the matched operations. false: bring back ones that an earlier rule or their x-mcp skipped."
                    }
                }
            }
        }
    })
}

/// The schema as pretty JSON text with a final newline.
pub fn schema_json() -> String {
    crate::util::json::pretty(&schema())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    #[test]
    fn the_context_schema_has_exactly_the_context_keys() {
        let schema = schema();
        let keys: Vec<&str> = schema["properties"]["context"]["properties"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys, crate::model::context::CONTEXT_KEYS);
    }
    use crate::pipeline::overrides::Overrides;

    fn keys(v: &Value) -> BTreeSet<String> {
        v["properties"]
            .as_object()
            .expect("properties")
            .keys()
            .cloned()
            .collect()
    }

    /// The keys the parser accepts at one place, read from serde's "unknown field" message
    /// (`unknown field `x`, expected one of `a`, `b``).
    fn accepted(yaml_with_unknown_key: &str) -> BTreeSet<String> {
        let err = Overrides::parse(Path::new("o.yaml"), yaml_with_unknown_key).unwrap_err();
        let message = err
            .diagnostics
            .iter()
            .map(|d| &d.message)
            .find(|m| m.starts_with("unknown field"))
            .unwrap_or_else(|| panic!("{err}"));
        let expected = message
            .split_once("expected ")
            .map(|(_, rest)| rest)
            .unwrap_or_else(|| panic!("{message}"));
        expected
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn schema_keys_are_the_keys_the_parser_accepts() {
        let s = schema();
        assert_eq!(keys(&s), accepted("zzz: 1\n"));
        assert_eq!(
            keys(&s["properties"]["defaults"]),
            accepted("defaults: {zzz: 1}\n")
        );
        assert_eq!(
            keys(&s["$defs"]["entry"]),
            accepted("tools: {x: {zzz: 1}}\n")
        );
        assert_eq!(keys(&s["$defs"]["rule"]), accepted("rules: [{zzz: 1}]\n"));
        assert_eq!(
            keys(&s["properties"]["context"]),
            accepted("context: {zzz: 1}\n")
        );
        assert_eq!(
            keys(&s["$defs"]["match"]),
            accepted("context: {include: [{zzz: 1}]}\n")
        );
        assert_eq!(
            keys(&s["$defs"]["match"]),
            accepted("rules: [{match: {zzz: 1}, skip: true}]\n")
        );
        assert_eq!(
            keys(&s["$defs"]["rule"]["properties"]["set"]),
            accepted("rules: [{match: {tag: a}, set: {zzz: 1}}]\n")
        );
    }

    #[test]
    fn schema_is_deterministic_json() {
        assert_eq!(schema_json(), schema_json());
        assert!(schema_json().starts_with("{\n  \"$schema\""));
    }
}
