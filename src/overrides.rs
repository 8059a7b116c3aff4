//! Overrides stage: applies `defaults`, the overrides file's ordered `rules:` and its `tools:`
//! entries to the tool set, in that order, recording the source of every hint changed. (The
//! spec's `x-mcp` extensions were applied by `lower`, so the precedence, lowest first, is: method
//! default → `defaults` → `x-mcp` → rules in file order → `tools:` entries.) `skip` is one more
//! value with the same precedence: every layer sees every operation, and only after the last one
//! are the operations still skipped left out.

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use crate::error::{Diagnostic, Diagnostics, Error, Result, pointer_push};
use crate::glob;
use crate::model::{Hint, HintSource, Method, Origin, Skipped, Tool, ToolSet};
use crate::source::Source;

/// The overrides file (docs/overrides.md). Unknown keys are errors so typos cannot silently not apply.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OverridesFile {
    #[serde(default, deserialize_with = "null_as_default")]
    pub defaults: Defaults,
    /// Keyed by operationId or `"METHOD /path"`. An entry may be empty (`searchPets:` with
    /// nothing under it, as `overrides init` writes them): it then changes nothing.
    #[serde(default, deserialize_with = "nullable_entries")]
    pub tools: IndexMap<String, Entry>,
    /// Applied in file order, after `x-mcp` and before the `tools:` entries.
    #[serde(default, deserialize_with = "null_as_default")]
    pub rules: Vec<Rule>,
    /// Opt-in settings that shrink `tools/list` (see `budget`).
    #[serde(default, deserialize_with = "null_as_default")]
    pub context: crate::budget::Context,
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
    /// The condition behind conservative hints (`destructive only when permanent is true`),
    /// appended to the description.
    pub note: Option<String>,
}

/// One entry of `rules:`: which operations it matches, and either hints to set or `skip`.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    #[serde(rename = "match")]
    pub matcher: Match,
    pub set: Option<HintSet>,
    /// `true` leaves the matched operations out; `false` brings back ones that an earlier rule or
    /// their `x-mcp` skipped.
    pub skip: Option<bool>,
}

/// What a rule matches: every key given must match (an operation without an operationId never
/// matches `operation_id`). `path` and `operation_id` are globs (see `glob`).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// One of the operation's tags, exactly.
    pub tag: Option<String>,
    /// The HTTP method, any case.
    pub method: Option<String>,
    /// Glob over the path template as written in the spec, e.g. `/admin/**` or `/*/search`.
    pub path: Option<String>,
    /// Glob over the operationId, e.g. `search*`.
    pub operation_id: Option<String>,
}

/// The hints a rule sets.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct HintSet {
    pub read_only: Option<bool>,
    pub destructive: Option<bool>,
    pub idempotent: Option<bool>,
    pub open_world: Option<bool>,
}

/// A key written with nothing under it (`rules:`) means the same as leaving it out.
pub(crate) fn null_as_default<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Ok(Option::<T>::deserialize(d)?.unwrap_or_default())
}

fn nullable_entries<'de, D: Deserializer<'de>>(d: D) -> Result<IndexMap<String, Entry>, D::Error> {
    let map = Option::<IndexMap<String, Option<Entry>>>::deserialize(d)?.unwrap_or_default();
    Ok(map
        .into_iter()
        .map(|(k, v)| (k, v.unwrap_or_default()))
        .collect())
}

impl Match {
    /// Whether this matcher selects the tool (all given keys must match).
    pub fn matches(&self, tool: &Tool) -> bool {
        let origin = &tool.origin;
        self.tag
            .as_ref()
            .is_none_or(|tag| tool.tags.iter().any(|t| t == tag))
            && self
                .method
                .as_ref()
                .is_none_or(|m| m.eq_ignore_ascii_case(origin.method.as_str()))
            && self
                .path
                .as_ref()
                .is_none_or(|p| glob::matches(p, &origin.path))
            && self.operation_id.as_ref().is_none_or(|p| {
                origin
                    .operation_id
                    .as_deref()
                    .is_some_and(|id| glob::matches(p, id))
            })
    }

    fn is_empty(&self) -> bool {
        self.tag.is_none()
            && self.method.is_none()
            && self.path.is_none()
            && self.operation_id.is_none()
    }
}

/// A matcher's method must be one an operation can have (any case), and its globs of a sane
/// length; `at` is the matcher's pointer.
fn check_matcher(path: &Path, at: &str, matcher: &Match, diags: &mut Vec<Diagnostic>) {
    for (key, glob) in [
        ("path", &matcher.path),
        ("operation_id", &matcher.operation_id),
    ] {
        if let Some(glob) = glob
            && glob::too_long(glob)
        {
            diags.push(
                Diagnostic::new(
                    path,
                    format!("{at}/{key}"),
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
                path,
                format!("{at}/method"),
                format!("unknown HTTP method `{m}`"),
            )
            .help("use one of GET, HEAD, OPTIONS, TRACE, POST, PUT, PATCH, DELETE"),
        );
    }
}

/// Checks what serde cannot: a rule matches on something (here) and does exactly one thing
/// ([`check_action`]).
fn check_match(path: &Path, at: &str, i: usize, matcher: &Match, diags: &mut Vec<Diagnostic>) {
    if matcher.is_empty() {
        diags.push(
            Diagnostic::new(path, format!("{at}/match"), format!("rule #{} matches nothing: its `match` is empty", i + 1))
                .help("give at least one of tag, method, path, operation_id (for every tool's open-world hint use `defaults.open_world`)"),
        );
    }
    check_matcher(path, &format!("{at}/match"), matcher, diags);
}

/// A rule either sets hints or skips: neither, or both, is a mistake.
fn check_action(
    path: &Path,
    at: &str,
    i: usize,
    set: bool,
    skip: bool,
    diags: &mut Vec<Diagnostic>,
) {
    match (set, skip) {
        (false, false) => diags.push(
            Diagnostic::new(
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
fn check_context(path: &Path, context: &crate::budget::Context, diags: &mut Vec<Diagnostic>) {
    if let Some(max) = context.description_max
        && max < crate::budget::DESCRIPTION_MAX_MIN
    {
        diags.push(
            Diagnostic::new(
                path,
                "/context/description_max",
                format!("`description_max: {max}` leaves no room for a description"),
            )
            .help(crate::budget::DESCRIPTION_MAX_HELP),
        );
    }
    for (group, matchers) in [("include", &context.include), ("exclude", &context.exclude)] {
        for (i, matcher) in matchers.iter().enumerate() {
            let at = format!("/context/{group}/{i}");
            if matcher.is_empty() {
                diags.push(
                    Diagnostic::new(
                        path,
                        at.clone(),
                        format!(
                            "`context.{group}` entry #{} is empty: it would match every operation",
                            i + 1
                        ),
                    )
                    .help("give at least one of tag, method, path, operation_id"),
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
    base: &str,
    value: &Value,
    mappings: &[String],
    names: &[String],
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
            if value.pointer(rel).is_some_and(found) {
                let pointer = format!("{base}{rel}");
                let help = section_help(&pointer);
                diags.push(Diagnostic::new(path, pointer, expected).help(help));
            }
        }
    }
    diags.finish(())
}

/// The relative pointers `<key>/0`, `<key>/1`, ... of the items of a sequence under `key`.
fn items(value: &Value, key: &str) -> Vec<String> {
    let count = value.get(key).and_then(Value::as_array).map_or(0, Vec::len);
    (0..count).map(|i| format!("/{key}/{i}")).collect()
}

fn context_from_value(file: &Path, at: &str, value: Value) -> Result<crate::budget::Context> {
    let mut mappings = vec![String::new()];
    mappings.extend(items(&value, "include"));
    mappings.extend(items(&value, "exclude"));
    check_shapes(file, at, &value, &mappings, &items(&value, "drop"))?;
    from_value(file, at, value)
}

/// Deserialises the file section by section, entry by entry, so that one run reports every
/// bad entry (serde alone stops at the first). Returns what could be read along with the
/// problems: the entries and rules that were read whole, and the good fields of `tools:` entries.
fn deserialize_file(path: &Path, value: Value) -> (OverridesFile, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut file = OverridesFile::default();
    let sections = match value {
        Value::Object(sections) => sections,
        // A file with nothing but comments is as empty as an empty one.
        Value::Null => return (file, diags),
        other => {
            diags.push(
                Diagnostic::new(
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
        let at = pointer_push("", &key);
        let keep = |r: Result<()>, diags: &mut Vec<Diagnostic>| {
            if let Err(e) = r {
                diags.extend(e.diagnostics);
            }
        };
        match (key.as_str(), v) {
            (_, Value::Null) if ["defaults", "tools", "rules"].contains(&key.as_str()) => {}
            ("defaults", v) => keep(
                check_shapes(path, &at, &v, &[String::new()], &[])
                    .and_then(|()| from_value(path, &at, v))
                    .map(|d| file.defaults = d),
                &mut diags,
            ),
            ("tools", Value::Object(entries)) => {
                for (name, entry) in entries {
                    let entry_at = pointer_push(&at, &name);
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
                Diagnostic::new(
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
        format!(
            "{} takes read_only, destructive, idempotent, open_world and skip (true or false), and title, name, description and note (text), e.g. {example}",
            self.name()
        )
    }
}

/// The fields of an [`Entry`], as written.
const ENTRY_FIELDS: &[&str] = &[
    "read_only",
    "destructive",
    "idempotent",
    "open_world",
    "title",
    "name",
    "description",
    "skip",
    "note",
];

/// Reads one tool's corrections field by field, so that every bad field is reported, each at
/// its own pointer, and the good ones are kept. A `name` that is no valid tool name is reported
/// here, where it was written, not at the operation it would rename.
pub fn read_entry(
    file: &Path,
    at: &str,
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
                    file,
                    at,
                    format!(
                        "expected a mapping of tool settings, found {}",
                        crate::schema::kind_of(other)
                    ),
                )
                .help(place.help()),
            );
            return (entry, diags);
        }
    };
    for (key, v) in map {
        let field_at = pointer_push(at, key);
        let problem =
            |message: String| Diagnostic::new(file, field_at.clone(), message).help(place.help());
        let flag =
            |slot: &mut Option<bool>, diags: &mut Vec<Diagnostic>| match serde_json::from_value::<
                Option<bool>,
            >(v.clone())
            {
                Ok(b) => *slot = b,
                Err(e) => diags.push(problem(e.to_string())),
            };
        let text = |slot: &mut Option<String>, diags: &mut Vec<Diagnostic>| {
            match serde_json::from_value::<Option<String>>(v.clone()) {
                Ok(t) => *slot = t,
                Err(e) => diags.push(problem(e.to_string())),
            }
        };
        match key.as_str() {
            "read_only" => flag(&mut entry.read_only, &mut diags),
            "destructive" => flag(&mut entry.destructive, &mut diags),
            "idempotent" => flag(&mut entry.idempotent, &mut diags),
            "open_world" => flag(&mut entry.open_world, &mut diags),
            "skip" => flag(&mut entry.skip, &mut diags),
            "title" => text(&mut entry.title, &mut diags),
            "description" => text(&mut entry.description, &mut diags),
            "note" => text(&mut entry.note, &mut diags),
            "name" => {
                let mut name = None;
                text(&mut name, &mut diags);
                match name {
                    Some(n) if !crate::naming::is_valid_tool_name(&n) => diags.push(
                        Diagnostic::new(
                            file,
                            field_at.clone(),
                            format!(
                                "tool name `{n}` is not 1 to {} characters of A-Z a-z 0-9 _ -",
                                crate::naming::MAX_TOOL_NAME
                            ),
                        )
                        .help(format!(
                            "change it in {}, e.g. `name: {}`",
                            place.name(),
                            suggested_name(&n)
                        )),
                    ),
                    _ => entry.name = name,
                }
            }
            _ => diags.push(problem(format!(
                "unknown field `{key}`, expected one of {}",
                ENTRY_FIELDS
                    .iter()
                    .map(|f| format!("`{f}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }
    (entry, diags)
}

/// A valid tool name close to an invalid one, for the help.
fn suggested_name(name: &str) -> String {
    let suggestion = crate::naming::shorten(
        &crate::naming::snake_case(name),
        crate::naming::MAX_TOOL_NAME,
    );
    if crate::naming::is_valid_tool_name(&suggestion) {
        suggestion
    } else {
        "search_pets".into()
    }
}

/// Reads rule `i` field by field (`match`, `set`, `skip`), so that a bad `set` does not hide a
/// bad `match`; the rule is returned only when nothing in it is wrong.
fn read_rule(
    path: &Path,
    rules_at: &str,
    i: usize,
    value: Value,
    diags: &mut Vec<Diagnostic>,
) -> Option<Rule> {
    let at = pointer_push(rules_at, &i.to_string());
    let Value::Object(map) = value else {
        if let Err(e) = check_shapes(path, &at, &value, &[String::new()], &[])
            .and_then(|()| from_value::<Rule>(path, &at, value))
        {
            diags.extend(e.diagnostics);
        }
        return None;
    };
    let before = diags.len();
    let field = |key: &str| map.get(key).cloned();
    // serde would also read `match` and `set` from a sequence, field by field: refused first.
    let mapping = |key: &str, v: &Value| {
        check_shapes(path, &pointer_push(&at, key), v, &[String::new()], &[])
    };
    let matcher = match field("match") {
        Some(v) => mapping("match", &v)
            .and_then(|()| from_value::<Match>(path, &pointer_push(&at, "match"), v))
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => {
            diags.push(Diagnostic::new(path, at.clone(), "missing field `match`").help(RULE_HELP));
            None
        }
    };
    let set = match field("set") {
        Some(v) => mapping("set", &v)
            .and_then(|()| from_value::<Option<HintSet>>(path, &pointer_push(&at, "set"), v))
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => Some(None),
    };
    let skip = match field("skip") {
        Some(v) => from_value::<Option<bool>>(path, &pointer_push(&at, "skip"), v)
            .map_err(|e| diags.extend(e.diagnostics))
            .ok(),
        None => Some(None),
    };
    for key in map.keys() {
        if !["match", "set", "skip"].contains(&key.as_str()) {
            diags.push(
                Diagnostic::new(
                    path,
                    pointer_push(&at, key),
                    format!("unknown field `{key}`, expected one of `match`, `set`, `skip`"),
                )
                .help(RULE_HELP),
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

/// A parsed overrides file and where it came from.
#[derive(Debug, Clone)]
pub struct Overrides {
    pub path: PathBuf,
    pub file: OverridesFile,
}

impl Overrides {
    /// [`Overrides::parse_partial`] of a file read from `source`.
    pub fn load_partial(source: &Source, path: &Path) -> Result<(Overrides, Vec<Diagnostic>)> {
        let text = source.read(path, "overrides file")?;
        Overrides::parse_partial(path, &text)
    }

    pub fn parse(path: &Path, text: &str) -> Result<Overrides> {
        let (overrides, problems) = Overrides::parse_partial(path, text)?;
        if problems.is_empty() {
            Ok(overrides)
        } else {
            Err(Error::new(problems))
        }
    }

    /// What of the file could be read, and the problems found in the rest: a run that reports
    /// these can still apply the good part, and find what else is wrong (a key that names no
    /// operation). An error only when the text does not parse at all.
    pub fn parse_partial(path: &Path, text: &str) -> Result<(Overrides, Vec<Diagnostic>)> {
        let value = if text.trim().is_empty() {
            Value::Object(Default::default())
        } else {
            crate::load::parse_value(path, text)?
        };
        let (file, problems) = deserialize_file(path, value);
        let overrides = Overrides {
            path: path.to_path_buf(),
            file,
        };
        Ok((overrides, problems))
    }
}

const KEYS_HELP: &str = "allowed keys: defaults.open_world; tools.<operationId or \"METHOD /path\">.{read_only, destructive, idempotent, open_world, title, name, description, note, skip}; rules[].match.{tag, method, path, operation_id}, rules[].set.{read_only, destructive, idempotent, open_world}, rules[].skip; context.{description_max, schema_depth, drop, include, exclude}";

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
        let help = section_help(&pointer);
        Error::from(
            Diagnostic::new(file, pointer, plain_message(&e.inner().to_string())).help(help),
        )
    })
}

/// What the section of the overrides file that `pointer` is in takes.
fn section_help(pointer: &str) -> String {
    match pointer.split('/').nth(1) {
        Some("defaults") => "`defaults` takes open_world (true or false), e.g. `defaults: {open_world: true}`".into(),
        Some("tools") => EntryPlace::OverridesFile.help(),
        Some("rules") => RULE_HELP.into(),
        Some("context") => "`context` takes description_max (a number, at least 1) and schema_depth (a number), drop (a list of examples, titles, defaults, descriptions, output_schemas), output_schemas (off, tolerant or strict), include and exclude (lists of matches, as a rule's `match`)".into(),
        _ => KEYS_HELP.into(),
    }
}

const RULE_HELP: &str = "a rule is `{match: {...}, set: {...}}` or `{match: {...}, skip: true}`; `match` takes tag, method, path, operation_id, `set` takes read_only, destructive, idempotent, open_world (true or false)";

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
                Diagnostic::new(
                    &overrides.path,
                    format!("/rules/{i}"),
                    format!("rule #{} matches no operation", i + 1),
                )
                .help("check its `match` against `openapi-mcp plan`; remove the rule if the operations are gone")
                .warning(),
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
                Diagnostic::new(
                    &overrides.path,
                    pointer_push("/tools", key),
                    format!("override `{key}` matches no operation"),
                )
                .help("use an operationId from the spec or \"METHOD /path\" (e.g. \"POST /pets/search\"); remove entries for operations that are gone"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlong_globs_are_located_errors() {
        let long = "*a".repeat(600);
        let text = format!(
            "rules:\n  - match: {{path: \"/{long}\"}}\n    skip: true\ncontext:\n  include:\n    - operation_id: \"{long}\"\n"
        );
        let e = Overrides::parse(Path::new("o.yaml"), &text).unwrap_err();
        let pointers: Vec<&str> = e.diagnostics.iter().map(|d| d.pointer.as_str()).collect();
        assert_eq!(
            pointers,
            ["/context/include/0/operation_id", "/rules/0/match/path"]
        );
        assert!(
            e.diagnostics[1]
                .message
                .contains("1201 characters long; at most 1024"),
            "{}",
            e.diagnostics[1].message
        );
        // And such a pattern matches nothing rather than running for minutes.
        assert!(!glob::matches(&format!("/{long}"), "/aaaa"));
    }

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

    /// One hint set at every level (method default, `x-mcp`, a rule, a `tools:` entry), each
    /// to a different value from the level below it: the highest level's value and source win.
    #[test]
    fn precedence_is_method_default_then_x_mcp_then_rules_then_tools_entries() {
        let spec = r#"
openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /pets/search:
    post:
      operationId: searchPets
      x-mcp: {read_only: true, idempotent: true, destructive: true, open_world: true}
      responses: {"200": {description: ok}}
  /pets/{id}:
    put:
      operationId: replacePet
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      x-mcp: {destructive: false}
      responses: {"200": {description: ok}}
"#;
        let overrides = "defaults: {open_world: false}\nrules:\n  - match: {method: POST}\n    set: {read_only: false, idempotent: false}\ntools:\n  searchPets: {read_only: true}\n";
        let doc = crate::load::load_str(Path::new("api.yaml"), spec).unwrap();
        let docs = crate::resolve::Documents::single(doc);
        let overrides = Overrides::parse(Path::new("o.yaml"), overrides).unwrap();
        let set = crate::run_loaded(&docs, Some(&overrides), crate::StaleKeys::Error)
            .unwrap()
            .set;
        let hints = |name: &str| {
            let tool = set.tools.iter().find(|t| t.name == name).unwrap();
            tool.annotations.clone()
        };
        let search = hints("search_pets");
        // POST's method defaults are false, false, false; x-mcp says true to all four.
        assert_eq!(
            search.read_only,
            Hint {
                value: true,
                source: HintSource::OverrideTool("searchPets".into())
            },
            "the tools: entry wins over the rule, x-mcp and the method default"
        );
        assert_eq!(
            search.idempotent,
            Hint {
                value: false,
                source: HintSource::OverrideRule(1)
            },
            "a rule wins over x-mcp"
        );
        assert_eq!(
            search.destructive,
            Hint {
                value: true,
                source: HintSource::SpecExtension
            },
            "x-mcp wins over the method default"
        );
        assert_eq!(
            search.open_world,
            Hint {
                value: true,
                source: HintSource::SpecExtension
            },
            "x-mcp wins over `defaults`"
        );
        // PUT's method defaults: not read-only, destructive, idempotent.
        let replace = hints("replace_pet");
        assert_eq!(
            replace.destructive,
            Hint {
                value: false,
                source: HintSource::SpecExtension
            },
            "x-mcp wins over the method default"
        );
        assert_eq!(
            replace.idempotent,
            Hint {
                value: true,
                source: HintSource::MethodDefault
            }
        );
        assert_eq!(
            replace.open_world,
            Hint {
                value: false,
                source: HintSource::Defaults
            }
        );
    }

    #[test]
    fn entries_keep_their_good_fields_and_report_every_bad_one() {
        let value = serde_json::json!({"read_only": true, "title": [1], "name": "a b", "skip": 2});
        let (entry, problems) = read_entry(
            Path::new("api.yaml"),
            "/paths/~1a/get/x-mcp",
            &value,
            EntryPlace::SpecExtension,
        );
        assert_eq!(entry.read_only, Some(true));
        assert_eq!((entry.title, entry.name, entry.skip), (None, None, None));
        let pointers: Vec<&str> = problems.iter().map(|d| d.pointer.as_str()).collect();
        assert_eq!(
            pointers,
            [
                "/paths/~1a/get/x-mcp/title",
                "/paths/~1a/get/x-mcp/name",
                "/paths/~1a/get/x-mcp/skip"
            ]
        );
        assert_eq!(
            plain_message("invalid type: integer `5`, expected struct Defaults"),
            "invalid type: integer `5`, expected a mapping"
        );
    }

    #[test]
    fn shapes_serde_would_take_are_refused_where_they_are() {
        let pointers = |text: &str| -> Vec<String> {
            match Overrides::parse(Path::new("o.yaml"), text) {
                Ok(_) => panic!("accepted: {text}"),
                Err(e) => e.diagnostics.into_iter().map(|d| d.pointer).collect(),
            }
        };
        assert_eq!(pointers("[{open_world: true}]\n"), [""]);
        assert_eq!(pointers("defaults: [true]\n"), ["/defaults"]);
        assert_eq!(
            pointers("tools: {a: [true], b: {skip: true}}\n"),
            ["/tools/a"]
        );
        assert_eq!(
            pointers("rules: [{match: [a], set: [true]}, {match: {tag: a}, skip: true}]\n"),
            ["/rules/0/match", "/rules/0/set"]
        );
        assert_eq!(
            pointers(
                "context: {drop: [examples, {titles: ~}], include: [{}, [a]], exclude: [{method: FETCH}]}\n"
            ),
            ["/context/drop/1", "/context/include/1"]
        );
        assert_eq!(
            pointers("context: {include: [{}], exclude: [{method: FETCH}]}\n"),
            ["/context/exclude/0/method", "/context/include/0"]
        );
        // Nothing, or nothing but comments, is an empty file.
        for text in ["", "# nothing yet\n", "~\n"] {
            let o = Overrides::parse(Path::new("o.yaml"), text).unwrap();
            assert_eq!(o.file, OverridesFile::default());
        }
    }

    #[test]
    fn keys_match_operation_id_or_method_path() {
        let origin = crate::model::Origin {
            method: crate::model::Method::Post,
            path: "/pets/search".into(),
            operation_id: Some("searchPets".into()),
            pointer: String::new(),
            file: None,
            document: String::new(),
            words: Default::default(),
        };
        assert!(key_matches("searchPets", &origin));
        assert!(key_matches("POST /pets/search", &origin));
        assert!(key_matches("post /pets/search", &origin));
        assert!(!key_matches("GET /pets/search", &origin));
        assert!(!key_matches("search_pets", &origin));
    }
}
