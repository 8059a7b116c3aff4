//! The Streamable HTTP transport (`--transport http`): rmcp's `StreamableHttpService` behind an
//! axum listener, at the path [`MCP_PATH`].
//!
//! * Stateless by default: every POST is served on its own, with no `Mcp-Session-Id`, so any
//!   number of instances can sit behind any load balancer. `--http-sessions` keeps a session per
//!   client instead (in this process's memory), which server-to-client requests such as the
//!   `--confirm` elicitation of clients before MCP 2026-07-28 needs.
//! * DNS-rebinding protection: the `Host` header must be a loopback name or one of
//!   `--allowed-hosts` (rmcp checks it; a refused host gets 403).
//! * Origin validation, which MCP requires of an HTTP server: a request with an `Origin`
//!   header (a browser's) gets 403 unless it is a page of this machine (`http://localhost:*`,
//!   `https://127.0.0.1:*`, ...) or one of `--allowed-origins`; requests without one (every
//!   non-browser client) pass. rmcp matches them; entries are checked and normalised here.
//! * Bearer tokens: the single `<PREFIX>_MCP_TOKEN` (every scope) and the scoped tokens of
//!   `<PREFIX>_MCP_TOKENS_FILE` ([`tokens`](super::tokens)); checked here, before rmcp sees the
//!   request, by comparing SHA-256 digests in constant time. A wrong, expired or missing token
//!   gets 401. The [`Caller`] found goes into the request's extensions, where the handler reads
//!   it (rmcp hands it the request's `http::request::Parts`) to filter `tools/list` and refuse
//!   calls outside the caller's scopes.
//! * A `tools/call` outside the caller's scopes is answered here with 403 and
//!   `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` (RFC 6750 §3.1), so that
//!   a client can ask for more; nothing is sent upstream.
//! * Graceful shutdown on Ctrl-C / SIGTERM: the listener stops accepting, open requests finish.

use std::future::Future;
use std::sync::Arc;
use std::time::SystemTime;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

use super::auth::Credentials;
use super::descriptor::Api;
use super::hooks::Hooks;
use super::listing::{ListBody, ListChunks, ToolsWrittenByTransport, split_answer};
use super::resource::{METADATA_PATH, ResourceServer, TokenError};
use super::scopes::{Caller, Grant};
use super::secret::Secret;
use super::server::{ApiServer, ScopeRefusal};
use super::settings::{Confirm, HttpSettings, Settings, ToolMode};
use super::tokens::{Authenticator, Refusal};

/// Where the MCP endpoint lives.
pub const MCP_PATH: &str = "/mcp";

/// `Host` values accepted without `--allowed-hosts` (rmcp's default list).
pub const LOOPBACK_HOSTS: &[&str] = &["localhost", "127.0.0.1", "::1"];

/// `Origin` values accepted without `--allowed-origins`: pages served from this machine.
pub const LOOPBACK_ORIGINS: &[&str] = &[
    "http://localhost:*",
    "http://127.0.0.1:*",
    "http://[::1]:*",
    "https://localhost:*",
    "https://127.0.0.1:*",
    "https://[::1]:*",
];

/// Serves the API's tools over Streamable HTTP on `settings.http.bind` until Ctrl-C or SIGTERM.
pub async fn serve_http(
    api: &'static Api,
    settings: Settings,
    hooks: Arc<dyn Hooks>,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let credentials = Credentials::from_env(api);
    let http = settings.http.clone();
    if settings.confirm != Confirm::None && !http.sessions {
        tracing::info!(
            "--confirm over stateless HTTP: clients on MCP 2026-07-28 are asked by a round trip; \
             older clients have no session to be asked on and are refused (add --http-sessions \
             for them)"
        );
    }
    let metrics_bind = settings.metrics_bind.clone();
    let server = ApiServer::new(api, settings, hooks, credentials)?;
    super::trace::start_export(api.name);
    if let Some(bind) = &metrics_bind {
        super::metrics::start(bind, server.metrics().clone()).await?;
    }
    // A tokens file that cannot be read is a startup error, before the port is taken.
    let auth = Arc::new(Authenticator::new(
        http.token.as_ref(),
        http.tokens_file.as_deref(),
    )?);
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
        token_required = auth.required(),
        scoped_tokens = auth.file_entries(),
        "serving MCP over Streamable HTTP"
    );
    serve_with(listener, server, &http, auth, super::shutdown_signal()).await?;
    super::trace::stop_export();
    tracing::info!("HTTP server stopped");
    Ok(())
}

/// Serves `server` on an already bound listener until `shutdown` resolves; tests bind port 0.
/// A tokens file that cannot be read fails with `InvalidInput`.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    server: ApiServer,
    http: &HttpSettings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let auth = Authenticator::new(http.token.as_ref(), http.tokens_file.as_deref())
        .map_err(|err| std::io::Error::new(std::io::ErrorKind::InvalidInput, err))?;
    serve_with(listener, server, http, Arc::new(auth), shutdown).await
}

/// [`serve_on`] with the credentials already loaded; reloads the tokens file while it serves.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    server: ApiServer,
    http: &HttpSettings,
    auth: Arc<Authenticator>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    auth.spawn_reloader();
    let oauth = match (&http.oauth_issuer, &http.public_url) {
        (Some(issuer), Some(public_url)) => Some(Arc::new(
            ResourceServer::new(
                issuer,
                public_url,
                MCP_PATH,
                server.scope_names().supported(server.api()),
            )
            .map_err(|err| std::io::Error::new(std::io::ErrorKind::InvalidInput, err))?,
        )),
        (Some(_), None) => {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "--oauth-issuer needs --public-url, the URL clients reach this server at \
                 (tokens must name it as their audience)",
            ));
        }
        _ => None,
    };
    let config =
        config(http).map_err(|err| std::io::Error::new(std::io::ErrorKind::InvalidInput, err))?;
    let max_body = config.max_request_body_bytes;
    // Cancelling rmcp's token ends open SSE streams and sessions, so shutdown does not wait on
    // a client that keeps a stream open; it also ends calls, so it comes after the drain.
    let cancel = config.cancellation_token.clone();
    let drain = server.drain().clone();
    let grace = server.settings().shutdown_grace;
    // One session manager in both modes: stateless requests (`legacy_session_mode` off) never
    // reach it (it only answers "is there an event store", and the default has none), and one
    // `StreamableHttpService` type instead of two keeps rmcp's server machinery compiled once.
    let router = router(
        StreamableHttpService::new(
            factory(server.clone()),
            Arc::new(LocalSessionManager::default()),
            config,
        ),
        server,
        Auth {
            tokens: auth.clone(),
            oauth: oauth.clone(),
        },
        max_body,
        http.sessions,
    );
    axum::serve(listener, router)
        .with_graceful_shutdown(async move {
            shutdown.await;
            // Readiness fails and new MCP requests get 503 from here on; the listener stays
            // open so that calls in flight can be answered.
            tracing::info!(
                calls = drain.in_flight(),
                grace_secs = grace.as_secs(),
                "shutting down: finishing the calls in flight"
            );
            let left = drain.finished(grace).await;
            if left > 0 {
                tracing::warn!(
                    calls = left,
                    "calls still running after the shutdown grace period"
                );
            }
            cancel.cancel();
        })
        .await
}

fn factory(server: ApiServer) -> impl Fn() -> Result<ApiServer, std::io::Error> + Send + Sync {
    // The handler is cheap to clone (shared state behind an `Arc`): one per request or session.
    move || Ok(server.clone())
}

fn config(http: &HttpSettings) -> Result<StreamableHttpServerConfig, String> {
    let mut hosts: Vec<String> = LOOPBACK_HOSTS.iter().map(|h| h.to_string()).collect();
    hosts.extend(http.allowed_hosts.iter().cloned());
    let config = StreamableHttpServerConfig::default().with_legacy_session_mode(http.sessions);
    let config = if http.allowed_hosts.iter().any(|h| h == "*") {
        // An explicit opt-out, e.g. behind a proxy that checks Host itself.
        config.disable_allowed_hosts()
    } else {
        config.with_allowed_hosts(hosts)
    };
    let config = if http.allowed_origins.iter().any(|o| o.trim() == "*") {
        config.disable_allowed_origins()
    } else {
        config
            .with_allowed_origins(origins(&http.allowed_origins)?)
            .enforce_origin_validation()
    };
    // Stateless requests get a plain JSON answer (rmcp falls back to SSE by itself when the
    // handler has to send something before the result).
    Ok(config.with_json_response(!http.sessions))
}

/// The loopback origins and `--allowed-origins`, each written as rmcp matches it: with its
/// port, the scheme's default where the entry names none (an origin without a port means
/// that one, RFC 6454; rmcp would take any port). `null` (a sandboxed page) is kept as is.
fn origins(allowed: &[String]) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = LOOPBACK_ORIGINS.iter().map(|o| o.to_string()).collect();
    for entry in allowed {
        let entry = entry.trim();
        if entry == "null" {
            out.push(entry.to_string());
            continue;
        }
        let refused = || {
            format!(
                "--allowed-origins: `{}` is not an origin; write one as a browser sends it, \
                 `https://app.example.com`, optionally with a port or `:*` for any port",
                entry.escape_debug()
            )
        };
        let (base, any_port) = match entry.strip_suffix(":*") {
            Some(base) => (base, true),
            None => (entry, false),
        };
        let uri = axum::http::Uri::try_from(base).map_err(|_| refused())?;
        let (Some(scheme), Some(authority)) = (uri.scheme_str(), uri.authority()) else {
            return Err(refused());
        };
        let scheme = scheme.to_ascii_lowercase();
        let default_port = match scheme.as_str() {
            "http" => 80,
            "https" => 443,
            _ => return Err(refused()),
        };
        let bare = matches!(uri.path(), "" | "/")
            && uri.query().is_none()
            && !authority.as_str().contains('@')
            && !(any_port && authority.port().is_some());
        if !bare {
            return Err(refused());
        }
        let port = match authority.port_u16() {
            _ if any_port => "*".to_string(),
            Some(port) => port.to_string(),
            None => default_port.to_string(),
        };
        out.push(format!(
            "{scheme}://{}:{port}",
            authority.host().to_ascii_lowercase()
        ));
    }
    Ok(out)
}

struct HttpState {
    service: StreamableHttpService<ApiServer, LocalSessionManager>,
    /// The same handler the service clones, for the scope check of a `tools/call`.
    server: ApiServer,
    auth: Arc<Authenticator>,
    oauth: Option<Arc<ResourceServer>>,
    max_body: usize,
    /// Stateless, in the full tool mode: the tools of a `tools/list` answer are written here.
    writes_tools: bool,
}

/// The credentials the transport accepts: static tokens, and JWTs of `--oauth-issuer`.
struct Auth {
    tokens: Arc<Authenticator>,
    oauth: Option<Arc<ResourceServer>>,
}

fn router(
    service: StreamableHttpService<ApiServer, LocalSessionManager>,
    server: ApiServer,
    auth: Auth,
    max_body: usize,
    sessions: bool,
) -> axum::Router {
    let oauth = auth.oauth.clone();
    // With sessions, an answer may be a stream that stays open: the handler gives the tools.
    let writes_tools = server.settings().tool_mode == ToolMode::Full && !sessions;
    let state = Arc::new(HttpState {
        service,
        server,
        auth: auth.tokens,
        oauth: auth.oauth,
        max_body,
        writes_tools,
    });
    let router = axum::Router::new()
        .route(MCP_PATH, axum::routing::any(handle))
        .route(HEALTH_PATH, axum::routing::get(healthz))
        .route(READY_PATH, axum::routing::get(readyz));
    let router = match oauth {
        Some(oauth) => {
            // RFC 9728: at the root, and with the resource's path appended.
            let metadata = move || {
                let body = oauth.metadata().to_string();
                async move { ([(header::CONTENT_TYPE, "application/json")], body) }
            };
            router
                .route(METADATA_PATH, axum::routing::get(metadata.clone()))
                .route(
                    &format!("{METADATA_PATH}{MCP_PATH}"),
                    axum::routing::get(metadata),
                )
        }
        None => router,
    };
    router.with_state(state)
}

/// Liveness: the process serves HTTP. No token, no configuration in the body.
pub const HEALTH_PATH: &str = "/healthz";

/// Readiness: ready to take MCP traffic; 503 from the moment shutdown begins.
pub const READY_PATH: &str = "/readyz";

async fn healthz() -> Response {
    ([(header::CACHE_CONTROL, "no-store")], "ok\n").into_response()
}

async fn readyz(State(state): State<Arc<HttpState>>) -> Response {
    if state.server.drain().is_draining() {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CACHE_CONTROL, "no-store")],
            "shutting down\n",
        )
            .into_response();
    }
    ([(header::CACHE_CONTROL, "no-store")], "ready\n").into_response()
}

/// 503 for an MCP request that arrives once shutdown has begun: another instance (or this one
/// restarted) will serve it; nothing was done.
fn shutting_down() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(header::RETRY_AFTER, "1"), (header::CONNECTION, "close")],
        "the server is shutting down; send the request again\n",
    )
        .into_response()
}

/// Why a request has no caller.
enum Unauthenticated {
    Static(Refusal),
    Token(TokenError),
}

async fn handle(State(state): State<Arc<HttpState>>, mut request: Request) -> Response {
    // A POST (a call, a list) is counted until its answer has been sent, so that shutdown
    // does not cut it off; streams (GET) are not calls and are ended by shutdown.
    let in_flight = match request.method() {
        &Method::POST => match state.server.drain().enter() {
            Some(guard) => Some(guard),
            None => return shutting_down(),
        },
        _ if state.server.drain().is_draining() => return shutting_down(),
        _ => None,
    };
    if state.auth.required() || state.oauth.is_some() {
        let presented = bearer_token(request.headers()).map(str::to_string);
        let found = match state
            .auth
            .authenticate(presented.as_deref(), SystemTime::now())
        {
            Ok(caller) => Ok(caller),
            // Not a static token: a JWT of the issuer, when there is one.
            Err(Refusal::Invalid) => match (&state.oauth, &presented) {
                (Some(oauth), Some(token)) => {
                    oauth.validate(token).await.map_err(Unauthenticated::Token)
                }
                _ => Err(Unauthenticated::Static(Refusal::Invalid)),
            },
            Err(refusal) => Err(Unauthenticated::Static(refusal)),
        };
        match found {
            Ok(caller) => {
                request.extensions_mut().insert(caller);
            }
            Err(why) => return unauthorized(&why, state.oauth.as_deref()),
        }
    }
    let caller = request.extensions().get::<Caller>().cloned();
    let scoped = caller
        .as_ref()
        .is_some_and(|caller| caller.grant != Grant::All);
    let mut writes_tools = false;
    if (scoped || state.writes_tools) && request.method() == Method::POST {
        // Read the message to refuse a call outside the caller's scopes with a 403 the client
        // can act on (the handler checks again, whatever reaches it), and to find a
        // `tools/list`, whose tools are written here.
        let (mut parts, body) = request.into_parts();
        let bytes = match axum::body::to_bytes(body, state.max_body).await {
            Ok(bytes) => bytes,
            Err(_) => {
                return (
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "the MCP message is too large\n",
                )
                    .into_response();
            }
        };
        if let Some(caller) = parts.extensions.get::<Caller>()
            && let Some(refusal) = state.server.scope_refusal(caller, &bytes)
        {
            return insufficient_scope(&refusal, state.oauth.as_deref());
        }
        if state.writes_tools && is_tools_list(&bytes) {
            parts.extensions.insert(ToolsWrittenByTransport);
            writes_tools = true;
        }
        request = Request::from_parts(parts, Body::from(bytes));
    }
    let response = state.service.handle(request).await.into_response();
    let response = match writes_tools {
        true => with_tools(response, &state.server, caller.as_ref()).await,
        false => response,
    };
    match in_flight {
        Some(guard) => {
            // Held until the body is sent (or the client goes away): an SSE answer is still
            // being written when `handle` returns.
            let (parts, body) = response.into_parts();
            let body = http_body_util::BodyExt::map_frame(body, move |frame| {
                let _ = &guard;
                frame
            });
            Response::from_parts(parts, Body::new(body))
        }
        None => response,
    }
}

/// Whether `message` is a `tools/list` request (a quick look first: most messages are not).
fn is_tools_list(message: &[u8]) -> bool {
    const METHOD: &[u8] = br#""tools/list""#;
    message.windows(METHOD.len()).any(|window| window == METHOD)
        && serde_json::from_slice::<serde_json::Value>(message).is_ok_and(|message| {
            message.get("method").and_then(|m| m.as_str()) == Some("tools/list")
        })
}

/// rmcp's answer to a `tools/list` (which has no tools) with the tools `caller` may see
/// written into it from their texts, a chunk at a time. An answer without a tools array (an
/// error) is passed on as it is.
async fn with_tools(response: Response, server: &ApiServer, caller: Option<&Caller>) -> Response {
    /// rmcp's answer without the tools is a few hundred bytes.
    const MAX_ANSWER: usize = 1 << 20;
    let (mut parts, body) = response.into_parts();
    let answer = match axum::body::to_bytes(body, MAX_ANSWER).await {
        Ok(answer) => answer.to_vec(),
        Err(err) => {
            tracing::error!("reading the tools/list answer failed: {err}");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    match split_answer(answer) {
        Ok((head, tail)) => {
            parts.headers.remove(header::CONTENT_LENGTH);
            let entries = server.entries_for(caller);
            let server = server.clone();
            let write = move |entry: usize, out: &mut Vec<u8>| server.write_entry(entry, out);
            let body = ListBody(ListChunks::new(write, entries, head, tail));
            Response::from_parts(parts, Body::new(body))
        }
        Err(answer) => Response::from_parts(parts, Body::from(answer)),
    }
}

fn unauthorized(why: &Unauthenticated, oauth: Option<&ResourceServer>) -> Response {
    let (log, error) = match why {
        Unauthenticated::Static(Refusal::Missing) => ("no bearer token".to_string(), None),
        Unauthenticated::Static(Refusal::Invalid) => (
            "unknown bearer token".to_string(),
            Some("the token is not valid".to_string()),
        ),
        Unauthenticated::Static(Refusal::Expired(label)) => (
            format!("expired token of `{label}`"),
            Some("the token has expired".to_string()),
        ),
        Unauthenticated::Token(TokenError::Invalid(why)) => {
            (format!("access token refused: {why}"), Some(why.clone()))
        }
        Unauthenticated::Token(TokenError::Unavailable(why)) => {
            tracing::warn!("MCP request refused: {why}");
            return (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response();
        }
    };
    tracing::warn!("MCP request refused: {log}");
    let mut params = Vec::new();
    if let Some(oauth) = oauth {
        params.push(format!("resource_metadata=\"{}\"", oauth.metadata_url()));
    }
    if let Some(description) = error {
        params.push("error=\"invalid_token\"".to_string());
        params.push(format!("error_description=\"{description}\""));
    }
    let challenge = if params.is_empty() {
        "Bearer".to_string()
    } else {
        format!("Bearer {}", params.join(", "))
    };
    let mut response = (
        StatusCode::UNAUTHORIZED,
        "this MCP server requires `Authorization: Bearer <token>` with a valid token\n",
    )
        .into_response();
    if let Ok(value) = HeaderValue::from_str(&challenge) {
        response
            .headers_mut()
            .insert(header::WWW_AUTHENTICATE, value);
    }
    response
}

/// 403 with the scopes the tool requires (RFC 6750 §3.1), and a JSON-RPC error with the same
/// message for clients that read the body.
fn insufficient_scope(refusal: &ScopeRefusal, oauth: Option<&ResourceServer>) -> Response {
    let metadata = oauth.map_or(String::new(), |oauth| {
        format!(", resource_metadata=\"{}\"", oauth.metadata_url())
    });
    let challenge = format!(
        "Bearer error=\"insufficient_scope\", scope=\"{}\"{metadata}, error_description=\"tool {} needs {}\"",
        refusal.required.join(" "),
        refusal.tool,
        refusal.missing.join(" ")
    );
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": refusal.id,
        "error": {"code": -32003, "message": refusal.message},
    });
    let mut response = (
        StatusCode::FORBIDDEN,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response();
    // Scope names are RFC 6750 scope tokens (checked where they are read), so they fit in a
    // quoted string; a value that does not is left out rather than sent broken.
    if let Ok(value) = HeaderValue::from_str(&challenge) {
        response
            .headers_mut()
            .insert(header::WWW_AUTHENTICATE, value);
    }
    response
}

/// The token of `Authorization: Bearer <token>` (scheme name in any case).
pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, presented) = value.trim().split_once(' ')?;
    let presented = presented.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !presented.is_empty()).then_some(presented)
}

/// `Authorization: Bearer <token>` with exactly the configured token (scheme name in any case).
pub fn bearer_matches(headers: &HeaderMap, token: &Secret) -> bool {
    bearer_token(headers).is_some_and(|presented| constant_time_eq(presented, token.expose()))
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
        })
        .unwrap();
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
        })
        .unwrap();
        assert!(open.allowed_hosts.is_empty());
        assert!(open.legacy_session_mode);
    }

    #[test]
    fn allowed_origins_extend_the_loopback_pages_with_their_ports_written() {
        let given = [
            "https://App.Example.com",
            "http://tools.example.com:8080",
            "https://ui.example.com:*",
            "http://[::1]:3000/",
            "null",
        ];
        let got = origins(&given.map(String::from)).unwrap();
        assert_eq!(&got[..LOOPBACK_ORIGINS.len()], LOOPBACK_ORIGINS);
        assert_eq!(
            &got[LOOPBACK_ORIGINS.len()..],
            [
                "https://app.example.com:443",
                "http://tools.example.com:8080",
                "https://ui.example.com:*",
                "http://[::1]:3000",
                "null",
            ]
        );
        for bad in [
            "app.example.com",
            "ftp://files.example.com",
            "https://app.example.com/mcp",
            "https://app.example.com?x=1",
            "https://user@app.example.com",
            "https://app.example.com:443:*",
            "https://",
            "",
        ] {
            let err = origins(&[bad.to_string()]).unwrap_err();
            assert!(err.starts_with("--allowed-origins: `"), "{bad}: {err}");
        }
        let open = config(&HttpSettings {
            allowed_origins: vec!["*".into()],
            ..HttpSettings::default()
        })
        .unwrap();
        assert!(open.allowed_origins.is_empty());
        let checked = config(&HttpSettings::default()).unwrap();
        assert_eq!(checked.allowed_origins, LOOPBACK_ORIGINS);
    }
}
