//! Checks tool arguments against the tool's input schema before any request is made, and
//! reports every problem at once, each naming the argument path (`pet_id`, `tags[2]`,
//! `owner.name`) and what was expected, so a model can fix all of them in one retry.
//!
//! This is a deliberately small subset of JSON Schema 2020-12: `type` (a name or a list,
//! `null` included), `enum`, `const`, `required`, `properties`, `additionalProperties`, `items`,
//! `prefixItems`, `allOf`/`anyOf`/`oneOf`, local `$ref`s, and the numeric, length and size
//! bounds. Keywords it does not know are ignored, so an unusual schema lets more through rather
//! than rejecting good arguments; the upstream API still has the last word.

use serde_json::{Map, Value};

/// `$ref` chains and nesting deeper than this are not followed: recursive schemas must not
/// recurse forever, and real arguments are never this deep.
const MAX_DEPTH: usize = 64;

/// Returns every problem found in `args` (empty when they are valid).
///
/// Unknown top-level arguments are errors unless the root schema sets `additionalProperties`
/// to `true` or a schema: the generator knows every argument a tool takes, so an unknown one is
/// a typo the model should hear about. Deeper down, JSON Schema's default (extra properties are
/// allowed) applies, because nested objects come from the API's own schemas.
pub fn validate_arguments(schema: &Value, args: &Map<String, Value>) -> Vec<String> {
    let mut validator = Validator {
        root: schema,
        errors: Vec::new(),
    };
    // Input schemas are always `type: object` (the generator guarantees it); anything else
    // gives nothing to check against.
    if let Some(root) = schema.as_object() {
        validator.check_object(root, args, "", 0, true);
    }
    validator.errors
}

struct Validator<'a> {
    root: &'a Value,
    errors: Vec<String>,
}

impl Validator<'_> {
    fn error(&mut self, path: &str, message: impl std::fmt::Display) {
        let path = if path.is_empty() { "arguments" } else { path };
        self.errors.push(format!("`{path}`: {message}"));
    }

    fn check(&mut self, schema: &Value, value: &Value, path: &str, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        let schema = match schema {
            Value::Bool(true) => return,
            Value::Bool(false) => return self.error(path, "is not allowed here"),
            Value::Object(schema) => schema,
            _ => return,
        };

        if let Some(target) = schema.get("$ref").and_then(Value::as_str)
            && let Some(resolved) = resolve_ref(self.root, target)
        {
            self.check(resolved, value, path, depth + 1);
        }

        // OpenAPI 3.0 spelling, in case a schema reaches us unconverted.
        if value.is_null() && schema.get("nullable") == Some(&Value::Bool(true)) {
            return;
        }
        if let Some(expected) = schema.get("type")
            && !type_matches(expected, value)
        {
            let message = format!(
                "expected {}, got {}",
                describe_type(expected),
                json_type(value)
            );
            return self.error(path, message);
        }

        if let Some(Value::Array(allowed)) = schema.get("enum")
            && !allowed.iter().any(|candidate| json_equal(candidate, value))
        {
            let list: Vec<String> = allowed.iter().map(Value::to_string).collect();
            self.error(path, format_args!("expected one of {}", list.join(", ")));
        }
        if let Some(constant) = schema.get("const")
            && !json_equal(constant, value)
        {
            self.error(path, format_args!("expected exactly {constant}"));
        }

        match value {
            Value::Number(number) => {
                if let Some(n) = number.as_f64() {
                    self.check_number(schema, n, path);
                }
            }
            Value::String(text) => self.check_string(schema, text, path),
            Value::Array(items) => self.check_array(schema, items, path, depth),
            Value::Object(object) => self.check_object(schema, object, path, depth, false),
            Value::Null | Value::Bool(_) => {}
        }

        self.check_combinators(schema, value, path, depth);
    }

    fn check_combinators(
        &mut self,
        schema: &Map<String, Value>,
        value: &Value,
        path: &str,
        depth: usize,
    ) {
        if let Some(Value::Array(all)) = schema.get("allOf") {
            for branch in all {
                self.check(branch, value, path, depth + 1);
            }
        }
        // `oneOf` is checked like `anyOf`: branches of real-world schemas often overlap, and
        // rejecting a value that fits two of them would refuse arguments the API accepts.
        for keyword in ["anyOf", "oneOf"] {
            let Some(Value::Array(branches)) = schema.get(keyword) else {
                continue;
            };
            let fits = branches.is_empty()
                || branches.iter().any(|branch| {
                    let mut probe = Validator {
                        root: self.root,
                        errors: Vec::new(),
                    };
                    probe.check(branch, value, path, depth + 1);
                    probe.errors.is_empty()
                });
            if !fits {
                let message = format!(
                    "does not match any of the {} allowed forms ({keyword})",
                    branches.len()
                );
                self.error(path, message);
            }
        }
    }

    fn check_number(&mut self, schema: &Map<String, Value>, n: f64, path: &str) {
        let bound = |key: &str| schema.get(key).and_then(Value::as_f64);
        if let Some(min) = bound("minimum").filter(|min| n < *min) {
            self.error(path, format_args!("must be at least {min}"));
        }
        if let Some(max) = bound("maximum").filter(|max| n > *max) {
            self.error(path, format_args!("must be at most {max}"));
        }
        // Only the 2020-12 numeric form: OpenAPI 3.0's boolean form has no bound to read.
        if let Some(min) = bound("exclusiveMinimum").filter(|min| n <= *min) {
            self.error(path, format_args!("must be greater than {min}"));
        }
        if let Some(max) = bound("exclusiveMaximum").filter(|max| n >= *max) {
            self.error(path, format_args!("must be less than {max}"));
        }
    }

    fn check_string(&mut self, schema: &Map<String, Value>, text: &str, path: &str) {
        // JSON Schema counts characters (code points), not bytes.
        let length = text.chars().count() as u64;
        if let Some(min) = schema.get("minLength").and_then(Value::as_u64)
            && length < min
        {
            self.error(path, format_args!("must be at least {min} characters long"));
        }
        if let Some(max) = schema.get("maxLength").and_then(Value::as_u64)
            && length > max
        {
            self.error(path, format_args!("must be at most {max} characters long"));
        }
    }

    fn check_array(
        &mut self,
        schema: &Map<String, Value>,
        items: &[Value],
        path: &str,
        depth: usize,
    ) {
        let count = items.len() as u64;
        if let Some(min) = schema.get("minItems").and_then(Value::as_u64)
            && count < min
        {
            self.error(path, format_args!("must have at least {min} items"));
        }
        if let Some(max) = schema.get("maxItems").and_then(Value::as_u64)
            && count > max
        {
            self.error(path, format_args!("must have at most {max} items"));
        }
        let prefix: &[Value] = match schema.get("prefixItems") {
            Some(Value::Array(prefix)) => prefix,
            _ => &[],
        };
        for (index, item) in items.iter().enumerate() {
            if let Some(item_schema) = prefix.get(index).or_else(|| schema.get("items")) {
                self.check(item_schema, item, &format!("{path}[{index}]"), depth + 1);
            }
        }
    }

    fn check_object(
        &mut self,
        schema: &Map<String, Value>,
        object: &Map<String, Value>,
        path: &str,
        depth: usize,
        top_level: bool,
    ) {
        let child = |name: &str| {
            if path.is_empty() {
                name.to_string()
            } else {
                format!("{path}.{name}")
            }
        };
        let noun = if top_level { "argument" } else { "property" };

        if let Some(Value::Array(required)) = schema.get("required") {
            for name in required.iter().filter_map(Value::as_str) {
                if !object.contains_key(name) {
                    self.error(&child(name), format_args!("missing required {noun}"));
                }
            }
        }

        let properties = schema.get("properties").and_then(Value::as_object);
        let additional = schema.get("additionalProperties");
        for (name, value) in object {
            let path = child(name);
            if let Some(property) = properties.and_then(|p| p.get(name)) {
                self.check(property, value, &path, depth + 1);
                continue;
            }
            match additional {
                Some(Value::Bool(false)) => self.unknown(&path, noun, properties),
                None if top_level => self.unknown(&path, noun, properties),
                Some(extra @ Value::Object(_)) => self.check(extra, value, &path, depth + 1),
                _ => {}
            }
        }
    }

    fn unknown(&mut self, path: &str, noun: &str, properties: Option<&Map<String, Value>>) {
        let known: Vec<&str> = properties
            .map(|p| p.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let message = if known.is_empty() {
            format!("unknown {noun} (none are accepted here)")
        } else {
            format!("unknown {noun} (expected one of: {})", known.join(", "))
        };
        self.error(path, message);
    }
}

/// Resolves `#/json/pointer` references inside the tool's own schema (where the generator puts
/// recursive definitions, under `$defs`); anything else is left unchecked.
fn resolve_ref<'a>(root: &'a Value, target: &str) -> Option<&'a Value> {
    let pointer = target.strip_prefix('#')?;
    let decoded = percent_encoding::percent_decode_str(pointer)
        .decode_utf8()
        .ok()?;
    root.pointer(&decoded)
}

fn type_matches(expected: &Value, value: &Value) -> bool {
    match expected {
        Value::String(name) => type_name_matches(name, value),
        Value::Array(names) => names
            .iter()
            .filter_map(Value::as_str)
            .any(|name| type_name_matches(name, value)),
        // A malformed `type` is not the caller's fault: let the value through.
        _ => true,
    }
}

fn type_name_matches(name: &str, value: &Value) -> bool {
    match (name, value) {
        ("null", Value::Null)
        | ("boolean", Value::Bool(_))
        | ("number", Value::Number(_))
        | ("string", Value::String(_))
        | ("array", Value::Array(_))
        | ("object", Value::Object(_)) => true,
        ("integer", Value::Number(n)) => is_integer(n),
        _ => false,
    }
}

/// JSON Schema: "an integer is a number with a zero fractional part", so `2.0` counts.
fn is_integer(n: &serde_json::Number) -> bool {
    n.is_i64()
        || n.is_u64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

fn describe_type(expected: &Value) -> String {
    match expected {
        Value::String(name) => name.clone(),
        Value::Array(names) => {
            let names: Vec<&str> = names.iter().filter_map(Value::as_str).collect();
            match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
                Some((last, _)) => (*last).to_string(),
                None => "nothing".to_string(),
            }
        }
        other => other.to_string(),
    }
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if is_integer(n) => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// JSON equality as JSON Schema defines it: `1` and `1.0` are the same number.
fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        // Two integers compare exactly (no rounding of large ids through f64).
        (Value::Number(x), Value::Number(y)) if x.is_f64() || y.is_f64() => {
            x.as_f64() == y.as_f64()
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(key, x)| y.get(key).is_some_and(|y| json_equal(x, y)))
        }
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn errors(schema: Value, args: Value) -> Vec<String> {
        let Value::Object(args) = args else {
            panic!("arguments must be an object");
        };
        validate_arguments(&schema, &args)
    }

    fn pet_schema() -> Value {
        json!({
            "type": "object",
            "properties": {
                "pet_id": {"type": "integer", "minimum": 1},
                "status": {"type": "string", "enum": ["available", "pending", "sold"]},
                "tags": {"type": "array", "items": {"type": "integer"}, "maxItems": 5},
                "nickname": {"type": ["string", "null"], "maxLength": 4},
                "owner": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string", "minLength": 1},
                        "age": {"type": "integer"}
                    },
                    "required": ["name"]
                },
                "weight": {"type": "number", "exclusiveMinimum": 0}
            },
            "required": ["pet_id", "status"]
        })
    }

    #[test]
    fn valid_arguments_pass() {
        let args = json!({
            "pet_id": 7,
            "status": "sold",
            "tags": [1, 2, 3.0],
            "nickname": null,
            "owner": {"name": "Ann", "age": 40, "extra": true},
            "weight": 0.5
        });
        assert_eq!(errors(pet_schema(), args), Vec::<String>::new());
    }

    #[test]
    fn every_problem_is_reported_with_its_path() {
        let args = json!({
            "status": "lost",
            "tags": [1, 2, "three", 4.5],
            "owner": {"age": "old"},
            "colour": "red",
            "nickname": 12,
            "weight": 0
        });
        assert_eq!(
            errors(pet_schema(), args),
            [
                "`pet_id`: missing required argument",
                "`status`: expected one of \"available\", \"pending\", \"sold\"",
                "`tags[2]`: expected integer, got string",
                "`tags[3]`: expected integer, got number",
                "`owner.name`: missing required property",
                "`owner.age`: expected integer, got string",
                "`colour`: unknown argument (expected one of: pet_id, status, tags, nickname, owner, weight)",
                "`nickname`: expected string or null, got integer",
                "`weight`: must be greater than 0",
            ]
        );
    }

    #[test]
    fn bounds_and_lengths() {
        let args = json!({
            "pet_id": 0,
            "status": "sold",
            "tags": [1, 2, 3, 4, 5, 6],
            "nickname": "Rex the dog",
            "owner": {"name": ""}
        });
        assert_eq!(
            errors(pet_schema(), args),
            [
                "`pet_id`: must be at least 1",
                "`tags`: must have at most 5 items",
                "`nickname`: must be at most 4 characters long",
                "`owner.name`: must be at least 1 characters long",
            ]
        );
    }

    #[test]
    fn length_counts_characters_not_bytes() {
        let args = json!({"pet_id": 1, "status": "sold", "nickname": "ÅÄÖü"});
        assert!(errors(pet_schema(), args).is_empty());
    }

    #[test]
    fn integer_means_no_fractional_part() {
        let schema = json!({"type": "object", "properties": {"n": {"type": "integer"}}});
        assert!(errors(schema.clone(), json!({"n": 2.0})).is_empty());
        assert!(errors(schema.clone(), json!({"n": -3})).is_empty());
        assert!(errors(schema.clone(), json!({"n": u64::MAX})).is_empty());
        assert_eq!(
            errors(schema.clone(), json!({"n": 2.5})),
            ["`n`: expected integer, got number"]
        );
        assert_eq!(
            errors(schema, json!({"n": "2"})),
            ["`n`: expected integer, got string"]
        );
    }

    #[test]
    fn null_is_rejected_unless_the_type_allows_it() {
        let schema = json!({"type": "object", "properties": {
            "a": {"type": "string"},
            "b": {"type": ["null", "string"]},
            "c": {"type": "string", "nullable": true}
        }});
        assert_eq!(
            errors(schema, json!({"a": null, "b": null, "c": null})),
            ["`a`: expected string, got null"]
        );
    }

    #[test]
    fn number_accepts_integers_and_enum_compares_numerically() {
        let schema = json!({"type": "object", "properties": {
            "x": {"type": "number"},
            "level": {"enum": [1, 2, 3]}
        }});
        assert!(errors(schema.clone(), json!({"x": 3, "level": 2.0})).is_empty());
        assert_eq!(
            errors(schema, json!({"x": true, "level": 4})),
            [
                "`x`: expected number, got boolean",
                "`level`: expected one of 1, 2, 3"
            ]
        );
    }

    #[test]
    fn nested_additional_properties() {
        let schema = json!({"type": "object", "properties": {
            "closed": {"type": "object", "properties": {"a": {}}, "additionalProperties": false},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}}
        }});
        assert_eq!(
            errors(
                schema,
                json!({"closed": {"a": 1, "b": 2}, "labels": {"x": "1", "y": 2}})
            ),
            [
                "`closed.b`: unknown property (expected one of: a)",
                "`labels.y`: expected string, got integer"
            ]
        );
    }

    #[test]
    fn top_level_extra_arguments_allowed_only_when_the_schema_says_so() {
        let open = json!({"type": "object", "properties": {}, "additionalProperties": true});
        assert!(errors(open, json!({"anything": 1})).is_empty());
        let empty = json!({"type": "object"});
        assert_eq!(
            errors(empty, json!({"x": 1})),
            ["`x`: unknown argument (none are accepted here)"]
        );
    }

    #[test]
    fn arrays_of_objects_and_prefix_items() {
        let schema = json!({"type": "object", "properties": {
            "pets": {"type": "array", "items": {
                "type": "object",
                "properties": {"name": {"type": "string"}},
                "required": ["name"]
            }},
            "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}],
                     "items": false}
        }});
        assert_eq!(
            errors(
                schema,
                json!({"pets": [{"name": "a"}, {}, {"name": 3}], "pair": ["a", "b", "c"]})
            ),
            [
                "`pets[1].name`: missing required property",
                "`pets[2].name`: expected string, got integer",
                "`pair[1]`: expected integer, got string",
                "`pair[2]`: is not allowed here",
            ]
        );
    }

    #[test]
    fn refs_into_defs_are_followed_and_recursion_terminates() {
        let schema = json!({
            "type": "object",
            "properties": {"tree": {"$ref": "#/$defs/Node"}},
            "$defs": {"Node": {
                "type": "object",
                "properties": {
                    "value": {"type": "integer"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}
                }
            }}
        });
        let args = json!({"tree": {"value": 1, "children": [
            {"value": 2, "children": []},
            {"value": "x"}
        ]}});
        assert_eq!(
            errors(schema.clone(), args),
            ["`tree.children[1].value`: expected integer, got string"]
        );

        let looping = json!({
            "type": "object",
            "properties": {"a": {"$ref": "#/$defs/A"}},
            "$defs": {"A": {"$ref": "#/$defs/A"}}
        });
        assert!(errors(looping, json!({"a": 1})).is_empty());
    }

    #[test]
    fn any_of_and_one_of_need_one_matching_branch() {
        let schema = json!({"type": "object", "properties": {
            "id": {"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 3}]},
            "when": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "both": {"allOf": [{"type": "integer"}, {"minimum": 10}]}
        }});
        assert!(
            errors(
                schema.clone(),
                json!({"id": "abc", "when": null, "both": 10})
            )
            .is_empty()
        );
        assert_eq!(
            errors(schema, json!({"id": "ab", "when": 5, "both": 3})),
            [
                "`id`: does not match any of the 2 allowed forms (oneOf)",
                "`when`: does not match any of the 2 allowed forms (anyOf)",
                "`both`: must be at least 10",
            ]
        );
    }

    #[test]
    fn const_and_boolean_schemas() {
        let schema = json!({"type": "object", "properties": {
            "kind": {"const": "dog"},
            "free": true,
            "never": false
        }});
        assert_eq!(
            errors(schema, json!({"kind": "cat", "free": [1], "never": 1})),
            [
                "`kind`: expected exactly \"dog\"",
                "`never`: is not allowed here"
            ]
        );
    }

    #[test]
    fn property_names_with_special_characters_are_kept_verbatim() {
        let schema = json!({"type": "object", "properties": {"X-Request-Id": {"type": "string"}}});
        assert_eq!(
            errors(schema, json!({"X-Request-Id": 5})),
            ["`X-Request-Id`: expected string, got integer"]
        );
    }
}
