//! What a generated server gives an agent for every kind of upstream answer, on and off the
//! spec, for each shape of result (`fixtures/answers.yaml`: an object with an output schema, an
//! array, a scalar, nothing documented), with tolerant output schemas (the default) and strict
//! ones. The answers go through the official Python and TypeScript SDK clients, which validate a
//! structured result against the tool's `outputSchema` and throw on a mismatch: no call may make
//! a client throw, and every result is asserted exactly, the same from both clients. A few go
//! through the Inspector CLI as well.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use common::clients::{self, Call};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// The response cap the servers run with, so that `over_cap` needs only a small body.
const CAP: usize = 2048;

fn tolerant() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| common::build_fixture("answers", "answers.yaml", None, "answers-mcp").1)
}

fn strict() -> &'static PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let args = ["--name", "answers-strict-mcp", "--output-schemas", "strict"];
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        common::build_fixture_with(
            "answers-strict",
            "answers.yaml",
            &args,
            "answers-strict-mcp",
        )
        .1
    })
}

fn json_body(value: Value) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(value)
}

fn raw(body: &str, content_type: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body.as_bytes().to_vec(), content_type)
}

fn big_object() -> Value {
    json!({"id": "o1", "state": "open", "blob": "x".repeat(CAP * 2)})
}

/// (tool, path segment, case, the answer)
fn answers() -> Vec<(&'static str, &'static str, &'static str, ResponseTemplate)> {
    let html = || raw("<html><body>Service down</body></html>", "application/json");
    vec![
        (
            "get_object",
            "objects",
            "fits",
            json_body(
                json!({"id": "o1", "state": "open", "count": 2, "at": "2024-05-31T13:45:00Z"}),
            ),
        ),
        (
            "get_object",
            "objects",
            "nulled",
            json_body(json!({"id": null, "state": "open"})),
        ),
        (
            "get_object",
            "objects",
            "missing",
            json_body(json!({"state": "open"})),
        ),
        (
            "get_object",
            "objects",
            "extra",
            json_body(json!({"id": "o1", "state": "open", "new": 1})),
        ),
        (
            "get_object",
            "objects",
            "enum",
            json_body(json!({"id": "o1", "state": "archived"})),
        ),
        (
            "get_object",
            "objects",
            "bounds",
            json_body(json!({"id": "o", "state": "open", "count": -1, "at": "yesterday"})),
        ),
        (
            "get_object",
            "objects",
            "number_as_string",
            json_body(json!({"id": "o1", "state": "open", "count": "7"})),
        ),
        ("get_object", "objects", "empty", ResponseTemplate::new(200)),
        (
            "get_object",
            "objects",
            "no_content",
            ResponseTemplate::new(204),
        ),
        ("get_object", "objects", "html", html()),
        (
            "get_object",
            "objects",
            "array",
            json_body(json!([{"id": "o1", "state": "open"}])),
        ),
        ("get_object", "objects", "over_cap", json_body(big_object())),
        (
            "get_list",
            "lists",
            "fits",
            json_body(json!([{"id": "a"}, {"id": "b"}])),
        ),
        (
            "get_list",
            "lists",
            "nulled",
            json_body(json!([{"id": null}])),
        ),
        ("get_list", "lists", "object", json_body(json!({"id": "a"}))),
        ("get_list", "lists", "empty", ResponseTemplate::new(200)),
        (
            "get_list",
            "lists",
            "no_content",
            ResponseTemplate::new(204),
        ),
        ("get_list", "lists", "html", html()),
        (
            "get_list",
            "lists",
            "over_cap",
            json_body(json!([big_object()])),
        ),
        ("get_scalar", "scalars", "fits", json_body(json!(7))),
        (
            "get_scalar",
            "scalars",
            "number_as_string",
            json_body(json!("7")),
        ),
        ("get_scalar", "scalars", "nulled", json_body(Value::Null)),
        ("get_scalar", "scalars", "empty", ResponseTemplate::new(200)),
        (
            "get_scalar",
            "scalars",
            "no_content",
            ResponseTemplate::new(204),
        ),
        ("get_scalar", "scalars", "html", html()),
        ("get_nothing", "nothing", "json", json_body(json!({"a": 1}))),
        ("get_nothing", "nothing", "text", raw("hello", "text/plain")),
        (
            "get_nothing",
            "nothing",
            "empty",
            ResponseTemplate::new(200),
        ),
        (
            "get_nothing",
            "nothing",
            "no_content",
            ResponseTemplate::new(204),
        ),
        (
            "get_nothing",
            "nothing",
            "html",
            raw("<p>hi</p>", "text/html"),
        ),
        (
            "get_nothing",
            "nothing",
            "over_cap",
            json_body(big_object()),
        ),
    ]
}

async fn upstream() -> (MockServer, Vec<Call>) {
    let mock = MockServer::start().await;
    let mut calls = Vec::new();
    for (tool, segment, case, answer) in answers() {
        Mock::given(method("GET"))
            .and(path(format!("/{segment}/{case}")))
            .respond_with(answer)
            .mount(&mock)
            .await;
        calls.push(Call {
            key: format!("{tool}/{case}"),
            tool: tool.to_string(),
            args: json!({"case": case}),
        });
    }
    (mock, calls)
}

fn env(mock: &MockServer) -> Vec<(String, String)> {
    let mut env = Vec::new();
    for prefix in ["ANSWERS", "ANSWERS_STRICT"] {
        env.push((format!("{prefix}_BASE_URL"), mock.uri()));
        env.push((format!("{prefix}_LOG"), "error".into()));
        env.push((format!("{prefix}_MAX_RESPONSE_BYTES"), CAP.to_string()));
    }
    env
}

/// Each client's report of every call against `server`; none may have thrown.
async fn reports(server: &'static std::path::Path) -> Vec<(&'static str, Value)> {
    let (mock, calls) = upstream().await;
    let env = env(&mock);
    let mut out = Vec::new();
    for client in clients::both() {
        let (env, sent) = (env.clone(), calls.clone());
        let name = client.name();
        let report =
            tokio::task::spawn_blocking(move || clients::calls(&client, server, &env, &sent))
                .await
                .expect("client thread");
        for call in &calls {
            let r = &report[&call.key];
            assert!(
                r.get("raised").is_none(),
                "{name} threw on {}: {r}",
                call.key
            );
        }
        out.push((name, report));
    }
    out
}

const LEAD: &str = "The API answered, but not in the shape its OpenAPI document gives for this tool's result, so the whole answer follows as text:";

/// A success: structured content (or none) and the texts.
fn ok(structured: Value, texts: &[&str]) -> Value {
    json!({"isError": false, "structuredContent": structured, "texts": texts})
}

/// An answer off the output schema: an error result that says where, then the data.
fn off(mismatches: &[&str], data: &[&str]) -> Value {
    let lead = format!("{LEAD}\n- {}", mismatches.join("\n- "));
    let texts: Vec<&str> = std::iter::once(lead.as_str())
        .chain(data.iter().copied())
        .collect();
    json!({"isError": true, "structuredContent": null, "texts": texts})
}

/// The first `CAP` bytes of a body too big, and the note after them.
fn cut(body: &Value) -> (String, String) {
    let text = serde_json::to_string(body).unwrap();
    (
        text[..CAP].to_string(),
        format!("truncated: showing {CAP} of {} bytes", text.len()),
    )
}

const NOT_AN_OBJECT: &str =
    "`result`: the tool's result is documented as a JSON object, and the answer is not one";
const CUT: &str = "`result`: the answer was cut at the response size cap, so it is not the JSON object the tool's result is documented as (the server's --max-response-bytes raises the cap)";

/// What every call gives, whatever the output schemas: the tools without one, and the answers
/// no schema can take as an object.
fn common_results() -> Vec<(&'static str, Value)> {
    let html = "<html><body>Service down</body></html>";
    let (big, big_note) = cut(&big_object());
    let (big_list, big_list_note) = cut(&json!([big_object()]));
    vec![
        (
            "get_object/fits",
            ok(
                json!({"id": "o1", "state": "open", "count": 2, "at": "2024-05-31T13:45:00Z"}),
                &[r#"{"id":"o1","state":"open","count":2,"at":"2024-05-31T13:45:00Z"}"#],
            ),
        ),
        ("get_object/html", off(&[NOT_AN_OBJECT], &[html])),
        (
            "get_object/array",
            off(&[NOT_AN_OBJECT], &[r#"[{"id":"o1","state":"open"}]"#]),
        ),
        ("get_object/over_cap", off(&[CUT], &[&big, &big_note])),
        (
            "get_list/fits",
            ok(Value::Null, &[r#"[{"id":"a"},{"id":"b"}]"#]),
        ),
        ("get_list/nulled", ok(Value::Null, &[r#"[{"id":null}]"#])),
        (
            "get_list/object",
            ok(json!({"id": "a"}), &[r#"{"id":"a"}"#]),
        ),
        ("get_list/empty", ok(Value::Null, &["HTTP 200 OK"])),
        (
            "get_list/no_content",
            ok(Value::Null, &["HTTP 204 No Content"]),
        ),
        ("get_list/html", ok(Value::Null, &[html])),
        (
            "get_list/over_cap",
            ok(Value::Null, &[&big_list, &big_list_note]),
        ),
        ("get_scalar/fits", ok(Value::Null, &["7"])),
        ("get_scalar/number_as_string", ok(Value::Null, &[r#""7""#])),
        ("get_scalar/nulled", ok(Value::Null, &["null"])),
        ("get_scalar/empty", ok(Value::Null, &["HTTP 200 OK"])),
        (
            "get_scalar/no_content",
            ok(Value::Null, &["HTTP 204 No Content"]),
        ),
        ("get_scalar/html", ok(Value::Null, &[html])),
        ("get_nothing/json", ok(json!({"a": 1}), &[r#"{"a":1}"#])),
        ("get_nothing/text", ok(Value::Null, &["hello"])),
        ("get_nothing/empty", ok(Value::Null, &["HTTP 200 OK"])),
        (
            "get_nothing/no_content",
            ok(Value::Null, &["HTTP 204 No Content"]),
        ),
        ("get_nothing/html", ok(Value::Null, &["<p>hi</p>"])),
        ("get_nothing/over_cap", ok(Value::Null, &[&big, &big_note])),
    ]
}

/// Every call's result, from each client, against the expected ones; every answer is covered.
fn check(report: &Value, client: &str, expected: &[(&'static str, Value)]) {
    let keys: Vec<String> = answers()
        .iter()
        .map(|(t, _, c, _)| format!("{t}/{c}"))
        .collect();
    let covered: Vec<&str> = expected.iter().map(|(k, _)| *k).collect();
    for key in &keys {
        assert!(
            covered.contains(&key.as_str()),
            "no expected result for {key}"
        );
    }
    for (key, want) in expected {
        assert_eq!(&report[*key], want, "{client}, {key}");
    }
}

/// Tolerant output schemas (the default): a `null`, a missing or extra property, a new enum
/// value, a value out of its documented bounds or format, a number sent as a string all reach
/// the agent as structured content; no body is the empty object.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tolerant_output_schemas_let_answers_a_little_off_the_spec_through() {
    let mut expected = common_results();
    expected.extend([
        (
            "get_object/nulled",
            ok(
                json!({"id": null, "state": "open"}),
                &[r#"{"id":null,"state":"open"}"#],
            ),
        ),
        (
            "get_object/missing",
            ok(json!({"state": "open"}), &[r#"{"state":"open"}"#]),
        ),
        (
            "get_object/extra",
            ok(
                json!({"id": "o1", "state": "open", "new": 1}),
                &[r#"{"id":"o1","state":"open","new":1}"#],
            ),
        ),
        (
            "get_object/enum",
            ok(
                json!({"id": "o1", "state": "archived"}),
                &[r#"{"id":"o1","state":"archived"}"#],
            ),
        ),
        (
            "get_object/bounds",
            ok(
                json!({"id": "o", "state": "open", "count": -1, "at": "yesterday"}),
                &[r#"{"id":"o","state":"open","count":-1,"at":"yesterday"}"#],
            ),
        ),
        (
            "get_object/number_as_string",
            ok(
                json!({"id": "o1", "state": "open", "count": "7"}),
                &[r#"{"id":"o1","state":"open","count":"7"}"#],
            ),
        ),
        ("get_object/empty", ok(json!({}), &["HTTP 200 OK"])),
        (
            "get_object/no_content",
            ok(json!({}), &["HTTP 204 No Content"]),
        ),
    ]);
    for (client, report) in reports(tolerant()).await {
        check(&report, client, &expected);
    }
}

/// Strict output schemas: every answer off the documented shape is an error result that says
/// where and keeps the data, so no client ever rejects a result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strict_output_schemas_turn_every_answer_off_the_spec_into_an_error_with_the_data() {
    let no_body = |status: &str| {
        format!(
            "`result`: the answer has no body ({status}), where the tool's result is documented as a JSON object with required properties"
        )
    };
    let (empty, no_content) = (no_body("HTTP 200 OK"), no_body("HTTP 204 No Content"));
    let mut expected = common_results();
    expected.extend([
        ("get_object/nulled", off(&["`id`: expected string, got null"], &[r#"{"id":null,"state":"open"}"#])),
        ("get_object/missing", off(&["`id`: missing required property"], &[r#"{"state":"open"}"#])),
        ("get_object/extra", off(&["`new`: unknown property (expected one of: id, state, count, at)"], &[r#"{"id":"o1","state":"open","new":1}"#])),
        ("get_object/enum", off(&[r#"`state`: expected one of "open", "closed""#], &[r#"{"id":"o1","state":"archived"}"#])),
        ("get_object/bounds", off(&[
            "`id`: must be at least 2 characters long",
            "`count`: must be at least 0",
            "`at`: must be a date and time like 2024-05-31T13:45:00Z (RFC 3339, with a time zone)",
        ], &[r#"{"id":"o","state":"open","count":-1,"at":"yesterday"}"#])),
        ("get_object/number_as_string", off(&["`count`: expected integer, got string"], &[r#"{"id":"o1","state":"open","count":"7"}"#])),
        ("get_object/empty", off(&[&empty], &["HTTP 200 OK"])),
        ("get_object/no_content", off(&[&no_content], &["HTTP 204 No Content"])),
    ]);
    for (client, report) in reports(strict()).await {
        check(&report, client, &expected);
    }
}

/// The Inspector CLI (the TypeScript SDK, with its own handling of results) on the answers
/// that differ between the modes: a structured result where the tolerant schema takes it, a
/// tool error result (the CLI's `tool_is_error`), never a rejected result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inspector_cli_gets_answers_off_the_spec() {
    let Some(inspector) = clients::inspector() else {
        return;
    };
    let (mock, _) = upstream().await;
    let env_args: Vec<String> = env(&mock)
        .into_iter()
        .flat_map(|(k, v)| ["-e".to_string(), format!("{k}={v}")])
        .collect();
    for (server, case, structured) in [
        (
            tolerant(),
            "nulled",
            Some(json!({"id": null, "state": "open"})),
        ),
        (
            tolerant(),
            "enum",
            Some(json!({"id": "o1", "state": "archived"})),
        ),
        (tolerant(), "no_content", Some(json!({}))),
        (
            tolerant(),
            "number_as_string",
            Some(json!({"id": "o1", "state": "open", "count": "7"})),
        ),
        (tolerant(), "html", None),
        (strict(), "nulled", None),
        (strict(), "number_as_string", None),
        (
            strict(),
            "fits",
            Some(json!({"id": "o1", "state": "open", "count": 2, "at": "2024-05-31T13:45:00Z"})),
        ),
    ] {
        let (inspector, env_args) = (inspector.clone(), env_args.clone());
        let output = tokio::task::spawn_blocking(move || {
            std::process::Command::new(inspector)
                .args([
                    "--cli",
                    "--method",
                    "tools/call",
                    "--tool-name",
                    "get_object",
                ])
                .arg("--tool-arg")
                .arg(format!("case={case}"))
                .args(&env_args)
                .arg("--")
                .arg(server)
                .output()
                .expect("run the Inspector CLI")
        })
        .await
        .expect("client thread");
        let stderr = String::from_utf8_lossy(&output.stderr);
        match structured {
            Some(want) => {
                assert!(output.status.success(), "{case}: {stderr}");
                let called: Value = serde_json::from_slice(&output.stdout).expect("JSON result");
                assert_eq!(called["isError"], false, "{case}: {called}");
                assert_eq!(called["structuredContent"], want, "{case}: {called}");
            }
            None => {
                // The CLI exits 1 on an error result and says which kind on its last line.
                let last = stderr
                    .lines()
                    .rfind(|l| !l.trim().is_empty())
                    .unwrap_or_default();
                let said: Value = serde_json::from_str(last)
                    .unwrap_or_else(|e| panic!("{case}: no JSON on stderr ({e}): {stderr}"));
                assert_eq!(said["error"]["code"], "tool_is_error", "{case}: {said}");
            }
        }
    }
}
