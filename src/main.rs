//! The `openapi-mcp` binary; all of its logic lives in the library's `cli` module.

fn main() -> std::process::ExitCode {
    openapi_mcp::cli::main()
}
