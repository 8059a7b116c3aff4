//! Schema JSON written straight into the file being built: the text of
//! `serde_json::to_string_pretty` with bidirectional-text controls escaped (`rust::pretty_json`,
//! which stays as the reference), without the intermediate strings. A big API has megabytes of
//! schemas, and copying them from string to string was a good part of writing the tool files.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::Value;

/// A JSON value to write: a value, or an object given as a map of values.
#[derive(Clone, Copy)]
pub enum Json<'a> {
    Value(&'a Value),
    /// What `serde_json::to_value` makes of the map: an object, keys in order.
    Map(&'a BTreeMap<String, Value>),
}

/// Appends `json` pretty-printed (two-space indentation, as `serde_json::to_string_pretty`).
pub fn write_pretty(out: &mut String, json: Json<'_>) {
    match json {
        Json::Value(v) => value(out, v, 0),
        Json::Map(map) => object(out, map.iter().map(|(k, v)| (k.as_str(), v)), 0),
    }
}

fn value(out: &mut String, v: &Value, level: usize) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        // serde_json prints a number as its `Display` does (itoa, ryu for finite floats; a
        // `Value` never holds another float).
        Value::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Value::String(s) => string(out, s),
        Value::Array(items) => {
            if items.is_empty() {
                out.push_str("[]");
                return;
            }
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                out.push_str(if i == 0 { "\n" } else { ",\n" });
                indent(out, level + 1);
                value(out, item, level + 1);
            }
            out.push('\n');
            indent(out, level);
            out.push(']');
        }
        Value::Object(map) => object(out, map.iter().map(|(k, v)| (k.as_str(), v)), level),
    }
}

fn object<'a>(out: &mut String, entries: impl Iterator<Item = (&'a str, &'a Value)>, level: usize) {
    let mut first = true;
    for (key, v) in entries {
        out.push_str(if first { "{\n" } else { ",\n" });
        first = false;
        indent(out, level + 1);
        string(out, key);
        out.push_str(": ");
        value(out, v, level + 1);
    }
    if first {
        out.push_str("{}");
        return;
    }
    out.push('\n');
    indent(out, level);
    out.push('}');
}

fn indent(out: &mut String, level: usize) {
    for _ in 0..level {
        out.push_str("  ");
    }
}

/// Bytes that may start something to escape: what JSON escapes (`"`, `\`, control characters)
/// and the first byte of the bidirectional-text controls (U+061C is `D8 9C`; U+200E, U+200F,
/// U+202A to U+202E and U+2066 to U+2069 start with `E2`).
static SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        t[b] = true;
        b += 1;
    }
    t[b'"' as usize] = true;
    t[b'\\' as usize] = true;
    t[0xD8] = true;
    t[0xE2] = true;
    t
};

/// A JSON string as serde_json writes it, bidirectional-text controls as `\uXXXX` (lowercase,
/// as `rust::escape_bidi` writes them).
fn string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let bytes = s.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if !SPECIAL[b as usize] {
            i += 1;
            continue;
        }
        let (escape, len): (&str, usize) = match b {
            b'"' => ("\\\"", 1),
            b'\\' => ("\\\\", 1),
            b'\n' => ("\\n", 1),
            b'\r' => ("\\r", 1),
            b'\t' => ("\\t", 1),
            0x08 => ("\\b", 1),
            0x0C => ("\\f", 1),
            0xD8 if bytes.get(i + 1) == Some(&0x9C) => ("\\u061c", 2),
            0xE2 => match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(0x80), Some(0x8E)) => ("\\u200e", 3),
                (Some(0x80), Some(0x8F)) => ("\\u200f", 3),
                (Some(0x80), Some(0xAA)) => ("\\u202a", 3),
                (Some(0x80), Some(0xAB)) => ("\\u202b", 3),
                (Some(0x80), Some(0xAC)) => ("\\u202c", 3),
                (Some(0x80), Some(0xAD)) => ("\\u202d", 3),
                (Some(0x80), Some(0xAE)) => ("\\u202e", 3),
                (Some(0x81), Some(0xA6)) => ("\\u2066", 3),
                (Some(0x81), Some(0xA7)) => ("\\u2067", 3),
                (Some(0x81), Some(0xA8)) => ("\\u2068", 3),
                (Some(0x81), Some(0xA9)) => ("\\u2069", 3),
                _ => {
                    i += 1;
                    continue;
                }
            },
            0x00..=0x1F => ("", 1),
            _ => {
                i += 1;
                continue;
            }
        };
        out.push_str(&s[start..i]);
        if escape.is_empty() {
            out.push_str("\\u00");
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 0xF) as usize] as char);
        } else {
            out.push_str(escape);
        }
        i += len;
        start = i;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference(v: &Value) -> String {
        super::super::rust::pretty_json(v).unwrap()
    }

    fn ours(v: &Value) -> String {
        let mut out = String::new();
        write_pretty(&mut out, Json::Value(v));
        out
    }

    #[test]
    fn the_same_text_as_serde_json_with_bidi_escaped() {
        let every_control: String = (0u8..0x20).map(char::from).collect();
        let cases = [
            serde_json::json!(null),
            serde_json::json!({}),
            serde_json::json!([]),
            serde_json::json!({"a": {}, "b": [], "c": [{}], "d": [[], [1, 2.5, -3, 1e300, 0.1]]}),
            serde_json::json!({"s": every_control, "q": "\"\\/\u{7f}\u{80}é🦀"}),
            serde_json::json!({
                "bidi \u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}": "\u{2066}\u{2067}\u{2068}\u{2069}",
                "near misses": "\u{200D}\u{2010}\u{2029}\u{2065}\u{206A}\u{0600}\u{061B}\u{061D}’“”—…",
                "ends": ["x’", "x\u{061B}", "\u{202E}"],
            }),
            serde_json::json!([
                true,
                false,
                null,
                u64::MAX,
                i64::MIN,
                -0.0,
                1.0,
                123456789.125
            ]),
            serde_json::json!({"deep": {"a": {"b": {"c": [1, {"d": [{"e": "f"}]}]}}}}),
        ];
        for v in &cases {
            assert_eq!(ours(v), reference(v), "{v}");
        }
    }

    #[test]
    fn a_map_is_written_as_the_object_serde_json_makes_of_it() {
        let mut map = BTreeMap::new();
        map.insert("b".to_string(), serde_json::json!({"x": 1}));
        map.insert("a".to_string(), serde_json::json!([]));
        let mut out = String::new();
        write_pretty(&mut out, Json::Map(&map));
        assert_eq!(out, reference(&serde_json::to_value(&map).unwrap()));
        let mut empty = String::new();
        write_pretty(&mut empty, Json::Map(&BTreeMap::new()));
        assert_eq!(empty, "{}");
    }
}
