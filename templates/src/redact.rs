//! The last step of every tool call: known secrets (the configured credentials, the OAuth2
//! tokens fetched, and the caller's forwarded credential) are scrubbed from every text block
//! and every string of the structured content, in case the API echoed them back.

use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::Value;

use super::auth::Credentials;
use super::secret::Secret;

/// Scrubs known secrets from every text block and every string of the structured content.
pub(crate) fn redact_result(
    credentials: &Credentials,
    mut result: CallToolResult,
) -> CallToolResult {
    if !credentials.has_secrets() {
        return result;
    }
    for block in &mut result.content {
        if let ContentBlock::Text(text) = block {
            text.text = credentials.redact(&text.text);
        }
    }
    if let Some(structured) = result.structured_content.as_mut() {
        redact_value(credentials, structured);
    }
    result
}

fn redact_value(credentials: &Credentials, value: &mut Value) {
    match value {
        Value::String(text) => *text = credentials.redact(text),
        Value::Array(items) => items
            .iter_mut()
            .for_each(|item| redact_value(credentials, item)),
        Value::Object(object) => object
            .values_mut()
            .for_each(|item| redact_value(credentials, item)),
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// The caller's forwarded credential, as sent and without its scheme word, scrubbed from a
/// result like the configured secrets are.
pub(crate) fn redact_forwarded(forwarded: &Secret, result: &mut CallToolResult) {
    let whole = forwarded.expose();
    let token = whole
        .split_once(' ')
        .map_or(whole, |(_, token)| token.trim());
    let mut secrets: Vec<&str> = vec![whole, token];
    secrets.retain(|s| s.len() >= 4);
    let scrub = |text: &str| {
        secrets
            .iter()
            .fold(text.to_string(), |text, secret| text.replace(secret, "***"))
    };
    for block in &mut result.content {
        if let Some(text) = block.as_text() {
            let cleaned = scrub(&text.text);
            *block = ContentBlock::text(cleaned);
        }
    }
    if let Some(structured) = result.structured_content.as_mut() {
        scrub_value(structured, &scrub);
    }
}

fn scrub_value(value: &mut Value, scrub: &dyn Fn(&str) -> String) {
    match value {
        Value::String(text) => *text = scrub(text),
        Value::Array(items) => items.iter_mut().for_each(|item| scrub_value(item, scrub)),
        Value::Object(object) => object
            .values_mut()
            .for_each(|item| scrub_value(item, scrub)),
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}
