//! `openapi-mcp serve`: plans the spec as `generate` does, then serves the planned tools with the
//! runtime linked into the generator, under the flags and environment a generated server takes.
//! No crate is written and nothing is compiled; what `tools/list` announces and what the server
//! enforces come from the same tool set `generate` would write.

use std::process::ExitCode;

use crate::error::Result;

use super::args::ServeArgs;

/// Serves until the server stops; its exit code is the command's. Errors are the plan's (the
/// spec, the overrides file) or, without the feature, that there is nothing to serve with.
#[cfg(feature = "serve")]
pub(super) fn serve(args: &ServeArgs) -> Result<ExitCode> {
    use std::sync::Arc;

    use crate::pipeline::emit::serve::descriptor;

    use super::report::warn_all;

    let mut planned = crate::plan(&args.spec_settings())?;
    // The server runs for long: the parsed documents are freed now, not held while it serves.
    planned.documents = None;
    // Standard error only: over stdio, standard output is the MCP channel.
    warn_all(&planned.warnings, false)?;
    for note in &planned.set.notes {
        say!("note: {note}");
    }
    let krate = crate::crate_named(&planned.set, args.name.as_deref())?;
    let api = descriptor(&planned.set, &krate);
    // The server's command line as a generated server's binary would see it.
    let argv = std::iter::once(std::ffi::OsString::from(&krate.name))
        .chain(args.server_flags.iter().cloned());
    Ok(openapi_mcp_runtime::cli::main_from(
        api,
        Arc::new(openapi_mcp_runtime::NoHooks),
        argv,
    ))
}

/// Without the feature there is no runtime to serve with: say how to get one.
#[cfg(not(feature = "serve"))]
pub(super) fn serve(args: &ServeArgs) -> Result<ExitCode> {
    use crate::error::{Code, Diagnostic, Error};

    Err(Error::from(
        Diagnostic::new(
            Code::Usage,
            &args.spec,
            "",
            "this openapi-mcp was built without `serve`, so it cannot serve the spec",
        )
        .help(
            "build it with the feature: `cargo install --path . --features serve`, or run \
             `cargo run --release --features serve -- serve SPEC` from the repository; \
             `generate` writes a crate that serves the same tools",
        ),
    ))
}
