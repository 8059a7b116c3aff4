//! The tool schemas a server shows and validates against: each tool's input and output schema
//! parsed once at startup (MCP requires `type: object` at their root, so a wrong one is a
//! startup error), the shared definitions attached under `$defs` only where used, and the MCP
//! tool entries `tools/list` returns.

use std::collections::HashMap;
use std::sync::Arc;

use rmcp::model::{JsonObject, Tool as McpTool, ToolAnnotations};
use serde_json::Value;

use super::descriptor::Tool;
use super::validate::unescape_token;

/// A tool's input and output schemas, with the shared definitions they use under `$defs`.
pub(crate) struct Schemas {
    pub(crate) input: Arc<JsonObject>,
    pub(crate) output: Option<Arc<JsonObject>>,
}

/// The schema `text` parsed with its shared definitions attached, from `seen` when an earlier
/// tool had the same text (the result depends on nothing else).
pub(crate) fn shared_schema(
    seen: &mut HashMap<&'static str, Arc<JsonObject>>,
    tool: &Tool,
    which: &str,
    text: &'static str,
    defs: &JsonObject,
) -> Result<Arc<JsonObject>, String> {
    if let Some(schema) = seen.get(text) {
        return Ok(schema.clone());
    }
    let mut schema = parse_schema(tool, which, text)?;
    attach_defs(&mut schema, defs);
    let schema = Arc::new(schema);
    seen.insert(text, schema.clone());
    Ok(schema)
}

fn parse_schema(tool: &Tool, which: &str, text: &str) -> Result<JsonObject, String> {
    match serde_json::from_str::<Value>(text) {
        // MCP requires `type: object` at the root of both schemas; clients reject the whole
        // tool list otherwise, so this is worth a startup error.
        Ok(Value::Object(schema)) if schema.get("type") == Some(&Value::from("object")) => {
            Ok(schema)
        }
        Ok(Value::Object(_)) => Err(format!(
            "tool `{}`: the {which} schema must have `\"type\": \"object\"` at its root",
            tool.name
        )),
        Ok(_) => Err(format!(
            "tool `{}`: the {which} schema is not a JSON object",
            tool.name
        )),
        Err(err) => Err(format!(
            "tool `{}`: the {which} schema is not valid JSON: {err}",
            tool.name
        )),
    }
}

/// The shared definitions (`Api::input_defs`/`output_defs`): a JSON object, or empty for none.
pub(crate) fn parse_defs(which: &str, text: &str) -> Result<JsonObject, String> {
    if text.trim().is_empty() {
        return Ok(JsonObject::new());
    }
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(defs)) => Ok(defs),
        Ok(_) => Err(format!(
            "the shared {which} schema definitions are not a JSON object"
        )),
        Err(err) => Err(format!(
            "the shared {which} schema definitions are not valid JSON: {err}"
        )),
    }
}

/// Adds under `$defs` every shared definition the schema refers to as `#/$defs/Name`,
/// directly or through other definitions, in name order; definitions the schema already
/// carries are kept. References to names the pool lacks are left alone (the validator then
/// skips them, like any unresolvable reference).
pub fn attach_defs(schema: &mut JsonObject, pool: &JsonObject) {
    if pool.is_empty() {
        return;
    }
    let mut needed = std::collections::BTreeSet::new();
    let mut pending = Vec::new();
    schema
        .values()
        .for_each(|value| collect_def_refs(value, &mut pending));
    while let Some(name) = pending.pop() {
        if let Some(def) = pool.get(&name)
            && needed.insert(name)
        {
            collect_def_refs(def, &mut pending);
        }
    }
    if needed.is_empty() {
        return;
    }
    let defs = schema
        .entry("$defs")
        .or_insert_with(|| Value::Object(JsonObject::new()));
    if let Value::Object(defs) = defs {
        for name in needed {
            if !defs.contains_key(&name)
                && let Some(def) = pool.get(&name)
            {
                defs.insert(name, def.clone());
            }
        }
    }
}

/// Names of `#/$defs/<name>` references anywhere in `value` (JSON-pointer escapes undone).
fn collect_def_refs(value: &Value, names: &mut Vec<String>) {
    match value {
        Value::Object(object) => {
            if let Some(Value::String(target)) = object.get("$ref")
                && let Some(name) = target.strip_prefix("#/$defs/")
            {
                let name = name.split('/').next().unwrap_or(name);
                names.push(unescape_token(name).into_owned());
            }
            object.values().for_each(|v| collect_def_refs(v, names));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_def_refs(v, names)),
        _ => {}
    }
}

/// All four hints are always set: MCP's defaults for a missing hint are the pessimistic ones
/// (destructive, open-world), so leaving one out would change what the tool claims to be.
pub(crate) fn mcp_tool(tool: &Tool, schemas: &Schemas) -> McpTool {
    let hints = tool.hints;
    let annotations = ToolAnnotations::with_title(tool.title)
        .read_only(hints.read_only)
        .destructive(hints.destructive)
        .idempotent(hints.idempotent)
        .open_world(hints.open_world);
    let mut mcp = McpTool::new(tool.name, tool.description, schemas.input.clone())
        .with_title(tool.title)
        .with_annotations(annotations);
    mcp.output_schema = schemas.output.clone();
    mcp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_defs_are_attached_transitively_and_only_when_used() {
        let pool = match serde_json::json!({
            "Pet": {"type": "object", "properties": {"owner": {"$ref": "#/$defs/Person"}}},
            "Person": {"type": "object", "properties": {"friends": {
                "type": "array", "items": {"$ref": "#/$defs/Person"}}}},
            "Unused": {"type": "string"},
            "a/b": {"type": "integer"}
        }) {
            Value::Object(pool) => pool,
            _ => unreachable!(),
        };
        let mut schema = match serde_json::json!({"type": "object", "properties": {
            "pet": {"$ref": "#/$defs/Pet"}, "odd": {"$ref": "#/$defs/a~1b"}
        }}) {
            Value::Object(schema) => schema,
            _ => unreachable!(),
        };
        attach_defs(&mut schema, &pool);
        let names: Vec<&String> = schema["$defs"].as_object().unwrap().keys().collect();
        assert_eq!(names, ["Person", "Pet", "a/b"]);
        // A schema without references is left as it was.
        let mut plain = JsonObject::new();
        plain.insert("type".into(), "object".into());
        attach_defs(&mut plain, &pool);
        assert!(!plain.contains_key("$defs"));
    }
}
