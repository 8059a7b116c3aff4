//! Signals read from what the spec writes about an operation: the first verb of its summary and
//! description, its operationId, and an RPC-style method name at the end of its path; and the
//! small readers of that text (words, the object of a verb, path segments) the other signals share.

use crate::model::Method;
use crate::util::naming::snake_case;

use super::vocabulary::{DESTRUCTIVE_NOUNS, LEAD_INS, NOUNS_IN_PATHS, effect_of, exact_effect};
use super::{Effect, Place, Signal};

/// The words of a text, lowercased: `conversations.rename` → `conversations`, `rename`.
pub(super) fn words(text: &str) -> Vec<String> {
    snake_case(text)
        .split('_')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The summary's effect: its first verb (after lead-ins such as `Partially`), made more
/// cautious by a verb joined to it with `or`/`and` (`Create or update` destroys, `Get or
/// create` adds).
pub(super) fn summary_signal(text: &str, place: Place) -> Option<Signal> {
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
    // "Create an external page (or update one by external ID)", "Creates a new or updates the
    // specified object": a create that may also overwrite.
    let first_sentence = text
        .match_indices('.')
        .find(|(i, _)| text[i + 1..].starts_with(char::is_whitespace))
        .map_or(text.as_str(), |(i, _)| &text[..i]);
    if effect == Effect::Additive && or_overwrites(&words(first_sentence)) {
        effect = Effect::Destructive;
    }
    // "Refresh access token", "Refresh an existing report": a refresh of a credential or of
    // what exists replaces it (of data, "Refresh transactions", it pulls them again).
    if effect == Effect::Additive
        && effect_of(&first).is_some_and(|(_, base)| base == "refresh")
        && words(first_clause).iter().any(|w| {
            matches!(
                w.trim_end_matches('s'),
                "token" | "session" | "key" | "secret" | "credential" | "password" | "existing"
            )
        })
    {
        effect = Effect::Destructive;
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

/// Whether the words offer to overwrite as the alternative (`or update`, `or replaces`):
/// only verbs that change what exists, so "an edited or extended image" does not count.
pub(super) fn or_overwrites(ws: &[String]) -> bool {
    ws.windows(2).any(|pair| {
        pair[0] == "or"
            && effect_of(&pair[1]).is_some_and(|(_, base)| {
                matches!(
                    base.as_str(),
                    "update" | "replace" | "overwrite" | "modify" | "upsert" | "edit"
                )
            })
    })
}

/// A verb undone (`unmerge`, `unpublish`): it changes what the verb made. Only the `un`
/// prefix, since `re` starts too many nouns (`reports`, `records`).
fn undoing(word: &str) -> Option<Effect> {
    let base = word.strip_prefix("un").filter(|rest| rest.len() >= 3)?;
    matches!(
        exact_effect(base),
        Some(Effect::Additive | Effect::Destructive)
    )
    .then_some(Effect::Destructive)
}

pub(super) fn clean(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric())
        .to_ascii_lowercase()
}

/// The operationId's verb: in the part after its last `/`, `.` or `:` (`repos/create-fork`),
/// the first word that is a verb, wherever it stands (`createFork`, `conversations_rename`,
/// `apps_validate_rollback`).
pub(super) fn operation_id_signal(id: &str, method: Method, nouns: &[String]) -> Option<Signal> {
    let tail = id.rsplit(['/', '.', ':']).next().unwrap_or(id);
    // grpc-gateway's `InfoService_CollectEvent`: the method follows the service's name.
    let tail = tail
        .split_once("Service_")
        .map_or(tail, |(_, method)| method);
    let ws = words(tail);
    let first = ws.first()?;
    // Ids that start with the HTTP method (`PostCustomers`, `GetCustomers`) say nothing more
    // than the method does, except that GET is a read.
    let method_word = method.as_str().to_ascii_lowercase();
    if *first == method_word && method != Method::Get {
        return None;
    }
    // After `bulk` a path's word is the verb (`bulk_delete_messages` for `/bulk-delete`).
    let (word, mut effect) = ws
        .iter()
        .enumerate()
        .filter(|(i, w)| {
            !nouns.contains(w)
                || i.checked_sub(1)
                    .is_some_and(|p| matches!(ws[p].as_str(), "bulk" | "batch" | "mass"))
        })
        .find_map(|(_, w)| exact_effect(w).or_else(|| undoing(w)).map(|e| (w, e)))?;
    // `createOrUpdateIssue`: a create that may also overwrite.
    if effect == Effect::Additive && or_overwrites(&ws) {
        effect = Effect::Destructive;
    }
    Some(Signal {
        place: Place::OperationId,
        word: word.clone(),
        effect,
    })
}

/// Verbs that, first of several words in a REST path segment, qualify a noun (`deploy_keys`).
const MODIFIERS_IN_PATHS: &[&str] = &["deploy"];

/// An RPC-style method name at the end of the path: after a `.` or `:` in the last segment
/// (`/auth.revoke`, `/v1/things:search`), or a last segment that is a verb as it is
/// (`/reports/get`, `/jobs/{id}/run`, `/pulls/{n}/merge`), but not a plural or a word that
/// is usually a noun there (`/runs`, `/logs`, `/status`).
pub(super) fn path_signal(path: &str) -> Option<Signal> {
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
    // `bulk-delete`, `batch-retrieve-counts`: the verb follows the lead-in.
    let mut ws = words(candidate);
    let lead_ins = ws
        .iter()
        .take_while(|w| matches!(w.as_str(), "bulk" | "batch" | "mass"))
        .count();
    if lead_ins < ws.len() {
        ws.drain(..lead_ins);
    }
    let verb = ws.first()?;
    if strict && NOUNS_IN_PATHS.contains(&verb.as_str()) {
        return None;
    }
    // `deploy_keys`, `deploy_tokens`: first of several words in a REST segment, the verb
    // qualifies the noun after it; the action is a segment of its own (`/deploy`).
    if strict && ws.len() > 1 && MODIFIERS_IN_PATHS.contains(&verb.as_str()) {
        return None;
    }
    let effect = PATH_MEANINGS
        .iter()
        .find(|(w, _)| w == verb && (ws.len() == 1 || *w == "return"))
        .map(|(_, e)| *e)
        .or_else(|| run_of_a_read(&ws))
        // A read verb first reads whatever follows: `lookupByEmail` finds by an email, it
        // sends none.
        .or_else(|| exact_effect(verb).filter(|e| *e == Effect::Read))
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
        .or_else(|| undoing(verb))
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
/// (`reverse` too: `/payments/{id}/reverse` undoes the payment, while elsewhere the word is an
/// adjective, `reverse_chronological`, `reverse DNS`.)
const PATH_MEANINGS: &[(&str, Effect)] = &[
    ("return", Effect::Destructive),
    ("reverse", Effect::Destructive),
];

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
pub(super) fn description_signal(description: &str) -> Option<Signal> {
    summary_signal(description, Place::Description)
}

/// The text that names the operation: the summary, else the description.
pub(super) fn naming_sentence(words: &crate::model::OperationWords) -> &str {
    words
        .summary
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .or(words.description.as_deref())
        .unwrap_or("")
}

/// The path's segments, a file extension taken off each (`Calls.json` → `Calls`: some APIs
/// spell the response format into every path).
pub(super) fn segments(path: &str) -> Vec<&str> {
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

/// Whether every word of `segment` is in the object of `text`'s first verb (plurals folded):
/// `Retrieve Exec URL` names `exec`, `Initiate an Image Account Transfer` names
/// `account_transfer`, `Capture the payment of an existing charge` does not name `capture`.
/// An object made `new` is not named: a new one of a singular part replaces the old.
pub(super) fn object_names(text: &str, segment: &str) -> bool {
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
pub(super) fn object_of(text: &str) -> Vec<String> {
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
pub(super) fn path_nouns(path: &str) -> Vec<String> {
    segments(path)
        .iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(|s| words(s).into_iter().skip(1))
        .collect()
}

/// Whether `word` is `verb` made a past participle (`starred`, `merged`, `locked`): a state
/// the operation may read rather than the action.
pub(super) fn is_participle_of(word: &str, verb: &str) -> bool {
    let Some(last) = verb.chars().last() else {
        return false;
    };
    word == format!("{verb}ed")
        || (verb.ends_with('e') && word == format!("{verb}d"))
        || word == format!("{verb}{last}ed")
}

/// Whether a path segment is a compound noun in the plural (`exchange_rates`,
/// `mandate_notifications`): several words, the last a plural, no RPC separator.
pub(super) fn is_plural_compound(segment: &str) -> bool {
    let ws = words(segment);
    !segment.contains(['.', ':'])
        && ws.len() >= 2
        && ws
            .last()
            .is_some_and(|w| w.ends_with('s') && !w.ends_with("ss"))
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
}
