//! Context budget stage: opt-in settings that make `tools/list` smaller for big APIs, applied
//! after the overrides. Tool groups (`include`/`exclude`) leave whole tools out; `description_max`
//! cuts long descriptions with a visible `…`; `schema_depth` replaces deeper schema levels with a
//! described placeholder; `drop` removes keywords an agent can do without. Defaults keep full
//! fidelity: with an empty [`Context`] this stage changes nothing.

use std::collections::BTreeSet;

use serde_json::{Map, Value, json};

use crate::model::context::{Context, Drop};
use crate::model::schema::keywords::{SCHEMA_KEYS, SCHEMA_LIST_KEYS, SCHEMA_MAP_KEYS};
use crate::model::{HintSource, SchemaDefs, Skipped, Tool, ToolSet};

/// The context-budget stage: moves tools that `include`/`exclude` leave out to
/// [`ToolSet::skipped`] (source [`HintSource::ContextGroup`]), shortens descriptions and
/// schemas of the rest, and drops the shared definitions no kept tool needs any more.
pub fn apply(mut set: ToolSet, context: &Context) -> ToolSet {
    if context.is_empty() {
        return set;
    }
    let mut kept = Vec::with_capacity(set.tools.len());
    for mut tool in std::mem::take(&mut set.tools) {
        let included =
            context.include.is_empty() || context.include.iter().any(|m| m.matches(&tool));
        if !included || context.exclude.iter().any(|m| m.matches(&tool)) {
            set.skipped.push(Skipped {
                origin: tool.origin,
                source: HintSource::ContextGroup,
            });
            continue;
        }
        shrink(&mut tool, context, &set.defs);
        kept.push(tool);
    }
    set.tools = kept;
    set.skipped.sort_by_key(|s| s.origin.key());
    // The shared definitions get the same treatment as every tool's own schema (never the
    // root-level rules: a definition is always below an argument).
    let drop = dropped_keywords(context);
    if !drop.is_empty() || context.description_max.is_some() {
        for def in set
            .defs
            .input
            .values_mut()
            .chain(set.defs.output.values_mut())
        {
            strip(def, &drop, context.description_max, 1);
        }
    }
    // Definitions no kept tool needs any more (inlined by `schema_depth`, or their tools left out).
    set.defs.retain_used(&set.tools);
    set
}

fn dropped_keywords(context: &Context) -> BTreeSet<&'static str> {
    context
        .drop
        .iter()
        .filter(|d| **d != Drop::OutputSchemas)
        .map(|d| d.keyword())
        .collect()
}

fn shrink(tool: &mut Tool, context: &Context, defs: &SchemaDefs) {
    if let Some(max) = context.description_max {
        tool.description = cut(&tool.description, max);
    }
    if context.drop.contains(&Drop::OutputSchemas) {
        tool.output_schema = None;
        tool.output_defs.clear();
    }
    if let Some(depth) = context.schema_depth {
        let mut input = tool.full_input_schema(defs);
        limit_depth(&mut input, depth);
        tool.input_schema = input;
        tool.input_defs.clear();
        if let Some(mut output) = tool.full_output_schema(defs) {
            limit_depth(&mut output, depth);
            tool.output_schema = Some(output);
            tool.output_defs.clear();
        }
    }
    let drop = dropped_keywords(context);
    if drop.is_empty() && context.description_max.is_none() {
        return;
    }
    for schema in std::iter::once(&mut tool.input_schema).chain(tool.output_schema.as_mut()) {
        strip(schema, &drop, context.description_max, 0);
    }
}

/// At most `max` characters, the last one `…` when something was cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Whether `key`'s value is a map of names to schemas: the names are data, not keywords.
/// `properties` and `$defs` as well as [`SCHEMA_MAP_KEYS`]: the budget strips definitions too.
fn is_schema_map(key: &str) -> bool {
    key == "properties" || key == "$defs" || SCHEMA_MAP_KEYS.contains(&key)
}

/// Whether `key`'s value is a schema or a list of schemas. All of [`SCHEMA_KEYS`] and
/// [`SCHEMA_LIST_KEYS`] except `additionalItems`, which this walk has never entered (its own
/// list left it out); entering it would change the budgeted output of 3.1 schemas that use it.
fn is_subschema(key: &str) -> bool {
    key != "additionalItems" && (SCHEMA_KEYS.contains(&key) || SCHEMA_LIST_KEYS.contains(&key))
}

/// Removes dropped keywords and cuts descriptions, in every schema position (never in `enum`,
/// `const` or other values, whose keys are data).
fn strip(schema: &mut Value, drop: &BTreeSet<&str>, description_max: Option<usize>, depth: usize) {
    if depth > 512 {
        return;
    }
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    // The root's own description is the tool's business, not an argument's.
    for key in drop {
        if depth > 0 || *key != "description" {
            obj.remove(*key);
        }
    }
    if let (Some(max), Some(Value::String(d))) = (description_max, obj.get_mut("description")) {
        *d = cut(d, max);
    }
    for (key, value) in obj.iter_mut() {
        if is_schema_map(key) {
            if let Some(map) = value.as_object_mut() {
                for sub in map.values_mut() {
                    strip(sub, drop, description_max, depth + 1);
                }
            }
        } else if is_subschema(key) {
            match value {
                Value::Array(list) => list
                    .iter_mut()
                    .for_each(|s| strip(s, drop, description_max, depth + 1)),
                other => strip(other, drop, description_max, depth + 1),
            }
        }
    }
}

/// Keeps `depth` levels below each argument; `$ref`s are inlined on the way (the depth bounds
/// them) and `$defs` go, so what is left is self-contained.
fn limit_depth(schema: &mut Value, depth: usize) {
    let defs = schema
        .as_object_mut()
        .and_then(|o| o.remove("$defs"))
        .and_then(|d| match d {
            Value::Object(m) => Some(m),
            _ => None,
        })
        .unwrap_or_default();
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    if let Some(Value::Object(props)) = obj.get_mut("properties") {
        for prop in props.values_mut() {
            *prop = cut_level(prop, &defs, depth);
        }
    }
}

/// One schema with `left` more levels allowed below it.
fn cut_level(schema: &Value, defs: &Map<String, Value>, left: usize) -> Value {
    let resolved = resolve(schema, defs);
    let Some(obj) = resolved.as_object() else {
        return resolved.clone();
    };
    let nests = [
        "properties",
        "items",
        "prefixItems",
        "additionalProperties",
        "patternProperties",
    ]
    .iter()
    .any(|k| obj.get(*k).is_some_and(|v| v.is_object() || v.is_array()));
    if left == 0 && nests {
        return placeholder(obj);
    }
    let mut out = Map::new();
    for (key, value) in obj {
        let below = left.saturating_sub(1);
        let converted = match key.as_str() {
            "properties" | "patternProperties" => match value {
                Value::Object(map) => Value::Object(
                    map.iter()
                        .map(|(k, v)| (k.clone(), cut_level(v, defs, below)))
                        .collect(),
                ),
                other => other.clone(),
            },
            "items" | "additionalProperties" | "contains" | "unevaluatedProperties" => {
                match value {
                    Value::Object(_) => cut_level(value, defs, below),
                    other => other.clone(),
                }
            }
            "prefixItems" => match value {
                Value::Array(list) => {
                    Value::Array(list.iter().map(|v| cut_level(v, defs, below)).collect())
                }
                other => other.clone(),
            },
            // Alternatives describe the same level.
            "allOf" | "anyOf" | "oneOf" => match value {
                Value::Array(list) => {
                    Value::Array(list.iter().map(|v| cut_level(v, defs, left)).collect())
                }
                other => other.clone(),
            },
            "not" => cut_level(value, defs, left),
            _ => value.clone(),
        };
        out.insert(key.clone(), converted);
    }
    Value::Object(out)
}

/// A `$ref` to `#/$defs/Name` replaced by its definition (once; the depth limit stops cycles).
fn resolve<'v>(schema: &'v Value, defs: &'v Map<String, Value>) -> &'v Value {
    match schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/$defs/"))
    {
        Some(name) => defs.get(name).unwrap_or(schema),
        None => schema,
    }
}

/// What stands in for a level cut off: its type and a description saying what happened.
fn placeholder(obj: &Map<String, Value>) -> Value {
    let ty = match obj.get("type") {
        Some(Value::String(t)) => t.clone(),
        _ if obj.contains_key("items") || obj.contains_key("prefixItems") => "array".into(),
        _ => "object".into(),
    };
    let note = "Nested structure not shown (schema depth limit); see the API documentation.";
    let description = match obj.get("description").and_then(Value::as_str) {
        Some(d) => format!("{d} ({note})"),
        None => note.to_string(),
    };
    json!({"type": ty, "description": description})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::context::CONTEXT_KEYS;

    #[test]
    fn the_context_keys_are_the_fields_serde_reads() {
        let e = serde_json::from_value::<Context>(serde_json::json!({"nope": 1})).unwrap_err();
        let listed = CONTEXT_KEYS.map(|k| format!("`{k}`")).join(", ");
        assert!(e.to_string().contains(&listed), "{e}\nvs {listed}");
    }

    #[test]
    fn cut_marks_what_it_cut() {
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("abc", 4), "abc");
        assert_eq!(cut("ééééé", 3).chars().count(), 3);
    }

    #[test]
    fn depth_limit_inlines_refs_and_describes_what_it_cut() {
        let mut schema = json!({
            "type": "object",
            "properties": {
                "id": {"type": "string"},
                "owner": {"$ref": "#/$defs/Owner"}
            },
            "$defs": {
                "Owner": {"type": "object", "description": "The owner.", "properties": {
                    "name": {"type": "string"},
                    "address": {"type": "object", "properties": {"city": {"type": "string"}}}
                }}
            }
        });
        limit_depth(&mut schema, 1);
        assert!(schema.get("$defs").is_none());
        assert_eq!(schema["properties"]["id"], json!({"type": "string"}));
        assert_eq!(
            schema["properties"]["owner"]["properties"]["name"],
            json!({"type": "string"})
        );
        let address = &schema["properties"]["owner"]["properties"]["address"];
        assert_eq!(address["type"], "object");
        assert!(address.get("properties").is_none());
        assert!(
            address["description"]
                .as_str()
                .unwrap()
                .contains("depth limit")
        );

        let mut shallow = json!({"type": "object", "properties": {"owner": {"$ref": "#/$defs/O"}}, "$defs": {"O": {"type": "object", "properties": {"a": {"type": "string"}}}}});
        limit_depth(&mut shallow, 0);
        assert!(shallow["properties"]["owner"].get("properties").is_none());
    }

    #[test]
    fn drop_removes_keywords_but_not_property_names() {
        let mut schema = json!({
            "type": "object",
            "description": "root",
            "properties": {
                "examples": {"type": "string", "examples": ["x"], "description": "a property called examples", "title": "T", "default": "d"}
            }
        });
        let drop = [
            Drop::Examples,
            Drop::Titles,
            Drop::Defaults,
            Drop::Descriptions,
        ];
        let drop: BTreeSet<&str> = drop.iter().map(|d| d.keyword()).collect();
        strip(&mut schema, &drop, None, 0);
        assert_eq!(schema["properties"]["examples"], json!({"type": "string"}));
        assert_eq!(schema["description"], "root");
    }
}
