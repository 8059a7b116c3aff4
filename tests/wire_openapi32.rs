//! OpenAPI 3.2 input end to end: the crate generated from `fixtures/wire32.yaml` is built, its
//! server driven over stdio by the rmcp client against a wiremock API, and each call checked
//! twice: the hints `tools/list` announces (QUERY read-only by definition, a WebDAV PROPFIND
//! read-only by its RFC, an unknown LINK cautious), and the request the API receives (the method
//! itself, the query string of `in: querystring`, `style: cookie` cookies, the device-flow
//! token, headers and body). The fixture also holds 3.2 tags and a `$ref` through `$self`.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::json;
use wiremock::matchers::any;
use wiremock::{Mock, MockServer, ResponseTemplate};

use common::received::{body_text, header, json_body, only_request, requests};
use common::rmcp_client::{Client, call, text_of};

fn wire32() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("wire32", "wire32.yaml", None, "wire32-mcp"))
}

async fn connect(mock: &MockServer) -> Client {
    let (_, bin) = wire32();
    common::rmcp_client::connect(
        bin,
        &[],
        &[
            ("WIRE32_BASE_URL", format!("{}/api", mock.uri())),
            ("WIRE32_DEVICE_TOKEN", "device-token-1".to_string()),
        ],
        |cmd| {
            cmd.env("WIRE32_LOG", "warn");
        },
    )
    .await
}

#[test]
fn wire32_crate_passes_clippy_and_rustfmt() {
    common::assert_lint_clean(&wire32().0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn extension_methods_are_announced_by_their_semantics() {
    let mock = MockServer::start().await;
    let client = connect(&mock).await;
    let tools = client.list_all_tools().await.unwrap();
    let hints = |name: &str| -> (bool, bool, bool) {
        let tool = tools
            .iter()
            .find(|t| t.name == name)
            .unwrap_or_else(|| panic!("no tool {name}"));
        let a = tool.annotations.as_ref().expect("annotations");
        (
            a.read_only_hint.expect("readOnlyHint"),
            a.destructive_hint.expect("destructiveHint"),
            a.idempotent_hint.expect("idempotentHint"),
        )
    };
    // (readOnly, destructive, idempotent).
    assert_eq!(hints("list_pets"), (true, false, true));
    assert_eq!(hints("search_pets"), (true, false, true));
    assert_eq!(hints("pet_properties"), (true, false, true));
    assert_eq!(hints("link_pet"), (false, true, false));
    assert_eq!(hints("find_pets"), (true, false, true));
    // The read-only mode reaches what the table calls read-only, QUERY included.
    client.cancel().await.unwrap();
    let (_, bin) = wire32();
    let read_only = common::rmcp_client::connect(
        bin,
        &["--read-only"],
        &[("WIRE32_BASE_URL", format!("{}/api", mock.uri()))],
        |cmd| {
            cmd.env("WIRE32_LOG", "warn");
        },
    )
    .await;
    let mut listed: Vec<String> = read_only
        .list_all_tools()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name.to_string())
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        [
            "find_pets",
            "list_pets",
            "pet_properties",
            "search_pets",
            "select_pets",
            "tail_logs",
            "watch_events"
        ]
    );
    read_only.cancel().await.unwrap();
    assert!(requests(&mock).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn query_sends_the_query_method_with_its_body() {
    let mock = MockServer::start().await;
    Mock::given(any())
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!([{"id": "p1", "species": "cat"}])),
        )
        .mount(&mock)
        .await;
    let client = connect(&mock).await;
    let result = call(
        &client,
        "search_pets",
        json!({"species": "cat", "older_than": 3, "limit": 10}),
    )
    .await;
    assert_ne!(result.is_error, Some(true), "{}", text_of(&result));
    let answer: serde_json::Value = serde_json::from_str(&text_of(&result)).expect("JSON text");
    assert_eq!(answer, json!([{"id": "p1", "species": "cat"}]));
    let r = only_request(&mock, "QUERY", "/api/pets").await;
    assert_eq!(r.url.query(), Some("limit=10"));
    // The operation's OAuth2 device-flow scheme: a token obtained beforehand, from the env.
    assert_eq!(header(&r, "authorization"), Some("Bearer device-token-1"));
    assert_eq!(header(&r, "content-type"), Some("application/json"));
    assert_eq!(json_body(&r), json!({"species": "cat", "older_than": 3}));
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn additional_operations_send_their_own_method() {
    let mock = MockServer::start().await;
    Mock::given(wiremock::matchers::method("LINK"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&mock)
        .await;
    Mock::given(wiremock::matchers::method("PROPFIND"))
        .respond_with(ResponseTemplate::new(207).set_body_raw("<multistatus/>", "application/xml"))
        .mount(&mock)
        .await;
    let client = connect(&mock).await;

    let linked = call(
        &client,
        "link_pet",
        json!({"petId": "p 1", "Link": "</owners/7>; rel=\"owner\""}),
    )
    .await;
    assert_ne!(linked.is_error, Some(true), "{}", text_of(&linked));
    let r = only_request(&mock, "LINK", "/api/pets/p%201").await;
    assert_eq!(header(&r, "link"), Some("</owners/7>; rel=\"owner\""));
    assert!(r.body.is_empty());

    let found = call(
        &client,
        "pet_properties",
        json!({"petId": "p1", "body": "<propfind/>"}),
    )
    .await;
    assert_ne!(found.is_error, Some(true), "{}", text_of(&found));
    assert!(
        text_of(&found).contains("<multistatus/>"),
        "{}",
        text_of(&found)
    );
    let r = only_request(&mock, "PROPFIND", "/api/pets/p1").await;
    assert_eq!(header(&r, "content-type"), Some("application/xml"));
    assert_eq!(body_text(&r), "<propfind/>");
    assert_eq!(requests(&mock).await.len(), 2);
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_querystring_parameter_is_the_whole_query_string() {
    let mock = MockServer::start().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(&mock)
        .await;
    let client = connect(&mock).await;
    // Form data given as its object, encoded as a form body is.
    let found = call(
        &client,
        "find_pets",
        json!({"filter": {"species": "cat", "names": ["Tom & Jerry", "Felix"]}}),
    )
    .await;
    assert_ne!(found.is_error, Some(true), "{}", text_of(&found));
    let r = only_request(&mock, "GET", "/api/pets/find").await;
    assert_eq!(
        r.url.query(),
        Some("species=cat&names=Tom%20%26%20Jerry&names=Felix")
    );
    // Another media type's text is sent whole, encoded: it cannot add query pairs of its own.
    let selected = call(
        &client,
        "select_pets",
        json!({"selector": "$.pets[?@.age>3]&x=1"}),
    )
    .await;
    assert_ne!(selected.is_error, Some(true), "{}", text_of(&selected));
    let r = only_request(&mock, "GET", "/api/pets/select").await;
    assert_eq!(r.url.query(), Some("%24.pets%5B%3F%40.age%3E3%5D%26x%3D1"));
    // The required form argument is checked before anything is sent.
    let missing = call(&client, "find_pets", json!({})).await;
    assert_eq!(missing.is_error, Some(true));
    assert_eq!(requests(&mock).await.len(), 2);
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cookie_style_cookies_are_sent_unencoded_or_refused() {
    let mock = MockServer::start().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(&mock)
        .await;
    let client = connect(&mock).await;
    let listed = call(
        &client,
        "list_pets",
        json!({"prefs": {"theme": "dark%20blue"}}),
    )
    .await;
    assert_ne!(listed.is_error, Some(true), "{}", text_of(&listed));
    let r = only_request(&mock, "GET", "/api/pets").await;
    assert_eq!(header(&r, "cookie"), Some("theme=dark%20blue"));
    // A value a cookie cannot hold unencoded is refused, not sent as a broken header.
    let refused = call(
        &client,
        "list_pets",
        json!({"prefs": {"theme": "a; admin=1"}}),
    )
    .await;
    assert_eq!(refused.is_error, Some(true));
    assert!(
        text_of(&refused).contains("style `cookie`"),
        "{}",
        text_of(&refused)
    );
    assert_eq!(requests(&mock).await.len(), 1);
    client.cancel().await.unwrap();
}
