//! openapi-mcp: turns an OpenAPI document into a Rust MCP server crate whose tools carry honest
//! annotations. The pipeline is load → resolve → lower → overrides → validate → emit; only the
//! CLI (`cli`) touches the file system and the terminal.

pub mod cli;
pub mod emit;
pub mod error;
pub mod load;
pub mod lower;
pub mod model;
pub mod naming;
pub mod overrides;
pub mod resolve;
pub mod schema;
pub mod validate;

use std::path::Path;

use error::Result;
use model::ToolSet;
use overrides::Overrides;

/// Runs every stage up to the validated tool set.
pub fn plan(spec: &Path, overrides: Option<&Path>) -> Result<ToolSet> {
    plan_with(spec, overrides, resolve::Options::default())
}

/// [`plan`] with resolve options (`--allow-refs-outside`).
pub fn plan_with(
    spec: &Path,
    overrides: Option<&Path>,
    options: resolve::Options,
) -> Result<ToolSet> {
    let docs = resolve::Documents::load(spec, options)?;
    let overrides = overrides.map(Overrides::load).transpose()?;
    let set = lower::lower(&docs)?;
    let set = overrides::apply(set, overrides.as_ref())?;
    validate::validate(set, spec)
}
