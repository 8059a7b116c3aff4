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

use super::input::{executed_input, read_switch};
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
fn overwrites_existing(tool: &Tool) -> Option<String> {
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
