//! The production batteries of the runtime (issue 5), against the real handler and a real mock
//! upstream (wiremock, or a raw TCP server for faults wiremock cannot produce):
//!
//! * enforcement matrix: for every mode, the listed set equals the callable set, and a refused
//!   call reaches no upstream;
//! * validation table: bad arguments → `isError` naming each argument path, zero requests;
//! * injection battery: hostile path, query, header and cookie values stay data;
//! * fault battery: timeouts, resets, 5xx, Retry-After, slow and huge bodies; retries only for
//!   read-only/idempotent tools, a POST is sent exactly once;
//! * consent (elicitation): accept, decline, cancel, and a client that cannot ask;
//! * Streamable HTTP: stateless requests, bearer token, Host check, credential passthrough.

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::{
    Api, ApiServer, Body, CallToolResult, Confirm, Encoding, Hints, HttpSettings, Location, Method,
    NoHooks, Param, SchemeKind, Secret, SecurityScheme, Settings, Style, Tool, transport,
};
use rmcp::model::{
    CallToolRequestParams, ClientCapabilities, ClientConfig, ContentBlock, ElicitRequestParams,
    ElicitResult, ElicitationAction, ElicitationCapability, Implementation, JsonObject,
    ProtocolVersion,
};
use rmcp::service::{RequestContext, RunningService};
use rmcp::{
    ClientHandler, ClientLifecycleMode, ClientServiceExt as _, ErrorData as McpError, RoleClient,
    ServiceExt as _,
};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const READ: Hints = Hints {
    read_only: true,
    destructive: false,
    idempotent: true,
    open_world: false,
};
const CREATE: Hints = Hints {
    read_only: false,
    destructive: false,
    idempotent: false,
    open_world: false,
};
const DESTROY: Hints = Hints {
    read_only: false,
    destructive: true,
    idempotent: true,
    open_world: false,
};

const fn path_param() -> Param {
    Param {
        arg: "order_id",
        api: "orderId",
        location: Location::Path,
        required: true,
        style: Style::Simple,
        explode: false,
    }
}

const fn query(arg: &'static str, explode: bool) -> Param {
    Param {
        arg,
        api: arg,
        location: Location::Query,
        required: false,
        style: Style::Form,
        explode,
    }
}

const ORDER_ID_SCHEMA: &str =
    r#"{"type":"object","properties":{"order_id":{"type":"string"}},"required":["order_id"]}"#;
const NOTE_SCHEMA: &str = r#"{"type":"object","properties":{"order_id":{"type":"string"},"note":{"type":"string"}},"required":["order_id","note"]}"#;

static TOOLS: [Tool; 7] = [
    Tool {
        name: "create_order",
        title: "Create an order",
        description: "Places an order.",
        tags: &[],
        method: Method::Post,
        path: "/orders",
        server: None,
        params: &[],
        body: Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["items", "customer", "priority"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        hints: CREATE,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{
            "items":{"type":"array","minItems":1,"items":{"type":"object","properties":{
                "sku":{"type":"string","pattern":"^[A-Z]{3}-\\d{4}$"},
                "price":{"type":"number","minimum":0},
                "qty":{"type":"integer","minimum":1,"maximum":100}
            },"required":["sku","price"],"additionalProperties":false}},
            "customer":{"type":"object","properties":{
                "name":{"type":"string","minLength":1,"maxLength":40},
                "email":{"type":"string","format":"email"}
            },"required":["name"]},
            "priority":{"type":"string","enum":["low","normal","high"]}
        },"required":["items","customer"]}"#,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "delete_order",
        title: "Delete an order",
        description: "Deletes an order for good.",
        tags: &[],
        method: Method::Delete,
        path: "/orders/{orderId}",
        server: None,
        params: &[path_param()],
        body: None,
        hints: DESTROY,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: ORDER_ID_SCHEMA,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "download_invoice",
        title: "Download the invoice",
        description: "The invoice as a PDF.",
        tags: &[],
        method: Method::Get,
        path: "/orders/{orderId}/invoice",
        server: None,
        params: &[path_param()],
        body: None,
        hints: READ,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: ORDER_ID_SCHEMA,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "get_order",
        title: "Get an order",
        description: "Returns one order.",
        tags: &[],
        method: Method::Get,
        path: "/orders/{orderId}",
        server: None,
        params: &[
            path_param(),
            query("expand", false),
            Param {
                arg: "trace",
                api: "X-Trace",
                location: Location::Header,
                required: false,
                style: Style::Simple,
                explode: false,
            },
            Param {
                arg: "session",
                api: "session",
                location: Location::Cookie,
                required: false,
                style: Style::Form,
                explode: true,
            },
        ],
        body: None,
        hints: READ,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{
            "order_id":{"type":"string"},
            "expand":{"type":"array","items":{"type":"string","enum":["lines","customer"]}},
            "trace":{"type":"string"},
            "session":{"type":"string"}
        },"required":["order_id"]}"#,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "list_orders",
        title: "List orders",
        description: "Lists orders.",
        tags: &[],
        method: Method::Get,
        path: "/orders",
        server: None,
        params: &[query("limit", true), query("since", true), query("q", true)],
        body: None,
        hints: READ,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{
            "limit":{"type":"integer","minimum":1,"maximum":100},
            "since":{"type":"string","format":"date"},
            "q":{"type":"string"}
        }}"#,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "replace_order",
        title: "Replace an order",
        description: "Replaces an order.",
        tags: &[],
        method: Method::Put,
        path: "/orders/{orderId}",
        server: None,
        params: &[path_param()],
        body: Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["note"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        hints: DESTROY,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: NOTE_SCHEMA,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "update_note",
        title: "Update the note",
        description: "Changes the note of an order.",
        tags: &[],
        method: Method::Patch,
        path: "/orders/{orderId}/note",
        server: None,
        params: &[path_param()],
        body: Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["note"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        // An override made this PATCH non-destructive.
        hints: CREATE,
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: NOTE_SCHEMA,
        output_schema: None,
        stream: None,
    },
];

static SCHEMES: [SecurityScheme; 1] = [SecurityScheme {
    name: "bearer",
    kind: SchemeKind::Bearer { env: "SHOP_TOKEN" },
}];

static API: Api = Api {
    name: "shop-mcp",
    title: "Shop",
    version: "1.0.0",
    instructions: "",
    env_prefix: "SHOP",
    default_base_url: "",
    server_variables: &[],
    security_schemes: &SCHEMES,
    input_defs: "",
    output_defs: "",
    tools: &TOOLS,
};

const SERVER_TOKEN: &str = "server-secret-0123";

fn all_tools() -> BTreeSet<&'static str> {
    TOOLS.iter().map(|t| t.name).collect()
}

fn credentials() -> Credentials {
    Credentials::from_lookup(&API, |name| {
        (name == "SHOP_TOKEN").then(|| SERVER_TOKEN.to_string())
    })
}

fn settings_for(base: &str) -> Settings {
    Settings {
        base_url: Some(format!("{base}/v1")),
        ..Settings::default()
    }
}

fn server_with(settings: Settings) -> ApiServer {
    ApiServer::new(&API, settings, Arc::new(NoHooks), credentials()).expect("valid server")
}

fn args(value: Value) -> JsonObject {
    match value {
        Value::Object(map) => map,
        other => panic!("arguments must be an object, got {other}"),
    }
}

fn valid_args(tool: &str) -> Value {
    match tool {
        "create_order" => json!({
            "items": [{"sku": "ABC-1234", "price": 9.5, "qty": 2}],
            "customer": {"name": "Ann"}
        }),
        "list_orders" => json!({"limit": 10}),
        "replace_order" | "update_note" => json!({"order_id": "o1", "note": "x"}),
        _ => json!({"order_id": "o1"}),
    }
}

fn text(result: &CallToolResult) -> String {
    result
        .content
        .iter()
        .map(|block| match block.as_text() {
            Some(text) => text.text.clone(),
            None => "<not text>".to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

async fn received(mock: &MockServer) -> Vec<Request> {
    mock.received_requests().await.expect("recording is on")
}

fn header<'a>(request: &'a Request, name: &str) -> Option<&'a str> {
    request.headers.get(name).and_then(|v| v.to_str().ok())
}

async fn ok_mock() -> MockServer {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"ok": true})))
        .mount(&mock)
        .await;
    mock
}

type Client<H> = RunningService<RoleClient, H>;

/// Serves `server` over an in-memory pipe and connects `handler` as the MCP client, with the
/// `initialize` handshake (revisions up to 2025-11-25).
async fn connect<H: ClientHandler>(server: ApiServer, handler: H) -> Client<H> {
    connect_with(server, handler, ClientLifecycleMode::Initialize).await
}

async fn connect_with<H: ClientHandler>(
    server: ApiServer,
    handler: H,
    lifecycle: ClientLifecycleMode,
) -> Client<H> {
    let (server_io, client_io) = tokio::io::duplex(1 << 20);
    tokio::spawn(async move {
        if let Ok(running) = server.serve(server_io).await {
            let _ = running.waiting().await;
        }
    });
    handler
        .serve_with_lifecycle(client_io, lifecycle)
        .await
        .expect("client connects")
}

async fn call_via<H: ClientHandler>(
    client: &Client<H>,
    tool: &str,
    value: Value,
) -> CallToolResult {
    client
        .call_tool(CallToolRequestParams::new(tool.to_string()).with_arguments(args(value)))
        .await
        .expect("tools/call answers")
}

// ---------------------------------------------------------------------------------------------
// Enforcement matrix
// ---------------------------------------------------------------------------------------------

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn enforcement_matrix_listed_equals_callable_and_refusals_send_nothing() {
    let modes: Vec<(&str, Settings, Vec<&str>)> = vec![
        (
            "default",
            Settings::default(),
            all_tools().into_iter().collect(),
        ),
        (
            "--read-only",
            Settings {
                read_only: true,
                ..Settings::default()
            },
            vec!["download_invoice", "get_order", "list_orders"],
        ),
        (
            "--no-destructive",
            Settings {
                no_destructive: true,
                ..Settings::default()
            },
            vec![
                "create_order",
                "download_invoice",
                "get_order",
                "list_orders",
                "update_note",
            ],
        ),
        (
            "--tools get_order,delete_order",
            Settings {
                tools: names(&["get_order", "delete_order"]),
                ..Settings::default()
            },
            vec!["delete_order", "get_order"],
        ),
        (
            "--exclude-tools create_order,list_orders",
            Settings {
                exclude_tools: names(&["create_order", "list_orders"]),
                ..Settings::default()
            },
            vec![
                "delete_order",
                "download_invoice",
                "get_order",
                "replace_order",
                "update_note",
            ],
        ),
        (
            "--read-only --tools get_order,create_order",
            Settings {
                read_only: true,
                tools: names(&["get_order", "create_order"]),
                ..Settings::default()
            },
            vec!["get_order"],
        ),
        (
            "--no-destructive --exclude-tools update_note",
            Settings {
                no_destructive: true,
                exclude_tools: names(&["update_note"]),
                ..Settings::default()
            },
            vec![
                "create_order",
                "download_invoice",
                "get_order",
                "list_orders",
            ],
        ),
    ];

    for (mode, settings, expected) in modes {
        let mock = ok_mock().await;
        let settings = Settings {
            base_url: Some(format!("{}/v1", mock.uri())),
            ..settings
        };
        let client = connect(server_with(settings), ()).await;
        let listed: BTreeSet<String> = client
            .list_all_tools()
            .await
            .expect("tools/list")
            .into_iter()
            .map(|t| t.name.to_string())
            .collect();
        let expected: BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
        assert_eq!(listed, expected, "{mode}: listed set");

        let mut callable = BTreeSet::new();
        for tool in all_tools() {
            let before = received(&mock).await.len();
            let result = call_via(&client, tool, valid_args(tool)).await;
            let after = received(&mock).await.len();
            if result.is_error == Some(true) {
                assert!(
                    text(&result).starts_with("refused: tool `"),
                    "{mode}: {tool}: {}",
                    text(&result)
                );
                assert_eq!(after, before, "{mode}: refused {tool} reached the upstream");
            } else {
                assert_eq!(after, before + 1, "{mode}: {tool} sent one request");
                callable.insert(tool.to_string());
            }
        }
        assert_eq!(callable, listed, "{mode}: callable set == listed set");
        client.cancel().await.expect("client closes");
    }
}

#[test]
fn refusals_say_which_flag_refused() {
    let server = server_with(Settings {
        base_url: Some("http://127.0.0.1:9".into()),
        read_only: true,
        exclude_tools: names(&["get_order"]),
        ..Settings::default()
    });
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let reason = |tool: &str| {
        let result = runtime
            .block_on(server.call(tool, args(valid_args(tool))))
            .unwrap();
        text(&result)
    };
    assert_eq!(
        reason("delete_order"),
        "refused: tool `delete_order` is not read-only and the server runs with --read-only"
    );
    assert_eq!(
        reason("get_order"),
        "refused: tool `get_order` is excluded by --exclude-tools on this server"
    );
}

// ---------------------------------------------------------------------------------------------
// Validation table
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn validation_table_names_every_argument_path_and_sends_nothing() {
    let mock = ok_mock().await;
    let server = server_with(settings_for(&mock.uri()));
    let table: Vec<(&str, Value, Vec<&str>)> = vec![
        (
            "create_order",
            json!({}),
            vec![
                "`items`: missing required argument",
                "`customer`: missing required argument",
            ],
        ),
        (
            "create_order",
            json!({
                "items": [
                    {"sku": "ABC-1234", "price": 1},
                    {"sku": "abc", "price": -1, "qty": 0, "color": "red"}
                ],
                "customer": {"name": "Ann"}
            }),
            vec![
                "`items[1].sku`: must match the pattern `^[A-Z]{3}-\\d{4}$`",
                "`items[1].price`: must be at least 0",
                "`items[1].qty`: must be at least 1",
                "`items[1].color`: unknown property (expected one of: sku, price, qty)",
            ],
        ),
        (
            "create_order",
            json!({"items": "ABC-1234", "customer": {"name": "", "email": "nope"}, "priority": "urgent"}),
            vec![
                "`items`: expected array, got string",
                "`customer.name`: must be at least 1 characters long",
                "`customer.email`: must be an email address",
                "`priority`: expected one of \"low\", \"normal\", \"high\"",
            ],
        ),
        (
            "create_order",
            json!({"items": [], "customer": {"name": "Ann"}}),
            vec!["`items`: must have at least 1 items"],
        ),
        (
            "create_order",
            json!({"items": [{"sku": "ABC-1234", "price": "9"}], "customer": "Ann"}),
            vec![
                "`items[0].price`: expected number, got string",
                "`customer`: expected object, got string",
            ],
        ),
        (
            "get_order",
            json!({"order_id": 5}),
            vec!["`order_id`: expected string, got integer"],
        ),
        (
            "get_order",
            json!({"order_id": "o1", "expand": ["lines", "bogus"], "verbose": true}),
            vec![
                "`expand[1]`: expected one of \"lines\", \"customer\"",
                "`verbose`: unknown argument (expected one of: order_id, expand, trace, session)",
            ],
        ),
        (
            "list_orders",
            json!({"limit": 0, "since": "yesterday"}),
            vec![
                "`limit`: must be at least 1",
                "`since`: must be a date like 2024-05-31 (RFC 3339 full-date)",
            ],
        ),
        (
            "list_orders",
            json!({"limit": 101}),
            vec!["`limit`: must be at most 100"],
        ),
        (
            "list_orders",
            json!({"limit": 2.5}),
            vec!["`limit`: expected integer, got number"],
        ),
        (
            "delete_order",
            json!({"order_id": null}),
            vec!["`order_id`: expected string, got null"],
        ),
    ];
    for (tool, bad, expected) in table {
        let result = server.call(tool, args(bad.clone())).await.unwrap();
        assert_eq!(result.is_error, Some(true), "{tool} {bad}");
        let message = text(&result);
        let mut wanted = format!("invalid arguments for tool `{tool}`; no request was sent:");
        for line in &expected {
            wanted.push_str("\n- ");
            wanted.push_str(line);
        }
        assert_eq!(message, wanted, "{tool} {bad}");
    }
    assert!(
        received(&mock).await.is_empty(),
        "invalid arguments reached the upstream"
    );
}

// ---------------------------------------------------------------------------------------------
// Injection battery
// ---------------------------------------------------------------------------------------------

/// Undoes percent-encoding (the test's own, so it does not share a bug with the runtime's).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let Ok(byte) = u8::from_str_radix(&text[i + 1..i + 3], 16)
        {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn injection_battery_path_values_stay_one_segment_on_the_configured_host() {
    let mock = ok_mock().await;
    let authority = mock.address().to_string();
    let server = server_with(settings_for(&mock.uri()));
    let hostile = [
        "../admin",
        "../../etc/passwd",
        "a/b",
        "%2e%2e",
        "%2e",
        ".%2E",
        "...",
        "%2e%2e%2fadmin",
        "..%2fadmin",
        "?x=1",
        "#frag",
        "http://evil.example/admin",
        "//evil.example/admin",
        "@evil.example",
        "a\\b",
        "%2F",
        " o 1 ",
        "ünï😀",
        "o1;admin=1",
    ];
    let mut sent = 0;
    for value in hostile {
        let result = server
            .call("get_order", args(json!({"order_id": value})))
            .await
            .unwrap();
        let requests = received(&mock).await;
        assert_eq!(result.is_error, Some(false), "{value}: {}", text(&result));
        sent += 1;
        assert_eq!(requests.len(), sent, "{value}");
        let request = requests.last().unwrap();
        let raw_path = request.url.path();
        let segments: Vec<&str> = raw_path.split('/').collect();
        assert_eq!(segments.len(), 4, "{value}: {raw_path}");
        assert_eq!(&segments[..3], ["", "v1", "orders"], "{value}: {raw_path}");
        assert_eq!(decode(segments[3]), value, "{value}: {raw_path}");
        assert_eq!(request.url.query(), None, "{value}");
        assert_eq!(request.url.fragment(), None, "{value}");
        assert_eq!(header(request, "host"), Some(authority.as_str()), "{value}");
    }

    // Dot segments cannot be made safe by encoding (URL parsers resolve `%2e%2e` too), and an
    // empty segment would call another endpoint: refused. (`%2e` above is the text "%2e",
    // sent as `%252e`.)
    for value in ["..", ".", ""] {
        let result = server
            .call("get_order", args(json!({"order_id": value})))
            .await
            .unwrap();
        assert_eq!(result.is_error, Some(true), "{value:?}");
        assert!(
            text(&result).contains("no request was sent"),
            "{value:?}: {}",
            text(&result)
        );
    }
    assert_eq!(received(&mock).await.len(), sent);
}

#[tokio::test]
async fn injection_battery_query_header_and_cookie_values_stay_data() {
    let mock = ok_mock().await;
    let server = server_with(settings_for(&mock.uri()));

    let q = "x&admin=1#frag?y=2";
    let result = server
        .call("list_orders", args(json!({"q": q})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    let request = received(&mock).await.pop().unwrap();
    assert_eq!(request.url.path(), "/v1/orders");
    let pairs: Vec<(String, String)> = request.url.query_pairs().into_owned().collect();
    assert_eq!(pairs, [("q".to_string(), q.to_string())]);

    let result = server
        .call(
            "get_order",
            args(json!({"order_id": "o1", "session": "x; admin=1"})),
        )
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    let request = received(&mock).await.pop().unwrap();
    let cookie = header(&request, "cookie").unwrap();
    assert!(!cookie.contains("; admin"), "{cookie}");
    assert!(cookie.starts_with("session=x%3B"), "{cookie}");
    let before = received(&mock).await.len();

    for (name, value) in [
        ("trace", "a\r\nX-Evil: 1"),
        ("trace", "a\nAuthorization: Bearer stolen"),
        ("trace", "a\rb"),
        ("trace", "nul\u{0}byte"),
        ("session", "a\r\nSet-Cookie: x=1"),
    ] {
        let result = server
            .call("get_order", args(json!({"order_id": "o1", name: value})))
            .await
            .unwrap();
        assert_eq!(result.is_error, Some(true), "{name}={value:?}");
        let message = text(&result);
        assert!(message.contains("no request was sent"), "{message}");
        assert!(message.contains(&format!("`{name}`")), "{message}");
    }
    assert_eq!(
        received(&mock).await.len(),
        before,
        "CR/LF values were sent"
    );
}

#[tokio::test]
async fn arguments_cannot_replace_the_configured_credentials() {
    let mock = ok_mock().await;
    let server = server_with(settings_for(&mock.uri()));
    // A header parameter named like the auth header would be a spec problem; here we check the
    // end result: the configured token is what arrives, exactly once.
    server
        .call("get_order", args(json!({"order_id": "o1", "trace": "t"})))
        .await
        .unwrap();
    let request = received(&mock).await.pop().unwrap();
    let values: Vec<_> = request.headers.get_all("authorization").iter().collect();
    assert_eq!(values.len(), 1);
    assert_eq!(values[0], &format!("Bearer {SERVER_TOKEN}"));
}

// ---------------------------------------------------------------------------------------------
// Fault battery
// ---------------------------------------------------------------------------------------------

fn fault_settings(base: &str) -> Settings {
    Settings {
        timeout: Duration::from_millis(400),
        retries: 2,
        ..settings_for(base)
    }
}

fn create_args() -> JsonObject {
    args(valid_args("create_order"))
}

fn get_args() -> JsonObject {
    args(json!({"order_id": "o1"}))
}

#[tokio::test]
async fn fault_timeout_retries_a_get_and_sends_a_post_once() {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(3)))
        .mount(&mock)
        .await;
    let server = server_with(fault_settings(&mock.uri()));

    let result = server.call("get_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    let message = text(&result);
    assert!(message.contains("(timeout)"), "{message}");
    assert!(message.contains("gave up after 3 attempts"), "{message}");
    let gets = received(&mock).await;
    assert_eq!(gets.len(), 3, "a GET is retried twice");

    let result = server.call("create_order", create_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(!text(&result).contains("gave up"), "{}", text(&result));
    let all = received(&mock).await;
    let posts = all.iter().filter(|r| r.method.as_str() == "POST").count();
    assert_eq!(posts, 1, "a POST is sent exactly once");
}

#[tokio::test]
async fn fault_500_is_reported_and_not_retried() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500).set_body_string("boom"))
        .mount(&mock)
        .await;
    let server = server_with(fault_settings(&mock.uri()));
    let result = server.call("get_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(text(&result), "HTTP 500 Internal Server Error\nboom");
    assert_eq!(received(&mock).await.len(), 1);
}

#[tokio::test]
async fn fault_503_with_retry_after_is_honoured_for_a_get_only() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(503)
                .insert_header("retry-after", "1")
                .set_body_string("busy"),
        )
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&mock)
        .await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
        .with_priority(2)
        .mount(&mock)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503).insert_header("retry-after", "1"))
        .mount(&mock)
        .await;
    let server = server_with(fault_settings(&mock.uri()));

    let started = Instant::now();
    let result = server.call("get_order", get_args()).await.unwrap();
    let waited = started.elapsed();
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    assert_eq!(result.structured_content, Some(json!({"id": "o1"})));
    assert!(
        waited >= Duration::from_secs(1),
        "Retry-After: 1 was not honoured ({waited:?})"
    );
    assert_eq!(received(&mock).await.len(), 2);

    let result = server.call("create_order", create_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(text(&result).starts_with("HTTP 503 Service Unavailable"));
    let posts = received(&mock)
        .await
        .iter()
        .filter(|r| r.method.as_str() == "POST")
        .count();
    assert_eq!(posts, 1, "a POST is sent exactly once, even on 503");
}

#[tokio::test]
async fn fault_retry_after_beyond_the_limit_is_reported_not_waited() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(429).insert_header("retry-after", "120"))
        .mount(&mock)
        .await;
    let server = server_with(fault_settings(&mock.uri()));
    let started = Instant::now();
    let result = server.call("list_orders", args(json!({}))).await.unwrap();
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        text(&result),
        "HTTP 429 Too Many Requests\nthe API asked to retry after 120 s; not retried within this call"
    );
    assert_eq!(received(&mock).await.len(), 1);
}

#[tokio::test]
async fn fault_502_and_504_are_retried_with_backoff_until_the_limit() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/bad-gateway"))
        .respond_with(ResponseTemplate::new(502))
        .mount(&mock)
        .await;
    Mock::given(method("DELETE"))
        .respond_with(ResponseTemplate::new(504))
        .mount(&mock)
        .await;
    let server = server_with(Settings {
        retries: 3,
        ..fault_settings(&mock.uri())
    });
    let started = Instant::now();
    let result = server
        .call("get_order", args(json!({"order_id": "bad-gateway"})))
        .await
        .unwrap();
    // Backoff: at least half of 200 + 400 + 800 ms.
    assert!(started.elapsed() >= Duration::from_millis(700));
    assert_eq!(
        text(&result),
        "HTTP 502 Bad Gateway\ngave up after 4 attempts (retried 3 times)"
    );
    assert_eq!(received(&mock).await.len(), 4);

    // DELETE is idempotent: retried too.
    let result = server.call("delete_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(received(&mock).await.len(), 8);

    // With --retries 0 nothing is retried.
    let server = server_with(Settings {
        retries: 0,
        ..fault_settings(&mock.uri())
    });
    server.call("delete_order", get_args()).await.unwrap();
    assert_eq!(received(&mock).await.len(), 9);
}

/// A TCP server that misbehaves on purpose; counts connections.
async fn raw_upstream(behaviour: Behaviour) -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address: SocketAddr = listener.local_addr().unwrap();
    let connections = Arc::new(AtomicUsize::new(0));
    let counter = connections.clone();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
            tokio::spawn(async move {
                let mut buffer = vec![0u8; 64 * 1024];
                // Read the request head (small requests arrive in one read).
                let _ = stream.read(&mut buffer).await;
                match behaviour {
                    Behaviour::Reset => {
                        // SO_LINGER 0: close() sends RST instead of FIN.
                        let _ = stream.set_zero_linger();
                        drop(stream);
                    }
                    Behaviour::SlowBody => {
                        let head = "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 100\r\n\r\n";
                        if stream.write_all(head.as_bytes()).await.is_err() {
                            return;
                        }
                        for _ in 0..100 {
                            tokio::time::sleep(Duration::from_millis(100)).await;
                            if stream.write_all(b"x").await.is_err() {
                                return;
                            }
                        }
                    }
                }
            });
        }
    });
    (format!("http://{address}"), connections)
}

/// A self-signed certificate for `localhost` and 127.0.0.1, valid until 2126, made for this test
/// with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
/// -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -addext
/// basicConstraints=critical,CA:FALSE`: no trust store holds it, and its key protects nothing.
const SELF_SIGNED_CERT: &str = "\
-----BEGIN CERTIFICATE-----
MIIBmDCCAT6gAwIBAgIUMdqnFgKXo+1ki1b7T3mVL+BdlrIwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTIwMTIzMTEzM1oYDzIxMjYxMTA3
MjMxMTMzWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARZMDlZjQeiX/P0C3cELZWgGwKaVgld2tcgK9y5Iko4W0I3AZaIeaIa
jPI/nkrnsmJfMaQl1TIsf/gNgHirV6Ybo2wwajAdBgNVHQ4EFgQUUSYkDCHwd1KL
RNthnAY6g6A6WocwHwYDVR0jBBgwFoAUUSYkDCHwd1KLRNthnAY6g6A6WocwGgYD
VR0RBBMwEYIJbG9jYWxob3N0hwR/AAABMAwGA1UdEwEB/wQCMAAwCgYIKoZIzj0E
AwIDSAAwRQIgevSJPLPniEvjm7UTMzTHQyyiAvyR2TwyS4bJXa3Mi0YCIQDR54XY
CsHciGupRpI5MpRecipnpq/dRr+QvGz54WogvQ==
-----END CERTIFICATE-----
";
const SELF_SIGNED_KEY: &str = "\
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgRoIIfcfJMql2laQU
njGKPLCoqSzJaycRfJCzbDKD6E6hRANCAARZMDlZjQeiX/P0C3cELZWgGwKaVgld
2tcgK9y5Iko4W0I3AZaIeaIajPI/nkrnsmJfMaQl1TIsf/gNgHirV6Yb
-----END PRIVATE KEY-----
";

/// An HTTPS upstream on 127.0.0.1 with the self-signed certificate (rustls, the runtime's own TLS
/// stack, on the server side), answering `{}` to every request that gets through the handshake;
/// counts those requests.
fn self_signed_upstream() -> (String, Arc<AtomicUsize>) {
    use rustls::pki_types::pem::PemObject as _;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    use std::io::{Read as _, Write as _};

    let cert = CertificateDer::from_pem_slice(SELF_SIGNED_CERT.as_bytes()).unwrap();
    let key = PrivateKeyDer::from_pem_slice(SELF_SIGNED_KEY.as_bytes()).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![cert], key)
        .unwrap();
    let config = Arc::new(config);
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let requests = Arc::new(AtomicUsize::new(0));
    let counter = requests.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { return };
            let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
            let connection = rustls::ServerConnection::new(config.clone()).unwrap();
            let mut tls = rustls::StreamOwned::new(connection, stream);
            // The handshake runs on the first read; a client that refuses the certificate
            // aborts it and the read fails.
            let mut buffer = [0u8; 4096];
            if matches!(tls.read(&mut buffer), Ok(n) if n > 0) {
                counter.fetch_add(1, Ordering::SeqCst);
                let answer = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}";
                let _ = tls.write_all(answer.as_bytes());
                let _ = tls.flush();
                tls.conn.send_close_notify();
                let _ = tls.flush();
            }
        }
    });
    (format!("https://{address}"), requests)
}

/// Certificates are verified: reqwest is built without a crypto provider of its own and the
/// runtime installs ring's, with the system's trust store (rustls-platform-verifier). An upstream
/// whose certificate no trusted authority signed gets no request; the upstream itself is sound
/// (a client that trusts the certificate gets its answer).
#[tokio::test]
async fn tls_an_upstream_with_a_self_signed_certificate_is_refused() {
    let (base, requests) = self_signed_upstream();
    let server = server_with(Settings {
        retries: 0,
        ..fault_settings(&base)
    });
    let result = server.call("get_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    let message = text(&result);
    // rustls says why (UnknownIssuer, or what the system's roots made of it); the reason varies
    // with the trust store, the refusal does not.
    assert!(message.contains("invalid peer certificate"), "{message}");
    assert_eq!(requests.load(Ordering::SeqCst), 0, "no request got through");

    openapi_mcp_runtime::server::install_crypto_provider();
    let trusting = reqwest::Client::builder()
        .tls_certs_only([reqwest::Certificate::from_pem(SELF_SIGNED_CERT.as_bytes()).unwrap()])
        .build()
        .unwrap();
    let answer = trusting
        .get(format!("{base}/v1/orders/o1"))
        .send()
        .await
        .expect("a client that trusts the certificate gets through");
    assert_eq!(answer.status(), 200);
    assert_eq!(requests.load(Ordering::SeqCst), 1);
}

#[derive(Clone, Copy)]
enum Behaviour {
    Reset,
    SlowBody,
}

#[tokio::test]
async fn fault_connection_reset_is_an_error_result_and_a_post_is_sent_once() {
    let (base, connections) = raw_upstream(Behaviour::Reset).await;
    let server = server_with(fault_settings(&base));
    let result = server.call("create_order", create_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    let message = text(&result);
    assert!(message.contains("failed"), "{message}");
    assert_eq!(connections.load(Ordering::SeqCst), 1, "POST sent once");

    let result = server.call("get_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
}

#[tokio::test]
async fn fault_connection_refused_retries_only_idempotent_tools() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let server = server_with(fault_settings(&format!("http://127.0.0.1:{port}")));
    let result = server.call("get_order", get_args()).await.unwrap();
    let message = text(&result);
    assert!(
        message.starts_with(&format!(
            "could not connect to the upstream API at 127.0.0.1:{port}"
        )),
        "{message}"
    );
    assert!(message.ends_with("gave up after 3 attempts (retried 2 times)"));
    let result = server.call("create_order", create_args()).await.unwrap();
    assert!(!text(&result).contains("gave up"), "{}", text(&result));
}

#[tokio::test]
async fn fault_slow_body_times_out_and_only_the_get_is_retried() {
    let (base, connections) = raw_upstream(Behaviour::SlowBody).await;
    let server = server_with(fault_settings(&base));
    let result = server.call("get_order", get_args()).await.unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(text(&result).contains("timeout"), "{}", text(&result));
    assert_eq!(connections.load(Ordering::SeqCst), 3);

    let result = server
        .call("update_note", args(valid_args("update_note")))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(connections.load(Ordering::SeqCst), 4, "PATCH sent once");
}

#[tokio::test]
async fn fault_50_mib_body_is_capped_with_a_note_and_the_server_stays_up() {
    let mock = MockServer::start().await;
    let big = vec![b'a'; 50 * 1024 * 1024];
    Mock::given(path("/v1/orders/big"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(big, "text/plain"))
        .mount(&mock)
        .await;
    Mock::given(path("/v1/orders/small"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "small"})))
        .mount(&mock)
        .await;
    let server = server_with(Settings {
        timeout: Duration::from_secs(20),
        ..settings_for(&mock.uri())
    });
    let result = server
        .call("get_order", args(json!({"order_id": "big"})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(false));
    let blocks: Vec<String> = result
        .content
        .iter()
        .filter_map(|b| b.as_text().map(|t| t.text.clone()))
        .collect();
    assert_eq!(blocks.len(), 2);
    assert_eq!(blocks[0].len(), 1024 * 1024);
    assert_eq!(blocks[1], "truncated: showing 1048576 of 52428800 bytes");

    let result = server
        .call("get_order", args(json!({"order_id": "small"})))
        .await
        .unwrap();
    assert_eq!(result.structured_content, Some(json!({"id": "small"})));
}

#[tokio::test]
async fn binary_bodies_become_embedded_resources_and_images_image_content() {
    let mock = MockServer::start().await;
    Mock::given(path("/v1/orders/o1/invoice"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(vec![0x25, 0x50, 0xff, 0x00], "application/pdf"),
        )
        .mount(&mock)
        .await;
    Mock::given(path("/v1/orders/o2/invoice"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(vec![0x89, 0x50], "image/png"))
        .mount(&mock)
        .await;
    let server = server_with(settings_for(&mock.uri()));
    let result = server
        .call("download_invoice", args(json!({"order_id": "o1"})))
        .await
        .unwrap();
    let block = serde_json::to_value(&result.content[0]).unwrap();
    assert_eq!(block["type"], "resource");
    assert_eq!(block["resource"]["mimeType"], "application/pdf");
    assert_eq!(block["resource"]["blob"], "JVD/AA==");
    assert_eq!(
        block["resource"]["uri"],
        format!("{}/v1/orders/o1/invoice", mock.uri())
    );
    let result = server
        .call("download_invoice", args(json!({"order_id": "o2"})))
        .await
        .unwrap();
    assert!(matches!(&result.content[0], ContentBlock::Image(_)));
}

// ---------------------------------------------------------------------------------------------
// Consent through elicitation
// ---------------------------------------------------------------------------------------------

/// An MCP client that answers every elicitation with `action` and records the questions.
#[derive(Clone)]
struct Consent {
    action: ElicitationAction,
    asked: Arc<Mutex<Vec<String>>>,
}

impl Consent {
    fn new(action: ElicitationAction) -> Consent {
        Consent {
            action,
            asked: Arc::default(),
        }
    }

    fn questions(&self) -> Vec<String> {
        self.asked.lock().unwrap().clone()
    }
}

impl ClientHandler for Consent {
    async fn create_elicitation(
        &self,
        request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, McpError> {
        if let ElicitRequestParams::FormElicitationParams { message, .. } = request {
            self.asked.lock().unwrap().push(message);
        }
        let result = ElicitResult::new(self.action.clone());
        Ok(match self.action {
            ElicitationAction::Accept => result.with_content(json!({})),
            _ => result,
        })
    }

    fn get_info(&self) -> ClientConfig {
        let mut capabilities = ClientCapabilities::default();
        capabilities.elicitation = Some(ElicitationCapability::default());
        ClientConfig::new(capabilities, Implementation::new("consent-test", "1"))
            .with_protocol_version(ProtocolVersion::V_2025_11_25)
    }
}

fn confirming(mock: &MockServer, confirm: Confirm) -> ApiServer {
    server_with(Settings {
        confirm,
        ..settings_for(&mock.uri())
    })
}

#[tokio::test]
async fn consent_accept_sends_the_request_that_was_shown() {
    let mock = ok_mock().await;
    let consent = Consent::new(ElicitationAction::Accept);
    let client = connect(confirming(&mock, Confirm::Destructive), consent.clone()).await;

    let result = call_via(&client, "delete_order", json!({"order_id": "o 1"})).await;
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].url.path(), "/v1/orders/o%201");
    let questions = consent.questions();
    assert_eq!(questions.len(), 1);
    assert_eq!(
        questions[0],
        format!(
            "Allow the tool `delete_order` (Delete an order) to send this request?\n\n\
             DELETE {}/v1/orders/o%201\n\
             (operation DELETE /orders/{{orderId}}; destructive, idempotent)\n\
             Affects: order_id = \"o 1\"\n\n\
             It deletes what it names; this cannot be undone. Accept to send it; decline or \
             cancel to stop.",
            mock.uri()
        )
    );
    assert!(!questions[0].contains(SERVER_TOKEN));

    // Read-only and non-destructive tools are not asked about with --confirm destructive.
    call_via(&client, "get_order", json!({"order_id": "o1"})).await;
    call_via(&client, "create_order", valid_args("create_order")).await;
    assert_eq!(consent.questions().len(), 1);
    assert_eq!(received(&mock).await.len(), 3);
    client.cancel().await.unwrap();
}

#[tokio::test]
async fn consent_for_writes_shows_the_body() {
    let mock = ok_mock().await;
    let consent = Consent::new(ElicitationAction::Accept);
    let client = connect(confirming(&mock, Confirm::Writes), consent.clone()).await;
    let result = call_via(&client, "create_order", valid_args("create_order")).await;
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    let question = consent.questions().pop().unwrap();
    assert!(
        question.contains(&format!("POST {}/v1/orders\n(operation POST /orders; changes data, not destructive)\nIn bulk: `items`: 1 item\ncontent-type: application/json\n\n{{\"items\":[{{\"sku\":\"ABC-1234\",\"price\":9.5,\"qty\":2}}],\"customer\":{{\"name\":\"Ann\"}}}}", mock.uri())),
        "{question}"
    );
    assert!(question.contains("It may change data."), "{question}");
    // A read-only tool is never asked about.
    call_via(&client, "list_orders", json!({})).await;
    assert_eq!(consent.questions().len(), 1);
    client.cancel().await.unwrap();
}

#[tokio::test]
async fn consent_decline_and_cancel_send_nothing() {
    for (action, word) in [
        (ElicitationAction::Decline, "declined"),
        (ElicitationAction::Cancel, "cancelled"),
    ] {
        let mock = ok_mock().await;
        let consent = Consent::new(action);
        let client = connect(confirming(&mock, Confirm::Writes), consent.clone()).await;
        let result = call_via(&client, "update_note", valid_args("update_note")).await;
        assert_eq!(result.is_error, Some(true));
        assert_eq!(
            text(&result),
            format!(
                "refused: tool `update_note` needs the user's confirmation on this server \
                 (--confirm writes), and the user {word}; no request was sent"
            )
        );
        assert_eq!(consent.questions().len(), 1);
        assert!(
            received(&mock).await.is_empty(),
            "{word}: a request was sent"
        );
        client.cancel().await.unwrap();
    }
}

#[tokio::test]
async fn consent_fails_closed_for_a_client_without_elicitation() {
    let mock = ok_mock().await;
    let client = connect(confirming(&mock, Confirm::Destructive), ()).await;
    let result = call_via(&client, "replace_order", valid_args("replace_order")).await;
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        text(&result),
        "refused: tool `replace_order` needs the user's confirmation on this server (--confirm \
         destructive), and the MCP client does not support elicitation (it cannot ask the \
         user); no request was sent"
    );
    // Tools outside the class still work for such a client.
    let result = call_via(&client, "get_order", json!({"order_id": "o1"})).await;
    assert_eq!(result.is_error, Some(false));
    assert_eq!(received(&mock).await.len(), 1);
    client.cancel().await.unwrap();

    // Called without any MCP client at all: refused too.
    let server = confirming(&mock, Confirm::Writes);
    let result = server.call("create_order", create_args()).await.unwrap();
    assert!(text(&result).contains("there is no MCP client to ask"));
    assert_eq!(received(&mock).await.len(), 1);
}

/// The same client on MCP 2026-07-28: no handshake, so the question comes back as an
/// `InputRequiredResult` that rmcp's client answers through this handler and retries.
async fn connect_2026<H: ClientHandler>(server: ApiServer, handler: H) -> Client<H> {
    let lifecycle = ClientLifecycleMode::Discover {
        preferred_versions: vec![ProtocolVersion::V_2026_07_28],
    };
    connect_with(server, handler, lifecycle).await
}

#[tokio::test]
async fn consent_on_2026_is_one_round_trip_and_one_request_after_accepting() {
    let mock = ok_mock().await;
    let consent = Consent::new(ElicitationAction::Accept);
    let client = connect_2026(confirming(&mock, Confirm::Destructive), consent.clone()).await;
    let result = call_via(&client, "delete_order", json!({"order_id": "o 1"})).await;
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].url.path(), "/v1/orders/o%201");
    let questions = consent.questions();
    assert_eq!(questions.len(), 1, "{questions:?}");
    assert!(
        questions[0].contains(&format!("DELETE {}/v1/orders/o%201", mock.uri()))
            && questions[0].contains("Affects: order_id = \"o 1\""),
        "{}",
        questions[0]
    );
    client.cancel().await.unwrap();

    for (action, word) in [
        (ElicitationAction::Decline, "declined"),
        (ElicitationAction::Cancel, "cancelled"),
    ] {
        let mock = ok_mock().await;
        let consent = Consent::new(action);
        let client = connect_2026(confirming(&mock, Confirm::Destructive), consent.clone()).await;
        let result = call_via(&client, "delete_order", json!({"order_id": "o1"})).await;
        assert_eq!(result.is_error, Some(true));
        assert!(text(&result).contains(&format!("the user {word}; no request was sent")));
        assert_eq!(consent.questions().len(), 1);
        assert!(
            received(&mock).await.is_empty(),
            "{word}: a request was sent"
        );
        client.cancel().await.unwrap();
    }
}

#[tokio::test]
async fn consent_on_2026_fails_closed_without_the_elicitation_capability() {
    let mock = ok_mock().await;
    let client = connect_2026(confirming(&mock, Confirm::Destructive), ()).await;
    let err = client
        .call_tool(
            CallToolRequestParams::new("delete_order")
                .with_arguments(args(json!({"order_id": "o1"}))),
        )
        .await
        .unwrap_err();
    let err = err.to_string();
    assert!(
        err.contains("-32021") || err.contains("Missing required client capability"),
        "{err}"
    );
    assert!(received(&mock).await.is_empty());
    // Tools outside the class are served as usual.
    let result = call_via(&client, "get_order", json!({"order_id": "o1"})).await;
    assert_eq!(result.is_error, Some(false));
    client.cancel().await.unwrap();
}

// ---------------------------------------------------------------------------------------------
// Streamable HTTP
// ---------------------------------------------------------------------------------------------

struct HttpServer {
    url: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    done: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl HttpServer {
    async fn start(server: ApiServer, http: HttpSettings) -> HttpServer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!(
            "http://{}{}",
            listener.local_addr().unwrap(),
            transport::MCP_PATH
        );
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let done = tokio::spawn(async move {
            transport::serve_on(listener, server, &http, async move {
                let _ = stopped.await;
            })
            .await
        });
        HttpServer {
            url,
            stop: Some(stop),
            done,
        }
    }

    async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let finished = tokio::time::timeout(Duration::from_secs(10), &mut self.done).await;
        assert!(
            matches!(finished, Ok(Ok(Ok(())))),
            "graceful shutdown: {finished:?}"
        );
    }
}

/// A plain reqwest client for the tests' own requests; reqwest is built without a crypto
/// provider of its own (see the runtime's Cargo.toml), so the runtime's is installed first.
fn http_client() -> reqwest::Client {
    openapi_mcp_runtime::server::install_crypto_provider();
    reqwest::Client::new()
}

/// One JSON-RPC request over HTTP, the way a stateless client sends it (no session id).
async fn rpc(
    url: &str,
    headers: &[(&str, &str)],
    id: u64,
    method: &str,
    params: Value,
) -> reqwest::Response {
    let mut request = http_client()
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream");
    if method != "initialize" {
        request = request.header("mcp-protocol-version", "2025-11-25");
    }
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request
        .json(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
        .send()
        .await
        .expect("HTTP request")
}

fn initialize_params() -> Value {
    json!({
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "raw-test", "version": "1"}
    })
}

async fn json_of(response: reqwest::Response) -> Value {
    let text = response.text().await.unwrap();
    serde_json::from_str(&text).unwrap_or_else(|err| panic!("not JSON ({err}): {text}"))
}

/// Stateless HTTP writes a `tools/list` answer's tools from their texts, as stdio does; with
/// sessions the handler gives them as trees. Both are the trees' bytes, in one answer whose
/// length is its body's.
#[tokio::test]
async fn http_tool_lists_are_the_trees_bytes_with_and_without_sessions() {
    let mock = ok_mock().await;
    let server = server_with(settings_for(&mock.uri()));
    let trees = serde_json::to_string(server.listed_tools()).unwrap();
    let stateless = HttpServer::start(server.clone(), HttpSettings::default()).await;
    let response = rpc(&stateless.url, &[], 7, "tools/list", json!({})).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers().get("content-type").unwrap(),
        "application/json"
    );
    let text = response.text().await.unwrap();
    let answer: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(answer["id"], 7);
    assert_eq!(answer["result"]["ttlMs"], 300_000);
    assert!(
        text.contains(&format!(r#""tools":{trees}"#)),
        "{text}\n{trees}"
    );

    let with_sessions = HttpServer::start(
        server,
        HttpSettings {
            sessions: true,
            ..HttpSettings::default()
        },
    )
    .await;
    let client = http_client();
    let init = client
        .post(&with_sessions.url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize_params()}))
        .send()
        .await
        .unwrap();
    let session = init.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_string();
    let _ = init.text().await.unwrap();
    let listed = client
        .post(&with_sessions.url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-session-id", &session)
        .header("mcp-protocol-version", "2025-11-25")
        .json(&json!({"jsonrpc": "2.0", "id": 8, "method": "tools/list", "params": {}}))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        listed.contains(&format!(r#""tools":{trees}"#)),
        "{listed}\n{trees}"
    );
}

#[tokio::test]
async fn http_stateless_requests_need_no_session_and_any_instance_answers() {
    let mock = ok_mock().await;
    let a = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings::default(),
    )
    .await;
    let b = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings::default(),
    )
    .await;

    let response = rpc(&a.url, &[], 1, "initialize", initialize_params()).await;
    assert_eq!(response.status(), 200);
    assert!(response.headers().get("mcp-session-id").is_none());
    assert_eq!(
        response.headers().get("content-type").unwrap(),
        "application/json"
    );
    let init = json_of(response).await;
    assert_eq!(init["result"]["serverInfo"]["name"], "shop-mcp");
    assert!(init["result"]["capabilities"]["tools"].is_object());

    // The next requests go to another instance, without any session: both answer.
    let list = json_of(rpc(&b.url, &[], 2, "tools/list", json!({})).await).await;
    let listed: Vec<&str> = list["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed.len(), 7);
    let call = json_of(
        rpc(
            &a.url,
            &[],
            3,
            "tools/call",
            json!({"name": "get_order", "arguments": {"order_id": "o1"}}),
        )
        .await,
    )
    .await;
    assert_eq!(call["result"]["isError"], false, "{call}");
    assert_eq!(call["result"]["structuredContent"], json!({"ok": true}));
    let ping = json_of(rpc(&b.url, &[], 4, "ping", json!({})).await).await;
    assert_eq!(ping["result"], json!({}));
    assert_eq!(received(&mock).await.len(), 1);

    // GET (a standalone SSE stream) needs a session: not offered in stateless mode.
    let get = http_client()
        .get(&a.url)
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(get.status(), 405);
    // Nor is DELETE (ending a session): the service keeps no sessions to end.
    let delete = http_client()
        .delete(&a.url)
        .header("mcp-session-id", "made-up")
        .send()
        .await
        .unwrap();
    assert_eq!(delete.status(), 405);

    a.shutdown().await;
    b.shutdown().await;
}

#[tokio::test]
async fn http_token_is_required_when_configured() {
    let mock = ok_mock().await;
    let http = HttpSettings {
        token: Some(Secret::new("mcp-t0ken-abc")),
        ..HttpSettings::default()
    };
    let server = HttpServer::start(server_with(settings_for(&mock.uri())), http).await;

    for headers in [
        vec![],
        vec![("authorization", "Bearer wrong")],
        vec![("authorization", "Basic mcp-t0ken-abc")],
        vec![("authorization", "Bearer mcp-t0ken-ab")],
    ] {
        let response = rpc(&server.url, &headers, 1, "initialize", initialize_params()).await;
        assert_eq!(response.status(), 401, "{headers:?}");
        // No bearer token: a bare challenge; a wrong one: `invalid_token` (RFC 6750 §3.1).
        let challenge = response.headers().get("www-authenticate").unwrap();
        if headers.iter().any(|(_, v)| v.starts_with("Bearer")) {
            assert_eq!(
                challenge,
                "Bearer error=\"invalid_token\", error_description=\"the token is not valid\""
            );
        } else {
            assert_eq!(challenge, "Bearer");
        }
        let call = rpc(
            &server.url,
            &headers,
            2,
            "tools/call",
            json!({"name": "get_order", "arguments": {"order_id": "o1"}}),
        )
        .await;
        assert_eq!(call.status(), 401);
    }
    assert!(received(&mock).await.is_empty());

    let good = [("authorization", "Bearer mcp-t0ken-abc")];
    let response = rpc(&server.url, &good, 1, "initialize", initialize_params()).await;
    assert_eq!(response.status(), 200);
    let call = json_of(
        rpc(
            &server.url,
            &good,
            2,
            "tools/call",
            json!({"name": "get_order", "arguments": {"order_id": "o1"}}),
        )
        .await,
    )
    .await;
    assert_eq!(call["result"]["isError"], false, "{call}");

    // rmcp's own Streamable HTTP client, with the token.
    use rmcp::transport::StreamableHttpClientTransport;
    // rmcp's client builds a reqwest client, which needs the crypto provider.
    openapi_mcp_runtime::server::install_crypto_provider();
    use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
    let transport = StreamableHttpClientTransport::from_config(
        StreamableHttpClientTransportConfig::with_uri(server.url.clone())
            .auth_header("mcp-t0ken-abc"),
    );
    let client = ().serve(transport).await.expect("rmcp client over HTTP");
    let tools = client.list_all_tools().await.unwrap();
    assert_eq!(tools.len(), 7);
    let result = call_via(&client, "list_orders", json!({"limit": 3})).await;
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    assert_eq!(
        received(&mock).await.last().unwrap().url.query(),
        Some("limit=3")
    );
    client.cancel().await.unwrap();
    server.shutdown().await;
}

#[tokio::test]
async fn http_foreign_host_headers_are_refused_unless_allowed() {
    let mock = ok_mock().await;
    let server = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings {
            allowed_hosts: vec!["mcp.example.com".into()],
            ..HttpSettings::default()
        },
    )
    .await;
    let evil = rpc(
        &server.url,
        &[("host", "evil.example")],
        1,
        "initialize",
        initialize_params(),
    )
    .await;
    assert_eq!(evil.status(), 403);
    let allowed = rpc(
        &server.url,
        &[("host", "mcp.example.com")],
        1,
        "initialize",
        initialize_params(),
    )
    .await;
    assert_eq!(allowed.status(), 200);
    server.shutdown().await;
}

/// MCP's transport rules: a server must validate `Origin`, and answer 403 to one it does not
/// accept. Pages of this machine and `--allowed-origins` pass, and so does a request without
/// `Origin` (what every non-browser client sends).
#[tokio::test]
async fn http_foreign_origins_are_refused_unless_allowed() {
    let mock = ok_mock().await;
    let server = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings {
            allowed_origins: vec!["https://app.example.com".into()],
            ..HttpSettings::default()
        },
    )
    .await;
    for (origin, status) in [
        (Some("https://evil.example"), 403),
        (Some("https://app.example.com.evil.example"), 403),
        // The same host on another port is another origin.
        (Some("https://app.example.com:8443"), 403),
        (Some("http://app.example.com"), 403),
        (Some("null"), 403),
        (Some("not an origin"), 403),
        (Some("https://app.example.com"), 200),
        (Some("https://app.example.com:443"), 200),
        (Some("http://localhost:6274"), 200),
        (Some("http://127.0.0.1:8000"), 200),
        (None, 200),
    ] {
        let headers: Vec<(&str, &str)> = origin.map(|o| ("origin", o)).into_iter().collect();
        let response = rpc(&server.url, &headers, 1, "initialize", initialize_params()).await;
        assert_eq!(response.status(), status, "{origin:?}");
    }
    server.shutdown().await;

    // An entry that is no origin stops the server before it listens, saying which.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let http = HttpSettings {
        allowed_origins: vec!["app.example.com".into()],
        ..HttpSettings::default()
    };
    let err = transport::serve_on(
        listener,
        server_with(settings_for(&mock.uri())),
        &http,
        async {},
    )
    .await
    .unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    assert!(err.to_string().contains("`app.example.com`"), "{err}");
}

#[tokio::test]
async fn http_passthrough_forwards_each_callers_credentials_instead_of_the_servers() {
    let mock = MockServer::start().await;
    Mock::given(path("/v1/orders/o1"))
        .respond_with(|request: &Request| {
            let auth = request
                .headers
                .get("authorization")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_string();
            // An API that echoes the credential it saw: it must not reach the client.
            ResponseTemplate::new(200).set_body_json(json!({"seen": auth}))
        })
        .mount(&mock)
        .await;
    let settings = Settings {
        forward_auth_header: Some("x-upstream-authorization".into()),
        ..settings_for(&mock.uri())
    };
    let http = HttpSettings {
        token: Some(Secret::new("mcp-t0ken-abc")),
        ..HttpSettings::default()
    };
    let server = HttpServer::start(server_with(settings), http).await;
    let call = |user: Option<&'static str>| {
        let url = server.url.clone();
        async move {
            let mut headers = vec![("authorization", "Bearer mcp-t0ken-abc")];
            if let Some(user) = user {
                headers.push(("x-upstream-authorization", user));
            }
            json_of(
                rpc(
                    &url,
                    &headers,
                    7,
                    "tools/call",
                    json!({"name": "get_order", "arguments": {"order_id": "o1"}}),
                )
                .await,
            )
            .await
        }
    };

    let alice = call(Some("Bearer alice-token-1")).await;
    assert_eq!(alice["result"]["isError"], false, "{alice}");
    let bob = call(Some("Bearer bob-token-2")).await;
    assert_eq!(bob["result"]["isError"], false, "{bob}");
    let requests = received(&mock).await;
    let seen: Vec<&str> = requests
        .iter()
        .map(|r| header(r, "authorization").unwrap_or(""))
        .collect();
    assert_eq!(seen, ["Bearer alice-token-1", "Bearer bob-token-2"]);
    // The echoed credential is scrubbed from the result.
    assert_eq!(alice["result"]["structuredContent"], json!({"seen": "***"}));
    assert!(!alice.to_string().contains("alice-token-1"), "{alice}");
    assert!(!alice.to_string().contains(SERVER_TOKEN));

    // No caller credential: refused, nothing sent, and never the server's own token.
    let anonymous = call(None).await;
    assert_eq!(anonymous["result"]["isError"], true);
    assert!(
        anonymous["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("carried no `x-upstream-authorization` header"),
        "{anonymous}"
    );
    assert_eq!(received(&mock).await.len(), 2);
    server.shutdown().await;
}

#[test]
fn passthrough_settings_are_checked_at_startup() {
    let err = ApiServer::new(
        &API,
        Settings {
            base_url: Some("http://127.0.0.1:9".into()),
            forward_auth_header: Some("authorization".into()),
            http: HttpSettings {
                token: Some(Secret::new("t")),
                ..HttpSettings::default()
            },
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(),
    )
    .unwrap_err();
    assert!(
        err.contains("cannot be combined with an MCP token"),
        "{err}"
    );
    let err = ApiServer::new(
        &API,
        Settings {
            base_url: Some("http://127.0.0.1:9".into()),
            forward_auth_header: Some("bad header".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(),
    )
    .unwrap_err();
    assert!(err.contains("not a valid HTTP header name"), "{err}");
}

#[tokio::test]
async fn http_sessions_carry_elicitation_for_confirm() {
    let mock = ok_mock().await;
    let server = HttpServer::start(
        confirming(&mock, Confirm::Destructive),
        HttpSettings {
            sessions: true,
            ..HttpSettings::default()
        },
    )
    .await;
    use rmcp::transport::StreamableHttpClientTransport;
    // rmcp's client builds a reqwest client, which needs the crypto provider.
    openapi_mcp_runtime::server::install_crypto_provider();
    let consent = Consent::new(ElicitationAction::Accept);
    let client = consent
        .clone()
        .serve(StreamableHttpClientTransport::from_uri(server.url.clone()))
        .await
        .expect("rmcp client over HTTP with a session");
    let result = call_via(&client, "delete_order", json!({"order_id": "o9"})).await;
    assert_eq!(result.is_error, Some(false), "{}", text(&result));
    assert_eq!(consent.questions().len(), 1);
    assert_eq!(received(&mock).await.len(), 1);
    client.cancel().await.unwrap();
    server.shutdown().await;

    // Stateless HTTP cannot carry the question: the call is refused, nothing is sent.
    let mock = ok_mock().await;
    let server = HttpServer::start(
        confirming(&mock, Confirm::Destructive),
        HttpSettings::default(),
    )
    .await;
    let call = json_of(
        rpc(
            &server.url,
            &[],
            1,
            "tools/call",
            json!({"name": "delete_order", "arguments": {"order_id": "o9"}}),
        )
        .await,
    )
    .await;
    assert_eq!(call["result"]["isError"], true, "{call}");
    assert!(received(&mock).await.is_empty());
    server.shutdown().await;
}

/// One JSON-RPC request on MCP 2026-07-28: no session, no handshake; the version and the
/// client's capabilities ride in `_meta`, the method and tool name in headers (SEP-2243).
async fn rpc_2026(
    url: &str,
    token: Option<&str>,
    method: &str,
    mut params: Value,
    capabilities: Value,
) -> (u16, Value) {
    params["_meta"] = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": capabilities,
        "io.modelcontextprotocol/clientInfo": {"name": "raw-2026", "version": "1"},
    });
    let mut request = http_client()
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2026-07-28")
        .header("mcp-method", method);
    if let Some(name) = params.get("name").and_then(Value::as_str) {
        request = request.header("mcp-name", name);
    }
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let response = request
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}))
        .send()
        .await
        .expect("HTTP request");
    let status = response.status().as_u16();
    (status, json_of(response).await)
}

fn with_elicitation() -> Value {
    json!({"elicitation": {"form": {}}})
}

/// A stateless server with `--confirm destructive` whose states are sealed with `key`.
async fn replica(mock: &MockServer, key: &str) -> HttpServer {
    HttpServer::start(
        server_with(Settings {
            confirm: Confirm::Destructive,
            request_state_keys: Some(Secret::new(key)),
            ..settings_for(&mock.uri())
        }),
        HttpSettings::default(),
    )
    .await
}

const STATE_KEY: &str = "replica-shared-key-0123456789abcdefghij";

#[tokio::test]
async fn http_2026_confirmation_asked_by_one_replica_is_honoured_by_another_once() {
    let mock = ok_mock().await;
    let a = replica(&mock, STATE_KEY).await;
    let b = replica(&mock, STATE_KEY).await;
    let foreign = replica(&mock, "a-key-the-others-do-not-have-0123456789").await;
    let call = |state: Option<&str>, action: Option<&str>, order: &str| {
        let mut params = json!({"name": "delete_order", "arguments": {"order_id": order}});
        if let Some(state) = state {
            params["requestState"] = json!(state);
        }
        if let Some(action) = action {
            params["inputResponses"] = json!({"confirm": {"action": action, "content": {}}});
        }
        params
    };
    let deletes = || async { received(&mock).await.len() };

    // The first call asks: one elicitation form with the arguments, and a sealed state.
    let (status, asked) = rpc_2026(
        &a.url,
        None,
        "tools/call",
        call(None, None, "o1"),
        with_elicitation(),
    )
    .await;
    assert_eq!(status, 200, "{asked}");
    let result = &asked["result"];
    assert_eq!(result["resultType"], "input_required", "{asked}");
    let question = &result["inputRequests"]["confirm"];
    assert_eq!(question["method"], "elicitation/create", "{asked}");
    let message = question["params"]["message"].as_str().unwrap();
    assert!(
        message.contains(&format!("DELETE {}/v1/orders/o1", mock.uri())),
        "{message}"
    );
    assert!(message.contains("Affects: order_id = \"o1\""), "{message}");
    let state = result["requestState"].as_str().unwrap().to_string();
    assert_eq!(deletes().await, 0);

    let refused = |answer: &Value| {
        answer["result"]["isError"] == json!(true)
            && answer["result"]["content"][0]["text"]
                .as_str()
                .is_some_and(|t| t.ends_with("no request was sent"))
    };
    // Declined: nothing is sent (and the state is not used up).
    let (_, declined) = rpc_2026(
        &b.url,
        None,
        "tools/call",
        call(Some(&state), Some("decline"), "o1"),
        with_elicitation(),
    )
    .await;
    assert!(refused(&declined), "{declined}");
    // A replica with another key, a tampered state, other arguments (a proxy that changed
    // them on the way back): one and the same refusal, nothing sent.
    let mut tampered = state.clone();
    tampered.insert(tampered.len() / 2, 'x');
    for (url, state, order) in [
        (&foreign.url, state.as_str(), "o1"),
        (&b.url, tampered.as_str(), "o1"),
        (&b.url, state.as_str(), "o2"),
    ] {
        let (_, answer) = rpc_2026(
            url,
            None,
            "tools/call",
            call(Some(state), Some("accept"), order),
            with_elicitation(),
        )
        .await;
        assert!(refused(&answer), "{answer}");
        assert!(
            answer["result"]["content"][0]["text"]
                .as_str()
                .unwrap()
                .contains("could not be verified"),
            "{answer}"
        );
    }
    assert_eq!(deletes().await, 0);

    // Accepted on the other replica: sent exactly once.
    let (_, sent) = rpc_2026(
        &b.url,
        None,
        "tools/call",
        call(Some(&state), Some("accept"), "o1"),
        with_elicitation(),
    )
    .await;
    assert_eq!(sent["result"]["isError"], false, "{sent}");
    assert_eq!(deletes().await, 1);
    // Replayed on the same replica: refused.
    let (_, replayed) = rpc_2026(
        &b.url,
        None,
        "tools/call",
        call(Some(&state), Some("accept"), "o1"),
        with_elicitation(),
    )
    .await;
    assert!(refused(&replayed), "{replayed}");
    assert_eq!(deletes().await, 1);

    // A client that cannot be asked: the protocol's error, before anything is sent.
    let (status, missing) = rpc_2026(
        &a.url,
        None,
        "tools/call",
        call(None, None, "o1"),
        json!({}),
    )
    .await;
    assert_eq!(status, 400, "{missing}");
    assert_eq!(missing["error"]["code"], -32021, "{missing}");
    assert!(
        missing["error"]["data"]["requiredCapabilities"]["elicitation"].is_object(),
        "{missing}"
    );
    assert_eq!(deletes().await, 1);

    for server in [a, b, foreign] {
        server.shutdown().await;
    }
}

#[tokio::test]
async fn http_2026_tool_lists_carry_true_caching_hints() {
    let mock = ok_mock().await;
    let open = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings::default(),
    )
    .await;
    let (_, list) = rpc_2026(&open.url, None, "tools/list", json!({}), json!({})).await;
    assert_eq!(list["result"]["cacheScope"], "public", "{list}");
    assert_eq!(list["result"]["ttlMs"], 300_000, "{list}");
    open.shutdown().await;

    // With a token the list is the caller's (scoped tokens see fewer tools): private.
    let guarded = HttpServer::start(
        server_with(settings_for(&mock.uri())),
        HttpSettings {
            token: Some(Secret::new("list-token-1")),
            ..HttpSettings::default()
        },
    )
    .await;
    let (_, list) = rpc_2026(
        &guarded.url,
        Some("list-token-1"),
        "tools/list",
        json!({}),
        json!({}),
    )
    .await;
    assert_eq!(list["result"]["cacheScope"], "private", "{list}");
    assert_eq!(list["result"]["ttlMs"], 300_000, "{list}");
    guarded.shutdown().await;
}

/// A `traceparent` header the operation itself declares is the caller's argument: the
/// server's own trace context does not replace it (docs/runtime.md, Traces).
#[tokio::test]
async fn a_traceparent_the_operation_declares_is_left_to_its_argument() {
    static TRACED_TOOLS: [Tool; 1] = [Tool {
        name: "traced_get",
        params: &[
            path_param(),
            Param {
                arg: "tp",
                api: "traceparent",
                location: Location::Header,
                required: false,
                style: Style::Simple,
                explode: false,
            },
        ],
        input_schema: r#"{"type":"object","properties":{
            "order_id":{"type":"string"},"tp":{"type":"string"}},"required":["order_id"]}"#,
        ..TOOLS[3]
    }];
    static TRACED_API: Api = Api {
        tools: &TRACED_TOOLS,
        ..API
    };
    let mock = ok_mock().await;
    let server = ApiServer::new(
        &TRACED_API,
        settings_for(&mock.uri()),
        Arc::new(NoHooks),
        credentials(),
    )
    .unwrap();
    let chosen = "00-11111111111111111111111111111111-2222222222222222-01";
    for arguments in [
        json!({"order_id": "o1", "tp": chosen}),
        json!({"order_id": "o1"}),
    ] {
        let result = server.call("traced_get", args(arguments)).await.unwrap();
        assert_eq!(result.is_error, Some(false), "{}", text(&result));
    }
    let requests = received(&mock).await;
    assert_eq!(header(&requests[0], "traceparent"), Some(chosen));
    // Without the argument the server's own context is sent: a new trace, another value.
    let own = header(&requests[1], "traceparent").expect("a traceparent");
    assert!(own.starts_with("00-") && own != chosen, "{own}");
}

#[tokio::test]
async fn shared_defs_reach_the_listed_schema_and_the_validator() {
    static DEF_TOOLS: [Tool; 1] = [Tool {
        name: "tag_order",
        input_schema: r##"{"type":"object","properties":{
            "order_id":{"type":"string"},"tag":{"$ref":"#/$defs/Tag"}},"required":["order_id","tag"]}"##,
        ..TOOLS[3]
    }];
    static DEF_API: Api = Api {
        input_defs: r##"{"Tag":{"type":"object","properties":{"label":{"$ref":"#/$defs/Label"}},
            "required":["label"]},"Label":{"type":"string","maxLength":3},"Other":{}}"##,
        tools: &DEF_TOOLS,
        ..API
    };
    let mock = ok_mock().await;
    let server = ApiServer::new(
        &DEF_API,
        settings_for(&mock.uri()),
        Arc::new(NoHooks),
        credentials(),
    )
    .unwrap();
    let listed = serde_json::to_value(&server.listed_tools()[0].input_schema).unwrap();
    let defs: Vec<&String> = listed["$defs"].as_object().unwrap().keys().collect();
    assert_eq!(defs, ["Label", "Tag"]);
    let result = server
        .call(
            "tag_order",
            args(json!({"order_id": "o1", "tag": {"label": "long"}})),
        )
        .await
        .unwrap();
    assert!(
        text(&result).contains("`tag.label`: must be at most 3 characters long"),
        "{}",
        text(&result)
    );
    assert!(received(&mock).await.is_empty());
}
