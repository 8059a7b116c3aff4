//! Errors confined to operations: a spec the user does not own often has a few broken
//! operations (a path parameter never declared, a `$ref` in its own body that points nowhere, a
//! shared schema or parameter some of them reach that is broken), and refusing the whole API for
//! them helps nobody. Each operation an error lies in, or was met for in a shared part (the
//! error's `within`), is left out with a located warning (`W0206 skipped-invalid`); errors
//! anywhere else (the document's shape, what cannot be read, the user's own overrides and
//! `x-mcp`) stay errors.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::error::{Code, Diagnostic};
use crate::model::{Method, Origin, Tool, ToolSet};
use crate::util::pointer::JsonPointer;

/// An operation, where it is written: its document and the JSON pointer of its object.
type Place = (PathBuf, JsonPointer);

/// One operation left out: where it is written and its `METHOD /path` (several paths can
/// `$ref` one path item, so a place alone may name several tools).
type LeftOut = (Place, String);

/// What [`leave_out`] made of a stage's errors.
pub(crate) struct Confined {
    /// The errors that stay errors.
    pub errors: Vec<Diagnostic>,
    /// A `W0206 skipped-invalid` warning per error confined to an operation.
    pub warnings: Vec<Diagnostic>,
    /// The origins of the tools removed from the set for them.
    pub removed: Vec<Origin>,
}

/// Leaves out of `set` the operations whose errors are their own, unless `strict`.
pub(crate) fn leave_out(
    errors: Vec<Diagnostic>,
    set: &mut ToolSet,
    spec: &Path,
    strict: bool,
) -> Confined {
    if strict {
        return Confined {
            errors,
            warnings: Vec::new(),
            removed: Vec::new(),
        };
    }
    let mut places = BTreeSet::new();
    let (errors, warnings) = confine(errors, &set.tools, spec, &mut places);
    let mut removed = Vec::new();
    set.tools.retain(|t| {
        let o = &t.origin;
        let gone = places.contains(&((o.file(spec).to_path_buf(), o.pointer.clone()), o.key()));
        if gone {
            removed.push(o.clone());
        }
        !gone
    });
    Confined {
        errors,
        warnings,
        removed,
    }
}

/// The codes of errors that can be the spec's fault within one operation.
const CONFINABLE: [Code; 5] = [
    Code::BadPath,
    Code::BadRef,
    Code::InvalidSpec,
    Code::BadName,
    Code::TooLarge,
];

/// Splits `errors` into those that stay errors and the warnings of the operations they leave
/// out, with those operations (added to `left_out`). `tools` give the places of the operations
/// that became tools; an operation of the spec itself that did not is found by its pointer.
fn confine(
    errors: Vec<Diagnostic>,
    tools: &[Tool],
    spec: &Path,
    left_out: &mut BTreeSet<LeftOut>,
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let tools: Vec<(Place, String)> = tools
        .iter()
        .map(|t| {
            let o = &t.origin;
            ((o.file(spec).to_path_buf(), o.pointer.clone()), o.key())
        })
        .collect();
    let mut kept = Vec::new();
    let mut warnings = Vec::new();
    for e in errors {
        match operation_of(&e, &tools, spec) {
            Some((place, key)) => {
                let mut w = Diagnostic::new(
                    Code::SkippedInvalid,
                    &e.file,
                    &e.pointer,
                    format!("{key} is left out: {}", e.message),
                );
                w.line = e.line;
                w.help = e.help.clone();
                w.within = Some(key.clone());
                warnings.push(w);
                left_out.insert((place, key));
            }
            None => kept.push(e),
        }
    }
    (kept, warnings)
}

/// The operation an error lies within, when it is confined to it.
fn operation_of(e: &Diagnostic, tools: &[(Place, String)], spec: &Path) -> Option<(Place, String)> {
    if !CONFINABLE.contains(&e.code) {
        return None;
    }
    let within = |op: &JsonPointer| {
        e.pointer
            .strip_prefix(op)
            // What the user wrote about the operation is theirs to fix.
            .filter(|rest| !rest.starts_with("/x-mcp"))
    };
    // The operation the error names, where it names one; else the first at its place.
    let named = |key: &String| e.within.as_ref().is_none_or(|w| w == key);
    for ((file, pointer), key) in tools {
        if *file == e.file
            && named(key)
            && let Some(rest) = within(pointer)
        {
            // A bad tool name at the operation itself comes from an override or `x-mcp`.
            if e.code == Code::BadName && rest.is_empty() {
                return None;
            }
            return Some(((file.clone(), pointer.clone()), key.clone()));
        }
    }
    // An error met in a part that several operations share (a schema, a parameter, a file),
    // for the operation it names: that operation is left out.
    if let Some(key) = &e.within {
        if let Some((place, key)) = tools.iter().find(|(_, k)| k == key) {
            return Some((place.clone(), key.clone()));
        }
        // It made no tool: its place in the spec, `/paths/<path>/<method>`.
        let (method, path) = key.split_once(' ')?;
        let method = Method::from_key(&method.to_ascii_lowercase())?;
        let op = JsonPointer::from("/paths")
            .child(path)
            .child(&method.as_str().to_ascii_lowercase());
        return Some(((spec.to_path_buf(), op), key.clone()));
    }
    // An operation that made no tool: `/paths/<path>/<method>/...` of the spec itself.
    if e.file != spec {
        return None;
    }
    let tokens: Vec<String> = e.pointer.tokens().take(4).collect();
    let (paths, path, key) = match tokens.as_slice() {
        [paths, path, key, ..] => (paths, path, key),
        _ => return None,
    };
    if paths != "paths" {
        return None;
    }
    let item = JsonPointer::from("/paths").child(path);
    let (method, op) = match (Method::from_key(key), tokens.get(3)) {
        (Some(method), _) => (method, item.child(key)),
        // OpenAPI 3.2's other methods: `/paths/<path>/additionalOperations/<METHOD>`.
        (None, Some(name))
            if key == "additionalOperations" || key == "x-oai-additionalOperations" =>
        {
            (
                Method::Extension(crate::model::MethodName::parse(name)?),
                item.child(key).child(name),
            )
        }
        _ => return None,
    };
    within(&op)?;
    Some(((e.file.clone(), op), format!("{} {path}", method.as_str())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(code: Code, file: &str, pointer: &'static str) -> Diagnostic {
        Diagnostic::new(code, Path::new(file), pointer, "m")
    }

    #[test]
    fn only_errors_within_one_operation_of_the_spec_are_confined() {
        let spec = Path::new("api.yaml");
        let mut out = BTreeSet::new();
        let errors = vec![
            error(Code::BadPath, "api.yaml", "/paths/~1a~1{id}/get"),
            error(Code::BadRef, "api.yaml", "/paths/~1a/post/requestBody/$ref"),
            // The path item's own parameters serve every method: not one operation's.
            error(Code::BadRef, "api.yaml", "/paths/~1a/parameters/0"),
            error(Code::BadRef, "api.yaml", "/components/schemas/Pet"),
            error(Code::BadOverrides, "api.yaml", "/paths/~1a/get/x-mcp/name"),
            error(Code::InvalidSpec, "api.yaml", "/paths/~1a/get/x-mcp"),
            error(Code::BadRef, "other.yaml", "/paths/~1a/get"),
            error(Code::InvalidSpec, "api.yaml", "/paths/~1a/getter"),
        ];
        let (kept, warnings) = confine(errors, &[], spec, &mut out);
        assert_eq!(kept.len(), 6, "{kept:?}");
        assert_eq!(
            warnings
                .iter()
                .map(|w| w.message.as_str())
                .collect::<Vec<_>>(),
            ["GET /a/{id} is left out: m", "POST /a is left out: m"]
        );
        assert!(warnings.iter().all(|w| w.code == Code::SkippedInvalid));
        assert_eq!(
            out.into_iter().map(|((_, p), _)| p).collect::<Vec<_>>(),
            ["/paths/~1a/post", "/paths/~1a~1{id}/get"]
        );
    }
}
