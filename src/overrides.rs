//! Overrides stage: applies `defaults`, the spec's `x-mcp` extensions and the overrides file's
//! `tools:` entries to the tool set, in that order, recording the source of every hint changed.

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::Value;

use crate::error::{Diagnostic, Diagnostics, Error, Result, pointer_push};
use crate::model::{Hint, HintSource, Skipped, Tool, ToolSet};

/// The overrides file (DESIGN.md §4). Unknown keys are errors so typos cannot silently not apply.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OverridesFile {
    #[serde(default)]
    pub defaults: Defaults,
    /// Keyed by operationId or `"METHOD /path"`.
    #[serde(default)]
    pub tools: IndexMap<String, Entry>,
}

#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Defaults {
    /// `openWorldHint` of every tool that says nothing else (HTTP has no signal for it).
    pub open_world: Option<bool>,
}

/// One tool's corrections; the same fields are accepted in an operation's `x-mcp` extension.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub read_only: Option<bool>,
    pub destructive: Option<bool>,
    pub idempotent: Option<bool>,
    pub open_world: Option<bool>,
    pub title: Option<String>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub skip: Option<bool>,
}

/// A parsed overrides file and where it came from.
#[derive(Debug, Clone)]
pub struct Overrides {
    pub path: PathBuf,
    pub file: OverridesFile,
}

impl Overrides {
    pub fn load(path: &Path) -> Result<Overrides> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            Error::from(Diagnostic::new(
                path,
                "",
                format!("cannot read the overrides file: {e}"),
            ))
        })?;
        Overrides::parse(path, &text)
    }

    pub fn parse(path: &Path, text: &str) -> Result<Overrides> {
        let value = if text.trim().is_empty() {
            Value::Object(Default::default())
        } else {
            crate::load::parse_value(path, text)?
        };
        let file = from_value(path, "", value)?;
        Ok(Overrides {
            path: path.to_path_buf(),
            file,
        })
    }
}

/// Deserialises with the failing location turned into a JSON pointer under `base`.
pub fn from_value<T: serde::de::DeserializeOwned>(
    file: &Path,
    base: &str,
    value: Value,
) -> Result<T> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let mut pointer = base.to_string();
        for segment in e.path().iter() {
            use serde_path_to_error::Segment;
            match segment {
                Segment::Seq { index } => pointer = pointer_push(&pointer, &index.to_string()),
                Segment::Map { key } => pointer = pointer_push(&pointer, key),
                Segment::Enum { variant } => pointer = pointer_push(&pointer, variant),
                Segment::Unknown => {}
            }
        }
        Error::from(
            Diagnostic::new(file, pointer, e.inner().to_string())
                .help("allowed keys: defaults.open_world; tools.<operationId or \"METHOD /path\">.{read_only, destructive, idempotent, open_world, title, name, description, skip}"),
        )
    })
}

/// Changes one tool as an entry says, recording `source` on every hint it sets.
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
}

/// Whether an overrides key names this operation: its operationId, or `METHOD /path`.
fn key_matches(key: &str, origin: &crate::model::Origin) -> bool {
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

/// Applies the overrides file (if any) to a lowered tool set. `x-mcp` was applied by `lower`.
pub fn apply(mut set: ToolSet, overrides: Option<&Overrides>) -> Result<ToolSet> {
    let Some(overrides) = overrides else {
        return Ok(set);
    };
    if let Some(open_world) = overrides.file.defaults.open_world {
        for tool in &mut set.tools {
            if tool.annotations.open_world.source == HintSource::Defaults {
                tool.annotations.open_world.value = open_world;
            }
        }
    }
    let mut diags = Diagnostics::default();
    for (key, entry) in &overrides.file.tools {
        let source = HintSource::OverrideTool(key.clone());
        let matched_skipped = set.skipped.iter().any(|s| key_matches(key, &s.origin));
        let mut matched = matched_skipped;
        let mut kept = Vec::with_capacity(set.tools.len());
        for mut tool in std::mem::take(&mut set.tools) {
            if !key_matches(key, &tool.origin) {
                kept.push(tool);
                continue;
            }
            matched = true;
            if entry.skip == Some(true) {
                set.skipped.push(Skipped {
                    origin: tool.origin,
                    source: source.clone(),
                });
                continue;
            }
            apply_entry(&mut tool, entry, &source);
            kept.push(tool);
        }
        set.tools = kept;
        if !matched {
            diags.push(
                Diagnostic::new(
                    &overrides.path,
                    pointer_push("/tools", key),
                    format!("override `{key}` matches no operation"),
                )
                .help("use an operationId from the spec or \"METHOD /path\" (e.g. \"POST /pets/search\"); remove entries for operations that are gone"),
            );
        }
    }
    set.skipped.sort_by_key(|s| s.origin.key());
    set.tools.sort_by(|a, b| a.name.cmp(&b.name));
    diags.finish(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_are_located() {
        let e = Overrides::parse(
            Path::new("o.yaml"),
            "tools:\n  searchPets:\n    read_onyl: true\n",
        )
        .unwrap_err();
        let d = &e.diagnostics[0];
        assert_eq!(d.file, Path::new("o.yaml"));
        assert!(d.pointer.starts_with("/tools/searchPets"), "{}", d.pointer);
        assert!(d.message.contains("read_onyl"), "{}", d.message);
        let e =
            Overrides::parse(Path::new("o.yaml"), "defaults:\n  open_world: maybe\n").unwrap_err();
        assert_eq!(e.diagnostics[0].pointer, "/defaults/open_world");
    }

    #[test]
    fn keys_match_operation_id_or_method_path() {
        let origin = crate::model::Origin {
            method: crate::model::Method::Post,
            path: "/pets/search".into(),
            operation_id: Some("searchPets".into()),
            pointer: String::new(),
        };
        assert!(key_matches("searchPets", &origin));
        assert!(key_matches("POST /pets/search", &origin));
        assert!(key_matches("post /pets/search", &origin));
        assert!(!key_matches("GET /pets/search", &origin));
        assert!(!key_matches("search_pets", &origin));
    }
}
