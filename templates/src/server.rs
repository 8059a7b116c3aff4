//! The server's state: the API's tools and their parsed schemas, the policy table, the
//! credentials, the HTTP client, consent, drain and metrics, shared by every session; the tool
//! list each caller sees; and the scope check an HTTP request gets before it is parsed. The MCP
//! handler is in `handler.rs`, the `tools/call` pipeline in `call.rs`.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use rmcp::RoleServer;
use rmcp::model::{CallToolResult, ContentBlock, Tool as McpTool};
use rmcp::service::Peer;
use serde_json::Value;

use super::audit::{self, Audit, Decision};
use super::auth::Credentials;
use super::consent::{Confirmations, KeySource, RoundTrip};
use super::descriptor::{Api, Tool};
use super::drain::Drain;
use super::hooks::Hooks;
use super::listing::Entry;
use super::meta;
use super::metrics::Metrics;
use super::policy::Policy;
use super::schemas::{self, Checked, DefPool, RawSchemas, Schemas, mcp_tool};
pub use super::scopes::ScopeRefusal;
use super::scopes::{Caller, ScopeNames, refusal_message};
use super::secret::Secret;
use super::settings::{Settings, ToolMode, check_forwarding};
use super::trace::TraceContext;
use super::url::{BaseUrl, resolve_base_url, resolve_tool_base_url};

// Its path before `http` existed, which the integration tests in `templates/tests/` use.
pub use super::http::install_crypto_provider;

/// The MCP server for one API. Cheap to clone: all state is shared and read-only, so one
/// instance can serve several sessions.
#[derive(Clone)]
pub struct ApiServer {
    pub(crate) inner: Arc<Inner>,
    /// The transport writes the tools of a `tools/list` answer itself (stdio: see
    /// [`tool_list_json`](Self::tool_list_json)), so the handler answers with none.
    pub(crate) transport_writes_tools: bool,
}

pub(crate) struct Inner {
    pub(crate) api: &'static Api,
    pub(crate) settings: Settings,
    pub(crate) policy: Policy,
    pub(crate) base_url: BaseUrl,
    /// Each tool's base URL, in `api.tools` order: the API's, or the operation's own server.
    pub(crate) tool_base_urls: Vec<BaseUrl>,
    pub(crate) credentials: Credentials,
    pub(crate) hooks: Arc<dyn Hooks>,
    /// Built on the first call: loading the system's CA certificates is most of a client's
    /// cost, and a server that is only asked for its tool list never needs it.
    pub(crate) client: OnceLock<Result<reqwest::Client, String>>,
    /// Each enabled tool's schemas in `api.tools` order, as compact texts parsed on first use
    /// (a tree takes about 15 times its text in memory, and most tools of a big API are never
    /// called); `None` for refused tools.
    pub(crate) schemas: Vec<Option<RawSchemas>>,
    /// The shared definitions the schemas use.
    pub(crate) input_defs: DefPool,
    pub(crate) output_defs: DefPool,
    /// In the full tool mode, each listed tool's entry of `tools/list` as bytes around its
    /// schemas (what stdio writes); empty in the dynamic mode.
    pub(crate) entries: Vec<Entry>,
    /// `search_tools`' index of every tool, built on the first search: a server that is never
    /// searched (the full tool mode) pays nothing for it.
    pub(crate) search_index: OnceLock<crate::search::Index>,
    /// What `tools/list` returns: the enabled tools in `api.tools` order, or the meta tools;
    /// built on first use (the HTTP transport, the dynamic mode), as stdio writes the list
    /// from `entries`.
    pub(crate) listed: OnceLock<Vec<McpTool>>,
    /// For each of `listed`, its index in `api.tools`; `None` for a meta tool.
    pub(crate) listed_index: Vec<Option<usize>>,
    /// The built-in scopes' names (`--scope-prefix`).
    pub(crate) scope_names: ScopeNames,
    pub(crate) by_name: HashMap<&'static str, usize>,
    /// The instructions `initialize` returns.
    pub(crate) instructions: String,
    /// Seals and checks `--confirm` round trips (MCP 2026-07-28).
    pub(crate) confirmations: Confirmations,
    /// The calls in flight, which shutdown waits for.
    pub(crate) drain: Arc<Drain>,
    pub(crate) metrics: Arc<Metrics>,
}

impl Inner {
    /// What `tools/list` shows without scopes; see [`Inner::listed`](field@Inner::listed).
    pub(crate) fn listed(&self) -> &[McpTool] {
        self.listed.get_or_init(|| match self.settings.tool_mode {
            ToolMode::Full => self
                .api
                .tools
                .iter()
                .enumerate()
                .filter_map(|(index, tool)| Some(mcp_tool(tool, &self.schemas_of(index)?)))
                .collect(),
            ToolMode::Dynamic => {
                let reachable: Vec<&Tool> = self
                    .api
                    .tools
                    .iter()
                    .zip(&self.schemas)
                    .filter(|(_, schemas)| schemas.is_some())
                    .map(|(tool, _)| tool)
                    .collect();
                meta::tools(self.api.title, &reachable)
            }
        })
    }

    /// The trees of the schemas of the tool at `index` in `api.tools`, parsed on first use;
    /// `None` for a refused tool.
    pub(crate) fn schemas_of(&self, index: usize) -> Option<Schemas> {
        let schemas = self.schemas.get(index)?.as_ref()?;
        Some(schemas.trees(&self.input_defs, &self.output_defs))
    }
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
            .field("enabled_tools", &self.inner.policy.enabled_count())
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

        let mut by_name = HashMap::with_capacity(api.tools.len());
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
        }
        // A refused tool is never shown or validated: its schemas are not kept.
        let Checked {
            input_defs,
            output_defs,
            schemas,
        } = schemas::check(api, |index| policy.is_enabled(index))?;
        let mut entries = Vec::new();
        if settings.tool_mode == ToolMode::Full {
            for (tool, schemas) in api.tools.iter().zip(&schemas) {
                if let Some(schemas) = schemas {
                    entries.push(Entry::new(
                        tool,
                        schemas.input.clone(),
                        schemas.output.clone(),
                    )?);
                }
            }
        }

        let instructions = meta::instructions(api, settings.tool_mode, policy.enabled_count());
        let listed_index = match settings.tool_mode {
            ToolMode::Full => schemas
                .iter()
                .enumerate()
                .filter(|(_, schemas)| schemas.is_some())
                .map(|(index, _)| Some(index))
                .collect(),
            ToolMode::Dynamic => vec![None; meta::COUNT],
        };
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
                input_defs,
                output_defs,
                entries,
                listed: OnceLock::new(),
                listed_index,
                scope_names,
                by_name,
                instructions,
                confirmations,
                metrics: Arc::new(Metrics::new(api.name, api.version, drain.clone())),
                drain,
            }),
            transport_writes_tools: false,
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
        self.inner.listed()
    }

    /// The tools of the full tool mode's `tools/list` as the JSON array rmcp writes for
    /// [`listed_tools`](Self::listed_tools), byte for byte, written from the schemas' texts.
    pub fn tool_list_json(&self) -> Vec<u8> {
        let mut out = vec![b'['];
        for index in 0..self.inner.entries.len() {
            if index > 0 {
                out.push(b',');
            }
            self.write_entry(index, &mut out);
        }
        out.push(b']');
        out
    }

    /// How many entries [`write_entry`](Self::write_entry) has: the listed tools in the full
    /// tool mode, none in the dynamic mode.
    pub fn entry_count(&self) -> usize {
        self.inner.entries.len()
    }

    /// The entries [`write_entry`](Self::write_entry) writes for `caller`: all of them, or
    /// those of the tools its scopes reach.
    pub fn entries_for(&self, caller: Option<&Caller>) -> Vec<usize> {
        let inner = &*self.inner;
        (0..inner.entries.len())
            .filter(|&entry| match (caller, inner.listed_index.get(entry)) {
                (Some(caller), Some(Some(index))) => {
                    caller.may_call(&inner.scope_names, &inner.api.tools[*index])
                }
                _ => true,
            })
            .collect()
    }

    /// Appends the `index`th listed tool as JSON (the full tool mode).
    pub fn write_entry(&self, index: usize, out: &mut Vec<u8>) {
        let inner = &*self.inner;
        inner.entries[index].write(&inner.input_defs, &inner.output_defs, out);
    }

    /// Serves `tools/list` with no tools in its answer, for a transport that writes them from
    /// [`write_entry`](Self::write_entry) (in the full tool mode only: the dynamic mode's three
    /// meta tools are small).
    pub fn with_tools_written_by_transport(mut self) -> ApiServer {
        self.transport_writes_tools = self.inner.settings.tool_mode == ToolMode::Full;
        self
    }

    /// The tools `tools/list` shows this caller: [`listed_tools`](Self::listed_tools) without
    /// those outside its scopes (the meta tools of the dynamic mode are always listed).
    pub fn listed_for(&self, caller: Option<&Caller>) -> Vec<McpTool> {
        let inner = &*self.inner;
        let Some(caller) = caller else {
            return inner.listed().to_vec();
        };
        inner
            .listed()
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
}

pub(crate) fn error_text(message: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(message)])
}

impl ApiServer {
    /// The audit line of a finished call, and its metrics: every way a call ends passes here.
    pub(crate) fn audit(&self, audit: &Audit<'_>) {
        audit::record(audit, self.inner.settings.audit_arguments);
        self.inner.metrics.call(
            audit.tool.name,
            audit.decision,
            audit.status,
            audit.started.elapsed(),
        );
    }
}
