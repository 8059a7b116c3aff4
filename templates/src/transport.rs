//! The Streamable HTTP transport (`--transport http`): rmcp's `StreamableHttpService` behind an
//! axum listener, at the path [`MCP_PATH`].
//!
//! * Stateless by default: every POST is served on its own, with no `Mcp-Session-Id`, so any
//!   number of instances can sit behind any load balancer. `--http-sessions` keeps a session per
//!   client instead (in this process's memory), which server-to-client requests such as the
//!   `--confirm` elicitation need.
//! * DNS-rebinding protection: the `Host` header must be a loopback name or one of
//!   `--allowed-hosts` (rmcp checks it; a refused host gets 403).
//! * An optional bearer token (`<PREFIX>_MCP_TOKEN`) that every MCP request must carry; checked
//!   here, before rmcp sees the request, in constant time. A wrong or missing token gets 401.
//! * Graceful shutdown on Ctrl-C / SIGTERM: the listener stops accepting, open requests finish.

use std::future::Future;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rmcp::transport::streamable_http_server::session::SessionManager;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

use super::auth::Credentials;
use super::descriptor::Api;
use super::hooks::Hooks;
use super::secret::Secret;
use super::server::ApiServer;
use super::settings::{Confirm, HttpSettings, Settings};

/// Where the MCP endpoint lives.
pub const MCP_PATH: &str = "/mcp";

/// `Host` values accepted without `--allowed-hosts` (rmcp's default list).
pub const LOOPBACK_HOSTS: &[&str] = &["localhost", "127.0.0.1", "::1"];

/// Serves the API's tools over Streamable HTTP on `settings.http.bind` until Ctrl-C or SIGTERM.
pub async fn serve_http(
    api: &'static Api,
    settings: Settings,
    hooks: Arc<dyn Hooks>,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let credentials = Credentials::from_env(api);
    let http = settings.http.clone();
    if settings.confirm != Confirm::None && !http.sessions {
        tracing::warn!(
            "--confirm over stateless HTTP cannot ask the user (no session to send the question \
             on): calls that need confirmation will be refused; add --http-sessions"
        );
    }
    let server = ApiServer::new(api, settings, hooks, credentials)?;
    let listener = tokio::net::TcpListener::bind(&http.bind)
        .await
        .map_err(|err| format!("cannot listen on {}: {err}", http.bind))?;
    let address = listener.local_addr()?;
    tracing::info!(
        server = api.name,
        version = env!("CARGO_PKG_VERSION"),
        tools = server.enabled_tool_count(),
        url = %format!("http://{address}{MCP_PATH}"),
        stateless = !http.sessions,
        token_required = http.token.is_some(),
        "serving MCP over Streamable HTTP"
    );
    serve_on(listener, server, &http, super::shutdown_signal()).await?;
    tracing::info!("HTTP server stopped");
    Ok(())
}

/// Serves `server` on an already bound listener until `shutdown` resolves; tests bind port 0.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    server: ApiServer,
    http: &HttpSettings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let config = config(http);
    // Cancelling rmcp's token ends open SSE streams and sessions, so shutdown does not wait on
    // a client that keeps a stream open.
    let cancel = config.cancellation_token.clone();
    let router = if http.sessions {
        router(
            StreamableHttpService::new(
                factory(server),
                Arc::new(LocalSessionManager::default()),
                config,
            ),
            http.token.clone(),
        )
    } else {
        router(
            StreamableHttpService::new(
                factory(server),
                Arc::new(NeverSessionManager::default()),
                config,
            ),
            http.token.clone(),
        )
    };
    axum::serve(listener, router)
        .with_graceful_shutdown(async move {
            shutdown.await;
            cancel.cancel();
        })
        .await
}

fn factory(server: ApiServer) -> impl Fn() -> Result<ApiServer, std::io::Error> + Send + Sync {
    // The handler is cheap to clone (shared state behind an `Arc`): one per request or session.
    move || Ok(server.clone())
}

fn config(http: &HttpSettings) -> StreamableHttpServerConfig {
    let mut hosts: Vec<String> = LOOPBACK_HOSTS.iter().map(|h| h.to_string()).collect();
    hosts.extend(http.allowed_hosts.iter().cloned());
    let config = StreamableHttpServerConfig::default().with_legacy_session_mode(http.sessions);
    let config = if http.allowed_hosts.iter().any(|h| h == "*") {
        // An explicit opt-out, e.g. behind a proxy that checks Host itself.
        config.disable_allowed_hosts()
    } else {
        config.with_allowed_hosts(hosts)
    };
    // Stateless requests get a plain JSON answer (rmcp falls back to SSE by itself when the
    // handler has to send something before the result).
    config.with_json_response(!http.sessions)
}

struct HttpState<M> {
    service: StreamableHttpService<ApiServer, M>,
    token: Option<Secret>,
}

fn router<M: SessionManager>(
    service: StreamableHttpService<ApiServer, M>,
    token: Option<Secret>,
) -> axum::Router {
    let state = Arc::new(HttpState { service, token });
    axum::Router::new()
        .route(MCP_PATH, axum::routing::any(handle::<M>))
        .with_state(state)
}

async fn handle<M: SessionManager>(
    State(state): State<Arc<HttpState<M>>>,
    request: Request,
) -> Response {
    if let Some(token) = &state.token
        && !bearer_matches(request.headers(), token)
    {
        tracing::warn!("MCP request refused: missing or wrong bearer token");
        return (
            StatusCode::UNAUTHORIZED,
            [(header::WWW_AUTHENTICATE, "Bearer")],
            "this MCP server requires `Authorization: Bearer <token>`\n",
        )
            .into_response();
    }
    state.service.handle(request).await.into_response()
}

/// `Authorization: Bearer <token>` with exactly the configured token (scheme name in any case).
pub fn bearer_matches(headers: &HeaderMap, token: &Secret) -> bool {
    let Some(value) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let Some((scheme, presented)) = value.trim().split_once(' ') else {
        return false;
    };
    scheme.eq_ignore_ascii_case("bearer") && constant_time_eq(presented.trim(), token.expose())
}

/// Compares without stopping at the first difference, so response timing does not reveal how
/// much of a guessed token was right.
fn constant_time_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut diff = a.len() ^ b.len();
    for (i, byte) in a.iter().enumerate() {
        diff |= usize::from(byte ^ b.get(i).copied().unwrap_or(0));
    }
    diff == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::AUTHORIZATION, value.parse().unwrap());
        headers
    }

    #[test]
    fn bearer_token_must_match_exactly() {
        let token = Secret::new("s3cret-token");
        assert!(bearer_matches(&headers("Bearer s3cret-token"), &token));
        assert!(bearer_matches(&headers("bearer  s3cret-token "), &token));
        assert!(!bearer_matches(&headers("Bearer s3cret-toke"), &token));
        assert!(!bearer_matches(&headers("Bearer s3cret-token2"), &token));
        assert!(!bearer_matches(&headers("Basic s3cret-token"), &token));
        assert!(!bearer_matches(&headers("s3cret-token"), &token));
        assert!(!bearer_matches(&HeaderMap::new(), &token));
    }

    #[test]
    fn allowed_hosts_extend_the_loopback_names() {
        let stateless = config(&HttpSettings {
            allowed_hosts: vec!["mcp.example.com".into()],
            ..HttpSettings::default()
        });
        assert_eq!(
            stateless.allowed_hosts,
            ["localhost", "127.0.0.1", "::1", "mcp.example.com"]
        );
        assert!(!stateless.legacy_session_mode);
        assert!(stateless.json_response);
        let open = config(&HttpSettings {
            allowed_hosts: vec!["*".into()],
            sessions: true,
            ..HttpSettings::default()
        });
        assert!(open.allowed_hosts.is_empty());
        assert!(open.legacy_session_mode);
    }
}
