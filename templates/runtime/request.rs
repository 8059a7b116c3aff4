//! Turns a tool call (base URL, tool descriptor, arguments) into the parts of one HTTP request,
//! without touching the network, so the safety rules live in pure, tested functions:
//!
//! * the host always comes from the configured base URL, never from arguments;
//! * each path argument is percent-encoded as exactly one path segment, so `/`, `?`, `#`, `%`,
//!   `..` or spaces in a value cannot change which endpoint is called;
//! * header and cookie values cannot carry CR, LF or other control characters (no header
//!   injection), and cookie values cannot smuggle extra cookies with `;`.

use percent_encoding::{AsciiSet, CONTROLS, NON_ALPHANUMERIC, utf8_percent_encode};
use serde_json::{Map, Value};

use super::descriptor::{Body, Location, Method, Param, Style, Tool};

/// Everything but RFC 3986 "unreserved" characters: a value encoded with it is inert in a path
/// segment and in a query component alike.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// Characters the URL parser would encode in a path by itself (plus `\`, which it reads as `/`
/// for http URLs). Encoding them up front in the spec's literal path text keeps the URL we
/// build identical to the URL that is sent, which is what [`HttpRequest::url`] checks.
const PATH_LITERAL: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\');

/// RFC 6265 forbids these in a cookie value; `%` is added so the encoding can be undone.
const COOKIE_VALUE: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b',')
    .add(b';')
    .add(b'\\')
    .add(b'%');

/// A cookie name additionally must not contain `=`.
const COOKIE_NAME: &AsciiSet = &COOKIE_VALUE.add(b'=');

/// Sent unless a header parameter sets `Accept`: prefer JSON, which becomes structured content.
pub const DEFAULT_ACCEPT: &str = "application/json, */*;q=0.8";

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
}

/// One header to send. `sensitive` headers (credentials) are hidden from `Debug` output by the
/// HTTP stack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub name: String,
    pub value: String,
    pub sensitive: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestBody {
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// The parts of one HTTP request, ready to hand to `reqwest`.
#[derive(Debug, Clone)]
pub struct HttpRequest {
    pub method: Method,
    /// Base URL plus the encoded path, without the query.
    pub path_url: String,
    /// Query pairs, both sides already percent-encoded, in order.
    pub query: Vec<(String, String)>,
    pub headers: Vec<Header>,
    /// Cookie pairs, both sides already encoded; sent as one `Cookie` header.
    pub cookies: Vec<(String, String)>,
    pub body: Option<RequestBody>,
}

impl HttpRequest {
    /// The full URL as text, query included.
    pub fn url_text(&self) -> String {
        if self.query.is_empty() {
            return self.path_url.clone();
        }
        let query: Vec<String> = self
            .query
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        format!("{}?{}", self.path_url, query.join("&"))
    }

    /// Parses the URL and checks that it is exactly the one built: same text (so the URL parser
    /// normalised nothing away, e.g. no dot segment was resolved) and the base URL's origin.
    pub fn url(&self, base: &BaseUrl) -> Result<reqwest::Url, String> {
        let text = self.url_text();
        let url = reqwest::Url::parse(&text)
            .map_err(|err| format!("the request URL could not be built: {err}"))?;
        let base = base.url();
        let same_origin = url.scheme() == base.scheme()
            && url.host_str() == base.host_str()
            && url.port_or_known_default() == base.port_or_known_default();
        if !same_origin || url.as_str() != text {
            return Err("the arguments would change the request URL; refused".to_string());
        }
        Ok(url)
    }

    pub fn cookie_header(&self) -> Option<String> {
        if self.cookies.is_empty() {
            return None;
        }
        let pairs: Vec<String> = self
            .cookies
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        Some(pairs.join("; "))
    }

    /// Adds a query pair given in plain text (it is encoded here).
    pub fn add_query(&mut self, name: &str, value: &str) {
        self.query
            .push((encode(name, COMPONENT), encode(value, COMPONENT)));
    }

    /// Adds a cookie given in plain text (it is encoded here).
    pub fn add_cookie(&mut self, name: &str, value: &str) {
        self.cookies
            .push((encode(name, COOKIE_NAME), encode(value, COOKIE_VALUE)));
    }

    /// Sets a header, replacing any header of the same name (so an argument cannot add a second
    /// `Authorization` next to the configured one).
    pub fn set_header(&mut self, name: &str, value: String, sensitive: bool) {
        self.headers
            .retain(|header| !header.name.eq_ignore_ascii_case(name));
        self.headers.push(Header {
            name: name.to_string(),
            value,
            sensitive,
        });
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|header| header.name.eq_ignore_ascii_case(name))
            .map(|header| header.value.as_str())
    }

    /// Builds the `reqwest` request. Fails (with a message naming no value) when a header name
    /// or value is not valid HTTP.
    pub fn to_reqwest(
        &self,
        client: &reqwest::Client,
        base: &BaseUrl,
    ) -> Result<reqwest::RequestBuilder, String> {
        use reqwest::header::{HeaderMap, HeaderName, HeaderValue};

        let url = self.url(base)?;
        let mut headers = HeaderMap::new();
        let mut insert = |name: &str, value: &str, sensitive: bool| -> Result<(), String> {
            let header_name = HeaderName::from_bytes(name.as_bytes())
                .map_err(|_| format!("`{name}` is not a valid HTTP header name"))?;
            let mut header_value = HeaderValue::from_bytes(value.as_bytes())
                .map_err(|_| format!("the value of header `{name}` is not valid in HTTP"))?;
            header_value.set_sensitive(sensitive);
            headers.append(header_name, header_value);
            Ok(())
        };
        if self.header("accept").is_none() {
            insert("accept", DEFAULT_ACCEPT, false)?;
        }
        for header in &self.headers {
            insert(&header.name, &header.value, header.sensitive)?;
        }
        if let Some(cookie) = self.cookie_header() {
            // Cookies may carry an API key; treat the whole header as a secret.
            insert("cookie", &cookie, true)?;
        }
        let mut builder = client
            .request(to_reqwest_method(self.method), url)
            .headers(headers);
        if let Some(body) = &self.body {
            builder = builder
                .header(reqwest::header::CONTENT_TYPE, body.content_type)
                .body(body.bytes.clone());
        }
        Ok(builder)
    }
}

pub fn to_reqwest_method(method: Method) -> reqwest::Method {
    match method {
        Method::Get => reqwest::Method::GET,
        Method::Head => reqwest::Method::HEAD,
        Method::Options => reqwest::Method::OPTIONS,
        Method::Trace => reqwest::Method::TRACE,
        Method::Post => reqwest::Method::POST,
        Method::Put => reqwest::Method::PUT,
        Method::Patch => reqwest::Method::PATCH,
        Method::Delete => reqwest::Method::DELETE,
    }
}

/// Builds the request for `tool` from already validated arguments. Errors name the argument
/// at fault and what is wrong; they never echo header values.
pub fn build(
    base: &BaseUrl,
    tool: &'static Tool,
    args: &Map<String, Value>,
) -> Result<HttpRequest, String> {
    let path = build_path(tool, args)?;
    let mut request = HttpRequest {
        method: tool.method,
        path_url: format!("{}{path}", base.as_str()),
        query: Vec::new(),
        headers: Vec::new(),
        cookies: Vec::new(),
        body: None,
    };

    for param in tool.params {
        let value = match args.get(param.arg) {
            // An explicit null is how clients say "not set" for optional parameters.
            None | Some(Value::Null) => {
                if param.required && param.location != Location::Path {
                    return Err(format!("`{}`: missing required argument", param.arg));
                }
                continue;
            }
            Some(value) => value,
        };
        match param.location {
            Location::Path => {}
            Location::Query => {
                for (name, value) in form_pairs(param, value, COMPONENT, COMPONENT) {
                    request.query.push((name, value));
                }
            }
            Location::Cookie => {
                for (name, value) in form_pairs(param, value, COOKIE_NAME, COOKIE_VALUE) {
                    request.cookies.push((name, value));
                }
            }
            Location::Header => {
                let text = simple_value(param, value, None);
                if text.chars().any(char::is_control) {
                    return Err(format!(
                        "`{}`: header values must not contain line breaks or other control \
                         characters",
                        param.arg
                    ));
                }
                request.headers.push(Header {
                    name: param.api.to_string(),
                    value: text,
                    sensitive: false,
                });
            }
        }
    }

    request.body = build_body(tool.body, args)?;
    request.url(base)?;
    Ok(request)
}

/// Substitutes `{name}` placeholders of the path template with encoded path arguments.
fn build_path(tool: &Tool, args: &Map<String, Value>) -> Result<String, String> {
    let mut path = String::with_capacity(tool.path.len() + 16);
    let mut rest = tool.path;
    while let Some(open) = rest.find('{') {
        path.extend(utf8_percent_encode(&rest[..open], PATH_LITERAL));
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            return Err(format!("the path template {:?} is malformed", tool.path));
        };
        let name = &after[..close];
        let param = tool
            .params
            .iter()
            .find(|p| p.location == Location::Path && p.api == name)
            .ok_or_else(|| format!("the path template has no parameter for {{{name}}}"))?;
        path.push_str(&path_segment(param, args.get(param.arg))?);
        rest = &after[close + 1..];
    }
    path.extend(utf8_percent_encode(rest, PATH_LITERAL));
    Ok(path)
}

fn path_segment(param: &Param, value: Option<&Value>) -> Result<String, String> {
    let arg = param.arg;
    let value = match value {
        None | Some(Value::Null) => {
            return Err(format!("`{arg}`: missing required path argument"));
        }
        Some(value) => value,
    };
    let segment = simple_value(param, value, Some(COMPONENT));
    if segment.is_empty() {
        // `/pets/{id}` with an empty id would call `/pets/`, another endpoint entirely.
        return Err(format!(
            "`{arg}`: must not be empty (it is part of the URL path)"
        ));
    }
    // URL parsers resolve `.`/`..` segments even when percent-encoded (`%2e%2e`), so no
    // encoding makes them safe: refuse them.
    if segment == "." || segment == ".." {
        return Err(format!(
            "`{arg}`: `{segment}` is not allowed as a path segment (it would change the \
             request path)"
        ));
    }
    Ok(segment)
}

/// The text form of a JSON value inside a parameter: strings as they are, numbers and booleans
/// as their JSON text, null as nothing, nested structures as compact JSON.
fn scalar_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn encode(text: &str, set: &'static AsciiSet) -> String {
    utf8_percent_encode(text, set).to_string()
}

fn encode_with(text: &str, set: Option<&'static AsciiSet>) -> String {
    match set {
        Some(set) => encode(text, set),
        None => text.to_string(),
    }
}

/// OpenAPI `style: simple` (paths and headers): arrays `a,b`, objects `k,v,k2,v2`, or
/// `k=v,k2=v2` when exploded. Each piece is encoded on its own so the separators stay literal.
fn simple_value(param: &Param, value: &Value, set: Option<&'static AsciiSet>) -> String {
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| encode_with(&scalar_text(item), set))
            .collect::<Vec<_>>()
            .join(","),
        Value::Object(object) => object
            .iter()
            .map(|(key, item)| {
                let key = encode_with(key, set);
                let item = encode_with(&scalar_text(item), set);
                if param.explode {
                    format!("{key}={item}")
                } else {
                    format!("{key},{item}")
                }
            })
            .collect::<Vec<_>>()
            .join(","),
        scalar => encode_with(&scalar_text(scalar), set),
    }
}

/// OpenAPI `style: form` (query and cookie): scalars `k=v`; arrays `k=a&k=b` when exploded,
/// `k=a,b` otherwise; objects become their own pairs when exploded, `k=p,v,q,w` otherwise.
/// A `Style::Simple` query or cookie parameter is not valid OpenAPI and is treated as form.
fn form_pairs(
    param: &Param,
    value: &Value,
    name_set: &'static AsciiSet,
    value_set: &'static AsciiSet,
) -> Vec<(String, String)> {
    debug_assert!(matches!(param.style, Style::Form | Style::Simple));
    let name = encode(param.api, name_set);
    match value {
        Value::Array(items) if param.explode => items
            .iter()
            .map(|item| (name.clone(), encode(&scalar_text(item), value_set)))
            .collect(),
        // RFC 6570: an empty list is "undefined" and leaves no trace in the query.
        Value::Array(items) if items.is_empty() => Vec::new(),
        Value::Array(items) => {
            let joined: Vec<String> = items
                .iter()
                .map(|item| encode(&scalar_text(item), value_set))
                .collect();
            vec![(name, joined.join(","))]
        }
        Value::Object(object) if param.explode => object
            .iter()
            .map(|(key, item)| (encode(key, name_set), encode(&scalar_text(item), value_set)))
            .collect(),
        Value::Object(object) if object.is_empty() => Vec::new(),
        Value::Object(object) => {
            let joined: Vec<String> = object
                .iter()
                .flat_map(|(key, item)| {
                    [
                        encode(key, value_set),
                        encode(&scalar_text(item), value_set),
                    ]
                })
                .collect();
            vec![(name, joined.join(","))]
        }
        scalar => vec![(name, encode(&scalar_text(scalar), value_set))],
    }
}

/// `application/json`, `application/problem+json`, `application/json; charset=utf-8`, ...
pub fn is_json_content_type(content_type: &str) -> bool {
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

fn is_form_content_type(content_type: &str) -> bool {
    content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .eq_ignore_ascii_case("application/x-www-form-urlencoded")
}

fn build_body(
    body: Option<Body>,
    args: &Map<String, Value>,
) -> Result<Option<RequestBody>, String> {
    let Some(body) = body else {
        return Ok(None);
    };
    match body {
        Body::Fields {
            content_type,
            fields,
            required,
        } => {
            // Explicit nulls are kept: in a PATCH body, `null` often means "clear this field".
            let object: Map<String, Value> = fields
                .iter()
                .filter_map(|field| Some((field.to_string(), args.get(*field)?.clone())))
                .collect();
            if object.is_empty() && !required {
                return Ok(None);
            }
            let bytes = if is_json_content_type(content_type) {
                Value::Object(object).to_string().into_bytes()
            } else if is_form_content_type(content_type) {
                form_body(&object).into_bytes()
            } else {
                return Err(format!(
                    "request bodies of type {content_type} are not supported by this server"
                ));
            };
            Ok(Some(RequestBody {
                content_type,
                bytes,
            }))
        }
        Body::Whole {
            content_type,
            arg,
            required,
        } => {
            let Some(value) = args.get(arg) else {
                if required {
                    return Err(format!("`{arg}`: missing required argument (request body)"));
                }
                return Ok(None);
            };
            let bytes = match value {
                _ if is_json_content_type(content_type) => value.to_string().into_bytes(),
                // A text body (text/plain, XML, CSV, ...) is the string itself, not JSON.
                Value::String(text) => text.clone().into_bytes(),
                Value::Object(object) if is_form_content_type(content_type) => {
                    form_body(object).into_bytes()
                }
                other => other.to_string().into_bytes(),
            };
            Ok(Some(RequestBody {
                content_type,
                bytes,
            }))
        }
    }
}

/// `application/x-www-form-urlencoded`: arrays repeat their key (the OpenAPI default for
/// form bodies), nested objects travel as JSON text.
fn form_body(object: &Map<String, Value>) -> String {
    let mut pairs = Vec::new();
    for (key, value) in object {
        let key = encode(key, COMPONENT);
        match value {
            Value::Array(items) => {
                for item in items {
                    pairs.push(format!("{key}={}", encode(&scalar_text(item), COMPONENT)));
                }
            }
            other => pairs.push(format!("{key}={}", encode(&scalar_text(other), COMPONENT))),
        }
    }
    pairs.join("&")
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::Hints;
    use super::*;
    use serde_json::json;

    const HINTS: Hints = Hints {
        read_only: true,
        destructive: false,
        idempotent: true,
        open_world: false,
    };

    const fn param(arg: &'static str, api: &'static str, location: Location) -> Param {
        let style = match location {
            Location::Path | Location::Header => Style::Simple,
            Location::Query | Location::Cookie => Style::Form,
        };
        Param {
            arg,
            api,
            location,
            required: matches!(location, Location::Path),
            style,
            explode: matches!(location, Location::Query | Location::Cookie),
        }
    }

    const fn tool(
        method: Method,
        path: &'static str,
        params: &'static [Param],
        body: Option<Body>,
    ) -> Tool {
        Tool {
            name: "t",
            title: "t",
            description: "",
            method,
            path,
            params,
            body,
            hints: HINTS,
            security: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
        }
    }

    static GET_FILE: Tool = tool(
        Method::Get,
        "/owners/{ownerId}/files/{name}",
        &[
            param("owner_id", "ownerId", Location::Path),
            param("name", "name", Location::Path),
        ],
        None,
    );

    static SEARCH: Tool = tool(
        Method::Get,
        "/pets",
        &[
            param("tags", "tags", Location::Query),
            Param {
                explode: false,
                ..param("ids", "id", Location::Query)
            },
            param("filter", "filter", Location::Query),
            Param {
                explode: false,
                ..param("point", "point", Location::Query)
            },
            param("q", "q", Location::Query),
            param("request_id", "X-Request-Id", Location::Header),
            param("langs", "Accept-Language", Location::Header),
            param("session", "session", Location::Cookie),
            param("theme", "theme", Location::Cookie),
        ],
        None,
    );

    static CREATE: Tool = tool(
        Method::Post,
        "/pets",
        &[Param {
            required: true,
            ..param("dry_run", "dryRun", Location::Query)
        }],
        Some(Body::Fields {
            content_type: "application/json",
            fields: &["name", "tags", "nickname"],
            required: true,
        }),
    );

    static UPLOAD_TEXT: Tool = tool(
        Method::Put,
        "/notes/{id}",
        &[param("id", "id", Location::Path)],
        Some(Body::Whole {
            content_type: "text/plain",
            arg: "body",
            required: true,
        }),
    );

    static REPLACE_TAGS: Tool = tool(
        Method::Put,
        "/pets/tags",
        &[],
        Some(Body::Whole {
            content_type: "application/json",
            arg: "body",
            required: false,
        }),
    );

    static FORM: Tool = tool(
        Method::Post,
        "/login",
        &[],
        Some(Body::Fields {
            content_type: "application/x-www-form-urlencoded",
            fields: &["user", "scopes"],
            required: true,
        }),
    );

    static EXPLODED_PATH: Tool = tool(
        Method::Get,
        "/points/{p}",
        &[Param {
            explode: true,
            ..param("p", "p", Location::Path)
        }],
        None,
    );

    fn base() -> BaseUrl {
        BaseUrl::parse("https://api.example.com/v1/").unwrap()
    }

    fn args(value: Value) -> Map<String, Value> {
        match value {
            Value::Object(map) => map,
            _ => panic!("not an object"),
        }
    }

    fn url_of(tool: &'static Tool, value: Value) -> Result<String, String> {
        build(&base(), tool, &args(value)).map(|request| request.url_text())
    }

    fn file_url(name: &str) -> Result<String, String> {
        url_of(&GET_FILE, json!({"owner_id": 42, "name": name}))
    }

    #[test]
    fn plain_path_arguments() {
        assert_eq!(
            file_url("report.pdf").unwrap(),
            "https://api.example.com/v1/owners/42/files/report.pdf"
        );
    }

    #[test]
    fn path_arguments_cannot_change_the_path() {
        let cases = [
            ("a/b", "a%2Fb"),
            ("../../admin", "..%2F..%2Fadmin"),
            ("x?admin=1", "x%3Fadmin%3D1"),
            ("x#frag", "x%23frag"),
            ("100%", "100%25"),
            ("%2e%2e", "%252e%252e"),
            ("two words", "two%20words"),
            ("a\\b", "a%5Cb"),
            ("semi;colon", "semi%3Bcolon"),
            ("ünï", "%C3%BCn%C3%AF"),
            ("..x", "..x"),
            ("line\r\nbreak", "line%0D%0Abreak"),
        ];
        for (value, encoded) in cases {
            assert_eq!(
                file_url(value).unwrap(),
                format!("https://api.example.com/v1/owners/42/files/{encoded}"),
                "value {value:?}"
            );
        }
    }

    #[test]
    fn dot_segments_and_empty_path_values_are_refused() {
        for value in [".", ".."] {
            let err = file_url(value).unwrap_err();
            assert!(err.starts_with("`name`:"), "{err}");
            assert!(err.contains("not allowed as a path segment"), "{err}");
        }
        let err = file_url("").unwrap_err();
        assert_eq!(
            err,
            "`name`: must not be empty (it is part of the URL path)"
        );
    }

    #[test]
    fn the_url_parser_would_resolve_encoded_dot_segments() {
        // Why `..` is refused instead of encoded: WHATWG URL parsing treats `%2e%2e` as `..`.
        let url = reqwest::Url::parse("https://h.example/a/%2e%2e/b").unwrap();
        assert_eq!(url.path(), "/b");
    }

    #[test]
    fn urls_cannot_redirect_the_host() {
        for value in [
            "http://evil.example/x",
            "//evil.example",
            "@evil.example",
            "evil.example:80",
        ] {
            let url = file_url(value).unwrap();
            assert!(
                url.starts_with("https://api.example.com/v1/owners/42/files/"),
                "{url}"
            );
            let parsed = reqwest::Url::parse(&url).unwrap();
            assert_eq!(parsed.host_str(), Some("api.example.com"));
            assert_eq!(parsed.path_segments().unwrap().count(), 5, "{url}");
        }
        assert_eq!(
            file_url("http://evil/x").unwrap(),
            "https://api.example.com/v1/owners/42/files/http%3A%2F%2Fevil%2Fx"
        );
    }

    #[test]
    fn missing_path_argument_is_an_error() {
        let err = url_of(&GET_FILE, json!({"owner_id": 1})).unwrap_err();
        assert_eq!(err, "`name`: missing required path argument");
        let err = url_of(&GET_FILE, json!({"owner_id": 1, "name": null})).unwrap_err();
        assert_eq!(err, "`name`: missing required path argument");
    }

    #[test]
    fn path_arrays_and_objects_use_simple_style() {
        let url = url_of(
            &GET_FILE,
            json!({"owner_id": [1, "a,b", true], "name": "n"}),
        )
        .unwrap();
        assert_eq!(
            url,
            "https://api.example.com/v1/owners/1,a%2Cb,true/files/n"
        );
        let url = url_of(&EXPLODED_PATH, json!({"p": {"x": 1, "y": "a/b"}})).unwrap();
        assert_eq!(url, "https://api.example.com/v1/points/x=1,y=a%2Fb");
    }

    #[test]
    fn query_form_style() {
        let request = build(
            &base(),
            &SEARCH,
            &args(json!({
                "tags": ["dog", "cat & mouse"],
                "ids": [1, 2, 3],
                "filter": {"status": "sold", "age": 3},
                "point": {"x": 1, "y": 2},
                "q": "a=b&c=d"
            })),
        )
        .unwrap();
        assert_eq!(
            request.url_text(),
            "https://api.example.com/v1/pets?tags=dog&tags=cat%20%26%20mouse&id=1,2,3\
             &status=sold&age=3&point=x,1,y,2&q=a%3Db%26c%3Dd"
        );
    }

    #[test]
    fn query_scalars_use_json_text_and_nulls_are_skipped() {
        let url = url_of(&SEARCH, json!({"q": 1.5, "tags": true, "ids": null})).unwrap();
        assert_eq!(url, "https://api.example.com/v1/pets?tags=true&q=1.5");
        let url = url_of(&SEARCH, json!({"ids": [], "tags": []})).unwrap();
        assert_eq!(url, "https://api.example.com/v1/pets");
    }

    #[test]
    fn headers_are_simple_style_and_refuse_control_characters() {
        let request = build(
            &base(),
            &SEARCH,
            &args(json!({"request_id": "abc-123", "langs": ["en", "fr"]})),
        )
        .unwrap();
        assert_eq!(request.header("x-request-id"), Some("abc-123"));
        assert_eq!(request.header("Accept-Language"), Some("en,fr"));

        for bad in [
            "a\r\nX-Admin: 1",
            "a\nb",
            "a\rb",
            "a\u{0}b",
            "a\u{7f}b",
            "a\u{85}b",
        ] {
            let err = build(&base(), &SEARCH, &args(json!({"request_id": bad}))).unwrap_err();
            assert_eq!(
                err,
                "`request_id`: header values must not contain line breaks or other control \
                 characters"
            );
        }
        let err = build(&base(), &SEARCH, &args(json!({"langs": ["en", "x\r\ny"]}))).unwrap_err();
        assert!(err.starts_with("`langs`:"), "{err}");
    }

    #[test]
    fn cookies_are_joined_and_cannot_inject_more_cookies() {
        let request = build(
            &base(),
            &SEARCH,
            &args(json!({"session": "abc; admin=true", "theme": "dark"})),
        )
        .unwrap();
        assert_eq!(
            request.cookie_header().as_deref(),
            Some("session=abc%3B%20admin=true; theme=dark")
        );
        let request = build(&base(), &SEARCH, &args(json!({}))).unwrap();
        assert_eq!(request.cookie_header(), None);
    }

    #[test]
    fn json_fields_body_keeps_present_fields_only() {
        let request = build(
            &base(),
            &CREATE,
            &args(json!({"dry_run": false, "name": "Rex", "nickname": null, "other": 1})),
        )
        .unwrap();
        assert_eq!(request.method, Method::Post);
        assert_eq!(
            request.url_text(),
            "https://api.example.com/v1/pets?dryRun=false"
        );
        let body = request.body.unwrap();
        assert_eq!(body.content_type, "application/json");
        let sent: Value = serde_json::from_slice(&body.bytes).unwrap();
        assert_eq!(sent, json!({"name": "Rex", "nickname": null}));
    }

    #[test]
    fn required_fields_body_is_sent_even_when_empty() {
        let request = build(&base(), &CREATE, &args(json!({"dry_run": true}))).unwrap();
        assert_eq!(request.body.unwrap().bytes, b"{}");
    }

    #[test]
    fn missing_required_query_argument_is_an_error() {
        let err = build(&base(), &CREATE, &args(json!({"name": "Rex"}))).unwrap_err();
        assert_eq!(err, "`dry_run`: missing required argument");
    }

    #[test]
    fn whole_text_body_is_sent_as_is() {
        let request = build(
            &base(),
            &UPLOAD_TEXT,
            &args(json!({"id": "n1", "body": "hello \"world\"\n"})),
        )
        .unwrap();
        let body = request.body.unwrap();
        assert_eq!(body.content_type, "text/plain");
        assert_eq!(body.bytes, b"hello \"world\"\n");
        let err = build(&base(), &UPLOAD_TEXT, &args(json!({"id": "n1"}))).unwrap_err();
        assert_eq!(err, "`body`: missing required argument (request body)");
    }

    #[test]
    fn whole_json_body_is_serialised() {
        let request = build(&base(), &REPLACE_TAGS, &args(json!({"body": ["a", "b"]}))).unwrap();
        assert_eq!(request.body.unwrap().bytes, br#"["a","b"]"#);
        let request = build(&base(), &REPLACE_TAGS, &args(json!({"body": "x"}))).unwrap();
        assert_eq!(request.body.unwrap().bytes, br#""x""#);
        let request = build(&base(), &REPLACE_TAGS, &args(json!({}))).unwrap();
        assert_eq!(request.body, None);
    }

    #[test]
    fn form_body() {
        let request = build(
            &base(),
            &FORM,
            &args(json!({"user": "a b&c", "scopes": ["read", "write"]})),
        )
        .unwrap();
        let body = request.body.unwrap();
        assert_eq!(body.content_type, "application/x-www-form-urlencoded");
        assert_eq!(
            String::from_utf8(body.bytes).unwrap(),
            "user=a%20b%26c&scopes=read&scopes=write"
        );
    }

    #[test]
    fn content_type_detection() {
        assert!(is_json_content_type("application/json"));
        assert!(is_json_content_type("Application/JSON; charset=utf-8"));
        assert!(is_json_content_type("application/problem+json"));
        assert!(!is_json_content_type("text/plain"));
        assert!(!is_json_content_type("application/jsonl"));
    }

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

    #[test]
    fn literal_path_text_is_kept_stable() {
        static ODD: Tool = tool(
            Method::Get,
            "/a b/{id}/ü",
            &[param("id", "id", Location::Path)],
            None,
        );
        assert_eq!(
            url_of(&ODD, json!({"id": 1})).unwrap(),
            "https://api.example.com/v1/a%20b/1/%C3%BC"
        );
    }

    #[test]
    fn set_header_replaces_and_auth_helpers_encode() {
        let mut request = build(&base(), &SEARCH, &args(json!({"request_id": "1"}))).unwrap();
        request.set_header("X-REQUEST-ID", "2".to_string(), true);
        assert_eq!(request.headers.len(), 1);
        assert_eq!(request.header("x-request-id"), Some("2"));
        request.add_query("api key", "a&b=c");
        request.add_cookie("k=v", "x; y");
        assert_eq!(
            request.url_text(),
            "https://api.example.com/v1/pets?api%20key=a%26b%3Dc"
        );
        assert_eq!(request.cookie_header().as_deref(), Some("k%3Dv=x%3B%20y"));
        assert!(request.url(&base()).is_ok());
    }

    #[test]
    fn to_reqwest_sets_everything() {
        let client = reqwest::Client::new();
        let request = build(
            &base(),
            &CREATE,
            &args(json!({"dry_run": true, "name": "Rex"})),
        )
        .unwrap();
        let built = request
            .to_reqwest(&client, &base())
            .unwrap()
            .build()
            .unwrap();
        assert_eq!(built.method(), reqwest::Method::POST);
        assert_eq!(
            built.url().as_str(),
            "https://api.example.com/v1/pets?dryRun=true"
        );
        assert_eq!(built.headers()["content-type"], "application/json");
        assert_eq!(built.headers()["accept"], DEFAULT_ACCEPT);
        let body = built.body().and_then(reqwest::Body::as_bytes).unwrap();
        assert_eq!(body, br#"{"name":"Rex"}"#);
    }

    #[test]
    fn to_reqwest_refuses_a_foreign_origin() {
        let mut request = build(&base(), &SEARCH, &args(json!({}))).unwrap();
        request.path_url = "https://evil.example/v1/pets".to_string();
        let err = request.url(&base()).unwrap_err();
        assert!(err.contains("refused"), "{err}");
    }
}
