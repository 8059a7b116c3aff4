//! The overrides file's vocabulary, written once: every field of a `tools:` entry (the same
//! fields an operation's `x-mcp` takes), of a rule's `set` and `match`, and of `defaults`, with
//! what it holds and what it means. The parser reads entries by this table, the help texts list
//! its names, and `overrides schema` is built from it, so the three cannot disagree.

use super::Entry;

/// What a field holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `true` or `false`.
    Flag,
    /// Any text.
    Text,
    /// A tool name (1 to 64 of A-Z a-z 0-9 _ -).
    ToolName,
    /// A glob ([`crate::util::glob`]).
    Glob,
    /// An HTTP method, in any case.
    Method,
    /// A list of OAuth scope names (RFC 6750 scope tokens: printable ASCII without space, `"`
    /// and `\`).
    Scopes,
    /// A list of hint lint codes (`W0101`).
    Codes,
}

/// Where an entry field's value goes.
#[derive(Clone, Copy)]
pub(crate) enum Slot {
    /// Not a field of an [`Entry`] (a `match` key, `defaults.open_world`).
    None,
    Flag(fn(&mut Entry) -> &mut Option<bool>),
    Text(fn(&mut Entry) -> &mut Option<String>),
    List(fn(&mut Entry) -> &mut Option<Vec<String>>),
}

/// One field of the overrides file.
#[derive(Clone, Copy)]
pub(crate) struct Field {
    pub name: &'static str,
    pub kind: Kind,
    /// Its description in `overrides schema` (and so in editors).
    pub description: &'static str,
    pub slot: Slot,
}

/// The fields of a `tools:` entry and of `x-mcp`, in the order messages and the schema list
/// them. The first four are the hints, which a rule's `set` takes too ([`HINTS`]).
pub(crate) const ENTRY: &[Field] = &[
    Field {
        name: "read_only",
        kind: Kind::Flag,
        description: "readOnlyHint: the tool changes nothing. Default from the method: GET, HEAD, OPTIONS, TRACE, QUERY true; others false.",
        slot: Slot::Flag(|e| &mut e.read_only),
    },
    Field {
        name: "destructive",
        kind: Kind::Flag,
        description: "destructiveHint: it may overwrite or delete (meaningful only when read_only is false). Default: PUT, PATCH, DELETE true.",
        slot: Slot::Flag(|e| &mut e.destructive),
    },
    Field {
        name: "idempotent",
        kind: Kind::Flag,
        description: "idempotentHint: calling it twice is the same as once. Default: GET, HEAD, OPTIONS, TRACE, QUERY, PUT, DELETE true.",
        slot: Slot::Flag(|e| &mut e.idempotent),
    },
    Field {
        name: "open_world",
        kind: Kind::Flag,
        description: "openWorldHint: it reaches beyond the API's own data (e.g. fetches a URL it is given). Default: defaults.open_world.",
        slot: Slot::Flag(|e| &mut e.open_world),
    },
    Field {
        name: "title",
        kind: Kind::Text,
        description: "The tool's human title (MCP `title`).",
        slot: Slot::Text(|e| &mut e.title),
    },
    Field {
        name: "name",
        kind: Kind::ToolName,
        description: "The tool's name, instead of the operationId in snake_case.",
        slot: Slot::Text(|e| &mut e.name),
    },
    Field {
        name: "description",
        kind: Kind::Text,
        description: "The tool's description, instead of the spec's summary and description.",
        slot: Slot::Text(|e| &mut e.description),
    },
    Field {
        name: "skip",
        kind: Kind::Flag,
        description: "true: no tool for this operation. false: bring back an operation that a rule or its x-mcp skipped.",
        slot: Slot::Flag(|e| &mut e.skip),
    },
    Field {
        name: "note",
        kind: Kind::Text,
        description: "When the tool's effect depends on its input: the condition behind its conservative hints (e.g. `destroys the data only when permanent is true`), appended to the description after `About its annotations:`.",
        slot: Slot::Text(|e| &mut e.note),
    },
    Field {
        name: "scopes",
        kind: Kind::Scopes,
        description: "Scopes a caller must hold to see and call the tool over HTTP, besides the built-in read/write/destructive scope its hints require (e.g. [billing:admin]); replaces the scopes of earlier layers.",
        slot: Slot::List(|e| &mut e.scopes),
    },
    Field {
        name: "reviewed",
        kind: Kind::Codes,
        description: "Hint lints a person looked at and decided to keep the hints for (e.g. [W0101]): `plan` shows them as reviewed instead of warning, so `--deny-warnings` passes without a hint being changed.",
        slot: Slot::List(|e| &mut e.reviewed),
    },
];

/// The hints: what a rule's `set` takes ([`super::HintSet`]).
pub(crate) const HINTS: &[Field] = ENTRY.split_at(4).0;

/// The keys of a rule's `match` and of the context's `include`/`exclude` entries
/// ([`crate::model::matcher::Match`]).
pub(crate) const MATCH: &[Field] = &[
    Field {
        name: "tag",
        kind: Kind::Text,
        description: "One of the operation's tags, exactly.",
        slot: Slot::None,
    },
    Field {
        name: "method",
        kind: Kind::Method,
        description: "The HTTP method, in any case.",
        slot: Slot::None,
    },
    Field {
        name: "path",
        kind: Kind::Glob,
        description: "Glob over the path as written in the spec: * within one segment, ** across segments, ? one character. E.g. /admin/** or /*/search.",
        slot: Slot::None,
    },
    Field {
        name: "operation_id",
        kind: Kind::Glob,
        description: "Glob over the operationId, e.g. search*. An operation without one never matches.",
        slot: Slot::None,
    },
];

/// The fields of `defaults` ([`super::Defaults`]).
pub(crate) const DEFAULTS: &[Field] = &[Field {
    name: "open_world",
    kind: Kind::Flag,
    description: "openWorldHint of every tool that says nothing else (HTTP has no signal for it). Built-in default: false.",
    slot: Slot::None,
}];

/// The field of `fields` called `name`.
pub(crate) fn find(fields: &'static [Field], name: &str) -> Option<&'static Field> {
    fields.iter().find(|f| f.name == name)
}

/// The names of `fields`, joined with `sep`.
pub(crate) fn names(fields: &[Field], sep: &str) -> String {
    fields.iter().map(|f| f.name).collect::<Vec<_>>().join(sep)
}

/// `a, b and c`.
fn listed<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// What a place that takes entry fields takes: `{place} takes read_only, ... and skip (true or
/// false), and title, ... and note (text), e.g. {example}`.
pub(crate) fn entry_help(place: &str, example: &str) -> String {
    let of = |wanted: &dyn Fn(Kind) -> bool| {
        listed(ENTRY.iter().filter(|f| wanted(f.kind)).map(|f| f.name))
    };
    format!(
        "{place} takes {} (true or false), {} (text), {} (a list of scope names) and {} (a list of lint codes), e.g. {example}",
        of(&|k| k == Kind::Flag),
        of(&|k| !matches!(k, Kind::Flag | Kind::Scopes | Kind::Codes)),
        of(&|k| k == Kind::Scopes),
        of(&|k| k == Kind::Codes),
    )
}

/// What a rule takes.
pub(crate) fn rule_help() -> String {
    format!(
        "a rule is `{{match: {{...}}, set: {{...}}}}` or `{{match: {{...}}, skip: true}}`; `match` takes {}, `set` takes {} (true or false)",
        names(MATCH, ", "),
        names(HINTS, ", ")
    )
}

/// What `defaults` takes.
pub(crate) fn defaults_help() -> String {
    format!(
        "`defaults` takes {} (true or false), e.g. `defaults: {{open_world: true}}`",
        listed(DEFAULTS.iter().map(|f| f.name))
    )
}

/// Every key of the file, for a message about a place outside every section.
pub(crate) fn keys_help() -> String {
    format!(
        "allowed keys: defaults.{{{}}}; tools.<operationId or \"METHOD /path\">.{{{}}}; rules[].match.{{{}}}, rules[].set.{{{}}}, rules[].skip; context.{{{}}}",
        names(DEFAULTS, ", "),
        names(ENTRY, ", "),
        names(MATCH, ", "),
        names(HINTS, ", "),
        crate::model::context::CONTEXT_KEYS.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hints_are_the_first_four_flags_and_every_entry_field_has_a_slot() {
        assert_eq!(
            names(HINTS, " "),
            "read_only destructive idempotent open_world"
        );
        for field in ENTRY {
            let ok = matches!(
                (field.kind, field.slot),
                (Kind::Flag, Slot::Flag(_))
                    | (Kind::Text | Kind::ToolName, Slot::Text(_))
                    | (Kind::Scopes | Kind::Codes, Slot::List(_))
            );
            assert!(ok, "{}: its slot does not hold its kind", field.name);
        }
        // Each slot is its own field: setting one through the table sets only that one.
        for (i, field) in ENTRY.iter().enumerate() {
            let mut entry = Entry::default();
            match field.slot {
                Slot::Flag(slot) => *slot(&mut entry) = Some(true),
                Slot::Text(slot) => *slot(&mut entry) = Some(field.name.into()),
                Slot::List(slot) => *slot(&mut entry) = Some(vec![field.name.into()]),
                Slot::None => unreachable!(),
            }
            for (j, other) in ENTRY.iter().enumerate() {
                let set = match other.slot {
                    Slot::Flag(slot) => slot(&mut entry.clone()).is_some(),
                    Slot::Text(slot) => slot(&mut entry.clone()).is_some(),
                    Slot::List(slot) => slot(&mut entry.clone()).is_some(),
                    Slot::None => false,
                };
                assert_eq!(set, i == j, "setting {} set {}", field.name, other.name);
            }
        }
    }

    #[test]
    fn help_texts_list_the_table() {
        assert_eq!(
            entry_help("this `x-mcp`", "`x-mcp: {read_only: true}`"),
            "this `x-mcp` takes read_only, destructive, idempotent, open_world and skip (true or false), title, name, description and note (text), scopes (a list of scope names) and reviewed (a list of lint codes), e.g. `x-mcp: {read_only: true}`"
        );
        assert!(rule_help().contains("`match` takes tag, method, path, operation_id, `set` takes read_only, destructive, idempotent, open_world (true or false)"));
        assert_eq!(listed(["a"]), "a");
    }
}
