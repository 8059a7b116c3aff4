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
    if let Some(value) = yaml_in_halves(text) {
        return Ok(value);
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

/// Below this size one thread parses a document sooner than two can start.
const HALVES_FROM_BYTES: usize = 512 * 1024;

/// A long YAML document whose top level is a block mapping, parsed as two halves, the second
/// on another thread: about half the wait on two cores, since parsing is most of a large YAML
/// spec's generation. The cut is at the key nearest the middle, of the top level or of the
/// top-level mapping the middle falls in (`paths:`), whose key then opens the second half
/// again. `None` whenever the halves might not mean what the whole does (a directive or a
/// second document, a half that fails, which includes an alias of an anchor in the other half,
/// or one key in both): the whole is then parsed as one, which also locates any error in the
/// file's own lines and columns.
fn yaml_in_halves(text: &str) -> Option<Value> {
    if text.len() < HALVES_FROM_BYTES {
        return None;
    }
    let middle = text.len() / 2;
    // Top-level keys: (offset, line), the first at the document's start.
    let mut keys: Vec<(usize, &str)> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        if line.starts_with('%') || line.starts_with("---") || line.starts_with("...") {
            return None;
        }
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let key = starts_a_key(line);
        if keys.is_empty() && !key {
            // A list, a flow collection or a scalar at the top: not a block mapping.
            return None;
        }
        if key {
            keys.push((start, line));
        }
    }
    // The top-level entry the middle falls in, and where it ends.
    let at = keys.iter().rposition(|(start, _)| *start <= middle)?;
    let (entry, header) = keys[at];
    let entry_end = keys.get(at + 1).map_or(text.len(), |(start, _)| *start);
    // Where to cut, nearest the middle: before a top-level key, or before a key of the mapping
    // that entry opens (`  /v1/charges:`), which the second half then reopens under the
    // entry's own key (`paths:`).
    let mut cuts: Vec<(usize, bool)> = keys[1..].iter().map(|(start, _)| (*start, false)).collect();
    let body_start = entry + header.len();
    let body = &text[body_start..entry_end];
    let indent = body
        .lines()
        .find(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| l.len() - l.trim_start_matches(' ').len());
    if let Some(indent) = indent.filter(|n| *n > 0 && header.trim_end().ends_with(':')) {
        let mut offset = body_start;
        for line in body.split_inclusive('\n') {
            let start = offset;
            offset += line.len();
            let spaces = line.len() - line.trim_start_matches(' ').len();
            if start > body_start && spaces == indent && starts_a_key(&line[indent..]) {
                cuts.push((start, true));
            }
        }
    }
    let (cut, reopens) = cuts.into_iter().min_by_key(|(c, _)| c.abs_diff(middle))?;
    let second_text = if reopens {
        format!("{}\n{}", header.trim_end(), &text[cut..])
    } else {
        text[cut..].to_string()
    };
    let half = |part: &str| -> Option<Map<String, Value>> {
        let budget = Cell::new(part.len() / 2 + MAX_ALIAS_EXPANSION / 2);
        let de = serde_yaml::Deserializer::from_str(part);
        match (ValueSeed { budget: &budget }).deserialize(de).ok()? {
            Value::Object(map) => Some(map),
            _ => None,
        }
    };
    let (first, second) = std::thread::scope(|scope| {
        let second = scope.spawn(|| half(&second_text));
        let first = half(&text[..cut]);
        (first, second.join().ok().flatten())
    });
    let (mut first, second) = (first?, second?);
    for (key, value) in second {
        match (first.get_mut(&key), value) {
            // The entry cut in two: its second half's keys join its first half's.
            (Some(Value::Object(a)), Value::Object(b)) if reopens && key_of(header) == key => {
                for (k, v) in b {
                    if a.insert(k, v).is_some() {
                        return None;
                    }
                }
            }
            (Some(_), _) => return None,
            (None, value) => {
                first.insert(key, value);
            }
        }
    }
    Some(Value::Object(first))
}

/// The key a top-level line starts (`paths:` → `paths`).
fn key_of(line: &str) -> &str {
    line.split_once(':').map_or(line, |(k, _)| k).trim_end()
}

/// Whether a line (from its mapping's indentation on) starts a key of that block mapping: a
/// plain key (no indicator, no quote) followed by `: ` or a line end. A line at the mapping's
/// own indentation cannot continue one of its values, which are indented further.
fn starts_a_key(line: &str) -> bool {
    let Some(first) = line.bytes().next() else {
        return false;
    };
    if first.is_ascii_whitespace() || b"#-?:[]{},&*!|>'\"%@`".contains(&first) {
        return false;
    }
    let line = line.trim_end();
    line.ends_with(':') || line.contains(": ")
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A YAML spec past [`HALVES_FROM_BYTES`]: `paths` with `n` operations, between small
    /// top-level entries, so that the middle falls inside `paths`.
    fn big_spec(n: usize, tail: &str) -> String {
        let mut text = String::from("openapi: 3.0.3\ninfo:\n  title: T\n  version: '1'\npaths:\n");
        for i in 0..n {
            text.push_str(&format!(
                "  /things/{i}:\n    get:\n      summary: >\n        Get thing {i}:\n        folded over lines\n      responses:\n        '200':\n          description: ok\n"
            ));
        }
        text.push_str("components:\n  schemas:\n    A:\n      type: object\n");
        text.push_str(tail);
        text
    }

    fn whole(text: &str) -> Value {
        let budget = Cell::new(usize::MAX);
        ValueSeed { budget: &budget }
            .deserialize(serde_yaml::Deserializer::from_str(text))
            .unwrap()
    }

    /// The halves give the same value as the whole, keys in the same order, whether the cut
    /// falls inside `paths` or between top-level keys.
    #[test]
    fn halves_read_what_the_whole_does_in_its_order() {
        let text = big_spec(6_000, "");
        assert!(text.len() > HALVES_FROM_BYTES);
        let halves = yaml_in_halves(&text).expect("cut in two");
        assert_eq!(
            serde_json::to_string(&halves).unwrap(),
            serde_json::to_string(&whole(&text)).unwrap()
        );
        assert_eq!(halves["paths"].as_object().unwrap().len(), 6_000);
        // A document whose middle falls between two top-level entries.
        let mut two = big_spec(3_000, "");
        two.push_str("x-big:\n");
        for i in 0..3_000 {
            two.push_str(&format!("  k{i}: {{a: [1, 2], b: \"{i}\"}}\n"));
        }
        let halves = yaml_in_halves(&two).expect("cut in two");
        assert_eq!(
            serde_json::to_string(&halves).unwrap(),
            serde_json::to_string(&whole(&two)).unwrap()
        );
    }

    /// Where the halves could mean something else, the whole is parsed instead: an alias of
    /// an anchor in the other half, a key in both halves, a second document, a list at the top,
    /// and a syntax error, which is then located in the file's own lines.
    #[test]
    fn doubtful_halves_leave_the_whole_to_one_parse() {
        // An anchor and its alias in one half are that half's own business.
        let anchored = big_spec(6_000, "    B: &b {type: string}\n    C: *b\n");
        let halves = yaml_in_halves(&anchored).expect("cut in two");
        assert_eq!(halves, whole(&anchored));
        let mut alias = big_spec(6_000, "");
        alias = alias.replacen("info:\n", "x-anchor: &shared {type: string}\ninfo:\n", 1);
        alias.push_str("x-late: *shared\n");
        assert!(yaml_in_halves(&alias).is_none());
        let v = parse_value(Path::new("a.yaml"), &alias).unwrap();
        assert_eq!(v["x-late"], v["x-anchor"]);

        let mut dup = big_spec(6_000, "");
        dup.push_str("paths:\n  /other: {}\n");
        assert!(yaml_in_halves(&dup).is_none());
        let e = parse_value(Path::new("d.yaml"), &dup).unwrap_err();
        assert!(format!("{e:?}").contains("duplicate key"), "{e:?}");

        let docs = big_spec(6_000, "---\nsecond: 1\n");
        assert!(yaml_in_halves(&docs).is_none());
        let list = format!("- a\n{}", big_spec(6_000, ""));
        assert!(yaml_in_halves(&list).is_none());

        let mut broken = big_spec(6_000, "");
        broken.push_str("x-bad: [unclosed\n");
        let lines = broken.lines().count();
        let e = parse_value(Path::new("b.yaml"), &broken).unwrap_err();
        let d = &e.diagnostics[0];
        assert!(d.message.starts_with("invalid YAML"), "{}", d.message);
        // Located at the end of the file, not at a line of one half.
        assert!(
            d.line.is_some_and(|(l, _)| l + 2 >= lines),
            "{:?} of {lines}",
            d.line
        );
    }
}
