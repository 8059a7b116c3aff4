//! Lower stage: turns a loaded OpenAPI 3.0 document into the tool model: one tool per operation
//! with its name, input schema, HTTP binding, default annotations and the spec's `x-mcp` applied.

use std::collections::BTreeSet;

use serde_json::{Map, Value, json};

use crate::error::{Diagnostic, Diagnostics, Result, pointer_push};
use crate::load::Document;
use crate::model::{
    Annotations, ApiInfo, Body, Hint, HintSource, HttpBinding, Location, Method, Origin, Param,
    SchemeKind, SecurityScheme, Server, Skipped, Style, Tool, ToolSet,
};
use crate::naming;
use crate::overrides::{self, Entry};
use crate::resolve::Resolver;
use crate::schema::{Converter, Direction, kind_of};

/// Descriptions longer than this are cut (with a visible marker) to spare the agent's context.
pub const MAX_DESCRIPTION: usize = 4096;

/// Headers OpenAPI says are described elsewhere and must be ignored as parameters.
const IGNORED_HEADERS: [&str; 3] = ["accept", "content-type", "authorization"];

struct Lowering<'a> {
    doc: &'a Document,
    resolver: Resolver<'a>,
    diags: Diagnostics,
}

/// One operation before naming: the tool (with a provisional name) and its `x-mcp` entry.
struct Pending {
    tool: Tool,
    extension: Option<Entry>,
}

pub fn lower(doc: &Document) -> Result<ToolSet> {
    let mut l = Lowering {
        doc,
        resolver: Resolver::new(doc),
        diags: Diagnostics::default(),
    };
    let info = l.info();
    let servers = l.servers();
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
    let mut skipped = Vec::new();
    for Pending {
        mut tool,
        extension,
    } in pending
    {
        if let Some(entry) = extension {
            if entry.skip == Some(true) {
                skipped.push(Skipped {
                    origin: tool.origin,
                    source: HintSource::SpecExtension,
                });
                continue;
            }
            overrides::apply_entry(&mut tool, &entry, &HintSource::SpecExtension);
        }
        tools.push(tool);
    }
    tools.sort_by(|a, b| a.name.cmp(&b.name));
    skipped.sort_by_key(|s: &Skipped| s.origin.key());
    l.diags.finish(ToolSet {
        info,
        servers,
        security_schemes,
        tools,
        skipped,
    })
}

impl<'a> Lowering<'a> {
    fn error(&mut self, pointer: &str, message: impl Into<String>, help: &str) {
        self.diags
            .push(Diagnostic::new(&self.doc.path, pointer, message).help(help));
    }

    fn root(&self) -> &'a Map<String, Value> {
        static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
        self.doc
            .root
            .as_object()
            .unwrap_or_else(|| EMPTY.get_or_init(Map::new))
    }

    fn info(&mut self) -> ApiInfo {
        let info = self.root().get("info");
        let title = info.and_then(|i| i.get("title")).and_then(Value::as_str);
        if title.is_none() {
            self.error(
                "/info/title",
                "missing `info.title`",
                "add `info: {title: My API, version: 1.0.0}`; the title names the server",
            );
        }
        ApiInfo {
            title: title.unwrap_or("API").to_string(),
            version: info
                .and_then(|i| i.get("version"))
                .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                .unwrap_or_default(),
            description: info
                .and_then(|i| i.get("description"))
                .and_then(Value::as_str)
                .map(str::to_string),
        }
    }

    fn servers(&mut self) -> Vec<Server> {
        let Some(list) = self.root().get("servers").and_then(Value::as_array) else {
            return Vec::new();
        };
        list.iter()
            .filter_map(|s| {
                let url = s.get("url")?.as_str()?;
                Some(Server {
                    url: substitute_server_variables(url, s.get("variables")),
                    description: s
                        .get("description")
                        .and_then(Value::as_str)
                        .map(str::to_string),
                })
            })
            .collect()
    }

    fn security_schemes(&mut self) -> Vec<SecurityScheme> {
        let Some(schemes) = self
            .root()
            .get("components")
            .and_then(|c| c.get("securitySchemes"))
            .and_then(Value::as_object)
        else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (name, scheme) in schemes {
            let at = pointer_push("/components/securitySchemes", name);
            let scheme = match self.resolver.follow(scheme, &at) {
                Ok((s, _)) => s,
                Err(e) => {
                    e.diagnostics.into_iter().for_each(|d| self.diags.push(d));
                    continue;
                }
            };
            let ty = scheme.get("type").and_then(Value::as_str).unwrap_or("");
            let kind = match ty {
                "apiKey" => {
                    let location = match scheme.get("in").and_then(Value::as_str) {
                        Some("header") => Location::Header,
                        Some("query") => Location::Query,
                        Some("cookie") => Location::Cookie,
                        other => {
                            self.error(
                                &pointer_push(&at, "in"),
                                format!(
                                    "apiKey `in` must be header, query or cookie, found {other:?}"
                                ),
                                "set `in: header` (or query, cookie)",
                            );
                            continue;
                        }
                    };
                    let Some(param_name) = scheme.get("name").and_then(Value::as_str) else {
                        self.error(
                            &pointer_push(&at, "name"),
                            "apiKey scheme without `name`",
                            "set `name:` to the header, query or cookie name the API expects",
                        );
                        continue;
                    };
                    SchemeKind::ApiKey {
                        param_name: param_name.to_string(),
                        location,
                    }
                }
                "http" => match scheme
                    .get("scheme")
                    .and_then(Value::as_str)
                    .map(str::to_ascii_lowercase)
                    .as_deref()
                {
                    Some("bearer") => SchemeKind::HttpBearer,
                    Some("basic") => SchemeKind::HttpBasic,
                    other => SchemeKind::Unsupported {
                        kind: format!("http {}", other.unwrap_or("(no scheme)")),
                    },
                },
                other => SchemeKind::Unsupported {
                    kind: other.to_string(),
                },
            };
            out.push(SecurityScheme {
                name: name.clone(),
                kind,
                description: scheme
                    .get("description")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            });
        }
        out
    }

    fn operations(&mut self) -> Vec<Pending> {
        let Some(paths) = self.root().get("paths") else {
            self.error(
                "/paths",
                "missing `paths`",
                "an OpenAPI 3.0 document lists its operations under `paths:`",
            );
            return Vec::new();
        };
        let Some(paths) = paths.as_object() else {
            self.error(
                "/paths",
                format!("expected a mapping of paths, found {}", kind_of(paths)),
                "write `paths:` as a mapping such as `/pets: {get: ...}`",
            );
            return Vec::new();
        };
        let mut out = Vec::new();
        for (path, item) in paths {
            if path.starts_with("x-") {
                continue;
            }
            let item_at = pointer_push("/paths", path);
            if !path.starts_with('/') {
                self.error(
                    &item_at,
                    format!("path `{path}` does not start with `/`"),
                    "write it as `/{path}`",
                );
                continue;
            }
            let item = match self.resolver.follow(item, &item_at) {
                Ok((i, _)) => i,
                Err(e) => {
                    e.diagnostics.into_iter().for_each(|d| self.diags.push(d));
                    continue;
                }
            };
            let Some(item_obj) = item.as_object() else {
                self.error(
                    &item_at,
                    format!("expected a path item mapping, found {}", kind_of(item)),
                    "map HTTP methods to operations",
                );
                continue;
            };
            let shared_params = item_obj.get("parameters");
            for (key, op) in item_obj {
                let Some(method) = Method::from_key(key) else {
                    continue;
                };
                let op_at = pointer_push(&item_at, key);
                if !op.is_object() {
                    self.error(
                        &op_at,
                        format!("expected an operation mapping, found {}", kind_of(op)),
                        "an operation is a mapping with `responses`",
                    );
                    continue;
                }
                if let Some(p) = self.operation(method, path, op, &op_at, shared_params, &item_at) {
                    out.push(p);
                }
            }
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn operation(
        &mut self,
        method: Method,
        path: &str,
        op: &'a Value,
        op_at: &str,
        shared_params: Option<&'a Value>,
        item_at: &str,
    ) -> Option<Pending> {
        let operation_id = op
            .get("operationId")
            .and_then(Value::as_str)
            .map(str::to_string);
        let extension = match op.get("x-mcp") {
            Some(v) => match overrides::from_value::<Entry>(
                &self.doc.path,
                &pointer_push(op_at, "x-mcp"),
                v.clone(),
            ) {
                Ok(e) => Some(e),
                Err(e) => {
                    e.diagnostics.into_iter().for_each(|d| self.diags.push(d));
                    None
                }
            },
            None => None,
        };
        let origin = Origin {
            method,
            path: path.to_string(),
            operation_id: operation_id.clone(),
            pointer: op_at.to_string(),
        };
        let name = naming::base_tool_name(operation_id.as_deref(), method.as_str(), path);

        let mut input = Converter::new(self.resolver, Direction::Input);
        let mut properties = Map::new();
        let mut required: Vec<String> = Vec::new();
        let mut taken: BTreeSet<String> = BTreeSet::new();

        // The body claims its names first: it keeps them, colliding parameters get a suffix.
        let body = self.request_body(
            op,
            op_at,
            &mut input,
            &mut properties,
            &mut required,
            &mut taken,
        );

        let params = self.collect_params(op, op_at, shared_params, item_at);
        let mut bound = Vec::new();
        for (param, at) in params {
            let Some(p) = self.param(
                param,
                &at,
                &mut input,
                &mut properties,
                &mut required,
                &mut taken,
            ) else {
                continue;
            };
            bound.push(p);
        }
        // Path parameters first in template order, then the rest in declared order.
        let template_order = template_params(path);
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
        // Parameters come before the body fields in the schema, in the binding's order.
        let mut ordered = Map::new();
        for p in &bound {
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
        let body_required: Vec<String> = required
            .into_iter()
            .filter(|r| !ordered_required.contains(r))
            .collect();
        ordered_required.extend(body_required);

        let mut input_schema = Map::new();
        input_schema.insert("type".into(), json!("object"));
        input_schema.insert("properties".into(), Value::Object(ordered));
        if !ordered_required.is_empty() {
            input_schema.insert("required".into(), json!(ordered_required));
        }
        input_schema.insert("additionalProperties".into(), json!(false));
        let defs = input.take_defs();
        if !defs.is_empty() {
            input_schema.insert("$defs".into(), Value::Object(defs));
        }
        input
            .diagnostics
            .into_iter()
            .for_each(|d| self.diags.push(d));

        let output_schema = self.output_schema(op, op_at);
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
                    method,
                    path_template: path.to_string(),
                    params: bound,
                    body,
                },
                input_schema: Value::Object(input_schema),
                output_schema,
                annotations: Annotations::for_method(method, open_world),
                security,
                tags,
                deprecated,
            },
            extension,
        })
    }

    /// Path-item parameters overridden by operation parameters with the same name and location.
    fn collect_params(
        &mut self,
        op: &'a Value,
        op_at: &str,
        shared: Option<&'a Value>,
        item_at: &str,
    ) -> Vec<(&'a Value, String)> {
        let mut out: Vec<(&'a Value, String, (String, String))> = Vec::new();
        let lists = [
            (shared, pointer_push(item_at, "parameters")),
            (op.get("parameters"), pointer_push(op_at, "parameters")),
        ];
        for (list, list_at) in lists {
            let Some(list) = list else { continue };
            let Some(items) = list.as_array() else {
                self.error(
                    &list_at,
                    format!("expected a list of parameters, found {}", kind_of(list)),
                    "write `parameters:` as a list",
                );
                continue;
            };
            for (i, raw) in items.iter().enumerate() {
                let at = pointer_push(&list_at, &i.to_string());
                let (param, _) = match self.resolver.follow(raw, &at) {
                    Ok(found) => found,
                    Err(e) => {
                        e.diagnostics.into_iter().for_each(|d| self.diags.push(d));
                        continue;
                    }
                };
                let key = (
                    param
                        .get("name")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                    param
                        .get("in")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                );
                out.retain(|(_, _, k)| *k != key);
                out.push((param, at, key));
            }
        }
        out.into_iter().map(|(p, at, _)| (p, at)).collect()
    }

    fn param(
        &mut self,
        param: &'a Value,
        at: &str,
        input: &mut Converter<'a>,
        properties: &mut Map<String, Value>,
        required: &mut Vec<String>,
        taken: &mut BTreeSet<String>,
    ) -> Option<Param> {
        let Some(api_name) = param.get("name").and_then(Value::as_str) else {
            self.error(
                at,
                "parameter without `name`",
                "every parameter needs `name` and `in`",
            );
            return None;
        };
        let location = match param.get("in").and_then(Value::as_str) {
            Some("path") => Location::Path,
            Some("query") => Location::Query,
            Some("header") => Location::Header,
            Some("cookie") => Location::Cookie,
            other => {
                self.error(
                    &pointer_push(at, "in"),
                    format!("parameter `{api_name}` has `in: {}`; expected path, query, header or cookie", other.unwrap_or("(missing)")),
                    "set `in:` to path, query, header or cookie",
                );
                return None;
            }
        };
        if location == Location::Header
            && IGNORED_HEADERS.contains(&api_name.to_ascii_lowercase().as_str())
        {
            return None;
        }
        let required_flag = location == Location::Path
            || param.get("required").and_then(Value::as_bool) == Some(true);

        // A `content` parameter carries its schema inside its single media type.
        let (schema_value, schema_at) = match (
            param.get("schema"),
            param.get("content").and_then(Value::as_object),
        ) {
            (Some(s), _) => (Some(s), pointer_push(at, "schema")),
            (None, Some(content)) => match content.iter().next() {
                Some((media, m)) => (
                    m.get("schema"),
                    pointer_push(&pointer_push(&pointer_push(at, "content"), media), "schema"),
                ),
                None => (None, String::new()),
            },
            (None, None) => (None, String::new()),
        };
        let mut schema = match schema_value {
            Some(s) => input.convert(s, &schema_at),
            None => json!({"type": "string"}),
        };
        if let (Some(obj), Some(desc)) = (
            schema.as_object_mut(),
            param.get("description").and_then(Value::as_str),
        ) && !obj.contains_key("description")
        {
            obj.insert("description".into(), json!(desc));
        }
        if param.get("deprecated").and_then(Value::as_bool) == Some(true)
            && let Some(obj) = schema.as_object_mut()
        {
            obj.insert("deprecated".into(), json!(true));
        }

        let mut arg = naming::arg_name(api_name);
        if taken.contains(&arg) {
            arg = format!("{arg}_{}", location.as_str());
        }
        let stem = arg.clone();
        let mut n = 1;
        while taken.contains(&arg) {
            n += 1;
            arg = format!("{stem}_{n}");
        }
        taken.insert(arg.clone());
        properties.insert(arg.clone(), schema);
        if required_flag {
            required.push(arg.clone());
        }
        let (default_style, default_explode) = match location {
            Location::Query | Location::Cookie => (Style::Form, true),
            Location::Path | Location::Header => (Style::Simple, false),
        };
        let style = match param.get("style").and_then(Value::as_str) {
            Some("form") => Style::Form,
            Some("simple") => Style::Simple,
            _ => default_style,
        };
        Some(Param {
            arg_name: arg,
            api_name: api_name.to_string(),
            location,
            required: required_flag,
            style,
            explode: param
                .get("explode")
                .and_then(Value::as_bool)
                .unwrap_or(default_explode),
        })
    }

    fn request_body(
        &mut self,
        op: &'a Value,
        op_at: &str,
        input: &mut Converter<'a>,
        properties: &mut Map<String, Value>,
        required: &mut Vec<String>,
        taken: &mut BTreeSet<String>,
    ) -> Option<Body> {
        let raw = op.get("requestBody")?;
        let at = pointer_push(op_at, "requestBody");
        let (body, body_at) = match self.resolver.follow(raw, &at) {
            Ok(found) => found,
            Err(e) => {
                e.diagnostics.into_iter().for_each(|d| self.diags.push(d));
                return None;
            }
        };
        let body_required = body.get("required").and_then(Value::as_bool) == Some(true);
        let content = body.get("content").and_then(Value::as_object)?;
        let (media, media_obj) = pick_media_type(content)?;
        let content_at = pointer_push(&pointer_push(&body_at, "content"), media);
        let is_json = is_json_media(media);
        let description = body.get("description").and_then(Value::as_str);

        let schema = match media_obj.get("schema") {
            Some(s) if is_json => input.convert(s, &pointer_push(&content_at, "schema")),
            _ => {
                let mut s = json!({"type": "string", "description": format!("Request body, sent as {media}.")});
                if let Some(d) = description {
                    s["description"] = json!(format!("{d} (sent as {media})"));
                }
                s
            }
        };
        let flatten = is_json
            && schema.get("properties").is_some_and(Value::is_object)
            && ["oneOf", "anyOf", "allOf", "not"]
                .iter()
                .all(|k| schema.get(*k).is_none());
        if flatten {
            let mut fields = Vec::new();
            let body_required_fields: Vec<&str> = schema
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if let Some(props) = schema.get("properties").and_then(Value::as_object) {
                for (name, prop) in props {
                    fields.push(name.clone());
                    taken.insert(name.clone());
                    properties.insert(name.clone(), prop.clone());
                    if body_required && body_required_fields.contains(&name.as_str()) {
                        required.push(name.clone());
                    }
                }
            }
            Some(Body::Fields {
                content_type: media.to_string(),
                fields,
                required: body_required,
            })
        } else {
            let arg = "body".to_string();
            let mut schema = schema;
            if let (Some(obj), Some(d)) = (schema.as_object_mut(), description)
                && !obj.contains_key("description")
            {
                obj.insert("description".into(), json!(d));
            }
            taken.insert(arg.clone());
            properties.insert(arg.clone(), schema);
            if body_required {
                required.push(arg.clone());
            }
            Some(Body::Whole {
                content_type: media.to_string(),
                arg_name: arg,
                required: body_required,
            })
        }
    }

    /// The 2xx JSON response schema, when it is an object: it becomes `outputSchema`.
    fn output_schema(&mut self, op: &'a Value, op_at: &str) -> Option<Value> {
        let responses = op.get("responses").and_then(Value::as_object)?;
        let mut codes: Vec<&String> = responses.keys().filter(|c| c.starts_with('2')).collect();
        codes.sort();
        let code = codes.first()?;
        let at = pointer_push(&pointer_push(op_at, "responses"), code);
        let (response, response_at) = self.resolver.follow(&responses[code.as_str()], &at).ok()?;
        let content = response.get("content").and_then(Value::as_object)?;
        let (media, media_obj) = content.iter().find(|(m, _)| is_json_media(m))?;
        let schema = media_obj.get("schema")?;
        let schema_at = pointer_push(
            &pointer_push(&pointer_push(&response_at, "content"), media),
            "schema",
        );
        let mut output = Converter::new(self.resolver, Direction::Output);
        let mut converted = output.convert(schema, &schema_at);
        let defs = output.take_defs();
        // Problems in output schemas were already reported as input problems or do not block
        // calls: drop the output schema rather than fail the whole generation.
        if !output.diagnostics.is_empty() {
            return None;
        }
        let is_object = match converted.get("type") {
            Some(Value::String(t)) => t == "object",
            None => converted.get("properties").is_some(),
            _ => false,
        };
        if !is_object || converted.get("oneOf").is_some() || converted.get("anyOf").is_some() {
            return None;
        }
        let obj = converted.as_object_mut()?;
        obj.insert("type".into(), json!("object"));
        if !defs.is_empty() {
            obj.insert("$defs".into(), Value::Object(defs));
        }
        Some(converted)
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

/// JSON first, then the rest in a fixed order, so the choice never depends on key order.
fn pick_media_type(content: &Map<String, Value>) -> Option<(&str, &Value)> {
    let rank = |m: &str| {
        if m == "application/json" {
            0
        } else if is_json_media(m) {
            1
        } else {
            2
        }
    };
    content
        .iter()
        .min_by(|a, b| (rank(a.0), a.0).cmp(&(rank(b.0), b.0)))
        .map(|(m, v)| (m.as_str(), v))
}

pub fn is_json_media(media: &str) -> bool {
    let essence = media
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json") || essence == "*/*"
}

/// `{name}` segments of a path template, in order.
pub fn template_params(path: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = path;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else {
            break;
        };
        out.push(&rest[start + 1..start + len]);
        rest = &rest[start + len + 1..];
    }
    out
}

fn substitute_server_variables(url: &str, variables: Option<&Value>) -> String {
    let mut out = url.to_string();
    if let Some(vars) = variables.and_then(Value::as_object) {
        for (name, var) in vars {
            if let Some(default) = var.get("default").and_then(Value::as_str) {
                out = out.replace(&format!("{{{name}}}"), default);
            }
        }
    }
    out
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
    fn media_type_choice_prefers_json() {
        let content: Map<String, Value> = serde_json::from_value(json!({
            "text/plain": {}, "application/xml": {}, "application/vnd.api+json": {}, "application/json": {}
        }))
        .unwrap();
        assert_eq!(pick_media_type(&content).unwrap().0, "application/json");
    }

    #[test]
    fn template_params_in_order() {
        assert_eq!(template_params("/a/{x}/b/{y}.json"), ["x", "y"]);
        assert!(template_params("/a").is_empty());
    }
}
