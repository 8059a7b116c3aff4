//! The one way spec and overrides text gets into Markdown: the generated README, the tool
//! files' module docs, `plan`, `diff` and the CI step summary all call it, so what a pull
//! request shows of a spec is text, never a link, an image, HTML or a block of its own.

/// Where spec or overrides text goes in Markdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum At {
    /// Running text: a sentence, a table cell, a list item.
    Text,
    /// A code span in a table cell.
    Code,
    /// A code span outside a table.
    CodeOutsideTable,
}

/// `text` as a code span in a Markdown table cell (for `plan` and `diff` too).
pub fn md_code(text: &str) -> String {
    md(text, At::Code)
}

/// `text` as a code span outside a table (the generated tool files' module docs, which
/// rustdoc renders as Markdown).
pub fn md_code_span(text: &str) -> String {
    md(text, At::CodeOutsideTable)
}

/// `text` as running text in Markdown (for `plan` and `diff` too).
pub fn md_text(text: &str) -> String {
    md(text, At::Text)
}

/// The one way spec and overrides text gets into Markdown, made inert where it goes.
///
/// On one line, so it can neither start a line (a heading, a list item, a code fence, HTML)
/// nor end a table row. Control and bidi characters are written visibly (`\u202e`), as the CLI
/// does ([`crate::util::terminal::safe`]), so what a reader sees is what the spec says. In running
/// text, every character Markdown or HTML gives a meaning is escaped, so it stays text. A code
/// span shows its content literally, and cannot be closed early by a backtick in it: it is
/// delimited by more backticks than the longest run inside (CommonMark 6.1). In a table a `|`
/// still ends the cell, even in a code span, unless escaped (GitHub Flavored Markdown).
pub(crate) fn md(text: &str, at: At) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let visible = crate::util::terminal::safe(&one_line);
    if at == At::Text {
        return escape_text(&visible);
    }
    let content = if at == At::Code {
        visible.replace('|', "\\|")
    } else {
        visible.into_owned()
    };
    let longest_run = content.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest_run + 1);
    // A space each side keeps a backtick at either end from joining the fence; it is stripped
    // again when rendered. Two backticks alone are no span at all, so an empty one is a space.
    if content.is_empty() {
        "` `".to_string()
    } else if content.starts_with('`') || content.ends_with('`') {
        format!("{fence} {content} {fence}")
    } else {
        format!("{fence}{content}{fence}")
    }
}

/// Running text made inert. Every character that CommonMark or HTML gives a meaning is
/// escaped (`&`, `<`, `>` as entities, the rest with a backslash; `[` and `]` are enough for
/// links and images), and so is everything GitHub's autolinks start from: the `:` of
/// `https://`, the `.` of `www.`, the `@` of an address. The
/// text is one line, so only its start could open a block: a leading `#`, `+`, `-`, `=` or
/// `1.`/`1)` is escaped too.
fn escape_text(visible: &str) -> String {
    let mut out = String::with_capacity(visible.len() + visible.len() / 8);
    let chars: Vec<char> = visible.chars().collect();
    let list_number = chars.iter().take_while(|c| c.is_ascii_digit()).count();
    for (i, &c) in chars.iter().enumerate() {
        let at_start = i == 0 && matches!(c, '#' | '+' | '-' | '=');
        let numbered = list_number > 0 && i == list_number && matches!(c, '.' | ')');
        let scheme = c == ':' && chars.get(i + 1..i + 3) == Some(&['/', '/'][..]);
        let www = c == '.'
            && i >= 3
            && chars[i - 3..i]
                .iter()
                .collect::<String>()
                .eq_ignore_ascii_case("www");
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '`' | '|' | '*' | '_' | '[' | ']' | '~' | '@' => {
                out.push('\\');
                out.push(c);
            }
            _ if at_start || numbered || scheme || www => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_cannot_break_the_table_or_inject_markup() {
        assert_eq!(md("a | b\n<script>", At::Text), "a \\| b &lt;script&gt;");
        assert_eq!(
            md("# [x](y) *e* _u_ ~s~ `c` \\ &#x202e;", At::Text),
            "\\# \\[x\\](y) \\*e\\* \\_u\\_ \\~s\\~ \\`c\\` \\\\ &amp;#x202e;"
        );
        assert_eq!(
            md("\n\n# heading\r\n```\u{2028}x", At::Text),
            "\\# heading \\`\\`\\` x"
        );
        // Only the start of the line can open a block; a `#` or `-` further on is text.
        assert_eq!(md("- a - b # c", At::Text), "\\- a - b # c");
        assert_eq!(md("12. a", At::Text), "12\\. a");
        assert_eq!(md("3) a", At::Text), "3\\) a");
        assert_eq!(md("+", At::Text), "\\+");
    }

    /// GitHub links bare URLs, `www.` names and addresses; their trigger is escaped.
    #[test]
    fn nothing_github_autolinks_is_left() {
        assert_eq!(
            md("see https://evil.example/x", At::Text),
            "see https\\://evil.example/x"
        );
        assert_eq!(md("WWW.evil.example", At::Text), "WWW\\.evil.example");
        assert_eq!(md("me@evil.example", At::Text), "me\\@evil.example");
        assert_eq!(
            md("![i](u) <https://x>", At::Text),
            "!\\[i\\](u) &lt;https\\://x&gt;"
        );
    }

    #[test]
    fn code_spans_are_longer_than_any_backtick_run_inside() {
        assert_eq!(md("/a/{id}", At::Code), "`/a/{id}`");
        assert_eq!(md("a`b", At::Code), "``a`b``");
        assert_eq!(md("x ``` y", At::Code), "````x ``` y````");
        assert_eq!(md("`a", At::Code), "`` `a ``");
        assert_eq!(md("a`", At::CodeOutsideTable), "`` a` ``");
        assert_eq!(md("", At::Code), "` `");
        // `|` ends a table cell even in a code span; elsewhere it is just a character.
        assert_eq!(md("a|b", At::Code), "`a\\|b`");
        assert_eq!(md("a|b", At::CodeOutsideTable), "`a|b`");
        // No escapes inside a code span: they would show.
        assert_eq!(md("<b>*x*", At::Code), "`<b>*x*`");
    }

    #[test]
    fn control_and_bidi_characters_are_written_visibly() {
        for at in [At::Text, At::Code, At::CodeOutsideTable] {
            let out = md("a\u{1b}[31m\u{202e}b\u{0}\u{7f}", at);
            assert!(
                !out.chars().any(|c| c.is_control() || c == '\u{202e}'),
                "{out:?}"
            );
            assert!(out.contains("u001b") && out.contains("u202e"), "{out:?}");
        }
    }
}
