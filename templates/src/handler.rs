//! The MCP side of the server: an rmcp `ServerHandler` written by hand (no macros, because the
//! tool list is data): what `initialize` and `server/discover` announce, `tools/list`, and
//! `tools/call` turned into a [`CallContext`] for the call pipeline (`call.rs`).

use rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, ClientCapabilities, Implementation,
    ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool as McpTool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};

use super::consent::RoundTrip;
use super::listing::ToolsWrittenByTransport;
pub use super::scopes::ScopeRefusal;
use super::scopes::caller_of;
use super::secret::Secret;
use super::trace::TraceContext;

use super::server::{ApiServer, CallContext, TOOLS_TTL_MS, error_text};

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
        // Over stdio, and over stateless HTTP in the full tool mode, the transport writes the
        // tools into this answer itself, from their texts (`listing`): a big API's list is
        // never built as trees.
        let written = self.transport_writes_tools
            || context
                .extensions
                .get::<axum::http::request::Parts>()
                .is_some_and(|parts| parts.extensions.get::<ToolsWrittenByTransport>().is_some());
        let tools = match written {
            true => Vec::new(),
            false => self.listed_for(caller.as_ref()),
        };
        Ok(ListToolsResult::with_all_items(tools)
            .with_ttl_ms(TOOLS_TTL_MS)
            .with_cache_scope(scope))
    }

    fn get_tool(&self, name: &str) -> Option<McpTool> {
        self.inner.listed().iter().find(|t| t.name == name).cloned()
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

/// A client that declares `elicitation` without naming a mode supports forms (the spec's
/// backward-compatible reading, as rmcp applies it to sessions).
fn declares_form_elicitation(capabilities: &ClientCapabilities) -> bool {
    capabilities
        .elicitation
        .as_ref()
        .is_some_and(|e| e.form.is_some() || e.url.is_none())
}
