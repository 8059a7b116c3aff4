//! The documents a run reads, as the stages after `load` see them: each parsed file, the spec's
//! OpenAPI version, the set of files its `$ref`s reach, places in them ([`Loc`]), and the
//! [`Resolver`] that follows a `$ref` across them (bounded chains, cycles reported).

use std::collections::{BTreeSet, HashMap};
use std::path::{Component, Path, PathBuf};

use serde_json::Value;

use crate::error::{Code, Diagnostic, Error, Result};
use crate::util::parse::parse_value;
use crate::util::pointer::JsonPointer;
use crate::util::source::normalize;

/// The OpenAPI versions the generator knows about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecVersion {
    /// Swagger 2.0: lowered with its own parameter and body rules, schemas as in 3.0.
    Swagger20,
    /// OpenAPI 3.0.x: schemas are its own JSON Schema dialect (`nullable`, boolean
    /// `exclusiveMinimum`...), converted to 2020-12.
    OpenApi30,
    /// OpenAPI 3.1: schemas are JSON Schema 2020-12 already.
    OpenApi31,
    /// OpenAPI 3.2: read as 3.1, plus the `query` and `additionalOperations` operations.
    OpenApi32,
}

impl SpecVersion {
    /// Whether the document is Swagger 2.0, which keeps bodies among parameters and declares
    /// servers and schemes differently.
    pub fn is_swagger(self) -> bool {
        self == SpecVersion::Swagger20
    }

    /// Whether schemas are JSON Schema 2020-12 (3.1 and later) rather than 3.0's dialect.
    pub fn is_json_schema(self) -> bool {
        matches!(self, SpecVersion::OpenApi31 | SpecVersion::OpenApi32)
    }
}

/// A loaded document: the parsed value and where it came from.
#[derive(Debug, Clone)]
pub struct Document {
    /// The path the document was loaded from, as given (what messages name).
    pub path: PathBuf,
    /// The whole document as JSON, YAML converted (aliases expanded).
    pub root: Value,
    /// From `swagger: "2.0"` or `openapi: 3.0.x`/`3.1.x`; other versions are an error.
    pub version: SpecVersion,
}

impl Document {
    /// Parses an OpenAPI document from text; `path` is only used in messages.
    pub fn parse(path: &Path, text: &str) -> Result<Document> {
        let root = parse_value(path, text)?;
        let version = sniff_version(path, &root)?;
        Ok(Document {
            path: path.to_path_buf(),
            root,
            version,
        })
    }
}

fn sniff_version(path: &Path, root: &Value) -> Result<SpecVersion> {
    let Some(obj) = root.as_object() else {
        return Err(
            Diagnostic::new(Code::Version, path, "", "the document is not an object")
                .help("an OpenAPI document is a mapping with `openapi`, `info` and `paths`")
                .into(),
        );
    };
    if let Some(v) = obj.get("swagger") {
        // YAML reads an unquoted `swagger: 2.0` as a number; its author meant the version
        // (lowering notes it, `lower::version_notes`).
        return match v {
            Value::String(s) if s == "2.0" => Ok(SpecVersion::Swagger20),
            Value::Number(n) if n.as_f64() == Some(2.0) => Ok(SpecVersion::Swagger20),
            Value::String(s) => Err(Diagnostic::new(
                Code::Version,
                path,
                "/swagger",
                format!("Swagger {s} is not supported; openapi-mcp reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x"),
            )
            .help("write `swagger: \"2.0\"`, or convert the document to OpenAPI 3")
            .into()),
            other => Err(Diagnostic::new(
                Code::Version,
                path,
                "/swagger",
                format!("expected the version as a string, found {}", crate::util::json::kind_of(other)),
            )
            .help("write `swagger: \"2.0\"`")
            .into()),
        };
    }
    let unsupported = |v: &str| {
        Err(Diagnostic::new(
            Code::Version,
            path,
            "/openapi",
            format!("OpenAPI {v} is not supported; openapi-mcp reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x"),
        )
        .help("set `openapi:` to the 3.0, 3.1 or 3.2 version the document follows")
        .into())
    };
    match obj.get("openapi") {
        Some(Value::Number(n)) if n.as_f64() == Some(3.0) => Ok(SpecVersion::OpenApi30),
        Some(Value::Number(n)) if n.as_f64() == Some(3.1) => Ok(SpecVersion::OpenApi31),
        Some(Value::String(v)) if v == "3.0" || v.starts_with("3.0.") => Ok(SpecVersion::OpenApi30),
        Some(Value::String(v)) if v == "3.1" || v.starts_with("3.1.") => Ok(SpecVersion::OpenApi31),
        Some(Value::Number(n)) if n.as_f64() == Some(3.2) => Ok(SpecVersion::OpenApi32),
        Some(Value::String(v)) if v == "3.2" || v.starts_with("3.2.") => Ok(SpecVersion::OpenApi32),
        // A number other than 3.0, 3.1 and 3.2 (`openapi: 3.2`, `openapi: 2`) names a version too.
        Some(Value::String(v)) => unsupported(v),
        Some(Value::Number(v)) => unsupported(&v.to_string()),
        Some(other) => Err(Diagnostic::new(
            Code::Version,
            path,
            "/openapi",
            format!(
                "expected the version as a string, found {}",
                crate::util::json::kind_of(other)
            ),
        )
        .help("write it as text: openapi: \"3.0.3\"")
        .into()),
        None => Err(Diagnostic::new(
            Code::Version,
            path,
            "",
            "no `openapi` (or `swagger`) version field",
        )
        .help("add `openapi: 3.0.3` at the top of the document")
        .into()),
    }
}

/// How many `$ref` hops one lookup may take: longer chains are refused even without a cycle
/// (real specs use one or two; thousands would cost a lookup each, for every use).
pub(crate) const MAX_CHAIN: usize = 64;

/// Index of a loaded file; 0 is the spec itself.
pub type FileId = usize;

/// A place in one of the loaded files.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// The document: an index into [`Documents`], `0` for the spec itself.
    pub file: FileId,
    /// JSON pointer (RFC 6901) into that document.
    pub pointer: JsonPointer,
}

impl Loc {
    /// A place in the spec itself.
    pub fn root(pointer: impl Into<JsonPointer>) -> Loc {
        Loc {
            file: 0,
            pointer: pointer.into(),
        }
    }

    /// The location of a child: one more JSON pointer token.
    pub fn push(&self, token: &str) -> Loc {
        Loc {
            file: self.file,
            pointer: self.pointer.child(token),
        }
    }
}

pub(crate) struct File {
    /// The path as a user would write it (the spec path joined with relative refs), for messages.
    pub(crate) display: PathBuf,
    pub(crate) value: Value,
}

/// The spec and every file its refs reach.
pub struct Documents {
    /// The spec's version; the documents it refers to are read as the same.
    pub version: SpecVersion,
    pub(crate) files: Vec<File>,
    /// `(file a ref was written in, file part of the ref)` → the file it names, or why not.
    pub(crate) targets: HashMap<(FileId, String), std::result::Result<FileId, Box<Diagnostic>>>,
    /// JSON pointers into the spec's own document of the values overlays wrote (see
    /// `overlay::Overlaid::written`); empty without overlays.
    pub(crate) overlaid: std::collections::BTreeSet<crate::util::pointer::JsonPointer>,
}

impl Documents {
    /// A single document with no other files (refs to other files will be reported).
    pub fn single(doc: Document) -> Documents {
        Documents {
            version: doc.version,
            files: vec![File {
                display: doc.path,
                value: doc.root,
            }],
            targets: HashMap::new(),
            overlaid: Default::default(),
        }
    }

    /// The spec's own document.
    pub fn root(&self) -> &Value {
        &self.files[0].value
    }

    /// The path of document `file` as diagnostics name it.
    pub fn path(&self, file: FileId) -> &Path {
        &self.files[file].display
    }

    /// How many documents were read: the spec and every file its `$ref`s reach.
    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    #[cfg(test)]
    pub(crate) fn push_for_test(&mut self, display: PathBuf) {
        self.files.push(File {
            display,
            value: Value::Null,
        });
    }

    /// A file's identity for generated names: its path relative to the spec's folder, with `/`
    /// between components (`models/pet.yaml`), and `""` for the spec itself. Unlike a
    /// [`FileId`], which counts files in the order refs first reach them, it does not depend on
    /// which operations exist or in what order, nor on where the spec sits on disk.
    pub fn identity(&self, file: FileId) -> String {
        if file == 0 {
            return String::new();
        }
        let (mut root, mut path) = (&self.files[0].display, &self.files[file].display);
        // A file reached above a relative spec path is named absolutely (see `normalize_ref`):
        // compare both absolutely then, or the two would share no prefix.
        let absolute;
        if root.is_absolute() != path.is_absolute()
            && let (Ok(r), Ok(p)) = (std::path::absolute(root), std::path::absolute(path))
        {
            absolute = (r, p);
            (root, path) = (&absolute.0, &absolute.1);
        }
        let root = normalize(root);
        let dir: Vec<Component> = root
            .parent()
            .map_or_else(Vec::new, |d| d.components().collect());
        let path = normalize(path);
        let parts: Vec<Component> = path.components().collect();
        let shared = dir.iter().zip(&parts).take_while(|(a, b)| a == b).count();
        let ups = (shared..dir.len()).map(|_| "..".to_string());
        let downs = parts[shared..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned());
        ups.chain(downs).collect::<Vec<_>>().join("/")
    }
}

/// Looks up references across the loaded files.
#[derive(Clone, Copy)]
pub struct Resolver<'a> {
    /// The documents `$ref`s are followed in.
    pub docs: &'a Documents,
}

impl<'a> Resolver<'a> {
    /// A resolver over `docs`.
    pub fn new(docs: &'a Documents) -> Self {
        Resolver { docs }
    }

    /// The spec's own document.
    pub fn root(&self) -> &'a Value {
        self.docs.root()
    }

    /// A diagnostic about the place `at`.
    pub fn diag(&self, code: Code, at: &Loc, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(code, self.docs.path(at.file), &at.pointer, message)
    }

    /// The value at a location, when the file and pointer exist.
    pub fn get(&self, loc: &Loc) -> Option<&'a Value> {
        pointer(&self.docs.files.get(loc.file)?.value, &loc.pointer)
    }

    /// The value a `$ref` string points at, and its location. `at` is where the ref was written.
    pub fn lookup(&self, reference: &str, at: &Loc) -> Result<(&'a Value, Loc)> {
        let (file_part, fragment) = reference.split_once('#').unwrap_or((reference, ""));
        let file = if file_part.is_empty() {
            at.file
        } else {
            match self.docs.targets.get(&(at.file, file_part.to_string())) {
                Some(Ok(id)) => *id,
                Some(Err(d)) => return Err(Error::from((**d).clone())),
                None => {
                    return Err(self
                        .diag(Code::BadRef, at, format!("`$ref: {reference}` points into a file that was not loaded"))
                        .help("refer to other files by a path relative to the file that contains the ref")
                        .into());
                }
            }
        };
        let pointer = JsonPointer::from_escaped(percent_decode(fragment));
        let target = Loc { file, pointer };
        match self.get(&target) {
            Some(v) => Ok((v, target)),
            None => Err(self
                .diag(
                    Code::BadRef,
                    at,
                    format!("`$ref: {reference}` points nowhere"),
                )
                .help("check the spelling; the target must exist in the named document")
                .into()),
        }
    }

    /// Follows `$ref` until a value without one is reached; returns it and its location.
    pub fn follow(&self, value: &'a Value, at: &Loc) -> Result<(&'a Value, Loc)> {
        let mut current = value;
        let mut loc = at.clone();
        let mut refs: Vec<&str> = Vec::new();
        // Where each hop led: a place met again is a cycle. Places, not ref strings: `#/A`
        // written in two files names two places.
        let mut visited: Vec<Loc> = Vec::new();
        while let Some(reference) = current.get("$ref").and_then(Value::as_str) {
            refs.push(reference);
            if refs.len() > MAX_CHAIN {
                let shown = match refs.as_slice() {
                    [first, second, .., last] => format!("{first} -> {second} -> … -> {last}"),
                    _ => refs.join(" -> "),
                };
                return Err(self
                    .diag(Code::TooLarge, at, format!("`$ref` chain longer than {MAX_CHAIN} links: {shown}"))
                    .help(format!("point the `$ref` at the definition itself rather than at another `$ref`; openapi-mcp follows at most {MAX_CHAIN} in a row"))
                    .into());
            }
            let (next, next_loc) = self.lookup(reference, &loc)?;
            if visited.contains(&next_loc) {
                return Err(self
                    .diag(
                        Code::BadRef,
                        at,
                        format!("`$ref` cycle: {}", refs.join(" -> ")),
                    )
                    .help("a reference must end at a definition, not at itself")
                    .into());
            }
            visited.push(next_loc.clone());
            current = next;
            loc = next_loc;
        }
        Ok((current, loc))
    }
}

/// `Value::pointer`, without a string per token when there is nothing to unescape (every
/// `$ref` of a big API is looked up this way).
pub(crate) fn pointer<'v>(root: &'v Value, pointer: &JsonPointer) -> Option<&'v Value> {
    let pointer = pointer.as_str();
    if pointer.contains('~') {
        return root.pointer(pointer);
    }
    if pointer.is_empty() {
        return Some(root);
    }
    pointer
        .strip_prefix('/')?
        .split('/')
        .try_fold(root, |target, token| match target {
            Value::Object(map) => map.get(token),
            // As serde_json reads an index: no sign, no leading zero.
            Value::Array(list) => {
                if token.starts_with('+') || (token.starts_with('0') && token.len() != 1) {
                    return None;
                }
                token.parse::<usize>().ok().and_then(|i| list.get(i))
            }
            _ => None,
        })
}

/// `$ref` fragments are URI fragments: `%7B` and friends must be decoded before use as a pointer.
pub(crate) fn percent_decode(s: &str) -> String {
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

/// Whether the value at `pointer` in the root document was written by an overlay: it, or
/// a value it is inside, was inserted or replaced by an action.
pub fn overlay_wrote(written: &BTreeSet<JsonPointer>, pointer: &JsonPointer) -> bool {
    if written.is_empty() {
        return false;
    }
    std::iter::successors(Some(pointer.clone()), JsonPointer::parent)
        .any(|p| !p.is_root() && written.contains(&p))
}
