//! The JSON text of the reports (`plan`, `diff`, the policy matrix, the manifest, the overrides
//! schema): pretty, with a final newline, as files and pipes expect; and how messages name the
//! kind of a value.

use serde::Serialize;

/// `value` as pretty JSON with a final newline.
pub(crate) fn pretty(value: &impl Serialize) -> String {
    // The reports are structs of strings, numbers, booleans, lists and maps with string keys,
    // which serde_json always serialises: it fails only on a map with non-string keys or a
    // `Serialize` impl that returns an error, and none of them has either.
    #[allow(clippy::expect_used)]
    let mut text = serde_json::to_string_pretty(value).expect("a report serialises");
    text.push('\n');
    text
}

/// `text` as a JSON string literal (which YAML reads as a double-quoted scalar).
pub(crate) fn quoted(text: &str) -> String {
    // A string always serialises.
    #[allow(clippy::expect_used)]
    serde_json::to_string(text).expect("a string serialises")
}

/// The kind of a value as messages name it: `a mapping`, `a list`, `null`.
pub fn kind_of(v: &serde_json::Value) -> &'static str {
    use serde_json::Value;
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}
