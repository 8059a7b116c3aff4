//! Overrides stage: applies the spec's own extensions (`x-mcp-annotations`, `x-speakeasy-mcp`,
//! `x-mcp`: [`apply_extensions`], called right after lowering), then `defaults`, the overrides
//! file's ordered `rules:` and its `tools:` entries ([`apply`]), recording the source of every
//! hint changed. The precedence, lowest first: method default → `defaults` →
//! `x-mcp-annotations` → `x-speakeasy-mcp` → `x-mcp` → rules in file order → `tools:` entries.
//! `skip` is one more
//! value with the same precedence: every layer sees every operation, and only after the last one
//! are the operations still skipped left out.

mod apply;
mod extensions;
pub(crate) mod fields;
pub mod file_schema;
mod read;
pub(crate) mod speakeasy;

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

pub use self::apply::{Applied, apply, apply_entry, attach_notes, key_matches};
pub use self::extensions::{Problems, apply_extensions};
use self::read::deserialize_file;
pub use self::read::{EntryPlace, from_value, read_entry};
use crate::error::{Diagnostic, Error, Result};
pub use crate::model::matcher::Match;
use crate::model::matcher::null_as_default;
use crate::util::source::Source;

/// The overrides file (docs/overrides.md). Unknown keys are errors so typos cannot silently not apply.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OverridesFile {
    /// Hint values for every tool that says nothing else (`defaults:`).
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
    pub context: crate::model::context::Context,
}

/// The `defaults:` section: the values a hint takes where neither the method nor any entry
/// or rule sets it.
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
    /// `readOnlyHint`: the tool only reads.
    pub read_only: Option<bool>,
    /// `destructiveHint`: a write may overwrite or delete what exists.
    pub destructive: Option<bool>,
    /// `idempotentHint`: calling it twice with the same arguments does what once does.
    pub idempotent: Option<bool>,
    /// `openWorldHint`: it reaches beyond the API (a URL it fetches, mail it sends).
    pub open_world: Option<bool>,
    /// The MCP `title` clients show, replacing the summary's first line.
    pub title: Option<String>,
    /// The tool name, replacing the one derived from the operationId or path.
    pub name: Option<String>,
    /// The description, replacing the summary and description of the spec.
    pub description: Option<String>,
    /// `true` leaves the operation out; `false` brings it back after an earlier `skip`.
    pub skip: Option<bool>,
    /// The condition behind conservative hints (`destructive only when permanent is true`),
    /// appended to the description.
    pub note: Option<String>,
    /// Scopes a caller must hold besides the built-in one of the tool's hints.
    pub scopes: Option<Vec<String>>,
    /// Hint lints (`W0101`) a person reviewed and decided to keep the hints for.
    pub reviewed: Option<Vec<String>>,
}

/// One entry of `rules:`: which operations it matches, and either hints to set or `skip`.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    /// Which operations the rule applies to (every field given must match).
    #[serde(rename = "match")]
    pub matcher: Match,
    /// The hints it sets on them.
    pub set: Option<HintSet>,
    /// `true` leaves the matched operations out; `false` brings back ones that an earlier rule or
    /// their `x-mcp` skipped.
    pub skip: Option<bool>,
}

/// The hints a rule sets.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct HintSet {
    /// `readOnlyHint` for the matched tools.
    pub read_only: Option<bool>,
    /// `destructiveHint` for the matched tools.
    pub destructive: Option<bool>,
    /// `idempotentHint` for the matched tools.
    pub idempotent: Option<bool>,
    /// `openWorldHint` for the matched tools.
    pub open_world: Option<bool>,
}

fn nullable_entries<'de, D: Deserializer<'de>>(d: D) -> Result<IndexMap<String, Entry>, D::Error> {
    let map = Option::<IndexMap<String, Option<Entry>>>::deserialize(d)?.unwrap_or_default();
    Ok(map
        .into_iter()
        .map(|(k, v)| (k, v.unwrap_or_default()))
        .collect())
}

/// A parsed overrides file and where it came from.
#[derive(Debug, Clone)]
pub struct Overrides {
    /// The file as the user named it; diagnostics point into it.
    pub path: PathBuf,
    /// What the file says.
    pub file: OverridesFile,
}

impl Overrides {
    /// [`Overrides::parse_partial`] of a file read from `source`.
    pub fn load_partial(source: &Source, path: &Path) -> Result<(Overrides, Vec<Diagnostic>)> {
        let text = source.read(path, "overrides file")?;
        Overrides::parse_partial(path, &text)
    }

    /// Parses the text of the overrides file at `path`; every problem in it is an error.
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
            crate::util::parse::parse_value(path, text)?
        };
        let (file, problems) = deserialize_file(path, value);
        let overrides = Overrides {
            path: path.to_path_buf(),
            file,
        };
        Ok((overrides, problems))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Hint, HintSource};
    use crate::util::glob;

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
        assert!(
            d.pointer.as_str().starts_with("/tools/searchPets"),
            "{}",
            d.pointer
        );
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
        let doc = crate::pipeline::load::load_str(Path::new("api.yaml"), spec).unwrap();
        let docs = crate::model::document::Documents::single(doc);
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

    /// `scopes:` in `x-mcp` and in a `tools:` entry (the later layer replaces), bad scope
    /// names refused with a location, and the required scopes computed as the runtime does.
    #[test]
    fn scopes_come_from_x_mcp_and_the_overrides_file_and_match_the_runtime() {
        let spec = r#"
openapi: 3.0.3
info: {title: t, version: "1"}
paths:
  /refunds:
    post:
      operationId: refund
      x-mcp: {scopes: [billing:read]}
      responses: {"200": {description: ok}}
  /refunds/{id}:
    delete:
      operationId: cancelRefund
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      x-mcp: {scopes: [billing:admin, billing:admin]}
      responses: {"200": {description: ok}}
    get:
      operationId: getRefund
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses: {"200": {description: ok}}
"#;
        let overrides = "tools:\n  refund: {scopes: [billing:admin, payments]}\n";
        let doc = crate::pipeline::load::load_str(Path::new("api.yaml"), spec).unwrap();
        let docs = crate::model::document::Documents::single(doc);
        let overrides = Overrides::parse(Path::new("o.yaml"), overrides).unwrap();
        let set = crate::run_loaded(&docs, Some(&overrides), crate::StaleKeys::Error)
            .unwrap()
            .set;
        let required = |name: &str| {
            set.tools
                .iter()
                .find(|t| t.name == name)
                .unwrap()
                .required_scopes()
        };
        assert_eq!(
            required("refund"),
            ["mcp:write", "billing:admin", "payments"]
        );
        assert_eq!(
            required("cancel_refund"),
            ["mcp:destructive", "billing:admin"]
        );
        assert_eq!(required("get_refund"), ["mcp:read"]);

        // The runtime decides with the same rule, for every combination of hints.
        use openapi_mcp_runtime::scopes::ScopeNames;
        let names = ScopeNames::default();
        for tool in &set.tools {
            for bits in 0..16u8 {
                let mut tool = tool.clone();
                tool.annotations.read_only.value = bits & 1 != 0;
                tool.annotations.destructive.value = bits & 2 != 0;
                tool.annotations.idempotent.value = bits & 4 != 0;
                tool.annotations.open_world.value = bits & 8 != 0;
                let scopes: Vec<&'static str> = tool
                    .scopes
                    .iter()
                    .map(|s| &*Box::leak(s.clone().into_boxed_str()))
                    .collect();
                let runtime_tool = openapi_mcp_runtime::Tool {
                    name: "t",
                    title: "t",
                    description: "",
                    tags: &[],
                    method: openapi_mcp_runtime::Method::Get,
                    path: "/",
                    server: None,
                    params: &[],
                    body: None,
                    hints: openapi_mcp_runtime::Hints {
                        read_only: tool.annotations.read_only.value,
                        destructive: tool.annotations.destructive.value,
                        idempotent: tool.annotations.idempotent.value,
                        open_world: tool.annotations.open_world.value,
                    },
                    security: &[],
                    scopes: Box::leak(scopes.into_boxed_slice()),
                    input_schema: "{}",
                    output_schema: None,
                    stream: None,
                };
                assert_eq!(tool.required_scopes(), names.required(&runtime_tool));
            }
        }

        for bad in ["[\"a b\"]", "billing:admin", "[\"q\\\"\"]", "[\"\"]"] {
            let text = format!("tools:\n  refund:\n    scopes: {bad}\n");
            let e = Overrides::parse(Path::new("o.yaml"), &text).unwrap_err();
            assert_eq!(e.diagnostics[0].pointer, "/tools/refund/scopes", "{bad}");
        }
    }

    #[test]
    fn entries_keep_their_good_fields_and_report_every_bad_one() {
        let value = serde_json::json!({"read_only": true, "title": [1], "name": "a b", "skip": 2});
        let (entry, problems) = read_entry(
            Path::new("api.yaml"),
            &"/paths/~1a/get/x-mcp".into(),
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
    }

    #[test]
    fn shapes_serde_would_take_are_refused_where_they_are() {
        let pointers = |text: &str| -> Vec<String> {
            match Overrides::parse(Path::new("o.yaml"), text) {
                Ok(_) => panic!("accepted: {text}"),
                Err(e) => e
                    .diagnostics
                    .into_iter()
                    .map(|d| d.pointer.to_string())
                    .collect(),
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
            pointer: Default::default(),
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
