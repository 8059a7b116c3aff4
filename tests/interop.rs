//! Interop with MCP clients we did not write, against a generated server
//! (`fixtures/production.yaml`) and a wiremock API:
//!
//! * the official Python SDK (`mcp` 2.3.0 from PyPI), over stdio and Streamable HTTP, plus
//!   elicitation (`--confirm`) with a Python client that accepts, one that declines and one
//!   without the capability (`tests/interop/client.py` drives it and prints a JSON report);
//! * the MCP Inspector CLI (`@modelcontextprotocol/inspector` from npm), listing (with its
//!   `--strict` schema-portability lint) and calling tools, over stdio and HTTP;
//! * the server scenarios of the conformance suite (`@modelcontextprotocol/conformance` from
//!   npm) that apply to a server whose tools come from an OpenAPI document, over HTTP, on the
//!   legacy revisions and on 2026-07-28;
//! * the Python SDK's default client (2026-07-28) confirming by multi round trip, over stdio,
//!   HTTP and two replicas behind a round-robin proxy.
//!
//! Answers on and off the spec, through the same clients, are in `tests/answers.rs`.
//!
//! Where the clients are looked for (each overridable by an environment variable):
//!
//! | client | variable | default |
//! |---|---|---|
//! | Python with `mcp` installed | `OPENAPI_MCP_PYTHON` | `target/pyenv/bin/python` |
//! | Inspector CLI | `OPENAPI_MCP_INSPECTOR` | `target/npm/node_modules/.bin/mcp-inspector` |
//! | conformance suite | `OPENAPI_MCP_CONFORMANCE` | `target/npm/node_modules/@modelcontextprotocol/conformance/dist/index.js` |
//! | its 2026-07-28 release | `OPENAPI_MCP_CONFORMANCE_2026` | `target/npm/node_modules/conformance-2026/dist/index.js` |
//! | Node 22 for it | `OPENAPI_MCP_NODE22` | `target/npm/node_modules/.bin/node` |
//!
//! A missing client is a skip with a notice, unless `OPENAPI_MCP_INTEROP=1` (CI), where it is a
//! failure.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use serde_json::{Value, json};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

const TOKEN: &str = "upstream-secret-4242";
const MCP_TOKEN: &str = "mcp-interop-token-1";

fn shop() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("production", "production.yaml", None, "shop-mcp").1)
}

use common::clients::{inspector, locate, python};
use common::served::Served;

fn conformance() -> Option<(PathBuf, PathBuf)> {
    conformance_at(
        "OPENAPI_MCP_CONFORMANCE",
        "target/npm/node_modules/@modelcontextprotocol/conformance/dist/index.js",
    )
}

/// The suite's release with the 2026-07-28 requirement set, installed beside the legacy one
/// under the npm alias `conformance-2026`.
fn conformance_2026() -> Option<(PathBuf, PathBuf)> {
    conformance_at(
        "OPENAPI_MCP_CONFORMANCE_2026",
        "target/npm/node_modules/conformance-2026/dist/index.js",
    )
}

fn conformance_at(variable: &str, default: &str) -> Option<(PathBuf, PathBuf)> {
    let suite = locate("the MCP conformance suite", variable, default, |_| true)?;
    let node = locate(
        "Node 22 (npm package node@22)",
        "OPENAPI_MCP_NODE22",
        "target/npm/node_modules/.bin/node",
        |node| {
            Command::new(node)
                .arg("--version")
                .output()
                .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).starts_with("v22"))
        },
    )?;
    Some((node, suite))
}

async fn upstream() -> MockServer {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/o1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
        .mount(&mock)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/o1/invoice"))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(b"%PDF\xff".to_vec(), "application/pdf"),
        )
        .mount(&mock)
        .await;
    Mock::given(path_regex("^/v1/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "other"})))
        .mount(&mock)
        .await;
    mock
}

fn server_env(mock: &MockServer) -> Vec<(String, String)> {
    vec![
        ("SHOP_BASE_URL".into(), format!("{}/v1", mock.uri())),
        ("SHOP_BEARER_AUTH_TOKEN".into(), TOKEN.into()),
        ("SHOP_LOG".into(), "warn".into()),
    ]
}

/// A generated server on Streamable HTTP (stateless) at a free port; killed on drop.
struct HttpServer;

impl HttpServer {
    async fn start(mock: &MockServer, token: Option<&str>) -> Served {
        let env: Vec<(&str, String)> = token
            .map(|t| ("SHOP_MCP_TOKEN", t.to_string()))
            .into_iter()
            .collect();
        HttpServer::start_with(mock, &env).await
    }

    /// [`HttpServer::start`] with these environment variables set too.
    async fn start_with(mock: &MockServer, env: &[(&str, String)]) -> Served {
        let mut all = server_env(mock);
        all.push(("SHOP_LOG".into(), "info".into()));
        all.extend(env.iter().map(|(k, v)| (k.to_string(), v.clone())));
        Served::http(shop(), &[], &all).await
    }
}

/// Runs a blocking client process off the async runtime (the mock API must keep answering).
async fn run(mut command: Command) -> std::process::Output {
    tokio::task::spawn_blocking(move || command.output().expect("run client"))
        .await
        .expect("client thread")
}

fn report(output: &std::process::Output) -> Value {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "client failed:\n{stderr}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    serde_json::from_str(last)
        .unwrap_or_else(|err| panic!("no JSON report ({err}):\n{stdout}\n{stderr}"))
}

fn script() -> PathBuf {
    common::root().join("tests/interop/client.py")
}

/// What every Python session must have seen, whatever the transport.
async fn check_python_report(report: &Value, mock: &MockServer) {
    assert_eq!(report["serverName"], "shop-mcp");
    assert_eq!(report["protocolVersion"], "2025-11-25");
    assert_eq!(report["toolsCapability"], true);
    let tools = report["tools"].as_object().unwrap();
    let names: Vec<&str> = tools.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "create_order",
            "delete_order",
            "download_invoice",
            "get_order",
            "list_orders",
            "replace_order"
        ]
    );
    assert_eq!(
        tools["get_order"]["annotations"],
        json!({"title": "Get an order", "readOnlyHint": true, "destructiveHint": false,
               "idempotentHint": true, "openWorldHint": false})
    );
    assert_eq!(
        tools["delete_order"]["annotations"]["destructiveHint"],
        true
    );
    assert_eq!(
        tools["create_order"]["annotations"]["idempotentHint"],
        false
    );
    assert!(tools.values().all(|t| t["inputType"] == "object"));
    assert_eq!(tools["get_order"]["hasOutputSchema"], true);

    assert_eq!(report["get_order"]["isError"], false);
    assert_eq!(
        report["get_order"]["structuredContent"],
        json!({"id": "o1"})
    );
    assert_eq!(report["invalid"]["isError"], true);
    let invalid = report["invalid"]["texts"][0].as_str().unwrap();
    assert!(invalid.contains("`limit`: must be at least 1"), "{invalid}");
    assert!(invalid.contains("`colour`: unknown argument"), "{invalid}");
    assert_eq!(report["hostile"]["isError"], false);
    assert_eq!(
        report["invoice"],
        json!([{"type": "resource", "mimeType": "application/pdf", "blob": "JVBERv8="}])
    );
    assert_eq!(report["ping"], true);

    let requests = mock.received_requests().await.unwrap();
    let paths: Vec<String> = requests.iter().map(|r| r.url.path().to_string()).collect();
    assert_eq!(
        paths,
        [
            "/v1/orders/o1",
            "/v1/orders/..%2Fadmin%3Fx%3D1%23f",
            "/v1/orders/o1/invoice"
        ],
        "the invalid call sent nothing and the hostile id stayed one segment"
    );
    assert!(requests.iter().all(|r| {
        r.headers.get("authorization").and_then(|v| v.to_str().ok())
            == Some(&format!("Bearer {TOKEN}"))
    }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_over_stdio() {
    let Some(python) = python() else { return };
    let mock = upstream().await;
    let mut command = Command::new(python);
    command
        .arg(script())
        .arg("stdio")
        .arg(shop())
        .envs(server_env(&mock));
    let report = report(&run(command).await);
    check_python_report(&report, &mock).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_over_streamable_http_with_a_token() {
    let Some(python) = python() else { return };
    let mock = upstream().await;
    let server = HttpServer::start(&mock, Some(MCP_TOKEN)).await;
    let mut command = Command::new(&python);
    command
        .arg(script())
        .arg("http")
        .arg(&server.url)
        .arg(MCP_TOKEN);
    let report = report(&run(command).await);
    check_python_report(&report, &mock).await;

    // Without the token the SDK cannot even initialize, and nothing reaches the API.
    let before = mock.received_requests().await.unwrap().len();
    let mut command = Command::new(&python);
    command.arg(script()).arg("http").arg(&server.url);
    let output = run(command).await;
    assert!(!output.status.success(), "connected without the token");
    assert_eq!(mock.received_requests().await.unwrap().len(), before);
}

/// Per-caller scopes through the official Python SDK over Streamable HTTP: a read-only token
/// and a write token of one tokens file see different tools, and the read-only caller's write
/// call is refused before anything reaches the API.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_sees_and_calls_what_its_token_allows() {
    let Some(python) = python() else { return };
    let mock = upstream().await;
    let hex = |token: &str| -> String {
        openapi_mcp_runtime::tokens::sha256(token)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("tokens.json");
    std::fs::write(
        &file,
        json!([
            {"label": "analyst", "sha256": hex("read-token-1"), "scopes": ["mcp:read"]},
            {"label": "clerk", "sha256": hex("write-token-1"), "scopes": ["mcp:write"]},
        ])
        .to_string(),
    )
    .unwrap();
    let server = HttpServer::start_with(
        &mock,
        &[("SHOP_MCP_TOKENS_FILE", file.display().to_string())],
    )
    .await;
    let scoped = |token: &str| {
        let mut command = Command::new(&python);
        command
            .arg(script())
            .arg("scoped")
            .arg(&server.url)
            .arg(token);
        command
    };
    let read = report(&run(scoped("read-token-1")).await);
    let tools: Vec<&str> = read["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(tools.contains(&"get_order"), "{read}");
    assert!(!tools.contains(&"create_order"), "{read}");
    assert!(!tools.contains(&"delete_order"), "{read}");
    assert_eq!(read["read"]["isError"], false, "{read}");
    // The write call: refused (an error result, or the SDK raising on the 403), never sent.
    let refused = read["write"].to_string();
    assert!(
        read["write"]["isError"] == true || read["write"]["raised"].is_string(),
        "{read}"
    );
    assert!(
        refused.contains("mcp:write") || refused.contains("403"),
        "{read}"
    );
    let posted = |requests: &[wiremock::Request]| {
        requests
            .iter()
            .filter(|r| r.method.as_str() == "POST" && r.url.path() == "/v1/orders")
            .count()
    };
    assert_eq!(posted(&mock.received_requests().await.unwrap()), 0);

    let write = report(&run(scoped("write-token-1")).await);
    let tools: Vec<&str> = write["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(
        tools.contains(&"get_order") && tools.contains(&"create_order"),
        "{write}"
    );
    assert!(!tools.contains(&"delete_order"), "{write}");
    assert_eq!(write["write"]["isError"], false, "{write}");
    assert_eq!(posted(&mock.received_requests().await.unwrap()), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_elicitation_accept_decline_and_no_capability() {
    let Some(python) = python() else { return };
    for (answer, sent, needle) in [
        ("accept", 1, None),
        ("decline", 0, Some("the user declined; no request was sent")),
        ("none", 0, Some("does not support elicitation")),
    ] {
        let mock = upstream().await;
        let mut command = Command::new(&python);
        command
            .arg(script())
            .args(["consent", answer])
            .arg(shop())
            .args(["--confirm", "destructive"])
            .envs(server_env(&mock));
        let report = report(&run(command).await);
        let deletes = mock
            .received_requests()
            .await
            .unwrap()
            .iter()
            .filter(|r| r.method.as_str() == "DELETE")
            .count();
        assert_eq!(deletes, sent, "{answer}: {report}");
        match needle {
            None => {
                assert_eq!(report["isError"], false, "{report}");
                let asked = report["asked"][0].as_str().unwrap();
                assert!(
                    asked.contains(&format!("DELETE {}/v1/orders/o1", mock.uri())),
                    "{asked}"
                );
                assert!(asked.contains("Delete an order"), "{asked}");
            }
            Some(needle) => {
                assert_eq!(report["isError"], true, "{report}");
                assert!(
                    report["texts"][0].as_str().unwrap().contains(needle),
                    "{report}"
                );
            }
        }
        if answer == "none" {
            assert_eq!(report["asked"], json!([]));
        }
    }
}

/// The Python SDK's default client (MCP 2026-07-28, no session) against a server with
/// `--confirm destructive`: asked once by multi round trip, with the arguments; exactly one
/// request after accepting, none after declining; a client without the elicitation
/// capability gets the protocol's error and nothing is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_2026_consent_by_round_trip_over_stdio_and_http() {
    let Some(python) = python() else { return };
    for transport in ["stdio", "http"] {
        for (answer, sent) in [("accept", 1), ("decline", 0), ("none", 0)] {
            let mock = upstream().await;
            // Kept alive until the client is done.
            let mut http = None;
            let mut command = Command::new(&python);
            command.arg(script()).args(["consent26", answer]);
            if transport == "stdio" {
                command
                    .arg(shop())
                    .args(["--confirm", "destructive"])
                    .envs(server_env(&mock));
            } else {
                let server =
                    HttpServer::start_with(&mock, &[("SHOP_CONFIRM", "destructive".to_string())])
                        .await;
                command.arg(&server.url);
                http = Some(server);
            }
            let report = report(&run(command).await);
            drop(http);
            let context = format!("{transport} {answer}: {report}");
            assert_eq!(report["protocolVersion"], "2026-07-28", "{context}");
            assert_eq!(deletes(&mock).await, sent, "{context}");
            match answer {
                "accept" => {
                    assert_eq!(report["isError"], false, "{context}");
                    let asked = report["asked"].as_array().unwrap();
                    assert_eq!(asked.len(), 1, "{context}");
                    let asked = asked[0].as_str().unwrap();
                    assert!(
                        asked.contains(&format!("DELETE {}/v1/orders/o1", mock.uri()))
                            && asked.contains("Affects: orderId = \"o1\"")
                            && asked.contains("cannot be undone"),
                        "{asked}"
                    );
                }
                "decline" => {
                    assert_eq!(report["asked"].as_array().unwrap().len(), 1, "{context}");
                    assert_eq!(report["isError"], true, "{context}");
                    assert!(
                        report["texts"][0]
                            .as_str()
                            .unwrap()
                            .contains("the user declined; no request was sent"),
                        "{context}"
                    );
                }
                _ => {
                    assert_eq!(report["asked"], json!([]), "{context}");
                    let raised = report["raised"].as_str().unwrap_or_default();
                    assert!(
                        raised.contains("capabilit"),
                        "{context}: expected the missing-capability error"
                    );
                }
            }
        }
    }
}

async fn deletes(mock: &MockServer) -> usize {
    mock.received_requests()
        .await
        .unwrap()
        .iter()
        .filter(|r| r.method.as_str() == "DELETE")
        .count()
}

/// What the round-robin proxy does to a `tools/call` that carries a `requestState`.
#[derive(Clone, Copy, PartialEq)]
enum Retry {
    Forward,
    /// A proxy (or anyone on the path) that changes the arguments on the way back.
    ChangeArguments,
}

/// A tiny HTTP/1.1 proxy that sends each request to the next of `backends` in turn (one
/// request per connection: it answers with `connection: close`), recording which backend got
/// each `tools/call` and whether that call carried a `requestState`.
struct RoundRobin {
    url: String,
    calls: std::sync::Arc<std::sync::Mutex<Vec<(usize, bool)>>>,
}

impl RoundRobin {
    async fn start(backends: Vec<String>, retry: Retry) -> RoundRobin {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/mcp", listener.local_addr().unwrap());
        let calls = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let recorded = calls.clone();
        let backends: Vec<String> = backends
            .iter()
            .map(|url| {
                url.trim_start_matches("http://")
                    .split('/')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        tokio::spawn(async move {
            let mut next = 0usize;
            while let Ok((mut client, _)) = listener.accept().await {
                let backend = next % backends.len();
                next += 1;
                let address = backends[backend].clone();
                let recorded = recorded.clone();
                tokio::spawn(async move {
                    let mut buffer = Vec::new();
                    let mut chunk = [0u8; 8192];
                    let head_end = loop {
                        let n = client.read(&mut chunk).await.unwrap_or(0);
                        if n == 0 {
                            return;
                        }
                        buffer.extend_from_slice(&chunk[..n]);
                        if let Some(at) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                            break at + 4;
                        }
                    };
                    let head = String::from_utf8_lossy(&buffer[..head_end]).to_string();
                    let length = head
                        .lines()
                        .find_map(|l| {
                            let (name, value) = l.split_once(':')?;
                            name.eq_ignore_ascii_case("content-length")
                                .then(|| value.trim().parse::<usize>().ok())?
                        })
                        .unwrap_or(0);
                    while buffer.len() < head_end + length {
                        let n = client.read(&mut chunk).await.unwrap_or(0);
                        if n == 0 {
                            return;
                        }
                        buffer.extend_from_slice(&chunk[..n]);
                    }
                    let mut body = buffer[head_end..head_end + length].to_vec();
                    if let Ok(message) = serde_json::from_slice::<Value>(&body)
                        && message["method"] == "tools/call"
                    {
                        let retried = message["params"].get("requestState").is_some();
                        recorded.lock().unwrap().push((backend, retried));
                        if retried && retry == Retry::ChangeArguments {
                            let mut message = message.clone();
                            message["params"]["arguments"]["orderId"] = json!("o2");
                            body = serde_json::to_vec(&message).unwrap();
                        }
                    }
                    let mut request = String::new();
                    for line in head.split("\r\n").filter(|l| !l.is_empty()) {
                        let name = line.split(':').next().unwrap_or_default();
                        if name.eq_ignore_ascii_case("content-length")
                            || name.eq_ignore_ascii_case("connection")
                            || name.eq_ignore_ascii_case("host")
                        {
                            continue;
                        }
                        request.push_str(line);
                        request.push_str("\r\n");
                    }
                    request.push_str(&format!(
                        "host: {address}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                        body.len()
                    ));
                    let Ok(mut upstream) = tokio::net::TcpStream::connect(&address).await else {
                        return;
                    };
                    let _ = upstream.write_all(request.as_bytes()).await;
                    let _ = upstream.write_all(&body).await;
                    let mut answer = Vec::new();
                    let _ = upstream.read_to_end(&mut answer).await;
                    let _ = client.write_all(&answer).await;
                    let _ = client.shutdown().await;
                });
            }
        });
        RoundRobin { url, calls }
    }

    fn calls(&self) -> Vec<(usize, bool)> {
        self.calls.lock().unwrap().clone()
    }
}

/// Two server processes behind a round-robin proxy: the confirmation one replica asks for is
/// honoured by the other when they share `SHOP_MCP_REQUEST_STATE_KEY`; with different keys,
/// or when the arguments change on the way back, nothing is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_sdk_2026_consent_across_two_replicas_behind_a_round_robin_proxy() {
    let Some(python) = python() else { return };
    const KEY: &str = "replicas-share-this-key-0123456789abcdef";
    for (keys, retry, sent) in [
        ([KEY, KEY], Retry::Forward, 1),
        (
            [KEY, "the-other-replica-has-another-key-012345"],
            Retry::Forward,
            0,
        ),
        ([KEY, KEY], Retry::ChangeArguments, 0),
    ] {
        let mock = upstream().await;
        let mut replicas = Vec::new();
        for key in keys {
            replicas.push(
                HttpServer::start_with(
                    &mock,
                    &[
                        ("SHOP_CONFIRM", "destructive".to_string()),
                        ("SHOP_MCP_REQUEST_STATE_KEY", key.to_string()),
                    ],
                )
                .await,
            );
        }
        let proxy =
            RoundRobin::start(replicas.iter().map(|r| r.url.clone()).collect(), retry).await;
        let mut command = Command::new(&python);
        command
            .arg(script())
            .args(["consent26", "accept"])
            .arg(&proxy.url);
        let report = report(&run(command).await);
        let context = format!("keys shared: {}, {}: {report}", keys[0] == keys[1], sent);
        assert_eq!(report["protocolVersion"], "2026-07-28", "{context}");
        assert_eq!(report["asked"].as_array().unwrap().len(), 1, "{context}");
        // The question and the answer reached different replicas.
        let calls = proxy.calls();
        let asked_on = calls.iter().find(|(_, retried)| !retried).map(|c| c.0);
        let answered_on = calls.iter().find(|(_, retried)| *retried).map(|c| c.0);
        assert!(
            asked_on.is_some() && answered_on.is_some() && asked_on != answered_on,
            "{context}: {calls:?}"
        );
        assert_eq!(deletes(&mock).await, sent, "{context}");
        if sent == 0 {
            assert_eq!(report["isError"], true, "{context}");
            assert!(
                report["texts"][0]
                    .as_str()
                    .unwrap()
                    .contains("could not be verified"),
                "{context}"
            );
        } else {
            assert_eq!(report["isError"], false, "{context}");
        }
    }
}

fn inspector_json(output: &std::process::Output) -> Value {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "inspector failed:\n{stderr}");
    serde_json::from_slice(&output.stdout).unwrap_or_else(|err| {
        panic!(
            "inspector printed no JSON ({err}):\n{}",
            String::from_utf8_lossy(&output.stdout)
        )
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inspector_cli_lists_and_calls_over_stdio_and_http() {
    let Some(inspector) = inspector() else { return };
    let mock = upstream().await;
    let env_args: Vec<String> = server_env(&mock)
        .into_iter()
        .flat_map(|(k, v)| ["-e".to_string(), format!("{k}={v}")])
        .collect();

    // stdio, with the strict schema-portability lint.
    let mut command = Command::new(&inspector);
    command
        .args(["--cli", "--strict", "--method", "tools/list"])
        .args(&env_args)
        .arg("--")
        .arg(shop())
        .arg("--read-only");
    let listed = inspector_json(&run(command).await);
    let names: Vec<&str> = listed["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["download_invoice", "get_order", "list_orders"]);

    let mut command = Command::new(&inspector);
    command
        .args([
            "--cli",
            "--method",
            "tools/call",
            "--tool-name",
            "get_order",
            "--tool-arg",
            "orderId=o1",
        ])
        .args(&env_args)
        .arg("--")
        .arg(shop());
    let called = inspector_json(&run(command).await);
    assert_eq!(called["structuredContent"], json!({"id": "o1"}), "{called}");
    assert_eq!(called["isError"], false);

    // A tool outside the allowed set: the Inspector checks the listed tools itself and stops
    // ("not found on server"); either way nothing reaches the API.
    let mut command = Command::new(&inspector);
    command
        .args([
            "--cli",
            "--method",
            "tools/call",
            "--tool-name",
            "delete_order",
            "--tool-arg",
            "orderId=o1",
        ])
        .args(&env_args)
        .arg("--")
        .arg(shop())
        .arg("--read-only");
    let output = run(command).await;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        text.contains("refused: tool `delete_order`") || text.contains("'delete_order' not found"),
        "{text}"
    );
    assert!(
        mock.received_requests()
            .await
            .unwrap()
            .iter()
            .all(|r| r.method.as_str() != "DELETE"),
        "a refused tool reached the API"
    );

    // Streamable HTTP with the bearer token.
    let server = HttpServer::start(&mock, Some(MCP_TOKEN)).await;
    let auth = format!("Authorization: Bearer {MCP_TOKEN}");
    let mut command = Command::new(&inspector);
    command
        .args([
            "--cli",
            &server.url,
            "--transport",
            "http",
            "--header",
            &auth,
        ])
        .args([
            "--method",
            "tools/call",
            "--tool-name",
            "list_orders",
            "--tool-arg",
            "limit=2",
        ]);
    let called = inspector_json(&run(command).await);
    assert_eq!(
        called["structuredContent"],
        json!({"id": "other"}),
        "{called}"
    );
    let last = mock.received_requests().await.unwrap().pop().unwrap();
    assert_eq!(last.url.query(), Some("limit=2"));

    let mut command = Command::new(&inspector);
    command.args([
        "--cli",
        &server.url,
        "--transport",
        "http",
        "--method",
        "tools/list",
    ]);
    let output = run(command).await;
    assert!(!output.status.success(), "listed without the MCP token");
}

/// Conformance scenarios that apply to a server whose tools come from an OpenAPI document.
/// Not run, and why:
/// * `tools-call-*`, `resources-*`, `prompts-*`, `completion-complete`,
///   `json-schema-2020-12`, `elicitation-sep*`: they call the suite's own reference tools
///   (`test_simple_text`, ...), resources and prompts, which an API server does not have;
/// * `logging-set-level`: the server does not declare the logging capability (logs go to
///   stderr), so the scenario does not apply;
/// * `server-sse-polling`, `server-sse-multiple-streams`: they need a session and a standalone
///   SSE stream; the HTTP transport is stateless by default (`--http-sessions` is opt-in).
pub const CONFORMANCE_SCENARIOS: &[&str] = &[
    "server-initialize",
    "ping",
    "tools-list",
    "dns-rebinding-protection",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conformance_server_scenarios_over_http() {
    let Some((node, suite)) = conformance() else {
        return;
    };
    let mock = upstream().await;
    let server = HttpServer::start(&mock, None).await;
    let mut failures = Vec::new();
    for scenario in CONFORMANCE_SCENARIOS {
        let mut command = Command::new(&node);
        command
            .arg(&suite)
            .args(["server", "--url", &server.url, "--scenario", scenario])
            .current_dir(std::env::temp_dir());
        let output = run(command).await;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        eprintln!("conformance {scenario}: {}\n{stdout}", output.status);
        // The suite prints `Passed: n/n, 0 failed` when every check of the scenario ran and
        // passed; a scenario that ran no check is a failure too.
        let passed = stdout.lines().any(|line| {
            line.starts_with("Passed: ")
                && line.contains(", 0 failed")
                && !line.starts_with("Passed: 0/")
        });
        if !output.status.success() || !passed || stdout.contains("FAILURE") {
            failures.push(format!("{scenario}:\n{stdout}\n{stderr}"));
        }
    }
    assert!(
        failures.is_empty(),
        "conformance failures:\n{}",
        failures.join("\n")
    );
}

/// The 2026-07-28 scenarios that apply to a generated server. Not run: every other
/// `input-required-result-*` scenario, `tools-call-*`, `resources-*`, `prompts-*`: they call
/// the suite's own tools and prompts (`test_input_required_result_elicitation`, ...); the
/// server's own round trip is tested with its own tools (`consent`, `production.rs`, and the
/// Python SDK above).
pub const CONFORMANCE_2026_SCENARIOS: &[&str] = &[
    "server-stateless",
    "tools-list",
    "caching",
    "dns-rebinding-protection",
    "input-required-result-unsupported-methods",
    "input-required-result-validate-input",
];

/// Checks of those scenarios that cannot pass against an API server, and why. Any other check
/// that is not a success fails the test.
const NOT_APPLICABLE_2026: &[(&str, &str)] = &[
    (
        "sep-2575-server-rejects-undeclared-capability",
        "calls the suite's tool `test_missing_capability` (the server's own -32021 is tested in production.rs and above)",
    ),
    (
        "sep-2575-missing-capability-http-400",
        "same tool (`test_missing_capability`)",
    ),
    (
        "sep-2575-http-server-no-independent-requests-on-stream",
        "calls the suite's tool `test_streaming_elicitation`",
    ),
    (
        "sep-2575-server-no-log-without-loglevel",
        "calls the suite's logging tool; the server declares no logging capability",
    ),
    (
        "sep-2549-prompts-list-caching-hints",
        "the server declares no prompts capability: prompts/list is -32601",
    ),
    (
        "sep-2549-resources-list-caching-hints",
        "the server declares no resources capability: resources/list is -32601",
    ),
    (
        "sep-2549-resources-templates-list-caching-hints",
        "the server declares no resources capability",
    ),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conformance_2026_scenarios_over_http() {
    let Some((node, suite)) = conformance_2026() else {
        return;
    };
    let mock = upstream().await;
    let server =
        HttpServer::start_with(&mock, &[("SHOP_CONFIRM", "destructive".to_string())]).await;
    let mut failures = Vec::new();
    let mut successes = 0;
    for scenario in CONFORMANCE_2026_SCENARIOS {
        let mut command = Command::new(&node);
        command
            .arg(&suite)
            .args(["server", "--url", &server.url, "--scenario", scenario])
            .args(["--spec-version", "2026-07-28"])
            .env("NO_COLOR", "1")
            .current_dir(std::env::temp_dir());
        let output = run(command).await;
        let stdout = String::from_utf8_lossy(&output.stdout).to_string();
        // `[check-id   ] STATUS description`, with ANSI colours when the suite insists.
        let plain: String = strip_ansi(&stdout);
        let mut ran = 0;
        for line in plain.lines() {
            let Some((id, status)) = check_of(line) else {
                continue;
            };
            ran += 1;
            match status {
                "SUCCESS" => successes += 1,
                "SKIPPED" | "INFO" => {}
                _ if NOT_APPLICABLE_2026.iter().any(|(known, _)| *known == id) => {}
                _ => failures.push(format!("{scenario}: {id} {status}")),
            }
        }
        if ran == 0 {
            failures.push(format!("{scenario}: no check ran\n{plain}"));
        }
    }
    assert!(
        failures.is_empty(),
        "2026-07-28 conformance failures:\n{}",
        failures.join("\n")
    );
    assert!(successes >= 30, "only {successes} checks passed");
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// The id and status of one check line of the suite's report.
fn check_of(line: &str) -> Option<(&str, &str)> {
    let start = line.find('[')?;
    let end = start + line[start..].find(']')?;
    let id = line[start + 1..end].trim();
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return None;
    }
    let status = line[end + 1..].split_whitespace().next()?;
    matches!(
        status,
        "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO"
    )
    .then_some((id, status))
}
