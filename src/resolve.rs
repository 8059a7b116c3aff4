//! Resolve stage: follows `$ref`s inside the loaded document. Only local refs (`#/...`) are
//! followed; chains are bounded and cycles are reported instead of followed forever.

use std::path::Path;

use serde_json::Value;

use crate::error::{Diagnostic, Result};
use crate::load::Document;

/// How many `$ref` hops one lookup may take before it is called a cycle.
const MAX_CHAIN: usize = 64;

/// Looks up references in one document.
#[derive(Debug, Clone, Copy)]
pub struct Resolver<'a> {
    pub file: &'a Path,
    pub root: &'a Value,
}

impl<'a> Resolver<'a> {
    pub fn new(doc: &'a Document) -> Self {
        Resolver {
            file: &doc.path,
            root: &doc.root,
        }
    }

    /// The value a `$ref` string points at, and that value's JSON pointer. `at` is where the ref
    /// was written, for the error message.
    pub fn lookup(&self, reference: &str, at: &str) -> Result<(&'a Value, String)> {
        let Some(fragment) = reference.strip_prefix('#') else {
            return Err(Diagnostic::new(
                self.file,
                at,
                format!("`$ref: {reference}` points into another file, which is not supported yet"),
            )
            .help("inline the referenced definition into this document, or bundle the spec first")
            .into());
        };
        let pointer = percent_decode(fragment);
        match self.root.pointer(&pointer) {
            Some(v) => Ok((v, pointer)),
            None => {
                Err(
                    Diagnostic::new(self.file, at, format!("`$ref: {reference}` points nowhere"))
                        .help("check the spelling; the target must exist in this document")
                        .into(),
                )
            }
        }
    }

    /// Follows `$ref` until a value without one is reached; returns it and its pointer.
    pub fn follow(&self, value: &'a Value, at: &str) -> Result<(&'a Value, String)> {
        let mut current = value;
        let mut pointer = at.to_string();
        let mut seen: Vec<String> = Vec::new();
        while let Some(reference) = current.get("$ref").and_then(Value::as_str) {
            if seen.iter().any(|s| s == reference) || seen.len() >= MAX_CHAIN {
                seen.push(reference.to_string());
                return Err(Diagnostic::new(
                    self.file,
                    at,
                    format!("`$ref` cycle: {}", seen.join(" -> ")),
                )
                .help("a reference must end at a definition, not at itself")
                .into());
            }
            seen.push(reference.to_string());
            let (next, next_pointer) = self.lookup(reference, &pointer)?;
            current = next;
            pointer = next_pointer;
        }
        Ok((current, pointer))
    }
}

/// `$ref` fragments are URI fragments: `%7B` and friends must be decoded before use as a pointer.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(b) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::path::PathBuf;

    fn doc(root: Value) -> Document {
        Document {
            path: PathBuf::from("api.yaml"),
            root,
            version: crate::load::SpecVersion::OpenApi30,
        }
    }

    #[test]
    fn follows_chains_and_reports_targets() {
        let d = doc(json!({"components": {"schemas": {
            "A": {"$ref": "#/components/schemas/B"},
            "B": {"type": "string"}
        }}}));
        let r = Resolver::new(&d);
        let start = json!({"$ref": "#/components/schemas/A"});
        let (v, p) = r.follow(&start, "/x").unwrap();
        assert_eq!(v, &json!({"type": "string"}));
        assert_eq!(p, "/components/schemas/B");
    }

    #[test]
    fn dangling_refs_and_cycles_are_errors() {
        let d = doc(json!({"components": {"schemas": {
            "A": {"$ref": "#/components/schemas/B"},
            "B": {"$ref": "#/components/schemas/A"}
        }}}));
        let r = Resolver::new(&d);
        let dangling = json!({"$ref": "#/components/schemas/Nope"});
        let e = r.follow(&dangling, "/paths/~1a").unwrap_err();
        assert_eq!(e.diagnostics[0].pointer, "/paths/~1a");
        assert!(e.to_string().contains("points nowhere"));
        let cycle = json!({"$ref": "#/components/schemas/A"});
        let e = r.follow(&cycle, "/x").unwrap_err();
        assert!(e.to_string().contains("cycle"), "{e}");
        let e = r.lookup("other.yaml#/A", "/x").unwrap_err();
        assert!(e.to_string().contains("another file"));
    }

    #[test]
    fn fragments_are_percent_decoded() {
        assert_eq!(
            percent_decode("/paths/~1pets~1%7Bid%7D"),
            "/paths/~1pets~1{id}"
        );
        assert_eq!(percent_decode("/a%"), "/a%");
    }
}
