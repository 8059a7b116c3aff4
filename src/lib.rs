//! openapi-mcp: turns an OpenAPI document into a Rust MCP server crate whose tools carry honest
//! annotations. The pipeline is load → resolve → lower → overrides → output schemas → budget → validate → emit; only the
//! CLI (`cli`) touches the file system and the terminal.

pub mod budget;
pub mod ci;
pub mod cli;
pub mod diff;
pub mod emit;
pub mod error;
pub mod glob;
pub mod lint;
pub mod load;
pub mod locate;
pub mod lower;
pub mod markdown;
pub mod model;
pub mod naming;
pub mod output;
pub mod overrides;
pub mod overrides_init;
pub mod overrides_schema;
pub mod plan;
pub mod policy;
pub mod resolve;
pub mod review;
pub mod schema;
pub mod schema_diff;
pub mod shape;
pub mod suggest;
pub mod terminal;
pub mod validate;
pub mod write;

use std::path::Path;

use error::{Diagnostic, Error, Result};
use model::ToolSet;
use overrides::Overrides;

/// The validated tool set and the warnings met on the way (rules that matched nothing).
#[derive(Debug, Clone)]
pub struct Planned {
    pub set: ToolSet,
    pub warnings: Vec<Diagnostic>,
}

/// What to do with `tools:` keys in the overrides file that name no operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaleKeys {
    /// An error (the default: a stale override silently stops applying).
    Error,
    /// Ignored: `diff` applies today's overrides file to yesterday's spec.
    Ignore,
}

/// Runs every stage up to the validated tool set; stale override keys are errors.
pub fn plan(spec: &Path, overrides: Option<&Path>) -> Result<ToolSet> {
    Ok(run(spec, overrides, StaleKeys::Error)?.set)
}

/// Settings of a run that come from the command line rather than the input files.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub resolve: resolve::Options,
    /// Context-budget flags; they win over the overrides file's `context:` section.
    pub context: budget::Context,
}

/// [`plan`] with command-line options.
pub fn plan_with(spec: &Path, overrides: Option<&Path>, options: &Options) -> Result<ToolSet> {
    Ok(run_with(spec, overrides, StaleKeys::Error, options)?.set)
}

/// Runs every stage up to the validated tool set, keeping the warnings.
pub fn run(spec: &Path, overrides: Option<&Path>, stale: StaleKeys) -> Result<Planned> {
    run_with(spec, overrides, stale, &Options::default())
}

/// [`run`] with command-line options.
pub fn run_with(
    spec: &Path,
    overrides: Option<&Path>,
    stale: StaleKeys,
    options: &Options,
) -> Result<Planned> {
    let docs = resolve::Documents::load(spec, options.resolve);
    let overrides = overrides.map(Overrides::load_partial).transpose();
    // Every problem of the run at once: a broken overrides file does not hide the spec's own,
    // and what of it could be read still applies (a key that names no operation is found).
    match (docs, overrides) {
        (Ok(docs), Ok(None)) => run_loaded_with(&docs, None, stale, &options.context),
        (Ok(docs), Ok(Some((overrides, problems)))) => {
            let run = run_loaded_with(&docs, Some(&overrides), stale, &options.context);
            if problems.is_empty() {
                return run;
            }
            let run_errors = run.err().map(|e| e.diagnostics).unwrap_or_default();
            Err(Error::new([problems, run_errors].concat()))
        }
        // The overrides file cannot be read at all: the spec is checked without it.
        (Ok(docs), Err(e)) => {
            let spec_errors = run_loaded_with(&docs, None, StaleKeys::Ignore, &options.context)
                .err()
                .map(|e| e.diagnostics)
                .unwrap_or_default();
            Err(Error::new([e.diagnostics, spec_errors].concat()))
        }
        (Err(a), Err(b)) => Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), Ok(_)) => Err(e),
    }
}

/// [`run`] for documents and overrides already in memory.
pub fn run_loaded(
    docs: &resolve::Documents,
    overrides: Option<&Overrides>,
    stale: StaleKeys,
) -> Result<Planned> {
    run_loaded_with(docs, overrides, stale, &budget::Context::default())
}

/// [`run_loaded`] with context-budget flags, which win over the overrides file's `context:`.
pub fn run_loaded_with(
    docs: &resolve::Documents,
    overrides: Option<&Overrides>,
    stale: StaleKeys,
    context_flags: &budget::Context,
) -> Result<Planned> {
    // Every stage runs on what the earlier ones could read, so that one run reports the
    // problems of all of them. Wrong shapes and lowering problems come first; where both name
    // the same place, the shape check's message (what was expected there) is kept.
    let mut problems = shape::check(docs);
    let partial = lower::lower_partial(docs);
    for d in partial.errors {
        if !problems
            .iter()
            .any(|p| p.file == d.file && p.pointer == d.pointer)
        {
            problems.push(d);
        }
    }
    let lower::Lowered { set, warnings } = partial.lowered;
    // A tool is left out of the later checks when its lowering met an error, or when its path
    // item holds a wrong shape (lowering read it as absent): those checks would only echo them.
    let mut tainted = partial.tainted;
    for tool in &set.tools {
        let pointer = &tool.origin.pointer;
        let item = pointer.rsplit_once('/').map_or("", |(item, _)| item);
        let misread = problems.iter().any(|p| {
            p.pointer
                .strip_prefix(item)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        });
        if misread {
            tainted.insert(pointer.clone());
        }
    }
    let mut warnings = [
        warnings,
        validate::duplicate_operation_ids(&set, docs.path(0)),
    ]
    .concat();
    let applied = overrides::apply(set, overrides);
    // A key may name an operation that is only missing because of an error: not stale then.
    if stale == StaleKeys::Error && partial.complete {
        problems.extend(applied.stale_keys.iter().cloned());
    }
    let context = overrides
        .map(|o| o.file.context.clone())
        .unwrap_or_default()
        .merged(context_flags);
    let set = output::apply(applied.set, context.output_schemas.unwrap_or_default());
    let set = overrides::attach_notes(budget::apply(set, &context));
    let set = validate::validate_except(set, docs.path(0), &tainted);
    match set {
        Ok(set) if problems.is_empty() => {
            warnings.extend(applied.warnings);
            Ok(Planned { set, warnings })
        }
        Ok(_) => Err(Error::new(problems)),
        Err(e) => Err(Error::new([problems, e.diagnostics].concat())),
    }
}
