//! Load stage: parses a spec's text (YAML or JSON, told apart by content), turns it into one JSON
//! value, and sniffs the OpenAPI version before anything else looks at it.

use std::cell::Cell;
use std::path::{Path, PathBuf};

use serde::de::DeserializeSeed;
use serde_json::{Map, Value};

use crate::error::{Code, Diagnostic, Error, Result};
use crate::source::Source;

/// The OpenAPI versions the generator knows about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecVersion {
    /// Swagger 2.0: lowered with its own parameter and body rules, schemas as in 3.0.
    Swagger20,
    /// OpenAPI 3.0.x: schemas are its own JSON Schema dialect (`nullable`, boolean
    /// `exclusiveMinimum`...), converted to 2020-12.
    OpenApi30,
    /// OpenAPI 3.1: schemas are JSON Schema 2020-12 already.
    OpenApi31,
    /// OpenAPI 3.2: read as 3.1, plus the `query` and `additionalOperations` operations.
    OpenApi32,
}

impl SpecVersion {
    /// Whether the document is Swagger 2.0, which keeps bodies among parameters and declares
    /// servers and schemes differently.
    pub fn is_swagger(self) -> bool {
        self == SpecVersion::Swagger20
    }

    /// Whether schemas are JSON Schema 2020-12 (3.1 and later) rather than 3.0's dialect.
    pub fn is_json_schema(self) -> bool {
        matches!(self, SpecVersion::OpenApi31 | SpecVersion::OpenApi32)
    }
}

/// A loaded document: the parsed value and where it came from.
#[derive(Debug, Clone)]
pub struct Document {
    /// The path the document was loaded from, as given (what messages name).
    pub path: PathBuf,
    /// The whole document as JSON, YAML converted (aliases expanded).
    pub root: Value,
    /// From `swagger: "2.0"` or `openapi: 3.0.x`/`3.1.x`; other versions are an error.
    pub version: SpecVersion,
}

/// Values a document may expand to beyond what its text can spell out without YAML aliases
/// (a value takes at least two bytes of text). Bounds alias bombs ("billion laughs") to a few
/// hundred MiB of memory whatever the parser's own limits allow.
pub const MAX_ALIAS_EXPANSION: usize = 1_000_000;

/// Reads and parses an OpenAPI document.
pub fn load_file(source: &Source, path: &Path) -> Result<Document> {
    let text = source.read(path, "spec")?;
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
///
/// Bounded: nesting deeper than 128 levels is an error (both parsers' recursion limit, checked
/// before the stack is at risk), and so is a document whose YAML aliases expand it by more than
/// [`MAX_ALIAS_EXPANSION`] values.
pub fn parse_value(path: &Path, text: &str) -> Result<Value> {
    // The byte-order mark is no part of the document. Whitespace is: the text is parsed as it
    // is, so that positions are the file's own (an indented first line keeps its columns, and
    // YAML whose first line is indented is YAML all the same).
    let text = text.trim_start_matches('\u{feff}');
    let budget = Cell::new(text.len() / 2 + MAX_ALIAS_EXPANSION);
    let seed = ValueSeed { budget: &budget };
    if text.trim_start().starts_with('{') {
        let mut de = serde_json::Deserializer::from_str(text);
        return seed
            .deserialize(&mut de)
            .and_then(|v| de.end().map(|_| v))
            .map_err(|e| {
                let message = e.to_string();
                let d = Diagnostic::new(
                    syntax_code(&message),
                    path,
                    "",
                    format!("invalid JSON: {message}"),
                )
                .help(syntax_help(&message, "JSON"));
                Error::from(d.at_line(e.line(), e.column()))
            });
    }
    let de = serde_yaml::Deserializer::from_str(text);
    seed.deserialize(de).map_err(|e| {
        let message = e.to_string();
        let mut d = Diagnostic::new(
            syntax_code(&message),
            path,
            "",
            format!("invalid YAML: {message}"),
        )
        .help(syntax_help(&message, "YAML"));
        if let Some(loc) = e.location() {
            d = d.at_line(loc.line(), loc.column());
        }
        Error::from(d)
    })
}

/// A parse error's code: past a limit of [`parse_value`], or a syntax error.
fn syntax_code(message: &str) -> Code {
    let limit = [
        "recursion limit exceeded",
        "repetition limit exceeded",
        EXPANSION_MESSAGE,
    ];
    if limit.iter().any(|m| message.contains(m)) {
        Code::TooLarge
    } else {
        Code::Syntax
    }
}

/// How to fix a parse error, by what kind it is.
fn syntax_help(message: &str, format: &str) -> String {
    if message.contains("recursion limit exceeded") {
        "the document nests deeper than 128 levels; flatten it (move nested schemas into components and `$ref` them)".into()
    } else if message.contains("repetition limit exceeded") || message.contains(EXPANSION_MESSAGE) {
        "YAML aliases (`*name`) expand the document far beyond its size; write the repeated parts out, or `$ref` one definition".into()
    } else if message.contains("duplicate key") {
        "remove or rename one of the two keys".into()
    } else {
        format!(
            "fix the {format} syntax at that line and column (a {format} linter shows the context)"
        )
    }
}

const EXPANSION_MESSAGE: &str = "the document expands to too many values";

/// A JSON value read from YAML. YAML allows what JSON does not, and OpenAPI documents use it:
/// integer and boolean keys (`200:`), integers beyond 64 bits (OpenAI's `minimum:
/// -9223372036854776000`), tags. Keys become strings, huge integers become floats, tags are
/// dropped. Every value takes one unit of `budget` (see [`MAX_ALIAS_EXPANSION`]).
#[derive(Clone, Copy)]
struct ValueSeed<'b> {
    budget: &'b Cell<usize>,
}

impl<'de> DeserializeSeed<'de> for ValueSeed<'_> {
    type Value = Value;

    fn deserialize<D: serde::Deserializer<'de>>(
        self,
        d: D,
    ) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl ValueSeed<'_> {
    fn take<E: serde::de::Error>(self) -> std::result::Result<(), E> {
        match self.budget.get().checked_sub(1) {
            Some(left) => {
                self.budget.set(left);
                Ok(())
            }
            None => Err(E::custom(format!(
                "{EXPANSION_MESSAGE}: more than {MAX_ALIAS_EXPANSION} beyond what its text spells out (YAML aliases?)"
            ))),
        }
    }
}

impl<'de> serde::de::Visitor<'de> for ValueSeed<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E: serde::de::Error>(self, v: bool) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::Bool(v))
    }
    fn visit_i64<E: serde::de::Error>(self, v: i64) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::from(v))
    }
    fn visit_u64<E: serde::de::Error>(self, v: u64) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::from(v))
    }
    fn visit_i128<E: serde::de::Error>(self, v: i128) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(float(v as f64))
    }
    fn visit_u128<E: serde::de::Error>(self, v: u128) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(float(v as f64))
    }
    fn visit_f64<E: serde::de::Error>(self, v: f64) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(float(v))
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E: serde::de::Error>(self, v: String) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::String(v))
    }
    fn visit_unit<E: serde::de::Error>(self) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::Null)
    }
    fn visit_none<E: serde::de::Error>(self) -> std::result::Result<Value, E> {
        self.take()?;
        Ok(Value::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_newtype_struct<D: serde::Deserializer<'de>>(
        self,
        d: D,
    ) -> std::result::Result<Value, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<Value, A::Error> {
        self.take()?;
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(self)? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(
        self,
        mut map: A,
    ) -> std::result::Result<Value, A::Error> {
        self.take()?;
        let mut out = Map::new();
        while let Some(k) = map.next_key_seed(self)? {
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
            let v = map.next_value_seed(self)?;
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
        let (_tag, variant) = data.variant_seed(self)?;
        variant.newtype_variant_seed(self)
    }
}

fn float(v: f64) -> Value {
    serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number)
}

fn sniff_version(path: &Path, root: &Value) -> Result<SpecVersion> {
    let Some(obj) = root.as_object() else {
        return Err(
            Diagnostic::new(Code::Version, path, "", "the document is not an object")
                .help("an OpenAPI document is a mapping with `openapi`, `info` and `paths`")
                .into(),
        );
    };
    if let Some(v) = obj.get("swagger") {
        // YAML reads an unquoted `swagger: 2.0` as a number; its author meant the version
        // (lowering notes it, `lower::version_notes`).
        return match v {
            Value::String(s) if s == "2.0" => Ok(SpecVersion::Swagger20),
            Value::Number(n) if n.as_f64() == Some(2.0) => Ok(SpecVersion::Swagger20),
            Value::String(s) => Err(Diagnostic::new(
                Code::Version,
                path,
                "/swagger",
                format!("Swagger {s} is not supported; openapi-mcp reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x"),
            )
            .help("write `swagger: \"2.0\"`, or convert the document to OpenAPI 3")
            .into()),
            other => Err(Diagnostic::new(
                Code::Version,
                path,
                "/swagger",
                format!("expected the version as a string, found {}", crate::json::kind_of(other)),
            )
            .help("write `swagger: \"2.0\"`")
            .into()),
        };
    }
    let unsupported = |v: &str| {
        Err(Diagnostic::new(
            Code::Version,
            path,
            "/openapi",
            format!("OpenAPI {v} is not supported; openapi-mcp reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x"),
        )
        .help("set `openapi:` to the 3.0, 3.1 or 3.2 version the document follows")
        .into())
    };
    match obj.get("openapi") {
        Some(Value::Number(n)) if n.as_f64() == Some(3.0) => Ok(SpecVersion::OpenApi30),
        Some(Value::Number(n)) if n.as_f64() == Some(3.1) => Ok(SpecVersion::OpenApi31),
        Some(Value::String(v)) if v == "3.0" || v.starts_with("3.0.") => Ok(SpecVersion::OpenApi30),
        Some(Value::String(v)) if v == "3.1" || v.starts_with("3.1.") => Ok(SpecVersion::OpenApi31),
        Some(Value::Number(n)) if n.as_f64() == Some(3.2) => Ok(SpecVersion::OpenApi32),
        Some(Value::String(v)) if v == "3.2" || v.starts_with("3.2.") => Ok(SpecVersion::OpenApi32),
        // A number other than 3.0, 3.1 and 3.2 (`openapi: 3.2`, `openapi: 2`) names a version too.
        Some(Value::String(v)) => unsupported(v),
        Some(Value::Number(v)) => unsupported(&v.to_string()),
        Some(other) => Err(Diagnostic::new(
            Code::Version,
            path,
            "/openapi",
            format!(
                "expected the version as a string, found {}",
                crate::json::kind_of(other)
            ),
        )
        .help("write it as text: openapi: \"3.0.3\"")
        .into()),
        None => Err(Diagnostic::new(
            Code::Version,
            path,
            "",
            "no `openapi` (or `swagger`) version field",
        )
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

    #[test]
    fn leading_whitespace_keeps_its_positions() {
        // Columns of an indented first line count the indentation.
        let e = load("    {\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 17)));
        let e = load("\n\n  {\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((3, 15)));
        let e = load("\n  a: [\n").unwrap_err();
        assert_eq!(e.diagnostics[0].line.map(|l| l.0), Some(3), "{e}");
        // YAML indented as a whole is YAML.
        let doc = load("  openapi: 3.0.3\n  paths:\n    /a: {}\n").unwrap();
        assert!(doc.root.pointer("/paths/~1a").is_some());
        let doc = load("\u{feff}\n  openapi: 3.0.3\n  paths: {}\n").unwrap();
        assert_eq!(doc.version, SpecVersion::OpenApi30);
    }

    #[test]
    fn a_byte_order_mark_takes_no_column() {
        // Parse errors and located pointers alike count from the character after it.
        let text = "  {\"openapi\": true, \"x\": }";
        let with_bom = format!("\u{feff}{text}");
        let e = load(text).unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 26)));
        assert_eq!(
            load(&with_bom).unwrap_err().diagnostics[0].line,
            Some((1, 26))
        );
        let located = crate::locate::line_of(text, &"/openapi".into());
        assert!(located.is_some());
        assert_eq!(
            crate::locate::line_of(&with_bom, &"/openapi".into()),
            located
        );
    }
}
