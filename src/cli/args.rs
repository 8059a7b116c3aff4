//! The clap definitions of every command and flag, and the library `Settings` they make.
//! Kept apart from the commands so `--help` text is reviewed in one place.

use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};

use crate::Settings;
use crate::report::plan;

#[derive(Debug, Parser)]
#[command(
    name = "openapi-mcp",
    version,
    about = "Generate a Rust MCP server, with honest tool annotations, from an OpenAPI document",
    long_about = "Generate a Rust MCP server, with honest tool annotations, from an OpenAPI document.\n\n\
Every operation becomes an MCP tool whose readOnly/destructive/idempotent/openWorld hints come from \
HTTP semantics, corrected by the spec's `x-mcp` extensions and an overrides file.\n\n\
Exit codes: 0 success; 1 stale output (`generate --check`), warnings (`plan --deny-warnings`), \
risk (`diff --fail-on-risk`) or breaking changes (`diff --fail-on-breaking`); 2 error (details on \
stderr)."
)]
/// The parsed command line (its help text is the `about`/`long_about` above).
pub struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

#[derive(Debug, Subcommand)]
pub(super) enum Command {
    /// Generate (or regenerate, or with --check verify) the MCP server crate for a spec.
    Generate(GenerateArgs),
    /// Show every tool with its hints and where each came from, then the lints.
    Plan(PlanArgs),
    /// Show what a spec change does to the tool surface: tools added, removed, renamed, riskier.
    Diff(DiffArgs),
    /// Start or describe an overrides file.
    #[command(subcommand)]
    Overrides(OverridesCommand),
    /// Print the reference client policy (for `plan --policy-file` and `diff --policy-file`).
    Policy,
    /// Serve a spec's tools at once, with no crate and no compile: the runtime of a generated
    /// server, over the tools `generate` would write (needs a build with `--features serve`).
    Serve(ServeArgs),
}

#[derive(Debug, clap::Args)]
pub(super) struct ServeArgs {
    /// Overrides file (YAML or JSON) correcting hints, names, titles and descriptions.
    #[arg(long, value_name = "FILE")]
    pub(super) overrides: Option<PathBuf>,
    /// OpenAPI Overlay file applied to the spec before anything else reads it; repeatable.
    #[arg(long = "overlay", value_name = "FILE")]
    pub(super) overlays: Vec<PathBuf>,
    /// Server name [default: the API title in kebab-case plus `-mcp`]; environment variables
    /// use it without `-mcp` as their prefix, as a generated server's do.
    #[arg(long)]
    pub(super) name: Option<String>,
    /// An operation with errors of its own fails the run instead of being left out.
    #[arg(long)]
    pub(super) strict: bool,
    /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
    #[arg(long)]
    pub(super) allow_refs_outside: bool,
    #[command(flatten)]
    pub(super) context: ContextFlags,
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2), YAML or JSON. The options
    /// above come before it.
    pub(super) spec: PathBuf,
    /// The server's own flags, exactly as a generated server takes them (`--transport http`,
    /// `--read-only`, `--confirm`, ...; `openapi-mcp serve SPEC -- --help` lists them); its
    /// environment variables are the same too.
    #[arg(
        trailing_var_arg = true,
        allow_hyphen_values = true,
        value_name = "SERVER_FLAGS"
    )]
    pub(super) server_flags: Vec<std::ffi::OsString>,
}

#[derive(Debug, clap::Args)]
pub(super) struct GenerateArgs {
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2), YAML or JSON.
    pub(super) spec: PathBuf,
    /// Overrides file (YAML or JSON) correcting hints, names, titles and descriptions.
    #[arg(long, value_name = "FILE")]
    pub(super) overrides: Option<PathBuf>,
    /// OpenAPI Overlay file (Overlay 1.0, YAML or JSON) applied to the spec before anything
    /// else reads it; repeat the flag to apply several, in the order given.
    #[arg(long = "overlay", value_name = "FILE")]
    pub(super) overlays: Vec<PathBuf>,
    /// Folder of the generated crate; created if missing. `src/hooks.rs` in it is never overwritten.
    #[arg(long, value_name = "DIR")]
    pub(super) out: PathBuf,
    /// Crate and server name [default: the API title in kebab-case plus `-mcp`]; environment
    /// variables use it without `-mcp` as their prefix (`petstore-mcp` → `PETSTORE_BASE_URL`).
    #[arg(long)]
    pub(super) name: Option<String>,
    /// An operation with errors of its own fails the run (exit 2, nothing written) instead of
    /// being left out with a `skipped-invalid` warning.
    #[arg(long)]
    pub(super) strict: bool,
    /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
    #[arg(long)]
    pub(super) allow_refs_outside: bool,
    /// Depend on the runtime crate in this folder (another server's `vendor/openapi-mcp-runtime`,
    /// or `templates/` of openapi-mcp's repository) instead of writing a copy into
    /// `DIR/vendor/`; several servers in one repository can share one runtime.
    #[arg(long, value_name = "RUNTIME_DIR")]
    pub(super) runtime_path: Option<PathBuf>,
    #[command(flatten)]
    pub(super) context: ContextFlags,
    /// Write nothing; exit 0 when DIR is exactly what generation would produce, 1 (printing a
    /// unified diff per file) when it is stale, 2 on error.
    #[arg(long)]
    pub(super) check: bool,
    /// With --check: print only the names of the files that would change.
    #[arg(long, requires = "check")]
    pub(super) list: bool,
    /// Overwrite (or delete) generated files that were edited by hand.
    #[arg(long, conflicts_with = "check")]
    pub(super) force: bool,
    /// How to report: `github` adds GitHub Actions annotations (an error per stale file, the
    /// warnings on their spec lines) and appends a summary to `$GITHUB_STEP_SUMMARY`.
    #[arg(long, value_enum, default_value = "text")]
    pub(super) format: GenerateFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum GenerateFormat {
    /// Messages on stderr, the unified diff of `--check` on stdout.
    Text,
    /// GitHub Actions workflow commands as well.
    Github,
}

/// `plan --format`: the library's renderings of the plan, and the CI ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum PlanFormat {
    /// An aligned table and the lints, for the terminal.
    Table,
    /// Markdown, for a pull request.
    Markdown,
    /// JSON, stable (see docs/plan-json.md).
    Json,
    /// GitHub Actions annotations, one per lint on the line it is about; the Markdown plan is
    /// appended to `$GITHUB_STEP_SUMMARY` when it is set.
    Github,
    /// SARIF 2.1.0 (GitHub code scanning, GitLab).
    Sarif,
    /// A GitLab Code Quality report (`artifacts: reports: codequality:`), one issue per lint
    /// on the line it is about, shown in the merge request.
    Gitlab,
}

impl PlanFormat {
    /// The library's format, for the renderings it has.
    pub(super) fn library(self) -> Option<plan::Format> {
        match self {
            PlanFormat::Table => Some(plan::Format::Table),
            PlanFormat::Markdown => Some(plan::Format::Markdown),
            PlanFormat::Json => Some(plan::Format::Json),
            PlanFormat::Github | PlanFormat::Sarif | PlanFormat::Gitlab => None,
        }
    }
}

/// `diff --format`: the library's renderings of the diff, and GitHub's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(super) enum DiffFormat {
    /// Plain text.
    Text,
    /// Markdown, for a pull request.
    Markdown,
    /// JSON.
    Json,
    /// GitHub Actions annotations on the new spec's operations; the Markdown diff is appended
    /// to `$GITHUB_STEP_SUMMARY` when it is set.
    Github,
}

#[derive(Debug, clap::Args)]
pub(super) struct PlanArgs {
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2), YAML or JSON.
    pub(super) spec: PathBuf,
    /// Overrides file (YAML or JSON).
    #[arg(long, value_name = "FILE")]
    pub(super) overrides: Option<PathBuf>,
    /// OpenAPI Overlay file (Overlay 1.0, YAML or JSON) applied to the spec before anything
    /// else reads it; repeat the flag to apply several, in the order given.
    #[arg(long = "overlay", value_name = "FILE")]
    pub(super) overlays: Vec<PathBuf>,
    /// Output format; `json` is stable (see docs/plan-json.md).
    #[arg(long, value_enum, default_value = "table")]
    pub(super) format: PlanFormat,
    /// Exit 1 when there is any warning.
    #[arg(long)]
    pub(super) deny_warnings: bool,
    /// An operation with errors of its own fails the run (exit 2) instead of
    /// being left out with a `skipped-invalid` warning.
    #[arg(long)]
    pub(super) strict: bool,
    /// Print, instead of the plan, an overrides file of the operations whose method default
    /// looks wrong, with the suggested hints and why: more caution as active entries (rules
    /// where many share a pattern), less caution active only at high confidence with nothing
    /// against it, every other relaxation commented out to decide.
    #[arg(long, conflicts_with = "format")]
    pub(super) suggest: bool,
    /// Print, instead of the plan, what a client does with each tool (auto-run, notify,
    /// confirm, deny) per trust tier, under the reference client policy or `--policy-file`.
    #[arg(long, conflicts_with = "suggest")]
    pub(super) policy: bool,
    /// The client policy for `--policy` (YAML; `openapi-mcp policy` prints the reference one).
    #[arg(long, value_name = "FILE", requires = "policy")]
    pub(super) policy_file: Option<PathBuf>,
    /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
    #[arg(long)]
    pub(super) allow_refs_outside: bool,
    #[command(flatten)]
    pub(super) context: ContextFlags,
}

/// Context-budget settings (opt-in; they win over the overrides file's `context:` section).
#[derive(Debug, clap::Args)]
pub(super) struct ContextFlags {
    /// Cut tool and argument descriptions longer than N characters (ending them with `…`).
    #[arg(long, value_name = "N", value_parser = crate::model::context::parse_description_max)]
    pub(super) description_max: Option<usize>,
    /// Keep N levels of schema nesting below each argument; deeper levels become a described
    /// placeholder.
    #[arg(long, value_name = "N")]
    pub(super) schema_depth: Option<usize>,
    /// Leave these keywords out of every schema (comma-separated).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "KEYWORDS")]
    pub(super) drop: Vec<crate::model::context::Drop>,
    #[command(flatten)]
    pub(super) output: OutputFlag,
}

/// `--output-schemas` of `generate` and `plan`.
#[derive(Debug, clap::Args)]
pub(super) struct OutputFlag {
    /// How output schemas are announced: `tolerant` (the default) lets every value be null and
    /// describes enums, formats and bounds instead of checking them, so that answers a little
    /// off the spec still reach the agent as structured content; `strict` keeps the response
    /// schemas as written; `off` announces none (results still come whole).
    #[arg(long, value_enum, value_name = "MODE")]
    pub(super) output_schemas: Option<crate::model::context::OutputSchemas>,
}

/// The settings of a run of `spec` with the context-budget flags.
pub(super) fn settings(
    spec: &Path,
    overrides: Option<&Path>,
    allow_refs_outside: bool,
    flags: &ContextFlags,
) -> Settings {
    let settings = resolve_only(spec, overrides, allow_refs_outside);
    settings.context(crate::model::context::Context {
        description_max: flags.description_max,
        schema_depth: flags.schema_depth,
        drop: flags.drop.clone(),
        output_schemas: flags.output.output_schemas,
        ..Default::default()
    })
}

/// Settings for the commands without context-budget flags (`diff`, `overrides init`): the
/// overrides file's `context:` section alone decides the budget there.
pub(super) fn resolve_only(
    spec: &Path,
    overrides: Option<&Path>,
    allow_refs_outside: bool,
) -> Settings {
    let settings = Settings::new(spec).allow_refs_outside(allow_refs_outside);
    match overrides {
        Some(path) => settings.overrides(path),
        None => settings,
    }
}

/// The settings of `generate`, `plan` and `serve`, which read a spec alike: its overrides and
/// overlays, the context-budget flags, `--strict` and `--allow-refs-outside`.
macro_rules! spec_settings {
    ($($args:ty),*) => {$(
        impl $args {
            pub(super) fn spec_settings(&self) -> Settings {
                with_overlays(
                    settings(
                        &self.spec,
                        self.overrides.as_deref(),
                        self.allow_refs_outside,
                        &self.context,
                    ),
                    &self.overlays,
                )
                .strict(self.strict)
            }
        }
    )*};
}
spec_settings!(GenerateArgs, PlanArgs);
#[cfg(feature = "serve")]
spec_settings!(ServeArgs);

/// `settings` with the overlay files applied in order.
pub(super) fn with_overlays(settings: Settings, overlays: &[PathBuf]) -> Settings {
    overlays.iter().fold(settings, |s, o| s.overlay(o))
}

#[derive(Debug, clap::Args)]
pub(super) struct DiffArgs {
    /// The spec before the change.
    pub(super) old_spec: PathBuf,
    /// The spec after the change.
    pub(super) new_spec: PathBuf,
    /// Overrides file applied to the new spec, and to the old one unless --old-overrides is
    /// given (keys that match nothing in the old spec are then ignored).
    #[arg(long, value_name = "FILE")]
    pub(super) overrides: Option<PathBuf>,
    /// Overrides file for the old spec, when it changed too.
    #[arg(long, value_name = "FILE")]
    pub(super) old_overrides: Option<PathBuf>,
    /// Overlay file applied to the new spec, and to the old one unless --old-overlay is given;
    /// repeat the flag to apply several, in the order given.
    #[arg(long = "overlay", value_name = "FILE")]
    pub(super) overlays: Vec<PathBuf>,
    /// Overlay file for the old spec instead of the --overlay ones (repeatable), when the
    /// overlays changed too.
    #[arg(long = "old-overlay", value_name = "FILE")]
    pub(super) old_overlays: Vec<PathBuf>,
    /// Output format; `markdown` is for pasting into a pull request.
    #[arg(long, value_enum, default_value = "text")]
    pub(super) format: DiffFormat,
    /// List the changed descriptions, not only count them.
    #[arg(long)]
    pub(super) verbose: bool,
    /// Exit 1 when any tool got riskier (a hint changed for the worse) or a tool that writes
    /// or reaches outside the API (not read-only, or open-world) was added.
    #[arg(long)]
    pub(super) fail_on_risk: bool,
    /// Exit 1 when a change can break an agent or client written against the old tools: a
    /// breaking change to an input or output schema (at any depth), or a tool removed or renamed.
    #[arg(long)]
    pub(super) fail_on_breaking: bool,
    /// The client policy whose cells `diff` compares (`openapi-mcp policy` prints the reference
    /// one, used without this).
    #[arg(long, value_name = "FILE")]
    pub(super) policy_file: Option<PathBuf>,
    /// Follow relative `$ref`s to files outside the spec's folder, in both specs (refused by
    /// default).
    #[arg(long)]
    pub(super) allow_refs_outside: bool,
    /// How output schemas are compared: `strict` (the default here) compares the response
    /// schemas as written, which is what a change to the tolerant ones (`generate`'s default)
    /// follows from; `tolerant` compares those; `off` leaves output schemas out.
    #[arg(long, value_enum, value_name = "MODE")]
    pub(super) output_schemas: Option<crate::model::context::OutputSchemas>,
}

#[derive(Debug, Subcommand)]
pub(super) enum OverridesCommand {
    /// Print a starting overrides file: defaults, and every operation with its inferred hints and
    /// lints as comments.
    Init {
        /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2), YAML or JSON.
        spec: PathBuf,
        /// Only the operations whose method default looks wrong, with the suggested hints (the
        /// same file as `plan --suggest`: less caution is active only with its evidence).
        #[arg(long)]
        suggest: bool,
        /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
        #[arg(long)]
        allow_refs_outside: bool,
        /// OpenAPI Overlay file applied to the spec first, as `generate` and `plan` apply it;
        /// repeat the flag to apply several, in the order given.
        #[arg(long = "overlay", value_name = "FILE")]
        overlays: Vec<PathBuf>,
    },
    /// Print the JSON Schema of the overrides file (for editors' completion and validation).
    Schema,
}
