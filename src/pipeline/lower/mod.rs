//! Lower stage: turns the loaded documents (Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2) into the tool
//! model: one tool per operation with its name, input schema, HTTP binding and default
//! annotations, and where its operation object is (the overrides stage reads its `x-mcp` there).

mod api;
mod body;
mod params;
mod paths;
mod split;

use self::paths::OpContext;
use self::split::SPLIT_FROM;

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value, json};

use crate::error::{Code, Diagnostic, Diagnostics, Severity};
use crate::model::document::{Documents, Loc, Resolver, SpecVersion};
use crate::model::schema::{Cache, Converter, Dialect, Direction, make_portable};
use crate::model::{
    Annotations, Hint, HintSource, HttpBinding, Location, Origin, Param, SchemaDefs, Tool, ToolSet,
};
use crate::util::naming;
use crate::util::pointer::JsonPointer;

/// Descriptions longer than this are cut (with a visible marker) to spare the agent's context.
pub const MAX_DESCRIPTION: usize = 4096;

struct Lowering<'a> {
    r: Resolver<'a>,
    cache: &'a RefCell<Cache>,
    version: SpecVersion,
    dialect: Dialect,
    /// What it found besides the tools.
    found: Found,
    /// From how many operations they are lowered on two threads ([`SPLIT_FROM`]).
    split_from: usize,
    /// Whether they were.
    split: bool,
}

/// What a lowering found besides its tools; a lowering split in two adds its halves' together.
#[derive(Default)]
struct Found {
    diags: Diagnostics,
    /// Problems that do not stop the run (see `body::response_warnings`).
    warnings: Vec<Diagnostic>,
    /// Origin pointers of the operations whose lowering met an error (see [`Partial`]).
    tainted: BTreeSet<JsonPointer>,
    /// Whether an error kept a path item or an operation from giving a tool at all.
    incomplete: bool,
    notes: Vec<String>,
    /// Output schemas dropped for size (see `body::OUTPUT_SCHEMA_MAX_BYTES`).
    omitted_outputs: usize,
    /// `{variables}` in operation servers that no `variables:` declares.
    undeclared_server_variables: BTreeSet<String>,
}

/// One operation before naming: the tool (with a provisional name) and where its operation
/// object is, for the overrides stage to read its extensions (`x-mcp`, ...) from.
struct Pending {
    tool: Tool,
    at: Loc,
}

/// The arguments of one tool as they are collected: the schema's properties and `required`,
/// and the names already taken (the body claims its names first).
struct Inputs<'a> {
    converter: Converter<'a>,
    properties: Map<String, Value>,
    required: Vec<String>,
    taken: BTreeSet<String>,
}

impl Inputs<'_> {
    /// Adds an argument under a name not yet taken: `name`, else `name_<location>`, else numbered.
    fn add(&mut self, name: &str, suffix: &str, schema: Value, required: bool) -> String {
        let mut arg = name.to_string();
        if self.taken.contains(&arg) {
            arg = format!("{name}_{suffix}");
        }
        let stem = arg.clone();
        let mut n = 1;
        while self.taken.contains(&arg) {
            n += 1;
            arg = format!("{stem}_{n}");
        }
        self.taken.insert(arg.clone());
        self.properties.insert(arg.clone(), schema);
        if required {
            self.required.push(arg.clone());
        }
        arg
    }
}

/// The tool model, and the problems found that do not stop the run.
#[derive(Debug)]
pub struct Lowered {
    pub set: ToolSet,
    /// Sorted, each once.
    pub warnings: Vec<Diagnostic>,
    /// Where each tool's operation object is, by tool name: the overrides stage reads the
    /// spec's extensions (`x-mcp`, ...) there.
    pub operations: BTreeMap<String, Loc>,
}

/// What lowering made of a document that has errors. The tools of the operations that lowered
/// cleanly are still worth checking (their names, path templates, schema depth), so that one
/// run reports the problems of every stage, not only of the first that failed.
#[derive(Debug)]
pub struct Partial {
    pub lowered: Lowered,
    pub errors: Vec<Diagnostic>,
    /// Origin pointers of the operations whose lowering met an error: their tools were made
    /// from what could be read, and checking them further would echo that error.
    pub tainted: BTreeSet<JsonPointer>,
    /// Whether every path item and operation gave a tool: when not, an overrides key may name
    /// an operation that is only missing because of an error.
    pub complete: bool,
}

/// The tool model, or every error found.
#[cfg(test)]
pub fn lower(docs: &Documents) -> crate::error::Result<Lowered> {
    let partial = lower_partial(docs);
    if partial.errors.is_empty() {
        Ok(partial.lowered)
    } else {
        Err(crate::error::Error::new(partial.errors))
    }
}

/// The tool model as far as it could be made, and the errors met.
pub fn lower_partial(docs: &Documents) -> Partial {
    lower_split(docs, SPLIT_FROM).0
}

/// [`lower_partial`], split over two threads from `split_from` operations, and whether it was.
fn lower_split(docs: &Documents, split_from: usize) -> (Partial, bool) {
    let cache = RefCell::new(Cache::default());
    let dialect = match docs.version {
        SpecVersion::OpenApi31 | SpecVersion::OpenApi32 => Dialect::JsonSchema,
        SpecVersion::Swagger20 | SpecVersion::OpenApi30 => Dialect::OpenApi30,
    };
    let mut l = Lowering::new(docs, &cache, docs.version, dialect);
    l.split_from = split_from;
    l.version_notes();
    let info = l.info();
    let mut servers = l.servers();
    let security_schemes = l.security_schemes();
    let mut pending = l.operations();

    let wanted: Vec<(String, String)> = pending
        .iter()
        .map(|p| (p.tool.name.clone(), p.tool.origin.key()))
        .collect();
    for (p, name) in pending.iter_mut().zip(naming::dedupe(&wanted)) {
        p.tool.name = name;
    }

    let mut tools = Vec::new();
    let mut operations = BTreeMap::new();
    for Pending { mut tool, at } in pending {
        // Requirements naming a scheme the document never declares cannot be met; say so once.
        for alternative in &mut tool.security {
            alternative.retain(|name| security_schemes.iter().any(|s| &s.name == name));
        }
        operations.insert(tool.name.clone(), at);
        tools.push(tool);
    }
    tools.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(first) = servers.first_mut() {
        for name in std::mem::take(&mut l.found.undeclared_server_variables) {
            if !first.variables.iter().any(|v| v.name == name) {
                first.variables.push(crate::model::ServerVariable {
                    name,
                    default: String::new(),
                    allowed: Vec::new(),
                    description: Some("used by the server of some operations; no default".into()),
                });
            }
        }
    }
    if l.found.omitted_outputs > 0 {
        l.found.notes.push(format!(
            "{} output schema(s) over {} KiB left out (results are still returned in full)",
            l.found.omitted_outputs,
            body::OUTPUT_SCHEMA_MAX_BYTES / 1024
        ));
    }
    let notes = std::mem::take(&mut l.found.notes);
    let defs = {
        let input: BTreeSet<&str> = tools
            .iter()
            .flat_map(|t| &t.input_defs)
            .map(String::as_str)
            .collect();
        let output: BTreeSet<&str> = tools
            .iter()
            .flat_map(|t| &t.output_defs)
            .map(String::as_str)
            .collect();
        let done = std::mem::take(&mut *cache.borrow_mut());
        let (input, output) = done.into_export(&input, &output);
        SchemaDefs { input, output }
    };
    let mut warnings = std::mem::take(&mut l.found.warnings);
    warnings.sort();
    warnings.dedup();
    let partial = Partial {
        lowered: Lowered {
            set: ToolSet {
                info,
                servers,
                security_schemes,
                tools,
                skipped: Vec::new(),
                notes,
                defs,
            },
            warnings,
            operations,
        },
        complete: !l.found.incomplete,
        tainted: l.found.tainted,
        errors: l.found.diags.into_vec(),
    };
    (partial, l.split)
}

impl<'a> Lowering<'a> {
    fn new(
        docs: &'a Documents,
        cache: &'a RefCell<Cache>,
        version: SpecVersion,
        dialect: Dialect,
    ) -> Lowering<'a> {
        Lowering {
            r: Resolver::new(docs),
            cache,
            version,
            dialect,
            found: Found::default(),
            split_from: SPLIT_FROM,
            split: false,
        }
    }

    fn error(&mut self, code: Code, at: &Loc, message: impl Into<String>, help: &str) {
        let d = self.r.diag(code, at, message).help(help);
        self.found.diags.push(d);
    }

    /// Whether `name` can be sent as a header or cookie name (an HTTP token, RFC 9110 §5.6.2);
    /// if not, a located error at `at/name`. `what` says what has the name, with `{kind}` for
    /// header or cookie (`apiKey {kind}`); `sent` what the server sends. Query names may be
    /// anything: they are percent-encoded.
    fn sendable_name(
        &mut self,
        at: &Loc,
        (what, sent): (&str, &str),
        location: Location,
        name: &str,
    ) -> bool {
        let kind = match location {
            Location::Header => "header",
            Location::Cookie => "cookie",
            _ => return true,
        };
        if naming::is_http_token(name) {
            return true;
        }
        self.error(
            Code::BadName,
            &at.push("name"),
            format!(
                "{} name `{}` is not a valid {kind} name (letters, digits and !#$%&'*+-.^_`|~ only)",
                what.replace("{kind}", kind),
                name.escape_debug()
            ),
            &format!(
                "the server could not send {sent}: use the name the API really expects, without spaces, colons or line breaks"
            ),
        );
        false
    }

    fn absorb(&mut self, e: crate::error::Error) {
        e.diagnostics
            .into_iter()
            .for_each(|d| self.found.diags.push(d));
    }

    /// Errors stop the run; what the converter only notes (`Code::Lenient`) goes with the
    /// warnings.
    fn push_all(&mut self, diags: Vec<Diagnostic>) {
        for d in diags {
            if d.severity() == Severity::Error {
                self.found.diags.push(d);
            } else {
                self.found.warnings.push(d);
            }
        }
    }

    fn root(&self) -> &'a Map<String, Value> {
        static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
        self.r
            .root()
            .as_object()
            .unwrap_or_else(|| EMPTY.get_or_init(Map::new))
    }

    fn operation(&mut self, ctx: &OpContext<'a, '_>) -> Option<Pending> {
        let op = ctx.op;
        let operation_id = op
            .get("operationId")
            .and_then(Value::as_str)
            .map(str::to_string);
        let origin = Origin {
            method: ctx.method,
            path: ctx.path.to_string(),
            operation_id: operation_id.clone(),
            pointer: ctx.origin_at.pointer.clone(),
            file: (ctx.origin_at.file != 0)
                .then(|| self.r.docs.path(ctx.origin_at.file).to_path_buf()),
            document: self.r.docs.identity(ctx.origin_at.file),
            words: Default::default(),
        };
        let name = naming::base_tool_name(operation_id.as_deref(), ctx.method.as_str(), ctx.path);

        let mut inputs = Inputs {
            converter: Converter::new(self.r, Direction::Input, self.dialect, self.cache),
            properties: Map::new(),
            required: Vec::new(),
            taken: BTreeSet::new(),
        };
        let declared = self.collect_params(ctx);
        // The body claims its names first: it keeps them, colliding parameters get a suffix.
        let body = if self.version == SpecVersion::Swagger20 {
            self.swagger_body(ctx, &declared, &mut inputs)
        } else {
            self.request_body(ctx, &mut inputs)
        };
        let mut bound: Vec<Param> = Vec::new();
        for (param, at) in &declared {
            if self.version == SpecVersion::Swagger20
                && matches!(
                    param.get("in").and_then(Value::as_str),
                    Some("body" | "formData")
                )
            {
                continue;
            }
            if let Some(p) = self.param(param, at, &mut inputs) {
                bound.push(p);
            }
        }
        // Path parameters first in template order, then the rest in declared order.
        let template_order = naming::template_params(ctx.path);
        bound.sort_by_key(|p| match p.location {
            Location::Path => (
                0,
                template_order
                    .iter()
                    .position(|t| *t == p.api_name)
                    .unwrap_or(usize::MAX),
            ),
            other => (other as usize, 0),
        });
        let (input_schema, input_defs) = finish_input_schema(
            &bound,
            inputs.properties,
            inputs.required,
            &mut inputs.converter,
        );
        let converter_diags = std::mem::take(&mut inputs.converter.diagnostics);
        self.push_all(converter_diags);

        let (output, stream) = self.output_schema(ctx);
        let (output_schema, output_defs) = match output {
            Some((schema, defs)) => (Some(schema), defs),
            None => (None, Vec::new()),
        };
        let security = self.security(op);
        let summary = op
            .get("summary")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty());
        let deprecated = op.get("deprecated").and_then(Value::as_bool) == Some(true);
        let title = summary
            .map(|s| s.lines().next().unwrap_or(s).trim().to_string())
            .unwrap_or_else(|| humanize(&name));
        let description = describe(
            summary,
            op.get("description").and_then(Value::as_str),
            deprecated,
        );
        let tags = op
            .get("tags")
            .and_then(Value::as_array)
            .map(|t| {
                t.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        let server = self.operation_server(ctx);
        let mut origin = origin;
        origin.words = crate::model::OperationWords {
            summary: summary.map(str::to_string),
            description: op
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_string),
            responses: op
                .get("responses")
                .and_then(Value::as_object)
                .map(|r| r.keys().cloned().collect())
                .unwrap_or_default(),
            has_body: body.is_some(),
        };

        let open_world = Hint {
            value: false,
            source: HintSource::Defaults,
        };
        Some(Pending {
            tool: Tool {
                name,
                title,
                description,
                origin,
                http: HttpBinding {
                    method: ctx.method,
                    path_template: ctx.path.to_string(),
                    params: bound,
                    body,
                },
                server,
                input_schema,
                input_defs,
                output_schema,
                output_defs,
                annotations: Annotations::for_method(ctx.method, open_world),
                security,
                tags,
                deprecated,
                skip: None,
                note: None,
                scopes: Vec::new(),
                stream,
                reviewed: Vec::new(),
            },
            at: ctx.at.clone(),
        })
    }

    fn security(&self, op: &Value) -> Vec<Vec<String>> {
        let requirements = op.get("security").or_else(|| self.root().get("security"));
        requirements
            .and_then(Value::as_array)
            .map(|alternatives| {
                alternatives
                    .iter()
                    .filter_map(Value::as_object)
                    .map(|req| req.keys().cloned().collect())
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// The tool's `inputSchema` and the shared definitions it needs: parameters first (in binding
/// order), then body fields, always an object that rejects unknown arguments.
fn finish_input_schema(
    bound: &[Param],
    mut properties: Map<String, Value>,
    required: Vec<String>,
    converter: &mut Converter<'_>,
) -> (Value, Vec<String>) {
    let mut ordered = Map::new();
    for p in bound {
        if let Some(v) = properties.remove(&p.arg_name) {
            ordered.insert(p.arg_name.clone(), v);
        }
    }
    ordered.extend(properties);
    let mut ordered_required: Vec<String> = bound
        .iter()
        .filter(|p| required.contains(&p.arg_name))
        .map(|p| p.arg_name.clone())
        .collect();
    let rest: Vec<String> = required
        .into_iter()
        .filter(|r| !ordered_required.contains(r))
        .collect();
    ordered_required.extend(rest);

    let mut schema = Map::new();
    schema.insert("type".into(), json!("object"));
    schema.insert("properties".into(), Value::Object(ordered));
    if !ordered_required.is_empty() {
        schema.insert("required".into(), json!(ordered_required));
    }
    schema.insert("additionalProperties".into(), json!(false));
    let mut schema = Value::Object(schema);
    // Shared definitions were made portable once, when they were converted.
    make_portable(&mut schema, None);
    let (defs, _) = converter.take_defs();
    (schema, defs)
}

/// `list_pets` → `List pets`: a title for operations without a summary.
fn humanize(name: &str) -> String {
    let spaced = name.replace(['_', '-'], " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Summary and description joined, deprecation marked, cut at `MAX_DESCRIPTION` characters.
fn describe(summary: Option<&str>, description: Option<&str>, deprecated: bool) -> String {
    let mut parts: Vec<String> = Vec::new();
    if deprecated {
        parts.push("Deprecated.".to_string());
    }
    if let Some(s) = summary {
        parts.push(s.to_string());
    }
    if let Some(d) = description.map(str::trim).filter(|d| !d.is_empty())
        && Some(d) != summary
    {
        parts.push(d.to_string());
    }
    let text = parts.join("\n\n");
    if text.chars().count() <= MAX_DESCRIPTION {
        return text;
    }
    let cut: String = text.chars().take(MAX_DESCRIPTION - 1).collect();
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lowers a YAML document named `api.yaml`: the partial model, its errors and warnings.
    fn lower_yaml(text: &str) -> (Lowered, Vec<Diagnostic>) {
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), text).unwrap();
        let partial = lower_partial(&Documents::single(doc));
        (partial.lowered, partial.errors)
    }

    /// `(code, pointer)` of each warning or info.
    fn found(lowered: &Lowered) -> Vec<(Code, &str)> {
        lowered
            .warnings
            .iter()
            .map(|w| (w.code, w.pointer.as_str()))
            .collect()
    }

    const OP: &str = "responses: {'200': {description: ok}}";

    #[test]
    fn a_version_written_as_a_number_is_read_as_meant_and_noted() {
        let (lowered, errors) = lower_yaml(&format!(
            "swagger: 2.0\ninfo: {{title: T, version: '1'}}\npaths: {{/a: {{get: {{{OP}}}}}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(found(&lowered), [(Code::Lenient, "/swagger")]);
        assert!(
            lowered.warnings[0]
                .message
                .contains("`swagger: 2.0` is a number")
        );
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.1\ninfo: {{title: T, version: '1'}}\npaths: {{/a: {{get: {{{OP}}}}}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(found(&lowered), [(Code::Lenient, "/openapi")]);
        // Another number is another version, said as such.
        let e = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), "openapi: 3.3\n")
            .unwrap_err();
        assert_eq!(e.diagnostics[0].code, Code::Version);
        assert!(
            e.diagnostics[0]
                .message
                .starts_with("OpenAPI 3.3 is not supported")
        );
        let e = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), "swagger: 3\n")
            .unwrap_err();
        assert_eq!(
            e.diagnostics[0].message,
            "expected the version as a string, found a number"
        );
    }

    #[test]
    fn a_missing_title_names_the_api_after_its_file() {
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.0.3\ninfo: {{version: '1'}}\npaths: {{/a: {{get: {{{OP}}}}}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(lowered.set.info.title, "api");
        assert_eq!(found(&lowered), [(Code::Lenient, "/info")]);
        // A title that is not text is still an error.
        let (_, errors) = lower_yaml(&format!(
            "openapi: 3.0.3\ninfo: {{title: [a], version: '1'}}\npaths: {{/a: {{get: {{{OP}}}}}}}\n"
        ));
        assert_eq!(errors.len(), 1);
        assert_eq!(
            (errors[0].code, errors[0].pointer.as_str()),
            (Code::InvalidSpec, "/info/title")
        );
    }

    #[test]
    fn an_unquoted_null_in_a_type_list_is_the_null_type() {
        let (lowered, errors) = lower_yaml(
            "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n      - {name: q, in: query, schema: {type: [string, null]}}\n      responses: {'200': {description: ok}}\n",
        );
        assert!(errors.is_empty(), "{errors:?}");
        // (In the portable spelling of a type list for strict clients.)
        let schema = &lowered.set.tools[0].input_schema["properties"]["q"];
        assert_eq!(
            *schema,
            serde_json::json!({"anyOf": [{"type": "string"}, {"type": "null"}]})
        );
        assert_eq!(
            found(&lowered),
            [(Code::Lenient, "/paths/~1a/get/parameters/0/schema/type")]
        );
        // Anything else in the list is still an error.
        let (_, errors) = lower_yaml(
            "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n      - {name: q, in: query, schema: {type: [string, 5]}}\n      responses: {'200': {description: ok}}\n",
        );
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

    #[test]
    fn a_swagger_document_of_only_definitions_has_no_tools_and_no_error() {
        let (lowered, errors) = lower_yaml(
            "swagger: '2.0'\ninfo: {title: T, version: '1'}\ndefinitions: {Pet: {type: object}}\n",
        );
        assert!(errors.is_empty(), "{errors:?}");
        assert!(lowered.set.tools.is_empty());
        assert_eq!(
            lowered.set.notes,
            ["the document has no `paths`, so there are no tools"]
        );
        let (_, errors) = lower_yaml("swagger: '2.0'\ninfo: {title: T, version: '1'}\n");
        assert_eq!(
            errors[0].message,
            "missing `paths` (and there are no `definitions` or `parameters` or `responses` either)"
        );
    }

    #[test]
    fn operations_not_read_yet_and_repeated_parameters_are_warnings() {
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.1.0\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    query: {{{OP}}}\n    additionalOperations: {{PROPFIND: {{{OP}}}}}\n    get:\n      parameters:\n      - {{name: q, in: query, schema: {{type: string}}}}\n      - {{name: r, in: header, schema: {{type: string}}}}\n      - {{name: q, in: query, schema: {{type: integer}}}}\n      {OP}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(lowered.set.tools.len(), 1);
        assert_eq!(
            found(&lowered),
            [
                (
                    Code::UnsupportedOperation,
                    "/paths/~1a/additionalOperations"
                ),
                (Code::DuplicateParameter, "/paths/~1a/get/parameters/2"),
                (Code::UnsupportedOperation, "/paths/~1a/query"),
            ]
        );
        // The later one is used.
        let q = &lowered.set.tools[0].input_schema["properties"]["q"];
        assert_eq!(q["type"], "integer", "{q}");
    }

    #[test]
    fn openapi_32_operations_become_tools_with_their_methods() {
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.2.0\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    query: {{{OP}}}\n    additionalOperations:\n      LINK: {{{OP}}}\n      PROPFIND: {{{OP}}}\n      POST: {{{OP}}}\n      'NOT A METHOD': {{{OP}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        let methods: Vec<&str> = lowered
            .set
            .tools
            .iter()
            .map(|t| t.origin.method.as_str())
            .collect();
        assert_eq!(methods, ["LINK", "PROPFIND", "QUERY"]);
        let origin = &lowered.set.tools[0].origin;
        assert_eq!(origin.pointer, "/paths/~1a/additionalOperations/LINK");
        assert_eq!(origin.key(), "LINK /a");
        assert_eq!(
            found(&lowered),
            [
                (
                    Code::UnsupportedOperation,
                    "/paths/~1a/additionalOperations/NOT A METHOD"
                ),
                (
                    Code::UnsupportedOperation,
                    "/paths/~1a/additionalOperations/POST"
                ),
            ]
        );
        // Before 3.2 the same entries live under `x-oai-additionalOperations`.
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.1.0\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    x-oai-additionalOperations: {{SEARCH: {{{OP}}}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(lowered.set.tools[0].origin.method.as_str(), "SEARCH");
        assert!(lowered.set.tools[0].annotations.read_only.value);
        // A 3.2 written as a number is read as meant, with a note.
        let (lowered, errors) = lower_yaml(&format!(
            "openapi: 3.2\ninfo: {{title: T, version: '1'}}\npaths: {{/a: {{query: {{{OP}}}}}}}\n"
        ));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(found(&lowered), [(Code::Lenient, "/openapi")]);
        assert_eq!(
            lowered.set.tools[0].origin.method,
            crate::model::Method::Query
        );
    }

    #[test]
    fn a_querystring_parameter_is_read_in_32_only() {
        let doc = |version: &str| {
            format!(
                "openapi: {version}\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    get:\n      parameters:\n      - {{name: f, in: querystring, content: {{application/x-www-form-urlencoded: {{schema: {{type: object, properties: {{q: {{type: string}}}}}}}}}}}}\n      {OP}\n"
            )
        };
        let (lowered, errors) = lower_yaml(&doc("3.2.0"));
        assert!(errors.is_empty(), "{errors:?}");
        let param = &lowered.set.tools[0].http.params[0];
        assert_eq!(
            (param.location, param.style),
            (Location::Querystring, crate::model::Style::Form)
        );
        assert_eq!(
            lowered.set.tools[0].input_schema["properties"]["f"]["type"],
            "object"
        );
        let (_, errors) = lower_yaml(&doc("3.1.0"));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].pointer, "/paths/~1a/get/parameters/0/in");
        assert!(
            errors[0].message.contains("OpenAPI 3.2"),
            "{}",
            errors[0].message
        );
    }

    #[test]
    fn descriptions_are_joined_marked_and_cut() {
        assert_eq!(
            describe(Some("List pets"), Some("All of them."), false),
            "List pets\n\nAll of them."
        );
        assert_eq!(describe(Some("Old"), None, true), "Deprecated.\n\nOld");
        let long = "a".repeat(MAX_DESCRIPTION + 10);
        let d = describe(None, Some(&long), false);
        assert_eq!(d.chars().count(), MAX_DESCRIPTION);
        assert!(d.ends_with('…'));
    }

    #[test]
    fn template_params_in_order() {
        assert_eq!(naming::template_params("/a/{x}/b/{y}.json"), ["x", "y"]);
        assert!(naming::template_params("/a").is_empty());
    }

    /// Every fixture of the repository and a document made to stress the split (definitions
    /// shared across both halves, recursion through them, errors and warnings in each half),
    /// lowered in one pass and in two halves on two threads: the same model, the same
    /// problems, in the same order.
    #[test]
    fn lowering_in_two_halves_gives_what_one_pass_gives() {
        let shared = "components: {schemas: {\
            Node: {type: object, properties: {next: {$ref: '#/components/schemas/Node'}, \
                   meta: {$ref: '#/components/schemas/Meta'}}}, \
            Meta: {type: object, properties: {name: {type: string, nullable: true}, \
                   tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}}}, \
            Tag: {type: string, enum: [a, b]}, \
            Bad: {type: object, properties: {x: {$ref: '#/components/schemas/Missing'}}}}}";
        let body = |schema: &str| {
            format!(
                "requestBody: {{content: {{application/json: {{schema: {{$ref: '#/components/schemas/{schema}'}}}}}}}}"
            )
        };
        let ok = |schema: &str| {
            format!(
                "responses: {{'200': {{description: ok, content: {{application/json: {{schema: {{$ref: '#/components/schemas/{schema}'}}}}}}}}}}"
            )
        };
        let mut paths = String::new();
        for i in 0..12 {
            let schema = ["Node", "Meta", "Tag", "Bad"][i % 4];
            paths.push_str(&format!(
                "  /r{i}: {{post: {{operationId: op{i}, {}, {}}}, get: {{{}}}}}\n",
                body(schema),
                ok(["Meta", "Node"][i % 2]),
                ok(schema),
            ));
        }
        paths.push_str("  /dup: {get: {operationId: op3, responses: {'200': {$ref: '#/components/responses/None'}}}}\n");
        let made =
            format!("openapi: 3.0.3\ninfo: {{title: T, version: '1'}}\n{shared}\npaths:\n{paths}");
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), &made).unwrap();
        let mut documents = vec![("made".to_string(), Documents::single(doc))];

        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
        let mut specs = Vec::new();
        let mut folders = vec![root];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else if !path.to_string_lossy().contains("overrides") {
                    specs.push(path);
                }
            }
        }
        specs.sort();
        for spec in specs {
            // Fixtures that are not specs, or are broken before lowering, are someone else's.
            if let Ok((docs, _)) = crate::load_documents(&crate::Settings::new(&spec)) {
                documents.push((spec.display().to_string(), docs));
            }
        }
        assert!(documents.len() > 20, "{} documents", documents.len());
        let mut split = 0;
        for (name, docs) in &documents {
            let (one, one_split) = lower_split(docs, usize::MAX);
            let (two, two_split) = lower_split(docs, 2);
            assert!(!one_split);
            split += usize::from(two_split);
            assert_eq!(format!("{one:#?}"), format!("{two:#?}"), "{name}");
            if name == "made" {
                assert!(two_split);
                assert!(!two.errors.is_empty() && !two.lowered.warnings.is_empty());
                assert!(two.lowered.set.defs.input.contains_key("Node"));
            }
        }
        assert!(split > 20, "split {split} of {}", documents.len());
    }
}
