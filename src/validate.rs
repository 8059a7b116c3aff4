//! Validate stage: checks the final tool set before anything is emitted: tool names valid and
//! unique, path templates and declared path parameters in agreement.

use std::collections::BTreeMap;
use std::path::Path;

use crate::error::{Diagnostic, Diagnostics, Result};
use crate::lower::template_params;
use crate::model::{Location, ToolSet};
use crate::naming::{MAX_TOOL_NAME, is_valid_tool_name};

pub fn validate(set: ToolSet, spec: &Path) -> Result<ToolSet> {
    let mut diags = Diagnostics::default();
    let mut by_name: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for tool in &set.tools {
        by_name
            .entry(&tool.name)
            .or_default()
            .push(tool.origin.key());
        if !is_valid_tool_name(&tool.name) {
            diags.push(
                Diagnostic::new(
                    spec,
                    tool.origin.pointer.clone(),
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
        let template = template_params(&tool.http.path_template);
        for name in &template {
            if !declared.contains(name) {
                diags.push(
                    Diagnostic::new(
                        spec,
                        tool.origin.pointer.clone(),
                        format!("path template `{}` uses `{{{name}}}` but no path parameter `{name}` is declared", tool.http.path_template),
                    )
                    .help(format!("add `- {{name: {name}, in: path, required: true, schema: {{type: string}}}}` to the parameters")),
                );
            }
        }
        for name in &declared {
            if !template.contains(name) {
                diags.push(
                    Diagnostic::new(
                        spec,
                        tool.origin.pointer.clone(),
                        format!(
                            "path parameter `{name}` does not appear in the path template `{}`",
                            tool.http.path_template
                        ),
                    )
                    .help("rename the parameter to match a `{...}` segment, or remove it"),
                );
            }
        }
    }
    for (name, origins) in by_name {
        if origins.len() > 1 {
            let first = set
                .tools
                .iter()
                .find(|t| t.name == name)
                .map(|t| t.origin.pointer.clone());
            diags.push(
                Diagnostic::new(
                    spec,
                    first.unwrap_or_default(),
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
    diags.finish(set)
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
                Diagnostic::new(
                    spec,
                    other.pointer.clone(),
                    format!(
                        "operationId `{id}` of {} is also the operationId of {} at #{}; operationIds must be unique",
                        other.key(),
                        first.key(),
                        first.pointer
                    ),
                )
                .help(format!(
                    "rename one of them in the spec; until then both get a tool (with distinct names), and an overrides entry keyed `{id}` applies to both (key it by \"METHOD /path\" instead)"
                ))
                .code(crate::lint::code::DUPLICATE_OPERATION_ID)
                .warning(),
            );
        }
    }
    out
}
