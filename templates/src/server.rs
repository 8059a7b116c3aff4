//! The MCP side: an rmcp `ServerHandler` written by hand (no macros, because the tool list is
//! data), and the pipeline behind `tools/call`:
//!
//! policy → validation → request → passthrough check → consent (elicitation, `--confirm`) →
//! credentials (an OAuth2 token from the cache or its endpoint, or the caller's own
//! `Authorization`) → hooks → send (retried for read-only/idempotent tools only; once more with
//! a fresh token after a 401) → response conversion → the `shape_result` hook → redaction →
//! the output-schema check (`response::conform`) → one log line.
//!
//! Every step before "send" that says no returns `isError: true` and sends nothing upstream.

use std::collections::HashMap;
use std::hash::{BuildHasher as _, Hasher as _};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, ElicitRequestParams,
    ElicitationAction, ElicitationSchema, Implementation, JsonObject, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool as McpTool, ToolAnnotations,
};
use rmcp::service::{ElicitationMode, Peer, RequestContext};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use serde_json::Value;

use super::auth::{self, AccessTokens, Credentials, Selection};
use super::descriptor::{Api, Tool};
use super::hooks::Hooks;
use super::meta;
use super::policy::Policy;
use super::request::{self, HttpRequest};
use super::response;
use super::secret::Secret;
use super::url::{BaseUrl, resolve_base_url, resolve_tool_base_url};
use super::validate::validate_against;
use super::{Settings, ToolMode};

/// Redirects followed at most (within the same host); more is a loop.
const MAX_REDIRECTS: usize = 10;

/// First retry delay; each further retry doubles it, up to [`MAX_BACKOFF`]. The actual wait is
/// between half and all of it (jitter), so many servers retrying at once do not stay in step.
const BASE_BACKOFF: Duration = Duration::from_millis(200);
const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// A `Retry-After` longer than this is not waited for inside a tool call (the MCP client's own
/// request would time out first); the result tells the model when to try again instead.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(10);

/// How long the user has to answer a `--confirm` question.
const CONSENT_TIMEOUT: Duration = Duration::from_secs(600);

/// How much of a request body the consent question shows.
const CONSENT_BODY_CHARS: usize = 4000;

/// The MCP server for one API. Cheap to clone: all state is shared and read-only, so one
/// instance can serve several sessions.
#[derive(Clone)]
pub struct ApiServer {
    inner: Arc<Inner>,
}

struct Inner {
    api: &'static Api,
    settings: Settings,
    policy: Policy,
    base_url: BaseUrl,
    /// Each tool's base URL, in `api.tools` order: the API's, or the operation's own server.
    tool_base_urls: Vec<BaseUrl>,
    credentials: Credentials,
    hooks: Arc<dyn Hooks>,
    /// Built on the first call: loading the system's CA certificates is most of a client's
    /// cost, and a server that is only asked for its tool list never needs it.
    client: OnceLock<Result<reqwest::Client, String>>,
    /// Each enabled tool's schemas in `api.tools` order, parsed once and shared with `listed`
    /// (validation reads the very object clients are shown); `None` for refused tools.
    schemas: Vec<Option<Schemas>>,
    /// What `tools/list` returns: the enabled tools in `api.tools` order, or the meta tools.
    listed: Vec<McpTool>,
    by_name: HashMap<&'static str, usize>,
    /// The instructions `initialize` returns.
    instructions: String,
}

/// A tool's input and output schemas, with the shared definitions they use under `$defs`.
struct Schemas {
    input: Arc<JsonObject>,
    output: Option<Arc<JsonObject>>,
}

/// What came with a `tools/call` besides its arguments.
#[derive(Clone, Default)]
pub struct CallContext {
    /// The MCP client, to ask for consent through elicitation; `None` when the call does not
    /// come from a client (tests, embedding), which makes `--confirm` refuse.
    pub peer: Option<Peer<RoleServer>>,
    /// The caller's credential from its MCP HTTP request (`--forward-auth-header`), sent
    /// upstream as `Authorization` instead of the server's own credentials.
    pub forwarded_auth: Option<Secret>,
}

impl std::fmt::Debug for CallContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CallContext")
            .field("peer", &self.peer.is_some())
            .field("forwarded_auth", &self.forwarded_auth)
            .finish()
    }
}

impl std::fmt::Debug for ApiServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ApiServer")
            .field("api", &self.inner.api.name)
            .field("base_url", &self.inner.base_url.as_str())
            .field("enabled_tools", &self.inner.listed.len())
            .finish_non_exhaustive()
    }
}

impl ApiServer {
    /// Checks everything that can be checked before serving: base URL, tool names in the
    /// settings, schemas, security scheme references. Errors are meant for a human at a
    /// terminal and never contain secrets.
    pub fn new(
        api: &'static Api,
        settings: Settings,
        hooks: Arc<dyn Hooks>,
        credentials: Credentials,
    ) -> Result<ApiServer, String> {
        let base_url = resolve_base_url(
            api,
            settings.base_url.as_deref(),
            &settings.server_variables,
        )?;
        let mut policy = Policy::new(api, &settings)?;
        credentials.check_token_urls(api, &base_url)?;
        check_forwarding(&settings)?;

        let input_defs = parse_defs("input", api.input_defs)?;
        let output_defs = parse_defs("output", api.output_defs)?;

        let mut by_name = HashMap::with_capacity(api.tools.len());
        let mut schemas = Vec::with_capacity(api.tools.len());
        // Operations of one resource often share a schema (get, create and update all return
        // the resource): each distinct text is parsed once and its tree shared. A parsed schema
        // takes about 15 times its text in memory, so this is most of a server's heap.
        let mut inputs = HashMap::<&'static str, Arc<JsonObject>>::new();
        let mut outputs = HashMap::<&'static str, Arc<JsonObject>>::new();
        let mut tool_base_urls = Vec::with_capacity(api.tools.len());
        for (index, tool) in api.tools.iter().enumerate() {
            // One operation with an unusable server of its own (a variable nobody set) must not
            // take the whole API down: that tool is refused, with the reason, and the rest serve.
            match resolve_tool_base_url(api, tool, &base_url, &settings.server_variables) {
                Ok(url) => tool_base_urls.push(url),
                Err(err) => {
                    tracing::warn!("tool `{}` is unavailable: {err}", tool.name);
                    policy.refuse(index, format!("refused: {err}"));
                    tool_base_urls.push(base_url.clone());
                }
            }
            if by_name.insert(tool.name, index).is_some() {
                return Err(format!("tool `{}` is defined twice", tool.name));
            }
            for scheme in tool.security.iter().flat_map(|alt| alt.iter()) {
                if !api.security_schemes.iter().any(|s| s.name == *scheme) {
                    return Err(format!(
                        "tool `{}` refers to an unknown security scheme `{scheme}`",
                        tool.name
                    ));
                }
            }
            // A refused tool is never shown or validated: its schemas are not kept.
            if !policy.is_enabled(index) {
                schemas.push(None);
                continue;
            }
            let input = shared_schema(&mut inputs, tool, "input", tool.input_schema, &input_defs)?;
            let output = match tool.output_schema {
                Some(text) => Some(shared_schema(
                    &mut outputs,
                    tool,
                    "output",
                    text,
                    &output_defs,
                )?),
                None => None,
            };
            schemas.push(Some(Schemas { input, output }));
        }

        let enabled = || {
            api.tools
                .iter()
                .zip(&schemas)
                .filter_map(|(tool, schemas)| Some((tool, schemas.as_ref()?)))
        };
        let (listed, instructions) = match settings.tool_mode {
            ToolMode::Full => (
                enabled()
                    .map(|(tool, schemas)| mcp_tool(tool, schemas))
                    .collect::<Vec<_>>(),
                api.instructions.to_string(),
            ),
            ToolMode::Dynamic => {
                let reachable: Vec<&Tool> = enabled().map(|(tool, _)| tool).collect();
                let mut instructions = api.instructions.to_string();
                if !instructions.is_empty() {
                    instructions.push_str("\n\n");
                }
                instructions.push_str(&format!(
                    "This server lists three meta tools instead of its {} API tools: {} finds \
                     tools, {} shows one tool's hints and argument schema, {} calls it. The \
                     hints of each API tool are in the search and describe results.",
                    reachable.len(),
                    meta::SEARCH,
                    meta::DESCRIBE,
                    meta::CALL
                ));
                (meta::tools(api.title, &reachable), instructions)
            }
        };

        let configured = credentials.configured();
        if settings.forward_auth_header.is_some() {
            tracing::info!("each caller's own credentials are forwarded upstream");
        } else if !configured.is_empty() {
            tracing::info!(schemes = ?configured, "credentials configured");
        }
        if policy.enabled_count() == 0 {
            tracing::warn!("no tool is enabled: check --read-only, --tools and --exclude-tools");
        }

        Ok(ApiServer {
            inner: Arc::new(Inner {
                api,
                settings,
                policy,
                base_url,
                tool_base_urls,
                credentials,
                hooks,
                client: OnceLock::new(),
                schemas,
                listed,
                by_name,
                instructions,
            }),
        })
    }

    pub fn api(&self) -> &'static Api {
        self.inner.api
    }

    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }

    /// How many of the API's tools may be called (directly, or through `call_tool`).
    pub fn enabled_tool_count(&self) -> usize {
        self.inner.policy.enabled_count()
    }

    /// The tools `tools/list` announces: exactly the ones `call` accepts (in the dynamic mode,
    /// the three meta tools).
    pub fn listed_tools(&self) -> &[McpTool] {
        &self.inner.listed
    }

    /// Handles one `tools/call` that comes from no MCP client (so `--confirm` refuses).
    pub async fn call(&self, name: &str, args: JsonObject) -> Result<CallToolResult, McpError> {
        self.call_with(name, args, &CallContext::default()).await
    }

    /// Handles one `tools/call`. Only an unknown tool name is a protocol error; every other
    /// failure is a tool result with `isError: true`, which the model can read and act on.
    pub async fn call_with(
        &self,
        name: &str,
        args: JsonObject,
        context: &CallContext,
    ) -> Result<CallToolResult, McpError> {
        match self.inner.settings.tool_mode {
            ToolMode::Full => self.call_operation(name, args, context).await,
            ToolMode::Dynamic => self.call_meta(name, args, context).await,
        }
    }

    /// `search_tools`, `describe_tool` or `call_tool`; the API's tools themselves are not
    /// listed in this mode, so they cannot be called by name either.
    async fn call_meta(
        &self,
        name: &str,
        args: JsonObject,
        context: &CallContext,
    ) -> Result<CallToolResult, McpError> {
        let inner = &*self.inner;
        let Some(meta_tool) = inner.listed.iter().find(|t| t.name == name) else {
            return Err(McpError::invalid_params(
                format!(
                    "unknown tool: {name} (this server runs with --tool-mode dynamic: call API \
                     tools through {})",
                    meta::CALL
                ),
                None,
            ));
        };
        let problems = validate_against(&meta_tool.input_schema, &args);
        if !problems.is_empty() {
            return Ok(error_text(format!(
                "invalid arguments for tool `{name}`:\n- {}",
                problems.join("\n- ")
            )));
        }
        let text = |key: &str| args.get(key).and_then(Value::as_str).unwrap_or_default();
        match name {
            meta::SEARCH => {
                let enabled: Vec<&Tool> = inner
                    .api
                    .tools
                    .iter()
                    .zip(&inner.schemas)
                    .filter(|(_, schemas)| schemas.is_some())
                    .map(|(tool, _)| tool)
                    .collect();
                let tag = args.get("tag").and_then(Value::as_str);
                let limit = args.get("limit").and_then(Value::as_u64);
                let answer = meta::search(&enabled, text("query"), tag, limit);
                Ok(CallToolResult::structured(answer))
            }
            meta::DESCRIBE => {
                let target = text("name");
                Ok(match self.enabled_tool(target) {
                    Ok((tool, schemas)) => CallToolResult::structured(meta::describe(
                        tool,
                        &schemas.input,
                        schemas.output.as_ref(),
                    )),
                    Err(message) => error_text(message),
                })
            }
            _ => {
                let target = text("name");
                if let Err(message) = self.enabled_tool(target) {
                    return Ok(error_text(format!("{message}; no request was sent")));
                }
                let arguments = match args.get("arguments") {
                    Some(Value::Object(arguments)) => arguments.clone(),
                    _ => JsonObject::new(),
                };
                self.call_operation(target, arguments, context).await
            }
        }
    }

    /// The tool named `name` and its schemas, when this server lets it be called; otherwise
    /// why not, for the model to read.
    fn enabled_tool(&self, name: &str) -> Result<(&'static Tool, &Schemas), String> {
        let inner = &*self.inner;
        let Some(&index) = inner.by_name.get(name) else {
            return Err(format!(
                "unknown tool `{name}`: {} lists the tools of this server",
                meta::SEARCH
            ));
        };
        if let Err(reason) = inner.policy.check(index) {
            return Err(reason.to_string());
        }
        match &inner.schemas[index] {
            Some(schemas) => Ok((&inner.api.tools[index], schemas)),
            None => Err(format!(
                "refused: tool `{name}` is not enabled on this server"
            )),
        }
    }

    /// One call of one of the API's tools, through the whole pipeline.
    async fn call_operation(
        &self,
        name: &str,
        args: JsonObject,
        context: &CallContext,
    ) -> Result<CallToolResult, McpError> {
        let inner = &*self.inner;
        let Some(&index) = inner.by_name.get(name) else {
            return Err(McpError::invalid_params(
                format!("unknown tool: {name}"),
                None,
            ));
        };
        let tool: &'static Tool = &inner.api.tools[index];
        let started = Instant::now();
        let not_sent = |result: CallToolResult, status: &str| {
            log_call(tool, status, 0, started);
            Ok(result)
        };

        if let Err(reason) = inner.policy.check(index) {
            return not_sent(error_text(reason.to_string()), "refused");
        }

        let Some(schemas) = &inner.schemas[index] else {
            let reason = format!("refused: tool `{name}` is not enabled on this server");
            return not_sent(error_text(reason), "refused");
        };
        let problems = validate_against(&schemas.input, &args);
        if !problems.is_empty() {
            let message = format!(
                "invalid arguments for tool `{}`; no request was sent:\n- {}",
                tool.name,
                problems.join("\n- ")
            );
            return not_sent(error_text(message), "invalid");
        }

        let base = &inner.tool_base_urls[index];
        let request = match request::build(base, tool, &args) {
            Ok(request) => request,
            Err(problem) => {
                let message = format!(
                    "invalid arguments for tool `{}`; no request was sent:\n- {problem}",
                    tool.name
                );
                return not_sent(error_text(message), "invalid");
            }
        };

        if let Some(header) = &inner.settings.forward_auth_header
            && context.forwarded_auth.is_none()
        {
            // Falling back to the server's own credentials would hand this caller the
            // server's permissions: fail closed.
            let message = format!(
                "refused: this server forwards each caller's own credentials to the API, and \
                 this request carried no `{header}` header; no request was sent"
            );
            return not_sent(error_text(message), "refused");
        }

        if inner.settings.confirm.applies_to(&tool.hints)
            && let Err(result) = self.consent(tool, &request, context).await
        {
            return not_sent(result, "not-confirmed");
        }

        let selection = match context.forwarded_auth {
            Some(_) => Selection::NotRequired,
            None => inner.credentials.select(tool),
        };
        let sent = self.send(tool, base, &request, selection, context).await;
        let bodiless = sent.bodiless;
        let result = match sent.outcome {
            Outcome::Answered(result) => inner.hooks.shape_result(tool, result),
            Outcome::NotSent(result) => result,
        };
        let mut result = redact_result(&inner.credentials, result);
        if let Some(forwarded) = &context.forwarded_auth {
            redact_forwarded(forwarded, &mut result);
        }
        // Last, after the hooks: what is sent is what is checked.
        let (result, mismatches) = response::conform(schemas.output.as_deref(), result, bodiless);
        if let Some(first) = mismatches.first() {
            tracing::warn!(
                tool = tool.name,
                mismatches = mismatches.len(),
                "the API's answer does not match the tool's output schema ({first}); sent as text in an error result"
            );
        }
        log_call(tool, &sent.status, sent.attempts, started);
        Ok(result)
    }

    /// Asks the user, through the MCP client (elicitation), whether to send this request. Only
    /// an explicit accept lets it through; a decline, a cancel, an error, or a client that
    /// cannot ask (no elicitation capability) all refuse.
    async fn consent(
        &self,
        tool: &'static Tool,
        request: &HttpRequest,
        context: &CallContext,
    ) -> Result<(), CallToolResult> {
        let mode = self.inner.settings.confirm.as_str();
        let refuse = |why: String| {
            error_text(format!(
                "refused: tool `{}` needs the user's confirmation on this server (--confirm \
                 {mode}), and {why}; no request was sent",
                tool.name
            ))
        };
        let Some(peer) = &context.peer else {
            return Err(refuse("there is no MCP client to ask".to_string()));
        };
        if !peer
            .supported_elicitation_modes()
            .contains(&ElicitationMode::Form)
        {
            return Err(refuse(
                "the MCP client does not support elicitation (it cannot ask the user)".to_string(),
            ));
        }
        let params = ElicitRequestParams::FormElicitationParams {
            meta: None,
            message: consent_message(tool, request),
            // No fields: the question is the message, the answer is accept, decline or cancel.
            requested_schema: ElicitationSchema::new(Default::default()),
        };
        match peer
            .create_elicitation_with_timeout(params, Some(CONSENT_TIMEOUT))
            .await
        {
            Ok(answer) if answer.action == ElicitationAction::Accept => Ok(()),
            Ok(answer) => {
                let action = match answer.action {
                    ElicitationAction::Decline => "declined",
                    _ => "cancelled",
                };
                Err(refuse(format!("the user {action}")))
            }
            Err(err) => Err(refuse(format!("asking the user failed ({err})"))),
        }
    }

    /// Sends the request with the selected credentials (or the caller's forwarded one).
    ///
    /// Retries: only a read-only or idempotent tool, only after a connect error, a timeout, or
    /// a 429/502/503/504 answer, at most `settings.retries` times, waiting `Retry-After` when
    /// the API gives one (up to [`MAX_RETRY_AFTER`]) and an exponential backoff with jitter
    /// otherwise. A non-idempotent tool (a POST) is sent at most once.
    ///
    /// When the API answers 401 to an OAuth2 token the server fetched itself, the token is
    /// dropped, a new one fetched, and the call sent once more: even for a non-idempotent tool,
    /// because a 401 means the API rejected the request before acting on it.
    async fn send(
        &self,
        tool: &'static Tool,
        base: &BaseUrl,
        request: &HttpRequest,
        selection: Selection,
        context: &CallContext,
    ) -> Sent {
        let inner = &*self.inner;
        let settings = &inner.settings;
        let client = match inner
            .client
            .get_or_init(|| http_client(inner.api, settings))
        {
            Ok(client) => client,
            Err(message) => return Sent::not_sent(error_text(message.clone()), "error", 0),
        };
        let retryable = tool.hints.read_only || tool.hints.idempotent;
        let mut token_refreshed = false;
        let mut attempts = 0u32;
        let mut retries = 0u32;
        loop {
            let tokens = match &context.forwarded_auth {
                Some(_) => AccessTokens::default(),
                None => match inner
                    .credentials
                    .access_tokens(inner.api, selection, client, &inner.base_url)
                    .await
                {
                    Ok(tokens) => tokens,
                    Err(message) => {
                        return Sent::not_sent(error_text(message), "auth-error", attempts);
                    }
                },
            };
            let mut attempt = request.clone();
            match &context.forwarded_auth {
                Some(credential) => {
                    attempt.set_header("authorization", credential.expose().to_string(), true)
                }
                None => inner
                    .credentials
                    .apply(inner.api, selection, &tokens, &mut attempt),
            }
            let builder = match attempt.to_reqwest(client, base) {
                Ok(builder) => builder,
                Err(problem) => {
                    let message = format!(
                        "cannot build the request for tool `{}`: {problem}",
                        tool.name
                    );
                    return Sent::not_sent(error_text(message), "invalid", attempts);
                }
            };
            let builder = inner.hooks.prepare_request(tool, builder);
            attempts += 1;
            let received = self.receive(builder).await;

            let wait = match &received {
                Err(err) if err.is_connect() || err.is_timeout() => Some(backoff(retries)),
                Ok(upstream) if matches!(upstream.status, 429 | 502 | 503 | 504) => {
                    Some(upstream.retry_after.unwrap_or_else(|| backoff(retries)))
                }
                _ => None,
            };
            let mut note = None;
            if let Some(wait) = wait
                && retryable
                && retries < settings.retries
            {
                if wait <= MAX_RETRY_AFTER {
                    tracing::info!(
                        tool = tool.name,
                        attempt = attempts,
                        wait_ms = wait.as_millis() as u64,
                        "upstream failed; retrying"
                    );
                    tokio::time::sleep(wait).await;
                    retries += 1;
                    continue;
                }
                note = Some(format!(
                    "the API asked to retry after {} s; not retried within this call",
                    wait.as_secs()
                ));
            }
            if retries > 0 {
                note = Some(format!(
                    "gave up after {} attempts (retried {retries} times)",
                    retries + 1
                ));
            }

            let upstream = match received {
                Ok(upstream) => upstream,
                Err(err) => {
                    let result =
                        response::transport_error(&err, &base.authority(), settings.timeout);
                    return Sent::answered(with_note(result, note), "error".into(), attempts);
                }
            };
            if upstream.status == 401 && !tokens.is_empty() && !token_refreshed {
                tracing::info!(
                    tool = tool.name,
                    "the API refused the OAuth2 access token; fetching a new one and retrying once"
                );
                inner.credentials.invalidate(&tokens).await;
                token_refreshed = true;
                continue;
            }
            let status = upstream.status.to_string();
            let result = self.convert(tool, &upstream, selection);
            let result = if result.is_error == Some(true) {
                with_note(result, note)
            } else {
                result
            };
            return Sent {
                bodiless: upstream.is_bodiless_success(),
                ..Sent::answered(result, status, attempts)
            };
        }
    }

    /// Sends and reads the answer (capped).
    async fn receive(
        &self,
        builder: reqwest::RequestBuilder,
    ) -> Result<response::Upstream, reqwest::Error> {
        let response = builder.send().await?;
        response::read_capped(response, self.inner.settings.max_response_bytes).await
    }

    fn convert(
        &self,
        tool: &'static Tool,
        upstream: &response::Upstream,
        selection: Selection,
    ) -> CallToolResult {
        let api = self.inner.api;
        if (200..300).contains(&upstream.status) {
            return response::convert(upstream);
        }
        let hint = match (upstream.status, selection) {
            (401 | 403, Selection::Missing | Selection::Anonymous) => {
                auth::missing_credentials_hint(api, tool)
            }
            (401 | 403, Selection::Schemes(schemes)) => {
                Some(auth::rejected_credentials_hint(api, schemes))
            }
            _ => None,
        };
        response::failure(upstream, hint.as_deref())
    }
}

/// How a call ended.
enum Outcome {
    /// The API was reached (or the attempt failed in transport); the hooks may reshape it.
    Answered(CallToolResult),
    /// Stopped before sending (an invalid header, no access token).
    NotSent(CallToolResult),
}

/// A call's outcome, the status to log, and how many HTTP requests it took.
struct Sent {
    outcome: Outcome,
    status: String,
    attempts: u32,
    /// A success without a body (`204`, an empty `200`): see [`response::conform`].
    bodiless: bool,
}

impl Sent {
    fn answered(result: CallToolResult, status: String, attempts: u32) -> Sent {
        Sent {
            outcome: Outcome::Answered(result),
            status,
            attempts,
            bodiless: false,
        }
    }

    fn not_sent(result: CallToolResult, status: &str, attempts: u32) -> Sent {
        Sent {
            outcome: Outcome::NotSent(result),
            status: status.to_string(),
            attempts,
            bodiless: false,
        }
    }
}

/// The wait before retry number `retry` (from 0): `BASE_BACKOFF * 2^retry`, capped at
/// [`MAX_BACKOFF`], of which a random part between a half and the whole is waited.
pub fn backoff(retry: u32) -> Duration {
    let full = BASE_BACKOFF
        .saturating_mul(2u32.saturating_pow(retry.min(16)))
        .min(MAX_BACKOFF);
    let half = full / 2;
    let jitter_range = (full - half).as_millis() as u64;
    let jitter = if jitter_range == 0 {
        0
    } else {
        random_u64() % (jitter_range + 1)
    };
    half + Duration::from_millis(jitter)
}

/// A random number from the standard library's per-process hash keys: enough to spread retries,
/// without a dependency on a random number crate.
fn random_u64() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default(),
    );
    hasher.finish()
}

fn with_note(mut result: CallToolResult, note: Option<String>) -> CallToolResult {
    if let Some(note) = note {
        result.content.push(ContentBlock::text(note));
    }
    result
}

/// What the consent question shows: the tool, and the exact request it will send (method, the
/// fully rendered URL, and the body), before any credential is added to it.
pub fn consent_message(tool: &Tool, request: &HttpRequest) -> String {
    let mut message = format!(
        "Allow the tool `{}` ({}) to send this request?\n\n{} {}",
        tool.name,
        tool.title,
        tool.method.as_str(),
        request.url_text()
    );
    for header in request.headers.iter().filter(|h| !h.sensitive) {
        message.push_str(&format!("\n{}: {}", header.name, header.value));
    }
    if let Some(body) = &request.body {
        message.push_str(&format!("\ncontent-type: {}\n\n", body.content_type));
        match std::str::from_utf8(&body.bytes) {
            Ok(text) if text.chars().count() > CONSENT_BODY_CHARS => {
                let shown: String = text.chars().take(CONSENT_BODY_CHARS).collect();
                message.push_str(&shown);
                message.push_str(&format!(
                    "\n(body trimmed: showing {CONSENT_BODY_CHARS} of {} characters)",
                    text.chars().count()
                ));
            }
            Ok(text) => message.push_str(text),
            Err(_) => message.push_str(&format!("({} bytes of binary data)", body.bytes.len())),
        }
    }
    let effect = if tool.hints.destructive {
        "It may overwrite or delete data."
    } else {
        "It may change data."
    };
    message.push_str(&format!(
        "\n\n{effect} Accept to send it; decline or cancel to stop."
    ));
    message
}

/// `--forward-auth-header` must name a valid header, and cannot be the header that carries the
/// server's own MCP token.
fn check_forwarding(settings: &Settings) -> Result<(), String> {
    let Some(header) = &settings.forward_auth_header else {
        return Ok(());
    };
    if axum::http::HeaderName::from_bytes(header.as_bytes()).is_err() {
        return Err(format!(
            "--forward-auth-header: `{header}` is not a valid HTTP header name"
        ));
    }
    if settings.http.token.is_some() && header.eq_ignore_ascii_case("authorization") {
        return Err(
            "--forward-auth-header authorization cannot be combined with an MCP token: the \
             `Authorization` header carries the MCP token; forward another header (e.g. \
             x-upstream-authorization)"
                .to_string(),
        );
    }
    Ok(())
}

/// The caller's forwarded credential, as sent and without its scheme word, scrubbed from a
/// result like the configured secrets are.
fn redact_forwarded(forwarded: &Secret, result: &mut CallToolResult) {
    let whole = forwarded.expose();
    let token = whole
        .split_once(' ')
        .map_or(whole, |(_, token)| token.trim());
    let mut secrets: Vec<&str> = vec![whole, token];
    secrets.retain(|s| s.len() >= 4);
    let scrub = |text: &str| {
        secrets
            .iter()
            .fold(text.to_string(), |text, secret| text.replace(secret, "***"))
    };
    for block in &mut result.content {
        if let Some(text) = block.as_text() {
            let cleaned = scrub(&text.text);
            *block = ContentBlock::text(cleaned);
        }
    }
    if let Some(structured) = result.structured_content.as_mut() {
        scrub_value(structured, &scrub);
    }
}

fn scrub_value(value: &mut Value, scrub: &dyn Fn(&str) -> String) {
    match value {
        Value::String(text) => *text = scrub(text),
        Value::Array(items) => items.iter_mut().for_each(|item| scrub_value(item, scrub)),
        Value::Object(object) => object
            .values_mut()
            .for_each(|item| scrub_value(item, scrub)),
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

impl ServerHandler for ApiServer {
    fn get_info(&self) -> ServerConfig {
        let api = self.inner.api;
        let mut implementation = Implementation::new(api.name, env!("CARGO_PKG_VERSION"));
        if !api.title.is_empty() {
            implementation = implementation.with_title(api.title);
        }
        let config = ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(implementation);
        if self.inner.instructions.is_empty() {
            config
        } else {
            config.with_instructions(self.inner.instructions.clone())
        }
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult::with_all_items(self.inner.listed.clone()))
    }

    fn get_tool(&self, name: &str) -> Option<McpTool> {
        self.inner.listed.iter().find(|t| t.name == name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        // Over HTTP, rmcp puts the HTTP request's head into the extensions.
        let forwarded_auth = self
            .inner
            .settings
            .forward_auth_header
            .as_deref()
            .and_then(|name| {
                let parts = context.extensions.get::<axum::http::request::Parts>()?;
                let value = parts.headers.get(name)?.to_str().ok()?.trim();
                (!value.is_empty()).then(|| Secret::new(value))
            });
        let call_context = CallContext {
            peer: Some(context.peer.clone()),
            forwarded_auth,
        };
        let args = request.arguments.unwrap_or_default();
        self.call_with(&request.name, args, &call_context)
            .await
            .map(Into::into)
    }
}

/// The schema `text` parsed with its shared definitions attached, from `seen` when an earlier
/// tool had the same text (the result depends on nothing else).
fn shared_schema(
    seen: &mut HashMap<&'static str, Arc<JsonObject>>,
    tool: &Tool,
    which: &str,
    text: &'static str,
    defs: &JsonObject,
) -> Result<Arc<JsonObject>, String> {
    if let Some(schema) = seen.get(text) {
        return Ok(schema.clone());
    }
    let mut schema = parse_schema(tool, which, text)?;
    attach_defs(&mut schema, defs);
    let schema = Arc::new(schema);
    seen.insert(text, schema.clone());
    Ok(schema)
}

fn parse_schema(tool: &Tool, which: &str, text: &str) -> Result<JsonObject, String> {
    match serde_json::from_str::<Value>(text) {
        // MCP requires `type: object` at the root of both schemas; clients reject the whole
        // tool list otherwise, so this is worth a startup error.
        Ok(Value::Object(schema)) if schema.get("type") == Some(&Value::from("object")) => {
            Ok(schema)
        }
        Ok(Value::Object(_)) => Err(format!(
            "tool `{}`: the {which} schema must have `\"type\": \"object\"` at its root",
            tool.name
        )),
        Ok(_) => Err(format!(
            "tool `{}`: the {which} schema is not a JSON object",
            tool.name
        )),
        Err(err) => Err(format!(
            "tool `{}`: the {which} schema is not valid JSON: {err}",
            tool.name
        )),
    }
}

/// The shared definitions (`Api::input_defs`/`output_defs`): a JSON object, or empty for none.
fn parse_defs(which: &str, text: &str) -> Result<JsonObject, String> {
    if text.trim().is_empty() {
        return Ok(JsonObject::new());
    }
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(defs)) => Ok(defs),
        Ok(_) => Err(format!(
            "the shared {which} schema definitions are not a JSON object"
        )),
        Err(err) => Err(format!(
            "the shared {which} schema definitions are not valid JSON: {err}"
        )),
    }
}

/// Adds under `$defs` every shared definition the schema refers to as `#/$defs/Name`,
/// directly or through other definitions, in name order; definitions the schema already
/// carries are kept. References to names the pool lacks are left alone (the validator then
/// skips them, like any unresolvable reference).
pub fn attach_defs(schema: &mut JsonObject, pool: &JsonObject) {
    if pool.is_empty() {
        return;
    }
    let mut needed = std::collections::BTreeSet::new();
    let mut pending = Vec::new();
    schema
        .values()
        .for_each(|value| collect_def_refs(value, &mut pending));
    while let Some(name) = pending.pop() {
        if let Some(def) = pool.get(&name)
            && needed.insert(name)
        {
            collect_def_refs(def, &mut pending);
        }
    }
    if needed.is_empty() {
        return;
    }
    let defs = schema
        .entry("$defs")
        .or_insert_with(|| Value::Object(JsonObject::new()));
    if let Value::Object(defs) = defs {
        for name in needed {
            if !defs.contains_key(&name)
                && let Some(def) = pool.get(&name)
            {
                defs.insert(name, def.clone());
            }
        }
    }
}

/// Names of `#/$defs/<name>` references anywhere in `value` (JSON-pointer escapes undone).
fn collect_def_refs(value: &Value, names: &mut Vec<String>) {
    match value {
        Value::Object(object) => {
            if let Some(Value::String(target)) = object.get("$ref")
                && let Some(name) = target.strip_prefix("#/$defs/")
            {
                let name = name.split('/').next().unwrap_or(name);
                names.push(name.replace("~1", "/").replace("~0", "~"));
            }
            object.values().for_each(|v| collect_def_refs(v, names));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_def_refs(v, names)),
        _ => {}
    }
}

/// All four hints are always set: MCP's defaults for a missing hint are the pessimistic ones
/// (destructive, open-world), so leaving one out would change what the tool claims to be.
fn mcp_tool(tool: &Tool, schemas: &Schemas) -> McpTool {
    let hints = tool.hints;
    let annotations = ToolAnnotations::with_title(tool.title)
        .read_only(hints.read_only)
        .destructive(hints.destructive)
        .idempotent(hints.idempotent)
        .open_world(hints.open_world);
    let mut mcp = McpTool::new(tool.name, tool.description, schemas.input.clone())
        .with_title(tool.title)
        .with_annotations(annotations);
    mcp.output_schema = schemas.output.clone();
    mcp
}

/// The HTTP client every call uses: timeouts, user agent, and the same-host redirect policy.
/// TLS is rustls with the `ring` crypto provider (see the runtime's Cargo.toml), installed
/// here as the process default unless one is already installed (by a hook, say); reqwest
/// verifies certificates against the system's trust store with it.
fn http_client(api: &Api, settings: &Settings) -> Result<reqwest::Client, String> {
    install_crypto_provider();
    reqwest::Client::builder()
        .timeout(settings.timeout)
        .connect_timeout(settings.connect_timeout)
        .user_agent(format!("{}/{}", api.name, env!("CARGO_PKG_VERSION")))
        .redirect(redirect_policy())
        .build()
        .map_err(|err| format!("cannot create the HTTP client: {err}"))
}

/// Installs rustls's `ring` provider as the process default; a provider installed before
/// (by the user's hooks) stays. reqwest is built without a provider of its own and panics
/// when building a client without one.
pub fn install_crypto_provider() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // An `Err` means another thread installed one in between: that one is used.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}

/// Follows redirects only within the same host (an http → https upgrade included), so
/// credentials never travel to a host the operator did not configure. A refused redirect comes
/// back as the 3xx response itself.
fn redirect_policy() -> reqwest::redirect::Policy {
    reqwest::redirect::Policy::custom(|attempt| {
        if attempt.previous().len() > MAX_REDIRECTS {
            return attempt.error("too many redirects");
        }
        let allowed = attempt
            .previous()
            .last()
            .is_some_and(|from| same_host_redirect(from, attempt.url()));
        if allowed {
            attempt.follow()
        } else {
            attempt.stop()
        }
    })
}

pub fn same_host_redirect(from: &reqwest::Url, to: &reqwest::Url) -> bool {
    let same_host = from.host_str().is_some() && from.host_str() == to.host_str();
    let same_origin =
        from.scheme() == to.scheme() && from.port_or_known_default() == to.port_or_known_default();
    let upgrade = from.scheme() == "http"
        && to.scheme() == "https"
        && from.port().is_none()
        && to.port().is_none();
    same_host && (same_origin || upgrade)
}

fn error_text(message: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(message)])
}

/// Scrubs known secrets from every text block and every string of the structured content.
fn redact_result(credentials: &Credentials, mut result: CallToolResult) -> CallToolResult {
    if !credentials.has_secrets() {
        return result;
    }
    for block in &mut result.content {
        if let ContentBlock::Text(text) = block {
            text.text = credentials.redact(&text.text);
        }
    }
    if let Some(structured) = result.structured_content.as_mut() {
        redact_value(credentials, structured);
    }
    result
}

fn redact_value(credentials: &Credentials, value: &mut Value) {
    match value {
        Value::String(text) => *text = credentials.redact(text),
        Value::Array(items) => items
            .iter_mut()
            .for_each(|item| redact_value(credentials, item)),
        Value::Object(object) => object
            .values_mut()
            .for_each(|item| redact_value(credentials, item)),
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// One line per call: tool, outcome (`refused`, `invalid`, `not-confirmed`, `error` for a
/// transport failure, or the HTTP status), HTTP requests sent, duration. Argument values, URLs
/// and headers are left out on purpose: they may hold personal data or credentials.
fn log_call(tool: &Tool, status: &str, attempts: u32, started: Instant) {
    tracing::info!(
        tool = tool.name,
        method = tool.method.as_str(),
        status,
        attempts,
        duration_ms = started.elapsed().as_millis() as u64,
        "tools/call"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(text: &str) -> reqwest::Url {
        reqwest::Url::parse(text).unwrap()
    }

    #[test]
    fn shared_defs_are_attached_transitively_and_only_when_used() {
        let pool = match serde_json::json!({
            "Pet": {"type": "object", "properties": {"owner": {"$ref": "#/$defs/Person"}}},
            "Person": {"type": "object", "properties": {"friends": {
                "type": "array", "items": {"$ref": "#/$defs/Person"}}}},
            "Unused": {"type": "string"},
            "a/b": {"type": "integer"}
        }) {
            Value::Object(pool) => pool,
            _ => unreachable!(),
        };
        let mut schema = match serde_json::json!({"type": "object", "properties": {
            "pet": {"$ref": "#/$defs/Pet"}, "odd": {"$ref": "#/$defs/a~1b"}
        }}) {
            Value::Object(schema) => schema,
            _ => unreachable!(),
        };
        attach_defs(&mut schema, &pool);
        let names: Vec<&String> = schema["$defs"].as_object().unwrap().keys().collect();
        assert_eq!(names, ["Person", "Pet", "a/b"]);
        // A schema without references is left as it was.
        let mut plain = JsonObject::new();
        plain.insert("type".into(), "object".into());
        attach_defs(&mut plain, &pool);
        assert!(!plain.contains_key("$defs"));
    }

    #[test]
    fn redirects_stay_on_the_configured_host() {
        let from = url("http://api.example.com/v1/pets");
        assert!(same_host_redirect(
            &from,
            &url("http://api.example.com/v2/pets")
        ));
        assert!(same_host_redirect(
            &from,
            &url("https://api.example.com/v1/pets")
        ));
        assert!(same_host_redirect(
            &from,
            &url("http://API.example.com:80/x")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://evil.example/v1/pets")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://api.example.com.evil.example/")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://api.example.com:8080/")
        ));
        let secure = url("https://api.example.com/");
        assert!(!same_host_redirect(
            &secure,
            &url("http://api.example.com/")
        ));
    }
}
