//! The audit trail: one structured line per `tools/call`, saying who called which tool, with
//! what hints, what was decided and what the API answered; never a secret.

use std::time::Instant;

use rmcp::model::JsonObject;
use serde_json::Value;

use super::descriptor::Tool;
use super::scopes::Caller;

/// What became of a `tools/call`, as the audit line says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Sent upstream.
    Allowed,
    /// Sent upstream after the user accepted (`--confirm`).
    Confirmed,
    /// Outside the caller's scopes.
    RefusedScope,
    /// Refused by the server-wide flags (`--read-only`, `--tools`, ...) or its setup.
    RefusedPolicy,
    /// Arguments that do not fit the tool's schema.
    Invalid,
    /// `--confirm` and the user declined or cancelled, or could not be asked.
    NotConfirmed,
    /// `--confirm` on MCP 2026-07-28: the question went back to the client, nothing was sent
    /// yet; the retry with the answer makes a line of its own.
    Asked,
}

impl Decision {
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Allowed => "allowed",
            Decision::Confirmed => "confirmed",
            Decision::RefusedScope => "refused: scope",
            Decision::RefusedPolicy => "refused: policy",
            Decision::Invalid => "refused: invalid arguments",
            Decision::NotConfirmed => "not confirmed",
            Decision::Asked => "asked for confirmation",
        }
    }
}

/// One audit line's facts.
pub(crate) struct Audit<'a> {
    pub(crate) tool: &'static Tool,
    pub(crate) caller: Option<&'a Caller>,
    pub(crate) decision: Decision,
    /// The upstream HTTP status, or `refused`, `invalid`, `not-confirmed`, `input-required`
    /// (asked for confirmation), `error` (transport failure), `403` (refused by the HTTP
    /// transport).
    pub(crate) status: &'a str,
    pub(crate) attempts: u32,
    pub(crate) started: Instant,
    pub(crate) arguments: Option<&'a JsonObject>,
    /// The W3C trace id of the call (the caller's, or a new one), to find the API's side.
    pub(crate) trace_id: Option<&'a str>,
}

/// The audit trail: one line per `tools/call` (JSON with `--log-format json`): the
/// caller's label (never its token), the tool and its hints, the decision, the upstream
/// status, how many HTTP requests it took and how long. Argument values only with
/// `--audit-arguments` (they may hold personal data); URLs and headers never.
pub(crate) fn record(audit: &Audit<'_>, with_arguments: bool) {
    let tool = audit.tool;
    let arguments = match (with_arguments, audit.arguments) {
        (true, Some(arguments)) => Some(Value::Object(arguments.clone()).to_string()),
        _ => None,
    };
    tracing::info!(
        caller = audit.caller.map_or("-", |c| c.label.as_str()),
        tool = tool.name,
        method = tool.method.as_str(),
        read_only = tool.hints.read_only,
        destructive = tool.hints.destructive,
        idempotent = tool.hints.idempotent,
        open_world = tool.hints.open_world,
        decision = audit.decision.as_str(),
        status = audit.status,
        attempts = audit.attempts,
        duration_ms = audit.started.elapsed().as_millis() as u64,
        arguments,
        trace_id = audit.trace_id,
        "tools/call"
    );
}
