//! The command line: parses arguments, runs the pipeline, reads and writes the output folder,
//! and renders results and errors. The only module that touches the file system for output and
//! the terminal; everything it prints is computed by the library (`plan`, `diff`, `write`, ...).
//!
//! Exit codes (ripgrep style): 0 success; 1 a finding the caller asked to fail on (stale output
//! with `--check`, warnings with `--deny-warnings`, risk with `--fail-on-risk`); 2 an error.
//! Data goes to stdout, diagnostics to stderr.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::{Component, Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::emit::{self, Crate};
use crate::error::{Diagnostic, Error, Result};
use crate::write::{self, Action, Manifest, OnDisk, WritePlan};
use crate::{Settings, StaleKeys, diff, overrides_init, overrides_schema, plan};

/// `eprintln!` through [`crate::terminal::safe`]: messages quote spec text (paths, file names,
/// values in errors).
macro_rules! say {
    ($($arg:tt)*) => {
        eprintln!("{}", crate::terminal::safe(&format!($($arg)*)))
    };
}

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
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
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
}

#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1), YAML or JSON.
    spec: PathBuf,
    /// Overrides file (YAML or JSON) correcting hints, names, titles and descriptions.
    #[arg(long, value_name = "FILE")]
    overrides: Option<PathBuf>,
    /// Folder of the generated crate; created if missing. `src/hooks.rs` in it is never overwritten.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Crate and server name [default: the API title in kebab-case plus `-mcp`]; environment
    /// variables use it without `-mcp` as their prefix (`petstore-mcp` → `PETSTORE_BASE_URL`).
    #[arg(long)]
    name: Option<String>,
    /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
    #[arg(long)]
    allow_refs_outside: bool,
    /// Depend on the runtime crate in this folder (another server's `vendor/openapi-mcp-runtime`,
    /// or `templates/` of openapi-mcp's repository) instead of writing a copy into
    /// `DIR/vendor/`; several servers in one repository can share one runtime.
    #[arg(long, value_name = "RUNTIME_DIR")]
    runtime_path: Option<PathBuf>,
    #[command(flatten)]
    context: ContextFlags,
    /// Write nothing; exit 0 when DIR is exactly what generation would produce, 1 (printing a
    /// unified diff per file) when it is stale, 2 on error.
    #[arg(long)]
    check: bool,
    /// With --check: print only the names of the files that would change.
    #[arg(long, requires = "check")]
    list: bool,
    /// Overwrite (or delete) generated files that were edited by hand.
    #[arg(long, conflicts_with = "check")]
    force: bool,
    /// How to report: `github` adds GitHub Actions annotations (an error per stale file, the
    /// warnings on their spec lines) and appends a summary to `$GITHUB_STEP_SUMMARY`.
    #[arg(long, value_enum, default_value = "text")]
    format: GenerateFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum GenerateFormat {
    /// Messages on stderr, the unified diff of `--check` on stdout.
    Text,
    /// GitHub Actions workflow commands as well.
    Github,
}

/// `plan --format`: the library's renderings of the plan, and the CI ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum PlanFormat {
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
}

impl PlanFormat {
    /// The library's format, for the renderings it has.
    fn library(self) -> Option<plan::Format> {
        match self {
            PlanFormat::Table => Some(plan::Format::Table),
            PlanFormat::Markdown => Some(plan::Format::Markdown),
            PlanFormat::Json => Some(plan::Format::Json),
            PlanFormat::Github | PlanFormat::Sarif => None,
        }
    }
}

/// `diff --format`: the library's renderings of the diff, and GitHub's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum DiffFormat {
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
struct PlanArgs {
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1), YAML or JSON.
    spec: PathBuf,
    /// Overrides file (YAML or JSON).
    #[arg(long, value_name = "FILE")]
    overrides: Option<PathBuf>,
    /// Output format; `json` is stable (see docs/plan-json.md).
    #[arg(long, value_enum, default_value = "table")]
    format: PlanFormat,
    /// Exit 1 when there is any warning.
    #[arg(long)]
    deny_warnings: bool,
    /// Print, instead of the plan, an overrides file whose entries are exactly the operations
    /// whose method default looks wrong, with the suggested hints and why (rules where many
    /// share a pattern).
    #[arg(long, conflicts_with = "format")]
    suggest: bool,
    /// Print, instead of the plan, what a client does with each tool (auto-run, notify,
    /// confirm, deny) per trust tier, under the reference client policy or `--policy-file`.
    #[arg(long, conflicts_with = "suggest")]
    policy: bool,
    /// The client policy for `--policy` (YAML; `openapi-mcp policy` prints the reference one).
    #[arg(long, value_name = "FILE", requires = "policy")]
    policy_file: Option<PathBuf>,
    /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
    #[arg(long)]
    allow_refs_outside: bool,
    #[command(flatten)]
    context: ContextFlags,
}

/// Context-budget settings (opt-in; they win over the overrides file's `context:` section).
#[derive(Debug, clap::Args)]
struct ContextFlags {
    /// Cut tool and argument descriptions longer than N characters (ending them with `…`).
    #[arg(long, value_name = "N", value_parser = crate::budget::parse_description_max)]
    description_max: Option<usize>,
    /// Keep N levels of schema nesting below each argument; deeper levels become a described
    /// placeholder.
    #[arg(long, value_name = "N")]
    schema_depth: Option<usize>,
    /// Leave these keywords out of every schema (comma-separated).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "KEYWORDS")]
    drop: Vec<crate::budget::Drop>,
    #[command(flatten)]
    output: OutputFlag,
}

/// `--output-schemas` of `generate` and `plan`.
#[derive(Debug, clap::Args)]
struct OutputFlag {
    /// How output schemas are announced: `tolerant` (the default) lets every value be null and
    /// describes enums, formats and bounds instead of checking them, so that answers a little
    /// off the spec still reach the agent as structured content; `strict` keeps the response
    /// schemas as written; `off` announces none (results still come whole).
    #[arg(long, value_enum, value_name = "MODE")]
    output_schemas: Option<crate::output::OutputSchemas>,
}

/// The settings of a run of `spec` with the context-budget flags.
fn settings(
    spec: &Path,
    overrides: Option<&Path>,
    allow_refs_outside: bool,
    flags: &ContextFlags,
) -> Settings {
    let settings = resolve_only(spec, overrides, allow_refs_outside);
    settings.context(crate::budget::Context {
        description_max: flags.description_max,
        schema_depth: flags.schema_depth,
        drop: flags.drop.clone(),
        output_schemas: flags.output.output_schemas,
        ..Default::default()
    })
}

/// Settings for the commands without context-budget flags (`diff`, `overrides init`): the
/// overrides file's `context:` section alone decides the budget there.
fn resolve_only(spec: &Path, overrides: Option<&Path>, allow_refs_outside: bool) -> Settings {
    let settings = Settings::new(spec).allow_refs_outside(allow_refs_outside);
    match overrides {
        Some(path) => settings.overrides(path),
        None => settings,
    }
}

#[derive(Debug, clap::Args)]
struct DiffArgs {
    /// The spec before the change.
    old_spec: PathBuf,
    /// The spec after the change.
    new_spec: PathBuf,
    /// Overrides file applied to the new spec, and to the old one unless --old-overrides is
    /// given (keys that match nothing in the old spec are then ignored).
    #[arg(long, value_name = "FILE")]
    overrides: Option<PathBuf>,
    /// Overrides file for the old spec, when it changed too.
    #[arg(long, value_name = "FILE")]
    old_overrides: Option<PathBuf>,
    /// Output format; `markdown` is for pasting into a pull request.
    #[arg(long, value_enum, default_value = "text")]
    format: DiffFormat,
    /// List the changed descriptions, not only count them.
    #[arg(long)]
    verbose: bool,
    /// Exit 1 when any tool got riskier (a hint changed for the worse) or a tool that writes
    /// or reaches outside the API (not read-only, or open-world) was added.
    #[arg(long)]
    fail_on_risk: bool,
    /// Exit 1 when a change can break an agent or client written against the old tools: a
    /// breaking change to an input or output schema (at any depth), or a tool removed or renamed.
    #[arg(long)]
    fail_on_breaking: bool,
    /// The client policy whose cells `diff` compares (`openapi-mcp policy` prints the reference
    /// one, used without this).
    #[arg(long, value_name = "FILE")]
    policy_file: Option<PathBuf>,
    /// Follow relative `$ref`s to files outside the spec's folder, in both specs (refused by
    /// default).
    #[arg(long)]
    allow_refs_outside: bool,
    /// How output schemas are compared: `strict` (the default here) compares the response
    /// schemas as written, which is what a change to the tolerant ones (`generate`'s default)
    /// follows from; `tolerant` compares those; `off` leaves output schemas out.
    #[arg(long, value_enum, value_name = "MODE")]
    output_schemas: Option<crate::output::OutputSchemas>,
}

#[derive(Debug, Subcommand)]
enum OverridesCommand {
    /// Print a starting overrides file: defaults, and every operation with its inferred hints and
    /// lints as comments.
    Init {
        /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1), YAML or JSON.
        spec: PathBuf,
        /// Only the operations whose method default looks wrong, as active entries with the
        /// suggested hints (the same file as `plan --suggest`).
        #[arg(long)]
        suggest: bool,
        /// Follow relative `$ref`s to files outside the spec's folder (refused by default).
        #[arg(long)]
        allow_refs_outside: bool,
    },
    /// Print the JSON Schema of the overrides file (for editors' completion and validation).
    Schema,
}

/// What a successful command found.
enum Outcome {
    /// Exit 0.
    Ok,
    /// Exit 1: something the caller asked to fail on.
    Finding,
}

/// Makes a panic (a bug in openapi-mcp, never bad input) end the CLI like any other error: a
/// short message on stderr, exit 2 (not Rust's 101, which the documented exit codes do not
/// cover), for a caller that scripts around them. Only the binary does this: the library's
/// users, the fuzz targets among them, need the panic itself.
///
/// The hook prints; the binary's `main` catches the unwinding and exits. The unwinding still
/// happens, so whatever cleans up on drop still does. `RUST_BACKTRACE` adds Rust's own report.
pub fn install_panic_hook() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        say!("{}", internal_error(info.payload(), info.location()));
        if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
            default(info);
        }
    }));
}

/// The message [`install_panic_hook`] prints for a panic with this payload and location.
fn internal_error(
    payload: &(dyn std::any::Any + Send),
    location: Option<&std::panic::Location<'_>>,
) -> String {
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    let at = location.map_or(String::new(), |l| format!(" at {l}"));
    format!("internal error (a bug in openapi-mcp): {message}{at}; please report it")
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    // A way to reach the panic hook from the tests (`tests/cli.rs`); debug builds only.
    if cfg!(debug_assertions) && std::env::var_os("OPENAPI_MCP_TEST_PANIC").is_some() {
        panic!("OPENAPI_MCP_TEST_PANIC is set");
    }
    let github = match &cli.command {
        Command::Generate(args) => args.format == GenerateFormat::Github,
        Command::Plan(args) => args.format == PlanFormat::Github,
        Command::Diff(args) => args.format == DiffFormat::Github,
        _ => false,
    };
    let (result, on_error) = match &cli.command {
        Command::Generate(args) if args.check => (check(args), "nothing was written"),
        Command::Generate(args) => (generate(args), "nothing was written"),
        Command::Plan(args) => (plan_cmd(args), ""),
        Command::Diff(args) => (diff_cmd(args), ""),
        Command::Overrides(OverridesCommand::Init {
            spec,
            suggest,
            allow_refs_outside,
        }) => (overrides_init_cmd(spec, *suggest, *allow_refs_outside), ""),
        Command::Policy => (print(crate::policy::REFERENCE).map(|_| Outcome::Ok), ""),
        Command::Overrides(OverridesCommand::Schema) => (
            print(&overrides_schema::schema_json()).map(|_| Outcome::Ok),
            "",
        ),
    };
    match result {
        Ok(Outcome::Ok) => ExitCode::SUCCESS,
        Ok(Outcome::Finding) => ExitCode::from(1),
        Err(mut err) => {
            add_lines(&mut err.diagnostics);
            if github {
                // On the lines they are about, as well as on stderr; a failed print (a closed
                // pipe) has nowhere to be reported.
                let _ = print(&crate::ci::commands(&crate::ci::diagnostics(
                    &err.diagnostics,
                )));
            }
            say!("{err}");
            let n = err.diagnostics.len();
            let s = if n == 1 { "" } else { "s" };
            if on_error.is_empty() {
                say!("{n} error{s}");
            } else {
                say!("{n} error{s}; {on_error}");
            }
            ExitCode::from(2)
        }
    }
}

/// Writes data to stdout; a closed pipe (`| head`) is not an error worth a message.
fn print(text: &str) -> Result<()> {
    let text = crate::terminal::safe(text);
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io(Path::new("<stdout>"), "cannot write", &e))
        }
        _ => Ok(()),
    }
}

/// Prints the warnings on stderr, and (`github`) as annotations on stdout.
fn warn_all(warnings: &[Diagnostic], github: bool) -> Result<()> {
    let mut warnings = warnings.to_vec();
    add_lines(&mut warnings);
    if github {
        print(&crate::ci::commands(&crate::ci::diagnostics(&warnings)))?;
    }
    for w in warnings {
        say!("{w}");
    }
    Ok(())
}

/// Appends `markdown` to the file `$GITHUB_STEP_SUMMARY` names, when it is set (GitHub shows it
/// on the run's page). Appends, never truncates: every step of the job writes to the same file.
/// A failure is a warning: the annotations and the exit code still say what was found.
fn step_summary(markdown: &str) {
    let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) else {
        return;
    };
    let path = PathBuf::from(path);
    let mut text = crate::terminal::safe(markdown).into_owned();
    if !text.ends_with('\n') {
        text.push('\n');
    }
    // A blank line first: the previous step's Markdown may not end its last block.
    text.insert(0, '\n');
    let written = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(&path)
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = written {
        say!(
            "warning: cannot append to $GITHUB_STEP_SUMMARY ({}): {e}",
            path.display()
        );
    }
}

/// The file and line of each place (`None`: nowhere), a place's own file or else `spec`,
/// reading each file once ([`SourceTexts`]). Each place parses its file again, so past a budget
/// of bytes parsed the places keep their file but not their line.
fn locate_places(
    spec: &Path,
    places: &[Option<&crate::lint::Place>],
) -> Vec<Option<crate::ci::Located>> {
    const MAX_PARSED: usize = 256 << 20;
    let mut parsed = 0;
    let mut texts = SourceTexts::default();
    places
        .iter()
        .map(|place| {
            let place = (*place)?;
            let file = place.file.as_deref().unwrap_or(spec);
            let mut line = place.line;
            if line.is_none()
                && !place.pointer.is_empty()
                && let Some(text) = texts.get(file).filter(|t| parsed + t.len() <= MAX_PARSED)
            {
                parsed += text.len();
                line = crate::locate::key_line_of(text, &place.pointer);
            }
            Some(crate::ci::Located {
                file: crate::ci::display_path(file),
                line,
            })
        })
        .collect()
}

/// Adds the line and column to diagnostics that know only their JSON pointer, reading each
/// file once. Bounded: locating parses the file again, so only the first few diagnostics of
/// files up to a few MiB are located (the pointer alone still says where).
fn add_lines(diagnostics: &mut [Diagnostic]) {
    const MAX_LOCATED: usize = 25;
    let mut texts = SourceTexts::default();
    let unlocated = diagnostics
        .iter_mut()
        .filter(|d| d.line.is_none() && !d.pointer.is_empty())
        .take(MAX_LOCATED);
    for d in unlocated {
        if let Some(text) = texts.get(&d.file) {
            d.line = crate::locate::line_of(text, &d.pointer);
        }
    }
}

/// The text of the files that diagnostics and annotations name, each read once; files over
/// 8 MiB (or that are not files, or not text) are not read, so locating stays cheap.
#[derive(Default)]
struct SourceTexts(BTreeMap<PathBuf, Option<String>>);

impl SourceTexts {
    fn get(&mut self, file: &Path) -> Option<&str> {
        const MAX_BYTES: u64 = 8 << 20;
        self.0
            .entry(file.to_path_buf())
            .or_insert_with(|| {
                let small =
                    std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.len() <= MAX_BYTES);
                small.then(|| std::fs::read_to_string(file).ok()).flatten()
            })
            .as_deref()
    }
}

/// Everything `generate` would produce, and what the folder holds now. Reads only.
fn prepare(args: &GenerateArgs) -> Result<WritePlan> {
    let mut timer = Timer::from_env();
    let planned = crate::plan(&settings(
        &args.spec,
        args.overrides.as_deref(),
        args.allow_refs_outside,
        &args.context,
    ))?;
    timer.lap("load, resolve, lower, overrides, validate");
    warn_all(&planned.warnings, args.format == GenerateFormat::Github)?;
    for note in &planned.set.notes {
        say!("note: {note}");
    }
    let mut krate = Crate::new(&planned.set, args.name.as_deref())
        .map_err(|m| Error::from(Diagnostic::new(Path::new("--name"), "", m)))?;
    if let Some(dir) = &args.runtime_path {
        krate = krate.with_runtime(runtime_source(&args.out, dir)?);
    }
    let files = crate::generate(&planned, &krate)?;
    timer.lap("emit");
    // The process exits soon after `generate` (or `--check`), and little is allocated from here
    // on: freeing the model, for a big API a tree of a million small allocations, would take
    // time for nothing.
    std::mem::forget(planned);
    let disk = read_folder(&args.out, &files)?;
    let plan = write::plan_writes_owned(files, disk, args.force);
    timer.lap("read the output folder, compare");
    Ok(plan)
}

/// The runtime crate at `dir` (`--runtime-path`), as the generated crate in `out` will name it:
/// checked to be the runtime of this generator's version, and written as a path relative to
/// `out`, so the committed `Cargo.toml` works in every checkout.
fn runtime_source(out: &Path, dir: &Path) -> Result<emit::RuntimeSource> {
    let manifest = dir.join("Cargo.toml");
    let fail = |message: String, help: &str| {
        Error::from(Diagnostic::new(&manifest, "", message).help(help))
    };
    let help = "point --runtime-path at a copy of the runtime crate of this openapi-mcp version: \
                another generated crate's vendor/openapi-mcp-runtime, or templates/ in \
                openapi-mcp's repository";
    let text = std::fs::read_to_string(&manifest).map_err(|e| {
        fail(
            format!("--runtime-path: cannot read {}: {e}", manifest.display()),
            help,
        )
    })?;
    let (name, version) = package_name_and_version(&text);
    if name.as_deref() != Some("openapi-mcp-runtime") {
        return Err(fail(
            format!(
                "--runtime-path: {} is not the runtime crate (package name {})",
                manifest.display(),
                name.map_or("missing".to_string(), |n| format!("`{n}`"))
            ),
            help,
        ));
    }
    let ours = env!("CARGO_PKG_VERSION");
    if version.as_deref() != Some(ours) {
        return Err(fail(
            format!(
                "--runtime-path: the runtime there is version {}, this generator writes tools for version {ours}",
                version.as_deref().unwrap_or("(none)")
            ),
            "regenerate the crate that runtime was vendored into with this version first, or point at another copy",
        ));
    }
    let absolute = |p: &Path| {
        std::path::absolute(p)
            .map(|p| normalize_lexically(&p))
            .map_err(|e| Error::io(p, "find the absolute path of", &e))
    };
    let (from, to) = (absolute(out)?, absolute(dir)?);
    Ok(emit::RuntimeSource::Path(relative_path(&from, &to)))
}

/// `name` and `version` of a manifest's `[package]` table: the two plain `key = "value"` lines
/// every Cargo.toml of the runtime has (no TOML parser needed for that).
fn package_name_and_version(manifest: &str) -> (Option<String>, Option<String>) {
    let mut in_package = false;
    let (mut name, mut version) = (None, None);
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let value = value.trim().trim_matches('"').to_string();
        match key.trim() {
            "name" if in_package => name = Some(value),
            "version" if in_package => version = Some(value),
            _ => {}
        }
    }
    (name, version)
}

/// `path` with `.` removed and `..` folded into what precedes it.
fn normalize_lexically(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// The path from folder `from` to `to`, both absolute, `/`-separated (Cargo accepts `/` on
/// every platform); `to` itself when they share no root.
fn relative_path(from: &Path, to: &Path) -> String {
    let from: Vec<_> = from.components().collect();
    let to_parts: Vec<_> = to.components().collect();
    if from.first() != to_parts.first() {
        return to.to_string_lossy().replace('\\', "/");
    }
    let shared = from
        .iter()
        .zip(&to_parts)
        .take_while(|(a, b)| a == b)
        .count();
    let parts: Vec<String> = (shared..from.len())
        .map(|_| "..".to_string())
        .chain(
            to_parts[shared..]
                .iter()
                .map(|c| c.as_os_str().to_string_lossy().into_owned()),
        )
        .collect();
    if parts.is_empty() {
        ".".to_string()
    } else {
        parts.join("/")
    }
}

/// Stage timings on stderr when `OPENAPI_MCP_TIMINGS` is set, for benchmarks and profiling.
struct Timer {
    last: Option<std::time::Instant>,
}

impl Timer {
    fn from_env() -> Timer {
        Timer {
            last: std::env::var_os("OPENAPI_MCP_TIMINGS").map(|_| std::time::Instant::now()),
        }
    }

    fn lap(&mut self, what: &str) {
        if let Some(last) = self.last {
            say!(
                "timing: {what}: {:.1} ms",
                last.elapsed().as_secs_f64() * 1000.0
            );
            self.last = Some(std::time::Instant::now());
        }
    }
}

/// Reads the manifest and every file generation would write or the manifest lists.
fn read_folder(out: &Path, files: &BTreeMap<String, emit::File>) -> Result<OnDisk> {
    if out.exists() && !out.is_dir() {
        return Err(Error::from(
            Diagnostic::new(out, "", "the output folder is a file")
                .help("pass a folder (it is created when missing) to --out"),
        ));
    }
    // Files in a folder that does not exist are not there either: one look at each folder
    // instead of a failed open per file (a new crate has a thousand files to write).
    let mut folders: BTreeMap<PathBuf, bool> = BTreeMap::new();
    let manifest_path = out.join(write::MANIFEST_PATH);
    let manifest = match read_generated(out, write::MANIFEST_PATH, &mut folders)? {
        None => None,
        Some(bytes) => Some(Manifest::parse(&bytes).map_err(|m| {
            Error::from(
                Diagnostic::new(&manifest_path, "", format!("unreadable manifest: {m}"))
                    .help("restore it from version control, or delete it (hand edits can then not be detected this once)"),
            )
        })?),
    };
    let mut disk = OnDisk {
        manifest,
        files: BTreeMap::new(),
    };
    for rel in OnDisk::paths_to_read(files, disk.manifest.as_ref()) {
        // A user's file is only ever created, so only whether it is there matters; it may be a
        // link of the user's making, never read nor replaced.
        if files
            .get(&rel)
            .is_some_and(|f| f.ownership == emit::Ownership::User)
        {
            if is_present(out, &rel, &mut folders)? {
                disk.files.insert(rel, Vec::new());
            }
            continue;
        }
        if let Some(bytes) = read_generated(out, &rel, &mut folders)? {
            disk.files.insert(rel, bytes);
        }
    }
    Ok(disk)
}

/// The bytes of the generated file `out/rel`, `None` when it is not there. Never through a
/// symbolic link, which would have `--check` print, and `generate` compare and replace, a file
/// outside `--out`; and only a regular file (reading a FIFO waits for a writer).
fn read_generated(
    out: &Path,
    rel: &str,
    folders: &mut BTreeMap<PathBuf, bool>,
) -> Result<Option<Vec<u8>>> {
    if !folders_exist(out, rel, folders)? {
        return Ok(None);
    }
    let path = out.join(rel);
    let seen = match std::fs::symlink_metadata(&path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io(&path, "cannot read", &e)),
    };
    if seen.file_type().is_symlink() {
        return Err(link_error(&path, "generated files must be regular files"));
    }
    if !seen.is_file() {
        return Err(Error::from(
            Diagnostic::new(
                &path,
                "",
                "is not a regular file; generated files must be regular files",
            )
            .help("move it out of the way, then rerun"),
        ));
    }
    let mut file = std::fs::File::open(&path).map_err(|e| Error::io(&path, "cannot read", &e))?;
    // The file opened is the one looked at, not a link put in its place since.
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let opened = file
            .metadata()
            .map_err(|e| Error::io(&path, "cannot read", &e))?;
        if (opened.dev(), opened.ino()) != (seen.dev(), seen.ino()) {
            return Err(link_error(&path, "generated files must be regular files"));
        }
    }
    let mut bytes = Vec::with_capacity(usize::try_from(seen.len()).unwrap_or(0));
    std::io::Read::read_to_end(&mut file, &mut bytes)
        .map_err(|e| Error::io(&path, "cannot read", &e))?;
    Ok(Some(bytes))
}

/// Whether anything (a link too) is at `out/rel`.
fn is_present(out: &Path, rel: &str, folders: &mut BTreeMap<PathBuf, bool>) -> Result<bool> {
    if !folders_exist(out, rel, folders)? {
        return Ok(false);
    }
    let path = out.join(rel);
    match std::fs::symlink_metadata(&path) {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(Error::io(&path, "cannot read", &e)),
    }
}

/// Whether every folder on the way to `out/rel` exists; a folder that is a symbolic link is
/// an error (what is in it is somewhere else). `folders` remembers each folder's answer.
fn folders_exist(out: &Path, rel: &str, folders: &mut BTreeMap<PathBuf, bool>) -> Result<bool> {
    let mut dir = out.to_path_buf();
    let components: Vec<Component> = Path::new(rel).components().collect();
    for c in &components[..components.len().saturating_sub(1)] {
        dir.push(c);
        let exists = match folders.get(&dir) {
            Some(exists) => *exists,
            None => {
                let exists = match std::fs::symlink_metadata(&dir) {
                    Ok(meta) if meta.file_type().is_symlink() => {
                        return Err(link_error(
                            &dir,
                            "the folders of generated files must be regular folders",
                        ));
                    }
                    Ok(_) => true,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
                    Err(e) => return Err(Error::io(&dir, "cannot read", &e)),
                };
                folders.insert(dir.clone(), exists);
                exists
            }
        };
        if !exists {
            return Ok(false);
        }
    }
    Ok(true)
}

fn link_error(path: &Path, rule: &str) -> Error {
    Error::from(
        Diagnostic::new(path, "", format!("is a symbolic link; {rule}")).help(
            "delete the link (or replace it with a regular one), then rerun: openapi-mcp never reads or writes through a symbolic link inside --out",
        ),
    )
}

/// `out/rel` as shown to the user, with `/` separators.
fn label(out: &Path, rel: &str) -> String {
    let out = out.to_string_lossy().replace('\\', "/");
    let out = out.trim_start_matches("./").trim_end_matches('/');
    if out.is_empty() || out == "." {
        rel.to_string()
    } else {
        format!("{out}/{rel}")
    }
}

fn counts(plan: &WritePlan) -> String {
    format!(
        "{} added, {} changed, {} removed, {} unchanged",
        plan.count(Action::Create),
        plan.count(Action::Update),
        plan.count(Action::Delete),
        plan.count(Action::Unchanged)
    )
}

/// `generate --check`: compare, print, write nothing.
fn check(args: &GenerateArgs) -> Result<Outcome> {
    let plan = prepare(args)?;
    let github = args.format == GenerateFormat::Github;
    let out_label = label(&args.out, "");
    let stale: Vec<crate::ci::Stale> = plan
        .changes()
        .map(|op| crate::ci::Stale {
            file: label(&args.out, &op.path),
            change: match op.action {
                Action::Create => "added",
                Action::Delete => "removed",
                Action::Update | Action::Unchanged => "changed",
            },
        })
        .collect();
    if github {
        step_summary(&crate::ci::check_markdown(
            out_label.trim_end_matches('/'),
            &stale,
        ));
    }
    if plan.is_up_to_date() {
        say!("{} is up to date", args.out.display());
        return Ok(Outcome::Ok);
    }
    let mut text = String::new();
    for op in plan.changes() {
        let name = label(&args.out, &op.path);
        if args.list {
            text.push_str(&name);
            text.push('\n');
        } else {
            text.push_str(&write::unified_diff(op, &name));
        }
    }
    if github {
        let conflicts: Vec<(String, String)> = plan
            .conflicts
            .iter()
            .map(|c| (label(&args.out, &c.path), c.message().to_string()))
            .collect();
        print(&crate::ci::check_github(&stale, &conflicts))?;
        // The diff quotes the spec (descriptions in tool files): printed as text, never read
        // as commands.
        print(&crate::ci::verbatim(&text))?;
    } else {
        print(&text)?;
    }
    for c in &plan.conflicts {
        say!(
            "note: {}: {} (generate will refuse to overwrite it without --force)",
            label(&args.out, &c.path),
            c.message()
        );
    }
    say!(
        "{} is stale: {}; rerun `openapi-mcp generate` without --check to update it",
        args.out.display(),
        counts(&plan)
    );
    Ok(Outcome::Finding)
}

/// `generate`: plan everything, refuse on conflicts, then write changed files and delete stale ones.
fn generate(args: &GenerateArgs) -> Result<Outcome> {
    let plan = prepare(args)?;
    if !plan.conflicts.is_empty() {
        return Err(Error::new(
            plan.conflicts
                .iter()
                .map(|c| Diagnostic::new(&args.out.join(&c.path), "", c.message()).help(c.help()))
                .collect(),
        ));
    }
    let mut checked = BTreeSet::new();
    for op in plan.changes() {
        ensure_inside(&args.out, &op.path, &mut checked)?;
    }
    // Two phases, so a failure while writing (a full disk, a permission) leaves the folder as
    // it was: every new content is staged under a temporary name first (see `Stager`); only
    // when all are written are they renamed into place and stale files deleted.
    let files: Vec<(&str, &[u8])> = plan
        .changes()
        .filter_map(|op| match (&op.action, &op.new) {
            (Action::Create | Action::Update, Some(contents)) => {
                Some((op.path.as_str(), contents.as_bytes()))
            }
            _ => None,
        })
        .collect();
    let mut stager = Stager::new(&args.out);
    stager.stage_all(&files)?;
    stager.commit()?;
    for op in plan.changes() {
        let path = args.out.join(&op.path);
        match (&op.action, &op.new) {
            (Action::Create | Action::Update, Some(_)) => {}
            (Action::Delete, _) => {
                std::fs::remove_file(&path).map_err(|e| Error::io(&path, "cannot remove", &e))?;
                remove_empty_parents(&args.out, &path);
            }
            _ => {}
        }
        if op.forced {
            say!(
                "warning: {}: overwrote a hand edit (--force)",
                label(&args.out, &op.path)
            );
        }
    }
    say!("{}: {}", args.out.display(), counts(&plan));
    // The process exits next; see `prepare`.
    std::mem::forget(plan);
    Ok(Outcome::Ok)
}

/// Refuses a relative path that could leave the output folder: `..`, a root, or a folder on the
/// way that is a symbolic link. `checked` holds the folders already looked at (every file of a
/// folder is checked before anything is written).
fn ensure_inside(out: &Path, rel: &str, checked: &mut BTreeSet<PathBuf>) -> Result<()> {
    let outside = || {
        Error::from(
            Diagnostic::new(
                &out.join(rel),
                "",
                "refusing to write outside the output folder",
            )
            .help("the path leaves --out (or goes through a symbolic link); remove the link"),
        )
    };
    if !write::is_plain_relative(rel) {
        return Err(outside());
    }
    let mut dir = out.to_path_buf();
    let components: Vec<Component> = Path::new(rel).components().collect();
    for c in &components[..components.len().saturating_sub(1)] {
        dir.push(c);
        if checked.contains(&dir) {
            continue;
        }
        if std::fs::symlink_metadata(&dir).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(outside());
        }
        checked.insert(dir.clone());
    }
    Ok(())
}

/// Phase one of writing: every new content goes to a temporary file beside its target, so that
/// renaming it replaces the file at once and a reader never sees half a file. Under a folder
/// that does not exist yet, the files are written instead into a temporary folder beside it,
/// renamed into place as a whole: one rename instead of one per file (a new crate has a
/// thousand files in `src/tools`).
///
/// Temporary names are random, and every file is created with `create_new` (`O_EXCL`), which
/// fails on anything already at the path, a symbolic link included: a link planted at a
/// temporary name cannot redirect a write out of the folder.
struct Stager<'a> {
    out: &'a Path,
    /// Folders known to exist, made or found (so each is made once).
    folders: BTreeSet<PathBuf>,
    /// Missing folders being built under a temporary name → that name.
    new_folders: BTreeMap<PathBuf, PathBuf>,
    /// (temporary, final) in renaming order: the files, and each new folder after the last
    /// file staged in it (the manifest, staged last, stays last); `None` where a folder was
    /// moved on. A file's temporary name is known once it is made: empty until then.
    renames: Vec<Option<(PathBuf, PathBuf)>>,
    /// Where each new folder is in `renames`.
    new_folder_at: BTreeMap<PathBuf, usize>,
}

/// Where one file is staged.
enum Slot {
    /// Under a temporary name beside its final path, which goes in `renames[at]`.
    Beside { path: PathBuf, at: usize },
    /// At its final name inside a new folder's temporary copy.
    Inside(PathBuf),
}

impl<'a> Stager<'a> {
    fn new(out: &'a Path) -> Stager<'a> {
        Stager {
            out,
            folders: BTreeSet::new(),
            new_folders: BTreeMap::new(),
            renames: Vec::new(),
            new_folder_at: BTreeMap::new(),
        }
    }

    /// Writes every `(rel, bytes)` for `out/rel` under its temporary name. On a failure, removes
    /// what was staged and returns the first error, in order.
    fn stage_all(&mut self, files: &[(&str, &[u8])]) -> Result<()> {
        let mut slots = Vec::with_capacity(files.len());
        for (rel, _) in files {
            match self.target(rel) {
                Ok(slot) => slots.push(slot),
                Err(e) => {
                    self.roll_back(&self.out.join(rel));
                    return Err(e);
                }
            }
        }
        // The files are independent: written on every core (creating a thousand files is most
        // of the system time of generating a big API).
        let jobs: Vec<(&Slot, &[u8])> = slots.iter().zip(files.iter().map(|f| f.1)).collect();
        let written = crate::emit::parallel_map(&jobs, |(slot, bytes)| stage_file(slot, bytes));
        // Every temporary name made is recorded before any error is acted on, so that rolling
        // back removes them all.
        for (slot, result) in slots.iter().zip(&written) {
            if let (Slot::Beside { at, .. }, Ok(Some(tmp))) = (slot, result)
                && let Some((staged, _)) = &mut self.renames[*at]
            {
                *staged = tmp.clone();
            }
        }
        for ((rel, _), result) in files.iter().zip(written) {
            if let Err(e) = result {
                let path = self.out.join(rel);
                self.roll_back(&path);
                return Err(Error::io(&path, "cannot write", &e));
            }
        }
        Ok(())
    }

    /// Where to write `out/rel`, its folder made, and its rename recorded.
    fn target(&mut self, rel: &str) -> Result<Slot> {
        let path = self.out.join(rel);
        let (target, new_folder) = self.place(&path)?;
        let dir = target.parent().unwrap_or(Path::new("."));
        if !self.folders.contains(dir) {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, "cannot create folder", &e))?;
            self.folders.insert(dir.to_path_buf());
        }
        match new_folder {
            None => {
                self.renames.push(Some((PathBuf::new(), path)));
                Ok(Slot::Beside {
                    path: target,
                    at: self.renames.len() - 1,
                })
            }
            Some((folder, tmp)) => {
                if let Some(at) = self.new_folder_at.remove(&folder) {
                    self.renames[at] = None;
                }
                self.new_folder_at
                    .insert(folder.clone(), self.renames.len());
                self.renames.push(Some((tmp, folder)));
                Ok(Slot::Inside(target))
            }
        }
    }

    /// Where to write `path` (inside `out`) now: the path itself, or its place in the new
    /// folder it is staged in, with that folder and its temporary name.
    fn place(&mut self, path: &Path) -> Result<(PathBuf, Option<(PathBuf, PathBuf)>)> {
        if !self.folders.contains(self.out) {
            std::fs::create_dir_all(self.out)
                .map_err(|e| Error::io(self.out, "cannot create folder", &e))?;
            self.folders.insert(self.out.to_path_buf());
        }
        let Ok(rel) = path.strip_prefix(self.out) else {
            return Ok((path.to_path_buf(), None));
        };
        let mut dir = self.out.to_path_buf();
        let components: Vec<Component> = rel.components().collect();
        for c in &components[..components.len().saturating_sub(1)] {
            dir.push(c);
            if let Some(tmp) = self.new_folders.get(&dir) {
                let inside = path.strip_prefix(&dir).unwrap_or(path);
                return Ok((tmp.join(inside), Some((dir, tmp.clone()))));
            }
            if self.folders.contains(&dir) {
                continue;
            }
            match std::fs::symlink_metadata(&dir) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    // `mkdir` under a random name: the folder is ours alone. When it cannot
                    // be made, the folder is made where it belongs instead.
                    if let Some(tmp) = temporary_folder(&dir) {
                        self.folders.insert(tmp.clone());
                        self.new_folders.insert(dir.clone(), tmp.clone());
                        let inside = path.strip_prefix(&dir).unwrap_or(path);
                        return Ok((tmp.join(inside), Some((dir, tmp))));
                    }
                    return Ok((path.to_path_buf(), None));
                }
                _ => {
                    self.folders.insert(dir.clone());
                }
            }
        }
        Ok((path.to_path_buf(), None))
    }

    /// Removes everything staged, after `failed` (in `out`) could not be.
    fn roll_back(&self, failed: &Path) {
        for (tmp, path) in self.renames.iter().flatten() {
            if tmp.as_os_str().is_empty() {
                continue; // never made
            }
            if self.new_folders.get(path) == Some(tmp) {
                let _ = std::fs::remove_dir_all(tmp);
            } else {
                let _ = std::fs::remove_file(tmp);
            }
            remove_empty_parents(self.out, tmp);
        }
        // A new folder whose first file failed is in no rename yet.
        for tmp in self.new_folders.values() {
            let _ = std::fs::remove_dir_all(tmp);
            remove_empty_parents(self.out, tmp);
        }
        remove_empty_parents(self.out, &failed.with_file_name(".staged"));
    }

    /// Phase two: renames everything into place.
    fn commit(self) -> Result<()> {
        for (tmp, path) in self.renames.iter().flatten() {
            std::fs::rename(tmp, path).map_err(|e| Error::io(path, "cannot write", &e))?;
        }
        Ok(())
    }
}

/// The start of the temporary name of `path`'s file or folder, `.<name>.openapi-mcp-`; a
/// random part and `.tmp` follow.
fn temporary_prefix(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(".{name}.openapi-mcp-")
}

/// A new, empty folder beside `dir`, under a temporary name no one else has.
fn temporary_folder(dir: &Path) -> Option<PathBuf> {
    let parent = dir.parent()?;
    let made = tempfile::Builder::new()
        .prefix(&temporary_prefix(dir))
        .suffix(".tmp")
        .tempdir_in(parent)
        .ok()?
        .keep();
    // Relative to `out` as the other paths are (the crate's paths are absolute).
    Some(parent.join(made.file_name()?))
}

/// Writes one staged file; for a file beside its target, returns the temporary name made.
fn stage_file(slot: &Slot, bytes: &[u8]) -> std::io::Result<Option<PathBuf>> {
    let create = |path: &Path| {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
    };
    match slot {
        Slot::Inside(path) => {
            create(path)?.write_all(bytes)?;
            Ok(None)
        }
        Slot::Beside { path, .. } => {
            let dir = path.parent().unwrap_or(Path::new("."));
            // Removed again if the write fails (dropped before `keep`).
            let tmp = tempfile::Builder::new()
                .prefix(&temporary_prefix(path))
                .suffix(".tmp")
                .make_in(dir, |p| create(p))?;
            tmp.as_file().write_all(bytes)?;
            let (_, made) = tmp.keep().map_err(|e| e.error)?;
            Ok(Some(dir.join(made.file_name().unwrap_or_default())))
        }
    }
}

/// Removes folders left empty by a deletion, up to (not including) the output folder.
fn remove_empty_parents(out: &Path, file: &Path) {
    let mut dir = file.parent();
    while let Some(d) = dir {
        if d == out || !d.starts_with(out) || std::fs::remove_dir(d).is_err() {
            break;
        }
        dir = d.parent();
    }
}

fn plan_cmd(args: &PlanArgs) -> Result<Outcome> {
    let planned = crate::plan(&settings(
        &args.spec,
        args.overrides.as_deref(),
        args.allow_refs_outside,
        &args.context,
    ))?;
    if args.suggest {
        print(&crate::suggest::suggest(&planned.set))?;
        return Ok(Outcome::Ok);
    }
    if args.policy {
        let Some(format) = args.format.library() else {
            return Err(Error::from(
                Diagnostic::new(
                    Path::new("--format"),
                    "",
                    "--policy prints a table, Markdown or JSON",
                )
                .help("use --format table, markdown or json with --policy"),
            ));
        };
        let policy = read_policy(args.policy_file.as_deref())?;
        print(&crate::policy::Matrix::new(&planned.set, &policy).render(format))?;
        return Ok(Outcome::Ok);
    }
    let report = plan::Report::new(&planned);
    match args.format.library() {
        Some(format) => print(&report.render(format))?,
        None => {
            let places: Vec<Option<&crate::lint::Place>> =
                report.lints.iter().map(|l| l.place.as_ref()).collect();
            let located = locate_places(&args.spec, &places);
            if args.format == PlanFormat::Sarif {
                print(&crate::ci::plan_sarif(&report, &located))?;
            } else {
                print(&crate::ci::plan_github(&report, &located))?;
                step_summary(&report.markdown());
            }
        }
    }
    if args.deny_warnings && report.summary.warnings > 0 {
        say!(
            "{} warning{} (--deny-warnings)",
            report.summary.warnings,
            if report.summary.warnings == 1 {
                ""
            } else {
                "s"
            }
        );
        return Ok(Outcome::Finding);
    }
    Ok(Outcome::Ok)
}

/// The client policy in `path`, or the reference one.
fn read_policy(path: Option<&Path>) -> Result<crate::policy::Policy> {
    match path {
        None => Ok(crate::policy::Policy::reference()),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Error::io(path, "read the policy file", &e))?;
            crate::policy::Policy::parse(path, &text).map_err(|mut e| {
                for d in &mut e.diagnostics {
                    d.line = crate::locate::line_of(&text, &d.pointer);
                }
                e
            })
        }
    }
}

fn diff_cmd(args: &DiffArgs) -> Result<Outcome> {
    let (old_overrides, stale) = match &args.old_overrides {
        Some(o) => (Some(o.as_path()), StaleKeys::Error),
        None => (args.overrides.as_deref(), StaleKeys::Ignore),
    };
    // Output schemas are compared as the spec writes them: the tolerant form follows from that
    // one mechanically, and a changed `required` or enum says what changed where a changed
    // description would not.
    let context = crate::budget::Context {
        output_schemas: Some(
            args.output_schemas
                .unwrap_or(crate::output::OutputSchemas::Strict),
        ),
        ..Default::default()
    };
    let old = resolve_only(&args.old_spec, old_overrides, args.allow_refs_outside)
        .stale(stale)
        .context(context.clone());
    let new = resolve_only(
        &args.new_spec,
        args.overrides.as_deref(),
        args.allow_refs_outside,
    )
    .context(context);
    let (old, new) = (crate::plan(&old), crate::plan(&new));
    let (old, new) = match (old, new) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(a), Err(b)) => return Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), _) | (_, Err(e)) => return Err(e),
    };
    let github = args.format == DiffFormat::Github;
    warn_all(&new.warnings, github)?;
    let policy = read_policy(args.policy_file.as_deref())?;
    let d = diff::diff_with(&old.set, &new.set, &policy);
    match args.format {
        DiffFormat::Text => print(&d.render(diff::Format::Text, args.verbose))?,
        DiffFormat::Markdown => print(&d.render(diff::Format::Markdown, args.verbose))?,
        DiffFormat::Json => print(&d.render(diff::Format::Json, args.verbose))?,
        DiffFormat::Github => {
            // Only the tools the diff names: locating parses the file once per place.
            let named: BTreeSet<&str> = d
                .risk
                .iter()
                .map(|r| r.tool.as_str())
                .chain(d.breaking.iter().map(|b| b.tool.as_str()))
                .chain(d.added.iter().map(|t| t.name.as_str()))
                .chain(d.renamed.iter().map(|r| r.to.as_str()))
                .chain(d.rebound.iter().map(|r| r.tool.as_str()))
                .chain(d.client.iter().map(|c| c.tool.as_str()))
                .collect();
            let tools: Vec<&crate::model::Tool> = new
                .set
                .tools
                .iter()
                .filter(|t| named.contains(t.name.as_str()))
                .collect();
            let places: Vec<crate::lint::Place> = tools
                .iter()
                .map(|t| crate::lint::Place::of(&t.origin))
                .collect();
            let refs: Vec<Option<&crate::lint::Place>> = places.iter().map(Some).collect();
            let located: BTreeMap<&str, crate::ci::Located> = tools
                .iter()
                .zip(locate_places(&args.new_spec, &refs))
                .filter_map(|(t, at)| Some((t.name.as_str(), at?)))
                .collect();
            let locate = |name: &str| located.get(name).cloned();
            print(&crate::ci::diff_github(&d, &locate))?;
            step_summary(&d.markdown(args.verbose));
        }
    }
    // Both checks are told before exiting, so one run names every finding asked for.
    let mut finding = false;
    if args.fail_on_risk && d.adds_risk() {
        say!(
            "the risk surface grew: a tool got riskier or a risky tool was added (--fail-on-risk)"
        );
        finding = true;
    }
    if args.fail_on_breaking && d.breaks_clients() {
        say!(
            "{} (--fail-on-breaking)",
            crate::diff::count(d.breaking_count(), "breaking change")
        );
        finding = true;
    }
    Ok(if finding {
        Outcome::Finding
    } else {
        Outcome::Ok
    })
}

fn overrides_init_cmd(spec: &Path, suggest: bool, allow_refs_outside: bool) -> Result<Outcome> {
    let planned = crate::plan(&resolve_only(spec, None, allow_refs_outside))?;
    if suggest {
        print(&crate::suggest::suggest(&planned.set))?;
    } else {
        print(&overrides_init::init(&planned.set))?;
    }
    Ok(Outcome::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_paths_are_relative_to_the_crate() {
        let rel = |a: &str, b: &str| relative_path(Path::new(a), Path::new(b));
        assert_eq!(rel("/repo/servers/pets", "/repo/runtime"), "../../runtime");
        assert_eq!(rel("/repo/a", "/repo/a/vendor/rt"), "vendor/rt");
        assert_eq!(rel("/repo/a", "/repo/a"), ".");
        assert_eq!(
            normalize_lexically(Path::new("/repo/./a/../b")),
            Path::new("/repo/b")
        );
    }

    #[test]
    fn runtime_manifest_name_and_version_come_from_the_package_table() {
        let text = "[package]\nname = \"openapi-mcp-runtime\"\nversion = \"0.1.0\"\n\n[dependencies]\nname = \"x\"\nversion = \"9\"\n";
        assert_eq!(
            package_name_and_version(text),
            (Some("openapi-mcp-runtime".into()), Some("0.1.0".into()))
        );
        assert_eq!(
            package_name_and_version("[dependencies]\nname = \"x\"\n"),
            (None, None)
        );
    }

    #[test]
    fn a_panic_is_reported_as_an_internal_error_with_its_place() {
        let here = std::panic::Location::caller();
        let text = internal_error(&"index out of bounds", Some(here));
        assert_eq!(
            text,
            format!(
                "internal error (a bug in openapi-mcp): index out of bounds at {}:{}:{}; please report it",
                here.file(),
                here.line(),
                here.column()
            )
        );
        let owned: Box<dyn std::any::Any + Send> = Box::new(String::from("formatted 42"));
        assert_eq!(
            internal_error(owned.as_ref(), None),
            "internal error (a bug in openapi-mcp): formatted 42; please report it"
        );
        assert!(internal_error(&17_u8, None).contains("(no message)"));
    }

    #[test]
    fn labels_join_the_folder_and_the_file() {
        assert_eq!(label(Path::new("server"), "src/a.rs"), "server/src/a.rs");
        assert_eq!(label(Path::new("./server/"), "src/a.rs"), "server/src/a.rs");
        assert_eq!(label(Path::new("."), "src/a.rs"), "src/a.rs");
    }

    /// Every file and folder under `dir`, relative, with the files' bytes.
    fn tree(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
        let mut out = BTreeMap::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                if path.is_dir() {
                    out.insert(rel, None);
                    todo.push(path);
                } else {
                    out.insert(rel, Some(std::fs::read(&path).unwrap()));
                }
            }
        }
        out
    }

    #[test]
    fn new_folders_are_staged_whole_and_renamed_after_their_last_file() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("old")).unwrap();
        std::fs::write(out.join("old/x.rs"), "before").unwrap();
        let mut stager = Stager::new(&out);
        let files = [
            ("old/x.rs", "x"),
            ("new/deep/y.rs", "y"),
            ("top.rs", "t"),
            ("new/z.rs", "z"),
            (".meta/manifest.json", "m"),
        ];
        let staged = files.map(|(rel, text)| (rel, text.as_bytes()));
        stager.stage_all(&staged).unwrap();
        let renames: Vec<PathBuf> = stager
            .renames
            .iter()
            .flatten()
            .map(|(_, to)| to.strip_prefix(&out).unwrap().to_path_buf())
            .collect();
        assert_eq!(
            renames,
            ["old/x.rs", "top.rs", "new", ".meta"].map(PathBuf::from)
        );
        assert_eq!(
            std::fs::read_to_string(out.join("old/x.rs")).unwrap(),
            "before"
        );
        assert!(!out.join("new").exists() && !out.join("top.rs").exists());
        stager.commit().unwrap();
        let mut want: BTreeMap<PathBuf, Option<Vec<u8>>> = files
            .iter()
            .map(|(rel, text)| (PathBuf::from(rel), Some(text.as_bytes().to_vec())))
            .collect();
        for folder in ["old", "new", "new/deep", ".meta"] {
            want.insert(PathBuf::from(folder), None);
        }
        assert_eq!(tree(&out), want);
    }

    #[test]
    fn a_failure_while_staging_leaves_the_folder_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("old")).unwrap();
        std::fs::write(out.join("old/x.rs"), "before").unwrap();
        let before = tree(&out);
        // A file where a folder must go, among files in new and existing folders.
        let rels = [
            "new/a.rs",
            "new/b/c.rs",
            "old/x.rs",
            "other/d.rs",
            "old/x.rs/y.rs",
        ];
        let files: Vec<(&str, &[u8])> = rels.iter().map(|r| (*r, b"new".as_slice())).collect();
        assert!(Stager::new(&out).stage_all(&files).is_err());
        assert_eq!(tree(&out), before);
        // A write that fails after others succeeded: a name that fits, whose temporary name is
        // longer than a file name may be (255 bytes).
        let long = format!("old/{}.rs", "z".repeat(240));
        let before = tree(&out);
        let mut files: Vec<(String, &[u8])> = (0..200)
            .map(|i| (format!("new/{i}.rs"), b"new".as_slice()))
            .collect();
        files.push((long.clone(), b"new"));
        files.extend((0..200).map(|i| (format!("old/{i}.rs"), b"new".as_slice())));
        let files: Vec<(&str, &[u8])> = files.iter().map(|(r, b)| (r.as_str(), *b)).collect();
        let err = Stager::new(&out).stage_all(&files).unwrap_err();
        assert!(err.to_string().contains(&long), "{err}");
        assert_eq!(tree(&out), before);
    }

    #[test]
    fn paths_that_leave_the_folder_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let inside = |rel| ensure_inside(dir.path(), rel, &mut BTreeSet::new());
        assert!(inside("src/a.rs").is_ok());
        assert!(inside("../a.rs").is_err());
        assert!(inside("/etc/passwd").is_err());
        #[cfg(unix)]
        {
            let elsewhere = tempfile::tempdir().unwrap();
            std::os::unix::fs::symlink(elsewhere.path(), dir.path().join("src")).unwrap();
            assert!(inside("src/a.rs").is_err());
        }
    }

    #[cfg(unix)]
    #[test]
    fn generated_files_are_read_only_when_regular_and_never_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("src")).unwrap();
        let secret = dir.path().join("secret");
        std::fs::write(&secret, "secret").unwrap();
        std::fs::write(out.join("src/a.rs"), "a").unwrap();
        std::os::unix::fs::symlink(&secret, out.join("src/link.rs")).unwrap();
        std::os::unix::fs::symlink(dir.path(), out.join("linked")).unwrap();
        std::fs::create_dir(out.join("src/folder.rs")).unwrap();
        let read = |rel: &str| read_generated(&out, rel, &mut BTreeMap::new());
        assert_eq!(read("src/a.rs").unwrap(), Some(b"a".to_vec()));
        assert_eq!(read("src/missing.rs").unwrap(), None);
        assert_eq!(read("missing/deeper/a.rs").unwrap(), None);
        let err = read("src/link.rs").unwrap_err().to_string();
        assert!(err.contains("is a symbolic link"), "{err}");
        let err = read("linked/secret").unwrap_err().to_string();
        assert!(err.contains("linked: is a symbolic link"), "{err}");
        let err = read("src/folder.rs").unwrap_err().to_string();
        assert!(err.contains("is not a regular file"), "{err}");
        // A FIFO would block the read until something writes to it.
        let fifo = out.join("src/fifo.rs");
        if std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success())
        {
            let err = read("src/fifo.rs").unwrap_err().to_string();
            assert!(err.contains("is not a regular file"), "{err}");
        }
        // A user's file is only looked at: a link counts as there.
        assert!(is_present(&out, "src/link.rs", &mut BTreeMap::new()).unwrap());
        assert!(!is_present(&out, "src/none.rs", &mut BTreeMap::new()).unwrap());
    }

    #[cfg(unix)]
    #[test]
    fn staged_files_are_only_ever_created_never_written_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let secret = dir.path().join("secret");
        std::fs::write(&secret, "secret").unwrap();
        let planted = dir.path().join("planted.rs");
        std::os::unix::fs::symlink(&secret, &planted).unwrap();
        let err = stage_file(&Slot::Inside(planted.clone()), b"new").unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&secret).unwrap(), b"secret");
        // Beside the target, under a fresh random name each time.
        let target = dir.path().join("a.rs");
        let slot = Slot::Beside {
            path: target.clone(),
            at: 0,
        };
        let one = stage_file(&slot, b"1").unwrap().unwrap();
        let two = stage_file(&slot, b"2").unwrap().unwrap();
        assert_ne!(one, two);
        assert_eq!(one.parent(), target.parent());
        let name = one.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with(".a.rs.openapi-mcp-") && name.ends_with(".tmp"),
            "{name}"
        );
        assert_eq!(std::fs::read(&one).unwrap(), b"1");
    }
}
