//! Output schemas in the form they are announced (`--output-schemas`, `context: output_schemas`).
//!
//! A response schema says what an API means to send; real APIs send `null` where a string is
//! documented, leave out a `required` property, add an enum value after the spec was written.
//! MCP clients validate a structured result against the tool's `outputSchema` and reject the
//! whole result on any mismatch, so an agent would lose data that was there. By default
//! (`tolerant`) the announced schema describes rather than polices: every value may be null,
//! `required` and closed objects go, and the constraints (`enum`, `const`, `format`, `pattern`,
//! bounds) move into the description, where an agent still reads them. Input schemas are never
//! touched: they protect the API. The runtime checks every result against the schema it
//! announces whatever the mode, so `strict` costs an agent the structured form of an off-spec
//! answer, never the answer.

use serde_json::{Map, Value, json};

use crate::model::ToolSet;
use crate::model::context::OutputSchemas;
use crate::model::schema::make_portable;
use crate::util::parallel::parallel_each_mut;

/// Keywords whose meaning is kept, as words, in the description of a tolerant schema.
const DESCRIBED: &[&str] = &[
    "enum",
    "const",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "exclusiveMinimum",
    "maximum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
];

/// Keywords that only ever reject (an instance is never accepted *because* of them), dropped
/// from a tolerant schema without a word: an agent reading a result gains nothing from them.
const REJECTING: &[&str] = &[
    "required",
    "dependentRequired",
    "dependentSchemas",
    "dependencies",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "minContains",
    "maxContains",
    "propertyNames",
];

/// Keywords whose value is one schema, which is a value of its own (an item, a property).
/// The rest of [`crate::model::schema::keywords::SCHEMA_KEYS`] (`not`, `if`, `contains`, ...) is in
/// [`REJECTING`], removed before the walk gets there.
const VALUE_SCHEMAS: &[&str] = &[
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "additionalItems",
    "unevaluatedItems",
];

/// Keywords whose value is a map of names to schemas, each a value of its own. Not
/// `dependentSchemas`, unlike [`crate::model::schema::keywords::SCHEMA_MAP_KEYS`]: it is in
/// [`REJECTING`].
const VALUE_MAPS: &[&str] = &["properties", "patternProperties", "$defs"];

/// Deeper than any schema lowering lets through (`schema::MAX_DEPTH`); a guard, not a limit.
const MAX_DEPTH: usize = 256;

/// Applies the mode to every tool's output schema and the shared output definitions.
pub fn apply(mut set: ToolSet, mode: OutputSchemas) -> ToolSet {
    match mode {
        OutputSchemas::Strict => {}
        OutputSchemas::Off => {
            for tool in &mut set.tools {
                tool.output_schema = None;
                tool.output_defs.clear();
            }
            set.defs.output.clear();
        }
        OutputSchemas::Tolerant => {
            // Each schema on its own: a big API's thousand are spread over the cores.
            parallel_each_mut(&mut set.tools, |tool| {
                if let Some(schema) = tool.output_schema.as_mut() {
                    tolerate_root(schema);
                }
            });
            // Only output schemas refer to these, always from a value's place.
            let mut defs: Vec<&mut Value> = set.defs.output.values_mut().collect();
            parallel_each_mut(&mut defs, |def| {
                tolerate(def, 0);
                make_portable(def, Some("$defs"));
            });
        }
    }
    set
}

/// The root stays an object (MCP requires `type: object` there); everything below it tolerates.
pub fn tolerate_root(schema: &mut Value) {
    tolerate(schema, 0);
    if let Some(obj) = schema.as_object_mut() {
        obj.insert("type".into(), json!("object"));
        if let Some(Value::Array(any)) = obj.get_mut("anyOf") {
            // `tolerate` made the root nullable like any value; a result is never null.
            any.retain(|b| b.get("type") != Some(&json!("null")));
            if any.is_empty() {
                obj.remove("anyOf");
            }
        }
    }
    make_portable(schema, None);
}

/// Makes `schema`, which sits where a value goes, accept null and every value of its shape, and
/// describes what it no longer checks.
fn tolerate(schema: &mut Value, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    if matches!(schema, Value::Bool(false)) || is_never(schema) {
        *schema = json!({});
        return;
    }
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    // Most nodes hold none of these keywords: one look at their few keys instead of a hash
    // lookup for each keyword (a big API's output schemas have hundreds of thousands of nodes).
    if holds_any(obj, DESCRIBED) {
        describe_constraints(obj);
    }
    if holds_any(obj, REJECTING) {
        for key in REJECTING {
            obj.remove(*key);
        }
    }
    for key in ["additionalProperties", "unevaluatedProperties", "items"] {
        if obj
            .get(key)
            .is_some_and(|v| *v == json!(false) || is_never(v))
        {
            obj.remove(key);
        }
    }
    // `oneOf` rejects a value two branches accept, which tolerant branches often do.
    if let Some(one_of) = obj.remove("oneOf") {
        if obj.contains_key("anyOf") {
            let all = obj.entry("allOf").or_insert_with(|| json!([]));
            if let Some(list) = all.as_array_mut() {
                list.push(json!({"anyOf": one_of}));
            }
        } else {
            obj.insert("anyOf".into(), one_of);
        }
    }
    for (key, value) in obj.iter_mut() {
        match key.as_str() {
            k if VALUE_MAPS.contains(&k) => {
                if let Some(map) = value.as_object_mut() {
                    for sub in map.values_mut() {
                        tolerate(sub, depth + 1);
                    }
                }
            }
            k if VALUE_SCHEMAS.contains(&k) => match value {
                Value::Array(list) => list.iter_mut().for_each(|s| tolerate(s, depth + 1)),
                other => tolerate(other, depth + 1),
            },
            // Every branch of an `allOf` must take null for the whole to take it.
            "prefixItems" | "allOf" => {
                if let Some(list) = value.as_array_mut() {
                    list.iter_mut().for_each(|s| tolerate(s, depth + 1));
                }
            }
            // One branch that takes null is enough; the others keep their shape (and lose
            // their constraints) without growing a null of their own.
            "anyOf" => {
                if let Some(list) = value.as_array_mut() {
                    for branch in list.iter_mut() {
                        tolerate_branch(branch, depth + 1);
                    }
                    if !list.iter().any(takes_null) {
                        list.push(json!({"type": "null"}));
                    }
                }
            }
            _ => {}
        }
    }
    match obj.get_mut("type") {
        Some(Value::String(t)) if t != "null" => {
            let t = std::mem::take(t);
            obj.insert("type".into(), json!([t, "null"]));
        }
        Some(Value::Array(types)) if !types.iter().any(|t| t == "null") => {
            types.push(json!("null"));
        }
        _ => {}
    }
    numbers_may_be_text(obj);
}

/// A documented number also takes a string: APIs send `"7"` for 7, and every API behind
/// protobuf's JSON mapping sends 64-bit integers as strings by rule. The string goes after the
/// documented type, so that type is still what an agent reads first.
fn numbers_may_be_text(obj: &mut Map<String, Value>) {
    let Some(Value::Array(types)) = obj.get_mut("type") else {
        return;
    };
    let numeric = types.iter().any(|t| t == "integer" || t == "number");
    if !numeric || types.iter().any(|t| t == "string") {
        return;
    }
    let at = types
        .iter()
        .position(|t| t == "null")
        .unwrap_or(types.len());
    types.insert(at, json!("string"));
}

/// Whether `obj` has any of `keywords`.
fn holds_any(obj: &Map<String, Value>, keywords: &[&str]) -> bool {
    obj.keys().any(|k| keywords.contains(&k.as_str()))
}

/// An `anyOf` branch: tolerant inside, but not made nullable itself.
fn tolerate_branch(branch: &mut Value, depth: usize) {
    let was_nullable = takes_null(branch);
    tolerate(branch, depth);
    if was_nullable {
        return;
    }
    let Some(obj) = branch.as_object_mut() else {
        return;
    };
    if let Some(Value::Array(types)) = obj.get_mut("type") {
        types.retain(|t| t != "null");
        if types.len() == 1 {
            let only = types.remove(0);
            obj.insert("type".into(), only);
        }
    }
}

/// Whether a schema is spelled to take null on its face (a `null` type).
fn takes_null(schema: &Value) -> bool {
    match schema.get("type") {
        Some(Value::String(t)) => t == "null",
        Some(Value::Array(types)) => types.iter().any(|t| t == "null"),
        _ => false,
    }
}

/// `{"not": {}}`, the portable spelling of the schema `false`.
fn is_never(schema: &Value) -> bool {
    schema
        .as_object()
        .is_some_and(|o| o.len() == 1 && o.get("not").is_some_and(|n| *n == json!({})))
}

/// Moves the described keywords out of `obj` and into a sentence at the end of its description.
fn describe_constraints(obj: &mut Map<String, Value>) {
    let mut parts = Vec::new();
    for key in DESCRIBED {
        let Some(value) = obj.remove(*key) else {
            continue;
        };
        if let Some(part) = phrase(key, &value) {
            parts.push(part);
        }
    }
    if parts.is_empty() {
        return;
    }
    let sentence = format!("As documented: {}.", parts.join("; "));
    let description = match obj.get("description").and_then(Value::as_str) {
        Some(d) if !d.trim().is_empty() => format!("{}\n{sentence}", d.trim_end()),
        _ => sentence,
    };
    obj.insert("description".into(), Value::String(description));
}

/// One constraint in words; values are written as JSON, so a spec's strings stay quoted data.
fn phrase(key: &str, value: &Value) -> Option<String> {
    let v = || serde_json::to_string(value).unwrap_or_default();
    Some(match key {
        "enum" => {
            let values = value.as_array()?;
            let listed: Vec<String> = values
                .iter()
                .map(|v| serde_json::to_string(v).unwrap_or_default())
                .collect();
            format!("one of {}", listed.join(", "))
        }
        "const" => format!("always {}", v()),
        "format" => format!("format {}", v()),
        "pattern" => format!("matching the pattern {}", v()),
        "minLength" => format!("at least {}", counted(value, "character")),
        "maxLength" => format!("at most {}", counted(value, "character")),
        "minimum" => format!("at least {}", v()),
        "exclusiveMinimum" => format!("more than {}", v()),
        "maximum" => format!("at most {}", v()),
        "exclusiveMaximum" => format!("less than {}", v()),
        "multipleOf" => format!("a multiple of {}", v()),
        "minItems" => format!("at least {}", counted(value, "item")),
        "maxItems" => format!("at most {}", counted(value, "item")),
        "uniqueItems" if *value == json!(true) => "no duplicate items".to_string(),
        "minProperties" => format!("at least {}", counted(value, "property")),
        "maxProperties" => format!("at most {}", counted(value, "property")),
        _ => return None,
    })
}

/// `1 item`, `3 items`, `1 property`, `2 properties`.
fn counted(n: &Value, noun: &str) -> String {
    let n = serde_json::to_string(n).unwrap_or_default();
    match (n.as_str(), noun.strip_suffix('y')) {
        ("1", _) => format!("1 {noun}"),
        (_, Some(stem)) => format!("{n} {stem}ies"),
        _ => format!("{n} {noun}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(schema: Value) -> Value {
        let mut schema = schema;
        tolerate_root(&mut schema);
        schema
    }

    #[test]
    fn every_property_takes_null_and_nothing_is_required() {
        let out = root(json!({
            "type": "object",
            "required": ["id"],
            "additionalProperties": false,
            "properties": {
                "id": {"type": "string"},
                "tags": {"type": "array", "items": {"type": "integer"}},
            }
        }));
        assert_eq!(
            out,
            json!({
                "type": "object",
                "properties": {
                    "id": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    "tags": {
                        "anyOf": [{"type": "array"}, {"type": "null"}],
                        "items": {
                            "anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]
                        }
                    },
                }
            })
        );
    }

    #[test]
    fn constraints_become_words_in_the_description() {
        let out = root(json!({"type": "object", "properties": {
            "state": {"type": "string", "description": "Where it is.", "enum": ["open", "closed"]},
            "at": {"type": "string", "format": "date-time", "pattern": "^\\d"},
            "n": {"type": "integer", "minimum": 1, "exclusiveMaximum": 10, "multipleOf": 2},
            "kind": {"const": "order"},
            "list": {"type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": true},
            "s": {"type": "string", "minLength": 2, "maxLength": 5},
        }}));
        let p = &out["properties"];
        assert_eq!(
            p["state"]["description"],
            "Where it is.\nAs documented: one of \"open\", \"closed\"."
        );
        assert_eq!(
            p["at"]["description"],
            "As documented: format \"date-time\"; matching the pattern \"^\\\\d\"."
        );
        assert_eq!(
            p["n"]["description"],
            "As documented: at least 1; less than 10; a multiple of 2."
        );
        assert_eq!(p["kind"]["description"], "As documented: always \"order\".");
        assert_eq!(
            p["list"]["description"],
            "As documented: at least 1 item; at most 3 items; no duplicate items."
        );
        assert_eq!(
            p["s"]["description"],
            "As documented: at least 2 characters; at most 5 characters."
        );
        for (name, schema) in p.as_object().unwrap() {
            for key in DESCRIBED {
                assert!(schema.get(*key).is_none(), "{name} kept {key}: {schema}");
            }
        }
        // A const alone constrained nothing else: what is left takes any value.
        assert!(
            p["kind"]["anyOf"].as_array().unwrap().len() == 6,
            "{}",
            p["kind"]
        );
    }

    #[test]
    fn one_of_becomes_any_of_with_a_null_branch() {
        let out = root(json!({"type": "object", "properties": {
            "pet": {"oneOf": [
                {"type": "object", "required": ["bark"], "properties": {"bark": {"type": "boolean"}}},
                {"type": "object", "properties": {"meow": {"type": "boolean"}}},
            ]},
        }}));
        let any = out["properties"]["pet"]["anyOf"].as_array().unwrap();
        assert_eq!(any.len(), 3, "{any:?}");
        assert_eq!(any[0]["type"], "object");
        assert!(any[0].get("required").is_none());
        assert_eq!(
            any[0]["properties"]["bark"],
            json!({"anyOf": [{"type": "boolean"}, {"type": "null"}]})
        );
        assert_eq!(any[2], json!({"type": "null"}));
        assert!(out["properties"]["pet"].get("oneOf").is_none());
    }

    #[test]
    fn all_of_branches_each_take_null() {
        let out = root(json!({"type": "object", "properties": {
            "x": {"allOf": [{"$ref": "#/$defs/A"}, {"type": "object", "properties": {"b": {"type": "string"}}}]},
        }}));
        let all = out["properties"]["x"]["allOf"].as_array().unwrap();
        assert_eq!(
            all[0],
            json!({"$ref": "#/$defs/A"}),
            "definitions take null themselves"
        );
        assert_eq!(
            all[1]["anyOf"],
            json!([{"type": "object"}, {"type": "null"}])
        );
    }

    #[test]
    fn a_type_beside_an_any_of_takes_null_in_both() {
        let out = root(json!({"type": "object", "properties": {
            "x": {"type": "object", "anyOf": [{"required": ["a"]}, {"required": ["b"]}]},
        }}));
        let x = &out["properties"]["x"];
        // make_portable moved the type's alternatives into an allOf beside the anyOf.
        assert_eq!(
            x["allOf"],
            json!([{"anyOf": [{"type": "object"}, {"type": "null"}]}])
        );
        assert!(
            x["anyOf"]
                .as_array()
                .unwrap()
                .contains(&json!({"type": "null"})),
            "{x}"
        );
    }

    #[test]
    fn never_schemas_and_closed_objects_open_up() {
        let out = root(json!({"type": "object", "properties": {
            "t": {"type": "array", "prefixItems": [{"type": "string"}], "items": false},
            "o": {"type": "object", "additionalProperties": {"not": {}}, "propertyNames": {"pattern": "^a"}},
            "m": {"type": "object", "additionalProperties": {"type": "integer"}},
        }}));
        let p = &out["properties"];
        assert!(p["t"].get("items").is_none(), "{}", p["t"]);
        assert!(p["o"].get("additionalProperties").is_none(), "{}", p["o"]);
        assert!(p["o"].get("propertyNames").is_none(), "{}", p["o"]);
        assert_eq!(
            p["m"]["additionalProperties"],
            json!({"anyOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]})
        );
    }

    #[test]
    fn a_number_also_takes_its_text_after_the_documented_type() {
        let out = root(json!({"type": "object", "properties": {
            "n": {"type": "number"},
            "id": {"type": "integer", "format": "int64"},
            "either": {"type": ["integer", "string"]},
            "flag": {"type": "boolean"},
            "pick": {"anyOf": [{"type": "integer"}, {"type": "boolean"}]},
        }}));
        let p = &out["properties"];
        let types = |v: &Value| -> Vec<Value> {
            v["anyOf"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["type"].clone())
                .collect()
        };
        assert_eq!(
            types(&p["n"]),
            [json!("number"), json!("string"), json!("null")]
        );
        assert_eq!(
            types(&p["id"]),
            [json!("integer"), json!("string"), json!("null")]
        );
        // Already takes a string: not a second one.
        assert_eq!(
            types(&p["either"]),
            [json!("integer"), json!("string"), json!("null")]
        );
        // Only numbers: a boolean sent as text stays off the shape.
        assert_eq!(types(&p["flag"]), [json!("boolean"), json!("null")]);
        let pick = p["pick"]["anyOf"].as_array().unwrap();
        assert_eq!(types(&pick[0]), [json!("integer"), json!("string")]);
        assert_eq!(pick[1], json!({"type": "boolean"}));
        assert_eq!(pick[2], json!({"type": "null"}));
    }

    #[test]
    fn an_already_nullable_value_is_left_as_it_was() {
        let out = root(json!({"type": "object", "properties": {
            "n": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        }}));
        assert_eq!(
            out["properties"]["n"],
            json!({"anyOf": [{"type": "string"}, {"type": "null"}]})
        );
    }

    #[test]
    fn the_root_stays_an_object_that_is_never_null() {
        let out = root(json!({"type": "object", "required": ["a"], "properties": {}}));
        assert_eq!(out, json!({"type": "object", "properties": {}}));
    }

    #[test]
    fn descriptions_do_not_lose_what_they_said() {
        let mut obj = Map::new();
        obj.insert("description".into(), json!("Kept.  "));
        obj.insert("enum".into(), json!(["a`<b>", 1, null]));
        describe_constraints(&mut obj);
        assert_eq!(
            obj["description"],
            "Kept.\nAs documented: one of \"a`<b>\", 1, null."
        );
    }

    #[test]
    fn the_overrides_file_names_the_mode_and_a_wrong_one_is_located() {
        use crate::pipeline::overrides::Overrides;
        use std::path::Path;
        let file = Path::new("o.yaml");
        let read = |text: &str| Overrides::parse(file, text).map(|o| o.file.context.output_schemas);
        assert_eq!(
            read("context: {output_schemas: strict}\n").ok(),
            Some(Some(OutputSchemas::Strict))
        );
        assert_eq!(
            read("context: {output_schemas: off}\n").ok(),
            Some(Some(OutputSchemas::Off))
        );
        assert_eq!(read("context: {}\n").ok(), Some(None));
        let err = read("context: {output_schemas: loose}\n").unwrap_err();
        let d = &err.diagnostics[0];
        assert_eq!(d.pointer, "/context/output_schemas");
        assert!(
            d.message.contains("`off`, `tolerant`, `strict`"),
            "{}",
            d.message
        );
        assert!(
            d.help
                .as_deref()
                .unwrap_or("")
                .contains("output_schemas (off, tolerant or strict)")
        );
    }

    #[test]
    fn off_takes_every_output_schema_and_definition_away_and_strict_none() {
        let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/petstore.yaml");
        let docs = crate::model::document::Documents::load(
            &crate::Source::FileSystem,
            &spec,
            Default::default(),
        )
        .unwrap();
        let set = crate::pipeline::lower::lower(&docs).unwrap().set;
        assert!(set.tools.iter().any(|t| t.output_schema.is_some()));
        let off = apply(set.clone(), OutputSchemas::Off);
        assert!(
            off.tools
                .iter()
                .all(|t| t.output_schema.is_none() && t.output_defs.is_empty())
        );
        assert!(off.defs.output.is_empty());
        assert_eq!(apply(set.clone(), OutputSchemas::Strict), set);
        let tolerant = apply(set.clone(), OutputSchemas::Tolerant);
        assert_eq!(tolerant.defs.input, set.defs.input);
        for (t, s) in tolerant.tools.iter().zip(&set.tools) {
            assert_eq!(
                t.input_schema, s.input_schema,
                "{}: inputs keep every constraint",
                t.name
            );
        }
    }
}
