//! Load stage: reads a spec file (YAML or JSON, told apart by content), turns it into one JSON
//! value, and sniffs the OpenAPI version before anything else looks at it.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::error::{Diagnostic, Error, Result};

/// The OpenAPI versions the generator knows about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecVersion {
    /// Swagger 2.0: lowered with its own parameter and body rules, schemas as in 3.0.
    Swagger20,
    OpenApi30,
    /// OpenAPI 3.1: schemas are JSON Schema 2020-12 already.
    OpenApi31,
}

impl SpecVersion {
    pub fn is_swagger(self) -> bool {
        self == SpecVersion::Swagger20
    }
}

/// A loaded document: the parsed value and where it came from.
#[derive(Debug, Clone)]
pub struct Document {
    pub path: PathBuf,
    pub root: Value,
    pub version: SpecVersion,
}

/// Reads and parses an OpenAPI document from disk.
pub fn load_file(path: &Path) -> Result<Document> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Error::from(Diagnostic::new(
            path,
            "",
            format!("cannot read the spec: {e}"),
        ))
    })?;
    load_str(path, &text)
}

/// Parses an OpenAPI document from text; `path` is only used in messages.
pub fn load_str(path: &Path, text: &str) -> Result<Document> {
    let root = parse_value(path, text)?;
    let version = sniff_version(path, &root)?;
    Ok(Document {
        path: path.to_path_buf(),
        root,
        version,
    })
}

/// Parses YAML or JSON into a JSON value. JSON is tried first when the text looks like JSON, so
/// its errors carry JSON's own line and column.
pub fn parse_value(path: &Path, text: &str) -> Result<Value> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('{') {
        return serde_json::from_str::<JsonValue>(trimmed)
            .map(|v| v.0)
            .map_err(|e| {
                Error::from(
                    Diagnostic::new(path, "", format!("invalid JSON: {e}"))
                        .at_line(e.line(), e.column()),
                )
            });
    }
    let value: JsonValue = serde_yaml::from_str(trimmed).map_err(|e| {
        let mut d = Diagnostic::new(path, "", format!("invalid YAML: {e}"));
        if let Some(loc) = e.location() {
            d = d.at_line(loc.line(), loc.column());
        }
        Error::from(d)
    })?;
    Ok(value.0)
}

/// A JSON value read from YAML. YAML allows what JSON does not, and OpenAPI documents use it:
/// integer and boolean keys (`200:`), integers beyond 64 bits (OpenAI's `minimum:
/// -9223372036854776000`), tags. Keys become strings, huge integers become floats, tags are
/// dropped.
struct JsonValue(Value);

impl<'de> serde::Deserialize<'de> for JsonValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_any(ValueVisitor).map(JsonValue)
    }
}

struct ValueVisitor;

impl<'de> serde::de::Visitor<'de> for ValueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> std::result::Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> std::result::Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> std::result::Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_i128<E>(self, v: i128) -> std::result::Result<Value, E> {
        Ok(float(v as f64))
    }
    fn visit_u128<E>(self, v: u128) -> std::result::Result<Value, E> {
        Ok(float(v as f64))
    }
    fn visit_f64<E>(self, v: f64) -> std::result::Result<Value, E> {
        Ok(float(v))
    }
    fn visit_str<E>(self, v: &str) -> std::result::Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> std::result::Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> std::result::Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> std::result::Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
    fn visit_newtype_struct<D: serde::Deserializer<'de>>(
        self,
        d: D,
    ) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(JsonValue(v)) = seq.next_element()? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(
        self,
        mut map: A,
    ) -> std::result::Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some((JsonValue(k), JsonValue(v))) = map.next_entry()? {
            let key = match k {
                Value::String(s) => s,
                Value::Null => "null".to_string(),
                Value::Bool(_) | Value::Number(_) => k.to_string(),
                _ => {
                    return Err(serde::de::Error::custom(
                        "a mapping key is a list or mapping; OpenAPI keys are strings, quote the key",
                    ));
                }
            };
            // Lenient parsers keep the last of two equal keys; silently losing the other would hide
            // a mistake (two `200` responses, two definitions of one path).
            if out.contains_key(&key) {
                return Err(serde::de::Error::custom(format!(
                    "duplicate key `{key}` in one mapping; remove or rename one of them"
                )));
            }
            out.insert(key, v);
        }
        Ok(Value::Object(out))
    }
    fn visit_enum<A: serde::de::EnumAccess<'de>>(
        self,
        data: A,
    ) -> std::result::Result<Value, A::Error> {
        // A tagged value (`!Tag value`): the tag carries no meaning in OpenAPI; keep the value.
        use serde::de::VariantAccess;
        let (_tag, variant): (JsonValue, _) = data.variant()?;
        variant.newtype_variant::<JsonValue>().map(|v| v.0)
    }
}

fn float(v: f64) -> Value {
    serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)
}

fn sniff_version(path: &Path, root: &Value) -> Result<SpecVersion> {
    let Some(obj) = root.as_object() else {
        return Err(Diagnostic::new(path, "", "the document is not an object")
            .help("an OpenAPI document is a mapping with `openapi`, `info` and `paths`")
            .into());
    };
    if let Some(v) = obj.get("swagger") {
        return match v.as_str() {
            Some("2.0") => Ok(SpecVersion::Swagger20),
            _ => Err(Diagnostic::new(
                path,
                "/swagger",
                format!(
                    "Swagger {} is not supported; only Swagger 2.0 is",
                    v.as_str().map_or_else(|| v.to_string(), str::to_string)
                ),
            )
            .help("write `swagger: \"2.0\"`, or convert the document to OpenAPI 3")
            .into()),
        };
    }
    match obj.get("openapi") {
        Some(Value::String(v)) if v == "3.0" || v.starts_with("3.0.") => Ok(SpecVersion::OpenApi30),
        Some(Value::String(v)) if v == "3.1" || v.starts_with("3.1.") => Ok(SpecVersion::OpenApi31),
        Some(Value::String(v)) => Err(Diagnostic::new(
            path,
            "/openapi",
            format!("OpenAPI {v} is not supported; openapi-mcp reads Swagger 2.0 and OpenAPI 3.0.x and 3.1.x"),
        )
        .help("set `openapi:` to the 3.0 or 3.1 version the document follows")
        .into()),
        Some(other) => Err(Diagnostic::new(
            path,
            "/openapi",
            format!("expected the version as a string, found {other}"),
        )
        .help("quote it: openapi: \"3.0.3\"")
        .into()),
        None => Err(Diagnostic::new(path, "", "no `openapi` (or `swagger`) version field")
            .help("add `openapi: 3.0.3` at the top of the document")
            .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(text: &str) -> Result<Document> {
        load_str(Path::new("spec.yaml"), text)
    }

    #[test]
    fn yaml_integer_keys_become_strings() {
        let doc = load("openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        200: {description: ok}\n").unwrap();
        assert!(doc.root.pointer("/paths/~1a/get/responses/200").is_some());
    }

    #[test]
    fn yaml_oddities_become_json() {
        let doc = load("openapi: 3.0.3\nx:\n  true: 1\n  min: -9223372036854776000\n  t: !Tag {a: 1}\n  big: 18446744073709551616\n").unwrap();
        assert_eq!(doc.root["x"]["true"], 1);
        assert_eq!(doc.root["x"]["min"].as_f64(), Some(-9223372036854776000.0));
        assert_eq!(doc.root["x"]["t"]["a"], 1);
        assert!(doc.root["x"]["big"].is_number());
    }

    #[test]
    fn duplicate_keys_are_errors_with_a_line() {
        let e = load("openapi: 3.0.0\nresponses:\n  '200': {}\n  '200': {}\n").unwrap_err();
        assert!(e.to_string().contains("duplicate key `200`"), "{e}");
        assert!(e.diagnostics[0].line.is_some());
        let e = load("{\"openapi\": \"3.0.0\", \"a\": 1, \"a\": 2}").unwrap_err();
        assert!(e.to_string().contains("duplicate key `a`"), "{e}");
    }

    #[test]
    fn json_and_yaml_give_the_same_value() {
        let a = load("{\"openapi\": \"3.0.0\", \"paths\": {}}").unwrap();
        let b = load("openapi: 3.0.0\npaths: {}\n").unwrap();
        assert_eq!(a.root, b.root);
    }

    #[test]
    fn versions_are_sniffed_and_others_named() {
        assert_eq!(
            load("openapi: 3.1.0\npaths: {}\n").unwrap().version,
            SpecVersion::OpenApi31
        );
        assert_eq!(
            load("swagger: '2.0'\npaths: {}\n").unwrap().version,
            SpecVersion::Swagger20
        );
        assert_eq!(
            load("openapi: 3.0.3\n").unwrap().version,
            SpecVersion::OpenApi30
        );
        let e = load("openapi: 4.0.0\npaths: {}\n").unwrap_err();
        assert!(
            e.to_string().contains("OpenAPI 4.0.0 is not supported"),
            "{e}"
        );
        let e = load("swagger: '1.2'\n").unwrap_err();
        assert!(
            e.to_string().contains("Swagger 1.2 is not supported"),
            "{e}"
        );
        let e = load("info: {}\n").unwrap_err();
        assert!(
            e.to_string()
                .contains("no `openapi` (or `swagger`) version field"),
            "{e}"
        );
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let e = load("openapi: 3.0.0\npaths: [\n").unwrap_err();
        assert!(e.diagnostics[0].line.is_some(), "{e}");
        let e = load("{\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 13)));
    }
}
