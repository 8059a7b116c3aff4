//! Values built from a JSON Schema, for arguments and upstream answers in tests: a plausible
//! instance (every required property, and the others near the top), and answers that break
//! one documented rule. The runtime's validator decides what conforms; these only propose.

use serde_json::{Map, Value, json};

/// How deep optional properties are still filled in; below it, only required ones.
const OPTIONAL_DEPTH: usize = 2;
/// Deeper than this, a value is given up on (recursive schemas with required recursion).
const MAX_DEPTH: usize = 14;

/// An instance of `schema` whose `$ref`s point into `root`'s `$defs`; `optional` says whether
/// optional properties near the top are filled in (answers) or left out (arguments).
pub fn instance(root: &Value, schema: &Value, optional: bool) -> Option<Value> {
    Builder { root, optional }.build(schema, 0)
}

struct Builder<'a> {
    root: &'a Value,
    optional: bool,
}

impl Builder<'_> {
    fn resolve<'s>(&'s self, schema: &'s Value) -> Option<&'s Value> {
        match schema.get("$ref").and_then(Value::as_str) {
            Some(r) => self.root.pointer(r.strip_prefix('#')?),
            None => Some(schema),
        }
    }

    fn build(&self, schema: &Value, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        let schema = match schema {
            Value::Bool(true) => return Some(json!("x")),
            Value::Bool(false) => return None,
            s => self.resolve(s)?,
        };
        if schema.get("$ref").is_some() {
            return self.build(schema, depth + 1);
        }
        if let Some(c) = schema.get("const") {
            return Some(c.clone());
        }
        if let Some(values) = schema.get("enum").and_then(Value::as_array) {
            return values
                .iter()
                .find(|v| !v.is_null())
                .or(values.first())
                .cloned();
        }
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            let mut rest = schema.clone();
            rest.as_object_mut()?.remove("allOf");
            let mut merged: Option<Value> = None;
            for part in all.iter().chain(std::iter::once(&rest)) {
                let value = self.build(part, depth + 1)?;
                merged = Some(match (merged, value) {
                    (Some(Value::Object(mut a)), Value::Object(b)) => {
                        a.extend(b);
                        Value::Object(a)
                    }
                    (Some(a), _) => a,
                    (None, v) => v,
                });
            }
            return merged;
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = schema.get(key).and_then(Value::as_array) {
                // The first branch that is not just `null` and that can be built.
                return branches
                    .iter()
                    .filter(|b| b.get("type") != Some(&json!("null")))
                    .find_map(|b| {
                        let mut joined = schema.clone();
                        let obj = joined.as_object_mut()?;
                        obj.remove(key);
                        obj.remove("anyOf");
                        obj.remove("oneOf");
                        obj.insert("allOf".into(), json!([b]));
                        self.build(&joined, depth + 1)
                    })
                    .or_else(|| branches.is_empty().then(|| json!("x")));
            }
        }
        let ty = match schema.get("type") {
            Some(Value::String(t)) => t.as_str(),
            Some(Value::Array(types)) => types
                .iter()
                .filter_map(Value::as_str)
                .find(|t| *t != "null")
                .unwrap_or("null"),
            _ if schema.get("properties").is_some() => "object",
            _ if schema.get("items").is_some() => "array",
            _ => "string",
        };
        Some(match ty {
            "object" => self.object(schema, depth)?,
            "array" => {
                let min = schema.get("minItems").and_then(Value::as_u64).unwrap_or(0);
                let wanted = if depth <= OPTIONAL_DEPTH {
                    min.max(1)
                } else {
                    min
                };
                let item = schema.get("items").cloned().unwrap_or(json!({}));
                let mut list = Vec::new();
                for _ in 0..wanted {
                    match self.build(&item, depth + 1) {
                        Some(v) => list.push(v),
                        None if min == 0 => break,
                        None => return None,
                    }
                }
                Value::Array(list)
            }
            "integer" | "number" => number(schema),
            "boolean" => json!(true),
            "null" => Value::Null,
            _ => string(schema),
        })
    }

    fn object(&self, schema: &Value, depth: usize) -> Option<Value> {
        let required: Vec<&str> = schema
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut out = Map::new();
        if let Some(props) = schema.get("properties").and_then(Value::as_object) {
            for (name, sub) in props {
                let is_required = required.contains(&name.as_str());
                let wanted = is_required || (self.optional && depth <= OPTIONAL_DEPTH);
                if !wanted {
                    continue;
                }
                match self.build(sub, depth + 1) {
                    Some(v) => {
                        out.insert(name.clone(), v);
                    }
                    None if is_required => return None,
                    None => {}
                }
            }
        }
        for name in required {
            if !out.contains_key(name) {
                out.insert(name.to_string(), json!("x"));
            }
        }
        Some(Value::Object(out))
    }
}

fn number(schema: &Value) -> Value {
    let get = |k: &str| schema.get(k).and_then(Value::as_f64);
    let mut n = get("minimum")
        .or(get("exclusiveMinimum").map(|m| m + 1.0))
        .unwrap_or(1.0)
        .ceil();
    if let Some(max) = get("maximum").or(get("exclusiveMaximum").map(|m| m - 1.0))
        && n > max
    {
        n = max.floor();
    }
    if let Some(step) = get("multipleOf").filter(|s| *s > 0.0) {
        n = (n / step).ceil() * step;
    }
    json!(n as i64)
}

fn string(schema: &Value) -> Value {
    let base64 = schema.get("contentEncoding").and_then(Value::as_str) == Some("base64");
    let sample = match schema.get("format").and_then(Value::as_str) {
        _ if base64 => "eDE=",
        Some("byte" | "binary") => "eDE=",
        Some("date-time") => "2024-05-31T13:45:00Z",
        Some("date") => "2024-05-31",
        Some("time") => "13:45:00",
        Some("email") => "someone@example.com",
        Some("uuid") => "123e4567-e89b-12d3-a456-426614174000",
        Some("uri" | "url" | "uri-reference") => "https://example.com/x",
        Some("ipv4") => "192.0.2.1",
        Some("ipv6") => "2001:db8::1",
        _ => "x1",
    };
    let mut s = sample.to_string();
    let min = schema.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
    while s.chars().count() < min {
        s.push('x');
    }
    json!(s)
}

/// JSON pointers of every member of every object in `value`, parents before children.
pub fn member_pointers(value: &Value) -> Vec<String> {
    fn walk(value: &Value, at: &str, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                    out.push(here.clone());
                    walk(v, &here, out);
                }
            }
            Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    walk(v, &format!("{at}/{i}"), out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(value, "", &mut out);
    out
}

/// `value` with the member at `pointer` removed (`None`) or replaced.
pub fn with_member(value: &Value, pointer: &str, new: Option<Value>) -> Value {
    let mut out = value.clone();
    let (parent, last) = pointer.rsplit_once('/').unwrap_or(("", pointer));
    let key = last.replace("~1", "/").replace("~0", "~");
    if let Some(Value::Object(map)) = out.pointer_mut(parent) {
        match new {
            Some(v) => {
                map.insert(key, v);
            }
            None => {
                map.shift_remove(&key);
            }
        }
    }
    out
}
