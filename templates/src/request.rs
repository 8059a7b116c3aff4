//! Turns a tool call (base URL, tool descriptor, arguments) into the parts of one HTTP request,
//! without touching the network, so the safety rules live in pure, tested functions:
//!
//! * the host always comes from configuration (the base URL, or the operation's own server
//!   from the spec, see [`url`](super::url)), never from arguments;
//! * each path argument is percent-encoded so it stays within its path segment: `/`, `?`, `#`,
//!   `%`, `..` or spaces in a value cannot change which endpoint is called, and only the
//!   separators a `label` or `matrix` style adds itself (`.`, `;`, `=`, `,`) appear unencoded;
//! * header and cookie values cannot carry CR, LF or other control characters (no header
//!   injection), and cookie values cannot smuggle extra cookies with `;`;
//! * bodies are serialised per [`Encoding`](super::descriptor::Encoding) ([`body`](super::body));
//!   multipart part headers are escaped so a field value or file name cannot add parts or
//!   headers.
//!
//! Parameter styles are in [`style`](super::style).

use serde_json::{Map, Value};

use super::body::{build_body, querystring};
use super::descriptor::{Location, Method, Style, Tool};
use super::style::{
    COMPONENT, COOKIE_NAME, COOKIE_VALUE, build_path, cookie_style_pairs, encode,
    fixed_query_pairs, form_pairs, has_control_chars, query_pairs, simple_value,
};

// The types a request is made of and built from, at their old paths too.
pub use super::body::RequestBody;
pub use super::url::BaseUrl;

/// Sent unless a header parameter sets `Accept`: prefer JSON, which becomes structured content.
pub const DEFAULT_ACCEPT: &str = "application/json, */*;q=0.8";

/// One header to send. `sensitive` headers (credentials) are hidden from `Debug` output by the
/// HTTP stack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub name: String,
    pub value: String,
    pub sensitive: bool,
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
    /// A whole query string (OpenAPI 3.2 `in: querystring`), already encoded; sent after the
    /// pairs.
    pub querystring: Option<String>,
    pub headers: Vec<Header>,
    /// Cookie pairs, both sides already encoded; sent as one `Cookie` header.
    pub cookies: Vec<(String, String)>,
    pub body: Option<RequestBody>,
}

impl HttpRequest {
    /// The full URL as text, query included.
    pub fn url_text(&self) -> String {
        let mut query: Vec<String> = self
            .query
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        query.extend(self.querystring.clone());
        if query.is_empty() {
            return self.path_url.clone();
        }
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
            .request(to_reqwest_method(self.method)?, url)
            .headers(headers);
        if let Some(body) = &self.body {
            builder = builder
                .header(reqwest::header::CONTENT_TYPE, body.content_type.as_str())
                .body(body.bytes.clone());
        }
        Ok(builder)
    }
}

/// The method as `reqwest` sends it. QUERY and extension methods have no constant there; their
/// names are HTTP tokens by construction ([`MethodName`](super::wire::MethodName)), so the
/// conversion only fails on a table written by hand.
pub fn to_reqwest_method(method: Method) -> Result<reqwest::Method, String> {
    Ok(match method {
        Method::Get => reqwest::Method::GET,
        Method::Head => reqwest::Method::HEAD,
        Method::Options => reqwest::Method::OPTIONS,
        Method::Trace => reqwest::Method::TRACE,
        Method::Post => reqwest::Method::POST,
        Method::Put => reqwest::Method::PUT,
        Method::Patch => reqwest::Method::PATCH,
        Method::Delete => reqwest::Method::DELETE,
        Method::Query | Method::Extension(_) => {
            reqwest::Method::from_bytes(method.as_str().as_bytes())
                .map_err(|_| format!("`{}` is not a valid HTTP method", method.as_str()))?
        }
    })
}

/// Builds the request for `tool` from already validated arguments. `base` is the tool's own
/// base URL ([`resolve_tool_base_url`](super::url::resolve_tool_base_url)). Errors name the
/// argument at fault and what is wrong; they never echo header values.
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
        querystring: None,
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
            Location::Querystring => {
                let text = querystring(param, value);
                if !text.is_empty() {
                    request.querystring = Some(text);
                }
            }
            Location::Cookie => {
                if has_control_chars(value) {
                    return Err(format!(
                        "`{}`: cookie values must not contain line breaks or other control \
                         characters",
                        param.arg
                    ));
                }
                if param.style == Style::Cookie {
                    request.cookies.extend(cookie_style_pairs(param, value)?);
                } else {
                    request.cookies.extend(form_pairs(
                        param.api,
                        value,
                        param.explode,
                        COOKIE_NAME,
                        COOKIE_VALUE,
                    ));
                }
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

    // A streaming tool asks for its stream, unless a header parameter asks for something else.
    if let Some(stream) = tool.stream
        && request.header("accept").is_none()
    {
        request.set_header("Accept", stream.media_type.to_string(), false);
    }
    request.body = build_body(tool.body, args)?;
    request.url(base)?;
    Ok(request)
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::{Body, Encoding, Param};
    use super::super::tests::{GET_FILE, args, base, param, tool};
    use super::*;
    use serde_json::json;

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

    static QUERYSTRINGS: Tool = tool(
        Method::Query,
        "/pets",
        &[
            param("limit", "limit", Location::Query),
            Param {
                style: Style::Form,
                ..param("form", "form", Location::Querystring)
            },
        ],
        None,
    );

    static JSON_QUERYSTRING: Tool = tool(
        Method::Get,
        "/pets",
        &[Param {
            style: Style::Simple,
            ..param("selector", "selector", Location::Querystring)
        }],
        None,
    );

    #[test]
    fn a_querystring_argument_is_the_whole_query() {
        // Form data as an object: encoded as a form body is, after the query pairs.
        let url = url_of(
            &QUERYSTRINGS,
            json!({"limit": 5, "form": {"species": "cat dog", "tags": ["a", "b"], "owner": {"id": 7}}}),
        )
        .unwrap();
        assert_eq!(
            url,
            "https://api.example.com/v1/pets?limit=5&species=cat%20dog&tags=a&tags=b&owner%5Bid%5D=7"
        );
        // Form data as text keeps its separators and escapes; what a URL cannot hold is encoded.
        let url = url_of(&QUERYSTRINGS, json!({"form": "a=1&b=x y%2F"})).unwrap();
        assert_eq!(url, "https://api.example.com/v1/pets?a=1&b=x%20y%2F");
        // Another media type's text is one encoded value: nothing in it can add a pair.
        let url = url_of(&JSON_QUERYSTRING, json!({"selector": "{\"a\":\"x&y=1\"}"})).unwrap();
        assert_eq!(
            url,
            "https://api.example.com/v1/pets?%7B%22a%22%3A%22x%26y%3D1%22%7D"
        );
        let url = url_of(&JSON_QUERYSTRING, json!({})).unwrap();
        assert_eq!(url, "https://api.example.com/v1/pets");
    }

    static COOKIE_STYLE: Tool = tool(
        Method::Get,
        "/pets",
        &[
            Param {
                style: Style::Cookie,
                ..param("prefs", "prefs", Location::Cookie)
            },
            Param {
                style: Style::Cookie,
                explode: false,
                ..param("colors", "color", Location::Cookie)
            },
        ],
        None,
    );

    #[test]
    fn cookie_style_sends_values_unencoded_and_refuses_what_a_cookie_cannot_hold() {
        let request = build(
            &base(),
            &COOKIE_STYLE,
            &args(
                json!({"prefs": {"theme": "dark", "lang": "en%2Dgb"}, "colors": ["blue", "black"]}),
            ),
        )
        .unwrap();
        assert_eq!(
            request.cookie_header().as_deref(),
            Some("theme=dark; lang=en%2Dgb; color=blue,black")
        );
        for bad in [
            json!({"prefs": "a;b"}),
            json!({"colors": ["x y"]}),
            json!({"prefs": {"k": "é"}}),
        ] {
            let err = build(&base(), &COOKIE_STYLE, &args(bad.clone())).unwrap_err();
            assert!(err.contains("style `cookie`"), "{bad}: {err}");
        }
    }

    static COOKIE_FORM_JOINED: Tool = tool(
        Method::Get,
        "/pets",
        &[Param {
            explode: false,
            ..param("colors", "color", Location::Cookie)
        }],
        None,
    );

    #[test]
    fn form_cookie_without_explode_joins_encoded_items_with_commas() {
        // OpenAPI's style table: `color=blue,black,brown`. The commas are the style's own; a
        // comma, `;` or space inside an item is encoded, so items cannot merge or split.
        let request = build(
            &base(),
            &COOKIE_FORM_JOINED,
            &args(json!({"colors": ["a b", "c,d;e=f"]})),
        )
        .unwrap();
        assert_eq!(
            request.cookie_header().as_deref(),
            Some("color=a%20b,c%2Cd%3Be=f")
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
            crate::http::install_crypto_provider();
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
}
