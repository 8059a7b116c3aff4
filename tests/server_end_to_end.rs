//! Generated crates for the fixture specs: they compile, pass clippy with `-D warnings` and
//! rustfmt, and their servers, driven over stdio by the rmcp client against a local mock API,
//! send exactly the HTTP requests the spec describes. Every scenario runs twice: against the
//! generated crate's binary and against `openapi-mcp serve` on the same spec and overrides,
//! which must behave alike (same tools, hints, requests and results).

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use rmcp::model::{CallToolRequestParams, CallToolResult};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::received::{header, json_body, last_request, requests};
use common::rmcp_client::{Client, call, text_of};

fn petstore() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| {
        common::build_fixture(
            "petstore",
            "petstore.yaml",
            Some("petstore.overrides.yaml"),
            "petstore-mcp",
        )
    })
}

fn secured() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT
        .get_or_init(|| common::build_fixture("secured", "secured.yaml", None, "secured-notes-mcp"))
}

#[test]
fn generated_crates_pass_clippy_and_rustfmt() {
    for (dir, _) in [petstore(), secured()] {
        common::assert_lint_clean(dir);
    }
}

/// One way to run a fixture's server: the program and the arguments before the server's own.
struct Server {
    what: &'static str,
    program: PathBuf,
    leading: Vec<String>,
}

/// The fixture's server as a generated crate's binary, then as `openapi-mcp serve`.
fn servers(
    built: &'static (PathBuf, PathBuf),
    spec: &str,
    overrides: Option<&str>,
    name: &str,
) -> [Server; 2] {
    let mut leading = vec!["serve".to_string(), "--name".into(), name.into()];
    if let Some(overrides) = overrides {
        leading.push("--overrides".into());
        leading.push(common::fixture(overrides).display().to_string());
    }
    leading.push(common::fixture(spec).display().to_string());
    [
        Server {
            what: "the generated crate",
            program: built.1.clone(),
            leading: Vec::new(),
        },
        Server {
            what: "openapi-mcp serve",
            program: PathBuf::from(env!("CARGO_BIN_EXE_openapi-mcp")),
            leading,
        },
    ]
}

fn petstore_servers() -> [Server; 2] {
    servers(
        petstore(),
        "petstore.yaml",
        Some("petstore.overrides.yaml"),
        "petstore-mcp",
    )
}

async fn connect(server: &Server, env: &[(&str, String)], args: &[&str]) -> Client {
    eprintln!("server: {}", server.what);
    let args: Vec<&str> = server
        .leading
        .iter()
        .map(String::as_str)
        .chain(args.iter().copied())
        .collect();
    common::rmcp_client::connect(&server.program, &args, env, |cmd| {
        cmd.env("RUST_LOG", "warn");
    })
    .await
}

fn is_error(result: &CallToolResult) -> bool {
    result.is_error == Some(true)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn petstore_end_to_end() {
    for server in &petstore_servers() {
        let mock = MockServer::start().await;
        let pet = json!({"id": 7, "name": "Rex", "tag": null});
        Mock::given(method("GET"))
            .and(path("/v1/pets/7"))
            .respond_with(ResponseTemplate::new(200).set_body_json(&pet))
            .mount(&mock)
            .await;
        Mock::given(method("GET"))
            .and(path("/v1/pets/404"))
            .respond_with(ResponseTemplate::new(404).set_body_json(json!({"error": "no such pet"})))
            .mount(&mock)
            .await;
        Mock::given(method("GET"))
            .and(path("/v1/pets"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"items": [pet], "next": null})),
            )
            .mount(&mock)
            .await;
        Mock::given(method("POST"))
            .and(path("/v1/pets"))
            .respond_with(ResponseTemplate::new(201).set_body_json(&pet))
            .mount(&mock)
            .await;
        Mock::given(method("PUT"))
            .and(path("/v1/pets/7"))
            .respond_with(ResponseTemplate::new(200).set_body_json(&pet))
            .mount(&mock)
            .await;
        Mock::given(method("DELETE"))
            .and(path("/v1/pets/7"))
            .respond_with(ResponseTemplate::new(204))
            .mount(&mock)
            .await;
        Mock::given(method("POST"))
            .and(path("/v1/pets/search"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([pet])))
            .mount(&mock)
            .await;

        let client = connect(
            server,
            &[("PETSTORE_BASE_URL", format!("{}/v1", mock.uri()))],
            &[],
        )
        .await;

        // tools/list: every tool has a title and all four hints, the overrides applied.
        let tools = client.list_all_tools().await.unwrap();
        let listed: Vec<Value> = tools
            .iter()
            .map(|t| {
                let a = serde_json::to_value(t.annotations.as_ref().expect("annotations")).unwrap();
                json!([
                    t.name,
                    a["title"],
                    a["readOnlyHint"],
                    a["destructiveHint"],
                    a["idempotentHint"],
                    a["openWorldHint"]
                ])
            })
            .collect();
        assert_eq!(
            listed,
            vec![
                json!(["create_pet", "Create a pet", false, false, false, false]),
                json!([
                    "delete_pet",
                    "Delete a pet (permanently)",
                    false,
                    true,
                    true,
                    false
                ]),
                json!(["get_pet", "Get a pet", true, false, true, false]),
                json!(["list_pets", "List pets", true, false, true, false]),
                json!([
                    "pet_exists",
                    "Check that a pet exists",
                    true,
                    false,
                    true,
                    false
                ]),
                json!([
                    "post_pets_pet_id_photos",
                    "Add photo URLs to a pet",
                    false,
                    false,
                    false,
                    false
                ]),
                json!(["replace_pet", "Replace a pet", false, true, true, false]),
                json!(["search_pets", "Search pets", true, false, true, false]),
                json!(["update_pet_tag", "Retag a pet", false, false, false, false]),
            ]
        );
        let get_pet = tools.iter().find(|t| t.name == "get_pet").unwrap();
        assert_eq!(get_pet.title.as_deref(), Some("Get a pet"));
        assert!(
            get_pet.output_schema.is_some(),
            "a JSON object response gives an outputSchema"
        );

        // GET with path and query parameters (a form array, not exploded): structured content
        // and a text copy.
        let r = call(
            &client,
            "get_pet",
            json!({"petId": 7, "fields": ["name", "tag"]}),
        )
        .await;
        assert!(!is_error(&r), "{}", text_of(&r));
        assert_eq!(r.structured_content, Some(pet.clone()));
        assert_eq!(serde_json::from_str::<Value>(&text_of(&r)).unwrap(), pet);
        let req = last_request(&mock, 1).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("GET", "/v1/pets/7", Some("fields=name,tag"))
        );

        // GET with query (an exploded array) and header parameters.
        let r = call(
            &client,
            "list_pets",
            json!({"limit": 5, "tags": ["a b", "c"], "X-Request-ID": "req-1"}),
        )
        .await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 2).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("GET", "/v1/pets", Some("limit=5&tags=a%20b&tags=c"))
        );
        assert_eq!(header(&req, "x-request-id"), Some("req-1"));

        // POST with a JSON body built from flattened arguments (the read-only `id` is not an input).
        let r = call(&client, "create_pet", json!({"name": "Rex", "tag": "good"})).await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 3).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("POST", "/v1/pets", None)
        );
        assert_eq!(header(&req, "content-type"), Some("application/json"));
        assert_eq!(json_body(&req), json!({"name": "Rex", "tag": "good"}));

        // PUT where a query parameter collides with a body property: `name_query` → `?name=`.
        let r = call(
            &client,
            "replace_pet",
            json!({"petId": 7, "name": "Max", "name_query": "audit"}),
        )
        .await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 4).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("PUT", "/v1/pets/7", Some("name=audit"))
        );
        assert_eq!(json_body(&req), json!({"name": "Max"}));

        // DELETE.
        let r = call(&client, "delete_pet", json!({"petId": 7})).await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 5).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("DELETE", "/v1/pets/7", None)
        );
        assert_eq!(req.body, b"");

        // POST search made read-only by the overrides file still sends its body.
        let r = call(
            &client,
            "search_pets",
            json!({"query": "rex", "species": "dog"}),
        )
        .await;
        assert!(!is_error(&r), "{}", text_of(&r));
        assert!(text_of(&r).contains("Rex"));
        let req = last_request(&mock, 6).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("POST", "/v1/pets/search", None)
        );
        assert_eq!(json_body(&req), json!({"query": "rex", "species": "dog"}));

        // Bad arguments: an error result naming the argument, and no request at all.
        let r = call(&client, "get_pet", json!({})).await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("petId"), "{}", text_of(&r));
        let r = call(&client, "get_pet", json!({"petId": "seven"})).await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("petId"), "{}", text_of(&r));
        let r = call(
            &client,
            "search_pets",
            json!({"query": "x", "species": "fish"}),
        )
        .await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("species"), "{}", text_of(&r));
        assert_eq!(
            requests(&mock).await.len(),
            6,
            "invalid calls must not reach the API"
        );

        // Upstream 404: an error result with the status.
        let r = call(&client, "get_pet", json!({"petId": 404})).await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("404"), "{}", text_of(&r));
        assert_eq!(requests(&mock).await.len(), 7);

        client.cancel().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn read_only_mode_lists_and_allows_only_read_only_tools() {
    for server in &petstore_servers() {
        let mock = MockServer::start().await;
        Mock::given(method("DELETE"))
            .respond_with(ResponseTemplate::new(204))
            .mount(&mock)
            .await;
        let client = connect(
            server,
            &[("PETSTORE_BASE_URL", mock.uri())],
            &["--read-only"],
        )
        .await;
        let names: Vec<String> = client
            .list_all_tools()
            .await
            .unwrap()
            .into_iter()
            .map(|t| t.name.to_string())
            .collect();
        assert_eq!(names, ["get_pet", "list_pets", "pet_exists", "search_pets"]);
        let r = call(&client, "delete_pet", json!({"petId": 7})).await;
        assert!(
            is_error(&r),
            "a write tool must be refused in read-only mode"
        );
        assert!(text_of(&r).contains("read-only"), "{}", text_of(&r));
        assert!(
            requests(&mock).await.is_empty(),
            "a refused call must not reach the API"
        );
        client.cancel().await.unwrap();
    }
}

/// `--tool-mode dynamic` over stdio with a real client: three meta tools are listed; search →
/// describe → call reaches the API, and read-only mode and argument validation still hold.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dynamic_tool_mode_searches_describes_and_calls_with_every_rule() {
    for server in &petstore_servers() {
        let mock = MockServer::start().await;
        let pet = json!({"id": 7, "name": "Rex", "tag": null});
        Mock::given(method("GET"))
            .and(path("/v1/pets/7"))
            .respond_with(ResponseTemplate::new(200).set_body_json(&pet))
            .mount(&mock)
            .await;
        Mock::given(method("DELETE"))
            .respond_with(ResponseTemplate::new(204))
            .mount(&mock)
            .await;
        let client = connect(
            server,
            &[("PETSTORE_BASE_URL", format!("{}/v1", mock.uri()))],
            &["--tool-mode", "dynamic", "--read-only"],
        )
        .await;
        let tools = client.list_all_tools().await.unwrap();
        let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        assert_eq!(names, ["search_tools", "describe_tool", "call_tool"]);
        let call_tool = serde_json::to_value(&tools[2]).unwrap();
        // Read-only mode: everything call_tool can reach only reads.
        assert_eq!(call_tool["annotations"]["readOnlyHint"], true);
        assert_eq!(call_tool["annotations"]["destructiveHint"], false);

        let found = call(
            &client,
            "search_tools",
            json!({"query": "pet", "tag": "pets"}),
        )
        .await;
        let found = found.structured_content.expect("structured search result");
        let names: Vec<&str> = found["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap())
            .collect();
        assert!(names.contains(&"get_pet"), "{found}");
        assert!(!names.contains(&"delete_pet"), "{found}");
        let get_pet = found["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == "get_pet")
            .unwrap();
        assert_eq!(get_pet["annotations"]["readOnlyHint"], true);
        assert_eq!(get_pet["method"], "GET");

        let described = call(&client, "describe_tool", json!({"name": "get_pet"})).await;
        let described = described
            .structured_content
            .expect("structured description");
        assert_eq!(described["inputSchema"]["required"], json!(["petId"]));
        assert_eq!(described["annotations"]["idempotentHint"], true);
        assert_eq!(described["path"], "/pets/{petId}");

        let r = call(
            &client,
            "call_tool",
            json!({"name": "get_pet", "arguments": {"petId": 7}}),
        )
        .await;
        assert!(!is_error(&r), "{}", text_of(&r));
        assert_eq!(r.structured_content, Some(pet));
        let got = last_request(&mock, 1).await;
        assert_eq!((got.method.as_str(), got.url.path()), ("GET", "/v1/pets/7"));

        let r = call(
            &client,
            "call_tool",
            json!({"name": "delete_pet", "arguments": {"petId": 7}}),
        )
        .await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("read-only"), "{}", text_of(&r));
        let r = call(
            &client,
            "call_tool",
            json!({"name": "get_pet", "arguments": {"petId": "seven"}}),
        )
        .await;
        assert!(is_error(&r));
        assert!(text_of(&r).contains("`petId`"), "{}", text_of(&r));
        let direct = client
            .call_tool(
                CallToolRequestParams::new("get_pet")
                    .with_arguments(json!({"petId": 7}).as_object().cloned().unwrap()),
            )
            .await;
        assert!(
            direct.is_err(),
            "API tools are reached through call_tool only"
        );
        assert_eq!(
            requests(&mock).await.len(),
            1,
            "refused and invalid calls must not reach the API"
        );
        client.cancel().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secured_end_to_end_sends_the_configured_credentials() {
    for server in &servers(secured(), "secured.yaml", None, "secured-notes-mcp") {
        let mock = MockServer::start().await;
        Mock::given(method("GET"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!(["n1"])))
            .mount(&mock)
            .await;
        Mock::given(method("POST"))
            .respond_with(ResponseTemplate::new(201))
            .mount(&mock)
            .await;
        let env = [
            ("SECURED_NOTES_BASE_URL", mock.uri()),
            ("SECURED_NOTES_API_KEY", "key-1".to_string()),
            ("SECURED_NOTES_BEARER_AUTH_TOKEN", "tok-1".to_string()),
            ("SECURED_NOTES_BASIC_AUTH_USERNAME", "ada".to_string()),
            ("SECURED_NOTES_BASIC_AUTH_PASSWORD", "s3cret".to_string()),
        ];
        let client = connect(server, &env, &[]).await;

        // First configured alternative wins: the API key.
        let r = call(&client, "list_notes", json!({})).await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 1).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("GET", "/notes", None)
        );
        assert_eq!(header(&req, "x-api-key"), Some("key-1"));
        assert_eq!(header(&req, "authorization"), None);

        // `security: []` on the operation: no credentials at all.
        call(&client, "health", json!({})).await;
        let req = last_request(&mock, 2).await;
        assert_eq!(
            (req.method.as_str(), req.url.path()),
            ("GET", "/public/health")
        );
        assert_eq!(
            (header(&req, "x-api-key"), header(&req, "authorization")),
            (None, None)
        );

        // Basic auth.
        let r = call(&client, "admin_export", json!({"format": "csv"})).await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 3).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("GET", "/admin/export", Some("format=csv"))
        );
        assert_eq!(
            header(&req, "authorization"),
            Some("Basic YWRhOnMzY3JldA==")
        );

        // The document-wide bearer scheme, and a text/plain body passed as is.
        let r = call(&client, "create_note", json!({"body": "hello"})).await;
        assert!(!is_error(&r), "{}", text_of(&r));
        let req = last_request(&mock, 4).await;
        assert_eq!(
            (req.method.as_str(), req.url.path(), req.url.query()),
            ("POST", "/notes", None)
        );
        assert_eq!(header(&req, "authorization"), Some("Bearer tok-1"));
        assert_eq!(header(&req, "content-type"), Some("text/plain"));
        assert_eq!(req.body, b"hello");

        // Secrets never show up in what the client sees.
        let tools = serde_json::to_string(&client.list_all_tools().await.unwrap()).unwrap();
        for secret in ["key-1", "tok-1", "s3cret"] {
            assert!(!tools.contains(secret));
            assert!(!text_of(&r).contains(secret));
        }
        client.cancel().await.unwrap();
    }
}

/// A `tools/list` answer is often hundreds of kilobytes: the server widens the pipe it writes
/// to, so one write holds it instead of a dozen 64 KiB rounds between server and client.
#[cfg(target_os = "linux")]
#[test]
fn stdio_server_widens_its_output_pipe() {
    use std::io::{BufRead, BufReader, Write};
    use std::os::fd::AsRawFd;
    use std::process::{Command, Stdio};

    let (_, bin) = petstore();
    let mut child = Command::new(bin)
        .env("PETSTORE_BASE_URL", "http://127.0.0.1:9")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn server");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let fd = stdout.as_raw_fd();
    // SAFETY: F_GETPIPE_SZ only reads the size of the pipe behind a descriptor we own.
    let size = || unsafe { libc::fcntl(fd, libc::F_GETPIPE_SZ) };
    let before = size();
    writeln!(
        stdin,
        r#"{{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"2025-06-18","capabilities":{{}},"clientInfo":{{"name":"t","version":"1"}}}}}}"#
    )
    .unwrap();
    let mut line = String::new();
    let mut reader = BufReader::new(stdout);
    reader.read_line(&mut line).unwrap();
    assert!(line.contains(r#""id":1"#), "{line}");
    let max: i32 = std::fs::read_to_string("/proc/sys/fs/pipe-max-size")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    assert_eq!(
        size(),
        max.min(1 << 20).max(before),
        "pipe size before: {before}"
    );
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// `serve` builds the runtime's descriptor from the tool set in memory, `generate` writes it as
/// Rust: both must announce exactly the same tools, schemas, hints and server info.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_announces_what_the_generated_crate_announces() {
    let fixtures = [
        petstore_servers(),
        servers(secured(), "secured.yaml", None, "secured-notes-mcp"),
    ];
    for [built, served] in &fixtures {
        let mut seen = Vec::new();
        for server in [built, served] {
            let client = connect(server, &[], &[]).await;
            let tools = client.list_all_tools().await.unwrap();
            let info = client.peer_info().unwrap();
            seen.push((
                serde_json::to_value(&tools).unwrap(),
                serde_json::to_value(&info.server_info).unwrap(),
                info.instructions.clone(),
            ));
            client.cancel().await.unwrap();
        }
        assert!(!seen[0].0.as_array().unwrap().is_empty());
        assert_eq!(seen[0], seen[1], "{} and {}", built.what, served.what);
    }
}
