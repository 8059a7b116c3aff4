//! Per-caller authorization over the Streamable HTTP transport (issue 17): scoped static tokens
//! from a tokens file, each caller seeing and calling only what its scopes reach, 403 with
//! `insufficient_scope` for a call outside them, server-wide flags on top, reload on change
//! and on SIGHUP, and one audit line per call. Real HTTP on 127.0.0.1, real bearer tokens, a
//! wiremock upstream that records which calls arrived.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::tokens::sha256;
use openapi_mcp_runtime::{
    ApiServer, HttpSettings, NoHooks, Secret, Settings, ToolMode, transport,
};
use serde_json::{Value, json};
use wiremock::matchers::path_regex;
use wiremock::{Mock, MockServer, ResponseTemplate};

mod common;

use common::API;

const ADMIN: &str = "admin-token-0000";
const READ: &str = "read-token-1111";
const WRITE: &str = "write-token-2222";
const DESTROY: &str = "destroy-token-3333";
const BILLING: &str = "billing-token-4444";
const EXPIRED: &str = "expired-token-5555";

fn hex(token: &str) -> String {
    sha256(token).iter().map(|b| format!("{b:02x}")).collect()
}

fn tokens_json() -> String {
    json!({"tokens": [
        {"label": "analyst", "sha256": hex(READ), "scopes": ["mcp:read"]},
        {"label": "developer", "sha256": hex(WRITE), "scopes": ["mcp:write"]},
        {"label": "oncall", "sha256": hex(DESTROY), "scopes": ["mcp:destructive"]},
        {"label": "finance", "sha256": hex(BILLING), "scopes": ["mcp:write", "billing:admin"]},
        {"label": "gone", "sha256": hex(EXPIRED), "scopes": ["mcp:read"], "expires": "2001-01-01T00:00:00Z"},
    ]})
    .to_string()
}

/// A fresh folder with a tokens file, removed at the end of the test.
struct TokensFile {
    dir: PathBuf,
    path: PathBuf,
}

impl TokensFile {
    fn new(name: &str, text: &str) -> TokensFile {
        let dir =
            std::env::temp_dir().join(format!("openapi-mcp-authz-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tokens.json");
        std::fs::write(&path, text).unwrap();
        TokensFile { dir, path }
    }
}

impl Drop for TokensFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

struct HttpServer {
    url: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    done: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl HttpServer {
    async fn start(settings: Settings, tokens: &Path) -> HttpServer {
        let http = HttpSettings {
            token: Some(Secret::new(ADMIN)),
            tokens_file: Some(tokens.to_path_buf()),
            ..HttpSettings::default()
        };
        let server = ApiServer::new(
            &API,
            settings,
            Arc::new(NoHooks),
            Credentials::from_lookup(&API, |_| None),
        )
        .expect("valid server");
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
        assert!(matches!(finished, Ok(Ok(Ok(())))), "{finished:?}");
    }
}

fn settings(mock: &MockServer) -> Settings {
    Settings {
        base_url: Some(mock.uri()),
        ..Settings::default()
    }
}

async fn upstream() -> MockServer {
    let mock = MockServer::start().await;
    Mock::given(path_regex("^/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"ok": true})))
        .mount(&mock)
        .await;
    mock
}

/// The upstream paths and methods that arrived, e.g. `DELETE /pets/1`.
async fn arrived(mock: &MockServer) -> Vec<String> {
    mock.received_requests()
        .await
        .unwrap()
        .iter()
        .map(|r| format!("{} {}", r.method, r.url.path()))
        .collect()
}

async fn rpc(url: &str, token: Option<&str>, method: &str, params: Value) -> reqwest::Response {
    openapi_mcp_runtime::server::install_crypto_provider();
    let mut request = reqwest::Client::new()
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2025-11-25");
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request
        .json(&json!({"jsonrpc": "2.0", "id": 7, "method": method, "params": params}))
        .send()
        .await
        .expect("HTTP request")
}

async fn body(response: reqwest::Response) -> Value {
    let text = response.text().await.unwrap();
    serde_json::from_str(&text).unwrap_or_else(|err| panic!("not JSON ({err}): {text}"))
}

async fn listed(url: &str, token: &str) -> Vec<String> {
    let answer = body(rpc(url, Some(token), "tools/list", json!({})).await).await;
    answer["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{answer}"))
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect()
}

fn challenge(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("www-authenticate")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default()
}

#[tokio::test]
async fn each_token_lists_and_calls_exactly_what_its_scopes_reach() {
    let mock = upstream().await;
    let tokens = TokensFile::new("matrix", &tokens_json());
    let server = HttpServer::start(settings(&mock), &tokens.path).await;
    let all = ["create_pet", "delete_pet", "get_pet", "refund"];
    let cases: [(&str, &[&str]); 5] = [
        (ADMIN, &all),
        (READ, &["get_pet"]),
        (WRITE, &["create_pet", "get_pet"]),
        (DESTROY, &["create_pet", "delete_pet", "get_pet"]),
        (BILLING, &["create_pet", "get_pet", "refund"]),
    ];
    for (token, allowed) in cases {
        assert_eq!(listed(&server.url, token).await, allowed, "{token}");
        for name in all {
            mock.reset().await;
            Mock::given(path_regex("^/"))
                .respond_with(ResponseTemplate::new(200).set_body_json(json!({"ok": true})))
                .mount(&mock)
                .await;
            let response = rpc(
                &server.url,
                Some(token),
                "tools/call",
                json!({"name": name, "arguments": {}}),
            )
            .await;
            let status = response.status();
            let www = challenge(&response);
            let answer = body(response).await;
            if allowed.contains(&name) {
                assert_eq!(status, 200, "{token} {name}: {answer}");
                assert_eq!(
                    answer["result"]["isError"], false,
                    "{token} {name}: {answer}"
                );
                assert_eq!(arrived(&mock).await.len(), 1, "{token} {name}");
                // The caller's MCP token is never passed through to the API.
                for request in mock.received_requests().await.unwrap() {
                    for (header, value) in request.headers.iter() {
                        let value = value.to_str().unwrap_or_default();
                        assert!(!value.contains(token), "{header}: {value}");
                    }
                }
            } else {
                assert_eq!(status, 403, "{token} {name}: {answer}");
                let required = match name {
                    "get_pet" => "mcp:read",
                    "create_pet" => "mcp:write",
                    "delete_pet" => "mcp:destructive",
                    _ => "mcp:write billing:admin",
                };
                assert!(
                    www.starts_with(&format!(
                        "Bearer error=\"insufficient_scope\", scope=\"{required}\""
                    )),
                    "{token} {name}: {www}"
                );
                let message = answer["error"]["message"].as_str().unwrap();
                assert!(
                    message.starts_with(&format!("refused: tool `{name}` needs the scope")),
                    "{message}"
                );
                assert_eq!(answer["id"], 7);
                assert!(arrived(&mock).await.is_empty(), "{token} {name}");
            }
        }
    }
    // The missing scope is named: a reader calling `refund` lacks both.
    let response = rpc(
        &server.url,
        Some(READ),
        "tools/call",
        json!({"name": "refund", "arguments": {}}),
    )
    .await;
    assert!(
        challenge(&response)
            .ends_with("error_description=\"tool refund needs mcp:write billing:admin\"")
    );
    let answer = body(response).await;
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .contains("the scopes `mcp:write`, `billing:admin`"),
        "{answer}"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn unknown_expired_and_missing_tokens_get_401() {
    let mock = upstream().await;
    let tokens = TokensFile::new("401", &tokens_json());
    let server = HttpServer::start(settings(&mock), &tokens.path).await;
    let digest = hex(READ);
    for (token, expected) in [
        (None, "Bearer".to_string()),
        (
            Some("nope"),
            "Bearer error=\"invalid_token\", error_description=\"the token is not valid\"".into(),
        ),
        (
            Some(EXPIRED),
            "Bearer error=\"invalid_token\", error_description=\"the token has expired\"".into(),
        ),
        // The file holds digests: the digest itself is not a token.
        (
            Some(digest.as_str()),
            "Bearer error=\"invalid_token\", error_description=\"the token is not valid\"".into(),
        ),
    ] {
        let response = rpc(
            &server.url,
            token,
            "tools/call",
            json!({"name": "get_pet", "arguments": {}}),
        )
        .await;
        assert_eq!(response.status(), 401, "{token:?}");
        assert_eq!(challenge(&response), expected, "{token:?}");
    }
    assert!(arrived(&mock).await.is_empty());
    server.shutdown().await;
}

#[tokio::test]
async fn server_wide_flags_apply_on_top_of_the_scopes() {
    let mock = upstream().await;
    let tokens = TokensFile::new("flags", &tokens_json());
    let server = HttpServer::start(
        Settings {
            no_destructive: true,
            exclude_tools: vec!["get_pet".into()],
            ..settings(&mock)
        },
        &tokens.path,
    )
    .await;
    assert_eq!(listed(&server.url, DESTROY).await, ["create_pet"]);
    assert_eq!(listed(&server.url, ADMIN).await, ["create_pet", "refund"]);
    assert!(listed(&server.url, READ).await.is_empty());
    // Refused by the server's flags: an error result naming the flag, whatever the scopes.
    let answer = body(
        rpc(
            &server.url,
            Some(DESTROY),
            "tools/call",
            json!({"name": "delete_pet", "arguments": {}}),
        )
        .await,
    )
    .await;
    assert_eq!(answer["result"]["isError"], true, "{answer}");
    assert!(
        answer["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("--no-destructive"),
        "{answer}"
    );
    assert!(arrived(&mock).await.is_empty());
    server.shutdown().await;
}

#[tokio::test]
async fn dynamic_mode_searches_describes_and_calls_within_the_scopes() {
    let mock = upstream().await;
    let tokens = TokensFile::new("dynamic", &tokens_json());
    let server = HttpServer::start(
        Settings {
            tool_mode: ToolMode::Dynamic,
            ..settings(&mock)
        },
        &tokens.path,
    )
    .await;
    // The meta tools are listed for everyone.
    assert_eq!(
        listed(&server.url, READ).await,
        ["search_tools", "describe_tool", "call_tool"]
    );
    let found = |answer: Value| -> BTreeSet<String> {
        answer["result"]["structuredContent"]["tools"]
            .as_array()
            .unwrap_or_else(|| panic!("{answer}"))
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_string())
            .collect()
    };
    let search = |token: &'static str| {
        let url = server.url.clone();
        async move {
            body(
                rpc(
                    &url,
                    Some(token),
                    "tools/call",
                    json!({"name": "search_tools", "arguments": {"query": ""}}),
                )
                .await,
            )
            .await
        }
    };
    assert_eq!(
        found(search(READ).await),
        BTreeSet::from(["get_pet".to_string()])
    );
    assert_eq!(found(search(ADMIN).await).len(), 4);

    let describe = body(
        rpc(
            &server.url,
            Some(READ),
            "tools/call",
            json!({"name": "describe_tool", "arguments": {"name": "delete_pet"}}),
        )
        .await,
    )
    .await;
    assert_eq!(describe["result"]["isError"], true, "{describe}");
    assert!(
        describe["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("needs the scope `mcp:destructive`"),
        "{describe}"
    );

    let call = rpc(
        &server.url,
        Some(READ),
        "tools/call",
        json!({"name": "call_tool", "arguments": {"name": "delete_pet", "arguments": {}}}),
    )
    .await;
    assert_eq!(call.status(), 403);
    assert!(challenge(&call).contains("scope=\"mcp:destructive\""));
    assert!(arrived(&mock).await.is_empty());

    let call = body(
        rpc(
            &server.url,
            Some(READ),
            "tools/call",
            json!({"name": "call_tool", "arguments": {"name": "get_pet", "arguments": {}}}),
        )
        .await,
    )
    .await;
    assert_eq!(call["result"]["isError"], false, "{call}");
    assert_eq!(arrived(&mock).await, ["GET /pets/1"]);
    server.shutdown().await;
}

/// The handler refuses on its own too, for whatever reaches it without the transport's check
/// (embedding, a batch): the same rule, as an error result.
#[tokio::test]
async fn the_handler_refuses_outside_the_scopes_without_the_transport() {
    let mock = upstream().await;
    let server = ApiServer::new(
        &API,
        settings(&mock),
        Arc::new(NoHooks),
        Credentials::from_lookup(&API, |_| None),
    )
    .unwrap();
    let caller = openapi_mcp_runtime::scopes::Caller::with_scopes("analyst", ["mcp:read"]);
    let context = openapi_mcp_runtime::server::CallContext {
        caller: Some(caller.clone()),
        ..Default::default()
    };
    let result = server
        .call_with("create_pet", Default::default(), &context)
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    let names: Vec<_> = server
        .listed_for(Some(&caller))
        .into_iter()
        .map(|t| t.name.to_string())
        .collect();
    assert_eq!(names, ["get_pet"]);
    assert_eq!(server.listed_for(None).len(), 4);
    assert!(arrived(&mock).await.is_empty());

    // `Authorization` carries the caller's MCP token: it can never be the forwarded header.
    for http in [
        HttpSettings {
            tokens_file: Some("tokens.json".into()),
            ..HttpSettings::default()
        },
        HttpSettings {
            oauth_issuer: Some("https://auth.example.com".into()),
            ..HttpSettings::default()
        },
    ] {
        let err = ApiServer::new(
            &API,
            Settings {
                forward_auth_header: Some("authorization".into()),
                http,
                ..settings(&mock)
            },
            Arc::new(NoHooks),
            Credentials::from_lookup(&API, |_| None),
        )
        .unwrap_err();
        assert!(err.contains("carries the MCP token"), "{err}");
    }
}

#[tokio::test]
async fn the_tokens_file_is_reloaded_on_change_and_on_sighup_and_a_broken_one_is_ignored() {
    let mock = upstream().await;
    let tokens = TokensFile::new("reload", &tokens_json());
    let server = HttpServer::start(settings(&mock), &tokens.path).await;
    assert_eq!(listed(&server.url, READ).await, ["get_pet"]);

    // Wait for a change to take effect (polled every 2 s).
    async fn eventually(url: &str, token: &str, status: u16) {
        for _ in 0..60 {
            if rpc(url, Some(token), "tools/list", json!({}))
                .await
                .status()
                == status
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        panic!("{token} never got {status}");
    }

    // A broken file: the old tokens stay in force.
    std::fs::write(&tokens.path, "[{\"label\": \"half").unwrap();
    tokio::time::sleep(Duration::from_millis(4500)).await;
    assert_eq!(listed(&server.url, READ).await, ["get_pet"]);

    // A new file: the reader's token is gone, a new one works, on an open connection too.
    let renewed = json!([
        {"label": "new-analyst", "sha256": hex("new-read-token"), "scopes": ["mcp:read"]}
    ])
    .to_string();
    std::fs::write(&tokens.path, &renewed).unwrap();
    eventually(&server.url, READ, 401).await;
    assert_eq!(listed(&server.url, "new-read-token").await, ["get_pet"]);
    // The single token is not in the file and keeps working.
    assert_eq!(listed(&server.url, ADMIN).await.len(), 4);

    // SIGHUP re-reads even when the modification time says nothing changed.
    let modified = std::fs::metadata(&tokens.path).unwrap().modified().unwrap();
    let again = json!([
        {"label": "writer", "sha256": hex("hup-token"), "scopes": ["mcp:write"]}
    ])
    .to_string();
    {
        let mut file = std::fs::File::create(&tokens.path).unwrap();
        file.write_all(again.as_bytes()).unwrap();
        file.set_modified(modified).unwrap();
    }
    tokio::time::sleep(Duration::from_millis(4500)).await;
    assert_eq!(
        rpc(&server.url, Some("hup-token"), "tools/list", json!({}))
            .await
            .status(),
        401,
        "the poll must not have seen a change"
    );
    let status = std::process::Command::new("kill")
        .args(["-HUP", &std::process::id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    eventually(&server.url, "hup-token", 200).await;
    assert_eq!(
        listed(&server.url, "hup-token").await,
        ["create_pet", "get_pet"]
    );
    server.shutdown().await;
}

/// Logs captured for the audit test, as `--log-format json` writes them; the subscriber is
/// process-wide, so it is installed once.
fn captured() -> &'static Arc<Mutex<Vec<u8>>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let logs = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&logs);
        openapi_mcp_runtime::init_logging_to("info", true, move || Sink(Arc::clone(&sink)));
        logs
    })
}

struct Sink(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn every_call_leaves_one_json_audit_line_without_secrets_or_arguments() {
    let logs = captured();
    let mock = upstream().await;
    let tokens = TokensFile::new("audit", &tokens_json());
    let server = HttpServer::start(settings(&mock), &tokens.path).await;
    let call = |token: &'static str, name: &'static str| {
        let url = server.url.clone();
        async move {
            rpc(
                &url,
                Some(token),
                "tools/call",
                json!({"name": name, "arguments": {"secret_note": "do-not-log-me"}}),
            )
            .await
            .status()
        }
    };
    assert_eq!(call(WRITE, "create_pet").await, 200);
    assert_eq!(call(READ, "delete_pet").await, 403);
    let text = String::from_utf8(logs.lock().unwrap().clone()).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .filter(|l: &Value| l["message"] == "tools/call")
        .collect();
    // Other tests log calls too (the subscriber is process-wide): pick by tool and caller.
    let line = |tool: &str, caller: &str| {
        lines
            .iter()
            .find(|l| l["tool"] == tool && l["caller"] == caller)
            .unwrap_or_else(|| panic!("no audit line for {tool} in:\n{text}"))
            .clone()
    };
    let allowed = line("create_pet", "developer");
    assert!(allowed["timestamp"].is_string(), "{allowed}");
    for (field, value) in [
        ("caller", json!("developer")),
        ("method", json!("POST")),
        ("read_only", json!(false)),
        ("destructive", json!(false)),
        ("idempotent", json!(false)),
        ("open_world", json!(false)),
        ("decision", json!("allowed")),
        ("status", json!("200")),
        ("attempts", json!(1)),
    ] {
        assert_eq!(allowed[field], value, "{field}: {allowed}");
    }
    assert!(allowed["duration_ms"].is_u64(), "{allowed}");
    assert!(allowed.get("arguments").is_none(), "{allowed}");
    let refused = line("delete_pet", "analyst");
    assert_eq!(refused["caller"], "analyst", "{refused}");
    assert_eq!(refused["decision"], "refused: scope", "{refused}");
    assert_eq!(refused["status"], "403", "{refused}");
    assert_eq!(refused["destructive"], true, "{refused}");
    for secret in [WRITE, READ, ADMIN, "do-not-log-me"] {
        assert!(!text.contains(secret), "{secret} reached the log:\n{text}");
    }
    server.shutdown().await;

    // With --audit-arguments, the values are in the line.
    let tokens = TokensFile::new("audit-args", &tokens_json());
    let server = HttpServer::start(
        Settings {
            audit_arguments: true,
            ..settings(&mock)
        },
        &tokens.path,
    )
    .await;
    let url = server.url.clone();
    let status = rpc(
        &url,
        Some(WRITE),
        "tools/call",
        json!({"name": "create_pet", "arguments": {"secret_note": "log-me-now"}}),
    )
    .await
    .status();
    assert_eq!(status, 200);
    let text = String::from_utf8(logs.lock().unwrap().clone()).unwrap();
    let with_args = text
        .lines()
        .find(|l| l.contains("log-me-now"))
        .unwrap_or_else(|| panic!("arguments not logged:\n{text}"));
    let with_args: Value = serde_json::from_str(with_args).unwrap();
    assert_eq!(with_args["arguments"], r#"{"secret_note":"log-me-now"}"#);
    server.shutdown().await;
}

/// With `--http-sessions` the caller is found again on every request of the session (rmcp
/// hands the handler each request's own head): a session opened with one token lists what that
/// token reaches, and another token on the same session gets its own view.
#[tokio::test]
async fn sessions_filter_per_request_too() {
    let mock = upstream().await;
    let tokens = TokensFile::new("sessions", &tokens_json());
    let http = HttpSettings {
        token: Some(Secret::new(ADMIN)),
        tokens_file: Some(tokens.path.clone()),
        sessions: true,
        ..HttpSettings::default()
    };
    let server = ApiServer::new(
        &API,
        settings(&mock),
        Arc::new(NoHooks),
        Credentials::from_lookup(&API, |_| None),
    )
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!(
        "http://{}{}",
        listener.local_addr().unwrap(),
        transport::MCP_PATH
    );
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        transport::serve_on(listener, server, &http, async move {
            let _ = stopped.await;
        })
        .await
    });
    openapi_mcp_runtime::server::install_crypto_provider();
    let client = reqwest::Client::new();
    let post = |token: &str, session: Option<&str>, body: Value| {
        let mut request = client
            .post(&url)
            .bearer_auth(token)
            .header("content-type", "application/json")
            .header("accept", "application/json, text/event-stream");
        if let Some(session) = session {
            request = request
                .header("mcp-session-id", session)
                .header("mcp-protocol-version", "2025-11-25");
        }
        request.json(&body).send()
    };
    // The JSON-RPC answer in a JSON or SSE body.
    async fn answer(response: reqwest::Response) -> Value {
        let text = response.text().await.unwrap();
        if let Ok(value) = serde_json::from_str(&text) {
            return value;
        }
        text.lines()
            .filter_map(|l| l.strip_prefix("data:"))
            .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
            .find(|v| v.get("id").is_some())
            .unwrap_or_else(|| panic!("no answer in {text}"))
    }
    let init = post(
        READ,
        None,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}}),
    )
    .await
    .unwrap();
    assert_eq!(init.status(), 200);
    let session = init
        .headers()
        .get("mcp-session-id")
        .expect("a session id")
        .to_str()
        .unwrap()
        .to_string();
    let _ = answer(init).await;
    let notified = post(
        READ,
        Some(&session),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await
    .unwrap();
    assert!(notified.status().is_success());
    let list = |token: &'static str| {
        let request = post(
            token,
            Some(&session),
            json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}),
        );
        async move {
            let answer = answer(request.await.unwrap()).await;
            answer["result"]["tools"]
                .as_array()
                .unwrap_or_else(|| panic!("{answer}"))
                .iter()
                .map(|t| t["name"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(list(READ).await, ["get_pet"]);
    assert_eq!(list(WRITE).await, ["create_pet", "get_pet"]);
    let refused = post(
        READ,
        Some(&session),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
               "params": {"name": "create_pet", "arguments": {}}}),
    )
    .await
    .unwrap();
    assert_eq!(refused.status(), 403);
    assert!(arrived(&mock).await.is_empty());
    let _ = stop.send(());
}
