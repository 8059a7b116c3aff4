//! Text the CLI prints comes partly from the spec (paths, summaries quoted in lints, server
//! URLs in errors). Printed raw, a control character in it could recolour the terminal, move
//! the cursor, rewrite the window title, or (bidi controls) reorder what a reviewer reads; so
//! everything the CLI prints goes through [`safe`] first.

use std::borrow::Cow;

/// `text` with every control character except newline and tab, and every bidi control,
/// written as `\uXXXX`. That spelling is also a JSON string escape of the same character, so
/// JSON output stays valid and means the same.
pub fn safe(text: &str) -> Cow<'_, str> {
    let unsafe_char = |c: char| (c.is_control() && c != '\n' && c != '\t') || is_bidi(c);
    if !text.contains(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if unsafe_char(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// The "Trojan Source" characters: they change the display order of the text around them.
/// The one list of them: the terminal, diagnostics and generated Rust all escape these.
pub(crate) fn is_bidi(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_controls_and_bidi_but_keeps_text_newlines_and_tabs() {
        assert!(matches!(safe("plain\ttext\nok 🦀"), Cow::Borrowed(_)));
        assert_eq!(
            safe("a\u{1b}[31mred\r\u{7}\u{85}\u{202e}b"),
            "a\\u001b[31mred\\u000d\\u0007\\u0085\\u202eb"
        );
        // Still the same string once read back as JSON.
        let json = format!("\"{}\"", safe("x\u{202e}y"));
        assert_eq!(serde_json::from_str::<String>(&json).unwrap(), "x\u{202e}y");
    }
}
