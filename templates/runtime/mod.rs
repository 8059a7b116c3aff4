//! The runtime of a generated MCP server: it serves the tools described by a static [`Api`]
//! over MCP and forwards each call as one HTTP request to the upstream API.
//!
//! This folder is copied verbatim into every generated crate as `src/runtime/`, so it refers to
//! itself only through `self::`/`super::` paths and knows nothing of the generated modules.
//!
//! Entry points: [`cli::main`] (the whole `main` of a generated server), [`Settings`],
//! [`init_logging`], [`serve_stdio`] and the [`Hooks`] trait.

// One runtime serves every API, and a given API uses only part of it (an API without security
// schemes never touches the auth code, one without bodies never builds a body, ...). The
// generated crate is a binary, where every unused item would warn, so dead code is expected here.
#![allow(dead_code)]

pub mod auth;
pub mod cli;
pub mod descriptor;
pub mod hooks;
pub mod policy;
pub mod request;
pub mod response;
pub mod server;
pub mod validate;

use std::sync::Arc;
use std::time::Duration;

// Short paths for generated code and `src/hooks.rs` (`runtime::Tool`, `runtime::CallToolResult`).
// In a binary crate a re-export nobody uses counts as an unused import, hence the allows.
#[allow(unused_imports)]
pub use self::descriptor::{
    Api, Body, Encoding, Hints, Location, Method, Param, SchemeKind, SecurityScheme,
    ServerVariable, Style, Tool,
};
#[allow(unused_imports)]
pub use self::hooks::{Hooks, NoHooks};
#[allow(unused_imports)]
pub use self::server::ApiServer;
#[allow(unused_imports)]
pub use rmcp::model::CallToolResult;

/// Run-time configuration of the server, filled in by the generated `main.rs` from flags and
/// environment variables.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Overrides the spec's first server URL (`Api::default_base_url`).
    pub base_url: Option<String>,
    /// Values of server URL variables (`Api::server_variables`) chosen by the operator, as
    /// (variable name, value); variables not listed take the spec's default.
    pub server_variables: Vec<(String, String)>,
    /// List and allow only tools whose `read_only` hint is true.
    pub read_only: bool,
    /// Hide and refuse tools that are destructive (and not read-only).
    pub no_destructive: bool,
    /// Allow list of tool names; empty means every tool.
    pub tools: Vec<String>,
    /// Deny list of tool names.
    pub exclude_tools: Vec<String>,
    /// Whole-request timeout for upstream calls (connect, send, and read the body).
    pub timeout: Duration,
    /// Upstream response bodies are cut at this many bytes.
    pub max_response_bytes: usize,
}

impl Settings {
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
    pub const DEFAULT_MAX_RESPONSE_BYTES: usize = 1024 * 1024;
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            base_url: None,
            server_variables: Vec::new(),
            read_only: false,
            no_destructive: false,
            tools: Vec::new(),
            exclude_tools: Vec::new(),
            timeout: Self::DEFAULT_TIMEOUT,
            max_response_bytes: Self::DEFAULT_MAX_RESPONSE_BYTES,
        }
    }
}

/// Crates whose debug output carries protocol messages (tool arguments and results) or URLs
/// (which may hold an API key in the query): they stay at `info` unless the filter names them.
const QUIET_TARGETS: &[&str] = &["rmcp", "reqwest", "hyper", "hyper_util", "h2", "rustls"];

/// Sends logs to stderr without colours: stdout carries the MCP protocol, and stderr usually
/// ends up in a client's log file where escape codes are noise.
///
/// `level` is a `tracing` filter such as `info` or `debug`; an invalid filter falls back to
/// `info` (with a warning) rather than stopping the server. A global `debug` or `trace` does
/// not reach the MCP SDK and the HTTP stack, whose debug output includes tool arguments and
/// URLs; name them explicitly (`debug,rmcp=debug`) to see it anyway.
pub fn init_logging(level: &str) {
    use tracing_subscriber::EnvFilter;
    use tracing_subscriber::filter::LevelFilter;

    let (mut filter, bad_filter) = match EnvFilter::try_new(level) {
        Ok(filter) => (filter, None),
        Err(err) => (EnvFilter::new("info"), Some(err)),
    };
    if filter
        .max_level_hint()
        .is_some_and(|max| max > LevelFilter::INFO)
    {
        for target in QUIET_TARGETS {
            if level.contains(target) {
                continue;
            }
            if let Ok(directive) = format!("{target}=info").parse() {
                filter = filter.add_directive(directive);
            }
        }
    }
    let installed = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_target(false)
        .try_init()
        .is_ok();
    if let (true, Some(err)) = (installed, bad_filter) {
        tracing::warn!("invalid log filter {level:?} ({err}); using `info`");
    }
}

/// Serves the API's tools over MCP on stdin/stdout until the client closes stdin (or the
/// process gets Ctrl-C / SIGTERM), then returns `Ok(())`.
///
/// Startup problems (no usable base URL, a bad `--tools` name, a schema the generator got
/// wrong) are returned as errors before anything is read from stdin.
pub async fn serve_stdio(
    api: &'static Api,
    settings: Settings,
    hooks: Arc<dyn Hooks>,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    use rmcp::ServiceExt as _;

    let credentials = auth::Credentials::from_env(api);
    let server = ApiServer::new(api, settings, hooks, credentials)?;
    tracing::info!(
        server = api.name,
        version = env!("CARGO_PKG_VERSION"),
        tools = server.enabled_tool_count(),
        "serving MCP over stdio"
    );
    let running = server.serve(rmcp::transport::stdio()).await?;
    let token = running.cancellation_token();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutdown signal received");
        token.cancel();
    });
    let reason = running.waiting().await?;
    tracing::info!(?reason, "MCP session ended");
    Ok(())
}

/// Resolves on Ctrl-C, or on SIGTERM where there is one (how process managers stop servers).
/// A signal source that cannot be installed never fires, rather than stopping the server.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut term) => {
                term.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}
