//! Output for CI systems: GitHub Actions workflow commands (`--format github`: one annotation
//! per finding, on the spec line it is about) and SARIF 2.1.0 (`plan --format sarif`, read by
//! GitHub code scanning and GitLab). Pure: the CLI finds the lines ([`Located`]), prints, and
//! appends the Markdown summary to `$GITHUB_STEP_SUMMARY`.
//!
//! Spec text is hostile here too. The runner reads every line of the log as a possible command
//! (a line that starts with `::` once leading blanks are trimmed, or that holds `##[` anywhere),
//! so everything of ours that quotes the spec is either inside one of our commands, escaped as
//! GitHub specifies ([`escape_data`], [`escape_property`]), or printed between `stop-commands`
//! markers whose token the text cannot contain ([`verbatim`]). Control and bidi characters are
//! spelled out first ([`crate::terminal::safe`]), so they never reach the log.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::diff::{SchemaChange, SurfaceDiff};
use crate::error::{Diagnostic, Severity};
use crate::lint::{self, Lint, code};
use crate::plan::Report;

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

impl From<lint::Level> for Level {
    fn from(l: lint::Level) -> Level {
        match l {
            lint::Level::Error => Level::Error,
            lint::Level::Warning => Level::Warning,
            lint::Level::Info => Level::Notice,
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
    crate::terminal::safe(&escaped).into_owned()
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
    s.push_str(&crate::terminal::safe(text));
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
            let mut message = d.message.clone();
            if !d.pointer.is_empty() {
                message = format!("at #{}: {message}", d.pointer);
            }
            if let Some(help) = &d.help {
                let _ = write!(message, "\nhelp: {help}");
            }
            Annotation {
                level: match d.severity {
                    Severity::Error => Level::Error,
                    Severity::Warning => Level::Warning,
                },
                at: Some(Located {
                    file: display_path(&d.file),
                    line: d.line,
                }),
                title: format!("openapi-mcp {}", d.code.unwrap_or(d.severity.as_str())),
                message,
            }
        })
        .collect()
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

/// `check_report (PUT /reports/{id}/check)`, `DELETE /admin/users/{id}`, `file#/rules/2`: what
/// a lint is about, as the table names it.
fn subject(l: &Lint) -> String {
    let mut s = String::new();
    match (&l.tool, &l.operation) {
        (Some(t), Some(op)) => {
            let _ = write!(s, "{t} ({op})");
        }
        (None, Some(op)) => s.push_str(op),
        (Some(t), None) => s.push_str(t),
        (None, None) => {}
    }
    if let Some(at) = &l.location {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(at);
    }
    s
}

fn lint_message(l: &Lint) -> String {
    let subject = subject(l);
    let mut m = if subject.is_empty() {
        l.message.clone()
    } else {
        format!("{subject}: {}", l.message)
    };
    if let Some(help) = &l.help {
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
        .map(|(i, l)| Annotation {
            level: l.level.into(),
            at: located.get(i).cloned().flatten(),
            title: match &l.tool {
                Some(t) => format!("openapi-mcp {}: {t}", l.code),
                None => format!("openapi-mcp {}", l.code),
            },
            message: lint_message(l),
        })
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
    use crate::markdown::md_code;
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

/// What each lint code means, for SARIF's rules: `(code, short description, help)`.
const RULES: &[(&str, &str, &str)] = &[
    (
        code::LOOKS_READ_ONLY,
        "A POST, PUT or PATCH announced as writing whose words say it only reads",
        "If it only reads, set `read_only: true` and `idempotent: true` for it in the overrides file; if it does change data, set `read_only: false` there to say so.",
    ),
    (
        code::GET_SIDE_EFFECT,
        "A GET, HEAD or OPTIONS announced read-only whose words say it writes",
        "If it changes data, set `read_only: false` (and `destructive`, `idempotent`) for it in the overrides file; if it only reads, set `read_only: true` there to say so.",
    ),
    (
        code::LOOKS_DESTRUCTIVE,
        "A tool announced non-destructive that seems to change or remove existing data",
        "If it can overwrite or delete what exists, set `destructive: true` for it in the overrides file; if it only adds, set `destructive: false` there to say so.",
    ),
    (
        code::LOOKS_ADDITIVE,
        "A PUT announced destructive that seems to only add",
        "If it only adds, set `destructive: false` for it in the overrides file; if it can destroy, set `destructive: true` there to say so.",
    ),
    (
        code::INPUT_DEPENDENT,
        "An argument switches the effect while the hints are less cautious than the switch allows",
        "Keep the conservative hints and write the condition in a `note:` for the tool.",
    ),
    (
        code::NOTE,
        "The tool's note about its annotations",
        "Shown for review; it ends the tool's description.",
    ),
    (
        code::URL_INPUT,
        "An input is a URL while the tool's open-world hint is the default",
        "If the API fetches or calls that URL, set `open_world: true` for it in the overrides file; otherwise set `open_world: false` there to say so.",
    ),
    (
        code::UNMATCHED_RULE,
        "A rule of the overrides file matches no operation",
        "Check its `match` against `openapi-mcp plan`; remove the rule if the operations are gone.",
    ),
    (
        code::DUPLICATE_OPERATION_ID,
        "Two operations share an operationId",
        "Give each operation its own operationId; both still become tools, with distinct names.",
    ),
    (
        code::BROKEN_RESPONSE,
        "A response, or a schema it uses, cannot be used; the tool has no output schema",
        "Fix the `$ref` or the schema where the message says.",
    ),
    (
        code::SKIPPED,
        "An operation left out on purpose",
        "Remove the `skip` that names it to make it a tool again.",
    ),
];

fn sarif_level(l: lint::Level) -> &'static str {
    match l {
        lint::Level::Error => "error",
        lint::Level::Warning => "warning",
        lint::Level::Info => "note",
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
    let safe = |s: &str| crate::terminal::safe(s).into_owned();
    let mut rules: Vec<(&str, lint::Level, String, String)> = RULES
        .iter()
        .map(|(code, short, help)| {
            let level = match *code {
                code::NOTE | code::SKIPPED => lint::Level::Info,
                _ => lint::Level::Warning,
            };
            (*code, level, short.to_string(), help.to_string())
        })
        .collect();
    let mut results = Vec::new();
    for (i, l) in report.lints.iter().enumerate() {
        let index = match rules.iter().position(|r| r.0 == l.code) {
            Some(index) => index,
            // A lint without an entry above still gets a rule, named by its code.
            None => {
                rules.push((l.code, l.level, l.code.to_string(), String::new()));
                rules.len() - 1
            }
        };
        let mut result = json!({
            "ruleId": l.code,
            "ruleIndex": index,
            "level": sarif_level(l.level),
            "message": {"text": safe(&lint_message(l))},
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
        .map(|(code, level, short, help)| {
            let mut rule = json!({
                "id": code,
                "shortDescription": {"text": short},
                "defaultConfiguration": {"level": sarif_level(level)},
            });
            if !help.is_empty() {
                rule["help"] = json!({"text": help});
            }
            rule
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

    #[test]
    fn every_lint_code_has_a_rule() {
        let codes = [
            code::LOOKS_READ_ONLY,
            code::GET_SIDE_EFFECT,
            code::LOOKS_DESTRUCTIVE,
            code::LOOKS_ADDITIVE,
            code::INPUT_DEPENDENT,
            code::NOTE,
            code::URL_INPUT,
            code::UNMATCHED_RULE,
            code::DUPLICATE_OPERATION_ID,
            code::BROKEN_RESPONSE,
            code::SKIPPED,
        ];
        let ruled: Vec<&str> = RULES.iter().map(|r| r.0).collect();
        assert_eq!(ruled, codes);
    }
}
