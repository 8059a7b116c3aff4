//! Interop with MCP clients we did not write, against a generated server
//! (`fixtures/production.yaml`) and a wiremock API:
//!
//! * the official Python SDK (`mcp` 2.3.0 from PyPI), over stdio and Streamable HTTP, plus
//!   elicitation (`--confirm`) with a Python client that accepts, one that declines and one
//!   without the capability (`tests/interop/client.py` drives it and prints a JSON report);
//! * the MCP Inspector CLI (`@modelcontextprotocol/inspector` from npm), listing (with its
//!   `--strict` schema-portability lint) and calling tools, over stdio and HTTP;
//! * the server scenarios of the conformance suite (`@modelcontextprotocol/conformance` from
//!   npm) that apply to a server whose tools come from an OpenAPI document, over HTTP.
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
//! | Node 22 for it | `OPENAPI_MCP_NODE22` | `target/npm/node_modules/.bin/node` |
//!
//! A missing client is a skip with a notice, unless `OPENAPI_MCP_INTEROP=1` (CI), where it is a
//! failure.

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

const TOKEN: &str = "upstream-secret-4242";
const MCP_TOKEN: &str = "mcp-interop-token-1";

fn shop() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("production", "production.yaml", None, "shop-mcp").1)
}

use common::clients::{inspector, locate, python};

fn conformance() -> Option<(PathBuf, PathBuf)> {
    let suite = locate(
        "the MCP conformance suite",
        "OPENAPI_MCP_CONFORMANCE",
        "target/npm/node_modules/@modelcontextprotocol/conformance/dist/index.js",
        |_| true,
    )?;
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
struct HttpServer {
    child: tokio::process::Child,
    url: String,
}

impl HttpServer {
    async fn start(mock: &MockServer, token: Option<&str>) -> HttpServer {
        let env: Vec<(&str, String)> = token
            .map(|t| ("SHOP_MCP_TOKEN", t.to_string()))
            .into_iter()
            .collect();
        HttpServer::start_with(mock, &env).await
    }

    /// [`HttpServer::start`] with these environment variables set too.
    async fn start_with(mock: &MockServer, env: &[(&str, String)]) -> HttpServer {
        let mut command = tokio::process::Command::new(shop());
        command
            .args([
                "--transport",
                "http",
                "--bind",
                "127.0.0.1:0",
                "--log-level",
                "info",
            ])
            .envs(server_env(mock))
            .env("SHOP_LOG", "info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        command.envs(env.iter().map(|(k, v)| (*k, v.as_str())));
        let mut child = command.spawn().expect("spawn HTTP server");
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
        .expect("listening within 10 s");
        tokio::spawn(async move { while let Ok(Some(_)) = stderr.next_line().await {} });
        HttpServer { child, url }
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
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
