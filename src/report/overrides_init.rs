//! `openapi-mcp overrides init`: a starting overrides file, so a user edits rather than writes
//! from scratch. Every operation gets an entry whose inferred hints (and where they came from)
//! are comments, with the lints about it as comments above it. Nothing in it is active except
//! `defaults`, whose value is the built-in one, so feeding it back changes no hint.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use crate::model::{Hint, Origin, ToolSet};
use crate::report::lint;

/// A YAML mapping key: plain when that is unambiguous, otherwise a double-quoted (JSON) string.
pub(crate) fn yaml_key(key: &str) -> String {
    const RESERVED: [&str; 11] = [
        "null", "true", "false", "yes", "no", "on", "off", "y", "n", "~", "",
    ];
    let plain = key.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        && !RESERVED.contains(&key.to_ascii_lowercase().as_str());
    if plain { key.to_string() } else { quoted(key) }
}

/// A double-quoted YAML scalar (JSON string syntax is valid YAML).
pub(crate) fn quoted(text: &str) -> String {
    crate::util::json::quoted(text)
}

/// Text for the rest of a comment line.
pub(crate) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The key an entry uses: the operationId when it names one operation only, else `METHOD /path`.
pub(crate) fn entry_key(origin: &Origin, id_count: &BTreeMap<&str, usize>) -> String {
    match origin.operation_id.as_deref() {
        Some(id) if id_count.get(id) == Some(&1) && !id.contains(' ') => id.to_string(),
        _ => origin.key(),
    }
}

/// The overrides file text for a tool set planned without an overrides file.
pub fn init(set: &ToolSet) -> String {
    let mut id_count: BTreeMap<&str, usize> = BTreeMap::new();
    let origins = set
        .tools
        .iter()
        .map(|t| &t.origin)
        .chain(set.skipped.iter().map(|s| &s.origin));
    for id in origins.filter_map(|o| o.operation_id.as_deref()) {
        *id_count.entry(id).or_default() += 1;
    }

    let mut s = String::new();
    let _ = writeln!(s, "# yaml-language-server: $schema=overrides.schema.json");
    let _ = writeln!(
        s,
        "# Overrides for {} {}, started by `openapi-mcp overrides init`.",
        one_line(&set.info.title),
        one_line(&set.info.version)
    );
    let _ = writeln!(
        s,
        "# Editor completion: `openapi-mcp overrides schema > overrides.schema.json` beside this file."
    );
    let _ = writeln!(s, "#");
    let _ = writeln!(
        s,
        "# Precedence, lowest first: method default → defaults → x-mcp in the spec → rules (in order)"
    );
    let _ = writeln!(s, "# → tools entries.");
    let _ = writeln!(
        s,
        "# Every operation has an entry listing its inferred hints as comments: uncomment a line and"
    );
    let _ = writeln!(
        s,
        "# change its value to override it. An entry with nothing uncommented changes nothing; delete"
    );
    let _ = writeln!(
        s,
        "# the entries you do not need (a key that matches no operation is an error)."
    );
    let _ = writeln!(s);
    let _ = writeln!(s, "defaults:");
    let _ = writeln!(
        s,
        "  open_world: false   # openWorldHint of every tool that says nothing else"
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "rules:   # applied in order, after x-mcp and before the tools entries; for example:"
    );
    let _ = writeln!(s, "  # - match: {{ tag: admin }}");
    let _ = writeln!(s, "  #   skip: true");
    let _ = writeln!(
        s,
        "  # - match: {{ method: POST, path: \"/*/search\" }}   # path: * within a segment, ** across"
    );
    let _ = writeln!(s, "  #   set: {{ read_only: true, idempotent: true }}");
    let _ = writeln!(s);
    let _ = writeln!(s, "tools:");

    let hint_line = |s: &mut String, name: &str, h: &Hint| {
        let _ = writeln!(
            s,
            "    # {:<20} # {}",
            format!("{name}: {}", h.value),
            h.source.describe()
        );
    };
    let ops = crate::report::review::Operations::of(set);
    for (i, tool) in set.tools.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(s);
        }
        let _ = writeln!(s, "  # {}: {}", tool.name, tool.origin.key());
        for l in lint::lint_tool(Path::new(""), tool, &ops) {
            let _ = writeln!(
                s,
                "  # {}[{}]: {}",
                l.severity().as_str(),
                l.code.id(),
                one_line(&l.message)
            );
        }
        let _ = writeln!(s, "  {}:", yaml_key(&entry_key(&tool.origin, &id_count)));
        let a = &tool.annotations;
        hint_line(&mut s, "read_only", &a.read_only);
        hint_line(&mut s, "destructive", &a.destructive);
        hint_line(&mut s, "idempotent", &a.idempotent);
        hint_line(&mut s, "open_world", &a.open_world);
        let _ = writeln!(s, "    # title: {}", quoted(&one_line(&tool.title)));
        let _ = writeln!(s, "    # name: {}", tool.name);
        let _ = writeln!(s, "    # skip: true");
    }
    for skipped in &set.skipped {
        let _ = writeln!(s);
        let _ = writeln!(
            s,
            "  # {} (skipped by {})",
            skipped.origin.key(),
            skipped.source.describe()
        );
        let _ = writeln!(s, "  {}:", yaml_key(&entry_key(&skipped.origin, &id_count)));
        let _ = writeln!(s, "    # skip: false");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_quoted_only_when_needed() {
        assert_eq!(yaml_key("searchPets"), "searchPets");
        assert_eq!(yaml_key("get-pet.v2"), "get-pet.v2");
        assert_eq!(yaml_key("POST /pets/search"), "\"POST /pets/search\"");
        assert_eq!(yaml_key("yes"), "\"yes\"");
        assert_eq!(yaml_key("1abc"), "\"1abc\"");
        assert_eq!(yaml_key("a: b"), "\"a: b\"");
    }
}
