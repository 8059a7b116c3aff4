//! Reading the operation extensions other tools write as layers of corrections below `x-mcp`:
//! Speakeasy's `x-speakeasy-mcp` (hints, `title`, `name`, `description`, `disabled`, `scopes`)
//! and `x-mcp-annotations`, an object of MCP's own annotation names (`readOnlyHint`, ...,
//! `title`) that Zilla's OpenAPI-to-MCP binding, FastMCP-based servers and Infobip's OpenAPI MCP
//! server read. Their fields become an [`Entry`]; every bad field is a located error, as in
//! `x-mcp`.

use std::path::Path;

use serde_json::Value;

use super::Entry;
use crate::error::{Code, Diagnostic};
use crate::util::json::kind_of;
use crate::util::pointer::JsonPointer;

/// An extension another tool defines: its name, its keys with the `x-mcp` field each stands for
/// (`None`: `scopes`, which is no field of an entry), and the help for a bad one.
pub struct Extension {
    pub name: &'static str,
    pub fields: &'static [(&'static str, Option<&'static str>)],
    pub help: &'static str,
}

/// Speakeasy's `x-speakeasy-mcp`.
pub const SPEAKEASY: Extension = Extension {
    name: "x-speakeasy-mcp",
    fields: FIELDS,
    help: HELP,
};

/// `x-mcp-annotations`: MCP's tool annotations as they are, on the operation.
pub const ANNOTATIONS: Extension = Extension {
    name: "x-mcp-annotations",
    fields: &[
        ("readOnlyHint", Some("read_only")),
        ("destructiveHint", Some("destructive")),
        ("idempotentHint", Some("idempotent")),
        ("openWorldHint", Some("open_world")),
        ("title", Some("title")),
    ],
    help: "`x-mcp-annotations` takes MCP's annotation names: readOnlyHint, destructiveHint, idempotentHint and openWorldHint (true or false) and title (text), e.g. `x-mcp-annotations: {readOnlyHint: true, idempotentHint: true}`",
};

/// Each `x-speakeasy-mcp` key and the `x-mcp` field it stands for (`None`: `scopes`, which is
/// no field of an entry).
pub const FIELDS: &[(&str, Option<&str>)] = &[
    ("readOnlyHint", Some("read_only")),
    ("destructiveHint", Some("destructive")),
    ("idempotentHint", Some("idempotent")),
    ("openWorldHint", Some("open_world")),
    ("title", Some("title")),
    ("name", Some("name")),
    ("description", Some("description")),
    ("disabled", Some("skip")),
    ("scopes", None),
];

/// The key of an entry field in `ext` (`read_only` → `readOnlyHint`).
pub fn key_of(ext: &Extension, field: &str) -> Option<&'static str> {
    ext.fields
        .iter()
        .find(|(_, f)| *f == Some(field))
        .map(|(k, _)| *k)
}

const HELP: &str = "`x-speakeasy-mcp` takes readOnlyHint, destructiveHint, idempotentHint, openWorldHint and disabled (true or false), title, name and description (text) and scopes (a list of text), e.g. `x-speakeasy-mcp: {readOnlyHint: true, name: search_pets}`";

/// The corrections `value` (an operation's `ext` extension, at `at` in `file`) makes, its
/// scopes, and a problem for every bad field (the good ones are kept).
pub fn read(
    ext: &Extension,
    file: &Path,
    at: &JsonPointer,
    value: &Value,
) -> (Entry, Vec<String>, Vec<Diagnostic>) {
    let mut entry = Entry::default();
    let mut scopes = Vec::new();
    let mut diags = Vec::new();
    let map = match value {
        Value::Null => return (entry, scopes, diags),
        Value::Object(map) => map,
        other => {
            diags.push(
                Diagnostic::new(
                    Code::BadOverrides,
                    file,
                    at,
                    format!(
                        "expected `{}` as a mapping, found {}",
                        ext.name,
                        kind_of(other)
                    ),
                )
                .help(ext.help),
            );
            return (entry, scopes, diags);
        }
    };
    for (key, v) in map {
        let field_at = at.child(key);
        let flag = |v: &Value| match v {
            Value::Null => Ok(None),
            Value::Bool(b) => Ok(Some(*b)),
            other => Err(format!(
                "expected `{key}` as true or false, found {}",
                kind_of(other)
            )),
        };
        let text = |v: &Value| match v {
            Value::Null => Ok(None),
            Value::String(s) => Ok(Some(s.clone())),
            other => Err(format!(
                "expected `{key}` as a string, found {}",
                kind_of(other)
            )),
        };
        let known = ext.fields.iter().any(|(k, _)| k == key);
        let result = match key.as_str() {
            _ if !known => Err(format!(
                "unknown field `{key}`, expected one of {}",
                ext.fields
                    .iter()
                    .map(|(k, _)| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            "readOnlyHint" => flag(v).map(|b| entry.read_only = b),
            "destructiveHint" => flag(v).map(|b| entry.destructive = b),
            "idempotentHint" => flag(v).map(|b| entry.idempotent = b),
            "openWorldHint" => flag(v).map(|b| entry.open_world = b),
            "disabled" => flag(v).map(|b| entry.skip = b),
            "title" => text(v).map(|t| entry.title = t),
            "description" => text(v).map(|t| entry.description = t),
            "name" => text(v).and_then(|n| match n {
                Some(n) if !crate::util::naming::is_valid_tool_name(&n) => Err(format!(
                    "tool name `{n}` is not 1 to {} characters of A-Z a-z 0-9 _ -",
                    crate::util::naming::MAX_TOOL_NAME
                )),
                n => {
                    entry.name = n;
                    Ok(())
                }
            }),
            "scopes" => match v {
                Value::Null => Ok(()),
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        match item {
                            // The same names the generated server checks per caller, so
                            // they are the same tokens as `scopes:` in `x-mcp`.
                            Value::String(s) if super::read::is_scope_name(s) => {
                                if !scopes.contains(s) {
                                    scopes.push(s.clone());
                                }
                            }
                            Value::String(s) => diags.push(
                                Diagnostic::new(
                                    Code::BadOverrides,
                                    file,
                                    field_at.child(&i.to_string()),
                                    format!("`{}` is not a scope name", s.escape_debug()),
                                )
                                .help("a scope is printable ASCII without spaces, `\"` or `\\` (RFC 6750), e.g. `billing:read`"),
                            ),
                            other => diags.push(
                                Diagnostic::new(
                                    Code::BadOverrides,
                                    file,
                                    field_at.child(&i.to_string()),
                                    format!(
                                        "expected a scope as a string, found {}",
                                        kind_of(other)
                                    ),
                                )
                                .help(ext.help),
                            ),
                        }
                    }
                    Ok(())
                }
                other => Err(format!(
                    "expected `scopes` as a list of strings, found {}",
                    kind_of(other)
                )),
            },
            _ => Ok(()),
        };
        if let Err(message) = result {
            diags.push(Diagnostic::new(Code::BadOverrides, file, field_at, message).help(ext.help));
        }
    }
    (entry, scopes, diags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_read_and_every_bad_one_located() {
        let value = serde_json::json!({
            "readOnlyHint": true, "disabled": false, "name": "find", "scopes": ["pets:read", 3],
            "title": 5, "openWorld": true, "destructiveHint": "no"
        });
        let (entry, scopes, problems) = read(
            &SPEAKEASY,
            Path::new("api.yaml"),
            &"/p/x-speakeasy-mcp".into(),
            &value,
        );
        assert_eq!(
            (entry.read_only, entry.skip, entry.name.as_deref()),
            (Some(true), Some(false), Some("find"))
        );
        assert_eq!(scopes, ["pets:read"]);
        let pointers: Vec<&str> = problems.iter().map(|d| d.pointer.as_str()).collect();
        assert_eq!(
            pointers,
            [
                "/p/x-speakeasy-mcp/scopes/1",
                "/p/x-speakeasy-mcp/title",
                "/p/x-speakeasy-mcp/openWorld",
                "/p/x-speakeasy-mcp/destructiveHint"
            ]
        );
        assert_eq!(key_of(&SPEAKEASY, "skip"), Some("disabled"));
        // x-mcp-annotations takes MCP's names only.
        let value = serde_json::json!({"readOnlyHint": true, "title": "Find", "name": "x"});
        let (entry, _, problems) = read(
            &ANNOTATIONS,
            Path::new("api.yaml"),
            &"/p/x-mcp-annotations".into(),
            &value,
        );
        assert_eq!(
            (entry.read_only, entry.title.as_deref()),
            (Some(true), Some("Find"))
        );
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].pointer.as_str(), "/p/x-mcp-annotations/name");
    }

    #[test]
    fn speakeasy_sits_below_x_mcp_and_above_the_method_defaults() {
        use crate::model::HintSource;
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/search:\n    post:\n      operationId: searchA\n      x-speakeasy-mcp: {readOnlyHint: true, idempotentHint: true, name: find_a, scopes: [a:read]}\n      x-mcp: {read_only: false}\n      responses: {'200': {description: ok}}\n  /b:\n    delete:\n      operationId: dropB\n      x-speakeasy-mcp: {disabled: true}\n      responses: {'200': {description: ok}}\n  /c:\n    delete:\n      operationId: dropC\n      x-speakeasy-mcp: {disabled: true}\n      x-mcp: {skip: false}\n      responses: {'200': {description: ok}}\n";
        let source = crate::Source::memory([("api.yaml", spec)]);
        let planned = crate::plan(&crate::Settings::new("api.yaml").source(source)).unwrap();
        let names: Vec<&str> = planned.set.tools.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["drop_c", "find_a"]);
        let a = &planned.set.tools[1];
        assert_eq!(a.scopes, ["a:read"]);
        let hints = &a.annotations;
        assert_eq!(
            (hints.read_only.value, &hints.read_only.source),
            (false, &HintSource::SpecExtension)
        );
        assert_eq!(
            (hints.idempotent.value, &hints.idempotent.source),
            (true, &HintSource::SpeakeasyExtension)
        );
        assert_eq!(planned.set.skipped.len(), 1);
        assert_eq!(
            planned.set.skipped[0].source,
            HintSource::SpeakeasyExtension
        );
        assert_eq!(HintSource::SpeakeasyExtension.describe(), "x-speakeasy-mcp");
    }

    /// `x-mcp-annotations` sits below `x-speakeasy-mcp`, `x-mcp` and the overrides file, above
    /// the method defaults, and `plan` names it as the source of what it set.
    #[test]
    fn mcp_annotations_sit_below_the_other_extensions() {
        use crate::model::HintSource;
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/search:\n    post:\n      operationId: searchA\n      x-mcp-annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: true, destructiveHint: false, title: Search A}\n      x-speakeasy-mcp: {idempotentHint: false}\n      x-mcp: {open_world: false}\n      responses: {'200': {description: ok}}\n  /b:\n    put:\n      operationId: putB\n      x-mcp-annotations: {destructiveHint: false}\n      responses: {'200': {description: ok}}\n";
        let overrides = "tools:\n  putB: {destructive: true}\n";
        let source = crate::Source::memory([("api.yaml", spec), ("o.yaml", overrides)]);
        let planned = crate::plan(
            &crate::Settings::new("api.yaml")
                .overrides("o.yaml")
                .source(source),
        )
        .unwrap();
        let a = &planned.set.tools[1].annotations;
        assert_eq!(planned.set.tools[1].title, "Search A");
        assert_eq!(
            (a.read_only.value, &a.read_only.source),
            (true, &HintSource::AnnotationsExtension)
        );
        assert_eq!(
            (a.idempotent.value, &a.idempotent.source),
            (false, &HintSource::SpeakeasyExtension)
        );
        assert_eq!(
            (a.open_world.value, &a.open_world.source),
            (false, &HintSource::SpecExtension)
        );
        let b = &planned.set.tools[0].annotations;
        assert_eq!(
            (b.destructive.value, &b.destructive.source),
            (true, &HintSource::OverrideTool("putB".into()))
        );
        let row = crate::report::plan::Source::from(&a.read_only.source);
        assert_eq!(
            (row.kind, row.label.as_str()),
            ("x_mcp_annotations", "x-mcp-annotations")
        );
    }
}
