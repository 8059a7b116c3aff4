//! The portable spelling of a converted schema, for clients and model APIs that accept only a
//! narrower dialect (the MCP Inspector's `--strict` lint checks exactly these rewrites).

use serde_json::{Value, json};

use super::MAX_DEPTH;
use super::keywords::{
    BOOLEAN_VALUED_KEYWORDS, CONSTRAINING_KEYWORDS, JSON_TYPES, SCHEMA_KEYS, SCHEMA_LIST_KEYS,
    SCHEMA_MAP_KEYS,
};

/// "Any JSON value", spelled so that clients which need a type on every schema accept it.
fn any_value() -> Value {
    json!({"anyOf": [
        {"type": "string"}, {"type": "number"}, {"type": "boolean"},
        {"type": "object"}, {"type": "array"}, {"type": "null"}
    ]})
}

/// Rewrites a converted schema into the most portable equivalent spelling, so that clients and
/// model APIs with narrower schema dialects accept the tool (the MCP Inspector's `--strict`
/// schema-portability lint checks exactly these): type arrays become `anyOf` of single types,
/// bare boolean schemas become objects, and schemas that constrain nothing say "any value"
/// explicitly. Validation meaning is unchanged. `keyword` is the keyword `schema` sits under.
pub fn make_portable(schema: &mut Value, keyword: Option<&str>) {
    make_portable_at(schema, keyword, 0);
}

fn make_portable_at(schema: &mut Value, keyword: Option<&str>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    if let Value::Bool(b) = schema {
        if keyword.is_some_and(|k| BOOLEAN_VALUED_KEYWORDS.contains(&k)) {
            return;
        }
        *schema = if *b { any_value() } else { json!({"not": {}}) };
        return;
    }
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    if let Some(Value::Array(types)) = obj.get("type") {
        let names: Vec<&str> = types.iter().filter_map(Value::as_str).collect();
        let unique: std::collections::BTreeSet<&str> = names.iter().copied().collect();
        if !names.is_empty()
            && names.len() == types.len()
            && unique.len() == names.len()
            && names.iter().all(|t| JSON_TYPES.contains(t))
        {
            let branches: Vec<Value> = names.iter().map(|t| json!({"type": t})).collect();
            obj.remove("type");
            if obj.contains_key("anyOf") {
                let all = obj.entry("allOf").or_insert_with(|| json!([]));
                if let Some(list) = all.as_array_mut() {
                    list.push(json!({"anyOf": branches}));
                }
            } else {
                obj.insert("anyOf".into(), Value::Array(branches));
            }
        }
    }
    let constrains = obj
        .keys()
        .any(|k| CONSTRAINING_KEYWORDS.contains(&k.as_str()))
        || (obj.contains_key("if") && (obj.contains_key("then") || obj.contains_key("else")));
    if !constrains && keyword != Some("not") {
        if let Some(Value::Array(any)) = any_value().get("anyOf") {
            obj.insert("anyOf".into(), Value::Array(any.clone()));
        }
        return;
    }
    for (key, value) in obj.iter_mut() {
        match key.as_str() {
            // Draft 4's `dependencies` and `definitions` too: a 3.1 document may still use them.
            k if SCHEMA_MAP_KEYS.contains(&k)
                || matches!(k, "properties" | "dependencies" | "$defs" | "definitions") =>
            {
                if let Some(map) = value.as_object_mut() {
                    for sub in map.values_mut() {
                        make_portable_at(sub, Some(key), depth + 1);
                    }
                }
            }
            k if SCHEMA_LIST_KEYS.contains(&k) => {
                if let Some(list) = value.as_array_mut() {
                    for sub in list {
                        make_portable_at(sub, Some(key), depth + 1);
                    }
                }
            }
            "items" if value.is_array() => {
                if let Some(list) = value.as_array_mut() {
                    for sub in list {
                        make_portable_at(sub, Some(key), depth + 1);
                    }
                }
            }
            // `contentSchema` is a schema too, but the converter copies it as written (it is not
            // in `SCHEMA_KEYS`, so conversion does not enter it); its portable spelling still
            // matters to the clients, so this walk does.
            k if SCHEMA_KEYS.contains(&k) || k == "contentSchema" => {
                make_portable_at(value, Some(key), depth + 1);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portable_spelling_keeps_meaning() {
        let mut v = json!({"type": "object", "properties": {
            "a": {"type": ["string", "null"]},
            "b": {"description": "anything"},
            "c": true,
            "d": {"not": {}},
            "e": {"type": "array", "items": false}
        }, "additionalProperties": false});
        make_portable(&mut v, None);
        assert_eq!(
            v["properties"]["a"],
            json!({"anyOf": [{"type": "string"}, {"type": "null"}]})
        );
        assert_eq!(v["properties"]["b"]["description"], "anything");
        assert_eq!(v["properties"]["b"]["anyOf"].as_array().unwrap().len(), 6);
        assert_eq!(v["properties"]["c"]["anyOf"].as_array().unwrap().len(), 6);
        assert_eq!(
            v["properties"]["d"],
            json!({"not": {}}),
            "an empty schema under `not` is fine"
        );
        assert_eq!(v["properties"]["e"]["items"], json!({"not": {}}));
        assert_eq!(
            v["additionalProperties"],
            json!(false),
            "boolean-valued keyword stays"
        );
    }
}
