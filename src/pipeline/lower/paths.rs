//! The walk over the document's paths: every path item (after following a `$ref` to it) and
//! its operations in document order, each with where it sits, for [`Lowering::operation`].

use serde_json::{Map, Value};

use super::{Lowering, Pending};
use crate::error::Code;
use crate::model::document::{Loc, SpecVersion};
use crate::model::schema::kind_of;
use crate::model::{Method, MethodName};

/// What lowering one operation needs to know about where it sits.
pub(super) struct OpContext<'a, 'p> {
    pub(super) method: Method,
    pub(super) path: &'p str,
    pub(super) op: &'a Value,
    /// Where the operation object is (after following a `$ref` to it).
    pub(super) at: Loc,
    /// Where the operation is named in the document: `paths./x.get`.
    pub(super) origin_at: Loc,
    pub(super) item: &'a Map<String, Value>,
    pub(super) item_at: Loc,
    /// The `parameters` written beside the path item's `$ref`, when it has one.
    pub(super) beside_ref: Option<(&'a Value, Loc)>,
}

impl<'a> Lowering<'a> {
    /// Every operation of every path item, lowered (see [`Lowering::lower_all`]); webhooks and
    /// what this version does not define are noted, never silently dropped.
    pub(super) fn operations(&mut self) -> Vec<Pending> {
        let root = self.root();
        if let Some(webhooks) = root.get("webhooks").and_then(Value::as_object)
            && !webhooks.is_empty()
        {
            self.found.notes.push(format!(
                "{} webhook(s) skipped: webhooks are requests the API sends, not operations a tool can call",
                webhooks.len()
            ));
        }
        let paths_at = Loc::root("/paths");
        let Some(paths) = root.get("paths") else {
            // A document of only components (or webhooks; in 2.0, definitions) is a library of
            // schemas and gives no tools; one with none of them holds nothing at all.
            let others: &[&str] = match self.version {
                SpecVersion::Swagger20 => &["definitions", "parameters", "responses"],
                SpecVersion::OpenApi30 | SpecVersion::OpenApi31 | SpecVersion::OpenApi32 => {
                    &["components", "webhooks"]
                }
            };
            if others.iter().any(|k| root.contains_key(*k)) {
                self.found
                    .notes
                    .push("the document has no `paths`, so there are no tools".into());
            } else {
                let others = others
                    .iter()
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(" or ");
                self.error(
                    Code::InvalidSpec,
                    &paths_at,
                    format!("missing `paths` (and there are no {others} either)"),
                    "the document lists its operations under `paths:`",
                );
                self.found.incomplete = true;
            }
            return Vec::new();
        };
        let Some(paths) = paths.as_object() else {
            self.error(
                Code::InvalidSpec,
                &paths_at,
                format!("expected a mapping of paths, found {}", kind_of(paths)),
                "write `paths:` as a mapping such as `/pets: {get: ...}`",
            );
            self.found.incomplete = true;
            return Vec::new();
        };
        let mut ops = Vec::new();
        let mut callbacks = 0;
        for (path, item) in paths {
            if path.starts_with("x-") {
                continue;
            }
            let item_at = paths_at.push(path);
            if !path.starts_with('/') {
                self.error(
                    Code::BadPath,
                    &item_at,
                    format!("path `{path}` does not start with `/`"),
                    "write it as `/{path}`",
                );
                self.found.incomplete = true;
                continue;
            }
            // `parameters` written beside a path item's `$ref` belong to the path too (OpenAPI
            // leaves fields on both sides undefined; these are the only ones specs write).
            let beside_ref = item
                .as_object()
                .filter(|m| m.contains_key("$ref") && m.contains_key("parameters"))
                .and_then(|m| m.get("parameters"))
                .map(|list| (list, item_at.push("parameters")));
            let (item, item_loc) = match self.r.follow(item, &item_at) {
                Ok(found) => found,
                Err(e) => {
                    self.absorb(e);
                    self.found.incomplete = true;
                    continue;
                }
            };
            let Some(item_obj) = item.as_object() else {
                self.error(
                    Code::InvalidSpec,
                    &item_at,
                    format!("expected a path item mapping, found {}", kind_of(item)),
                    "map HTTP methods to operations",
                );
                self.found.incomplete = true;
                continue;
            };
            for (method, op_at, op) in self.operations_of(item_obj, &item_loc) {
                // Some specs (DigitalOcean) `$ref` whole operations into other files.
                let (op, op_loc) = match self.r.follow(op, &op_at) {
                    Ok(found) => found,
                    Err(e) => {
                        self.absorb(e);
                        self.found.incomplete = true;
                        continue;
                    }
                };
                if !op.is_object() {
                    self.error(
                        Code::InvalidSpec,
                        &op_at,
                        format!("expected an operation mapping, found {}", kind_of(op)),
                        "an operation is a mapping with `responses`",
                    );
                    self.found.incomplete = true;
                    continue;
                }
                callbacks += op
                    .get("callbacks")
                    .and_then(Value::as_object)
                    .map_or(0, Map::len);
                ops.push(OpContext {
                    method,
                    path,
                    op,
                    at: op_loc,
                    origin_at: op_at,
                    item: item_obj,
                    item_at: item_loc.clone(),
                    beside_ref: beside_ref.clone(),
                });
            }
        }
        if callbacks > 0 {
            self.found.notes.push(format!(
                "{callbacks} callback(s) skipped: callbacks are requests the API sends, not operations a tool can call"
            ));
        }
        self.lower_all(&ops)
    }

    /// A path item's operations in document order: its fixed method fields, and the entries
    /// of OpenAPI 3.2's `additionalOperations` (`x-oai-additionalOperations` before 3.2). What
    /// this version does not define is a located warning, never silently dropped.
    pub(super) fn operations_of<'v>(
        &mut self,
        item: &'v Map<String, Value>,
        item_at: &Loc,
    ) -> Vec<(Method, Loc, &'v Value)> {
        let mut out = Vec::new();
        let v32 = self.version == SpecVersion::OpenApi32;
        for (key, op) in item {
            let at = item_at.push(key);
            if let Some(method) = Method::from_key(key) {
                if method == Method::Trace && self.version == SpecVersion::Swagger20 {
                    continue;
                }
                if method == Method::Query && !v32 {
                    let d = self
                        .r
                        .diag(
                            Code::UnsupportedOperation,
                            &at,
                            "a `query` operation is OpenAPI 3.2's, but the document declares an earlier version: no tool is made for it",
                        )
                        .help("declare `openapi: 3.2.0` if the document follows 3.2, or describe the operation as a POST");
                    self.found.warnings.push(d);
                    continue;
                }
                out.push((method, at, op));
                continue;
            }
            let extensions = match key.as_str() {
                "additionalOperations" if v32 => true,
                "x-oai-additionalOperations" if !v32 && !self.version.is_swagger() => true,
                "additionalOperations" => {
                    let d = self
                        .r
                        .diag(
                            Code::UnsupportedOperation,
                            &at,
                            "`additionalOperations` is OpenAPI 3.2's, but the document declares an earlier version: no tool is made for them",
                        )
                        .help("declare `openapi: 3.2.0`, or name the field `x-oai-additionalOperations` in a 3.0 or 3.1 document");
                    self.found.warnings.push(d);
                    false
                }
                _ => false,
            };
            if !extensions {
                continue;
            }
            let Some(ops) = op.as_object() else {
                self.error(
                    Code::InvalidSpec,
                    &at,
                    format!(
                        "expected a mapping of HTTP methods to operations, found {}",
                        kind_of(op)
                    ),
                    "write it as `LINK: {responses: ...}`, one entry per method",
                );
                self.found.incomplete = true;
                continue;
            };
            for (name, op) in ops {
                let op_at = at.push(name);
                let (message, help) = if let Some(fixed) = Method::from_key(name) {
                    (
                        format!(
                            "`{name}` is one of OpenAPI's own methods: no tool is made for this entry"
                        ),
                        format!(
                            "describe it under the path item's `{}` field",
                            fixed.as_str().to_ascii_lowercase()
                        ),
                    )
                } else if let Some(method) = MethodName::parse(name) {
                    out.push((Method::Extension(method), op_at, op));
                    continue;
                } else {
                    (
                        format!("`{name}` is not an HTTP method name: no tool is made for it"),
                        format!(
                            "a method is 1 to {} letters, digits or `!#$%&'*+-.^_`|~`",
                            MethodName::MAX
                        ),
                    )
                };
                let d = self
                    .r
                    .diag(Code::UnsupportedOperation, &op_at, message)
                    .help(help);
                self.found.warnings.push(d);
            }
        }
        out
    }
}
