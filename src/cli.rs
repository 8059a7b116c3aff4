//! The command line: parses arguments, runs the pipeline, writes the crate, and renders errors.
//! The only module that touches the file system for output and the terminal.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sha2::{Digest, Sha256};

use crate::emit::{self, Crate, Ownership};
use crate::error::{Diagnostic, Error, Result};

#[derive(Debug, Parser)]
#[command(
    name = "openapi-mcp",
    version,
    about = "Generate a Rust MCP server, with honest tool annotations, from an OpenAPI document",
    long_about = "Generate a Rust MCP server, with honest tool annotations, from an OpenAPI document.\n\n\
Every operation becomes an MCP tool whose readOnly/destructive/idempotent/openWorld hints come from \
HTTP semantics, corrected by the spec's `x-mcp` extensions and an overrides file.\n\n\
Exit codes: 0 success, 2 error (details on stderr)."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Generate (or regenerate) the MCP server crate for a spec.
    Generate(GenerateArgs),
}

#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// The OpenAPI 3.0 document, YAML or JSON.
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
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Generate(args) => generate(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("{err}");
            let n = err.diagnostics.len();
            eprintln!(
                "{n} error{}; nothing was written",
                if n == 1 { "" } else { "s" }
            );
            ExitCode::from(2)
        }
    }
}

fn generate(args: &GenerateArgs) -> Result<()> {
    let options = crate::resolve::Options {
        allow_refs_outside: args.allow_refs_outside,
    };
    let set = crate::plan_with(&args.spec, args.overrides.as_deref(), options)?;
    for note in &set.notes {
        eprintln!("note: {note}");
    }
    let hash = inputs_hash(&args.spec, args.overrides.as_deref())?;
    let krate = Crate::new(&set, args.name.as_deref(), hash)
        .map_err(|m| Error::from(Diagnostic::new(Path::new("--name"), "", m)))?;
    let files =
        emit::emit(&set, &krate).map_err(|m| Error::from(Diagnostic::new(&args.spec, "", m)))?;
    for (rel, file) in &files {
        let path = args.out.join(rel);
        if file.ownership == Ownership::User && path.exists() {
            continue;
        }
        if std::fs::read(&path).is_ok_and(|old| old == file.contents.as_bytes()) {
            continue;
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| Error::io(parent, "cannot create folder", &e))?;
        }
        std::fs::write(&path, &file.contents).map_err(|e| Error::io(&path, "cannot write", &e))?;
    }
    Ok(())
}

/// SHA-256 over the spec and overrides bytes: recorded so a reader can tell which inputs made the crate.
fn inputs_hash(spec: &Path, overrides: Option<&Path>) -> Result<String> {
    let mut hasher = Sha256::new();
    for path in std::iter::once(spec).chain(overrides) {
        let bytes = std::fs::read(path).map_err(|e| Error::io(path, "cannot read", &e))?;
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(&bytes);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}
