//! The full tool list as bytes, written from the schemas' compact texts without building a
//! tree: a big API's list is tens of megabytes of JSON (Kubernetes' 1,123 tools: 30 MB), which
//! as `serde_json` trees took most of the server's memory and most of a `tools/list`'s time.
//! Each tool's entry is `serde_json`'s own serialisation of the rmcp tool with its schemas left
//! out, and the schemas written in their places, so the bytes are those rmcp writes for the
//! tree ([`ApiServer::tool_list_json`](super::server::ApiServer::tool_list_json) and the tests
//! hold the two side by side). The transports write them into rmcp's answer, which the handler
//! gives with no tools: stdio under its lock on stdout, HTTP as the answer's body ([`ListBody`]).

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Bytes;
use http_body::Frame;
use rmcp::model::JsonObject;

use super::descriptor::Tool;
use super::schemas::{DefPool, RawSchema, Schemas, mcp_tool};

/// One listed tool: its entry around the schemas, and the schemas.
pub(crate) struct Entry {
    /// Up to and including `"inputSchema":`.
    head: Box<str>,
    /// Between the input schema and the output schema (up to and including `"outputSchema":`),
    /// or everything after the input schema when there is no output schema.
    middle: Box<str>,
    /// After the output schema, when there is one.
    tail: Box<str>,
    input: Arc<RawSchema>,
    output: Option<Arc<RawSchema>>,
}

const INPUT_KEY: &str = r#""inputSchema":"#;
const OUTPUT_KEY: &str = r#""outputSchema":"#;

impl Entry {
    /// The entry of `tool`. The placeholders (`{}`) can only be found at the keys: inside a
    /// string every quote is escaped.
    pub(crate) fn new(
        tool: &Tool,
        input: Arc<RawSchema>,
        output: Option<Arc<RawSchema>>,
    ) -> Result<Entry, String> {
        let empty = Arc::new(JsonObject::new());
        let shell = mcp_tool(
            tool,
            &Schemas {
                input: empty.clone(),
                output: output.as_ref().map(|_| empty),
            },
        );
        let text = serde_json::to_string(&shell)
            .map_err(|err| format!("tool `{}` cannot be listed: {err}", tool.name))?;
        let missing = || {
            format!(
                "tool `{}` cannot be listed: no schema in its entry",
                tool.name
            )
        };
        let (head, rest) = split_at_placeholder(&text, INPUT_KEY).ok_or_else(missing)?;
        let (middle, tail) = match output {
            Some(_) => split_at_placeholder(rest, OUTPUT_KEY).ok_or_else(missing)?,
            None => (rest, ""),
        };
        Ok(Entry {
            head: head.into(),
            middle: middle.into(),
            tail: tail.into(),
            input,
            output,
        })
    }

    /// Appends the entry: the same bytes as `serde_json` writes for the rmcp tool with the
    /// schemas' trees.
    pub(crate) fn write(&self, inputs: &DefPool, outputs: &DefPool, out: &mut Vec<u8>) {
        out.extend_from_slice(self.head.as_bytes());
        self.input.write(inputs, out);
        out.extend_from_slice(self.middle.as_bytes());
        if let Some(output) = &self.output {
            output.write(outputs, out);
            out.extend_from_slice(self.tail.as_bytes());
        }
    }
}

/// `text` split around `key{}`: what comes before, up to and including the key, and what comes
/// after the placeholder.
fn split_at_placeholder<'a>(text: &'a str, key: &str) -> Option<(&'a str, &'a str)> {
    let at = text.find(&format!("{key}{{}}"))?;
    Some((&text[..at + key.len()], &text[at + key.len() + 2..]))
}

/// In an HTTP request's extensions: the transport writes the tools into this request's
/// `tools/list` answer, so the handler answers with none.
#[derive(Clone, Copy, Debug)]
pub struct ToolsWrittenByTransport;

/// Where the tools go in an answer to `tools/list`, as `serde_json` writes it.
const TOOLS: &[u8] = br#""tools":["#;

/// An rmcp answer to `tools/list` with no tools, split where they go: up to and including the
/// tools' `[`, and from their `]` on. `None` when it has no empty tools array (an error
/// answer). The key can only be found where it is one: inside a string every quote is escaped.
pub(crate) fn split_answer(mut answer: Vec<u8>) -> Result<(Vec<u8>, Vec<u8>), Vec<u8>> {
    let at = answer
        .windows(TOOLS.len() + 1)
        .position(|window| window[..TOOLS.len()] == *TOOLS && window[TOOLS.len()] == b']');
    match at {
        Some(at) => {
            let tail = answer.split_off(at + TOOLS.len());
            Ok((answer, tail))
        }
        None => Err(answer),
    }
}

/// What is written at a time while a tool list is written, at most (a little more when one
/// tool is bigger).
pub(crate) const CHUNK: usize = 1 << 20;

/// Appends the listed tool at an index as JSON (the server's `write_entry`).
type WriteEntry = Box<dyn Fn(usize, &mut Vec<u8>) + Send + Sync>;

/// rmcp's answer to `tools/list` with the tools written into it, a chunk at a time: what both
/// transports write (stdio through its buffer, HTTP as [`ListBody`]'s frames).
pub(crate) struct ListChunks {
    write: WriteEntry,
    /// The entries still to write (those the caller may see).
    entries: std::vec::IntoIter<usize>,
    head: Option<Vec<u8>>,
    tail: Option<Vec<u8>>,
    first: bool,
}

impl ListChunks {
    /// `head` (up to the tools' `[`), the entries at `entries` written by `write`, then `tail`
    /// (from their `]` on).
    pub(crate) fn new(
        write: impl Fn(usize, &mut Vec<u8>) + Send + Sync + 'static,
        entries: Vec<usize>,
        head: Vec<u8>,
        tail: Vec<u8>,
    ) -> Self {
        ListChunks {
            write: Box::new(write),
            entries: entries.into_iter(),
            head: Some(head),
            tail: Some(tail),
            first: true,
        }
    }

    /// Appends the next chunk to `out` (about [`CHUNK`] bytes, the last one shorter); `false`
    /// once everything was written.
    pub(crate) fn fill(&mut self, out: &mut Vec<u8>) -> bool {
        if self.tail.is_none() {
            return false;
        }
        if let Some(head) = self.head.take() {
            out.extend_from_slice(&head);
        }
        for index in self.entries.by_ref() {
            if !std::mem::take(&mut self.first) {
                out.push(b',');
            }
            (self.write)(index, out);
            if out.len() >= CHUNK {
                return true;
            }
        }
        out.extend(self.tail.take().unwrap_or_default());
        true
    }
}

/// The body of an HTTP answer to `tools/list`: its chunks as the connection takes them.
pub(crate) struct ListBody(pub(crate) ListChunks);

impl http_body::Body for ListBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let mut chunk = Vec::with_capacity(CHUNK);
        Poll::Ready(
            self.0
                .fill(&mut chunk)
                .then(|| Ok(Frame::data(chunk.into()))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(mut chunks: ListChunks) -> (Vec<u8>, usize) {
        let (mut out, mut count) = (Vec::new(), 0);
        let mut chunk = Vec::new();
        while chunks.fill(&mut chunk) {
            out.append(&mut chunk);
            count += 1;
        }
        assert!(!chunks.fill(&mut chunk), "filled after the end");
        (out, count)
    }

    #[test]
    fn chunks_hold_head_entries_with_commas_and_tail() {
        let write = |entry: usize, out: &mut Vec<u8>| out.extend(entry.to_string().bytes());
        let chunks = |entries| ListChunks::new(write, entries, b"[".to_vec(), b"]".to_vec());
        assert_eq!(all(chunks(Vec::new())), (b"[]".to_vec(), 1));
        assert_eq!(all(chunks(vec![3, 1, 2])), (b"[3,1,2]".to_vec(), 1));
        // An entry of a chunk's size ends each chunk; the tail comes after the last.
        let big = |_: usize, out: &mut Vec<u8>| out.resize(out.len() + CHUNK, b'x');
        let (out, count) = all(ListChunks::new(
            big,
            vec![0, 1],
            b"[".to_vec(),
            b"]".to_vec(),
        ));
        assert_eq!((out.len(), count), (2 * CHUNK + 3, 3));
        assert_eq!(
            (out[0], out[CHUNK + 1], out[out.len() - 1]),
            (b'[', b',', b']')
        );
    }
}
