//! `--tool-mode dynamic`: instead of one MCP tool per operation, three meta tools let a model
//! find a tool (`search_tools`), read its hints and schemas (`describe_tool`) and call it
//! (`call_tool`), so an API of a thousand operations costs a few hundred bytes of context.
//!
//! This module only builds the meta tools and their answers; the server decides what they can
//! see. Search and describe are given only the tools the policy enables, and `call_tool` goes
//! through the same pipeline as a direct call (policy, validation, consent, retries), so the
//! dynamic mode can reach exactly what the full mode would list.

use std::sync::Arc;

use rmcp::model::{JsonObject, Tool as McpTool, ToolAnnotations};
use serde_json::{Map, Value, json};

use super::descriptor::{Api, Hints, Tool};
use super::search::Index;
use super::settings::ToolMode;

pub const SEARCH: &str = "search_tools";
pub const DESCRIBE: &str = "describe_tool";
pub const CALL: &str = "call_tool";

/// Search results returned when the caller gives no `limit`, and the most it may ask for.
const DEFAULT_LIMIT: usize = 10;
const MAX_LIMIT: usize = 50;

/// How much of a tool's description a search result shows (describe shows all of it).
const SUMMARY_CHARS: usize = 200;

/// The three meta tools, in the order `tools/list` shows them. `enabled` is what they can
/// reach: `call_tool`'s hints are the most cautious combination of those tools' hints
/// (read-only only if all are, destructive or open-world if any is, idempotent only if all
/// are), so a client that decides by hints treats it like the riskiest tool behind it.
pub fn tools(api_title: &str, enabled: &[&Tool]) -> Vec<McpTool> {
    let api = if api_title.is_empty() {
        "this API".to_string()
    } else {
        format!("the {api_title} API")
    };
    let reach = Hints {
        read_only: enabled.iter().all(|t| t.hints.read_only),
        destructive: enabled
            .iter()
            .any(|t| t.hints.destructive && !t.hints.read_only),
        idempotent: enabled.iter().all(|t| t.hints.idempotent),
        open_world: enabled.iter().any(|t| t.hints.open_world),
    };
    let lookup = Hints {
        read_only: true,
        destructive: false,
        idempotent: true,
        open_world: false,
    };
    vec![
        tool(
            SEARCH,
            "Search tools",
            format!(
                "Finds tools of {api} by words (matched, with their other forms and common \
                 synonyms, against tool names, titles, tags, paths, argument names and \
                 descriptions) and/or by tag; with neither, lists every tool and the tags (or, \
                 for tools without one, the resources their paths name) to browse by. Returns the best matches with their titles, hints \
                 (readOnlyHint, destructiveHint, ...) and why each matched. Next: \
                 describe_tool for a tool's arguments, then call_tool."
            ),
            search_schema(),
            lookup,
        ),
        tool(
            DESCRIBE,
            "Describe a tool",
            format!(
                "Returns one tool of {api}: its full description, its hints (readOnlyHint, \
                 destructiveHint, idempotentHint, openWorldHint), the JSON Schema of its \
                 arguments (inputSchema) and of its result (outputSchema), and the HTTP \
                 method and path it calls."
            ),
            describe_schema(),
            lookup,
        ),
        tool(
            CALL,
            "Call a tool",
            format!(
                "Calls one tool of {api} by name with its arguments (an object matching the \
                 tool's inputSchema from describe_tool). The tool's own hints apply: check \
                 them in describe_tool before calling a tool that is not read-only."
            ),
            call_schema(),
            reach,
        ),
    ]
}

fn tool(
    name: &'static str,
    title: &str,
    description: String,
    schema: Value,
    hints: Hints,
) -> McpTool {
    let annotations = ToolAnnotations::with_title(title)
        .read_only(hints.read_only)
        .destructive(hints.destructive)
        .idempotent(hints.idempotent)
        .open_world(hints.open_world);
    let schema = match schema {
        Value::Object(schema) => schema,
        _ => JsonObject::new(),
    };
    McpTool::new(name, description, Arc::new(schema))
        .with_title(title)
        .with_annotations(annotations)
}

fn search_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "query": {
                "type": "string",
                "description": "Words to look for, e.g. `create invoice` or `list pods`. Empty or left out: every tool (with `tag`: every tool of that tag)."
            },
            "tag": {
                "type": "string",
                "description": "Only tools with this OpenAPI tag (case-insensitive)."
            },
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": MAX_LIMIT,
                "description": format!("How many results at most (default {DEFAULT_LIMIT}).")
            }
        },
        "additionalProperties": false
    })
}

fn describe_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "The tool's name, as search_tools returns it."}
        },
        "required": ["name"],
        "additionalProperties": false
    })
}

fn call_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "The tool's name, as search_tools returns it."},
            "arguments": {
                "type": "object",
                "description": "The tool's arguments, matching its inputSchema (see describe_tool). Left out: no arguments.",
                "additionalProperties": true
            }
        },
        "required": ["name"],
        "additionalProperties": false
    })
}

/// The `annotations` object of a tool, as `tools/list` would show it in the full mode.
pub fn annotations(tool: &Tool) -> Value {
    json!({
        "title": tool.title,
        "readOnlyHint": tool.hints.read_only,
        "destructiveHint": tool.hints.destructive,
        "idempotentHint": tool.hints.idempotent,
        "openWorldHint": tool.hints.open_world,
    })
}

/// `search_tools`' answer: the tools among `enabled` (indices into `tools`, the table `index`
/// was built from) that have the tag, if one is given, ranked by how well they match the query
/// ([`search`](super::search): BM25F over their fields, stems and synonyms), each with why it
/// matched. Without query words, every such tool by name, and without a tag as well, the tags
/// with how many tools each has, to browse by.
pub fn search(
    index: &Index,
    tools: &[Tool],
    enabled: &[usize],
    query: &str,
    tag: Option<&str>,
    limit: Option<u64>,
) -> Value {
    let limit = limit.map_or(DEFAULT_LIMIT, |n| (n as usize).clamp(1, MAX_LIMIT));
    let tag = tag.map(str::trim).filter(|t| !t.is_empty());
    let candidates: Vec<usize> = enabled
        .iter()
        .copied()
        .filter(|&i| {
            tools.get(i).is_some_and(|tool| {
                tag.is_none_or(|tag| {
                    tool.tags.iter().any(|t| t.eq_ignore_ascii_case(tag))
                        || (tool.tags.is_empty()
                            && path_group(tool.path).is_some_and(|g| g.eq_ignore_ascii_case(tag)))
                })
            })
        })
        .collect();
    let browsing = crate::search::terms(query).is_empty();
    let hits: Vec<(usize, Option<Value>)> = if browsing {
        let mut all = candidates.clone();
        all.sort_by_key(|&i| tools[i].name);
        all.into_iter().map(|i| (i, None)).collect()
    } else {
        index
            .rank(query, &candidates)
            .iter()
            .map(|hit| (hit.tool, Some(crate::search::why(hit))))
            .collect()
    };
    let total = hits.len();
    let found: Vec<Value> = hits
        .iter()
        .take(limit)
        .map(|(i, why)| {
            let tool = &tools[*i];
            let mut entry = json!({
                "name": tool.name,
                "title": tool.title,
                "summary": summary(tool.description),
                "tags": tool.tags,
                "method": tool.method.as_str(),
                "path": tool.path,
                "annotations": annotations(tool),
            });
            if let (Some(why), Some(entry)) = (why, entry.as_object_mut()) {
                entry.insert("matched".into(), why.clone());
            }
            entry
        })
        .collect();
    let mut answer = Map::new();
    answer.insert("total".into(), total.into());
    answer.insert("returned".into(), found.len().into());
    answer.insert("tools".into(), Value::Array(found));
    if browsing && tag.is_none() {
        // What to browse by: the tags, and for tools without one the resource their path
        // names (`/chat.postMessage` → `chat`, `/v2/droplets/{id}` → `droplets`); either can
        // be given back as `tag`.
        let mut tags: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        let mut groups: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        for &i in &candidates {
            for t in tools[i].tags {
                *tags.entry(t).or_insert(0) += 1;
            }
            if tools[i].tags.is_empty()
                && let Some(group) = path_group(tools[i].path)
            {
                *groups.entry(group).or_insert(0) += 1;
            }
        }
        if !tags.is_empty() {
            answer.insert("tags".into(), json!(tags));
        }
        if !groups.is_empty() {
            answer.insert("groups".into(), json!(groups));
        }
    }
    if total > limit {
        answer.insert(
            "more".into(),
            format!(
                "{} more match; narrow the query, filter by tag, or raise limit (up to {MAX_LIMIT})",
                total - limit
            )
            .into(),
        );
    } else if total == 0 {
        answer.insert(
            "more".into(),
            "nothing matches; try other words, or no query to see every tool".into(),
        );
    }
    Value::Object(answer)
}

/// The resource a path names first, for browsing an API without tags: its first segment that
/// is neither a parameter, `api`, nor a version (`v1`, `2023-09-01`), cut at an RPC method's
/// `.` (`/chat.postMessage` → `chat`).
fn path_group(path: &str) -> Option<&str> {
    path.split('/')
        .filter(|s| !s.is_empty() && !s.starts_with('{'))
        .map(|s| s.split('.').next().unwrap_or(s))
        .find(|s| {
            let version = (s.starts_with('v') && s[1..].chars().all(|c| c.is_ascii_digit()))
                || s.starts_with(|c: char| c.is_ascii_digit());
            !s.is_empty() && *s != "api" && !version
        })
}

/// The search index of `tools`, with each one's argument names (in the same order).
pub fn index_of(tools: &[Tool], arguments: &[Vec<String>]) -> Index {
    let texts: Vec<[String; crate::search::FIELD_COUNT]> = tools
        .iter()
        .enumerate()
        .map(|(i, tool)| {
            [
                tool.name.to_string(),
                tool.title.to_string(),
                tool.tags.join(" "),
                tool.path.to_string(),
                arguments.get(i).map(|a| a.join(" ")).unwrap_or_default(),
                tool.description.to_string(),
                crate::search::method_words(tool.method.as_str()).to_string(),
            ]
        })
        .collect();
    let methods: Vec<&str> = tools.iter().map(|t| t.method.as_str()).collect();
    Index::new(&texts, &methods)
}

/// `describe_tool`'s answer for one enabled tool.
pub fn describe(tool: &Tool, input: &Arc<JsonObject>, output: Option<&Arc<JsonObject>>) -> Value {
    let mut answer = Map::new();
    answer.insert("name".into(), tool.name.into());
    answer.insert("title".into(), tool.title.into());
    answer.insert("description".into(), tool.description.into());
    answer.insert("tags".into(), json!(tool.tags));
    answer.insert("method".into(), tool.method.as_str().into());
    answer.insert("path".into(), tool.path.into());
    answer.insert("annotations".into(), annotations(tool));
    answer.insert(
        "inputSchema".into(),
        Value::Object(JsonObject::clone(input)),
    );
    if let Some(output) = output {
        answer.insert(
            "outputSchema".into(),
            Value::Object(JsonObject::clone(output)),
        );
    }
    Value::Object(answer)
}

/// The description's first paragraph, cut at [`SUMMARY_CHARS`] with an ellipsis.
fn summary(description: &str) -> String {
    let first = description.split("\n\n").next().unwrap_or("").trim();
    if first.chars().count() <= SUMMARY_CHARS {
        return first.to_string();
    }
    let mut cut: String = first.chars().take(SUMMARY_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// How many tools the dynamic mode lists.
pub(crate) const COUNT: usize = 3;

/// The instructions `initialize` returns: the API's own, and in the dynamic mode how its meta
/// tools stand for the `enabled` API tools.
pub(crate) fn instructions(api: &Api, mode: ToolMode, enabled: usize) -> String {
    let mut instructions = api.instructions.to_string();
    if mode == ToolMode::Dynamic {
        if !instructions.is_empty() {
            instructions.push_str("\n\n");
        }
        instructions.push_str(&format!(
            "This server lists three meta tools instead of its {enabled} API tools: {SEARCH} \
             finds tools, {DESCRIBE} shows one tool's hints and argument schema, {CALL} calls \
             it. The hints of each API tool are in the search and describe results."
        ));
    }
    instructions
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::Method;
    use super::*;

    fn tool(name: &'static str, tags: &'static [&'static str], hints: Hints) -> Tool {
        Tool {
            name,
            title: name,
            description: "",
            tags,
            method: Method::Get,
            path: "/x",
            server: None,
            params: &[],
            body: None,
            hints,
            security: &[],
            scopes: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        }
    }

    const READ: Hints = Hints {
        read_only: true,
        destructive: false,
        idempotent: true,
        open_world: false,
    };
    const DELETE: Hints = Hints {
        read_only: false,
        destructive: true,
        idempotent: true,
        open_world: false,
    };
    const POST: Hints = Hints {
        read_only: false,
        destructive: false,
        idempotent: false,
        open_world: true,
    };

    fn names(answer: &Value) -> Vec<&str> {
        answer["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap())
            .collect()
    }

    #[test]
    fn call_tool_hints_are_the_most_cautious_of_what_it_reaches() {
        let get = tool("get_pet", &[], READ);
        let delete = tool("delete_pet", &[], DELETE);
        let post = tool("create_pet", &[], POST);
        let hints = |enabled: &[&Tool]| {
            let listed = tools("Pets", enabled);
            let call = listed.iter().find(|t| t.name == CALL).unwrap();
            let a = call.annotations.clone().unwrap();
            (
                a.read_only_hint,
                a.destructive_hint,
                a.idempotent_hint,
                a.open_world_hint,
            )
        };
        assert_eq!(
            hints(&[&get]),
            (Some(true), Some(false), Some(true), Some(false))
        );
        assert_eq!(
            hints(&[&get, &delete]),
            (Some(false), Some(true), Some(true), Some(false))
        );
        assert_eq!(
            hints(&[&get, &delete, &post]),
            (Some(false), Some(true), Some(false), Some(true))
        );
        let listed = tools("Pets", &[&get, &delete, &post]);
        let names: Vec<&str> = listed.iter().map(|t| t.name.as_ref()).collect();
        assert_eq!(names, [SEARCH, DESCRIBE, CALL]);
        for meta in &listed[..2] {
            let a = meta.annotations.clone().unwrap();
            assert_eq!(a.read_only_hint, Some(true), "{}", meta.name);
        }
    }

    #[test]
    fn search_ranks_by_how_well_the_words_match_and_says_why() {
        let tools = [
            tool("list_orders", &["store"], READ),
            tool("delete_pet", &["pets"], DELETE),
            tool("list_pets", &["pets"], READ),
        ];
        let index = index_of(&tools, &[vec![], vec![], vec![]]);
        let all = [0, 1, 2];
        let search = |query, tag, limit| search(&index, &tools, &all, query, tag, limit);
        let answer = search("List PETS", None, None);
        // list_pets has both words; the others one each.
        assert_eq!(names(&answer)[0], "list_pets");
        assert_eq!(answer["total"], 3);
        assert!(answer.get("more").is_none());
        assert_eq!(answer["tools"][0]["matched"]["list"], "name");
        // Another word for the same thing, and another form of the word.
        let answer = search("remove the pet", None, None);
        assert_eq!(names(&answer)[0], "delete_pet");
        assert_eq!(
            answer["tools"][0]["matched"]["remove"],
            "name (as \"delete\")"
        );

        let answer = search("", Some("PETS"), None);
        assert_eq!(names(&answer), ["delete_pet", "list_pets"]);
        assert!(answer.get("tags").is_none());
        let answer = search("pets", Some("store"), None);
        assert_eq!(names(&answer), Vec::<&str>::new());
        assert!(answer["more"].as_str().unwrap().contains("nothing matches"));

        // Browsing: every tool by name, and the tags with their counts.
        let answer = search("", None, Some(1));
        assert_eq!(names(&answer), ["delete_pet"]);
        assert_eq!(answer["total"], 3);
        assert_eq!(answer["tags"], json!({"pets": 2, "store": 1}));
        assert!(answer["more"].as_str().unwrap().starts_with("2 more match"));
        assert_eq!(answer["tools"][0]["annotations"]["destructiveHint"], true);
        // Without tags, the path's resource is what to browse by, and a tag to filter with.
        let mut paths = [
            tool("chat_post_message", &[], POST),
            tool("conversations_list", &[], READ),
        ];
        paths[0].path = "/chat.postMessage";
        paths[1].path = "/api/v2/conversations.list";
        let idx = index_of(&paths, &[vec![], vec![]]);
        let answer = super::search(&idx, &paths, &[0, 1], "", None, None);
        assert_eq!(answer["groups"], json!({"chat": 1, "conversations": 1}));
        assert!(answer.get("tags").is_none());
        let answer = super::search(&idx, &paths, &[0, 1], "", Some("Chat"), None);
        assert_eq!(names(&answer), ["chat_post_message"]);
        // Only what is enabled is found.
        let answer = super::search(&index, &tools, &[0], "pets", None, None);
        assert_eq!(names(&answer), Vec::<&str>::new());
    }

    #[test]
    fn summaries_keep_the_first_paragraph_within_the_limit() {
        assert_eq!(summary("One.\n\nTwo."), "One.");
        let long = "é".repeat(500);
        let cut = summary(&long);
        assert_eq!(cut.chars().count(), SUMMARY_CHARS);
        assert!(cut.ends_with('…'));
    }
}
