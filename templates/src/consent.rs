//! Consent (`--confirm`): the question the user is asked before a tool call is sent, showing the
//! exact request, and the rule that only an explicit accept lets the call through.
//!
//! The client's protocol revision decides how the question travels:
//! * up to 2025-11-25 the server asks the client on its session (an elicitation request);
//! * from 2026-07-28 there are no server-to-client requests: the call returns an
//!   `InputRequiredResult` with the question and a sealed `requestState`, and the client calls
//!   again with the user's answer and the state, possibly on another replica. The state is
//!   sealed (HMAC, rmcp's `RequestStateCodec`) to the tool, a digest of the canonical
//!   arguments, the caller and an expiry, and an accepted state is redeemed once per process.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ring::rand::{SecureRandom, SystemRandom};
use rmcp::RoleServer;
use rmcp::model::{
    CallToolResult, ContentBlock, ElicitRequestParams, ElicitResult, ElicitationAction,
    ElicitationSchema, InputRequest, InputRequests, InputRequiredResult, InputResponses,
    JsonObject, Request, RequestStateCodec, SealOptions,
};
use rmcp::service::{ElicitationMode, Peer};
use serde_json::Value;

use super::descriptor::{Location, Method, Tool};
use super::encoding::encode_hex;
use super::request::HttpRequest;
use super::secret::Secret;
use super::settings::Confirm;

/// How long the user has to answer a `--confirm` question on a session (before 2026-07-28).
const CONSENT_TIMEOUT: Duration = Duration::from_secs(600);

/// How much of a request body the consent question shows.
const CONSENT_BODY_CHARS: usize = 4000;

/// The name of the one input request of a confirmation round trip.
pub const QUESTION: &str = "confirm";

/// How many redeemed confirmations a process remembers at most. Each entry is forgotten when
/// its state expires; a process that would have to forget one sooner refuses instead.
const MAX_REDEEMED: usize = 100_000;

/// Bytes of randomness that make each sealed state unique (and redeemable once).
const NONCE_LEN: usize = 16;

/// The shortest key `<PREFIX>_MCP_REQUEST_STATE_KEY` accepts (rmcp's minimum for HMAC-SHA256).
pub const MIN_KEY_BYTES: usize = RequestStateCodec::MIN_KEY_LENGTH;

/// The one answer a client gets for any state that does not verify: forged, tampered with,
/// expired, already used, or made for another tool, other arguments or another caller. Which
/// one it was goes to the log only, as rmcp's codec advises.
const UNVERIFIED: &str = "the confirmation sent back could not be verified (it may have \
    expired, been used already, or been given for another call); call the tool again to be \
    asked again";

/// What the question shows: the tool, what it may do, and the exact request it will send
/// (method, the fully rendered URL, headers and body), before any credential is added to it.
/// Strings from the spec and from the arguments are shown as data: control characters are
/// escaped, argument values are written as JSON.
pub fn consent_message(tool: &Tool, request: &HttpRequest, args: &JsonObject) -> String {
    let mut message = format!(
        "Allow the tool `{}` ({}) to send this request?\n\n{} {}",
        tool.name,
        printable(tool.title),
        tool.method.as_str(),
        printable(&request.url_text())
    );
    message.push_str(&format!(
        "\n(operation {} {}; {})",
        tool.method.as_str(),
        printable(tool.path),
        hints_text(tool)
    ));
    let affected: Vec<String> = tool
        .params
        .iter()
        .filter(|p| p.location == Location::Path)
        .filter_map(|p| Some(format!("{} = {}", p.arg, json_text(args.get(p.arg)?))))
        .collect();
    if !affected.is_empty() {
        message.push_str(&format!("\nAffects: {}", affected.join(", ")));
    }
    let bulk = bulk_counts(args);
    if !bulk.is_empty() {
        message.push_str(&format!("\nIn bulk: {}", bulk.join(", ")));
    }
    for header in request.headers.iter().filter(|h| !h.sensitive) {
        message.push_str(&format!(
            "\n{}: {}",
            printable(&header.name),
            printable(&header.value)
        ));
    }
    if let Some(body) = &request.body {
        message.push_str(&format!(
            "\ncontent-type: {}\n\n",
            printable(&body.content_type)
        ));
        match std::str::from_utf8(&body.bytes) {
            Ok(text) if text.chars().count() > CONSENT_BODY_CHARS => {
                let shown: String = text.chars().take(CONSENT_BODY_CHARS).collect();
                message.push_str(&printable_block(&shown));
                message.push_str(&format!(
                    "\n(body trimmed: showing {CONSENT_BODY_CHARS} of {} characters)",
                    text.chars().count()
                ));
            }
            Ok(text) => message.push_str(&printable_block(text)),
            Err(_) => message.push_str(&format!("({} bytes of binary data)", body.bytes.len())),
        }
    }
    let effect = match (tool.method, tool.hints.destructive) {
        (Method::Delete, _) => "It deletes what it names; this cannot be undone.",
        (_, true) => "It may overwrite or delete data; this cannot be undone.",
        (_, false) => "It may change data.",
    };
    message.push_str(&format!(
        "\n\n{effect} Accept to send it; decline or cancel to stop."
    ));
    message
}

fn hints_text(tool: &Tool) -> String {
    let hints = tool.hints;
    let mut words = vec![match (hints.read_only, hints.destructive) {
        (true, _) => "read-only",
        (false, true) => "destructive",
        (false, false) => "changes data, not destructive",
    }];
    if hints.idempotent {
        words.push("idempotent");
    }
    if hints.open_world {
        words.push("open world");
    }
    words.join(", ")
}

/// The arrays among the arguments (and one level inside an object argument, such as a body),
/// with how many items each holds: a call on 500 ids should not read like a call on one.
fn bulk_counts(args: &JsonObject) -> Vec<String> {
    let mut counts = Vec::new();
    for (name, value) in args {
        match value {
            Value::Array(items) => counts.push(format!(
                "`{}`: {}",
                printable(name),
                items_text(items.len())
            )),
            Value::Object(fields) => {
                for (field, value) in fields {
                    if let Value::Array(items) = value {
                        counts.push(format!(
                            "`{}.{}`: {}",
                            printable(name),
                            printable(field),
                            items_text(items.len())
                        ));
                    }
                }
            }
            _ => {}
        }
    }
    counts
}

fn items_text(count: usize) -> String {
    match count {
        1 => "1 item".to_string(),
        n => format!("{n} items"),
    }
}

fn json_text(value: &Value) -> String {
    // JSON escapes every control character; it cannot break the message's lines.
    serde_json::to_string(value).unwrap_or_default()
}

/// One line of text with control characters escaped.
fn printable(text: &str) -> String {
    escape_controls(text, &[])
}

/// A block of text (a body): line breaks and tabs kept, other control characters escaped.
fn printable_block(text: &str) -> String {
    escape_controls(text, &['\n', '\t', '\r'])
}

fn escape_controls(text: &str, keep: &[char]) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && !keep.contains(&c) {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

fn refusal(tool: &Tool, confirm: Confirm, why: &str) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(format!(
        "refused: tool `{}` needs the user's confirmation on this server (--confirm {}), and \
         {why}; no request was sent",
        tool.name,
        confirm.as_str()
    ))])
}

/// The question as an elicitation form: no fields, so the answer is accept, decline or cancel.
fn question(message: String) -> ElicitRequestParams {
    ElicitRequestParams::FormElicitationParams {
        meta: None,
        message,
        requested_schema: ElicitationSchema::new(Default::default()),
    }
}

/// Asks the user on the client's session (protocol revisions up to 2025-11-25). Only an
/// explicit accept lets the call through; a decline, a cancel, an error, or a client that
/// cannot ask (no elicitation capability) all refuse.
pub(crate) async fn ask_on_session(
    confirm: Confirm,
    peer: Option<&Peer<RoleServer>>,
    tool: &'static Tool,
    message: String,
) -> Result<(), CallToolResult> {
    let Some(peer) = peer else {
        return Err(refusal(tool, confirm, "there is no MCP client to ask"));
    };
    if peer.peer_info().is_none() {
        // Stateless HTTP: a client before 2026-07-28 has no session to carry the question.
        return Err(refusal(
            tool,
            confirm,
            "the client speaks an MCP revision before 2026-07-28 without a session, so it \
             cannot be asked (start the server with --http-sessions, or use a 2026-07-28 client)",
        ));
    }
    if !peer
        .supported_elicitation_modes()
        .contains(&ElicitationMode::Form)
    {
        return Err(refusal(
            tool,
            confirm,
            "the MCP client does not support elicitation (it cannot ask the user)",
        ));
    }
    match peer
        .create_elicitation_with_timeout(question(message), Some(CONSENT_TIMEOUT))
        .await
    {
        Ok(answer) if answer.action == ElicitationAction::Accept => Ok(()),
        Ok(answer) => {
            let action = match answer.action {
                ElicitationAction::Decline => "the user declined",
                _ => "the user cancelled",
            };
            Err(refusal(tool, confirm, action))
        }
        Err(err) => Err(refusal(
            tool,
            confirm,
            &format!("asking the user failed ({err})"),
        )),
    }
}

/// What a `tools/call` on 2026-07-28 carried for the confirmation round trip.
#[derive(Clone, Debug, Default)]
pub struct RoundTrip {
    /// The client declared form elicitation in this request's capabilities.
    pub elicitation: bool,
    /// The `requestState` echoed back, when this is the retry.
    pub request_state: Option<String>,
    /// The client's answers, keyed by the names of the input requests.
    pub input_responses: Option<InputResponses>,
    /// Who is asking, as the seal binds it: the token's label, the OAuth issuer and subject,
    /// or the transport when it authenticates no one.
    pub principal: String,
}

/// The outcome of a confirmation round trip.
pub(crate) enum RoundTripOutcome {
    /// The user accepted this very call: send it.
    Accepted,
    /// First call: the question to return.
    Ask(InputRequiredResult),
    /// Nothing is sent; the result says why.
    Refused(CallToolResult),
    /// The client did not declare the elicitation capability: the protocol error to return.
    MissingCapability,
}

/// Seals and opens the confirmation states of this process, and remembers the ones redeemed.
pub struct Confirmations {
    codec: RequestStateCodec,
    ttl: Duration,
    /// Nonces of accepted states, with when their state expires at the latest.
    redeemed: Mutex<HashMap<[u8; NONCE_LEN], Instant>>,
    random: SystemRandom,
}

impl std::fmt::Debug for Confirmations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Confirmations")
            .field("ttl", &self.ttl)
            .finish_non_exhaustive()
    }
}

/// Where the signing keys came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeySource {
    /// `<PREFIX>_MCP_REQUEST_STATE_KEY`: every replica with the same value honours the others'.
    Shared,
    /// Made at start: only this process honours its states.
    Random,
}

impl Confirmations {
    /// Confirmations signed with `keys` (the value of `<PREFIX>_MCP_REQUEST_STATE_KEY`: one key,
    /// or several separated by commas or white space, the first signing and all accepted), or
    /// with a random key when there is none. Errors name the variable, never a key.
    pub fn new(
        keys: Option<&Secret>,
        variable: &str,
        ttl: Duration,
    ) -> Result<(Confirmations, KeySource), String> {
        let random = SystemRandom::new();
        let (ring, source) = match keys {
            Some(keys) => (parse_keys(keys.expose(), variable)?, KeySource::Shared),
            None => {
                let mut key = vec![0u8; 32];
                random.fill(&mut key).map_err(|_| {
                    "cannot read random bytes for the request-state key".to_string()
                })?;
                (vec![key], KeySource::Random)
            }
        };
        let named: Vec<(String, Vec<u8>)> = ring.into_iter().map(|k| (key_id(&k), k)).collect();
        let active = named[0].0.clone();
        let codec = RequestStateCodec::new_with_keyring(active, named)
            .map_err(|err| format!("{variable}: {err}"))?;
        Ok((
            Confirmations {
                codec,
                ttl,
                redeemed: Mutex::new(HashMap::new()),
                random,
            },
            source,
        ))
    }

    /// The 2026-07-28 confirmation of one call: ask on the first call, check the answer on the
    /// retry. Everything that is not an accepted, verified, unused state for exactly this
    /// call refuses.
    pub(crate) fn round_trip(
        &self,
        confirm: Confirm,
        round_trip: &RoundTrip,
        tool: &'static Tool,
        args: &JsonObject,
        message: impl FnOnce() -> String,
    ) -> RoundTripOutcome {
        if !round_trip.elicitation {
            return RoundTripOutcome::MissingCapability;
        }
        let binding = binding(tool, args, &round_trip.principal);
        let Some(state) = &round_trip.request_state else {
            if round_trip.input_responses.is_some() {
                tracing::info!(
                    tool = tool.name,
                    "a confirmation answer came without its requestState"
                );
                return RoundTripOutcome::Refused(refusal(tool, confirm, UNVERIFIED));
            }
            return match self.seal(&binding) {
                Ok(state) => {
                    let mut requests = InputRequests::new();
                    requests.insert(
                        QUESTION.to_string(),
                        InputRequest::Elicitation(Request::new(question(message()))),
                    );
                    RoundTripOutcome::Ask(InputRequiredResult::new(Some(requests), Some(state)))
                }
                Err(why) => RoundTripOutcome::Refused(refusal(tool, confirm, &why)),
            };
        };
        let nonce = match self.codec.open_with(state, &binding) {
            Ok(payload) => match <[u8; NONCE_LEN]>::try_from(payload.as_slice()) {
                Ok(nonce) => nonce,
                Err(_) => {
                    tracing::warn!(
                        tool = tool.name,
                        "a confirmation state has an unknown payload"
                    );
                    return RoundTripOutcome::Refused(refusal(tool, confirm, UNVERIFIED));
                }
            },
            Err(err) => {
                // The tag covers the tool, the arguments and the caller: a state made for
                // another call fails here exactly like a forged one.
                tracing::warn!(
                    tool = tool.name,
                    reason = %err,
                    "a confirmation state did not verify (forged, expired, or for another tool, \
                     other arguments or another caller); nothing sent"
                );
                return RoundTripOutcome::Refused(refusal(tool, confirm, UNVERIFIED));
            }
        };
        let answer = round_trip
            .input_responses
            .as_ref()
            .and_then(|responses| responses.get(QUESTION))
            .map(|answer| serde_json::from_value::<ElicitResult>(answer.clone()));
        match answer {
            Some(Ok(answer)) if answer.action == ElicitationAction::Accept => {}
            Some(Ok(answer)) => {
                let why = match answer.action {
                    ElicitationAction::Decline => "the user declined",
                    _ => "the user cancelled",
                };
                return RoundTripOutcome::Refused(refusal(tool, confirm, why));
            }
            Some(Err(_)) => {
                return RoundTripOutcome::Refused(refusal(
                    tool,
                    confirm,
                    "the answer to the question is not an elicitation result",
                ));
            }
            None => {
                return RoundTripOutcome::Refused(refusal(
                    tool,
                    confirm,
                    &format!("the call came back without an answer to the question `{QUESTION}`"),
                ));
            }
        }
        if let Err(why) = self.redeem(nonce) {
            tracing::warn!(tool = tool.name, "{why}; nothing sent");
            return RoundTripOutcome::Refused(refusal(tool, confirm, UNVERIFIED));
        }
        RoundTripOutcome::Accepted
    }

    fn seal(&self, binding: &[u8]) -> Result<String, String> {
        let mut nonce = [0u8; NONCE_LEN];
        self.random.fill(&mut nonce).map_err(|_| {
            "the server could not make a confirmation (no random bytes)".to_string()
        })?;
        Ok(self.codec.seal_with(
            &nonce,
            &SealOptions::new().associated_data(binding).ttl(self.ttl),
        ))
    }

    /// Marks an accepted state used; a second redemption in this process is refused.
    fn redeem(&self, nonce: [u8; NONCE_LEN]) -> Result<(), String> {
        let now = Instant::now();
        let mut redeemed = self
            .redeemed
            .lock()
            .map_err(|_| "the record of used confirmations is unavailable".to_string())?;
        if redeemed.contains_key(&nonce) {
            return Err("a confirmation state was sent back a second time".to_string());
        }
        if redeemed.len() >= MAX_REDEEMED {
            redeemed.retain(|_, expires| *expires > now);
        }
        if redeemed.len() >= MAX_REDEEMED {
            return Err(format!(
                "{MAX_REDEEMED} confirmations are still valid and remembered; refusing more \
                 until some expire"
            ));
        }
        // The state expires no later than a full lifetime from now.
        redeemed.insert(nonce, now + self.ttl);
        Ok(())
    }
}

/// What a state is sealed to, beside its expiry: the tool, the arguments and the caller. The
/// caller comes last, so no value of it can make two bindings equal.
fn binding(tool: &Tool, args: &JsonObject, principal: &str) -> Vec<u8> {
    format!(
        "openapi-mcp/confirm/v1\n{}\n{}\n{principal}",
        tool.name,
        arguments_digest(args)
    )
    .into_bytes()
}

/// SHA-256 of the arguments as canonical JSON (object keys sorted at every level), so that a
/// client re-encoding them in another key order still matches, and any other change does not.
pub fn arguments_digest(args: &JsonObject) -> String {
    fn canonical(value: &Value, out: &mut String) {
        match value {
            Value::Object(map) => {
                let mut keys: Vec<&String> = map.keys().collect();
                keys.sort();
                out.push('{');
                for (i, key) in keys.into_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&json_text(&Value::String(key.clone())));
                    out.push(':');
                    canonical(&map[key], out);
                }
                out.push('}');
            }
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    canonical(item, out);
                }
                out.push(']');
            }
            other => out.push_str(&json_text(other)),
        }
    }
    let mut text = String::new();
    canonical(&Value::Object(args.clone()), &mut text);
    encode_hex(ring::digest::digest(&ring::digest::SHA256, text.as_bytes()).as_ref())
}

/// A key's id in the sealed state: derived from the key, so replicas agree on it whatever the
/// order of their lists, and short enough to reveal nothing useful.
fn key_id(key: &[u8]) -> String {
    let mut input = b"openapi-mcp request-state key id\n".to_vec();
    input.extend_from_slice(key);
    encode_hex(&ring::digest::digest(&ring::digest::SHA256, &input).as_ref()[..8])
}

fn parse_keys(value: &str, variable: &str) -> Result<Vec<Vec<u8>>, String> {
    let keys: Vec<&str> = value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|k| !k.is_empty())
        .collect();
    if keys.is_empty() {
        return Err(format!(
            "{variable} is set but holds no key; set it to a random value of at least \
             {MIN_KEY_BYTES} bytes (e.g. `openssl rand -base64 48`), or unset it"
        ));
    }
    let mut out: Vec<Vec<u8>> = Vec::with_capacity(keys.len());
    for (index, key) in keys.iter().enumerate() {
        if key.len() < MIN_KEY_BYTES {
            return Err(format!(
                "{variable}: key {} of {} is {} bytes long; each key needs at least \
                 {MIN_KEY_BYTES} (e.g. `openssl rand -base64 48`)",
                index + 1,
                keys.len(),
                key.len()
            ));
        }
        if out.iter().any(|k| k.as_slice() == key.as_bytes()) {
            return Err(format!(
                "{variable}: key {} of {} repeats an earlier one",
                index + 1,
                keys.len()
            ));
        }
        out.push(key.as_bytes().to_vec());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{Hints, Param, Style};
    use serde_json::json;

    static PARAMS: [Param; 1] = [Param {
        arg: "orderId",
        api: "orderId",
        location: Location::Path,
        required: true,
        style: Style::Simple,
        explode: false,
    }];

    static DELETE: Tool = Tool {
        name: "delete_order",
        title: "Delete an order",
        description: "",
        tags: &[],
        method: Method::Delete,
        path: "/orders/{orderId}",
        server: None,
        params: &PARAMS,
        body: None,
        hints: Hints {
            read_only: false,
            destructive: true,
            idempotent: true,
            open_world: true,
        },
        security: &[],
        scopes: &[],
        input_schema: "{}",
        output_schema: None,
        stream: None,
    };

    static OTHER: Tool = Tool {
        name: "delete_other",
        ..DELETE
    };

    fn args(value: Value) -> JsonObject {
        match value {
            Value::Object(map) => map,
            _ => JsonObject::new(),
        }
    }

    fn confirmations(key: &str) -> Confirmations {
        Confirmations::new(
            Some(&Secret::new(key)),
            "DEMO_MCP_REQUEST_STATE_KEY",
            Duration::from_secs(300),
        )
        .unwrap()
        .0
    }

    const KEY: &str = "0123456789abcdef0123456789abcdef-first";

    fn trip(state: Option<String>, action: Option<&str>, principal: &str) -> RoundTrip {
        RoundTrip {
            elicitation: true,
            request_state: state,
            input_responses: action.map(|a| {
                let mut map = InputResponses::new();
                map.insert(QUESTION.to_string(), json!({ "action": a, "content": {} }));
                map
            }),
            principal: principal.to_string(),
        }
    }

    fn asked(c: &Confirmations, tool: &'static Tool, a: &JsonObject, principal: &str) -> String {
        match c.round_trip(
            Confirm::Destructive,
            &trip(None, None, principal),
            tool,
            a,
            || "question".into(),
        ) {
            RoundTripOutcome::Ask(result) => {
                let requests = result.input_requests.unwrap();
                assert!(requests.contains_key(QUESTION));
                result.request_state.unwrap()
            }
            _ => panic!("the first call must ask"),
        }
    }

    fn retry(
        c: &Confirmations,
        tool: &'static Tool,
        a: &JsonObject,
        state: &str,
        action: Option<&str>,
        principal: &str,
    ) -> Result<(), String> {
        match c.round_trip(
            Confirm::Destructive,
            &trip(Some(state.to_string()), action, principal),
            tool,
            a,
            || unreachable!(),
        ) {
            RoundTripOutcome::Accepted => Ok(()),
            RoundTripOutcome::Refused(result) => Err(result.content[0]
                .as_text()
                .map_or(String::new(), |t| t.text.clone())),
            _ => Err("asked again".into()),
        }
    }

    #[test]
    fn an_accepted_state_sends_once_and_only_for_its_own_call() {
        let c = confirmations(KEY);
        let a = args(json!({"orderId": "o1"}));
        let state = asked(&c, &DELETE, &a, "stdio");
        // Another caller, other arguments, another tool: refused with one message.
        for (tool, other_args, principal) in [
            (&DELETE, &a, "token alice"),
            (&DELETE, &args(json!({"orderId": "o2"})), "stdio"),
            (&OTHER, &a, "stdio"),
        ] {
            let err = retry(&c, tool, other_args, &state, Some("accept"), principal).unwrap_err();
            assert!(err.contains("could not be verified"), "{err}");
        }
        assert_eq!(
            retry(&c, &DELETE, &a, &state, Some("accept"), "stdio"),
            Ok(())
        );
        let replay = retry(&c, &DELETE, &a, &state, Some("accept"), "stdio").unwrap_err();
        assert!(replay.contains("could not be verified"), "{replay}");
    }

    #[test]
    fn decline_cancel_and_a_missing_answer_refuse_without_using_the_state() {
        let c = confirmations(KEY);
        let a = args(json!({"orderId": "o1"}));
        let state = asked(&c, &DELETE, &a, "stdio");
        for (action, needle) in [
            (Some("decline"), "the user declined"),
            (Some("cancel"), "the user cancelled"),
            (None, "without an answer"),
        ] {
            let err = retry(&c, &DELETE, &a, &state, action, "stdio").unwrap_err();
            assert!(
                err.contains(needle) && err.contains("no request was sent"),
                "{err}"
            );
        }
        assert_eq!(
            retry(&c, &DELETE, &a, &state, Some("accept"), "stdio"),
            Ok(())
        );
    }

    #[test]
    fn tampered_expired_and_foreign_key_states_refuse() {
        let c = confirmations(KEY);
        let a = args(json!({"orderId": "o1"}));
        let state = asked(&c, &DELETE, &a, "stdio");
        let mut tampered = state.clone().into_bytes();
        let last = tampered.len() - 3;
        tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(tampered).unwrap();
        let other_key = confirmations("another-key-0123456789abcdef0123456789");
        let expired = Confirmations::new(
            Some(&Secret::new(KEY)),
            "DEMO_MCP_REQUEST_STATE_KEY",
            Duration::from_millis(1),
        )
        .unwrap()
        .0;
        let old = asked(&expired, &DELETE, &a, "stdio");
        std::thread::sleep(Duration::from_millis(20));
        for (codec, state) in [
            (&c, tampered.as_str()),
            (&other_key, state.as_str()),
            (&expired, old.as_str()),
            (&c, "garbage"),
        ] {
            let err = retry(codec, &DELETE, &a, state, Some("accept"), "stdio").unwrap_err();
            assert!(err.contains("could not be verified"), "{err}");
        }
    }

    #[test]
    fn replicas_with_the_same_keys_honour_each_other_and_rotation_keeps_old_states() {
        let a = args(json!({"orderId": "o1"}));
        let first = confirmations(KEY);
        let second = confirmations(KEY);
        let state = asked(&first, &DELETE, &a, "stdio");
        assert_eq!(
            retry(&second, &DELETE, &a, &state, Some("accept"), "stdio"),
            Ok(())
        );
        // Rotation: the new key signs, the old one still opens what it signed.
        let rotated = confirmations(&format!("a-brand-new-key-0123456789abcdefghij, {KEY}"));
        let old_state = asked(&first, &DELETE, &a, "stdio");
        assert_eq!(
            retry(&rotated, &DELETE, &a, &old_state, Some("accept"), "stdio"),
            Ok(())
        );
        let new_state = asked(&rotated, &DELETE, &a, "stdio");
        assert!(retry(&first, &DELETE, &a, &new_state, Some("accept"), "stdio").is_err());
    }

    #[test]
    fn no_elicitation_capability_and_an_answer_without_state_never_send() {
        let c = confirmations(KEY);
        let a = args(json!({"orderId": "o1"}));
        let mut no_capability = trip(None, None, "stdio");
        no_capability.elicitation = false;
        assert!(matches!(
            c.round_trip(Confirm::Destructive, &no_capability, &DELETE, &a, || {
                String::new()
            }),
            RoundTripOutcome::MissingCapability
        ));
        let answer_only = trip(None, Some("accept"), "stdio");
        assert!(matches!(
            c.round_trip(Confirm::Destructive, &answer_only, &DELETE, &a, || {
                String::new()
            }),
            RoundTripOutcome::Refused(_)
        ));
    }

    #[test]
    fn keys_are_checked_and_never_shown() {
        let short = Confirmations::new(
            Some(&Secret::new("short-secret")),
            "V",
            Duration::from_secs(1),
        );
        let err = short.unwrap_err();
        assert!(
            err.contains("key 1 of 1 is 12 bytes") && !err.contains("short-secret"),
            "{err}"
        );
        let twice = Confirmations::new(
            Some(&Secret::new(format!("{KEY},{KEY}"))),
            "V",
            Duration::from_secs(1),
        );
        assert!(twice.unwrap_err().contains("repeats"));
        assert!(
            Confirmations::new(Some(&Secret::new(" , ")), "V", Duration::from_secs(1)).is_err()
        );
        let (_, source) = Confirmations::new(None, "V", Duration::from_secs(1)).unwrap();
        assert_eq!(source, KeySource::Random);
    }

    #[test]
    fn the_digest_ignores_key_order_only() {
        let one = args(json!({"a": 1, "b": {"x": [1, 2], "y": "z"}}));
        let two = args(json!({"b": {"y": "z", "x": [1, 2]}, "a": 1}));
        let three = args(json!({"b": {"y": "z", "x": [2, 1]}, "a": 1}));
        assert_eq!(arguments_digest(&one), arguments_digest(&two));
        assert_ne!(arguments_digest(&one), arguments_digest(&three));
    }

    #[test]
    fn the_question_shows_what_is_affected_in_bulk_and_escapes_control_characters() {
        let request = HttpRequest {
            method: Method::Delete,
            path_url: "https://api.example.com/orders/o1".into(),
            query: Vec::new(),
            querystring: None,
            headers: Vec::new(),
            cookies: Vec::new(),
            body: None,
        };
        let a = args(json!({"orderId": "o1\u{1b}[2J", "ids": [1, 2, 3]}));
        let text = consent_message(&DELETE, &request, &a);
        assert!(
            text.contains("DELETE https://api.example.com/orders/o1"),
            "{text}"
        );
        assert!(
            text.contains(
                "(operation DELETE /orders/{orderId}; destructive, idempotent, open world)"
            ),
            "{text}"
        );
        assert!(
            text.contains("Affects: orderId = \"o1\\u001b[2J\""),
            "{text}"
        );
        assert!(text.contains("In bulk: `ids`: 3 items"), "{text}");
        assert!(text.contains("this cannot be undone"), "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
    }
}
