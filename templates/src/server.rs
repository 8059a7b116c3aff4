//! The MCP side: an rmcp `ServerHandler` written by hand (no macros, because the tool list is
//! data), and the pipeline behind `tools/call`:
//!
//! policy → the caller's scopes (over HTTP, [`scopes`](super::scopes)) → validation → request →
//! passthrough check → consent (`--confirm`: elicitation on a legacy session, or the 2026-07-28
//! round trip, see [`consent`](super::consent)) →
//! credentials (an OAuth2 token from the cache or its endpoint, or the caller's own
//! `Authorization`) → hooks → send (retried for read-only/idempotent tools only; once more with
//! a fresh token after a 401) → response conversion → the `shape_result` hook → redaction →
//! the output-schema check (`response::conform`) → one audit line.
//!
//! Every step before "send" that says no returns `isError: true` and sends nothing upstream.
//!
//! The steps live in their own modules (`policy`, `validate`, `request`, `consent`, `auth` and
//! `oauth2`, `http`, `retry`, `response`, `redact`, with the schemas in `schemas`); this one
//! holds the handler and the order they run in.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, CallToolResult, ClientCapabilities,
    ContentBlock, ElicitationCapability, FormElicitationCapability, Implementation, JsonObject,
    ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool as McpTool,
};
use rmcp::service::{Peer, RequestContext};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use serde_json::Value;

use super::audit::{self, Audit, Decision};
use super::auth::{self, AccessTokens, Credentials, Selection};
use super::consent::{self, Confirmations, KeySource, RoundTrip, RoundTripOutcome};
use super::descriptor::{Api, Tool};
use super::drain::Drain;
use super::hooks::Hooks;
use super::http::http_client;
use super::meta;
use super::metrics::Metrics;
use super::policy::Policy;
use super::redact::{redact_forwarded, redact_result};
use super::request::{self, HttpRequest};
use super::response;
use super::retry::{MAX_RETRY_AFTER, Outcome, Sent, backoff, with_note};
use super::schemas::{Schemas, parse_defs, shared_schema};
pub use super::scopes::ScopeRefusal;
use super::scopes::{Caller, ScopeNames, caller_of, refusal_message};
use super::secret::Secret;
use super::settings::{Settings, ToolMode, check_forwarding};
use super::stream;
use super::trace::{Span, TraceContext};
use super::url::{BaseUrl, resolve_base_url, resolve_tool_base_url};
use super::validate::validate_against;

// Its path before `http` existed, which the integration tests in `templates/tests/` use.
pub use super::http::install_crypto_provider;

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
    /// `search_tools`' index of every tool, built on the first search: a server that is never
    /// searched (the full tool mode) pays nothing for it.
    search_index: OnceLock<crate::search::Index>,
    /// What `tools/list` returns: the enabled tools in `api.tools` order, or the meta tools.
    listed: Vec<McpTool>,
    /// For each of `listed`, its index in `api.tools`; `None` for a meta tool.
    listed_index: Vec<Option<usize>>,
    /// The built-in scopes' names (`--scope-prefix`).
    scope_names: ScopeNames,
    by_name: HashMap<&'static str, usize>,
    /// The instructions `initialize` returns.
    instructions: String,
    /// Seals and checks `--confirm` round trips (MCP 2026-07-28).
    confirmations: Confirmations,
    /// The calls in flight, which shutdown waits for.
    drain: Arc<Drain>,
    metrics: Arc<Metrics>,
}

/// How long a client may treat `tools/list` as fresh (SEP-2549 `ttlMs`). The list is fixed for
/// the life of the process; a redeploy with other flags is seen within this time.
pub const TOOLS_TTL_MS: u64 = 300_000;

/// What came with a `tools/call` besides its arguments.
#[derive(Clone, Default)]
pub struct CallContext {
    /// The MCP client, to ask for consent through elicitation; `None` when the call does not
    /// come from a client (tests, embedding), which makes `--confirm` refuse.
    pub peer: Option<Peer<RoleServer>>,
    /// The caller's credential from its MCP HTTP request (`--forward-auth-header`), sent
    /// upstream as `Authorization` instead of the server's own credentials.
    pub forwarded_auth: Option<Secret>,
    /// Who is calling, as the HTTP transport authenticated them; `None` means no restriction
    /// beyond the server-wide flags (stdio, an HTTP server without tokens).
    pub caller: Option<Caller>,
    /// A call on MCP 2026-07-28 or later: consent travels in the request (multi round trip)
    /// instead of on a session.
    pub round_trip: Option<RoundTrip>,
    /// The caller's trace (`params._meta.traceparent`, or the HTTP request's header).
    pub trace: Option<TraceContext>,
}

impl std::fmt::Debug for CallContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CallContext")
            .field("peer", &self.peer.is_some())
            .field("forwarded_auth", &self.forwarded_auth)
            .field("caller", &self.caller)
            .field("round_trip", &self.round_trip.is_some())
            .field("trace", &self.trace)
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
        if !super::tokens::is_scope_token(&format!("{}read", settings.scope_prefix)) {
            return Err(format!(
                "--scope-prefix `{}` would make scope names with spaces, quotes or control \
                 characters; use printable characters only, e.g. `mcp:`",
                settings.scope_prefix.escape_debug()
            ));
        }

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

        let (listed, instructions, listed_index) = meta::listing(api, settings.tool_mode, &schemas);
        let variable = format!("{}_MCP_REQUEST_STATE_KEY", api.env_prefix);
        let (confirmations, keys) = Confirmations::new(
            settings.request_state_keys.as_ref(),
            &variable,
            settings.confirm_ttl,
        )?;
        if settings.confirm != super::settings::Confirm::None && keys == KeySource::Random {
            tracing::info!(
                "--confirm: {variable} is not set, so this process signs confirmations with a \
                 key of its own; behind a load balancer, give every replica the same key"
            );
        }
        let scope_names = ScopeNames::new(settings.scope_prefix.clone());

        let configured = credentials.configured();
        if settings.forward_auth_header.is_some() {
            tracing::info!("each caller's own credentials are forwarded upstream");
        } else if !configured.is_empty() {
            tracing::info!(schemes = ?configured, "credentials configured");
        }
        if policy.enabled_count() == 0 {
            tracing::warn!("no tool is enabled: check --read-only, --tools and --exclude-tools");
        }

        let drain = Drain::new();
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
                search_index: OnceLock::new(),
                schemas,
                listed,
                listed_index,
                scope_names,
                by_name,
                instructions,
                confirmations,
                metrics: Arc::new(Metrics::new(api.name, api.version, drain.clone())),
                drain,
            }),
        })
    }

    pub fn api(&self) -> &'static Api {
        self.inner.api
    }

    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }

    /// The calls in flight and the shutdown state, for the transports.
    pub fn drain(&self) -> &Arc<Drain> {
        &self.inner.drain
    }

    /// What `--metrics-bind` serves.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.inner.metrics
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

    /// The tools `tools/list` shows this caller: [`listed_tools`](Self::listed_tools) without
    /// those outside its scopes (the meta tools of the dynamic mode are always listed).
    pub fn listed_for(&self, caller: Option<&Caller>) -> Vec<McpTool> {
        let inner = &*self.inner;
        let Some(caller) = caller else {
            return inner.listed.clone();
        };
        inner
            .listed
            .iter()
            .zip(&inner.listed_index)
            .filter(|(_, index)| match index {
                Some(index) => caller.may_call(&inner.scope_names, &inner.api.tools[*index]),
                None => true,
            })
            .map(|(tool, _)| tool.clone())
            .collect()
    }

    /// The scope names this server uses.
    pub fn scope_names(&self) -> &ScopeNames {
        &self.inner.scope_names
    }

    /// When `message` (a JSON-RPC message as sent over HTTP) is a `tools/call` of a tool this
    /// server enables but `caller`'s scopes do not reach (directly, or through the dynamic
    /// mode's `call_tool`), the refusal; `None` for everything else, which the handler serves
    /// (or refuses) as usual.
    pub fn scope_refusal(&self, caller: &Caller, message: &[u8]) -> Option<ScopeRefusal> {
        let inner = &*self.inner;
        let message: Value = serde_json::from_slice(message).ok()?;
        if message.get("method")?.as_str()? != "tools/call" {
            return None;
        }
        let params = message.get("params")?;
        let mut name = params.get("name")?.as_str()?;
        if inner.settings.tool_mode == ToolMode::Dynamic {
            if name != meta::CALL {
                return None;
            }
            name = params.get("arguments")?.get("name")?.as_str()?;
        }
        let index = *inner.by_name.get(name)?;
        inner.policy.check(index).ok()?;
        let tool: &'static Tool = &inner.api.tools[index];
        let missing = caller.missing(&inner.scope_names, tool);
        if missing.is_empty() {
            return None;
        }
        let refusal = ScopeRefusal {
            id: message.get("id").cloned().unwrap_or(Value::Null),
            tool: tool.name,
            required: inner.scope_names.required(tool),
            message: refusal_message(tool.name, &missing),
            missing,
        };
        let arguments = params.get("arguments").and_then(Value::as_object);
        self.audit(&Audit {
            tool,
            caller: Some(caller),
            decision: Decision::RefusedScope,
            status: "403",
            attempts: 0,
            started: Instant::now(),
            arguments,
            trace_id: None,
        });
        Some(refusal)
    }

    /// Handles one `tools/call` that comes from no MCP client (so `--confirm` refuses).
    pub async fn call(&self, name: &str, args: JsonObject) -> Result<CallToolResult, McpError> {
        self.call_with(name, args, &CallContext::default()).await
    }

    /// Handles one `tools/call` and returns its final result: a call that would need another
    /// round trip (a 2026-07-28 confirmation) is refused here, since the caller of this method
    /// cannot answer it.
    pub async fn call_with(
        &self,
        name: &str,
        args: JsonObject,
        context: &CallContext,
    ) -> Result<CallToolResult, McpError> {
        Ok(match self.respond(name, args, context).await? {
            CallToolResponse::Complete(result) => result,
            _ => error_text(format!(
                "refused: tool `{name}` needs another round trip, which this caller cannot \
                 make; no request was sent"
            )),
        })
    }

    /// Handles one `tools/call`. Only an unknown tool name (and, on 2026-07-28, a confirmation
    /// asked of a client without the elicitation capability) is a protocol error; every other
    /// failure is a tool result with `isError: true`, which the model can read and act on.
    pub async fn respond(
        &self,
        name: &str,
        args: JsonObject,
        context: &CallContext,
    ) -> Result<CallToolResponse, McpError> {
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
    ) -> Result<CallToolResponse, McpError> {
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
            ))
            .into());
        }
        let text = |key: &str| args.get(key).and_then(Value::as_str).unwrap_or_default();
        match name {
            meta::SEARCH => {
                let enabled: Vec<usize> = inner
                    .api
                    .tools
                    .iter()
                    .zip(&inner.schemas)
                    .enumerate()
                    .filter(|(_, (tool, schemas))| {
                        schemas.is_some()
                            && context
                                .caller
                                .as_ref()
                                .is_none_or(|caller| caller.may_call(&inner.scope_names, tool))
                    })
                    .map(|(i, _)| i)
                    .collect();
                let index = inner.search_index.get_or_init(|| {
                    let arguments: Vec<Vec<String>> = inner
                        .schemas
                        .iter()
                        .map(|schemas| {
                            schemas
                                .as_ref()
                                .and_then(|s| s.input.get("properties"))
                                .and_then(Value::as_object)
                                .map(|props| props.keys().cloned().collect())
                                .unwrap_or_default()
                        })
                        .collect();
                    meta::index_of(inner.api.tools, &arguments)
                });
                let tag = args.get("tag").and_then(Value::as_str);
                let limit = args.get("limit").and_then(Value::as_u64);
                let answer =
                    meta::search(index, inner.api.tools, &enabled, text("query"), tag, limit);
                Ok(CallToolResult::structured(answer).into())
            }
            meta::DESCRIBE => {
                let target = text("name");
                Ok(match self.enabled_tool(target, context.caller.as_ref()) {
                    Ok((tool, schemas)) => CallToolResult::structured(meta::describe(
                        tool,
                        &schemas.input,
                        schemas.output.as_ref(),
                    )),
                    Err(message) => error_text(message),
                }
                .into())
            }
            _ => {
                let target = text("name");
                if let Err(message) = self.enabled_tool(target, None) {
                    return Ok(error_text(format!("{message}; no request was sent")).into());
                }
                // A tool outside the caller's scopes is refused (and audited) by
                // `call_operation`, before anything is sent.
                let arguments = match args.get("arguments") {
                    Some(Value::Object(arguments)) => arguments.clone(),
                    _ => JsonObject::new(),
                };
                self.call_operation(target, arguments, context).await
            }
        }
    }

    /// The tool named `name` and its schemas, when this server lets it be called (by `caller`,
    /// when given); otherwise why not, for the model to read.
    fn enabled_tool(
        &self,
        name: &str,
        caller: Option<&Caller>,
    ) -> Result<(&'static Tool, &Schemas), String> {
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
        if let Some(caller) = caller {
            let missing = caller.missing(&inner.scope_names, &inner.api.tools[index]);
            if !missing.is_empty() {
                let message = refusal_message(name, &missing);
                let message = message.trim_end_matches("; no request was sent");
                return Err(message.to_string());
            }
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
    ) -> Result<CallToolResponse, McpError> {
        let inner = &*self.inner;
        let Some(&index) = inner.by_name.get(name) else {
            return Err(McpError::invalid_params(
                format!("unknown tool: {name}"),
                None,
            ));
        };
        let tool: &'static Tool = &inner.api.tools[index];
        let started = Instant::now();
        let caller = context.caller.as_ref();
        let span = Span::start(context.trace.as_ref(), tool.name);
        let trace_id = span.trace_id();
        let not_sent = |result: CallToolResult, decision: Decision, status: &str| {
            span.outcome(decision.as_str(), status);
            self.audit(&Audit {
                tool,
                caller,
                decision,
                status,
                attempts: 0,
                started,
                arguments: Some(&args),
                trace_id: Some(&trace_id),
            });
            Ok(result.into())
        };

        if let Err(reason) = inner.policy.check(index) {
            return not_sent(
                error_text(reason.to_string()),
                Decision::RefusedPolicy,
                "refused",
            );
        }

        let Some(schemas) = &inner.schemas[index] else {
            let reason = format!("refused: tool `{name}` is not enabled on this server");
            return not_sent(error_text(reason), Decision::RefusedPolicy, "refused");
        };
        // The caller's scopes, on top of the server-wide flags (the policy above).
        if let Some(caller) = caller {
            let missing = caller.missing(&inner.scope_names, tool);
            if !missing.is_empty() {
                let message = refusal_message(tool.name, &missing);
                return not_sent(error_text(message), Decision::RefusedScope, "refused");
            }
        }
        let problems = validate_against(&schemas.input, &args);
        if !problems.is_empty() {
            let message = format!(
                "invalid arguments for tool `{}`; no request was sent:\n- {}",
                tool.name,
                problems.join("\n- ")
            );
            return not_sent(error_text(message), Decision::Invalid, "invalid");
        }

        let base = &inner.tool_base_urls[index];
        let request = match request::build(base, tool, &args) {
            Ok(request) => request,
            Err(problem) => {
                let message = format!(
                    "invalid arguments for tool `{}`; no request was sent:\n- {problem}",
                    tool.name
                );
                return not_sent(error_text(message), Decision::Invalid, "invalid");
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
            return not_sent(error_text(message), Decision::RefusedPolicy, "refused");
        }

        let mut decision = Decision::Allowed;
        let confirm = inner.settings.confirm;
        if confirm.applies_to(&tool.hints) {
            let message = || consent::consent_message(tool, &request, &args);
            match &context.round_trip {
                Some(round_trip) => {
                    match inner
                        .confirmations
                        .round_trip(confirm, round_trip, tool, &args, message)
                    {
                        RoundTripOutcome::Accepted => {}
                        RoundTripOutcome::Ask(question) => {
                            self.audit(&Audit {
                                tool,
                                caller,
                                decision: Decision::Asked,
                                status: "input-required",
                                attempts: 0,
                                started,
                                arguments: Some(&args),
                                trace_id: Some(&trace_id),
                            });
                            return Ok(question.into());
                        }
                        RoundTripOutcome::Refused(result) => {
                            return not_sent(result, Decision::NotConfirmed, "not-confirmed");
                        }
                        RoundTripOutcome::MissingCapability => {
                            self.audit(&Audit {
                                tool,
                                caller,
                                decision: Decision::NotConfirmed,
                                status: "not-confirmed",
                                attempts: 0,
                                started,
                                arguments: Some(&args),
                                trace_id: Some(&trace_id),
                            });
                            return Err(McpError::missing_required_client_capability(
                                elicitation_capability(),
                            ));
                        }
                    }
                }
                None => {
                    if let Err(result) =
                        consent::ask_on_session(confirm, context.peer.as_ref(), tool, message())
                            .await
                    {
                        return not_sent(result, Decision::NotConfirmed, "not-confirmed");
                    }
                }
            }
            decision = Decision::Confirmed;
        }

        let selection = match context.forwarded_auth {
            Some(_) => Selection::NotRequired,
            None => inner.credentials.select(tool),
        };
        let sent = self
            .send(tool, base, &request, selection, context, &span)
            .await;
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
        span.outcome(decision.as_str(), &sent.status);
        self.audit(&Audit {
            tool,
            caller,
            decision,
            status: &sent.status,
            attempts: sent.attempts,
            started,
            arguments: Some(&args),
            trace_id: Some(&trace_id),
        });
        Ok(result.into())
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
        span: &Span,
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
            // Each attempt is a client span of the call's trace; a header the operation itself
            // declares is the API's to set.
            let traced = span.attempt(tool.method.as_str());
            for (name, value) in &traced.headers {
                if attempt.header(name).is_none() {
                    attempt.set_header(name, value.clone(), false);
                }
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
            let sent_at = Instant::now();
            let received = self.receive(tool, builder).await;
            let answered = received.as_ref().ok().map(|upstream| upstream.status);
            inner
                .metrics
                .upstream(tool.method.as_str(), answered, sent_at.elapsed());
            traced.end(answered);

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
                    inner.metrics.retried(tool.name);
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
        tool: &Tool,
        builder: reqwest::RequestBuilder,
    ) -> Result<response::Upstream, reqwest::Error> {
        let response = builder.send().await?;
        let cap = self.inner.settings.max_response_bytes;
        match tool.stream {
            // A stream may never end: what arrived before the time limit is the answer.
            Some(_) => response::read_capped_stream(response, cap).await,
            None => response::read_capped(response, cap).await,
        }
    }

    fn convert(
        &self,
        tool: &'static Tool,
        upstream: &response::Upstream,
        selection: Selection,
    ) -> CallToolResult {
        let api = self.inner.api;
        if (200..300).contains(&upstream.status) {
            return match tool.stream {
                Some(stream) => stream::convert(stream, upstream),
                None => response::convert(upstream),
            };
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
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        let caller = caller_of(&context);
        // A list shown to an authenticated caller may depend on who it is (scopes): only
        // that caller may reuse it. Without authentication every client sees the same list.
        let scope = match caller {
            Some(_) => CacheScope::Private,
            None => CacheScope::Public,
        };
        Ok(
            ListToolsResult::with_all_items(self.listed_for(caller.as_ref()))
                .with_ttl_ms(TOOLS_TTL_MS)
                .with_cache_scope(scope),
        )
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
        let caller = caller_of(&context);
        // From 2026-07-28 on there is no handshake and no server-to-client request: consent
        // takes the multi round trip, whatever the transport.
        let round_trip = context
            .protocol_version()
            .is_some_and(|version| !version.has_initialize())
            .then(|| {
                let over_http = context
                    .extensions
                    .get::<axum::http::request::Parts>()
                    .is_some();
                RoundTrip {
                    elicitation: context
                        .client_capabilities()
                        .is_some_and(|capabilities| declares_form_elicitation(&capabilities)),
                    request_state: request.request_state.clone(),
                    input_responses: request.input_responses.clone(),
                    principal: match &caller {
                        Some(caller) => caller.principal(),
                        None if over_http => "http (no MCP token)".to_string(),
                        None => "stdio".to_string(),
                    },
                }
            });
        // SEP-414: in `_meta`; an HTTP client may have sent it as a header of the MCP request.
        let header = |name: &str| {
            let parts = context.extensions.get::<axum::http::request::Parts>()?;
            parts.headers.get(name)?.to_str().ok().map(str::to_string)
        };
        let trace = match context.meta.get_traceparent() {
            Some(traceparent) => TraceContext::parse(traceparent, context.meta.get_tracestate()),
            None => header("traceparent").and_then(|traceparent| {
                TraceContext::parse(&traceparent, header("tracestate").as_deref())
            }),
        };
        let call_context = CallContext {
            peer: Some(context.peer.clone()),
            forwarded_auth,
            caller,
            round_trip,
            trace,
        };
        let args = request.arguments.unwrap_or_default();
        // Counted for the whole call, so that shutdown waits for it to finish.
        let Some(_in_flight) = self.inner.drain.enter() else {
            return Ok(error_text(format!(
                "refused: the server is shutting down, so tool `{}` was not called; no request \
                 was sent (call it again: another instance, or this one restarted, will serve it)",
                request.name
            ))
            .into());
        };
        self.respond(&request.name, args, &call_context).await
    }
}

fn error_text(message: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(message)])
}

/// A client that declares `elicitation` without naming a mode supports forms (the spec's
/// backward-compatible reading, as rmcp applies it to sessions).
fn declares_form_elicitation(capabilities: &ClientCapabilities) -> bool {
    capabilities
        .elicitation
        .as_ref()
        .is_some_and(|e| e.form.is_some() || e.url.is_none())
}

/// What `MissingRequiredClientCapabilityError` names as required: form elicitation.
fn elicitation_capability() -> ClientCapabilities {
    let mut capabilities = ClientCapabilities::default();
    capabilities.elicitation =
        Some(ElicitationCapability::new().with_form(FormElicitationCapability::default()));
    capabilities
}

impl ApiServer {
    /// The audit line of a finished call, and its metrics: every way a call ends passes here.
    fn audit(&self, audit: &Audit<'_>) {
        audit::record(audit, self.inner.settings.audit_arguments);
        self.inner.metrics.call(
            audit.tool.name,
            audit.decision,
            audit.status,
            audit.started.elapsed(),
        );
    }
}
