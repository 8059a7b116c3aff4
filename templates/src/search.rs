//! How `search_tools` ranks: BM25F over a tool's fields (name, title, tags, path, argument
//! names, description), with words stemmed and a query word's everyday synonyms counted for it,
//! so that "remove the bucket" finds `deleteBucket` and "make it private" finds the operation
//! whose argument is `acl`, and, for less, the words a language model places near it
//! ([`neighbours`](super::neighbours): "disk" finds `volumes`); weighed by what the request
//! asks to do ([`Intent`]) and against the words naming a tool's resource that it does not ask
//! for. The word lists are [`words`](super::words). The index is built once, on the first
//! search, from the tool table.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::words::STOP_WORDS;
pub use super::words::{INTENT_WORDS, Intent, QUESTION_WORDS, SYNONYMS};

use serde_json::{Map, Value};

/// The fields of a tool that are searched, and how much a word found in each counts.
const FIELDS: [(Field, f32); FIELD_COUNT] = [
    (Field::Name, 3.0),
    (Field::Title, 2.0),
    (Field::Tags, 1.5),
    (Field::Path, 2.0),
    (Field::Arguments, 1.0),
    (Field::Description, 1.0),
    (Field::Method, 0.5),
];

/// How many fields a tool has: the texts [`Index::new`] takes, in [`Field`] order.
pub const FIELD_COUNT: usize = 7;

/// Where the path is among those texts.
const PATH: usize = 3;

/// BM25's saturation and length normalisation, at their usual values.
const K1: f32 = 1.2;
const B: f32 = 0.75;

/// What a synonym counts for, against the word itself.
const SYNONYM_WEIGHT: f32 = 0.7;

/// What a related word of [`neighbours`](super::neighbours) counts for: less than a synonym,
/// since it is only near in meaning ("disk" and "volume", but also "private" and "public").
const NEIGHBOUR_WEIGHT: f32 = 0.3;

/// What a tool's score is multiplied by for each word naming its resource that the request
/// does not ask for: "delete the message" prefers `/chat.delete` to
/// `/chat.deleteScheduledMessage`, "delete recording RE1" `/Recordings/{Sid}` to
/// `/Recordings/{Sid}/AddOnResults/{Sid}`.
const UNASKED_RESOURCE_WORD: f32 = 0.9;

/// How many of a path's last literal segments name its resource (`/groups/{id}/memberships`:
/// `groups`, `memberships`).
const RESOURCE_SEGMENTS: usize = 2;

/// Where in a tool a word was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The tool's name (`list_namespaced_pod`).
    Name,
    /// Its title.
    Title,
    /// Its OpenAPI tags.
    Tags,
    /// Its path template (`/api/v1/namespaces/{namespace}/pods`).
    Path,
    /// The names of its arguments (`namespace`, `acl`).
    Arguments,
    /// Its description.
    Description,
    /// What its HTTP method does ([`method_words`]: a GET lists and shows, a DELETE removes).
    Method,
}

impl Field {
    /// The field's name in a result's `matched`.
    pub fn as_str(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::Title => "title",
            Field::Tags => "tags",
            Field::Path => "path",
            Field::Arguments => "arguments",
            Field::Description => "description",
            Field::Method => "method",
        }
    }
}

/// The verbs a request uses for what an HTTP method does, indexed as the tool's
/// [`Field::Method`]: "show me", "who", "remove" lean to the operation whose method does that.
pub fn method_words(method: &str) -> &'static str {
    match method.to_ascii_uppercase().as_str() {
        "GET" | "HEAD" => "get list show read view find check",
        "POST" => "create add new send make start",
        "PUT" => "replace set update",
        "PATCH" => "update change edit modify set",
        "DELETE" => "delete remove",
        _ => "",
    }
}

/// The search index of a tool table: for each stemmed word, the tools it occurs in with its
/// count in each field.
pub struct Index {
    postings: HashMap<String, Vec<(u32, [u16; FIELD_COUNT])>>,
    lengths: Vec<[f32; FIELD_COUNT]>,
    average: [f32; FIELD_COUNT],
    /// Each tool's HTTP method, upper-case, for how well it fits what a request asks to do.
    methods: Vec<String>,
    /// Each tool's [`resource_words`], stemmed.
    resources: Vec<Vec<String>>,
    /// For each stemmed word, the first word of the tools it was made from (`volum` →
    /// `volumes`), so that a result says which word of the tool matched, not its stem.
    surface: HashMap<String, String>,
}

/// One ranked tool: its index in the table, its score, and why it matched (the query word,
/// the word of the tool it matched, and where).
pub struct Hit {
    /// The tool's index in the table the index was built from.
    pub tool: usize,
    /// Its BM25F score.
    pub score: f32,
    /// `(query word, tool word, field)` for each query word that matched.
    pub matched: Vec<(String, String, Field)>,
}

impl Index {
    /// Indexes tools given by their fields' texts, in [`Field`] order (name, title, tags,
    /// path, argument names, description, and the method's words, [`method_words`]), and by
    /// their HTTP methods (in the same order).
    pub fn new(tools: &[[String; FIELD_COUNT]], methods: &[&str]) -> Index {
        let mut postings: HashMap<String, Vec<(u32, [u16; FIELD_COUNT])>> = HashMap::new();
        let mut lengths = Vec::with_capacity(tools.len());
        let mut surface: HashMap<String, String> = HashMap::new();
        for (doc, texts) in tools.iter().enumerate() {
            let mut counts: HashMap<String, [u16; FIELD_COUNT]> = HashMap::new();
            let mut length = [0.0; FIELD_COUNT];
            for (f, text) in texts.iter().enumerate() {
                for (word, as_written) in words_of(text) {
                    if !surface.contains_key(&word) {
                        surface.insert(word.clone(), as_written);
                    }
                    let c = &mut counts.entry(word).or_insert([0; FIELD_COUNT])[f];
                    *c = c.saturating_add(1);
                    length[f] += 1.0;
                }
            }
            for (word, c) in counts {
                postings.entry(word).or_default().push((doc as u32, c));
            }
            lengths.push(length);
        }
        // The related-words table is read here, with the index, so that the first search pays
        // for both and no later one for either.
        neighbours();
        let n = tools.len().max(1) as f32;
        let mut average = [0.0; FIELD_COUNT];
        for (f, avg) in average.iter_mut().enumerate() {
            *avg = (lengths.iter().map(|l| l[f]).sum::<f32>() / n).max(1.0);
        }
        Index {
            postings,
            lengths,
            average,
            methods: (0..tools.len())
                .map(|i| {
                    methods
                        .get(i)
                        .map_or(String::new(), |m| m.to_ascii_uppercase())
                })
                .collect(),
            resources: tools
                .iter()
                .map(|texts| resource_words(&texts[PATH]))
                .collect(),
            surface,
        }
    }

    /// The tools among `candidates` that match `query`, best first (ties by table order).
    pub fn rank(&self, query: &str, candidates: &[usize]) -> Vec<Hit> {
        let n = self.lengths.len();
        let mut allowed = vec![false; n];
        for &c in candidates {
            if let Some(a) = allowed.get_mut(c) {
                *a = true;
            }
        }
        let mut scores = vec![0.0f32; n];
        let mut matched: HashMap<usize, Vec<(String, String, Field)>> = HashMap::new();
        let asked: Vec<(String, Vec<(String, f32)>)> = query_words(query)
            .into_iter()
            .map(|(word, typed)| (typed, alternatives(&word)))
            .collect();
        for (typed, alternatives) in &asked {
            // Each tool's best alternative for this word: (score, the word found, where).
            let mut best: HashMap<usize, (f32, String, Field)> = HashMap::new();
            for (alternative, weight) in alternatives {
                let Some(list) = self.postings.get(alternative) else {
                    continue;
                };
                let df = list.len() as f32;
                let idf = (1.0 + (n as f32 - df + 0.5) / (df + 0.5)).ln();
                for (doc, counts) in list {
                    let doc = *doc as usize;
                    if !allowed[doc] {
                        continue;
                    }
                    let mut tf = 0.0;
                    let mut field = None;
                    for (f, (which, boost)) in FIELDS.iter().enumerate() {
                        if counts[f] > 0 {
                            let norm = 1.0 - B + B * self.lengths[doc][f] / self.average[f];
                            tf += boost * f32::from(counts[f]) / norm;
                            field = field.or(Some(*which));
                        }
                    }
                    let Some(field) = field else { continue };
                    let s = *weight * idf * tf / (K1 + tf);
                    let entry = best.entry(doc).or_insert((0.0, String::new(), field));
                    if s > entry.0 {
                        *entry = (s, alternative.clone(), field);
                    }
                }
            }
            for (doc, (s, found, field)) in best {
                scores[doc] += s;
                let found = self.surface.get(&found).cloned().unwrap_or(found);
                matched
                    .entry(doc)
                    .or_default()
                    .push((typed.clone(), found, field));
            }
        }
        // A tool that matches more of the request's words is the likelier one: one rare word
        // alone (a name, a number) must not outrank the words of the request's intent.
        let asked_count = asked.len().max(1) as f32;
        // What the request asks to do weighs each tool by its method: "which pods are running?"
        // reads, "kill the pod" removes.
        let intent = intent(query);
        // Every word the request asks for, in any of its forms, for the resource words a tool
        // has that it does not ask for.
        let asked_for: std::collections::HashSet<&str> = asked
            .iter()
            .flat_map(|(_, alternatives)| alternatives)
            .map(|(alternative, _)| alternative.as_str())
            .collect();
        let mut hits: Vec<Hit> = matched
            .into_iter()
            .map(|(tool, matched)| {
                let unasked = self.resources[tool]
                    .iter()
                    .filter(|w| !asked_for.contains(w.as_str()))
                    .count();
                Hit {
                    tool,
                    score: scores[tool] * matched.len() as f32 / asked_count
                        * intent.map_or(1.0, |i| i.fit(&self.methods[tool]))
                        * UNASKED_RESOURCE_WORD.powi(unasked as i32),
                    matched,
                }
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.tool.cmp(&b.tool)));
        hits
    }
}

/// The intent of a request: a question's reading, else its first verb that says one, else,
/// ending in `?`, a reading.
pub fn intent(query: &str) -> Option<Intent> {
    let words = split(query);
    if words
        .first()
        .is_some_and(|w| QUESTION_WORDS.contains(&w.as_str()))
    {
        return Some(Intent::Read);
    }
    for w in &words {
        if let Some((intent, _)) = INTENT_WORDS.iter().find(|(_, ws)| ws.contains(&w.as_str())) {
            return Some(*intent);
        }
    }
    query.trim_end().ends_with('?').then_some(Intent::Read)
}

impl Intent {
    /// How well a tool of `method` fits the intent, as a factor of its score: 1 for the method
    /// that does it; less for a method that rarely does (a POST may still search, an RPC-style
    /// API deletes with POST), never 0, so the words still decide between near misses.
    pub fn fit(self, method: &str) -> f32 {
        match (self, method) {
            (Intent::Read, "GET" | "HEAD" | "QUERY") => 1.0,
            (Intent::Read, "POST") => 0.75,
            (Intent::Read, _) => 0.5,
            (Intent::Create, "POST") => 1.0,
            (Intent::Create, "PUT") => 0.85,
            (Intent::Create, _) => 0.6,
            (Intent::Change, "PUT" | "PATCH") => 1.0,
            (Intent::Change, "POST") => 0.9,
            (Intent::Change, _) => 0.6,
            (Intent::Remove, "DELETE") => 1.0,
            (Intent::Remove, "POST") => 0.85,
            (Intent::Remove, _) => 0.55,
        }
    }
}

/// A hit's `matched`, for the answer: `{"query word": "field"}`.
pub fn why(hit: &Hit) -> Value {
    let mut out = Map::new();
    for (typed, found, field) in &hit.matched {
        let place = if stem(typed) == stem(found) {
            field.as_str().to_string()
        } else {
            format!("{} (as \"{found}\")", field.as_str())
        };
        out.insert(typed.clone(), place.into());
    }
    Value::Object(out)
}

/// Words of a text, split at anything not a letter or digit and at case changes
/// (`listNamespacedPod` → `list`, `namespaced`, `pod`), lower-cased and stemmed; stop words
/// and single letters left out.
pub fn terms(text: &str) -> Vec<String> {
    words_of(text).map(|(stemmed, _)| stemmed).collect()
}

/// The words naming a path's resource: those of its last [`RESOURCE_SEGMENTS`] literal
/// segments, leaving out versions (`v1`, `v1beta1`, `2010-04-01`), `api` and formats
/// (`Messages.json`), stemmed and each once.
fn resource_words(path: &str) -> Vec<String> {
    let literal: Vec<&str> = path
        .split('/')
        .filter(|s| !s.is_empty() && !s.starts_with('{') && !is_version(s))
        .collect();
    let mut out: Vec<String> = Vec::new();
    for segment in &literal[literal.len().saturating_sub(RESOURCE_SEGMENTS)..] {
        for word in terms(segment) {
            let generic = ["api", "apis", "json", "xml"].contains(&word.as_str())
                || word.bytes().all(|b| b.is_ascii_digit());
            if !generic && !out.contains(&word) {
                out.push(word);
            }
        }
    }
    out
}

/// A path segment that names a version: `v2`, `v1beta1`, `v2alpha1`, `2010-04-01`.
fn is_version(segment: &str) -> bool {
    if segment.starts_with(|c: char| c.is_ascii_digit()) {
        return true;
    }
    let Some(rest) = segment.strip_prefix('v') else {
        return false;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return false;
    }
    let rest = &rest[digits..];
    rest.is_empty()
        || ["alpha", "beta"].iter().any(|tag| {
            rest.strip_prefix(tag)
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
}

/// [`terms`], each with the word as written (lower-cased).
fn words_of(text: &str) -> impl Iterator<Item = (String, String)> {
    split(text)
        .into_iter()
        .filter(|w| w.len() > 1 && !STOP_WORDS.contains(&w.as_str()))
        .map(|w| (stem(&w), w))
}

/// The query's words, each stemmed and with the word as typed, without repeats.
fn query_words(query: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for typed in split(query) {
        if typed.len() < 2 || STOP_WORDS.contains(&typed.as_str()) {
            continue;
        }
        let stemmed = stem(&typed);
        if !out.iter().any(|(s, _)| *s == stemmed) {
            out.push((stemmed, typed));
        }
    }
    out
}

fn split(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut previous_lower = false;
    for c in text.chars() {
        if c.is_alphanumeric() {
            if c.is_uppercase() && previous_lower && !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            previous_lower = c.is_lowercase() || c.is_ascii_digit();
            current.extend(c.to_lowercase());
        } else {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            previous_lower = false;
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// A light English stemmer: plurals, `-ing` and `-ed` (`policies` → `policy`, `buckets` →
/// `bucket`, `deleting` → `delet`, `deleted` → `delet`, `delete` → `delet`), enough that a
/// word's forms meet without a dictionary.
pub fn stem(word: &str) -> String {
    let w = word;
    let cut = |s: &str, suffix: &str, min: usize| -> Option<String> {
        s.strip_suffix(suffix)
            .filter(|rest| rest.len() >= min)
            .map(str::to_string)
    };
    let w = cut(w, "ies", 2)
        .map(|s| s + "y")
        .or_else(|| cut(w, "sses", 2).map(|s| s + "ss"))
        .or_else(|| {
            ["xes", "ches", "shes", "zes"]
                .iter()
                .find_map(|suffix| cut(w, suffix, 1).map(|s| s + &suffix[..suffix.len() - 2]))
        })
        .or_else(|| {
            (!w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is"))
                .then(|| cut(w, "s", 3))
                .flatten()
        })
        .unwrap_or_else(|| w.to_string());
    let w = cut(&w, "ing", 3).or_else(|| cut(&w, "ed", 3)).unwrap_or(w);
    // `delete`/`deleted`/`deleting` all end as `delet`: a final `e` is dropped too.
    match w.strip_suffix('e') {
        Some(rest) if rest.len() >= 3 => rest.to_string(),
        _ => w,
    }
}

/// The stemmed word, its synonyms' stems and its related words' stems, with what each counts
/// for.
fn alternatives(word: &str) -> Vec<(String, f32)> {
    let mut out = vec![(word.to_string(), 1.0)];
    for group in SYNONYMS {
        if group.iter().any(|w| stem(w) == word) {
            for other in *group {
                let s = stem(other);
                if !out.iter().any(|(o, _)| *o == s) {
                    out.push((s, SYNONYM_WEIGHT));
                }
            }
        }
    }
    for s in neighbours().get(word).into_iter().flatten() {
        if !out.iter().any(|(o, _)| o == s) {
            out.push((s.clone(), NEIGHBOUR_WEIGHT));
        }
    }
    out
}

/// The related-words table by stem: every form of a word in the table ("disk", "disks") gives
/// its related words' stems, in table order, without the word's own stem or repeats.
fn neighbours() -> &'static HashMap<String, Vec<String>> {
    static TABLE: OnceLock<HashMap<String, Vec<String>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table: HashMap<String, Vec<String>> = HashMap::new();
        for line in super::neighbours::TABLE.lines() {
            let mut words = line.split_ascii_whitespace();
            let Some(word) = words.next() else { continue };
            let own = stem(word);
            let related = table.entry(own.clone()).or_default();
            for other in words {
                let s = stem(other);
                if s != own && !related.contains(&s) {
                    related.push(s);
                }
            }
        }
        table
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_at_case_and_separators_and_are_stemmed() {
        assert_eq!(terms("listNamespacedPods"), ["list", "namespac", "pod"]);
        assert_eq!(
            terms("/api/v1/{namespace}/policies"),
            ["api", "v1", "namespac", "policy"]
        );
        assert_eq!(terms("Delete the bucket"), ["delet", "bucket"]);
        for (a, b) in [
            ("deleting", "delete"),
            ("deleted", "deletes"),
            ("buckets", "bucket"),
            ("boxes", "box"),
            ("branches", "branch"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} {b}");
        }
        // Words that end in s without being plurals keep it.
        assert_eq!(stem("status"), "status");
        assert_eq!(stem("access"), "access");
    }

    /// A request in the user's words finds the operation in the API's: through an argument
    /// name and a synonym ("private" for `acl`), not just the words both share.
    #[test]
    fn plain_requests_find_operations_through_arguments_and_synonyms() {
        let tool = |name: &str, method: &str, arguments: &str, description: &str| {
            [
                name.into(),
                name.into(),
                String::new(),
                "/buckets/{name}".into(),
                arguments.into(),
                description.into(),
                method_words(method).into(),
            ]
        };
        let tools = [
            tool("delete_bucket", "DELETE", "name", "Deletes a bucket."),
            tool(
                "update_bucket",
                "PATCH",
                "name acl",
                "Updates a bucket's settings.",
            ),
            tool("get_bucket", "GET", "name", "Returns a bucket."),
        ];
        let names = ["delete_bucket", "update_bucket", "get_bucket"];
        let index = Index::new(&tools, &["DELETE", "PATCH", "GET"]);
        let first = |q| index.rank(q, &[0, 1, 2]).first().map(|h| names[h.tool]);
        assert_eq!(
            first("make the staging bucket private"),
            Some("update_bucket")
        );
        assert_eq!(first("remove the old bucket"), Some("delete_bucket"));
        assert_eq!(first("show me the bucket"), Some("get_bucket"));
        // Nothing in common: nothing found.
        assert!(index.rank("scale the deployment", &[0, 1, 2]).is_empty());
    }

    /// A question reads; otherwise the first verb that says what to do decides, wherever it
    /// stands; a request with neither has no intent and leaves the scores alone.
    #[test]
    fn a_request_says_what_it_wants_done() {
        for (q, want) in [
            ("which pods are running in staging?", Some(Intent::Read)),
            ("did last night's import job finish OK?", Some(Intent::Read)),
            ("how many machines are in the cluster", Some(Intent::Read)),
            ("the staging bucket, is it public?", Some(Intent::Read)),
            ("please kill the stuck api pod", Some(Intent::Remove)),
            ("tear down the preview environment", Some(Intent::Remove)),
            ("bump the deployment up to 8 replicas", Some(Intent::Change)),
            ("spin up a new 2 GB server", Some(Intent::Create)),
            ("the Q3 deck for anna", None),
        ] {
            assert_eq!(intent(q), want, "{q}");
        }
        // A verb sits in one group only, so that its intent is never a matter of order.
        let mut seen = std::collections::BTreeSet::new();
        for (_, words) in INTENT_WORDS {
            for w in *words {
                assert!(seen.insert(*w), "{w} is in two groups");
                assert!(!QUESTION_WORDS.contains(w), "{w}");
            }
        }
    }

    /// The intent weighs a tool by its method: never to zero, and most for the method that
    /// does it.
    #[test]
    fn the_method_that_does_it_fits_best() {
        for (intent, best) in [
            (Intent::Read, "GET"),
            (Intent::Create, "POST"),
            (Intent::Change, "PATCH"),
            (Intent::Remove, "DELETE"),
        ] {
            for m in ["GET", "POST", "PUT", "PATCH", "DELETE"] {
                let f = intent.fit(m);
                assert!(f > 0.0 && f <= intent.fit(best), "{intent:?} {m}");
            }
        }
        let tools: Vec<[String; FIELD_COUNT]> = ["GET", "DELETE"]
            .iter()
            .map(|_| {
                [
                    "pod".into(),
                    "pod".into(),
                    String::new(),
                    "/pods/{name}".into(),
                    "name".into(),
                    "A pod.".into(),
                    String::new(),
                ]
            })
            .collect();
        let index = Index::new(&tools, &["GET", "DELETE"]);
        assert_eq!(index.rank("kill the pod", &[0, 1])[0].tool, 1);
        assert_eq!(index.rank("which pod is it?", &[0, 1])[0].tool, 0);
    }

    /// A tool's texts with only its name (as title too), path and method's words.
    fn named(name: &str, path: &str, method: &str) -> [String; FIELD_COUNT] {
        [
            name.into(),
            name.into(),
            String::new(),
            path.into(),
            String::new(),
            String::new(),
            method_words(method).into(),
        ]
    }

    /// A word finds what a language model places near it, for less than a synonym: "disks"
    /// finds the operation on `volumes` although no synonym group links them.
    #[test]
    fn related_words_count_for_less_than_the_word_and_its_synonyms() {
        let alts = alternatives(&stem("disks"));
        let volume = alts.iter().find(|(w, _)| *w == stem("volumes"));
        assert_eq!(volume.map(|(_, weight)| *weight), Some(NEIGHBOUR_WEIGHT));
        const { assert!(NEIGHBOUR_WEIGHT < SYNONYM_WEIGHT) };
        // A word's own forms are not its neighbours, and a synonym keeps a synonym's weight.
        let alts = alternatives(&stem("delete"));
        assert_eq!(alts[0], (stem("delete"), 1.0));
        assert_eq!(alts.iter().filter(|(w, _)| *w == stem("delete")).count(), 1);
        assert!(alts.contains(&(stem("remove"), SYNONYM_WEIGHT)));
        let tool = |name: &str, path: &str| named(name, path, "GET");
        let tools = [
            tool("list_volumes", "/volumes"),
            tool("list_images", "/images"),
        ];
        let index = Index::new(&tools, &["GET", "GET"]);
        let hits = index.rank("which disks do we have?", &[0, 1]);
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].tool, 0);
        assert_eq!(
            why(&hits[0]),
            serde_json::json!({"disks": "name (as \"volumes\")"})
        );
    }

    /// The table is data a reviewer can read: one word a line, lower-case words, at most five
    /// related words each, words in order and each once, so that it is the same however made.
    #[test]
    fn the_related_words_table_is_well_formed() {
        let mut previous = String::new();
        let mut lines = 0;
        for line in super::super::neighbours::TABLE
            .lines()
            .filter(|l| !l.is_empty())
        {
            let words: Vec<&str> = line.split(' ').collect();
            assert!((2..=6).contains(&words.len()), "{line}");
            for w in &words {
                assert!(
                    w.len() >= 2 && w.bytes().all(|b| b.is_ascii_lowercase()),
                    "{line}"
                );
            }
            assert!(*words[0] > *previous, "{line} after {previous}");
            previous = words[0].to_string();
            lines += 1;
        }
        assert!(lines > 5_000, "{lines}");
    }

    /// A path's resource is named by its last two literal segments, without versions, `api`
    /// or formats; a tool with resource words the request does not ask for counts for less.
    #[test]
    fn a_tool_whose_resource_the_request_does_not_name_counts_for_less() {
        assert_eq!(
            resource_words("/apis/apps/v1beta1/namespaces/{namespace}/deployments/{name}"),
            ["namespac", "deployment"]
        );
        assert_eq!(
            resource_words("/2010-04-01/Accounts/{AccountSid}/Messages.json"),
            ["account", "messag"]
        );
        assert_eq!(
            resource_words("/chat.deleteScheduledMessage"),
            ["chat", "delet", "schedul", "messag"]
        );
        assert_eq!(resource_words("/{id}"), Vec::<String>::new());
        for (segment, version) in [
            ("v2", true),
            ("v1beta1", true),
            ("v2alpha1", true),
            ("2023-09-01", true),
            ("volumes", false),
            ("v", false),
            ("v1beta", false),
        ] {
            assert_eq!(is_version(segment), version, "{segment}");
        }
        const { assert!(FIELD_COUNT > PATH) };
        assert_eq!(FIELDS[PATH].0, Field::Path);
        let tool = |name: &str, path: &str| named(name, path, "POST");
        // The same words, as many of them: the first has a resource word the request does
        // not ask for (`x1`), the second a version in its place, which is no resource word.
        let tools = [
            tool("delete_message", "/messages/{id}/x1"),
            tool("delete_message", "/messages/{id}/v2"),
        ];
        let index = Index::new(&tools, &["DELETE", "DELETE"]);
        let hits = index.rank("delete the message", &[0, 1]);
        assert_eq!(hits[0].tool, 1);
        assert!((hits[1].score / hits[0].score - UNASKED_RESOURCE_WORD).abs() < 1e-4);
        // A request that names the word finds the tool that has it.
        let hits = index.rank("delete the message x1", &[0, 1]);
        assert_eq!(hits[0].tool, 0);
    }

    #[test]
    fn synonym_groups_are_words_not_phrases_except_where_split_anyway() {
        for group in SYNONYMS {
            assert!(group.len() >= 2, "{group:?}");
            for w in *group {
                assert_eq!(w.to_lowercase(), *w, "{w}");
                assert!(!w.is_empty());
            }
        }
        // A synonym counts for the word.
        let alts = alternatives(&stem("remove"));
        assert!(
            alts.iter()
                .any(|(w, weight)| *w == stem("delete") && *weight < 1.0)
        );
    }
}
