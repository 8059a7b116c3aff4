//! Wire-level end-to-end tests: the crates generated from `fixtures/wire31.yaml` (OpenAPI 3.1)
//! and `fixtures/wire20.yaml` (Swagger 2.0) are built, their servers driven over stdio by the
//! rmcp client against a wiremock API, and every request the API receives is checked byte for
//! byte: method, path, raw query, content type, credentials, cookies and body, for each body
//! encoding, parameter style and security scheme the fixtures declare.

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use rmcp::model::CallToolResult;
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

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

// --- Inspecting what the mock API received. ---

async fn requests(mock: &MockServer) -> Vec<Request> {
    mock.received_requests().await.unwrap_or_default()
}

/// Every request with this method and (encoded) path, in arrival order.
async fn requests_to(mock: &MockServer, verb: &str, at: &str) -> Vec<Request> {
    requests(mock)
        .await
        .into_iter()
        .filter(|r| r.method.as_str() == verb && r.url.path() == at)
        .collect()
}

/// The one request with this method and path; fails listing what the mock saw instead.
async fn only_request(mock: &MockServer, verb: &str, at: &str) -> Request {
    let matching = requests_to(mock, verb, at).await;
    if matching.len() != 1 {
        let seen: Vec<String> = requests(mock)
            .await
            .iter()
            .map(|r| format!("{} {}", r.method, r.url))
            .collect();
        panic!(
            "expected exactly one {verb} {at}, found {}; the mock saw: {seen:#?}",
            matching.len()
        );
    }
    matching.into_iter().next().unwrap()
}

fn header<'a>(r: &'a Request, name: &str) -> Option<&'a str> {
    r.headers.get(name).and_then(|v| v.to_str().ok())
}

fn json_body(r: &Request) -> Value {
    serde_json::from_slice(&r.body).expect("JSON body")
}

fn body_text(r: &Request) -> String {
    String::from_utf8(r.body.clone()).expect("UTF-8 body")
}

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

// --- OpenAPI 3.1. ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openapi31_requests_on_the_wire() {
    let (_, bin) = wire31();
    let mock = MockServer::start().await;
    let item = json!({"id": 1, "name": "widget", "note": null});
    mount(
        &mock,
        "POST",
        "/api/v2/items",
        ResponseTemplate::new(201).set_body_json(&item),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/api/v2/forms",
        ResponseTemplate::new(200).set_body_json(json!({"ok": true})),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/api/v2/uploads",
        ResponseTemplate::new(201).set_body_json(json!({"size": 8})),
    )
    .await;
    mount(
        &mock,
        "PUT",
        "/api/v2/blobs/a%2Fb%20c",
        ResponseTemplate::new(204),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/api/v2/notes",
        ResponseTemplate::new(201).set_body_json(json!({"id": 9})),
    )
    .await;
    mount(
        &mock,
        "GET",
        "/api/v2/search",
        ResponseTemplate::new(200).set_body_json(json!({"hits": 2})),
    )
    .await;
    mount(
        &mock,
        "GET",
        "/api/v2/points/.1.2/;coords=x,3,y,4",
        ResponseTemplate::new(200).set_body_json(json!({"found": true})),
    )
    .await;
    // The relative token URL `/oauth/token` resolves against the base URL's origin.
    mount(
        &mock,
        "POST",
        "/oauth/token",
        ResponseTemplate::new(200).set_body_json(json!({
            "access_token": "tok-oauth-1",
            "token_type": "Bearer",
            "expires_in": 3600
        })),
    )
    .await;

    // No base URL: the spec's `http://127.0.0.1:{port}/api/{version}` with both variables from
    // the environment, so every request must land under /api/v2 on the mock's port.
    let env = [
        ("WIRE31_SERVER_PORT", mock.address().port().to_string()),
        ("WIRE31_SERVER_VERSION", "v2".to_string()),
        ("WIRE31_BEARER_AUTH_TOKEN", "tok-bearer-1".to_string()),
        ("WIRE31_BASIC_AUTH_USERNAME", "ada".to_string()),
        ("WIRE31_BASIC_AUTH_PASSWORD", "s3cret".to_string()),
        ("WIRE31_QUERY_KEY", "q&k 1".to_string()),
        ("WIRE31_COOKIE_KEY", "ck;1".to_string()),
        ("WIRE31_CLIENT_CREDS_CLIENT_ID", "wire-client".to_string()),
        ("WIRE31_CLIENT_CREDS_CLIENT_SECRET", "s3cret:x".to_string()),
    ];
    let client = connect(bin, "WIRE31", &env).await;

    // tools/list: the 3.1 schema keywords survive into the input schema.
    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(
        names,
        [
            "create_item",
            "create_note",
            "get_point",
            "put_blob",
            "search",
            "submit_form",
            "tag_items",
            "upload_file"
        ]
    );
    let create_item = tools.iter().find(|t| t.name == "create_item").unwrap();
    let schema = Value::Object((*create_item.input_schema).clone());
    assert_eq!(
        schema["properties"]["name"]["examples"],
        json!(["widget"]),
        "3.1 `examples` is kept: {schema}"
    );
    assert_eq!(
        schema["properties"]["kind"]["const"],
        json!("gadget"),
        "3.1 `const` is kept: {schema}"
    );
    assert!(
        accepts_null(&schema["properties"]["note"]),
        "`type: [string, \"null\"]` accepts null: {schema}"
    );

    // JSON body, HTTP bearer (the document's default security), a 3.1 nullable and const.
    let args = json!({"name": "widget", "note": null, "kind": "gadget", "tags": ["a", "b"]});
    let r = call(&client, "create_item", args.clone()).await;
    let req = only_request(&mock, "POST", "/api/v2/items").await;
    assert_eq!(req.url.query(), None, "create_item: no query");
    assert_eq!(
        header(&req, "content-type"),
        Some("application/json"),
        "create_item: content type"
    );
    assert_eq!(
        header(&req, "authorization"),
        Some("Bearer tok-bearer-1"),
        "create_item: bearer token"
    );
    assert_eq!(
        json_body(&req),
        args,
        "create_item: JSON body, explicit null kept"
    );
    assert_ok("create_item", &r);
    assert_eq!(
        r.structured_content,
        Some(item.clone()),
        "create_item: structured content"
    );

    // A value other than the `const` is refused before anything is sent.
    let r = call(
        &client,
        "create_item",
        json!({"name": "widget", "kind": "other"}),
    )
    .await;
    assert_eq!(
        r.is_error,
        Some(true),
        "a const violation is an error result"
    );
    assert!(text_of(&r).contains("kind"), "{}", text_of(&r));
    assert_eq!(
        requests(&mock).await.len(),
        1,
        "an invalid call must not reach the API"
    );

    // application/x-www-form-urlencoded with a nested object and an array; HTTP basic.
    let r = call(
        &client,
        "submit_form",
        json!({
            "name": "Ada L",
            "address": {"street": "1 Main St", "city": "Paris"},
            "tags": ["x", "y & z"],
            "count": 3
        }),
    )
    .await;
    let req = only_request(&mock, "POST", "/api/v2/forms").await;
    assert_eq!(req.url.query(), None, "submit_form: no query");
    assert_eq!(
        header(&req, "content-type"),
        Some("application/x-www-form-urlencoded"),
        "submit_form: content type"
    );
    assert_eq!(
        header(&req, "authorization"),
        Some("Basic YWRhOnMzY3JldA=="),
        "submit_form: basic auth of ada:s3cret"
    );
    assert_eq!(
        body_text(&req),
        "name=Ada%20L&address%5Bstreet%5D=1%20Main%20St&address%5Bcity%5D=Paris\
         &tags=x&tags=y%20%26%20z&count=3",
        "submit_form: bracket notation with encoded brackets, arrays repeat the key"
    );
    assert_eq!(
        form_pairs(&req),
        pairs(&[
            ("name", "Ada L"),
            ("address[street]", "1 Main St"),
            ("address[city]", "Paris"),
            ("tags", "x"),
            ("tags", "y & z"),
            ("count", "3"),
        ]),
        "submit_form: the form as a server parses it"
    );
    assert_ok("submit_form", &r);
    assert_eq!(r.structured_content, Some(json!({"ok": true})));

    // multipart/form-data with a text field and a file field; API key in the query.
    let r = call(
        &client,
        "upload_file",
        json!({
            "caption": "A cat",
            "file": {"content": "iVBORw0KGgo=", "filename": "cat.png", "content_type": "image/png"}
        }),
    )
    .await;
    let req = only_request(&mock, "POST", "/api/v2/uploads").await;
    assert_eq!(
        req.url.query(),
        Some("api_key=q%26k%201"),
        "upload_file: the query API key, encoded"
    );
    assert_eq!(
        header(&req, "content-type"),
        Some("multipart/form-data; boundary=openapi-mcp-boundary-0"),
        "upload_file: content type with the boundary"
    );
    assert_eq!(header(&req, "authorization"), None);
    let mut expected = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"caption\"\r\n\r\n\
A cat\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"file\"; filename=\"cat.png\"\r\n\
Content-Type: image/png\r\n\r\n"
        .to_vec();
    expected.extend_from_slice(&PNG_MAGIC);
    expected.extend_from_slice(b"\r\n--openapi-mcp-boundary-0--\r\n");
    assert_eq!(
        String::from_utf8_lossy(&req.body),
        String::from_utf8_lossy(&expected),
        "upload_file: multipart body"
    );
    assert_eq!(req.body, expected, "upload_file: multipart body bytes");
    assert_eq!(
        multipart_parts(&req),
        vec![
            (
                "Content-Disposition: form-data; name=\"caption\"".to_string(),
                b"A cat".to_vec()
            ),
            (
                "Content-Disposition: form-data; name=\"file\"; filename=\"cat.png\"\r\n\
                 Content-Type: image/png"
                    .to_string(),
                PNG_MAGIC.to_vec()
            ),
        ],
        "upload_file: multipart parts"
    );
    assert_ok("upload_file", &r);
    assert_eq!(r.structured_content, Some(json!({"size": 8})));

    // application/octet-stream from base64; a path parameter kept in its segment; API key in
    // a cookie.
    let r = call(
        &client,
        "put_blob",
        json!({"blobId": "a/b c", "body": "AAEC//4="}),
    )
    .await;
    let req = only_request(&mock, "PUT", "/api/v2/blobs/a%2Fb%20c").await;
    assert_eq!(req.url.query(), None, "put_blob: no query");
    assert_eq!(
        header(&req, "content-type"),
        Some("application/octet-stream"),
        "put_blob: content type"
    );
    assert_eq!(
        header(&req, "cookie"),
        Some("sid=ck%3B1"),
        "put_blob: the cookie API key, `;` encoded"
    );
    assert_eq!(header(&req, "authorization"), None);
    assert_eq!(
        req.body,
        [0x00, 0x01, 0x02, 0xff, 0xfe],
        "put_blob: the decoded bytes"
    );
    assert_ok("put_blob", &r);

    // text/plain body with OAuth2 client credentials: the first call fetches a token, the
    // second reuses it.
    for round in 1..=2 {
        let r = call(&client, "create_note", json!({"body": "hello\nworld"})).await;
        assert_ok("create_note", &r);
        assert_eq!(r.structured_content, Some(json!({"id": 9})));
        let notes = requests_to(&mock, "POST", "/api/v2/notes").await;
        assert_eq!(notes.len(), round, "create_note: one request per call");
        let req = notes.last().unwrap();
        assert_eq!(req.url.query(), None);
        assert_eq!(
            header(req, "content-type"),
            Some("text/plain"),
            "create_note: content type"
        );
        assert_eq!(
            header(req, "authorization"),
            Some("Bearer tok-oauth-1"),
            "create_note call {round}: the fetched access token"
        );
        assert_eq!(req.body, b"hello\nworld", "create_note: the text as is");
    }
    let token = only_request(&mock, "POST", "/oauth/token").await;
    assert_eq!(token.url.query(), None);
    assert_eq!(
        header(&token, "content-type"),
        Some("application/x-www-form-urlencoded"),
        "token request: content type"
    );
    assert_eq!(
        header(&token, "authorization"),
        // base64 of `wire-client:s3cret%3Ax`: id and secret form-encoded (RFC 6749 §2.3.1).
        Some("Basic d2lyZS1jbGllbnQ6czNjcmV0JTNBeA=="),
        "token request: client id and secret as basic auth"
    );
    assert_eq!(
        body_text(&token),
        "grant_type=client_credentials&scope=notes%3Awrite",
        "token request: grant type and the scope the operation requires"
    );

    // Every query style, a header and a cookie parameter; `security: []` sends no credentials.
    let r = call(
        &client,
        "search",
        json!({
            "fields": ["id", "a,b"],
            "words": ["red", "blue"],
            "ids": [1, 2, 3],
            "filter": {"color": "red", "size": {"min": 1, "max": 5}},
            "X-Trace-Id": "trace-1",
            "pref": "dark mode"
        }),
    )
    .await;
    let req = only_request(&mock, "GET", "/api/v2/search").await;
    assert_eq!(
        req.url.query(),
        Some(
            "fields=id,a%2Cb&words=red%20blue&ids=1%7C2%7C3\
             &filter%5Bcolor%5D=red&filter%5Bsize%5D%5Bmin%5D=1&filter%5Bsize%5D%5Bmax%5D=5"
        ),
        "search: form (explode false), spaceDelimited, pipeDelimited and deepObject"
    );
    assert_eq!(
        header(&req, "x-trace-id"),
        Some("trace-1"),
        "search: header parameter"
    );
    assert_eq!(
        header(&req, "cookie"),
        Some("pref=dark%20mode"),
        "search: cookie parameter, and no cookie API key"
    );
    assert_eq!(
        header(&req, "authorization"),
        None,
        "search: `security: []` sends no authorization"
    );
    assert_eq!(header(&req, "content-type"), None, "search: no body");
    assert!(req.body.is_empty());
    assert_ok("search", &r);
    assert_eq!(r.structured_content, Some(json!({"hits": 2})));

    // Path parameters in label (exploded array) and matrix (object) style.
    let r = call(
        &client,
        "get_point",
        json!({"point": [1, 2], "coords": {"x": 3, "y": 4}}),
    )
    .await;
    let req = only_request(&mock, "GET", "/api/v2/points/.1.2/;coords=x,3,y,4").await;
    assert_eq!(req.url.query(), None);
    assert_eq!(header(&req, "authorization"), None);
    assert_ok("get_point", &r);
    assert_eq!(r.structured_content, Some(json!({"found": true})));

    // Nothing else went out: 8 API calls and the single token request.
    assert_eq!(requests(&mock).await.len(), 9, "total requests");
    // Secrets never show up in what the client sees.
    let listed = serde_json::to_string(&tools).unwrap();
    for secret in ["tok-bearer-1", "s3cret", "ck;1", "tok-oauth-1"] {
        assert!(!listed.contains(secret), "{secret} in tools/list");
    }
    client.cancel().await.unwrap();
}

/// `encoding.<field>.style`/`explode` of a form body: `explode: false` joins an array with
/// `,`, spaceDelimited with a space, pipeDelimited with `|`; a field without one keeps the form
/// default (the key repeated). In 3.1 multipart, `explode: false` sends one text part.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn openapi31_form_encoding_styles_join_arrays() {
    let (_, bin) = wire31();
    let mock = MockServer::start().await;
    mount(&mock, "POST", "/api/v2/tags", ResponseTemplate::new(204)).await;
    mount(
        &mock,
        "POST",
        "/api/v2/uploads",
        ResponseTemplate::new(201).set_body_json(json!({"size": 8})),
    )
    .await;
    let env = [
        ("WIRE31_SERVER_PORT", mock.address().port().to_string()),
        ("WIRE31_SERVER_VERSION", "v2".to_string()),
        ("WIRE31_QUERY_KEY", "k".to_string()),
    ];
    let client = connect(bin, "WIRE31", &env).await;

    let r = call(
        &client,
        "tag_items",
        json!({
            "tags": ["a", "b c,d"],
            "words": ["x", "y"],
            "ids": [1, 2],
            "colors": ["red", "blue"]
        }),
    )
    .await;
    let req = only_request(&mock, "POST", "/api/v2/tags").await;
    assert_eq!(
        header(&req, "content-type"),
        Some("application/x-www-form-urlencoded")
    );
    assert_eq!(
        body_text(&req),
        "tags=a,b%20c%2Cd&words=x%20y&ids=1%7C2&colors=red&colors=blue",
        "tag_items: one field per styled array, a comma inside an item encoded"
    );
    assert_eq!(
        form_pairs(&req),
        pairs(&[
            ("tags", "a,b c,d"),
            ("words", "x y"),
            ("ids", "1|2"),
            ("colors", "red"),
            ("colors", "blue"),
        ]),
        "tag_items: the form as a server parses it"
    );
    assert_ok("tag_items", &r);

    let r = call(
        &client,
        "upload_file",
        json!({"labels": ["cat", "pet"], "file": {"content": "iVBORw0KGgo="}}),
    )
    .await;
    let req = only_request(&mock, "POST", "/api/v2/uploads").await;
    assert_eq!(
        multipart_parts(&req),
        vec![
            (
                "Content-Disposition: form-data; name=\"file\"; filename=\"file\"\r\n\
                 Content-Type: application/octet-stream"
                    .to_string(),
                PNG_MAGIC.to_vec()
            ),
            (
                "Content-Disposition: form-data; name=\"labels\"".to_string(),
                b"cat,pet".to_vec()
            ),
        ],
        "upload_file: `explode: false` in multipart is one comma-joined text part"
    );
    assert_ok("upload_file", &r);
    client.cancel().await.unwrap();
}

// --- Swagger 2.0. ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swagger20_requests_on_the_wire() {
    let (_, bin) = wire20();
    let mock = MockServer::start().await;
    let pet = json!({"id": 7, "name": "Rex", "tag": null});
    mount(
        &mock,
        "GET",
        "/v2/pets",
        ResponseTemplate::new(200).set_body_json(json!({"items": [pet]})),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/v2/pets",
        ResponseTemplate::new(201).set_body_json(&pet),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/v2/pets/7",
        ResponseTemplate::new(200).set_body_json(&pet),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/v2/pets/7/photo",
        ResponseTemplate::new(200).set_body_json(json!({"size": 3})),
    )
    .await;
    // `host: api.example.com` with `basePath: /v2`: the base URL points the server at the mock.
    let env = [
        ("WIRE20_BASE_URL", format!("{}/v2", mock.uri())),
        ("WIRE20_API_KEY", "key-20".to_string()),
        ("WIRE20_BASIC_AUTH_USERNAME", "bob".to_string()),
        ("WIRE20_BASIC_AUTH_PASSWORD", "pw".to_string()),
    ];
    let client = connect(bin, "WIRE20", &env).await;

    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(
        names,
        [
            "create_pet",
            "list_pets",
            "set_labels",
            "update_pet_with_form",
            "upload_photo"
        ]
    );

    // collectionFormat multi, csv and pipes; the document-wide header API key.
    let r = call(
        &client,
        "list_pets",
        json!({"tags": ["a b", "c"], "ids": [1, 2], "names": ["x", "y"], "limit": 10}),
    )
    .await;
    let req = only_request(&mock, "GET", "/v2/pets").await;
    assert_eq!(
        req.url.query(),
        Some("tags=a%20b&tags=c&ids=1,2&names=x%7Cy&limit=10"),
        "list_pets: multi repeats the key, csv joins with `,`, pipes with `|`"
    );
    assert_eq!(
        header(&req, "x-api-key"),
        Some("key-20"),
        "list_pets: API key"
    );
    assert_eq!(header(&req, "authorization"), None);
    assert_ok("list_pets", &r);
    assert_eq!(r.structured_content, Some(json!({"items": [pet]})));

    // A `body` parameter: its object schema flattened into arguments, sent as JSON.
    let r = call(&client, "create_pet", json!({"name": "Rex", "tag": null})).await;
    let req = only_request(&mock, "POST", "/v2/pets").await;
    assert_eq!(req.url.query(), None);
    assert_eq!(
        header(&req, "content-type"),
        Some("application/json"),
        "create_pet: content type"
    );
    assert_eq!(header(&req, "x-api-key"), Some("key-20"));
    assert_eq!(
        json_body(&req),
        json!({"name": "Rex", "tag": null}),
        "create_pet: JSON body"
    );
    assert_ok("create_pet", &r);
    assert_eq!(r.structured_content, Some(pet.clone()));

    // `formData` parameters with `consumes: application/x-www-form-urlencoded`; basic auth.
    let r = call(
        &client,
        "update_pet_with_form",
        json!({"petId": 7, "name": "Rex Jr", "status": "sold", "tags": ["a", "b"]}),
    )
    .await;
    let req = only_request(&mock, "POST", "/v2/pets/7").await;
    assert_eq!(req.url.query(), None);
    assert_eq!(
        header(&req, "content-type"),
        Some("application/x-www-form-urlencoded"),
        "update_pet_with_form: content type"
    );
    assert_eq!(
        header(&req, "authorization"),
        Some("Basic Ym9iOnB3"),
        "update_pet_with_form: basic auth of bob:pw"
    );
    assert_eq!(
        header(&req, "x-api-key"),
        None,
        "update_pet_with_form: its own security replaces the document's"
    );
    assert_eq!(
        body_text(&req),
        "name=Rex%20Jr&status=sold&tags=a&tags=b",
        "update_pet_with_form: form body (multi repeats the key)"
    );
    assert_eq!(
        form_pairs(&req),
        pairs(&[
            ("name", "Rex Jr"),
            ("status", "sold"),
            ("tags", "a"),
            ("tags", "b")
        ])
    );
    assert_ok("update_pet_with_form", &r);

    // `type: file` formData: multipart with a file part and a text part.
    let r = call(
        &client,
        "upload_photo",
        json!({
            "petId": 7,
            "caption": "hi",
            "photo": {"content": "AAEC", "filename": "p.jpg", "content_type": "image/jpeg"}
        }),
    )
    .await;
    let req = only_request(&mock, "POST", "/v2/pets/7/photo").await;
    assert_eq!(req.url.query(), None);
    assert_eq!(
        header(&req, "content-type"),
        Some("multipart/form-data; boundary=openapi-mcp-boundary-0"),
        "upload_photo: content type"
    );
    assert_eq!(header(&req, "x-api-key"), Some("key-20"));
    let expected: &[u8] = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"caption\"\r\n\r\n\
hi\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\
Content-Type: image/jpeg\r\n\r\n\
\x00\x01\x02\r\n\
--openapi-mcp-boundary-0--\r\n";
    assert_eq!(
        String::from_utf8_lossy(&req.body),
        String::from_utf8_lossy(expected),
        "upload_photo: multipart body"
    );
    assert_eq!(
        multipart_parts(&req),
        vec![
            (
                "Content-Disposition: form-data; name=\"caption\"".to_string(),
                b"hi".to_vec()
            ),
            (
                "Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\
                 Content-Type: image/jpeg"
                    .to_string(),
                vec![0, 1, 2]
            ),
        ],
        "upload_photo: multipart parts"
    );
    assert_ok("upload_photo", &r);
    assert_eq!(r.structured_content, Some(json!({"size": 3})));

    assert_eq!(requests(&mock).await.len(), 4, "total requests");
    client.cancel().await.unwrap();
}

/// Swagger 2.0's default `collectionFormat` for a `formData` array is `csv`: one field whose
/// value is the items joined with `,`. Only `multi` repeats the field. In multipart, csv is one
/// text part.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swagger20_csv_form_array_is_one_comma_joined_field() {
    let (_, bin) = wire20();
    let mock = MockServer::start().await;
    mount(
        &mock,
        "PUT",
        "/v2/pets/7/labels",
        ResponseTemplate::new(204),
    )
    .await;
    mount(
        &mock,
        "POST",
        "/v2/pets/7/photo",
        ResponseTemplate::new(200).set_body_json(json!({"size": 3})),
    )
    .await;
    let env = [
        ("WIRE20_BASE_URL", format!("{}/v2", mock.uri())),
        ("WIRE20_API_KEY", "key-20".to_string()),
    ];
    let client = connect(bin, "WIRE20", &env).await;
    let r = call(
        &client,
        "set_labels",
        json!({"petId": 7, "labels": ["red", "blue"]}),
    )
    .await;
    let req = only_request(&mock, "PUT", "/v2/pets/7/labels").await;
    assert_eq!(
        header(&req, "content-type"),
        Some("application/x-www-form-urlencoded")
    );
    assert_eq!(
        form_pairs(&req),
        pairs(&[("labels", "red,blue")]),
        "set_labels: a csv formData array is one comma-joined field (body {:?})",
        body_text(&req)
    );
    assert_ok("set_labels", &r);

    // Every collection format: ssv and pipes join with a space and `|` (tsv has no OpenAPI
    // style and is joined with `,`, as in a query); multi repeats the key.
    let r = call(
        &client,
        "set_labels",
        json!({
            "petId": 7,
            "labels": ["red", "dark blue"],
            "sizes": ["s", "m"],
            "codes": [1, 2],
            "notes": ["n1", "n2"],
            "owners": ["ann", "bo"]
        }),
    )
    .await;
    let all = requests_to(&mock, "PUT", "/v2/pets/7/labels").await;
    assert_eq!(all.len(), 2, "set_labels: one request per call");
    let req = &all[1];
    assert_eq!(
        body_text(req),
        "labels=red,dark%20blue&sizes=s%20m&codes=1%7C2&notes=n1,n2&owners=ann&owners=bo",
        "set_labels: csv, ssv, pipes, tsv and multi"
    );
    assert_eq!(
        form_pairs(req),
        pairs(&[
            ("labels", "red,dark blue"),
            ("sizes", "s m"),
            ("codes", "1|2"),
            ("notes", "n1,n2"),
            ("owners", "ann"),
            ("owners", "bo"),
        ])
    );
    assert_ok("set_labels", &r);

    // multipart: the csv array is one text part, not a JSON part.
    let r = call(
        &client,
        "upload_photo",
        json!({"petId": 7, "photo": {"content": "AAEC"}, "tags": ["a", "b"]}),
    )
    .await;
    let req = only_request(&mock, "POST", "/v2/pets/7/photo").await;
    assert_eq!(
        multipart_parts(&req),
        vec![
            (
                "Content-Disposition: form-data; name=\"photo\"; filename=\"photo\"\r\n\
                 Content-Type: application/octet-stream"
                    .to_string(),
                vec![0, 1, 2]
            ),
            (
                "Content-Disposition: form-data; name=\"tags\"".to_string(),
                b"a,b".to_vec()
            ),
        ],
        "upload_photo: a csv formData array in multipart is one comma-joined text part"
    );
    assert_ok("upload_photo", &r);
    client.cancel().await.unwrap();
}
