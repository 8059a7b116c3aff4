//! Output for CI systems: GitHub Actions workflow commands (`--format github`: one annotation
//! per finding, on the spec line it is about), SARIF 2.1.0 (`plan --format sarif`, read by
//! GitHub code scanning and GitLab) and GitLab's Code Quality report (`plan --format gitlab`,
//! shown in the merge request). Pure: the CLI finds the lines ([`Located`]), prints, and
//! appends the Markdown summary to `$GITHUB_STEP_SUMMARY`.
//!
//! Spec text is hostile here too. The runner reads every line of the log as a possible command
//! (a line that starts with `::` once leading blanks are trimmed, or that holds `##[` anywhere),
//! so everything of ours that quotes the spec is either inside one of our commands, escaped as
//! GitHub specifies ([`escape_data`], [`escape_property`]), or printed between `stop-commands`
//! markers whose token the text cannot contain ([`verbatim`]). Control and bidi characters are
//! spelled out first ([`crate::util::terminal::safe`]), so they never reach the log.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::error::{Code, Diagnostic, Severity};
use crate::report::diff::{SchemaChange, SurfaceDiff};
use crate::report::plan::Report;

/// How a workflow command shows: `::error`, `::warning` or `::notice`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
    Notice,
}

impl Level {
    fn command(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Notice => "notice",
        }
    }
}

impl From<Severity> for Level {
    fn from(s: Severity) -> Level {
        match s {
            Severity::Error => Level::Error,
            Severity::Warning => Level::Warning,
            Severity::Info => Level::Notice,
        }
    }
}

/// A file as the user named it (relative to the working folder when given so), and the line
/// and column (1-based) in it when they could be found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub file: String,
    pub line: Option<(usize, usize)>,
}

/// One workflow command: `::warning file=…,line=…,col=…,title=…::message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Annotation {
    pub level: Level,
    pub at: Option<Located>,
    pub title: String,
    pub message: String,
}

impl Annotation {
    /// The command, one line with its newline.
    pub fn command(&self) -> String {
        let mut props = Vec::new();
        if let Some(at) = &self.at {
            props.push(format!("file={}", escape_property(&at.file)));
            if let Some((line, col)) = at.line {
                props.push(format!("line={line}"));
                props.push(format!("col={col}"));
            }
        }
        if !self.title.is_empty() {
            props.push(format!("title={}", escape_property(&self.title)));
        }
        let props = if props.is_empty() {
            String::new()
        } else {
            format!(" {}", props.join(","))
        };
        format!(
            "::{}{props}::{}\n",
            self.level.command(),
            escape_data(&self.message)
        )
    }
}

/// A workflow command's message, as GitHub specifies (`%` first, so that an escape already in
/// the text stays text): `%`→`%25`, CR→`%0D`, LF→`%0A`. With no line break left, the message
/// cannot start a second command.
pub fn escape_data(text: &str) -> String {
    let escaped = text
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A");
    crate::util::terminal::safe(&escaped).into_owned()
}

/// A workflow command's property value: as [`escape_data`], and `:` and `,`, which would end
/// the value (`,` the property, `::` the properties).
pub fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// `text` printed as it is, between `::stop-commands::TOKEN` and `::TOKEN::`: the runner runs
/// no command in between. The token is derived from the text (a SHA-256), so the text cannot
/// hold the marker that ends the block, and the output stays the same from run to run.
pub fn verbatim(text: &str) -> String {
    use sha2::Digest as _;
    if text.is_empty() {
        return String::new();
    }
    let hash = sha2::Sha256::digest(text.as_bytes());
    let token: String = hash.iter().map(|b| format!("{b:02x}")).collect();
    let mut s = format!("::stop-commands::openapi-mcp-{token}\n");
    s.push_str(&crate::util::terminal::safe(text));
    if !text.ends_with('\n') {
        s.push('\n');
    }
    let _ = writeln!(s, "::openapi-mcp-{token}::");
    s
}

/// The commands, one a line.
pub fn commands(annotations: &[Annotation]) -> String {
    annotations.iter().map(Annotation::command).collect()
}

/// Errors and warnings of a run (what the CLI prints on stderr), as annotations on the file and
/// line they name.
pub fn diagnostics(diagnostics: &[Diagnostic]) -> Vec<Annotation> {
    diagnostics
        .iter()
        .map(|d| {
            let at = Located {
                file: display_path(&d.file),
                line: d.line,
            };
            annotation(d, Some(at))
        })
        .collect()
}

/// The one annotation rendering of a diagnostic, at `at`: titled by its code (and the tool it
/// is about), its message led by what it is about.
pub fn annotation(d: &Diagnostic, at: Option<Located>) -> Annotation {
    Annotation {
        level: d.severity().into(),
        at,
        title: match &d.tool {
            Some(t) => format!("openapi-mcp {} {}: {t}", d.code.id(), d.code.name()),
            None => format!("openapi-mcp {} {}", d.code.id(), d.code.name()),
        },
        message: message(d),
    }
}

/// A path for an annotation or a SARIF location: `/`-separated, without a leading `./`.
pub fn display_path(path: &std::path::Path) -> String {
    let s = path.to_string_lossy().replace('\\', "/");
    let mut s = s.as_str();
    while let Some(rest) = s.strip_prefix("./") {
        s = rest;
    }
    s.to_string()
}

/// A diagnostic's message for an annotation or a SARIF result, led by the tool it is about (or
/// the JSON pointer of its place), with its help on a line of its own.
fn message(d: &Diagnostic) -> String {
    let mut m = match d.subject() {
        Some(subject) => format!("{subject}: {}", d.message),
        None if !d.pointer.is_root() => format!("at #{}: {}", d.pointer, d.message),
        None => d.message.clone(),
    };
    if let Some(help) = &d.help {
        let _ = write!(m, "\nhelp: {help}");
    }
    m
}

/// One annotation per lint of the plan, at `located[i]` (the place of lint `i`).
pub fn plan_annotations(report: &Report, located: &[Option<Located>]) -> Vec<Annotation> {
    report
        .lints
        .iter()
        .enumerate()
        .map(|(i, l)| annotation(l, located.get(i).cloned().flatten()))
        .collect()
}

/// `plan --format github`: the annotations, then the counts (no spec text in them).
pub fn plan_github(report: &Report, located: &[Option<Located>]) -> String {
    let mut s = commands(&plan_annotations(report, located));
    let n = &report.summary;
    let _ = writeln!(
        s,
        "openapi-mcp plan: {} tools, {} skipped; {} errors, {} warnings, {} info",
        n.tools, n.skipped, n.errors, n.warnings, n.infos
    );
    s
}

/// A schema change, as one sentence: the one place the CI output reads a [`SchemaChange`].
pub fn schema_change(c: &SchemaChange) -> String {
    c.text.clone()
}

/// `diff --format github`: risk and breaking changes annotated on the new spec's operation
/// (`locate` finds a tool of the new spec by name), the rest as notices, then the counts.
pub fn diff_github(d: &SurfaceDiff, locate: &dyn Fn(&str) -> Option<Located>) -> String {
    let mut out = Vec::new();
    let mut note = |level, tool: &str, title: &str, message: String| {
        out.push(Annotation {
            level,
            at: locate(tool),
            title: format!("openapi-mcp diff: {title}: {tool}"),
            message,
        });
    };
    for r in &d.risk {
        if r.riskier {
            note(Level::Warning, &r.tool, "riskier", r.text.clone());
        } else {
            note(Level::Notice, &r.tool, "safer", r.text.clone());
        }
    }
    for c in &d.breaking {
        note(Level::Warning, &c.tool, "breaking", schema_change(c));
    }
    for c in &d.compatible {
        note(Level::Notice, &c.tool, "compatible", schema_change(c));
    }
    for t in &d.added {
        let (level, what) = if t.risky {
            (
                Level::Warning,
                "new tool that writes or reaches outside the API",
            )
        } else {
            (Level::Notice, "new tool")
        };
        note(
            level,
            &t.name,
            "added",
            format!("{what}: {} {} ({})", t.method, t.path, t.hints),
        );
    }
    for r in &d.renamed {
        note(
            Level::Notice,
            &r.to,
            "renamed",
            format!("renamed from {} ({} {})", r.from, r.method, r.path),
        );
    }
    for r in &d.rebound {
        note(
            Level::Notice,
            &r.tool,
            "method or path changed",
            format!("{} → {}", r.from, r.to),
        );
    }
    for c in &d.client {
        note(Level::Notice, &c.tool, "client", c.text.clone());
    }
    // A removed tool is not in the new spec: nowhere to put it but the run's own annotations.
    let mut s = commands(&out);
    for t in &d.removed {
        s.push_str(
            &Annotation {
                level: Level::Notice,
                at: None,
                title: format!("openapi-mcp diff: removed: {}", t.name),
                message: format!(
                    "{}: tool removed ({} {}, {})",
                    t.name, t.method, t.path, t.hints
                ),
            }
            .command(),
        );
    }
    if !d.descriptions.is_empty() {
        let _ = writeln!(
            s,
            "openapi-mcp diff: {} tool descriptions changed",
            d.descriptions.len()
        );
    }
    let _ = writeln!(
        s,
        "openapi-mcp diff: {} → {} tools; {} riskier, {} breaking, {} added, {} removed",
        d.old_tools,
        d.new_tools,
        d.riskier().count() + d.risky_additions().count(),
        d.breaking.len(),
        d.added.len(),
        d.removed.len()
    );
    s
}

/// A file `generate --check` found stale, as the folder's path plus the file's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stale {
    pub file: String,
    /// `added`, `changed` or `removed`: what `generate` would do to it.
    pub change: &'static str,
}

/// `generate --check --format github`: one error per stale file, on that file, and a notice per
/// hand-edited one (`conflicts`: file and message).
pub fn check_github(stale: &[Stale], conflicts: &[(String, String)]) -> String {
    let mut out: Vec<Annotation> = stale
        .iter()
        .map(|f| Annotation {
            level: Level::Error,
            at: Some(Located {
                file: f.file.clone(),
                line: None,
            }),
            title: "openapi-mcp: stale generated file".to_string(),
            message: format!(
                "{} would be {} by `openapi-mcp generate`: rerun it without --check and commit the result",
                f.file, f.change
            ),
        })
        .collect();
    out.extend(conflicts.iter().map(|(file, message)| Annotation {
        level: Level::Warning,
        at: Some(Located {
            file: file.clone(),
            line: None,
        }),
        title: "openapi-mcp: edited by hand".to_string(),
        message: format!(
            "{file}: {message} (generate will refuse to overwrite it without --force)"
        ),
    }));
    commands(&out)
}

/// The step summary of `generate --check`: what is stale, in Markdown.
pub fn check_markdown(out: &str, stale: &[Stale]) -> String {
    use crate::util::markdown::md_code;
    let mut s = format!("### openapi-mcp generate --check: {}\n\n", md_code(out));
    if stale.is_empty() {
        s.push_str("Up to date.\n");
        return s;
    }
    let _ = writeln!(
        s,
        "Stale: {} files would change. Rerun `openapi-mcp generate` without `--check` and commit the result.\n",
        stale.len()
    );
    for f in stale {
        let _ = writeln!(s, "- {} ({})", md_code(&f.file), f.change);
    }
    s
}

fn sarif_level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// A path as a SARIF `uri`: a relative reference for a relative path (GitHub and GitLab read
/// it against the checkout), a `file://` URI for an absolute one; percent-encoded.
pub fn uri(path: &str) -> String {
    let (prefix, rest) = match path.strip_prefix('/') {
        Some(rest) => ("file:///", rest),
        None => ("", path),
    };
    let mut s = String::from(prefix);
    for b in rest.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            s.push(b as char);
        } else {
            let _ = write!(s, "%{b:02X}");
        }
    }
    s
}

/// `plan --format sarif`: one run, a rule per lint code, a result per lint at `located[i]`.
pub fn plan_sarif(report: &Report, located: &[Option<Located>]) -> String {
    let safe = |s: &str| crate::util::terminal::safe(s).into_owned();
    // A rule for every code `plan` reports as a lint, and for any other code a result has.
    let mut rules: Vec<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|c| c.severity() != Severity::Error)
        .collect();
    let mut results = Vec::new();
    for (i, l) in report.lints.iter().enumerate() {
        let index = match rules.iter().position(|&r| r == l.code) {
            Some(index) => index,
            None => {
                rules.push(l.code);
                rules.len() - 1
            }
        };
        let mut result = json!({
            "ruleId": l.code.id(),
            "ruleIndex": index,
            "level": sarif_level(l.severity()),
            "message": {"text": safe(&message(l))},
        });
        if let Some(at) = located.get(i).cloned().flatten() {
            let mut physical = json!({"artifactLocation": {"uri": uri(&at.file)}});
            if let Some((line, column)) = at.line {
                physical["region"] = json!({"startLine": line, "startColumn": column});
            }
            result["locations"] = json!([{"physicalLocation": physical}]);
        }
        results.push(result);
    }
    let rules: Vec<Value> = rules
        .into_iter()
        .map(|code| {
            json!({
                "id": code.id(),
                "name": code.name(),
                "shortDescription": {"text": code.summary()},
                "help": {"text": code.help()},
                "defaultConfiguration": {"level": sarif_level(code.severity())},
            })
        })
        .collect();
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "openapi-mcp",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "results": results,
        }],
    });
    let mut s = serde_json::to_string_pretty(&log).unwrap_or_default();
    s.push('\n');
    s
}

/// `plan --format gitlab`: a GitLab Code Quality report, one issue per lint at `located[i]`
/// (the spec itself, line 1, for a lint without a place). GitLab compares a merge request's
/// issues with its target branch's by `fingerprint`, so it leaves out what moves when
/// unrelated lines do (the line) and is made unique by counting repeats, in report order.
pub fn plan_gitlab(report: &Report, located: &[Option<Located>], spec: &str) -> String {
    use sha2::{Digest, Sha256};
    let safe = |s: &str| crate::util::terminal::safe(s).into_owned();
    let mut seen: std::collections::BTreeMap<String, usize> = Default::default();
    let issues: Vec<Value> = report
        .lints
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let at = located.get(i).cloned().flatten();
            let path = at.as_ref().map_or(spec, |a| a.file.as_str()).to_string();
            let line = at.and_then(|a| a.line).map_or(1, |(line, _)| line.max(1));
            let what = l.subject().unwrap_or_else(|| l.pointer.to_string());
            let key = [l.code.id(), &path, &what, &l.message].join("\0");
            let n = seen.entry(key.clone()).or_insert(0);
            *n += 1;
            let digest = Sha256::digest(format!("{key}\0{n}").as_bytes());
            let fingerprint: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
            json!({
                "description": safe(&message(l)),
                "check_name": format!("openapi-mcp/{}", l.code.name()),
                "fingerprint": fingerprint,
                "severity": match l.severity() {
                    Severity::Error => "major",
                    Severity::Warning => "minor",
                    Severity::Info => "info",
                },
                "location": {"path": path, "lines": {"begin": line}},
            })
        })
        .collect();
    let mut s = serde_json::to_string_pretty(&issues).unwrap_or_default();
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_and_properties_are_escaped_as_github_specifies() {
        assert_eq!(escape_data("a%0A\r\nb::c,d"), "a%250A%0D%0Ab::c,d");
        assert_eq!(
            escape_property("a%0A\r\nb::c,d"),
            "a%250A%0D%0Ab%3A%3Ac%2Cd"
        );
        // Controls and bidi characters are spelled out, never passed on.
        assert_eq!(escape_data("x\u{1b}[31m\u{202e}y"), "x\\u001b[31m\\u202ey");
    }

    #[test]
    fn a_message_cannot_start_a_second_command() {
        let a = Annotation {
            level: Level::Warning,
            at: Some(Located {
                file: "a,b:c.yaml".into(),
                line: Some((3, 5)),
            }),
            title: "t\n::error::x".into(),
            message: "m\n::error::injected\r\n  ::set-output name=x::y".into(),
        };
        let line = a.command();
        assert_eq!(line.lines().count(), 1, "{line}");
        assert_eq!(
            line,
            "::warning file=a%2Cb%3Ac.yaml,line=3,col=5,title=t%0A%3A%3Aerror%3A%3Ax::m%0A::error::injected%0D%0A  ::set-output name=x::y\n"
        );
    }

    #[test]
    fn verbatim_text_is_fenced_by_a_token_it_cannot_hold() {
        let text = "+ ::error::x\n##[error]y\n";
        let block = verbatim(text);
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines.len(), 4);
        let token = lines[0].strip_prefix("::stop-commands::").unwrap();
        assert_eq!(lines[3], format!("::{token}::"));
        assert!(!text.contains(token));
        assert_eq!(verbatim(text), block, "deterministic");
        assert_eq!(verbatim(""), "");
    }

    #[test]
    fn uris_are_relative_references_or_file_uris() {
        assert_eq!(uri("fixtures/lints.yaml"), "fixtures/lints.yaml");
        assert_eq!(uri("my specs/a#b:c.yaml"), "my%20specs/a%23b%3Ac.yaml");
        assert_eq!(uri("/abs/a.yaml"), "file:///abs/a.yaml");
        assert_eq!(
            display_path(std::path::Path::new("./a\\b.yaml")),
            "a/b.yaml"
        );
    }

    /// The report of an API without operations, for lints to be added to.
    fn empty_report() -> Report {
        let spec = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n";
        let set = crate::plan(&crate::Settings {
            source: crate::util::source::Source::memory([("t.yaml", spec)]),
            ..crate::Settings::new("t.yaml")
        })
        .unwrap()
        .set;
        Report::from_parts(&set, Vec::new())
    }

    #[test]
    fn every_lint_code_has_a_rule_and_results_name_their_rule() {
        let mut report = empty_report();
        report.lints.push(Diagnostic::new(
            Code::BadRef,
            std::path::Path::new("a.yaml"),
            "/x",
            "m",
        ));
        let log: Value = serde_json::from_str(&plan_sarif(&report, &[])).unwrap();
        let rules = log["runs"][0]["tool"]["driver"]["rules"]
            .as_array()
            .unwrap();
        let ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
        for code in Code::ALL.iter().filter(|c| c.severity() != Severity::Error) {
            assert!(ids.contains(&code.id()), "{}", code.id());
        }
        // A result whose code is no lint still gets its rule, and points at it.
        let result = &log["runs"][0]["results"][0];
        assert_eq!(result["ruleId"], "E0101");
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[index]["id"], "E0101");
        assert_eq!(rules[index]["name"], "bad-ref");
        assert_eq!(result["level"], "error");
    }

    #[test]
    fn gitlab_issues_have_stable_unique_fingerprints_and_a_line() {
        let mut report = empty_report();
        let lint = Diagnostic::new(
            Code::LooksReadOnly,
            std::path::Path::new("t.yaml"),
            "/paths/~1s/post",
            "looks read-only\u{1b}[31m",
        )
        .about(Some("search"), Some("POST /s".into()));
        report.lints = vec![lint.clone(), lint.clone(), lint];
        let at = |line| {
            Some(Located {
                file: "api/t.yaml".into(),
                line: Some((line, 7)),
            })
        };
        let issues = |located: &[Option<Located>]| -> Vec<Value> {
            serde_json::from_str(&plan_gitlab(&report, located, "t.yaml")).unwrap()
        };
        let first = issues(&[at(3), at(3), None]);
        let prints: Vec<&str> = first
            .iter()
            .map(|i| i["fingerprint"].as_str().unwrap())
            .collect();
        assert_eq!(prints.len(), 3);
        assert!(prints[0] != prints[1] && prints[1] != prints[2] && prints[0] != prints[2]);
        assert!(prints.iter().all(|p| p.len() == 32));
        // The spec edited above the lint: the lines move, the fingerprints stay.
        let moved = issues(&[at(9), at(9), None]);
        for (a, b) in first.iter().zip(&moved) {
            assert_eq!(a["fingerprint"], b["fingerprint"]);
        }
        assert_eq!(
            first[0]["location"],
            json!({"path": "api/t.yaml", "lines": {"begin": 3}})
        );
        assert_eq!(
            first[2]["location"],
            json!({"path": "t.yaml", "lines": {"begin": 1}})
        );
        assert_eq!(first[0]["severity"], "minor");
        assert_eq!(first[0]["check_name"], "openapi-mcp/looks-read-only");
        let text = first[0]["description"].as_str().unwrap();
        assert!(
            text.starts_with("search (POST /s): looks read-only"),
            "{text}"
        );
        assert!(!text.contains('\u{1b}'), "{text}");
    }
}
