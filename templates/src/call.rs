//! The pipeline behind `tools/call`, in the order its steps run:
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
//! The steps live in their own modules (`policy`, `validate`, `request`, `consent`, `auth` and
//! `oauth2`, `http`, `retry`, `response`, `redact`); this one holds the order they run in.

use std::time::Instant;

use rmcp::ErrorData as McpError;
use rmcp::model::{
    CallToolResponse, CallToolResult, ClientCapabilities, ElicitationCapability,
    FormElicitationCapability, JsonObject,
};
use serde_json::Value;

use super::audit::{Audit, Decision};
use super::auth::{self, AccessTokens, Selection};
use super::consent::{self, RoundTripOutcome};
use super::descriptor::Tool;
use super::http::http_client;
use super::meta;
use super::redact::{redact_forwarded, redact_result};
use super::request::{self, HttpRequest};
use super::response;
use super::retry::{MAX_RETRY_AFTER, Outcome, Sent, backoff, with_note};
use super::schemas::Schemas;
pub use super::scopes::ScopeRefusal;
use super::scopes::{Caller, refusal_message};
use super::settings::ToolMode;
use super::stream;
use super::trace::Span;
use super::url::BaseUrl;
use super::validate::validate_against;

use super::server::{ApiServer, CallContext, error_text};

impl ApiServer {
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
        let Some(meta_tool) = inner.listed().iter().find(|t| t.name == name) else {
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
                    let arguments: Vec<Vec<String>> = (0..inner.api.tools.len())
                        .map(|index| {
                            inner
                                .schemas_of(index)
                                .and_then(|s| s.input.get("properties").cloned())
                                .and_then(|props| {
                                    Some(props.as_object()?.keys().cloned().collect())
                                })
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
    ) -> Result<(&'static Tool, Schemas), String> {
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
        match inner.schemas_of(index) {
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

        let Some(schemas) = inner.schemas_of(index) else {
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
                Err(err) if tls_refused(err) => None,
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

/// What `MissingRequiredClientCapabilityError` names as required: form elicitation.
fn elicitation_capability() -> ClientCapabilities {
    let mut capabilities = ClientCapabilities::default();
    capabilities.elicitation =
        Some(ElicitationCapability::new().with_form(FormElicitationCapability::default()));
    capabilities
}

/// Whether a request failed because TLS refused the upstream (an unknown issuer, a name that
/// does not match, an expired certificate): every attempt would fail alike, so it is not
/// retried. rustls's error sits inside `io::Error`s (one in another) down the chain, and an
/// `io::Error`'s `source` skips its own payload, so the walk goes into each payload instead.
fn tls_refused(err: &reqwest::Error) -> bool {
    let mut next: Option<&(dyn std::error::Error + 'static)> = Some(err);
    while let Some(e) = next {
        if e.is::<rustls::Error>() {
            return true;
        }
        next = match e
            .downcast_ref::<std::io::Error>()
            .and_then(|io| io.get_ref())
        {
            Some(payload) => Some(payload as &(dyn std::error::Error + 'static)),
            None => e.source(),
        };
    }
    false
}
