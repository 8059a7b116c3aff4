//! Overlay stage: applies OpenAPI Overlay documents (Overlay Specification 1.0.0) to the spec's
//! root document, in the order given, after it is parsed and before its `$ref`s are resolved.
//! An action's `target` is an RFC 9535 JSONPath; `update` merges into every node it selects,
//! `remove: true` removes them. Every place an action wrote is remembered
//! ([`Overlaid::written`]), so that a hint set by an `x-mcp` an overlay wrote shows the source
//! `overlay` in `plan`.
//!
//! Merging follows the specification, with the rules its 1.1.0 revision spells out for what
//! 1.0.0 calls a recursive merge: a property only in the update is added, a primitive replaces
//! a primitive, a list is appended to a list, a mapping is merged into a mapping, and any other
//! pair is an error. A selected list gets the update appended as one entry (1.0.0). One
//! leniency: a `null` in an update (an empty YAML key, as the specification's own Structured
//! Overlay example writes `components:`) over a mapping or list leaves it as it is.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};
use serde_json_path::JsonPath;

use crate::error::{Code, Diagnostic, Error, Result};
use crate::util::json::kind_of;
use crate::util::pointer::JsonPointer;
use crate::util::source::Source;

/// One overlay file, read and checked: its actions, ready to apply.
#[derive(Debug)]
pub(crate) struct Overlay {
    path: PathBuf,
    /// The file's text, to give every problem found while applying a line and column.
    text: String,
    actions: Vec<Action>,
}

#[derive(Debug)]
struct Action {
    /// Its place in `actions`, from 0 (pointers), shown from 1 in messages.
    index: usize,
    target: JsonPath,
    /// The target as written, for messages.
    target_text: String,
    update: Option<Value>,
    remove: bool,
}

/// What applying the overlays did besides changing the document.
#[derive(Debug, Default)]
pub(crate) struct Overlaid {
    /// JSON pointers into the spec's root document of every value an overlay inserted or
    /// replaced (a value below one of them was written by the overlay too).
    pub written: BTreeSet<JsonPointer>,
    /// Actions whose target matched nothing (`W0207 unmatched-overlay-action`).
    pub warnings: Vec<Diagnostic>,
    /// Values copied into the document so far (bounded by [`MAX_COPIED_VALUES`]).
    copied: usize,
}

/// Reads and checks every overlay file; every problem of every file is reported at once.
pub(crate) fn read_all(source: &Source, paths: &[PathBuf]) -> Result<Vec<Overlay>> {
    let mut overlays = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        match source.read(path, "overlay file") {
            Ok(text) => match parse(path, &text) {
                Ok(overlay) => overlays.push(overlay),
                Err(e) => problems.extend(e.diagnostics),
            },
            Err(e) => problems.extend(e.diagnostics),
        }
    }
    if problems.is_empty() {
        Ok(overlays)
    } else {
        Err(Error::new(problems))
    }
}

/// Applies the overlays to `root` in order, each action to the result of the one before it.
pub(crate) fn apply_all(overlays: &[Overlay], root: &mut Value) -> Result<Overlaid> {
    let mut done = Overlaid::default();
    let mut errors = Vec::new();
    for overlay in overlays {
        for action in &overlay.actions {
            apply(overlay, action, root, &mut done, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(done)
    } else {
        Err(Error::new(errors))
    }
}

/// A problem at `pointer` in the overlay file, with its line and column.
fn problem(
    path: &Path,
    text: &str,
    code: Code,
    pointer: &JsonPointer,
    message: String,
    help: &str,
) -> Diagnostic {
    let mut d = Diagnostic::new(code, path, pointer, message).help(help);
    d.line = crate::util::locate::line_of(text, pointer);
    d
}

const SHAPE_HELP: &str = "an overlay is a mapping with `overlay: 1.0.0`, `info: {title, version}` and a non-empty list of `actions`, each with a `target` (a JSONPath) and `update` or `remove: true`";

/// Parses and checks one overlay file: the fields Overlay 1.0.0 requires, their types, each
/// target's JSONPath. Every problem is reported, each at its own pointer.
pub(crate) fn parse(path: &Path, text: &str) -> Result<Overlay> {
    let value = crate::util::parse::parse_value(path, text)?;
    let mut problems = Vec::new();
    let mut bad = |pointer: &JsonPointer, message: String, help: &str| {
        problems.push(problem(
            path,
            text,
            Code::BadOverlay,
            pointer,
            message,
            help,
        ));
    };
    let Some(root) = value.as_object() else {
        bad(
            &JsonPointer::from(""),
            format!(
                "an overlay is a mapping, found {} (is this the right file?)",
                kind_of(&value)
            ),
            SHAPE_HELP,
        );
        return Err(Error::new(problems));
    };
    match root.get("overlay") {
        None => bad(
            &JsonPointer::from(""),
            "missing field `overlay` (the Overlay Specification version)".into(),
            "add `overlay: 1.0.0` at the top of the file",
        ),
        Some(Value::String(v)) if is_version_1_0(v) => {}
        Some(Value::String(v)) => bad(
            &JsonPointer::from("/overlay"),
            format!("Overlay {v} is not supported; openapi-mcp reads Overlay 1.0.x"),
            "write `overlay: 1.0.0` if the file uses only what 1.0.0 defines (`update` and `remove`, no `copy`)",
        ),
        Some(other) => bad(
            &JsonPointer::from("/overlay"),
            format!("expected the version as a string, found {}", kind_of(other)),
            "write it as text: overlay: 1.0.0",
        ),
    }
    match root.get("info") {
        None => bad(
            &JsonPointer::from(""),
            "missing field `info`".into(),
            "add `info: {title: ..., version: ...}` saying what the overlay is for",
        ),
        Some(Value::Object(info)) => {
            for key in ["title", "version"] {
                match info.get(key) {
                    Some(Value::String(_)) => {}
                    None => bad(
                        &JsonPointer::from("/info"),
                        format!("missing field `{key}` in `info`"),
                        "`info` needs a `title` and a `version`, both text",
                    ),
                    Some(other) => bad(
                        &JsonPointer::from("/info").child(key),
                        format!("expected `{key}` as a string, found {}", kind_of(other)),
                        "write it as text (quote a version such as '1.0')",
                    ),
                }
            }
            unknown_fields(info, &["title", "version"], &"/info".into(), &mut bad);
        }
        Some(other) => bad(
            &JsonPointer::from("/info"),
            format!("expected `info` as a mapping, found {}", kind_of(other)),
            "write `info: {title: ..., version: ...}`",
        ),
    }
    if let Some(extends) = root.get("extends")
        && !extends.is_string()
    {
        bad(
            &JsonPointer::from("/extends"),
            format!(
                "expected `extends` as a string (a URI reference), found {}",
                kind_of(extends)
            ),
            "write the spec's URI or relative path as text, or leave `extends` out",
        );
    }
    unknown_fields(
        root,
        &["overlay", "info", "extends", "actions"],
        &JsonPointer::root(),
        &mut bad,
    );
    let mut actions = Vec::new();
    match root.get("actions") {
        None => bad(
            &JsonPointer::from(""),
            "missing field `actions`".into(),
            "add `actions:` with at least one action (`- target: $.info` and `update: {...}`)",
        ),
        Some(Value::Array(items)) if items.is_empty() => bad(
            &JsonPointer::from("/actions"),
            "`actions` is empty; Overlay 1.0.0 requires at least one".into(),
            "add an action, or leave the overlay out",
        ),
        Some(Value::Array(items)) => {
            for (index, item) in items.iter().enumerate() {
                if let Some(action) = read_action(index, item, &mut bad) {
                    actions.push(action);
                }
            }
        }
        Some(other) => bad(
            &JsonPointer::from("/actions"),
            format!("expected `actions` as a list, found {}", kind_of(other)),
            "write `actions:` as a list of actions, each starting with `- target:`",
        ),
    }
    if problems.is_empty() {
        Ok(Overlay {
            path: path.to_path_buf(),
            text: text.to_string(),
            actions,
        })
    } else {
        Err(Error::new(problems))
    }
}

/// `1.0.0`, `1.0.1`...: the patch number carries no meaning (the specification's Versions).
fn is_version_1_0(v: &str) -> bool {
    v.strip_prefix("1.0.")
        .is_some_and(|patch| !patch.is_empty() && patch.bytes().all(|b| b.is_ascii_digit()))
}

/// Fields neither the specification defines nor an `x-` extension: a typo would otherwise
/// silently not apply.
fn unknown_fields(
    map: &Map<String, Value>,
    known: &[&str],
    at: &JsonPointer,
    bad: &mut impl FnMut(&JsonPointer, String, &str),
) {
    for key in map.keys() {
        if !known.contains(&key.as_str()) && !key.starts_with("x-") {
            let expected = known
                .iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", ");
            bad(
                &at.child(key),
                format!("unknown field `{key}`, expected one of {expected} (or an `x-` extension)"),
                "fix the field's name, or remove it",
            );
        }
    }
}

fn read_action(
    index: usize,
    item: &Value,
    bad: &mut impl FnMut(&JsonPointer, String, &str),
) -> Option<Action> {
    let at = JsonPointer::from("/actions").child(&index.to_string());
    let Some(map) = item.as_object() else {
        bad(
            &at,
            format!("expected an action (a mapping), found {}", kind_of(item)),
            "write each action as a mapping: `- target: $.info` and `update: {...}` or `remove: true`",
        );
        return None;
    };
    unknown_fields(
        map,
        &["target", "description", "update", "remove"],
        &at,
        bad,
    );
    if let Some(d) = map.get("description")
        && !d.is_string()
    {
        bad(
            &at.child("description"),
            format!("expected `description` as a string, found {}", kind_of(d)),
            "write the description as text",
        );
    }
    let remove = match map.get("remove") {
        None => Some(false),
        Some(Value::Bool(b)) => Some(*b),
        Some(other) => {
            bad(
                &at.child("remove"),
                format!(
                    "expected `remove` as true or false, found {}",
                    kind_of(other)
                ),
                "write `remove: true` to remove what the target selects",
            );
            None
        }
    };
    let update = map.get("update").cloned();
    if remove == Some(false) && update.is_none() {
        bad(
            &at,
            format!(
                "action #{} does nothing: it has neither `update` nor `remove: true`",
                index + 1
            ),
            "add `update:` with what to merge into the selected nodes, or `remove: true`",
        );
    }
    let target = match map.get("target") {
        None => {
            bad(
                &at,
                format!("action #{} has no `target`", index + 1),
                "add `target:` with a JSONPath selecting what to change, e.g. `$.paths['/pets'].post`",
            );
            None
        }
        Some(Value::String(t)) => match JsonPath::parse(t) {
            Ok(path) => Some((path, t.clone())),
            Err(e) => {
                bad(
                    &at.child("target"),
                    format!("`{t}` is not a JSONPath (RFC 9535): {e}"),
                    "write the target as an RFC 9535 JSONPath starting with `$`; quote names holding `/`, `-` or `{` in brackets: `$.paths['/pets/{id}'].get`",
                );
                None
            }
        },
        Some(other) => {
            bad(
                &at.child("target"),
                format!(
                    "expected `target` as a string (a JSONPath), found {}",
                    kind_of(other)
                ),
                "write the target as text, e.g. `target: \"$.info\"`",
            );
            None
        }
    };
    let (target, target_text) = target?;
    Some(Action {
        index,
        target,
        target_text,
        update,
        remove: remove?,
    })
}

/// Applies one action: every node its target selects gets the update, or is removed.
fn apply(
    overlay: &Overlay,
    action: &Action,
    root: &mut Value,
    done: &mut Overlaid,
    errors: &mut Vec<Diagnostic>,
) {
    let at = JsonPointer::from("/actions").child(&action.index.to_string());
    let mut pointers: Vec<JsonPointer> = action
        .target
        .query_located(root)
        .dedup()
        .locations()
        .map(|l| JsonPointer::from_escaped(l.to_json_pointer()))
        .collect();
    let err = |pointer: &JsonPointer, message: String, help: &str| {
        problem(
            &overlay.path,
            &overlay.text,
            Code::BadOverlay,
            pointer,
            message,
            help,
        )
    };
    if pointers.is_empty() {
        done.warnings.push(problem(
            &overlay.path,
            &overlay.text,
            Code::UnmatchedOverlayAction,
            &at.child("target"),
            format!(
                "action #{} (target `{}`) matches nothing in the spec",
                action.index + 1,
                action.target_text
            ),
            "check the target against the spec (names are case sensitive; an earlier action may have removed it); remove the action if that part of the spec is gone",
        ));
        return;
    }
    if action.remove {
        // Last first: removing an array's later items leaves the earlier ones' indices alone.
        pointers.reverse();
        for pointer in pointers {
            if pointer.is_root() {
                errors.push(err(
                    &at.child("target"),
                    format!(
                        "action #{} would remove the whole document",
                        action.index + 1
                    ),
                    "target what to remove inside the document, e.g. `$.paths['/internal']`",
                ));
                continue;
            }
            remove_at(root, &pointer);
            done.written.retain(|w| !w.starts_with(&pointer));
        }
        return;
    }
    let Some(update) = &action.update else {
        return;
    };
    // Every selected node gets a copy of the update: a wide target and a big update could
    // otherwise grow the document far beyond what its files spell out.
    let copies = values(update).saturating_mul(pointers.len());
    done.copied = done.copied.saturating_add(copies);
    if done.copied > MAX_COPIED_VALUES {
        errors.push(problem(
            &overlay.path,
            &overlay.text,
            Code::TooLarge,
            &at.child("update"),
            format!(
                "action #{} copies its update into {} places ({copies} values); the overlays may add at most {MAX_COPIED_VALUES} values in all",
                action.index + 1,
                pointers.len()
            ),
            "narrow the target, or make the update smaller",
        ));
        return;
    }
    for pointer in pointers {
        let Some(node) = root.pointer_mut(pointer.as_str()) else {
            continue;
        };
        let shown = if pointer.is_root() {
            "the document's root".to_string()
        } else {
            format!("#{pointer}")
        };
        match (node, update) {
            (Value::Object(target), Value::Object(update)) => merge(
                target,
                update,
                &pointer,
                &at.child("update"),
                &mut done.written,
                &mut |p, m, h| errors.push(err(p, m, h)),
            ),
            (Value::Object(_), other) => errors.push(err(
                &at.child("update"),
                format!(
                    "the target selects a mapping ({shown} in the spec), so `update` must be a mapping of the properties to merge; found {}",
                    kind_of(other)
                ),
                "write `update:` as a mapping; to replace a property's value, select the mapping that holds it and update that property",
            )),
            (Value::Array(items), update) => {
                done.written.insert(pointer.child(&items.len().to_string()));
                items.push(update.clone());
            }
            (node, _) => errors.push(err(
                &at.child("target"),
                format!(
                    "action #{} selects {} ({shown} in the spec); Overlay 1.0.0 updates only mappings and lists",
                    action.index + 1,
                    kind_of(node)
                ),
                "select the mapping that holds the value and update the property in it: `target: $.info`, `update: {title: New}`",
            )),
        }
    }
}

/// Merges `update` into `target` (the node at `doc` in the spec; the update at `at` in the
/// overlay), recording every value written.
fn merge(
    target: &mut Map<String, Value>,
    update: &Map<String, Value>,
    doc: &JsonPointer,
    at: &JsonPointer,
    written: &mut BTreeSet<JsonPointer>,
    errors: &mut dyn FnMut(&JsonPointer, String, &str),
) {
    for (key, new) in update {
        let doc_at = doc.child(key);
        let Some(old) = target.get_mut(key) else {
            target.insert(key.clone(), new.clone());
            written.insert(doc_at);
            continue;
        };
        match (old, new) {
            (Value::Object(old), Value::Object(new)) => {
                merge(old, new, &doc_at, &at.child(key), written, errors)
            }
            (Value::Array(old), Value::Array(new)) => {
                for item in new {
                    written.insert(doc_at.child(&old.len().to_string()));
                    old.push(item.clone());
                }
            }
            // An empty key stands for "nothing to change here" (see the module documentation).
            (Value::Object(_) | Value::Array(_), Value::Null) => {}
            (old @ (Value::Null | Value::Bool(_) | Value::Number(_) | Value::String(_)), new)
                if !new.is_object() && !new.is_array() =>
            {
                *old = new.clone();
                written.insert(doc_at);
            }
            (old, new) => errors(
                &at.child(key),
                format!(
                    "cannot merge {} into {} (#{doc_at} in the spec)",
                    kind_of(new),
                    kind_of(old)
                ),
                "an update merges a mapping into a mapping, appends a list to a list and replaces a primitive with a primitive; to replace the value, remove it in an earlier action (`remove: true`), then add it here",
            ),
        }
    }
}

/// Values the overlays may copy into the document in all (see [`apply`]): far more than any
/// real overlay writes, and a bound on the memory a hostile one can claim.
pub const MAX_COPIED_VALUES: usize = 4_000_000;

/// How many values `v` is made of, itself included.
fn values(v: &Value) -> usize {
    match v {
        Value::Array(items) => 1 + items.iter().map(values).sum::<usize>(),
        Value::Object(map) => 1 + map.values().map(values).sum::<usize>(),
        _ => 1,
    }
}

/// Removes the node at `pointer` (not the root) from the mapping or list that holds it,
/// keeping the order of the rest.
fn remove_at(root: &mut Value, pointer: &JsonPointer) {
    let tokens: Vec<String> = pointer.tokens().collect();
    let Some((last, parents)) = tokens.split_last() else {
        return;
    };
    let mut node = root;
    for token in parents {
        let next = match node {
            Value::Object(map) => map.get_mut(token),
            Value::Array(items) => token.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
            _ => None,
        };
        match next {
            Some(n) => node = n,
            None => return,
        }
    }
    match node {
        Value::Object(map) => {
            map.shift_remove(last);
        }
        Value::Array(items) => {
            if let Some(i) = last.parse::<usize>().ok().filter(|i| *i < items.len()) {
                items.remove(i);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn run(overlays: &[&str], doc: Value) -> (Value, Overlaid) {
        let parsed: Vec<Overlay> = overlays
            .iter()
            .enumerate()
            .map(|(i, t)| parse(Path::new(&format!("o{i}.yaml")), t).unwrap())
            .collect();
        let mut doc = doc;
        let done = apply_all(&parsed, &mut doc).unwrap();
        (doc, done)
    }

    const HEAD: &str = "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n";

    #[test]
    fn updates_merge_recursively_and_append_to_lists() {
        let doc = json!({"info": {"title": "A", "tags": ["a"]}, "servers": [{"url": "x"}]});
        let (doc, done) = run(
            &[&format!(
                "{HEAD}- target: $.info\n  update: {{title: B, tags: [b], license: {{name: MIT}}}}\n- target: $.servers\n  update: {{url: y}}\n"
            )],
            doc,
        );
        assert_eq!(
            doc,
            json!({"info": {"title": "B", "tags": ["a", "b"], "license": {"name": "MIT"}}, "servers": [{"url": "x"}, {"url": "y"}]})
        );
        let written: Vec<&str> = done.written.iter().map(JsonPointer::as_str).collect();
        assert_eq!(
            written,
            ["/info/license", "/info/tags/1", "/info/title", "/servers/1"]
        );
        assert!(crate::model::document::overlay_wrote(
            &done.written,
            &"/info/license/name".into()
        ));
        assert!(!crate::model::document::overlay_wrote(
            &done.written,
            &"/info".into()
        ));
        assert!(!crate::model::document::overlay_wrote(
            &done.written,
            &"/info/tag".into()
        ));
    }

    #[test]
    fn removal_keeps_order_and_filters_select_items() {
        let doc = json!({"b": 1, "a": {"p": [{"n": "x"}, {"n": "dummy"}, {"n": "dummy"}, {"n": "y"}]}, "c": 2});
        let (doc, _) = run(
            &[&format!(
                "{HEAD}- target: $.b\n  remove: true\n- target: \"$.a.p[?@.n == 'dummy']\"\n  remove: true\n"
            )],
            doc,
        );
        assert_eq!(doc, json!({"a": {"p": [{"n": "x"}, {"n": "y"}]}, "c": 2}));
        assert_eq!(
            doc.as_object().unwrap().keys().collect::<Vec<_>>(),
            ["a", "c"]
        );
    }

    #[test]
    fn overlays_apply_in_order_and_removal_forgets_what_was_written() {
        let first = format!("{HEAD}- target: $\n  update: {{x-a: {{v: 1}}}}\n");
        let second = format!(
            "{HEAD}- target: \"$['x-a']\"\n  remove: true\n- target: $\n  update: {{x-a: {{w: 2}}}}\n"
        );
        let (doc, done) = run(&[&first, &second], json!({}));
        assert_eq!(doc, json!({"x-a": {"w": 2}}));
        assert!(done.written.contains(&JsonPointer::from("/x-a")));
        // A null over a mapping changes nothing (the Structured Overlay example's `components:`).
        let (doc, _) = run(
            &[&format!("{HEAD}- target: $\n  update: {{components: ~}}\n")],
            json!({"components": {"a": 1}}),
        );
        assert_eq!(doc, json!({"components": {"a": 1}}));
    }

    #[test]
    fn unmatched_targets_warn_and_bad_ones_are_located_errors() {
        let (_, done) = run(
            &[&format!("{HEAD}- target: $.nope\n  update: {{a: 1}}\n")],
            json!({}),
        );
        assert_eq!(done.warnings[0].code, Code::UnmatchedOverlayAction);
        assert_eq!(done.warnings[0].pointer, "/actions/0/target");
        assert_eq!(done.warnings[0].line, Some((4, 11)));

        let e = parse(
            Path::new("o.yaml"),
            &format!("{HEAD}- target: $.a\n  update: {{}}\n- target: '$.paths['\n  remove: true\n"),
        )
        .unwrap_err();
        let d = &e.diagnostics[0];
        assert_eq!(
            (d.pointer.as_str(), d.line),
            ("/actions/1/target", Some((6, 11)))
        );
        assert!(
            d.message
                .contains("is not a JSONPath (RFC 9535): at position"),
            "{}",
            d.message
        );

        let pointers = |text: &str| -> Vec<String> {
            parse(Path::new("o.yaml"), text)
                .unwrap_err()
                .diagnostics
                .into_iter()
                .map(|d| d.pointer.to_string())
                .collect()
        };
        assert_eq!(
            pointers(
                "overlay: 1.1.0\ninfo: {title: t, version: '1'}\nactions: [{target: $, remove: true}]\n"
            ),
            ["/overlay"]
        );
        assert_eq!(
            pointers("info: {title: t}\nactions: []\nextra: 1\n"),
            ["", "/actions", "/extra", "/info"]
        );
        assert_eq!(
            pointers(&format!(
                "{HEAD}- {{target: 5, remove: yes, description: [a]}}\n- {{target: $}}\n- 7\n"
            )),
            [
                "/actions/0/description",
                "/actions/0/remove",
                "/actions/0/target",
                "/actions/1",
                "/actions/2"
            ]
        );

        let bad_apply = |update: &str, doc: Value| -> Vec<(String, String)> {
            let o = parse(Path::new("o.yaml"), &format!("{HEAD}{update}")).unwrap();
            let mut doc = doc;
            apply_all(&[o], &mut doc)
                .unwrap_err()
                .diagnostics
                .into_iter()
                .map(|d| (d.pointer.to_string(), d.message))
                .collect()
        };
        let found = bad_apply("- target: $.info\n  update: [1]\n", json!({"info": {}}));
        assert_eq!(found[0].0, "/actions/0/update");
        assert!(found[0].1.contains("must be a mapping"), "{found:?}");
        let found = bad_apply(
            "- target: $.info.title\n  update: x\n",
            json!({"info": {"title": "a"}}),
        );
        assert_eq!(found[0].0, "/actions/0/target");
        let found = bad_apply(
            "- target: $\n  update: {info: {title: [x]}}\n",
            json!({"info": {"title": "a"}}),
        );
        assert_eq!(found[0].0, "/actions/0/update/info/title");
        assert!(found[0].1.contains("#/info/title in the spec"), "{found:?}");
    }

    #[test]
    fn a_hint_from_an_x_mcp_an_overlay_wrote_has_the_source_overlay() {
        use crate::model::HintSource;
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/search:\n    post:\n      operationId: searchA\n      responses: {'200': {description: ok}}\n  /b:\n    post:\n      operationId: makeB\n      x-mcp: {destructive: true}\n      responses: {'200': {description: ok}}\n";
        let overlay = format!(
            "{HEAD}- target: \"$.paths['/a/search'].post\"\n  update: {{x-mcp: {{read_only: true}}}}\n- target: $.paths[?@.post.operationId == 'makeB'].post\n  update: {{x-mcp: {{idempotent: true}}}}\n"
        );
        let source = Source::memory([("api.yaml", spec.to_string()), ("o.yaml", overlay)]);
        let planned = crate::plan(
            &crate::Settings::new("api.yaml")
                .source(source)
                .overlay("o.yaml"),
        )
        .unwrap();
        let tool = |name: &str| planned.set.tools.iter().find(|t| t.name == name).unwrap();
        let a = &tool("search_a").annotations;
        assert_eq!(
            (a.read_only.value, &a.read_only.source),
            (true, &HintSource::Overlay)
        );
        assert_eq!(a.idempotent.source, HintSource::MethodDefault);
        let b = &tool("make_b").annotations;
        assert_eq!(
            (b.idempotent.value, &b.idempotent.source),
            (true, &HintSource::Overlay)
        );
        assert_eq!(b.destructive.source, HintSource::SpecExtension);
        assert!(planned.warnings.is_empty(), "{:?}", planned.warnings);
    }

    /// The OpenAPI Initiative's compliant sets (tests/data/README.md): each overlay applied to
    /// its description gives exactly the description after it.
    #[test]
    fn the_compliant_sets_of_the_specification_give_their_outputs() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/overlay-compliant");
        let mut sets = 0;
        for set in std::fs::read_dir(&dir).unwrap() {
            let set = set.unwrap().path();
            if !set.is_dir() {
                continue;
            }
            let read = |name: &str| std::fs::read_to_string(set.join(name)).unwrap();
            let overlay = parse(&set.join("overlay.yaml"), &read("overlay.yaml")).unwrap();
            let mut doc =
                crate::util::parse::parse_value(Path::new("openapi.yaml"), &read("openapi.yaml"))
                    .unwrap();
            let done = apply_all(&[overlay], &mut doc).unwrap();
            let expected =
                crate::util::parse::parse_value(Path::new("output.yaml"), &read("output.yaml"))
                    .unwrap();
            // As mappings: the hand-written outputs place some added keys by taste.
            assert!(
                doc == expected,
                "{}: {}",
                set.display(),
                serde_json::to_string_pretty(&doc).unwrap()
            );
            assert!(
                done.warnings.is_empty(),
                "{}: {:?}",
                set.display(),
                done.warnings
            );
            sets += 1;
        }
        assert_eq!(sets, 7);
    }

    #[test]
    fn overlays_from_memory_keep_the_size_limits() {
        let big = format!(
            "{HEAD}- {{target: $, remove: true}}\n# {}\n",
            "x".repeat(crate::util::source::MAX_FILE_BYTES as usize)
        );
        let source = Source::memory([("o.yaml", big)]);
        let e = read_all(&source, &[PathBuf::from("o.yaml")]).unwrap_err();
        assert_eq!(e.diagnostics[0].code, Code::TooLarge);
        assert!(e.to_string().contains("the overlay file is 64 MiB"), "{e}");
        // A wide target times a big update is refused before it is copied.
        let wide = format!(
            "{HEAD}- target: $.*\n  update: {{x: [{}]}}\n",
            vec!["1"; 5000].join(", ")
        );
        let o = parse(Path::new("o.yaml"), &wide).unwrap();
        let mut doc = Value::Object((0..1000).map(|i| (i.to_string(), json!({}))).collect());
        let e = apply_all(&[o], &mut doc).unwrap_err();
        assert_eq!(e.diagnostics[0].code, Code::TooLarge);
        assert_eq!(e.diagnostics[0].pointer, "/actions/0/update");
    }

    #[test]
    fn an_x_speakeasy_mcp_an_overlay_writes_has_the_source_overlay_in_its_place() {
        use crate::model::HintSource;
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: a\n      x-speakeasy-mcp: {idempotentHint: true}\n      x-mcp: {read_only: false}\n      responses: {'200': {description: ok}}\n";
        let overlay = format!(
            "{HEAD}- target: $.paths['/a'].post['x-speakeasy-mcp']\n  update: {{readOnlyHint: true, destructiveHint: true}}\n"
        );
        let source = Source::memory([("api.yaml", spec.to_string()), ("o.yaml", overlay)]);
        let planned = crate::plan(
            &crate::Settings::new("api.yaml")
                .source(source)
                .overlay("o.yaml"),
        )
        .unwrap();
        let a = &planned.set.tools[0].annotations;
        // x-mcp still wins over what the overlay wrote into x-speakeasy-mcp.
        assert_eq!(
            (a.read_only.value, &a.read_only.source),
            (false, &HintSource::SpecExtension)
        );
        assert_eq!(
            (a.destructive.value, &a.destructive.source),
            (true, &HintSource::Overlay)
        );
        assert_eq!(a.idempotent.source, HintSource::SpeakeasyExtension);
    }
}
