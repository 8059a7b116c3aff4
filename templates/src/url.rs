//! The upstream API's base URL: parsed and checked once at startup, with the spec's server
//! variables filled in from the operator's values or the defaults, and per tool when an
//! operation names a server of its own. The host of every request comes from here, never from
//! tool arguments.

use super::descriptor::{Api, Tool};

/// The upstream API's base URL, checked once at startup.
#[derive(Debug, Clone)]
pub struct BaseUrl {
    url: reqwest::Url,
    /// The URL without a trailing `/`; tool paths (which start with `/`) are appended to it.
    prefix: String,
}

impl BaseUrl {
    pub fn parse(text: &str) -> Result<BaseUrl, String> {
        let url = reqwest::Url::parse(text.trim())
            .map_err(|err| format!("invalid base URL {text:?}: {err}"))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(format!(
                "invalid base URL {text:?}: the scheme must be http or https"
            ));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(format!("invalid base URL {text:?}: it has no host"));
        }
        // Credentials belong in the environment variables of the security schemes, where
        // they are kept out of logs; a URL gets printed.
        if !url.username().is_empty() || url.password().is_some() {
            return Err(
                "invalid base URL: it must not contain a user name or password".to_string(),
            );
        }
        if url.query().is_some() || url.fragment().is_some() {
            return Err(format!(
                "invalid base URL {text:?}: it must not have a query or fragment"
            ));
        }
        let prefix = url.as_str().trim_end_matches('/').to_string();
        Ok(BaseUrl { url, prefix })
    }

    pub fn as_str(&self) -> &str {
        &self.prefix
    }

    /// Host (and port, when not the default) for messages: never has a path or query.
    pub fn authority(&self) -> String {
        let host = self.url.host_str().unwrap_or_default();
        match self.url.port() {
            Some(port) => format!("{host}:{port}"),
            None => host.to_string(),
        }
    }

    pub fn url(&self) -> &reqwest::Url {
        &self.url
    }

    /// Resolves a URL reference from the spec (an operation's server, a token URL) against
    /// this URL with RFC 3986 rules.
    pub fn join(&self, reference: &str) -> Result<reqwest::Url, String> {
        self.url
            .join(reference.trim())
            .map_err(|err| format!("invalid URL {reference:?}: {err}"))
    }
}

/// Fills the `{name}` placeholders of a server URL from the spec's server variables: the
/// operator's value (`settings.server_variables`, read from each variable's environment
/// variable) when there is one, else the default. A value outside the variable's `enum` is an
/// error naming the variable and where the value came from.
pub fn substitute_server_variables(
    api: &Api,
    template: &str,
    chosen: &[(String, String)],
) -> Result<String, String> {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            return Err(format!("the server URL {template:?} has an unclosed `{{`"));
        };
        let name = &after[..close];
        let Some(variable) = api.server_variables.iter().find(|v| v.name == name) else {
            return Err(format!(
                "the server URL {template:?} uses {{{name}}}, which the API description does \
                 not define"
            ));
        };
        let operator = chosen
            .iter()
            .find(|(chosen_name, _)| chosen_name == name)
            .map(|(_, value)| value.as_str());
        let value = operator.unwrap_or(variable.default);
        if value.is_empty() {
            return Err(format!(
                "server variable `{name}` has no value: set {}",
                variable.env
            ));
        }
        if !variable.allowed.is_empty() && !variable.allowed.contains(&value) {
            let source = match operator {
                Some(_) => format!("from {}", variable.env),
                None => "the spec's default".to_string(),
            };
            return Err(format!(
                "server variable `{name}` is {value:?} ({source}), but must be one of: {}",
                variable.allowed.join(", ")
            ));
        }
        out.push_str(value);
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The base URL of the API: the operator's (`--base-url`/`<PREFIX>_BASE_URL`, taken as is),
/// else the spec's first server with its variables filled in. A relative server URL in the
/// spec (`/api/v3`, relative to wherever the document was served) cannot be used on its own.
pub fn resolve_base_url(
    api: &Api,
    configured: Option<&str>,
    chosen: &[(String, String)],
) -> Result<BaseUrl, String> {
    let prefix = api.env_prefix;
    if let Some(url) = configured.map(str::trim).filter(|url| !url.is_empty()) {
        return BaseUrl::parse(url)
            .map_err(|err| format!("{err} (set with --base-url or {prefix}_BASE_URL)"));
    }
    if api.default_base_url.is_empty() {
        return Err(format!(
            "no base URL: the API description names no server; pass --base-url or set \
             {prefix}_BASE_URL"
        ));
    }
    let text = substitute_server_variables(api, api.default_base_url, chosen)?;
    if text.starts_with('/') {
        return Err(format!(
            "the API description's server URL {text:?} is relative; set {prefix}_BASE_URL (or \
             pass --base-url) to the absolute URL of the API, e.g. https://api.example.com{}",
            text.trim_end_matches('/')
        ));
    }
    BaseUrl::parse(&text).map_err(|err| format!("{err} (set with --base-url or {prefix}_BASE_URL)"))
}

/// The base URL of one tool: its own server from the spec when it has one (variables filled
/// in; a relative one is taken relative to the API base URL's origin), else the API's.
pub fn resolve_tool_base_url(
    api: &Api,
    tool: &Tool,
    base: &BaseUrl,
    chosen: &[(String, String)],
) -> Result<BaseUrl, String> {
    let Some(server) = tool.server else {
        return Ok(base.clone());
    };
    let problem = |err: String| format!("tool `{}`: its server URL: {err}", tool.name);
    let text = substitute_server_variables(api, server, chosen).map_err(problem)?;
    let is_absolute = reqwest::Url::parse(&text).is_ok();
    let url = if is_absolute {
        text
    } else {
        let mut origin = base.url().clone();
        origin.set_path("/");
        origin
            .join(&text)
            .map_err(|err| problem(format!("invalid URL {text:?}: {err}")))?
            .to_string()
    };
    BaseUrl::parse(&url).map_err(problem)
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::ServerVariable;
    use super::super::request::build;
    use super::super::tests::{GET_FILE, args};
    use super::*;
    use serde_json::json;

    #[test]
    fn base_url_rules() {
        assert_eq!(
            BaseUrl::parse("https://api.example.com").unwrap().as_str(),
            "https://api.example.com"
        );
        assert_eq!(
            BaseUrl::parse("http://localhost:8080/api/")
                .unwrap()
                .as_str(),
            "http://localhost:8080/api"
        );
        assert_eq!(
            BaseUrl::parse("http://localhost:8080/api/")
                .unwrap()
                .authority(),
            "localhost:8080"
        );
        for bad in [
            "ftp://example.com",
            "/relative",
            "https://user:pw@example.com",
            "https://example.com/?key=1",
            "https://example.com/#x",
            "not a url",
        ] {
            assert!(BaseUrl::parse(bad).is_err(), "{bad}");
        }
        let err = BaseUrl::parse("https://user:hunter2@example.com").unwrap_err();
        assert!(!err.contains("hunter2"), "{err}");
    }

    // --- Server URLs. ---

    static VARIABLES: [ServerVariable; 2] = [
        ServerVariable {
            name: "region",
            default: "eu",
            allowed: &["eu", "us"],
            env: "SHOP_REGION",
        },
        ServerVariable {
            name: "version",
            default: "v1",
            allowed: &[],
            env: "SHOP_VERSION",
        },
    ];

    static SHOP: Api = Api {
        name: "shop-mcp",
        title: "Shop",
        version: "1",
        instructions: "",
        env_prefix: "SHOP",
        default_base_url: "https://{region}.shop.example/{version}",
        server_variables: &VARIABLES,
        security_schemes: &[],
        input_defs: "",
        output_defs: "",
        tools: &[],
    };

    fn chosen(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect()
    }

    #[test]
    fn server_variables_are_filled_from_the_operator_or_the_default() {
        let url = resolve_base_url(&SHOP, None, &[]).unwrap();
        assert_eq!(url.as_str(), "https://eu.shop.example/v1");
        let url =
            resolve_base_url(&SHOP, None, &chosen(&[("region", "us"), ("version", "v2")])).unwrap();
        assert_eq!(url.as_str(), "https://us.shop.example/v2");
    }

    #[test]
    fn server_variable_outside_its_enum_is_an_error_naming_it() {
        let err = resolve_base_url(&SHOP, None, &chosen(&[("region", "mars")])).unwrap_err();
        assert_eq!(
            err,
            "server variable `region` is \"mars\" (from SHOP_REGION), but must be one of: eu, us"
        );
        static BAD_DEFAULT: Api = Api {
            default_base_url: "https://{nope}.example",
            ..SHOP
        };
        let err = resolve_base_url(&BAD_DEFAULT, None, &[]).unwrap_err();
        assert!(err.contains("uses {nope}, which the API description does not define"));
    }

    #[test]
    fn host_names_outside_ascii_become_their_ascii_form() {
        // IDNA through `url` and the unicode-rs back end the runtime pins (Cargo.toml).
        for (written, ascii) in [
            ("https://bücher.example/v1", "xn--bcher-kva.example"),
            ("https://MÜNCHEN.example", "xn--mnchen-3ya.example"),
            ("https://例え.テスト/api", "xn--r8jz45g.xn--zckzah"),
        ] {
            let url = BaseUrl::parse(written).unwrap();
            assert_eq!(url.authority(), ascii, "{written}");
        }
        // What IDNA forbids stays an error.
        assert!(BaseUrl::parse("https://a\u{FFFD}b.example").is_err());
    }

    #[test]
    fn explicit_base_url_replaces_the_default_without_substitution() {
        // Even a value the enum would refuse does not matter: the default is not used.
        let url = resolve_base_url(
            &SHOP,
            Some(" http://localhost:8080/api/ "),
            &chosen(&[("region", "mars")]),
        )
        .unwrap();
        assert_eq!(url.as_str(), "http://localhost:8080/api");
    }

    #[test]
    fn relative_default_server_needs_an_absolute_base_url() {
        static RELATIVE: Api = Api {
            default_base_url: "/api/{version}",
            ..SHOP
        };
        let err = resolve_base_url(&RELATIVE, None, &[]).unwrap_err();
        assert_eq!(
            err,
            "the API description's server URL \"/api/v1\" is relative; set SHOP_BASE_URL (or \
             pass --base-url) to the absolute URL of the API, e.g. \
             https://api.example.com/api/v1"
        );
        assert!(resolve_base_url(&RELATIVE, Some("https://h.example/api/v1"), &[]).is_ok());
        static NONE: Api = Api {
            default_base_url: "",
            ..SHOP
        };
        let err = resolve_base_url(&NONE, None, &[]).unwrap_err();
        assert!(err.starts_with("no base URL"), "{err}");
    }

    #[test]
    fn operation_servers_replace_the_base_url() {
        let base = BaseUrl::parse("http://localhost:9000/api/v1").unwrap();
        let with_server = |server: &'static str| Tool {
            server: Some(server),
            ..GET_FILE
        };
        let absolute = with_server("https://upload-{region}.shop.example/{version}/");
        let url =
            resolve_tool_base_url(&SHOP, &absolute, &base, &chosen(&[("region", "us")])).unwrap();
        assert_eq!(url.as_str(), "https://upload-us.shop.example/v1");

        // Relative to the base URL's origin, not to its path.
        let relative = with_server("/files/{version}");
        let url = resolve_tool_base_url(&SHOP, &relative, &base, &[]).unwrap();
        assert_eq!(url.as_str(), "http://localhost:9000/files/v1");

        let url = resolve_tool_base_url(&SHOP, &GET_FILE, &base, &[]).unwrap();
        assert_eq!(url.as_str(), "http://localhost:9000/api/v1");

        let bad = with_server("https://{region}.example");
        let err =
            resolve_tool_base_url(&SHOP, &bad, &base, &chosen(&[("region", "x")])).unwrap_err();
        assert!(
            err.starts_with("tool `t`: its server URL: server variable `region`"),
            "{err}"
        );
    }

    #[test]
    fn requests_of_a_tool_with_its_own_server_stay_on_that_server() {
        static UPLOAD: Tool = Tool {
            server: Some("https://upload.shop.example/v2"),
            ..GET_FILE
        };
        let base = BaseUrl::parse("https://api.shop.example/v1").unwrap();
        let tool_base = resolve_tool_base_url(&SHOP, &UPLOAD, &base, &[]).unwrap();
        let request = build(
            &tool_base,
            &UPLOAD,
            &args(json!({"owner_id": 1, "name": "a"})),
        )
        .unwrap();
        assert_eq!(
            request.url_text(),
            "https://upload.shop.example/v2/owners/1/files/a"
        );
        assert!(request.url(&tool_base).is_ok());
        // Checked against the API's base instead, the origin differs: refused.
        assert!(request.url(&base).is_err());
    }
}
