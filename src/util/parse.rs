//! Parsing YAML or JSON text into one JSON value, bounded (nesting depth, YAML alias expansion)
//! and with located errors: what the spec, the files its `$ref`s name, overlays, the overrides
//! file and policies are all read with.

use std::cell::Cell;
use std::path::Path;

use serde::de::DeserializeSeed;
use serde_json::{Map, Value};

use crate::error::{Code, Diagnostic, Error, Result};

/// Values a document may expand to beyond what its text can spell out without YAML aliases
/// (a value takes at least two bytes of text). Bounds alias bombs ("billion laughs") to a few
/// hundred MiB of memory whatever the parser's own limits allow.
pub const MAX_ALIAS_EXPANSION: usize = 1_000_000;

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
