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
use crate::{StaleKeys, diff, overrides_init, overrides_schema, plan};

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
Exit codes: 0 success; 1 stale output (`generate --check`), warnings (`plan --deny-warnings`) or \
risk (`diff --fail-on-risk`); 2 error (details on stderr)."
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
}

#[derive(Debug, clap::Args)]
struct PlanArgs {
    /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1), YAML or JSON.
    spec: PathBuf,
    /// Overrides file (YAML or JSON).
    #[arg(long, value_name = "FILE")]
    overrides: Option<PathBuf>,
    /// Output format; `json` is stable (see README.md).
    #[arg(long, value_enum, default_value = "table")]
    format: plan::Format,
    /// Exit 1 when there is any warning.
    #[arg(long)]
    deny_warnings: bool,
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
    #[arg(long, value_name = "N")]
    description_max: Option<usize>,
    /// Keep N levels of schema nesting below each argument; deeper levels become a described
    /// placeholder.
    #[arg(long, value_name = "N")]
    schema_depth: Option<usize>,
    /// Leave these keywords out of every schema (comma-separated).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "KEYWORDS")]
    drop: Vec<crate::budget::Drop>,
}

fn options(allow_refs_outside: bool, flags: &ContextFlags) -> crate::Options {
    crate::Options {
        resolve: crate::resolve::Options { allow_refs_outside },
        context: crate::budget::Context {
            description_max: flags.description_max,
            schema_depth: flags.schema_depth,
            drop: flags.drop.clone(),
            ..Default::default()
        },
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
    format: diff::Format,
    /// List the changed descriptions, not only count them.
    #[arg(long)]
    verbose: bool,
    /// Exit 1 when any tool got riskier (a hint changed for the worse) or a tool that writes
    /// or reaches outside the API (not read-only, or open-world) was added.
    #[arg(long)]
    fail_on_risk: bool,
}

#[derive(Debug, Subcommand)]
enum OverridesCommand {
    /// Print a starting overrides file: defaults, and every operation with its inferred hints and
    /// lints as comments.
    Init {
        /// The OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1), YAML or JSON.
        spec: PathBuf,
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

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let (result, on_error) = match &cli.command {
        Command::Generate(args) if args.check => (check(args), "nothing was written"),
        Command::Generate(args) => (generate(args), "nothing was written"),
        Command::Plan(args) => (plan_cmd(args), ""),
        Command::Diff(args) => (diff_cmd(args), ""),
        Command::Overrides(OverridesCommand::Init { spec }) => (overrides_init_cmd(spec), ""),
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

fn warn_all(warnings: &[Diagnostic]) {
    let mut warnings = warnings.to_vec();
    add_lines(&mut warnings);
    for w in warnings {
        say!("{w}");
    }
}

/// Adds the line and column to diagnostics that know only their JSON pointer, reading each
/// file once. Bounded: locating parses the file again, so only the first few diagnostics of
/// files up to a few MiB are located (the pointer alone still says where).
fn add_lines(diagnostics: &mut [Diagnostic]) {
    const MAX_LOCATED: usize = 25;
    const MAX_BYTES: u64 = 8 << 20;
    let mut texts: BTreeMap<PathBuf, Option<String>> = BTreeMap::new();
    let unlocated = diagnostics
        .iter_mut()
        .filter(|d| d.line.is_none() && !d.pointer.is_empty())
        .take(MAX_LOCATED);
    for d in unlocated {
        let text = texts.entry(d.file.clone()).or_insert_with(|| {
            let small =
                std::fs::metadata(&d.file).is_ok_and(|m| m.is_file() && m.len() <= MAX_BYTES);
            small
                .then(|| std::fs::read_to_string(&d.file).ok())
                .flatten()
        });
        if let Some(text) = text {
            d.line = crate::locate::line_of(text, &d.pointer);
        }
    }
}

/// Everything `generate` would produce, and what the folder holds now. Reads only.
fn prepare(args: &GenerateArgs) -> Result<WritePlan> {
    let mut timer = Timer::from_env();
    let options = options(args.allow_refs_outside, &args.context);
    let planned = crate::run_with(
        &args.spec,
        args.overrides.as_deref(),
        StaleKeys::Error,
        &options,
    )?;
    timer.lap("load, resolve, lower, overrides, validate");
    warn_all(&planned.warnings);
    for note in &planned.set.notes {
        say!("note: {note}");
    }
    let krate = Crate::new(&planned.set, args.name.as_deref())
        .map_err(|m| Error::from(Diagnostic::new(Path::new("--name"), "", m)))?;
    let files = emit::emit(&planned.set, &krate)
        .map_err(|m| Error::from(Diagnostic::new(&args.spec, "", m)))?;
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
    let manifest_path = out.join(write::MANIFEST_PATH);
    let manifest = match read_if_exists(&manifest_path)? {
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
    // Files in a folder that does not exist are not there either: one look at each folder
    // instead of a failed open per file (a new crate has a thousand files to write).
    let mut folders: BTreeMap<PathBuf, bool> = BTreeMap::new();
    for rel in OnDisk::paths_to_read(files, disk.manifest.as_ref()) {
        let path = out.join(&rel);
        if let Some(folder) = path.parent() {
            let missing = *folders.entry(folder.to_path_buf()).or_insert_with(|| {
                std::fs::metadata(folder).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
            });
            if missing {
                continue;
            }
        }
        if let Some(bytes) = read_if_exists(&path)? {
            disk.files.insert(rel, bytes);
        }
    }
    Ok(disk)
}

fn read_if_exists(path: &Path) -> Result<Option<Vec<u8>>> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::io(path, "cannot read", &e)),
    }
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
    print(&text)?;
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
struct Stager<'a> {
    out: &'a Path,
    pid: u32,
    /// Folders known to exist, made or found (so each is made once).
    folders: BTreeSet<PathBuf>,
    /// Missing folders being built under a temporary name → that name.
    new_folders: BTreeMap<PathBuf, PathBuf>,
    /// (temporary, final) in renaming order: the files, and each new folder after the last
    /// file staged in it (the manifest, staged last, stays last); `None` where a folder was
    /// moved on.
    renames: Vec<Option<(PathBuf, PathBuf)>>,
    /// Where each new folder is in `renames`.
    new_folder_at: BTreeMap<PathBuf, usize>,
}

impl<'a> Stager<'a> {
    fn new(out: &'a Path) -> Stager<'a> {
        Stager {
            out,
            pid: std::process::id(),
            folders: BTreeSet::new(),
            new_folders: BTreeMap::new(),
            renames: Vec::new(),
            new_folder_at: BTreeMap::new(),
        }
    }

    fn temporary(&self, path: &Path) -> PathBuf {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        path.with_file_name(format!(".{name}.openapi-mcp-{}.tmp", self.pid))
    }

    /// Writes every `(rel, bytes)` for `out/rel` under its temporary name. On a failure, removes
    /// what was staged and returns the first error, in order.
    fn stage_all(&mut self, files: &[(&str, &[u8])]) -> Result<()> {
        let mut targets = Vec::with_capacity(files.len());
        for (rel, _) in files {
            match self.target(rel) {
                Ok(target) => targets.push(target),
                Err(e) => {
                    self.roll_back(&self.out.join(rel));
                    return Err(e);
                }
            }
        }
        // The files are independent: written on every core (creating a thousand files is most
        // of the system time of generating a big API).
        let jobs: Vec<(&PathBuf, &[u8])> = targets.iter().zip(files.iter().map(|f| f.1)).collect();
        let written =
            crate::emit::parallel_map(&jobs, |(target, bytes)| std::fs::write(target, bytes));
        for ((rel, _), result) in files.iter().zip(written) {
            if let Err(e) = result {
                let path = self.out.join(rel);
                self.roll_back(&path);
                return Err(Error::io(&path, "cannot write", &e));
            }
        }
        Ok(())
    }

    /// The temporary name to write `out/rel` to, its folder made, and its rename recorded.
    fn target(&mut self, rel: &str) -> Result<PathBuf> {
        let path = self.out.join(rel);
        let (target, new_folder) = self.place(&path)?;
        let dir = target.parent().unwrap_or(Path::new("."));
        if !self.folders.contains(dir) {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, "cannot create folder", &e))?;
            self.folders.insert(dir.to_path_buf());
        }
        match new_folder {
            None => self.renames.push(Some((target.clone(), path))),
            Some((folder, tmp)) => {
                if let Some(at) = self.new_folder_at.remove(&folder) {
                    self.renames[at] = None;
                }
                self.new_folder_at
                    .insert(folder.clone(), self.renames.len());
                self.renames.push(Some((tmp, folder)));
            }
        }
        Ok(target)
    }

    /// Where to write `path` (inside `out`) now, and the new folder it is staged in, if any
    /// (with its temporary name).
    fn place(&mut self, path: &Path) -> Result<(PathBuf, Option<(PathBuf, PathBuf)>)> {
        if !self.folders.contains(self.out) {
            std::fs::create_dir_all(self.out)
                .map_err(|e| Error::io(self.out, "cannot create folder", &e))?;
            self.folders.insert(self.out.to_path_buf());
        }
        let Ok(rel) = path.strip_prefix(self.out) else {
            return Ok((self.temporary(path), None));
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
                    // Made with `create_dir`, not `_all`: the name is ours alone; when it is
                    // taken, the folder is made where it belongs instead.
                    let tmp = self.temporary(&dir);
                    if std::fs::create_dir(&tmp).is_ok() {
                        self.folders.insert(tmp.clone());
                        self.new_folders.insert(dir.clone(), tmp.clone());
                        let inside = path.strip_prefix(&dir).unwrap_or(path);
                        return Ok((tmp.join(inside), Some((dir, tmp))));
                    }
                    return Ok((self.temporary(path), None));
                }
                _ => {
                    self.folders.insert(dir.clone());
                }
            }
        }
        Ok((self.temporary(path), None))
    }

    /// Removes everything staged, after `failed` (in `out`) could not be.
    fn roll_back(&self, failed: &Path) {
        for (tmp, path) in self.renames.iter().flatten() {
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
    let options = options(args.allow_refs_outside, &args.context);
    let planned = crate::run_with(
        &args.spec,
        args.overrides.as_deref(),
        StaleKeys::Error,
        &options,
    )?;
    let report = plan::Report::new(&planned);
    print(&report.render(args.format))?;
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

fn diff_cmd(args: &DiffArgs) -> Result<Outcome> {
    let (old_overrides, stale) = match &args.old_overrides {
        Some(o) => (Some(o.as_path()), StaleKeys::Error),
        None => (args.overrides.as_deref(), StaleKeys::Ignore),
    };
    let old = crate::run(&args.old_spec, old_overrides, stale);
    let new = crate::run(&args.new_spec, args.overrides.as_deref(), StaleKeys::Error);
    let (old, new) = match (old, new) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(a), Err(b)) => return Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), _) | (_, Err(e)) => return Err(e),
    };
    warn_all(&new.warnings);
    let d = diff::diff(&old.set, &new.set);
    print(&d.render(args.format, args.verbose))?;
    if args.fail_on_risk && d.adds_risk() {
        say!(
            "the risk surface grew: a tool got riskier or a risky tool was added (--fail-on-risk)"
        );
        return Ok(Outcome::Finding);
    }
    Ok(Outcome::Ok)
}

fn overrides_init_cmd(spec: &Path) -> Result<Outcome> {
    let planned = crate::run(spec, None, StaleKeys::Error)?;
    print(&overrides_init::init(&planned.set))?;
    Ok(Outcome::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        // A write that fails (a folder in the way of the temporary file) after others succeeded.
        std::fs::create_dir_all(
            out.join("old/.z.rs.openapi-mcp-{}.tmp".replace("{}", &std::process::id().to_string())),
        )
        .unwrap();
        let before = tree(&out);
        let mut files: Vec<(String, &[u8])> = (0..200)
            .map(|i| (format!("new/{i}.rs"), b"new".as_slice()))
            .collect();
        files.push(("old/z.rs".into(), b"new"));
        files.extend((0..200).map(|i| (format!("old/{i}.rs"), b"new".as_slice())));
        let files: Vec<(&str, &[u8])> = files.iter().map(|(r, b)| (r.as_str(), *b)).collect();
        let err = Stager::new(&out).stage_all(&files).unwrap_err();
        assert!(err.to_string().contains("z.rs"), "{err}");
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
}
