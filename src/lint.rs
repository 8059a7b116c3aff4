//! Lints: suspicious cases the generator reports rather than silently changes (DESIGN.md §3).
//! Pure functions of the final tool set; `plan` prints them, `overrides init` writes them as
//! comments.
//!
//! A heuristic lint fires only while the hint it questions still has its default value (method
//! default, or `defaults` for open-world): setting the hint anywhere (`x-mcp`, a rule, a `tools:`
//! entry), even to the same value, says a person looked, and silences it.

use serde::Serialize;
use serde_json::Value;

use crate::error::Diagnostic;
use crate::model::{HintSource, Method, Tool, ToolSet};
use crate::naming::snake_case;

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
    /// A POST or PUT whose operationId, summary or path reads like a read.
    pub const LOOKS_READ_ONLY: &str = "looks-read-only";
    /// A GET or HEAD whose operationId, summary or path reads like an action.
    pub const GET_SIDE_EFFECT: &str = "get-side-effect";
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
}

/// Words that, leading an operationId or summary, or in the last path segment, mean "only reads".
pub const READ_WORDS: [&str; 8] = [
    "search", "query", "find", "list", "lookup", "count", "validate", "preview",
];

/// Words that, in the same places, mean "does something".
pub const ACTION_WORDS: [&str; 8] = [
    "delete", "remove", "send", "trigger", "execute", "run", "reset", "sync",
];

/// Argument names that mean "a URL" (as whole words of the snake_case name).
const URL_NAME_WORDS: [&str; 5] = ["url", "uri", "callback", "webhook", "webhooks"];

/// JSON Schema `format`s of URLs.
const URL_FORMATS: [&str; 5] = ["uri", "uri-reference", "iri", "iri-reference", "url"];

/// The first word of a text as a verb: lowercased, with a third-person or plural `s` taken off
/// (`Lists` → `list`, `queries` → `query`, `searches` → `search`).
fn leading_verb(text: &str) -> Option<String> {
    let words: Vec<String> = snake_case(text).split('_').map(str::to_string).collect();
    let first = words.first().filter(|w| !w.is_empty())?;
    // "lookUp" / "Look up" → "lookup"
    if first == "look" && words.get(1).is_some_and(|w| w == "up") {
        return Some("lookup".into());
    }
    Some(first.clone())
}

fn verb_forms(word: &str) -> Vec<String> {
    let mut forms = vec![word.to_string()];
    if let Some(stem) = word.strip_suffix("ies") {
        forms.push(format!("{stem}y"));
    }
    if let Some(stem) = word.strip_suffix("es") {
        forms.push(stem.to_string());
    }
    if let Some(stem) = word.strip_suffix('s') {
        forms.push(stem.to_string());
    }
    forms
}

/// The words of the last path segment that is not a `{parameter}`.
fn last_segment_words(path: &str) -> Vec<String> {
    path.split('/')
        .rev()
        .find(|s| !s.is_empty() && !s.starts_with('{'))
        .map(|s| snake_case(s).split('_').map(str::to_string).collect())
        .unwrap_or_default()
}

/// Why a tool's name, summary or path contains one of `words`: the first reason found.
fn reads_like(tool: &Tool, words: &[&str]) -> Option<String> {
    let hit = |w: &str| words.iter().find(|k| **k == w).copied();
    if let Some(id) = &tool.origin.operation_id
        && let Some(verb) = leading_verb(id)
        && let Some(k) = verb_forms(&verb).iter().find_map(|f| hit(f))
    {
        return Some(format!("operationId `{id}` starts with \"{k}\""));
    }
    if let Some(verb) = leading_verb(&tool.title)
        && let Some(k) = verb_forms(&verb).iter().find_map(|f| hit(f))
    {
        return Some(format!("summary \"{}\" starts with \"{k}\"", tool.title));
    }
    let segment = last_segment_words(&tool.origin.path);
    if let Some(k) = segment.iter().find_map(|w| hit(w)) {
        return Some(format!("path `{}` ends in \"{k}\"", tool.origin.path));
    }
    if words.contains(&"lookup") && segment.windows(2).any(|p| p[0] == "look" && p[1] == "up") {
        return Some(format!("path `{}` ends in \"lookup\"", tool.origin.path));
    }
    None
}

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
pub fn lint_tool(tool: &Tool) -> Vec<Lint> {
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
    };
    let method = tool.origin.method;
    if matches!(method, Method::Post | Method::Put)
        && !a.read_only.value
        && is_default(&a.read_only.source)
        && let Some(why) = reads_like(tool, &READ_WORDS)
    {
        out.push(lint(
            code::LOOKS_READ_ONLY,
            format!("looks read-only; consider an override ({why})"),
            "if it only reads, set `read_only: true` and `idempotent: true` for it in the overrides file; if it does change data, set `read_only: false` there to say so",
        ));
    }
    if matches!(method, Method::Get | Method::Head)
        && a.read_only.value
        && is_default(&a.read_only.source)
        && let Some(why) = reads_like(tool, &ACTION_WORDS)
    {
        out.push(lint(
            code::GET_SIDE_EFFECT,
            format!(
                "{} with a side effect? consider an override ({why})",
                method.as_str()
            ),
            "if it changes data, set `read_only: false` (and `destructive`, `idempotent`) for it in the overrides file; if it only reads, set `read_only: true` there to say so",
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
    let mut out: Vec<Lint> = set.tools.iter().flat_map(lint_tool).collect();
    for w in warnings {
        out.push(Lint {
            level: Level::Warning,
            code: w.code.unwrap_or(code::UNMATCHED_RULE),
            tool: None,
            operation: None,
            location: Some(format!("{}#{}", w.file.display(), w.pointer)),
            message: w.message.clone(),
            help: w.help.clone(),
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
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn leading_verbs_lose_their_s() {
        assert_eq!(leading_verb("searchPets").as_deref(), Some("search"));
        assert_eq!(leading_verb("Lists pets").as_deref(), Some("lists"));
        assert!(verb_forms("lists").contains(&"list".to_string()));
        assert!(verb_forms("queries").contains(&"query".to_string()));
        assert!(verb_forms("searches").contains(&"search".to_string()));
        assert_eq!(leading_verb("lookUpOwner").as_deref(), Some("lookup"));
        assert_eq!(leading_verb(""), None);
    }

    #[test]
    fn last_segment_skips_parameters() {
        assert_eq!(last_segment_words("/jobs/{id}/run-now"), ["run", "now"]);
        assert_eq!(last_segment_words("/pets/{petId}"), ["pets"]);
        assert!(last_segment_words("/").is_empty());
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
