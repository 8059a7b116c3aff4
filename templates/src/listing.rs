//! The full tool list as bytes, written from the schemas' compact texts without building a
//! tree: a big API's list is tens of megabytes of JSON (Kubernetes' 1,123 tools: 30 MB), which
//! as `serde_json` trees took most of the server's memory and most of a `tools/list`'s time.
//! Each tool's entry is `serde_json`'s own serialisation of the rmcp tool with its schemas left
//! out, and the schemas written in their places, so the bytes are those rmcp writes for the
//! tree ([`ApiServer::tool_list_json`](super::server::ApiServer::tool_list_json) and the tests
//! hold the two side by side).

use std::sync::Arc;

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
