//! End-to-end tests of request serialisation and authentication: body encodings, parameter
//! styles, API keys, server URLs and the OAuth2 client-credentials exchange. Each test calls the
//! real handler (`ApiServer::call`) against a wiremock server and asserts the exact request it
//! received.

use std::collections::HashMap;
use std::sync::Arc;

use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::{
    Api, ApiServer, Body, CallToolResult, Encoding, Hints, Location, Method, NoHooks, Param,
    SchemeKind, SecurityScheme, ServerVariable, Settings, Style, Tool,
};
use rmcp::model::{ContentBlock, JsonObject};
use serde_json::{Value, json};
use wiremock::matchers::{any, header, method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const READ: Hints = Hints {
    read_only: true,
    destructive: false,
    idempotent: true,
    open_world: false,
};

const WRITE: Hints = Hints {
    read_only: false,
    destructive: false,
    idempotent: false,
    open_world: false,
};

/// Accepts any arguments: these tests are about serialisation, not validation.
const ANY_ARGS: &str = r#"{"type":"object","additionalProperties":true}"#;

const fn param(arg: &'static str, location: Location, style: Style, explode: bool) -> Param {
    Param {
        arg,
        api: arg,
        location,
        required: matches!(location, Location::Path),
        style,
        explode,
    }
}

const fn tool(
    name: &'static str,
    method: Method,
    path: &'static str,
    params: &'static [Param],
    body: Option<Body>,
    security: &'static [&'static [&'static str]],
) -> Tool {
    Tool {
        name,
        title: name,
        description: "",
        tags: &[],
        method,
        path,
        server: None,
        params,
        body,
        hints: match method {
            Method::Get => READ,
            _ => WRITE,
        },
        security,
        scopes: &[],
        input_schema: ANY_ARGS,
        output_schema: None,
        stream: None,
    }
}

/// Sorted by name, as the generator emits them.
static TOOLS: [Tool; 12] = [
    tool("alt_server", Method::Get, "/things", &[], None, &[]),
    tool(
        "cookie_key",
        Method::Get,
        "/keyed",
        &[],
        None,
        &[&["cookie_key"]],
    ),
    tool(
        "create_secure",
        Method::Post,
        "/secure",
        &[],
        Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["name"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        &[&["oauth"]],
    ),
    tool(
        "get_secure",
        Method::Get,
        "/secure",
        &[],
        None,
        &[&["oauth"]],
    ),
    tool(
        "path_styles",
        Method::Get,
        "/points/{label}/cells/{matrix}",
        &[
            param("label", Location::Path, Style::Label, true),
            param("matrix", Location::Path, Style::Matrix, false),
        ],
        None,
        &[],
    ),
    tool(
        "query_key",
        Method::Get,
        "/keyed",
        &[],
        None,
        &[&["query_key"]],
    ),
    tool(
        "search",
        Method::Get,
        "/search",
        &[
            param("tags", Location::Query, Style::Form, true),
            param("ids", Location::Query, Style::Form, false),
            param("words", Location::Query, Style::SpaceDelimited, false),
            param("codes", Location::Query, Style::PipeDelimited, false),
            param("filter", Location::Query, Style::DeepObject, true),
            Param {
                api: "X-Request-Id",
                ..param("request_id", Location::Header, Style::Simple, false)
            },
            param("session", Location::Cookie, Style::Form, true),
        ],
        None,
        &[],
    ),
    tool(
        "send_binary",
        Method::Put,
        "/binary",
        &[],
        Some(Body::Whole {
            content_type: "image/png",
            encoding: Encoding::Binary,
            arg: "body",
            required: true,
        }),
        &[],
    ),
    tool(
        "send_form",
        Method::Post,
        "/form",
        &[],
        Some(Body::Fields {
            content_type: "application/x-www-form-urlencoded",
            encoding: Encoding::Form,
            fields: &["name", "tags", "metadata", "lines"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        &[],
    ),
    tool(
        "send_json",
        Method::Post,
        "/json",
        &[],
        Some(Body::Whole {
            content_type: "application/json",
            encoding: Encoding::Json,
            arg: "body",
            required: true,
        }),
        &[],
    ),
    tool(
        "send_multipart",
        Method::Post,
        "/multipart",
        &[],
        Some(Body::Fields {
            content_type: "multipart/form-data",
            encoding: Encoding::Multipart,
            fields: &["title", "file", "meta"],
            file_fields: &["file"],
            styles: &[],
            required: true,
        }),
        &[],
    ),
    tool(
        "send_text",
        Method::Post,
        "/text",
        &[],
        Some(Body::Whole {
            content_type: "text/plain; charset=utf-8",
            encoding: Encoding::Text,
            arg: "body",
            required: true,
        }),
        &[],
    ),
];

static SCHEMES: [SecurityScheme; 3] = [
    SecurityScheme {
        name: "cookie_key",
        kind: SchemeKind::ApiKey {
            name: "sid",
            location: Location::Cookie,
            env: "SHOP_COOKIE_KEY",
        },
    },
    SecurityScheme {
        name: "oauth",
        kind: SchemeKind::OAuth2ClientCredentials {
            // Relative, as some specs give it: resolved against the base URL.
            token_url: "/oauth/token",
            scopes: &["shop:read", "shop:write"],
            client_id_env: "SHOP_CLIENT_ID",
            client_secret_env: "SHOP_CLIENT_SECRET",
            token_env: "SHOP_ACCESS_TOKEN",
        },
    },
    SecurityScheme {
        name: "query_key",
        kind: SchemeKind::ApiKey {
            name: "api_key",
            location: Location::Query,
            env: "SHOP_QUERY_KEY",
        },
    },
];

static VARIABLES: [ServerVariable; 1] = [ServerVariable {
    name: "version",
    default: "v1",
    allowed: &["v1", "v2"],
    env: "SHOP_VERSION",
}];

static API: Api = Api {
    name: "shop-mcp",
    title: "Shop",
    version: "1.0.0",
    instructions: "",
    env_prefix: "SHOP",
    default_base_url: "https://shop.example/{version}",
    server_variables: &VARIABLES,
    security_schemes: &SCHEMES,
    input_defs: "",
    output_defs: "",
    tools: &TOOLS,
};

const CLIENT_SECRET: &str = "s3cret-value-42";

fn credentials(vars: &[(&str, &str)]) -> Credentials {
    let vars: HashMap<String, String> = vars
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    Credentials::from_lookup(&API, |name| vars.get(name).cloned())
}

fn oauth_credentials() -> Credentials {
    credentials(&[
        ("SHOP_CLIENT_ID", "client-1"),
        ("SHOP_CLIENT_SECRET", CLIENT_SECRET),
    ])
}

fn server_with(mock: &MockServer, credentials: Credentials) -> ApiServer {
    let settings = Settings {
        base_url: Some(format!("{}/api", mock.uri())),
        ..Settings::default()
    };
    ApiServer::new(&API, settings, Arc::new(NoHooks), credentials).expect("valid server")
}

fn server(mock: &MockServer) -> ApiServer {
    server_with(mock, Credentials::default())
}

fn args(value: Value) -> JsonObject {
    match value {
        Value::Object(map) => map,
        other => panic!("arguments must be an object, got {other}"),
    }
}

fn texts(result: &CallToolResult) -> Vec<String> {
    result
        .content
        .iter()
        .map(|block| match block {
            ContentBlock::Text(text) => text.text.clone(),
            _ => "<not text>".to_string(),
        })
        .collect()
}

async fn received(mock: &MockServer) -> Vec<Request> {
    mock.received_requests().await.expect("recording is on")
}

/// The single request the mock received.
async fn only_request(mock: &MockServer) -> Request {
    let mut requests = received(mock).await;
    assert_eq!(requests.len(), 1, "expected exactly one request");
    requests.remove(0)
}

fn header_of<'a>(request: &'a Request, name: &str) -> Option<&'a str> {
    request.headers.get(name).and_then(|v| v.to_str().ok())
}

async fn ok_for_everything(mock: &MockServer) {
    Mock::given(any())
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"ok": true})))
        .mount(mock)
        .await;
}

async fn call_ok(server: &ApiServer, name: &str, arguments: Value) -> CallToolResult {
    let result = server
        .call(name, args(arguments))
        .await
        .expect("known tool");
    assert_eq!(result.is_error, Some(false), "{:?}", texts(&result));
    result
}

// --- Body encodings ---

#[tokio::test]
async fn form_body_is_urlencoded_with_bracket_notation() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "send_form",
        json!({
            "name": "Rex & co",
            "tags": ["a", "b"],
            "metadata": {"order_id": 6735, "vip": true, "note": null},
            "lines": [{"sku": "x-1", "qty": 2}]
        }),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(request.method.as_str(), "POST");
    assert_eq!(request.url.path(), "/api/form");
    assert_eq!(
        header_of(&request, "content-type"),
        Some("application/x-www-form-urlencoded")
    );
    assert_eq!(
        String::from_utf8(request.body).unwrap(),
        "name=Rex%20%26%20co&tags=a&tags=b&metadata%5Border_id%5D=6735\
         &metadata%5Bvip%5D=true&lines%5B0%5D%5Bsku%5D=x-1&lines%5B0%5D%5Bqty%5D=2"
    );
}

#[tokio::test]
async fn multipart_body_has_text_json_and_file_parts() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "send_multipart",
        json!({
            "title": "Quarterly report",
            // "PDF\x00\xff" in base64.
            "file": {"content": "UERGAP8=", "filename": "q3.pdf", "content_type": "application/pdf"},
            "meta": {"pages": 3}
        }),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(request.url.path(), "/api/multipart");
    assert_eq!(
        header_of(&request, "content-type"),
        Some("multipart/form-data; boundary=openapi-mcp-boundary-0")
    );
    let expected: &[u8] = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"title\"\r\n\r\n\
Quarterly report\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"file\"; filename=\"q3.pdf\"\r\n\
Content-Type: application/pdf\r\n\r\n\
PDF\x00\xff\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"meta\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"pages\":3}\r\n\
--openapi-mcp-boundary-0--\r\n";
    assert_eq!(request.body, expected);
}

#[tokio::test]
async fn binary_body_is_sent_as_decoded_bytes() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "send_binary",
        json!({"body": "iVBORw0KGgo="}),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(request.method.as_str(), "PUT");
    assert_eq!(header_of(&request, "content-type"), Some("image/png"));
    assert_eq!(request.body, b"\x89PNG\r\n\x1a\n");
}

#[tokio::test]
async fn bad_base64_is_an_error_result_and_nothing_is_sent() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    let server = server(&mock);
    let result = server
        .call("send_binary", args(json!({"body": "not base64!"})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    let text = &texts(&result)[0];
    assert!(
        text.starts_with(
            "invalid arguments for tool `send_binary`; no request was sent:\n- `body`: not valid \
             base64"
        ),
        "{text}"
    );
    let result = server
        .call("send_multipart", args(json!({"file": {"content": "%%"}})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(texts(&result)[0].contains("`file.content`: not valid base64"));
    assert!(received(&mock).await.is_empty());
}

#[tokio::test]
async fn text_body_is_sent_as_is() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "send_text",
        json!({"body": "line 1\n\"line\" 2 ü"}),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(
        header_of(&request, "content-type"),
        Some("text/plain; charset=utf-8")
    );
    assert_eq!(request.body, "line 1\n\"line\" 2 ü".as_bytes());
}

#[tokio::test]
async fn json_body_is_sent_as_json() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "send_json",
        json!({"body": [{"id": 1}, "two", null]}),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(
        header_of(&request, "content-type"),
        Some("application/json")
    );
    assert_eq!(request.body, br#"[{"id":1},"two",null]"#);
}

// --- Parameter styles ---

#[tokio::test]
async fn query_styles_header_and_cookie_parameters() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "search",
        json!({
            "tags": ["red", "big dog"],
            "ids": [1, 2, 3],
            "words": ["hello", "world"],
            "codes": ["a|b", "c"],
            "filter": {"status": "sold", "price": {"gte": 10}},
            "request_id": "req-7",
            "session": "abc; admin=1"
        }),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(request.url.path(), "/api/search");
    assert_eq!(
        request.url.query(),
        Some(
            "tags=red&tags=big%20dog&ids=1,2,3&words=hello%20world&codes=a%7Cb%7Cc\
             &filter%5Bstatus%5D=sold&filter%5Bprice%5D%5Bgte%5D=10"
        )
    );
    let pairs: Vec<(String, String)> = request.url.query_pairs().into_owned().collect();
    assert_eq!(
        pairs[..2],
        [
            ("tags".to_string(), "red".to_string()),
            ("tags".to_string(), "big dog".to_string())
        ]
    );
    assert_eq!(header_of(&request, "x-request-id"), Some("req-7"));
    assert_eq!(
        header_of(&request, "cookie"),
        Some("session=abc%3B%20admin=1")
    );
}

#[tokio::test]
async fn label_and_matrix_path_parameters() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    call_ok(
        &server(&mock),
        "path_styles",
        json!({"label": ["1.5", "2"], "matrix": {"x": "a/b", "y": 2}}),
    )
    .await;
    let request = only_request(&mock).await;
    assert_eq!(
        request.url.path(),
        "/api/points/.1%2E5.2/cells/;matrix=x,a%2Fb,y,2"
    );
}

#[tokio::test]
async fn control_characters_in_a_cookie_are_refused() {
    let mock = MockServer::start().await;
    let result = server(&mock)
        .call("search", args(json!({"session": "a\r\nX-Admin: 1"})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(texts(&result)[0].contains("`session`: cookie values must not contain"));
    assert!(received(&mock).await.is_empty());
}

// --- API keys ---

#[tokio::test]
async fn api_key_in_query_and_in_cookie() {
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    let server = server_with(
        &mock,
        credentials(&[("SHOP_QUERY_KEY", "qk&1=2"), ("SHOP_COOKIE_KEY", "ck;x y")]),
    );
    call_ok(&server, "query_key", json!({})).await;
    call_ok(&server, "cookie_key", json!({})).await;
    let requests = received(&mock).await;
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].url.query(), Some("api_key=qk%261%3D2"));
    assert_eq!(header_of(&requests[0], "cookie"), None);
    assert_eq!(requests[1].url.query(), None);
    assert_eq!(header_of(&requests[1], "cookie"), Some("sid=ck%3Bx%20y"));
}

// --- Servers ---

#[tokio::test]
async fn operation_server_with_a_variable_is_used_instead_of_the_base_url() {
    static ALT_TOOLS: [Tool; 1] = [Tool {
        server: Some("/alt/{version}"),
        ..TOOLS[0]
    }];
    static ALT: Api = Api {
        tools: &ALT_TOOLS,
        ..API
    };
    let mock = MockServer::start().await;
    ok_for_everything(&mock).await;
    let settings = Settings {
        base_url: Some(format!("{}/api", mock.uri())),
        server_variables: vec![("version".to_string(), "v2".to_string())],
        ..Settings::default()
    };
    let server = ApiServer::new(&ALT, settings, Arc::new(NoHooks), Credentials::default())
        .expect("valid server");
    call_ok(&server, "alt_server", json!({})).await;
    assert_eq!(only_request(&mock).await.url.path(), "/alt/v2/things");
}

#[test]
fn server_url_problems_are_startup_errors() {
    let start = |api: &'static Api, settings: Settings| {
        ApiServer::new(api, settings, Arc::new(NoHooks), Credentials::default()).unwrap_err()
    };
    let err = start(
        &API,
        Settings {
            server_variables: vec![("version".to_string(), "v3".to_string())],
            ..Settings::default()
        },
    );
    assert_eq!(
        err,
        "server variable `version` is \"v3\" (from SHOP_VERSION), but must be one of: v1, v2"
    );

    static RELATIVE: Api = Api {
        default_base_url: "/api/{version}",
        ..API
    };
    let err = start(&RELATIVE, Settings::default());
    assert_eq!(
        err,
        "the API description's server URL \"/api/v1\" is relative; set SHOP_BASE_URL (or pass \
         --base-url) to the absolute URL of the API, e.g. https://api.example.com/api/v1"
    );
}

// --- OAuth2 client credentials ---

async fn mount_token_endpoint(mock: &MockServer, token: &str, times: Option<u64>) {
    let mut endpoint = Mock::given(method("POST"))
        .and(path("/oauth/token"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "access_token": token,
            "token_type": "Bearer",
            "expires_in": 3600
        })));
    if let Some(times) = times {
        // Earlier mounts answer first while they last.
        endpoint = endpoint.up_to_n_times(times).with_priority(1);
    }
    endpoint.mount(mock).await;
}

async fn mount_secure(mock: &MockServer, token: &str, status: u16) {
    Mock::given(path("/api/secure"))
        .and(header("authorization", format!("Bearer {token}").as_str()))
        .respond_with(ResponseTemplate::new(status).set_body_json(json!({"token_was": token})))
        .mount(mock)
        .await;
}

fn paths(requests: &[Request]) -> Vec<String> {
    requests
        .iter()
        .map(|r| format!("{} {}", r.method, r.url.path()))
        .collect()
}

#[tokio::test]
async fn oauth2_token_is_fetched_once_and_reused() {
    let mock = MockServer::start().await;
    mount_token_endpoint(&mock, "tok-first-1", None).await;
    mount_secure(&mock, "tok-first-1", 200).await;
    let server = server_with(&mock, oauth_credentials());

    call_ok(&server, "get_secure", json!({})).await;
    let result = call_ok(&server, "get_secure", json!({})).await;
    assert_eq!(
        result.structured_content,
        Some(json!({"token_was": "***"})),
        "a fetched token echoed by the API is redacted"
    );

    let requests = received(&mock).await;
    assert_eq!(
        paths(&requests),
        ["POST /oauth/token", "GET /api/secure", "GET /api/secure"]
    );
    let token_request = &requests[0];
    assert_eq!(
        header_of(token_request, "content-type"),
        Some("application/x-www-form-urlencoded")
    );
    assert_eq!(
        header_of(token_request, "authorization"),
        // base64("client-1:s3cret-value-42")
        Some("Basic Y2xpZW50LTE6czNjcmV0LXZhbHVlLTQy")
    );
    assert_eq!(header_of(token_request, "accept"), Some("application/json"));
    assert_eq!(
        String::from_utf8(token_request.body.clone()).unwrap(),
        "grant_type=client_credentials&scope=shop%3Aread+shop%3Awrite"
    );
    for api_request in &requests[1..] {
        assert_eq!(
            header_of(api_request, "authorization"),
            Some("Bearer tok-first-1")
        );
    }
}

#[tokio::test]
async fn oauth2_401_refetches_the_token_and_retries_once() {
    let mock = MockServer::start().await;
    mount_token_endpoint(&mock, "tok-revoked-1", Some(1)).await;
    mount_token_endpoint(&mock, "tok-renewed-2", None).await;
    mount_secure(&mock, "tok-revoked-1", 401).await;
    mount_secure(&mock, "tok-renewed-2", 201).await;
    let server = server_with(&mock, oauth_credentials());

    // Not idempotent, and still retried: the 401 says the first request was not processed.
    let result = call_ok(&server, "create_secure", json!({"name": "Rex"})).await;
    assert_eq!(result.structured_content, Some(json!({"token_was": "***"})));
    let requests = received(&mock).await;
    assert_eq!(
        paths(&requests),
        [
            "POST /oauth/token",
            "POST /api/secure",
            "POST /oauth/token",
            "POST /api/secure"
        ]
    );
    assert_eq!(
        header_of(&requests[1], "authorization"),
        Some("Bearer tok-revoked-1")
    );
    assert_eq!(
        header_of(&requests[3], "authorization"),
        Some("Bearer tok-renewed-2")
    );
    assert_eq!(requests[1].body, br#"{"name":"Rex"}"#);
    assert_eq!(requests[3].body, requests[1].body);

    // The renewed token is cached for the next call.
    call_ok(&server, "create_secure", json!({"name": "Rex"})).await;
    assert_eq!(received(&mock).await.len(), 5);
}

#[tokio::test]
async fn oauth2_401_after_the_retry_is_returned_without_more_attempts() {
    let mock = MockServer::start().await;
    mount_token_endpoint(&mock, "tok-always-bad", None).await;
    mount_secure(&mock, "tok-always-bad", 401).await;
    let server = server_with(&mock, oauth_credentials());

    let result = server.call("get_secure", args(json!({}))).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    let requests = received(&mock).await;
    assert_eq!(
        paths(&requests),
        [
            "POST /oauth/token",
            "GET /api/secure",
            "POST /oauth/token",
            "GET /api/secure"
        ]
    );
    assert_eq!(
        texts(&result),
        [
            "HTTP 401 Unauthorized\n{\"token_was\":\"***\"}\nhint: the upstream API refused the \
             credentials from SHOP_CLIENT_ID and SHOP_CLIENT_SECRET (or SHOP_ACCESS_TOKEN); check \
             their value and permissions"
        ]
    );
}

#[tokio::test]
async fn token_endpoint_failure_names_the_url_and_status_never_the_secret() {
    let mock = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/oauth/token"))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({
            "error": "invalid_client",
            "error_description": format!("bad secret {CLIENT_SECRET}")
        })))
        .mount(&mock)
        .await;
    let server = server_with(&mock, oauth_credentials());

    let result = server.call("get_secure", args(json!({}))).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    let text = texts(&result).join("\n");
    assert!(!text.contains(CLIENT_SECRET), "{text}");
    assert_eq!(
        text,
        format!(
            "could not get an OAuth2 access token for security scheme `oauth` from \
             {}/oauth/token: HTTP 401 Unauthorized: \
             {{\"error\":\"invalid_client\",\"error_description\":\"bad secret ***\"}}\n\
             hint: check SHOP_CLIENT_ID and SHOP_CLIENT_SECRET and the token endpoint",
            mock.uri()
        )
    );
    // The API itself was never called without a token.
    assert_eq!(paths(&received(&mock).await), ["POST /oauth/token"]);
}

#[tokio::test]
async fn ready_made_oauth2_token_skips_the_token_endpoint() {
    let mock = MockServer::start().await;
    mount_secure(&mock, "tok-from-env-1", 401).await;
    let server = server_with(
        &mock,
        credentials(&[
            ("SHOP_ACCESS_TOKEN", "tok-from-env-1"),
            ("SHOP_CLIENT_ID", "client-1"),
            ("SHOP_CLIENT_SECRET", CLIENT_SECRET),
        ]),
    );
    let result = server.call("get_secure", args(json!({}))).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    // A token the server did not fetch cannot be renewed: no token request, no retry.
    assert_eq!(paths(&received(&mock).await), ["GET /api/secure"]);
}
