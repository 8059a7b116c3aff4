//! openapi-mcp: turns an OpenAPI document into a Rust MCP server crate whose tools carry honest
//! annotations. This file is the orchestrator: it calls the stages of `pipeline/` in turn (load →
//! overlay → resolve → shape → lower → overrides → confine → output schemas → budget → validate,
//! then emit), each a function of what the one before returned; only the CLI (`cli`) touches the
//! file system and the terminal.

// Data from a user's files never meets an unwrap: every failure is a located error.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]
// What stays public is the library's surface: each item says what it means.
#![deny(missing_docs)]

// The binary's entry point; not part of the library's API.
#[doc(hidden)]
pub mod cli;
pub mod error;
pub mod model;
pub(crate) mod pipeline;
pub(crate) mod report;
pub(crate) mod util;

/// Internals the integration tests, benches and fuzz targets reach into. Not the library's API:
/// it may change in any release.
#[doc(hidden)]
pub mod testing {
    pub use crate::model::document::{Document, SpecVersion};
    pub use crate::pipeline::overrides::file_schema as overrides_schema;
    pub use crate::pipeline::{emit, load, overrides, validate};
    pub use crate::report::{lint, plan, review};
    pub use crate::util::{naming, parse};

    /// The client policy `openapi-mcp policy` prints.
    pub mod policy {
        pub use crate::model::policy::REFERENCE;
    }
}

use std::collections::BTreeMap;
use std::path::PathBuf;

use error::{Diagnostic, Error, Result};
pub use model::Planned;
use model::document::Documents;
use model::files::File;
use overrides::Overrides;
pub use pipeline::emit::RuntimeSource;
use pipeline::{
    budget, confine, emit, load, lower, output, overlay, overrides, resolve, shape, validate,
};
pub use util::source::Source;

/// What to do with `tools:` keys in the overrides file that name no operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StaleKeys {
    /// An error (the default: a stale override silently stops applying).
    #[default]
    Error,
    /// Ignored: `diff` applies today's overrides file to yesterday's spec.
    Ignore,
}

/// What a run reads and how: the spec and the overrides file, where their texts come from, and
/// the command-line settings that win over the overrides file.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The OpenAPI document (3.0, 3.1 or Swagger 2.0), as a path in [`Settings::source`].
    pub spec: PathBuf,
    /// The overrides file, if any.
    pub overrides: Option<PathBuf>,
    /// OpenAPI Overlay files (Overlay 1.0), paths in [`Settings::source`], applied in this
    /// order to the spec's root document before its `$ref`s are resolved.
    pub overlays: Vec<PathBuf>,
    /// Where the spec, the files its `$ref`s name, the overlays and the overrides file are
    /// read from.
    pub source: Source,
    /// What `tools:` keys that name no operation are.
    pub stale: StaleKeys,
    /// How `$ref`s to other files are followed.
    pub resolve: resolve::Options,
    /// Context-budget and output-schema settings; they win over the overrides file's `context:`.
    pub context: model::context::Context,
    /// Whether an operation with errors of its own fails the run (`--strict`) rather than
    /// being left out with a `W0206 skipped-invalid` warning.
    pub strict: bool,
}

impl Settings {
    /// A run of `spec` from the file system, without overrides.
    pub fn new(spec: impl Into<PathBuf>) -> Settings {
        Settings {
            spec: spec.into(),
            overrides: None,
            overlays: Vec::new(),
            source: Source::default(),
            stale: StaleKeys::default(),
            resolve: resolve::Options::default(),
            context: model::context::Context::default(),
            strict: false,
        }
    }

    /// Makes an operation with errors of its own fail the run (`--strict`).
    pub fn strict(mut self, strict: bool) -> Settings {
        self.strict = strict;
        self
    }

    /// Applies the overrides file at `path` (a path in the source).
    pub fn overrides(mut self, path: impl Into<PathBuf>) -> Settings {
        self.overrides = Some(path.into());
        self
    }

    /// Applies the overlay file at `path` (a path in the source) after the ones added before.
    pub fn overlay(mut self, path: impl Into<PathBuf>) -> Settings {
        self.overlays.push(path.into());
        self
    }

    /// Reads every file from `source` instead of the file system.
    pub fn source(mut self, source: Source) -> Settings {
        self.source = source;
        self
    }

    /// Sets what stale `tools:` keys are.
    pub fn stale(mut self, stale: StaleKeys) -> Settings {
        self.stale = stale;
        self
    }

    /// Follows relative `$ref`s to files outside the spec's folder (`--allow-refs-outside`).
    pub fn allow_refs_outside(mut self, allow: bool) -> Settings {
        self.resolve.allow_refs_outside = allow;
        self
    }

    /// Context settings that win over the overrides file's `context:` (the budget flags,
    /// `--output-schemas`).
    pub fn context(mut self, context: model::context::Context) -> Settings {
        self.context = context;
        self
    }
}

/// Runs every stage up to the validated tool set: load, resolve, lower, overrides, output
/// schemas, budget, validate. Every problem found is reported at once, each with its file and
/// JSON pointer.
pub fn plan(settings: &Settings) -> Result<Planned> {
    let source = &settings.source;
    let docs = load_documents(settings);
    let overrides = settings
        .overrides
        .as_deref()
        .map(|path| Overrides::load_partial(source, path))
        .transpose();
    let (stale, context) = (settings.stale, &settings.context);
    // Every problem of the run at once: a broken overrides file does not hide the spec's own,
    // and what of it could be read still applies (a key that names no operation is found).
    match (docs, overrides) {
        (Ok((docs, overlay_warnings)), Ok(None)) => {
            plan_documents(&docs, None, stale, context, settings.strict)
                .map(|p| p.warned(overlay_warnings).keeping(docs))
        }
        (Ok((docs, overlay_warnings)), Ok(Some((overrides, problems)))) => {
            let run = plan_documents(&docs, Some(&overrides), stale, context, settings.strict);
            if problems.is_empty() {
                return run.map(|p| p.warned(overlay_warnings).keeping(docs));
            }
            let run_errors = run.err().map(|e| e.diagnostics).unwrap_or_default();
            Err(Error::new([problems, run_errors].concat()))
        }
        // The overrides file cannot be read at all: the spec is checked without it.
        (Ok((docs, _)), Err(e)) => {
            let spec_errors =
                plan_documents(&docs, None, StaleKeys::Ignore, context, settings.strict)
                    .err()
                    .map(|e| e.diagnostics)
                    .unwrap_or_default();
            Err(Error::new([e.diagnostics, spec_errors].concat()))
        }
        (Err(a), Err(b)) => Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), Ok(_)) => Err(e),
    }
}

/// The spec's documents, with the overlays applied to the root one first (after it is parsed,
/// before its `$ref`s are followed), and the overlays' warnings. Broken overlays are reported
/// with the spec's own load errors.
fn load_documents(settings: &Settings) -> Result<(Documents, Vec<Diagnostic>)> {
    let source = &settings.source;
    let overlays = overlay::read_all(source, &settings.overlays);
    let root = load::load_file(source, &settings.spec);
    let (mut root, overlays) = match (root, overlays) {
        (Ok(root), Ok(overlays)) => (root, overlays),
        (Err(a), Err(b)) => return Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), Ok(_)) | (Ok(_), Err(e)) => return Err(e),
    };
    let overlaid = overlay::apply_all(&overlays, &mut root.root)?;
    let mut docs = Documents::from_root(source, root, settings.resolve)?;
    docs.overlaid = overlaid.written;
    Ok((docs, overlaid.warnings))
}

/// What [`generate`] needs besides the planned tools.
#[derive(Debug, Clone, Default)]
pub struct Generate {
    /// The crate's name (`--name`); from the API's title when not given.
    pub name: Option<String>,
    /// Where the crate's runtime dependency comes from (vendored into the crate by default).
    pub runtime: RuntimeSource,
}

/// The files of the generated crate for a planned tool set, by path relative to the crate's
/// folder, formatted and ready to write. A bad `name` is an error located at `--name`.
pub fn generate(planned: &Planned, options: &Generate) -> Result<BTreeMap<String, File>> {
    let krate =
        crate_named(&planned.set, options.name.as_deref())?.with_runtime(options.runtime.clone());
    emit::emit(&planned.set, &krate).map_err(|e| {
        Error::from(Diagnostic::new(
            error::Code::Internal,
            &planned.spec,
            "",
            e.to_string(),
        ))
    })
}

/// The crate's names (`name` from `--name`, else from the API's title); a bad `name` is an
/// error located at `--name`. `generate` and `serve` name a server alike.
pub(crate) fn crate_named(set: &model::ToolSet, name: Option<&str>) -> Result<emit::Crate> {
    emit::Crate::new(set, name).map_err(|e| {
        Error::from(Diagnostic::new(
            error::Code::Usage,
            std::path::Path::new("--name"),
            "",
            e.to_string(),
        ))
    })
}

/// [`plan_documents`] without context flags, for unit tests that build documents in memory.
#[cfg(test)]
pub(crate) fn run_loaded(
    docs: &Documents,
    overrides: Option<&Overrides>,
    stale: StaleKeys,
) -> Result<Planned> {
    plan_documents(
        docs,
        overrides,
        stale,
        &model::context::Context::default(),
        false,
    )
}

/// [`plan`] for documents and overrides already read.
fn plan_documents(
    docs: &Documents,
    overrides: Option<&Overrides>,
    stale: StaleKeys,
    context_flags: &model::context::Context,
    strict: bool,
) -> Result<Planned> {
    // Every stage runs on what the earlier ones could read, so that one run reports the
    // problems of all of them. Wrong shapes and lowering problems come first; where both name
    // the same place, the shape check's message (what was expected there) is kept.
    let mut problems = shape::check(docs);
    let shape_places = problems.len();
    let partial = lower::lower_partial(docs);
    let lower::Lowered {
        mut set,
        mut warnings,
        operations,
    } = partial.lowered;
    // The spec's own corrections (`x-mcp`, ...) are the overrides stage's first layer, applied
    // before anything reads the hints; their errors are lowering's for what follows.
    let extensions = overrides::apply_extensions(docs, &mut set, &operations);
    for d in partial.errors.into_iter().chain(extensions.errors) {
        // (Lowering's own errors all stay: one in a shared part is met once per operation
        // that reaches it, and each such operation is left out on its own.)
        if !problems[..shape_places]
            .iter()
            .any(|p| p.file == d.file && p.pointer == d.pointer)
        {
            problems.push(d);
        }
    }
    if !extensions.warnings.is_empty() {
        warnings.extend(extensions.warnings);
        warnings.sort();
        warnings.dedup();
    }
    let spec = docs.path(0);
    // An operation whose errors are its own is left out, and the rest of the API generated.
    let confine::Confined {
        errors: mut problems,
        warnings: confined,
        removed,
    } = confine::leave_out(problems, &mut set, spec, strict);
    // A tool is left out of the later checks when its lowering met an error, or when its path
    // item holds a wrong shape (lowering read it as absent): those checks would only echo them.
    let mut tainted = partial.tainted;
    for tool in &set.tools {
        let pointer = &tool.origin.pointer;
        let item = pointer.parent().unwrap_or_default();
        let misread = problems.iter().any(|p| p.pointer.starts_with(&item));
        if misread {
            tainted.insert(pointer.clone());
        }
    }
    let mut warnings = [
        warnings,
        confined,
        validate::duplicate_operation_ids(&set, docs.path(0)),
    ]
    .concat();
    let applied = overrides::apply(set, overrides);
    // A key may name an operation that is only missing because of an error: not stale then.
    if stale == StaleKeys::Error && partial.complete {
        // Nor when it names an operation left out for its errors.
        let names_left_out = |d: &&Diagnostic| {
            d.pointer
                .tokens()
                .nth(1)
                .is_some_and(|key| removed.iter().any(|o| overrides::key_matches(&key, o)))
        };
        problems.extend(
            applied
                .stale_keys
                .iter()
                .filter(|d| !names_left_out(d))
                .cloned(),
        );
    }
    let context = overrides
        .map(|o| o.file.context.clone())
        .unwrap_or_default()
        .merged(context_flags);
    let set = output::apply(applied.set, context.output_schemas.unwrap_or_default());
    let mut set = overrides::attach_notes(budget::apply(set, &context));
    let checks = validate::problems(&set, spec, &tainted);
    let checked = confine::leave_out(checks, &mut set, spec, strict);
    // Leaving broken operations out serves the rest; when nothing is left, there is no rest.
    // (Only then: other errors refuse the document already.)
    if set.tools.is_empty()
        && !(removed.is_empty() && checked.removed.is_empty())
        && problems.is_empty()
        && checked.errors.is_empty()
    {
        let left_out: Vec<&Diagnostic> = warnings
            .iter()
            .chain(&checked.warnings)
            .filter(|w| w.code == crate::error::Code::SkippedInvalid)
            .collect();
        let first = left_out
            .first()
            .map_or(String::new(), |w| format!("; the first: {}", w.message));
        problems.push(Diagnostic::new(
            crate::error::Code::NothingToServe,
            spec,
            "",
            format!(
                "every operation is left out for its own errors ({} operation{}), so there is nothing to serve{first}",
                removed.len() + checked.removed.len(),
                if removed.len() + checked.removed.len() == 1 { "" } else { "s" }
            ),
        )
        .help("fix the operations the message and `--strict` name (`plan --strict` reports every error of every operation)"));
    }
    warnings.extend(checked.warnings);
    problems.extend(checked.errors);
    if problems.is_empty() {
        warnings.extend(applied.warnings);
        Ok(Planned {
            set,
            warnings,
            spec: spec.to_path_buf(),
            documents: None,
        })
    } else {
        Err(Error::new(problems))
    }
}
