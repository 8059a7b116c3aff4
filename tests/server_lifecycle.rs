//! Running the generated server the way a platform runs a service: liveness and readiness
//! probes, and a shutdown (`SIGTERM`) that lets every call in flight finish, over stdio and
//! over stateless HTTP, for 2025-11-25 and 2026-07-28 clients. The server is the binary of
//! `fixtures/production.yaml`, the API a wiremock server whose answer to one call is slow.

mod common;

use std::path::PathBuf;
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::Duration;

use common::served::{Served, request};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn shop() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("production", "production.yaml", None, "shop-mcp").1)
}

/// How long the API takes to answer `GET /orders/slow`: long enough to send `SIGTERM` while
/// the call waits for it.
const SLOW: Duration = Duration::from_millis(1500);

async fn upstream() -> MockServer {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/orders/slow"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"id": "slow"}))
                .set_delay(SLOW),
        )
        .mount(&mock)
        .await;
    mock
}

fn env(mock: &MockServer) -> Vec<(String, String)> {
    vec![
        ("SHOP_BASE_URL".into(), format!("{}/v1", mock.uri())),
        ("SHOP_BEARER_AUTH_TOKEN".into(), "upstream-secret-77".into()),
        ("SHOP_LOG".into(), "info".into()),
    ]
}

/// Waits until the API has received `count` requests (5 s at most).
async fn until_received(mock: &MockServer, count: usize) {
    for _ in 0..100 {
        if mock.received_requests().await.unwrap().len() >= count {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the API never received request {count}");
}

/// A `tools/call` of `get_order` as a client of `version` sends it: on 2026-07-28 the version
/// and capabilities ride in `_meta`.
fn call(version: &str, id: u64, order: &str) -> Value {
    let mut params = json!({"name": "get_order", "arguments": {"orderId": order}});
    if version == "2026-07-28" {
        params["_meta"] = json!({
            "io.modelcontextprotocol/protocolVersion": version,
            "io.modelcontextprotocol/clientCapabilities": {},
            "io.modelcontextprotocol/clientInfo": {"name": "lifecycle-test", "version": "1"},
        });
    }
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
}

fn mcp_headers(version: &str) -> Vec<(&'static str, &str)> {
    let mut headers = vec![
        ("content-type", "application/json"),
        ("accept", "application/json, text/event-stream"),
        ("mcp-protocol-version", version),
    ];
    if version == "2026-07-28" {
        headers.extend([("mcp-method", "tools/call"), ("mcp-name", "get_order")]);
    }
    headers
}

/// The JSON-RPC message of an answer sent as plain JSON or as one SSE event.
fn message_of(body: &str) -> Value {
    let text = body
        .lines()
        .find_map(|line| line.strip_prefix("data:"))
        .unwrap_or(body)
        .trim();
    serde_json::from_str(text).unwrap_or_else(|err| panic!("not JSON ({err}): {body}"))
}

async fn exit_status(served: &mut Served) -> std::process::ExitStatus {
    tokio::time::timeout(Duration::from_secs(15), served.child.wait())
        .await
        .expect("the server exits after draining")
        .expect("wait")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn probes_answer_without_a_token_and_show_no_configuration() {
    let mock = upstream().await;
    let mut env = env(&mock);
    env.push(("SHOP_MCP_TOKEN".into(), "mcp-probe-token-1".into()));
    let served = Served::http(shop(), &[], &env).await;
    for (probe, expected) in [("/healthz", "ok\n"), ("/readyz", "ready\n")] {
        let (status, head, body) = request(&served.address, "GET", probe, &[], "").await;
        assert_eq!((status, body.as_str()), (200, expected), "{probe}: {head}");
        assert!(head.contains("cache-control: no-store"), "{head}");
        // Probes come from the kubelet with the pod's IP as Host: not refused for it.
        let (status, _, _) = request(
            &served.address,
            "GET",
            probe,
            &[("host", "10.1.2.3:8000")],
            "",
        )
        .await;
        assert_eq!(status, 200, "{probe} with a pod IP as Host");
    }
    // The MCP endpoint still needs the token.
    let (status, _, _) = request(
        &served.address,
        "POST",
        "/mcp",
        &mcp_headers("2025-11-25"),
        "{}",
    )
    .await;
    assert_eq!(status, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_over_http_lets_the_call_in_flight_finish_and_turns_new_ones_away() {
    for version in ["2025-11-25", "2026-07-28"] {
        let mock = upstream().await;
        let mut served = Served::http(shop(), &[], &env(&mock)).await;
        let address = served.address.clone();
        let body = call(version, 1, "slow").to_string();
        let in_flight = tokio::spawn(async move {
            request(&address, "POST", "/mcp", &mcp_headers(version), &body).await
        });
        until_received(&mock, 1).await;
        served.terminate();
        tokio::time::sleep(Duration::from_millis(200)).await;

        // Shutdown has begun: not ready, and a new call is turned away with nothing sent.
        let (status, _, body) = request(&served.address, "GET", "/readyz", &[], "").await;
        assert_eq!(
            (status, body.as_str()),
            (503, "shutting down\n"),
            "{version}"
        );
        let late = call(version, 2, "o1").to_string();
        let (status, head, _) = request(
            &served.address,
            "POST",
            "/mcp",
            &mcp_headers(version),
            &late,
        )
        .await;
        assert_eq!(status, 503, "{version}: {head}");
        assert!(head.contains("retry-after"), "{head}");

        // The call in flight gets its real answer, then the process exits 0.
        let (status, _, body) = in_flight.await.unwrap();
        assert_eq!(status, 200, "{version}: {body}");
        let answer = message_of(&body);
        assert_eq!(answer["result"]["isError"], false, "{version}: {answer}");
        assert_eq!(
            answer["result"]["structuredContent"],
            json!({"id": "slow"}),
            "{answer}"
        );
        assert!(exit_status(&mut served).await.success(), "{version}");
        assert_eq!(
            mock.received_requests().await.unwrap().len(),
            1,
            "{version}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_over_stdio_lets_the_call_in_flight_finish() {
    for version in ["2025-11-25", "2026-07-28"] {
        let mock = upstream().await;
        let mut child = tokio::process::Command::new(shop())
            .envs(env(&mock))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .expect("spawn the stdio server");
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut send = Vec::new();
        if version == "2025-11-25" {
            send.push(
                json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
                "protocolVersion": version, "capabilities": {},
                "clientInfo": {"name": "lifecycle-test", "version": "1"}}}),
            );
            send.push(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        }
        send.push(call(version, 1, "slow"));
        for message in send {
            stdin
                .write_all(format!("{message}\n").as_bytes())
                .await
                .unwrap();
        }
        stdin.flush().await.unwrap();
        until_received(&mock, 1).await;
        let pid = child.id().unwrap() as libc::pid_t;
        // SAFETY: kill(2) with the pid of our own child and a valid signal number.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);

        let answer = tokio::time::timeout(Duration::from_secs(10), async {
            while let Some(line) = stdout.next_line().await.unwrap() {
                let message: Value = serde_json::from_str(&line).unwrap();
                if message["id"] == 1 {
                    return message;
                }
            }
            panic!("{version}: stdout closed before the answer to the call in flight");
        })
        .await
        .expect("the answer arrives");
        assert_eq!(
            answer["result"]["structuredContent"],
            json!({"id": "slow"}),
            "{version}: {answer}"
        );
        let status = tokio::time::timeout(Duration::from_secs(15), child.wait())
            .await
            .expect("the server exits after the call")
            .unwrap();
        assert!(status.success(), "{version}: {status}");
        drop(stdin);
        assert_eq!(
            mock.received_requests().await.unwrap().len(),
            1,
            "{version}"
        );
    }
}
