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
