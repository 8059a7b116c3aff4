//! Applying the overrides file to the tool set: `defaults`, then the rules in file order, then
//! the `tools:` entries, recording on every hint it changes where the change came from.

use super::{Entry, HintSet, Overrides};
use crate::error::{Code, Diagnostic, Error, Result};
use crate::model::{Hint, HintSource, Origin, Skipped, Tool, ToolSet};
use crate::util::pointer::JsonPointer;

/// Changes one tool as an entry says, recording `source` on every hint it sets and on its
/// `skip` (`false` undoes an earlier layer's `true`).
pub fn apply_entry(tool: &mut Tool, entry: &Entry, source: &HintSource) {
    let set = |hint: &mut Hint, value: Option<bool>| {
        if let Some(value) = value {
            *hint = Hint {
                value,
                source: source.clone(),
            };
        }
    };
    set(&mut tool.annotations.read_only, entry.read_only);
    set(&mut tool.annotations.destructive, entry.destructive);
    set(&mut tool.annotations.idempotent, entry.idempotent);
    set(&mut tool.annotations.open_world, entry.open_world);
    if let Some(title) = &entry.title {
        tool.title = title.clone();
    }
    if let Some(name) = &entry.name {
        tool.name = name.clone();
    }
    if let Some(description) = &entry.description {
        tool.description = description.clone();
    }
    if let Some(note) = &entry.note {
        tool.note = Some(note.clone());
    }
    if let Some(scopes) = &entry.scopes {
        let mut unique: Vec<String> = Vec::with_capacity(scopes.len());
        for scope in scopes {
            if !unique.contains(scope) {
                unique.push(scope.clone());
            }
        }
        tool.scopes = unique;
    }
    for code in entry.reviewed.iter().flatten() {
        tool.reviewed.retain(|r| r.code != *code);
        tool.reviewed.push(crate::model::Reviewed {
            code: code.clone(),
            source: source.clone(),
        });
    }
    set_skip(tool, entry.skip, source);
}

fn set_skip(tool: &mut Tool, skip: Option<bool>, source: &HintSource) {
    match skip {
        Some(true) => tool.skip = Some(source.clone()),
        Some(false) => tool.skip = None,
        None => {}
    }
}

/// Appends each tool's `note:` to its description, after the context budget has trimmed the
/// description (the note is what a client must not lose).
pub fn attach_notes(mut set: ToolSet) -> ToolSet {
    for tool in &mut set.tools {
        if let Some(note) = tool
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            let lead_in = crate::model::NOTE_LEAD_IN;
            tool.description = if tool.description.trim().is_empty() {
                format!("{lead_in} {note}")
            } else {
                format!("{}\n\n{lead_in} {note}", tool.description.trim_end())
            };
        }
    }
    set
}

/// The result of the overrides stage: the tool set, plus what did not apply. Stale `tools:` keys
/// are errors for `generate` and `plan` ([`Applied::strict`]); `diff` tolerates them in the old spec.
#[derive(Debug, Clone)]
pub struct Applied {
    /// The tool set with every layer applied; skipped operations moved to
    /// [`ToolSet::skipped`], so no tool has `skip` set.
    pub set: ToolSet,
    /// `tools:` keys that name no operation (errors).
    pub stale_keys: Vec<Diagnostic>,
    /// Rules that matched no tool (warnings).
    pub warnings: Vec<Diagnostic>,
}

impl Applied {
    /// Turns stale `tools:` keys into an error.
    pub fn strict(self) -> Result<Applied> {
        if self.stale_keys.is_empty() {
            Ok(self)
        } else {
            Err(Error::new(self.stale_keys.clone()))
        }
    }
}

/// Whether an overrides key names this operation: its operationId, or `METHOD /path`.
pub fn key_matches(key: &str, origin: &Origin) -> bool {
    if origin.operation_id.as_deref() == Some(key) {
        return true;
    }
    match key.split_once(' ') {
        Some((method, path)) => {
            method.eq_ignore_ascii_case(origin.method.as_str()) && path.trim() == origin.path
        }
        None => false,
    }
}

/// Sets the hints of a rule's `set` on one tool.
fn apply_hints(tool: &mut Tool, hints: &HintSet, source: &HintSource) {
    let entry = Entry {
        read_only: hints.read_only,
        destructive: hints.destructive,
        idempotent: hints.idempotent,
        open_world: hints.open_world,
        ..Entry::default()
    };
    apply_entry(tool, &entry, source);
}

/// Applies the overrides file (if any) to a lowered tool set, whose tools carry `x-mcp`'s
/// hints and `skip` already. Every layer sees every operation, skipped or not, so a later
/// `skip: false` (a rule, or a `tools:` entry) brings back one an earlier layer left out; the
/// tools still skipped after the last layer are moved to [`ToolSet::skipped`].
pub fn apply(mut set: ToolSet, overrides: Option<&Overrides>) -> Applied {
    let mut warnings = Vec::new();
    let mut stale_keys = Vec::new();
    if let Some(overrides) = overrides {
        apply_file(&mut set.tools, overrides, &mut warnings, &mut stale_keys);
    }
    for mut tool in std::mem::take(&mut set.tools) {
        match tool.skip.take() {
            Some(source) => set.skipped.push(Skipped {
                origin: tool.origin,
                source,
            }),
            None => set.tools.push(tool),
        }
    }
    set.skipped.sort_by_key(|s| s.origin.key());
    set.tools.sort_by(|a, b| a.name.cmp(&b.name));
    set.defs.retain_used(&set.tools);
    Applied {
        set,
        stale_keys,
        warnings,
    }
}

/// `defaults`, then the rules in file order, then the `tools:` entries.
fn apply_file(
    tools: &mut [Tool],
    overrides: &Overrides,
    warnings: &mut Vec<Diagnostic>,
    stale_keys: &mut Vec<Diagnostic>,
) {
    let file = &overrides.file;
    if let Some(open_world) = file.defaults.open_world {
        for tool in tools.iter_mut() {
            if tool.annotations.open_world.source == HintSource::Defaults {
                tool.annotations.open_world.value = open_world;
            }
        }
    }

    for (i, rule) in file.rules.iter().enumerate() {
        let source = HintSource::OverrideRule(i + 1);
        let mut matched = 0;
        for tool in tools.iter_mut() {
            if !rule.matcher.matches(tool) {
                continue;
            }
            matched += 1;
            if let Some(hints) = &rule.set {
                apply_hints(tool, hints, &source);
            }
            set_skip(tool, rule.skip, &source);
        }
        if matched == 0 {
            warnings.push(
                Diagnostic::new(Code::UnmatchedRule,
                    &overrides.path,
                    JsonPointer::from("/rules").child(&i.to_string()),
                    format!("rule #{} matches no operation", i + 1),
                )
                .help("check its `match` against `openapi-mcp plan`; remove the rule if the operations are gone"),
            );
        }
    }

    for (key, entry) in &file.tools {
        let source = HintSource::OverrideTool(key.clone());
        let mut matched = false;
        for tool in tools.iter_mut() {
            if key_matches(key, &tool.origin) {
                matched = true;
                apply_entry(tool, entry, &source);
            }
        }
        if !matched {
            stale_keys.push(
                Diagnostic::new(Code::StaleKey,
                    &overrides.path,
                    JsonPointer::from("/tools").child(key),
                    format!("override `{key}` matches no operation"),
                )
                .help("use an operationId from the spec or \"METHOD /path\" (e.g. \"POST /pets/search\"); remove entries for operations that are gone"),
            );
        }
    }
}
