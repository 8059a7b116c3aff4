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

mod doubt;
mod input;
mod learned;
mod shape;
mod text;
mod veto;
mod vocabulary;

use serde::Serialize;

pub use crate::error::Confidence;
use crate::model::{HintSource, Method, Tool};

pub use input::executed_input;
pub(crate) use input::{is_switch_named, read_switch};
pub use learned::features as learned_features;
pub use shape::Operations;
use shape::{ITEM_ACTION, MAKING_VERBS, creates_nothing_kept, shape_signals};
use text::{
    clean, description_signal, is_participle_of, is_plural_compound, naming_sentence, object_names,
    operation_id_signal, path_nouns, path_signal, segments, summary_signal, words,
};
use vocabulary::effect_of;

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
    /// The effect in words for messages: `only reads`, `adds`, `changes or removes`.
    pub fn as_str(self) -> &'static str {
        match self {
            Effect::Read => "only reads",
            Effect::Additive => "adds",
            Effect::Destructive => "changes or removes",
        }
    }
}

/// Where a signal was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    /// The verb of the `summary`.
    Summary,
    /// A verb of the `operationId`'s last `.`, `/` or `:` segment (`revokeToken`,
    /// `tokens.revoke`).
    OperationId,
    /// An RPC-style last path segment (`/auth.revoke`, `/reports/get`, `:search`).
    Path,
    /// The first sentence of the `description`; the weakest source.
    Description,
    /// The operation's shape among its neighbours (a POST to an item, a PUT that a DELETE
    /// undoes, a create that nothing reads back).
    Shape,
    /// A model learned from labelled operations of other APIs (`learned.tsv`), which only
    /// ever asks for more caution, where no word list spoke.
    Learned,
}

/// One source's verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Signal {
    /// Where the verb was read; in JSON in kebab-case (`operation-id`).
    pub place: Place,
    /// The verb as written there (`Revokes`, `revoke`).
    pub word: String,
    /// What the verb says the operation does.
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
            Place::Shape | Place::Learned => self.word.clone(),
        }
    }
}

/// Which hint a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HintKind {
    /// `readOnlyHint`; in JSON `read_only`.
    ReadOnly,
    /// `destructiveHint`; in JSON `destructive`.
    Destructive,
}

/// A hint whose method default the spec's words contradict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The hint the method default is likely wrong for.
    pub hint: HintKind,
    /// The value the words suggest (the default is its opposite).
    pub suggested: bool,
    /// What the operation seems to do.
    pub effect: Effect,
    /// How sure the review is, from which sources agree.
    pub confidence: Confidence,
    /// The sources that agree with the suggestion, strongest first.
    pub signals: Vec<Signal>,
    /// For a suggestion of less caution: why it is not proposed (a write verb, an executed
    /// input, a 201); empty when nothing vetoes it. A vetoed relaxation is shown, not proposed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub vetoes: Vec<String>,
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

    /// Whether the finding proposes less caution than the method default (read-only, or not
    /// destructive): the direction that needs positive evidence and no veto.
    pub fn is_relaxation(&self) -> bool {
        !self.is_unsafe_default()
    }

    /// Whether it is a relaxation that may be proposed: nothing vetoes it.
    pub fn is_proposed(&self) -> bool {
        self.is_unsafe_default() || self.vetoes.is_empty()
    }
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
    drop_path_nouns_of_a_read(tool, &mut out);
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
    // An upload to a singular part (`/apps/{id}/logo` "Upload an application logo") replaces
    // the one there: that stays an action on the item.
    let uploads = words(naming)
        .first()
        .is_some_and(|w| effect_of(w).is_some_and(|(_, base)| base == "upload"));
    if said == Some(Effect::Additive)
        && !uploads
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

/// A GET's last path segment that the words show to be a noun or a state, not an action, says
/// nothing of a side effect: a plural compound (`GET /v1/exchange_rates`), or a verb the
/// summary or operationId reads as a state (`GET /gists/{id}/star` "Check if a gist is
/// starred", `GET /pulls/{n}/merge` `pulls/check-if-merged`).
fn drop_path_nouns_of_a_read(tool: &Tool, out: &mut Vec<Signal>) {
    if !matches!(tool.origin.method, Method::Get | Method::Head) {
        return;
    }
    let Some(path) = out.iter().find(|s| s.place == Place::Path) else {
        return;
    };
    let last = segments(&tool.origin.path)
        .into_iter()
        .rev()
        .find(|s| !s.starts_with('{'))
        .unwrap_or_default();
    let reads_first = out
        .iter()
        .find(|s| matches!(s.place, Place::Summary | Place::OperationId))
        .is_some_and(|s| s.effect == Effect::Read);
    let state = reads_first
        && words(&path.word).first().is_some_and(|verb| {
            let spec = &tool.origin.words;
            [spec.summary.as_deref(), tool.origin.operation_id.as_deref()]
                .into_iter()
                .flatten()
                .flat_map(words)
                .any(|w| is_participle_of(&w, verb))
        });
    if state || is_plural_compound(last) {
        out.retain(|s| s.place != Place::Path);
    }
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
    let mut effect = considered
        .iter()
        .map(|s| s.effect)
        .max()
        .unwrap_or(first.effect);
    // The description is the weakest source, but asking for more caution aims at recall: a
    // description that says a write changes what exists where the rest say it adds ("Add
    // Channel Leader": "Assign the role of leader to a member") speaks, at low confidence.
    let described = signals
        .iter()
        .filter(|s| s.place == Place::Description)
        .map(|s| s.effect)
        .max();
    let considered: Vec<&Signal> = match described {
        Some(Effect::Destructive) if effect == Effect::Additive => {
            effect = Effect::Destructive;
            signals
                .iter()
                .filter(|s| s.place == Place::Description)
                .collect()
        }
        _ => considered,
    };
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
    let mut out = worded(tool, ops);
    if !out.iter().any(Finding::is_unsafe_default) {
        out.extend(learned_finding(tool, ops));
    }
    out
}

/// What the learned model adds where the words found nothing unsafe: a GET that likely writes
/// (`read_only: false`) or a POST that likely changes what exists (`destructive: true`), at
/// low confidence, with the features that weighed most. Never a relaxation.
fn learned_finding(tool: &Tool, ops: &Operations) -> Option<Finding> {
    let a = &tool.annotations;
    let model = &*learned::MODEL;
    let score = model.score(tool, ops)?;
    if score.probability < model.threshold {
        return None;
    }
    let (hint, suggested, effect) = match tool.origin.method {
        Method::Get if a.read_only.value && is_default(&a.read_only.source) => {
            (HintKind::ReadOnly, false, Effect::Additive)
        }
        Method::Post
            if !a.read_only.value && !a.destructive.value && is_default(&a.destructive.source) =>
        {
            (HintKind::Destructive, true, Effect::Destructive)
        }
        _ => return None,
    };
    let what = if hint == HintKind::ReadOnly {
        "writes"
    } else {
        "changes what exists"
    };
    Some(Finding {
        hint,
        suggested,
        effect,
        confidence: Confidence::Low,
        signals: vec![Signal {
            place: Place::Learned,
            word: format!(
                "a model learned from {} scores it {:.2} as one that {what} ({})",
                model.trained,
                score.probability,
                score.reasons.join(", ")
            ),
            effect,
        }],
        vetoes: Vec::new(),
    })
}

/// The findings of the word lists and the shape.
fn worded(tool: &Tool, ops: &Operations) -> Vec<Finding> {
    let a = &tool.annotations;
    let method = tool.origin.method;
    let all = signals(tool, ops);
    let Some((effect, confidence, agreeing)) = verdict(&all) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let finding = |hint, suggested| Finding {
        hint,
        suggested,
        effect,
        confidence,
        signals: agreeing.clone(),
        vetoes: Vec::new(),
    };
    let ro_default = is_default(&a.read_only.source);
    match (a.read_only.value, effect) {
        // Announced read-only, but the words say it writes.
        (true, Effect::Additive | Effect::Destructive) if ro_default => {
            out.push(finding(HintKind::ReadOnly, false));
        }
        // Announced as writing, but the verbs say it only reads: proposed only with no veto
        // (no write word anywhere, no executed input, no 201). A DELETE always writes.
        (false, Effect::Read) if ro_default && method != Method::Delete => {
            let mut f = finding(HintKind::ReadOnly, true);
            f.vetoes = veto::read_only_vetoes(tool, &agreeing, ops);
            if f.vetoes.is_empty() {
                f.vetoes = doubt::read_only_doubts(&agreeing, confidence);
            }
            out.push(f);
        }
        _ => {}
    }
    let writes = match out.first() {
        Some(f) if f.hint == HintKind::ReadOnly && f.is_proposed() => !f.suggested,
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
                let mut f = finding(HintKind::Destructive, false);
                f.vetoes = veto::additive_vetoes(tool, &all, ops);
                if f.vetoes.is_empty() {
                    f.vetoes = doubt::additive_doubts(confidence);
                }
                out.push(f);
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
    use crate::model::document::Documents;
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
        let doc = crate::pipeline::load::load_str(std::path::Path::new("t.json"), &text).unwrap();
        crate::run_loaded(&Documents::single(doc), None, crate::StaleKeys::Error).unwrap()
    }

    /// The findings of the word lists and the shape (not the learned model, tested apart) of
    /// every operation, as `METHOD /path` → `(hint, value)`.
    fn findings(ops: &[(&str, &str, Value)]) -> Vec<(String, HintKind, bool)> {
        findings_where(ops, |_| true)
    }

    /// [`findings`] that `keep` keeps.
    fn findings_where(
        ops: &[(&str, &str, Value)],
        keep: impl Fn(&Finding) -> bool,
    ) -> Vec<(String, HintKind, bool)> {
        let planned = plan(ops);
        let index = Operations::of(&planned.set);
        let mut out: Vec<(String, HintKind, bool)> = planned
            .set
            .tools
            .iter()
            .flat_map(|t| {
                worded(t, &index)
                    .into_iter()
                    .filter(&keep)
                    .map(|f| (t.origin.key(), f.hint, f.suggested))
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }

    /// Expected findings as [`findings`] returns them.
    fn rows(rows: &[(&str, HintKind, bool)]) -> Vec<(String, HintKind, bool)> {
        rows.iter()
            .map(|&(k, h, v)| (k.to_string(), h, v))
            .collect()
    }

    /// Round 2's misses: verbs after `bulk`, undone verbs, upserts, creates that may update,
    /// acceptances, reversals, refreshes of credentials; each with a neighbour it must leave
    /// alone (an adjective `reverse`, a refresh of data, a pin of an item, a POST `filter`).
    #[test]
    fn bulk_verbs_undoing_upserts_acceptances_and_their_neighbours() {
        let d = |hint| (hint, true);
        let got = findings(&[
            (
                "/channels/{id}/messages/bulk-delete",
                "post",
                json!({"operationId": "bulk_delete_messages"}),
            ),
            (
                "/inventory/batch-retrieve-counts",
                "post",
                json!({"operationId": "BatchRetrieveInventoryCounts"}),
            ),
            (
                "/accounts/unmerge",
                "post",
                json!({"operationId": "partner_unmerge_account"}),
            ),
            (
                "/bookings/custom-attributes/bulk-upsert",
                "post",
                json!({"summary": "BulkUpsertBookingCustomAttributes"}),
            ),
            (
                "/external_pages",
                "post",
                json!({"summary": "Create an external page (or update an external page by external ID)"}),
            ),
            (
                "/issues",
                "post",
                json!({"summary": "Create an issue", "description": "Creates an issue.\n\nUse the other endpoint to create or update labels."}),
            ),
            ("/issues", "get", json!({"summary": "List issues"})),
            (
                "/repos/{id}/transfer/accept",
                "post",
                json!({"summary": "Accept a repo transfer"}),
            ),
            (
                "/payment/reverse",
                "post",
                json!({"summary": "Reverse an existing payment"}),
            ),
            (
                "/users/{id}/timelines/reverse_chronological",
                "get",
                json!({"summary": "User home timeline by user ID"}),
            ),
            (
                "/oauth2/token#refresh",
                "post",
                json!({"summary": "Refresh access token"}),
            ),
            (
                "/transactions/refresh",
                "post",
                json!({"summary": "Refresh transaction data"}),
            ),
            (
                "/accounts/{id}/pin",
                "post",
                json!({"summary": "Feature account on your profile"}),
            ),
            (
                "/asset_report/filter",
                "post",
                json!({"summary": "Filter Asset Report"}),
            ),
        ]);
        let want: Vec<(String, HintKind, bool)> = [
            ("POST /accounts/unmerge", d(HintKind::Destructive)),
            (
                "POST /bookings/custom-attributes/bulk-upsert",
                d(HintKind::Destructive),
            ),
            (
                "POST /channels/{id}/messages/bulk-delete",
                d(HintKind::Destructive),
            ),
            ("POST /external_pages", d(HintKind::Destructive)),
            (
                "POST /inventory/batch-retrieve-counts",
                (HintKind::ReadOnly, true),
            ),
            ("POST /oauth2/token#refresh", d(HintKind::Destructive)),
            ("POST /payment/reverse", d(HintKind::Destructive)),
            ("POST /repos/{id}/transfer/accept", d(HintKind::Destructive)),
        ]
        .into_iter()
        .map(|(k, (h, v))| (k.to_string(), h, v))
        .collect();
        assert_eq!(got, want);
    }

    /// Round 6's wrong relaxations, each beside a neighbour whose relaxation must stay
    /// proposed: a POST to a collection of an existing item that only its summary calls a read
    /// (it stores a log), against one whose summary and operationId both read; a bodiless PUT
    /// that a DELETE undoes to enter a mode (a state, not a relation), against a star and a
    /// relation to the caller (`@me`).
    #[test]
    fn round_6_sub_collection_posts_and_mode_switching_puts() {
        let relaxations = |ops: &[(&str, &str, Value)]| {
            findings_where(ops, |f| f.is_relaxation() && f.is_proposed())
        };
        let got = relaxations(&[
            (
                "/endpoints/{id}/edge/jobs/{jobID}/logs",
                "post",
                json!({"summary": "Inspect an EdgeJob Log"}),
            ),
            (
                "/collections/{name}/points",
                "post",
                json!({"summary": "Get points", "operationId": "get_points"}),
            ),
            (
                "/v1/brokers/{id}/maintenance",
                "put",
                json!({"summary": "Enter broker maintenance mode", "operationId": "start_broker_maintenance"}),
            ),
            (
                "/v1/brokers/{id}/maintenance",
                "delete",
                json!({"summary": "Exit broker maintenance mode"}),
            ),
            ("/gists/{id}/star", "put", json!({"summary": "Star a gist"})),
            (
                "/gists/{id}/star",
                "delete",
                json!({"summary": "Unstar a gist"}),
            ),
            (
                "/channels/{id}/thread-members/@me",
                "put",
                json!({"operationId": "join_thread"}),
            ),
            (
                "/channels/{id}/thread-members/@me",
                "delete",
                json!({"operationId": "leave_thread"}),
            ),
        ]);
        let want = rows(&[
            ("POST /collections/{name}/points", HintKind::ReadOnly, true),
            (
                "PUT /channels/{id}/thread-members/@me",
                HintKind::Destructive,
                false,
            ),
            ("PUT /gists/{id}/star", HintKind::Destructive, false),
        ]);
        assert_eq!(got, want);
    }

    /// Round 7's wrong relaxations: a poll for work, work read for a worker or from a queue, and
    /// a create whose description says a namesake is overwritten. Their neighbours (a list of
    /// the workers themselves, of the queues, a create that says nothing of what exists) are
    /// still proposed.
    #[test]
    fn round_7_polls_for_work_and_creates_that_overwrite() {
        let relaxations = |ops: &[(&str, &str, Value)]| {
            findings_where(ops, |f| f.is_relaxation() && f.is_proposed())
        };
        let got = relaxations(&[
            (
                "/deployments/get_scheduled_flow_runs",
                "post",
                json!({"summary": "Get Scheduled Flow Runs For Deployments",
                       "description": "Get scheduled runs. Used by a runner to poll for work."}),
            ),
            (
                "/work_pools/{name}/get_scheduled_flow_runs",
                "post",
                json!({"summary": "Get Scheduled Flow Runs",
                       "description": "Load scheduled runs for a worker"}),
            ),
            (
                "/work_queues/{id}/get_runs",
                "post",
                json!({"summary": "Read Work Queue Runs",
                       "description": "Get flow runs from the work queue."}),
            ),
            (
                "/work_pools/{name}/workers/filter",
                "post",
                json!({"summary": "Read Workers", "operationId": "read_workers"}),
            ),
            (
                "/work_queues/filter",
                "post",
                json!({"summary": "Read Work Queues", "operationId": "read_work_queues",
                       "description": "Query for work queues."}),
            ),
            (
                "/saved_searches/",
                "put",
                json!({"summary": "Create Saved Search", "operationId": "create_saved_search",
                       "description": "Creates a new saved search.\n\nIf a saved search with the same name already exists, the saved search's fields are\nreplaced."}),
            ),
            (
                "/saved_views/",
                "put",
                json!({"summary": "Create Saved View", "operationId": "create_saved_view",
                       "description": "Creates a new saved view from the provided schema."}),
            ),
        ]);
        let want = rows(&[
            (
                "POST /work_pools/{name}/workers/filter",
                HintKind::ReadOnly,
                true,
            ),
            ("POST /work_queues/filter", HintKind::ReadOnly, true),
            ("PUT /saved_views/", HintKind::Destructive, false),
        ]);
        assert_eq!(got, want);
    }

    /// Round 7's RPC verbs without a description: deploying replaces what ran, cleaning and
    /// pruning remove, recreating replaces. A REST segment that a verb only qualifies
    /// (`deploy_token`) names a thing, not the action.
    #[test]
    fn round_7_deploys_cleans_prunes_and_recreates() {
        let destructive = |ops: &[(&str, &str, Value)]| {
            findings_where(ops, |f| f.hint == HintKind::Destructive && f.suggested)
        };
        let got = destructive(&[
            (
                "/mysql.deploy",
                "post",
                json!({"operationId": "mysql-deploy"}),
            ),
            (
                "/compose.cleanQueues",
                "post",
                json!({"operationId": "compose-cleanQueues"}),
            ),
            (
                "/network.recreate",
                "post",
                json!({"operationId": "network-recreate"}),
            ),
            (
                "/dockerDiskUsage.pruneBuildCache",
                "post",
                json!({"operationId": "dockerDiskUsage-pruneBuildCache"}),
            ),
            (
                "/apps/{app_name}/deploy_token",
                "post",
                json!({"summary": "Create App deploy token", "operationId": "App_create_deploy_token"}),
            ),
            (
                "/network.list",
                "post",
                json!({"operationId": "network-list"}),
            ),
        ]);
        let keys: Vec<&str> = got.iter().map(|(k, _, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            [
                "POST /compose.cleanQueues",
                "POST /dockerDiskUsage.pruneBuildCache",
                "POST /mysql.deploy",
                "POST /network.recreate",
            ]
        );
    }

    /// A ping is a check: of a service, it reads (shown, never proposed, as a check may keep its
    /// outcome), a GET of one has no side effect, and of an existing item (a heartbeat) it
    /// records the ping on it.
    #[test]
    fn pings_check_services_and_record_on_items() {
        let all = findings(&[
            (
                "/_ping",
                "get",
                json!({"summary": "Ping", "operationId": "SystemPing"}),
            ),
            (
                "/registries/ping",
                "post",
                json!({"summary": "Ping a registry", "operationId": "pingRegistry"}),
            ),
            (
                "/heartbeats/{id}/ping",
                "post",
                json!({"summary": "Ping a heartbeat", "operationId": "pingHeartbeat"}),
            ),
        ]);
        assert_eq!(
            all,
            rows(&[
                ("POST /heartbeats/{id}/ping", HintKind::Destructive, true),
                ("POST /registries/ping", HintKind::ReadOnly, true),
            ])
        );
        let proposed = findings_where(
            &[(
                "/registries/ping",
                "post",
                json!({"summary": "Ping a registry", "operationId": "pingRegistry"}),
            )],
            |f| f.is_relaxation() && f.is_proposed(),
        );
        assert!(proposed.is_empty(), "{proposed:?}");
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
            // Executing a query reads; executing a job does what the job does.
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
        // Executing jobs does whatever the jobs do.
        assert!(
            has("POST /jobs/execute_batch", HintKind::Destructive, true),
            "{got:?}"
        );
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

    /// A GET's last segment that names a state or a thing is no action; one that names an
    /// action still is.
    #[test]
    fn a_get_that_reads_a_state_or_a_plural_noun_has_no_side_effect() {
        let got = findings(&[
            (
                "/gists/{id}/star",
                "get",
                json!({"summary": "Check if a gist is starred"}),
            ),
            (
                "/pulls/{n}/merge",
                "get",
                json!({"operationId": "pulls/check-if-merged"}),
            ),
            (
                "/v1/exchange_rates",
                "get",
                json!({"operationId": "GetExchangeRates"}),
            ),
            (
                "/users.lookupByEmail",
                "get",
                json!({"operationId": "users_lookupByEmail"}),
            ),
            // The same words as actions: still side effects.
            (
                "/gists/{id}/unstar",
                "get",
                json!({"summary": "Unstar a gist"}),
            ),
            (
                "/jobs/{id}/merge",
                "get",
                json!({"summary": "Merge the job"}),
            ),
            (
                "/jobs/{id}/cancel",
                "get",
                json!({"summary": "Check a job"}),
            ),
            ("/mail.sendEmails", "get", json!({})),
        ]);
        let keys: Vec<&str> = got.iter().map(|(k, _, _)| k.as_str()).collect();
        assert_eq!(
            keys.iter()
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>(),
            [
                &"GET /gists/{id}/unstar",
                &"GET /jobs/{id}/cancel",
                &"GET /jobs/{id}/merge",
                &"GET /mail.sendEmails",
            ],
            "{got:?}"
        );
        assert!(
            got.iter()
                .all(|(_, hint, suggested)| *hint != HintKind::ReadOnly || !suggested)
        );
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

    /// A write verb on a singular part of an item changes that part; an import creates or
    /// replaces by key; a collection between them is no part.
    #[test]
    fn actions_on_parts_of_items_and_imports_change_what_exists() {
        let got = findings(&[
            (
                "/images/{id}/account_transfer/accept",
                "post",
                json!({"summary": "Accept an image account transfer"}),
            ),
            (
                "/contacts/imports",
                "post",
                json!({"summary": "Create a contact import"}),
            ),
            (
                "/lists/{id}/members/subscribe",
                "post",
                json!({"summary": "Subscribe members"}),
            ),
        ]);
        let has = |key: &str| {
            got.iter()
                .any(|g| g.0 == key && g.1 == HintKind::Destructive && g.2)
        };
        assert!(has("POST /images/{id}/account_transfer/accept"), "{got:?}");
        assert!(has("POST /contacts/imports"), "{got:?}");
        assert!(!has("POST /lists/{id}/members/subscribe"), "{got:?}");
    }

    /// The learned model speaks only where the words found nothing unsafe, only for more
    /// caution, at low confidence, naming its score and what weighed; never on a hint that was
    /// set, and never for a PUT, PATCH or DELETE.
    #[test]
    fn the_learned_model_only_asks_for_more_caution() {
        let planned = plan(&[
            ("/accounts/{id}/pin", "post", json!({})),
            (
                "/accounts/{id}",
                "get",
                json!({"summary": "Get an account"}),
            ),
            ("/accounts/{id}", "put", json!({})),
            (
                "/boards/{id}/pin",
                "post",
                json!({"x-mcp": {"destructive": false}}),
            ),
        ]);
        let index = Operations::of(&planned.set);
        let of = |key: &str| {
            let tool = planned.set.tools.iter().find(|t| t.origin.key() == key);
            review(tool.unwrap(), &index)
        };
        let found = of("POST /accounts/{id}/pin");
        assert!(
            worded(
                planned
                    .set
                    .tools
                    .iter()
                    .find(|t| t.origin.key() == "POST /accounts/{id}/pin")
                    .unwrap(),
                &index
            )
            .is_empty()
        );
        assert_eq!(found.len(), 1, "{found:?}");
        let f = &found[0];
        assert!(f.is_unsafe_default() && f.is_proposed(), "{f:?}");
        assert_eq!(
            (f.hint, f.suggested, f.confidence),
            (HintKind::Destructive, true, Confidence::Low)
        );
        assert_eq!(f.signals[0].place, Place::Learned);
        assert!(
            f.signals[0].word.starts_with("a model learned from ")
                && f.signals[0]
                    .word
                    .contains("the path names an action on an item"),
            "{}",
            f.signals[0].word
        );
        assert!(of("GET /accounts/{id}").is_empty());
        assert!(of("PUT /accounts/{id}").is_empty());
        assert!(of("POST /boards/{id}/pin").is_empty());
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
