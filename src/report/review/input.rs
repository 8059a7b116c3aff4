//! What an operation does with its input: whether the API runs what the caller sends (a
//! statement, a script, a list of sub-requests, an action chosen from a list that includes
//! deleting), and the switches that make it only read (`dry_run`). Such a tool's effect
//! depends on its input: the review asks for the cautious hints and never relaxes them.

use serde_json::Value;

use crate::model::{Method, Tool};
use crate::util::naming::snake_case;

use super::shape::Operations;
use super::text::{segments, words};

/// Argument names whose value the API runs: a statement, a script, a command.
const EXECUTED_NAMES: &[&str] = &[
    "sql",
    "statement",
    "statements",
    "script",
    "scripts",
    "command",
    "commands",
    "cmd",
    "mutation",
    "mutations",
    "cypher",
    "sparql",
    "hql",
    "jql",
];

/// Array argument names that hold sub-requests or actions the API carries out one by one.
const BATCH_NAMES: &[&str] = &[
    "operations",
    "ops",
    "requests",
    "actions",
    "batch",
    "calls",
    "commands",
    "subrequests",
];

/// Body properties that wrap the real arguments.
pub(super) const ENVELOPES: &[&str] = &["data", "body", "payload", "request"];

/// Words of an argument name that make it a reference or a label, not the thing itself
/// (`command_id`, `script_name`).
const REFERENCE_WORDS: &[&str] = &[
    "id", "ids", "name", "names", "type", "types", "status", "count", "url", "uri", "key", "ref",
    "version", "format",
];

/// Enum values that, offered as the action of a call, make it destroy.
const DESTRUCTIVE_ACTIONS: &[&str] = &[
    "delete",
    "remove",
    "destroy",
    "purge",
    "publish",
    "archive",
    "unpublish",
    "trash",
    "drop",
    "cancel",
    "revoke",
    "disable",
    "suspend",
    "terminate",
    "overwrite",
    "replace",
    "move",
];

/// Words of the path or the summary that say a `query` argument is a statement that is run.
const EXECUTING_WORDS: &[&str] = &[
    "execute",
    "exec",
    "sql",
    "graphql",
    "statement",
    "statements",
    "cypher",
    "sparql",
    "eval",
    "jql",
    "hql",
    "script",
];

/// Why the API runs what the caller sends, when it does: an argument that is a statement,
/// script or command; a list of sub-requests or actions; an action chosen from a list that
/// includes deleting or publishing. Such a tool's effect depends on its input.
pub fn executed_input(tool: &Tool, ops: &Operations) -> Option<String> {
    let top = tool.input_schema.get("properties")?.as_object()?;
    // An envelope (`{"data": {"actions": [...]}}`, Asana's batch API) holds the arguments one
    // level down: they are read there too.
    let enveloped = top
        .iter()
        .filter(|(name, _)| ENVELOPES.contains(&name.as_str()))
        .filter_map(|(_, schema)| {
            ops.definition(schema)
                .get("properties")
                .and_then(Value::as_object)
        })
        .flatten();
    let props: Vec<(&String, &Value)> = top.iter().chain(enveloped).collect();
    let tool_words: Vec<String> = segments(&tool.origin.path)
        .iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(|s| words(s))
        .chain(
            [
                tool.origin.words.summary.as_deref(),
                tool.origin.operation_id.as_deref(),
            ]
            .into_iter()
            .flatten()
            .flat_map(words),
        )
        .collect();
    let executing_tool = tool_words
        .iter()
        .any(|w| EXECUTING_WORDS.contains(&w.as_str()));
    for (name, schema) in props {
        let ws: Vec<String> = snake_case(name)
            .split('_')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        let Some(last) = ws.last() else { continue };
        if REFERENCE_WORDS.contains(&last.as_str()) {
            continue;
        }
        let ty = schema.get("type").and_then(Value::as_str);
        let text_or_list = matches!(ty, Some("string" | "array" | "object")) || ty.is_none();
        // The thing run is what the name ends in (`sql`, `script`): `script_fields` are
        // fields, and a `shopperStatement` is text on a bank statement.
        let is_statement = |w: &str| matches!(w, "statement" | "statements");
        if text_or_list && EXECUTED_NAMES.contains(&last.as_str()) && !is_statement(last) {
            return Some(format!("the API runs what `{name}` holds"));
        }
        let language = ws
            .iter()
            .any(|w| EXECUTED_NAMES.contains(&w.as_str()) && !is_statement(w));
        if text_or_list
            && (matches!(last.as_str(), "query" | "q" | "code" | "expression")
                || is_statement(last))
            && (language || executing_tool)
        {
            return Some(format!("the API runs the statement `{name}` holds"));
        }
        // A GET's lists are of reads.
        if matches!(tool.origin.method, Method::Get | Method::Head) {
            continue;
        }
        if ty == Some("array") && BATCH_NAMES.contains(&last.as_str()) {
            return Some(format!(
                "`{name}` is a list of operations the API carries out"
            ));
        }
        if is_sub_request_list(schema) {
            return Some(format!(
                "`{name}` is a list of sub-requests the API sends on"
            ));
        }
        if ws.iter().any(|w| {
            matches!(
                w.as_str(),
                "action" | "operation" | "op" | "verb" | "command"
            )
        }) && let Some(value) = destructive_choice(schema)
        {
            return Some(format!(
                "`{name}` chooses the action, and one choice is `{value}`"
            ));
        }
    }
    None
}

/// Whether a schema is an array of requests (items with a method and a path or URL).
fn is_sub_request_list(schema: &Value) -> bool {
    let Some(item) = schema.get("items").and_then(|i| i.get("properties")) else {
        return false;
    };
    let Some(item) = item.as_object() else {
        return false;
    };
    let has = |names: &[&str]| {
        item.keys()
            .any(|k| names.contains(&k.to_ascii_lowercase().as_str()))
    };
    has(&["method", "http_method", "verb"])
        && has(&["path", "url", "relative_url", "uri", "endpoint"])
}

/// The first destructive action an enum (or an array of one) offers.
fn destructive_choice(schema: &Value) -> Option<String> {
    let values = schema
        .get("enum")
        .or_else(|| schema.get("items").and_then(|i| i.get("enum")))?
        .as_array()?;
    values.iter().filter_map(Value::as_str).find_map(|v| {
        words(v)
            .iter()
            .any(|w| DESTRUCTIVE_ACTIONS.contains(&w.as_str()))
            .then(|| v.to_string())
    })
}

/// Argument words that make an operation only read when set, and write otherwise.
const READ_SWITCHES: &[&[&str]] = &[
    &["dry", "run"],
    &["dryrun"],
    &["preview"],
    &["validate", "only"],
    &["check", "only"],
    &["simulate"],
    &["what", "if"],
];

/// Whether an argument's name is one of `switches` (a prefix like `is_` or a suffix like
/// `_mode` allowed: `is_dry_run`, `dry_run_mode`), for booleans, strings and enums only.
pub(crate) fn is_switch_named(name: &str, schema: &Value, switches: &[&[&str]]) -> bool {
    let ty = schema.get("type").and_then(Value::as_str);
    if !(matches!(ty, Some("boolean" | "string")) || schema.get("enum").is_some()) {
        return false;
    }
    let all: Vec<String> = snake_case(name).split('_').map(str::to_string).collect();
    let mut ws: &[String] = &all;
    if ws.len() > 1 && matches!(ws[0].as_str(), "is" | "do" | "should" | "with" | "use") {
        ws = &ws[1..];
    }
    if ws.len() > 1 && matches!(ws[ws.len() - 1].as_str(), "mode" | "flag" | "enabled") {
        ws = &ws[..ws.len() - 1];
    }
    switches
        .iter()
        .any(|p| ws.len() == p.len() && ws.iter().zip(*p).all(|(a, b)| a == b))
}

/// The read switch an operation takes (`dry_run`), if any.
pub(crate) fn read_switch(tool: &Tool) -> Option<String> {
    let props = tool.input_schema.get("properties")?.as_object()?;
    props
        .iter()
        .find(|(name, schema)| is_switch_named(name, schema, READ_SWITCHES))
        .map(|(name, _)| name.clone())
}
