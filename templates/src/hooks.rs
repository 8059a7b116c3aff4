//! The extension points a generated server offers to hand-written code: the user's
//! `src/hooks.rs` (written once by the generator, never overwritten) implements [`Hooks`] and
//! overrides only the methods it needs.

use rmcp::model::CallToolResult;

use super::descriptor::Tool;

/// Customisation of every upstream call. Both methods default to "change nothing".
///
/// The server calls the hooks from many tasks at once, hence `Send + Sync`.
pub trait Hooks: Send + Sync + 'static {
    /// Adjusts the HTTP request just before it is sent, after the runtime has set the URL,
    /// the parameters, the body and the credentials configured through environment variables.
    ///
    /// Use it for what the OpenAPI document does not describe: extra headers (a tenant id, a
    /// request id), a custom authentication scheme (HMAC signatures, tokens from a vault), or
    /// per-tool tweaks (match on `tool.name`).
    ///
    /// Values added here are not logged by the runtime, but keep secrets out of anything that
    /// could be echoed into a tool result.
    fn prepare_request(
        &self,
        tool: &'static Tool,
        request: reqwest::RequestBuilder,
    ) -> reqwest::RequestBuilder {
        let _ = tool;
        request
    }

    /// Reshapes the result of an upstream call before it goes back to the MCP client: drop
    /// noisy fields, add a summary for the model, turn a vendor error format into a clearer
    /// message.
    ///
    /// It sees every result that came from an upstream call (successes, HTTP errors, transport
    /// errors), but not refusals by the tool policy, argument validation failures or a failure
    /// to get an OAuth2 token, which never reach the upstream API. Known credentials are removed
    /// from the result after this hook.
    fn shape_result(&self, tool: &'static Tool, result: CallToolResult) -> CallToolResult {
        let _ = tool;
        result
    }
}

/// Hooks that change nothing: for tests and for servers without a `src/hooks.rs`.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoHooks;

impl Hooks for NoHooks {}
