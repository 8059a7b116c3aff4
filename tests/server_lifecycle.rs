//! Running the generated server the way a platform runs a service: liveness and readiness
//! probes, a shutdown (`SIGTERM`) that lets every call in flight finish, over stdio and over
//! stateless HTTP, for 2025-11-25 and 2026-07-28 clients, the caller's trace context
//! carried to the API (and, built with the `otlp` feature, exported to an OTLP collector), and
//! Prometheus metrics on a listener of their own. The server is the binary of
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
    Mock::given(method("GET"))
        .and(path("/v1/orders/o1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "o1"})))
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

/// Sends `message` to the MCP endpoint as a client of `version` does.
async fn post_mcp(address: &str, version: &str, message: &Value) -> (u16, String, String) {
    request(
        address,
        "POST",
        "/mcp",
        &mcp_headers(version),
        &message.to_string(),
    )
    .await
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
        let (status, head, _) = post_mcp(&served.address, version, &call(version, 2, "o1")).await;
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

const TRACE_ID: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN: &str = "00f067aa0ba902b7";

/// The `traceparent` the API received: the caller's trace, a span of the server's own.
fn assert_joined(request: &wiremock::Request, context: &str) {
    let header = request
        .headers
        .get("traceparent")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("{context}: no traceparent reached the API"));
    let parts: Vec<&str> = header.split('-').collect();
    assert_eq!(parts.len(), 4, "{context}: {header}");
    assert_eq!(
        (parts[0], parts[1], parts[3]),
        ("00", TRACE_ID, "01"),
        "{context}: {header}"
    );
    assert_ne!(
        parts[2], CALLER_SPAN,
        "{context}: the server's span is its own"
    );
    assert_eq!(
        request
            .headers
            .get("tracestate")
            .and_then(|v| v.to_str().ok()),
        Some("vendor=abc"),
        "{context}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_callers_trace_reaches_the_api_from_meta_or_from_the_http_header() {
    let traceparent = format!("00-{TRACE_ID}-{CALLER_SPAN}-01");
    let mock = upstream().await;
    let served = Served::http(shop(), &[], &env(&mock)).await;
    // In `params._meta` (SEP-414), as a 2026-07-28 client sends it.
    let mut message = call("2026-07-28", 1, "o1");
    message["params"]["_meta"]["traceparent"] = json!(traceparent);
    message["params"]["_meta"]["tracestate"] = json!("vendor=abc");
    let (status, _, body) = post_mcp(&served.address, "2026-07-28", &message).await;
    assert_eq!(status, 200, "{body}");
    // As HTTP headers of the MCP request, from a 2025-11-25 client.
    let mut headers = mcp_headers("2025-11-25");
    headers.extend([
        ("traceparent", traceparent.as_str()),
        ("tracestate", "vendor=abc"),
    ]);
    let (status, _, body) = request(
        &served.address,
        "POST",
        "/mcp",
        &headers,
        &call("2025-11-25", 2, "o1").to_string(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let received = mock.received_requests().await.unwrap();
    assert_eq!(received.len(), 2);
    assert_joined(&received[0], "_meta");
    assert_joined(&received[1], "HTTP header");

    // An invalid one is ignored: the API gets a new, unsampled trace, and the call is served.
    let mut message = call("2026-07-28", 3, "o1");
    message["params"]["_meta"]["traceparent"] = json!("00-not-a-trace-01");
    let (status, _, _) = post_mcp(&served.address, "2026-07-28", &message).await;
    assert_eq!(status, 200);
    let received = mock.received_requests().await.unwrap();
    let header = received[2]
        .headers
        .get("traceparent")
        .unwrap()
        .to_str()
        .unwrap();
    assert!(
        header.starts_with("00-") && header.ends_with("-00") && !header.contains(TRACE_ID),
        "{header}"
    );
}

/// Parses an OpenMetrics exposition with the Prometheus project's own Python parser (strict)
/// and prints `[name, labels, value]` for every sample.
const PARSE_OPENMETRICS: &str = r#"
import json, sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families
samples = []
for family in text_string_to_metric_families(sys.stdin.read()):
    for s in family.samples:
        samples.append([s.name, s.labels, s.value])
print(json.dumps(samples))
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_every_call_on_their_own_listener_and_parse_as_openmetrics() {
    let mock = upstream().await;
    let served = Served::http(shop(), &["--metrics-bind", "127.0.0.1:0"], &env(&mock)).await;
    let metrics = served.metrics.clone().expect("the metrics URL is logged");
    let metrics_address = metrics
        .trim_start_matches("http://")
        .trim_end_matches("/metrics")
        .to_string();
    for (id, arguments) in [
        (1, json!({"orderId": "o1"})),
        (2, json!({"orderId": "o1"})),
        (3, json!({"orderId": 7})),
    ] {
        let mut message = call("2025-11-25", id, "o1");
        message["params"]["arguments"] = arguments;
        let (status, _, body) = post_mcp(&served.address, "2025-11-25", &message).await;
        assert_eq!(status, 200, "{body}");
    }
    // Not on the MCP port.
    let (status, _, _) = request(&served.address, "GET", "/metrics", &[], "").await;
    assert_eq!(status, 404);
    let (status, head, text) = request(&metrics_address, "GET", "/metrics", &[], "").await;
    assert_eq!(status, 200, "{head}");
    assert!(
        head.contains("content-type: application/openmetrics-text"),
        "{head}"
    );
    let count = |decision: &str, outcome: &str| {
        format!(
            "mcp_server_operation_duration_seconds_count{{mcp_method_name=\"tools/call\",gen_ai_tool_name=\"get_order\",decision=\"{decision}\",outcome=\"{outcome}\","
        )
    };
    let line_of = |prefix: String| {
        text.lines()
            .find(|l| l.starts_with(&prefix))
            .unwrap_or_else(|| panic!("no {prefix}\n{text}"))
            .to_string()
    };
    assert!(line_of(count("allowed", "2xx")).ends_with("} 2"), "{text}");
    assert!(
        line_of(count("invalid_arguments", "not_sent")).ends_with("} 1"),
        "{text}"
    );
    assert!(
        line_of("http_client_request_duration_seconds_count{http_request_method=\"GET\",http_response_status_class=\"2xx\"}".into())
            .ends_with(" 2"),
        "{text}"
    );
    assert!(
        text.contains("openapi_mcp_build_info{server=\"shop-mcp\""),
        "{text}"
    );
    // No argument value and no caller reaches a label.
    assert!(!text.contains("o1"), "{text}");

    // A parser we did not write reads it whole.
    let Some(python) = common::clients::python() else {
        return;
    };
    let mut parse = std::process::Command::new(&python);
    parse
        .args(["-c", PARSE_OPENMETRICS])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = parse.spawn().expect("python");
    use std::io::Write as _;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "the OpenMetrics parser refused the exposition:\n{}\n{text}",
        String::from_utf8_lossy(&output.stderr)
    );
    let samples: Vec<(String, Value, f64)> = serde_json::from_slice(&output.stdout).unwrap();
    let calls: f64 = samples
        .iter()
        .filter(|(name, labels, _)| {
            name == "mcp_server_operation_duration_seconds_count"
                && labels["gen_ai_tool_name"] == "get_order"
        })
        .map(|(_, _, value)| value)
        .sum();
    assert_eq!(calls, 3.0, "every call is counted once");
}

/// The spans of every OTLP/JSON export the collector received: (name, kind, trace id, span id,
/// parent span id).
async fn exported_spans(collector: &MockServer) -> Vec<(String, u64, String, String, String)> {
    let mut spans = Vec::new();
    for request in collector.received_requests().await.unwrap() {
        let body: Value = serde_json::from_slice(&request.body).expect("OTLP/JSON");
        for resource in body["resourceSpans"].as_array().into_iter().flatten() {
            let service = resource["resource"]["attributes"]
                .as_array()
                .unwrap()
                .iter()
                .find(|a| a["key"] == "service.name")
                .map(|a| a["value"]["stringValue"].clone());
            assert_eq!(service, Some(json!("shop-otlp-mcp")), "{body}");
            for scope in resource["scopeSpans"].as_array().into_iter().flatten() {
                for span in scope["spans"].as_array().into_iter().flatten() {
                    let text = |key: &str| span[key].as_str().unwrap_or_default().to_string();
                    spans.push((
                        text("name"),
                        span["kind"].as_u64().unwrap_or_default(),
                        text("traceId"),
                        text("spanId"),
                        text("parentSpanId"),
                    ));
                }
            }
        }
    }
    spans
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_otlp_feature_the_calls_spans_reach_a_collector_in_the_callers_trace() {
    let (_, binary) = common::build_fixture_with_features(
        "production-otlp",
        "production.yaml",
        &["--name".to_string(), "shop-otlp-mcp".to_string()],
        "shop-otlp-mcp",
        &["otlp"],
    );
    let mock = upstream().await;
    let collector = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/traces"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({})))
        .mount(&collector)
        .await;
    let env = vec![
        (
            "SHOP_OTLP_BASE_URL".to_string(),
            format!("{}/v1", mock.uri()),
        ),
        (
            "SHOP_OTLP_BEARER_AUTH_TOKEN".to_string(),
            "upstream-secret-77".to_string(),
        ),
        ("SHOP_OTLP_LOG".to_string(), "info".to_string()),
        ("OTEL_EXPORTER_OTLP_ENDPOINT".to_string(), collector.uri()),
        (
            "OTEL_EXPORTER_OTLP_PROTOCOL".to_string(),
            "http/json".to_string(),
        ),
    ];
    let mut served = Served::http(&binary, &[], &env).await;
    let mut message = call("2026-07-28", 1, "o1");
    message["params"]["_meta"]["traceparent"] = json!(format!("00-{TRACE_ID}-{CALLER_SPAN}-01"));
    let (status, _, body) = post_mcp(&served.address, "2026-07-28", &message).await;
    assert_eq!(status, 200, "{body}");
    // Shutdown sends what is still buffered.
    served.terminate();
    assert!(exit_status(&mut served).await.success());

    let spans = exported_spans(&collector).await;
    let server = spans
        .iter()
        .find(|s| s.0 == "tools/call get_order")
        .unwrap_or_else(|| panic!("no server span: {spans:?}"));
    assert_eq!(
        (server.1, server.2.as_str(), server.4.as_str()),
        (2, TRACE_ID, CALLER_SPAN),
        "{server:?}"
    );
    let client = spans
        .iter()
        .find(|s| s.1 == 3)
        .unwrap_or_else(|| panic!("no client span: {spans:?}"));
    assert_eq!(
        (client.2.as_str(), client.4.as_str()),
        (TRACE_ID, server.3.as_str()),
        "{client:?}"
    );
    // The API saw the exported client span as its parent.
    let received = mock.received_requests().await.unwrap();
    let traceparent = received[0]
        .headers
        .get("traceparent")
        .unwrap()
        .to_str()
        .unwrap();
    assert_eq!(traceparent, format!("00-{TRACE_ID}-{}-01", client.3));
}
