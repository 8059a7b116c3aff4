//! Turns what the upstream API answered (or failed to answer) into an MCP tool result: JSON
//! objects become structured content, everything else text; bodies are capped, and the result
//! says so when it was cut; failures become `isError` results the model can read.
//!
//! | upstream body | tool result |
//! |---|---|
//! | JSON object | `structuredContent` plus the same JSON as text |
//! | JSON array or scalar, `text/*`, other UTF-8 | text |
//! | `image/*` | image content (base64) |
//! | other binary | an embedded resource with a base64 `blob` and the response's media type |
//! | cut at the cap | the valid text prefix (a cut image or binary is not sent) plus "truncated: showing N of M bytes" |

use std::time::Duration;

use rmcp::model::{CallToolResult, ContentBlock, ResourceContents};
use serde_json::Value;

use super::encoding::{encode_base64, is_json_content_type};

/// How much of an error body goes into the result: enough for a validation message or a
/// problem+json document, not a whole HTML error page.
pub const ERROR_BODY_CHARS: usize = 2000;

/// An upstream response read into memory (at most `max_response_bytes` of its body).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upstream {
    pub status: u16,
    pub content_type: Option<String>,
    pub body: Vec<u8>,
    /// Set when the body was cut at the cap.
    pub truncation: Option<Truncation>,
    /// The response's `Retry-After`, when it had a usable one (seconds or an HTTP date).
    pub retry_after: Option<Duration>,
    /// Where the answer came from (after same-host redirects), without query or fragment,
    /// which may carry an API key: names an embedded binary resource.
    pub uri: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Truncation {
    /// The response announced its length.
    Of(u64),
    /// No length announced: this many bytes had arrived when reading stopped.
    AtLeast(u64),
    /// A stream still open when the request's time limit ended reading (see
    /// [`read_capped_stream`]): this many bytes had arrived.
    Open(u64),
}

impl Truncation {
    /// "truncated: showing N of M bytes", `shown` being the bytes read.
    pub fn note(self, shown: usize) -> String {
        match self {
            Truncation::Of(total) => format!("{TRUNCATED} {shown} of {total} bytes"),
            Truncation::AtLeast(seen) => {
                format!("{TRUNCATED} {shown} of at least {seen} bytes")
            }
            Truncation::Open(_) => format!(
                "{TRUNCATED} the {shown} bytes that arrived before the request's time limit (--timeout-secs) ended a stream that was still open"
            ),
        }
    }
}

/// Reads the body chunk by chunk and stops at `cap` bytes, so a huge or endless response costs
/// at most `cap` bytes of memory.
pub async fn read_capped(
    response: reqwest::Response,
    cap: usize,
) -> Result<Upstream, reqwest::Error> {
    read_body(response, cap, false).await
}

/// Like [`read_capped`], for a streamed answer, which may never end (a watch, an event feed):
/// when the time limit ends reading after the answer began, what arrived is the answer, marked
/// [`Truncation::Open`], rather than a timeout with nothing.
pub async fn read_capped_stream(
    response: reqwest::Response,
    cap: usize,
) -> Result<Upstream, reqwest::Error> {
    read_body(response, cap, true).await
}

async fn read_body(
    mut response: reqwest::Response,
    cap: usize,
    keep_open: bool,
) -> Result<Upstream, reqwest::Error> {
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .map(str::to_string);
    let announced = response.content_length();
    let retry_after = response
        .headers()
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| parse_retry_after(value, std::time::SystemTime::now()));
    let mut uri = response.url().clone();
    uri.set_query(None);
    uri.set_fragment(None);
    let uri = uri.to_string();
    let mut body = Vec::new();
    let mut truncation = None;
    loop {
        let chunk = match response.chunk().await {
            Ok(Some(chunk)) => chunk,
            Ok(None) => break,
            Err(err) if keep_open && err.is_timeout() => {
                truncation = Some(Truncation::Open(body.len() as u64));
                break;
            }
            Err(err) => return Err(err),
        };
        let room = cap - body.len();
        if chunk.len() > room {
            body.extend_from_slice(&chunk[..room]);
            let seen = (cap - room + chunk.len()) as u64;
            truncation = Some(match announced {
                Some(total) if total >= seen => Truncation::Of(total),
                _ => Truncation::AtLeast(seen),
            });
            break;
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Upstream {
        status,
        content_type,
        body,
        truncation,
        retry_after,
        uri,
    })
}

/// `Retry-After` (RFC 9110 §10.2.3): a number of seconds, or an HTTP date (a date in the past
/// means "now"). Anything else is ignored.
pub fn parse_retry_after(value: &str, now: std::time::SystemTime) -> Option<Duration> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let date = httpdate::parse_http_date(value).ok()?;
    Some(date.duration_since(now).unwrap_or(Duration::ZERO))
}

impl Upstream {
    /// A 2xx answer that carried no body at all (`204 No Content`, an empty `200`).
    pub fn is_bodiless_success(&self) -> bool {
        (200..300).contains(&self.status) && self.body.is_empty() && self.truncation.is_none()
    }
}

/// How the note after a body cut at the cap starts.
const TRUNCATED: &str = "truncated: showing";

fn status_line(status: u16) -> String {
    let reason = reqwest::StatusCode::from_u16(status)
        .ok()
        .and_then(|code| code.canonical_reason())
        .unwrap_or("");
    format!("HTTP {status} {reason}").trim_end().to_string()
}

/// The tool result for an upstream answer.
pub fn convert(upstream: &Upstream) -> CallToolResult {
    if (200..300).contains(&upstream.status) {
        success(upstream)
    } else {
        failure(upstream, None)
    }
}

/// Like [`convert`] for a non-2xx answer, with an extra line (e.g. a credentials hint).
pub fn failure(upstream: &Upstream, hint: Option<&str>) -> CallToolResult {
    let mut message = status_line(upstream.status);
    if matches!(upstream.status, 301 | 302 | 303 | 307 | 308) {
        // Only redirects to another host reach this point: credentials must not follow them.
        message.push_str(" (redirect to another host not followed)");
    }
    if !upstream.body.is_empty() {
        message.push('\n');
        message.push_str(&error_body(upstream));
    }
    if let Some(hint) = hint {
        message.push('\n');
        message.push_str(hint);
    }
    CallToolResult::error(vec![ContentBlock::text(message)])
}

fn error_body(upstream: &Upstream) -> String {
    let Ok(text) = std::str::from_utf8(&upstream.body) else {
        return format!("(binary body, {} bytes, not shown)", upstream.body.len());
    };
    let text = text.trim();
    let total_chars = text.chars().count();
    if total_chars <= ERROR_BODY_CHARS && upstream.truncation.is_none() {
        return text.to_string();
    }
    let shown: String = text.chars().take(ERROR_BODY_CHARS).collect();
    let total = match upstream.truncation {
        Some(_) => "more".to_string(),
        None => total_chars.to_string(),
    };
    format!(
        "{shown}\n(body trimmed: showing {} of {total} characters)",
        shown.chars().count()
    )
}

fn success(upstream: &Upstream) -> CallToolResult {
    if upstream.body.is_empty() && upstream.truncation.is_none() {
        return CallToolResult::success(vec![ContentBlock::text(status_line(upstream.status))]);
    }
    let content_type = upstream.content_type.as_deref().unwrap_or("");
    let mut result = if upstream.truncation.is_some() {
        // A cut JSON document does not parse, and a cut image does not decode: show text.
        CallToolResult::success(vec![text_or_binary(upstream, content_type)])
    } else if is_json_content_type(content_type) || content_type.is_empty() {
        match serde_json::from_slice::<Value>(&upstream.body) {
            // Only objects may be structured content (MCP, and rmcp strips the rest for older
            // clients); arrays and scalars go as text.
            Ok(value @ Value::Object(_)) => CallToolResult::structured(value),
            _ => CallToolResult::success(vec![text_or_binary(upstream, content_type)]),
        }
    } else if is_image(content_type) {
        CallToolResult::success(vec![ContentBlock::image(
            encode_base64(&upstream.body),
            media_type(content_type),
        )])
    } else if std::str::from_utf8(&upstream.body).is_err() {
        // Binary that is not an image: MCP's way to hand over bytes is an embedded resource
        // with a base64 blob, which a client can save or pass on; a model cannot read it.
        let mut resource = ResourceContents::blob(encode_base64(&upstream.body), &upstream.uri);
        if !content_type.is_empty() {
            resource = resource.with_mime_type(media_type(content_type));
        }
        CallToolResult::success(vec![ContentBlock::resource(resource)])
    } else {
        CallToolResult::success(vec![text_or_binary(upstream, content_type)])
    };
    if let Some(truncation) = upstream.truncation {
        result
            .content
            .push(ContentBlock::text(truncation.note(upstream.body.len())));
    }
    result
}

/// How many mismatches the first lines of a non-conforming answer name.
const SHOWN_MISMATCHES: usize = 10;

/// A successful result of a tool that announces an `outputSchema`, made safe to send: MCP
/// requires its `structuredContent` to conform, and the official clients raise (Python) or
/// answer -32602 (TypeScript) when it does not, so the agent would get nothing. A result that
/// conforms goes as it is. One that does not (an API answering off its own spec: a `null`, a
/// missing property, a new enum value, an array or a text where an object was documented) goes
/// as an error result that keeps every content block (the data is all there, as text) after a
/// first line saying that it did not match and where. A success without a body (`bodiless`)
/// is the empty object where the schema allows one. Returns the mismatches, for the log.
/// Error results are not validated (MCP), and a tool without an output schema is not checked.
pub fn conform(
    output_schema: Option<&serde_json::Map<String, Value>>,
    result: CallToolResult,
    bodiless: bool,
) -> (CallToolResult, Vec<String>) {
    let Some(schema) = output_schema else {
        return (result, Vec::new());
    };
    if result.is_error == Some(true) {
        return (result, Vec::new());
    }
    let texts: Vec<&str> = result
        .content
        .iter()
        .filter_map(|c| c.as_text().map(|t| t.text.as_str()))
        .collect();
    let problems = match &result.structured_content {
        Some(value) => super::validate::validate_result(schema, value),
        // No body (`204 No Content`, or an empty 200): the call worked and said nothing, which
        // the empty object says as structured content where the schema allows it (a tolerant
        // one always does); the status line stays the text.
        None if bodiless => {
            let nothing = Value::Object(serde_json::Map::new());
            if super::validate::validate_result(schema, &nothing).is_empty() {
                let mut result = result;
                result.structured_content = Some(nothing);
                return (result, Vec::new());
            }
            vec![format!(
                "`result`: the answer has no body ({}), where the tool's result is documented as a JSON object with required properties",
                texts.first().copied().unwrap_or("no status")
            )]
        }
        None if texts.iter().any(|t| t.starts_with(TRUNCATED)) => vec![
            "`result`: the answer was cut at the response size cap, so it is not the JSON object the tool's result is documented as (the server's --max-response-bytes raises the cap)"
                .to_string(),
        ],
        None => vec![
            "`result`: the tool's result is documented as a JSON object, and the answer is not one"
                .to_string(),
        ],
    };
    if problems.is_empty() {
        return (result, problems);
    }
    let mut lead = format!(
        "The API answered, but not in the shape its OpenAPI document gives for this tool's result, so the whole answer follows as text:\n- {}",
        problems[..problems.len().min(SHOWN_MISMATCHES)].join("\n- ")
    );
    if problems.len() > SHOWN_MISMATCHES {
        lead.push_str(&format!(
            "\n- and {} more",
            problems.len() - SHOWN_MISMATCHES
        ));
    }
    let mut content = vec![ContentBlock::text(lead)];
    content.extend(result.content);
    let mut answer = CallToolResult::error(content);
    answer.meta = result.meta;
    (answer, problems)
}

/// `image/png; q=1` → `image/png`.
fn media_type(content_type: &str) -> &str {
    content_type
        .split(';')
        .next()
        .unwrap_or(content_type)
        .trim()
}

fn is_image(content_type: &str) -> bool {
    content_type
        .trim_start()
        .get(..6)
        .is_some_and(|prefix| prefix.eq_ignore_ascii_case("image/"))
}

fn text_or_binary(upstream: &Upstream, content_type: &str) -> ContentBlock {
    let body = &upstream.body;
    match std::str::from_utf8(body) {
        Ok(text) => ContentBlock::text(text),
        // The cap may split a multi-byte character: keep the valid prefix.
        Err(err) if upstream.truncation.is_some() && err.error_len().is_none() => {
            ContentBlock::text(String::from_utf8_lossy(&body[..err.valid_up_to()]))
        }
        Err(_) => {
            let kind = if content_type.is_empty() {
                "unknown type"
            } else {
                content_type
            };
            ContentBlock::text(format!(
                "binary response ({kind}, {} bytes) not shown",
                body.len()
            ))
        }
    }
}

/// The tool result when no HTTP answer arrived. Names the host and the kind of failure, never
/// the URL (its query may hold an API key).
pub fn transport_error(err: &reqwest::Error, authority: &str, timeout: Duration) -> CallToolResult {
    let cause = root_cause(err);
    let message = if err.is_timeout() {
        format!(
            "the upstream API at {authority} did not answer within {} s (timeout)",
            timeout.as_secs_f64()
        )
    } else if err.is_connect() {
        format!("could not connect to the upstream API at {authority}: {cause}")
    } else if err.is_redirect() {
        format!("the upstream API at {authority} redirected too often: {cause}")
    } else if err.is_body() || err.is_decode() {
        format!("reading the response from {authority} failed: {cause}")
    } else {
        format!("the request to the upstream API at {authority} failed: {cause}")
    };
    CallToolResult::error(vec![ContentBlock::text(message)])
}

/// The innermost error says what actually happened ("Connection refused (os error 111)");
/// the outer ones repeat the URL.
pub fn root_cause(err: &(dyn std::error::Error + 'static)) -> String {
    let mut current = err;
    while let Some(source) = current.source() {
        current = source;
    }
    current.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn upstream(status: u16, content_type: Option<&str>, body: &[u8]) -> Upstream {
        Upstream {
            status,
            content_type: content_type.map(str::to_string),
            body: body.to_vec(),
            truncation: None,
            retry_after: None,
            uri: "http://api.test/v1/file".to_string(),
        }
    }

    fn texts(result: &CallToolResult) -> Vec<String> {
        result
            .content
            .iter()
            .map(|block| match block.as_text() {
                Some(text) => text.text.clone(),
                None => "<not text>".to_string(),
            })
            .collect()
    }

    fn schema(v: Value) -> serde_json::Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    /// What the official clients require of a tool with an output schema: a success carries
    /// conforming structured content, anything else is an error result with the data as text.
    #[test]
    fn answers_off_their_schema_become_error_results_that_keep_the_data() {
        let pet = schema(json!({
            "type": "object",
            "properties": {
                "id": {"type": "integer"},
                "name": {"type": "string"},
                "status": {"enum": ["available", "sold"]}
            },
            "required": ["id", "name"]
        }));
        let answer = |ty: Option<&str>, body: &[u8]| {
            let up = upstream(200, ty, body);
            conform(Some(&pet), convert(&up), up.is_bodiless_success())
        };
        let json = Some("application/json");

        // Conforming, with a property the schema does not name (JSON Schema allows it).
        let (ok, problems) = answer(json, br#"{"id": 1, "name": "Rex", "extra": true}"#);
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(ok.is_error, Some(false));
        assert_eq!(
            ok.structured_content,
            Some(json!({"id": 1, "name": "Rex", "extra": true}))
        );

        for (body, ty, expected) in [
            (
                &br#"{"id": 1, "name": null}"#[..],
                json,
                "`name`: expected string, got null",
            ),
            (br#"{"id": 1}"#, json, "`name`: missing required property"),
            (
                br#"{"id": 1, "name": "R", "status": "gone"}"#,
                json,
                "`status`: expected one of",
            ),
            (
                br#"{"id": "1", "name": "R"}"#,
                json,
                "`id`: expected integer, got string",
            ),
            (
                br#"[{"id": 1, "name": "R"}]"#,
                json,
                "`result`: the tool's result is documented as a JSON object",
            ),
            (
                b"<html>oops</html>",
                json,
                "`result`: the tool's result is documented as a JSON object",
            ),
            (
                b"",
                None,
                "`result`: the answer has no body (HTTP 200 OK), where the tool's result is documented as a JSON object with required properties",
            ),
        ] {
            let (result, problems) = answer(ty, body);
            let what = String::from_utf8_lossy(body);
            assert_eq!(result.is_error, Some(true), "{what}");
            assert_eq!(result.structured_content, None, "{what}");
            let texts = texts(&result);
            assert!(
                texts[0].starts_with("The API answered, but not in the shape"),
                "{texts:?}"
            );
            assert!(texts[0].contains(expected), "{what}: {texts:?}");
            assert!(
                problems.iter().any(|p| p.contains(expected)),
                "{problems:?}"
            );
            // The data itself follows, as the API sent it.
            let squash = |t: &str| t.split_whitespace().collect::<String>();
            let rest = texts[1..].join("\n");
            assert!(squash(&rest).contains(&squash(&what)), "{what}: {rest}");
        }

        // Without a body, a call that worked says so with the empty object, where the schema
        // allows one.
        let open = schema(json!({"type": "object", "properties": {"id": {"type": "integer"}}}));
        for status in [200, 204] {
            let up = upstream(status, None, b"");
            let (result, problems) = conform(Some(&open), convert(&up), up.is_bodiless_success());
            assert_eq!(problems, Vec::<String>::new());
            assert_eq!(result.is_error, Some(false));
            assert_eq!(result.structured_content, Some(json!({})));
            assert_eq!(texts(&result), [status_line(status)]);
        }
        // A body that only looks like a status line is data like any other.
        let up = upstream(200, None, b"HTTP 200 OK");
        let (result, _) = conform(Some(&open), convert(&up), up.is_bodiless_success());
        assert_eq!(result.is_error, Some(true));

        // Error results and tools without an output schema pass as they are.
        let failed = convert(&upstream(404, json, br#"{"message": "no"}"#));
        assert_eq!(conform(Some(&pet), failed.clone(), false).0, failed);
        let plain = convert(&upstream(200, json, br#"[1, 2]"#));
        assert_eq!(conform(None, plain.clone(), false).0, plain);
    }

    #[test]
    fn json_object_becomes_structured_content() {
        let result = convert(&upstream(
            200,
            Some("application/json; charset=utf-8"),
            br#"{"id": 7, "name": "Rex"}"#,
        ));
        assert_eq!(result.is_error, Some(false));
        assert_eq!(
            result.structured_content,
            Some(json!({"id": 7, "name": "Rex"}))
        );
        assert_eq!(texts(&result), [r#"{"id":7,"name":"Rex"}"#]);
    }

    #[test]
    fn json_array_and_scalars_are_text() {
        let result = convert(&upstream(200, Some("application/json"), b"[1, 2]"));
        assert_eq!(result.structured_content, None);
        assert_eq!(texts(&result), ["[1, 2]"]);
        let result = convert(&upstream(201, Some("application/json"), b"42"));
        assert_eq!(result.structured_content, None);
        assert_eq!(texts(&result), ["42"]);
    }

    #[test]
    fn json_without_content_type_is_recognised_and_bad_json_is_text() {
        let result = convert(&upstream(200, None, br#"{"a":1}"#));
        assert_eq!(result.structured_content, Some(json!({"a": 1})));
        let result = convert(&upstream(200, Some("application/json"), b"{oops"));
        assert_eq!(result.structured_content, None);
        assert_eq!(texts(&result), ["{oops"]);
    }

    #[test]
    fn text_and_empty_bodies() {
        let result = convert(&upstream(200, Some("text/csv"), b"a,b\n1,2\n"));
        assert_eq!(result.is_error, Some(false));
        assert_eq!(texts(&result), ["a,b\n1,2\n"]);
        let result = convert(&upstream(204, None, b""));
        assert_eq!(result.is_error, Some(false));
        assert_eq!(texts(&result), ["HTTP 204 No Content"]);
        let result = convert(&upstream(202, Some("application/json"), b""));
        assert_eq!(texts(&result), ["HTTP 202 Accepted"]);
    }

    #[test]
    fn images_and_binary() {
        let result = convert(&upstream(200, Some("image/png"), &[0x89, b'P', b'N', b'G']));
        match &result.content[0] {
            ContentBlock::Image(image) => {
                assert_eq!(image.mime_type, "image/png");
                assert_eq!(image.data, "iVBORw==");
            }
            other => panic!("expected an image, got {other:?}"),
        }
        let result = convert(&upstream(
            200,
            Some("application/octet-stream"),
            &[0xff, 0xfe],
        ));
        assert_eq!(result.is_error, Some(false));
        let resource = serde_json::to_value(&result.content[0]).unwrap();
        assert_eq!(
            resource,
            json!({"type": "resource", "resource": {
                "uri": "http://api.test/v1/file",
                "mimeType": "application/octet-stream",
                "blob": "//4="
            }})
        );
        // A cut binary body would not decode: it is described, not sent.
        let mut cut = upstream(200, Some("application/pdf"), &[0xff, 0xfe, 0xfd]);
        cut.truncation = Some(Truncation::Of(10));
        assert_eq!(
            texts(&convert(&cut)),
            [
                "binary response (application/pdf, 3 bytes) not shown",
                "truncated: showing 3 of 10 bytes"
            ]
        );
    }

    #[test]
    fn retry_after_is_seconds_or_a_date() {
        let now = httpdate::parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT").unwrap();
        assert_eq!(parse_retry_after(" 3 ", now), Some(Duration::from_secs(3)));
        assert_eq!(
            parse_retry_after("Sun, 06 Nov 1994 08:50:07 GMT", now),
            Some(Duration::from_secs(30))
        );
        assert_eq!(
            parse_retry_after("Sun, 06 Nov 1994 08:00:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-1", now), None);
    }

    #[test]
    fn truncation_is_stated() {
        let mut cut = upstream(200, Some("application/json"), br#"{"items": [1, 2"#);
        cut.truncation = Some(Truncation::Of(5000));
        let result = convert(&cut);
        assert_eq!(result.is_error, Some(false));
        assert_eq!(result.structured_content, None);
        assert_eq!(
            texts(&result),
            [r#"{"items": [1, 2"#, "truncated: showing 15 of 5000 bytes"]
        );
        cut.truncation = Some(Truncation::AtLeast(20));
        assert_eq!(
            texts(&convert(&cut))[1],
            "truncated: showing 15 of at least 20 bytes"
        );
    }

    #[test]
    fn truncation_inside_a_multibyte_character_keeps_the_valid_prefix() {
        let mut cut = upstream(200, Some("text/plain"), "abé".as_bytes());
        cut.body.pop();
        cut.truncation = Some(Truncation::AtLeast(4));
        assert_eq!(
            texts(&convert(&cut)),
            ["ab", "truncated: showing 3 of at least 4 bytes"]
        );
    }

    #[test]
    fn errors_carry_status_and_trimmed_body() {
        let result = convert(&upstream(
            404,
            Some("application/json"),
            br#"{"message": "pet not found"}"#,
        ));
        assert_eq!(result.is_error, Some(true));
        assert_eq!(result.structured_content, None);
        assert_eq!(
            texts(&result),
            ["HTTP 404 Not Found\n{\"message\": \"pet not found\"}"]
        );

        let long = "x".repeat(5000);
        let result = convert(&upstream(500, Some("text/html"), long.as_bytes()));
        let text = &texts(&result)[0];
        assert!(text.starts_with("HTTP 500 Internal Server Error\nxxx"));
        assert!(text.ends_with("(body trimmed: showing 2000 of 5000 characters)"));
        assert!(text.len() < 2100);

        let result = convert(&upstream(418, None, b""));
        assert_eq!(texts(&result), ["HTTP 418 I'm a teapot"]);
        let result = convert(&upstream(599, None, b""));
        assert_eq!(texts(&result), ["HTTP 599"]);
    }

    #[test]
    fn redirects_and_hints() {
        let result = failure(&upstream(302, None, b""), None);
        assert_eq!(
            texts(&result),
            ["HTTP 302 Found (redirect to another host not followed)"]
        );
        let result = failure(&upstream(304, None, b""), None);
        assert_eq!(texts(&result), ["HTTP 304 Not Modified"]);
        let result = failure(&upstream(401, None, b"no"), Some("hint: set X"));
        assert_eq!(texts(&result), ["HTTP 401 Unauthorized\nno\nhint: set X"]);
    }

    /// A stream still open at the time limit (a watch, an event feed): a stream read keeps
    /// what arrived, any other read fails with the timeout.
    #[tokio::test]
    async fn a_stream_still_open_at_the_time_limit_keeps_what_arrived() {
        use std::io::{Read, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        std::thread::spawn(move || {
            for _ in 0..2 {
                let (mut socket, _) = listener.accept().unwrap();
                let mut request = [0u8; 4096];
                let _ = socket.read(&mut request);
                socket
                    .write_all(
                        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\ndata: 1\n\ndata: 2",
                    )
                    .unwrap();
                socket.flush().unwrap();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_secs(5));
                    drop(socket);
                });
            }
        });
        crate::http::install_crypto_provider();
        let client = reqwest::Client::builder()
            .timeout(Duration::from_millis(500))
            .build()
            .unwrap();
        let url = format!("http://127.0.0.1:{port}/events");
        let response = client.get(&url).send().await.unwrap();
        let upstream = read_capped_stream(response, 1 << 20).await.unwrap();
        assert_eq!(upstream.body, b"data: 1\n\ndata: 2");
        assert_eq!(upstream.truncation, Some(Truncation::Open(16)));
        assert_eq!(
            Truncation::Open(16).note(16),
            "truncated: showing the 16 bytes that arrived before the request's time limit (--timeout-secs) ended a stream that was still open"
        );
        let response = client.get(&url).send().await.unwrap();
        let err = read_capped(response, 1 << 20).await.unwrap_err();
        assert!(err.is_timeout(), "{err}");
    }

    #[tokio::test]
    async fn transport_errors_name_the_problem_not_the_url() {
        // Port 9 on localhost (discard) is closed on test machines; bind and drop a listener to
        // get a port that is certainly closed.
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        drop(listener);
        let err = {
            crate::http::install_crypto_provider();
            reqwest::Client::new()
        }
        .get(format!("http://127.0.0.1:{port}/pets?api_key=s3cret-key"))
        .send()
        .await
        .unwrap_err();
        let result = transport_error(&err, &format!("127.0.0.1:{port}"), Duration::from_secs(30));
        assert_eq!(result.is_error, Some(true));
        let text = &texts(&result)[0];
        assert!(
            text.starts_with(&format!(
                "could not connect to the upstream API at 127.0.0.1:{port}"
            )),
            "{text}"
        );
        assert!(!text.contains("s3cret-key"), "{text}");
    }
}
