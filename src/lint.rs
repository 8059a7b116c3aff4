//! Lints: suspicious cases the generator reports rather than silently changes (docs/architecture.md).
//! Pure functions of the final tool set; `plan` prints them, `overrides init` writes them as
//! comments.
//!
//! A heuristic lint fires only while the hint it questions still has its default value (method
//! default, or `defaults` for open-world): setting the hint anywhere (`x-mcp`, a rule, a `tools:`
//! entry), even to the same value, says a person looked, and silences it.

use serde::Serialize;
use serde_json::Value;

use crate::error::Diagnostic;
use crate::model::{HintSource, Tool, ToolSet};
use crate::naming::snake_case;
use crate::review::HintKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Error,
    Warning,
    Info,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Info => "info",
        }
    }
}

/// Stable identifiers of the lints (they appear in `plan --format json`).
pub mod code {
    /// A POST, PUT or PATCH whose operationId, summary or path reads like a read.
    pub const LOOKS_READ_ONLY: &str = "looks-read-only";
    /// A GET, HEAD or OPTIONS whose operationId, summary or path reads like an action.
    pub const GET_SIDE_EFFECT: &str = "get-side-effect";
    /// A POST (announced non-destructive) whose words say it changes or removes what exists.
    pub const LOOKS_DESTRUCTIVE: &str = "looks-destructive";
    /// A PUT or PATCH (announced destructive) whose words say it only adds.
    pub const LOOKS_ADDITIVE: &str = "looks-additive";
    /// An argument that switches the effect (`dry_run`, `permanent`) while the hints are less
    /// cautious than the switch allows.
    pub const INPUT_DEPENDENT: &str = "input-dependent";
    /// A tool's `note:`, shown for review.
    pub const NOTE: &str = "note";
    /// An input that is a URL while the tool is not open-world.
    pub const URL_INPUT: &str = "url-input";
    /// A rule of the overrides file that matches no operation.
    pub const UNMATCHED_RULE: &str = "unmatched-rule";
    /// Two operations share an operationId (they still get distinct tool names).
    pub const DUPLICATE_OPERATION_ID: &str = "duplicate-operation-id";
    /// A response, or a schema in one, that cannot be used (a `$ref` that points nowhere);
    /// the tool is made without an output schema.
    pub const BROKEN_RESPONSE: &str = "broken-response";
    /// An operation left out on purpose (`skip`).
    pub const SKIPPED: &str = "skipped";
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Lint {
    pub level: Level,
    pub code: &'static str,
    /// The tool's name, when the lint is about one tool.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// `METHOD /path` of the operation, when the lint is about one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operation: Option<String>,
    /// `file#/json/pointer`, when the lint is about a place in the overrides file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// How sure a hint-review lint is (`low`, `medium`, `high`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<crate::review::Confidence>,
    /// The place in a file the lint is about, for CI annotations (`plan --format github`,
    /// `sarif`), which the CLI turns into a line and column. Not in the JSON output: `location`
    /// and `operation` say it there.
    #[serde(skip)]
    pub place: Option<Place>,
}

/// A place in an input file: a JSON pointer into the spec (`file: None`) or into another file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub file: Option<std::path::PathBuf>,
    pub pointer: String,
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
}

/// Argument words that make an operation only read when set (`dry_run`, `validate_only`).
const READ_SWITCHES: &[&[&str]] = &[
    &["dry", "run"],
    &["dryrun"],
    &["preview"],
    &["validate", "only"],
    &["check", "only"],
    &["simulate"],
    &["what", "if"],
];

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
];

/// An argument (top level, as the client sends it) that switches the effect, when the tool's
/// hints are less cautious than that switch allows: `(message, help)`.
pub(crate) fn input_dependent(tool: &Tool) -> Option<(String, String)> {
    let props = tool.input_schema.get("properties")?.as_object()?;
    let a = &tool.annotations;
    let switch = |name: &str, schema: &Value| {
        let ty = schema.get("type").and_then(Value::as_str);
        let is_switch = matches!(ty, Some("boolean" | "string")) || schema.get("enum").is_some();
        // The whole name, give or take a prefix or suffix that only makes it a flag
        // (`is_permanent`, `dry_run_mode`): `hard_limit` or `force_field` are no switches.
        let all: Vec<String> = snake_case(name).split('_').map(str::to_string).collect();
        let mut ws: &[String] = &all;
        if ws.len() > 1 && matches!(ws[0].as_str(), "is" | "do" | "should" | "with" | "use") {
            ws = &ws[1..];
        }
        if ws.len() > 1 && matches!(ws[ws.len() - 1].as_str(), "mode" | "flag" | "enabled") {
            ws = &ws[..ws.len() - 1];
        }
        let has = |pattern: &[&str]| {
            ws.len() == pattern.len() && ws.iter().zip(pattern).all(|(a, b)| a == b)
        };
        (
            is_switch,
            READ_SWITCHES.iter().any(|p| has(p)),
            DESTROY_SWITCHES.iter().any(|p| has(p)),
        )
    };
    for (name, schema) in props {
        let (is_switch, reads, destroys) = switch(name, schema);
        if !is_switch {
            continue;
        }
        if reads && a.read_only.value {
            return Some((
                format!(
                    "announced read-only, but it only reads when `{name}` is set; its effect depends on its input"
                ),
                format!(
                    "keep the conservative hints (`read_only: false`) and say when it only reads in a `note:` (e.g. `note: only reads when {name} is true`)"
                ),
            ));
        }
        if destroys && (a.read_only.value || !a.destructive.value) {
            return Some((
                format!(
                    "announced non-destructive, but `{name}` may make it destroy; its effect depends on its input"
                ),
                format!(
                    "set the conservative hints (`read_only: false`, `destructive: true`) and say when it destroys in a `note:` (e.g. `note: destroys existing data only when {name} is true`)"
                ),
            ));
        }
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

/// The heuristic lints of one tool.
pub fn lint_tool(tool: &Tool, ops: &crate::review::Operations) -> Vec<Lint> {
    let mut out = Vec::new();
    let a = &tool.annotations;
    let lint = |code, message: String, help: &str| Lint {
        level: Level::Warning,
        code,
        tool: Some(tool.name.clone()),
        operation: Some(tool.origin.key()),
        location: None,
        message,
        help: Some(help.to_string()),
        confidence: None,
        place: Some(Place::of(&tool.origin)),
    };
    let findings = crate::review::review(tool, ops);
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
        let (code, message, help) = match (finding.hint, finding.suggested) {
            (HintKind::ReadOnly, true) => (
                code::LOOKS_READ_ONLY,
                format!("looks read-only; consider an override ({why}; confidence {confidence})"),
                "if it only reads, set `read_only: true` and `idempotent: true` for it in the overrides file; if it does change data, set `read_only: false` there to say so",
            ),
            (HintKind::ReadOnly, false) => (
                code::GET_SIDE_EFFECT,
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
                code::LOOKS_DESTRUCTIVE,
                format!(
                    "announced non-destructive, but it seems to change or remove existing data; consider `destructive: true` ({why}; confidence {confidence})"
                ),
                "if it can overwrite or delete what exists, set `destructive: true` for it in the overrides file; if it only adds, set `destructive: false` there to say so",
            ),
            (HintKind::Destructive, false) => (
                code::LOOKS_ADDITIVE,
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
            input_dependent(tool)
                .map(|(message, help)| lint(code::INPUT_DEPENDENT, message, &help)),
        );
    }
    if let Some(note) = &tool.note {
        out.push(Lint {
            level: Level::Info,
            code: code::NOTE,
            tool: Some(tool.name.clone()),
            operation: Some(tool.origin.key()),
            location: None,
            message: format!("{} {note}", crate::model::NOTE_LEAD_IN),
            help: None,
            confidence: None,
            place: Some(Place::of(&tool.origin)),
        });
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
            code::URL_INPUT,
            format!("{noun} {list} may reach outside the API; consider `open_world: true`"),
            "if the API fetches or calls that URL, set `open_world: true` for it in the overrides file; otherwise set `open_world: false` there to say so",
        ));
    }
    out
}

/// Every lint of a planned tool set: per-tool heuristics (in tool name order), the overrides
/// stage's warnings (rules that matched nothing), then the skipped operations.
pub fn lint(set: &ToolSet, warnings: &[Diagnostic]) -> Vec<Lint> {
    let ops = crate::review::Operations::of(set);
    let mut out: Vec<Lint> = set.tools.iter().flat_map(|t| lint_tool(t, &ops)).collect();
    for w in warnings {
        out.push(Lint {
            level: Level::Warning,
            code: w.code.unwrap_or(code::UNMATCHED_RULE),
            tool: None,
            operation: None,
            location: Some(format!("{}#{}", w.file.display(), w.pointer)),
            message: w.message.clone(),
            help: w.help.clone(),
            confidence: None,
            place: Some(Place {
                file: Some(w.file.clone()),
                pointer: w.pointer.clone(),
                line: w.line,
            }),
        });
    }
    for s in &set.skipped {
        out.push(Lint {
            level: Level::Info,
            code: code::SKIPPED,
            tool: None,
            operation: Some(s.origin.key()),
            location: None,
            message: format!("skipped by {}", s.source.describe()),
            help: None,
            confidence: None,
            place: Some(Place::of(&s.origin)),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The lints of each tool of a one-path spec whose operations are given as JSON.
    fn lints_of(path: &str, ops: serde_json::Value) -> Vec<Lint> {
        let text = json!({"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {path: ops}}).to_string();
        let doc = crate::load::load_str(std::path::Path::new("t.json"), &text).unwrap();
        let planned = crate::run_loaded(
            &crate::resolve::Documents::single(doc),
            None,
            crate::StaleKeys::Error,
        )
        .unwrap();
        lint(&planned.set, &planned.warnings)
    }

    fn flag(name: &str) -> serde_json::Value {
        json!({"name": name, "in": "query", "schema": {"type": "boolean"}})
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
                .any(|l| l.code == code::INPUT_DEPENDENT && l.message.contains("`permanent`")),
            "{found:?}"
        );
        // A read-only override on a tool that only reads when `dry_run` is set.
        let deploy = json!({"post": {"operationId": "deploy", "x-mcp": {"read_only": true}, "parameters": [flag("dry_run")], "responses": ok}});
        let found = lints_of("/deploy", deploy);
        assert!(
            found
                .iter()
                .any(|l| l.code == code::INPUT_DEPENDENT && l.message.contains("`dry_run`")),
            "{found:?}"
        );
        // Already conservative (a DELETE is destructive), or not a switch: nothing.
        let delete = json!({"delete": {"operationId": "removeFile", "parameters": [flag("permanent")], "responses": ok}});
        assert!(
            lints_of("/files", delete)
                .iter()
                .all(|l| l.code != code::INPUT_DEPENDENT)
        );
        let limit = json!({"post": {"operationId": "setLimit", "parameters": [flag("hard_limit"), flag("is_forced_refresh")], "responses": ok}});
        assert!(
            lints_of("/limits", limit)
                .iter()
                .all(|l| l.code != code::INPUT_DEPENDENT)
        );
        // A note says someone looked: the lint goes, the note is shown, and it ends the
        // description.
        let noted = json!({"post": {"operationId": "trashFile", "x-mcp": {"destructive": true, "note": "destroys the file only when permanent is true"}, "parameters": [flag("permanent")], "responses": ok}});
        let found = lints_of("/trash", noted.clone());
        assert!(
            found.iter().all(|l| l.code != code::INPUT_DEPENDENT),
            "{found:?}"
        );
        let note = found.iter().find(|l| l.code == code::NOTE).unwrap();
        assert_eq!(note.level, Level::Info);
        assert_eq!(
            note.message,
            "About its annotations: destroys the file only when permanent is true"
        );
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
