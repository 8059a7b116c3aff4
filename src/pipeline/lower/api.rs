//! The API-wide parts of the model: info, servers (with variables) and security schemes, from
//! OpenAPI 3 `servers`/`components.securitySchemes` or Swagger 2.0 `host`/`securityDefinitions`.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{Lowering, OpContext};
use crate::error::Code;
use crate::model::document::Loc;
use crate::model::document::SpecVersion;
use crate::model::schema::kind_of;
use crate::model::{ApiInfo, Location, SchemeKind, SecurityScheme, Server, ServerVariable};

impl Lowering<'_> {
    /// The name of an API whose document has no title: the spec file's name without its
    /// extension (`petstore` for `petstore.yaml`), or `API`.
    fn untitled_name(&self) -> String {
        self.r
            .docs
            .path(0)
            .file_stem()
            .and_then(|s| s.to_str())
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .unwrap_or("API")
            .to_string()
    }

    /// Notes a version written as a number (`swagger: 2.0` unquoted in YAML), which
    /// `load::sniff_version` reads as the version its author meant.
    pub(super) fn version_notes(&mut self) {
        for key in ["swagger", "openapi"] {
            if let Some(Value::Number(n)) = self.root().get(key) {
                let d = self
                    .r
                    .diag(
                        Code::Lenient,
                        &Loc::root("").push(key),
                        format!("`{key}: {n}` is a number, read as the version \"{n}\""),
                    )
                    .help(format!(
                        "quote it (`{key}: \"{n}\"`): OpenAPI wants the version as a string"
                    ));
                self.found.warnings.push(d);
            }
        }
    }

    pub(super) fn info(&mut self) -> ApiInfo {
        let info = self.root().get("info");
        let title = match info.and_then(|i| i.get("title")) {
            Some(Value::String(title)) => title.clone(),
            Some(other) => {
                self.error(
                    Code::InvalidSpec,
                    &Loc::root("/info/title"),
                    format!("expected `info.title` as text, found {}", kind_of(other)),
                    "write `title: My API` under `info:`; the title names the server",
                );
                "API".to_string()
            }
            // Many documents in the wild leave it out; the file's name says as much.
            None => {
                let title = self.untitled_name();
                let at = if info.is_some() { "/info" } else { "" };
                self.found.warnings.push(
                    self.r
                        .diag(
                            Code::Lenient,
                            &Loc::root(at),
                            format!("no `info.title`: the API is called `{title}`, after the file"),
                        )
                        .help("add `info: {title: My API, version: 1.0.0}`; the title names the server (and the crate, without --name)"),
                );
                title
            }
        };
        ApiInfo {
            title,
            version: info
                .and_then(|i| i.get("version"))
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .unwrap_or_default(),
            description: info
                .and_then(|i| i.get("description"))
                .and_then(Value::as_str)
                .map(str::to_string),
        }
    }

    pub(super) fn servers(&mut self) -> Vec<Server> {
        if self.version == SpecVersion::Swagger20 {
            return self.swagger_server().into_iter().collect();
        }
        let Some(list) = self.root().get("servers").and_then(Value::as_array) else {
            return Vec::new();
        };
        list.iter().filter_map(server).collect()
    }

    /// Swagger 2.0 has one server: `schemes[0]://host basePath` (relative when there is no host).
    fn swagger_server(&self) -> Option<Server> {
        let root = self.root();
        let base_path = root.get("basePath").and_then(Value::as_str).unwrap_or("");
        let base_path = base_path.trim_end_matches('/');
        let url = match root.get("host").and_then(Value::as_str) {
            Some(host) => {
                let schemes: Vec<&str> = root
                    .get("schemes")
                    .and_then(Value::as_array)
                    .map(|s| s.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                let scheme = if schemes.is_empty() || schemes.contains(&"https") {
                    "https"
                } else {
                    schemes[0]
                };
                format!("{scheme}://{host}{base_path}")
            }
            None if base_path.is_empty() => return None,
            None => base_path.to_string(),
        };
        Some(Server {
            url,
            description: None,
            variables: Vec::new(),
        })
    }

    /// An operation's own server (operation-level first, then path-level), variables filled with
    /// their defaults.
    pub(super) fn operation_server(&mut self, ctx: &OpContext<'_, '_>) -> Option<String> {
        let list = ctx
            .op
            .get("servers")
            .or_else(|| ctx.item.get("servers"))
            .and_then(Value::as_array)?;
        let s = list.iter().find_map(server)?;
        // The API's own server is configurable (`--base-url`); repeating it here would pin it.
        if self
            .root()
            .get("servers")
            .and_then(Value::as_array)
            .and_then(|l| l.iter().find_map(server))
            .is_some_and(|root| root.url == s.url)
        {
            return None;
        }
        let mut url = s.url;
        for v in &s.variables {
            url = url.replace(&format!("{{{}}}", v.name), &v.default);
        }
        // Variables the spec never declares (DigitalOcean's `https://{your-agent-url}`) become
        // settings of the server, without a default.
        for name in crate::util::naming::template_params(&url) {
            self.found
                .undeclared_server_variables
                .insert(name.to_string());
        }
        Some(url)
    }

    /// Declared schemes. OAuth2 client-credentials schemes ask for the scopes the operations
    /// require of them.
    pub(super) fn security_schemes(&mut self) -> Vec<SecurityScheme> {
        let (container, at) = if self.version == SpecVersion::Swagger20 {
            (
                self.root().get("securityDefinitions"),
                Loc::root("/securityDefinitions"),
            )
        } else {
            (
                self.root()
                    .get("components")
                    .and_then(|c| c.get("securitySchemes")),
                Loc::root("/components/securitySchemes"),
            )
        };
        let Some(schemes) = container.and_then(Value::as_object) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (name, scheme) in schemes {
            let scheme_at = at.push(name);
            let (scheme, scheme_at) = match self.r.follow(scheme, &scheme_at) {
                Ok(found) => found,
                Err(e) => {
                    self.absorb(e);
                    continue;
                }
            };
            let Some(kind) = self.scheme_kind(name, scheme, &scheme_at) else {
                continue;
            };
            out.push(SecurityScheme {
                name: name.clone(),
                kind,
                description: scheme
                    .get("description")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            });
        }
        out
    }

    fn scheme_kind(&mut self, name: &str, scheme: &Value, at: &Loc) -> Option<SchemeKind> {
        let ty = scheme.get("type").and_then(Value::as_str).unwrap_or("");
        Some(match ty {
            "apiKey" => {
                let location = match scheme.get("in").and_then(Value::as_str) {
                    Some("header") => Location::Header,
                    Some("query") => Location::Query,
                    Some("cookie") => Location::Cookie,
                    other => {
                        let found = match (other, scheme.get("in")) {
                            (Some(text), _) => format!("`{}`", text.escape_debug()),
                            (None, None) => "nothing".to_string(),
                            (None, Some(v)) => crate::model::schema::kind_of(v).to_string(),
                        };
                        self.error(
                            Code::InvalidSpec,
                            &at.push("in"),
                            format!("apiKey `in` must be header, query or cookie, found {found}"),
                            "set `in: header` (or query, cookie)",
                        );
                        return None;
                    }
                };
                let Some(param_name) = scheme.get("name").and_then(Value::as_str) else {
                    self.error(
                        Code::InvalidSpec,
                        &at.push("name"),
                        "apiKey scheme without `name`",
                        "set `name:` to the header, query or cookie name the API expects",
                    );
                    return None;
                };
                if !self.sendable_name(at, ("apiKey {kind}", "the key"), location, param_name) {
                    return None;
                }
                SchemeKind::ApiKey {
                    param_name: param_name.to_string(),
                    location,
                }
            }
            "basic" => SchemeKind::HttpBasic,
            "http" => match scheme
                .get("scheme")
                .and_then(Value::as_str)
                .map(str::to_ascii_lowercase)
                .as_deref()
            {
                Some("bearer") => SchemeKind::HttpBearer,
                Some("basic") => SchemeKind::HttpBasic,
                other => SchemeKind::Unsupported {
                    kind: format!("http {}", other.unwrap_or("(no scheme)")),
                },
            },
            "oauth2" => {
                // Swagger 2.0: `flow: application` + `tokenUrl`; OpenAPI 3: `flows.clientCredentials`.
                let swagger_cc = (scheme.get("flow").and_then(Value::as_str)
                    == Some("application"))
                .then(|| scheme.get("tokenUrl").and_then(Value::as_str))
                .flatten();
                let v3_cc = scheme
                    .get("flows")
                    .and_then(|f| f.get("clientCredentials"))
                    .and_then(|f| f.get("tokenUrl"))
                    .and_then(Value::as_str);
                match swagger_cc.or(v3_cc) {
                    Some(token_url) => SchemeKind::OAuth2ClientCredentials {
                        token_url: token_url.to_string(),
                        scopes: self.required_scopes(name).into_iter().collect(),
                    },
                    None => {
                        let flow = scheme
                            .get("flow")
                            .and_then(Value::as_str)
                            .map(str::to_string)
                            .or_else(|| {
                                scheme
                                    .get("flows")
                                    .and_then(Value::as_object)
                                    .and_then(|f| f.keys().next().cloned())
                            })
                            .unwrap_or_else(|| "oauth2".into());
                        SchemeKind::Token {
                            flow: format!("OAuth2 {flow}"),
                        }
                    }
                }
            }
            "openIdConnect" => SchemeKind::Token {
                flow: "OpenID Connect".into(),
            },
            other => SchemeKind::Unsupported {
                kind: other.to_string(),
            },
        })
    }

    /// Scopes that security requirements anywhere in the document ask of one scheme.
    fn required_scopes(&self, scheme: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut add = |requirements: Option<&Value>| {
            for req in requirements.and_then(Value::as_array).into_iter().flatten() {
                for scope in req
                    .get(scheme)
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    if let Some(s) = scope.as_str() {
                        out.insert(s.to_string());
                    }
                }
            }
        };
        let root = self.root();
        add(root.get("security"));
        for item in root
            .get("paths")
            .and_then(Value::as_object)
            .into_iter()
            .flat_map(|p| p.values())
        {
            for op in item.as_object().into_iter().flat_map(|i| i.values()) {
                add(op.get("security"));
            }
        }
        out
    }
}

fn server(s: &Value) -> Option<Server> {
    let url = s.get("url")?.as_str()?;
    let variables = s
        .get("variables")
        .and_then(Value::as_object)
        .map(|vars| {
            vars.iter()
                .filter_map(|(name, v)| {
                    Some(ServerVariable {
                        name: name.clone(),
                        default: v.get("default")?.as_str()?.to_string(),
                        allowed: v
                            .get("enum")
                            .and_then(Value::as_array)
                            .map(|e| {
                                e.iter()
                                    .filter_map(Value::as_str)
                                    .map(str::to_string)
                                    .collect()
                            })
                            .unwrap_or_default(),
                        description: v
                            .get("description")
                            .and_then(Value::as_str)
                            .map(str::to_string),
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    Some(Server {
        url: url.trim_end_matches('/').to_string(),
        description: s
            .get("description")
            .and_then(Value::as_str)
            .map(str::to_string),
        variables,
    })
}
