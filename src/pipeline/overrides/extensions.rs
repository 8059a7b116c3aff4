//! The spec's own corrections, read from each operation: `x-mcp-annotations`, then
//! `x-speakeasy-mcp`, then `x-mcp` (the most specific to this generator wins), each field an
//! overlay wrote applied after the spec's own value it replaced (source `overlay` in `plan`).
//! They are applied right after lowering, below the overrides file's `defaults`, rules and
//! `tools:` entries ([`super::apply`]); a bad field is a located error, as in the file.

use std::collections::BTreeMap;

use crate::error::{Diagnostic, Severity};
use crate::model::document::{Documents, Loc, Resolver, overlay_wrote};
use crate::model::{HintSource, ToolSet};

use super::fields::{ENTRY, Slot};
use super::{Entry, EntryPlace, apply_entry, read_entry, speakeasy};

/// What reading the extensions found wrong: errors stop the run, warnings do not.
#[derive(Debug, Default)]
pub struct Problems {
    /// Bad fields, each located in its document.
    pub errors: Vec<Diagnostic>,
    /// Problems that do not stop the run.
    pub warnings: Vec<Diagnostic>,
}

/// Applies every operation's extensions to its tool. `operations` says where each tool's
/// operation object is (after following a `$ref` to it), by tool name, as lowering found it.
pub fn apply_extensions(
    docs: &Documents,
    set: &mut ToolSet,
    operations: &BTreeMap<String, Loc>,
) -> Problems {
    let r = Resolver::new(docs);
    let mut problems = Problems::default();
    for tool in &mut set.tools {
        let Some(at) = operations.get(&tool.name) else {
            continue;
        };
        let Some(op) = r.get(at) else {
            continue;
        };
        let mut extensions = Vec::new();
        let mut push = |found: Vec<Diagnostic>| {
            for d in mark_overlaid(docs, found, at) {
                if d.severity() == Severity::Error {
                    problems.errors.push(d);
                } else {
                    problems.warnings.push(d);
                }
            }
        };
        // A null extension is not given, as everywhere in the overrides.
        for (ext, source) in [
            (&speakeasy::ANNOTATIONS, HintSource::AnnotationsExtension),
            (&speakeasy::SPEAKEASY, HintSource::SpeakeasyExtension),
        ] {
            let Some(v) = op.get(ext.name).filter(|v| !v.is_null()) else {
                continue;
            };
            let at = at.push(ext.name);
            let file = docs.path(at.file);
            let (entry, scopes, found) = speakeasy::read(ext, file, &at.pointer, v);
            push(found);
            if !scopes.is_empty() {
                tool.scopes = scopes;
            }
            let key = |field: &'static str| speakeasy::key_of(ext, field).unwrap_or(field);
            extensions.extend(by_writer(docs, entry, &at, key, source));
        }
        if let Some(v) = op.get("x-mcp").filter(|v| !v.is_null()) {
            let at = at.push("x-mcp");
            let file = docs.path(at.file);
            let (entry, found) = read_entry(file, &at.pointer, v, EntryPlace::SpecExtension);
            push(found);
            extensions.extend(by_writer(
                docs,
                entry,
                &at,
                |f| f,
                HintSource::SpecExtension,
            ));
        }
        // `skip: true` here is only the first say: a rule or `tools:` entry may bring the
        // operation back, so the tool is kept whole until `apply` decides.
        for (entry, source) in &extensions {
            apply_entry(tool, entry, source);
        }
    }
    problems
}

/// Problems in an extension, each saying so when an overlay wrote the bad value: the text to
/// fix is then in the overlay file, not in the spec the pointer is into.
fn mark_overlaid(docs: &Documents, mut problems: Vec<Diagnostic>, at: &Loc) -> Vec<Diagnostic> {
    if at.file == 0 {
        for d in &mut problems {
            if overlay_wrote(&docs.overlaid, &d.pointer) {
                d.message.push_str(" (a value an overlay wrote there)");
            }
        }
    }
    problems
}

/// An extension's corrections split by who wrote them: the fields an overlay wrote (`overlay`
/// in `plan`), applied after the spec's own of the same extension, which they replaced. `key`
/// is the field's name in the extension at `at`.
fn by_writer(
    docs: &Documents,
    mut entry: Entry,
    at: &Loc,
    key: impl Fn(&'static str) -> &'static str,
    source: HintSource,
) -> Vec<(Entry, HintSource)> {
    let written = &docs.overlaid;
    // Overlays change the spec's own document only.
    if at.file != 0 || written.is_empty() {
        return vec![(entry, source)];
    }
    let mut overlaid = Entry::default();
    for field in ENTRY {
        let pointer = at.pointer.child(key(field.name));
        if !overlay_wrote(written, &pointer) {
            continue;
        }
        match field.slot {
            Slot::Flag(slot) => *slot(&mut overlaid) = slot(&mut entry).take(),
            Slot::Text(slot) => *slot(&mut overlaid) = slot(&mut entry).take(),
            Slot::List(slot) => *slot(&mut overlaid) = slot(&mut entry).take(),
            Slot::None => {}
        }
    }
    vec![(entry, source), (overlaid, HintSource::Overlay)]
}
