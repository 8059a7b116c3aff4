//! The JSON text of the reports (`plan`, `diff`, the policy matrix, the manifest, the overrides
//! schema): pretty, with a final newline, as files and pipes expect.

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
