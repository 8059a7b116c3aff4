//! The `openapi-mcp` binary; all of its logic lives in the library's `cli` module.

use std::process::ExitCode;

fn main() -> ExitCode {
    openapi_mcp::cli::install_panic_hook();
    // The hook has said what went wrong; a panic is an error like any other (exit 2).
    std::panic::catch_unwind(openapi_mcp::cli::main).unwrap_or(ExitCode::from(2))
}

// Generation is mostly building and dropping JSON trees: glibc's malloc and free were a fifth of
// a Kubernetes run's samples. mimalloc without transparent huge pages (its `no_thp` feature:
// with them a run's time hung on whether 2 MiB pages were free) makes it about 10 % faster for
// a few MiB more memory (bench/results.md).
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
