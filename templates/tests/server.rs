//! End-to-end tests of the runtime: a small static `Api` like the generator emits, the real
//! handler, a real HTTP mock (wiremock), and for the protocol checks rmcp's own client over an
//! in-memory pipe. Each test asserts the exact request the upstream API received.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::{
    Api, ApiServer, Body, CallToolResult, Confirm, Encoding, Hints, Hooks, Location, Method,
    NoHooks, Param, SchemeKind, SecurityScheme, Settings, Style, Tool, ToolMode,
};
use rmcp::ServiceExt as _;
use rmcp::model::{CallToolRequestParams, ContentBlock, JsonObject};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

const READ: Hints = Hints {
    read_only: true,
    destructive: false,
    idempotent: true,
    open_world: false,
};

static TOOLS: [Tool; 3] = [
    Tool {
        name: "create_pet",
        title: "Create a pet",
        description: "Adds a pet to the store.",
        tags: &["pets"],
        method: Method::Post,
        path: "/pets",
        server: None,
        params: &[Param {
            arg: "dry_run",
            api: "dryRun",
            location: Location::Query,
            required: false,
            style: Style::Form,
            explode: true,
        }],
        body: Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["name", "tags"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        hints: Hints {
            read_only: false,
            destructive: false,
            idempotent: false,
            open_world: true,
        },
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{
            "dry_run":{"type":"boolean"},
            "name":{"type":"string","minLength":1},
            "tags":{"type":"array","items":{"type":"string"}}
        },"required":["name"]}"#,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "delete_pet",
        title: "Delete a pet",
        description: "Removes a pet for good.",
        tags: &[],
        method: Method::Delete,
        path: "/pets/{petId}",
        server: None,
        params: &[Param {
            arg: "pet_id",
            api: "petId",
            location: Location::Path,
            required: true,
            style: Style::Simple,
            explode: false,
        }],
        body: None,
        hints: Hints {
            read_only: false,
            destructive: true,
            idempotent: true,
            open_world: false,
        },
        security: &[&["bearer"]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{"pet_id":{"type":"string"}},"required":["pet_id"]}"#,
        output_schema: None,
        stream: None,
    },
    Tool {
        name: "get_pet",
        title: "Get a pet",
        description: "Returns one pet.",
        tags: &["pets", "read"],
        method: Method::Get,
        path: "/pets/{petId}",
        server: None,
        params: &[
            Param {
                arg: "pet_id",
                api: "petId",
                location: Location::Path,
                required: true,
                style: Style::Simple,
                explode: false,
            },
            Param {
                arg: "fields",
                api: "fields",
                location: Location::Query,
                required: false,
                style: Style::Form,
                explode: false,
            },
            Param {
                arg: "trace_id",
                api: "X-Trace-Id",
                location: Location::Header,
                required: false,
                style: Style::Simple,
                explode: false,
            },
        ],
        body: None,
        hints: READ,
        security: &[&["bearer"], &[]],
        scopes: &[],
        input_schema: r#"{"type":"object","properties":{
            "pet_id":{"type":"string"},
            "fields":{"type":"array","items":{"type":"string","enum":["name","tags","owner"]}},
            "trace_id":{"type":"string"}
        },"required":["pet_id"]}"#,
        output_schema: Some(
            r#"{"type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"}}}"#,
        ),
        stream: None,
    },
];

static SCHEMES: [SecurityScheme; 1] = [SecurityScheme {
    name: "bearer",
    kind: SchemeKind::Bearer {
        env: "PETSTORE_BEARER_TOKEN",
    },
}];

static API: Api = Api {
    name: "petstore-mcp",
    title: "Petstore",
    version: "1.0.0",
    instructions: "Manage the pets of the store.",
    env_prefix: "PETSTORE",
    default_base_url: "",
    server_variables: &[],
    security_schemes: &SCHEMES,
    input_defs: "",
    output_defs: "",
    tools: &TOOLS,
};

const TOKEN: &str = "tok-0123456789";

fn credentials(token: Option<&str>) -> Credentials {
    let vars: HashMap<&str, String> = token
        .map(|t| ("PETSTORE_BEARER_TOKEN", t.to_string()))
        .into_iter()
        .collect();
    Credentials::from_lookup(&API, |name| vars.get(name).cloned())
}

fn settings(mock: &MockServer) -> Settings {
    Settings {
        base_url: Some(format!("{}/v1/", mock.uri())),
        ..Settings::default()
    }
}

fn server(settings: Settings, token: Option<&str>) -> ApiServer {
    ApiServer::new(&API, settings, Arc::new(NoHooks), credentials(token)).expect("valid server")
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

fn header<'a>(request: &'a Request, name: &str) -> Option<&'a str> {
    request.headers.get(name).and_then(|v| v.to_str().ok())
}

#[tokio::test]
async fn get_pet_sends_the_exact_request_and_returns_structured_content() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "a/b", "name": "Rex"})))
        .mount(&mock)
        .await;

    let result = server(settings(&mock), Some(TOKEN))
        .call(
            "get_pet",
            args(json!({"pet_id": "a/b", "fields": ["name", "tags"], "trace_id": "t-1"})),
        )
        .await
        .expect("known tool");

    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    let request = &requests[0];
    assert_eq!(request.method.as_str(), "GET");
    assert_eq!(request.url.path(), "/v1/pets/a%2Fb");
    assert_eq!(request.url.query(), Some("fields=name,tags"));
    assert_eq!(header(request, "x-trace-id"), Some("t-1"));
    assert_eq!(
        header(request, "authorization"),
        Some("Bearer tok-0123456789")
    );
    assert_eq!(header(request, "user-agent"), Some("petstore-mcp/0.1.0"));
    assert_eq!(
        header(request, "accept"),
        Some("application/json, */*;q=0.8")
    );
    assert!(request.body.is_empty());

    assert_eq!(result.is_error, Some(false));
    assert_eq!(
        result.structured_content,
        Some(json!({"id": "a/b", "name": "Rex"}))
    );
    assert_eq!(texts(&result), [r#"{"id":"a/b","name":"Rex"}"#]);
}

#[tokio::test]
async fn create_pet_sends_a_json_body() {
    let mock = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/pets"))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({"id": "p1"})))
        .mount(&mock)
        .await;

    let result = server(settings(&mock), Some(TOKEN))
        .call(
            "create_pet",
            args(json!({"name": "Rex", "tags": ["good", "dog"], "dry_run": false})),
        )
        .await
        .unwrap();

    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    let request = &requests[0];
    assert_eq!(request.method.as_str(), "POST");
    assert_eq!(request.url.query(), Some("dryRun=false"));
    assert_eq!(header(request, "content-type"), Some("application/json"));
    assert_eq!(
        request.body_json::<Value>().unwrap(),
        json!({"name": "Rex", "tags": ["good", "dog"]})
    );
    // Key order follows the descriptor's field list, not the order the client sent.
    assert_eq!(request.body, br#"{"name":"Rex","tags":["good","dog"]}"#);
    assert_eq!(result.is_error, Some(false));
    assert_eq!(result.structured_content, Some(json!({"id": "p1"})));
}

#[tokio::test]
async fn invalid_arguments_are_all_reported_and_nothing_is_sent() {
    let mock = MockServer::start().await;
    let result = server(settings(&mock), None)
        .call(
            "get_pet",
            args(json!({"fields": ["name", "colour", 3], "verbose": true})),
        )
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        texts(&result),
        [
            "invalid arguments for tool `get_pet`; no request was sent:\n\
          - `pet_id`: missing required argument\n\
          - `fields[1]`: expected one of \"name\", \"tags\", \"owner\"\n\
          - `fields[2]`: expected string, got integer\n\
          - `verbose`: unknown argument (expected one of: pet_id, fields, trace_id)"
        ]
    );
    assert!(received(&mock).await.is_empty());
}

#[tokio::test]
async fn header_injection_is_refused_before_sending() {
    let mock = MockServer::start().await;
    let result = server(settings(&mock), None)
        .call(
            "get_pet",
            args(json!({"pet_id": "1", "trace_id": "x\r\nAuthorization: Bearer stolen"})),
        )
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert!(texts(&result)[0].contains("`trace_id`: header values must not contain"));
    assert!(received(&mock).await.is_empty());
}

#[tokio::test]
async fn read_only_mode_hides_and_refuses_writers_without_a_request() {
    let mock = MockServer::start().await;
    let server = server(
        Settings {
            read_only: true,
            ..settings(&mock)
        },
        Some(TOKEN),
    );
    let listed: Vec<&str> = server
        .listed_tools()
        .iter()
        .map(|t| t.name.as_ref())
        .collect();
    assert_eq!(listed, ["get_pet"]);

    let result = server
        .call("delete_pet", args(json!({"pet_id": "1"})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        texts(&result),
        ["refused: tool `delete_pet` is not read-only and the server runs with --read-only"]
    );
    assert!(received(&mock).await.is_empty());
}

#[tokio::test]
async fn unknown_tool_is_a_protocol_error() {
    let mock = MockServer::start().await;
    let err = server(settings(&mock), None)
        .call("drop_tables", JsonObject::new())
        .await
        .unwrap_err();
    assert_eq!(err.code, rmcp::model::ErrorCode::INVALID_PARAMS);
    assert!(err.message.contains("drop_tables"));
}

#[tokio::test]
async fn unauthorised_without_credentials_hints_at_the_env_var() {
    let mock = MockServer::start().await;
    Mock::given(method("DELETE"))
        .respond_with(ResponseTemplate::new(401).set_body_string("missing token"))
        .mount(&mock)
        .await;
    let result = server(settings(&mock), None)
        .call("delete_pet", args(json!({"pet_id": "7"})))
        .await
        .unwrap();
    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].url.path(), "/v1/pets/7");
    assert_eq!(header(&requests[0], "authorization"), None);
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        texts(&result),
        [
            "HTTP 401 Unauthorized\nmissing token\nhint: this tool needs credentials and none are \
          configured; set PETSTORE_BEARER_TOKEN in the server's environment"
        ]
    );
}

#[tokio::test]
async fn secrets_echoed_by_the_upstream_are_redacted() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/pets/1"))
        .respond_with(
            ResponseTemplate::new(403).set_body_string(format!("token {TOKEN} lacks scope")),
        )
        .mount(&mock)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/pets/2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"me": {"token": TOKEN}})))
        .mount(&mock)
        .await;
    let server = server(settings(&mock), Some(TOKEN));

    let result = server
        .call("get_pet", args(json!({"pet_id": "1"})))
        .await
        .unwrap();
    let text = texts(&result).join("\n");
    assert!(!text.contains(TOKEN), "{text}");
    assert_eq!(
        text,
        "HTTP 403 Forbidden\ntoken *** lacks scope\nhint: the upstream API refused the \
         credentials from PETSTORE_BEARER_TOKEN; check their value and permissions"
    );

    let result = server
        .call("get_pet", args(json!({"pet_id": "2"})))
        .await
        .unwrap();
    assert_eq!(
        result.structured_content,
        Some(json!({"me": {"token": "***"}}))
    );
    assert!(!texts(&result)[0].contains(TOKEN));
}

#[tokio::test]
async fn large_bodies_are_capped_and_say_so() {
    let mock = MockServer::start().await;
    let body = "0123456789".repeat(100);
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(body, "text/plain"))
        .mount(&mock)
        .await;
    let result = server(
        Settings {
            max_response_bytes: 25,
            ..settings(&mock)
        },
        None,
    )
    .call("get_pet", args(json!({"pet_id": "1"})))
    .await
    .unwrap();
    // `get_pet` documents a JSON object: a text answer is an error result (a client would
    // reject it as a success), the data after the line that says so.
    assert_eq!(result.is_error, Some(true));
    let texts = texts(&result);
    assert!(
        texts[0].starts_with("The API answered, but not in the shape"),
        "{texts:?}"
    );
    assert_eq!(
        texts[1..],
        [
            "0123456789012345678901234",
            "truncated: showing 25 of 1000 bytes"
        ]
    );
}

#[tokio::test]
async fn timeouts_become_error_results() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(5)))
        .mount(&mock)
        .await;
    let result = server(
        Settings {
            timeout: Duration::from_millis(200),
            ..settings(&mock)
        },
        Some(TOKEN),
    )
    .call("get_pet", args(json!({"pet_id": "1"})))
    .await
    .unwrap();
    assert_eq!(result.is_error, Some(true));
    let text = &texts(&result)[0];
    assert!(
        text.contains("did not answer within 0.2 s (timeout)"),
        "{text}"
    );
    assert!(!text.contains(TOKEN));
}

#[tokio::test]
async fn redirects_are_followed_on_the_same_host_only() {
    let mock = MockServer::start().await;
    let port = mock.address().port();
    Mock::given(path("/v1/pets/old"))
        .respond_with(ResponseTemplate::new(301).insert_header("location", "/v1/pets/new"))
        .mount(&mock)
        .await;
    Mock::given(path("/v1/pets/new"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "new"})))
        .mount(&mock)
        .await;
    // `localhost` is the same machine but another host name: the credentials must stay home.
    Mock::given(path("/v1/pets/away"))
        .respond_with(
            ResponseTemplate::new(302)
                .insert_header("location", format!("http://localhost:{port}/v1/pets/new")),
        )
        .mount(&mock)
        .await;
    let server = server(settings(&mock), Some(TOKEN));

    let result = server
        .call("get_pet", args(json!({"pet_id": "old"})))
        .await
        .unwrap();
    assert_eq!(result.structured_content, Some(json!({"id": "new"})));

    let result = server
        .call("get_pet", args(json!({"pet_id": "away"})))
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        texts(&result),
        ["HTTP 302 Found (redirect to another host not followed)"]
    );
    let paths: Vec<String> = received(&mock)
        .await
        .iter()
        .map(|r| r.url.path().to_string())
        .collect();
    assert_eq!(paths, ["/v1/pets/old", "/v1/pets/new", "/v1/pets/away"]);
}

struct TenantHooks;

impl Hooks for TenantHooks {
    fn prepare_request(
        &self,
        tool: &'static Tool,
        request: reqwest::RequestBuilder,
    ) -> reqwest::RequestBuilder {
        request.header("x-tenant", format!("acme/{}", tool.name))
    }

    fn shape_result(&self, _tool: &'static Tool, mut result: CallToolResult) -> CallToolResult {
        result
            .content
            .push(ContentBlock::text(format!("shaped {TOKEN}")));
        result
    }
}

#[tokio::test]
async fn hooks_see_every_upstream_call() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_string("ok"))
        .mount(&mock)
        .await;
    let server = ApiServer::new(
        &API,
        settings(&mock),
        Arc::new(TenantHooks),
        credentials(Some(TOKEN)),
    )
    .unwrap();
    let result = server
        .call("get_pet", args(json!({"pet_id": "1"})))
        .await
        .unwrap();
    let requests = received(&mock).await;
    assert_eq!(header(&requests[0], "x-tenant"), Some("acme/get_pet"));
    // Redaction runs after the hook: even user code cannot leak the configured token. (The
    // text answer does not match `get_pet`'s output schema, which the first line says.)
    let texts = texts(&result);
    assert!(
        texts[0].starts_with("The API answered, but not in the shape"),
        "{texts:?}"
    );
    assert_eq!(texts[1..], ["ok", "shaped ***"]);
}

#[test]
fn startup_errors_are_explained() {
    let err = ApiServer::new(
        &API,
        Settings::default(),
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap_err();
    assert_eq!(
        err,
        "no base URL: the API description names no server; pass --base-url or set \
         PETSTORE_BASE_URL"
    );
    let err = ApiServer::new(
        &API,
        Settings {
            base_url: Some("http://localhost:1".into()),
            exclude_tools: vec!["delete_pets".into()],
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap_err();
    assert_eq!(
        err,
        "unknown tool name(s) in --exclude-tools: delete_pets; valid names are: create_pet, \
         delete_pet, get_pet"
    );

    static BROKEN_TOOLS: [Tool; 1] = [Tool {
        input_schema: "{not json",
        ..TOOLS[0]
    }];
    static BROKEN: Api = Api {
        tools: &BROKEN_TOOLS,
        ..API
    };
    let err = ApiServer::new(
        &BROKEN,
        Settings {
            base_url: Some("http://localhost:1".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap_err();
    assert!(
        err.starts_with("tool `create_pet`: the input schema is not valid JSON"),
        "{err}"
    );

    static ARRAY_TOOLS: [Tool; 1] = [Tool {
        output_schema: Some(r#"{"type":"array"}"#),
        ..TOOLS[2]
    }];
    static ARRAY_OUTPUT: Api = Api {
        tools: &ARRAY_TOOLS,
        ..API
    };
    let err = ApiServer::new(
        &ARRAY_OUTPUT,
        Settings {
            base_url: Some("http://localhost:1".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap_err();
    assert_eq!(
        err,
        "tool `get_pet`: the output schema must have `\"type\": \"object\"` at its root"
    );
}

/// The whole MCP path: rmcp's client talks to the server through the real `ServerHandler`.
#[tokio::test]
async fn mcp_client_sees_annotations_and_gets_results() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/pets/42"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "42", "name": "Rex"})))
        .mount(&mock)
        .await;
    let server = server(
        Settings {
            no_destructive: true,
            ..settings(&mock)
        },
        None,
    );

    let (server_io, client_io) = tokio::io::duplex(64 * 1024);
    let serving = tokio::spawn(async move {
        let running = server.serve(server_io).await.expect("server starts");
        running.waiting().await.expect("server ends cleanly")
    });
    let client = ().serve(client_io).await.expect("client connects");

    let info = client.peer_info().expect("initialized");
    let server_info = info.server_info.as_ref().expect("server info");
    assert_eq!(server_info.name, "petstore-mcp");
    assert_eq!(server_info.version, "0.1.0");
    assert_eq!(
        info.instructions.as_deref(),
        Some("Manage the pets of the store.")
    );
    assert!(info.capabilities.tools.is_some());

    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names, ["create_pet", "get_pet"]);
    let get_pet = serde_json::to_value(&tools[1]).unwrap();
    assert_eq!(
        get_pet["annotations"],
        json!({
            "title": "Get a pet",
            "readOnlyHint": true,
            "destructiveHint": false,
            "idempotentHint": true,
            "openWorldHint": false
        })
    );
    assert_eq!(get_pet["title"], "Get a pet");
    assert_eq!(get_pet["outputSchema"]["type"], "object");
    assert_eq!(get_pet["inputSchema"]["required"], json!(["pet_id"]));
    // All four hints are explicit even when they equal MCP's defaults.
    let create_pet = serde_json::to_value(&tools[0]).unwrap();
    assert_eq!(create_pet["annotations"]["openWorldHint"], true);
    assert_eq!(create_pet["annotations"]["destructiveHint"], false);

    let result = client
        .call_tool(
            CallToolRequestParams::new("get_pet").with_arguments(args(json!({"pet_id": "42"}))),
        )
        .await
        .unwrap();
    assert_eq!(result.is_error, Some(false));
    assert_eq!(
        result.structured_content,
        Some(json!({"id": "42", "name": "Rex"}))
    );

    let refused = client
        .call_tool(
            CallToolRequestParams::new("delete_pet").with_arguments(args(json!({"pet_id": "42"}))),
        )
        .await
        .unwrap();
    assert_eq!(refused.is_error, Some(true));
    assert_eq!(
        texts(&refused),
        ["refused: tool `delete_pet` is destructive and the server runs with --no-destructive"]
    );

    let unknown = client
        .call_tool(CallToolRequestParams::new("nope"))
        .await
        .unwrap_err();
    match unknown {
        rmcp::ServiceError::McpError(error) => {
            assert_eq!(error.code, rmcp::model::ErrorCode::INVALID_PARAMS);
            assert_eq!(error.message, "unknown tool: nope");
        }
        other => panic!("expected an MCP error, got {other:?}"),
    }

    client.cancel().await.unwrap();
    let reason = serving.await.unwrap();
    assert!(
        matches!(reason, rmcp::service::QuitReason::Closed),
        "{reason:?}"
    );
    assert_eq!(received(&mock).await.len(), 1);
}

fn dynamic(mock: &MockServer) -> Settings {
    Settings {
        tool_mode: ToolMode::Dynamic,
        ..settings(mock)
    }
}

fn structured(result: &CallToolResult) -> &Value {
    assert_eq!(result.is_error, Some(false), "{:?}", texts(result));
    result.structured_content.as_ref().expect("structured")
}

fn found(answer: &Value) -> Vec<&str> {
    answer["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect()
}

/// `--tool-mode dynamic`: search → describe → call reaches the same tools, with the same
/// schemas and hints, as the full mode; the API's tools are not callable by their own names.
#[tokio::test]
async fn dynamic_mode_searches_describes_and_calls_through_the_same_pipeline() {
    let mock = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v1/pets/42"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "42", "name": "Rex"})))
        .mount(&mock)
        .await;
    let server = server(dynamic(&mock), Some(TOKEN));
    let listed: Vec<&str> = server
        .listed_tools()
        .iter()
        .map(|t| t.name.as_ref())
        .collect();
    assert_eq!(listed, ["search_tools", "describe_tool", "call_tool"]);
    assert_eq!(server.enabled_tool_count(), 3);
    let call_tool = serde_json::to_value(&server.listed_tools()[2]).unwrap();
    // It can reach delete_pet (destructive) and create_pet (open world, not idempotent).
    assert_eq!(
        call_tool["annotations"],
        json!({"title": "Call a tool", "readOnlyHint": false, "destructiveHint": true,
               "idempotentHint": false, "openWorldHint": true})
    );

    let answer = server
        .call("search_tools", args(json!({"query": "pet one"})))
        .await
        .unwrap();
    let answer = structured(&answer);
    // get_pet has both words ("one" is in its description); the others only "pet".
    assert_eq!(found(answer), ["get_pet", "create_pet", "delete_pet"]);
    assert_eq!(answer["tools"][0]["annotations"]["readOnlyHint"], true);
    assert_eq!(answer["tools"][0]["tags"], json!(["pets", "read"]));
    let by_tag = server
        .call("search_tools", args(json!({"tag": "READ"})))
        .await
        .unwrap();
    assert_eq!(found(structured(&by_tag)), ["get_pet"]);

    let described = server
        .call("describe_tool", args(json!({"name": "get_pet"})))
        .await
        .unwrap();
    let described = structured(&described).clone();
    let full = self::server(settings(&mock), Some(TOKEN));
    let full_get_pet = serde_json::to_value(&full.listed_tools()[2]).unwrap();
    assert_eq!(described["inputSchema"], full_get_pet["inputSchema"]);
    assert_eq!(described["outputSchema"], full_get_pet["outputSchema"]);
    assert_eq!(described["annotations"], full_get_pet["annotations"]);
    assert_eq!(described["description"], "Returns one pet.");
    assert_eq!(
        (&described["method"], &described["path"]),
        (&json!("GET"), &json!("/pets/{petId}"))
    );

    let result = server
        .call(
            "call_tool",
            args(json!({"name": "get_pet", "arguments": {"pet_id": "42"}})),
        )
        .await
        .unwrap();
    assert_eq!(structured(&result), &json!({"id": "42", "name": "Rex"}));
    let requests = received(&mock).await;
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].url.path(), "/v1/pets/42");
    assert_eq!(
        header(&requests[0], "authorization"),
        Some("Bearer tok-0123456789")
    );

    let direct = server
        .call("get_pet", args(json!({"pet_id": "42"})))
        .await
        .unwrap_err();
    assert!(direct.message.contains("--tool-mode dynamic"), "{direct:?}");
    assert_eq!(received(&mock).await.len(), 1);
}

/// The policy, validation and consent of the full mode hold for calls through `call_tool`, and
/// refused tools cannot be found or described either.
#[tokio::test]
async fn dynamic_mode_keeps_read_only_validation_and_consent() {
    let mock = MockServer::start().await;
    let read_only = server(
        Settings {
            read_only: true,
            ..dynamic(&mock)
        },
        Some(TOKEN),
    );
    let call_tool = serde_json::to_value(&read_only.listed_tools()[2]).unwrap();
    assert_eq!(call_tool["annotations"]["readOnlyHint"], true);
    assert_eq!(call_tool["annotations"]["destructiveHint"], false);
    let answer = read_only
        .call("search_tools", args(json!({"query": "pet"})))
        .await
        .unwrap();
    assert_eq!(found(structured(&answer)), ["get_pet"]);
    assert_eq!(structured(&answer)["total"], 1);

    let described = read_only
        .call("describe_tool", args(json!({"name": "delete_pet"})))
        .await
        .unwrap();
    assert_eq!(described.is_error, Some(true));
    assert!(
        texts(&described)[0].contains("--read-only"),
        "{:?}",
        texts(&described)
    );

    let refused = read_only
        .call(
            "call_tool",
            args(json!({"name": "delete_pet", "arguments": {"pet_id": "1"}})),
        )
        .await
        .unwrap();
    assert_eq!(refused.is_error, Some(true));
    assert!(
        texts(&refused)[0].contains("not read-only and the server runs with --read-only"),
        "{:?}",
        texts(&refused)
    );

    let unknown = read_only
        .call("call_tool", args(json!({"name": "feed_pet"})))
        .await
        .unwrap();
    assert_eq!(unknown.is_error, Some(true));
    assert!(texts(&unknown)[0].contains("unknown tool `feed_pet`"));

    let invalid = read_only
        .call(
            "call_tool",
            args(json!({"name": "get_pet", "arguments": {"fields": ["colour"]}})),
        )
        .await
        .unwrap();
    assert_eq!(invalid.is_error, Some(true));
    assert_eq!(
        texts(&invalid),
        [
            "invalid arguments for tool `get_pet`; no request was sent:\n\
          - `pet_id`: missing required argument\n\
          - `fields[0]`: expected one of \"name\", \"tags\", \"owner\""
        ]
    );
    // The meta tools check their own arguments too.
    let bad_meta = read_only
        .call("call_tool", args(json!({"arguments": [], "tool": "x"})))
        .await
        .unwrap();
    assert_eq!(bad_meta.is_error, Some(true));
    let text = &texts(&bad_meta)[0];
    assert!(text.contains("`name`: missing required argument"), "{text}");
    assert!(
        text.contains("`arguments`: expected object, got array"),
        "{text}"
    );
    assert!(text.contains("`tool`: unknown argument"), "{text}");

    // --confirm applies to the tool behind call_tool: no client to ask, so refused.
    let confirming = server(
        Settings {
            confirm: Confirm::Writes,
            ..dynamic(&mock)
        },
        Some(TOKEN),
    );
    let unconfirmed = confirming
        .call(
            "call_tool",
            args(json!({"name": "create_pet", "arguments": {"name": "Rex"}})),
        )
        .await
        .unwrap();
    assert_eq!(unconfirmed.is_error, Some(true));
    assert!(texts(&unconfirmed)[0].contains("needs the user's confirmation"));
    assert!(received(&mock).await.is_empty());
}

#[test]
fn identical_schemas_are_parsed_once_and_shared() {
    const ID_INPUT: &str = r##"{"type":"object","properties":{"id":{"$ref":"#/$defs/Id"}}}"##;
    const PET: &str = r#"{"type":"object","properties":{"name":{"type":"string"}}}"#;
    static SHARED: [Tool; 3] = [
        Tool {
            name: "get_cat",
            input_schema: ID_INPUT,
            output_schema: Some(PET),
            ..TOOLS[2]
        },
        Tool {
            name: "get_dog",
            input_schema: ID_INPUT,
            output_schema: Some(PET),
            ..TOOLS[2]
        },
        Tool {
            name: "get_owner",
            input_schema: r#"{"type":"object","properties":{"id":{"type":"string"}}}"#,
            output_schema: Some(r#"{"type":"object"}"#),
            ..TOOLS[2]
        },
    ];
    static SHARED_API: Api = Api {
        input_defs: r#"{"Id":{"type":"string","minLength":1}}"#,
        tools: &SHARED,
        ..API
    };
    let server = ApiServer::new(
        &SHARED_API,
        Settings {
            base_url: Some("http://localhost:1".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap();
    let [cat, dog, owner] = server.listed_tools() else {
        panic!("three tools expected");
    };
    assert!(Arc::ptr_eq(&cat.input_schema, &dog.input_schema));
    assert!(Arc::ptr_eq(
        cat.output_schema.as_ref().unwrap(),
        dog.output_schema.as_ref().unwrap()
    ));
    assert!(!Arc::ptr_eq(&cat.input_schema, &owner.input_schema));
    assert!(!Arc::ptr_eq(
        cat.output_schema.as_ref().unwrap(),
        owner.output_schema.as_ref().unwrap()
    ));
    // The shared tree is the complete schema, definitions attached.
    assert_eq!(
        Value::Object((*dog.input_schema).clone()),
        json!({"type": "object", "properties": {"id": {"$ref": "#/$defs/Id"}},
               "$defs": {"Id": {"type": "string", "minLength": 1}}})
    );
}

/// Over stdio the tool list is written from the schemas' texts, not from their trees: the bytes
/// must be the trees' all the same. The schemas are written the way the generator writes them
/// (pretty, bidirectional-text controls escaped) with what could tell the two apart: escapes,
/// numbers, a reference at the root, definitions using definitions, a definition name with
/// `/` and `~`, a schema with `$defs` of its own, `$ref`-like text inside strings.
#[test]
fn the_tool_list_written_from_texts_is_the_trees_byte_for_byte() {
    const INPUT: &str = r##"{
  "type": "object",
  "description": "Quote \" backslash \\ tab \t bidi \u202e end \u00e9 \/",
  "properties": {
    "pet": {
      "$ref": "#/$defs/Pet"
    },
    "odd": {
      "$ref": "#/$defs/a~1b~0c"
    },
    "text": {
      "type": "string",
      "default": "\"$ref\":\"#/$defs/Unused\"",
      "maximum": 1.5e3,
      "minimum": -0.25
    },
    "missing": {
      "$ref": "#/$defs/Nowhere"
    }
  },
  "additionalProperties": false
}"##;
    const ROOT_REF: &str = r##"{"type":"object","$ref":"#/$defs/Owner"}"##;
    const OWN_DEFS: &str = r##"{"type":"object","properties":{"x":{"$ref":"#/$defs/Local"},"y":{"$ref":"#/$defs/Pet"}},"$defs":{"Local":{"type":"integer"}}}"##;
    const OUTPUT: &str = "{\n  \"type\": \"object\",\n  \"properties\": {\n    \"n\": {\n      \"type\": \"integer\",\n      \"enum\": [\n        1,\n        -2,\n        18446744073709551615\n      ]\n    },\n    \"e\": {\n      \"type\": \"array\",\n      \"items\": {},\n      \"default\": []\n    }\n  }\n}";
    static TRICKY: [Tool; 4] = [
        Tool {
            name: "tricky",
            description: "Says \"</script>\" and \u{202e} and \n newlines",
            input_schema: INPUT,
            output_schema: Some(OUTPUT),
            ..TOOLS[2]
        },
        Tool {
            name: "root_ref",
            input_schema: ROOT_REF,
            output_schema: None,
            ..TOOLS[2]
        },
        Tool {
            name: "own_defs",
            input_schema: OWN_DEFS,
            output_schema: Some(ROOT_REF),
            ..TOOLS[2]
        },
        Tool {
            name: "plain",
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            ..TOOLS[2]
        },
    ];
    static TRICKY_API: Api = Api {
        input_defs: r##"{
  "Pet": {"type": "object", "properties": {"owner": {"$ref": "#/$defs/Owner"}}},
  "Owner": {"type": "object", "properties": {"pets": {"type": "array", "items": {"$ref": "#/$defs/Pet"}}}},
  "Unused": {"type": "string"},
  "a/b~c": {"type": "string", "description": "slash \u2066 tilde"}
}"##,
        output_defs: r##"{"Owner":{"type":"object","properties":{"name":{"type":"string"}}}}"##,
        tools: &TRICKY,
        ..API
    };
    let server = ApiServer::new(
        &TRICKY_API,
        Settings {
            base_url: Some("http://localhost:1".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        credentials(None),
    )
    .unwrap();
    let from_texts = server.tool_list_json();
    let from_trees = serde_json::to_vec(server.listed_tools()).unwrap();
    assert_eq!(
        String::from_utf8(from_texts).unwrap(),
        String::from_utf8(from_trees).unwrap()
    );
    // What the trees hold: the definitions used, transitively and from the root, and none
    // other; the schema's own `$defs` kept and added to.
    let tools = server.listed_tools();
    let defs = |index: usize| -> Vec<String> {
        tools[index]
            .input_schema
            .get("$defs")
            .and_then(Value::as_object)
            .map(|defs| defs.keys().cloned().collect())
            .unwrap_or_default()
    };
    assert_eq!(defs(0), ["Owner", "Pet", "a/b~c"]);
    assert_eq!(defs(1), ["Owner", "Pet"]);
    assert_eq!(defs(2), ["Local", "Owner", "Pet"]);
    assert!(defs(3).is_empty());
}
