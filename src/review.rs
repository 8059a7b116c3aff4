//! The hint review: finds the operations whose method default is likely wrong for
//! `readOnlyHint` or `destructiveHint`, from everything the spec says of them: the verb of the
//! summary, of the operationId and of an RPC-style last path segment (`/auth.revoke`,
//! `/reports/get`, `:search`), the first sentence of the description, and the response codes.
//!
//! Each source yields at most one *effect* (what its verb says the operation does: only reads,
//! adds, or changes or removes what exists); the sources are weighed against the method default,
//! and a finding names every source that spoke and how sure the review is. The word lists are
//! general English API verbs, not any one API's vocabulary: the review is measured on a labelled
//! set of real operations (`bench/hints.sh`, `fixtures/hint-labels/`), and must hold on APIs it
//! was not tuned on.

use std::collections::HashSet;

use serde::Serialize;

use crate::model::{HintSource, Method, Tool, ToolSet};
use crate::naming::snake_case;

/// What a verb says an operation does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Effect {
    /// Changes nothing: reads, searches, computes, checks.
    Read,
    /// Adds something new (creates, sends, starts, follows) without changing what exists.
    Additive,
    /// Changes, overwrites, removes or revokes something that exists.
    Destructive,
}

impl Effect {
    pub fn as_str(self) -> &'static str {
        match self {
            Effect::Read => "only reads",
            Effect::Additive => "adds",
            Effect::Destructive => "changes or removes",
        }
    }
}

/// How sure a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    /// Only the description says so.
    Low,
    /// One of the summary, the operationId or the path says so.
    Medium,
    /// Two or more of them agree.
    High,
}

impl Confidence {
    pub fn as_str(self) -> &'static str {
        match self {
            Confidence::Low => "low",
            Confidence::Medium => "medium",
            Confidence::High => "high",
        }
    }
}

/// Where a signal was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    Summary,
    OperationId,
    Path,
    Description,
    /// The operation's shape among its neighbours (a POST to an item, a PUT that a DELETE
    /// undoes, a create that nothing reads back).
    Shape,
}

/// One source's verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Signal {
    pub place: Place,
    /// The verb as written there (`Revokes`, `revoke`).
    pub word: String,
    pub effect: Effect,
}

impl Signal {
    /// `summary "Revoke a token" starts with "revoke"`, for messages.
    pub fn describe(&self, tool: &Tool) -> String {
        match self.place {
            Place::Summary => format!(
                "summary \"{}\" says \"{}\"",
                tool.origin.words.summary.as_deref().unwrap_or(&tool.title),
                self.word
            ),
            Place::OperationId => format!(
                "operationId `{}` says \"{}\"",
                tool.origin.operation_id.as_deref().unwrap_or(""),
                self.word
            ),
            Place::Path => format!("path `{}` ends in \"{}\"", tool.origin.path, self.word),
            Place::Description => format!("the description starts with \"{}\"", self.word),
            Place::Shape => self.word.clone(),
        }
    }
}

/// Which hint a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HintKind {
    ReadOnly,
    Destructive,
}

/// A hint whose method default the spec's words contradict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub hint: HintKind,
    /// The value the words suggest (the default is its opposite).
    pub suggested: bool,
    /// What the operation seems to do.
    pub effect: Effect,
    pub confidence: Confidence,
    /// The sources that agree with the suggestion, strongest first.
    pub signals: Vec<Signal>,
}

impl Finding {
    /// Whether the method default is less cautious than the suggestion (announced read-only
    /// or non-destructive, but it writes or destroys): the direction that makes a client
    /// auto-run something harmful.
    pub fn is_unsafe_default(&self) -> bool {
        match self.hint {
            HintKind::ReadOnly => !self.suggested,
            HintKind::Destructive => self.suggested,
        }
    }
}

/// Verbs that mean the operation only reads (or computes without keeping anything).
const READ_VERBS: &[&str] = &[
    "get",
    "retrieve",
    "fetch",
    "read",
    "list",
    "search",
    "query",
    "find",
    "lookup",
    "count",
    "check",
    "verify",
    "validate",
    "preview",
    "render",
    "evaluate",
    "eval",
    "analyse",
    "analyze",
    "compare",
    "diff",
    "estimate",
    "calculate",
    "compute",
    "match",
    "describe",
    "show",
    "view",
    "inspect",
    "simulate",
    "explain",
    "introspect",
    "summarize",
    "summarise",
    "tokenize",
    "classify",
    "detect",
    "parse",
    "lint",
    "suggest",
    "autocomplete",
    "download",
    "browse",
    "lookup",
    "peek",
    "scan",
    "poll",
    "watch",
    "return",
    "obtain",
    "select",
    "filter",
    "aggregate",
    "report",
    "export",
    "info",
    "history",
    "stat",
    "stats",
    "status",
    "exists",
    "has",
    "is",
    "can",
    "translate",
    "format",
    "decode",
    "encode",
    "moderate",
    "embed",
    "predict",
    "score",
    "recommend",
    "identify",
    "ask",
    "extract",
    "transcribe",
    "propose",
    "classify",
    "measure",
];

/// Verbs that mean the operation adds something without changing what exists.
const ADDITIVE_VERBS: &[&str] = &[
    "create",
    "add",
    "insert",
    "append",
    "upload",
    "send",
    "publish",
    "submit",
    "invite",
    "join",
    "follow",
    "star",
    "subscribe",
    "register",
    "pin",
    "like",
    "save",
    "open",
    "start",
    "trigger",
    "run",
    "execute",
    "invoke",
    "launch",
    "generate",
    "copy",
    "clone",
    "fork",
    "import",
    "attach",
    "schedule",
    "enqueue",
    "push",
    "write",
    "react",
    "reply",
    "bookmark",
    "favorite",
    "favourite",
    "install",
    "provision",
    "deploy",
    "grant",
    "allow",
    "approve",
    "accept",
    "confirm",
    "duplicate",
    "make",
    "begin",
    "initiate",
    "notify",
    "mint",
    "claim",
    "redeem",
    "checkout",
    "buy",
    "purchase",
    "pay",
    "capture",
    "reserve",
    "dispatch",
    "emit",
    "fire",
    "ping",
    "invite",
    "enroll",
    "enrol",
    "setup",
    "init",
    "initialize",
    "initialise",
    "compile",
    "train",
    "authorize",
    "authorise",
    "authenticate",
    "login",
    "signin",
    "signup",
    "exchange",
    "request",
    "share",
    "mint",
];

/// Verbs that mean the operation changes, overwrites or removes what exists.
const DESTRUCTIVE_VERBS: &[&str] = &[
    "update",
    "set",
    "edit",
    "modify",
    "patch",
    "change",
    "rename",
    "replace",
    "overwrite",
    "delete",
    "remove",
    "destroy",
    "purge",
    "erase",
    "clear",
    "reset",
    "revoke",
    "rotate",
    "regenerate",
    "cancel",
    "abort",
    "stop",
    "halt",
    "terminate",
    "kill",
    "archive",
    "unarchive",
    "close",
    "reopen",
    "mark",
    "unmark",
    "disable",
    "deactivate",
    "suspend",
    "resume",
    "restore",
    "rollback",
    "revert",
    "restart",
    "reboot",
    "shutdown",
    "power",
    "resize",
    "rebuild",
    "move",
    "transfer",
    "merge",
    "lock",
    "unlock",
    "ban",
    "unban",
    "kick",
    "leave",
    "unfollow",
    "unstar",
    "unsubscribe",
    "unpin",
    "unshare",
    "unassign",
    "dismiss",
    "decline",
    "reject",
    "deny",
    "expire",
    "invalidate",
    "void",
    "refund",
    "finalize",
    "finalise",
    "sync",
    "synchronize",
    "upgrade",
    "downgrade",
    "migrate",
    "detach",
    "unlink",
    "disconnect",
    "deregister",
    "unregister",
    "uninstall",
    "demote",
    "promote",
    "mute",
    "unmute",
    "hide",
    "unhide",
    "block",
    "unblock",
    "flush",
    "truncate",
    "evict",
    "drain",
    "cordon",
    "uncordon",
    "scale",
    "reorder",
    "rebase",
    "pause",
    "unpause",
    "end",
    "convert_to",
    "restrict",
    "unrestrict",
    "reassign",
    "renew",
    "extend",
    "adjust",
    "configure",
    "reconfigure",
    "toggle",
    "swap",
    "switch",
    "overwrite",
    "apply",
    "commit",
    "rollout",
    "retire",
    "withdraw",
    "wipe",
    "discard",
    "drop",
    "logout",
    "signout",
    "convert",
    "resolve",
    "uninvite",
    "exclude",
    "forget",
    "reindex",
    "recalculate",
    "refresh",
    "reload",
    "reassign",
    "rearrange",
    "unpublish",
    "unlike",
    "unreact",
    "unsave",
    "unwatch",
    "enable",
    "activate",
    "exec",
    "portforward",
    "eviction",
    "evict",
    "revocation",
    "cancellation",
    "deletion",
    "removal",
    "termination",
    "redact",
    "retry",
    "recycle",
    "skip",
    "raise",
    "lower",
    "increase",
    "decrease",
    "increment",
    "decrement",
    "prioritize",
    "deprioritize",
    "attach_to",
    "complete",
    "fail",
    "assign",
];

/// Things whose making undoes or removes something (`Create a refund`, `POST /reversals`).
const DESTRUCTIVE_NOUNS: &[&str] = &[
    "refund",
    "reversal",
    "revocation",
    "cancellation",
    "deletion",
    "removal",
    "termination",
    "eviction",
    "rollback",
    "reset",
    "void",
    "chargeback",
    "takedown",
    "purge",
    "wipe",
    "garbage",
    "cleanup",
    "prune",
];

/// Words a summary may start with before its verb (`Partially update`, `Bulk delete`).
const LEAD_INS: &[&str] = &[
    "partially",
    "bulk",
    "batch",
    "asynchronously",
    "async",
    "permanently",
    "immediately",
    "manually",
    "programmatically",
    "api",
    "endpoint",
    "operation",
    "to",
    "will",
    "please",
    "this",
    "method",
    "used",
    "use",
    "allows",
    "allow_to",
    "lets",
    "you",
    "can",
    "a",
    "an",
    "the",
    "quickly",
    "simply",
    "also",
    "optionally",
    "partial",
    "full",
];

/// Words that are verbs in the lists above but, as a last path segment, are usually a noun:
/// a path naming them says nothing of the operation's effect.
const NOUNS_IN_PATHS: &[&str] = &[
    "log", "record", "request", "link", "tag", "label", "comment", "issue", "order", "report",
    "status", "history", "info", "stats", "stat", "message", "email", "review", "match", "export",
    "import", "format", "hash", "score", "build", "new", "port", "proxy", "power", "end", "post",
    "order", "book", "charge", "view", "scale", "watch", "call", "share", "test", "queue",
    "message", "filter", "select", "request", "share", "complete",
];

/// The effect of a word, trying the word as it is, then without a plural, third-person or
/// past ending (`Revokes` → `revoke`, `queries` → `query`, `completed` → `complete`), then as
/// a verb redone (`rerun`, `redeploy`: doing again replaces what the first time made).
fn effect_of(word: &str) -> Option<(Effect, String)> {
    let word = word.to_ascii_lowercase();
    let mut forms = vec![word.clone()];
    for (suffix, replacement) in [
        ("ies", "y"),
        ("es", ""),
        ("s", ""),
        ("ed", ""),
        ("d", ""),
        ("ied", "y"),
    ] {
        if let Some(stem) = word.strip_suffix(suffix)
            && stem.len() >= 2
        {
            forms.push(format!("{stem}{replacement}"));
        }
    }
    if let Some(found) = forms
        .iter()
        .find_map(|f| exact_effect(f).map(|e| (e, f.clone())))
    {
        return Some(found);
    }
    let again = word.strip_prefix("re").filter(|rest| rest.len() >= 3)?;
    matches!(
        exact_effect(again),
        Some(Effect::Additive | Effect::Destructive)
    )
    .then(|| (Effect::Destructive, word.clone()))
}

/// The effect of a word exactly as given; the destructive reading wins over the others where
/// a word is in two lists (the cautious choice).
fn exact_effect(word: &str) -> Option<Effect> {
    if DESTRUCTIVE_VERBS.contains(&word) {
        Some(Effect::Destructive)
    } else if ADDITIVE_VERBS.contains(&word) {
        Some(Effect::Additive)
    } else if READ_VERBS.contains(&word) {
        Some(Effect::Read)
    } else {
        None
    }
}

/// The words of a text, lowercased: `conversations.rename` → `conversations`, `rename`.
fn words(text: &str) -> Vec<String> {
    snake_case(text)
        .split('_')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The summary's effect: its first verb (after lead-ins such as `Partially`), made more
/// cautious by a verb joined to it with `or`/`and` (`Create or update` destroys, `Get or
/// create` adds).
fn summary_signal(text: &str, place: Place) -> Option<Signal> {
    let text = plain_text(text);
    let first_clause = text
        .split(['.', ':', ';', '(', '\n', ','])
        .find(|c| !c.trim().is_empty())
        .unwrap_or(&text);
    let ws: Vec<&str> = first_clause.split_whitespace().collect();
    let mut i = 0;
    while i < ws.len() && LEAD_INS.contains(&clean(ws[i]).as_str()) {
        i += 1;
    }
    let first = clean(ws.get(i)?);
    // "Look up" is one verb.
    let first = if first == "look" && ws.get(i + 1).is_some_and(|w| clean(w) == "up") {
        "lookup".to_string()
    } else {
        first
    };
    // `Start/Resume`, `Get-or-create`: alternatives in one word, the most cautious wins.
    let mut effect = first
        .split(['/', '|'])
        .flat_map(|part| part.split("-or-"))
        .filter_map(|part| effect_of(part).map(|(e, _)| e))
        .max()?;
    let run: Vec<String> = ws[i..].iter().take(3).map(|w| clean(w)).collect();
    if run_of_a_read(&run).is_some() {
        effect = Effect::Read;
    }
    let word = ws[i]
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_string();
    // Verbs joined right after the first one: "Create or update", "Get and lock" (not
    // "Creates an edited or extended image", where `or` joins adjectives).
    let mut j = i + 1;
    while j + 1 < ws.len() && matches!(clean(ws[j]).as_str(), "or" | "and" | "and/or") {
        match effect_of(&clean(ws[j + 1])) {
            Some((other, _)) => effect = effect.max(other),
            None => break,
        }
        j += 2;
    }
    // "Create a refund", "Issue a revocation": making an object that undoes or removes.
    if effect == Effect::Additive
        && let Some(object) = ws[j..].iter().map(|w| clean(w)).find(|w| {
            !matches!(
                w.as_str(),
                "a" | "an" | "the" | "new" | "one" | "or" | "and"
            )
        })
        && DESTRUCTIVE_NOUNS.contains(&object.trim_end_matches('s'))
    {
        effect = Effect::Destructive;
    }
    Some(Signal {
        place,
        word,
        effect,
    })
}

/// Text without HTML tags, Markdown emphasis and link targets: `<p>Updates the
/// <a href="...">customer</a></p>` → `Updates the customer`.
fn plain_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if in_tag => {}
            '*' | '_' | '`' | '#' | '[' | ']' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn clean(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric())
        .to_ascii_lowercase()
}

/// The operationId's verb: in the part after its last `/`, `.` or `:` (`repos/create-fork`),
/// the first word that is a verb, wherever it stands (`createFork`, `conversations_rename`,
/// `apps_validate_rollback`).
fn operation_id_signal(id: &str, method: Method, nouns: &[String]) -> Option<Signal> {
    let tail = id.rsplit(['/', '.', ':']).next().unwrap_or(id);
    let ws = words(tail);
    let first = ws.first()?;
    // Ids that start with the HTTP method (`PostCustomers`, `GetCustomers`) say nothing more
    // than the method does, except that GET is a read.
    let method_word = method.as_str().to_ascii_lowercase();
    if *first == method_word && method != Method::Get {
        return None;
    }
    ws.iter().filter(|w| !nouns.contains(w)).find_map(|w| {
        exact_effect(w).map(|effect| Signal {
            place: Place::OperationId,
            word: w.clone(),
            effect,
        })
    })
}

/// An RPC-style method name at the end of the path: after a `.` or `:` in the last segment
/// (`/auth.revoke`, `/v1/things:search`), or a last segment that is a verb as it is
/// (`/reports/get`, `/jobs/{id}/run`, `/pulls/{n}/merge`), but not a plural or a word that
/// is usually a noun there (`/runs`, `/logs`, `/status`).
fn path_signal(path: &str) -> Option<Signal> {
    let segment = path
        .split('/')
        .rev()
        .find(|s| !s.is_empty() && !s.starts_with('{'))?;
    let rpc = segment
        .rsplit_once(['.', ':'])
        .map(|(_, method)| method)
        .filter(|m| !m.is_empty() && !m.contains('{'));
    let (candidate, strict) = match rpc {
        Some(method) => (method, false),
        None => (segment, true),
    };
    let ws = words(candidate);
    let verb = ws.first()?;
    if strict && NOUNS_IN_PATHS.contains(&verb.as_str()) {
        return None;
    }
    let effect = PATH_MEANINGS
        .iter()
        .find(|(w, _)| w == verb)
        .map(|(_, e)| *e)
        .or_else(|| run_of_a_read(&ws))
        .or_else(|| {
            (ws.len() > 1 && ws.last().is_some_and(|w| MESSAGES.contains(&w.as_str())))
                .then_some(Effect::Additive)
        })
        .or_else(|| {
            ws.last()
                .filter(|w| COMPUTING_TOOLS.contains(&w.as_str()))
                .map(|_| Effect::Read)
        })
        .or_else(|| exact_effect(verb))
        .or_else(|| {
            // `mark-as-read`, `set-status`: a hyphenated action; a single plural word is a noun.
            (rpc.is_some() && ws.len() > 1)
                .then(|| ws.last().and_then(|w| effect_of(w).map(|(e, _)| e)))
                .flatten()
        })?;
    Some(Signal {
        place: Place::Path,
        word: candidate.to_string(),
        effect,
    })
}

/// Words that mean something else as the last path segment than at the start of a sentence:
/// `Returns the list` reads, but `POST /transfers/{id}/return` returns the transfer.
const PATH_MEANINGS: &[(&str, Effect)] = &[("return", Effect::Destructive)];

/// Verbs that run something, and the objects that make such a run a read: executing a query
/// or a search (`execute_read`, `Run a query`) answers without keeping anything.
const RUN_VERBS: &[&str] = &["execute", "run", "perform"];
const READ_RUNS: &[&str] = &[
    "query", "queries", "read", "reads", "search", "searches", "select",
];

/// `Read` when `words` start with a run verb whose object is a read (`execute`, `read`).
fn run_of_a_read(words: &[String]) -> Option<Effect> {
    let (verb, rest) = words.split_first()?;
    let object = rest
        .iter()
        .find(|w| !matches!(w.as_str(), "a" | "an" | "the" | "this" | "new"))?;
    (RUN_VERBS.contains(&verb.as_str()) && READ_RUNS.contains(&object.as_str()))
        .then_some(Effect::Read)
}

/// Messages: a segment whose head (last word) is one names a message that the operation sends
/// (`/users/{id}/reset-password-email` sends an email, it resets nothing).
const MESSAGES: &[&str] = &[
    "email",
    "emails",
    "sms",
    "notification",
    "notifications",
    "mail",
];

/// Agent nouns of computing verbs: an endpoint named for a tool (`/client-description-converter`,
/// `/expression-evaluator`) computes an answer from what it is sent.
const COMPUTING_TOOLS: &[&str] = &[
    "converter",
    "parser",
    "validator",
    "formatter",
    "renderer",
    "calculator",
    "estimator",
    "evaluator",
    "analyzer",
    "analyser",
    "tokenizer",
    "translator",
    "checker",
    "linter",
    "previewer",
    "simulator",
];

/// The first sentence of the description, when it starts with a verb (`Revokes a token.`).
fn description_signal(description: &str) -> Option<Signal> {
    summary_signal(description, Place::Description)
}

/// The operations of an API by method and path, for the signals that depend on an
/// operation's neighbours.
#[derive(Debug, Default)]
pub struct Operations {
    ops: HashSet<(Method, String)>,
}

impl Operations {
    pub fn of(set: &ToolSet) -> Operations {
        Operations {
            ops: set
                .tools
                .iter()
                .map(|t| (t.origin.method, t.origin.path.clone()))
                .collect(),
        }
    }

    fn has(&self, method: Method, path: &str) -> bool {
        self.ops.contains(&(method, path.to_string()))
    }

    /// Whether something is read at `path` or at an item under it (`path/{id}`).
    fn reads_back(&self, path: &str) -> bool {
        self.has(Method::Get, path)
            || self.ops.iter().any(|(m, p)| {
                *m == Method::Get
                    && p.strip_prefix(path)
                        .and_then(|rest| rest.strip_prefix("/{"))
                        .is_some_and(|rest| rest.ends_with('}') && !rest.contains('/'))
            })
    }
}

/// Verbs that make something which, if nothing can read it back, was only computed.
const MAKING_VERBS: &[&str] = &["create", "generate", "make", "new", "run", "perform"];

/// Read verbs that, applied to an existing item, change its state.
const CHECKS_OF_AN_ITEM: &[&str] = &["verify", "validate", "confirm"];

/// The shape of `POST /charges/{id}/capture`.
const ITEM_ACTION: &str = "a POST to an action or part of an existing item (it changes that item)";

/// Signals of the operation's shape (see [`Place::Shape`]).
fn shape_signals(tool: &Tool, ops: &Operations) -> Vec<Signal> {
    let o = &tool.origin;
    let segments = segments(&o.path);
    let last = segments.last().copied().unwrap_or("");
    let before = segments
        .len()
        .checked_sub(2)
        .map(|i| segments[i])
        .unwrap_or("");
    let is_param = |s: &str| s.starts_with('{') && s.ends_with('}');
    let shape = |word: &str, effect| Signal {
        place: Place::Shape,
        word: word.to_string(),
        effect,
    };
    let mut out = Vec::new();
    match o.method {
        Method::Post if is_param(last) => out.push(shape(
            "a POST to an item (it changes that item)",
            Effect::Destructive,
        )),
        Method::Post
            if DESTRUCTIVE_NOUNS
                .contains(&words(last).last().map_or("", |w| w.trim_end_matches('s'))) =>
        {
            out.push(shape(
                "a POST that makes an object which undoes or removes something",
                Effect::Destructive,
            ))
        }
        Method::Post if matches!(last, "actions" | "action") => out.push(shape(
            "a POST of actions (which one is chosen by the body)",
            Effect::Destructive,
        )),
        // `/bank_accounts/{id}/verify`, `/domains/{id}/validate`: checking an existing item
        // records the outcome on it (its status becomes verified or failed), unlike checking
        // what is sent (`/apps/propose`, `/rollback/validate`, `/validate-name`).
        Method::Post
            if is_param(before)
                && words(last)
                    .first()
                    .is_some_and(|w| CHECKS_OF_AN_ITEM.contains(&w.as_str())) =>
        {
            out.push(shape(
                "a POST that verifies an existing item (the outcome is recorded on it)",
                Effect::Destructive,
            ))
        }
        // `/charges/{id}/capture`, `/pods/{name}/attach`, `/clients/{id}/client-secret`: an
        // action on, or a part of, an existing item; a plural (`/charges/{id}/refunds`) is a
        // collection the POST adds to, and a read verb (`/{id}/validate`) speaks for itself.
        Method::Post
            if is_param(before)
                && !is_plural(last)
                && path_signal(&o.path).is_none_or(|s| s.effect != Effect::Read) =>
        {
            out.push(shape(ITEM_ACTION, Effect::Destructive))
        }
        Method::Put if !o.words.has_body && ops.has(Method::Delete, &o.path) => out.push(shape(
            "a PUT without a body that a DELETE on the same path undoes (it adds a relation)",
            Effect::Additive,
        )),
        _ => {}
    }
    out
}

/// Whether the last word of a path segment is a plural noun (`refunds`, `check-runs`), not a
/// verb or a singular (`capture`, `status`, `client-secret`).
fn is_plural(segment: &str) -> bool {
    let ws = words(segment);
    ws.last().is_some_and(|w| {
        w.len() > 3
            && w.ends_with('s')
            && !w.ends_with("ss")
            && !w.ends_with("us")
            && !w.ends_with("is")
            && exact_effect(w).is_none()
    })
}

/// Whether a POST that "creates" makes nothing anyone can read back: a REST collection path
/// (not RPC-style, not under an item) that has no GET of its own or of its items. Such a create
/// computes and answers (an embedding, a moderation, a review of a token) rather than stores.
fn creates_nothing_kept(tool: &Tool, ops: &Operations) -> bool {
    let o = &tool.origin;
    let Some(last) = segments(&o.path).last().copied() else {
        return false;
    };
    // Only top-level collections (`/embeddings`, `/v1/tokenreviews`): under an item
    // (`/repos/{o}/{r}/dispatches`) a create usually triggers or stores something the API
    // reads back elsewhere.
    o.method == Method::Post
        && !last.contains(['.', ':'])
        && !ops.reads_back(&o.path)
        && (!o.path.contains('{') || makes_a_computation(&o.words))
}

/// Nouns for the answer of a computation: making one (`create a LocalSubjectAccessReview`,
/// `Create an estimate`) keeps nothing when nothing reads it back.
const COMPUTATIONS: &[&str] = &[
    "review",
    "preview",
    "estimate",
    "simulation",
    "evaluation",
    "assessment",
    "validation",
    "prediction",
];

/// The text that names the operation: the summary, else the description.
fn naming_sentence(words: &crate::model::OperationWords) -> &str {
    words
        .summary
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .or(words.description.as_deref())
        .unwrap_or("")
}

/// Whether the summary (or the description) makes a computation: the head (last word) of its
/// verb's object is one of [`COMPUTATIONS`].
fn makes_a_computation(words: &crate::model::OperationWords) -> bool {
    object_of(naming_sentence(words))
        .iter()
        .take_while(|w| *w != "of")
        .last()
        .is_some_and(|w| COMPUTATIONS.contains(&w.trim_end_matches('s')))
}

/// The path's segments, a file extension taken off each (`Calls.json` → `Calls`: some APIs
/// spell the response format into every path).
fn segments(path: &str) -> Vec<&str> {
    const EXTENSIONS: &[&str] = &[".json", ".xml", ".csv", ".yaml", ".yml", ".txt", ".html"];
    path.split('/')
        .filter(|s| !s.is_empty())
        .map(|s| {
            EXTENSIONS
                .iter()
                .find_map(|e| s.strip_suffix(e))
                .unwrap_or(s)
        })
        .collect()
}

/// Every signal of a tool, strongest first: the operation's shape, the path's method name
/// (when RPC-style), the summary, the operationId, then the description.
pub fn signals(tool: &Tool, ops: &Operations) -> Vec<Signal> {
    let spec = &tool.origin.words;
    let mut out = shape_signals(tool, ops);
    out.extend(path_signal(&tool.origin.path));
    if let Some(summary) = &spec.summary {
        out.extend(summary_signal(summary, Place::Summary));
    }
    // An operationId that spells the path's method name again (Slack's `auth_revoke` for
    // `/auth.revoke`) adds nothing, and its other words are nouns (`inviteRequests_list`).
    let path_words: Vec<String> = out
        .iter()
        .filter(|s| s.place == Place::Path)
        .flat_map(|s| words(&s.word))
        .collect();
    if let Some(id) = &tool.origin.operation_id
        && !path_words.iter().any(|w| words(id).contains(w))
    {
        out.extend(operation_id_signal(
            id,
            tool.origin.method,
            &path_nouns(&tool.origin.path),
        ));
    }
    if let Some(d) = &spec.description {
        out.extend(description_signal(d));
    }
    let naming = naming_sentence(spec);
    let said = out
        .iter()
        .find(|s| matches!(s.place, Place::Summary))
        .or_else(|| out.iter().find(|s| s.place == Place::Description))
        .map(|s| s.effect);
    // "Retrieve Exec URL" for `GET /components/{name}/exec`: a read whose object is the last
    // path segment says that segment is a noun there, not a method name.
    if said == Some(Effect::Read) {
        out.retain(|s| s.place != Place::Path || !object_names(naming, &s.word));
    }
    // "Create binding of a Pod" for `POST /pods/{name}/binding`, "Run Clusterlint Checks" for
    // `/clusters/{id}/clusterlint`: the POST makes one of what the last segment names (a
    // subresource), it does not act on the item above it.
    if said == Some(Effect::Additive)
        && let Some(last) = segments(&tool.origin.path)
            .iter()
            .rev()
            .find(|s| !s.starts_with('{'))
        && object_names(naming, last)
    {
        out.retain(|s| !(s.place == Place::Shape && s.word.starts_with(ITEM_ACTION)));
    }
    // A part of an item reached by a read verb (`POST /applications/{id}/token` "Check a
    // token", `/{realm}/partial-export` "Partial export of a realm") reads; the shape only
    // speaks where the words say nothing of reading.
    let first_word = out
        .iter()
        .find(|s| matches!(s.place, Place::Summary | Place::OperationId | Place::Path))
        .or_else(|| out.iter().find(|s| s.place == Place::Description));
    if first_word.is_some_and(|s| s.effect == Effect::Read) {
        out.retain(|s| !(s.place == Place::Shape && s.word.starts_with(ITEM_ACTION)));
    }
    if creates_nothing_kept(tool, ops) {
        let mut downgraded = false;
        for signal in &mut out {
            if signal.effect == Effect::Additive
                && effect_of(&clean(&signal.word))
                    .is_some_and(|(_, base)| MAKING_VERBS.contains(&base.as_str()))
            {
                signal.effect = Effect::Read;
                downgraded = true;
            }
        }
        if downgraded {
            out.insert(
                0,
                Signal {
                    place: Place::Shape,
                    word:
                        "it creates nothing the API can read back (no GET of the path or its items)"
                            .into(),
                    effect: Effect::Read,
                },
            );
        }
    }
    out
}

/// Whether every word of `segment` is in the object of `text`'s first verb (plurals folded):
/// `Retrieve Exec URL` names `exec`, `Initiate an Image Account Transfer` names
/// `account_transfer`, `Capture the payment of an existing charge` does not name `capture`.
/// An object made `new` is not named: a new one of a singular part replaces the old.
fn object_names(text: &str, segment: &str) -> bool {
    let fold = |w: &str| w.trim_end_matches('s').to_string();
    let object: Vec<String> = object_of(text).iter().map(|w| fold(w)).collect();
    let wanted = words(segment);
    !wanted.is_empty()
        && !object.iter().any(|w| w == "new")
        && wanted.iter().all(|w| object.contains(&fold(w)))
}

/// The words after the first verb of the first clause, up to a preposition or a relative
/// pronoun: `Create binding of a Pod` → `binding of a pod`; `Generate a new secret for the
/// client` → `a new secret`.
fn object_of(text: &str) -> Vec<String> {
    const STOPS: &[&str] = &[
        "that", "which", "who", "when", "with", "by", "for", "to", "from", "on", "in", "into",
        "using", "via", "if", "and", "or", "at", "as",
    ];
    let text = plain_text(text);
    let clause = text
        .split(['.', ':', ';', '(', '\n', ','])
        .find(|c| !c.trim().is_empty())
        .unwrap_or("");
    // As written, so that `LocalSubjectAccessReview` still splits into its words.
    let ws: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let verb = ws
        .iter()
        .position(|w| !LEAD_INS.contains(&clean(w).as_str()));
    ws.iter()
        .skip(verb.map_or(ws.len(), |i| i + 1))
        .take_while(|w| !STOPS.contains(&clean(w).as_str()))
        .flat_map(|w| words(w))
        .collect()
}

/// Words that a path uses as nouns: every word of a hyphenated or underscored segment but its
/// first (`account_transfer` → `transfer`), so an operationId that spells them
/// (`images_post_account_transfer_create`) is not read as their verb.
fn path_nouns(path: &str) -> Vec<String> {
    segments(path)
        .iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(|s| words(s).into_iter().skip(1))
        .collect()
}

/// Whether a signal's verb only ever adds, even in a PATCH (`Append block children`).
fn only_adds(signal: &Signal) -> bool {
    effect_of(&clean(&signal.word))
        .is_some_and(|(_, base)| matches!(base.as_str(), "append" | "insert"))
}

fn is_default(source: &HintSource) -> bool {
    matches!(source, HintSource::MethodDefault | HintSource::Defaults)
}

/// What the signals say, with the ones that say it and how sure it is.
fn verdict(signals: &[Signal]) -> Option<(Effect, Confidence, Vec<Signal>)> {
    let strong: Vec<&Signal> = signals
        .iter()
        .filter(|s| s.place != Place::Description)
        .collect();
    let considered: Vec<&Signal> = if strong.is_empty() {
        signals.iter().collect()
    } else {
        strong
    };
    let first = considered.first()?;
    // Sources that disagree: the most cautious effect any of them names wins, since a client
    // trusts the hint. (A read and a write: it writes.)
    let effect = considered
        .iter()
        .map(|s| s.effect)
        .max()
        .unwrap_or(first.effect);
    let agreeing: Vec<Signal> = considered
        .iter()
        .filter(|s| s.effect == effect)
        .map(|s| (*s).clone())
        .collect();
    let places = {
        let mut places: Vec<Place> = agreeing.iter().map(|s| s.place).collect();
        places.dedup();
        places.len()
    };
    let confidence = if agreeing.iter().all(|s| s.place == Place::Description) {
        Confidence::Low
    } else if places >= 2 {
        Confidence::High
    } else {
        Confidence::Medium
    };
    Some((effect, confidence, agreeing))
}

/// The findings of one tool: at most one per hint, and only for hints that still have their
/// method default (set anywhere, even to the same value, a hint has been looked at).
pub fn review(tool: &Tool, ops: &Operations) -> Vec<Finding> {
    let a = &tool.annotations;
    let method = tool.origin.method;
    let all = signals(tool, ops);
    let Some((effect, confidence, agreeing)) = verdict(&all) else {
        return Vec::new();
    };
    let responses = &tool.origin.words.responses;
    let creates = responses.iter().any(|c| c == "201" || c == "202");
    let mut out = Vec::new();
    let finding = |hint, suggested| Finding {
        hint,
        suggested,
        effect,
        confidence,
        signals: agreeing.clone(),
    };
    let ro_default = is_default(&a.read_only.source);
    match (a.read_only.value, effect) {
        // Announced read-only, but the words say it writes.
        (true, Effect::Additive | Effect::Destructive) if ro_default => {
            out.push(finding(HintKind::ReadOnly, false));
        }
        // Announced as writing, but every word says it only reads (and it does not answer
        // 201 Created or 202 Accepted, which only a write does). A DELETE always writes.
        (false, Effect::Read)
            if ro_default
                && (!creates || agreeing.iter().any(|s| s.place == Place::Shape))
                && method != Method::Delete =>
        {
            out.push(finding(HintKind::ReadOnly, true));
        }
        _ => {}
    }
    let writes = match out.first() {
        Some(f) if f.hint == HintKind::ReadOnly => !f.suggested,
        _ => !a.read_only.value,
    };
    if writes && is_default(&a.destructive.source) {
        match (a.destructive.value, effect) {
            (false, Effect::Destructive) => out.push(finding(HintKind::Destructive, true)),
            // A PATCH changes part of what exists, whatever it adds.
            (true, Effect::Additive)
                if method != Method::Delete
                    && (method != Method::Patch || agreeing.iter().any(only_adds)) =>
            {
                out.push(finding(HintKind::Destructive, false));
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn effect(text: &str) -> Option<Effect> {
        summary_signal(text, Place::Summary).map(|s| s.effect)
    }

    #[test]
    fn summaries_are_read_by_their_first_verb_and_its_alternatives() {
        assert_eq!(effect("Revokes a token."), Some(Effect::Destructive));
        assert_eq!(effect("Retrieve a report"), Some(Effect::Read));
        assert_eq!(
            effect("Partially update the specified Pod"),
            Some(Effect::Destructive)
        );
        assert_eq!(
            effect("Create or update a secret"),
            Some(Effect::Destructive)
        );
        assert_eq!(
            effect("Get or create a conversation"),
            Some(Effect::Additive)
        );
        assert_eq!(effect("Look up a user by email"), Some(Effect::Read));
        assert_eq!(effect("Render a Markdown document"), Some(Effect::Read));
        assert_eq!(effect("User details"), None);
        assert_eq!(effect(""), None);
    }

    #[test]
    fn operation_ids_name_the_verb_first_or_last() {
        let e = |id, m| operation_id_signal(id, m, &[]).map(|s| (s.word, s.effect));
        assert_eq!(
            e("auth_revoke", Method::Get),
            Some(("revoke".into(), Effect::Destructive))
        );
        assert_eq!(
            e("repos/create-fork", Method::Post),
            Some(("create".into(), Effect::Additive))
        );
        assert_eq!(
            e("searchPets", Method::Post),
            Some(("search".into(), Effect::Read))
        );
        assert_eq!(e("PostCustomersCustomer", Method::Post), None);
        assert_eq!(
            e("GetCustomers", Method::Get),
            Some(("get".into(), Effect::Read))
        );
        assert_eq!(
            e("conversations.rename", Method::Post).map(|x| x.1),
            Some(Effect::Destructive)
        );
        assert_eq!(e("petsByOwner", Method::Get), None);
    }

    #[test]
    fn paths_speak_only_when_they_end_in_a_method_name() {
        let e = |p| path_signal(p).map(|s| s.effect);
        assert_eq!(e("/auth.revoke"), Some(Effect::Destructive));
        assert_eq!(e("/views.open"), Some(Effect::Additive));
        assert_eq!(e("/v1/things:search"), Some(Effect::Read));
        assert_eq!(e("/reports/get"), Some(Effect::Read));
        assert_eq!(e("/pulls/{n}/merge"), Some(Effect::Destructive));
        assert_eq!(e("/actions/runs"), None, "a plural is a collection");
        assert_eq!(e("/builds/{id}/log"), None, "a noun in a path");
        assert_eq!(e("/pets/{id}"), None);
        assert_eq!(e("/users.profile.get"), Some(Effect::Read));
    }

    #[test]
    fn the_most_cautious_source_wins() {
        let s = |place, effect| Signal {
            place,
            word: format!("{place:?}{effect:?}"),
            effect,
        };
        let (effect, confidence, _) = verdict(&[
            s(Place::Summary, Effect::Read),
            s(Place::OperationId, Effect::Destructive),
        ])
        .unwrap();
        assert_eq!(
            (effect, confidence),
            (Effect::Destructive, Confidence::Medium)
        );
        let (effect, confidence, _) = verdict(&[
            s(Place::Summary, Effect::Read),
            s(Place::OperationId, Effect::Read),
        ])
        .unwrap();
        assert_eq!((effect, confidence), (Effect::Read, Confidence::High));
        let (_, confidence, _) = verdict(&[s(Place::Description, Effect::Read)]).unwrap();
        assert_eq!(confidence, Confidence::Low);
        assert!(verdict(&[]).is_none());
    }
}

#[cfg(test)]
mod review_tests {
    use super::*;
    use crate::resolve::Documents;
    use serde_json::{Value, json};

    /// A spec of `(path, method, operation fields)`, path parameters declared for it.
    fn plan(ops: &[(&str, &str, Value)]) -> crate::Planned {
        let mut paths = serde_json::Map::new();
        for (path, method, fields) in ops {
            let mut op = fields.clone();
            op["responses"] = json!({"200": {"description": "ok"}});
            let params: Vec<Value> = path
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}'))
                .map(|(name, _)| json!({"name": name, "in": "path", "required": true, "schema": {"type": "string"}}))
                .collect();
            if !params.is_empty() {
                op["parameters"] = Value::Array(params);
            }
            let item = paths.entry(path.to_string()).or_insert_with(|| json!({}));
            item[*method] = op;
        }
        let text =
            json!({"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": paths})
                .to_string();
        let doc = crate::load::load_str(std::path::Path::new("t.json"), &text).unwrap();
        crate::run_loaded(&Documents::single(doc), None, crate::StaleKeys::Error).unwrap()
    }

    /// The findings of every operation, as `METHOD /path` → `(hint, value)`.
    fn findings(ops: &[(&str, &str, Value)]) -> Vec<(String, HintKind, bool)> {
        let planned = plan(ops);
        let index = Operations::of(&planned.set);
        let mut out: Vec<(String, HintKind, bool)> = planned
            .set
            .tools
            .iter()
            .flat_map(|t| {
                review(t, &index)
                    .into_iter()
                    .map(|f| (t.origin.key(), f.hint, f.suggested))
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }

    /// Each signal added for the benchmark's misses, with a neighbour it must leave alone.
    #[test]
    fn item_checks_returns_runs_of_reads_tools_messages_and_computations() {
        let got = findings(&[
            // Verifying an existing item records the outcome on it; checking what is sent reads.
            (
                "/sources/{id}/verify",
                "post",
                json!({"description": "Verify a source."}),
            ),
            (
                "/rollback/validate",
                "post",
                json!({"summary": "Validate a rollback"}),
            ),
            // `return` as the last segment returns the item; as a first word it reads.
            (
                "/transfers/{id}/return",
                "post",
                json!({"operationId": "PostReturn"}),
            ),
            (
                "/reports/run",
                "post",
                json!({"summary": "Returns a report"}),
            ),
            (
                "/cards/{id}/shipping/fail",
                "post",
                json!({"operationId": "PostFail"}),
            ),
            // Executing a query reads; executing a job does not.
            ("/metadata_queries/execute_read", "post", json!({})),
            ("/jobs/execute_batch", "post", json!({})),
            // A tool noun computes.
            ("/{realm}/client-description-converter", "post", json!({})),
            // A message noun sends; a lone verb segment still speaks.
            ("/users/{id}/reset-password-email", "put", json!({})),
            ("/users/{id}/reset-password", "put", json!({})),
            // Appending adds, even in a PATCH; other PATCHes overwrite.
            (
                "/blocks/{id}/children",
                "patch",
                json!({"summary": "Append block children"}),
            ),
            (
                "/blocks/{id}",
                "patch",
                json!({"summary": "Add a property"}),
            ),
            // A computation nothing reads back, even under an item; a stored review is kept.
            (
                "/namespaces/{ns}/accessreviews",
                "post",
                json!({"description": "create a LocalAccessReview"}),
            ),
            (
                "/pulls/{n}/reviews",
                "post",
                json!({"summary": "Create a review"}),
            ),
            (
                "/pulls/{n}/reviews",
                "get",
                json!({"summary": "List reviews"}),
            ),
            // Assigning moves what was assigned elsewhere.
            (
                "/projects/{id}/resources",
                "post",
                json!({"summary": "Assign resources to a project"}),
            ),
        ]);
        let has = |key: &str, hint, value| {
            got.iter()
                .any(|g| g.0 == key && g.1 == hint && g.2 == value)
        };
        let none = |key: &str| !got.iter().any(|g| g.0 == key);
        assert!(
            has("POST /sources/{id}/verify", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(
            has("POST /rollback/validate", HintKind::ReadOnly, true),
            "{got:?}"
        );
        assert!(
            has("POST /transfers/{id}/return", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(
            has("POST /reports/run", HintKind::ReadOnly, true),
            "{got:?}"
        );
        assert!(
            has(
                "POST /cards/{id}/shipping/fail",
                HintKind::Destructive,
                true
            ),
            "{got:?}"
        );
        assert!(
            has(
                "POST /metadata_queries/execute_read",
                HintKind::ReadOnly,
                true
            ),
            "{got:?}"
        );
        assert!(none("POST /jobs/execute_batch"), "{got:?}");
        assert!(
            has(
                "POST /{realm}/client-description-converter",
                HintKind::ReadOnly,
                true
            ),
            "{got:?}"
        );
        assert!(
            has(
                "PUT /users/{id}/reset-password-email",
                HintKind::Destructive,
                false
            ),
            "{got:?}"
        );
        assert!(none("PUT /users/{id}/reset-password"), "{got:?}");
        assert!(
            has("PATCH /blocks/{id}/children", HintKind::Destructive, false),
            "{got:?}"
        );
        assert!(none("PATCH /blocks/{id}"), "{got:?}");
        assert!(
            has(
                "POST /namespaces/{ns}/accessreviews",
                HintKind::ReadOnly,
                true
            ),
            "{got:?}"
        );
        assert!(none("POST /pulls/{n}/reviews"), "{got:?}");
        assert!(
            has("POST /projects/{id}/resources", HintKind::Destructive, true),
            "{got:?}"
        );
    }

    /// Words that name the path's last segment as the object make it a noun: a read of it is
    /// a read, a create of it makes a subresource rather than acting on the item above.
    #[test]
    fn a_segment_named_as_the_object_is_a_noun() {
        let got = findings(&[
            (
                "/components/{name}/exec",
                "get",
                json!({"summary": "Retrieve Exec URL"}),
            ),
            (
                "/components/{name}/exec",
                "post",
                json!({"summary": "Exec a command"}),
            ),
            (
                "/pods/{name}/binding",
                "post",
                json!({"description": "create binding of a Pod"}),
            ),
            (
                "/clusters/{id}/clusterlint",
                "post",
                json!({"summary": "Run Clusterlint Checks on a cluster"}),
            ),
            (
                "/images/{id}/account_transfer",
                "post",
                json!({"summary": "Initiate an Image Account Transfer", "operationId": "images_post_account_transfer_create"}),
            ),
            // A new one of a singular part replaces the old; the object is not the segment.
            (
                "/clients/{id}/client-secret",
                "post",
                json!({"description": "Generate a new secret for the client"}),
            ),
            (
                "/charges/{id}/capture",
                "post",
                json!({"description": "Capture the payment of an existing charge, with the capture flag"}),
            ),
        ]);
        let none = |key: &str| !got.iter().any(|g| g.0 == key);
        let has = |key: &str, hint, value| {
            got.iter()
                .any(|g| g.0 == key && g.1 == hint && g.2 == value)
        };
        assert!(none("GET /components/{name}/exec"), "{got:?}");
        assert!(
            has("POST /components/{name}/exec", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(none("POST /pods/{name}/binding"), "{got:?}");
        assert!(none("POST /clusters/{id}/clusterlint"), "{got:?}");
        assert!(none("POST /images/{id}/account_transfer"), "{got:?}");
        assert!(
            has(
                "POST /clients/{id}/client-secret",
                HintKind::Destructive,
                true
            ),
            "{got:?}"
        );
        assert!(
            has("POST /charges/{id}/capture", HintKind::Destructive, true),
            "{got:?}"
        );
    }

    #[test]
    fn shapes_speak_for_operations_without_telling_words() {
        let got = findings(&[
            (
                "/customers/{id}",
                "get",
                json!({"operationId": "getCustomer"}),
            ),
            (
                "/customers/{id}",
                "post",
                json!({"operationId": "PostCustomersId"}),
            ),
            (
                "/customers/{id}",
                "delete",
                json!({"operationId": "deleteCustomer"}),
            ),
            (
                "/charges/{id}/capture",
                "post",
                json!({"operationId": "PostChargesIdCapture"}),
            ),
            (
                "/charges/{id}/refunds",
                "post",
                json!({"operationId": "PostRefunds", "summary": "Add a note"}),
            ),
            (
                "/droplets/{id}/actions",
                "post",
                json!({"operationId": "PostDropletActions"}),
            ),
            (
                "/user/starred/{repo}",
                "put",
                json!({"operationId": "PutStar"}),
            ),
            (
                "/user/starred/{repo}",
                "delete",
                json!({"operationId": "DeleteStar"}),
            ),
            (
                "/embeddings",
                "post",
                json!({"summary": "Creates an embedding vector"}),
            ),
            ("/files", "post", json!({"summary": "Create a file"})),
            ("/files", "get", json!({"summary": "List files"})),
        ]);
        let has = |key: &str, hint, value| {
            got.iter()
                .any(|g| g.0 == key && g.1 == hint && g.2 == value)
        };
        assert!(
            has("POST /customers/{id}", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(
            has("POST /charges/{id}/capture", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(
            has("POST /droplets/{id}/actions", HintKind::Destructive, true),
            "{got:?}"
        );
        assert!(
            has("PUT /user/starred/{repo}", HintKind::Destructive, false),
            "{got:?}"
        );
        assert!(has("POST /embeddings", HintKind::ReadOnly, true), "{got:?}");
        // A plural under an item is a collection the POST adds to; a create that a GET reads
        // back is stored; GETs and DELETEs that say nothing are left alone.
        // Making a refund undoes a payment.
        assert!(
            has("POST /charges/{id}/refunds", HintKind::Destructive, true),
            "{got:?}"
        );
        for quiet in [
            "POST /charges/{id}/notes",
            "POST /files",
            "GET /files",
            "GET /customers/{id}",
            "DELETE /customers/{id}",
        ] {
            assert!(got.iter().all(|g| g.0 != quiet), "{quiet}: {got:?}");
        }
    }

    #[test]
    fn words_find_wrong_defaults_in_both_directions_and_say_nothing_otherwise() {
        let tag_body = json!({"summary": "Add a tag to a pet", "requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}}});
        let got = findings(&[
            ("/auth.revoke", "get", json!({"operationId": "auth_revoke"})),
            (
                "/reports/get",
                "post",
                json!({"summary": "Retrieve a report"}),
            ),
            (
                "/conversations.rename",
                "post",
                json!({"operationId": "conversations_rename"}),
            ),
            (
                "/markdown",
                "post",
                json!({"summary": "Render a Markdown document"}),
            ),
            ("/pets/{id}/tags/{tag}", "put", tag_body),
            ("/pets", "get", json!({"summary": "List pets"})),
            ("/pets", "post", json!({"summary": "Create a pet"})),
            ("/pets/{id}", "put", json!({"summary": "Replace a pet"})),
            ("/pets/{id}", "get", json!({"summary": "Get a pet"})),
            (
                "/admin.inviteRequests.list",
                "get",
                json!({"operationId": "admin_inviteRequests_list"}),
            ),
        ]);
        assert_eq!(
            got,
            [
                ("GET /auth.revoke".to_string(), HintKind::ReadOnly, false),
                ("GET /auth.revoke".to_string(), HintKind::Destructive, true),
                (
                    "POST /conversations.rename".to_string(),
                    HintKind::Destructive,
                    true
                ),
                ("POST /markdown".to_string(), HintKind::ReadOnly, true),
                ("POST /reports/get".to_string(), HintKind::ReadOnly, true),
                (
                    "PUT /pets/{id}/tags/{tag}".to_string(),
                    HintKind::Destructive,
                    false
                ),
            ]
        );
    }

    #[test]
    fn a_hint_that_was_set_is_not_questioned() {
        let planned = plan(&[(
            "/auth.revoke",
            "get",
            json!({"operationId": "auth_revoke", "x-mcp": {"read_only": true}}),
        )]);
        let index = Operations::of(&planned.set);
        // Read-only was looked at; destructive follows the (reviewed) read-only value.
        let found = review(&planned.set.tools[0], &index);
        assert!(found.is_empty(), "{found:?}");
    }
}
