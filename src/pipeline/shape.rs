//! Shape check, between resolve and lower: the places where OpenAPI demands a mapping or a list
//! hold one. Lowering reads documents leniently (a field of the wrong type is as good as absent),
//! which would turn `components: [..]` or `responses: "ok"` into silently missing tools,
//! schemes or outputs; this stage names each such place instead, every one of them in one run,
//! with the pointer, what was found and how to fix it.
//!
//! Path items, operations, responses and request bodies are checked where their `$ref`s lead,
//! in whichever file that is (a spec split into files is held to the same shapes); other `$ref`s
//! stand for their targets, which lowering checks as it follows them. A `$ref` that leads
//! nowhere is left to lowering to report. `null` counts as absent, as YAML writes an empty key
//! (`servers:`).

use serde_json::{Map, Value};

use crate::error::{Code, Diagnostic};
use crate::model::Method;
use crate::model::document::SpecVersion;
use crate::model::document::{Documents, Loc, Resolver};
use crate::model::schema::kind_of;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Mapping,
    List,
}

impl Kind {
    fn holds(self, v: &Value) -> bool {
        match self {
            Kind::Mapping => v.is_object(),
            Kind::List => v.is_array(),
        }
    }

    fn article(self) -> &'static str {
        match self {
            Kind::Mapping => "a mapping",
            Kind::List => "a list",
        }
    }
}

/// OpenAPI 3 `components` sections: each maps names to objects.
const COMPONENT_SECTIONS: &[&str] = &[
    "schemas",
    "responses",
    "parameters",
    "examples",
    "requestBodies",
    "headers",
    "securitySchemes",
    "links",
    "callbacks",
    "pathItems",
];

/// Swagger 2.0 top-level sections that map names to objects.
const SWAGGER_SECTIONS: &[&str] = &[
    "definitions",
    "parameters",
    "responses",
    "securityDefinitions",
];

struct Checker<'a> {
    docs: &'a Documents,
    out: Vec<Diagnostic>,
}

/// Every place of the spec file where a mapping or a list is required and something else is found.
pub fn check(docs: &Documents) -> Vec<Diagnostic> {
    let mut c = Checker {
        docs,
        out: Vec::new(),
    };
    let Some(root) = docs.root().as_object() else {
        return c.out;
    };
    let at = Loc::root("");
    let swagger = docs.version == SpecVersion::Swagger20;
    c.field(
        root,
        &at,
        "info",
        Kind::Mapping,
        "write `info: {title: My API, version: 1.0.0}`",
    );
    c.field(
        root,
        &at,
        "paths",
        Kind::Mapping,
        "write `paths:` as a mapping such as `/pets: {get: ...}`",
    );
    c.requirements(root, &at);
    c.field(
        root,
        &at,
        "tags",
        Kind::List,
        "write `tags:` as a list of `{name: ...}`",
    );
    if swagger {
        for key in ["schemes", "consumes", "produces"] {
            c.field(
                root,
                &at,
                key,
                Kind::List,
                "write it as a list, e.g. `[application/json]`",
            );
        }
        for section in SWAGGER_SECTIONS {
            if let Some(map) = c.field(
                root,
                &at,
                section,
                Kind::Mapping,
                "map names to definitions",
            ) {
                c.entries(map, &at.push(section), Kind::Mapping);
            }
        }
    } else {
        c.servers(root, &at);
        c.field(
            root,
            &at,
            "webhooks",
            Kind::Mapping,
            "map names to path items",
        );
        if let Some(components) = c.field(
            root,
            &at,
            "components",
            Kind::Mapping,
            "write `components:` as a mapping of sections such as `schemas:`",
        ) {
            let components_at = at.push("components");
            for section in COMPONENT_SECTIONS {
                if let Some(map) = c.field(
                    components,
                    &components_at,
                    section,
                    Kind::Mapping,
                    "map names to definitions",
                ) {
                    let kind = if *section == "schemas" {
                        None
                    } else {
                        Some(Kind::Mapping)
                    };
                    if let Some(kind) = kind {
                        c.entries(map, &components_at.push(section), kind);
                    }
                }
            }
        }
    }
    if let Some(paths) = root.get("paths").and_then(Value::as_object) {
        let paths_at = at.push("paths");
        for (path, item) in paths {
            if path.starts_with("x-") {
                continue;
            }
            c.path_item(item, &paths_at.push(path), swagger);
        }
    }
    c.out
}

impl<'a> Checker<'a> {
    fn wrong(&mut self, at: &Loc, expected: Kind, found: &Value, help: &str) {
        let d = Diagnostic::new(
            Code::InvalidSpec,
            self.docs.path(at.file),
            at.pointer.clone(),
            format!("expected {}, found {}", expected.article(), kind_of(found)),
        )
        .help(help);
        self.out.push(d);
    }

    /// `obj[key]` when it is of `kind` (or a `$ref`); reports it when it is something else.
    fn field<'v>(
        &mut self,
        obj: &'v Map<String, Value>,
        at: &Loc,
        key: &str,
        kind: Kind,
        help: &str,
    ) -> Option<&'v Map<String, Value>> {
        let v = obj.get(key)?;
        if v.is_null() {
            return None;
        }
        if !kind.holds(v) {
            self.wrong(&at.push(key), kind, v, help);
            return None;
        }
        v.as_object().filter(|o| !o.contains_key("$ref"))
    }

    /// Each value of a name → definition map is of `kind` (or a `$ref`).
    fn entries(&mut self, map: &Map<String, Value>, at: &Loc, kind: Kind) {
        for (name, v) in map {
            if name.starts_with("x-") || v.is_null() {
                continue;
            }
            if !kind.holds(v) {
                self.wrong(
                    &at.push(name),
                    kind,
                    v,
                    "each entry is a mapping (or a `$ref`)",
                );
            }
        }
    }

    fn list<'v>(
        &mut self,
        obj: &'v Map<String, Value>,
        at: &Loc,
        key: &str,
        help: &str,
    ) -> &'v [Value] {
        match obj.get(key) {
            Some(Value::Array(items)) => items,
            Some(Value::Null) | None => &[],
            Some(other) => {
                self.wrong(&at.push(key), Kind::List, other, help);
                &[]
            }
        }
    }

    /// A list whose items are mappings.
    fn list_of_mappings(&mut self, obj: &Map<String, Value>, at: &Loc, key: &str, help: &str) {
        let items = self.list(obj, at, key, help);
        for (i, item) in items.iter().enumerate() {
            if !item.is_object() {
                self.wrong(
                    &at.push(key).push(&i.to_string()),
                    Kind::Mapping,
                    item,
                    help,
                );
            }
        }
    }

    fn requirements(&mut self, obj: &Map<String, Value>, at: &Loc) {
        self.list_of_mappings(
            obj,
            at,
            "security",
            "write security requirements as a list of `{scheme: [scopes]}`",
        );
    }

    fn servers(&mut self, obj: &Map<String, Value>, at: &Loc) {
        self.list_of_mappings(
            obj,
            at,
            "servers",
            "write `servers:` as a list of `{url: https://...}`",
        );
    }

    /// The value a `$ref` leads to, and where; the value itself when it is no `$ref`.
    fn follow(&self, value: &'a Value, at: &Loc) -> Option<(&'a Value, Loc)> {
        if value.get("$ref").is_none() {
            return Some((value, at.clone()));
        }
        Resolver::new(self.docs).follow(value, at).ok()
    }

    fn path_item(&mut self, item: &'a Value, at: &Loc, swagger: bool) {
        let Some((item, at)) = self.follow(item, at) else {
            return;
        };
        let Some(item) = item.as_object() else {
            // Lowering reports a path item of the wrong type.
            return;
        };
        self.list_of_mappings(
            item,
            &at,
            "parameters",
            "write `parameters:` as a list of `{name: ..., in: ...}` (or `$ref`s)",
        );
        if !swagger {
            self.servers(item, &at);
        }
        // The fixed method fields, then the entries of `additionalOperations` (OpenAPI 3.2;
        // `x-oai-` before it), checked alike whichever version the document declares: lowering
        // decides which of them become tools.
        let mut ops: Vec<(&'a Value, Loc)> = Vec::new();
        for (key, op) in item {
            if Method::from_key(key).is_some() {
                ops.push((op, at.push(key)));
            } else if !swagger
                && (key == "additionalOperations" || key == "x-oai-additionalOperations")
                && let Some(others) = op.as_object()
            {
                let others_at = at.push(key);
                ops.extend(others.iter().map(|(name, op)| (op, others_at.push(name))));
            }
        }
        for (op, op_at) in ops {
            let Some((op, op_at)) = self.follow(op, &op_at) else {
                continue;
            };
            let Some(op) = op.as_object() else {
                continue;
            };
            self.operation(op, &op_at, swagger);
        }
    }

    fn operation(&mut self, op: &'a Map<String, Value>, at: &Loc, swagger: bool) {
        self.list_of_mappings(
            op,
            at,
            "parameters",
            "write `parameters:` as a list of `{name: ..., in: ...}` (or `$ref`s)",
        );
        self.requirements(op, at);
        self.list(op, at, "tags", "write `tags:` as a list of names");
        if let Some(responses) = self.field(
            op,
            at,
            "responses",
            Kind::Mapping,
            "map status codes to responses, e.g. `200: {description: OK}`",
        ) {
            let responses_at = at.push("responses");
            self.entries(responses, &responses_at, Kind::Mapping);
            if !swagger {
                for (code, response) in responses {
                    if !code.starts_with("x-") {
                        self.response(response, &responses_at.push(code));
                    }
                }
            }
        }
        if swagger {
            for key in ["consumes", "produces", "schemes"] {
                self.list(op, at, key, "write it as a list, e.g. `[application/json]`");
            }
            return;
        }
        self.servers(op, at);
        match op.get("requestBody") {
            None | Some(Value::Null) => {}
            Some(body) if !body.is_object() => self.wrong(
                &at.push("requestBody"),
                Kind::Mapping,
                body,
                "write `requestBody: {content: {application/json: {schema: ...}}}`",
            ),
            Some(body) => {
                if let Some((Value::Object(body), body_at)) =
                    self.follow(body, &at.push("requestBody"))
                {
                    self.content(body, &body_at);
                }
            }
        }
        self.field(
            op,
            at,
            "callbacks",
            Kind::Mapping,
            "map names to callback objects",
        );
    }

    /// A response (3.x), where its `$ref` leads: its `content` maps media types to mappings.
    fn response(&mut self, response: &'a Value, at: &Loc) {
        if let Some((Value::Object(response), at)) = self.follow(response, at) {
            self.content(response, &at);
        }
    }

    /// The `content` of a request body or response.
    fn content(&mut self, obj: &Map<String, Value>, at: &Loc) {
        if let Some(content) = self.field(
            obj,
            at,
            "content",
            Kind::Mapping,
            "map media types to `{schema: ...}`",
        ) {
            self.entries(content, &at.push("content"), Kind::Mapping);
        }
    }
}
