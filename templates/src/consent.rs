//! Consent (`--confirm`): the question the user is asked through MCP elicitation before a tool
//! call is sent, showing the exact request, and the rule that only an explicit accept lets the
//! call through.

use std::time::Duration;

use rmcp::RoleServer;
use rmcp::model::{
    CallToolResult, ContentBlock, ElicitRequestParams, ElicitationAction, ElicitationSchema,
};
use rmcp::service::{ElicitationMode, Peer};

use super::descriptor::Tool;
use super::request::HttpRequest;
use super::settings::Confirm;

/// How long the user has to answer a `--confirm` question.
const CONSENT_TIMEOUT: Duration = Duration::from_secs(600);

/// How much of a request body the consent question shows.
const CONSENT_BODY_CHARS: usize = 4000;

/// What the consent question shows: the tool, and the exact request it will send (method, the
/// fully rendered URL, and the body), before any credential is added to it.
pub fn consent_message(tool: &Tool, request: &HttpRequest) -> String {
    let mut message = format!(
        "Allow the tool `{}` ({}) to send this request?\n\n{} {}",
        tool.name,
        tool.title,
        tool.method.as_str(),
        request.url_text()
    );
    for header in request.headers.iter().filter(|h| !h.sensitive) {
        message.push_str(&format!("\n{}: {}", header.name, header.value));
    }
    if let Some(body) = &request.body {
        message.push_str(&format!("\ncontent-type: {}\n\n", body.content_type));
        match std::str::from_utf8(&body.bytes) {
            Ok(text) if text.chars().count() > CONSENT_BODY_CHARS => {
                let shown: String = text.chars().take(CONSENT_BODY_CHARS).collect();
                message.push_str(&shown);
                message.push_str(&format!(
                    "\n(body trimmed: showing {CONSENT_BODY_CHARS} of {} characters)",
                    text.chars().count()
                ));
            }
            Ok(text) => message.push_str(text),
            Err(_) => message.push_str(&format!("({} bytes of binary data)", body.bytes.len())),
        }
    }
    let effect = if tool.hints.destructive {
        "It may overwrite or delete data."
    } else {
        "It may change data."
    };
    message.push_str(&format!(
        "\n\n{effect} Accept to send it; decline or cancel to stop."
    ));
    message
}

/// Asks the user, through the MCP client (elicitation), whether to send this request. Only
/// an explicit accept lets it through; a decline, a cancel, an error, or a client that
/// cannot ask (no elicitation capability) all refuse.
pub(crate) async fn ask(
    confirm: Confirm,
    peer: Option<&Peer<RoleServer>>,
    tool: &'static Tool,
    request: &HttpRequest,
) -> Result<(), CallToolResult> {
    let mode = confirm.as_str();
    let refuse = |why: String| {
        CallToolResult::error(vec![ContentBlock::text(format!(
            "refused: tool `{}` needs the user's confirmation on this server (--confirm \
             {mode}), and {why}; no request was sent",
            tool.name
        ))])
    };
    let Some(peer) = peer else {
        return Err(refuse("there is no MCP client to ask".to_string()));
    };
    if !peer
        .supported_elicitation_modes()
        .contains(&ElicitationMode::Form)
    {
        return Err(refuse(
            "the MCP client does not support elicitation (it cannot ask the user)".to_string(),
        ));
    }
    let params = ElicitRequestParams::FormElicitationParams {
        meta: None,
        message: consent_message(tool, request),
        // No fields: the question is the message, the answer is accept, decline or cancel.
        requested_schema: ElicitationSchema::new(Default::default()),
    };
    match peer
        .create_elicitation_with_timeout(params, Some(CONSENT_TIMEOUT))
        .await
    {
        Ok(answer) if answer.action == ElicitationAction::Accept => Ok(()),
        Ok(answer) => {
            let action = match answer.action {
                ElicitationAction::Decline => "declined",
                _ => "cancelled",
            };
            Err(refuse(format!("the user {action}")))
        }
        Err(err) => Err(refuse(format!("asking the user failed ({err})"))),
    }
}
