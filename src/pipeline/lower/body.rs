//! Request bodies and responses: the media type is chosen (JSON first, deterministically), the
//! body's schema becomes tool arguments (an object's properties flattened, anything else one
//! `body` argument), form fields keep the serialisation the spec gives them (`encoding` styles,
//! `collectionFormat`), and a 2xx JSON object response becomes the output schema.

use serde_json::{Map, Value, json};

use super::params::{openapi_style, swagger_style};
use super::{Inputs, Lowering, OpContext};
use crate::error::{Code, Diagnostic};
use crate::model::document::Loc;
use crate::model::document::SpecVersion;
use crate::model::schema::{Converter, Direction, make_portable};
use crate::model::{Body, Encoding, FieldStyle, Location, ResponseStream, StreamKind, Style};

/// Output schemas larger than this (with their `$defs`) are left out of the tool.
pub const OUTPUT_SCHEMA_MAX_BYTES: usize = 64 * 1024;

/// Media types in order of preference; ties go to the name so the choice never depends on the
/// order of keys in the document.
fn media_rank(media: &str) -> u8 {
    let essence = crate::model::media_essence(media);
    match essence.as_str() {
        "application/json" => 0,
        e if e.ends_with("+json") => 1,
        "application/x-www-form-urlencoded" => 2,
        "multipart/form-data" => 3,
        "*/*" => 4,
        e if e.starts_with("text/") => 5,
        _ => 6,
    }
}

fn pick_media<'m, I: IntoIterator<Item = &'m str>>(types: I) -> Option<&'m str> {
    types
        .into_iter()
        .min_by(|a, b| (media_rank(a), *a).cmp(&(media_rank(b), *b)))
}

/// An SSE event's item schema as the runtime fills it in: `data` is the parsed JSON value when
/// the data is JSON, else its text, so `data` becomes what `contentSchema` describes (or what the
/// schema says, when it is not a string) or a string. Other fields stay as written.
fn event_item_schema(item: &Value) -> Value {
    let mut item = item.clone();
    let Some(data) = item.pointer_mut("/properties/data") else {
        return item;
    };
    let text = json!({"type": "string"});
    let parsed = match data.get("contentSchema") {
        Some(content) => content.clone(),
        None if data.get("type") == Some(&json!("string")) => json!({}),
        None => data.clone(),
    };
    let mut replaced = if parsed == json!({}) {
        parsed
    } else {
        json!({"anyOf": [parsed, text]})
    };
    if let Some(description) = data.get("description") {
        replaced["description"] = description.clone();
    }
    *data = replaced;
    item
}

/// The schema of a multipart file field as the agent fills it in.
fn file_schema(description: Option<&str>) -> Value {
    json!({
        "type": "object",
        "description": description.unwrap_or("A file to upload."),
        "properties": {
            "content": {"type": "string", "contentEncoding": "base64", "description": "The file's bytes, base64-encoded."},
            "filename": {"type": "string", "description": "File name sent with the part."},
            "content_type": {"type": "string", "description": "Media type of the file, e.g. image/png (default application/octet-stream)."}
        },
        "required": ["content"],
        "additionalProperties": false
    })
}

fn is_file_schema(schema: &Value) -> bool {
    schema.get("format").and_then(Value::as_str) == Some("binary")
        || schema.get("contentMediaType").is_some()
        || schema.get("contentEncoding").and_then(Value::as_str) == Some("binary")
}

/// True when the runtime sends a field with this style like any other field of the encoding,
/// so the descriptor need not list it: in a form body the exploded styles (arrays repeat the
/// key) and `deepObject` (bracket notation); in multipart, where arrays and objects are
/// otherwise one JSON part, only `deepObject`, which has no meaning there.
fn is_default_style(encoding: Encoding, style: Style, explode: bool) -> bool {
    match encoding {
        Encoding::Form => explode || style == Style::DeepObject,
        Encoding::Multipart => style == Style::DeepObject,
        Encoding::Json | Encoding::Binary | Encoding::Text => true,
    }
}

/// Records on a flattened body the styles the spec gives its fields (by property name, which is
/// also the field's argument name: body fields are added first and keep their names), leaving
/// out files, which are parts of their own whatever the style, and styles the runtime applies
/// anyway. A body sent whole has no fields to style.
fn with_styles(mut body: Body, styles: &[FieldStyle]) -> Body {
    if let Body::Fields {
        encoding,
        fields,
        file_fields,
        styles: kept,
        ..
    } = &mut body
    {
        // In field order, so the descriptor does not depend on the order of keys in the spec.
        *kept = fields
            .iter()
            .filter(|field| !file_fields.contains(field))
            .filter_map(|field| styles.iter().find(|s| s.field == *field))
            .filter(|s| !is_default_style(*encoding, s.style, s.explode))
            .cloned()
            .collect();
    }
    body
}

fn is_flat_object(schema: &Value) -> bool {
    schema.get("properties").is_some_and(Value::is_object)
        && ["oneOf", "anyOf", "allOf", "not", "$ref"]
            .iter()
            .all(|k| schema.get(*k).is_none())
}

impl<'a> Lowering<'a> {
    /// OpenAPI 3 `requestBody`.
    pub(super) fn request_body(
        &mut self,
        ctx: &OpContext<'a, '_>,
        inputs: &mut Inputs<'a>,
    ) -> Option<Body> {
        let raw = ctx.op.get("requestBody")?;
        let (body, body_at) = match self.r.follow(raw, &ctx.at.push("requestBody")) {
            Ok(found) => found,
            Err(e) => {
                self.absorb(e);
                return None;
            }
        };
        let required = body.get("required").and_then(Value::as_bool) == Some(true);
        let content = body.get("content").and_then(Value::as_object)?;
        let media = pick_media(content.keys().map(String::as_str))?;
        let schema_at = body_at.push("content").push(media).push("schema");
        let schema = content.get(media).and_then(|m| m.get("schema"));
        let description = body.get("description").and_then(Value::as_str);
        let styles = self.encoding_styles(media, content.get(media));
        let body = self.bind_body(media, schema, &schema_at, required, description, inputs);
        Some(with_styles(body, &styles))
    }

    /// OpenAPI `encoding.<field>.style`/`explode` of a form body, and from 3.1 on of a multipart
    /// body (3.0 says to ignore them there), with a query parameter's defaults; only the fields
    /// that set one of the two (most set only `contentType`).
    fn encoding_styles(&self, media: &str, media_object: Option<&Value>) -> Vec<FieldStyle> {
        let applies = match Encoding::for_media_type(media) {
            Encoding::Form => true,
            Encoding::Multipart => self.version.is_json_schema(),
            Encoding::Json | Encoding::Binary | Encoding::Text => false,
        };
        if !applies {
            return Vec::new();
        }
        media_object
            .and_then(|m| m.get("encoding"))
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter(|(_, e)| e.get("style").is_some() || e.get("explode").is_some())
            .map(|(field, e)| {
                let (style, explode) = openapi_style(e, Location::Query);
                FieldStyle {
                    field: field.clone(),
                    style,
                    explode,
                }
            })
            .collect()
    }

    /// Swagger 2.0: a `body` parameter, or `formData` parameters gathered into a form body.
    pub(super) fn swagger_body(
        &mut self,
        ctx: &OpContext<'a, '_>,
        declared: &[(&'a Value, Loc)],
        inputs: &mut Inputs<'a>,
    ) -> Option<Body> {
        let consumes = self.swagger_list(ctx.op, "consumes");
        let location = |p: &Value| p.get("in").and_then(Value::as_str).map(str::to_string);
        if let Some((param, at)) = declared
            .iter()
            .find(|(p, _)| location(p).as_deref() == Some("body"))
        {
            let media =
                pick_media(consumes.iter().map(String::as_str)).unwrap_or("application/json");
            let required = param.get("required").and_then(Value::as_bool) == Some(true);
            let description = param.get("description").and_then(Value::as_str);
            return Some(self.bind_body(
                media,
                param.get("schema"),
                &at.push("schema"),
                required,
                description,
                inputs,
            ));
        }
        let form: Vec<&(&'a Value, Loc)> = declared
            .iter()
            .filter(|(p, _)| location(p).as_deref() == Some("formData"))
            .collect();
        if form.is_empty() {
            return None;
        }
        let has_file = form
            .iter()
            .any(|(p, _)| p.get("type").and_then(Value::as_str) == Some("file"));
        let multipart = has_file
            || (consumes
                .iter()
                .any(|c| c.starts_with("multipart/form-data"))
                && !consumes
                    .iter()
                    .any(|c| c.starts_with("application/x-www-form-urlencoded")));
        let media = if multipart {
            "multipart/form-data"
        } else {
            "application/x-www-form-urlencoded"
        };
        let mut properties = Map::new();
        let mut required = Vec::new();
        let mut styles = Vec::new();
        for (param, at) in form {
            let Some(name) = param.get("name").and_then(Value::as_str) else {
                continue;
            };
            // `collectionFormat` (csv when absent) means for a form field what it means for a
            // query parameter.
            if param.get("type").and_then(Value::as_str) == Some("array") {
                let (style, explode) = swagger_style(param, Location::Query);
                styles.push(FieldStyle {
                    field: name.to_string(),
                    style,
                    explode,
                });
            }
            let fields: Map<String, Value> = param
                .as_object()
                .into_iter()
                .flatten()
                .filter(|(k, _)| {
                    !matches!(
                        k.as_str(),
                        "name" | "in" | "required" | "collectionFormat" | "allowEmptyValue"
                    )
                })
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let schema = inputs.converter.convert(&Value::Object(fields), at);
            properties.insert(name.to_string(), schema);
            if param.get("required").and_then(Value::as_bool) == Some(true) {
                required.push(json!(name));
            }
        }
        let any_required = !required.is_empty();
        let schema = json!({"type": "object", "properties": properties, "required": required});
        let body = self.bind_converted_body(media, schema, any_required, None, inputs);
        Some(with_styles(body, &styles))
    }

    /// Converts a body schema and binds it.
    fn bind_body(
        &mut self,
        media: &str,
        schema: Option<&'a Value>,
        schema_at: &Loc,
        required: bool,
        description: Option<&str>,
        inputs: &mut Inputs<'a>,
    ) -> Body {
        let encoding = Encoding::for_media_type(media);
        let converted = match (schema, encoding) {
            // The root always resolves, so an object body can be flattened whatever its size.
            (Some(s), Encoding::Json | Encoding::Form | Encoding::Multipart) => {
                inputs.converter.convert_root(s, schema_at)
            }
            _ => json!({}),
        };
        self.bind_converted_body(media, converted, required, description, inputs)
    }

    /// Flattens an object body into arguments, or makes the whole body one `body` argument.
    fn bind_converted_body(
        &mut self,
        media: &str,
        schema: Value,
        required: bool,
        description: Option<&str>,
        inputs: &mut Inputs<'a>,
    ) -> Body {
        let encoding = Encoding::for_media_type(media);
        let content_type = media.to_string();
        let flatten = matches!(
            encoding,
            Encoding::Json | Encoding::Form | Encoding::Multipart
        ) && is_flat_object(&schema);
        if flatten {
            let required_fields: Vec<&str> = schema
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let mut fields = Vec::new();
            let mut file_fields = Vec::new();
            for (name, prop) in schema
                .get("properties")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                let mut prop = prop.clone();
                if encoding == Encoding::Multipart && is_file_schema(&prop) {
                    prop = file_schema(prop.get("description").and_then(Value::as_str));
                    file_fields.push(name.clone());
                }
                let field_required = required && required_fields.contains(&name.as_str());
                // Body fields come first, so they keep their own names.
                let arg = inputs.add(name, "body", prop, field_required);
                fields.push(arg);
            }
            return Body::Fields {
                content_type,
                encoding,
                fields,
                file_fields,
                styles: Vec::new(),
                required,
            };
        }
        let (encoding, mut schema) = match encoding {
            Encoding::Json => (Encoding::Json, schema),
            Encoding::Binary => (
                Encoding::Binary,
                json!({"type": "string", "contentEncoding": "base64", "description": format!("Request body ({media}), base64-encoded.")}),
            ),
            // Text, and form or multipart bodies that are not objects: the agent writes the text.
            _ => (
                Encoding::Text,
                json!({"type": "string", "description": format!("Request body, sent as {media}.")}),
            ),
        };
        if let (Some(obj), Some(d)) = (schema.as_object_mut(), description)
            && !obj.contains_key("description")
        {
            obj.insert("description".into(), json!(d));
        }
        let arg = inputs.add("body", "body", schema, required);
        Body::Whole {
            content_type,
            encoding,
            arg_name: arg,
            required,
        }
    }

    /// The 2xx JSON response schema, when it is an object: it becomes `outputSchema`; and the
    /// stream, when that response is one (see [`Lowering::item_schema`]).
    pub(super) fn output_schema(
        &mut self,
        ctx: &OpContext<'a, '_>,
    ) -> (Option<(Value, Vec<String>)>, Option<ResponseStream>) {
        let mut stream = None;
        let output = self.success_output(ctx, &mut stream);
        (output, stream)
    }

    fn success_output(
        &mut self,
        ctx: &OpContext<'a, '_>,
        stream: &mut Option<ResponseStream>,
    ) -> Option<(Value, Vec<String>)> {
        let responses = ctx.op.get("responses").and_then(Value::as_object)?;
        let responses_at = ctx.at.push("responses");
        // The first 2xx response (in code order) is the one used. Every response's `$ref` is
        // followed, though: one that points nowhere is a mistake whatever the status code.
        let used_code = responses.keys().filter(|c| c.starts_with('2')).min();
        let mut used = None;
        for (code, response) in responses {
            if code.starts_with("x-") {
                continue;
            }
            let is_used = Some(code) == used_code;
            match self.r.follow(response, &responses_at.push(code)) {
                Ok(found) if is_used => used = Some(found),
                Ok(_) => {}
                Err(e) => self.response_warnings(e.diagnostics, is_used),
            }
        }
        let (response, response_at) = used?;
        let mut item_schema = None;
        let (schema, schema_at) = if self.version.is_swagger() {
            let produces = self.swagger_list(ctx.op, "produces");
            if !produces.is_empty()
                && !produces
                    .iter()
                    .any(|p| Encoding::for_media_type(p) == Encoding::Json)
            {
                return None;
            }
            (response.get("schema")?, response_at.push("schema"))
        } else {
            let content = response.get("content").and_then(Value::as_object)?;
            match content.keys().find(|m| media_rank(m) <= 1) {
                Some(media) => (
                    content.get(media)?.get("schema")?,
                    response_at.push("content").push(media).push("schema"),
                ),
                None => {
                    let (found, schema, at) =
                        self.item_schema(content, &response_at.push("content"))?;
                    item_schema = Some(schema);
                    *stream = Some(found);
                    (schema, at)
                }
            }
        };
        let mut output = Converter::new(self.r, Direction::Output, self.dialect, self.cache);
        let event_item;
        let (schema, schema_at) = match (&*stream, item_schema) {
            (Some(s), Some(item)) if s.kind == StreamKind::EventStream => {
                let (item, at) = match self.r.follow(item, &schema_at) {
                    Ok(found) => found,
                    Err(e) => {
                        self.response_warnings(e.diagnostics, true);
                        return None;
                    }
                };
                event_item = event_item_schema(item);
                (&event_item, at)
            }
            _ => (schema, schema_at),
        };
        let mut converted = output.convert_root(schema, &schema_at);
        let (defs, defs_size) = output.take_defs();
        let (errors, notes): (Vec<_>, Vec<_>) = std::mem::take(&mut output.diagnostics)
            .into_iter()
            .partition(|d| d.severity() == crate::error::Severity::Error);
        self.found.warnings.extend(notes);
        if !errors.is_empty() {
            let diagnostics = errors;
            self.response_warnings(diagnostics, true);
            return None;
        }
        if let Some(s) = &*stream {
            if s.kind != StreamKind::EventStream {
                // The runtime keeps a line or record that is not JSON as its text.
                converted = json!({"anyOf": [converted, {
                    "type": "string",
                    "description": "An item that is not JSON, as received.",
                }]});
            }
            converted = json!({
                "type": "object",
                "description": format!(
                    "The `{}` stream's items, in the order they arrived.",
                    s.media_type
                ),
                "properties": {"items": {"type": "array", "items": converted}},
                "required": ["items"],
            });
        }
        let is_object = match converted.get("type") {
            Some(Value::String(t)) => t == "object",
            None => converted.get("properties").is_some(),
            _ => false,
        };
        if !is_object
            || ["oneOf", "anyOf", "allOf", "$ref"]
                .iter()
                .any(|k| converted.get(*k).is_some())
        {
            return None;
        }
        make_portable(&mut converted, None);
        let obj = converted.as_object_mut()?;
        obj.insert("type".into(), json!("object"));
        // Results are still returned whole; only the (optional) description of their shape is
        // left out when it alone would cost an agent more context than most results do.
        let size = serde_json::to_string(&converted).map_or(usize::MAX, |s| s.len()) + defs_size;
        if size > OUTPUT_SCHEMA_MAX_BYTES {
            self.found.omitted_outputs += 1;
            return None;
        }
        Some((converted, defs))
    }

    /// OpenAPI 3.2 sequential media types: a response's Media Type Object for JSON Lines,
    /// JSON text sequences or server-sent events with an `itemSchema` (the schema of one item)
    /// makes the tool's answer a stream. The first such media type by name is used.
    fn item_schema(
        &self,
        content: &'a Map<String, Value>,
        content_at: &Loc,
    ) -> Option<(ResponseStream, &'a Value, Loc)> {
        if self.version != SpecVersion::OpenApi32 {
            return None;
        }
        content
            .iter()
            .filter_map(|(media, object)| {
                let essence = crate::model::media_essence(media);
                let kind = StreamKind::for_media_essence(&essence)?;
                let item = object.get("itemSchema")?;
                let stream = ResponseStream {
                    kind,
                    media_type: essence,
                };
                Some((stream, item, content_at.push(media).push("itemSchema")))
            })
            .min_by(|a, b| a.0.media_type.cmp(&b.0.media_type))
    }

    /// Problems met in responses (a `$ref` that points nowhere, a schema that is not one) are
    /// warnings, not errors: what a response holds only ever becomes the optional output schema,
    /// so the tool can still be called, and real specs have them (Keycloak 23's
    /// `oas_any_type_not_mapped`), as they have duplicate operationIds. Each is reported where it
    /// is written, once however many tools meet it; `used`: the tool loses its output schema.
    fn response_warnings(&mut self, diagnostics: Vec<Diagnostic>, used: bool) {
        let consequence = if used {
            "meanwhile the tools whose success response needs it are generated without an output schema (their results are still returned in full)"
        } else {
            "meanwhile nothing else changes: no tool takes its output schema from this response"
        };
        for mut d in diagnostics {
            d.help = Some(match d.help.take() {
                Some(help) => format!("{help}; {consequence}"),
                None => consequence.to_string(),
            });
            d.code = Code::BrokenResponse;
            self.found.warnings.push(d);
        }
    }

    /// Swagger 2.0 `consumes`/`produces`: the operation's list, else the document's.
    fn swagger_list(&self, op: &Value, key: &str) -> Vec<String> {
        op.get(key)
            .or_else(|| self.root().get(key))
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn media_type_choice_prefers_json_then_forms() {
        assert_eq!(
            pick_media([
                "text/plain",
                "application/xml",
                "application/vnd.api+json",
                "application/json"
            ]),
            Some("application/json")
        );
        assert_eq!(
            pick_media(["multipart/form-data", "application/x-www-form-urlencoded"]),
            Some("application/x-www-form-urlencoded")
        );
        assert_eq!(
            pick_media(["application/octet-stream", "text/plain"]),
            Some("text/plain")
        );
        assert_eq!(
            pick_media(["b/x", "a/x"]),
            Some("a/x"),
            "ties are broken by name, not by order"
        );
    }

    /// Regression: a body that is a `$ref` to a definition too big to inline was sent whole as
    /// one `body` argument instead of being flattened (402 Kubernetes tools).
    #[test]
    fn a_large_referenced_object_body_is_flattened() {
        let fields: serde_json::Map<String, Value> = (0..30)
            .map(|i| {
                (
                    format!("field_{i}"),
                    json!({"type": "string", "description": "padding padding"}),
                )
            })
            .collect();
        let root = json!({
            "openapi": "3.0.3", "info": {"title": "t", "version": "1"},
            "paths": {"/a": {"post": {"operationId": "make",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Big"}}}},
                "responses": {"200": {"description": "ok"}}}}},
            "components": {"schemas": {"Big": {"type": "object", "required": ["field_0"], "properties": fields}}}
        });
        let docs = crate::model::document::Documents::single(crate::model::document::Document {
            path: "api.yaml".into(),
            root,
            version: crate::model::document::SpecVersion::OpenApi30,
        });
        let set = crate::pipeline::lower::lower(&docs).unwrap().set;
        let tool = &set.tools[0];
        assert!(
            matches!(&tool.http.body, Some(Body::Fields { fields, .. }) if fields.len() == 30),
            "{:?}",
            tool.http.body
        );
        assert_eq!(tool.input_schema["required"], json!(["field_0"]));
    }

    /// Swagger 2.0 keeps responses under `#/responses`; a `default` response counts too, and a
    /// working response is still used when another one is broken.
    #[test]
    fn swagger_response_refs_that_point_nowhere_are_warnings() {
        let yaml = r##"
swagger: "2.0"
info: {title: t, version: "1"}
produces: [application/json]
paths:
  /a:
    get:
      operationId: read
      responses:
        "200": {$ref: "#/responses/Ok"}
        default: {$ref: "#/responses/Nope"}
        x-note: {$ref: "#/not/a/response"}
responses:
  Ok: {description: ok, schema: {type: object, properties: {id: {type: string}}}}
"##;
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), yaml).unwrap();
        let docs = crate::model::document::Documents::single(doc);
        let lowered = crate::pipeline::lower::lower(&docs).unwrap();
        let pointers: Vec<&str> = lowered
            .warnings
            .iter()
            .map(|w| w.pointer.as_str())
            .collect();
        assert_eq!(pointers, ["/paths/~1a/get/responses/default"]);
        assert!(lowered.warnings[0].message.contains("#/responses/Nope"));
        assert!(lowered.set.tools[0].output_schema.is_some());
    }

    /// The body of the one tool of a YAML document.
    fn body_of(yaml: &str) -> Body {
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), yaml).unwrap();
        let docs = crate::model::document::Documents::single(doc);
        let set = crate::pipeline::lower::lower(&docs).unwrap().set;
        set.tools[0].http.body.clone().unwrap()
    }

    fn styles_of(body: &Body) -> Vec<(&str, Style, bool)> {
        match body {
            Body::Fields { styles, .. } => styles
                .iter()
                .map(|s| (s.field.as_str(), s.style, s.explode))
                .collect(),
            Body::Whole { .. } => panic!("not flattened: {body:?}"),
        }
    }

    const SWAGGER_FORM: &str = r#"
swagger: "2.0"
info: {title: t, version: "1"}
paths:
  /a:
    post:
      operationId: send
      consumes: [CONSUMES]
      parameters:
        - {name: plain, in: formData, type: array, items: {type: string}}
        - {name: csv, in: formData, type: array, items: {type: string}, collectionFormat: csv}
        - {name: ssv, in: formData, type: array, items: {type: string}, collectionFormat: ssv}
        - {name: tsv, in: formData, type: array, items: {type: string}, collectionFormat: tsv}
        - {name: pipes, in: formData, type: array, items: {type: string}, collectionFormat: pipes}
        - {name: multi, in: formData, type: array, items: {type: string}, collectionFormat: multi}
        - {name: scalar, in: formData, type: string}
      responses: {"200": {description: ok}}
"#;

    /// `collectionFormat` (csv by default) of `formData` arrays: a form body needs to be told
    /// everything but `multi`, which is its default; multipart needs `multi` too (one part per
    /// item instead of one JSON part). tsv has no OpenAPI style and is sent comma-joined, as in
    /// a query.
    #[test]
    fn swagger_form_collection_formats_become_field_styles() {
        let joined = [
            ("plain", Style::Form, false),
            ("csv", Style::Form, false),
            ("ssv", Style::SpaceDelimited, false),
            ("tsv", Style::Form, false),
            ("pipes", Style::PipeDelimited, false),
        ];
        let form = body_of(&SWAGGER_FORM.replace("CONSUMES", "application/x-www-form-urlencoded"));
        assert_eq!(styles_of(&form), joined);
        let multipart = body_of(&SWAGGER_FORM.replace("CONSUMES", "multipart/form-data"));
        let mut expected = joined.to_vec();
        expected.push(("multi", Style::Form, true));
        assert_eq!(styles_of(&multipart), expected);
    }

    const OPENAPI_FORM: &str = r#"
openapi: VERSION
info: {title: t, version: "1"}
paths:
  /a:
    post:
      operationId: send
      requestBody:
        content:
          MEDIA:
            schema:
              type: object
              properties:
                tags: {type: array, items: {type: string}}
                words: {type: array, items: {type: string}}
                ids: {type: array, items: {type: integer}}
                exploded: {type: array, items: {type: string}}
                filter: {type: object}
                typed: {type: array, items: {type: string}}
                file: {type: string, format: binary}
                plain: {type: array, items: {type: string}}
            encoding:
              typed: {contentType: text/plain}
              ids: {style: pipeDelimited}
              words: {style: spaceDelimited, explode: false}
              tags: {explode: false}
              exploded: {style: form, explode: true}
              filter: {style: deepObject}
              file: {style: form, explode: false}
              missing: {explode: false}
      responses: {"200": {description: ok}}
"#;

    /// `encoding.<field>.style`/`explode` with a query parameter's defaults (explode is false
    /// for every style but form and deepObject), in field order; only the fields a form body
    /// does not serialise that way anyway. (In a form body `file` is a string like any other;
    /// a joining style leaves a scalar as it is.)
    #[test]
    fn openapi_form_encoding_styles_become_field_styles() {
        let form = OPENAPI_FORM.replace("MEDIA", "application/x-www-form-urlencoded");
        for version in ["3.0.3", "3.1.0"] {
            let body = body_of(&form.replace("VERSION", version));
            assert_eq!(
                styles_of(&body),
                [
                    ("tags", Style::Form, false),
                    ("words", Style::SpaceDelimited, false),
                    ("ids", Style::PipeDelimited, false),
                    ("file", Style::Form, false),
                ],
                "{version}"
            );
        }
    }

    /// OpenAPI 3.1 applies `style`/`explode` to multipart fields too (an exploded array is one
    /// part per item); 3.0 says to ignore them there. Files stay file parts.
    #[test]
    fn openapi_multipart_encoding_styles_are_3_1_only() {
        let multipart = OPENAPI_FORM.replace("MEDIA", "multipart/form-data");
        let body = body_of(&multipart.replace("VERSION", "3.1.0"));
        assert_eq!(
            styles_of(&body),
            [
                ("tags", Style::Form, false),
                ("words", Style::SpaceDelimited, false),
                ("ids", Style::PipeDelimited, false),
                ("exploded", Style::Form, true),
            ]
        );
        let body = body_of(&multipart.replace("VERSION", "3.0.3"));
        assert_eq!(styles_of(&body), []);
    }

    #[test]
    fn file_fields_are_recognised() {
        assert!(is_file_schema(
            &json!({"type": "string", "format": "binary"})
        ));
        assert!(is_file_schema(
            &json!({"type": "string", "contentMediaType": "image/png"})
        ));
        assert!(!is_file_schema(
            &json!({"type": "string", "format": "byte"})
        ));
    }
}

#[cfg(test)]
mod stream_tests {
    use serde_json::json;

    use crate::model::{ResponseStream, StreamKind, Tool};

    fn lower(yaml: &str) -> Vec<Tool> {
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), yaml).unwrap();
        let docs = crate::model::document::Documents::single(doc);
        crate::pipeline::lower::lower(&docs).unwrap().set.tools
    }

    const STREAMS: &str = r##"
openapi: 3.2.0
info: {title: t, version: "1"}
paths:
  /logs:
    get:
      operationId: logs
      responses:
        "200":
          description: one log entry a line
          content:
            application/x-ndjson:
              itemSchema: {$ref: "#/components/schemas/Entry"}
  /events:
    get:
      operationId: events
      responses:
        "200":
          description: events
          content:
            text/event-stream:
              itemSchema:
                type: object
                required: [data]
                properties:
                  event: {type: string}
                  id: {type: string}
                  retry: {type: integer, minimum: 0}
                  data:
                    type: string
                    description: the payload
                    contentMediaType: application/json
                    contentSchema: {$ref: "#/components/schemas/Entry"}
  /ticks:
    get:
      operationId: ticks
      responses:
        "200":
          description: plain data
          content:
            text/event-stream:
              itemSchema:
                type: object
                properties: {data: {type: string}}
  /seq:
    get:
      operationId: seq
      responses:
        "200":
          description: a JSON text sequence, and JSON beside it
          content:
            application/json-seq:
              itemSchema: {type: integer}
  /both:
    get:
      operationId: both
      responses:
        "200":
          description: JSON wins
          content:
            application/json: {schema: {type: object, properties: {n: {type: integer}}}}
            application/jsonl: {itemSchema: {type: integer}}
  /bare:
    get:
      operationId: bare
      responses:
        "200":
          description: no itemSchema, no stream
          content:
            application/jsonl: {schema: {type: array}}
components:
  schemas:
    Entry:
      type: object
      properties: {level: {type: string}, message: {type: string}}
"##;

    fn tool<'t>(tools: &'t [Tool], name: &str) -> &'t Tool {
        tools.iter().find(|t| t.name == name).unwrap()
    }

    fn items(tool: &Tool) -> &serde_json::Value {
        let out = tool.output_schema.as_ref().unwrap();
        assert_eq!(out["type"], "object");
        assert_eq!(out["required"], json!(["items"]));
        assert_eq!(out["properties"]["items"]["type"], "array");
        &out["properties"]["items"]["items"]
    }

    #[test]
    fn item_schemas_of_3_2_streams_become_the_items_output_schema() {
        let tools = lower(STREAMS);
        let stream = |name: &str| tool(&tools, name).stream.clone();
        let of = |kind, media: &str| {
            Some(ResponseStream {
                kind,
                media_type: media.to_string(),
            })
        };
        assert_eq!(
            stream("logs"),
            of(StreamKind::JsonLines, "application/x-ndjson")
        );
        assert_eq!(
            stream("events"),
            of(StreamKind::EventStream, "text/event-stream")
        );
        assert_eq!(
            stream("seq"),
            of(StreamKind::JsonSeq, "application/json-seq")
        );
        // A JSON response is preferred; `schema` alone on a sequential type is no stream.
        assert_eq!(stream("both"), None);
        assert_eq!(
            tool(&tools, "both").output_schema.as_ref().unwrap()["properties"]["n"]["type"],
            "integer"
        );
        assert_eq!(stream("bare"), None);
        assert_eq!(tool(&tools, "bare").output_schema, None);

        // The item schema is converted like any output schema (the small `Entry` inlined); a
        // JSON Lines or json-seq item may also be the text of one that is not JSON.
        let entry = items(tool(&tools, "logs"));
        assert_eq!(entry["anyOf"][0]["properties"]["level"]["type"], "string");
        assert_eq!(entry["anyOf"][1]["type"], "string");
        assert_eq!(items(tool(&tools, "seq"))["anyOf"][0]["type"], "integer");

        // An event's `data` is the parsed `contentSchema` value, or the text when it is not JSON.
        let event = items(tool(&tools, "events"));
        assert_eq!(event["properties"]["retry"]["type"], "integer");
        let data = &event["properties"]["data"];
        assert_eq!(data["description"], "the payload");
        let any_of = data["anyOf"].as_array().unwrap();
        assert_eq!(any_of.len(), 2, "{data}");
        assert_eq!(any_of[0]["properties"]["message"]["type"], "string");
        assert_eq!(any_of[1], json!({"type": "string"}));
        // A string `data` without `contentSchema` may hold any JSON value.
        let ticks = &items(tool(&tools, "ticks"))["properties"]["data"];
        assert!(ticks.get("type").is_none(), "{ticks}");
    }

    /// An event item schema that points nowhere is a located warning, as in any response; the
    /// tool still streams.
    #[test]
    fn a_broken_event_item_schema_is_a_warning() {
        let yaml = r##"
openapi: 3.2.0
info: {title: t, version: "1"}
paths:
  /events:
    get:
      operationId: events
      responses:
        "200":
          description: events
          content:
            text/event-stream:
              itemSchema: {$ref: "#/components/schemas/Nope"}
"##;
        let doc = crate::pipeline::load::load_str(std::path::Path::new("api.yaml"), yaml).unwrap();
        let docs = crate::model::document::Documents::single(doc);
        let lowered = crate::pipeline::lower::lower(&docs).unwrap();
        let tool = &lowered.set.tools[0];
        assert_eq!(tool.output_schema, None);
        assert_eq!(tool.stream.as_ref().unwrap().kind, StreamKind::EventStream);
        assert_eq!(lowered.warnings.len(), 1, "{:?}", lowered.warnings);
        assert!(lowered.warnings[0].message.contains("Nope"));
    }

    #[test]
    fn item_schema_is_a_3_2_keyword() {
        let earlier = STREAMS.replace("openapi: 3.2.0", "openapi: 3.1.0");
        let tools = lower(&earlier);
        assert!(tools.iter().all(|t| t.stream.is_none()));
        assert_eq!(tool(&tools, "logs").output_schema, None);
    }
}
