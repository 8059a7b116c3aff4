//! A second opinion for the direction that must not miss: a logistic model over the words and
//! shape of an operation, learned from labelled operations of other APIs
//! (`tools/learn-hints.py`, weights in `learned.tsv`), scores how likely a GET writes or a POST
//! changes what exists. It only ever asks for more caution, where the word lists found nothing;
//! it never proposes less, so a wrong score costs a false alarm, not a write served as a read.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use super::shape::Operations;
use super::text;
use crate::model::{Method, Tool};

/// The weights `tools/learn-hints.py` wrote: `trained`, `bias` and `threshold`, then one
/// `feature<TAB>weight` a line (`#` lines are comments).
const WEIGHTS: &str = include_str!("learned.tsv");

/// The model as read from [`WEIGHTS`].
pub(super) struct Model {
    bias: f64,
    /// The score from which an operation is flagged.
    pub(super) threshold: f64,
    /// How many labelled operations of how many APIs it was learned from, for messages.
    pub(super) trained: String,
    weights: std::collections::HashMap<String, f64>,
}

pub(super) static MODEL: LazyLock<Model> = LazyLock::new(|| parse(WEIGHTS));

fn parse(text: &str) -> Model {
    let mut model = Model {
        bias: 0.0,
        // No weights read: nothing is ever flagged.
        threshold: f64::INFINITY,
        trained: String::new(),
        weights: Default::default(),
    };
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((key, value)) = line.split_once('\t') else {
            continue;
        };
        match key {
            "trained" => model.trained = value.to_string(),
            "bias" => model.bias = value.parse().unwrap_or(0.0),
            "threshold" => model.threshold = value.parse().unwrap_or(f64::INFINITY),
            _ => {
                if let Ok(w) = value.parse::<f64>() {
                    model.weights.insert(key.to_string(), w);
                }
            }
        }
    }
    model
}

/// A score and the features that raised it most, strongest first.
pub(super) struct Score {
    pub(super) probability: f64,
    pub(super) reasons: Vec<String>,
}

impl Model {
    /// The probability that the method default is too trusting, for a GET (it writes) or a
    /// POST (it changes what exists); `None` for the other methods, whose defaults are the
    /// cautious ones already.
    pub(super) fn score(&self, tool: &Tool, ops: &Operations) -> Option<Score> {
        if !matches!(tool.origin.method, Method::Get | Method::Post) {
            return None;
        }
        let mut contributions: Vec<(f64, String)> = features(tool, ops)
            .into_iter()
            .filter_map(|f| Some((*self.weights.get(&f)?, f)))
            .collect();
        // A fixed order of the sum: the same score on every machine and run.
        contributions.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let z = self.bias + contributions.iter().map(|(w, _)| w).sum::<f64>();
        // The method alone explains nothing to a reader: every POST has it.
        let reasons = contributions
            .iter()
            .filter(|(w, f)| *w > 0.0 && !f.starts_with("m:"))
            .take(3)
            .map(|(_, f)| describe(f))
            .collect();
        Some(Score {
            probability: 1.0 / (1.0 + (-z).exp()),
            reasons,
        })
    }
}

/// The words of a name or a text, split at separators and case ([`text::words`]), lowercased
/// and stemmed; letters only.
fn words(text: &str) -> Vec<String> {
    text::words(text)
        .into_iter()
        .filter(|w| w.len() > 1 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .map(|w| stem(&w))
        .collect()
}

/// A crude English stem, enough to make `cancels`, `cancelled` and `cancelling` one feature.
fn stem(word: &str) -> String {
    for suffix in ["ies", "ing", "ed", "es", "s"] {
        if let Some(base) = word.strip_suffix(suffix)
            && base.len() >= 3
        {
            return if suffix == "ies" {
                format!("{base}y")
            } else {
                base.to_string()
            };
        }
    }
    word.to_string()
}

const STOP_WORDS: &[&str] = &[
    "the",
    "an",
    "of",
    "to",
    "for",
    "in",
    "on",
    "by",
    "with",
    "and",
    "or",
    "is",
    "be",
    "this",
    "that",
    "it",
    "its",
    "from",
    "as",
    "at",
    "all",
    "given",
    "specified",
];

/// The features of an operation, as `tools/learn-hints.py` learns them: its method, words of
/// its path, operationId, summary, first sentence of the description and argument names, and
/// its shape (an action after an item, a body, 201/202/204, the methods beside it).
pub fn features(tool: &Tool, ops: &Operations) -> Vec<String> {
    let o = &tool.origin;
    let m = o.method.as_str();
    let mut f = BTreeSet::new();
    f.insert(format!("m:{m}"));
    let segments: Vec<&str> = o.path.split('/').filter(|s| !s.is_empty()).collect();
    let is_param = |s: &str| s.starts_with('{') || s.starts_with(':');
    let last = segments.last().copied().unwrap_or("");
    if is_param(last) {
        f.insert(format!("{m}:last-param"));
    } else {
        if segments
            .windows(2)
            .any(|w| is_param(w[0]) && !is_param(w[1]))
        {
            f.insert(format!("{m}:action-after-item"));
        }
        for w in words(last) {
            f.insert(format!("{m}:last:{w}"));
        }
    }
    for s in segments.iter().filter(|s| !is_param(s)) {
        for w in words(s) {
            f.insert(format!("path:{w}"));
        }
    }
    if let Some(id) = &o.operation_id {
        for (i, w) in words(id).into_iter().enumerate() {
            if i == 0 {
                f.insert(format!("{m}:id-first:{w}"));
            }
            f.insert(format!("id:{w}"));
        }
    }
    if let Some(summary) = &o.words.summary {
        let ws: Vec<String> = words(summary)
            .into_iter()
            .filter(|w| !STOP_WORDS.contains(&w.as_str()))
            .collect();
        for (i, w) in ws.into_iter().enumerate() {
            if i == 0 {
                f.insert(format!("{m}:summary-first:{w}"));
            }
            f.insert(format!("summary:{w}"));
        }
    }
    if let Some(d) = &o.words.description {
        let first = d.split(". ").next().unwrap_or("");
        for w in words(first) {
            if !STOP_WORDS.contains(&w.as_str()) {
                f.insert(format!("description:{w}"));
            }
        }
    }
    if let Some(props) = tool
        .input_schema
        .get("properties")
        .and_then(|p| p.as_object())
    {
        for (name, schema) in props {
            for w in words(name) {
                f.insert(format!("argument:{w}"));
            }
            // An envelope (`body`, `data`) holds the arguments that say what the call does.
            if let Some(inner) = ops
                .definition(schema)
                .get("properties")
                .and_then(|p| p.as_object())
            {
                for inner in inner.keys() {
                    for w in words(inner) {
                        f.insert(format!("argument:{w}"));
                    }
                }
            }
        }
    }
    if o.words.has_body {
        f.insert(format!("{m}:body"));
    }
    for code in &o.words.responses {
        if matches!(code.as_str(), "201" | "202" | "204") {
            f.insert(format!("{m}:status:{code}"));
        }
    }
    for other in [
        Method::Get,
        Method::Put,
        Method::Post,
        Method::Patch,
        Method::Delete,
    ] {
        if other != o.method && ops.has(other, &o.path) {
            f.insert(format!("{m}:beside:{}", other.as_str()));
        }
    }
    f.into_iter().collect()
}

/// A feature in words for a message: `POST:last:cancel` → `the path ends in "cancel"`.
fn describe(feature: &str) -> String {
    let (kind, word) = feature.rsplit_once(':').unwrap_or((feature, ""));
    let kind = kind.split_once(':').map_or(kind, |(_, k)| k);
    match kind {
        "last" => format!("the path ends in \"{word}\""),
        "path" => format!("the path has \"{word}\""),
        "id-first" | "id" => format!("the operationId has \"{word}\""),
        "summary-first" | "summary" => format!("the summary has \"{word}\""),
        "description" => format!("the description has \"{word}\""),
        "argument" => format!("an argument is named \"{word}\""),
        "body" => "it takes a body".to_string(),
        "status" => format!("it answers {word}"),
        "beside" => format!("a {word} sits on the same path"),
        _ if feature.ends_with("action-after-item") => {
            "the path names an action on an item".to_string()
        }
        _ if feature.ends_with("last-param") => "the path ends at an item".to_string(),
        _ => format!("it is a {word}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_weights_parse_and_flag_something() {
        let m = parse(WEIGHTS);
        assert!(m.weights.len() > 100, "{}", m.weights.len());
        assert!(m.threshold > 0.0 && m.threshold < 1.0, "{}", m.threshold);
        assert!(!m.trained.is_empty());
    }

    #[test]
    fn words_are_split_and_stemmed() {
        assert_eq!(
            words("cancelPaymentIntents"),
            ["cancel", "payment", "intent"]
        );
        assert_eq!(words("/v1/policies.list"), ["policy", "list"]);
        assert_eq!(stem("cancelled"), "cancell");
        assert_eq!(stem("bus"), "bus");
    }

    #[test]
    fn features_are_described_in_words() {
        assert_eq!(describe("POST:last:cancel"), "the path ends in \"cancel\"");
        assert_eq!(describe("summary:close"), "the summary has \"close\"");
        assert_eq!(
            describe("POST:action-after-item"),
            "the path names an action on an item"
        );
        assert_eq!(
            describe("GET:beside:DELETE"),
            "a DELETE sits on the same path"
        );
    }
}
