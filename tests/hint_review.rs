//! The hint review measured on labelled real operations, in four sets: the corpus APIs the word
//! lists were first written from (`fixtures/hint-labels/<spec>.tsv`, against `../shared/specs`),
//! round 1 (`round-1/`: 26 APIs held out until they were measured once, tuned on since), round 2
//! (`round-2/`: 12 APIs held out until 18d879f), round 3 (`round-3/`: 15 APIs held out until
//! 1076146), round 4 (`round-4/`: 14 APIs held out until e460ace), round 5 (`round-5/`: 15 APIs
//! held out until f7c0bdd), round 6 (`round-6/`: 11 APIs measured once at 2f4ce32), round 7
//! (`round-7/`: 8 APIs measured once at fde3bd6), all tuned on since, and the held-out set (`held-out/`: APIs the
//! review was never tuned on). Each label is the true
//! read-only and destructive value of an operation whose method default is wrong, or of an
//! ordinary one sampled at random, with why. Prints, per API and pooled, per direction: unsafe
//! defaults flagged (recall), over-cautious defaults proposed and found (a vetoed relaxation is
//! shown, not proposed), ordinary operations flagged (false alarms), and wrong relaxations (less
//! caution proposed that the label contradicts, by confidence); fails when a figure gets worse
//! than the committed one. `bench/hints.sh` runs it as the benchmark.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use openapi_mcp::error::Code;

/// The committed figures (at least / at most), in per cent, of each set. Raise them when the
/// review gets better, never lower them to make a change pass; the held-out set's are its first
/// measurement (of its committed extracts, as the set stood when round 17's APIs joined it,
/// seven of them with extracts; one relaxation there is wrong at high confidence, and the bar
/// records it rather than hides it), and its misses are never read to change the review. One trade is stated: at
/// 1076146 relaxations proposed and false alarms were traded for safety and recall (a PUT of a
/// body to one thing is no longer relaxed; a description that says a write changes what exists
/// now flags it), which lowered the proposed share and raised false alarms in the tuned sets.
/// A second one, at round 6 (where 3 of 9 relaxations were wrong): a POST to a collection of an
/// existing item is no longer relaxed to read-only on one place's word (`POST .../logs` "Inspect
/// a log" stores it), and a bodiless PUT that a DELETE undoes adds a relation only when its last
/// segment names one (not `/maintenance`, a mode); four correct proposals of the corpus, round 1
/// and round 3 are shown vetoed since, which lowered their proposed shares. A third, when the
/// learned model joined (`src/report/review/learned.rs`): it asks for more caution where the
/// word lists found nothing, at the threshold whose leave-one-API-out false alarms on the tuned
/// sets stay within 5 %, which raised unsafe recall and false alarms in every set, the
/// held-out one included (its committed extracts: 81.6 → 84.1 % and 5.5 → 6.9 %). A fourth,
/// when round 11 had been measured: a relaxation is proposed only when two places agree on it
/// (and, for read-only, with a retrieval verb, not a check or a computation); one place's word
/// is shown for a person to decide. On the 74 held-out APIs the proposals one place made had
/// been wrong 5 times in 66, those two places agreed on once in 77. The proposed shares of
/// every set fell (held-out 42.0 → 22.6 %) with nothing else changed, and the committed
/// extracts' one wrong relaxation was 1 of 9 proposals instead of 1 of 16 before round 11's
/// extracts joined them. Round 12, labelled after the rule, had 1 of its 6 proposals wrong;
/// round 13, labelled after it too, none of its 13. Round 14, labelled after it as well, had 4
/// of its 31 wrong (all high, all on Prefect: three polls for work read as "get", a create whose
/// description says a namesake is overwritten) and became round 7, a tuning set: a relaxation
/// is vetoed since where the words say work is taken (a poll, work read for a worker or from a
/// queue) or a sentence of the description says what exists is overwritten. No right proposal
/// of a tuned set was lost; one of the held-out set's (its labels-only APIs) was. Round 15,
/// labelled before those vetoes were written, had 1 of its 5 proposals wrong (on Letta, from
/// its full document; its extract proposes 4, all right).
/// A fifth trade, from round 7's misses: deploying, cleaning, pruning and recreating are verbs
/// that change what exists (an RPC `/mysql.deploy`, `/compose.cleanQueues`): round 7's committed
/// extracts flag 127 of their 154 unsafe defaults instead of 120, for one more false alarm
/// (10 → 11 of 280, `/compose.deployTemplate`), and no other tuned set changed. Round 16,
/// labelled after that, had its one proposal right. A sixth trade, from the tuned sets'
/// misses and false alarms: `ping` is a check (of a service it reads, shown and never
/// proposed; of an existing item, a heartbeat, it records), no longer an additive verb. The
/// tuned sets lose nothing and drop 2 false alarms; the held-out extracts flag one unsafe
/// default fewer (1,009 → 1,008 of 1,202) for 4 false alarms fewer (136 → 132 of 2,136).
/// Round 17, labelled after that, had none of its 11 proposals wrong.
struct Bars {
    min_unsafe_recall: f64,
    /// Over-cautious defaults found: proposed, or shown with the veto that stops the proposal.
    min_over_cautious_recall: f64,
    /// Over-cautious defaults proposed (a relaxation nothing vetoes).
    min_over_cautious_proposed: f64,
    max_false_alarms: f64,
    max_wrong_relaxations: f64,
    max_wrong_high: usize,
}

const TUNED: Bars = Bars {
    min_unsafe_recall: 98.5,
    min_over_cautious_recall: 94.0,
    min_over_cautious_proposed: 14.2,
    max_false_alarms: 1.8,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_1: Bars = Bars {
    min_unsafe_recall: 91.6,
    min_over_cautious_recall: 84.9,
    min_over_cautious_proposed: 27.3,
    max_false_alarms: 3.5,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_2: Bars = Bars {
    min_unsafe_recall: 93.7,
    min_over_cautious_recall: 97.8,
    min_over_cautious_proposed: 40.1,
    max_false_alarms: 3.3,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_3: Bars = Bars {
    min_unsafe_recall: 96.1,
    min_over_cautious_recall: 66.6,
    min_over_cautious_proposed: 33.2,
    max_false_alarms: 2.4,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_4: Bars = Bars {
    min_unsafe_recall: 82.4,
    min_over_cautious_recall: 84.2,
    min_over_cautious_proposed: 5.2,
    max_false_alarms: 4.0,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_5: Bars = Bars {
    min_unsafe_recall: 81.8,
    min_over_cautious_recall: 86.3,
    min_over_cautious_proposed: 40.8,
    max_false_alarms: 4.3,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_6: Bars = Bars {
    min_unsafe_recall: 85.2,
    min_over_cautious_recall: 86.1,
    min_over_cautious_proposed: 5.5,
    max_false_alarms: 4.4,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const ROUND_7: Bars = Bars {
    min_unsafe_recall: 82.4,
    min_over_cautious_recall: 83.6,
    min_over_cautious_proposed: 55.1,
    max_false_alarms: 4.0,
    max_wrong_relaxations: 0.0,
    max_wrong_high: 0,
};

const HELD_OUT: Bars = Bars {
    min_unsafe_recall: 84.1,
    min_over_cautious_recall: 72.7,
    min_over_cautious_proposed: 18.8,
    max_false_alarms: 5.7,
    max_wrong_relaxations: 1.9,
    max_wrong_high: 1,
};

/// The lints that question a hint: a warning from one of these on an ordinary operation is a
/// false alarm.
const ALARM_CODES: [Code; 5] = [
    Code::LooksReadOnly,
    Code::GetSideEffect,
    Code::LooksDestructive,
    Code::LooksAdditive,
    Code::InputDependent,
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

/// Whether the lints `got` flag this label's wrong default: its own lint, or, for an unsafe
/// default that truly writes and destroys, an executed input, which asks for the cautious
/// hints that default lacks.
fn is_flagged(l: &Label, got: &BTreeSet<Code>) -> bool {
    got.contains(&expected_code(l))
        || (is_unsafe(l) && !l.read_only && l.destructive && got.contains(&Code::InputDependent))
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

/// The figures of one API or of a set. "Flagged" counts warnings; a relaxation a veto turned into
/// an info line is *shown* but not proposed.
#[derive(Default)]
struct Score {
    unsafe_total: usize,
    unsafe_flagged: usize,
    over_total: usize,
    over_proposed: usize,
    over_shown: usize,
    ordinary_total: usize,
    ordinary_flagged: usize,
    /// Relaxations proposed (W0101, W0104 warnings on labelled operations), by confidence
    /// (low, medium, high), and how many of them the label contradicts.
    relaxations: [usize; 3],
    wrong_relaxations: [usize; 3],
    /// Labelled operations the generator leaves out (broken in the document).
    left_out: usize,
}

impl Score {
    fn add(&mut self, o: &Score) {
        self.unsafe_total += o.unsafe_total;
        self.unsafe_flagged += o.unsafe_flagged;
        self.over_total += o.over_total;
        self.over_proposed += o.over_proposed;
        self.over_shown += o.over_shown;
        self.ordinary_total += o.ordinary_total;
        self.ordinary_flagged += o.ordinary_flagged;
        self.left_out += o.left_out;
        for i in 0..3 {
            self.relaxations[i] += o.relaxations[i];
            self.wrong_relaxations[i] += o.wrong_relaxations[i];
        }
    }

    fn relaxations(&self) -> (usize, usize) {
        (
            self.relaxations.iter().sum(),
            self.wrong_relaxations.iter().sum(),
        )
    }
}

fn pct(n: usize, d: usize) -> f64 {
    if d == 0 {
        100.0
    } else {
        100.0 * n as f64 / d as f64
    }
}

fn score(spec: &Path, labels: &[Label], misses: &mut Vec<String>) -> Score {
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(spec))
        .unwrap_or_else(|e| panic!("{}: {e:?}", spec.display()));
    let lints = openapi_mcp::testing::lint::lint(&planned.spec, &planned.set, &planned.warnings);
    let mut by_op: BTreeMap<String, Vec<&openapi_mcp::testing::lint::Lint>> = BTreeMap::new();
    for l in &lints {
        if let Some(op) = &l.operation {
            by_op.entry(op.clone()).or_default().push(l);
        }
    }
    let known: BTreeSet<String> = planned.set.tools.iter().map(|t| t.origin.key()).collect();
    // Operations the generator leaves out (an error confined to them in the document) are no
    // tools to review; they are counted apart.
    let left_out: BTreeSet<String> = planned
        .warnings
        .iter()
        .filter(|d| d.code == Code::SkippedInvalid)
        .filter_map(|d| {
            d.operation.clone().or_else(|| {
                d.message
                    .split_once(" is left out")
                    .map(|(op, _)| op.to_string())
            })
        })
        .collect();
    // What the review read, for `--misses`: the words and the signals they gave.
    let ops = openapi_mcp::testing::review::Operations::of(&planned.set);
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
            let signals: Vec<String> = openapi_mcp::testing::review::signals(t, &ops)
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
    // With `OPENAPI_MCP_HINT_RELAXATIONS`, the misses list the right relaxations too: what a
    // rule about relaxations would cost, read on the sets whose misses may be read.
    let list_right = std::env::var_os("OPENAPI_MCP_HINT_RELAXATIONS").is_some();
    let mut s = Score::default();
    for l in labels {
        let key = format!("{} {}", l.method, l.path);
        if left_out.contains(&key) {
            s.left_out += 1;
            continue;
        }
        assert!(
            known.contains(&key),
            "{}: no operation {key}",
            spec.display()
        );
        let found = by_op.get(&key).cloned().unwrap_or_default();
        let got: BTreeSet<Code> = found.iter().map(|l| l.code).collect();
        let shown = |code: Code| {
            found.iter().any(|f| {
                f.code == Code::RelaxationVetoed
                    && (code == Code::LooksReadOnly) == f.message.contains("`read_only` stays")
            })
        };
        // Every relaxation proposed, right or wrong.
        for f in &found {
            let wrong = match f.code {
                Code::LooksReadOnly => !l.read_only,
                Code::LooksAdditive => !l.read_only && l.destructive,
                _ => continue,
            };
            let level = match f.confidence {
                Some(openapi_mcp::testing::review::Confidence::High) => 2,
                Some(openapi_mcp::testing::review::Confidence::Medium) => 1,
                _ => 0,
            };
            s.relaxations[level] += 1;
            if !wrong && list_right {
                misses.push(format!(
                    "right relaxation ({}, {:?}): {key}: {}{}",
                    f.code,
                    f.confidence,
                    f.message,
                    detail(&key)
                ));
            }
            if wrong {
                s.wrong_relaxations[level] += 1;
                misses.push(format!(
                    "WRONG RELAXATION ({}, {:?}): {key}: {}{}",
                    f.code,
                    f.confidence,
                    f.message,
                    detail(&key)
                ));
            }
        }
        if !is_wrong(l) {
            s.ordinary_total += 1;
            if ALARM_CODES.iter().any(|c| got.contains(c)) {
                s.ordinary_flagged += 1;
                misses.push(format!("false alarm: {key} {got:?}{}", detail(&key)));
            }
            continue;
        }
        let expected = expected_code(l);
        let flagged = is_flagged(l, &got);
        if !flagged {
            let vetoed = found
                .iter()
                .find(|f| f.code == Code::RelaxationVetoed)
                .filter(|_| shown(expected))
                .map(|f| format!(" (shown, vetoed: {})", f.message))
                .unwrap_or_default();
            misses.push(format!(
                "missed ({expected}){vetoed}: {key}{}",
                detail(&key)
            ));
        }
        if is_unsafe(l) {
            s.unsafe_total += 1;
            s.unsafe_flagged += usize::from(flagged);
        } else {
            s.over_total += 1;
            s.over_proposed += usize::from(flagged);
            s.over_shown += usize::from(flagged || shown(expected));
        }
    }
    s
}

fn row(name: &str, s: &Score) -> String {
    let (relaxed, wrong) = s.relaxations();
    format!(
        "{name:<26} {:>4}/{:<4} {:>5.1} %  {:>4}/{:<4} {:>5.1} % ({:>5.1} % shown)  {:>4}/{:<4} {:>5.1} %  {:>3}/{:<4} {:>5.1} %",
        s.unsafe_flagged,
        s.unsafe_total,
        pct(s.unsafe_flagged, s.unsafe_total),
        s.over_proposed,
        s.over_total,
        pct(s.over_proposed, s.over_total),
        pct(s.over_shown, s.over_total),
        s.ordinary_flagged,
        s.ordinary_total,
        pct(s.ordinary_flagged, s.ordinary_total),
        wrong,
        relaxed,
        100.0 - pct(relaxed - wrong, relaxed),
    )
}

/// The labelled APIs of `dir` (`<name>.tsv`), sorted.
fn label_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "tsv"))
        .collect();
    files.sort();
    files
}

/// Scores every `(name, spec, labels file)`, prints the table and checks the bars.
fn measure(title: &str, apis: &[(String, PathBuf, PathBuf)], bars: &Bars) {
    let mut total = Score::default();
    let mut table = vec![
        format!("{title}"),
        format!(
            "{:<26} {:<20} {:<37} {:<20} {:<20}",
            "api",
            "unsafe flagged",
            "over-cautious proposed",
            "ordinary flagged",
            "wrong relaxations"
        ),
    ];
    let mut misses = Vec::new();
    let mut operations = 0;
    for (name, spec, file) in apis {
        let labels = labels(file);
        operations += labels.len();
        let mut api_misses = Vec::new();
        let s = score(spec, &labels, &mut api_misses);
        misses.extend(api_misses.into_iter().map(|m| format!("{name}: {m}")));
        table.push(row(name, &s));
        total.add(&s);
    }
    table.push(row(&format!("pooled ({} apis)", apis.len()), &total));
    table.push(format!(
        "{operations} labelled operations ({} left out by the generator as broken); relaxations proposed by confidence (wrong/proposed): low {}/{}, medium {}/{}, high {}/{}",
        total.left_out,
        total.wrong_relaxations[0],
        total.relaxations[0],
        total.wrong_relaxations[1],
        total.relaxations[1],
        total.wrong_relaxations[2],
        total.relaxations[2],
    ));
    let (relaxed, wrong) = total.relaxations();
    let figures = (
        pct(total.unsafe_flagged, total.unsafe_total),
        pct(total.over_shown, total.over_total),
        pct(total.ordinary_flagged, total.ordinary_total),
        100.0 - pct(relaxed - wrong, relaxed),
    );
    println!("{}\n", table.join("\n"));
    // `1` lists every set's misses; any other value only those of the sets whose title starts
    // with it (`round 6`), so that reading one set's misses never shows the held-out set's.
    if let Ok(which) = std::env::var("OPENAPI_MCP_HINT_MISSES")
        && (which == "1" || title.starts_with(&which))
    {
        println!("{}\n", misses.join("\n"));
    }
    let table = table.join("\n");
    assert!(
        figures.0 >= bars.min_unsafe_recall,
        "{title}: unsafe recall {:.1} % < {} %\n{table}",
        figures.0,
        bars.min_unsafe_recall
    );
    assert!(
        figures.1 >= bars.min_over_cautious_recall,
        "{title}: over-cautious recall {:.1} % < {} %\n{table}",
        figures.1,
        bars.min_over_cautious_recall
    );
    let proposed = pct(total.over_proposed, total.over_total);
    assert!(
        proposed >= bars.min_over_cautious_proposed,
        "{title}: over-cautious proposed {proposed:.1} % < {} %\n{table}",
        bars.min_over_cautious_proposed
    );
    assert!(
        figures.2 <= bars.max_false_alarms,
        "{title}: false alarms {:.1} % > {} %\n{table}",
        figures.2,
        bars.max_false_alarms
    );
    assert!(
        figures.3 <= bars.max_wrong_relaxations,
        "{title}: wrong relaxations {:.1} % > {} %\n{table}",
        figures.3,
        bars.max_wrong_relaxations
    );
    assert!(
        total.wrong_relaxations[2] <= bars.max_wrong_high,
        "{title}: {} wrong relaxations at high confidence > {}\n{table}",
        total.wrong_relaxations[2],
        bars.max_wrong_high
    );
}

#[test]
fn tuned_set_recall_false_alarms_and_wrong_relaxations() {
    let Some(corpus) = common::corpus_dir("the hint review benchmark") else {
        return;
    };
    let files = label_files(&common::fixture("hint-labels"));
    assert!(files.len() >= 10, "{files:?}");
    let apis: Vec<(String, PathBuf, PathBuf)> = files
        .into_iter()
        .map(|file| {
            let name = file.file_stem().unwrap().to_string_lossy().into_owned();
            (name.clone(), common::root_document(&corpus, &name), file)
        })
        .collect();
    measure(
        "tuned set (the corpus APIs the word lists were written from)",
        &apis,
        &TUNED,
    );
}

/// The committed reduced extract of a labelled API's document (`<set>/specs/<name>.json`, for
/// documents whose licence allows it), else the full document under `dir` (`<name>.json` or
/// `.yaml`).
fn extract_or_document(set: &str, name: &str, dir: Option<&Path>) -> Option<PathBuf> {
    let committed =
        common::fixture(&format!("hint-labels/{set}/specs")).join(format!("{name}.json"));
    if committed.is_file() {
        return Some(committed);
    }
    let dir = dir?;
    ["json", "yaml"]
        .iter()
        .map(|e| dir.join(format!("{name}.{e}")))
        .find(|p| p.is_file())
}

/// The APIs of a set of labels (`round-1`, `round-2`, `held-out`) that have a document here, and the names
/// of those that do not.
fn apis_of(set: &str, dir: Option<&Path>) -> (Vec<(String, PathBuf, PathBuf)>, Vec<String>) {
    let files = label_files(&common::fixture(&format!("hint-labels/{set}")));
    assert!(files.len() >= 8, "{set}: {files:?}");
    let mut apis = Vec::new();
    let mut missing = Vec::new();
    for file in files {
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        match extract_or_document(set, &name, dir) {
            Some(spec) => apis.push((name, spec, file)),
            None => missing.push(name),
        }
    }
    (apis, missing)
}

/// The first held-out set (`round-1/`), measured once before it was tuned on: its committed
/// extracts are held to bars like the corpus labels.
#[test]
fn round_1_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-1", None);
    measure(
        "round 1 (held out until measured at 2f4cc9f, tuned on since), documents in the repository",
        &apis,
        &ROUND_1,
    );
}

/// The second held-out set (`round-2/`), measured three times before it was tuned on.
#[test]
fn round_2_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-2", None);
    measure(
        "round 2 (held out until 18d879f, tuned on since), documents in the repository",
        &apis,
        &ROUND_2,
    );
}

/// The third held-out set (`round-3/`), measured once before it was tuned on.
#[test]
fn round_3_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-3", None);
    measure(
        "round 3 (held out until 1076146, tuned on since), documents in the repository",
        &apis,
        &ROUND_3,
    );
}

/// The fourth held-out set (`round-4/`), measured once before it was tuned on.
#[test]
fn round_4_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-4", None);
    measure(
        "round 4 (held out until e460ace, tuned on since), documents in the repository",
        &apis,
        &ROUND_4,
    );
}

/// The fifth held-out set (`round-5/`), measured once before it was tuned on.
#[test]
fn round_5_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-5", None);
    measure(
        "round 5 (held out until f7c0bdd, tuned on since), documents in the repository",
        &apis,
        &ROUND_5,
    );
}

/// The sixth held-out set (`round-6/`), measured once before it was tuned on.
#[test]
fn round_6_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-6", None);
    measure(
        "round 6 (held out until 2f4ce32, tuned on since), documents in the repository",
        &apis,
        &ROUND_6,
    );
}

/// The seventh held-out set (`round-7/`), measured once before it was tuned on.
#[test]
fn round_7_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("round-7", None);
    measure(
        "round 7 (held out until fde3bd6, tuned on since), documents in the repository",
        &apis,
        &ROUND_7,
    );
}

/// The held-out APIs whose reduced documents are committed: never tuned on.
#[test]
fn held_out_set_recall_false_alarms_and_wrong_relaxations() {
    let (apis, _) = apis_of("held-out", None);
    assert!(apis.len() >= 4, "{}", apis.len());
    measure(
        "held-out set (APIs the review was not tuned on), documents in the repository",
        &apis,
        &HELD_OUT,
    );
}

/// Every labelled API outside the corpus, when `OPENAPI_MCP_HELDOUT_SPECS` names a folder with
/// the documents that cannot be committed (`bench/hints.sh --held-out-specs DIR`): the figures
/// README quotes.
#[test]
fn every_labelled_api_when_the_documents_are_given() {
    let Some(dir) = std::env::var_os("OPENAPI_MCP_HELDOUT_SPECS").map(PathBuf::from) else {
        println!(
            "notice: OPENAPI_MCP_HELDOUT_SPECS is not set; the labelled APIs without a committed extract are not measured"
        );
        return;
    };
    for (set, title) in [
        (
            "round-1",
            "round 1, every API (tuned on since it was measured)",
        ),
        ("round-2", "round 2, every API (tuned on since 18d879f)"),
        ("round-3", "round 3, every API (tuned on since 1076146)"),
        ("round-4", "round 4, every API (tuned on since e460ace)"),
        ("round-5", "round 5, every API (tuned on since f7c0bdd)"),
        ("round-6", "round 6, every API (tuned on since 2f4ce32)"),
        ("round-7", "round 7, every API (tuned on since fde3bd6)"),
        (
            "held-out",
            "held-out set, every API (APIs the review was not tuned on)",
        ),
    ] {
        let (apis, missing) = apis_of(set, Some(&dir));
        assert!(
            missing.is_empty(),
            "no document for {} in {}",
            missing.join(", "),
            dir.display()
        );
        measure(title, &apis, &ANY);
    }
}

/// No bar: the figures of the full sets are printed, the committed extracts are held.
const ANY: Bars = Bars {
    min_unsafe_recall: 0.0,
    min_over_cautious_recall: 0.0,
    min_over_cautious_proposed: 0.0,
    max_false_alarms: 100.0,
    max_wrong_relaxations: 100.0,
    max_wrong_high: usize::MAX,
};

/// With `OPENAPI_MCP_HINT_FEATURES=FILE` (`tools/learn-hints.py` sets it, with
/// `OPENAPI_MCP_HELDOUT_SPECS` for the rounds' full documents): every labelled operation of the
/// tuned sets, never of the held-out set, as a JSON object a line: its API, method, path,
/// label, whether the word lists flag it, and the features the learned model reads.
#[test]
fn features_of_the_tuned_sets_for_learning() {
    let Some(out) = std::env::var_os("OPENAPI_MCP_HINT_FEATURES").map(PathBuf::from) else {
        return;
    };
    let mut apis = Vec::new();
    if let Some(corpus) = common::corpus_dir("the learned model's features") {
        for file in label_files(&common::fixture("hint-labels")) {
            let name = file.file_stem().unwrap().to_string_lossy().into_owned();
            apis.push((name.clone(), common::root_document(&corpus, &name), file));
        }
    }
    let dir = std::env::var_os("OPENAPI_MCP_HELDOUT_SPECS").map(PathBuf::from);
    for set in [
        "round-1", "round-2", "round-3", "round-4", "round-5", "round-6", "round-7",
    ] {
        apis.extend(apis_of(set, dir.as_deref()).0);
    }
    let mut lines = Vec::new();
    for (name, spec, file) in &apis {
        let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(spec))
            .unwrap_or_else(|e| panic!("{}: {e:?}", spec.display()));
        let lints =
            openapi_mcp::testing::lint::lint(&planned.spec, &planned.set, &planned.warnings);
        let ops = openapi_mcp::testing::review::Operations::of(&planned.set);
        for l in labels(file) {
            let key = format!("{} {}", l.method, l.path);
            let Some(tool) = planned.set.tools.iter().find(|t| t.origin.key() == key) else {
                continue;
            };
            // What the word lists say, without the learned model's own findings.
            let got: BTreeSet<Code> = lints
                .iter()
                .filter(|x| x.operation.as_deref() == Some(key.as_str()))
                .filter(|x| !x.message.contains("a model learned from"))
                .map(|x| x.code)
                .collect();
            let flagged = is_flagged(&l, &got);
            lines.push(
                serde_json::json!({
                    "api": name,
                    "method": l.method,
                    "path": l.path,
                    "read_only": l.read_only,
                    "destructive": l.destructive,
                    "unsafe": is_unsafe(&l),
                    "ordinary": !is_wrong(&l),
                    "flagged": flagged,
                    "alarm": ALARM_CODES.iter().any(|c| got.contains(c)),
                    "features": openapi_mcp::testing::review::learned_features(tool, &ops),
                })
                .to_string(),
            );
        }
    }
    std::fs::write(&out, lines.join("\n") + "\n").unwrap();
}
