//! `openapi-mcp plan`: one row per tool with its four hints and where each came from, then the
//! lints. Rendered as an aligned text table, Markdown (for a pull request) or JSON (stable,
//! versioned by `format_version`; documented in docs/plan-json.md). Pure: the CLI prints the string.

use std::fmt::Write;

use serde::Serialize;

use crate::error::Severity;
use crate::model::Planned;
use crate::model::policy::{Action, Announced, Policy};
use crate::model::{Hint, HintSource, Tool, ToolSet};
use crate::report::lint::{self, Lint};
use crate::util::markdown::{md_code, md_text};

/// Bumped when a field of the JSON output changes meaning or disappears (new fields may appear).
pub const FORMAT_VERSION: u32 = 1;

/// How [`Report::render`] writes the plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// An aligned text table for the terminal, then the lints and the context cost.
    Table,
    /// Markdown tables, to paste into a pull request.
    Markdown,
    /// The stable JSON of docs/plan-json.md (pretty-printed), versioned by `format_version`.
    Json,
}

/// The whole plan: every tool with its hints, what was left out, and the lints. Its
/// serialisation is the `plan --format json` output.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Report {
    /// Always [`FORMAT_VERSION`].
    pub format_version: u32,
    /// Which API the plan is of.
    pub api: Api,
    /// One row per generated tool, in tool-name order.
    pub tools: Vec<Row>,
    /// The operations left out on purpose, in `METHOD /path` order.
    pub skipped: Vec<SkippedRow>,
    /// The findings about the spec, the overrides file and the hints, in the order
    /// [`lint::lint`] gives them.
    pub lints: Vec<Lint>,
    /// Counts and the total context cost.
    pub summary: Summary,
}

/// The API the plan is of, from the spec's `info`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Api {
    /// `info.title` (`API` when the spec has none).
    pub title: String,
    /// `info.version` as written; empty when the spec has none.
    pub version: String,
}

/// One generated tool in the plan.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Row {
    /// The tool name as clients see it (see [`Tool::name`]).
    pub name: String,
    /// The MCP title: from `x-mcp` or the overrides file, else the summary's first line, else
    /// the name in words.
    pub title: String,
    /// The HTTP method in upper case (`GET`).
    pub method: String,
    /// The path template as written in the spec (`/pets/{id}`).
    pub path: String,
    /// The operation's `operationId`; `null` in JSON when the spec has none.
    pub operation_id: Option<String>,
    /// The four hints, each with its source.
    pub hints: Hints,
    /// The scopes a caller must hold to list and call the tool over HTTP, with the default
    /// prefix `mcp:` (the server's `--scope-prefix` changes it): the built-in scope of its
    /// hints, then its own (`scopes` of `x-speakeasy-mcp`, or `scopes:` in `x-mcp` or the overrides
    /// file).
    pub scopes: Vec<String>,
    /// Bytes the tool adds to `tools/list` (compact JSON).
    pub list_bytes: usize,
}

/// A tool's four MCP hints as announced (see [`crate::model::Annotations`]).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Hints {
    /// `readOnlyHint`.
    pub read_only: HintRow,
    /// `destructiveHint`.
    pub destructive: HintRow,
    /// `idempotentHint`.
    pub idempotent: HintRow,
    /// `openWorldHint`.
    pub open_world: HintRow,
}

/// One hint's value and where it came from.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct HintRow {
    /// The value announced to clients.
    pub value: bool,
    /// The layer that set it last.
    pub source: Source,
}

/// Where a value came from. `kind` is one of `method_default`, `defaults`, `x_mcp_annotations`, `x_speakeasy_mcp`,
/// `x_mcp`, `overlay`, `rule`
/// (with `rule`, 1-based), `override` (with `key`) and `context` (`context.include`/`exclude`,
/// which only ever skip); `label` is the human wording. docs/plan-json.md documents every field.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Source {
    /// `method_default`, `defaults`, `x_mcp_annotations`, `x_speakeasy_mcp`, `x_mcp`, `overlay`, `rule`, `override`
    /// or `context`.
    pub kind: &'static str,
    /// For `rule`: the `rules:` entry's number, from 1 in file order; left out of JSON
    /// otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<usize>,
    /// For `override`: the `tools:` key; left out of JSON otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The wording of the table ([`HintSource::describe`]): `method default`, `rule #2`...
    pub label: String,
}

impl From<&HintSource> for Source {
    fn from(s: &HintSource) -> Source {
        let (kind, rule, key) = match s {
            HintSource::MethodDefault => ("method_default", None, None),
            HintSource::Defaults => ("defaults", None, None),
            HintSource::AnnotationsExtension => ("x_mcp_annotations", None, None),
            HintSource::SpeakeasyExtension => ("x_speakeasy_mcp", None, None),
            HintSource::SpecExtension => ("x_mcp", None, None),
            HintSource::Overlay => ("overlay", None, None),
            HintSource::OverrideRule(n) => ("rule", Some(*n), None),
            HintSource::OverrideTool(k) => ("override", None, Some(k.clone())),
            HintSource::ContextGroup => ("context", None, None),
        };
        Source {
            kind,
            rule,
            key,
            label: s.describe(),
        }
    }
}

/// An operation left out of the tool set on purpose.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SkippedRow {
    /// The HTTP method in upper case.
    pub method: String,
    /// The path template as written in the spec.
    pub path: String,
    /// The operation's `operationId`; `null` in JSON when the spec has none.
    pub operation_id: Option<String>,
    /// The layer that left it out (the only place `context` appears).
    pub source: Source,
}

/// Totals of the plan.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Summary {
    /// Length of [`Report::tools`].
    pub tools: usize,
    /// Length of [`Report::skipped`].
    pub skipped: usize,
    /// Lints of severity error.
    pub errors: usize,
    /// Lints of severity warning.
    pub warnings: usize,
    /// Lints of severity info.
    pub infos: usize,
    /// Bytes of all tools in `tools/list` (compact JSON).
    pub list_bytes: usize,
}

fn hint(h: &Hint) -> HintRow {
    HintRow {
        value: h.value,
        source: Source::from(&h.source),
    }
}

fn row(t: &Tool, defs: &crate::model::SchemaDefs) -> Row {
    let a = &t.annotations;
    Row {
        name: t.name.clone(),
        title: t.title.clone(),
        method: t.http.method.as_str().to_string(),
        path: t.http.path_template.clone(),
        operation_id: t.origin.operation_id.clone(),
        hints: Hints {
            read_only: hint(&a.read_only),
            destructive: hint(&a.destructive),
            idempotent: hint(&a.idempotent),
            open_world: hint(&a.open_world),
        },
        scopes: t.required_scopes(),
        list_bytes: t.list_bytes(defs),
    }
}

impl Report {
    /// The plan of a generation run, with the lints of its spec, tools and warnings.
    pub fn new(planned: &Planned) -> Report {
        Report::from_parts(
            &planned.set,
            lint::lint(&planned.spec, &planned.set, &planned.warnings),
        )
    }

    /// The plan of a tool set with lints already computed (e.g. filtered by the caller).
    pub fn from_parts(set: &ToolSet, lints: Vec<Lint>) -> Report {
        let count = |l| lints.iter().filter(|x| x.severity() == l).count();
        let rows: Vec<Row> = set.tools.iter().map(|t| row(t, &set.defs)).collect();
        let summary = Summary {
            list_bytes: rows.iter().map(|r| r.list_bytes).sum(),
            tools: set.tools.len(),
            skipped: set.skipped.len(),
            errors: count(Severity::Error),
            warnings: count(Severity::Warning),
            infos: count(Severity::Info),
        };
        Report {
            format_version: FORMAT_VERSION,
            api: Api {
                title: set.info.title.clone(),
                version: set.info.version.clone(),
            },
            tools: rows,
            skipped: set
                .skipped
                .iter()
                .map(|s| SkippedRow {
                    method: s.origin.method.as_str().to_string(),
                    path: s.origin.path.clone(),
                    operation_id: s.origin.operation_id.clone(),
                    source: Source::from(&s.source),
                })
                .collect(),
            lints,
            summary,
        }
    }

    /// The plan as text in `format`; the caller prints it.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Table => self.table(),
            Format::Markdown => self.markdown(),
            Format::Json => crate::util::json::pretty(self),
        }
    }

    fn cells(&self) -> Vec<[String; 8]> {
        let cell = |h: &HintRow| format!("{} ({})", yes(h.value), h.source.label);
        self.tools
            .iter()
            .map(|r| {
                [
                    r.name.clone(),
                    r.method.clone(),
                    r.path.clone(),
                    cell(&r.hints.read_only),
                    cell(&r.hints.destructive),
                    cell(&r.hints.idempotent),
                    cell(&r.hints.open_world),
                    r.scopes.join(" "),
                ]
            })
            .collect()
    }

    fn summary_line(&self) -> String {
        let s = &self.summary;
        format!(
            "{} {}, {} skipped; {} {}, {} {}, {} info",
            s.tools,
            plural(s.tools, "tool"),
            s.skipped,
            s.errors,
            plural(s.errors, "error"),
            s.warnings,
            plural(s.warnings, "warning"),
            s.infos,
        )
    }

    /// What the tools cost an agent's context: the total and the ten largest.
    fn context_lines(&self) -> Vec<String> {
        let mut largest: Vec<&Row> = self.tools.iter().collect();
        largest.sort_by(|a, b| b.list_bytes.cmp(&a.list_bytes).then(a.name.cmp(&b.name)));
        let mut lines = vec![format!(
            "tools/list: {} bytes in all (about {} tokens)",
            self.summary.list_bytes,
            self.summary.list_bytes / 4
        )];
        for r in largest.into_iter().take(10) {
            lines.push(format!("  {:>9} bytes  {}", r.list_bytes, r.name));
        }
        lines
    }

    /// An aligned text table for the terminal.
    pub fn table(&self) -> String {
        let header = HEADER.map(str::to_uppercase);
        let rows = self.cells();
        let mut widths = header.clone().map(|h| h.chars().count());
        for r in &rows {
            for (w, c) in widths.iter_mut().zip(r) {
                *w = (*w).max(c.chars().count());
            }
        }
        let line = |cells: &[String; 8]| {
            let mut l = String::new();
            for (i, (c, w)) in cells.iter().zip(widths).enumerate() {
                if i + 1 == cells.len() {
                    l.push_str(c);
                } else {
                    let _ = write!(l, "{c:<w$}  ");
                }
            }
            l.trim_end().to_string()
        };
        let mut s = String::new();
        let _ = writeln!(s, "{}", line(&header));
        for r in &rows {
            let _ = writeln!(s, "{}", line(r));
        }
        if !self.lints.is_empty() {
            let _ = writeln!(s);
            for l in &self.lints {
                let _ = writeln!(s, "{l}");
            }
        }
        let _ = writeln!(s);
        for l in self.context_lines() {
            let _ = writeln!(s, "{l}");
        }
        let _ = writeln!(s, "\n{}", self.summary_line());
        s
    }

    /// Markdown, to paste into a pull request.
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "### MCP tools of {} {}\n",
            md_text(&self.api.title),
            md_text(&self.api.version)
        );
        let _ = writeln!(s, "| {} |", HEADER.join(" | "));
        let _ = writeln!(s, "|{}", "---|".repeat(HEADER.len()));
        for r in self.cells() {
            let [name, method, path, rest @ ..] = r;
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} |",
                md_code(&name),
                method,
                md_code(&path),
                rest.map(|c| md_text(&c)).join(" | ")
            );
        }
        if !self.lints.is_empty() {
            let _ = writeln!(s, "\n#### Lints\n");
            for l in &self.lints {
                let mut what = String::new();
                if let Some(t) = &l.tool {
                    let _ = write!(what, " {}", md_code(t));
                }
                if let Some(op) = &l.operation {
                    let _ = write!(what, " ({})", md_text(op));
                }
                if let Some(at) = l.location() {
                    let _ = write!(what, " {}", md_code(&at));
                }
                let _ = writeln!(
                    s,
                    "- **{}** `{} {}`{what}: {}",
                    l.severity().as_str(),
                    l.code.id(),
                    l.code.name(),
                    md_text(&l.message)
                );
            }
        }
        let _ = writeln!(s, "\n#### Context cost\n\n```");
        for l in self.context_lines() {
            let _ = writeln!(s, "{l}");
        }
        let _ = writeln!(s, "```");
        let _ = writeln!(s, "\n{}", self.summary_line());
        s
    }
}

const HEADER: [&str; 8] = [
    "tool",
    "method",
    "path",
    "read-only",
    "destructive",
    "idempotent",
    "open-world",
    "scopes",
];

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// `plan --policy`: every tool's cell per tier.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Matrix {
    /// `1`: the JSON output's version, raised on any incompatible change.
    pub format_version: u32,
    /// Tier names, in the policy's order.
    pub tiers: Vec<String>,
    /// One row per tool, in name order.
    pub tools: Vec<MatrixRow>,
}

/// One tool of the matrix.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct MatrixRow {
    /// The tool name.
    pub name: String,
    /// The HTTP method, upper case.
    pub method: String,
    /// The path template as the spec writes it.
    pub path: String,
    /// `read-only`, or `write` with `destructive`, `idempotent`, `open-world` as they hold.
    pub hints: String,
    /// What each tier's client does, in tier order.
    pub actions: Vec<Action>,
}

impl Matrix {
    /// What each tier of `policy` does with each tool of `set`.
    pub fn new(set: &ToolSet, policy: &Policy) -> Matrix {
        Matrix {
            format_version: 1,
            tiers: policy.tiers.iter().map(|t| t.name.clone()).collect(),
            tools: set
                .tools
                .iter()
                .map(|t| MatrixRow {
                    name: t.name.clone(),
                    method: t.http.method.as_str().to_string(),
                    path: t.http.path_template.clone(),
                    hints: t.annotations.summary(),
                    actions: policy
                        .cells(&Announced::from(&t.annotations))
                        .into_iter()
                        .map(|(_, a)| a)
                        .collect(),
                })
                .collect(),
        }
    }

    /// The matrix as an aligned table, Markdown or JSON.
    pub fn render(&self, format: Format) -> String {
        use std::fmt::Write as _;
        match format {
            Format::Json => crate::util::json::pretty(self),
            Format::Markdown => {
                use crate::util::markdown::{md_code, md_text};
                let mut s = String::from("| tool | method | path | hints |");
                for t in &self.tiers {
                    let _ = write!(s, " {} |", md_text(t));
                }
                s.push_str("\n|---|---|---|---|");
                s.push_str(&"---|".repeat(self.tiers.len()));
                s.push('\n');
                for r in &self.tools {
                    let _ = write!(
                        s,
                        "| {} | {} | {} | {} |",
                        md_code(&r.name),
                        r.method,
                        md_code(&r.path),
                        r.hints
                    );
                    for a in &r.actions {
                        let _ = write!(s, " {} |", a.as_str());
                    }
                    s.push('\n');
                }
                s
            }
            Format::Table => {
                let header: Vec<String> = ["tool", "method", "path", "hints"]
                    .iter()
                    .map(|h| h.to_uppercase())
                    .chain(self.tiers.iter().map(|t| t.to_uppercase()))
                    .collect();
                let rows: Vec<Vec<String>> = self
                    .tools
                    .iter()
                    .map(|r| {
                        [
                            r.name.clone(),
                            r.method.clone(),
                            r.path.clone(),
                            r.hints.clone(),
                        ]
                        .into_iter()
                        .chain(r.actions.iter().map(|a| a.as_str().to_string()))
                        .collect()
                    })
                    .collect();
                let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
                for r in &rows {
                    for (w, c) in widths.iter_mut().zip(r) {
                        *w = (*w).max(c.chars().count());
                    }
                }
                let line = |cells: &[String]| {
                    let mut l = String::new();
                    for (c, w) in cells.iter().zip(&widths) {
                        let _ = write!(l, "{c:<w$}  ");
                    }
                    l.trim_end().to_string() + "\n"
                };
                let mut s = line(&header);
                for r in &rows {
                    s.push_str(&line(r));
                }
                s
            }
        }
    }
}
