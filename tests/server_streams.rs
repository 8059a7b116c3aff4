//! OpenAPI 3.2 streamed responses end to end: the crate generated from `fixtures/wire32.yaml`
//! (its JSON Lines and server-sent events operations, each with an `itemSchema`) is built, its
//! server driven over stdio by the rmcp client against a wiremock API that answers with a
//! stream; the client gets the items as structured content `{"items": [...]}` that conforms to
//! the announced output schema, and the API received `Accept` naming the stream's media type.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::json;
use wiremock::matchers::any;
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::received::{header, only_request};
use common::rmcp_client::{Client, call, text_of};

fn wire32() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("wire32", "wire32.yaml", None, "wire32-mcp"))
}

#[test]
fn wire32_crate_with_streams_passes_clippy_and_rustfmt() {
    common::assert_lint_clean(&wire32().0);
}

async fn connect(mock: &MockServer, args: &[&str]) -> Client {
    let (_, bin) = wire32();
    common::rmcp_client::connect(
        bin,
        args,
        &[("WIRE32_BASE_URL", format!("{}/api", mock.uri()))],
        |cmd| {
            cmd.env("WIRE32_LOG", "warn");
        },
    )
    .await
}

async fn answer(mock: &MockServer, content_type: &str, body: &[u8]) {
    Mock::given(any())
        .respond_with(ResponseTemplate::new(200).set_body_raw(body.to_vec(), content_type))
        .mount(mock)
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_lines_become_items_and_accept_names_the_stream() {
    let mock = MockServer::start().await;
    answer(
        &mock,
        "application/jsonl",
        b"{\"level\":\"info\",\"message\":\"up\"}\r\n\n{\"level\":\"warn\",\"message\":\"slow\"}\nnot json\n",
    )
    .await;
    let client = connect(&mock, &[]).await;
    let tools = client.list_all_tools().await.unwrap();
    let tool = tools.iter().find(|t| t.name == "tail_logs").unwrap();
    let schema = serde_json::Value::Object((*tool.output_schema.clone().unwrap()).clone());
    // Announced tolerant, as every output schema: an array of entries (or null).
    let items = &schema["properties"]["items"];
    assert_eq!(items["anyOf"][0]["type"], "array", "{schema}");
    assert_eq!(
        items["items"]["anyOf"][0]["properties"]["message"]["anyOf"][0]["type"], "string",
        "{schema}"
    );

    let result = call(&client, "tail_logs", json!({"limit": 2})).await;
    assert_eq!(result.is_error, Some(false), "{}", text_of(&result));
    let items = json!({"items": [
        {"level": "info", "message": "up"},
        {"level": "warn", "message": "slow"},
        "not json",
    ]});
    assert_eq!(result.structured_content, Some(items.clone()));
    let text: serde_json::Value = serde_json::from_str(&text_of(&result)).unwrap();
    assert_eq!(text, items);

    let r = only_request(&mock, "GET", "/api/logs").await;
    assert_eq!(r.url.query(), Some("limit=2"));
    assert_eq!(header(&r, "accept"), Some("application/jsonl"));
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_sent_events_become_items_with_parsed_data() {
    let mock = MockServer::start().await;
    answer(
        &mock,
        "text/event-stream",
        b": keep-alive\n\
          event: log\nid: 1\ndata: {\"level\":\"info\",\ndata: \"message\":\"up\"}\n\n\
          retry: 500\ndata: [DONE]\n\n",
    )
    .await;
    let client = connect(&mock, &[]).await;
    let result = call(&client, "watch_events", json!({})).await;
    assert_eq!(result.is_error, Some(false), "{}", text_of(&result));
    assert_eq!(
        result.structured_content,
        Some(json!({"items": [
            {"event": "log", "id": "1", "data": {"level": "info", "message": "up"}},
            {"retry": 500, "data": "[DONE]"},
        ]}))
    );
    let r = only_request(&mock, "GET", "/api/events").await;
    assert_eq!(header(&r, "accept"), Some("text/event-stream"));
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_cut_at_the_cap_keeps_its_complete_items_and_says_so() {
    let mock = MockServer::start().await;
    let mut body = Vec::new();
    for n in 0..100 {
        body.extend_from_slice(
            format!("{{\"level\":\"info\",\"message\":\"line {n:03}\"}}\n").as_bytes(),
        );
    }
    answer(&mock, "application/jsonl", &body).await;
    let client = connect(&mock, &["--max-response-bytes", "1000"]).await;
    let result = call(&client, "tail_logs", json!({})).await;
    assert_eq!(result.is_error, Some(false), "{}", text_of(&result));
    let items = result.structured_content.as_ref().unwrap()["items"]
        .as_array()
        .unwrap()
        .clone();
    // Each line is 38 bytes: 26 whole lines fit in 1,000.
    assert_eq!(items.len(), 26);
    assert_eq!(items[25], json!({"level": "info", "message": "line 025"}));
    let note = result
        .content
        .last()
        .unwrap()
        .as_text()
        .unwrap()
        .text
        .clone();
    assert!(
        note.starts_with("truncated: showing 1000 of ")
            && note.ends_with("`items` holds the 26 complete items before the cut"),
        "{note}"
    );
    client.cancel().await.unwrap();
}

/// An event feed that never ends (a watch): what arrived before `--timeout-secs` is the answer,
/// not a timeout with nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_stream_still_open_at_the_time_limit_answers_what_arrived() {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let (mut socket, _) = listener.accept().unwrap();
        let mut request = [0u8; 8192];
        let _ = socket.read(&mut request);
        socket
            .write_all(
                b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\n\
                  data: {\"level\":\"info\",\"message\":\"a\"}\n\n\
                  data: {\"level\":\"info\",\"message\":\"b\"}\n\n\
                  data: {\"level\":",
            )
            .unwrap();
        socket.flush().unwrap();
        std::thread::sleep(std::time::Duration::from_secs(10));
    });
    let (_, bin) = wire32();
    let client = common::rmcp_client::connect(
        bin,
        &["--timeout-secs", "1"],
        &[("WIRE32_BASE_URL", format!("http://127.0.0.1:{port}/api"))],
        |cmd| {
            cmd.env("WIRE32_LOG", "warn");
        },
    )
    .await;
    let result = call(&client, "watch_events", json!({})).await;
    assert_eq!(result.is_error, Some(false), "{}", text_of(&result));
    assert_eq!(
        result.structured_content,
        Some(json!({"items": [
            {"data": {"level": "info", "message": "a"}},
            {"data": {"level": "info", "message": "b"}},
        ]}))
    );
    let note = result
        .content
        .last()
        .unwrap()
        .as_text()
        .unwrap()
        .text
        .clone();
    assert!(note.contains("still open"), "{note}");
    client.cancel().await.unwrap();
}
