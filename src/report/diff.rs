//! `openapi-mcp diff`: what a spec change does to the tool surface, so a reviewer sees risk and
//! not only text. Tools are paired by name first, then (for renames) by method and path; hint
//! changes are told as risk changes, and every change to a tool's input and output schema, at
//! any depth, as breaking or compatible for an MCP client (see [`crate::report::schema_diff`]).
//! Pure: builds a [`SurfaceDiff`] and renders it; the CLI prints.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use serde::Serialize;

use crate::model::{SchemaDefs, Tool, ToolSet};
use crate::report::schema_diff::{self, Kind, Side};
use crate::util::markdown::{md_code, md_text};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Markdown,
    Json,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct SurfaceDiff {
    pub old_tools: usize,
    pub new_tools: usize,
    pub added: Vec<ToolRef>,
    pub removed: Vec<ToolRef>,
    pub renamed: Vec<Renamed>,
    /// Tools (paired by name) whose method or path changed.
    pub rebound: Vec<Rebound>,
    pub risk: Vec<RiskChange>,
    /// Schema changes that can break a client written against the old tool (what
    /// `--fail-on-breaking` looks at, with removed and renamed tools).
    pub breaking: Vec<SchemaChange>,
    /// Schema changes an old client keeps working through (shown so a reviewer sees them).
    pub compatible: Vec<SchemaChange>,
    /// Tools whose title or description changed.
    pub descriptions: Vec<DescriptionChange>,
    /// Tools that land in another cell of the client policy (`plan --policy`) for some tier.
    pub client: Vec<ClientChange>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ClientChange {
    pub tool: String,
    pub tier: String,
    pub old: crate::model::policy::Action,
    pub new: crate::model::policy::Action,
    /// `delete_pet: auto-run → confirm for trusted servers`.
    pub text: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ToolRef {
    pub name: String,
    pub method: String,
    pub path: String,
    /// `read-only`, or `write` followed by `destructive`, `idempotent`, `open-world` as they hold.
    pub hints: String,
    /// The tool writes or reaches outside the API (not read-only, or open-world).
    pub risky: bool,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Renamed {
    pub from: String,
    pub to: String,
    pub method: String,
    pub path: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Rebound {
    pub tool: String,
    pub from: String,
    pub to: String,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct RiskChange {
    pub tool: String,
    /// `read_only`, `destructive`, `idempotent` or `open_world`.
    pub hint: &'static str,
    pub old: bool,
    pub new: bool,
    /// Whether the tool got riskier through this change (what `--fail-on-risk` looks at).
    pub riskier: bool,
    /// `delete_user: destructive false → true`, `export_report: read-only → write`.
    pub text: String,
}

/// One change to a tool's input schema (its arguments) or output schema (its structured result).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct SchemaChange {
    pub tool: String,
    /// `input` or `output`.
    pub side: Side,
    /// The top-level argument the change is in (input changes below the root only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub argument: Option<String>,
    /// Where inside the arguments or the result: `meta.owner`, `tags[]`, `labels{}`,
    /// `shape(oneOf 1)`; empty for the schema itself.
    pub location: String,
    /// `newly_required` (an agent's old call now fails), `removed` (an agent that still sends it
    /// now fails: inputs allow no unknown arguments), `type_changed`, ... (see [`Kind`]).
    pub kind: Kind,
    pub breaking: bool,
    /// What changed, without tool and location: `type integer → string`.
    pub detail: String,
    /// `create_pet: argument tags[] type integer → string (breaking)`.
    pub text: String,
}

/// `arguments`, `argument tags[]`, `output`, `output id`, the location written by `show`.
fn place(side: Side, location: &str, show: impl Fn(&str) -> String) -> String {
    let (whole, part) = match side {
        Side::Input => ("arguments", "argument"),
        Side::Output => ("output", "output"),
    };
    if location.is_empty() {
        whole.to_string()
    } else {
        format!("{part} {}", show(location))
    }
}

impl SchemaChange {
    fn new(tool: &str, side: Side, c: schema_diff::Change) -> SchemaChange {
        let place = place(side, &c.location, str::to_string);
        let how = if c.breaking { "breaking" } else { "compatible" };
        SchemaChange {
            tool: tool.to_string(),
            side,
            argument: c.property.filter(|_| side == Side::Input),
            text: format!("{tool}: {place} {} ({how})", c.detail),
            location: c.location,
            kind: c.kind,
            breaking: c.breaking,
            detail: c.detail,
        }
    }

    /// `argument `tags[]``, `output `id``, `arguments`, `output`: the place, in Markdown.
    fn md_place(&self) -> String {
        place(self.side, &self.location, md_code)
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct DescriptionChange {
    pub tool: String,
    pub old: String,
    pub new: String,
}

impl SurfaceDiff {
    pub fn is_empty(&self) -> bool {
        self.added.is_empty()
            && self.removed.is_empty()
            && self.renamed.is_empty()
            && self.rebound.is_empty()
            && self.risk.is_empty()
            && self.breaking.is_empty()
            && self.compatible.is_empty()
            && self.descriptions.is_empty()
            && self.client.is_empty()
    }

    pub fn riskier(&self) -> impl Iterator<Item = &RiskChange> {
        self.risk.iter().filter(|r| r.riskier)
    }

    /// Added tools that write or reach outside the API: new risk surface, which
    /// `--fail-on-risk` counts like a hint that changed for the worse.
    pub fn risky_additions(&self) -> impl Iterator<Item = &ToolRef> {
        self.added.iter().filter(|t| t.risky)
    }

    /// What `--fail-on-risk` fails on: a tool got riskier, or a risky tool was added.
    pub fn adds_risk(&self) -> bool {
        self.riskier().next().is_some() || self.risky_additions().next().is_some()
    }

    /// Changes that break an agent or client written against the old tools: breaking schema
    /// changes, and tools removed or renamed (a call by the old name fails).
    pub fn breaking_count(&self) -> usize {
        self.breaking.len() + self.removed.len() + self.renamed.len()
    }

    /// What `--fail-on-breaking` fails on.
    pub fn breaks_clients(&self) -> bool {
        self.breaking_count() > 0
    }
}

fn tool_ref(t: &Tool) -> ToolRef {
    ToolRef {
        name: t.name.clone(),
        method: t.http.method.as_str().to_string(),
        path: t.http.path_template.clone(),
        hints: t.annotations.summary(),
        risky: !t.annotations.read_only.value || t.annotations.open_world.value,
    }
}

/// The two sides' shared definitions, which the tools' `$ref`s point into.
struct Defs<'a> {
    old: &'a SchemaDefs,
    new: &'a SchemaDefs,
}

fn compare(old: &Tool, new: &Tool, defs: &Defs, out: &mut SurfaceDiff) {
    let name = &new.name;
    let (from, to) = (old.origin.key(), new.origin.key());
    if from != to {
        out.rebound.push(Rebound {
            tool: name.clone(),
            from,
            to,
        });
    }
    let (a, b) = (&old.annotations, &new.annotations);
    let mut risk = |hint, old: bool, new: bool, riskier_when_true: bool, text: String| {
        if old != new {
            out.risk.push(RiskChange {
                tool: name.clone(),
                hint,
                old,
                new,
                riskier: new == riskier_when_true,
                text: format!("{name}: {text}"),
            });
        }
    };
    let label = |read_only: bool| if read_only { "read-only" } else { "write" };
    risk(
        "read_only",
        a.read_only.value,
        b.read_only.value,
        false,
        format!(
            "{} → {}",
            label(a.read_only.value),
            label(b.read_only.value)
        ),
    );
    // destructive and idempotent only mean something for a tool that writes.
    if !b.read_only.value {
        for (hint, o, n, riskier_when) in [
            (
                "destructive",
                a.destructive.value,
                b.destructive.value,
                true,
            ),
            ("idempotent", a.idempotent.value, b.idempotent.value, false),
        ] {
            risk(hint, o, n, riskier_when, format!("{hint} {o} → {n}"));
        }
    }
    let (o, n) = (a.open_world.value, b.open_world.value);
    risk("open_world", o, n, true, format!("open_world {o} → {n}"));

    // The schemas as announced, with their `$defs`, so that refs are followed on both sides.
    let input = schema_diff::compare(
        &old.full_input_schema(defs.old),
        &new.full_input_schema(defs.new),
        Side::Input,
    );
    let output = schema_diff::compare_optional(
        old.full_output_schema(defs.old).as_ref(),
        new.full_output_schema(defs.new).as_ref(),
        Side::Output,
    );
    for (side, changes) in [(Side::Input, input), (Side::Output, output)] {
        for c in changes {
            let change = SchemaChange::new(name, side, c);
            if change.breaking {
                out.breaking.push(change);
            } else {
                out.compatible.push(change);
            }
        }
    }
    if old.title != new.title || old.description != new.description {
        out.descriptions.push(DescriptionChange {
            tool: name.clone(),
            old: format!("{}\n\n{}", old.title, old.description),
            new: format!("{}\n\n{}", new.title, new.description),
        });
    }
}

/// The change from `old` to `new`, and what it does under a client policy of the user's.
pub fn diff_with(
    old: &ToolSet,
    new: &ToolSet,
    policy: &crate::model::policy::Policy,
) -> SurfaceDiff {
    let mut out = SurfaceDiff {
        old_tools: old.tools.len(),
        new_tools: new.tools.len(),
        added: Vec::new(),
        removed: Vec::new(),
        renamed: Vec::new(),
        rebound: Vec::new(),
        risk: Vec::new(),
        breaking: Vec::new(),
        compatible: Vec::new(),
        descriptions: Vec::new(),
        client: Vec::new(),
    };
    let new_by_name: BTreeMap<&str, &Tool> =
        new.tools.iter().map(|t| (t.name.as_str(), t)).collect();
    let old_names: BTreeSet<&str> = old.tools.iter().map(|t| t.name.as_str()).collect();
    let mut pairs: Vec<(&Tool, &Tool)> = Vec::new();
    let mut old_left: Vec<&Tool> = Vec::new();
    for t in &old.tools {
        match new_by_name.get(t.name.as_str()) {
            Some(n) => pairs.push((t, n)),
            None => old_left.push(t),
        }
    }
    let mut new_left: BTreeMap<String, &Tool> = new
        .tools
        .iter()
        .filter(|t| !old_names.contains(t.name.as_str()))
        .map(|t| (t.origin.key(), t))
        .collect();
    for t in old_left {
        match new_left.remove(&t.origin.key()) {
            Some(n) => {
                out.renamed.push(Renamed {
                    from: t.name.clone(),
                    to: n.name.clone(),
                    method: n.http.method.as_str().to_string(),
                    path: n.http.path_template.clone(),
                });
                pairs.push((t, n));
            }
            None => out.removed.push(tool_ref(t)),
        }
    }
    out.added = new_left.into_values().map(tool_ref).collect();
    out.added.sort_by(|a, b| a.name.cmp(&b.name));
    pairs.sort_by(|a, b| a.1.name.cmp(&b.1.name));
    let defs = Defs {
        old: &old.defs,
        new: &new.defs,
    };
    for (o, n) in pairs {
        compare(o, n, &defs, &mut out);
        let before = policy.cells(&crate::model::policy::Announced::from(&o.annotations));
        let after = policy.cells(&crate::model::policy::Announced::from(&n.annotations));
        for ((tier, was), (_, now)) in before.into_iter().zip(after) {
            if was != now {
                out.client.push(ClientChange {
                    tool: n.name.clone(),
                    tier: tier.to_string(),
                    old: was,
                    new: now,
                    text: format!(
                        "{}: {} → {} for {tier} servers",
                        n.name,
                        was.as_str(),
                        now.as_str()
                    ),
                });
            }
        }
    }
    out.renamed.sort_by(|a, b| a.to.cmp(&b.to));
    out
}

/// `1 tool`, `2 tools`.
pub fn count(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

impl SurfaceDiff {
    pub fn render(&self, format: Format, verbose: bool) -> String {
        match format {
            Format::Text => self.text(verbose),
            Format::Markdown => self.markdown(verbose),
            Format::Json => crate::util::json::pretty(self),
        }
    }

    fn risk_headline(&self) -> String {
        let tools: BTreeSet<&str> = self.riskier().map(|r| r.tool.as_str()).collect();
        let added = self.risky_additions().count();
        let mut parts = Vec::new();
        if !tools.is_empty() {
            parts.push(format!("{} got riskier", count(tools.len(), "tool")));
        }
        if added > 0 {
            let verb = if added == 1 {
                "writes or reaches"
            } else {
                "write or reach"
            };
            parts.push(format!(
                "{} {verb} outside the API",
                count(added, "new tool")
            ));
        }
        if parts.is_empty() {
            "no tool got riskier".to_string()
        } else {
            parts.join("; ")
        }
    }

    /// `2 breaking changes for agents`, when there are any.
    fn breaking_headline(&self) -> Option<String> {
        let n = self.breaking_count();
        (n > 0).then(|| format!("{} for agents", count(n, "breaking change")))
    }

    pub fn text(&self, verbose: bool) -> String {
        let mut s = String::new();
        if self.is_empty() {
            let _ = writeln!(
                s,
                "No change to the tool surface ({}).",
                count(self.new_tools, "tool")
            );
            return s;
        }
        let breaking = self
            .breaking_headline()
            .map_or(String::new(), |b| format!("; {b}"));
        let _ = writeln!(
            s,
            "Tool surface: {} → {}; {}{breaking}.",
            count(self.old_tools, "tool"),
            count(self.new_tools, "tool"),
            self.risk_headline()
        );
        let section = |s: &mut String, title: &str, lines: Vec<String>| {
            if !lines.is_empty() {
                let _ = writeln!(s, "\n{title} ({}):", lines.len());
                for l in lines {
                    let _ = writeln!(s, "  {l}");
                }
            }
        };
        section(
            &mut s,
            "Added",
            self.added
                .iter()
                .map(|t| format!("+ {}: {} {} ({})", t.name, t.method, t.path, t.hints))
                .collect(),
        );
        section(
            &mut s,
            "Removed",
            self.removed
                .iter()
                .map(|t| format!("- {}: {} {} ({})", t.name, t.method, t.path, t.hints))
                .collect(),
        );
        section(
            &mut s,
            "Renamed",
            self.renamed
                .iter()
                .map(|r| format!("~ {} → {}: {} {}", r.from, r.to, r.method, r.path))
                .collect(),
        );
        section(
            &mut s,
            "Method or path changed",
            self.rebound
                .iter()
                .map(|r| format!("~ {}: {} → {}", r.tool, r.from, r.to))
                .collect(),
        );
        section(
            &mut s,
            "Risk changes",
            self.risk
                .iter()
                .map(|r| {
                    let (mark, how) = if r.riskier {
                        ("!", "riskier")
                    } else {
                        (" ", "safer")
                    };
                    format!("{mark} {} ({how})", r.text)
                })
                .collect(),
        );
        section(
            &mut s,
            "Breaking changes for agents",
            self.breaking
                .iter()
                .map(|b| format!("! {}", b.text))
                .collect(),
        );
        section(
            &mut s,
            "Compatible schema changes",
            self.compatible
                .iter()
                .map(|c| format!("  {}", c.text))
                .collect(),
        );
        section(
            &mut s,
            "What a client will do",
            self.client
                .iter()
                .map(|c| format!("~ {}", c.text))
                .collect(),
        );
        if !self.descriptions.is_empty() {
            let _ = write!(
                s,
                "\nDescriptions changed: {}",
                count(self.descriptions.len(), "tool")
            );
            if verbose {
                let _ = writeln!(s, ":");
                for d in &self.descriptions {
                    let _ = write!(s, "{}", description_diff(d));
                }
            } else {
                let _ = writeln!(s, " (--verbose shows them)");
            }
        }
        s
    }

    pub fn markdown(&self, verbose: bool) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "### MCP tool surface: {} → {}\n",
            count(self.old_tools, "tool"),
            count(self.new_tools, "tool")
        );
        if self.is_empty() {
            let _ = writeln!(s, "No change to the tool surface.");
            return s;
        }
        let headline = self.risk_headline();
        if self.adds_risk() {
            let _ = writeln!(s, "**⚠️ {headline}.**\n");
        } else {
            let _ = writeln!(s, "{}.\n", capitalise(&headline));
        }
        if let Some(breaking) = self.breaking_headline() {
            let _ = writeln!(s, "**⚠️ {breaking}.**\n");
        }
        let _ = writeln!(s, "| change | tool | details |\n|---|---|---|");
        let mut row = |change: &str, tool: &str, details: String| {
            // `details` is Markdown already: spec text in it went through md_code / md_text.
            let _ = writeln!(s, "| {change} | {} | {details} |", md_code(tool));
        };
        for t in &self.added {
            row(
                "added",
                &t.name,
                format!("{} {} ({})", t.method, md_code(&t.path), t.hints),
            );
        }
        for t in &self.removed {
            row(
                "removed",
                &t.name,
                format!("{} {} ({})", t.method, md_code(&t.path), t.hints),
            );
        }
        for r in &self.renamed {
            row(
                "renamed",
                &r.to,
                format!(
                    "was {} ({} {})",
                    md_code(&r.from),
                    r.method,
                    md_code(&r.path)
                ),
            );
        }
        for r in &self.rebound {
            row(
                "method/path",
                &r.tool,
                format!("{} → {}", md_text(&r.from), md_text(&r.to)),
            );
        }
        for r in &self.risk {
            let text = r.text.split_once(": ").map_or(r.text.as_str(), |(_, t)| t);
            row(
                if r.riskier { "**riskier**" } else { "safer" },
                &r.tool,
                md_text(text),
            );
        }
        for b in &self.breaking {
            row(
                "**breaking**",
                &b.tool,
                format!("{} {}", b.md_place(), md_text(&b.detail)),
            );
        }
        for c in &self.client {
            row(
                "client",
                &c.tool,
                format!(
                    "{} → {} for {} servers",
                    c.old.as_str(),
                    c.new.as_str(),
                    md_text(&c.tier)
                ),
            );
        }
        for c in &self.compatible {
            row(
                "compatible",
                &c.tool,
                format!("{} {}", c.md_place(), md_text(&c.detail)),
            );
        }
        if !self.descriptions.is_empty() {
            let _ = writeln!(
                s,
                "\nDescriptions changed: {}.",
                count(self.descriptions.len(), "tool")
            );
            if verbose {
                let diffs: String = self.descriptions.iter().map(description_diff).collect();
                // A fence longer than any run of backticks in the descriptions (CommonMark 4.5).
                let longest = diffs.split(|c| c != '`').map(str::len).max().unwrap_or(0);
                let fence = "`".repeat(longest.max(2) + 1);
                let _ = writeln!(s, "\n{fence}diff");
                let _ = write!(s, "{}", crate::util::terminal::safe(&diffs));
                let _ = writeln!(s, "{fence}");
            }
        }
        s
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn description_diff(d: &DescriptionChange) -> String {
    let mut old = d.old.clone();
    let mut new = d.new.clone();
    old.push('\n');
    new.push('\n');
    similar::TextDiff::from_lines(&old, &new)
        .unified_diff()
        .context_radius(2)
        .header(&format!("a/{}", d.tool), &format!("b/{}", d.tool))
        .to_string()
}
