//! JSON pointers (RFC 6901) as one type, the only place that escapes and unescapes their
//! reference tokens: every diagnostic, location and tool origin names its place with one.

use std::fmt;

/// A JSON pointer (RFC 6901) into a document: `""` for the whole document, `/paths/~1pets/get`
/// for the `get` of the path `/pets`. Built from tokens with [`child`](JsonPointer::child) and
/// [`push`](JsonPointer::push), which escape them; only
/// [`from_escaped`](JsonPointer::from_escaped) takes pointer text as it is. Ordered, compared
/// and shown by that text; serialised as a plain string.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
pub struct JsonPointer(String);

impl JsonPointer {
    /// The whole document: the empty pointer `""`.
    pub fn root() -> JsonPointer {
        JsonPointer(String::new())
    }

    /// A pointer from text that is already a pointer, with its tokens escaped (`/paths/~1pets`):
    /// the fragment of a `$ref`, say. The text is taken as it is, unchecked.
    pub fn from_escaped(text: impl Into<String>) -> JsonPointer {
        JsonPointer(text.into())
    }

    /// This pointer with one more reference token, escaped (`~` as `~0`, `/` as `~1`).
    #[must_use]
    pub fn child(&self, token: &str) -> JsonPointer {
        let mut out = JsonPointer(String::with_capacity(self.0.len() + 1 + token.len()));
        out.0.push_str(&self.0);
        out.push(token);
        out
    }

    /// Appends one reference token, escaped (`~` as `~0`, `/` as `~1`).
    pub fn push(&mut self, token: &str) {
        self.0.push('/');
        // Most tokens need no escaping; this runs for every schema property of a big API.
        if token.contains(['~', '/']) {
            self.0
                .push_str(&token.replace('~', "~0").replace('/', "~1"));
        } else {
            self.0.push_str(token);
        }
    }

    /// This pointer followed by the tokens of `relative`, a pointer relative to its target
    /// (`/rules/0` and `/match/path` make `/rules/0/match/path`).
    #[must_use]
    pub fn join(&self, relative: &JsonPointer) -> JsonPointer {
        JsonPointer(format!("{}{}", self.0, relative.0))
    }

    /// The pointer one token up (`/paths/~1a` for `/paths/~1a/get`); `None` for the whole
    /// document.
    pub fn parent(&self) -> Option<JsonPointer> {
        self.0
            .rsplit_once('/')
            .map(|(parent, _)| JsonPointer(parent.to_string()))
    }

    /// The reference tokens (`/paths/~1pets/get` → `paths`, `/pets`, `get`), with the escapes
    /// undone; none for the whole document.
    pub fn tokens(&self) -> impl Iterator<Item = String> + '_ {
        self.0
            .strip_prefix('/')
            .into_iter()
            .flat_map(|rest| rest.split('/'))
            .map(unescape_token)
    }

    /// The pointer text, escaped as written in a document (`/paths/~1pets`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether it names the whole document.
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `prefix` is this pointer or one of its ancestors, token by token: `/paths/a` is
    /// within `/paths` but not within `/pa`, and `/paths/ab` not within `/paths/a`.
    pub fn starts_with(&self, prefix: &JsonPointer) -> bool {
        self.strip_prefix(prefix).is_some()
    }

    /// What follows `prefix` when it [starts](JsonPointer::starts_with) this pointer, as
    /// escaped pointer text (`/get/x-mcp` of `/paths/~1a/get/x-mcp` after `/paths/~1a`; `""`
    /// when they are the same); `None` when it does not.
    pub fn strip_prefix(&self, prefix: &JsonPointer) -> Option<&str> {
        // `/` inside a token is escaped, so a `/` in the text always starts a token.
        self.0
            .strip_prefix(&prefix.0)
            .filter(|rest| rest.is_empty() || rest.starts_with('/'))
    }
}

/// One reference token with its RFC 6901 escapes undone: `~1` is `/`, `~0` is `~` (in that
/// order, so `~01` is `~1`).
pub fn unescape_token(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}

/// Pointers written in the source as literals (`"/paths"`, `"/rules/0"`): text the code's
/// author escaped. Pointer text read at run time goes through
/// [`from_escaped`](JsonPointer::from_escaped), and tokens through
/// [`child`](JsonPointer::child), so that none is taken for a pointer by accident.
impl From<&'static str> for JsonPointer {
    fn from(text: &'static str) -> JsonPointer {
        JsonPointer(text.to_string())
    }
}

impl From<&JsonPointer> for JsonPointer {
    fn from(pointer: &JsonPointer) -> JsonPointer {
        pointer.clone()
    }
}

impl fmt::Display for JsonPointer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for JsonPointer {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for JsonPointer {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_through_push() {
        let pointer = JsonPointer::root()
            .child("paths")
            .child("/pets/{id}")
            .child("a~1b");
        assert_eq!(pointer, "/paths/~1pets~1{id}/a~01b");
        let tokens: Vec<String> = pointer.tokens().collect();
        assert_eq!(tokens, ["paths", "/pets/{id}", "a~1b"]);
        let mut rebuilt = JsonPointer::root();
        for t in &tokens {
            rebuilt.push(t);
        }
        assert_eq!(rebuilt, pointer);
    }

    #[test]
    fn tokens_are_escaped() {
        assert_eq!(
            JsonPointer::from("/paths").child("/pets/{id}"),
            "/paths/~1pets~1{id}"
        );
        assert_eq!(JsonPointer::root().child("a~b").as_str(), "/a~0b");
        assert_eq!(JsonPointer::root().child("~/").as_str(), "/~0~1");
        assert_eq!(unescape_token("~01"), "~1");
        assert_eq!(unescape_token("~10"), "/0");
    }

    #[test]
    fn empty_tokens_and_the_whole_document() {
        let root = JsonPointer::root();
        assert!(root.is_root());
        assert_eq!(root, JsonPointer::default());
        assert_eq!(root.tokens().count(), 0);
        assert_eq!(root.parent(), None);
        let empty = root.child("");
        assert_eq!(empty, "/");
        assert!(!empty.is_root());
        assert_eq!(empty.tokens().collect::<Vec<_>>(), [""]);
        let two = empty.child("");
        assert_eq!(two, "//");
        assert_eq!(two.tokens().collect::<Vec<_>>(), ["", ""]);
        assert_eq!(two.parent(), Some(empty));
    }

    #[test]
    fn starts_with_is_token_wise() {
        let p = JsonPointer::from("/paths/a");
        assert!(p.starts_with(&p));
        assert!(p.starts_with(&JsonPointer::from("/paths")));
        assert!(p.starts_with(&JsonPointer::root()));
        assert!(!p.starts_with(&JsonPointer::from("/pa")));
        assert!(!JsonPointer::from("/paths/ab").starts_with(&p));
        assert!(!JsonPointer::from("/paths").starts_with(&p));
        assert_eq!(p.strip_prefix(&JsonPointer::from("/paths")), Some("/a"));
        assert_eq!(p.strip_prefix(&p), Some(""));
        assert_eq!(p.strip_prefix(&JsonPointer::from("/pa")), None);
        // `a/b` is one token: `/x/a~1b` is not within `/x/a`.
        assert!(
            !JsonPointer::root()
                .child("x")
                .child("a/b")
                .starts_with(&JsonPointer::from("/x/a"))
        );
    }

    #[test]
    fn shown_and_serialised_as_its_text() {
        let p = JsonPointer::from_escaped(String::from("/paths/~1a"));
        assert_eq!(p.to_string(), "/paths/~1a");
        assert_eq!(
            serde_json::to_value(&p).unwrap(),
            serde_json::json!("/paths/~1a")
        );
        assert_eq!(p.parent(), Some(JsonPointer::from("/paths")));
        assert_eq!(p.join(&JsonPointer::from("/get/~0")), "/paths/~1a/get/~0");
        assert_eq!(p.join(&JsonPointer::root()), p);
    }
}
