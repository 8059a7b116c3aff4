//! How `search_tools` ranks: BM25F over a tool's fields (name, title, tags, path, argument
//! names, description), with words stemmed and a query word's everyday synonyms counted for it,
//! so that "remove the bucket" finds `deleteBucket` and "make it private" finds the operation
//! whose argument is `acl`. The index is built once, on the first search, from the tool table.

use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::descriptor::Tool;

/// The fields of a tool that are searched, and how much a word found in each counts.
const FIELDS: [(Field, f32); 6] = [
    (Field::Name, 3.0),
    (Field::Title, 2.0),
    (Field::Tags, 1.5),
    (Field::Path, 2.0),
    (Field::Arguments, 1.0),
    (Field::Description, 1.0),
];

/// BM25's saturation and length normalisation, at their usual values.
const K1: f32 = 1.2;
const B: f32 = 0.75;

/// What a synonym counts for, against the word itself.
const SYNONYM_WEIGHT: f32 = 0.7;

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
        }
    }
}

/// One tool's stemmed words, per field, with their counts.
struct Doc {
    fields: [HashMap<String, u16>; 6],
    lengths: [f32; 6],
}

/// The search index of a tool table.
pub struct Index {
    docs: Vec<Doc>,
    /// In how many tools each stemmed word occurs.
    frequency: HashMap<String, u32>,
    average: [f32; 6],
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
    /// Indexes `tools`; `arguments` gives each tool's argument names (in the same order).
    pub fn new(tools: &[Tool], arguments: &[Vec<String>]) -> Index {
        let docs: Vec<Doc> = tools
            .iter()
            .enumerate()
            .map(|(i, tool)| {
                let texts: [String; 6] = [
                    tool.name.to_string(),
                    tool.title.to_string(),
                    tool.tags.join(" "),
                    tool.path.to_string(),
                    arguments.get(i).map(|a| a.join(" ")).unwrap_or_default(),
                    tool.description.to_string(),
                ];
                let mut fields: [HashMap<String, u16>; 6] = Default::default();
                let mut lengths = [0.0; 6];
                for (f, text) in texts.iter().enumerate() {
                    for word in terms(text) {
                        *fields[f].entry(word).or_insert(0) += 1;
                        lengths[f] += 1.0;
                    }
                }
                Doc { fields, lengths }
            })
            .collect();
        let mut frequency: HashMap<String, u32> = HashMap::new();
        for doc in &docs {
            let mut seen: Vec<&String> = doc.fields.iter().flat_map(|f| f.keys()).collect();
            seen.sort();
            seen.dedup();
            for word in seen {
                *frequency.entry(word.clone()).or_insert(0) += 1;
            }
        }
        let n = docs.len().max(1) as f32;
        let mut average = [0.0; 6];
        for (f, avg) in average.iter_mut().enumerate() {
            *avg = (docs.iter().map(|d| d.lengths[f]).sum::<f32>() / n).max(1.0);
        }
        Index {
            docs,
            frequency,
            average,
        }
    }

    /// The tools among `candidates` that match `query`, best first (ties by table order).
    pub fn rank(&self, query: &str, candidates: &[usize]) -> Vec<Hit> {
        let asked: Vec<(String, String)> = query_words(query);
        let n = self.docs.len() as f32;
        let mut hits: Vec<Hit> = candidates
            .iter()
            .filter_map(|&tool| {
                let doc = self.docs.get(tool)?;
                let mut score = 0.0;
                let mut matched = Vec::new();
                for (word, typed) in &asked {
                    let mut best: Option<(f32, String, Field)> = None;
                    for (alternative, weight) in alternatives(word) {
                        let df = self.frequency.get(&alternative).copied().unwrap_or(0) as f32;
                        if df == 0.0 {
                            continue;
                        }
                        let idf = (1.0 + (n - df + 0.5) / (df + 0.5)).ln();
                        let mut tf = 0.0;
                        let mut field = None;
                        for (f, (which, boost)) in FIELDS.iter().enumerate() {
                            if let Some(&count) = doc.fields[f].get(&alternative) {
                                let norm = 1.0 - B + B * doc.lengths[f] / self.average[f];
                                tf += boost * f32::from(count) / norm;
                                field = field.or(Some(*which));
                            }
                        }
                        let Some(field) = field else { continue };
                        let s = weight * idf * tf / (K1 + tf);
                        if best.as_ref().is_none_or(|(b, _, _)| s > *b) {
                            best = Some((s, alternative, field));
                        }
                    }
                    if let Some((s, found, field)) = best {
                        score += s;
                        matched.push((typed.clone(), found, field));
                    }
                }
                (score > 0.0).then_some(Hit {
                    tool,
                    score,
                    matched,
                })
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.tool.cmp(&b.tool)));
        hits
    }
}

/// A hit's `matched`, for the answer: `{"query word": "field"}`.
pub fn why(hit: &Hit) -> Value {
    let mut out = Map::new();
    for (typed, found, field) in &hit.matched {
        let place = if typed == found || stem(typed) == *found {
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
    split(text)
        .into_iter()
        .filter(|w| w.len() > 1 && !STOP_WORDS.contains(&w.as_str()))
        .map(|w| stem(&w))
        .collect()
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

/// The stemmed word and its synonyms' stems, with what each counts for.
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
    out
}

/// Words that say nothing of which operation is meant.
const STOP_WORDS: &[&str] = &[
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "from", "with", "by", "at", "as",
    "is", "are", "be", "it", "its", "this", "that", "these", "those", "my", "our", "your", "me",
    "we", "i", "you", "please", "can", "could", "would", "should", "will", "do", "does", "did",
    "what", "which", "who", "whom", "how", "when", "where", "why", "there", "some", "any", "into",
    "onto", "about", "so", "up", "out", "now", "just", "also", "then", "than", "them", "they",
    "their", "his", "her", "him", "she", "he", "was", "were", "been", "being", "have", "has",
    "had", "let", "lets", "want", "need", "go", "one", "via",
];

/// Groups of words people use for the same thing when they ask for an API operation: the
/// verbs of reading and writing, and nouns whose everyday and API names differ. Kept as data:
/// each group is one meaning, and a word may sit in more than one group.
pub const SYNONYMS: &[&[&str]] = &[
    &[
        "delete", "remove", "destroy", "erase", "drop", "purge", "trash", "discard", "wipe",
    ],
    &[
        "create", "add", "new", "make", "insert", "register", "open", "post",
    ],
    &[
        "list",
        "all",
        "show",
        "enumerate",
        "browse",
        "every",
        "index",
    ],
    &[
        "get", "fetch", "read", "retrieve", "show", "view", "see", "look", "describe", "inspect",
        "find",
    ],
    &[
        "update", "edit", "change", "modify", "patch", "set", "rename", "adjust", "alter",
        "replace",
    ],
    &["search", "find", "query", "lookup", "filter", "look"],
    &[
        "start", "run", "launch", "begin", "trigger", "kick", "execute", "invoke",
    ],
    &[
        "stop",
        "halt",
        "end",
        "terminate",
        "cancel",
        "abort",
        "kill",
        "shut",
    ],
    &["restart", "reboot", "rollout", "bounce", "redeploy"],
    &[
        "user",
        "member",
        "person",
        "people",
        "account",
        "collaborator",
        "teammate",
    ],
    &["message", "chat", "post", "text", "sms"],
    &["invite", "add", "join"],
    &["kick", "remove", "ban", "block", "expel"],
    &[
        "private",
        "public",
        "visibility",
        "acl",
        "permission",
        "access",
    ],
    &["refund", "reverse", "reversal", "chargeback"],
    &["repository", "repo", "project"],
    &["scale", "replica", "resize", "size"],
    &["file", "upload", "document", "attachment"],
    &["subscribe", "follow", "watch", "star"],
    &["token", "key", "credential", "secret", "password"],
    &["invoice", "bill", "charge", "payment", "pay"],
    &["customer", "client", "buyer"],
    &["log", "logs", "history", "events", "audit"],
    &["machine", "server", "instance", "droplet", "vm", "node"],
    &["channel", "room", "conversation", "group"],
    &["approve", "accept", "review"],
    &["archive", "close", "hide"],
    &["label", "tag"],
    &["copy", "clone", "duplicate", "fork"],
    &["move", "transfer"],
    &["download", "export", "get"],
    &["phone", "number", "call"],
    &["subscription", "plan", "recurring"],
    &["webhook", "hook", "callback", "notification"],
    &[
        "secret",
        "config",
        "configuration",
        "setting",
        "settings",
        "env",
        "environment",
    ],
    &["deployment", "deploy", "release", "app", "application"],
    &["team", "org", "organization", "workspace"],
    &["issue", "ticket", "bug"],
    &["comment", "reply", "note"],
    &["branch", "ref"],
    &["folder", "directory", "collection"],
    &["backup", "snapshot"],
];

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
        use crate::descriptor::{Hints, Method};
        let tool = |name: &'static str, description: &'static str| Tool {
            name,
            title: name,
            description,
            tags: &[],
            method: Method::Post,
            path: "/buckets/{name}",
            server: None,
            params: &[],
            body: None,
            hints: Hints {
                read_only: false,
                destructive: true,
                idempotent: true,
                open_world: false,
            },
            security: &[],
            scopes: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        };
        let tools = [
            tool("delete_bucket", "Deletes a bucket."),
            tool("update_bucket", "Updates a bucket's settings."),
            tool("get_bucket", "Returns a bucket."),
        ];
        let arguments = [
            vec!["name".to_string()],
            vec!["name".to_string(), "acl".to_string()],
            vec!["name".to_string()],
        ];
        let index = Index::new(&tools, &arguments);
        let first = |q| {
            index
                .rank(q, &[0, 1, 2])
                .first()
                .map(|h| tools[h.tool].name)
        };
        assert_eq!(
            first("make the staging bucket private"),
            Some("update_bucket")
        );
        assert_eq!(first("remove the old bucket"), Some("delete_bucket"));
        assert_eq!(first("show me the bucket"), Some("get_bucket"));
        // Nothing in common: nothing found.
        assert!(index.rank("scale the deployment", &[0, 1, 2]).is_empty());
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
