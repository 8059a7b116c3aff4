//! Load stage: reads a spec file (YAML or JSON, told apart by content), turns it into one JSON
//! value, and sniffs the OpenAPI version before anything else looks at it.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::error::{Diagnostic, Error, Result};

/// The OpenAPI versions the generator knows about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecVersion {
    OpenApi30,
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
        return serde_json::from_str(trimmed).map_err(|e| {
            Error::from(
                Diagnostic::new(path, "", format!("invalid JSON: {e}"))
                    .at_line(e.line(), e.column()),
            )
        });
    }
    let yaml: serde_yaml::Value = serde_yaml::from_str(trimmed).map_err(|e| {
        let mut d = Diagnostic::new(path, "", format!("invalid YAML: {e}"));
        if let Some(loc) = e.location() {
            d = d.at_line(loc.line(), loc.column());
        }
        Error::from(d)
    })?;
    yaml_to_json(path, yaml, "")
}

/// YAML allows keys JSON does not (`200:` is an integer key); OpenAPI means them as strings.
fn yaml_to_json(path: &Path, value: serde_yaml::Value, pointer: &str) -> Result<Value> {
    use serde_yaml::Value as Y;
    Ok(match value {
        Y::Null => Value::Null,
        Y::Bool(b) => Value::Bool(b),
        Y::Number(n) => yaml_number(&n),
        Y::String(s) => Value::String(s),
        Y::Sequence(items) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.into_iter().enumerate() {
                out.push(yaml_to_json(path, item, &format!("{pointer}/{i}"))?);
            }
            Value::Array(out)
        }
        Y::Mapping(map) => {
            let mut out = Map::with_capacity(map.len());
            for (k, v) in map {
                let key = match k {
                    Y::String(s) => s,
                    Y::Number(n) => n.to_string(),
                    Y::Bool(b) => b.to_string(),
                    Y::Null => "null".to_string(),
                    _ => {
                        return Err(Diagnostic::new(
                            path,
                            pointer,
                            "a mapping key is a list, mapping or tagged value",
                        )
                        .help("OpenAPI keys are strings; quote the key")
                        .into());
                    }
                };
                let child = crate::error::pointer_push(pointer, &key);
                let v = yaml_to_json(path, v, &child)?;
                out.insert(key, v);
            }
            Value::Object(out)
        }
        Y::Tagged(tagged) => yaml_to_json(path, tagged.value, pointer)?,
    })
}

fn yaml_number(n: &serde_yaml::Number) -> Value {
    if let Some(i) = n.as_i64() {
        Value::from(i)
    } else if let Some(u) = n.as_u64() {
        Value::from(u)
    } else {
        n.as_f64()
            .and_then(serde_json::Number::from_f64)
            .map_or(Value::Null, Value::Number)
    }
}

fn sniff_version(path: &Path, root: &Value) -> Result<SpecVersion> {
    let Some(obj) = root.as_object() else {
        return Err(Diagnostic::new(path, "", "the document is not an object")
            .help("an OpenAPI document is a mapping with `openapi`, `info` and `paths`")
            .into());
    };
    if let Some(v) = obj.get("swagger") {
        let found = v.as_str().map_or_else(|| v.to_string(), str::to_string);
        return Err(Diagnostic::new(
            path,
            "/swagger",
            format!("Swagger {found} is not supported yet"),
        )
        .help("convert the document to OpenAPI 3.0 (for example with swagger2openapi)")
        .into());
    }
    match obj.get("openapi") {
        Some(Value::String(v)) if v.starts_with("3.0.") || v == "3.0" => Ok(SpecVersion::OpenApi30),
        Some(Value::String(v)) => Err(Diagnostic::new(
            path,
            "/openapi",
            format!("OpenAPI {v} is not supported yet; this version reads OpenAPI 3.0.x"),
        )
        .into()),
        Some(other) => Err(Diagnostic::new(
            path,
            "/openapi",
            format!("expected the version as a string, found {other}"),
        )
        .help("quote it: openapi: \"3.0.3\"")
        .into()),
        None => Err(Diagnostic::new(path, "", "no `openapi` version field")
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
    fn json_and_yaml_give_the_same_value() {
        let a = load("{\"openapi\": \"3.0.0\", \"paths\": {}}").unwrap();
        let b = load("openapi: 3.0.0\npaths: {}\n").unwrap();
        assert_eq!(a.root, b.root);
    }

    #[test]
    fn other_versions_are_named() {
        let e = load("openapi: 3.1.0\npaths: {}\n").unwrap_err();
        assert!(
            e.to_string().contains("OpenAPI 3.1.0 is not supported yet"),
            "{e}"
        );
        let e = load("swagger: '2.0'\npaths: {}\n").unwrap_err();
        assert!(
            e.to_string().contains("Swagger 2.0 is not supported yet"),
            "{e}"
        );
        let e = load("info: {}\n").unwrap_err();
        assert!(e.to_string().contains("no `openapi` version field"), "{e}");
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let e = load("openapi: 3.0.0\npaths: [\n").unwrap_err();
        assert!(e.diagnostics[0].line.is_some(), "{e}");
        let e = load("{\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 13)));
    }
}
