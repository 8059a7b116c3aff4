//! Streamed success responses: a tool whose 2xx response is a sequential media type (OpenAPI
//! 3.2 `itemSchema`) gets its body, read up to the response cap like any other, split into
//! items, and returned as the structured content `{"items": [...]}` plus the same JSON as text.
//!
//! | stream | one item |
//! |---|---|
//! | JSON Lines (`application/jsonl`, `application/x-ndjson`) | each non-blank line (a CR before the LF is dropped) |
//! | JSON text sequence (`application/json-seq`, RFC 7464) | each non-blank record, split at 0x1E |
//! | server-sent events (`text/event-stream`) | each event with at least one `data` line: `{data, event?, id?, retry?}` |
//!
//! An item is the JSON value it holds; one that does not parse as JSON is kept as a string,
//! never dropped. An SSE event's `data` lines are joined with `\n`, and `data` is the parsed
//! JSON value when it parses, else the text (`[DONE]`); comments (`:` lines) and unknown fields
//! are ignored, and lines may end in CRLF, LF or CR (the WHATWG HTML rules). A body cut at the
//! cap keeps the complete items read so far (the last, incomplete line, record or event is left
//! out) and says so in a text block; so does a stream still open when the time limit ended
//! reading ([`read_capped_stream`](super::response::read_capped_stream)); a body that simply
//! ended keeps its last item.

use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::{Map, Value, json};

use super::descriptor::{Stream, StreamKind};
use super::response::{self, Upstream};

/// The tool result for a 2xx answer of a streaming tool. The answer's own `Content-Type` picks
/// the splitter when it names a stream (else the tool's kind when it names none); an answer of
/// another type (a JSON error document, HTML) is converted like any other.
pub fn convert(stream: Stream, upstream: &Upstream) -> CallToolResult {
    let kind = match upstream.content_type.as_deref() {
        None => stream.kind,
        Some(content_type) => {
            let essence = content_type.split(';').next().unwrap_or("").trim();
            match StreamKind::for_media_essence(essence) {
                Some(kind) => kind,
                None if essence.is_empty() => stream.kind,
                None => return response::convert(upstream),
            }
        }
    };
    let cut = upstream.truncation.is_some();
    let items = split(kind, &upstream.body, cut);
    let count = items.len();
    let mut result = CallToolResult::structured(json!({ "items": items }));
    if let Some(truncation) = upstream.truncation {
        let noun = if count == 1 { "item" } else { "items" };
        result.content.push(ContentBlock::text(format!(
            "{}; `items` holds the {count} complete {noun} before the cut",
            truncation.note(upstream.body.len())
        )));
    }
    result
}

/// The items of a stream body; `cut`: the body was cut at the cap, so its unterminated end is
/// incomplete and left out.
pub fn split(kind: StreamKind, body: &[u8], cut: bool) -> Vec<Value> {
    match kind {
        StreamKind::JsonLines => json_lines(body, cut),
        StreamKind::JsonSeq => json_seq(body, cut),
        StreamKind::EventStream => event_stream(body, cut),
    }
}

/// The JSON value an item holds, or its text when it is not JSON.
fn json_item(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned()))
}

fn is_blank(bytes: &[u8]) -> bool {
    bytes.iter().all(u8::is_ascii_whitespace)
}

fn json_lines(body: &[u8], cut: bool) -> Vec<Value> {
    let mut lines: Vec<&[u8]> = body.split(|b| *b == b'\n').collect();
    if cut {
        // What follows the last LF: empty when the cut fell after one, else a partial line.
        lines.pop();
    }
    lines
        .into_iter()
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .filter(|line| !is_blank(line))
        .map(json_item)
        .collect()
}

/// RFC 7464 records each start with RS (0x1E) and end with LF; what comes before the first
/// RS is kept too, when it is not blank.
fn json_seq(body: &[u8], cut: bool) -> Vec<Value> {
    let mut records: Vec<&[u8]> = body.split(|b| *b == 0x1E).collect();
    if cut && records.last().is_some_and(|last| !last.ends_with(b"\n")) {
        records.pop();
    }
    records
        .into_iter()
        .filter(|record| !is_blank(record))
        .map(|record| json_item(record.trim_ascii()))
        .collect()
}

/// The lines of an event stream (CRLF, LF or CR end a line) and what follows the last line
/// end (empty when the text ends with one).
fn sse_lines(text: &str) -> (Vec<&str>, &str) {
    let mut lines = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                lines.push(&text[start..i]);
                start = i + 1;
            }
            b'\r' => {
                lines.push(&text[start..i]);
                if bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    (lines, &text[start..])
}

/// One event being read.
#[derive(Default)]
struct Event<'t> {
    data: Vec<&'t str>,
    event: Option<&'t str>,
    id: Option<&'t str>,
    retry: Option<u64>,
}

impl Event<'_> {
    /// The item, when the event had a `data` line (HTML dispatches no event without one).
    fn take(&mut self) -> Option<Value> {
        let event = std::mem::take(self);
        if event.data.is_empty() {
            return None;
        }
        let data = event.data.join("\n");
        let mut item = Map::new();
        item.insert(
            "data".into(),
            serde_json::from_str(&data).unwrap_or(Value::String(data)),
        );
        if let Some(name) = event.event {
            item.insert("event".into(), json!(name));
        }
        if let Some(id) = event.id {
            item.insert("id".into(), json!(id));
        }
        if let Some(retry) = event.retry {
            item.insert("retry".into(), json!(retry));
        }
        Some(Value::Object(item))
    }
}

fn event_stream(body: &[u8], cut: bool) -> Vec<Value> {
    let text = String::from_utf8_lossy(body);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let (lines, rest) = sse_lines(text);
    let mut items = Vec::new();
    let mut event = Event::default();
    let last = (!cut && !rest.is_empty()).then_some(rest);
    for line in lines.into_iter().chain(last) {
        if line.is_empty() {
            items.extend(event.take());
            continue;
        }
        if line.starts_with(':') {
            continue;
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        match field {
            "data" => event.data.push(value),
            "event" => event.event = Some(value),
            "id" if !value.contains('\0') => event.id = Some(value),
            "retry" if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
                event.retry = value.parse().ok();
            }
            _ => {}
        }
    }
    // A cut stream's last event may be missing lines; one that simply ended is complete.
    if !cut {
        items.extend(event.take());
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::response::Truncation;

    fn upstream(content_type: Option<&str>, body: &[u8]) -> Upstream {
        Upstream {
            status: 200,
            content_type: content_type.map(str::to_string),
            body: body.to_vec(),
            truncation: None,
            retry_after: None,
            uri: "http://api.test/v1/events".to_string(),
        }
    }

    const LINES: Stream = Stream {
        kind: StreamKind::JsonLines,
        media_type: "application/jsonl",
    };

    fn texts(result: &CallToolResult) -> Vec<String> {
        result
            .content
            .iter()
            .map(|c| c.as_text().map_or("<not text>".into(), |t| t.text.clone()))
            .collect()
    }

    #[test]
    fn json_lines_one_value_per_non_blank_line() {
        let body = b"{\"a\":1}\r\n\n  \n[1,2]\n\"x\"\nnot json\n42";
        assert_eq!(
            split(StreamKind::JsonLines, body, false),
            [
                json!({"a": 1}),
                json!([1, 2]),
                json!("x"),
                json!("not json"),
                json!(42)
            ]
        );
        // Cut at the cap: the partial last line is left out, a line ended before the cut is not.
        let body = b"{\"a\":1}\n{\"b\":2}\n{\"c\":";
        assert_eq!(
            split(StreamKind::JsonLines, body, true),
            [json!({"a": 1}), json!({"b": 2})]
        );
        assert_eq!(
            split(StreamKind::JsonLines, b"{\"a\":1}\r\n", true),
            [json!({"a": 1})]
        );
        assert_eq!(
            split(StreamKind::JsonLines, b"{\"a\":1}", true),
            [] as [Value; 0]
        );
        assert_eq!(split(StreamKind::JsonLines, b"", false), [] as [Value; 0]);
    }

    #[test]
    fn json_seq_records_split_at_record_separators() {
        let body = b"\x1e{\"a\":1}\n\x1e\n\x1e[1]\n\x1e{bad\n";
        assert_eq!(
            split(StreamKind::JsonSeq, body, false),
            [json!({"a": 1}), json!([1]), json!("{bad")]
        );
        // Cut inside a record (no LF yet): left out; a record ended by LF is complete.
        let body = b"\x1e{\"a\":1}\n\x1e{\"b\":";
        assert_eq!(split(StreamKind::JsonSeq, body, true), [json!({"a": 1})]);
        assert_eq!(
            split(StreamKind::JsonSeq, b"\x1e{\"a\":1}\n", true),
            [json!({"a": 1})]
        );
        // Text before the first separator is not lost.
        assert_eq!(
            split(StreamKind::JsonSeq, b"junk\x1e1\n", false),
            [json!("junk"), json!(1)]
        );
    }

    #[test]
    fn event_stream_events_fields_and_comments() {
        let body = ": a comment\n\
                    event: update\n\
                    id: 7\n\
                    retry: 3000\n\
                    data: {\"a\":\n\
                    data: 1}\n\
                    \n\
                    data:[DONE]\n\
                    \n\
                    event: ping\n\
                    \n\
                    data\n\
                    \n\
                    retry: soon\n\
                    unknown: x\n\
                    data:  two spaces\n\n";
        assert_eq!(
            split(StreamKind::EventStream, body.as_bytes(), false),
            [
                json!({"data": {"a": 1}, "event": "update", "id": "7", "retry": 3000}),
                json!({"data": "[DONE]"}),
                json!({"data": ""}),
                json!({"data": " two spaces"}),
            ]
        );
    }

    #[test]
    fn event_stream_line_ends_and_the_end_of_the_body() {
        // CRLF and CR alone end lines too; a byte order mark at the start is not a field.
        let body = b"\xef\xbb\xbfdata: 1\r\n\r\ndata: a\rdata: b\r\rdata: last";
        assert_eq!(
            split(StreamKind::EventStream, body, false),
            [
                json!({"data": 1}),
                json!({"data": "a\nb"}),
                json!({"data": "last"})
            ]
        );
        // Cut at the cap: the event not yet ended by a blank line is left out.
        let body = b"data: 1\n\ndata: 2\n";
        assert_eq!(
            split(StreamKind::EventStream, body, true),
            [json!({"data": 1})]
        );
        let body = b"data: 1\n\ndata: {\"long";
        assert_eq!(
            split(StreamKind::EventStream, body, true),
            [json!({"data": 1})]
        );
    }

    /// The request asks for the stream's media type, unless a header parameter names `Accept`.
    #[test]
    fn a_streaming_tool_asks_for_its_stream() {
        use crate::descriptor::{Location, Method};
        use crate::request::{self, DEFAULT_ACCEPT};
        use crate::tests::{args, base, param, tool};

        static PLAIN: crate::descriptor::Tool = tool(Method::Get, "/logs", &[], None);
        static LOGS: crate::descriptor::Tool = crate::descriptor::Tool {
            stream: Some(LINES),
            ..tool(
                Method::Get,
                "/logs",
                &[param("accept", "Accept", Location::Header)],
                None,
            )
        };
        let built = |tool: &'static crate::descriptor::Tool, value| {
            let request = request::build(&base(), tool, &args(value)).unwrap();
            request
                .to_reqwest(&reqwest::Client::new(), &base())
                .unwrap()
                .build()
                .unwrap()
        };
        crate::http::install_crypto_provider();
        let sent = built(&LOGS, json!({}));
        assert_eq!(sent.headers()["accept"], "application/jsonl");
        assert_eq!(sent.headers().get_all("accept").iter().count(), 1);
        let sent = built(&LOGS, json!({"accept": "text/plain"}));
        assert_eq!(sent.headers()["accept"], "text/plain");
        assert_eq!(built(&PLAIN, json!({})).headers()["accept"], DEFAULT_ACCEPT);
    }

    #[test]
    fn items_are_structured_content_and_a_cut_says_so() {
        let result = convert(
            LINES,
            &upstream(Some("application/jsonl"), b"1\n{\"a\":2}\n"),
        );
        assert_eq!(result.is_error, Some(false));
        assert_eq!(
            result.structured_content,
            Some(json!({"items": [1, {"a": 2}]}))
        );
        assert_eq!(texts(&result), [r#"{"items":[1,{"a":2}]}"#]);

        // The answer's own type picks the splitter, or the tool's when it names none.
        let sse = convert(
            LINES,
            &upstream(Some("text/event-stream; charset=utf-8"), b"data: 1\n\n"),
        );
        assert_eq!(
            sse.structured_content,
            Some(json!({"items": [{"data": 1}]}))
        );
        let untyped = convert(LINES, &upstream(None, b"1\n2\n"));
        assert_eq!(untyped.structured_content, Some(json!({"items": [1, 2]})));
        let empty = convert(LINES, &upstream(None, b""));
        assert_eq!(empty.structured_content, Some(json!({"items": []})));
        // Another type is answered as usual.
        let object = convert(
            LINES,
            &upstream(Some("application/json"), b"{\"error\":\"x\"}"),
        );
        assert_eq!(object.structured_content, Some(json!({"error": "x"})));
        let html = convert(LINES, &upstream(Some("text/html"), b"<p>hi</p>"));
        assert_eq!(html.structured_content, None);

        let mut cut = upstream(Some("application/x-ndjson"), b"1\n2\n{\"a\"");
        cut.truncation = Some(Truncation::Of(100));
        let result = convert(LINES, &cut);
        assert_eq!(result.is_error, Some(false));
        assert_eq!(result.structured_content, Some(json!({"items": [1, 2]})));
        assert_eq!(
            texts(&result),
            [
                r#"{"items":[1,2]}"#,
                "truncated: showing 8 of 100 bytes; `items` holds the 2 complete items before the cut"
            ]
        );
    }
}
