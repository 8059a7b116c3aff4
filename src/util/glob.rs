//! The glob patterns of override `rules:` (`path` and `operation_id`).
//!
//! Deliberately tiny and path-aware, like `.gitignore` patterns: `*` matches any run of
//! characters within one path segment (never a `/`), `**` matches any run including `/`, `?`
//! matches one character other than `/`; everything else (including `{` and `}` of path
//! templates) matches itself, case-sensitively. So `/pets/*` matches `/pets/{petId}` but not
//! `/pets/{petId}/photos`, which `/pets/**` matches. Operation ids have no `/`, so there `*` is
//! simply "anything". No dependency: the whole language is these three tokens.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    Literal(char),
    /// `?`
    One,
    /// `*`
    Segment,
    /// `**`
    Any,
}

fn tokens(pattern: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(match c {
            '*' if chars.peek() == Some(&'*') => {
                while chars.peek() == Some(&'*') {
                    chars.next();
                }
                Token::Any
            }
            '*' => Token::Segment,
            '?' => Token::One,
            c => Token::Literal(c),
        });
    }
    out
}

/// The longest pattern, in characters (as JSON Schema's `maxLength` counts). Matching costs
/// pattern × text for every operation, so a pattern of hundreds of kilobytes against a big spec
/// would run for minutes; no real path or operationId glob comes near this. Longer patterns are
/// an error of the overrides file (`overrides::read::check_matcher`) and match nothing.
pub const MAX_PATTERN: usize = 1024;

/// Whether `pattern` is longer than [`MAX_PATTERN`] characters; constant time for the long ones.
pub fn too_long(pattern: &str) -> bool {
    pattern.len() > 4 * MAX_PATTERN
        || (pattern.len() > MAX_PATTERN && pattern.chars().count() > MAX_PATTERN)
}

/// Whether `text` matches `pattern` as a whole.
pub fn matches(pattern: &str, text: &str) -> bool {
    if too_long(pattern) {
        return false;
    }
    let pattern = tokens(pattern);
    let text: Vec<char> = text.chars().collect();
    // can[j] after processing i tokens: whether pattern[..i] matches text[..j].
    let mut can = vec![false; text.len() + 1];
    can[0] = true;
    for token in pattern {
        let mut next = vec![false; text.len() + 1];
        match token {
            Token::Literal(c) => {
                for j in 0..text.len() {
                    next[j + 1] = can[j] && text[j] == c;
                }
            }
            Token::One => {
                for j in 0..text.len() {
                    next[j + 1] = can[j] && text[j] != '/';
                }
            }
            Token::Segment => {
                next[0] = can[0];
                for j in 0..text.len() {
                    next[j + 1] = can[j + 1] || (next[j] && text[j] != '/');
                }
            }
            Token::Any => {
                next[0] = can[0];
                for j in 0..text.len() {
                    next[j + 1] = can[j + 1] || next[j];
                }
            }
        }
        can = next;
    }
    can[text.len()]
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn literals_match_themselves_only() {
        assert!(matches("/pets/{petId}", "/pets/{petId}"));
        assert!(!matches("/pets/{petId}", "/pets/{petid}"));
        assert!(!matches("/pets", "/pets/"));
        assert!(matches("", ""));
        assert!(!matches("", "a"));
    }

    #[test]
    fn star_stays_within_a_segment() {
        assert!(matches("/pets/*", "/pets/{petId}"));
        assert!(matches("/pets/*", "/pets/"));
        assert!(!matches("/pets/*", "/pets/{petId}/photos"));
        assert!(matches("/*/search", "/pets/search"));
        assert!(!matches("/*/search", "/a/b/search"));
        assert!(matches("/pets*", "/pets"));
        assert!(matches("*Pets", "searchPets"));
        assert!(matches("search*", "searchPets"));
        assert!(matches("*", "anything_at_all"));
        assert!(!matches("*", "a/b"));
    }

    #[test]
    fn double_star_crosses_segments() {
        assert!(matches("/admin/**", "/admin/users/{id}/roles"));
        assert!(matches("/admin/**", "/admin/"));
        assert!(!matches("/admin/**", "/administrator"));
        assert!(matches("**/search", "/pets/search"));
        assert!(matches("**/search", "/a/b/c/search"));
        assert!(matches("/**", "/"));
        assert!(matches("***", "a/b"));
    }

    #[test]
    fn question_mark_is_one_character_but_not_a_slash() {
        assert!(matches("/v?/pets", "/v1/pets"));
        assert!(!matches("/v?/pets", "/v10/pets"));
        assert!(!matches("/a?b", "/a/b"));
        assert!(matches("get?et", "getPet"));
    }

    #[test]
    fn unicode_is_matched_by_character() {
        assert!(matches("/caf?", "/café"));
        assert!(matches("/*/é", "/x/é"));
    }
}
