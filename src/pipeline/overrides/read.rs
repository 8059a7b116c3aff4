//! Reading the overrides file: section by section and entry by entry, so that one run reports
//! every bad field at its own JSON pointer and keeps the good ones. Field names and help texts
//! come from the vocabulary table ([`super::fields`]).

use std::path::Path;

use indexmap::IndexMap;
use serde_json::Value;

use super::fields;
use super::{Entry, HintSet, OverridesFile, Rule};
use crate::error::{Code, Diagnostic, Diagnostics, Error, Result};
use crate::model::Method;
use crate::model::matcher::Match;
use crate::util::glob;
use crate::util::pointer::JsonPointer;

/// A matcher's method must be one an operation can have (any case), and its globs of a sane
/// length; `at` is the matcher's pointer.
fn check_matcher(path: &Path, at: &JsonPointer, matcher: &Match, diags: &mut Vec<Diagnostic>) {
    for (key, glob) in [
        ("path", &matcher.path),
        ("operation_id", &matcher.operation_id),
    ] {
        if let Some(glob) = glob
            && glob::too_long(glob)
        {
            diags.push(
                Diagnostic::new(
                    Code::BadOverrides,
                    path,
                    at.child(key),
                    format!(
                        "the `{key}` pattern is {} characters long; at most {} are allowed",
                        glob.chars().count(),
                        glob::MAX_PATTERN
                    ),
                )
                .help("use `*` and `**` to shorten it, or split it into several rules"),
            );
        }
    }
    if let Some(m) = &matcher.method
        && Method::from_key(m).is_none()
    {
        diags.push(
            Diagnostic::new(
                Code::BadOverrides,
                path,
                at.child("method"),
                format!("unknown HTTP method `{m}`"),
            )
            .help(format!(
                "use one of {}; name an operation with another method by its key (`LINK /path`) or its path",
                Method::ALL.map(|m| m.as_str().to_string()).join(", ")
            )),
        );
    }
}

/// Checks what serde cannot: a rule matches on something (here) and does exactly one thing
/// ([`check_action`]).
fn check_match(
    path: &Path,
    at: &JsonPointer,
    i: usize,
    matcher: &Match,
    diags: &mut Vec<Diagnostic>,
) {
    if matcher.is_empty() {
        diags.push(
            Diagnostic::new(Code::BadOverrides, path, at.child("match"), format!("rule #{} matches nothing: its `match` is empty", i + 1))
                .help(format!("give at least one of {} (for every tool's open-world hint use `defaults.open_world`)", fields::names(fields::MATCH, ", "))),
        );
    }
    check_matcher(path, &at.child("match"), matcher, diags);
}

/// A rule either sets hints or skips: neither, or both, is a mistake.
fn check_action(
    path: &Path,
    at: &JsonPointer,
    i: usize,
    set: bool,
    skip: bool,
    diags: &mut Vec<Diagnostic>,
) {
    match (set, skip) {
        (false, false) => diags.push(
            Diagnostic::new(
                Code::BadOverrides,
                path,
                at,
                format!(
                    "rule #{} does nothing: it has neither `set` nor `skip`",
                    i + 1
                ),
            )
            .help("add `set: {read_only: true}` (or other hints), or `skip: true`"),
        ),
        (true, true) => diags.push(
            Diagnostic::new(
                Code::BadOverrides,
                path,
                at,
                format!("rule #{} has both `set` and `skip`", i + 1),
            )
            .help("split it into two rules: one that sets hints, one that skips"),
        ),
        _ => {}
    }
}

/// The context's tool groups use the rules' matchers, with the same checks: an empty one would
/// silently take in (or leave out) every operation, an unknown method none.
fn check_context(
    path: &Path,
    context: &crate::model::context::Context,
    diags: &mut Vec<Diagnostic>,
) {
    if let Some(max) = context.description_max
        && max < crate::model::context::DESCRIPTION_MAX_MIN
    {
        diags.push(
            Diagnostic::new(
                Code::BadOverrides,
                path,
                "/context/description_max",
                format!("`description_max: {max}` leaves no room for a description"),
            )
            .help(crate::model::context::DESCRIPTION_MAX_HELP),
        );
    }
    for (group, matchers) in [("include", &context.include), ("exclude", &context.exclude)] {
        for (i, matcher) in matchers.iter().enumerate() {
            let at = JsonPointer::from("/context")
                .child(group)
                .child(&i.to_string());
            if matcher.is_empty() {
                diags.push(
                    Diagnostic::new(
                        Code::BadOverrides,
                        path,
                        &at,
                        format!(
                            "`context.{group}` entry #{} is empty: it would match every operation",
                            i + 1
                        ),
                    )
                    .help(format!(
                        "give at least one of {}",
                        fields::names(fields::MATCH, ", ")
                    )),
                );
            }
            check_matcher(path, &at, matcher, diags);
        }
    }
}

/// serde's derived structs also accept a sequence, read field by field in declaration order
/// (`defaults: [true]` would set `open_world`), and its enums a one-key mapping
/// (`drop: [{examples: null}]`). The file means neither, and its schema allows neither, so both
/// are refused before serde sees them. `mappings` are the JSON pointers, relative to `value`
/// (at `base` in the file), of the places where a mapping is meant; `names` those of names.
fn check_shapes(
    path: &Path,
    base: &JsonPointer,
    value: &Value,
    mappings: &[JsonPointer],
    names: &[JsonPointer],
) -> Result<()> {
    let mut diags = Diagnostics::default();
    for (places, found, expected) in [
        (
            mappings,
            Value::is_array as fn(&Value) -> bool,
            "invalid type: sequence, expected a map",
        ),
        (
            names,
            Value::is_object,
            "invalid type: map, expected a name",
        ),
    ] {
        for rel in places {
            if value.pointer(rel.as_str()).is_some_and(found) {
                let pointer = base.join(rel);
                let help = section_help(&pointer);
                diags.push(Diagnostic::new(Code::BadOverrides, path, pointer, expected).help(help));
            }
        }
    }
    diags.finish(())
}

/// The relative pointers `<key>/0`, `<key>/1`, ... of the items of a sequence under `key`.
fn items(value: &Value, key: &str) -> Vec<JsonPointer> {
    let count = value.get(key).and_then(Value::as_array).map_or(0, Vec::len);
    let at = JsonPointer::root().child(key);
    (0..count).map(|i| at.child(&i.to_string())).collect()
}

fn context_from_value(
    file: &Path,
    at: &JsonPointer,
    value: Value,
) -> Result<crate::model::context::Context> {
    let mut mappings = vec![JsonPointer::root()];
    mappings.extend(items(&value, "include"));
    mappings.extend(items(&value, "exclude"));
    check_shapes(file, at, &value, &mappings, &items(&value, "drop"))?;
    from_value(file, at, value)
}

/// Deserialises the file section by section, entry by entry, so that one run reports every
/// bad entry (serde alone stops at the first). Returns what could be read along with the
/// problems: the entries and rules that were read whole, and the good fields of `tools:` entries.
pub(super) fn deserialize_file(path: &Path, value: Value) -> (OverridesFile, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut file = OverridesFile::default();
    let sections = match value {
        Value::Object(sections) => sections,
        // A file with nothing but comments is as empty as an empty one.
        Value::Null => return (file, diags),
        other => {
            diags.push(
                Diagnostic::new(Code::BadOverrides,
                    path,
                    "",
                    format!("invalid type: {}, expected a map", kind(&other)),
                )
                .help("the overrides file is a mapping with up to four sections: defaults, tools, rules and context"),
            );
            return (file, diags);
        }
    };
    let mut rules: Vec<(usize, Rule)> = Vec::new();
    for (key, v) in sections {
        let at = JsonPointer::root().child(&key);
        let keep = |r: Result<()>, diags: &mut Vec<Diagnostic>| {
            if let Err(e) = r {
                diags.extend(e.diagnostics);
            }
        };
        match (key.as_str(), v) {
            (_, Value::Null) if ["defaults", "tools", "rules"].contains(&key.as_str()) => {}
            ("defaults", v) => keep(
                check_shapes(path, &at, &v, &[JsonPointer::root()], &[])
                    .and_then(|()| from_value(path, &at, v))
                    .map(|d| file.defaults = d),
                &mut diags,
            ),
            ("tools", Value::Object(entries)) => {
                for (name, entry) in entries {
                    let entry_at = at.child(&name);
                    let (entry, problems) =
                        read_entry(path, &entry_at, &entry, EntryPlace::OverridesFile);
                    diags.extend(problems);
                    // Kept even when a field was bad: its key still names an operation.
                    file.tools.insert(name, entry);
                }
            }
            ("rules", Value::Array(items)) => {
                for (i, rule) in items.into_iter().enumerate() {
                    if let Some(rule) = read_rule(path, &at, i, rule, &mut diags) {
                        rules.push((i, rule));
                    }
                }
            }
            ("tools", v) => keep(
                from_value::<IndexMap<String, Option<Entry>>>(path, &at, v).map(|_| ()),
                &mut diags,
            ),
            ("rules", v) => keep(
                from_value::<Vec<Rule>>(path, &at, v).map(|_| ()),
                &mut diags,
            ),
            ("context", Value::Null) => {}
            ("context", v) => keep(
                context_from_value(path, &at, v).map(|c| file.context = c),
                &mut diags,
            ),
            (_, _) => diags.push(
                Diagnostic::new(Code::BadOverrides,
                    path,
                    at,
                    format!(
                        "unknown field `{key}`, expected one of `defaults`, `tools`, `rules`, `context`"
                    ),
                )
                .help("the overrides file has four sections: defaults, tools, rules and context"),
            ),
        }
    }
    check_context(path, &file.context, &mut diags);
    file.rules = rules.into_iter().map(|(_, r)| r).collect();
    (file, diags)
}

/// Where an [`Entry`] was written; messages say what that place accepts and how to fix it there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryPlace {
    /// A `tools:` entry of the overrides file.
    OverridesFile,
    /// An operation's `x-mcp` extension in the spec.
    SpecExtension,
}

impl EntryPlace {
    fn name(self) -> &'static str {
        match self {
            EntryPlace::OverridesFile => "this `tools:` entry",
            EntryPlace::SpecExtension => "this `x-mcp`",
        }
    }

    fn help(self) -> String {
        let example = match self {
            EntryPlace::OverridesFile => "`searchPets: {read_only: true, name: search_pets}`",
            EntryPlace::SpecExtension => "`x-mcp: {read_only: true, name: search_pets}`",
        };
        fields::entry_help(self.name(), example)
    }
}

/// Reads one tool's corrections field by field, so that every bad field is reported, each at
/// its own pointer, and the good ones are kept. A `name` that is no valid tool name is reported
/// here, where it was written, not at the operation it would rename.
pub fn read_entry(
    file: &Path,
    at: &JsonPointer,
    value: &Value,
    place: EntryPlace,
) -> (Entry, Vec<Diagnostic>) {
    let mut entry = Entry::default();
    let mut diags = Vec::new();
    let map = match value {
        Value::Null => return (entry, diags),
        Value::Object(map) => map,
        other => {
            diags.push(
                Diagnostic::new(
                    Code::BadOverrides,
                    file,
                    at,
                    format!(
                        "expected a mapping of tool settings, found {}",
                        crate::model::schema::kind_of(other)
                    ),
                )
                .help(place.help()),
            );
            return (entry, diags);
        }
    };
    for (key, v) in map {
        let field_at = at.child(key);
        let problem = |message: String| {
            Diagnostic::new(Code::BadOverrides, file, &field_at, message).help(place.help())
        };
        let Some(field) = fields::find(fields::ENTRY, key) else {
            diags.push(problem(format!(
                "unknown field `{key}`, expected one of {}",
                fields::ENTRY
                    .iter()
                    .map(|f| format!("`{}`", f.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
            continue;
        };
        match field.slot {
            fields::Slot::Flag(slot) => match serde_json::from_value::<Option<bool>>(v.clone()) {
                Ok(b) => *slot(&mut entry) = b,
                Err(e) => diags.push(problem(e.to_string())),
            },
            fields::Slot::Text(slot) => match serde_json::from_value::<Option<String>>(v.clone()) {
                Ok(Some(n))
                    if field.kind == fields::Kind::ToolName
                        && !crate::util::naming::is_valid_tool_name(&n) =>
                {
                    diags.push(
                        Diagnostic::new(
                            Code::BadOverrides,
                            file,
                            &field_at,
                            format!(
                                "tool name `{n}` is not 1 to {} characters of A-Z a-z 0-9 _ -",
                                crate::util::naming::MAX_TOOL_NAME
                            ),
                        )
                        .help(format!(
                            "change it in {}, e.g. `name: {}`",
                            place.name(),
                            suggested_name(&n)
                        )),
                    )
                }
                Ok(t) => *slot(&mut entry) = t,
                Err(e) => diags.push(problem(e.to_string())),
            },
            fields::Slot::List(slot) => {
                match serde_json::from_value::<Option<Vec<String>>>(v.clone()) {
                    Ok(Some(list)) if field.kind == fields::Kind::Codes => {
                        match list.iter().find(|s| reviewable(s).is_none()) {
                            Some(bad) => diags.push(problem(format!(
                                "`{}` is not a hint lint that can be reviewed; expected one of {}",
                                bad.escape_debug(),
                                REVIEWABLE
                                    .iter()
                                    .map(|c| format!("`{}`", c.id()))
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ))),
                            None => {
                                *slot(&mut entry) = Some(
                                    list.iter()
                                        .filter_map(|s| reviewable(s))
                                        .map(|c| c.id().to_string())
                                        .collect(),
                                )
                            }
                        }
                    }
                    Ok(Some(list)) => match list.iter().find(|s| !is_scope_name(s)) {
                        Some(bad) => diags.push(problem(format!(
                            "`{}` is not a scope name: 1 or more printable ASCII characters \
                             without spaces, `\"` or `\\`",
                            bad.escape_debug()
                        ))),
                        None => *slot(&mut entry) = Some(list),
                    },
                    Ok(None) => *slot(&mut entry) = None,
                    Err(_) if field.kind == fields::Kind::Codes => diags.push(problem(format!(
                        "`{key}` must be a list of lint codes, e.g. `{key}: [W0101]`"
                    ))),
                    Err(_) => diags.push(problem(format!(
                        "`{key}` must be a list of scope names, e.g. `{key}: [billing:admin]`"
                    ))),
                }
            }
            fields::Slot::None => {}
        }
    }
    (entry, diags)
}

/// The lints about a tool's hints that `reviewed:` can name.
pub(crate) const REVIEWABLE: &[Code] = &[
    Code::LooksReadOnly,
    Code::GetSideEffect,
    Code::LooksDestructive,
    Code::LooksAdditive,
    Code::InputDependent,
    Code::UrlInput,
    Code::UnknownMethod,
];

/// The reviewable code `s` names, by id (`W0101`) or name (`looks-read-only`).
pub(crate) fn reviewable(s: &str) -> Option<Code> {
    REVIEWABLE
        .iter()
        .copied()
        .find(|c| c.id().eq_ignore_ascii_case(s) || c.name() == s)
}

/// An RFC 6750 `scope-token`, which the generated server puts in `WWW-Authenticate` as is.
pub(crate) fn is_scope_name(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| (0x21..=0x7e).contains(&b) && b != b'"' && b != b'\\')
}

/// A valid tool name close to an invalid one, for the help.
fn suggested_name(name: &str) -> String {
    let suggestion = crate::util::naming::shorten(
        &crate::util::naming::snake_case(name),
        crate::util::naming::MAX_TOOL_NAME,
    );
    if crate::util::naming::is_valid_tool_name(&suggestion) {
        suggestion
    } else {
        "search_pets".into()
    }
}

/// Reads rule `i` field by field (`match`, `set`, `skip`), so that a bad `set` does not hide a
/// bad `match`; the rule is returned only when nothing in it is wrong.
fn read_rule(
    path: &Path,
    rules_at: &JsonPointer,
    i: usize,
    value: Value,
    diags: &mut Vec<Diagnostic>,
) -> Option<Rule> {
    let at = rules_at.child(&i.to_string());
    let Value::Object(map) = value else {
        if let Err(e) = check_shapes(path, &at, &value, &[JsonPointer::root()], &[])
            .and_then(|()| from_value::<Rule>(path, &at, value))
        {
            diags.extend(e.diagnostics);
        }
        return None;
    };
    let before = diags.len();
    let field = |key: &str| map.get(key).cloned();
    // serde would also read `match` and `set` from a sequence, field by field: refused first.
    let mapping =
        |key: &str, v: &Value| check_shapes(path, &at.child(key), v, &[JsonPointer::root()], &[]);
    let matcher = match field("match") {
        Some(v) => mapping("match", &v)
            .and_then(|()| from_value::<Match>(path, &at.child("match"), v))
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => {
            diags.push(
                Diagnostic::new(Code::BadOverrides, path, &at, "missing field `match`")
                    .help(fields::rule_help()),
            );
            None
        }
    };
    let set = match field("set") {
        Some(v) => mapping("set", &v)
            .and_then(|()| from_value::<Option<HintSet>>(path, &at.child("set"), v))
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => Some(None),
    };
    let skip = match field("skip") {
        Some(v) => from_value::<Option<bool>>(path, &at.child("skip"), v)
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => Some(None),
    };
    for key in map.keys() {
        if !["match", "set", "skip"].contains(&key.as_str()) {
            diags.push(
                Diagnostic::new(
                    Code::BadOverrides,
                    path,
                    at.child(key),
                    format!("unknown field `{key}`, expected one of `match`, `set`, `skip`"),
                )
                .help(fields::rule_help()),
            );
        }
    }
    if let Some(matcher) = &matcher {
        check_match(path, &at, i, matcher, diags);
    }
    if let (Some(set), Some(skip)) = (&set, skip) {
        check_action(path, &at, i, set.is_some(), skip.is_some(), diags);
    }
    let rule = Rule {
        matcher: matcher?,
        set: set?,
        skip: skip?,
    };
    (diags.len() == before).then_some(rule)
}

/// How serde names a JSON value's type in its messages.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "sequence",
        Value::Object(_) => "map",
    }
}

/// Deserialises with the failing location turned into a JSON pointer under `base`.
pub fn from_value<T: serde::de::DeserializeOwned>(
    file: &Path,
    base: &JsonPointer,
    value: Value,
) -> Result<T> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let mut pointer = base.clone();
        for segment in e.path().iter() {
            use serde_path_to_error::Segment;
            match segment {
                Segment::Seq { index } => pointer.push(&index.to_string()),
                Segment::Map { key } => pointer.push(key),
                Segment::Enum { variant } => pointer.push(variant),
                Segment::Unknown => {}
            }
        }
        let help = section_help(&pointer);
        Error::from(
            Diagnostic::new(
                Code::BadOverrides,
                file,
                pointer,
                plain_message(&e.inner().to_string()),
            )
            .help(help),
        )
    })
}

/// What the section of the overrides file that `pointer` is in takes.
fn section_help(pointer: &JsonPointer) -> String {
    match pointer.tokens().next().as_deref() {
        Some("defaults") => fields::defaults_help(),
        Some("tools") => EntryPlace::OverridesFile.help(),
        Some("rules") => fields::rule_help(),
        Some("context") => "`context` takes description_max (a number, at least 1) and schema_depth (a number), drop (a list of examples, titles, defaults, descriptions, output_schemas), output_schemas (off, tolerant or strict), include and exclude (lists of matches, as a rule's `match`)".into(),
        _ => fields::keys_help(),
    }
}

/// serde's message without the Rust type it names (`expected struct Defaults`): the reader
/// wrote YAML, where that is a mapping.
fn plain_message(message: &str) -> String {
    let Some(start) = message.find("expected struct ") else {
        return message.to_string();
    };
    let rest = &message[start + "expected struct ".len()..];
    let end = rest
        .find(|c: char| !c.is_alphanumeric() && c != '_')
        .unwrap_or(rest.len());
    format!("{}expected a mapping{}", &message[..start], &rest[end..])
}

#[cfg(test)]
mod tests {
    #[test]
    fn serde_messages_name_no_rust_type() {
        assert_eq!(
            super::plain_message("invalid type: integer `5`, expected struct Defaults"),
            "invalid type: integer `5`, expected a mapping"
        );
    }

    #[test]
    fn reviewed_takes_hint_lint_codes_by_id_or_name_and_locates_anything_else() {
        use super::{EntryPlace, read_entry};
        let at = crate::util::pointer::JsonPointer::from("/tools/a");
        let file = std::path::Path::new("o.yaml");
        let good = serde_json::json!({"reviewed": ["W0101", "url-input"]});
        let (entry, diags) = read_entry(file, &at, &good, EntryPlace::OverridesFile);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(entry.reviewed, Some(vec!["W0101".into(), "W0106".into()]));
        for bad in [
            serde_json::json!({"reviewed": ["W9999"]}),
            serde_json::json!({"reviewed": ["E0101"]}),
            serde_json::json!({"reviewed": "W0101"}),
        ] {
            let (entry, diags) = read_entry(file, &at, &bad, EntryPlace::OverridesFile);
            assert_eq!(entry.reviewed, None);
            assert_eq!(diags.len(), 1, "{bad}");
            assert_eq!(diags[0].pointer.as_str(), "/tools/a/reviewed");
            assert!(
                diags[0].message.contains("W0101") || diags[0].message.contains("lint codes"),
                "{}",
                diags[0].message
            );
        }
    }
}
