//! The server's run-time configuration, filled in by the generated `main.rs` (through
//! [`cli`](super::cli)) from flags and environment variables. It lives apart from lib.rs, which
//! re-exports it, so that the modules reading it need not import the crate root that imports
//! them.

use std::time::Duration;

use super::descriptor::Hints;
use super::secret::Secret;

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
    /// Whole-request timeout for upstream calls (connect, send, and read the body), per attempt.
    pub timeout: Duration,
    /// Timeout of establishing the TCP (and TLS) connection to the upstream API.
    pub connect_timeout: Duration,
    /// How many times a read-only or idempotent tool's request is sent again after a connect
    /// error, a timeout, or a 429/502/503/504 answer. Other tools are never retried.
    pub retries: u32,
    /// Upstream response bodies are cut at this many bytes.
    pub max_response_bytes: usize,
    /// Which tool calls the server asks the user to confirm (MCP elicitation) before sending.
    pub confirm: Confirm,
    /// How long a confirmation asked on MCP 2026-07-28 stays valid: the lifetime of the sealed
    /// `requestState` the client sends back with the user's answer.
    pub confirm_ttl: Duration,
    /// The keys that seal those states (`<PREFIX>_MCP_REQUEST_STATE_KEY`, environment only):
    /// replicas with the same keys honour each other's confirmations. `None`: a random key
    /// per process.
    pub request_state_keys: Option<Secret>,
    /// Per-user credential passthrough: when set, the value of this header of the caller's MCP
    /// HTTP request is sent upstream as `Authorization`, instead of the server's own
    /// credentials. Lower-case header name.
    pub forward_auth_header: Option<String>,
    /// One MCP tool per operation, or three meta tools that search, describe and call them.
    pub tool_mode: ToolMode,
    /// The prefix of the built-in scopes `<prefix>read`, `<prefix>write` and
    /// `<prefix>destructive` (see [`scopes`](super::scopes)).
    pub scope_prefix: String,
    /// Audit lines carry each call's argument values (off by default: they may hold personal
    /// data).
    pub audit_arguments: bool,
    pub transport: Transport,
    pub http: HttpSettings,
    /// After a shutdown signal, how long calls in flight may still take before the server
    /// exits anyway.
    pub shutdown_grace: Duration,
    /// Where to serve Prometheus metrics (`GET /metrics`), on a listener of their own; `None`:
    /// not served.
    pub metrics_bind: Option<String>,
}

impl Settings {
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
    pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
    pub const DEFAULT_RETRIES: u32 = 2;
    pub const DEFAULT_MAX_RESPONSE_BYTES: usize = 1024 * 1024;
    pub const DEFAULT_CONFIRM_TTL: Duration = Duration::from_secs(300);
    /// Under Kubernetes' default 30 s `terminationGracePeriodSeconds`, with time to exit.
    pub const DEFAULT_SHUTDOWN_GRACE: Duration = Duration::from_secs(25);
}

/// How the server talks MCP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    /// Newline-delimited JSON-RPC on stdin/stdout: one client, started by it.
    Stdio,
    /// Streamable HTTP on `HttpSettings::bind`, path `/mcp`.
    Http,
}

/// What `tools/list` shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolMode {
    /// Every enabled tool, with its full schemas.
    Full,
    /// Only `search_tools`, `describe_tool` and `call_tool` (see [`meta`](super::meta)): a model with an
    /// API of a thousand tools keeps a small context, and the same policy, validation and
    /// consent apply to every call made through them.
    Dynamic,
}

impl ToolMode {
    pub fn parse(text: &str) -> Option<ToolMode> {
        match text.trim().to_ascii_lowercase().as_str() {
            "full" => Some(ToolMode::Full),
            "dynamic" => Some(ToolMode::Dynamic),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ToolMode::Full => "full",
            ToolMode::Dynamic => "dynamic",
        }
    }
}

/// Which calls need the user's explicit consent, asked through MCP elicitation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    None,
    /// Every tool that is not read-only.
    Writes,
    /// Destructive tools (that are not read-only).
    Destructive,
}

impl Confirm {
    pub fn parse(text: &str) -> Option<Confirm> {
        match text.trim().to_ascii_lowercase().as_str() {
            "none" => Some(Confirm::None),
            "writes" => Some(Confirm::Writes),
            "destructive" => Some(Confirm::Destructive),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Confirm::None => "none",
            Confirm::Writes => "writes",
            Confirm::Destructive => "destructive",
        }
    }

    /// Whether a call of a tool with these hints must be confirmed; `destructive` only means
    /// something for tools that write (MCP spec), as in the policy.
    pub fn applies_to(self, hints: &Hints) -> bool {
        match self {
            Confirm::None => false,
            Confirm::Writes => !hints.read_only,
            Confirm::Destructive => hints.destructive && !hints.read_only,
        }
    }
}

/// Settings of the Streamable HTTP transport.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// Address to listen on, `host:port`.
    pub bind: String,
    /// Extra `Host` header values accepted (DNS-rebinding protection); the loopback names are
    /// always accepted. Needed when the server is reached under a public name.
    pub allowed_hosts: Vec<String>,
    /// Browser origins (`https://app.example.com`, `:*` for any port) whose pages may call the
    /// server, besides this machine's; a request with any other `Origin` gets 403, one without
    /// (every non-browser client) passes. `*` accepts any.
    pub allowed_origins: Vec<String>,
    /// When set, every MCP HTTP request must carry `Authorization: Bearer <token>`.
    pub token: Option<Secret>,
    /// Scoped static tokens (`<PREFIX>_MCP_TOKENS_FILE`, see [`tokens`](super::tokens)): each
    /// entry's token grants its scopes only.
    pub tokens_file: Option<std::path::PathBuf>,
    /// An OAuth 2.1 authorization server whose JWT access tokens are accepted
    /// (see [`resource`](super::resource)); needs `public_url`.
    pub oauth_issuer: Option<String>,
    /// This server's canonical URL as clients reach it (`https://mcp.example.com`), which
    /// tokens must name as their audience.
    pub public_url: Option<String>,
    /// Keep an MCP session per client (`Mcp-Session-Id`) instead of serving every request on
    /// its own, for clients on revisions before MCP 2026-07-28 (which has no sessions).
    /// Stateless is the default so any instance behind a load balancer can answer; those older
    /// clients need a session to be asked for confirmation (`--confirm`).
    pub sessions: bool,
}

impl Default for HttpSettings {
    fn default() -> Self {
        HttpSettings {
            bind: "127.0.0.1:8000".to_string(),
            allowed_hosts: Vec::new(),
            allowed_origins: Vec::new(),
            token: None,
            tokens_file: None,
            oauth_issuer: None,
            public_url: None,
            sessions: false,
        }
    }
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
            connect_timeout: Self::DEFAULT_CONNECT_TIMEOUT,
            retries: Self::DEFAULT_RETRIES,
            max_response_bytes: Self::DEFAULT_MAX_RESPONSE_BYTES,
            confirm: Confirm::None,
            confirm_ttl: Self::DEFAULT_CONFIRM_TTL,
            request_state_keys: None,
            forward_auth_header: None,
            tool_mode: ToolMode::Full,
            scope_prefix: super::scopes::DEFAULT_PREFIX.to_string(),
            audit_arguments: false,
            transport: Transport::Stdio,
            http: HttpSettings::default(),
            shutdown_grace: Self::DEFAULT_SHUTDOWN_GRACE,
            metrics_bind: None,
        }
    }
}

/// `--forward-auth-header` must name a valid header, and cannot be the header that carries the
/// server's own MCP token.
pub(crate) fn check_forwarding(settings: &Settings) -> Result<(), String> {
    let Some(header) = &settings.forward_auth_header else {
        return Ok(());
    };
    if axum::http::HeaderName::from_bytes(header.as_bytes()).is_err() {
        return Err(format!(
            "--forward-auth-header: `{header}` is not a valid HTTP header name"
        ));
    }
    let mcp_tokens = settings.http.token.is_some()
        || settings.http.tokens_file.is_some()
        || settings.http.oauth_issuer.is_some();
    if mcp_tokens && header.eq_ignore_ascii_case("authorization") {
        return Err(
            "--forward-auth-header authorization cannot be combined with an MCP token: the \
             `Authorization` header carries the MCP token; forward another header (e.g. \
             x-upstream-authorization)"
                .to_string(),
        );
    }
    Ok(())
}
