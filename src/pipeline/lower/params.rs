//! Parameters: path-item and operation parameters merged, each turned into a tool argument
//! (its schema) and a binding (location, style, explode). Swagger 2.0 parameters carry their
//! schema inline and a `collectionFormat`; they are mapped onto OpenAPI 3 styles.

use serde_json::{Map, Value, json};

use super::{Inputs, Lowering, OpContext};
use crate::error::Code;
use crate::model::document::Loc;
use crate::model::document::SpecVersion;
use crate::model::schema::kind_of;
use crate::model::{Location, Param, Style, media_essence};
use crate::util::naming;

/// Headers OpenAPI says are described elsewhere and must be ignored as parameters.
const IGNORED_HEADERS: [&str; 3] = ["accept", "content-type", "authorization"];

/// Swagger 2.0 parameter fields that are JSON Schema keywords of the parameter's value.
const SWAGGER_SCHEMA_FIELDS: &[&str] = &[
    "type",
    "format",
    "items",
    "enum",
    "default",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "maxItems",
    "minItems",
    "uniqueItems",
    "multipleOf",
    "x-nullable",
];

impl<'a> Lowering<'a> {
    /// Path-item parameters overridden by operation parameters with the same name and location.
    pub(super) fn collect_params(&mut self, ctx: &OpContext<'a, '_>) -> Vec<(&'a Value, Loc)> {
        let mut out: Vec<(&'a Value, Loc, (String, String))> = Vec::new();
        // Lowest first: the path item's, those beside its `$ref`, the operation's.
        let beside = ctx.beside_ref.clone();
        let lists = [
            (ctx.item.get("parameters"), ctx.item_at.push("parameters")),
            (
                beside.as_ref().map(|(list, _)| *list),
                beside.map_or_else(|| ctx.item_at.push("parameters"), |(_, at)| at),
            ),
            (ctx.op.get("parameters"), ctx.at.push("parameters")),
        ];
        for (list, list_at) in lists {
            // Operation parameters replace path-item ones by design; a second one of the same
            // name and location in one list replaces the first too, which its author cannot
            // have meant, so it is said.
            let mut in_this_list: Vec<(String, String)> = Vec::new();
            let Some(list) = list else { continue };
            let Some(items) = list.as_array() else {
                self.error(
                    Code::InvalidSpec,
                    &list_at,
                    format!("expected a list of parameters, found {}", kind_of(list)),
                    "write `parameters:` as a list",
                );
                continue;
            };
            for (i, raw) in items.iter().enumerate() {
                let at = list_at.push(&i.to_string());
                let (param, param_at) = match self.r.follow(raw, &at) {
                    Ok(found) => found,
                    Err(e) => {
                        self.absorb(e);
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
                if in_this_list.contains(&key) {
                    let d = self
                        .r
                        .diag(
                            Code::DuplicateParameter,
                            &at,
                            format!(
                                "parameter `{}` (in: {}) is listed twice in this `parameters` list; this one replaces the first",
                                key.0, key.1
                            ),
                        )
                        .help("remove one of them, or rename it if they are different parameters");
                    self.found.warnings.push(d);
                }
                in_this_list.push(key.clone());
                out.retain(|(_, _, k)| *k != key);
                out.push((param, param_at, key));
            }
        }
        out.into_iter().map(|(p, at, _)| (p, at)).collect()
    }

    /// One path, query, header or cookie parameter.
    pub(super) fn param(
        &mut self,
        param: &'a Value,
        at: &Loc,
        inputs: &mut Inputs<'a>,
    ) -> Option<Param> {
        let Some(api_name) = param.get("name").and_then(Value::as_str) else {
            self.error(
                Code::InvalidSpec,
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
            Some("querystring") if self.version == SpecVersion::OpenApi32 => Location::Querystring,
            Some("querystring") => {
                self.error(
                    Code::InvalidSpec,
                    &at.push("in"),
                    format!("parameter `{api_name}` has `in: querystring`, which OpenAPI 3.2 defines, but the document declares an earlier version"),
                    "declare `openapi: 3.2.0`, or describe the query's fields as `in: query` parameters",
                );
                return None;
            }
            other => {
                self.error(
                    Code::InvalidSpec,
                    &at.push("in"),
                    format!("parameter `{api_name}` has `in: {}`; expected path, query, header or cookie", other.unwrap_or("(missing)")),
                    "set `in:` to path, query, header or cookie",
                );
                return None;
            }
        };
        if !self.sendable_name(at, ("{kind} parameter", "it"), location, api_name) {
            return None;
        }
        if location == Location::Header
            && IGNORED_HEADERS.contains(&api_name.to_ascii_lowercase().as_str())
        {
            return None;
        }
        let required = location == Location::Path
            || param.get("required").and_then(Value::as_bool) == Some(true);
        let mut schema = if self.version == SpecVersion::Swagger20 {
            self.swagger_param_schema(param, at, inputs)
        } else {
            self.param_schema(param, at, inputs)
        };
        if let Some(obj) = schema.as_object_mut() {
            if let Some(desc) = param.get("description").and_then(Value::as_str)
                && !obj.contains_key("description")
            {
                obj.insert("description".into(), json!(desc));
            }
            if param.get("deprecated").and_then(Value::as_bool) == Some(true) {
                obj.insert("deprecated".into(), json!(true));
            }
        }
        let arg = inputs.add(
            &naming::arg_name(api_name),
            location.as_str(),
            schema,
            required,
        );
        let (style, explode) = if self.version == SpecVersion::Swagger20 {
            swagger_style(param, location)
        } else if location == Location::Querystring {
            // The runtime form-encodes an object (or keeps a form's text) for the form media
            // type, and percent-encodes the text of any other whole.
            let form = querystring_media(param)
                .is_some_and(|(media, _)| media_essence(media) == FORM_MEDIA);
            (if form { Style::Form } else { Style::Simple }, true)
        } else {
            openapi_style(param, location)
        };
        Some(Param {
            arg_name: arg,
            api_name: api_name.to_string(),
            location,
            required,
            style,
            explode,
        })
    }

    /// OpenAPI 3: `schema`, or the schema of the single media type under `content`.
    fn param_schema(&mut self, param: &'a Value, at: &Loc, inputs: &mut Inputs<'a>) -> Value {
        if param.get("in").and_then(Value::as_str) == Some("querystring") {
            // Form data may be given as its object; any other media type as the query's text.
            return match querystring_media(param) {
                Some((media, m)) if media_essence(media) == FORM_MEDIA => {
                    let schema_at = at.push("content").push(media).push("schema");
                    match m
                        .get("schema")
                        .map(|s| inputs.converter.convert(s, &schema_at))
                    {
                        Some(s) if s.get("type").and_then(Value::as_str) != Some("string") => s,
                        _ => {
                            json!({"type": "string", "description": "The query string, form-encoded."})
                        }
                    }
                }
                Some((media, _)) => {
                    json!({"type": "string", "description": format!("The whole query string as {media} text; it is percent-encoded when sent.")})
                }
                None => json!({"type": "string", "description": "The whole query string."}),
            };
        }
        if let Some(s) = param.get("schema") {
            return inputs.converter.convert(s, &at.push("schema"));
        }
        if let Some((media, m)) = param
            .get("content")
            .and_then(Value::as_object)
            .and_then(|c| c.iter().next())
        {
            let schema_at = at.push("content").push(media).push("schema");
            let converted = m
                .get("schema")
                .map(|s| inputs.converter.convert(s, &schema_at));
            // A `content` parameter is serialised by its media type, not by a style: the agent
            // passes the serialised text (e.g. JSON) and it is sent as is.
            return match converted {
                Some(s)
                    if matches!(
                        s.get("type").and_then(Value::as_str),
                        Some("string" | "integer" | "number" | "boolean")
                    ) =>
                {
                    s
                }
                _ => json!({"type": "string", "description": format!("Serialised as {media}.")}),
            };
        }
        json!({"type": "string"})
    }

    /// Swagger 2.0: the parameter object itself holds the schema keywords.
    fn swagger_param_schema(
        &mut self,
        param: &'a Value,
        at: &Loc,
        inputs: &mut Inputs<'a>,
    ) -> Value {
        let Some(obj) = param.as_object() else {
            return json!({"type": "string"});
        };
        let schema: Map<String, Value> = obj
            .iter()
            .filter(|(k, _)| SWAGGER_SCHEMA_FIELDS.contains(&k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if schema.is_empty() {
            return json!({"type": "string"});
        }
        inputs.converter.convert(&Value::Object(schema), at)
    }
}

/// The media type whose form data an `in: querystring` parameter can take as an object.
const FORM_MEDIA: &str = "application/x-www-form-urlencoded";

/// The one media type of an `in: querystring` parameter's `content` (OpenAPI 3.2 requires it).
fn querystring_media(param: &Value) -> Option<(&String, &Value)> {
    param
        .get("content")
        .and_then(Value::as_object)
        .and_then(|c| c.iter().next())
}

/// OpenAPI 3 `style`/`explode` with the defaults of §4.8.12.4.
pub(super) fn openapi_style(param: &Value, location: Location) -> (Style, bool) {
    let default = match location {
        Location::Query | Location::Cookie | Location::Querystring => Style::Form,
        Location::Path | Location::Header => Style::Simple,
    };
    let style = match param.get("style").and_then(Value::as_str) {
        Some("form") => Style::Form,
        Some("simple") => Style::Simple,
        Some("label") => Style::Label,
        Some("matrix") => Style::Matrix,
        Some("spaceDelimited") => Style::SpaceDelimited,
        Some("pipeDelimited") => Style::PipeDelimited,
        Some("deepObject") => Style::DeepObject,
        // OpenAPI 3.2: cookies as RFC 6265 writes them, unencoded; only for cookies.
        Some("cookie") if location == Location::Cookie => Style::Cookie,
        _ => default,
    };
    let explode = param
        .get("explode")
        .and_then(Value::as_bool)
        .unwrap_or(style == Style::Form || style == Style::DeepObject);
    (style, explode)
}

/// Swagger 2.0 `collectionFormat` as an OpenAPI 3 style: csv (the default) is comma-joined,
/// multi repeats the key, ssv and pipes are the delimited styles (tsv has no equivalent and is
/// sent comma-joined).
pub(super) fn swagger_style(param: &Value, location: Location) -> (Style, bool) {
    let joined = match location {
        Location::Query | Location::Cookie | Location::Querystring => Style::Form,
        Location::Path | Location::Header => Style::Simple,
    };
    match param.get("collectionFormat").and_then(Value::as_str) {
        Some("multi") => (Style::Form, true),
        Some("ssv") => (Style::SpaceDelimited, false),
        Some("pipes") => (Style::PipeDelimited, false),
        _ => (joined, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openapi_style_defaults() {
        assert_eq!(
            openapi_style(&json!({}), Location::Query),
            (Style::Form, true)
        );
        assert_eq!(
            openapi_style(&json!({}), Location::Path),
            (Style::Simple, false)
        );
        assert_eq!(
            openapi_style(&json!({"style": "deepObject"}), Location::Query),
            (Style::DeepObject, true)
        );
        assert_eq!(
            openapi_style(&json!({"style": "form", "explode": false}), Location::Query),
            (Style::Form, false)
        );
        assert_eq!(
            openapi_style(&json!({"style": "matrix"}), Location::Path),
            (Style::Matrix, false)
        );
        // OpenAPI 3.2's `cookie` style is for cookies only.
        assert_eq!(
            openapi_style(&json!({"style": "cookie"}), Location::Cookie),
            (Style::Cookie, false)
        );
        assert_eq!(
            openapi_style(&json!({"style": "cookie"}), Location::Query),
            (Style::Form, true)
        );
    }

    #[test]
    fn swagger_collection_formats() {
        assert_eq!(
            swagger_style(&json!({}), Location::Query),
            (Style::Form, false)
        );
        assert_eq!(
            swagger_style(&json!({"collectionFormat": "multi"}), Location::Query),
            (Style::Form, true)
        );
        assert_eq!(
            swagger_style(&json!({"collectionFormat": "pipes"}), Location::Query),
            (Style::PipeDelimited, false)
        );
        assert_eq!(
            swagger_style(&json!({"collectionFormat": "csv"}), Location::Header),
            (Style::Simple, false)
        );
    }
}
