//! Wire-level end-to-end tests: the crates generated from `fixtures/wire31.yaml` (OpenAPI 3.1)
//! and `fixtures/wire20.yaml` (Swagger 2.0) are built, their servers driven over stdio by the
//! rmcp client against a wiremock API, and every request the API receives is checked byte for
//! byte: method, path, raw query, content type, credentials, cookies and body, for each body
//! encoding, parameter style and security scheme the fixtures declare.
//!
//! Each test is a battery: a table of calls and of what each must send, for one fixture's
//! crate, run by one runner (`run`) that holds every check, so the 3.1 and 2.0 batteries share
//! their assertions instead of copying them.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use rmcp::model::CallToolResult;
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

use common::received::{body_text, header, json_body, only_request, requests, requests_to};
use common::rmcp_client::{Client, call, text_of};

fn wire31() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("wire31", "wire31.yaml", None, "wire31-mcp"))
}

fn wire20() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("wire20", "wire20.yaml", None, "wire20-mcp"))
}

#[test]
fn wire_crates_pass_clippy_and_rustfmt() {
    for (dir, _) in [wire31(), wire20()] {
        common::assert_lint_clean(dir);
    }
}

// --- Driving a server. ---

/// Starts the server with these environment variables (and its log quietened to warnings).
async fn connect(bin: &Path, env_prefix: &str, env: &[(&str, String)]) -> Client {
    common::rmcp_client::connect(bin, &[], env, |cmd| {
        // Only what the test sets: no base URL inherited from the outer environment.
        cmd.env_remove(format!("{env_prefix}_BASE_URL"))
            .env(format!("{env_prefix}_LOG"), "warn");
    })
    .await
}

/// Asserts a successful result (is_error false), showing its text otherwise.
fn assert_ok(tool: &str, result: &CallToolResult) {
    assert_ne!(
        result.is_error,
        Some(true),
        "`{tool}` returned an error result: {}",
        text_of(result)
    );
}

// --- Reading a request's body. ---

/// A urlencoded body decoded into pairs, the way a server's form parser reads it.
fn form_pairs(r: &Request) -> Vec<(String, String)> {
    let mut url = r.url.clone();
    url.set_query(Some(&body_text(r)));
    url.query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// The parts of a multipart body (RFC 7578) as (header lines, content), split on the boundary
/// the request's content type announces.
fn multipart_parts(r: &Request) -> Vec<(String, Vec<u8>)> {
    let content_type = header(r, "content-type").expect("content-type");
    let boundary = content_type
        .split_once("boundary=")
        .map(|(_, b)| b.trim_matches('"'))
        .expect("multipart content type names its boundary");
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let body = &r.body;
    assert!(
        body.starts_with(delimiter),
        "the body starts with the boundary"
    );
    let mut parts = Vec::new();
    let mut at = delimiter.len();
    loop {
        if body[at..].starts_with(b"--") {
            assert_eq!(
                &body[at..],
                b"--\r\n",
                "the body ends after the close delimiter"
            );
            break;
        }
        assert!(body[at..].starts_with(b"\r\n"), "CRLF after a delimiter");
        let start = at + 2;
        let mut close = b"\r\n".to_vec();
        close.extend_from_slice(delimiter);
        let end = find(body, &close, start).expect("next boundary");
        let part = &body[start..end];
        let split = find(part, b"\r\n\r\n", 0).expect("blank line after part headers");
        let headers = String::from_utf8(part[..split].to_vec()).expect("ASCII part headers");
        parts.push((headers, part[split + 4..].to_vec()));
        at = end + close.len();
    }
    parts
}

/// Whether an input schema accepts `null` (a type list, or an `anyOf`/`oneOf` branch).
fn accepts_null(schema: &Value) -> bool {
    let is_null_type = |t: &Value| match t {
        Value::String(s) => s == "null",
        Value::Array(list) => list.iter().any(|t| t == "null"),
        _ => false,
    };
    schema.get("type").is_some_and(is_null_type)
        || ["anyOf", "oneOf"].iter().any(|k| {
            schema
                .get(*k)
                .and_then(Value::as_array)
                .is_some_and(|branches| {
                    branches
                        .iter()
                        .any(|b| b.get("type").is_some_and(is_null_type))
                })
        })
}

async fn mount(mock: &MockServer, verb: &str, at: &str, response: ResponseTemplate) {
    Mock::given(method(verb))
        .and(path(at))
        .respond_with(response)
        .mount(mock)
        .await;
}

const PNG_MAGIC: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];

// --- The batteries and their runner. ---

/// One battery: a fixture's server, the mock API it runs against, and the table of what it
/// must list, refuse and send.
struct Battery {
    /// The fixture's built crate (its folder and server binary).
    built: fn() -> &'static (PathBuf, PathBuf),
    /// The environment-variable prefix of the server.
    prefix: &'static str,
    /// The routes the mock answers: method, path and answer.
    mounts: Vec<(&'static str, &'static str, ResponseTemplate)>,
    env: Vec<(&'static str, String)>,
    /// The names `tools/list` gives, in order, when checked.
    tools: Option<Vec<&'static str>>,
    /// Input-schema keywords that must survive: tool, property, keyword, why.
    schema: Vec<(&'static str, &'static str, Keyword, &'static str)>,
    /// Calls refused before anything is sent: tool, arguments, a word the error names.
    refused: Vec<(&'static str, Value, &'static str)>,
    /// The calls, in order, and what each sends.
    calls: Vec<Exchange>,
    /// Requests no call sends itself (a token request), each received exactly once.
    also_sent: Vec<(&'static str, Sent)>,
    /// Values that must never show up in `tools/list`.
    secrets: Vec<&'static str>,
}

enum Keyword {
    /// The keyword holds this value.
    Is(&'static str, Value),
    /// The property's schema accepts `null`.
    AcceptsNull,
}

/// One tool call, made `rounds` times, and what each of its requests must carry.
struct Exchange {
    /// What the call exercises.
    about: &'static str,
    tool: &'static str,
    args: Value,
    rounds: usize,
    sent: Sent,
    /// The structured content of the result, when checked.
    structured: Option<Value>,
}

/// The request to this method and (encoded) path, and the checks it must pass.
struct Sent {
    verb: &'static str,
    at: &'static str,
    checks: Vec<Check>,
}

enum Check {
    /// The raw query (`None`: no query at all).
    Query(Option<&'static str>, &'static str),
    /// A header's value (`None`: absent), and why.
    Header(&'static str, Option<&'static str>, &'static str),
    /// The body parsed as JSON.
    Json(Value, &'static str),
    /// The body as UTF-8 text.
    Text(&'static str, &'static str),
    /// The body's exact bytes (shown as text first, for a readable failure).
    Bytes(Vec<u8>, &'static str),
    /// A urlencoded body as a server's form parser reads it.
    Form(Vec<(&'static str, &'static str)>, &'static str),
    /// A multipart body's parts: header lines and content.
    Parts(Vec<(&'static str, Vec<u8>)>, &'static str),
    /// No body.
    Empty,
}

fn exchange(about: &'static str, tool: &'static str, args: Value, sent: Sent) -> Exchange {
    Exchange {
        about,
        tool,
        args,
        rounds: 1,
        sent,
        structured: None,
    }
}

impl Exchange {
    fn rounds(self, rounds: usize) -> Self {
        Self { rounds, ..self }
    }

    fn answers(self, structured: Value) -> Self {
        Self {
            structured: Some(structured),
            ..self
        }
    }
}

fn sent(verb: &'static str, at: &'static str, checks: Vec<Check>) -> Sent {
    Sent { verb, at, checks }
}

fn check_request(label: &str, about: &str, req: &Request, checks: &[Check]) {
    for check in checks {
        match check {
            Check::Query(query, why) => {
                assert_eq!(req.url.query(), *query, "{label}: query: {why} ({about})")
            }
            Check::Header(name, value, why) => assert_eq!(
                header(req, name),
                *value,
                "{label}: {name}: {why} ({about})"
            ),
            Check::Json(body, why) => {
                assert_eq!(&json_body(req), body, "{label}: {why} ({about})")
            }
            Check::Text(body, why) => assert_eq!(body_text(req), *body, "{label}: {why} ({about})"),
            Check::Bytes(body, why) => {
                assert_eq!(
                    String::from_utf8_lossy(&req.body),
                    String::from_utf8_lossy(body),
                    "{label}: {why} ({about})"
                );
                assert_eq!(&req.body, body, "{label}: {why}, bytes ({about})");
            }
            Check::Form(list, why) => assert_eq!(
                form_pairs(req),
                pairs(list),
                "{label}: {why} (body {:?}; {about})",
                body_text(req)
            ),
            Check::Parts(parts, why) => {
                let parts: Vec<(String, Vec<u8>)> = parts
                    .iter()
                    .map(|(headers, content)| (headers.to_string(), content.clone()))
                    .collect();
                assert_eq!(multipart_parts(req), parts, "{label}: {why} ({about})");
            }
            Check::Empty => assert!(req.body.is_empty(), "{label}: no body ({about})"),
        }
    }
}

/// Runs a battery: starts the mock and the server, checks `tools/list`, the refused calls,
/// then makes every call and checks the request it sent, and finally that nothing else went
/// out and no secret is listed.
async fn run(battery: fn(&MockServer) -> Battery) {
    let mock = MockServer::start().await;
    let battery = battery(&mock);
    let (_, bin) = (battery.built)();
    for (verb, at, response) in battery.mounts {
        mount(&mock, verb, at, response).await;
    }
    let client = connect(bin, battery.prefix, &battery.env).await;

    let tools = client.list_all_tools().await.unwrap();
    if let Some(expected) = &battery.tools {
        let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        assert_eq!(&names, expected, "tools/list");
    }
    for (tool, property, keyword, why) in &battery.schema {
        let listed = tools.iter().find(|t| t.name == *tool).unwrap();
        let schema = Value::Object((*listed.input_schema).clone());
        let property = &schema["properties"][property];
        match keyword {
            Keyword::Is(keyword, value) => {
                assert_eq!(&property[*keyword], value, "{tool}: {why}: {schema}")
            }
            Keyword::AcceptsNull => assert!(accepts_null(property), "{tool}: {why}: {schema}"),
        }
    }

    for (tool, args, named) in battery.refused {
        let before = requests(&mock).await.len();
        let r = call(&client, tool, args).await;
        assert_eq!(
            r.is_error,
            Some(true),
            "{tool}: a refused call is an error result"
        );
        assert!(text_of(&r).contains(named), "{}", text_of(&r));
        assert_eq!(
            requests(&mock).await.len(),
            before,
            "{tool}: an invalid call must not reach the API"
        );
    }

    let mut made: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    let mut total = 0;
    for exchange in &battery.calls {
        let Sent { verb, at, checks } = &exchange.sent;
        for round in 1..=exchange.rounds {
            let r = call(&client, exchange.tool, exchange.args.clone()).await;
            let label = match exchange.rounds {
                1 => exchange.tool.to_string(),
                _ => format!("{} call {round}", exchange.tool),
            };
            let count = made.entry((verb, at)).or_default();
            *count += 1;
            total += 1;
            let req = if *count == 1 {
                only_request(&mock, verb, at).await
            } else {
                let all = requests_to(&mock, verb, at).await;
                assert_eq!(all.len(), *count, "{label}: one request per call");
                all.last().cloned().unwrap()
            };
            check_request(&label, exchange.about, &req, checks);
            assert_ok(exchange.tool, &r);
            if let Some(structured) = &exchange.structured {
                assert_eq!(
                    r.structured_content.as_ref(),
                    Some(structured),
                    "{label}: structured content"
                );
            }
        }
    }
    for (label, Sent { verb, at, checks }) in &battery.also_sent {
        let req = only_request(&mock, verb, at).await;
        check_request(label, "sent by the server itself", &req, checks);
        total += 1;
    }

    assert_eq!(requests(&mock).await.len(), total, "total requests");
    // Secrets never show up in what the client sees.
    let listed = serde_json::to_string(&tools).unwrap();
    for secret in battery.secrets {
        assert!(!listed.contains(secret), "{secret} in tools/list");
    }
    client.cancel().await.unwrap();
}

// --- OpenAPI 3.1. ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openapi31_requests_on_the_wire() {
    run(openapi31_requests).await;
}

fn openapi31_requests(mock: &MockServer) -> Battery {
    use Check::*;
    let item = json!({"id": 1, "name": "widget", "note": null});
    let create_item = json!({"name": "widget", "note": null, "kind": "gadget", "tags": ["a", "b"]});
    let mut upload = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"caption\"\r\n\r\n\
A cat\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"file\"; filename=\"cat.png\"\r\n\
Content-Type: image/png\r\n\r\n"
        .to_vec();
    upload.extend_from_slice(&PNG_MAGIC);
    upload.extend_from_slice(b"\r\n--openapi-mcp-boundary-0--\r\n");
    Battery {
        built: wire31,
        prefix: "WIRE31",
        mounts: vec![
            (
                "POST",
                "/api/v2/items",
                ResponseTemplate::new(201).set_body_json(&item),
            ),
            (
                "POST",
                "/api/v2/forms",
                ResponseTemplate::new(200).set_body_json(json!({"ok": true})),
            ),
            (
                "POST",
                "/api/v2/uploads",
                ResponseTemplate::new(201).set_body_json(json!({"size": 8})),
            ),
            (
                "PUT",
                "/api/v2/blobs/a%2Fb%20c",
                ResponseTemplate::new(204),
            ),
            (
                "POST",
                "/api/v2/notes",
                ResponseTemplate::new(201).set_body_json(json!({"id": 9})),
            ),
            (
                "GET",
                "/api/v2/search",
                ResponseTemplate::new(200).set_body_json(json!({"hits": 2})),
            ),
            (
                "GET",
                "/api/v2/points/.1.2/;coords=x,3,y,4",
                ResponseTemplate::new(200).set_body_json(json!({"found": true})),
            ),
            // The relative token URL `/oauth/token` resolves against the base URL's origin.
            (
                "POST",
                "/oauth/token",
                ResponseTemplate::new(200).set_body_json(json!({
                    "access_token": "tok-oauth-1",
                    "token_type": "Bearer",
                    "expires_in": 3600
                })),
            ),
        ],
        // No base URL: the spec's `http://127.0.0.1:{port}/api/{version}` with both variables
        // from the environment, so every request must land under /api/v2 on the mock's port.
        env: vec![
            ("WIRE31_SERVER_PORT", mock.address().port().to_string()),
            ("WIRE31_SERVER_VERSION", "v2".to_string()),
            ("WIRE31_BEARER_AUTH_TOKEN", "tok-bearer-1".to_string()),
            ("WIRE31_BASIC_AUTH_USERNAME", "ada".to_string()),
            ("WIRE31_BASIC_AUTH_PASSWORD", "s3cret".to_string()),
            ("WIRE31_QUERY_KEY", "q&k 1".to_string()),
            ("WIRE31_COOKIE_KEY", "ck;1".to_string()),
            ("WIRE31_CLIENT_CREDS_CLIENT_ID", "wire-client".to_string()),
            ("WIRE31_CLIENT_CREDS_CLIENT_SECRET", "s3cret:x".to_string()),
        ],
        tools: Some(vec![
            "create_item",
            "create_note",
            "get_point",
            "put_blob",
            "search",
            "submit_form",
            "tag_items",
            "upload_file",
        ]),
        // tools/list: the 3.1 schema keywords survive into the input schema.
        schema: vec![
            (
                "create_item",
                "name",
                Keyword::Is("examples", json!(["widget"])),
                "3.1 `examples` is kept",
            ),
            (
                "create_item",
                "kind",
                Keyword::Is("const", json!("gadget")),
                "3.1 `const` is kept",
            ),
            (
                "create_item",
                "note",
                Keyword::AcceptsNull,
                "`type: [string, \"null\"]` accepts null",
            ),
        ],
        // A value other than the `const` is refused before anything is sent.
        refused: vec![(
            "create_item",
            json!({"name": "widget", "kind": "other"}),
            "kind",
        )],
        calls: vec![
            exchange(
                "JSON body, HTTP bearer (the document's default security), a 3.1 nullable and const",
                "create_item",
                create_item.clone(),
                sent(
                    "POST",
                    "/api/v2/items",
                    vec![
                        Query(None, "no query"),
                        Header("content-type", Some("application/json"), "content type"),
                        Header(
                            "authorization",
                            Some("Bearer tok-bearer-1"),
                            "bearer token",
                        ),
                        Json(create_item, "JSON body, explicit null kept"),
                    ],
                ),
            )
            .answers(item.clone()),
            exchange(
                "application/x-www-form-urlencoded with a nested object and an array; HTTP basic",
                "submit_form",
                json!({
                    "name": "Ada L",
                    "address": {"street": "1 Main St", "city": "Paris"},
                    "tags": ["x", "y & z"],
                    "count": 3
                }),
                sent(
                    "POST",
                    "/api/v2/forms",
                    vec![
                        Query(None, "no query"),
                        Header(
                            "content-type",
                            Some("application/x-www-form-urlencoded"),
                            "content type",
                        ),
                        Header(
                            "authorization",
                            Some("Basic YWRhOnMzY3JldA=="),
                            "basic auth of ada:s3cret",
                        ),
                        Text(
                            "name=Ada%20L&address%5Bstreet%5D=1%20Main%20St&address%5Bcity%5D=Paris\
                             &tags=x&tags=y%20%26%20z&count=3",
                            "bracket notation with encoded brackets, arrays repeat the key",
                        ),
                        Form(
                            vec![
                                ("name", "Ada L"),
                                ("address[street]", "1 Main St"),
                                ("address[city]", "Paris"),
                                ("tags", "x"),
                                ("tags", "y & z"),
                                ("count", "3"),
                            ],
                            "the form as a server parses it",
                        ),
                    ],
                ),
            )
            .answers(json!({"ok": true})),
            exchange(
                "multipart/form-data with a text field and a file field; API key in the query",
                "upload_file",
                json!({
                    "caption": "A cat",
                    "file": {"content": "iVBORw0KGgo=", "filename": "cat.png", "content_type": "image/png"}
                }),
                sent(
                    "POST",
                    "/api/v2/uploads",
                    vec![
                        Query(Some("api_key=q%26k%201"), "the query API key, encoded"),
                        Header(
                            "content-type",
                            Some("multipart/form-data; boundary=openapi-mcp-boundary-0"),
                            "content type with the boundary",
                        ),
                        Header("authorization", None, "none"),
                        Bytes(upload, "multipart body"),
                        Parts(
                            vec![
                                (
                                    "Content-Disposition: form-data; name=\"caption\"",
                                    b"A cat".to_vec(),
                                ),
                                (
                                    "Content-Disposition: form-data; name=\"file\"; filename=\"cat.png\"\r\n\
                                     Content-Type: image/png",
                                    PNG_MAGIC.to_vec(),
                                ),
                            ],
                            "multipart parts",
                        ),
                    ],
                ),
            )
            .answers(json!({"size": 8})),
            exchange(
                "application/octet-stream from base64; a path parameter kept in its segment; \
                 API key in a cookie",
                "put_blob",
                json!({"blobId": "a/b c", "body": "AAEC//4="}),
                sent(
                    "PUT",
                    "/api/v2/blobs/a%2Fb%20c",
                    vec![
                        Query(None, "no query"),
                        Header(
                            "content-type",
                            Some("application/octet-stream"),
                            "content type",
                        ),
                        Header(
                            "cookie",
                            Some("sid=ck%3B1"),
                            "the cookie API key, `;` encoded",
                        ),
                        Header("authorization", None, "none"),
                        Bytes(vec![0x00, 0x01, 0x02, 0xff, 0xfe], "the decoded bytes"),
                    ],
                ),
            ),
            exchange(
                "text/plain body with OAuth2 client credentials: the first call fetches a \
                 token, the second reuses it",
                "create_note",
                json!({"body": "hello\nworld"}),
                sent(
                    "POST",
                    "/api/v2/notes",
                    vec![
                        Query(None, "no query"),
                        Header("content-type", Some("text/plain"), "content type"),
                        Header(
                            "authorization",
                            Some("Bearer tok-oauth-1"),
                            "the fetched access token",
                        ),
                        Text("hello\nworld", "the text as is"),
                    ],
                ),
            )
            .rounds(2)
            .answers(json!({"id": 9})),
            exchange(
                "every query style, a header and a cookie parameter; `security: []` sends no \
                 credentials",
                "search",
                json!({
                    "fields": ["id", "a,b"],
                    "words": ["red", "blue"],
                    "ids": [1, 2, 3],
                    "filter": {"color": "red", "size": {"min": 1, "max": 5}},
                    "X-Trace-Id": "trace-1",
                    "pref": "dark mode"
                }),
                sent(
                    "GET",
                    "/api/v2/search",
                    vec![
                        Query(
                            Some(
                                "fields=id,a%2Cb&words=red%20blue&ids=1%7C2%7C3\
                                 &filter%5Bcolor%5D=red&filter%5Bsize%5D%5Bmin%5D=1&filter%5Bsize%5D%5Bmax%5D=5",
                            ),
                            "form (explode false), spaceDelimited, pipeDelimited and deepObject",
                        ),
                        Header("x-trace-id", Some("trace-1"), "header parameter"),
                        Header(
                            "cookie",
                            Some("pref=dark%20mode"),
                            "cookie parameter, and no cookie API key",
                        ),
                        Header(
                            "authorization",
                            None,
                            "`security: []` sends no authorization",
                        ),
                        Header("content-type", None, "no body"),
                        Empty,
                    ],
                ),
            )
            .answers(json!({"hits": 2})),
            exchange(
                "path parameters in label (exploded array) and matrix (object) style",
                "get_point",
                json!({"point": [1, 2], "coords": {"x": 3, "y": 4}}),
                sent(
                    "GET",
                    "/api/v2/points/.1.2/;coords=x,3,y,4",
                    vec![
                        Query(None, "no query"),
                        Header("authorization", None, "none"),
                    ],
                ),
            )
            .answers(json!({"found": true})),
        ],
        // One token request for both `create_note` calls.
        also_sent: vec![(
            "token request",
            sent(
                "POST",
                "/oauth/token",
                vec![
                    Query(None, "no query"),
                    Header(
                        "content-type",
                        Some("application/x-www-form-urlencoded"),
                        "content type",
                    ),
                    Header(
                        "authorization",
                        // base64 of `wire-client:s3cret%3Ax`: id and secret form-encoded (RFC
                        // 6749 §2.3.1).
                        Some("Basic d2lyZS1jbGllbnQ6czNjcmV0JTNBeA=="),
                        "client id and secret as basic auth",
                    ),
                    Text(
                        "grant_type=client_credentials&scope=notes%3Awrite",
                        "grant type and the scope the operation requires",
                    ),
                ],
            ),
        )],
        secrets: vec!["tok-bearer-1", "s3cret", "ck;1", "tok-oauth-1"],
    }
}

/// `encoding.<field>.style`/`explode` of a form body: `explode: false` joins an array with
/// `,`, spaceDelimited with a space, pipeDelimited with `|`; a field without one keeps the form
/// default (the key repeated). In 3.1 multipart, `explode: false` sends one text part.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openapi31_form_encoding_styles_join_arrays() {
    run(openapi31_form_arrays).await;
}

fn openapi31_form_arrays(mock: &MockServer) -> Battery {
    use Check::*;
    Battery {
        built: wire31,
        prefix: "WIRE31",
        mounts: vec![
            ("POST", "/api/v2/tags", ResponseTemplate::new(204)),
            (
                "POST",
                "/api/v2/uploads",
                ResponseTemplate::new(201).set_body_json(json!({"size": 8})),
            ),
        ],
        env: vec![
            ("WIRE31_SERVER_PORT", mock.address().port().to_string()),
            ("WIRE31_SERVER_VERSION", "v2".to_string()),
            ("WIRE31_QUERY_KEY", "k".to_string()),
        ],
        tools: None,
        schema: vec![],
        refused: vec![],
        calls: vec![
            exchange(
                "styled arrays in a urlencoded body",
                "tag_items",
                json!({
                    "tags": ["a", "b c,d"],
                    "words": ["x", "y"],
                    "ids": [1, 2],
                    "colors": ["red", "blue"]
                }),
                sent(
                    "POST",
                    "/api/v2/tags",
                    vec![
                        Header(
                            "content-type",
                            Some("application/x-www-form-urlencoded"),
                            "content type",
                        ),
                        Text(
                            "tags=a,b%20c%2Cd&words=x%20y&ids=1%7C2&colors=red&colors=blue",
                            "one field per styled array, a comma inside an item encoded",
                        ),
                        Form(
                            vec![
                                ("tags", "a,b c,d"),
                                ("words", "x y"),
                                ("ids", "1|2"),
                                ("colors", "red"),
                                ("colors", "blue"),
                            ],
                            "the form as a server parses it",
                        ),
                    ],
                ),
            ),
            exchange(
                "an `explode: false` array in multipart",
                "upload_file",
                json!({"labels": ["cat", "pet"], "file": {"content": "iVBORw0KGgo="}}),
                sent(
                    "POST",
                    "/api/v2/uploads",
                    vec![Parts(
                        vec![
                            (
                                "Content-Disposition: form-data; name=\"file\"; filename=\"file\"\r\n\
                                 Content-Type: application/octet-stream",
                                PNG_MAGIC.to_vec(),
                            ),
                            (
                                "Content-Disposition: form-data; name=\"labels\"",
                                b"cat,pet".to_vec(),
                            ),
                        ],
                        "`explode: false` in multipart is one comma-joined text part",
                    )],
                ),
            ),
        ],
        also_sent: vec![],
        secrets: vec![],
    }
}

// --- Swagger 2.0. ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swagger20_requests_on_the_wire() {
    run(swagger20_requests).await;
}

fn swagger20_requests(mock: &MockServer) -> Battery {
    use Check::*;
    let pet = json!({"id": 7, "name": "Rex", "tag": null});
    Battery {
        built: wire20,
        prefix: "WIRE20",
        mounts: vec![
            (
                "GET",
                "/v2/pets",
                ResponseTemplate::new(200).set_body_json(json!({"items": [pet]})),
            ),
            (
                "POST",
                "/v2/pets",
                ResponseTemplate::new(201).set_body_json(&pet),
            ),
            (
                "POST",
                "/v2/pets/7",
                ResponseTemplate::new(200).set_body_json(&pet),
            ),
            (
                "POST",
                "/v2/pets/7/photo",
                ResponseTemplate::new(200).set_body_json(json!({"size": 3})),
            ),
        ],
        // `host: api.example.com` with `basePath: /v2`: the base URL points the server at the
        // mock.
        env: vec![
            ("WIRE20_BASE_URL", format!("{}/v2", mock.uri())),
            ("WIRE20_API_KEY", "key-20".to_string()),
            ("WIRE20_BASIC_AUTH_USERNAME", "bob".to_string()),
            ("WIRE20_BASIC_AUTH_PASSWORD", "pw".to_string()),
        ],
        tools: Some(vec![
            "create_pet",
            "list_pets",
            "set_labels",
            "update_pet_with_form",
            "upload_photo",
        ]),
        schema: vec![],
        refused: vec![],
        calls: vec![
            exchange(
                "collectionFormat multi, csv and pipes; the document-wide header API key",
                "list_pets",
                json!({"tags": ["a b", "c"], "ids": [1, 2], "names": ["x", "y"], "limit": 10}),
                sent(
                    "GET",
                    "/v2/pets",
                    vec![
                        Query(
                            Some("tags=a%20b&tags=c&ids=1,2&names=x%7Cy&limit=10"),
                            "multi repeats the key, csv joins with `,`, pipes with `|`",
                        ),
                        Header("x-api-key", Some("key-20"), "API key"),
                        Header("authorization", None, "none"),
                    ],
                ),
            )
            .answers(json!({"items": [pet]})),
            exchange(
                "a `body` parameter: its object schema flattened into arguments, sent as JSON",
                "create_pet",
                json!({"name": "Rex", "tag": null}),
                sent(
                    "POST",
                    "/v2/pets",
                    vec![
                        Query(None, "no query"),
                        Header("content-type", Some("application/json"), "content type"),
                        Header("x-api-key", Some("key-20"), "API key"),
                        Json(json!({"name": "Rex", "tag": null}), "JSON body"),
                    ],
                ),
            )
            .answers(pet.clone()),
            exchange(
                "`formData` parameters with `consumes: application/x-www-form-urlencoded`; \
                 basic auth",
                "update_pet_with_form",
                json!({"petId": 7, "name": "Rex Jr", "status": "sold", "tags": ["a", "b"]}),
                sent(
                    "POST",
                    "/v2/pets/7",
                    vec![
                        Query(None, "no query"),
                        Header(
                            "content-type",
                            Some("application/x-www-form-urlencoded"),
                            "content type",
                        ),
                        Header(
                            "authorization",
                            Some("Basic Ym9iOnB3"),
                            "basic auth of bob:pw",
                        ),
                        Header(
                            "x-api-key",
                            None,
                            "its own security replaces the document's",
                        ),
                        Text(
                            "name=Rex%20Jr&status=sold&tags=a&tags=b",
                            "form body (multi repeats the key)",
                        ),
                        Form(
                            vec![
                                ("name", "Rex Jr"),
                                ("status", "sold"),
                                ("tags", "a"),
                                ("tags", "b"),
                            ],
                            "the form as a server parses it",
                        ),
                    ],
                ),
            ),
            exchange(
                "`type: file` formData: multipart with a file part and a text part",
                "upload_photo",
                json!({
                    "petId": 7,
                    "caption": "hi",
                    "photo": {"content": "AAEC", "filename": "p.jpg", "content_type": "image/jpeg"}
                }),
                sent(
                    "POST",
                    "/v2/pets/7/photo",
                    vec![
                        Query(None, "no query"),
                        Header(
                            "content-type",
                            Some("multipart/form-data; boundary=openapi-mcp-boundary-0"),
                            "content type",
                        ),
                        Header("x-api-key", Some("key-20"), "API key"),
                        Bytes(
                            b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"caption\"\r\n\r\n\
hi\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\
Content-Type: image/jpeg\r\n\r\n\
\x00\x01\x02\r\n\
--openapi-mcp-boundary-0--\r\n"
                                .to_vec(),
                            "multipart body",
                        ),
                        Parts(
                            vec![
                                (
                                    "Content-Disposition: form-data; name=\"caption\"",
                                    b"hi".to_vec(),
                                ),
                                (
                                    "Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\
                                     Content-Type: image/jpeg",
                                    vec![0, 1, 2],
                                ),
                            ],
                            "multipart parts",
                        ),
                    ],
                ),
            )
            .answers(json!({"size": 3})),
        ],
        also_sent: vec![],
        secrets: vec![],
    }
}

/// Swagger 2.0's default `collectionFormat` for a `formData` array is `csv`: one field whose
/// value is the items joined with `,`. Only `multi` repeats the field. In multipart, csv is one
/// text part.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swagger20_csv_form_array_is_one_comma_joined_field() {
    run(swagger20_form_arrays).await;
}

fn swagger20_form_arrays(mock: &MockServer) -> Battery {
    use Check::*;
    Battery {
        built: wire20,
        prefix: "WIRE20",
        mounts: vec![
            ("PUT", "/v2/pets/7/labels", ResponseTemplate::new(204)),
            (
                "POST",
                "/v2/pets/7/photo",
                ResponseTemplate::new(200).set_body_json(json!({"size": 3})),
            ),
        ],
        env: vec![
            ("WIRE20_BASE_URL", format!("{}/v2", mock.uri())),
            ("WIRE20_API_KEY", "key-20".to_string()),
        ],
        tools: None,
        schema: vec![],
        refused: vec![],
        calls: vec![
            exchange(
                "the default collection format of a formData array",
                "set_labels",
                json!({"petId": 7, "labels": ["red", "blue"]}),
                sent(
                    "PUT",
                    "/v2/pets/7/labels",
                    vec![
                        Header(
                            "content-type",
                            Some("application/x-www-form-urlencoded"),
                            "content type",
                        ),
                        Form(
                            vec![("labels", "red,blue")],
                            "a csv formData array is one comma-joined field",
                        ),
                    ],
                ),
            ),
            exchange(
                "every collection format: ssv and pipes join with a space and `|` (tsv has no \
                 OpenAPI style and is joined with `,`, as in a query); multi repeats the key",
                "set_labels",
                json!({
                    "petId": 7,
                    "labels": ["red", "dark blue"],
                    "sizes": ["s", "m"],
                    "codes": [1, 2],
                    "notes": ["n1", "n2"],
                    "owners": ["ann", "bo"]
                }),
                sent(
                    "PUT",
                    "/v2/pets/7/labels",
                    vec![
                        Text(
                            "labels=red,dark%20blue&sizes=s%20m&codes=1%7C2&notes=n1,n2&owners=ann&owners=bo",
                            "csv, ssv, pipes, tsv and multi",
                        ),
                        Form(
                            vec![
                                ("labels", "red,dark blue"),
                                ("sizes", "s m"),
                                ("codes", "1|2"),
                                ("notes", "n1,n2"),
                                ("owners", "ann"),
                                ("owners", "bo"),
                            ],
                            "the form as a server parses it",
                        ),
                    ],
                ),
            ),
            exchange(
                "multipart: the csv array is one text part, not a JSON part",
                "upload_photo",
                json!({"petId": 7, "photo": {"content": "AAEC"}, "tags": ["a", "b"]}),
                sent(
                    "POST",
                    "/v2/pets/7/photo",
                    vec![Parts(
                        vec![
                            (
                                "Content-Disposition: form-data; name=\"photo\"; filename=\"photo\"\r\n\
                                 Content-Type: application/octet-stream",
                                vec![0, 1, 2],
                            ),
                            (
                                "Content-Disposition: form-data; name=\"tags\"",
                                b"a,b".to_vec(),
                            ),
                        ],
                        "a csv formData array in multipart is one comma-joined text part",
                    )],
                ),
            ),
        ],
        also_sent: vec![],
        secrets: vec![],
    }
}
