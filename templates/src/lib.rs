//! The runtime of a generated MCP server: it serves the tools described by a static [`Api`]
//! over MCP and forwards each call as one HTTP request to the upstream API.
//!
//! Generated crates depend on this crate: by default on a copy of it written into the crate as
//! `vendor/openapi-mcp-runtime/` (these sources without their unit tests), or on a copy named by
//! `--runtime-path`. It knows nothing of the generated modules: they hand it their tool table.
//!
//! Entry points: [`cli::main`] (the whole `main` of a generated server), [`Settings`],
//! [`init_logging`], [`serve_stdio`], [`transport::serve_http`] and the [`Hooks`] trait.

// One runtime serves every API, and a given API uses only part of it (an API without security
// schemes never touches the auth code, one without bodies never builds a body, ...), so some
// private helpers are unused by a given build.
#![allow(dead_code)]

pub mod audit;
pub mod auth;
pub mod body;
pub mod call;
pub mod cli;
pub mod consent;
pub mod descriptor;
pub mod drain;
pub mod encoding;
pub mod handler;
pub mod hooks;
pub mod http;
pub mod jwt_crypto;
pub mod listing;
pub mod meta;
pub mod metrics;
pub mod neighbours;
pub mod oauth2;
pub mod policy;
pub mod redact;
pub mod request;
pub mod resource;
pub mod response;
pub mod retry;
pub mod schemas;
pub mod scopes;
pub mod search;
pub mod secret;
pub mod server;
pub mod settings;
pub mod stdio;
pub mod stream;
pub mod style;
pub mod tokens;
pub mod trace;
pub mod transport;
pub mod url;
pub mod validate;
pub mod wire;
pub mod words;

use std::sync::Arc;

// Short paths for generated code and `src/hooks.rs` (`runtime::Tool`, `runtime::CallToolResult`);
// the generated `main.rs` imports this crate as `runtime`.
#[allow(unused_imports)]
pub use self::descriptor::{
    Api, Body, Encoding, FieldStyle, Hints, Location, Method, MethodName, Param, SchemeKind,
    SecurityScheme, ServerVariable, Style, Tool,
};
#[allow(unused_imports)]
pub use self::hooks::{Hooks, NoHooks};
#[allow(unused_imports)]
pub use self::secret::Secret;
#[allow(unused_imports)]
pub use self::server::ApiServer;
#[allow(unused_imports)]
pub use self::settings::{Confirm, HttpSettings, Settings, ToolMode, Transport};
#[allow(unused_imports)]
pub use rmcp::model::CallToolResult;
// The crates whose types the `Hooks` methods take and return, so that `src/hooks.rs` can name
// them (`runtime::reqwest::RequestBuilder`) without a dependency of its own that could drift
// from the runtime's version.
pub use {reqwest, rmcp, serde_json};

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
    init_logging_as(level, false);
}

/// [`init_logging`], as one JSON object per line when `json` (`--log-format json`): the
/// timestamp, level, message and every field, e.g. each `tools/call` audit line's caller,
/// tool, hints, decision, status and duration.
pub fn init_logging_as(level: &str, json: bool) {
    init_logging_to(level, json, std::io::stderr);
}

/// [`init_logging_as`] with another destination than stderr (tests capture the lines).
pub fn init_logging_to<W>(level: &str, json: bool, writer: W)
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    use tracing_subscriber::layer::SubscriberExt as _;
    use tracing_subscriber::util::SubscriberInitExt as _;

    let (filter, bad_filter) = log_filter(level);
    let layer = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        .with_ansi(false)
        .with_target(false);
    let registry = tracing_subscriber::registry().with(filter);
    let installed = if json {
        let layer = layer.json().flatten_event(true).with_current_span(false);
        registry.with(layer).try_init().is_ok()
    } else {
        registry.with(layer).try_init().is_ok()
    };
    if let (true, Some(err)) = (installed, bad_filter) {
        tracing::warn!("invalid log filter {level:?} ({err}); using `info`");
    }
}

/// `--log-level` as a filter: a bad one is `info` plus its parse error (logged once logging
/// works). Above `info`, the chatty transport crates stay at `info` unless the filter names them.
fn log_filter(
    level: &str,
) -> (
    tracing_subscriber::filter::Targets,
    Option<tracing_subscriber::filter::ParseError>,
) {
    use tracing_subscriber::filter::{LevelFilter, Targets};
    let (mut filter, bad_filter) = match level.parse::<Targets>() {
        Ok(filter) => (filter, None),
        Err(err) => (Targets::new().with_default(LevelFilter::INFO), Some(err)),
    };
    let max = filter
        .iter()
        .map(|(_, level)| level)
        .chain(filter.default_level())
        .max();
    if max.is_some_and(|max| max > LevelFilter::INFO) {
        for target in QUIET_TARGETS {
            if !level.contains(target) {
                filter = filter.with_target(*target, LevelFilter::INFO);
            }
        }
    }
    (filter, bad_filter)
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
    if settings.forward_auth_header.is_some() {
        return Err(
            "--forward-auth-header needs --transport http: over stdio there is no \
                    caller request to take credentials from"
                .into(),
        );
    }
    let grace = settings.shutdown_grace;
    let metrics_bind = settings.metrics_bind.clone();
    let server =
        ApiServer::new(api, settings, hooks, credentials)?.with_tools_written_by_transport();
    trace::start_export(api.name);
    if let Some(bind) = &metrics_bind {
        metrics::start(bind, server.metrics().clone()).await?;
    }
    let drain = server.drain().clone();
    let transport = stdio::transport(&server);
    tracing::info!(
        server = api.name,
        version = env!("CARGO_PKG_VERSION"),
        tools = server.enabled_tool_count(),
        "serving MCP over stdio"
    );
    // Signal handlers are installed before the handshake: a client that never sends
    // `initialize` must not make SIGTERM fatal.
    let signal = shutdown_signal();
    let (stop, mut stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        signal.await;
        tracing::info!("shutdown signal received");
        let _ = stop.send(true);
    });
    let running = tokio::select! {
        running = server.serve(transport) => match running {
            Ok(running) => running,
            // The client went away before `initialize` (it closed stdin): there is no one to
            // serve, which is the end of input as after a session, not a failure.
            Err(rmcp::service::ServerInitializeError::ConnectionClosed(during)) => {
                tracing::info!("stdin closed before the session started (during {during})");
                return Ok(());
            }
            Err(err) => return Err(err.into()),
        },
        _ = stopped.changed() => return Ok(()),
    };
    let token = running.cancellation_token();
    tokio::spawn(async move {
        if stopped.changed().await.is_ok() {
            // Calls in flight finish and are answered first; new ones are turned away.
            let left = drain.finished(grace).await;
            if left > 0 {
                tracing::warn!(
                    calls = left,
                    "calls still running after the shutdown grace period"
                );
            }
            token.cancel();
        }
    });
    let reason = running.waiting().await;
    trace::stop_export();
    let reason = reason?;
    tracing::info!(?reason, "MCP session ended");
    Ok(())
}

/// Resolves on Ctrl-C (SIGINT), or on SIGTERM where there is one (how process managers stop
/// servers). The handlers are installed when this is called, not when it is first awaited, so
/// a signal that arrives in between is not lost (nor fatal). A signal source that cannot be
/// installed never fires, rather than stopping the server.
pub fn shutdown_signal() -> impl std::future::Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let interrupt = signal(SignalKind::interrupt()).ok();
        let terminate = signal(SignalKind::terminate()).ok();
        async move {
            let wait = |signal: Option<tokio::signal::unix::Signal>| async move {
                match signal {
                    Some(mut signal) => {
                        signal.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = wait(interrupt) => {}
                _ = wait(terminate) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

#[cfg(test)]
mod tests {
    //! Fixtures shared by the unit tests of the modules that build requests (`request`,
    //! `style`, `body`, `url`): a tool of a given shape, and the base URL and arguments to
    //! build its request with.

    use serde_json::{Map, Value};

    use super::descriptor::{Body, Hints, Location, Method, Param, Style, Tool};
    use super::url::BaseUrl;

    pub(crate) const HINTS: Hints = Hints {
        read_only: true,
        destructive: false,
        idempotent: true,
        open_world: false,
    };

    pub(crate) const fn param(arg: &'static str, api: &'static str, location: Location) -> Param {
        let style = match location {
            Location::Path | Location::Header => Style::Simple,
            Location::Query | Location::Cookie | Location::Querystring => Style::Form,
        };
        Param {
            arg,
            api,
            location,
            required: matches!(location, Location::Path),
            style,
            explode: matches!(location, Location::Query | Location::Cookie),
        }
    }

    pub(crate) const fn tool(
        method: Method,
        path: &'static str,
        params: &'static [Param],
        body: Option<Body>,
    ) -> Tool {
        Tool {
            name: "t",
            title: "t",
            description: "",
            tags: &[],
            method,
            path,
            server: None,
            params,
            body,
            hints: HINTS,
            security: &[],
            scopes: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        }
    }

    pub(crate) fn base() -> BaseUrl {
        BaseUrl::parse("https://api.example.com/v1/").unwrap()
    }

    pub(crate) fn args(value: Value) -> Map<String, Value> {
        match value {
            Value::Object(map) => map,
            _ => panic!("not an object"),
        }
    }

    pub(crate) static GET_FILE: Tool = tool(
        Method::Get,
        "/owners/{ownerId}/files/{name}",
        &[
            param("owner_id", "ownerId", Location::Path),
            param("name", "name", Location::Path),
        ],
        None,
    );

    mod log_filter {
        use super::super::log_filter;
        use tracing::Level;

        #[test]
        fn a_level_above_info_keeps_transport_crates_at_info_unless_named() {
            let (filter, err) = log_filter("debug");
            assert!(err.is_none());
            assert!(filter.would_enable("my_api", &Level::DEBUG));
            assert!(!filter.would_enable("rmcp::service", &Level::DEBUG));
            assert!(filter.would_enable("rmcp::service", &Level::INFO));
            let (filter, _) = log_filter("warn,rmcp=trace");
            assert!(filter.would_enable("rmcp::service", &Level::TRACE));
            assert!(!filter.would_enable("my_api", &Level::INFO));
            assert!(!filter.would_enable("reqwest", &Level::DEBUG));
        }

        #[test]
        fn a_bad_filter_is_info_and_reported() {
            let (filter, err) = log_filter("rmcp=loud");
            assert!(err.is_some());
            assert!(filter.would_enable("my_api", &Level::INFO));
            assert!(!filter.would_enable("my_api", &Level::DEBUG));
        }
    }
}
