//! The hint review measured on labelled real operations (`fixtures/hint-labels/<spec>.tsv`:
//! the true read-only and destructive values of every operation whose method default is wrong
//! that we found in ten corpus APIs, plus a sample of ordinary ones, each with why). Prints, per
//! spec and in total, how many wrong defaults `plan` flags (recall), apart for unsafe defaults
//! (less cautious than the truth) and over-cautious ones, and how many ordinary operations it
//! flags (false alarms); fails when a figure gets worse than the committed one.
//! `bench/hints.sh` runs it as the benchmark (it prints the table).

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use openapi_mcp::code::Code;

/// The committed figures (at least / at most), in per cent: raise them when the review gets
/// better, never lower them to make a change pass.
const MIN_UNSAFE_RECALL: f64 = 96.7;
const MIN_OVER_CAUTIOUS_RECALL: f64 = 95.2;
const MAX_FALSE_ALARMS: f64 = 3.2;

const REVIEW_CODES: [Code; 4] = [
    Code::LooksReadOnly,
    Code::GetSideEffect,
    Code::LooksDestructive,
    Code::LooksAdditive,
];

struct Label {
    method: String,
    path: String,
    read_only: bool,
    destructive: bool,
}

/// `(read_only, destructive)` as the method sets them.
fn defaults(method: &str) -> (bool, bool) {
    match method {
        "GET" | "HEAD" | "OPTIONS" | "QUERY" => (true, false),
        "POST" => (false, false),
        _ => (false, true),
    }
}

fn labels(file: &Path) -> Vec<Label> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    assert_eq!(
        header,
        [
            "method",
            "path",
            "operation_id",
            "read_only",
            "destructive",
            "kind",
            "why"
        ],
        "{}",
        file.display()
    );
    let flag = |s: &str, line: &str| match s {
        "true" => true,
        "false" => false,
        other => panic!("{}: `{other}` is no boolean in {line}", file.display()),
    };
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 7, "{}: {line}", file.display());
            let label = Label {
                method: cols[0].to_string(),
                path: cols[1].to_string(),
                read_only: flag(cols[3], line),
                destructive: flag(cols[4], line),
            };
            // The `kind` column must agree with the values and the method table.
            let wrong = is_wrong(&label);
            assert_eq!(
                cols[5],
                if wrong { "wrong-default" } else { "ordinary" },
                "{}: {line}",
                file.display()
            );
            label
        })
        .collect()
}

fn is_wrong(l: &Label) -> bool {
    let (ro, de) = defaults(&l.method);
    l.read_only != ro || (!l.read_only && l.destructive != de)
}

/// Whether the default is less cautious than the truth.
fn is_unsafe(l: &Label) -> bool {
    let (ro, de) = defaults(&l.method);
    (ro && !l.read_only) || (!l.read_only && !de && l.destructive)
}

/// The lint that flags this wrong default.
fn expected_code(l: &Label) -> Code {
    let (ro, _) = defaults(&l.method);
    if l.read_only != ro {
        if l.read_only {
            Code::LooksReadOnly
        } else {
            Code::GetSideEffect
        }
    } else if l.destructive {
        Code::LooksDestructive
    } else {
        Code::LooksAdditive
    }
}

#[derive(Default)]
struct Score {
    unsafe_total: usize,
    unsafe_flagged: usize,
    over_total: usize,
    over_flagged: usize,
    ordinary_total: usize,
    ordinary_flagged: usize,
}

impl Score {
    fn add(&mut self, o: &Score) {
        self.unsafe_total += o.unsafe_total;
        self.unsafe_flagged += o.unsafe_flagged;
        self.over_total += o.over_total;
        self.over_flagged += o.over_flagged;
        self.ordinary_total += o.ordinary_total;
        self.ordinary_flagged += o.ordinary_flagged;
    }
}

fn pct(n: usize, d: usize) -> f64 {
    if d == 0 {
        100.0
    } else {
        100.0 * n as f64 / d as f64
    }
}

fn root_document(corpus: &Path, name: &str) -> PathBuf {
    let manifest = std::fs::read_to_string(corpus.join("MANIFEST.tsv")).unwrap();
    let row = manifest
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .unwrap_or_else(|| panic!("{name} is not in the corpus manifest"));
    let file_name = Path::new(row[2]).file_name().unwrap();
    common::shallowest(&corpus.join(name), file_name).unwrap()
}

fn score(spec: &Path, labels: &[Label], misses: &mut Vec<String>) -> Score {
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(spec)).unwrap();
    let lints = openapi_mcp::lint::lint(&planned.spec, &planned.set, &planned.warnings);
    let mut codes: BTreeMap<String, BTreeSet<Code>> = BTreeMap::new();
    for l in &lints {
        if let Some(op) = &l.operation {
            codes.entry(op.clone()).or_default().insert(l.code);
        }
    }
    let known: BTreeSet<String> = planned.set.tools.iter().map(|t| t.origin.key()).collect();
    // What the review read, for `--misses`: the words and the signals they gave.
    let ops = openapi_mcp::review::Operations::of(&planned.set);
    let seen: BTreeMap<String, String> = planned
        .set
        .tools
        .iter()
        .map(|t| {
            let w = &t.origin.words;
            let first = |s: &Option<String>| {
                s.as_deref()
                    .unwrap_or("")
                    .split_whitespace()
                    .take(14)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let signals: Vec<String> = openapi_mcp::review::signals(t, &ops)
                .iter()
                .map(|s| format!("{:?}:{}={:?}", s.place, s.word, s.effect))
                .collect();
            let text = format!(
                "\n    summary: {}\n    operationId: {}\n    description: {}\n    responses: {:?} body: {}\n    signals: {}",
                first(&w.summary),
                t.origin.operation_id.as_deref().unwrap_or("-"),
                first(&w.description),
                w.responses,
                w.has_body,
                signals.join(", ")
            );
            (t.origin.key(), text)
        })
        .collect();
    let detail = |key: &str| seen.get(key).cloned().unwrap_or_default();
    let mut s = Score::default();
    for l in labels {
        let key = format!("{} {}", l.method, l.path);
        assert!(
            known.contains(&key),
            "{}: no operation {key}",
            spec.display()
        );
        let got = codes.get(&key).cloned().unwrap_or_default();
        if !is_wrong(l) {
            s.ordinary_total += 1;
            if REVIEW_CODES.iter().any(|c| got.contains(c)) {
                s.ordinary_flagged += 1;
                misses.push(format!("false alarm: {key} {got:?}{}", detail(&key)));
            }
            continue;
        }
        let flagged = got.contains(&expected_code(l));
        if !flagged {
            misses.push(format!(
                "missed ({}): {key}{}",
                expected_code(l),
                detail(&key)
            ));
        }
        if is_unsafe(l) {
            s.unsafe_total += 1;
            s.unsafe_flagged += usize::from(flagged);
        } else {
            s.over_total += 1;
            s.over_flagged += usize::from(flagged);
        }
    }
    s
}

fn row(name: &str, s: &Score) -> String {
    format!(
        "{name:<18} {:>4}/{:<4} {:>5.1} %   {:>4}/{:<4} {:>5.1} %   {:>4}/{:<4} {:>5.1} %",
        s.unsafe_flagged,
        s.unsafe_total,
        pct(s.unsafe_flagged, s.unsafe_total),
        s.over_flagged,
        s.over_total,
        pct(s.over_flagged, s.over_total),
        s.ordinary_flagged,
        s.ordinary_total,
        pct(s.ordinary_flagged, s.ordinary_total),
    )
}

#[test]
fn hint_review_recall_and_false_alarms_on_labelled_operations() {
    let Some(corpus) = common::corpus_dir("the hint review benchmark") else {
        return;
    };
    let dir = common::fixture("hint-labels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tsv"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    let mut total = Score::default();
    let mut table = vec![format!(
        "{:<18} {:<20} {:<20} {:<20}",
        "spec", "unsafe flagged", "over-cautious flagged", "ordinary flagged"
    )];
    let mut misses = Vec::new();
    for file in &files {
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        let labels = labels(file);
        let mut spec_misses = Vec::new();
        let s = score(&root_document(&corpus, &name), &labels, &mut spec_misses);
        misses.extend(spec_misses.into_iter().map(|m| format!("{name}: {m}")));
        table.push(row(&name, &s));
        total.add(&s);
    }
    table.push(row("total", &total));
    let (unsafe_recall, over_recall, false_alarms) = (
        pct(total.unsafe_flagged, total.unsafe_total),
        pct(total.over_flagged, total.over_total),
        pct(total.ordinary_flagged, total.ordinary_total),
    );
    println!("{}", table.join("\n"));
    if std::env::var_os("OPENAPI_MCP_HINT_MISSES").is_some() {
        println!("{}", misses.join("\n"));
    }
    assert!(
        unsafe_recall >= MIN_UNSAFE_RECALL,
        "unsafe recall {unsafe_recall:.1} % < {MIN_UNSAFE_RECALL} %\n{}",
        table.join("\n")
    );
    assert!(
        over_recall >= MIN_OVER_CAUTIOUS_RECALL,
        "over-cautious recall {over_recall:.1} % < {MIN_OVER_CAUTIOUS_RECALL} %\n{}",
        table.join("\n")
    );
    assert!(
        false_alarms <= MAX_FALSE_ALARMS,
        "false alarms {false_alarms:.1} % > {MAX_FALSE_ALARMS} %\n{}",
        table.join("\n")
    );
}
