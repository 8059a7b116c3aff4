//! Checks tool arguments against the tool's input schema before any request is made, and
//! reports every problem at once, each naming the argument path (`pet_id`, `tags[2]`,
//! `owner.name`, `items[2].price`) and what was expected, so a model can fix all of them in one
//! retry.
//!
//! This is a deliberately small subset of JSON Schema 2020-12: `type` (a name or a list,
//! `null` included), `enum`, `const`, `required`, `properties`, `additionalProperties`,
//! `minProperties`/`maxProperties`, `items`, `prefixItems`, `uniqueItems`,
//! `allOf`/`anyOf`/`oneOf`, local `$ref`s, the numeric bounds and `multipleOf`, the length
//! bounds, `pattern`, and `format` for `date`, `date-time`, `time`, `email`, `uuid`, `ipv4`,
//! `ipv6` and `uri`. Keywords and formats it does not know are ignored, so an unusual schema
//! lets more through rather than rejecting good arguments; the upstream API still has the last
//! word.
//!
//! Why hand-written rather than the `jsonschema` crate: even with default features off it adds
//! about 66 crates and over a minute of cold build to every generated server, its error paths
//! are JSON pointers (`/items/2/price`) rather than the argument paths a model reads, and it
//! would reject arguments over keywords the generator already rewrites (OpenAPI 3.0's
//! `nullable`, boolean exclusive bounds). This file stays small and is tested here once.
//!
//! `pattern` uses the `regex-lite` crate, whose `\d` and `\w` are ASCII, as ECMA-262's are
//! without the `u` flag (its `\s` is ASCII too, where ECMA-262's takes Unicode spaces, and its
//! `.` excludes only `\n`: docs/generate.md says so). Matching takes linear time, so
//! no pattern can make validation hang (no ReDoS). A pattern it cannot compile (look-around,
//! back-references, Unicode classes) is not checked, like an unknown keyword. Compiled patterns
//! are cached: they come from the static schemas, so the cache is bounded by them.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde_json::{Map, Value};

/// `$ref` chains and nesting deeper than this are not followed: recursive schemas must not
/// recurse forever, and real arguments are never this deep.
const MAX_DEPTH: usize = 64;

/// Compiled patterns kept at most (the schemas of a real API have far fewer distinct ones).
const MAX_CACHED_PATTERNS: usize = 4096;

/// A compiled program larger than this is not worth it for checking arguments.
const PATTERN_SIZE_LIMIT: usize = 1 << 20;

/// Returns every problem found in `args` (empty when they are valid).
///
/// Unknown top-level arguments are errors unless the root schema sets `additionalProperties`
/// to `true` or a schema: the generator knows every argument a tool takes, so an unknown one is
/// a typo the model should hear about. Deeper down, JSON Schema's default (extra properties are
/// allowed) applies, because nested objects come from the API's own schemas.
pub fn validate_arguments(schema: &Value, args: &Map<String, Value>) -> Vec<String> {
    // Input schemas are always `type: object` (the generator guarantees it); anything else
    // gives nothing to check against.
    match schema.as_object() {
        Some(root) => validate_against(root, args),
        None => Vec::new(),
    }
}

/// [`validate_arguments`] for a schema held as a JSON object (how the server keeps them, shared
/// with the tool list).
pub fn validate_against(schema: &Map<String, Value>, args: &Map<String, Value>) -> Vec<String> {
    let mut validator = Validator {
        root: schema,
        errors: Vec::new(),
        whole: "arguments",
    };
    validator.check_object(schema, args, "", 0, true);
    validator.errors
}

/// Every problem of a tool's structured result against its output schema, as a client that
/// validates it would find them: plain JSON Schema, so properties the schema does not name are
/// allowed unless it closes `additionalProperties`. Problems name their place from `result`.
pub fn validate_result(schema: &Map<String, Value>, result: &Value) -> Vec<String> {
    let mut validator = Validator {
        root: schema,
        errors: Vec::new(),
        whole: "result",
    };
    validator.check_schema(schema, result, "", 0);
    validator.errors
}

struct Validator<'a> {
    root: &'a Map<String, Value>,
    errors: Vec<String>,
    /// What an empty path names in a message: `arguments` or `result`.
    whole: &'static str,
}

impl Validator<'_> {
    fn error(&mut self, path: &str, message: impl std::fmt::Display) {
        let path = if path.is_empty() { self.whole } else { path };
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
        self.check_schema(schema, value, path, depth);
    }

    fn check_schema(
        &mut self,
        schema: &Map<String, Value>,
        value: &Value,
        path: &str,
        depth: usize,
    ) {
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
            let mut tried = Vec::with_capacity(branches.len());
            for branch in branches {
                let mut probe = Validator {
                    root: self.root,
                    errors: Vec::new(),
                    whole: self.whole,
                };
                probe.check(branch, value, path, depth + 1);
                if probe.errors.is_empty() {
                    tried.clear();
                    break;
                }
                tried.push((branch, probe.errors));
            }
            if tried.len() < branches.len() || branches.is_empty() {
                continue;
            }
            // Say it the way a reader thinks of it: the branches are mostly alternatives of
            // type (`string or null`), and when only one has the value's type, its problems
            // are the ones that matter.
            let typed: Vec<&Value> = branches.iter().filter_map(|b| b.get("type")).collect();
            let of_this_type: Vec<usize> = (0..branches.len())
                .filter(|i| {
                    branches[*i]
                        .get("type")
                        .is_none_or(|t| type_matches(t, value))
                })
                .collect();
            if typed.len() == branches.len() && of_this_type.is_empty() {
                let mut names: Vec<Value> = Vec::new();
                for t in typed {
                    for name in t.as_array().map_or(std::slice::from_ref(t), Vec::as_slice) {
                        if !names.contains(name) {
                            names.push(name.clone());
                        }
                    }
                }
                let expected = describe_type(&Value::Array(names));
                let message = format!("expected {expected}, got {}", json_type(value));
                self.error(path, message);
            } else if let [only] = of_this_type[..] {
                let errors = std::mem::take(&mut tried[only].1);
                self.errors.extend(errors);
            } else {
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
        if let Some(step) = bound("multipleOf").filter(|step| *step > 0.0) {
            let quotient = n / step;
            // Floating point: 0.3 / 0.1 is 2.9999999999999996, which is a multiple.
            if quotient.is_finite() && (quotient - quotient.round()).abs() > 1e-9 {
                self.error(path, format_args!("must be a multiple of {step}"));
            }
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
        if let Some(pattern) = schema.get("pattern").and_then(Value::as_str)
            && let Some(regex) = compiled(pattern)
            && !regex.is_match(text)
        {
            self.error(path, format_args!("must match the pattern `{pattern}`"));
        }
        if let Some(format) = schema.get("format").and_then(Value::as_str)
            && let Some(expected) = format_problem(format, text)
        {
            self.error(path, format_args!("must be {expected}"));
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
        if schema.get("uniqueItems") == Some(&Value::Bool(true)) {
            for (later, item) in items.iter().enumerate() {
                if let Some(first) = items[..later].iter().position(|x| json_equal(x, item)) {
                    self.error(
                        &format!("{path}[{later}]"),
                        format_args!("duplicate of item {first} (items must be unique)"),
                    );
                }
            }
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

        let count = object.len() as u64;
        if let Some(min) = schema.get("minProperties").and_then(Value::as_u64)
            && count < min
        {
            self.error(path, format_args!("must have at least {min} properties"));
        }
        if let Some(max) = schema.get("maxProperties").and_then(Value::as_u64)
            && count > max
        {
            self.error(path, format_args!("must have at most {max} properties"));
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

/// The compiled form of a schema `pattern`, or `None` when regex-lite cannot compile it
/// (then it is not checked).
fn compiled(pattern: &str) -> Option<regex_lite::Regex> {
    static CACHE: OnceLock<Mutex<HashMap<String, Option<regex_lite::Regex>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    // A poisoned lock only means another thread panicked mid-insert; the map is still usable.
    let mut cache = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache.get(pattern) {
        return found.clone();
    }
    let regex = regex_lite::RegexBuilder::new(pattern)
        .size_limit(PATTERN_SIZE_LIMIT)
        .build()
        .ok();
    if regex.is_none() {
        tracing::debug!("schema pattern {pattern:?} is not supported; not checked");
    }
    if cache.len() < MAX_CACHED_PATTERNS {
        cache.insert(pattern.to_string(), regex.clone());
    }
    regex
}

/// What a string with this `format` should look like, when `text` is not that; `None` when it
/// fits or the format is not checked.
pub fn format_problem(format: &str, text: &str) -> Option<&'static str> {
    let ok = match format {
        "date" => is_date(text),
        "date-time" => is_date_time(text),
        "time" => is_time(text, false),
        "email" => is_email(text),
        "uuid" => is_uuid(text),
        "ipv4" => text.parse::<std::net::Ipv4Addr>().is_ok(),
        "ipv6" => text.parse::<std::net::Ipv6Addr>().is_ok(),
        "uri" => reqwest::Url::parse(text).is_ok() && !text.chars().any(char::is_whitespace),
        _ => return None,
    };
    if ok {
        return None;
    }
    Some(match format {
        "date" => "a date like 2024-05-31 (RFC 3339 full-date)",
        "date-time" => "a date and time like 2024-05-31T13:45:00Z (RFC 3339, with a time zone)",
        "time" => "a time like 13:45:00 or 13:45:00+02:00",
        "email" => "an email address",
        "uuid" => "a UUID like 123e4567-e89b-12d3-a456-426614174000",
        "ipv4" => "an IPv4 address",
        "ipv6" => "an IPv6 address",
        _ => "an absolute URI like https://example.com/x",
    })
}

fn digits(text: &str, count: usize) -> Option<u32> {
    (text.len() == count && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// RFC 3339 `full-date`, with the real number of days in the month.
fn is_date(text: &str) -> bool {
    let mut parts = text.split('-');
    let (Some(year), Some(month), Some(day), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let (Some(year), Some(month), Some(day)) = (digits(year, 4), digits(month, 2), digits(day, 2))
    else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// RFC 3339 `partial-time` with an optional (or, for date-time, required) offset:
/// `HH:MM:SS[.frac](Z|+HH:MM|-HH:MM)`. A leap second (`:60`) is accepted.
fn is_time(text: &str, offset_required: bool) -> bool {
    let (time, offset) = match text.find(['Z', 'z', '+', '-']) {
        Some(at) => (&text[..at], Some(&text[at..])),
        None => (text, None),
    };
    let offset_ok = match offset {
        None => !offset_required,
        Some("Z" | "z") => true,
        Some(offset) => {
            let rest = &offset[1..];
            matches!(rest.split_once(':'), Some((h, m))
                if digits(h, 2).is_some_and(|h| h <= 23) && digits(m, 2).is_some_and(|m| m <= 59))
        }
    };
    let (clock, fraction) = match time.split_once('.') {
        Some((clock, fraction)) => (clock, Some(fraction)),
        None => (time, None),
    };
    let fraction_ok =
        fraction.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()));
    let mut parts = clock.split(':');
    let clock_ok = match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(h), Some(m), Some(s), None) => {
            digits(h, 2).is_some_and(|h| h <= 23)
                && digits(m, 2).is_some_and(|m| m <= 59)
                && digits(s, 2).is_some_and(|s| s <= 60)
        }
        _ => false,
    };
    offset_ok && fraction_ok && clock_ok
}

fn is_date_time(text: &str) -> bool {
    match text.find(['T', 't', ' ']) {
        Some(at) => is_date(&text[..at]) && is_time(&text[at + 1..], true),
        None => false,
    }
}

/// A deliberately loose check (RFC 5321 allows much): one `@`, something on both sides, a dot
/// in the domain, no spaces.
fn is_email(text: &str) -> bool {
    match text.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !text.chars().any(char::is_whitespace)
        }
        None => false,
    }
}

fn is_uuid(text: &str) -> bool {
    let groups: Vec<&str> = text.split('-').collect();
    groups.len() == 5
        && groups
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(group, len)| group.len() == len && group.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Resolves `#/json/pointer` references inside the tool's own schema (where the generator puts
/// recursive definitions, under `$defs`); anything else, the root itself included (the
/// generator never refers to a tool's argument object), is left unchecked.
fn resolve_ref<'a>(root: &'a Map<String, Value>, target: &str) -> Option<&'a Value> {
    let pointer = target.strip_prefix('#')?;
    let decoded = percent_encoding::percent_decode_str(pointer)
        .decode_utf8()
        .ok()?;
    let rest = decoded.strip_prefix('/')?;
    let (first, rest) = match rest.find('/') {
        Some(at) => (&rest[..at], &rest[at..]),
        None => (rest, ""),
    };
    root.get(&*unescape_token(first))?.pointer(rest)
}

/// One reference token of a JSON pointer with its RFC 6901 escapes undone: `~1` is `/`, `~0`
/// is `~` (in that order, so `~01` is `~1`).
pub fn unescape_token(token: &str) -> std::borrow::Cow<'_, str> {
    if token.contains('~') {
        token.replace("~1", "/").replace("~0", "~").into()
    } else {
        token.into()
    }
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

    #[test]
    fn pointer_tokens_unescape_tilde_last() {
        assert_eq!(unescape_token("a~1b"), "a/b");
        assert_eq!(unescape_token("~01"), "~1");
        assert_eq!(unescape_token("plain"), "plain");
    }

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
            "both": {"allOf": [{"type": "integer"}, {"minimum": 10}]},
            "shape": {"anyOf": [
                {"type": "object", "required": ["a"]},
                {"type": "object", "required": ["b"]},
                {"type": ["array", "null"]},
            ]},
        }});
        assert!(
            errors(
                schema.clone(),
                json!({"id": "abc", "when": null, "both": 10, "shape": {"b": 1}})
            )
            .is_empty()
        );
        // The one branch of the value's type says what is wrong; with none of its type, the
        // types allowed are named; two of its type that both fail leave only the count.
        assert_eq!(
            errors(
                schema.clone(),
                json!({"id": "ab", "when": 5, "both": 3, "shape": {}})
            ),
            [
                "`id`: must be at least 3 characters long",
                "`when`: expected string or null, got integer",
                "`both`: must be at least 10",
                "`shape`: does not match any of the 3 allowed forms (anyOf)",
            ]
        );
        assert_eq!(
            errors(schema, json!({"shape": "s"})),
            ["`shape`: expected object, array or null, got string"]
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

    #[test]
    fn patterns_use_ecma_ascii_classes_and_are_not_anchored() {
        let schema = json!({"type": "object", "properties": {
            "sku": {"type": "string", "pattern": "^[A-Z]{3}-\\d{4}$"},
            "word": {"type": "string", "pattern": "\\w+"},
            "fancy": {"type": "string", "pattern": "^(?=a)a$"}
        }});
        assert!(errors(schema.clone(), json!({"sku": "ABC-1234", "word": "--x--"})).is_empty());
        assert_eq!(
            errors(schema.clone(), json!({"sku": "abc-12345", "word": "--"})),
            [
                "`sku`: must match the pattern `^[A-Z]{3}-\\d{4}$`",
                "`word`: must match the pattern `\\w+`"
            ]
        );
        // ASCII digits only, as in ECMA-262 without the `u` flag.
        assert_eq!(errors(schema.clone(), json!({"sku": "ABC-١٢٣٤"})).len(), 1);
        // Look-ahead is not supported by regex-lite: not checked rather than refused.
        assert!(errors(schema, json!({"fancy": "b"})).is_empty());
    }

    #[test]
    fn cheap_formats_are_checked_and_others_ignored() {
        let schema = json!({"type": "object", "properties": {
            "day": {"type": "string", "format": "date"},
            "at": {"type": "string", "format": "date-time"},
            "time": {"type": "string", "format": "time"},
            "mail": {"type": "string", "format": "email"},
            "id": {"type": "string", "format": "uuid"},
            "v4": {"type": "string", "format": "ipv4"},
            "v6": {"type": "string", "format": "ipv6"},
            "link": {"type": "string", "format": "uri"},
            "other": {"type": "string", "format": "x-custom"}
        }});
        let good = json!({
            "day": "2024-02-29", "at": "2024-05-31T13:45:00.123+02:00", "time": "23:59:60",
            "mail": "ann@example.com", "id": "123e4567-e89b-12d3-a456-426614174000",
            "v4": "10.0.0.1", "v6": "::1", "link": "https://example.com/a?b=c", "other": "?"
        });
        assert_eq!(errors(schema.clone(), good), Vec::<String>::new());
        let bad = json!({
            "day": "2023-02-29", "at": "2024-05-31T13:45:00", "time": "24:00:00",
            "mail": "ann", "id": "123e4567", "v4": "10.0.0.256", "v6": "1::2::3",
            "link": "not a uri"
        });
        let problems = errors(schema, bad);
        assert_eq!(problems.len(), 8, "{problems:#?}");
        assert_eq!(
            problems[1],
            "`at`: must be a date and time like 2024-05-31T13:45:00Z (RFC 3339, with a time zone)"
        );
        assert!(is_date_time("2024-05-31t13:45:00z"));
        assert!(!is_date("2024-13-01"));
        assert!(!is_date("24-01-01"));
    }

    #[test]
    fn multiple_of_unique_items_and_property_counts() {
        let schema = json!({"type": "object", "properties": {
            "price": {"type": "number", "multipleOf": 0.01},
            "step": {"type": "integer", "multipleOf": 5},
            "tags": {"type": "array", "uniqueItems": true},
            "meta": {"type": "object", "minProperties": 1, "maxProperties": 2}
        }});
        assert!(
            errors(
                schema.clone(),
                json!({"price": 19.99, "step": 15, "tags": [1, "1"], "meta": {"a": 1}})
            )
            .is_empty()
        );
        assert_eq!(
            errors(
                schema.clone(),
                json!({"price": 0.005, "step": 7, "tags": [1, 2, 1.0], "meta": {}})
            ),
            [
                "`price`: must be a multiple of 0.01",
                "`step`: must be a multiple of 5",
                "`tags[2]`: duplicate of item 0 (items must be unique)",
                "`meta`: must have at least 1 properties",
            ]
        );
        assert_eq!(
            errors(schema, json!({"meta": {"a": 1, "b": 2, "c": 3}})),
            ["`meta`: must have at most 2 properties"]
        );
    }
}
