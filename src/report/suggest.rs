//! `plan --suggest` and `overrides init --suggest`: an overrides file whose active entries are
//! exactly the operations the hint review asks more caution of (and those whose input switches
//! their effect), each with the hints it suggests and why; what would lower caution is written
//! commented out, to decide. Where several flagged operations of one
//! method share the end of their path (every `POST /*.archive`, every `POST …/get`) and a glob
//! of it matches nothing else, they become one `rules:` entry instead of many. A reviewer reads
//! the short list, deletes what is wrong, and commits.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use crate::error::Code;
use crate::model::matcher::Match;
use crate::model::{Tool, ToolSet};
use crate::report::lint;
use crate::report::overrides_init::{entry_key, one_line, quoted, yaml_key};
use crate::report::review::{self, Finding, HintKind, Operations};

/// Fewest operations that share a pattern before they become a rule.
const RULE_MIN: usize = 3;

/// What to set on one tool, and why.
struct Suggestion<'a> {
    tool: &'a Tool,
    /// `read_only`, `destructive`, `idempotent` → value, in that order.
    hints: Vec<(&'static str, bool)>,
    note: Option<String>,
    why: Vec<String>,
    /// For a relaxation that is not written as an entry: why (a veto, or a confidence below
    /// high), and the lint code a `reviewed:` would name instead.
    to_decide: Option<(String, Code)>,
}

fn hints_of(findings: &[Finding]) -> Vec<(&'static str, bool)> {
    let mut hints: Vec<(&'static str, bool)> = Vec::new();
    let read_only = findings.iter().find(|f| f.hint == HintKind::ReadOnly);
    let destructive = findings.iter().find(|f| f.hint == HintKind::Destructive);
    match read_only {
        Some(f) if f.suggested => {
            hints.push(("read_only", true));
            hints.push(("idempotent", true));
        }
        Some(_) => {
            // A GET that writes: say everything, so nothing is left to the method's defaults.
            hints.push(("read_only", false));
            hints.push(("destructive", destructive.is_some_and(|d| d.suggested)));
            hints.push(("idempotent", false));
        }
        None => {
            if let Some(d) = destructive {
                hints.push(("destructive", d.suggested));
            }
        }
    }
    hints
}

fn suggestions<'a>(set: &'a ToolSet, ops: &Operations) -> Vec<Suggestion<'a>> {
    let mut out = Vec::new();
    for tool in &set.tools {
        let reviewed = |f: &Finding| {
            tool.reviewed
                .iter()
                .any(|r| r.code == lint::code_of(f).id())
        };
        let all: Vec<Finding> = review::review(tool, ops)
            .into_iter()
            .filter(|f| !reviewed(f))
            .collect();
        // Less caution is only ever proposed alone: where the review also asks for more, that
        // is what is written.
        let tightening = all.iter().any(Finding::is_unsafe_default);
        let findings: Vec<Finding> = all
            .into_iter()
            .filter(|f| !tightening || f.is_unsafe_default())
            .collect();
        // Less caution is never written as an entry, even where the review proposes it: on APIs
        // it was not tuned on, about one proposal in ten at high confidence was wrong
        // (docs/review.md), and a wrong one makes clients auto-run a write. A person uncomments
        // it, or records that the hints stay.
        let mut to_decide = None;
        if !tightening && let Some(f) = findings.first() {
            let why = if f.is_proposed() {
                format!(
                    "proposed at {} confidence, but less caution is never written for you: check it against the API's documentation",
                    f.confidence.as_str()
                )
            } else {
                format!("vetoed: {}", f.vetoes.join("; "))
            };
            to_decide = Some((why, lint::code_of(f)));
        }
        let mut hints = hints_of(&findings);
        let mut why: Vec<String> = lint::lint_tool(Path::new(""), tool, ops)
            .into_iter()
            .filter(|l| {
                [
                    Code::LooksReadOnly,
                    Code::GetSideEffect,
                    Code::LooksDestructive,
                    Code::LooksAdditive,
                    Code::RelaxationVetoed,
                ]
                .contains(&l.code)
            })
            .map(|l| format!("{}: {}", l.code.id(), l.message))
            .collect();
        let mut note = None;
        if tool.note.is_none()
            && let Some((message, _)) = lint::input_dependent(tool, ops)
        {
            // The conservative hints, and the condition as a note to edit.
            for (hint, value) in [("read_only", false), ("destructive", true)] {
                hints.retain(|(h, _)| *h != hint);
                hints.push((hint, value));
            }
            hints.sort_by_key(|(h, _)| {
                ["read_only", "destructive", "idempotent"]
                    .iter()
                    .position(|x| x == h)
            });
            note = Some(
                "TODO: say when it destroys or only reads, e.g. only when `permanent` is true"
                    .to_string(),
            );
            why.push(format!("{}: {message}", Code::InputDependent.id()));
            to_decide = None;
        }
        if !hints.is_empty() {
            out.push(Suggestion {
                tool,
                hints,
                note,
                why,
                to_decide,
            });
        }
    }
    out
}

/// Glob candidates for the end of a path, most specific first: the RPC method name
/// (`/**.archive`), its leading verb (`/**.set*`), or the last REST segment (`/**/get`).
fn patterns(path: &str) -> Vec<String> {
    // A path that holds glob characters itself could not be matched literally.
    let Some(last) = path
        .rsplit('/')
        .next()
        .filter(|l| !l.is_empty() && !l.contains('{') && !path.contains(['*', '?']))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some((_, method)) = last.rsplit_once(['.', ':']).filter(|(_, m)| !m.is_empty()) {
        let sep = &last[last.len() - method.len() - 1..last.len() - method.len()];
        out.push(format!("/**{sep}{method}"));
        let verb: String = method
            .chars()
            .take_while(|c| c.is_ascii_lowercase())
            .collect();
        if !verb.is_empty() && verb.len() < method.len() {
            out.push(format!("/**{sep}{verb}*"));
        }
    } else {
        out.push(format!("/**/{last}"));
    }
    out
}

/// Rules for groups of suggestions, and the suggestions left for `tools:` entries.
fn group<'a>(
    set: &ToolSet,
    suggestions: Vec<Suggestion<'a>>,
) -> (Vec<(Match, Vec<Suggestion<'a>>)>, Vec<Suggestion<'a>>) {
    // Candidates: (method, pattern, hints) → the suggestions it would cover.
    let mut candidates: BTreeMap<(String, String, String), Vec<usize>> = BTreeMap::new();
    for (i, s) in suggestions.iter().enumerate() {
        if s.note.is_some() || s.to_decide.is_some() {
            continue;
        }
        let key_hints = format!("{:?}", s.hints);
        for pattern in patterns(&s.tool.origin.path) {
            candidates
                .entry((
                    s.tool.origin.method.as_str().to_string(),
                    pattern,
                    key_hints.clone(),
                ))
                .or_default()
                .push(i);
        }
    }
    // Largest groups first; a rule is taken only when it matches exactly its group among every
    // tool of the API, so it changes no operation the review did not flag.
    let mut ordered: Vec<_> = candidates
        .into_iter()
        .filter(|(_, v)| v.len() >= RULE_MIN)
        .collect();
    ordered.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    let mut taken = vec![false; suggestions.len()];
    let mut rules: Vec<(Match, Vec<usize>)> = Vec::new();
    for ((method, pattern, _), members) in ordered {
        if members.iter().any(|&i| taken[i]) {
            continue;
        }
        let matcher = Match {
            method: Some(method),
            path: Some(pattern),
            ..Match::default()
        };
        let matched = set.tools.iter().filter(|t| matcher.matches(t)).count();
        if matched != members.len() {
            continue;
        }
        for &i in &members {
            taken[i] = true;
        }
        rules.push((matcher, members));
    }
    let mut slots: Vec<Option<Suggestion<'a>>> = suggestions.into_iter().map(Some).collect();
    let rules = rules
        .into_iter()
        .map(|(m, members)| (m, members.iter().filter_map(|&i| slots[i].take()).collect()))
        .collect();
    let rest = slots.into_iter().flatten().collect();
    (rules, rest)
}

fn hint_map(hints: &[(&str, bool)]) -> String {
    hints
        .iter()
        .map(|(h, v)| format!("{h}: {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A comment line's text: one line, with control and bidi characters made visible (a YAML
/// file may not hold most control characters at all).
fn comment(text: &str) -> String {
    crate::util::terminal::safe(&one_line(text)).into_owned()
}

/// The suggested overrides file for a planned tool set.
pub fn suggest(set: &ToolSet) -> String {
    let ops = Operations::of(set);
    let all = suggestions(set, &ops);
    let count = all.len();
    let (rules, entries) = group(set, all);
    let mut id_count: BTreeMap<&str, usize> = BTreeMap::new();
    for id in set
        .tools
        .iter()
        .map(|t| &t.origin)
        .chain(set.skipped.iter().map(|s| &s.origin))
        .filter_map(|o| o.operation_id.as_deref())
    {
        *id_count.entry(id).or_default() += 1;
    }
    let mut s = String::new();
    let _ = writeln!(s, "# yaml-language-server: $schema=overrides.schema.json");
    let _ = writeln!(
        s,
        "# Suggested by `openapi-mcp plan --suggest` for {} {}: the {count} operation{} whose",
        comment(&set.info.title),
        comment(&set.info.version),
        if count == 1 { "" } else { "s" }
    );
    let _ = writeln!(
        s,
        "# method default looks wrong to the hint review, with the hints it suggests and why."
    );
    let _ = writeln!(
        s,
        "# Read each one, delete what is wrong (an entry you delete keeps its default), and commit."
    );
    let _ = writeln!(
        s,
        "# More caution is written as entries. Less caution (read-only, not destructive) never is:"
    );
    let _ = writeln!(
        s,
        "# each such suggestion is commented out with its evidence, for you to decide."
    );
    let _ = writeln!(s);
    if rules.is_empty() {
        let _ = writeln!(s, "rules: []");
    } else {
        let _ = writeln!(s, "rules:");
    }
    for (matcher, members) in &rules {
        let first = &members[0];
        let _ = writeln!(
            s,
            "  # {} operations, {} like {}: {}",
            members.len(),
            matcher.method.as_deref().unwrap_or(""),
            comment(&first.tool.origin.path),
            comment(first.why.first().map_or("", String::as_str))
        );
        for m in members {
            let _ = writeln!(s, "  #   {}", comment(&m.tool.origin.key()));
        }
        let _ = writeln!(
            s,
            "  - match: {{method: {}, path: {}}}",
            matcher.method.as_deref().unwrap_or(""),
            quoted(matcher.path.as_deref().unwrap_or(""))
        );
        let _ = writeln!(s, "    set: {{{}}}", hint_map(&first.hints));
    }
    let _ = writeln!(s);
    if entries.is_empty() {
        let _ = writeln!(s, "tools: {{}}");
        return s;
    }
    let _ = writeln!(s, "tools:");
    for (i, e) in entries.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(s);
        }
        let _ = writeln!(s, "  # {} ({})", e.tool.name, comment(&e.tool.origin.key()));
        for why in &e.why {
            let _ = writeln!(s, "  # {}", comment(why));
        }
        let mut fields = hint_map(&e.hints);
        if let Some(note) = &e.note {
            let _ = write!(fields, ", note: {}", quoted(note));
        }
        let key = yaml_key(&entry_key(&e.tool.origin, &id_count));
        match &e.to_decide {
            None => {
                let _ = writeln!(s, "  {key}: {{{fields}}}");
            }
            Some((why, code)) => {
                // Less caution a person must decide on: nothing is active, so `plan` keeps
                // warning until one of the two lines is taken.
                let _ = writeln!(s, "  # not written as an entry ({}).", comment(why));
                let _ = writeln!(
                    s,
                    "  # To decide: uncomment the first line to lower the hints, or the second to keep them and record the review."
                );
                let _ = writeln!(s, "  # {key}: {{{fields}}}");
                let _ = writeln!(s, "  # {key}: {{reviewed: [{}]}}", code.id());
            }
        }
    }
    s
}
