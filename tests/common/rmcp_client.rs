//! The rmcp client the end-to-end tests drive generated servers with, over stdio.

use std::path::Path;

use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::RunningService;
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};
use rmcp::{RoleClient, ServiceExt};
use serde_json::Value;

pub type Client = RunningService<RoleClient, ()>;

/// Starts the server `bin` with `args` and the environment variables `env`, after `configure`
/// has set up its command (log level, variables it must not inherit), and initializes an MCP
/// session with it.
pub async fn connect(
    bin: &Path,
    args: &[&str],
    env: &[(&str, String)],
    configure: impl FnOnce(&mut tokio::process::Command),
) -> Client {
    let env: Vec<(String, String)> = env
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    let transport = TokioChildProcess::new(tokio::process::Command::new(bin).configure(|cmd| {
        configure(cmd);
        cmd.args(args).envs(env);
    }))
    .expect("spawn server");
    ().serve(transport).await.expect("MCP initialize")
}

/// `tools/call` of `tool` with `args` (an object).
pub async fn call(client: &Client, tool: &str, args: Value) -> CallToolResult {
    let Value::Object(args) = args else {
        panic!("arguments must be an object")
    };
    client
        .call_tool(CallToolRequestParams::new(tool.to_string()).with_arguments(args))
        .await
        .expect("tools/call")
}

/// The text content of a result, its parts joined by newlines.
pub fn text_of(result: &CallToolResult) -> String {
    result
        .content
        .iter()
        .filter_map(|c| c.as_text().map(|t| t.text.clone()))
        .collect::<Vec<_>>()
        .join("\n")
}
