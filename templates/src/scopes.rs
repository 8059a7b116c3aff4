//! Per-caller authorization: who is calling (a [`Caller`], found by the HTTP transport from the
//! caller's bearer token) and which scopes each tool requires ([`ScopeNames::required`]),
//! computed from the same [`Hints`] the tool's annotations announce. `tools/list`,
//! `tools/call`, the dynamic mode's meta tools and the HTTP transport's `403` all ask
//! [`Caller::missing`], so what a caller sees listed is exactly what it may call.
//!
//! Three built-in scopes, one per [`Level`]: `<prefix>read` reaches the read-only tools,
//! `<prefix>write` adds the tools that write without destroying, `<prefix>destructive` adds the
//! destructive ones (`destructive` implies `write`, which implies `read`). The prefix is
//! `--scope-prefix` (default [`DEFAULT_PREFIX`]). A tool may require more scopes of its own
//! (`scopes: [billing:admin]` in the overrides file or `x-mcp`), held exactly: nothing implies
//! them.

use std::collections::BTreeSet;

use serde_json::Value;

use super::descriptor::{Api, Hints, Tool};

/// The built-in scopes' prefix when `--scope-prefix` is not given.
pub const DEFAULT_PREFIX: &str = "mcp:";

/// How much a tool may change, from its hints; each level includes the ones below it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Read,
    Write,
    Destructive,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Read, Level::Write, Level::Destructive];

    /// `read_only` wins over `destructive`, which only means something for tools that write
    /// (MCP spec), as in the server-wide [`policy`](super::policy).
    pub fn of(hints: &Hints) -> Level {
        if hints.read_only {
            Level::Read
        } else if hints.destructive {
            Level::Destructive
        } else {
            Level::Write
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Read => "read",
            Level::Write => "write",
            Level::Destructive => "destructive",
        }
    }
}

/// The scope names of one server: the prefix decides the built-in ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeNames {
    prefix: String,
}

impl Default for ScopeNames {
    fn default() -> Self {
        ScopeNames::new(DEFAULT_PREFIX)
    }
}

impl ScopeNames {
    pub fn new(prefix: impl Into<String>) -> ScopeNames {
        ScopeNames {
            prefix: prefix.into(),
        }
    }

    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// The built-in scope of `level`, e.g. `mcp:write`.
    pub fn builtin(&self, level: Level) -> String {
        format!("{}{}", self.prefix, level.as_str())
    }

    /// The level a built-in scope names; `None` for any other scope.
    pub fn level_of(&self, scope: &str) -> Option<Level> {
        let rest = scope.strip_prefix(self.prefix.as_str())?;
        Level::ALL.into_iter().find(|level| level.as_str() == rest)
    }

    /// Every scope a caller must hold to list and call `tool`: the built-in scope of its
    /// level first, then the tool's own, in the order the tool gives them. The one function
    /// listing, calling, the HTTP `403` and the docs use.
    pub fn required(&self, tool: &Tool) -> Vec<String> {
        let mut scopes = vec![self.builtin(Level::of(&tool.hints))];
        for scope in tool.scopes {
            if !scopes.iter().any(|s| s == scope) {
                scopes.push(scope.to_string());
            }
        }
        scopes
    }

    /// The scopes this API's tools may require: the three built-in ones, then every tool's
    /// own scope once, sorted (what a resource's metadata announces as `scopes_supported`).
    pub fn supported(&self, api: &Api) -> Vec<String> {
        let mut scopes: Vec<String> = Level::ALL.into_iter().map(|l| self.builtin(l)).collect();
        let own: BTreeSet<&str> = api
            .tools
            .iter()
            .flat_map(|t| t.scopes.iter().copied())
            .collect();
        for scope in own {
            if !scopes.iter().any(|s| s == scope) {
                scopes.push(scope.to_string());
            }
        }
        scopes
    }
}

/// What a caller's credential grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grant {
    /// Every scope: the single `<PREFIX>_MCP_TOKEN`, stdio, an HTTP server without tokens.
    All,
    /// Exactly these scopes (with the built-in ones' implications).
    Scopes(BTreeSet<String>),
}

/// Who is calling, as the HTTP transport authenticated them; put into the HTTP request's
/// extensions, where the handler finds it through rmcp's `http::request::Parts`. Holds no
/// secret: `label` is the tokens file's label (or a JWT's `sub`), fit for logs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub label: String,
    pub grant: Grant,
    /// Who this is, exactly, for what is bound to a caller (a `--confirm` state): the token's
    /// label, or the OAuth issuer and the full subject.
    principal: String,
}

impl Caller {
    pub fn unrestricted(label: impl Into<String>) -> Caller {
        let label = label.into();
        Caller {
            principal: format!("token {label}"),
            label,
            grant: Grant::All,
        }
    }

    pub fn with_scopes<S: Into<String>>(
        label: impl Into<String>,
        scopes: impl IntoIterator<Item = S>,
    ) -> Caller {
        let label = label.into();
        Caller {
            principal: format!("token {label}"),
            label,
            grant: Grant::Scopes(scopes.into_iter().map(Into::into).collect()),
        }
    }

    /// The same caller, authenticated by `issuer` as `subject` (a JWT's `iss` and `sub`).
    pub fn issued_by(mut self, issuer: &str, subject: &str) -> Caller {
        self.principal = format!("oauth {issuer} {subject}");
        self
    }

    /// Who this is, exactly: `token <label>`, or `oauth <issuer> <subject>`.
    pub fn principal(&self) -> String {
        self.principal.clone()
    }

    /// Whether the caller holds `scope`, itself or through a higher built-in scope.
    pub fn holds(&self, names: &ScopeNames, scope: &str) -> bool {
        let Grant::Scopes(held) = &self.grant else {
            return true;
        };
        if held.contains(scope) {
            return true;
        }
        let Some(needed) = names.level_of(scope) else {
            return false;
        };
        held.iter()
            .filter_map(|s| names.level_of(s))
            .any(|level| level >= needed)
    }

    /// The scopes `tool` requires that this caller does not hold; empty when it may call it.
    pub fn missing(&self, names: &ScopeNames, tool: &Tool) -> Vec<String> {
        if self.grant == Grant::All {
            return Vec::new();
        }
        names
            .required(tool)
            .into_iter()
            .filter(|scope| !self.holds(names, scope))
            .collect()
    }

    pub fn may_call(&self, names: &ScopeNames, tool: &Tool) -> bool {
        self.missing(names, tool).is_empty()
    }
}

/// What a refused caller reads: the tool, and each scope it lacks.
pub fn refusal_message(tool: &str, missing: &[String]) -> String {
    let quoted: Vec<String> = missing.iter().map(|s| format!("`{s}`")).collect();
    let noun = if missing.len() == 1 {
        "scope"
    } else {
        "scopes"
    };
    format!(
        "refused: tool `{tool}` needs the {noun} {}, which this caller's credential does not \
         grant; no request was sent",
        quoted.join(", ")
    )
}

/// A `tools/call` the HTTP transport refuses with 403 before it reaches the handler.
#[derive(Debug, Clone, PartialEq)]
pub struct ScopeRefusal {
    /// The JSON-RPC request's id.
    pub id: Value,
    pub tool: &'static str,
    /// Every scope the tool requires (the `scope` of the 403's challenge).
    pub required: Vec<String>,
    /// Those the caller lacks.
    pub missing: Vec<String>,
    pub message: String,
}

/// The caller the HTTP transport authenticated, from the HTTP request's extensions (rmcp puts
/// the request's head into the context's); `None` over stdio and without tokens.
pub(crate) fn caller_of(
    context: &rmcp::service::RequestContext<rmcp::RoleServer>,
) -> Option<Caller> {
    context
        .extensions
        .get::<axum::http::request::Parts>()?
        .extensions
        .get::<Caller>()
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::Method;
    use super::*;

    const fn tool(
        name: &'static str,
        read_only: bool,
        destructive: bool,
        scopes: &'static [&'static str],
    ) -> Tool {
        Tool {
            name,
            title: name,
            description: "",
            tags: &[],
            method: Method::Get,
            path: "/",
            server: None,
            params: &[],
            body: None,
            hints: Hints {
                read_only,
                destructive,
                idempotent: true,
                open_world: false,
            },
            security: &[],
            scopes,
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        }
    }

    static GET: Tool = tool("get_pet", true, false, &[]);
    static CREATE: Tool = tool("create_pet", false, false, &[]);
    static DELETE: Tool = tool("delete_pet", false, true, &[]);
    static PEEK: Tool = tool("peek_pet", true, true, &[]);
    static REFUND: Tool = tool("refund", false, false, &["billing:admin", "billing:admin"]);

    #[test]
    fn required_scopes_follow_the_hints_then_the_tools_own() {
        let names = ScopeNames::default();
        assert_eq!(names.required(&GET), ["mcp:read"]);
        assert_eq!(names.required(&CREATE), ["mcp:write"]);
        assert_eq!(names.required(&DELETE), ["mcp:destructive"]);
        // Read-only wins over destructive, as in the policy.
        assert_eq!(names.required(&PEEK), ["mcp:read"]);
        assert_eq!(names.required(&REFUND), ["mcp:write", "billing:admin"]);
        let custom = ScopeNames::new("petstore/");
        assert_eq!(custom.required(&DELETE), ["petstore/destructive"]);
        assert_eq!(custom.level_of("petstore/write"), Some(Level::Write));
        assert_eq!(custom.level_of("mcp:write"), None);
        assert_eq!(custom.level_of("petstore/"), None);
    }

    #[test]
    fn higher_builtin_scopes_imply_lower_ones_and_nothing_implies_a_tools_own() {
        let names = ScopeNames::default();
        let reader = Caller::with_scopes("analyst", ["mcp:read"]);
        let writer = Caller::with_scopes("dev", ["mcp:write"]);
        let admin = Caller::with_scopes("oncall", ["mcp:destructive"]);
        let billing = Caller::with_scopes("finance", ["mcp:write", "billing:admin"]);
        let may = |caller: &Caller| -> Vec<&str> {
            [&GET, &CREATE, &DELETE, &PEEK, &REFUND]
                .into_iter()
                .filter(|t| caller.may_call(&names, t))
                .map(|t| t.name)
                .collect()
        };
        assert_eq!(may(&reader), ["get_pet", "peek_pet"]);
        assert_eq!(may(&writer), ["get_pet", "create_pet", "peek_pet"]);
        assert_eq!(
            may(&admin),
            ["get_pet", "create_pet", "delete_pet", "peek_pet"]
        );
        assert_eq!(
            may(&billing),
            ["get_pet", "create_pet", "peek_pet", "refund"]
        );
        assert_eq!(
            may(&Caller::unrestricted("MCP_TOKEN")),
            ["get_pet", "create_pet", "delete_pet", "peek_pet", "refund"]
        );
        assert!(may(&Caller::with_scopes("none", Vec::<String>::new())).is_empty());
        // Another prefix's names are just other scopes.
        assert!(may(&Caller::with_scopes("x", ["other:destructive"])).is_empty());
        assert_eq!(
            reader.missing(&names, &REFUND),
            ["mcp:write", "billing:admin"]
        );
        assert_eq!(admin.missing(&names, &REFUND), ["billing:admin"]);
    }

    #[test]
    fn refusals_name_every_missing_scope() {
        assert_eq!(
            refusal_message("delete_pet", &["mcp:destructive".into()]),
            "refused: tool `delete_pet` needs the scope `mcp:destructive`, which this caller's \
             credential does not grant; no request was sent"
        );
        assert!(
            refusal_message("refund", &["mcp:write".into(), "billing:admin".into()])
                .contains("the scopes `mcp:write`, `billing:admin`")
        );
    }

    #[test]
    fn supported_scopes_list_the_builtin_ones_then_each_tools_own_once() {
        static TOOLS: [Tool; 2] = [
            tool("a", false, false, &["z:one", "billing:admin"]),
            tool("b", false, false, &["billing:admin"]),
        ];
        static API: Api = Api {
            name: "x",
            title: "x",
            version: "1",
            instructions: "",
            env_prefix: "X",
            default_base_url: "",
            server_variables: &[],
            security_schemes: &[],
            input_defs: "",
            output_defs: "",
            tools: &TOOLS,
        };
        assert_eq!(
            ScopeNames::default().supported(&API),
            [
                "mcp:read",
                "mcp:write",
                "mcp:destructive",
                "billing:admin",
                "z:one"
            ]
        );
    }
}
