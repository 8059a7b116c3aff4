//! Lints: suspicious cases the generator reports rather than silently changes (docs/architecture.md).
//! Pure functions of the final tool set; `plan` prints them, `overrides init` writes them as
//! comments.
//!
//! A heuristic lint fires only while the hint it questions still has its default value (method
//! default, or `defaults` for open-world): setting the hint anywhere (`x-mcp`, a rule, a `tools:`
//! entry), even to the same value, says a person looked, and silences it.

use std::path::Path;

use serde_json::Value;

use crate::error::{Code, Diagnostic};
use crate::model::{HintSource, Method, Tool, ToolSet};
use crate::report::review::{Finding, HintKind};
use crate::util::naming::snake_case;

/// A lint is a [`Diagnostic`] about a tool (or a rule, or a skipped operation) with a
/// warning or info [`Code`].
pub type Lint = Diagnostic;

/// A place in an input file: a JSON pointer into the spec (`file: None`) or into another file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The file the pointer is into; `None` for the spec itself.
    pub file: Option<std::path::PathBuf>,
    /// A JSON pointer (RFC 6901, `/paths/~1pets/get`); empty for the whole document.
    pub pointer: crate::util::pointer::JsonPointer,
    /// Line and column (1-based), when already known.
    pub line: Option<(usize, usize)>,
}

impl Place {
    /// The operation `origin` names, where it is written.
    pub fn of(origin: &crate::model::Origin) -> Place {
        Place {
            file: origin.file.clone(),
            pointer: origin.pointer.clone(),
            line: None,
        }
    }

    /// Where a diagnostic is.
    pub fn of_diagnostic(d: &Diagnostic) -> Place {
        Place {
            file: Some(d.file.clone()),
            pointer: d.pointer.clone(),
            line: d.line,
        }
    }
}

/// Argument words that make an operation destroy when set (`permanent`, `cascade`).
const DESTROY_SWITCHES: &[&[&str]] = &[
    &["force"],
    &["cascade"],
    &["permanent"],
    &["permanently"],
    &["hard"],
    &["purge"],
    &["hard", "delete"],
    &["overwrite"],
    &["replace"],
    &["prune"],
    &["upsert"],
];

/// Why a tool's effect depends on its input while its hints are less cautious than that input
/// allows: `(message, help)`. An input the API executes (a statement, a script, a list of
/// sub-requests, an action chosen from a list that includes deleting) or a switch that makes
/// it destroy (`permanent`) asks for the cautious hints; a switch that makes it only read
/// (`dry_run`) on a tool announced read-only asks for `read_only: false`.
pub(crate) fn input_dependent(
    tool: &Tool,
    ops: &crate::report::review::Operations,
) -> Option<(String, String)> {
    let a = &tool.annotations;
    let cautious = !a.read_only.value && a.destructive.value;
    if !cautious && let Some(why) = crate::report::review::executed_input(tool, ops) {
        return Some((
            format!(
                "{}, but {why}: its effect depends on its input",
                if a.read_only.value {
                    "announced read-only"
                } else {
                    "announced non-destructive"
                }
            ),
            "keep the cautious hints (`read_only: false`, `destructive: true`) and say when it only reads or only adds in a `note:` (e.g. `note: only reads when the statement is a SELECT`)".to_string(),
        ));
    }
    if a.read_only.value
        && let Some(name) = crate::report::review::read_switch(tool)
    {
        return Some((
            format!(
                "announced read-only, but it only reads when `{name}` is set; its effect depends on its input"
            ),
            format!(
                "keep the conservative hints (`read_only: false`) and say when it only reads in a `note:` (e.g. `note: only reads when {name} is true`)"
            ),
        ));
    }
    let props = tool.input_schema.get("properties")?.as_object()?;
    let name = props.iter().find_map(|(name, schema)| {
        crate::report::review::is_switch_named(name, schema, DESTROY_SWITCHES).then_some(name)
    })?;
    if a.read_only.value || !a.destructive.value {
        return Some((
            format!(
                "announced non-destructive, but `{name}` may make it destroy; its effect depends on its input"
            ),
            format!(
                "set the conservative hints (`read_only: false`, `destructive: true`) and say when it destroys in a `note:` (e.g. `note: destroys existing data only when {name} is true`)"
            ),
        ));
    }
    None
}

/// Argument names that mean "a URL" (as whole words of the snake_case name).
const URL_NAME_WORDS: [&str; 5] = ["url", "uri", "callback", "webhook", "webhooks"];

/// JSON Schema `format`s of URLs.
const URL_FORMATS: [&str; 5] = ["uri", "uri-reference", "iri", "iri-reference", "url"];

/// Input arguments (dotted paths for nested properties) whose schema or name says "URL".
pub fn url_inputs(schema: &Value) -> Vec<String> {
    fn walk(schema: &Value, prefix: &str, depth: usize, out: &mut Vec<String>) {
        if depth > 8 {
            return;
        }
        let Some(props) = schema.get("properties").and_then(Value::as_object) else {
            return;
        };
        for (name, prop) in props {
            let path = if prefix.is_empty() {
                name.clone()
            } else {
                format!("{prefix}.{name}")
            };
            let items = prop.get("items");
            let format_is_url = [Some(prop), items].into_iter().flatten().any(|s| {
                s.get("format")
                    .and_then(Value::as_str)
                    .is_some_and(|f| URL_FORMATS.contains(&f))
            });
            let name_is_url = snake_case(name)
                .split('_')
                .any(|w| URL_NAME_WORDS.contains(&w));
            if format_is_url || name_is_url {
                out.push(path.clone());
            }
            walk(prop, &path, depth + 1, out);
            if let Some(items) = items {
                walk(items, &format!("{path}[]"), depth + 1, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(schema, "", 0, &mut out);
    out
}

fn is_default(source: &HintSource) -> bool {
    matches!(source, HintSource::MethodDefault | HintSource::Defaults)
}

/// The lint that reports a finding of the hint review: W0101, W0102, W0103 or W0104. (Here,
/// not on `Finding`: the review does not know the diagnostics' codes.)
pub(crate) fn code_of(f: &Finding) -> Code {
    match (f.hint, f.suggested) {
        (HintKind::ReadOnly, true) => Code::LooksReadOnly,
        (HintKind::ReadOnly, false) => Code::GetSideEffect,
        (HintKind::Destructive, true) => Code::LooksDestructive,
        (HintKind::Destructive, false) => Code::LooksAdditive,
    }
}

/// The heuristic lints of one tool.
/// The lints about one tool, whose operation is written in `tool.origin.file(spec)`.
pub fn lint_tool(spec: &Path, tool: &Tool, ops: &crate::report::review::Operations) -> Vec<Lint> {
    let mut out = Vec::new();
    let a = &tool.annotations;
    let about = |code, message: String| {
        Diagnostic::new(code, tool.origin.file(spec), &tool.origin.pointer, message)
            .about(Some(&tool.name), Some(tool.origin.key()))
    };
    let lint = |code, message: String, help: &str| about(code, message).help(help);
    let findings = crate::report::review::review(tool, ops);
    // A GET that writes and also destroys is one finding for a reader: the destructive part
    // rides on the side-effect lint.
    let side_effect = findings
        .iter()
        .any(|f| f.hint == HintKind::ReadOnly && !f.suggested);
    for finding in &findings {
        if side_effect && finding.hint == HintKind::Destructive {
            continue;
        }
        let why = finding
            .signals
            .iter()
            .map(|signal| signal.describe(tool))
            .collect::<Vec<_>>()
            .join("; ");
        let confidence = finding.confidence.as_str();
        let method = tool.origin.method.as_str();
        if !finding.is_proposed() {
            let (hint, value) = match finding.hint {
                HintKind::ReadOnly => ("read_only", "only read"),
                HintKind::Destructive => ("destructive", "only add"),
            };
            let lint_code = code_of(finding);
            if tool.reviewed.iter().any(|r| r.code == lint_code.id()) {
                // Looked at already: the reviewed line below says so.
                out.push(about(lint_code, String::new()));
                continue;
            }
            out.push(about(
                Code::RelaxationVetoed,
                format!(
                    "may {value} ({why}), but not proposed: {}; the cautious `{hint}` stays",
                    finding.vetoes.join("; ")
                ),
            ));
            continue;
        }
        let (code, message, help) = match (finding.hint, finding.suggested) {
            (HintKind::ReadOnly, true) => (
                Code::LooksReadOnly,
                format!("looks read-only; consider an override ({why}; confidence {confidence})"),
                "if it only reads, set `read_only: true` and `idempotent: true` for it in the overrides file; if it does change data, set `read_only: false` there to say so",
            ),
            (HintKind::ReadOnly, false) => (
                Code::GetSideEffect,
                format!(
                    "{method} with a side effect{}? consider an override ({why}; confidence {confidence})",
                    if findings.iter().any(|f| f.hint == HintKind::Destructive) {
                        " that changes or removes existing data"
                    } else {
                        ""
                    }
                ),
                "if it changes data, set `read_only: false` (and `destructive`, `idempotent`) for it in the overrides file; if it only reads, set `read_only: true` there to say so",
            ),
            (HintKind::Destructive, true) => (
                Code::LooksDestructive,
                format!(
                    "announced non-destructive, but it seems to change or remove existing data; consider `destructive: true` ({why}; confidence {confidence})"
                ),
                "if it can overwrite or delete what exists, set `destructive: true` for it in the overrides file; if it only adds, set `destructive: false` there to say so",
            ),
            (HintKind::Destructive, false) => (
                Code::LooksAdditive,
                format!(
                    "{method} announced destructive, but it seems to only add; consider `destructive: false` ({why}; confidence {confidence})"
                ),
                "if it only adds (nothing existing is overwritten or removed), set `destructive: false` for it in the overrides file; if it can destroy, set `destructive: true` there to say so",
            ),
        };
        let mut l = lint(code, message, help);
        l.confidence = Some(finding.confidence);
        out.push(l);
    }
    if tool.note.is_none() {
        out.extend(
            input_dependent(tool, ops)
                .map(|(message, help)| lint(Code::InputDependent, message, &help)),
        );
    }
    if let Some(note) = &tool.note {
        out.push(about(
            Code::Note,
            format!("{} {note}", crate::model::NOTE_LEAD_IN),
        ));
    }
    if let Method::Extension(name) = tool.origin.method
        && crate::model::safe_extension(name.as_str()).is_none()
        && [&a.read_only, &a.destructive, &a.idempotent]
            .iter()
            .any(|h| h.source == HintSource::MethodDefault)
    {
        out.push(lint(
            Code::UnknownMethod,
            format!(
                "`{}` is a method whose effect is unknown here, so the tool is announced with the cautious hints (not read-only, destructive, not idempotent)",
                name.as_str()
            ),
            &format!(
                "say what it does: set `read_only`, `destructive` and `idempotent` under `{}` in the overrides file",
                tool.origin.key()
            ),
        ));
    }
    let urls = url_inputs(&tool.input_schema);
    if !urls.is_empty() && !a.open_world.value && is_default(&a.open_world.source) {
        let list = urls
            .iter()
            .map(|u| format!("`{u}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let noun = if urls.len() == 1 { "input" } else { "inputs" };
        out.push(lint(
            Code::UrlInput,
            format!("{noun} {list} may reach outside the API; consider `open_world: true`"),
            "if the API fetches or calls that URL, set `open_world: true` for it in the overrides file; otherwise set `open_world: false` there to say so",
        ));
    }
    mark_reviewed(tool, out)
}

/// The lints a `reviewed:` names become one info line each, saying who reviewed them.
fn mark_reviewed(tool: &Tool, lints: Vec<Lint>) -> Vec<Lint> {
    if tool.reviewed.is_empty() {
        return lints;
    }
    let mut out = Vec::with_capacity(lints.len());
    for mut l in lints {
        match tool.reviewed.iter().find(|r| r.code == l.code.id()) {
            Some(r) => {
                l.message = format!(
                    "{} ({}) reviewed in {}: the hints stay as they are",
                    l.code.id(),
                    l.code.name(),
                    r.source.describe()
                );
                l.code = Code::Reviewed;
                l.confidence = None;
                l.help = None;
                out.push(l);
            }
            None => out.push(l),
        }
    }
    out
}

/// Every lint of a planned tool set: per-tool heuristics (in tool name order), the overrides
/// stage's warnings (rules that matched nothing), then the skipped operations.
/// Every lint of a tool set, then the warnings of the run, then the skipped operations.
pub fn lint(spec: &Path, set: &ToolSet, warnings: &[Diagnostic]) -> Vec<Lint> {
    let ops = crate::report::review::Operations::of(set);
    let mut out: Vec<Lint> = set
        .tools
        .iter()
        .flat_map(|t| lint_tool(spec, t, &ops))
        .collect();
    out.extend(warnings.iter().cloned());
    for s in &set.skipped {
        out.push(
            Diagnostic::new(
                Code::Skipped,
                s.origin.file(spec),
                &s.origin.pointer,
                format!("skipped by {}", s.source.describe()),
            )
            .about(None, Some(s.origin.key())),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The lints of a spec whose `paths` are given as JSON.
    fn lints_of_paths(paths: serde_json::Value) -> Vec<Lint> {
        lints_of_document(
            json!({"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": paths}),
        )
    }

    /// The lints of a whole spec given as JSON.
    fn lints_of_document(document: serde_json::Value) -> Vec<Lint> {
        let text = document.to_string();
        let doc = crate::pipeline::load::load_str(std::path::Path::new("t.json"), &text).unwrap();
        let planned = crate::run_loaded(
            &crate::model::document::Documents::single(doc),
            None,
            crate::StaleKeys::Error,
        )
        .unwrap();
        lint(
            std::path::Path::new("t.json"),
            &planned.set,
            &planned.warnings,
        )
    }

    /// The lints of each tool of a one-path spec whose operations are given as JSON.
    fn lints_of(path: &str, ops: serde_json::Value) -> Vec<Lint> {
        lints_of_paths(json!({ path: ops }))
    }

    fn flag(name: &str) -> serde_json::Value {
        json!({"name": name, "in": "query", "schema": {"type": "boolean"}})
    }

    #[test]
    fn an_unknown_method_asks_for_an_override_and_a_known_safe_one_does_not() {
        let ok = json!({"200": {"description": "ok"}});
        let ops = json!({"x-oai-additionalOperations": {
            "LINK": {"operationId": "linkIt", "responses": ok},
            "PROPFIND": {"operationId": "props", "responses": ok},
        }});
        let lints = lints_of("/a", ops);
        let unknown: Vec<&Lint> = lints
            .iter()
            .filter(|l| l.code == Code::UnknownMethod)
            .collect();
        assert_eq!(unknown.len(), 1, "{lints:?}");
        assert_eq!(unknown[0].tool.as_deref(), Some("link_it"));
        assert!(
            unknown[0].message.contains("`LINK`"),
            "{}",
            unknown[0].message
        );
    }

    #[test]
    fn switches_that_make_a_tool_destroy_or_read_are_flagged_until_noted() {
        let ok = json!({"200": {"description": "ok"}});
        // A POST (non-destructive by default) that destroys when `permanent` is set.
        let trash = json!({"post": {"operationId": "trashFile", "parameters": [flag("permanent")], "responses": ok}});
        let found = lints_of("/trash", trash);
        assert!(
            found
                .iter()
                .any(|l| l.code == Code::InputDependent && l.message.contains("`permanent`")),
            "{found:?}"
        );
        // A read-only override on a tool that only reads when `dry_run` is set.
        let deploy = json!({"post": {"operationId": "deploy", "x-mcp": {"read_only": true}, "parameters": [flag("dry_run")], "responses": ok}});
        let found = lints_of("/deploy", deploy);
        assert!(
            found
                .iter()
                .any(|l| l.code == Code::InputDependent && l.message.contains("`dry_run`")),
            "{found:?}"
        );
        // Already conservative (a DELETE is destructive), or not a switch: nothing.
        let delete = json!({"delete": {"operationId": "removeFile", "parameters": [flag("permanent")], "responses": ok}});
        assert!(
            lints_of("/files", delete)
                .iter()
                .all(|l| l.code != Code::InputDependent)
        );
        let limit = json!({"post": {"operationId": "setLimit", "parameters": [flag("hard_limit"), flag("is_forced_refresh")], "responses": ok}});
        assert!(
            lints_of("/limits", limit)
                .iter()
                .all(|l| l.code != Code::InputDependent)
        );
        // A note says someone looked: the lint goes, the note is shown, and it ends the
        // description.
        let noted = json!({"post": {"operationId": "trashFile", "x-mcp": {"destructive": true, "note": "destroys the file only when permanent is true"}, "parameters": [flag("permanent")], "responses": ok}});
        let found = lints_of("/trash", noted.clone());
        assert!(
            found.iter().all(|l| l.code != Code::InputDependent),
            "{found:?}"
        );
        let note = found.iter().find(|l| l.code == Code::Note).unwrap();
        assert_eq!(note.severity(), crate::error::Severity::Info);
        assert_eq!(
            note.message,
            "About its annotations: destroys the file only when permanent is true"
        );
    }

    /// The lints of a spec whose `paths` are given as JSON, as `(code, METHOD /path)`.
    fn codes_of(paths: serde_json::Value) -> Vec<(Code, String, String)> {
        lints_of_paths(paths)
            .into_iter()
            .map(|l| (l.code, l.operation.unwrap_or_default(), l.message))
            .collect()
    }

    fn body(props: serde_json::Value) -> serde_json::Value {
        json!({"content": {"application/json": {"schema": {"type": "object", "properties": props}}}})
    }

    /// Round 3's misses: a description that says a write changes what exists where the rest say
    /// it adds; an `upsert` switch on a create; no PUT of a body to one thing relaxed; no read
    /// relaxed whose switch turns on a write. Each with a neighbour left alone.
    #[test]
    fn described_changes_upsert_switches_puts_to_one_thing_and_write_switches() {
        let ok = json!({"200": {"description": "ok"}});
        let q = |name: &str| json!({"name": name, "in": "query", "schema": {"type": "boolean"}});
        let found = codes_of(json!({
            "/channels.addLeader": {"post": {"summary": "Add Channel Leader",
                "description": "Assign the role of leader to a channel member.", "responses": ok}},
            "/channels.invite": {"post": {"summary": "Add users to a channel",
                "description": "Adds users to the channel.", "responses": ok}},
            "/applications": {"post": {"summary": "Create an application",
                "parameters": [q("upsert")], "responses": ok},
                "get": {"summary": "List applications", "responses": ok}},
            "/projects": {"post": {"summary": "Create a project", "responses": ok},
                "get": {"summary": "List projects", "responses": ok}},
            "/collections/{name}/index": {"put": {"summary": "Create index for field in collection",
                "parameters": [{"name": "name", "in": "path", "required": true, "schema": {"type": "string"}}],
                "requestBody": body(json!({"field": {"type": "string"}})), "responses": ok}},
            "/invoices": {"put": {"summary": "Create invoices", "operationId": "createInvoices",
                "requestBody": body(json!({"items": {"type": "array"}})), "responses": ok}},
            "/items/{id}/playback_info": {"post": {"summary": "Gets live playback info for an item",
                "operationId": "getPlaybackInfo",
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                    q("autoOpenLiveStream")], "responses": ok}},
            "/items/{id}/preview": {"post": {"summary": "Gets a preview of an item",
                "operationId": "getItemSummary",
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                    q("includeImages")], "responses": ok}},
        }));
        let has = |code: Code, op: &str| found.iter().any(|(c, o, _)| *c == code && o == op);
        assert!(
            has(Code::LooksDestructive, "POST /channels.addLeader"),
            "{found:#?}"
        );
        assert!(
            !has(Code::LooksDestructive, "POST /channels.invite"),
            "{found:#?}"
        );
        assert!(
            has(Code::InputDependent, "POST /applications"),
            "{found:#?}"
        );
        assert!(!has(Code::InputDependent, "POST /projects"), "{found:#?}");
        assert!(
            !has(Code::LooksAdditive, "PUT /collections/{name}/index"),
            "{found:#?}"
        );
        assert!(
            has(Code::RelaxationVetoed, "PUT /collections/{name}/index"),
            "{found:#?}"
        );
        assert!(has(Code::LooksAdditive, "PUT /invoices"), "{found:#?}");
        assert!(
            !has(Code::LooksReadOnly, "POST /items/{id}/playback_info"),
            "{found:#?}"
        );
        assert!(
            has(Code::LooksReadOnly, "POST /items/{id}/preview"),
            "{found:#?}"
        );
    }

    /// Round 4's misses: verifying an email or phone changes its status; an upload of the one
    /// avatar or certificate replaces it; a boolean named for the action makes the call undo
    /// it. Each with a neighbour left alone (validating an address, an image store, a flag
    /// named otherwise).
    #[test]
    fn contact_verifications_single_images_and_toggles() {
        let ok = json!({"200": {"description": "ok"}});
        let found = codes_of(json!({
            "/users/email/verify": {"post": {"summary": "Verify user email",
                "requestBody": body(json!({"token": {"type": "string"}})), "responses": ok}},
            "/validations/email": {"post": {"summary": "Validate an email",
                "requestBody": body(json!({"email": {"type": "string"}})), "responses": ok}},
            "/account/avatar": {"post": {"summary": "Upload new user avatar", "responses": ok}},
            "/image": {"post": {"summary": "Upload an image", "responses": ok}},
            "/community/follow": {"post": {"summary": "Follow a community",
                "requestBody": body(json!({"community_id": {"type": "integer"}, "follow": {"type": "boolean"}})),
                "responses": ok}},
            "/community/join": {"post": {"summary": "Join a community",
                "requestBody": body(json!({"community_id": {"type": "integer"}, "notify": {"type": "boolean"}})),
                "responses": ok}},
        }));
        let has = |code: Code, op: &str| found.iter().any(|(c, o, _)| *c == code && o == op);
        for op in [
            "POST /users/email/verify",
            "POST /account/avatar",
            "POST /community/follow",
        ] {
            assert!(has(Code::LooksDestructive, op), "{op}: {found:#?}");
        }
        for op in ["POST /image", "POST /community/join"] {
            assert!(!has(Code::LooksDestructive, op), "{op}: {found:#?}");
        }
        assert!(
            !has(Code::LooksReadOnly, "POST /users/email/verify"),
            "{found:#?}"
        );
        // Validating an address is shown for a person to decide (a check may keep its
        // outcome), not vetoed as a change of status.
        let shown = found
            .iter()
            .find(|(c, o, _)| *c == Code::RelaxationVetoed && o == "POST /validations/email")
            .map(|(_, _, m)| m.as_str())
            .unwrap_or_default();
        assert!(shown.contains("is a check or a computation"), "{found:#?}");
        assert!(!shown.contains("status"), "{found:#?}");
    }

    /// Round 5's wrong relaxations: no PUT to one thing relaxed unless it is a relation a
    /// DELETE undoes; no read relaxed that computes something for a part of an existing item;
    /// a grpc-gateway operationId's service name is no verb.
    #[test]
    fn puts_to_actions_parts_of_items_and_grpc_service_names_are_not_relaxed() {
        let ok = json!({"200": {"description": "ok"}});
        let id = |n: &str| json!({"name": n, "in": "path", "required": true, "schema": {"type": "string"}});
        let found = codes_of(json!({
            "/domains/{id}/verifydkim": {"put": {"summary": "Request DNS Verification for DKIM",
                "parameters": [id("id")], "responses": ok}},
            "/messages/{id}/pins/{pin}": {"put": {"summary": "Add a pin", "parameters": [id("id"), id("pin")],
                "responses": ok}, "delete": {"summary": "Remove a pin", "parameters": [id("id"), id("pin")],
                "responses": ok}},
            "/messages/{id}/translation": {"post": {"summary": "Translate a message into other languages",
                "parameters": [id("id")], "requestBody": body(json!({"languages": {"type": "array"}})),
                "responses": ok}},
            "/indexes/{id}/facet-search": {"post": {"summary": "Search for facet values",
                "operationId": "lookupValues",
                "parameters": [id("id")], "requestBody": body(json!({"q": {"type": "string"}})),
                "responses": ok}},
            "/tracking/event": {"post": {"operationId": "InfoService_CollectEvent",
                "requestBody": body(json!({"name": {"type": "string"}})), "responses": ok}},
        }));
        let has = |code: Code, op: &str| found.iter().any(|(c, o, _)| *c == code && o == op);
        assert!(
            !has(Code::LooksAdditive, "PUT /domains/{id}/verifydkim"),
            "{found:#?}"
        );
        assert!(
            has(Code::LooksAdditive, "PUT /messages/{id}/pins/{pin}"),
            "{found:#?}"
        );
        assert!(
            !has(Code::LooksReadOnly, "POST /messages/{id}/translation"),
            "{found:#?}"
        );
        assert!(
            has(Code::RelaxationVetoed, "POST /messages/{id}/translation"),
            "{found:#?}"
        );
        assert!(
            has(Code::LooksReadOnly, "POST /indexes/{id}/facet-search"),
            "{found:#?}"
        );
        assert!(
            !has(Code::LooksReadOnly, "POST /tracking/event"),
            "{found:#?}"
        );
    }

    /// Arguments in an envelope (`{"data": {"actions": [...]}}`, the envelope a `$ref` to a
    /// shared definition) are read inside it: a batch of actions there is still run.
    #[test]
    fn an_enveloped_batch_is_input_dependent() {
        let found = lints_of_document(json!({
            "openapi": "3.0.3", "info": {"title": "T", "version": "1"},
            "paths": {"/batch": {"post": {"operationId": "createBatchRequest",
                "summary": "Submit parallel requests",
                "requestBody": {"content": {"application/json": {"schema": {"type": "object",
                    "properties": {"data": {"$ref": "#/components/schemas/BatchRequest"}}}}}},
                "responses": {"200": {"description": "ok"}}}}},
            "components": {"schemas": {"BatchRequest": {"type": "object", "properties": {
                "actions": {"type": "array", "items": {"type": "object", "properties": {
                    "method": {"type": "string"}, "relative_path": {"type": "string"}}}}}}}}
        }));
        assert!(
            found
                .iter()
                .any(|l| l.code == Code::InputDependent && l.message.contains("`actions`")),
            "{found:#?}"
        );
    }

    /// The three kinds of operation the review used to relax wrongly: one that runs its
    /// caller's SQL, a create in an RPC-style API where nothing has a GET, and a bulk action
    /// whose action may delete. Each gets the cautious hints asked for and no relaxation.
    #[test]
    fn executed_inputs_rpc_creates_and_bulk_actions_are_never_relaxed() {
        let ok = json!({"200": {"description": "ok"}});
        let found = codes_of(json!({
            "/warehouse/query": {"post": {"operationId": "runQuery", "summary": "Query the warehouse",
                "requestBody": body(json!({"sql": {"type": "string"}})), "responses": ok}},
            "/records.create": {"post": {"operationId": "records_create", "summary": "Create a record",
                "requestBody": body(json!({"name": {"type": "string"}})), "responses": ok}},
            "/notes/create": {"post": {"operationId": "createNote", "summary": "Create a note",
                "requestBody": body(json!({"text": {"type": "string"}})), "responses": ok}},
            "/records/verify": {"post": {"operationId": "verifyRecords", "summary": "Check and update the records",
                "responses": ok}},
            "/records.check": {"post": {"operationId": "records_check", "summary": "Check a record name",
                "requestBody": body(json!({"name": {"type": "string"}})), "responses": ok}},
            "/posts/bulk": {"post": {"operationId": "bulkPosts", "summary": "Get posts in bulk",
                "requestBody": body(json!({
                    "action": {"type": "string", "enum": ["export", "publish", "delete"]},
                    "ids": {"type": "array", "items": {"type": "string"}}
                })), "responses": ok}},
            "/batch": {"post": {"operationId": "batch", "summary": "Retrieve many things at once",
                "requestBody": {"content": {"application/json": {"schema": {"type": "array", "items": {
                    "type": "object", "properties": {"method": {"type": "string"}, "relative_url": {"type": "string"}}}}}}},
                "responses": ok}},
            "/files/{id}/attachments/{filename}": {"put": {"operationId": "addAttachment",
                "summary": "Creates an attachment", "requestBody": body(json!({"data": {"type": "string"}})),
                "parameters": [
                    {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}},
                    {"name": "filename", "in": "path", "required": true, "schema": {"type": "string"}}
                ], "responses": ok}},
        }));
        let has = |code: Code, op: &str| found.iter().any(|(c, o, _)| *c == code && o == op);
        for op in ["POST /warehouse/query", "POST /posts/bulk", "POST /batch"] {
            assert!(has(Code::InputDependent, op), "{op}: {found:#?}");
        }
        for op in [
            "POST /warehouse/query",
            "POST /records.create",
            "POST /notes/create",
            "POST /records/verify",
            "POST /posts/bulk",
            "POST /batch",
            "PUT /files/{id}/attachments/{filename}",
        ] {
            assert!(
                !has(Code::LooksReadOnly, op) && !has(Code::LooksAdditive, op),
                "{op} was relaxed: {found:#?}"
            );
        }
        // The relaxation the words suggest is shown with what vetoed it.
        let vetoed = found
            .iter()
            .find(|(c, o, _)| *c == Code::RelaxationVetoed && o == "POST /warehouse/query")
            .unwrap();
        assert!(vetoed.2.contains("`sql`"), "{}", vetoed.2);
        let vetoed = found
            .iter()
            .find(|(c, o, _)| {
                *c == Code::RelaxationVetoed && o == "PUT /files/{id}/attachments/{filename}"
            })
            .unwrap();
        assert!(vetoed.2.contains("{filename}"), "{}", vetoed.2);
        // A check that says nothing of writing is shown, with only the doubt any check has:
        // never proposed (it may keep its outcome), never vetoed as a write.
        let shown = found
            .iter()
            .find(|(c, o, _)| *c == Code::RelaxationVetoed && o == "POST /records.check")
            .map(|(_, _, m)| m.as_str())
            .unwrap_or_default();
        assert!(
            shown.ends_with("but not proposed: \"check\" is a check or a computation, which may keep its outcome; the cautious `read_only` stays"),
            "{found:#?}"
        );
    }

    /// `reviewed:` silences a lint without changing a hint, and says who reviewed it.
    #[test]
    fn reviewed_turns_a_lint_into_an_info_and_keeps_the_hints() {
        let ok = json!({"200": {"description": "ok"}});
        let op = |x: serde_json::Value| json!({"/reports/search": {"post": {"operationId": "searchReports", "summary": "Search reports", "x-mcp": x, "responses": ok}}});
        let before = codes_of(op(json!(null)));
        assert!(
            before.iter().any(|(c, _, _)| *c == Code::LooksReadOnly),
            "{before:?}"
        );
        let after = codes_of(op(json!({"reviewed": ["W0101"]})));
        assert!(
            after.iter().all(|(c, _, _)| *c != Code::LooksReadOnly),
            "{after:?}"
        );
        let info = after.iter().find(|(c, _, _)| *c == Code::Reviewed).unwrap();
        assert_eq!(
            info.2,
            "W0101 (looks-read-only) reviewed in x-mcp: the hints stay as they are"
        );
        assert_eq!(Code::Reviewed.severity(), crate::error::Severity::Info);
    }

    #[test]
    fn url_inputs_by_format_and_name() {
        let schema = json!({
            "type": "object",
            "properties": {
                "callbackUrl": {"type": "string"},
                "redirect_uri": {"type": "string"},
                "target": {"type": "string", "format": "uri"},
                "curl": {"type": "string"},
                "hook": {"type": "object", "properties": {"webhook": {"type": "string"}}},
                "links": {"type": "array", "items": {"type": "string", "format": "uri"}},
                "name": {"type": "string"}
            }
        });
        assert_eq!(
            url_inputs(&schema),
            [
                "callbackUrl",
                "redirect_uri",
                "target",
                "hook.webhook",
                "links"
            ]
        );
    }
}
