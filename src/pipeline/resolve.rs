//! Resolve stage: loads every file the spec's `$ref`s reach (relative paths only: network URLs
//! are never fetched, and files outside the spec's folder are refused unless allowed), then
//! follows refs across them. Chains are bounded and cycles are reported, not followed forever.

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

use serde_json::Value;

use crate::error::{Code, Diagnostic, Result};
use crate::model::document::{Document, Documents, File, FileId, Loc, percent_decode};
use crate::util::parse::parse_value;
use crate::util::pointer::JsonPointer;
use crate::util::source::{Source, normalize};

/// Options of the resolve stage.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Follow relative refs to files outside the spec's folder.
    pub allow_refs_outside: bool,
}

impl Documents {
    /// Loads the spec and, transitively, every file named by a relative `$ref`.
    pub fn load(source: &Source, spec: &Path, options: Options) -> Result<Documents> {
        let root = Document::parse(spec, &source.read(spec, "spec")?)?;
        Documents::from_root(source, root, options)
    }

    /// The document `root`, read from `source`, and every file its relative `$ref`s reach.
    pub fn from_root(source: &Source, root: Document, options: Options) -> Result<Documents> {
        let base_dir = canonical_dir(source, &root.path);
        let mut docs = Documents::single(root);
        let mut canonical: HashMap<PathBuf, FileId> = HashMap::new();
        if let Ok(c) = source.identity(&docs.files[0].display) {
            canonical.insert(c, 0);
        }
        let mut next = 0;
        while next < docs.files.len() {
            let mut refs = Vec::new();
            collect_file_refs(&docs.files[next].value, &mut refs);
            for (file_part, pointer) in refs {
                if docs.targets.contains_key(&(next, file_part.clone())) {
                    continue;
                }
                let at = Loc {
                    file: next,
                    pointer,
                };
                let target = docs.open(source, &at, &file_part, &base_dir, options, &mut canonical);
                docs.targets.insert((next, file_part), target);
            }
            next += 1;
        }
        Ok(docs)
    }

    /// Finds or loads the file named by `file_part` of a ref written at `at`.
    fn open(
        &mut self,
        source: &Source,
        at: &Loc,
        file_part: &str,
        base_dir: &Option<PathBuf>,
        options: Options,
        canonical: &mut HashMap<PathBuf, FileId>,
    ) -> std::result::Result<FileId, Box<Diagnostic>> {
        let here = self.files[at.file].display.clone();
        let diag = |code: Code, message: String, help: &str| {
            Box::new(Diagnostic::new(code, &here, &at.pointer, message).help(help))
        };
        // OpenAPI 3.2's `$self` names the spec by URL; a ref to that URL, or to one beside it,
        // is to the spec itself or to a file beside it, which is read from disk like any other.
        let mut from = here.parent().unwrap_or(Path::new("")).to_path_buf();
        let mut file_part = file_part;
        if let Some(relative) = self.beside_self(file_part) {
            if relative.is_empty() {
                return Ok(0);
            }
            from = self.files[0]
                .display
                .parent()
                .unwrap_or(Path::new(""))
                .to_path_buf();
            file_part = relative;
        }
        if file_part.contains("://") || file_part.starts_with("//") {
            return Err(diag(
                Code::BadRef,
                format!(
                    "`$ref: {file_part}` is a URL; openapi-mcp never fetches documents from the network"
                ),
                "download the document next to the spec and refer to it by a relative path",
            ));
        }
        let decoded = percent_decode(file_part);
        let joined = from.join(&decoded);
        // Memory sources have no working folder to climb into: their paths stay as given.
        let display = match source {
            Source::FileSystem => normalize_ref(&joined),
            Source::Memory(_) => normalize(&joined),
        };
        let real = source.identity(&display).map_err(|e| {
            diag(
                Code::Io,
                format!("`$ref: {file_part}` names {}, which cannot be read: {e}", display.display()),
                "check the relative path; it is resolved from the folder of the file that contains the ref",
            )
        })?;
        if let Some(dir) = base_dir
            && !options.allow_refs_outside
            && !real.starts_with(dir)
        {
            return Err(diag(
                Code::BadRef,
                format!(
                    "`$ref: {file_part}` resolves outside the spec's folder ({})",
                    real.display()
                ),
                "move the file into the spec's folder, or pass --allow-refs-outside if you trust it",
            ));
        }
        if let Some(&id) = canonical.get(&real) {
            return Ok(id);
        }
        let text = source.read_regular(&real, "referenced file").map_err(|e| {
            let code = e.diagnostics.first().map_or(Code::Io, |d| d.code);
            let why = e.diagnostics.into_iter().next().map(|d| d.message);
            diag(
                code,
                format!(
                    "cannot use {}: {}",
                    display.display(),
                    why.unwrap_or_default()
                ),
                "check the file's size, permissions and encoding",
            )
        })?;
        let value =
            parse_value(&display, &text).map_err(|e| match e.diagnostics.into_iter().next() {
                Some(d) => Box::new(d),
                None => diag(Code::Syntax, "unreadable".into(), ""),
            })?;
        let id = self.files.len();
        self.files.push(File { display, value });
        canonical.insert(real, id);
        Ok(id)
    }

    /// `uri` relative to the folder of the spec's `$self` URL (OpenAPI 3.2): `""` for `$self`
    /// itself, `schemas/pet.yaml` for a file beside it; `None` when the spec has no absolute
    /// `$self` or `uri` is not within its folder.
    fn beside_self<'u>(&self, uri: &'u str) -> Option<&'u str> {
        let own = self.files[0].value.get("$self")?.as_str()?;
        if !own.contains("://") {
            return None;
        }
        if uri == own {
            return Some("");
        }
        let folder = &own[..own.rfind('/')? + 1];
        uri.strip_prefix(folder)
            .filter(|rest| !rest.is_empty() && !rest.contains("://"))
    }
}

/// The file part of a `$ref` object's ref, when it names another file.
fn file_part(map: &serde_json::Map<String, Value>) -> Option<&str> {
    match map.get("$ref") {
        Some(Value::String(r)) => r.split('#').next().filter(|f| !f.is_empty()),
        _ => None,
    }
}

/// Whether any `$ref` in `value` names another file. A walk without the pointers, which cost
/// an allocation per node of the document; most documents are one file.
fn has_file_refs(value: &Value) -> bool {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(map) => {
                if file_part(map).is_some() {
                    return true;
                }
                stack.extend(map.values());
            }
            Value::Array(items) => stack.extend(items),
            _ => {}
        }
    }
    false
}

/// Every `$ref` naming another file, with the pointer where it was written.
fn collect_file_refs(value: &Value, out: &mut Vec<(String, JsonPointer)>) {
    if !has_file_refs(value) {
        return;
    }
    // An explicit stack: documents can be deep, and recursion depth must not depend on input.
    let mut stack: Vec<(&Value, JsonPointer)> = vec![(value, JsonPointer::root())];
    while let Some((v, pointer)) = stack.pop() {
        match v {
            Value::Object(map) => {
                if let Some(file_part) = file_part(map) {
                    out.push((file_part.to_string(), pointer.clone()));
                }
                for (k, child) in map {
                    stack.push((child, pointer.child(k)));
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    stack.push((child, pointer.child(&i.to_string())));
                }
            }
            _ => {}
        }
    }
}

fn canonical_dir(source: &Source, spec: &Path) -> Option<PathBuf> {
    source.identity(spec).ok()?.parent().map(Path::to_path_buf)
}

/// [`normalize`], made absolute (against the working folder) when a relative path climbs above
/// where it starts: `fixtures/a/../../../../etc/x` is `/etc/x`, said as the OS reads it, rather
/// than a run of `..` whose length depends on how deep the working folder is.
fn normalize_ref(path: &Path) -> PathBuf {
    let lexical = normalize(path);
    if !matches!(lexical.components().next(), Some(Component::ParentDir)) {
        return lexical;
    }
    std::path::absolute(path).map_or(lexical, |a| normalize(&a))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::document::{MAX_CHAIN, Resolver, SpecVersion, pointer};
    use serde_json::json;

    fn docs(root: Value) -> Documents {
        Documents::single(Document {
            path: PathBuf::from("api.yaml"),
            root,
            version: SpecVersion::OpenApi30,
        })
    }

    #[test]
    fn pointers_find_what_serde_json_finds() {
        let v = json!({"a": {"b/c": [10, {"d~e": 1, "": 2}], "": {"x": 3}}, "0": [0, 1]});
        for p in [
            "",
            "/",
            "/a",
            "/a/",
            "/a//x",
            "/a/b~1c",
            "/a/b~1c/1/d~0e",
            "/a/b~1c/0",
            "/a/b~1c/1/",
            "/a/b~1c/01",
            "/a/b~1c/+1",
            "/a/b~1c/-1",
            "/a/b~1c/2",
            "/0/1",
            "/0/00",
            "a",
            "/a/x",
            "/a/b~1c/1/d~e",
            "/a/b~2c",
        ] {
            assert_eq!(pointer(&v, &p.into()), v.pointer(p), "{p:?}");
        }
    }

    #[test]
    fn follows_chains_and_reports_targets() {
        let d = docs(json!({"components": {"schemas": {
            "A": {"$ref": "#/components/schemas/B"},
            "B": {"type": "string"}
        }}}));
        let r = Resolver::new(&d);
        let start = json!({"$ref": "#/components/schemas/A"});
        let (v, loc) = r.follow(&start, &Loc::root("/x")).unwrap();
        assert_eq!(v, &json!({"type": "string"}));
        assert_eq!(loc, Loc::root("/components/schemas/B"));
    }

    #[test]
    fn dangling_refs_and_cycles_are_errors() {
        let d = docs(json!({"components": {"schemas": {
            "A": {"$ref": "#/components/schemas/B"},
            "B": {"$ref": "#/components/schemas/A"}
        }}}));
        let r = Resolver::new(&d);
        let dangling = json!({"$ref": "#/components/schemas/Nope"});
        let e = r.follow(&dangling, &Loc::root("/paths/~1a")).unwrap_err();
        assert_eq!(e.diagnostics[0].pointer, "/paths/~1a");
        assert!(e.to_string().contains("points nowhere"));
        let cycle = json!({"$ref": "#/components/schemas/A"});
        let e = r.follow(&cycle, &Loc::root("/x")).unwrap_err();
        assert!(e.to_string().contains("cycle"), "{e}");
        let e = r.lookup("other.yaml#/A", &Loc::root("/x")).unwrap_err();
        assert!(e.to_string().contains("not loaded"), "{e}");
    }

    /// `#/S0` → `#/S1` → … → `#/S{links}`, which is a definition.
    fn chain(links: usize) -> Documents {
        let mut root = serde_json::Map::new();
        for i in 0..links {
            root.insert(format!("S{i}"), json!({"$ref": format!("#/S{}", i + 1)}));
        }
        root.insert(format!("S{links}"), json!({"type": "string"}));
        docs(Value::Object(root))
    }

    #[test]
    fn long_chains_are_not_called_cycles() {
        let start = json!({"$ref": "#/S0"});
        let d = chain(MAX_CHAIN - 1);
        let (v, loc) = Resolver::new(&d).follow(&start, &Loc::root("/x")).unwrap();
        assert_eq!(v["type"], "string");
        assert_eq!(
            loc,
            Loc::root(JsonPointer::from_escaped(format!("/S{}", MAX_CHAIN - 1)))
        );
        let d = chain(MAX_CHAIN);
        let e = Resolver::new(&d)
            .follow(&start, &Loc::root("/x"))
            .unwrap_err();
        let d = &e.diagnostics[0];
        assert_eq!(d.pointer, "/x");
        assert_eq!(
            d.message,
            "`$ref` chain longer than 64 links: #/S0 -> #/S1 -> … -> #/S64"
        );
        assert!(!d.help.as_ref().unwrap().contains("not at itself"), "{e}");
        // A real cycle, however short or long, is still one.
        let d = docs(json!({"A": {"$ref": "#/A"}}));
        let start = json!({"$ref": "#/A"});
        let e = Resolver::new(&d)
            .follow(&start, &Loc::root("/x"))
            .unwrap_err();
        assert_eq!(e.diagnostics[0].message, "`$ref` cycle: #/A -> #/A");
        assert!(e.to_string().contains("not at itself"));
    }

    #[test]
    fn the_same_ref_text_in_two_files_is_no_cycle() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("api.yaml"),
            "openapi: 3.0.3\npaths: {}\nA: {$ref: 'o.yaml#/A'}\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("o.yaml"),
            "A: {$ref: '#/B'}\nB: {$ref: 'p.yaml#/A'}\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("p.yaml"),
            "A: {$ref: '#/B'}\nB: {type: string}\n",
        )
        .unwrap();
        let d = Documents::load(
            &Source::FileSystem,
            &dir.path().join("api.yaml"),
            Options::default(),
        )
        .unwrap();
        let r = Resolver::new(&d);
        let start = json!({"$ref": "#/A"});
        let (v, _) = r.follow(&start, &Loc::root("/x")).unwrap();
        assert_eq!(v["type"], "string");
    }

    #[test]
    fn dot_dot_cancels_only_a_name() {
        let n = |p: &str| normalize(Path::new(p));
        assert_eq!(n("a/./b/../c"), Path::new("a/c"));
        assert_eq!(n("a/../../../x"), Path::new("../../x"));
        assert_eq!(n("/a/../../../etc/x"), Path::new("/etc/x"));
        assert_eq!(n("../a/.."), Path::new(".."));
    }

    #[test]
    fn fragments_are_percent_decoded() {
        assert_eq!(
            percent_decode("/paths/~1pets~1%7Bid%7D"),
            "/paths/~1pets~1{id}"
        );
        assert_eq!(percent_decode("/a%"), "/a%");
    }

    #[test]
    fn refs_to_the_specs_own_url_are_read_from_beside_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("common")).unwrap();
        std::fs::write(
            dir.path().join("api.yaml"),
            "openapi: 3.2.0\n$self: https://example.com/specs/api.yaml\npaths: {}\ncomponents:\n  schemas:\n    Owner: {type: string}\n    Me: {$ref: 'https://example.com/specs/api.yaml#/components/schemas/Owner'}\n    Pet: {$ref: 'https://example.com/specs/common/pet.yaml#/Pet'}\n    Far: {$ref: 'https://example.com/other/x.yaml#/X'}\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("common/pet.yaml"), "Pet: {type: object}\n").unwrap();
        let d = Documents::load(
            &Source::FileSystem,
            &dir.path().join("api.yaml"),
            Options::default(),
        )
        .unwrap();
        assert_eq!(d.file_count(), 2, "the spec and common/pet.yaml");
        let r = Resolver::new(&d);
        let (me, loc) = r
            .lookup(
                "https://example.com/specs/api.yaml#/components/schemas/Owner",
                &Loc::root("/components/schemas/Me"),
            )
            .unwrap();
        assert_eq!((me["type"].as_str(), loc.file), (Some("string"), 0));
        let (pet, loc) = r
            .lookup(
                "https://example.com/specs/common/pet.yaml#/Pet",
                &Loc::root("/components/schemas/Pet"),
            )
            .unwrap();
        assert_eq!((pet["type"].as_str(), loc.file), (Some("object"), 1));
        let e = r
            .lookup(
                "https://example.com/other/x.yaml#/X",
                &Loc::root("/components/schemas/Far"),
            )
            .unwrap_err();
        assert!(e.to_string().contains("never fetches"), "{e}");
    }

    #[test]
    fn relative_files_load_and_network_and_outside_refs_do_not() {
        let dir = tempfile::tempdir().unwrap();
        let spec_dir = dir.path().join("spec");
        std::fs::create_dir_all(spec_dir.join("common")).unwrap();
        std::fs::write(
            spec_dir.join("api.yaml"),
            "openapi: 3.0.3\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: 'common/pet.yaml#/Pet'}\n    Remote: {$ref: 'https://example.com/x.yaml#/X'}\n    Out: {$ref: '../outside.yaml#/X'}\n",
        )
        .unwrap();
        std::fs::write(spec_dir.join("common/pet.yaml"), "Pet: {type: object, properties: {owner: {$ref: '../api.yaml#/components/schemas/Owner'}}}\n").unwrap();
        std::fs::write(dir.path().join("outside.yaml"), "X: {type: string}\n").unwrap();
        let d = Documents::load(
            &Source::FileSystem,
            &spec_dir.join("api.yaml"),
            Options::default(),
        )
        .unwrap();
        assert_eq!(
            d.file_count(),
            2,
            "the spec, pet.yaml; never the URL or the outside file"
        );
        let r = Resolver::new(&d);
        let (pet, loc) = r.lookup("common/pet.yaml#/Pet", &Loc::root("/c")).unwrap();
        assert_eq!(pet["type"], "object");
        assert_eq!(loc.file, 1);
        assert!(
            d.path(1).ends_with("spec/common/pet.yaml"),
            "{}",
            d.path(1).display()
        );
        // A ref inside pet.yaml resolves from pet.yaml's folder, back into the root document.
        let e = r
            .lookup("../api.yaml#/components/schemas/Owner", &loc)
            .unwrap_err();
        assert!(e.to_string().contains("points nowhere"), "{e}");
        let e = r
            .lookup(
                "https://example.com/x.yaml#/X",
                &Loc::root("/components/schemas/Remote"),
            )
            .unwrap_err();
        assert!(e.to_string().contains("never fetches"), "{e}");
        let e = r
            .lookup("../outside.yaml#/X", &Loc::root("/components/schemas/Out"))
            .unwrap_err();
        assert!(e.to_string().contains("outside the spec's folder"), "{e}");
        let allowed = Documents::load(
            &Source::FileSystem,
            &spec_dir.join("api.yaml"),
            Options {
                allow_refs_outside: true,
            },
        )
        .unwrap();
        assert_eq!(allowed.file_count(), 3);
    }
}
