//! What stops the review from proposing *less* caution. A relaxation (`read_only: true`, or
//! `destructive: false` on a PUT or PATCH) that is wrong makes a client auto-run a write and lets
//! `--read-only` serve it, so it needs positive evidence of reading and no evidence of writing:
//! any write verb anywhere in the words, an input the API executes, a structural sign of a write
//! (201 Created, 204 No Content, an `Idempotency-Key`, a `dry_run` switch). Each veto is a reason
//! in words; a vetoed relaxation is shown, never proposed.
//!
//! Tightenings are not vetoed: their errors cost a prompt, not a write.

use serde_json::Value;

use crate::model::{Location, Method, Tool};
use crate::util::naming::snake_case;

use super::shape::Operations;
use super::text::{clean, object_of, segments, words};
use super::vocabulary::{effect_of, exact_effect};
use super::{Effect, Place, Signal};

/// Words after which a noun follows: `a request`, `the update`, `of changes`, `pending orders`.
const NOUN_MARKERS: &[&str] = &[
    "a", "an", "the", "this", "that", "these", "those", "its", "their", "your", "our", "my",
    "each", "every", "any", "some", "no", "of", "for", "with", "by", "on", "in", "from", "about",
    "new", "pending", "latest", "last", "first", "all", "multiple", "many", "one", "single",
    "recent", "previous", "next", "api", "http", "access", "status",
];

/// Read verbs that, as what a write method does, usually record something for later: a report
/// filed with moderators, an evaluation stored under a client, a score or a vote kept.
const RECORDING_READS: &[&str] = &[
    "report", "evaluate", "eval", "score", "rate", "vote", "flag", "track",
];

/// Words that are verbs in the lists but, away from the head of a sentence, are nearly always
/// nouns (`sends a request`, `a set of`, `the login flow`): they veto only as the lead verb,
/// which the signals read already.
const NOUNS_IN_TEXT: &[&str] = &[
    "request",
    "requests",
    "set",
    "sets",
    "login",
    "logins",
    "block",
    "blocks",
    "order",
    "orders",
    "post",
    "posts",
    "link",
    "links",
    "log",
    "logs",
    "record",
    "records",
    "push",
    "copy",
    "copies",
    "schedule",
    "schedules",
    "message",
    "messages",
    "change",
    "changes",
    "update",
    "updates",
    "export",
    "exports",
    "match",
    "matches",
    "start",
    "end",
    "state",
    "status",
    "reset",
    "access",
    "review",
    "reviews",
    "draft",
    "drafts",
    "check",
    "checks",
    "charge",
    "charges",
    "transfer",
    "transfers",
    "lock",
    "locks",
    "release",
    "releases",
    "run",
    "runs",
];

/// What a write method that "gets" one of these usually does is mint it: a temporary link, a
/// session, a token.
const CREDENTIALS: &[&str] = &[
    "token",
    "tokens",
    "link",
    "links",
    "session",
    "sessions",
    "secret",
    "secrets",
    "credential",
    "credentials",
    "ticket",
    "tickets",
    "password",
    "otp",
    "code",
    "codes",
];

/// Read verbs that, done to an existing item by a write method, record the outcome on it (a
/// domain's verification status).
const CHECKS: &[&str] = &["verify", "validate", "confirm", "check", "test", "ping"];

/// Read verbs that, on a write method, usually start a job rather than answer at once.
const STARTS_A_JOB: &[&str] = &["export", "download", "sync"];

/// Nouns made of write verbs: an operation named after one makes one (`registration`,
/// `association`, `submission`).
const NOMINAL_WRITES: &[&str] = &[
    "registration",
    "association",
    "submission",
    "creation",
    "deletion",
    "execution",
    "publication",
    "subscription",
    "invitation",
    "insertion",
    "enrollment",
    "enrolment",
    "installation",
    "activation",
    "deactivation",
    "cancellation",
    "revocation",
    "removal",
    "assignment",
    "purchase",
    "payment",
    "upload",
    "import",
    "mutation",
];

/// Argument names whose value the API runs: a statement, a script, a command.
const EXECUTED_NAMES: &[&str] = &[
    "sql",
    "statement",
    "statements",
    "script",
    "scripts",
    "command",
    "commands",
    "cmd",
    "mutation",
    "mutations",
    "cypher",
    "sparql",
    "hql",
    "jql",
];

/// Array argument names that hold sub-requests or actions the API carries out one by one.
const BATCH_NAMES: &[&str] = &[
    "operations",
    "ops",
    "requests",
    "actions",
    "batch",
    "calls",
    "commands",
    "subrequests",
];

/// Body properties that wrap the real arguments.
pub(super) const ENVELOPES: &[&str] = &["data", "body", "payload", "request"];

/// Words of an argument name that make it a reference or a label, not the thing itself
/// (`command_id`, `script_name`).
const REFERENCE_WORDS: &[&str] = &[
    "id", "ids", "name", "names", "type", "types", "status", "count", "url", "uri", "key", "ref",
    "version", "format",
];

/// Enum values that, offered as the action of a call, make it destroy.
const DESTRUCTIVE_ACTIONS: &[&str] = &[
    "delete",
    "remove",
    "destroy",
    "purge",
    "publish",
    "archive",
    "unpublish",
    "trash",
    "drop",
    "cancel",
    "revoke",
    "disable",
    "suspend",
    "terminate",
    "overwrite",
    "replace",
    "move",
];

/// Words of the path or the summary that say a `query` argument is a statement that is run.
const EXECUTING_WORDS: &[&str] = &[
    "execute",
    "exec",
    "sql",
    "graphql",
    "statement",
    "statements",
    "cypher",
    "sparql",
    "eval",
    "jql",
    "hql",
    "script",
];

/// Why the API runs what the caller sends, when it does: an argument that is a statement,
/// script or command; a list of sub-requests or actions; an action chosen from a list that
/// includes deleting or publishing. Such a tool's effect depends on its input.
pub fn executed_input(tool: &Tool, ops: &Operations) -> Option<String> {
    let top = tool.input_schema.get("properties")?.as_object()?;
    // An envelope (`{"data": {"actions": [...]}}`, Asana's batch API) holds the arguments one
    // level down: they are read there too.
    let enveloped = top
        .iter()
        .filter(|(name, _)| ENVELOPES.contains(&name.as_str()))
        .filter_map(|(_, schema)| {
            ops.definition(schema)
                .get("properties")
                .and_then(Value::as_object)
        })
        .flatten();
    let props: Vec<(&String, &Value)> = top.iter().chain(enveloped).collect();
    let tool_words: Vec<String> = segments(&tool.origin.path)
        .iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(|s| words(s))
        .chain(
            [
                tool.origin.words.summary.as_deref(),
                tool.origin.operation_id.as_deref(),
            ]
            .into_iter()
            .flatten()
            .flat_map(words),
        )
        .collect();
    let executing_tool = tool_words
        .iter()
        .any(|w| EXECUTING_WORDS.contains(&w.as_str()));
    for (name, schema) in props {
        let ws: Vec<String> = snake_case(name)
            .split('_')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        let Some(last) = ws.last() else { continue };
        if REFERENCE_WORDS.contains(&last.as_str()) {
            continue;
        }
        let ty = schema.get("type").and_then(Value::as_str);
        let text_or_list = matches!(ty, Some("string" | "array" | "object")) || ty.is_none();
        // The thing run is what the name ends in (`sql`, `script`): `script_fields` are
        // fields, and a `shopperStatement` is text on a bank statement.
        let is_statement = |w: &str| matches!(w, "statement" | "statements");
        if text_or_list && EXECUTED_NAMES.contains(&last.as_str()) && !is_statement(last) {
            return Some(format!("the API runs what `{name}` holds"));
        }
        let language = ws
            .iter()
            .any(|w| EXECUTED_NAMES.contains(&w.as_str()) && !is_statement(w));
        if text_or_list
            && (matches!(last.as_str(), "query" | "q" | "code" | "expression")
                || is_statement(last))
            && (language || executing_tool)
        {
            return Some(format!("the API runs the statement `{name}` holds"));
        }
        // A GET's lists are of reads.
        if matches!(tool.origin.method, Method::Get | Method::Head) {
            continue;
        }
        if ty == Some("array") && BATCH_NAMES.contains(&last.as_str()) {
            return Some(format!(
                "`{name}` is a list of operations the API carries out"
            ));
        }
        if is_sub_request_list(schema) {
            return Some(format!(
                "`{name}` is a list of sub-requests the API sends on"
            ));
        }
        if ws.iter().any(|w| {
            matches!(
                w.as_str(),
                "action" | "operation" | "op" | "verb" | "command"
            )
        }) && let Some(value) = destructive_choice(schema)
        {
            return Some(format!(
                "`{name}` chooses the action, and one choice is `{value}`"
            ));
        }
    }
    None
}

/// Whether a schema is an array of requests (items with a method and a path or URL).
fn is_sub_request_list(schema: &Value) -> bool {
    let Some(item) = schema.get("items").and_then(|i| i.get("properties")) else {
        return false;
    };
    let Some(item) = item.as_object() else {
        return false;
    };
    let has = |names: &[&str]| {
        item.keys()
            .any(|k| names.contains(&k.to_ascii_lowercase().as_str()))
    };
    has(&["method", "http_method", "verb"])
        && has(&["path", "url", "relative_url", "uri", "endpoint"])
}

/// The first destructive action an enum (or an array of one) offers.
fn destructive_choice(schema: &Value) -> Option<String> {
    let values = schema
        .get("enum")
        .or_else(|| schema.get("items").and_then(|i| i.get("enum")))?
        .as_array()?;
    values.iter().filter_map(Value::as_str).find_map(|v| {
        words(v)
            .iter()
            .any(|w| DESTRUCTIVE_ACTIONS.contains(&w.as_str()))
            .then(|| v.to_string())
    })
}

/// Argument words that make an operation only read when set, and write otherwise.
const READ_SWITCHES: &[&[&str]] = &[
    &["dry", "run"],
    &["dryrun"],
    &["preview"],
    &["validate", "only"],
    &["check", "only"],
    &["simulate"],
    &["what", "if"],
];

/// Whether an argument's name is one of `switches` (a prefix like `is_` or a suffix like
/// `_mode` allowed: `is_dry_run`, `dry_run_mode`), for booleans, strings and enums only.
pub(crate) fn is_switch_named(name: &str, schema: &Value, switches: &[&[&str]]) -> bool {
    let ty = schema.get("type").and_then(Value::as_str);
    if !(matches!(ty, Some("boolean" | "string")) || schema.get("enum").is_some()) {
        return false;
    }
    let all: Vec<String> = snake_case(name).split('_').map(str::to_string).collect();
    let mut ws: &[String] = &all;
    if ws.len() > 1 && matches!(ws[0].as_str(), "is" | "do" | "should" | "with" | "use") {
        ws = &ws[1..];
    }
    if ws.len() > 1 && matches!(ws[ws.len() - 1].as_str(), "mode" | "flag" | "enabled") {
        ws = &ws[..ws.len() - 1];
    }
    switches
        .iter()
        .any(|p| ws.len() == p.len() && ws.iter().zip(*p).all(|(a, b)| a == b))
}

/// The read switch an operation takes (`dry_run`), if any.
pub(crate) fn read_switch(tool: &Tool) -> Option<String> {
    let props = tool.input_schema.get("properties")?.as_object()?;
    props
        .iter()
        .find(|(name, schema)| is_switch_named(name, schema, READ_SWITCHES))
        .map(|(name, _)| name.clone())
}

/// Every write verb (and noun made of one) in the words that name the operation: the summary,
/// the operationId, the literal path segments and the first sentence of the description, with
/// where it was read. Participles and gerunds are adjectives there (`shared links`, `pending
/// deletions`) and are left out.
fn write_words(tool: &Tool) -> Vec<(Place, String)> {
    let o = &tool.origin;
    let first_sentence = o
        .words
        .description
        .as_deref()
        .map(|d| d.split(['.', '\n']).next().unwrap_or(""))
        .unwrap_or("");
    let summary = o.words.summary.as_deref().unwrap_or("");
    // The last literal segment is where an RPC path names its method; the segments above it
    // name resources (`/blocks/{id}/children`).
    let last_segment = segments(&o.path)
        .into_iter()
        .rev()
        .find(|s| !s.starts_with('{'))
        .map(words)
        .unwrap_or_default();
    let sources: [(Place, Vec<String>); 4] = [
        (Place::Summary, sentence_words(summary)),
        (
            Place::OperationId,
            o.operation_id.as_deref().map(words).unwrap_or_default(),
        ),
        (Place::Path, last_segment),
        (Place::Description, sentence_words(first_sentence)),
    ];
    let method_word = o.method.as_str().to_ascii_lowercase();
    let mut out = Vec::new();
    for (place, ws) in sources {
        for (i, w) in ws.iter().enumerate() {
            // `PostCustomersSearch`: the method's own name says nothing more.
            if place == Place::OperationId && i == 0 && *w == method_word {
                continue;
            }
            // A word that is usually a noun is one only where a determiner or a preposition
            // says so (`a request`, `of changes`); elsewhere (`check and update`) it is the
            // verb it looks like.
            if i > 0
                && NOUNS_IN_TEXT.contains(&w.as_str())
                && (place == Place::OperationId
                    || place == Place::Path
                    || NOUN_MARKERS.contains(&ws[i - 1].as_str()))
            {
                continue;
            }
            let writes = NOMINAL_WRITES.contains(&w.trim_end_matches('s'))
                || (!w.ends_with("ed")
                    && !w.ends_with("ing")
                    && effect_of(w).is_some_and(|(e, _)| e != Effect::Read));
            if writes && !out.iter().any(|(_, seen)| seen == w) {
                out.push((place, w.clone()));
            }
        }
    }
    out
}

/// The words of a sentence, lowercased, markup and punctuation dropped, without the object of
/// its first verb (`Validate a rollback`: the rollback is what is validated, not done).
fn sentence_words(text: &str) -> Vec<String> {
    let object = object_of(text);
    text.split(|c: char| c.is_whitespace() || matches!(c, '/' | '(' | ')' | ',' | ';' | ':'))
        .map(clean)
        .filter(|w| !w.is_empty())
        .enumerate()
        .filter(|(i, w)| {
            let ws = words(w);
            *i == 0 || ws.is_empty() || !ws.iter().all(|x| object.contains(x))
        })
        .map(|(_, w)| w)
        .collect()
}

/// Verbs that, in a sentence about what already exists, say it is overwritten.
const OVERWRITING: &[&str] = &[
    "replace",
    "replaces",
    "replaced",
    "overwrite",
    "overwrites",
    "overwritten",
    "update",
    "updates",
    "updated",
    "upsert",
    "upserts",
    "upserted",
    "modify",
    "modifies",
    "modified",
];

/// The description's sentence that says what already exists is overwritten ("If a saved search
/// with the same name already exists, its fields are replaced"), anywhere in the description: a
/// create that says so is an upsert, whatever its first sentence and its method say.
pub(super) fn overwrites_existing(tool: &Tool) -> Option<String> {
    let description = tool.origin.words.description.as_deref()?;
    // Sentences end at a full stop or a blank line; a single line break only wraps one.
    description
        .split(['.', '!', '?'])
        .flat_map(|s| s.split("\n\n"))
        .find_map(|sentence| {
            let ws = words(sentence);
            let existing = ws.iter().any(|w| w.starts_with("exist"));
            let overwritten = ws.iter().any(|w| OVERWRITING.contains(&w.as_str()));
            (existing && overwritten).then(|| {
                let quoted: String = clean_sentence(sentence).chars().take(80).collect();
                format!("the description says what exists is overwritten (\"{quoted}\")")
            })
        })
}

/// A sentence with its whitespace runs made single spaces and its markup dropped, for quoting.
fn clean_sentence(sentence: &str) -> String {
    sentence
        .split_whitespace()
        .map(clean)
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Verbs of taking work from a queue: what reads like a "get" marks the work taken (and records
/// the poll).
const TAKING_WORK: &[&str] = &["poll", "polls", "polling", "dequeue", "dequeues"];

/// Who takes work from a queue, named as whom the operation serves (`for a worker`, `by a
/// runner`): an operation that lists workers is no such thing.
const WORK_TAKERS: &[&str] = &["worker", "workers", "runner", "runners"];

/// Why an operation takes work rather than reads it, if its words say so: a verb of taking work
/// ([`TAKING_WORK`]) anywhere in its summary, operationId, description or path; a worker or a
/// runner it is done for or by; or something read *from* a queue ("Get flow runs from the work
/// queue"). Taking work marks it taken.
fn takes_work(tool: &Tool) -> Option<String> {
    let o = &tool.origin;
    let path_words = segments(&o.path)
        .into_iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(words);
    let id_words = o.operation_id.as_deref().map(words).unwrap_or_default();
    if let Some(w) = path_words
        .chain(id_words)
        .find(|w| TAKING_WORK.contains(&w.as_str()))
    {
        return Some(format!("\"{w}\": taking work from a queue marks it taken"));
    }
    for text in [o.words.summary.as_deref(), o.words.description.as_deref()]
        .into_iter()
        .flatten()
    {
        let ws = words(text);
        for (i, w) in ws.iter().enumerate() {
            if TAKING_WORK.contains(&w.as_str()) {
                return Some(format!("\"{w}\": taking work from a queue marks it taken"));
            }
            // `for a worker`, `by the runner`, `from the work queue`: at most two words between.
            let near = |wanted: &dyn Fn(&str) -> bool| {
                ws[i + 1..].iter().take(3).find(|x| wanted(x.as_str()))
            };
            let taker = matches!(w.as_str(), "for" | "by")
                .then(|| near(&|x| WORK_TAKERS.contains(&x)))
                .flatten();
            if let Some(taker) = taker {
                return Some(format!(
                    "\"{w} ... {taker}\": work read for a worker is usually marked taken"
                ));
            }
            if w == "from"
                && let Some(queue) = near(&|x| x == "queue" || x == "queues")
            {
                return Some(format!(
                    "\"from ... {queue}\": what is read from a queue is usually taken from it"
                ));
            }
        }
    }
    None
}

fn place_name(place: Place) -> &'static str {
    match place {
        Place::Summary => "the summary",
        Place::OperationId => "the operationId",
        Place::Path => "the path",
        Place::Description => "the description",
        Place::Shape => "the shape",
        Place::Learned => "the learned model",
    }
}

/// Why `read_only: true` may not be proposed for `tool`, given the signals that suggested it;
/// empty when nothing vetoes it.
pub(super) fn read_only_vetoes(tool: &Tool, agreeing: &[Signal], ops: &Operations) -> Vec<String> {
    let mut out = Vec::new();
    // Positive evidence: a read written somewhere, not a making verb read as one because
    // nothing reads back what it makes (an absence).
    let read_said = agreeing.iter().any(|s| {
        s.place != Place::Shape
            && s.effect == Effect::Read
            && effect_of(&clean(&s.word)).is_none_or(|(e, _)| e == Effect::Read)
    });
    if !read_said {
        out.push(
            "no word of it says it only reads (that nothing reads it back is no evidence)"
                .to_string(),
        );
    }
    let has_item = segments(&tool.origin.path)
        .iter()
        .any(|s| s.starts_with('{'));
    let object: Vec<String> = object_of(super::text::naming_sentence(&tool.origin.words))
        .into_iter()
        .chain(
            segments(&tool.origin.path)
                .last()
                .map(|s| words(s).into_iter().skip(1).collect::<Vec<_>>())
                .unwrap_or_default(),
        )
        .collect();
    // One reason per kind, naming the first word that gave it.
    let first_with = |kind: &[&str]| {
        agreeing.iter().find(|s| {
            effect_of(&clean(&s.word)).is_some_and(|(_, base)| kind.contains(&base.as_str()))
        })
    };
    if let Some(s) = first_with(RECORDING_READS) {
        out.push(format!(
            "\"{}\" in a write often records something for later (a report, an evaluation)",
            s.word
        ));
    }
    if has_item && let Some(s) = first_with(CHECKS) {
        out.push(format!(
            "\"{}\" of an existing item often records the outcome on it",
            s.word
        ));
    }
    if let Some(s) = first_with(STARTS_A_JOB) {
        out.push(format!(
            "\"{}\" in a write often starts a job rather than answer",
            s.word
        ));
    }
    if let Some(thing) = object.iter().find(|w| CREDENTIALS.contains(&w.as_str())) {
        out.push(format!(
            "what it gets is a {thing}, which a write usually issues"
        ));
    }
    out.dedup();
    let found = write_words(tool);
    if !found.is_empty() {
        let list: Vec<String> = found
            .iter()
            .take(3)
            .map(|(place, w)| format!("{} says \"{w}\"", place_name(*place)))
            .collect();
        out.push(list.join(", "));
    }
    if let Some(name) = write_switch(tool) {
        out.push(format!("its switch `{name}` turns on a write"));
    }
    out.extend(takes_work(tool));
    out.extend(overwrites_existing(tool));
    // `POST /messages/{id}/translation` "Translate a message": what is computed for an
    // existing item may be kept on it. `POST /jobs/{id}/logs` "Inspect a job log": a POST to a
    // collection of an existing item adds to it, unless two places of the operation agree that
    // it reads (`POST /collections/{c}/points`, "Get points", `get_points`).
    let mut read_places: Vec<Place> = Vec::new();
    for s in agreeing {
        if s.place != Place::Shape && s.effect == Effect::Read && !read_places.contains(&s.place) {
            read_places.push(s.place);
        }
    }
    let named: Vec<&str> = segments(&tool.origin.path);
    if let [.., item, part] = named.as_slice()
        && item.starts_with('{')
        && !part.starts_with('{')
        && !words(part)
            .iter()
            .any(|w| exact_effect(w) == Some(Effect::Read))
    {
        if !super::shape::is_plural(part) {
            out.push(format!(
                "a POST to `{part}` of an existing item may keep what it makes on that item"
            ));
        } else if read_places.len() < 2 {
            out.push(format!(
                "a POST to the `{part}` of an existing item adds to them, and only one place of it says it reads"
            ));
        }
    }
    out.extend(structural_vetoes(tool, ops));
    out
}

/// Verbs that, in a boolean argument's name, switch on a write (`autoOpenLiveStream`,
/// `create_if_missing`, `save_result`).
const WRITE_SWITCH_VERBS: &[&str] = &[
    "open", "create", "start", "save", "store", "persist", "send", "commit", "write", "record",
    "register", "update", "delete", "remove", "apply",
];

/// A boolean argument named with a verb of [`WRITE_SWITCH_VERBS`].
fn write_switch(tool: &Tool) -> Option<String> {
    let props = tool.input_schema.get("properties")?.as_object()?;
    props
        .iter()
        .find(|(name, schema)| {
            schema.get("type").and_then(Value::as_str) == Some("boolean")
                && words(name)
                    .iter()
                    .any(|w| WRITE_SWITCH_VERBS.contains(&w.as_str()))
        })
        .map(|(name, _)| name.clone())
}

/// Why `destructive: false` may not be proposed for a PUT or PATCH.
pub(super) fn additive_vetoes(tool: &Tool, signals: &[Signal], ops: &Operations) -> Vec<String> {
    let mut out = Vec::new();
    // Words that say something else than adding (a read, or a change) make the adding shape
    // or word no evidence.
    let other: Vec<String> = signals
        .iter()
        .filter(|s| s.place != Place::Shape && s.effect != Effect::Additive)
        .map(|s| format!("\"{}\" says it {}", s.word, s.effect.as_str()))
        .collect();
    if !other.is_empty() {
        out.push(other.join(", "));
    }
    let o = &tool.origin;
    let last = segments(&o.path).last().copied().unwrap_or("");
    if o.method == Method::Put && o.words.has_body && last.starts_with('{') {
        out.push(format!(
            "a PUT of a body to `{last}` replaces whatever already is at that name"
        ));
    }
    // `PUT /collections/{name}/index`, `PUT /assets/copy`, `PUT /domains/{id}/verifydkim`: a
    // PUT to one thing (not a collection it adds to, not a relation named by its id) replaces
    // that thing, or acts on what exists.
    let relation = super::shape::puts_a_relation(o, ops);
    if o.method == Method::Put
        && !relation
        && !last.starts_with('{')
        && !last.is_empty()
        && !super::shape::is_plural(last)
    {
        out.push(format!(
            "a PUT to `{last}` (one thing, not a collection) replaces or changes it"
        ));
    }
    let destroying: Vec<String> = write_words(tool)
        .into_iter()
        .filter(|(_, w)| effect_of(w).is_some_and(|(e, _)| e == Effect::Destructive))
        .take(3)
        .map(|(place, w)| format!("{} says \"{w}\"", place_name(place)))
        .collect();
    if !destroying.is_empty() {
        out.push(destroying.join(", "));
    }
    if let Some(why) = executed_input(tool, ops) {
        out.push(format!("its effect depends on its input ({why})"));
    }
    out.extend(overwrites_existing(tool));
    out
}

/// Signs of a write in the operation's structure.
fn structural_vetoes(tool: &Tool, ops: &Operations) -> Vec<String> {
    let mut out = Vec::new();
    let o = &tool.origin;
    let codes = &o.words.responses;
    if codes.iter().any(|c| c == "201") {
        out.push("it answers 201 Created".to_string());
    }
    if codes.iter().any(|c| c == "202") {
        out.push("it answers 202 Accepted (work is started)".to_string());
    }
    if codes.iter().any(|c| c == "204") && !codes.iter().any(|c| c == "200") {
        out.push("it answers 204 No Content (a read would return something)".to_string());
    }
    if tool.http.params.iter().any(|p| {
        p.location == Location::Header && p.api_name.eq_ignore_ascii_case("idempotency-key")
    }) {
        out.push("it takes an `Idempotency-Key`, which only writes need".to_string());
    }
    if let Some(name) = read_switch(tool) {
        out.push(format!(
            "it only reads when `{name}` is set: its effect depends on its input"
        ));
    }
    if let Some(why) = executed_input(tool, ops) {
        out.push(format!("its effect depends on its input ({why})"));
    }
    out
}
