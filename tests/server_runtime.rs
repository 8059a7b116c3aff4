//! End-to-end checks of the production runtime through a generated server binary
//! (`fixtures/production.yaml`), over stdio and Streamable HTTP, against a wiremock API: the
//! flags and environment variables really enforce what `tools/list` shows, bad arguments and
//! hostile values never reach the API, faults leave the process up, a POST is sent once, the
//! HTTP transport is stateless and checks its token, and the process stops cleanly on stdin EOF
//! and on SIGTERM. The batteries themselves run against the runtime in
//! `templates/tests/production.rs`; this file proves the generated binary wires them up.

mod common;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::rmcp_client::{Client, call, text_of};

const TOKEN: &str = "upstream-secret-4242";

fn shop() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("production", "production.yaml", None, "shop-mcp").1)
}

async fn connect(env: &[(&str, String)], args: &[&str]) -> Client {
    common::rmcp_client::connect(shop(), args, env, |cmd| {
        cmd.env("SHOP_LOG", "warn");
    })
    .await
}

fn base_env(mock: &MockServer) -> Vec<(&'static str, String)> {
    vec![
        ("SHOP_BASE_URL", format!("{}/v1", mock.uri())),
        ("SHOP_BEARER_AUTH_TOKEN", TOKEN.to_string()),
    ]
}

async fn count(mock: &MockServer) -> usize {
    mock.received_requests().await.unwrap_or_default().len()
}

fn valid_args(tool: &str) -> Value {
    match tool {
        "create_order" => {
            json!({"items": [{"sku": "ABC-1234", "price": 1}], "customer": {"name": "Ann"}})
        }
        "list_orders" => json!({"limit": 5}),
        "replace_order" => json!({"orderId": "o1", "note": "n"}),
        _ => json!({"orderId": "o1"}),
    }
}

const ALL: [&str; 6] = [
    "create_order",
    "delete_order",
    "download_invoice",
    "get_order",
    "list_orders",
    "replace_order",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stdio_enforcement_matrix_from_flags_and_environment() {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
        .mount(&mock)
        .await;
    /// Flags, extra environment variables, and the tools that must be listed (and callable).
    type Mode = (
        Vec<&'static str>,
        Vec<(&'static str, &'static str)>,
        Vec<&'static str>,
    );
    let modes: Vec<Mode> = vec![
        (vec![], vec![], ALL.to_vec()),
        (
            vec!["--read-only"],
            vec![],
            vec!["download_invoice", "get_order", "list_orders"],
        ),
        (
            vec![],
            vec![("SHOP_READ_ONLY", "true")],
            vec!["download_invoice", "get_order", "list_orders"],
        ),
        (
            vec!["--no-destructive"],
            vec![],
            vec![
                "create_order",
                "download_invoice",
                "get_order",
                "list_orders",
            ],
        ),
        (
            vec!["--tools", "get_order,delete_order"],
            vec![],
            vec!["delete_order", "get_order"],
        ),
        (
            vec![],
            vec![("SHOP_EXCLUDE_TOOLS", "create_order,list_orders")],
            vec![
                "delete_order",
                "download_invoice",
                "get_order",
                "replace_order",
            ],
        ),
        (
            vec!["--no-destructive", "--exclude-tools", "get_order"],
            vec![("SHOP_TOOLS", "get_order,delete_order,list_orders")],
            vec!["list_orders"],
        ),
    ];
    for (flags, extra_env, expected) in modes {
        let mode = format!("{flags:?} {extra_env:?}");
        let mut env = base_env(&mock);
        env.extend(extra_env.iter().map(|(k, v)| (*k, v.to_string())));
        let client = connect(&env, &flags).await;
        let listed: BTreeSet<String> = client
            .list_all_tools()
            .await
            .unwrap()
            .into_iter()
            .map(|t| t.name.to_string())
            .collect();
        let expected: BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
        assert_eq!(listed, expected, "{mode}: listed");
        let mut callable = BTreeSet::new();
        for tool in ALL {
            let before = count(&mock).await;
            let result = call(&client, tool, valid_args(tool)).await;
            let sent = count(&mock).await - before;
            if result.is_error == Some(true) {
                assert!(text_of(&result).starts_with("refused:"), "{mode}: {tool}");
                assert_eq!(sent, 0, "{mode}: refused {tool} reached the API");
            } else {
                assert_eq!(sent, 1, "{mode}: {tool}");
                callable.insert(tool.to_string());
            }
        }
        assert_eq!(callable, listed, "{mode}: callable == listed");
        client.cancel().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stdio_validation_injection_and_faults() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/slow"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(4)))
        .mount(&mock)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/big"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(vec![b'z'; 50 << 20], "text/plain"))
        .mount(&mock)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503).insert_header("retry-after", "0"))
        .mount(&mock)
        .await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "ok"})))
        .mount(&mock)
        .await;
    let client = connect(&base_env(&mock), &["--timeout-secs", "1", "--retries", "1"]).await;

    // Validation: every problem with its path, nothing sent.
    let r = call(
        &client,
        "create_order",
        json!({"items": [{"sku": "bad", "price": -1, "extra": 1}], "customer": {}, "priority": "now"}),
    )
    .await;
    assert_eq!(r.is_error, Some(true));
    let message = text_of(&r);
    for needle in [
        "`items[0].sku`: must match the pattern",
        "`items[0].price`: must be at least 0",
        "`items[0].extra`: unknown property",
        "`customer.name`: missing required property",
        "`priority`: expected one of",
    ] {
        assert!(
            message.contains(needle),
            "{needle} missing from:\n{message}"
        );
    }
    let r = call(
        &client,
        "list_orders",
        json!({"limit": "5", "verbose": true}),
    )
    .await;
    assert!(text_of(&r).contains("`limit`: expected integer, got string"));
    assert!(text_of(&r).contains("`verbose`: unknown argument"));
    assert_eq!(count(&mock).await, 0);

    // Injection: path values stay one segment on the configured host; CR/LF refused.
    for value in [
        "../admin",
        "a/b",
        "%2e%2e",
        "?x=1",
        "#frag",
        "http://evil.example/x",
    ] {
        let r = call(&client, "get_order", json!({"orderId": value})).await;
        assert_eq!(r.is_error, Some(false), "{value}: {}", text_of(&r));
        let request = mock.received_requests().await.unwrap().pop().unwrap();
        let path = request.url.path().to_string();
        assert!(path.starts_with("/v1/orders/"), "{value}: {path}");
        assert_eq!(path.matches('/').count(), 3, "{value}: {path}");
        assert_eq!(request.url.query(), None, "{value}");
        assert_eq!(
            request.headers.get("host").unwrap().to_str().unwrap(),
            mock.address().to_string()
        );
    }
    let before = count(&mock).await;
    let r = call(
        &client,
        "get_order",
        json!({"orderId": "o1", "X-Trace": "a\r\nX-Admin: 1"}),
    )
    .await;
    assert_eq!(r.is_error, Some(true));
    assert_eq!(count(&mock).await, before);

    // Faults: a timed-out GET is retried once (--retries 1), a 503 POST is sent once, a 50 MiB
    // body is capped with a note, and the server is still there afterwards.
    let r = call(&client, "get_order", json!({"orderId": "slow"})).await;
    assert_eq!(r.is_error, Some(true));
    assert!(text_of(&r).contains("timeout"), "{}", text_of(&r));
    let requests = mock.received_requests().await.unwrap();
    let slow = requests
        .iter()
        .filter(|r| r.url.path() == "/v1/orders/slow")
        .count();
    assert_eq!(slow, 2);
    let r = call(&client, "create_order", valid_args("create_order")).await;
    assert_eq!(r.is_error, Some(true));
    let posts = mock
        .received_requests()
        .await
        .unwrap()
        .iter()
        .filter(|r| r.method.as_str() == "POST")
        .count();
    assert_eq!(posts, 1, "a POST is sent exactly once");
    let r = call(&client, "get_order", json!({"orderId": "big"})).await;
    // A cut JSON object is no structured content, which `get_order`'s output schema promises:
    // an error result, the text that was read after the line that says why.
    assert_eq!(r.is_error, Some(true));
    assert!(
        text_of(&r).starts_with("The API answered, but not in the shape"),
        "{}",
        &text_of(&r)[..200]
    );
    assert!(
        text_of(&r).ends_with("truncated: showing 1048576 of 52428800 bytes"),
        "{}",
        &text_of(&r)[text_of(&r).len() - 80..]
    );
    let r = call(&client, "get_order", json!({"orderId": "o1"})).await;
    assert_eq!(r.structured_content, Some(json!({"id": "ok"})));
    client.cancel().await.unwrap();
}

/// Spawns the server with stdin, stdout and stderr piped.
fn spawn(env: &[(&str, String)], args: &[&str]) -> tokio::process::Child {
    tokio::process::Command::new(shop())
        .args(args)
        .envs(env.iter().map(|(k, v)| (k.to_string(), v.clone())))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn server")
}

async fn exits_cleanly(child: &mut tokio::process::Child) -> String {
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .expect("the server stops within 10 s")
        .expect("wait");
    assert!(status.success(), "exit status {status:?}");
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        use tokio::io::AsyncReadExt as _;
        pipe.read_to_string(&mut stderr).await.unwrap();
    }
    stderr
}

fn terminate(child: &tokio::process::Child) {
    let pid = child.id().expect("running").to_string();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("run kill");
    assert!(status.success());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stdio_logs_one_line_per_call_without_secrets_and_exits_on_eof_and_sigterm() {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
        .mount(&mock)
        .await;
    let mut child = spawn(&base_env(&mock), &["--log-level", "info"]);
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap()).lines();
    for message in [
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "get_order", "arguments": {"orderId": "o1"}}}),
    ] {
        stdin
            .write_all(format!("{message}\n").as_bytes())
            .await
            .unwrap();
    }
    for _ in 0..2 {
        let line = tokio::time::timeout(Duration::from_secs(10), stdout.next_line())
            .await
            .expect("an answer")
            .unwrap()
            .expect("a line");
        assert!(line.contains("\"jsonrpc\""), "{line}");
    }
    drop(stdin); // EOF: the client went away.
    let stderr = exits_cleanly(&mut child).await;
    let call_line = stderr
        .lines()
        .find(|line| line.contains("tools/call"))
        .unwrap_or_else(|| panic!("no call log line in:\n{stderr}"));
    for needle in ["get_order", "status=\"200\"", "attempts=1", "duration_ms="] {
        assert!(call_line.contains(needle), "{needle} missing: {call_line}");
    }
    assert!(!stderr.contains(TOKEN), "the token was logged:\n{stderr}");
    assert!(!stderr.contains("\x1b["), "colour codes in the log");

    // SIGTERM while idle. Stdin stays open (`wait` would close it, and the server may see
    // that end of input before the signal).
    let mut child = spawn(&base_env(&mock), &[]);
    let stdin = child.stdin.take();
    tokio::time::sleep(Duration::from_millis(300)).await;
    terminate(&child);
    let stderr = exits_cleanly(&mut child).await;
    assert!(stderr.contains("shutdown signal received"), "{stderr}");
    drop(stdin);

    // A client that closes stdin before `initialize`: a clean exit too.
    let mut child = spawn(&base_env(&mock), &[]);
    drop(child.stdin.take());
    let stderr = exits_cleanly(&mut child).await;
    assert!(
        stderr.contains("stdin closed before the session started"),
        "{stderr}"
    );
}

/// Starts the server over HTTP on a free port and returns it with its MCP URL (from its log).
async fn spawn_http(env: &[(&str, String)], args: &[&str]) -> (tokio::process::Child, String) {
    let mut all_args = vec!["--transport", "http", "--bind", "127.0.0.1:0"];
    all_args.extend_from_slice(args);
    let mut child = spawn(env, &all_args);
    let mut stderr = BufReader::new(child.stderr.take().unwrap()).lines();
    let url = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(line) = stderr.next_line().await.unwrap() {
            if let Some(at) = line.find("url=http://") {
                let url = line[at + 4..].split_whitespace().next().unwrap();
                return url.trim_matches('"').to_string();
            }
        }
        panic!("the server ended before listening");
    })
    .await
    .expect("the server listens within 10 s");
    // Keep draining stderr so the server never blocks on a full pipe.
    tokio::spawn(async move { while let Ok(Some(_)) = stderr.next_line().await {} });
    (child, url)
}

/// A minimal HTTP/1.1 POST (this crate's tests have no HTTP client dependency): status,
/// lower-case headers, body.
async fn http_post(
    url: &str,
    headers: &[(&str, &str)],
    body: &Value,
) -> (u16, Vec<(String, String)>, String) {
    use tokio::io::AsyncReadExt as _;
    let rest = url.strip_prefix("http://").expect("http URL");
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let mut stream = tokio::net::TcpStream::connect(authority)
        .await
        .expect("connect");
    let body = body.to_string();
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nhost: {authority}\r\ncontent-type: application/json\r\n\
         accept: application/json, text/event-stream\r\ncontent-length: {}\r\n\
         connection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut raw))
        .await
        .expect("an answer within 10 s")
        .unwrap();
    let raw = String::from_utf8(raw).expect("UTF-8 answer");
    let (head, mut body) = raw.split_once("\r\n\r\n").expect("HTTP answer");
    let mut lines = head.lines();
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut decoded = String::new();
    if headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"))
    {
        while let Some((size, after)) = body.split_once("\r\n") {
            let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if size == 0 {
                break;
            }
            decoded.push_str(&after[..size]);
            body = &after[size + 2..];
        }
    } else {
        decoded = body.to_string();
    }
    (status, headers, decoded)
}

fn header_value<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn rpc(id: u64, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_end_to_end_stateless_with_token_and_sigterm() {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
        .mount(&mock)
        .await;
    let mut env = base_env(&mock);
    env.push(("SHOP_MCP_TOKEN", "mcp-token-777".to_string()));
    let (mut child, url) = spawn_http(&env, &["--read-only"]).await;
    let token = [("authorization", "Bearer mcp-token-777")];
    let version = ("mcp-protocol-version", "2025-11-25");

    let init = rpc(
        1,
        "initialize",
        json!({"protocolVersion": "2025-11-25", "capabilities": {},
               "clientInfo": {"name": "raw", "version": "1"}}),
    );
    // Without the token, or with a wrong one: 401, nothing reaches the API. A wrong token is
    // told apart as RFC 6750's `invalid_token`.
    for (headers, challenge) in [
        (vec![], "Bearer"),
        (
            vec![("authorization", "Bearer nope")],
            "Bearer error=\"invalid_token\", error_description=\"the token is not valid\"",
        ),
    ] {
        let (status, headers, _) = http_post(&url, &headers, &init).await;
        assert_eq!(status, 401);
        assert_eq!(header_value(&headers, "www-authenticate"), Some(challenge));
    }
    let (status, headers, body) = http_post(&url, &token, &init).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(header_value(&headers, "mcp-session-id"), None, "stateless");
    let init: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(init["result"]["serverInfo"]["name"], "shop-mcp");

    // Every further request stands alone: no session id, no initialize on this connection.
    let with_version = [token[0], version];
    let (status, _, body) = http_post(&url, &with_version, &rpc(2, "tools/list", json!({}))).await;
    assert_eq!(status, 200, "{body}");
    let list: Value = serde_json::from_str(&body).unwrap();
    let listed: Vec<&str> = list["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, ["download_invoice", "get_order", "list_orders"]);

    let call = |id: u64, tool: &str| {
        rpc(
            id,
            "tools/call",
            json!({"name": tool, "arguments": valid_args(tool)}),
        )
    };
    let (_, _, body) = http_post(&url, &with_version, &call(3, "get_order")).await;
    let got: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        got["result"]["structuredContent"],
        json!({"id": "o1"}),
        "{got}"
    );
    let (_, _, body) = http_post(&url, &with_version, &call(4, "delete_order")).await;
    let refused: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(refused["result"]["isError"], true, "{refused}");
    let (_, _, body) = http_post(
        &url,
        &with_version,
        &rpc(
            5,
            "tools/call",
            json!({"name": "get_order", "arguments": {}}),
        ),
    )
    .await;
    let invalid: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(invalid["result"]["isError"], true, "{invalid}");
    assert!(
        body.contains("`orderId`: missing required argument"),
        "{body}"
    );

    let requests = mock.received_requests().await.unwrap();
    assert_eq!(requests.len(), 1);
    assert_eq!(
        requests[0].headers.get("authorization").unwrap(),
        &format!("Bearer {TOKEN}")
    );

    terminate(&child);
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .expect("stops within 10 s after SIGTERM")
        .unwrap();
    assert!(status.success(), "{status:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_errors_are_reported_before_serving() {
    let mock = MockServer::start().await;
    let mut child = spawn(&base_env(&mock), &["--forward-auth-header", "x-user-auth"]);
    let status = tokio::time::timeout(Duration::from_secs(10), child.wait())
        .await
        .unwrap()
        .unwrap();
    assert!(!status.success());
    let mut stderr = String::new();
    use tokio::io::AsyncReadExt as _;
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .await
        .unwrap();
    assert!(
        stderr.contains("--forward-auth-header needs --transport http"),
        "{stderr}"
    );
}
