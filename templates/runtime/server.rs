//! The MCP side: an rmcp `ServerHandler` written by hand (no macros, because the tool list is
//! data), and the pipeline behind `tools/call`: policy → validation → request → credentials
//! (an OAuth2 token from the cache or its endpoint) → hooks → send (once more with a fresh token
//! after a 401) → response conversion → redaction.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    JsonObject, ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig,
    Tool as McpTool, ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use serde_json::Value;

use super::Settings;
use super::auth::{self, Credentials, Selection};
use super::descriptor::{Api, Tool};
use super::hooks::Hooks;
use super::policy::Policy;
use super::request::{self, BaseUrl, HttpRequest};
use super::response;
use super::validate::validate_arguments;

/// Redirects followed at most (within the same host); more is a loop.
const MAX_REDIRECTS: usize = 10;

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
    client: reqwest::Client,
    /// Input schemas parsed once, in `api.tools` order.
    input_schemas: Vec<Value>,
    /// What `tools/list` returns: the enabled tools, in `api.tools` order.
    listed: Vec<McpTool>,
    by_name: HashMap<&'static str, usize>,
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
        let base_url = request::resolve_base_url(
            api,
            settings.base_url.as_deref(),
            &settings.server_variables,
        )?;
        let mut policy = Policy::new(api, &settings)?;
        credentials.check_token_urls(api, &base_url)?;

        let mut by_name = HashMap::with_capacity(api.tools.len());
        let mut input_schemas = Vec::with_capacity(api.tools.len());
        let mut listed = Vec::new();
        let mut tool_base_urls = Vec::with_capacity(api.tools.len());
        for (index, tool) in api.tools.iter().enumerate() {
            // One operation with an unusable server of its own (a variable nobody set) must not
            // take the whole API down: that tool is refused, with the reason, and the rest serve.
            match request::resolve_tool_base_url(api, tool, &base_url, &settings.server_variables) {
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
            let input = parse_schema(tool, "input", tool.input_schema)?;
            let output = match tool.output_schema {
                Some(text) => Some(parse_schema(tool, "output", text)?),
                None => None,
            };
            if policy.is_enabled(index) {
                listed.push(mcp_tool(tool, input.clone(), output));
            }
            input_schemas.push(Value::Object(input));
        }

        let client = reqwest::Client::builder()
            .timeout(settings.timeout)
            .user_agent(format!("{}/{}", api.name, env!("CARGO_PKG_VERSION")))
            .redirect(redirect_policy())
            .build()
            .map_err(|err| format!("cannot create the HTTP client: {err}"))?;

        let configured = credentials.configured();
        if !configured.is_empty() {
            tracing::info!(schemes = ?configured, "credentials configured");
        }
        if listed.is_empty() {
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
                client,
                input_schemas,
                listed,
                by_name,
            }),
        })
    }

    pub fn api(&self) -> &'static Api {
        self.inner.api
    }

    pub fn enabled_tool_count(&self) -> usize {
        self.inner.listed.len()
    }

    /// The tools `tools/list` announces: exactly the ones `call` accepts.
    pub fn listed_tools(&self) -> &[McpTool] {
        &self.inner.listed
    }

    /// Handles one `tools/call`. Only an unknown tool name is a protocol error; every other
    /// failure is a tool result with `isError: true`, which the model can read and act on.
    pub async fn call(&self, name: &str, args: JsonObject) -> Result<CallToolResult, McpError> {
        let inner = &*self.inner;
        let Some(&index) = inner.by_name.get(name) else {
            return Err(McpError::invalid_params(
                format!("unknown tool: {name}"),
                None,
            ));
        };
        let tool: &'static Tool = &inner.api.tools[index];
        let started = Instant::now();

        if let Err(reason) = inner.policy.check(index) {
            log_call(tool, "refused", started);
            return Ok(error_text(reason.to_string()));
        }

        let problems = validate_arguments(&inner.input_schemas[index], &args);
        if !problems.is_empty() {
            log_call(tool, "invalid", started);
            return Ok(error_text(format!(
                "invalid arguments for tool `{}`; no request was sent:\n- {}",
                tool.name,
                problems.join("\n- ")
            )));
        }

        let base = &inner.tool_base_urls[index];
        let request = match request::build(base, tool, &args) {
            Ok(request) => request,
            Err(problem) => {
                log_call(tool, "invalid", started);
                return Ok(error_text(format!(
                    "invalid arguments for tool `{}`; no request was sent:\n- {problem}",
                    tool.name
                )));
            }
        };
        let selection = inner.credentials.select(tool);
        let (result, status) = match self.send(tool, base, &request, selection).await {
            Outcome::Answered(result, status) => (inner.hooks.shape_result(tool, result), status),
            Outcome::NotSent(result, status) => (result, status.to_string()),
        };
        let result = redact_result(&inner.credentials, result);
        log_call(tool, &status, started);
        Ok(result)
    }

    /// Sends the request with the selected credentials. When the API answers 401 to an OAuth2
    /// token the server fetched itself, the token is dropped, a new one fetched, and the call
    /// sent once more: even for a non-idempotent tool, because a 401 means the API rejected the
    /// request before acting on it.
    async fn send(
        &self,
        tool: &'static Tool,
        base: &BaseUrl,
        request: &HttpRequest,
        selection: Selection,
    ) -> Outcome {
        let inner = &*self.inner;
        let mut retried = false;
        loop {
            let tokens = match inner
                .credentials
                .access_tokens(inner.api, selection, &inner.client, &inner.base_url)
                .await
            {
                Ok(tokens) => tokens,
                Err(message) => return Outcome::NotSent(error_text(message), "auth-error"),
            };
            let mut attempt = request.clone();
            inner
                .credentials
                .apply(inner.api, selection, &tokens, &mut attempt);
            let builder = match attempt.to_reqwest(&inner.client, base) {
                Ok(builder) => builder,
                Err(problem) => {
                    return Outcome::NotSent(
                        error_text(format!(
                            "cannot build the request for tool `{}`: {problem}",
                            tool.name
                        )),
                        "invalid",
                    );
                }
            };
            let builder = inner.hooks.prepare_request(tool, builder);
            let upstream = match self.receive(builder, base).await {
                Ok(upstream) => upstream,
                Err(result) => return Outcome::Answered(result, "error".into()),
            };
            if upstream.status == 401 && !tokens.is_empty() && !retried {
                tracing::info!(
                    tool = tool.name,
                    "the API refused the OAuth2 access token; fetching a new one and retrying once"
                );
                inner.credentials.invalidate(&tokens).await;
                retried = true;
                continue;
            }
            let status = upstream.status.to_string();
            return Outcome::Answered(self.convert(tool, &upstream, selection), status);
        }
    }

    /// Sends and reads the answer (capped); a transport failure is already the tool result.
    async fn receive(
        &self,
        builder: reqwest::RequestBuilder,
        base: &BaseUrl,
    ) -> Result<response::Upstream, CallToolResult> {
        let settings = &self.inner.settings;
        let failed = |err: reqwest::Error| {
            response::transport_error(&err, &base.authority(), settings.timeout)
        };
        let response = builder.send().await.map_err(failed)?;
        response::read_capped(response, settings.max_response_bytes)
            .await
            .map_err(failed)
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
    Answered(CallToolResult, String),
    /// Stopped before sending (an invalid header, no access token), with the status to log.
    NotSent(CallToolResult, &'static str),
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
        if api.instructions.is_empty() {
            config
        } else {
            config.with_instructions(api.instructions)
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
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let args = request.arguments.unwrap_or_default();
        self.call(&request.name, args).await.map(Into::into)
    }
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

/// All four hints are always set: MCP's defaults for a missing hint are the pessimistic ones
/// (destructive, open-world), so leaving one out would change what the tool claims to be.
fn mcp_tool(tool: &Tool, input: JsonObject, output: Option<JsonObject>) -> McpTool {
    let hints = tool.hints;
    let annotations = ToolAnnotations::with_title(tool.title)
        .read_only(hints.read_only)
        .destructive(hints.destructive)
        .idempotent(hints.idempotent)
        .open_world(hints.open_world);
    let mcp = McpTool::new(tool.name, tool.description, input)
        .with_title(tool.title)
        .with_annotations(annotations);
    match output {
        Some(output) => mcp.with_raw_output_schema(Arc::new(output)),
        None => mcp,
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

/// One line per call. Argument values, URLs and headers are left out on purpose: they may hold
/// personal data or credentials.
fn log_call(tool: &Tool, status: &str, started: Instant) {
    tracing::info!(
        tool = tool.name,
        method = tool.method.as_str(),
        status,
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
