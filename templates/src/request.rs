//! Turns a tool call (base URL, tool descriptor, arguments) into the parts of one HTTP request,
//! without touching the network, so the safety rules live in pure, tested functions:
//!
//! * the host always comes from configuration (the base URL, or the operation's own server
//!   from the spec), never from arguments;
//! * each path argument is percent-encoded so it stays within its path segment: `/`, `?`, `#`,
//!   `%`, `..` or spaces in a value cannot change which endpoint is called, and only the
//!   separators a `label` or `matrix` style adds itself (`.`, `;`, `=`, `,`) appear unencoded;
//! * header and cookie values cannot carry CR, LF or other control characters (no header
//!   injection), and cookie values cannot smuggle extra cookies with `;`;
//! * bodies are serialised per [`Encoding`]; multipart part headers are escaped so a field
//!   value or file name cannot add parts or headers.
//!
//! Parameter serialisation follows the OpenAPI 3 "Style Values" table (§4.8.12.4): `simple`,
//! `label` and `matrix` in paths, `form`, `spaceDelimited`, `pipeDelimited` and `deepObject` in
//! queries, `simple` in headers and `form` in cookies. Query separators and brackets are
//! percent-encoded as in the spec's examples (`%7C`, `%5B`, `%5D`), because strict servers reject
//! them unencoded.

use percent_encoding::{AsciiSet, CONTROLS, NON_ALPHANUMERIC, utf8_percent_encode};
use serde_json::{Map, Value};

use super::descriptor::{Api, Body, Encoding, FieldStyle, Location, Method, Param, Style, Tool};

/// Everything but RFC 3986 "unreserved" characters: a value encoded with it is inert in a path
/// segment and in a query component alike.
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// `label` style separates values with `.`, so a `.` that belongs to a value is encoded.
const LABEL_VALUE: &AsciiSet = &COMPONENT.add(b'.');

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

/// Content type of a multipart file part whose object names none (RFC 7578 §4.4).
pub const DEFAULT_FILE_CONTENT_TYPE: &str = "application/octet-stream";

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
    /// Owned because a multipart type carries its boundary.
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// The parts of one HTTP request, ready to hand to `reqwest`. Kept as plain data (not a
/// `reqwest::RequestBuilder`) so the same request can be sent again with fresh credentials.
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
                .header(reqwest::header::CONTENT_TYPE, body.content_type.as_str())
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

/// Builds the request for `tool` from already validated arguments. `base` is the tool's own
/// base URL ([`resolve_tool_base_url`]). Errors name the argument at fault and what is wrong;
/// they never echo header values.
pub fn build(
    base: &BaseUrl,
    tool: &'static Tool,
    args: &Map<String, Value>,
) -> Result<HttpRequest, String> {
    // A path key may carry a fixed query (OpenAI's `/responses/input_tokens?beta=true`): that
    // is a query, sent before the arguments', not a `?` encoded into the last path segment.
    let (template, fixed_query) = tool.path.split_once('?').unwrap_or((tool.path, ""));
    let path = build_path(tool, template, args)?;
    let mut request = HttpRequest {
        method: tool.method,
        path_url: format!("{}{path}", base.as_str()),
        query: fixed_query_pairs(fixed_query),
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
            Location::Query => request.query.extend(query_pairs(param, value)),
            Location::Cookie => {
                if has_control_chars(value) {
                    return Err(format!(
                        "`{}`: cookie values must not contain line breaks or other control \
                         characters",
                        param.arg
                    ));
                }
                request.cookies.extend(form_pairs(
                    param.api,
                    value,
                    param.explode,
                    COOKIE_NAME,
                    COOKIE_VALUE,
                ));
            }
            Location::Header => {
                let text = simple_value(value, param.explode, None);
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

/// `a=1&b` as query pairs, each side encoded as a query component (after decoding what the
/// spec may have encoded already, so nothing is encoded twice).
fn fixed_query_pairs(query: &str) -> Vec<(String, String)> {
    let component = |text: &str| {
        let decoded = percent_encoding::percent_decode_str(text).decode_utf8_lossy();
        encode(&decoded, COMPONENT)
    };
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (component(name), component(value))
        })
        .collect()
}

/// Substitutes `{name}` placeholders of the path template with encoded path arguments.
fn build_path(tool: &Tool, template: &str, args: &Map<String, Value>) -> Result<String, String> {
    let mut path = String::with_capacity(template.len() + 16);
    let mut rest = template;
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
    let segment = path_value(param, value);
    if segment.is_empty() {
        // `/pets/{id}` with an empty id would call `/pets/`, another endpoint entirely.
        return Err(format!(
            "`{arg}`: must not be empty (it is part of the URL path)"
        ));
    }
    // URL parsers resolve `.`/`..` segments even when percent-encoded (`%2e%2e`, `.%2E`), so
    // no encoding makes them safe: refuse them.
    if is_dot_segment(&segment) {
        return Err(format!(
            "`{arg}`: `{segment}` is not allowed as a path segment (it would change the \
             request path)"
        ));
    }
    Ok(segment)
}

/// `.` or `..`, spelled with `%2e` or not: what the WHATWG URL parser resolves away.
fn is_dot_segment(segment: &str) -> bool {
    let decoded = segment.to_ascii_lowercase().replace("%2e", ".");
    decoded == "." || decoded == ".."
}

/// A path argument as the tool's style writes it (OpenAPI §4.8.12.4): `simple` (the default,
/// also used for styles that are not valid in a path), `label` or `matrix`.
fn path_value(param: &Param, value: &Value) -> String {
    match param.style {
        Style::Label => label_value(value, param.explode),
        Style::Matrix => matrix_value(param.api, value, param.explode),
        Style::Simple
        | Style::Form
        | Style::SpaceDelimited
        | Style::PipeDelimited
        | Style::DeepObject => simple_value(value, param.explode, Some(COMPONENT)),
    }
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

/// The items of an array, or the keys and values of an object in order, each encoded on its
/// own so that the separators a style puts between them stay unambiguous.
fn flat_items(value: &Value, set: Option<&'static AsciiSet>) -> Vec<String> {
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| encode_with(&scalar_text(item), set))
            .collect(),
        Value::Object(object) => object
            .iter()
            .flat_map(|(key, item)| [encode_with(key, set), encode_with(&scalar_text(item), set)])
            .collect(),
        scalar => vec![encode_with(&scalar_text(scalar), set)],
    }
}

/// Encoded `key=value` texts of an object's entries.
fn object_assignments(object: &Map<String, Value>, set: &'static AsciiSet) -> Vec<String> {
    object
        .iter()
        .map(|(key, item)| format!("{}={}", encode(key, set), encode(&scalar_text(item), set)))
        .collect()
}

/// OpenAPI `style: simple` (paths and headers): arrays `a,b`, objects `k,v,k2,v2`, or
/// `k=v,k2=v2` when exploded.
fn simple_value(value: &Value, explode: bool, set: Option<&'static AsciiSet>) -> String {
    match value {
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| {
                format!(
                    "{}={}",
                    encode_with(key, set),
                    encode_with(&scalar_text(item), set)
                )
            })
            .collect::<Vec<_>>()
            .join(","),
        other => flat_items(other, set).join(","),
    }
}

/// OpenAPI `style: label`: `.blue`, arrays `.a,b` (exploded `.a.b`), objects `.R,100,G,200`
/// (exploded `.R=100.G=200`). RFC 6570 drops empty lists and objects entirely.
fn label_value(value: &Value, explode: bool) -> String {
    match value {
        Value::Array(items) if items.is_empty() => String::new(),
        Value::Object(object) if object.is_empty() => String::new(),
        Value::Object(object) if explode => object_assignments(object, LABEL_VALUE)
            .iter()
            .map(|assignment| format!(".{assignment}"))
            .collect(),
        Value::Array(_) if explode => flat_items(value, Some(LABEL_VALUE))
            .iter()
            .map(|item| format!(".{item}"))
            .collect(),
        other => format!(".{}", flat_items(other, Some(LABEL_VALUE)).join(",")),
    }
}

/// OpenAPI `style: matrix`: `;color=blue` (`;color` when empty), arrays `;color=a,b` (exploded
/// `;color=a;color=b`), objects `;color=R,100,G,200` (exploded `;R=100;G=200`).
fn matrix_value(name: &str, value: &Value, explode: bool) -> String {
    let name = encode(name, COMPONENT);
    let pair = |key: &str, text: &str| {
        if text.is_empty() {
            format!(";{key}")
        } else {
            format!(";{key}={text}")
        }
    };
    match value {
        Value::Array(items) if items.is_empty() => String::new(),
        Value::Object(object) if object.is_empty() => String::new(),
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| {
                pair(
                    &encode(key, COMPONENT),
                    &encode(&scalar_text(item), COMPONENT),
                )
            })
            .collect(),
        Value::Array(_) if explode => flat_items(value, Some(COMPONENT))
            .iter()
            .map(|item| pair(&name, item))
            .collect(),
        other => pair(&name, &flat_items(other, Some(COMPONENT)).join(",")),
    }
}

/// A query parameter as its style writes it. `spaceDelimited` and `pipeDelimited` with
/// `explode: true` are the same as `form` (OpenAPI 3.1.1); styles that are not valid in a
/// query (`simple`, `label`, `matrix`) are treated as `form`.
fn query_pairs(param: &Param, value: &Value) -> Vec<(String, String)> {
    match param.style {
        Style::SpaceDelimited if !param.explode => delimited_pairs(param.api, value, "%20"),
        Style::PipeDelimited if !param.explode => delimited_pairs(param.api, value, "%7C"),
        Style::DeepObject => {
            let mut pairs = Vec::new();
            bracket_pairs(
                encode(param.api, COMPONENT),
                value,
                ScalarArrays::Indexed,
                &mut pairs,
            );
            pairs
        }
        Style::Form
        | Style::Simple
        | Style::Label
        | Style::Matrix
        | Style::SpaceDelimited
        | Style::PipeDelimited => form_pairs(param.api, value, param.explode, COMPONENT, COMPONENT),
    }
}

/// OpenAPI `style: form` (query and cookie): scalars `k=v`; arrays `k=a&k=b` when exploded,
/// `k=a,b` otherwise; objects become their own pairs when exploded, `k=p,v,q,w` otherwise.
fn form_pairs(
    name: &str,
    value: &Value,
    explode: bool,
    name_set: &'static AsciiSet,
    value_set: &'static AsciiSet,
) -> Vec<(String, String)> {
    let name = encode(name, name_set);
    match value {
        // RFC 6570: an empty list or object is "undefined" and leaves no trace in the query.
        Value::Array(items) if items.is_empty() => Vec::new(),
        Value::Object(object) if object.is_empty() => Vec::new(),
        Value::Array(items) if explode => items
            .iter()
            .map(|item| (name.clone(), encode(&scalar_text(item), value_set)))
            .collect(),
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| (encode(key, name_set), encode(&scalar_text(item), value_set)))
            .collect(),
        other => vec![(name, flat_items(other, Some(value_set)).join(","))],
    }
}

/// `spaceDelimited` / `pipeDelimited` without explode: one pair whose items (or keys and
/// values) are joined by the already encoded `separator`.
fn delimited_pairs(name: &str, value: &Value, separator: &str) -> Vec<(String, String)> {
    match value {
        Value::Array(items) if items.is_empty() => Vec::new(),
        Value::Object(object) if object.is_empty() => Vec::new(),
        other => vec![(
            encode(name, COMPONENT),
            flat_items(other, Some(COMPONENT)).join(separator),
        )],
    }
}

/// How [`bracket_pairs`] writes an array of scalars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ScalarArrays {
    /// `k=a&k=b`: what form bodies do (OpenAPI's default for form fields, and what Rails-,
    /// PHP- and Stripe-style parsers read as a list when the key ends in `[]` or repeats).
    RepeatKey,
    /// `k[0]=a&k[1]=b`, as arrays of objects always are.
    Indexed,
}

/// Bracket notation for nested values: objects `k[sub]=v`, arrays of objects (and, with
/// [`ScalarArrays::Indexed`], of scalars) `k[0][sub]=v`; nulls are left out. `prefix` is the
/// already encoded key; brackets are percent-encoded like everything else outside the
/// unreserved set, which every bracket-parsing server decodes before it parses.
fn bracket_pairs(
    prefix: String,
    value: &Value,
    arrays: ScalarArrays,
    out: &mut Vec<(String, String)>,
) {
    match value {
        Value::Null => {}
        Value::Object(object) => {
            for (key, item) in object {
                let key = format!("{prefix}%5B{}%5D", encode(key, COMPONENT));
                bracket_pairs(key, item, arrays, out);
            }
        }
        Value::Array(items)
            if arrays == ScalarArrays::RepeatKey
                && items
                    .iter()
                    .all(|item| !matches!(item, Value::Array(_) | Value::Object(_))) =>
        {
            for item in items.iter().filter(|item| !item.is_null()) {
                out.push((prefix.clone(), encode(&scalar_text(item), COMPONENT)));
            }
        }
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                bracket_pairs(format!("{prefix}%5B{index}%5D"), item, arrays, out);
            }
        }
        scalar => out.push((prefix, encode(&scalar_text(scalar), COMPONENT))),
    }
}

/// True when any string in the value (object keys included) holds a control character.
fn has_control_chars(value: &Value) -> bool {
    let bad = |text: &str| text.chars().any(char::is_control);
    match value {
        Value::String(text) => bad(text),
        Value::Array(items) => items.iter().any(has_control_chars),
        Value::Object(object) => object
            .iter()
            .any(|(key, item)| bad(key) || has_control_chars(item)),
        Value::Null | Value::Bool(_) | Value::Number(_) => false,
    }
}

/// `application/json`, `application/problem+json`, `application/json; charset=utf-8`, ...
pub fn is_json_content_type(content_type: &str) -> bool {
    let essence = media_type_essence(content_type).to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

/// The media type without its parameters: `multipart/form-data; charset=x` → `multipart/form-data`.
fn media_type_essence(content_type: &str) -> &str {
    content_type.split(';').next().unwrap_or_default().trim()
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
            encoding,
            fields,
            file_fields,
            styles,
            required,
        } => {
            let present: Vec<(&str, &Value)> = fields
                .iter()
                .filter_map(|field| Some((*field, args.get(*field)?)))
                .collect();
            if present.is_empty() && !required {
                return Ok(None);
            }
            let body = match encoding {
                // Explicit nulls are kept: in a PATCH body, `null` often means "clear this
                // field".
                Encoding::Json => RequestBody {
                    content_type: content_type.to_string(),
                    bytes: Value::Object(
                        present
                            .iter()
                            .map(|(field, value)| (field.to_string(), (*value).clone()))
                            .collect(),
                    )
                    .to_string()
                    .into_bytes(),
                },
                Encoding::Form => RequestBody {
                    content_type: content_type.to_string(),
                    bytes: form_body(present, styles).into_bytes(),
                },
                Encoding::Multipart => {
                    let parts = multipart_parts(present, file_fields, styles)?;
                    multipart_body(content_type, parts)
                }
                Encoding::Binary | Encoding::Text => {
                    return Err(format!(
                        "a {content_type} request body cannot be assembled from separate \
                         fields; this server was generated incorrectly"
                    ));
                }
            };
            Ok(Some(body))
        }
        Body::Whole {
            content_type,
            encoding,
            arg,
            required,
        } => {
            let value = match args.get(arg) {
                // A JSON body may legitimately be `null`; no other encoding can carry one.
                Some(Value::Null) if encoding != Encoding::Json => None,
                other => other,
            };
            let Some(value) = value else {
                if required {
                    return Err(format!("`{arg}`: missing required argument (request body)"));
                }
                return Ok(None);
            };
            whole_body(content_type, encoding, arg, value).map(Some)
        }
    }
}

fn whole_body(
    content_type: &str,
    encoding: Encoding,
    arg: &str,
    value: &Value,
) -> Result<RequestBody, String> {
    let plain = |bytes: Vec<u8>| RequestBody {
        content_type: content_type.to_string(),
        bytes,
    };
    match (encoding, value) {
        (Encoding::Json, value) => Ok(plain(value.to_string().into_bytes())),
        // A text body (text/plain, XML, CSV, ...) is the string itself, not JSON.
        (Encoding::Text, Value::String(text)) => Ok(plain(text.clone().into_bytes())),
        (Encoding::Text, other) => Ok(plain(other.to_string().into_bytes())),
        (Encoding::Binary, Value::String(text)) => {
            let bytes =
                super::auth::decode_base64(text).map_err(|err| format!("`{arg}`: {err}"))?;
            // A range from the spec (`image/*`) is no media type to send.
            let content_type = if content_type.contains('*') {
                DEFAULT_FILE_CONTENT_TYPE
            } else {
                content_type
            };
            Ok(RequestBody {
                content_type: content_type.to_string(),
                bytes,
            })
        }
        (Encoding::Binary, _) => Err(format!(
            "`{arg}`: expected the content as base64 text (a string)"
        )),
        (Encoding::Form, Value::Object(object)) => Ok(plain(
            form_body(object.iter().map(|(k, v)| (k.as_str(), v)).collect(), &[]).into_bytes(),
        )),
        (Encoding::Multipart, Value::Object(object)) => {
            let parts = multipart_parts(
                object.iter().map(|(k, v)| (k.as_str(), v)).collect(),
                &[],
                &[],
            )?;
            Ok(multipart_body(content_type, parts))
        }
        (Encoding::Form | Encoding::Multipart, _) => Err(format!(
            "`{arg}`: a {} body must be an object",
            media_type_essence(content_type)
        )),
    }
}

/// The style the descriptor gives a body field, when it gives one.
fn field_style(styles: &[FieldStyle], name: &str) -> Option<FieldStyle> {
    styles.iter().find(|style| style.field == name).copied()
}

/// The separator a style puts between the items of an array (or the keys and values of an
/// object) that it joins into one value, as written in a form body (percent-encoded like the
/// query styles; a comma stays literal, as in OpenAPI's examples, since a comma inside an item
/// is encoded) and as written in a multipart text part. `None` for the styles that send the
/// items separately: exploded ones and `deepObject`.
fn joining_separator(style: Style, explode: bool) -> Option<(&'static str, &'static str)> {
    if explode {
        return None;
    }
    match style {
        Style::SpaceDelimited => Some(("%20", " ")),
        Style::PipeDelimited => Some(("%7C", "|")),
        Style::DeepObject => None,
        Style::Form | Style::Simple | Style::Label | Style::Matrix => Some((",", ",")),
    }
}

/// `application/x-www-form-urlencoded`: scalars `k=v` (numbers and booleans as their JSON
/// text), arrays of scalars repeat the key, nested objects and arrays of objects in bracket
/// notation; nulls are left out. An array or object whose field has a joining style in
/// `styles` is one field instead, `k=a,b` (`%20` or `%7C` between items for the delimited
/// styles), as OpenAPI serialises the same value as a query parameter.
fn form_body(fields: Vec<(&str, &Value)>, styles: &[FieldStyle]) -> String {
    let mut pairs = Vec::new();
    for (name, value) in fields {
        let joined = field_style(styles, name)
            .and_then(|style| joining_separator(style.style, style.explode));
        match (joined, value) {
            (Some((separator, _)), Value::Array(_) | Value::Object(_)) => {
                pairs.extend(delimited_pairs(name, value, separator));
            }
            _ => bracket_pairs(
                encode(name, COMPONENT),
                value,
                ScalarArrays::RepeatKey,
                &mut pairs,
            ),
        }
    }
    pairs
        .iter()
        .map(|(name, value)| format!("{name}={value}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// One part of a `multipart/form-data` body: its header lines (each ending in CRLF) and its
/// content.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Part {
    headers: String,
    content: Vec<u8>,
}

/// One part per present field, in descriptor order (RFC 7578): strings, numbers and booleans as
/// text parts, objects and arrays as `application/json` parts (OpenAPI's default content types
/// for multipart fields), files from `{content, filename?, content_type?}` objects (an array of
/// them sends several parts under one name). Nulls are left out. A field with a style in
/// `styles` is text the way a query parameter of that style is: a joining style sends one part
/// `a,b` (unencoded: a part is not a URL), an exploded one a part per array item.
fn multipart_parts(
    fields: Vec<(&str, &Value)>,
    file_fields: &[&str],
    styles: &[FieldStyle],
) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    for (name, value) in fields {
        let disposition = format!("Content-Disposition: form-data; name=\"{}\"", quoted(name));
        if file_fields.contains(&name) {
            let files = match value {
                Value::Array(items) => items.iter().collect(),
                other => vec![other],
            };
            for file in files.into_iter().filter(|file| !file.is_null()) {
                parts.push(file_part(name, &disposition, file)?);
            }
            continue;
        }
        let style = field_style(styles, name);
        let joined = style.and_then(|style| joining_separator(style.style, style.explode));
        match (style, joined, value) {
            // Like the query styles, an empty list or object leaves no trace.
            (_, Some(_), Value::Array(items)) if items.is_empty() => {}
            (_, Some(_), Value::Object(object)) if object.is_empty() => {}
            (_, Some((_, separator)), Value::Array(_) | Value::Object(_)) => parts.push(Part {
                headers: format!("{disposition}\r\n"),
                content: flat_items(value, None).join(separator).into_bytes(),
            }),
            (Some(style), None, Value::Array(items)) if style.style != Style::DeepObject => {
                parts.extend(
                    items
                        .iter()
                        .filter_map(|item| value_part(&disposition, item)),
                );
            }
            _ => parts.extend(value_part(&disposition, value)),
        }
    }
    Ok(parts)
}

/// A non-file value as one part: text for strings, numbers and booleans, JSON for the rest;
/// nothing for null.
fn value_part(disposition: &str, value: &Value) -> Option<Part> {
    let (headers, content) = match value {
        Value::Null => return None,
        Value::String(text) => (format!("{disposition}\r\n"), text.clone().into_bytes()),
        Value::Bool(_) | Value::Number(_) => {
            (format!("{disposition}\r\n"), value.to_string().into_bytes())
        }
        Value::Array(_) | Value::Object(_) => (
            format!("{disposition}\r\nContent-Type: application/json\r\n"),
            value.to_string().into_bytes(),
        ),
    };
    Some(Part { headers, content })
}

fn file_part(name: &str, disposition: &str, file: &Value) -> Result<Part, String> {
    const SHAPE: &str =
        "expected a file object {\"content\": base64 text, \"filename\"?, \"content_type\"?}";
    let Value::Object(file) = file else {
        return Err(format!("`{name}`: {SHAPE}"));
    };
    let text = |key: &str| -> Result<Option<&str>, String> {
        match file.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => Ok(Some(text)),
            Some(_) => Err(format!("`{name}.{key}`: expected a string")),
        }
    };
    let Some(encoded) = text("content")? else {
        return Err(format!("`{name}`: {SHAPE}; `content` is missing"));
    };
    let content =
        super::auth::decode_base64(encoded).map_err(|err| format!("`{name}.content`: {err}"))?;
    // Servers (multer, werkzeug, Spring) tell a file from a text field by its file name, so a
    // file part always gets one.
    let filename = text("filename")?.unwrap_or(name);
    let content_type = text("content_type")?.unwrap_or(DEFAULT_FILE_CONTENT_TYPE);
    if !is_media_type(content_type) {
        return Err(format!(
            "`{name}.content_type`: {content_type:?} is not a media type such as image/png"
        ));
    }
    Ok(Part {
        headers: format!(
            "{disposition}; filename=\"{}\"\r\nContent-Type: {content_type}\r\n",
            quoted(filename)
        ),
        content,
    })
}

/// `type/subtype` with optional parameters, in visible ASCII: what may follow `Content-Type:`
/// without starting another header.
fn is_media_type(text: &str) -> bool {
    let essence = media_type_essence(text);
    text.chars().all(|c| c.is_ascii_graphic() || c == ' ')
        && essence
            .split_once('/')
            .is_some_and(|(kind, sub)| !kind.is_empty() && !sub.is_empty() && !sub.contains('/'))
}

/// Escapes a name or file name for a quoted `Content-Disposition` parameter the way browsers
/// do (HTML's multipart/form-data encoding): `"`, CR and LF percent-encoded, so a value can
/// neither end the quoted string nor start a new header line.
fn quoted(text: &str) -> String {
    text.replace('"', "%22")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Assembles the body with a boundary that occurs in no part. The boundary is deterministic
/// (a counter, not randomness) so requests are reproducible; checking it against the content
/// is what keeps a part from closing the body early.
fn multipart_body(content_type: &str, parts: Vec<Part>) -> RequestBody {
    let occurs = |boundary: &str| {
        let needle = boundary.as_bytes();
        parts.iter().any(|part| {
            part.headers.contains(boundary)
                || part
                    .content
                    .windows(needle.len())
                    .any(|window| window == needle)
        })
    };
    let mut counter = 0u64;
    let mut boundary = format!("openapi-mcp-boundary-{counter}");
    while occurs(&boundary) {
        counter += 1;
        boundary = format!("openapi-mcp-boundary-{counter}");
    }
    let mut bytes = Vec::new();
    for part in &parts {
        bytes.extend_from_slice(format!("--{boundary}\r\n{}\r\n", part.headers).as_bytes());
        bytes.extend_from_slice(&part.content);
        bytes.extend_from_slice(b"\r\n");
    }
    bytes.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    RequestBody {
        content_type: format!("{}; boundary={boundary}", media_type_essence(content_type)),
        bytes,
    }
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
            tags: &[],
            method,
            path,
            server: None,
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
            encoding: Encoding::Json,
            fields: &["name", "tags", "nickname"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
    );

    static UPLOAD_TEXT: Tool = tool(
        Method::Put,
        "/notes/{id}",
        &[param("id", "id", Location::Path)],
        Some(Body::Whole {
            content_type: "text/plain",
            encoding: Encoding::Text,
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
            encoding: Encoding::Json,
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
            encoding: Encoding::Form,
            fields: &["user", "scopes"],
            file_fields: &[],
            styles: &[],
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

    static FIXED_QUERY: Tool = tool(
        Method::Post,
        "/responses/{id}/input_tokens?beta=true&note=a%20b c&flag",
        &[
            param("id", "id", Location::Path),
            param("limit", "limit", Location::Query),
        ],
        None,
    );

    #[test]
    fn a_query_written_in_the_path_is_sent_as_the_query() {
        assert_eq!(
            url_of(&FIXED_QUERY, json!({"id": "r?1", "limit": 5})).unwrap(),
            "https://api.example.com/v1/responses/r%3F1/input_tokens?beta=true&note=a%20b%20c&flag=&limit=5"
        );
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
        let client = {
            crate::server::install_crypto_provider();
            reqwest::Client::new()
        };
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

    // --- Parameter styles: the OpenAPI 3 "Style Values" table (§4.8.12.4), row by row. ---

    fn color_tool(location: Location, style: Style, explode: bool) -> &'static Tool {
        let params: &'static [Param] = Box::leak(Box::new([Param {
            arg: "color",
            api: "color",
            location,
            required: location == Location::Path,
            style,
            explode,
        }]));
        let path = if location == Location::Path {
            "/c/{color}"
        } else {
            "/c"
        };
        Box::leak(Box::new(tool(Method::Get, path, params, None)))
    }

    fn spec_values() -> [Value; 3] {
        [
            json!("blue"),
            json!(["blue", "black", "brown"]),
            json!({"R": 100, "G": 200, "B": 150}),
        ]
    }

    fn styled_request(
        location: Location,
        style: Style,
        explode: bool,
        value: &Value,
    ) -> Result<HttpRequest, String> {
        build(
            &base(),
            color_tool(location, style, explode),
            &args(json!({ "color": value })),
        )
    }

    fn query_text(request: &HttpRequest) -> String {
        request
            .query
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join("&")
    }

    #[test]
    fn path_styles_follow_the_spec_table() {
        let table: [(Style, bool, [&str; 3]); 6] = [
            (
                Style::Matrix,
                false,
                [
                    ";color=blue",
                    ";color=blue,black,brown",
                    ";color=R,100,G,200,B,150",
                ],
            ),
            (
                Style::Matrix,
                true,
                [
                    ";color=blue",
                    ";color=blue;color=black;color=brown",
                    ";R=100;G=200;B=150",
                ],
            ),
            (
                Style::Label,
                false,
                [".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
            ),
            (
                Style::Label,
                true,
                [".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
            ),
            (
                Style::Simple,
                false,
                ["blue", "blue,black,brown", "R,100,G,200,B,150"],
            ),
            (
                Style::Simple,
                true,
                ["blue", "blue,black,brown", "R=100,G=200,B=150"],
            ),
        ];
        for (style, explode, expected) in table {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request = styled_request(Location::Path, style, explode, value)
                    .unwrap_or_else(|err| panic!("{style:?}/{explode}/{value}: {err}"));
                assert_eq!(
                    request.url_text(),
                    format!("https://api.example.com/v1/c/{expected}"),
                    "{style:?} explode={explode} value={value}"
                );
            }
        }
    }

    #[test]
    fn path_styles_of_empty_values() {
        // The table's "empty" column (an empty string): matrix keeps the name, label is a lone
        // `.`, which is a dot segment and so refused like an empty simple value.
        let param = |style| Param {
            style,
            ..param("color", "color", Location::Path)
        };
        assert_eq!(path_value(&param(Style::Matrix), &json!("")), ";color");
        assert_eq!(path_value(&param(Style::Label), &json!("")), ".");
        for style in [Style::Label, Style::Simple] {
            assert!(styled_request(Location::Path, style, false, &json!("")).is_err());
        }
        let err = styled_request(Location::Path, Style::Label, false, &json!("")).unwrap_err();
        assert!(err.contains("not allowed as a path segment"), "{err}");
        // RFC 6570: empty lists and objects are undefined and expand to nothing.
        for style in [Style::Matrix, Style::Label] {
            assert_eq!(path_value(&param(style), &json!([])), "");
            assert_eq!(path_value(&param(style), &json!({})), "");
        }
    }

    #[test]
    fn style_separators_from_values_are_encoded() {
        let cases = [
            (Style::Label, false, json!("a.b"), ".a%2Eb"),
            (Style::Label, true, json!(["a.b", "c,d"]), ".a%2Eb.c%2Cd"),
            (Style::Label, false, json!("a/b"), ".a%2Fb"),
            (
                Style::Matrix,
                false,
                json!("a;b=c,d"),
                ";color=a%3Bb%3Dc%2Cd",
            ),
            (Style::Matrix, true, json!({"k;x": "v=w"}), ";k%3Bx=v%3Dw"),
            (
                Style::Matrix,
                false,
                json!(["x/y", "..", "?"]),
                ";color=x%2Fy,..,%3F",
            ),
            (Style::Simple, true, json!({"a=b": "c,d"}), "a%3Db=c%2Cd"),
        ];
        for (style, explode, value, expected) in cases {
            let request = styled_request(Location::Path, style, explode, &value).unwrap();
            assert_eq!(
                request.url_text(),
                format!("https://api.example.com/v1/c/{expected}"),
                "{style:?} {value}"
            );
            let parsed = reqwest::Url::parse(&request.url_text()).unwrap();
            assert_eq!(parsed.path_segments().unwrap().count(), 3, "{value}");
        }
    }

    #[test]
    fn label_values_cannot_form_dot_segments() {
        // `.` + an encoded `.` is `.%2E`, which URL parsers resolve like `..`.
        for value in [json!("."), json!(""), json!(["."])] {
            let err = styled_request(Location::Path, Style::Label, true, &value).unwrap_err();
            assert!(
                err.contains("not allowed as a path segment"),
                "{value}: {err}"
            );
        }
        assert!(is_dot_segment(".%2E"));
        assert!(is_dot_segment("%2e%2E"));
        assert!(!is_dot_segment(".a"));
    }

    #[test]
    fn query_styles_follow_the_spec_table() {
        let table: [(Style, bool, [&str; 3]); 6] = [
            (
                Style::Form,
                false,
                [
                    "color=blue",
                    "color=blue,black,brown",
                    "color=R,100,G,200,B,150",
                ],
            ),
            (
                Style::Form,
                true,
                [
                    "color=blue",
                    "color=blue&color=black&color=brown",
                    "R=100&G=200&B=150",
                ],
            ),
            (
                Style::SpaceDelimited,
                false,
                [
                    "color=blue",
                    "color=blue%20black%20brown",
                    "color=R%20100%20G%20200%20B%20150",
                ],
            ),
            (
                Style::PipeDelimited,
                false,
                [
                    "color=blue",
                    "color=blue%7Cblack%7Cbrown",
                    "color=R%7C100%7CG%7C200%7CB%7C150",
                ],
            ),
            // OpenAPI 3.1.1: exploded delimited styles are the same as exploded form.
            (
                Style::PipeDelimited,
                true,
                [
                    "color=blue",
                    "color=blue&color=black&color=brown",
                    "R=100&G=200&B=150",
                ],
            ),
            (
                Style::DeepObject,
                true,
                [
                    "color=blue",
                    "color%5B0%5D=blue&color%5B1%5D=black&color%5B2%5D=brown",
                    "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150",
                ],
            ),
        ];
        for (style, explode, expected) in table {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request = styled_request(Location::Query, style, explode, value).unwrap();
                assert_eq!(
                    query_text(&request),
                    expected,
                    "{style:?} explode={explode} value={value}"
                );
                // What is sent is what was built: the URL parser leaves the query alone.
                assert!(request.url(&base()).is_ok());
            }
        }
        let request = styled_request(Location::Query, Style::Form, true, &json!("")).unwrap();
        assert_eq!(query_text(&request), "color=");
    }

    #[test]
    fn delimited_and_deep_object_values_are_encoded() {
        let request = styled_request(
            Location::Query,
            Style::PipeDelimited,
            false,
            &json!(["a|b", "c d", "e&f=g"]),
        )
        .unwrap();
        assert_eq!(query_text(&request), "color=a%7Cb%7Cc%20d%7Ce%26f%3Dg");
        let request =
            styled_request(Location::Query, Style::SpaceDelimited, false, &json!([])).unwrap();
        assert_eq!(query_text(&request), "");

        let request = styled_request(
            Location::Query,
            Style::DeepObject,
            true,
            &json!({
                "a": {"b": 1, "c": [true, {"d": "x y"}]},
                "skip": null,
                "k&=": "v&="
            }),
        )
        .unwrap();
        assert_eq!(
            query_text(&request),
            "color%5Ba%5D%5Bb%5D=1&color%5Ba%5D%5Bc%5D%5B0%5D=true\
             &color%5Ba%5D%5Bc%5D%5B1%5D%5Bd%5D=x%20y&color%5Bk%26%3D%5D=v%26%3D"
        );
    }

    #[test]
    fn header_is_simple_style() {
        let cases = [
            (false, "blue", "blue,black,brown", "R,100,G,200,B,150"),
            (true, "blue", "blue,black,brown", "R=100,G=200,B=150"),
        ];
        for (explode, string, array, object) in cases {
            for (value, expected) in spec_values().iter().zip([string, array, object]) {
                let request =
                    styled_request(Location::Header, Style::Simple, explode, value).unwrap();
                assert_eq!(request.header("color"), Some(expected), "{explode} {value}");
            }
        }
    }

    #[test]
    fn cookie_is_form_style_and_refuses_control_characters() {
        let cases = [
            (
                false,
                [
                    "color=blue",
                    "color=blue,black,brown",
                    "color=R,100,G,200,B,150",
                ],
            ),
            (
                true,
                [
                    "color=blue",
                    "color=blue; color=black; color=brown",
                    "R=100; G=200; B=150",
                ],
            ),
        ];
        for (explode, expected) in cases {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request =
                    styled_request(Location::Cookie, Style::Form, explode, value).unwrap();
                assert_eq!(request.cookie_header().as_deref(), Some(expected));
            }
        }
        for bad in [
            json!("a\r\nb"),
            json!(["ok", "x\u{0}"]),
            json!({"k\n": "v"}),
        ] {
            let err = styled_request(Location::Cookie, Style::Form, false, &bad).unwrap_err();
            assert_eq!(
                err,
                "`color`: cookie values must not contain line breaks or other control characters"
            );
        }
    }

    // --- Body encodings. ---

    fn body_tool(body: Body) -> &'static Tool {
        Box::leak(Box::new(tool(Method::Post, "/upload", &[], Some(body))))
    }

    fn body_of(body: Body, value: Value) -> Result<RequestBody, String> {
        build(&base(), body_tool(body), &args(value))
            .map(|request| request.body.unwrap_or_else(|| panic!("no body was built")))
    }

    const FORM_FIELDS: Body = Body::Fields {
        content_type: "application/x-www-form-urlencoded",
        encoding: Encoding::Form,
        fields: &[
            "name", "age", "ok", "none", "tags", "meta", "items", "mixed",
        ],
        file_fields: &[],
        styles: &[],
        required: false,
    };

    #[test]
    fn form_body_uses_bracket_notation_for_nested_values() {
        let body = body_of(
            FORM_FIELDS,
            json!({
                "name": "a b&c=d",
                "age": 3,
                "ok": true,
                "none": null,
                "tags": ["x", "y", null],
                "meta": {"k": "v", "n": {"d": 1.5}, "gone": null},
                "items": [{"id": 1}, {"id": 2, "tags": ["p", "q"]}],
                "mixed": [1, [2, 3]],
                "not_a_field": "ignored"
            }),
        )
        .unwrap();
        assert_eq!(body.content_type, "application/x-www-form-urlencoded");
        assert_eq!(
            String::from_utf8(body.bytes).unwrap(),
            "name=a%20b%26c%3Dd&age=3&ok=true&tags=x&tags=y\
             &meta%5Bk%5D=v&meta%5Bn%5D%5Bd%5D=1.5\
             &items%5B0%5D%5Bid%5D=1&items%5B1%5D%5Bid%5D=2\
             &items%5B1%5D%5Btags%5D=p&items%5B1%5D%5Btags%5D=q\
             &mixed%5B0%5D=1&mixed%5B1%5D=2&mixed%5B1%5D=3"
        );
    }

    #[test]
    fn optional_form_body_is_left_out_when_no_field_is_given() {
        let request = build(&base(), body_tool(FORM_FIELDS), &args(json!({}))).unwrap();
        assert_eq!(request.body, None);
    }

    const fn styled(field: &'static str, style: Style, explode: bool) -> FieldStyle {
        FieldStyle {
            field,
            style,
            explode,
        }
    }

    const FORM_STYLED: Body = Body::Fields {
        content_type: "application/x-www-form-urlencoded",
        encoding: Encoding::Form,
        fields: &[
            "csv", "ssv", "pipes", "multi", "deep", "pairs", "one", "empty", "gone", "holes",
            "plain",
        ],
        file_fields: &[],
        styles: &[
            styled("csv", Style::Form, false),
            styled("ssv", Style::SpaceDelimited, false),
            styled("pipes", Style::PipeDelimited, false),
            styled("multi", Style::Form, true),
            styled("deep", Style::DeepObject, false),
            styled("pairs", Style::Form, false),
            styled("one", Style::PipeDelimited, false),
            styled("empty", Style::Form, false),
            styled("gone", Style::Form, false),
            styled("holes", Style::Form, false),
        ],
        required: true,
    };

    /// Swagger 2.0 `collectionFormat` csv, ssv and pipes (and OpenAPI `encoding` with
    /// `explode: false`) join an array into one field, with the query styles' separators;
    /// exploded styles (`multi`) and `deepObject` keep the form default.
    #[test]
    fn form_field_styles_join_arrays_into_one_field() {
        let body = body_of(
            FORM_STYLED,
            json!({
                "csv": ["red", "blue,green"],
                "ssv": ["a b", "c"],
                "pipes": [1, 2],
                "multi": ["x", "y"],
                "deep": {"a": [1, 2]},
                "pairs": {"k": "v", "n": 1},
                "one": "a|b",
                "empty": [],
                "gone": null,
                "holes": ["a", null, "b"],
                "plain": ["p", "q"]
            }),
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(body.bytes).unwrap(),
            "csv=red,blue%2Cgreen&ssv=a%20b%20c&pipes=1%7C2&multi=x&multi=y\
             &deep%5Ba%5D=1&deep%5Ba%5D=2&pairs=k,v,n,1&one=a%7Cb&holes=a,,b&plain=p&plain=q"
        );
    }

    #[test]
    fn joining_separators_follow_the_query_styles() {
        assert_eq!(joining_separator(Style::Form, false), Some((",", ",")));
        assert_eq!(
            joining_separator(Style::SpaceDelimited, false),
            Some(("%20", " "))
        );
        assert_eq!(
            joining_separator(Style::PipeDelimited, false),
            Some(("%7C", "|"))
        );
        // Styles a form field cannot have read as `form`, as in a query.
        assert_eq!(joining_separator(Style::Simple, false), Some((",", ",")));
        for style in [
            Style::Form,
            Style::SpaceDelimited,
            Style::PipeDelimited,
            Style::DeepObject,
        ] {
            assert_eq!(joining_separator(style, true), None, "{style:?}");
        }
        assert_eq!(joining_separator(Style::DeepObject, false), None);
    }

    const MULTIPART_STYLED: Body = Body::Fields {
        content_type: "multipart/form-data",
        encoding: Encoding::Multipart,
        fields: &["csv", "pipes", "multi", "deep", "empty", "plain"],
        file_fields: &[],
        styles: &[
            styled("csv", Style::Form, false),
            styled("pipes", Style::PipeDelimited, false),
            styled("multi", Style::Form, true),
            styled("deep", Style::DeepObject, true),
            styled("empty", Style::Form, false),
        ],
        required: true,
    };

    /// In multipart a joining style sends one text part with the items joined (unencoded), an
    /// exploded one a part per item; `deepObject` and unlisted fields stay JSON parts.
    #[test]
    fn multipart_field_styles_join_or_repeat_parts() {
        let body = body_of(
            MULTIPART_STYLED,
            json!({
                "csv": ["red", "blue"],
                "pipes": ["a b", 2],
                "multi": ["x", {"k": 1}, null],
                "deep": {"a": 1},
                "empty": [],
                "plain": ["p"]
            }),
        )
        .unwrap();
        let expected = "--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"csv\"\r\n\r\n\
red,blue\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"pipes\"\r\n\r\n\
a b|2\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"multi\"\r\n\r\n\
x\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"multi\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"k\":1}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"deep\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"a\":1}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"plain\"\r\n\
Content-Type: application/json\r\n\r\n\
[\"p\"]\r\n\
--openapi-mcp-boundary-0--\r\n";
        assert_eq!(String::from_utf8(body.bytes).unwrap(), expected);
    }

    const MULTIPART: Body = Body::Fields {
        content_type: "multipart/form-data",
        encoding: Encoding::Multipart,
        fields: &["title", "count", "meta", "skip", "file", "more"],
        file_fields: &["file", "more"],
        styles: &[],
        required: true,
    };

    #[test]
    fn multipart_body_has_one_part_per_field() {
        let body = body_of(
            MULTIPART,
            json!({
                "title": "Hello \"world\"",
                "count": 2,
                "meta": {"a": [1]},
                "skip": null,
                "file": {"content": "aGVsbG8=", "filename": "hi.txt", "content_type": "text/plain"},
                "more": [{"content": "AAEC"}, null]
            }),
        )
        .unwrap();
        assert_eq!(
            body.content_type,
            "multipart/form-data; boundary=openapi-mcp-boundary-0"
        );
        let expected: &[u8] = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"title\"\r\n\r\n\
Hello \"world\"\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"count\"\r\n\r\n\
2\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"meta\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"a\":[1]}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"file\"; filename=\"hi.txt\"\r\n\
Content-Type: text/plain\r\n\r\n\
hello\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"more\"; filename=\"more\"\r\n\
Content-Type: application/octet-stream\r\n\r\n\
\x00\x01\x02\r\n\
--openapi-mcp-boundary-0--\r\n";
        assert_eq!(
            String::from_utf8_lossy(&body.bytes),
            String::from_utf8_lossy(expected)
        );
        assert_eq!(body.bytes, expected);
    }

    #[test]
    fn multipart_names_and_contents_cannot_break_out_of_their_part() {
        let body = body_of(
            MULTIPART,
            json!({
                "title": "x\r\n--openapi-mcp-boundary-0--\r\n",
                "file": {
                    "content": encode_b64(b"--openapi-mcp-boundary-1"),
                    "filename": "a\"; name=\"evil\r\nX-Injected: 1.txt"
                }
            }),
        )
        .unwrap();
        // Both candidate boundaries occur in the content, so the next one is used.
        assert_eq!(
            body.content_type,
            "multipart/form-data; boundary=openapi-mcp-boundary-2"
        );
        let text = String::from_utf8(body.bytes).unwrap();
        assert!(
            text.contains(
                "filename=\"a%22; name=%22evil%0D%0AX-Injected: 1.txt\"\r\n\
                 Content-Type: application/octet-stream\r\n"
            ),
            "{text}"
        );
        assert_eq!(text.matches("--openapi-mcp-boundary-2\r\n").count(), 2);
        assert!(text.ends_with("\r\n--openapi-mcp-boundary-2--\r\n"));
    }

    fn encode_b64(bytes: &[u8]) -> String {
        super::super::auth::encode_base64(bytes)
    }

    #[test]
    fn multipart_file_errors_name_the_argument() {
        let cases = [
            (
                json!({"file": "aGVsbG8="}),
                "`file`: expected a file object",
            ),
            (json!({"file": {"filename": "a"}}), "`content` is missing"),
            (
                json!({"file": {"content": "not base64!"}}),
                "`file.content`: not valid base64",
            ),
            (
                json!({"file": {"content": "", "content_type": "text/plain\r\nX-A: b"}}),
                "`file.content_type`: \"text/plain\\r\\nX-A: b\" is not a media type",
            ),
            (
                json!({"file": {"content": "", "content_type": "nonsense"}}),
                "`file.content_type`",
            ),
            (
                json!({"file": {"content": "", "filename": 3}}),
                "`file.filename`: expected a string",
            ),
        ];
        for (value, expected) in cases {
            let err = body_of(MULTIPART, value.clone()).unwrap_err();
            assert!(
                err.starts_with(expected) || err.contains(expected),
                "{value}: {err}"
            );
        }
    }

    #[test]
    fn empty_required_multipart_body_is_only_the_closing_boundary() {
        let body = body_of(MULTIPART, json!({})).unwrap();
        assert_eq!(body.bytes, b"--openapi-mcp-boundary-0--\r\n");
    }

    const BINARY: Body = Body::Whole {
        content_type: "image/png",
        encoding: Encoding::Binary,
        arg: "body",
        required: true,
    };

    #[test]
    fn binary_body_is_decoded_from_base64() {
        let png = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe];
        let encoded = encode_b64(&png);
        let body = body_of(BINARY, json!({ "body": encoded })).unwrap();
        assert_eq!(body.content_type, "image/png");
        assert_eq!(body.bytes, png);

        // Unpadded, URL-safe, wrapped and data-URL forms decode to the same bytes.
        for variant in [
            encoded.trim_end_matches('=').to_string(),
            encoded.replace('+', "-").replace('/', "_"),
            format!("{}\n{}", &encoded[..4], &encoded[4..]),
            format!("data:image/png;base64,{encoded}"),
        ] {
            let body = body_of(BINARY, json!({ "body": variant })).unwrap();
            assert_eq!(body.bytes, png, "{variant}");
        }
    }

    #[test]
    fn bad_base64_is_an_error_naming_the_argument() {
        let err = body_of(BINARY, json!({"body": "%%%"})).unwrap_err();
        assert!(err.starts_with("`body`: not valid base64"), "{err}");
        let err = body_of(BINARY, json!({"body": 12})).unwrap_err();
        assert_eq!(
            err,
            "`body`: expected the content as base64 text (a string)"
        );
        let err = body_of(BINARY, json!({"body": null})).unwrap_err();
        assert_eq!(err, "`body`: missing required argument (request body)");
    }

    #[test]
    fn binary_body_with_a_media_range_is_sent_as_octet_stream() {
        let body = body_of(
            Body::Whole {
                content_type: "image/*",
                encoding: Encoding::Binary,
                arg: "body",
                required: true,
            },
            json!({"body": "AA=="}),
        )
        .unwrap();
        assert_eq!(body.content_type, "application/octet-stream");
        assert_eq!(body.bytes, [0]);
    }

    #[test]
    fn text_body_is_sent_as_is_and_json_body_as_json() {
        let text = Body::Whole {
            content_type: "application/xml",
            encoding: Encoding::Text,
            arg: "body",
            required: false,
        };
        let body = body_of(text, json!({"body": "<a>\"x\"</a>"})).unwrap();
        assert_eq!(body.bytes, b"<a>\"x\"</a>");
        assert_eq!(body.content_type, "application/xml");
        let json_body = Body::Whole {
            content_type: "application/json",
            encoding: Encoding::Json,
            arg: "body",
            required: false,
        };
        assert_eq!(
            body_of(json_body, json!({"body": null})).unwrap().bytes,
            b"null"
        );
        assert_eq!(
            body_of(json_body, json!({"body": "<a>"})).unwrap().bytes,
            b"\"<a>\""
        );
    }

    #[test]
    fn whole_form_and_multipart_bodies_need_an_object() {
        let form = Body::Whole {
            content_type: "application/x-www-form-urlencoded",
            encoding: Encoding::Form,
            arg: "body",
            required: true,
        };
        assert_eq!(
            body_of(form, json!({"body": {"a": [1, 2]}})).unwrap().bytes,
            b"a=1&a=2"
        );
        assert_eq!(
            body_of(form, json!({"body": [1]})).unwrap_err(),
            "`body`: a application/x-www-form-urlencoded body must be an object"
        );
        let multipart = Body::Whole {
            content_type: "multipart/form-data",
            encoding: Encoding::Multipart,
            arg: "body",
            required: true,
        };
        let body = body_of(multipart, json!({"body": {"a": "b"}})).unwrap();
        assert_eq!(
            body.bytes,
            b"--openapi-mcp-boundary-0\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n\
              --openapi-mcp-boundary-0--\r\n"
        );
    }

    #[test]
    fn fields_cannot_make_a_binary_body() {
        let err = body_of(
            Body::Fields {
                content_type: "application/octet-stream",
                encoding: Encoding::Binary,
                fields: &["a"],
                file_fields: &[],
                styles: &[],
                required: true,
            },
            json!({"a": "AA=="}),
        )
        .unwrap_err();
        assert!(err.contains("generated incorrectly"), "{err}");
    }

    // --- Server URLs. ---

    static VARIABLES: [super::super::descriptor::ServerVariable; 2] = [
        super::super::descriptor::ServerVariable {
            name: "region",
            default: "eu",
            allowed: &["eu", "us"],
            env: "SHOP_REGION",
        },
        super::super::descriptor::ServerVariable {
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
