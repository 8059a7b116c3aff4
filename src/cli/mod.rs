//! The command line: parses arguments, runs the pipeline, reads and writes the output folder,
//! and renders results and errors. The only module that touches the file system for output and
//! the terminal; everything it prints is computed by the library (`plan`, `diff`, `write`, ...).
//!
//! Exit codes (ripgrep style): 0 success; 1 a finding the caller asked to fail on (stale output
//! with `--check`, warnings with `--deny-warnings`, risk with `--fail-on-risk`); 2 an error.
//! Data goes to stdout, diagnostics to stderr.

/// `eprintln!` through [`crate::util::terminal::safe`]: messages quote spec text (paths, file names,
/// values in errors). Defined before the `mod` lines: a `macro_rules!` macro is visible only
/// below its definition, and every submodule prints with it.
macro_rules! say {
    ($($arg:tt)*) => {
        eprintln!("{}", crate::util::terminal::safe(&format!($($arg)*)))
    };
}

mod args;
mod diff;
mod folder;
mod generate;
mod plan;
mod report;
mod runtime_path;
mod serve;
mod stage;
mod timer;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;

use crate::error::Result;
use crate::pipeline::overrides::file_schema as overrides_schema;
use crate::report::overrides_init;

pub use args::Cli;
use args::{Command, DiffFormat, GenerateFormat, OverridesCommand, PlanFormat};
use args::{resolve_only, with_overlays};
use diff::diff_cmd;
use generate::{check, generate};
use plan::plan_cmd;
use report::{add_lines, print};

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

/// The `openapi-mcp` command line: parses the arguments, runs the command and reports its
/// outcome as the exit code (0, 1 or 2, as `--help` lists).
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    // A way to reach the panic hook from the tests (`tests/cli_generate.rs`); debug builds only.
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
            overlays,
        }) => (
            overrides_init_cmd(spec, *suggest, *allow_refs_outside, overlays),
            "",
        ),
        Command::Policy => (
            print(crate::model::policy::REFERENCE).map(|_| Outcome::Ok),
            "",
        ),
        Command::Overrides(OverridesCommand::Schema) => (
            print(&overrides_schema::schema_json()).map(|_| Outcome::Ok),
            "",
        ),
        Command::Serve(args) => match serve::serve(args) {
            // The server's own exit code: it has said what went wrong, if anything did.
            Ok(code) => return code,
            Err(e) => (Err(e), "nothing was served"),
        },
    };
    match result {
        Ok(Outcome::Ok) => ExitCode::SUCCESS,
        Ok(Outcome::Finding) => ExitCode::from(1),
        Err(mut err) => {
            add_lines(&mut err.diagnostics);
            if github {
                // On the lines they are about, as well as on stderr; a failed print (a closed
                // pipe) has nowhere to be reported.
                let _ = print(&crate::report::ci::commands(
                    &crate::report::ci::diagnostics(&err.diagnostics),
                ));
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

fn overrides_init_cmd(
    spec: &Path,
    suggest: bool,
    allow_refs_outside: bool,
    overlays: &[PathBuf],
) -> Result<Outcome> {
    let settings = with_overlays(resolve_only(spec, None, allow_refs_outside), overlays);
    let planned = crate::plan(&settings)?;
    if suggest {
        print(&crate::report::suggest::suggest(&planned.set))?;
    } else {
        print(&overrides_init::init(&planned.set))?;
    }
    Ok(Outcome::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
