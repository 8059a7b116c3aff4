//! Validate stage: checks the final tool set before anything is emitted: tool names valid and
//! unique, path templates and declared path parameters in agreement, and every schema shallow
//! enough for the generated server to parse.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::Value;

use crate::error::{Code, Diagnostic, Diagnostics, Result};
use crate::model::{Location, SchemaDefs, Tool, ToolSet};
use crate::util::naming::template_params;
use crate::util::naming::{MAX_TOOL_NAME, is_valid_tool_name};
use crate::util::pointer::JsonPointer;

/// The validate stage: the tool set unchanged when every check passes, else every problem
/// found, as errors located in `spec` (or the file an operation is written in).
pub fn validate(set: ToolSet, spec: &Path) -> Result<ToolSet> {
    validate_except(set, spec, &BTreeSet::new())
}

/// [`validate`], leaving out the tools whose origin pointer is in `skip`: tools of operations
/// an earlier stage found errors in, made from what could be read of them, whose checks here
/// would only echo those errors.
pub fn validate_except(set: ToolSet, spec: &Path, skip: &BTreeSet<JsonPointer>) -> Result<ToolSet> {
    let mut diags = Diagnostics::default();
    for d in problems(&set, spec, skip) {
        diags.push(d);
    }
    diags.finish(set)
}

/// What [`validate_except`] finds, without deciding what becomes of the set.
pub fn problems(set: &ToolSet, spec: &Path, skip: &BTreeSet<JsonPointer>) -> Vec<Diagnostic> {
    let mut diags = Diagnostics::default();
    let mut by_name: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut depths = DefDepths::default();
    for tool in &set.tools {
        if skip.contains(&tool.origin.pointer) {
            continue;
        }
        check_depth(tool, &set.defs, &mut depths, spec, &mut diags);
        by_name
            .entry(&tool.name)
            .or_default()
            .push(tool.origin.key());
        if !is_valid_tool_name(&tool.name) {
            diags.push(
                Diagnostic::new(Code::BadName,
                    tool.origin.file(spec),
                    &tool.origin.pointer,
                    format!(
                        "tool name `{}` ({}) is not 1 to {MAX_TOOL_NAME} characters of A-Z a-z 0-9 _ -",
                        tool.name,
                        tool.origin.key()
                    ),
                )
                .help("change the `name` in the overrides file or `x-mcp`"),
            );
        }
        let declared: Vec<&str> = tool
            .http
            .params
            .iter()
            .filter(|p| p.location == Location::Path)
            .map(|p| p.api_name.as_str())
            .collect();
        if let Some(problem) = template_problem(&tool.http.path_template) {
            diags.push(
                Diagnostic::new(Code::BadPath,
                    tool.origin.file(spec),
                    &tool.origin.pointer,
                    format!("path template `{}`: {problem}", tool.http.path_template),
                )
                .help("write each path parameter as `{name}`: a non-empty name, closed, with no `{` inside")
                .inside(tool.origin.key()),
            );
        }
        let template = template_params(&tool.http.path_template);
        for name in &template {
            if !declared.contains(name) {
                diags.push(
                    Diagnostic::new(Code::BadPath,
                        tool.origin.file(spec),
                        &tool.origin.pointer,
                        format!("path template `{}` uses `{{{name}}}` but no path parameter `{name}` is declared", tool.http.path_template),
                    )
                    .help(format!("add `- {{name: {name}, in: path, required: true, schema: {{type: string}}}}` to the parameters"))
                    .inside(tool.origin.key()),
                );
            }
        }
        for name in &declared {
            if !template.contains(name) {
                diags.push(
                    Diagnostic::new(
                        Code::BadPath,
                        tool.origin.file(spec),
                        &tool.origin.pointer,
                        format!(
                            "path parameter `{name}` does not appear in the path template `{}`",
                            tool.http.path_template
                        ),
                    )
                    .help("rename the parameter to match a `{...}` segment, or remove it")
                    .inside(tool.origin.key()),
                );
            }
        }
    }
    for (name, origins) in by_name {
        if origins.len() > 1 {
            let first = set
                .tools
                .iter()
                .find(|t| t.name == name && !skip.contains(&t.origin.pointer))
                .map(|t| &t.origin);
            diags.push(
                Diagnostic::new(
                    Code::BadName,
                    first.map_or(spec, |o| o.file(spec)),
                    first.map(|o| o.pointer.clone()).unwrap_or_default(),
                    format!(
                        "{} tools are named `{name}`: {}",
                        origins.len(),
                        origins.join(", ")
                    ),
                )
                .help("give one of them another `name` in the overrides file"),
            );
        }
    }
    diags.into_vec()
}

/// Deepest JSON nesting of a schema as the generated server announces it. The server parses
/// each schema with serde_json, which refuses 128 levels and more, and so do clients built on
/// it; `tools/list` puts the schema four levels down (the response, `result`, `tools`, the
/// tool), hence the margin.
pub const MAX_SCHEMA_NESTING: usize = 120;

/// Nesting of each shared definition, computed once per definition however many tools use it.
#[derive(Default)]
struct DefDepths {
    input: BTreeMap<String, usize>,
    output: BTreeMap<String, usize>,
}

/// A schema the document accepts can still come out deeper than the server can read: a small
/// definition is inlined where it is used, so its depth adds to the depth of the place that
/// refers to it. Checked here, on the schemas that are emitted, rather than in the document.
fn check_depth(
    tool: &Tool,
    defs: &SchemaDefs,
    depths: &mut DefDepths,
    spec: &Path,
    diags: &mut Diagnostics,
) {
    let schemas = [
        (
            "input",
            Some(&tool.input_schema),
            &tool.input_defs,
            &defs.input,
            &mut depths.input,
        ),
        (
            "output",
            tool.output_schema.as_ref(),
            &tool.output_defs,
            &defs.output,
            &mut depths.output,
        ),
    ];
    for (which, schema, names, pool, known) in schemas {
        let Some(schema) = schema else {
            continue;
        };
        // A definition sits two levels down in the announced schema: under `$defs`, then its name.
        let deepest_def = names
            .iter()
            .filter_map(|name| {
                if let Some(&d) = known.get(name) {
                    return Some(d);
                }
                let d = nesting(pool.get(name)?);
                known.insert(name.clone(), d);
                Some(d)
            })
            .max()
            .map_or(0, |d| d + 2);
        let depth = nesting(schema).max(deepest_def);
        if depth > MAX_SCHEMA_NESTING {
            diags.push(
                Diagnostic::new(Code::TooLarge,
                    tool.origin.file(spec),
                    &tool.origin.pointer,
                    format!(
                        "the {which} schema of tool `{}` ({}) nests {depth} levels after `$ref` inlining; at most {MAX_SCHEMA_NESTING}",
                        tool.name,
                        tool.origin.key()
                    ),
                )
                .help("the generated server and clients built on serde_json read at most 127 levels, and `tools/list` puts the schema 4 levels down: flatten it (move nested object schemas into components and `$ref` them), or set `context: {schema_depth: ...}` in the overrides file"),
            );
        }
    }
}

/// Levels of JSON nesting: 0 for a scalar, 1 for `{}` or `[]`, one more per level inside.
/// Iterative: the value may be deeper than the stack allows recursion for.
pub fn nesting(value: &Value) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(value, 1)];
    while let Some((v, level)) = stack.pop() {
        match v {
            Value::Object(map) => {
                deepest = deepest.max(level);
                stack.extend(map.values().map(|c| (c, level + 1)));
            }
            Value::Array(items) => {
                deepest = deepest.max(level);
                stack.extend(items.iter().map(|c| (c, level + 1)));
            }
            _ => {}
        }
    }
    deepest
}

/// Operations that share an operationId, as warnings. OpenAPI requires operationIds to be
/// unique, but real specs repeat them (the shared corpus has two `addPet`s); the tools still
/// get distinct names (`add_pet`, `add_pet_2`), so this is reported, with both locations,
/// rather than refused. Overrides keyed by such an operationId apply to every operation that
/// has it; key them by `"METHOD /path"` to tell them apart.
pub fn duplicate_operation_ids(set: &ToolSet, spec: &Path) -> Vec<Diagnostic> {
    let mut by_id: BTreeMap<&str, Vec<&crate::model::Origin>> = BTreeMap::new();
    let origins = set
        .tools
        .iter()
        .map(|t| &t.origin)
        .chain(set.skipped.iter().map(|s| &s.origin));
    for origin in origins {
        if let Some(id) = origin.operation_id.as_deref() {
            by_id.entry(id).or_default().push(origin);
        }
    }
    let mut out = Vec::new();
    for (id, mut origins) in by_id {
        if origins.len() < 2 {
            continue;
        }
        origins.sort_by(|a, b| a.pointer.cmp(&b.pointer));
        let first = origins[0];
        for other in &origins[1..] {
            out.push(
                Diagnostic::new(Code::DuplicateOperationId,
                    other.file(spec),
                    &other.pointer,
                    format!(
                        "operationId `{id}` of {} is also the operationId of {} at #{}; operationIds must be unique",
                        other.key(),
                        first.key(),
                        first.pointer
                    ),
                )
                .help(format!(
                    "rename one of them in the spec; until then both get a tool (with distinct names), and an overrides entry keyed `{id}` applies to both (key it by \"METHOD /path\" instead)"
                )),
            );
        }
    }
    out
}

/// What is wrong with the braces of a path template, if anything: the runtime fills each
/// `{name}` with an argument, so an unclosed, empty or nested one would leave braces in the
/// path the request goes to. (A `}` outside any `{...}` is plain text, and a name may appear
/// twice, as RFC 6570 allows: both get the same value.)
fn template_problem(template: &str) -> Option<&'static str> {
    let mut rest = template;
    while let Some(at) = rest.find('{') {
        let after = &rest[at + 1..];
        let Some(end) = after.find(['{', '}']) else {
            return Some("a `{` is never closed");
        };
        if after[end..].starts_with('{') {
            return Some("a `{` opens inside another");
        }
        if end == 0 {
            return Some("`{}` names no parameter");
        }
        rest = &after[end + 1..];
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_template_braces_are_checked() {
        for ok in [
            "/a",
            "/a/{x}/b/{y}.json",
            "/{a}{b}",
            "/a/{x-y.z}",
            "/v/}",
            "/v/{a}}",
            "/x/{a}/y/{a}",
        ] {
            assert_eq!(template_problem(ok), None, "{ok}");
        }
        for (bad, problem) in [
            ("/v/{", "a `{` is never closed"),
            ("/v/{a", "a `{` is never closed"),
            ("/v/{a}/{b", "a `{` is never closed"),
            ("/v/{a{b}}", "a `{` opens inside another"),
            ("/v/{}", "`{}` names no parameter"),
        ] {
            assert_eq!(template_problem(bad), Some(problem), "{bad}");
        }
    }

    /// `[[[...]]]` nested `n` deep.
    fn nested(n: usize) -> String {
        format!("{}{}", "[".repeat(n), "]".repeat(n))
    }

    #[test]
    fn nesting_counts_levels_as_serde_json_does() {
        assert_eq!(nesting(&serde_json::json!(1)), 0);
        assert_eq!(nesting(&serde_json::json!({})), 1);
        assert_eq!(
            nesting(&serde_json::json!({"a": [1, {"b": []}], "c": {}})),
            4
        );
        // The limit leaves a margin below what serde_json itself refuses.
        let deepest_parsed = (1..200)
            .take_while(|&n| serde_json::from_str::<Value>(&nested(n)).is_ok())
            .last()
            .unwrap();
        assert_eq!(deepest_parsed, 127);
        assert!(MAX_SCHEMA_NESTING + 4 < deepest_parsed);
        let v: Value = serde_json::from_str(&nested(deepest_parsed)).unwrap();
        assert_eq!(nesting(&v), deepest_parsed);
    }
}
