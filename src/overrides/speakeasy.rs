//! Reading Speakeasy's `x-speakeasy-mcp` operation extension as one more layer of corrections:
//! its hints, `title`, `name`, `description` and `disabled` become an [`Entry`] (applied below
//! `x-mcp`), its `scopes` are checked and kept. Every bad field is a located error, as in `x-mcp`.

use std::path::Path;

use serde_json::Value;

use super::Entry;
use crate::error::{Code, Diagnostic};
use crate::json::kind_of;
use crate::pointer::JsonPointer;

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

/// The `x-speakeasy-mcp` key of an entry field (`read_only` → `readOnlyHint`).
pub fn key_of(field: &str) -> Option<&'static str> {
    FIELDS
        .iter()
        .find(|(_, f)| *f == Some(field))
        .map(|(k, _)| *k)
}

const HELP: &str = "`x-speakeasy-mcp` takes readOnlyHint, destructiveHint, idempotentHint, openWorldHint and disabled (true or false), title, name and description (text) and scopes (a list of text), e.g. `x-speakeasy-mcp: {readOnlyHint: true, name: search_pets}`";

/// The corrections `value` (an operation's `x-speakeasy-mcp`, at `at` in `file`) makes, its
/// scopes, and a problem for every bad field (the good ones are kept).
pub fn read(file: &Path, at: &JsonPointer, value: &Value) -> (Entry, Vec<String>, Vec<Diagnostic>) {
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
                        "expected `x-speakeasy-mcp` as a mapping, found {}",
                        kind_of(other)
                    ),
                )
                .help(HELP),
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
        let result = match key.as_str() {
            "readOnlyHint" => flag(v).map(|b| entry.read_only = b),
            "destructiveHint" => flag(v).map(|b| entry.destructive = b),
            "idempotentHint" => flag(v).map(|b| entry.idempotent = b),
            "openWorldHint" => flag(v).map(|b| entry.open_world = b),
            "disabled" => flag(v).map(|b| entry.skip = b),
            "title" => text(v).map(|t| entry.title = t),
            "description" => text(v).map(|t| entry.description = t),
            "name" => text(v).and_then(|n| match n {
                Some(n) if !crate::naming::is_valid_tool_name(&n) => Err(format!(
                    "tool name `{n}` is not 1 to {} characters of A-Z a-z 0-9 _ -",
                    crate::naming::MAX_TOOL_NAME
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
                                .help(HELP),
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
            _ => Err(format!(
                "unknown field `{key}`, expected one of {}",
                FIELDS
                    .iter()
                    .map(|(k, _)| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        };
        if let Err(message) = result {
            diags.push(Diagnostic::new(Code::BadOverrides, file, field_at, message).help(HELP));
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
        let (entry, scopes, problems) =
            read(Path::new("api.yaml"), &"/p/x-speakeasy-mcp".into(), &value);
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
        assert_eq!(key_of("skip"), Some("disabled"));
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
}
