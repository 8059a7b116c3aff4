//! Request bodies, serialised per [`Encoding`]: JSON, text, binary (from base64),
//! `application/x-www-form-urlencoded` (bracket notation, or a field's joining style) and
//! `multipart/form-data`, whose part headers are escaped and whose boundary occurs in no part,
//! so a field value or file name cannot add parts or headers.

use serde_json::{Map, Value};

use super::descriptor::{Body, Encoding, FieldStyle, Param, Style};
use super::encoding::{decode_base64, media_type_essence};
use super::style::{
    COMPONENT, QUERY_TEXT, ScalarArrays, bracket_pairs, delimited_pairs, encode, flat_items,
};

/// Content type of a multipart file part whose object names none (RFC 7578 §4.4).
pub const DEFAULT_FILE_CONTENT_TYPE: &str = "application/octet-stream";

/// A request body, serialised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestBody {
    /// Owned because a multipart type carries its boundary.
    pub content_type: String,
    pub bytes: Vec<u8>,
}

pub(crate) fn build_body(
    body: Option<Body>,
    args: &Map<String, Value>,
) -> Result<Option<RequestBody>, String> {
    let Some(body) = body else {
        return Ok(None);
    };
    match body {
        Body::Fields {
            content_type,
            encoding,
            fields,
            file_fields,
            styles,
            required,
        } => {
            let present: Vec<(&str, &Value)> = fields
                .iter()
                .filter_map(|field| Some((*field, args.get(*field)?)))
                .collect();
            if present.is_empty() && !required {
                return Ok(None);
            }
            let body = match encoding {
                // Explicit nulls are kept: in a PATCH body, `null` often means "clear this
                // field".
                Encoding::Json => RequestBody {
                    content_type: content_type.to_string(),
                    bytes: Value::Object(
                        present
                            .iter()
                            .map(|(field, value)| (field.to_string(), (*value).clone()))
                            .collect(),
                    )
                    .to_string()
                    .into_bytes(),
                },
                Encoding::Form => RequestBody {
                    content_type: content_type.to_string(),
                    bytes: form_body(present, styles).into_bytes(),
                },
                Encoding::Multipart => {
                    let parts = multipart_parts(present, file_fields, styles)?;
                    multipart_body(content_type, parts)
                }
                Encoding::Binary | Encoding::Text => {
                    return Err(format!(
                        "a {content_type} request body cannot be assembled from separate \
                         fields; this server was generated incorrectly"
                    ));
                }
            };
            Ok(Some(body))
        }
        Body::Whole {
            content_type,
            encoding,
            arg,
            required,
        } => {
            let value = match args.get(arg) {
                // A JSON body may legitimately be `null`; no other encoding can carry one.
                Some(Value::Null) if encoding != Encoding::Json => None,
                other => other,
            };
            let Some(value) = value else {
                if required {
                    return Err(format!("`{arg}`: missing required argument (request body)"));
                }
                return Ok(None);
            };
            whole_body(content_type, encoding, arg, value).map(Some)
        }
    }
}

fn whole_body(
    content_type: &str,
    encoding: Encoding,
    arg: &str,
    value: &Value,
) -> Result<RequestBody, String> {
    let plain = |bytes: Vec<u8>| RequestBody {
        content_type: content_type.to_string(),
        bytes,
    };
    match (encoding, value) {
        (Encoding::Json, value) => Ok(plain(value.to_string().into_bytes())),
        // A text body (text/plain, XML, CSV, ...) is the string itself, not JSON.
        (Encoding::Text, Value::String(text)) => Ok(plain(text.clone().into_bytes())),
        (Encoding::Text, other) => Ok(plain(other.to_string().into_bytes())),
        (Encoding::Binary, Value::String(text)) => {
            let bytes = decode_base64(text).map_err(|err| format!("`{arg}`: {err}"))?;
            // A range from the spec (`image/*`) is no media type to send.
            let content_type = if content_type.contains('*') {
                DEFAULT_FILE_CONTENT_TYPE
            } else {
                content_type
            };
            Ok(RequestBody {
                content_type: content_type.to_string(),
                bytes,
            })
        }
        (Encoding::Binary, _) => Err(format!(
            "`{arg}`: expected the content as base64 text (a string)"
        )),
        (Encoding::Form, Value::Object(object)) => Ok(plain(
            form_body(object.iter().map(|(k, v)| (k.as_str(), v)).collect(), &[]).into_bytes(),
        )),
        (Encoding::Multipart, Value::Object(object)) => {
            let parts = multipart_parts(
                object.iter().map(|(k, v)| (k.as_str(), v)).collect(),
                &[],
                &[],
            )?;
            Ok(multipart_body(content_type, parts))
        }
        (Encoding::Form | Encoding::Multipart, _) => Err(format!(
            "`{arg}`: a {} body must be an object",
            media_type_essence(content_type)
        )),
    }
}

/// The style the descriptor gives a body field, when it gives one.
fn field_style(styles: &[FieldStyle], name: &str) -> Option<FieldStyle> {
    styles.iter().find(|style| style.field == name).copied()
}

/// The separator a style puts between the items of an array (or the keys and values of an
/// object) that it joins into one value, as written in a form body (percent-encoded like the
/// query styles; a comma stays literal, as in OpenAPI's examples, since a comma inside an item
/// is encoded) and as written in a multipart text part. `None` for the styles that send the
/// items separately: exploded ones and `deepObject`.
fn joining_separator(style: Style, explode: bool) -> Option<(&'static str, &'static str)> {
    if explode {
        return None;
    }
    match style {
        Style::SpaceDelimited => Some(("%20", " ")),
        Style::PipeDelimited => Some(("%7C", "|")),
        Style::DeepObject => None,
        Style::Form | Style::Simple | Style::Label | Style::Matrix | Style::Cookie => {
            Some((",", ","))
        }
    }
}

/// The whole query string of an OpenAPI 3.2 `in: querystring` parameter, encoded: an object
/// as a form body is (`style: Form`, the `application/x-www-form-urlencoded` media type), a
/// string as the query's text (kept as given for the form media type, every reserved
/// character encoded for any other, e.g. JSON).
pub(crate) fn querystring(param: &Param, value: &Value) -> String {
    match (param.style, value) {
        (Style::Form, Value::Object(object)) => {
            form_body(object.iter().map(|(k, v)| (k.as_str(), v)).collect(), &[])
        }
        (Style::Form, Value::String(text)) => encode(text, QUERY_TEXT),
        (_, Value::String(text)) => encode(text, COMPONENT),
        (_, other) => encode(&other.to_string(), COMPONENT),
    }
}

/// `application/x-www-form-urlencoded`: scalars `k=v` (numbers and booleans as their JSON
/// text), arrays of scalars repeat the key, nested objects and arrays of objects in bracket
/// notation; nulls are left out. An array or object whose field has a joining style in
/// `styles` is one field instead, `k=a,b` (`%20` or `%7C` between items for the delimited
/// styles), as OpenAPI serialises the same value as a query parameter.
pub(crate) fn form_body(fields: Vec<(&str, &Value)>, styles: &[FieldStyle]) -> String {
    let mut pairs = Vec::new();
    for (name, value) in fields {
        let joined = field_style(styles, name)
            .and_then(|style| joining_separator(style.style, style.explode));
        match (joined, value) {
            (Some((separator, _)), Value::Array(_) | Value::Object(_)) => {
                pairs.extend(delimited_pairs(name, value, separator));
            }
            _ => bracket_pairs(
                encode(name, COMPONENT),
                value,
                ScalarArrays::RepeatKey,
                &mut pairs,
            ),
        }
    }
    pairs
        .iter()
        .map(|(name, value)| format!("{name}={value}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// One part of a `multipart/form-data` body: its header lines (each ending in CRLF) and its
/// content.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Part {
    headers: String,
    content: Vec<u8>,
}

/// One part per present field, in descriptor order (RFC 7578): strings, numbers and booleans as
/// text parts, objects and arrays as `application/json` parts (OpenAPI's default content types
/// for multipart fields), files from `{content, filename?, content_type?}` objects (an array of
/// them sends several parts under one name). Nulls are left out. A field with a style in
/// `styles` is text the way a query parameter of that style is: a joining style sends one part
/// `a,b` (unencoded: a part is not a URL), an exploded one a part per array item.
fn multipart_parts(
    fields: Vec<(&str, &Value)>,
    file_fields: &[&str],
    styles: &[FieldStyle],
) -> Result<Vec<Part>, String> {
    let mut parts = Vec::new();
    for (name, value) in fields {
        let disposition = format!("Content-Disposition: form-data; name=\"{}\"", quoted(name));
        if file_fields.contains(&name) {
            let files = match value {
                Value::Array(items) => items.iter().collect(),
                other => vec![other],
            };
            for file in files.into_iter().filter(|file| !file.is_null()) {
                parts.push(file_part(name, &disposition, file)?);
            }
            continue;
        }
        let style = field_style(styles, name);
        let joined = style.and_then(|style| joining_separator(style.style, style.explode));
        match (style, joined, value) {
            // Like the query styles, an empty list or object leaves no trace.
            (_, Some(_), Value::Array(items)) if items.is_empty() => {}
            (_, Some(_), Value::Object(object)) if object.is_empty() => {}
            (_, Some((_, separator)), Value::Array(_) | Value::Object(_)) => parts.push(Part {
                headers: format!("{disposition}\r\n"),
                content: flat_items(value, None).join(separator).into_bytes(),
            }),
            (Some(style), None, Value::Array(items)) if style.style != Style::DeepObject => {
                parts.extend(
                    items
                        .iter()
                        .filter_map(|item| value_part(&disposition, item)),
                );
            }
            _ => parts.extend(value_part(&disposition, value)),
        }
    }
    Ok(parts)
}

/// A non-file value as one part: text for strings, numbers and booleans, JSON for the rest;
/// nothing for null.
fn value_part(disposition: &str, value: &Value) -> Option<Part> {
    let (headers, content) = match value {
        Value::Null => return None,
        Value::String(text) => (format!("{disposition}\r\n"), text.clone().into_bytes()),
        Value::Bool(_) | Value::Number(_) => {
            (format!("{disposition}\r\n"), value.to_string().into_bytes())
        }
        Value::Array(_) | Value::Object(_) => (
            format!("{disposition}\r\nContent-Type: application/json\r\n"),
            value.to_string().into_bytes(),
        ),
    };
    Some(Part { headers, content })
}

fn file_part(name: &str, disposition: &str, file: &Value) -> Result<Part, String> {
    const SHAPE: &str =
        "expected a file object {\"content\": base64 text, \"filename\"?, \"content_type\"?}";
    let Value::Object(file) = file else {
        return Err(format!("`{name}`: {SHAPE}"));
    };
    let text = |key: &str| -> Result<Option<&str>, String> {
        match file.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => Ok(Some(text)),
            Some(_) => Err(format!("`{name}.{key}`: expected a string")),
        }
    };
    let Some(encoded) = text("content")? else {
        return Err(format!("`{name}`: {SHAPE}; `content` is missing"));
    };
    let content = decode_base64(encoded).map_err(|err| format!("`{name}.content`: {err}"))?;
    // Servers (multer, werkzeug, Spring) tell a file from a text field by its file name, so a
    // file part always gets one.
    let filename = text("filename")?.unwrap_or(name);
    let content_type = text("content_type")?.unwrap_or(DEFAULT_FILE_CONTENT_TYPE);
    if !is_media_type(content_type) {
        return Err(format!(
            "`{name}.content_type`: {content_type:?} is not a media type such as image/png"
        ));
    }
    Ok(Part {
        headers: format!(
            "{disposition}; filename=\"{}\"\r\nContent-Type: {content_type}\r\n",
            quoted(filename)
        ),
        content,
    })
}

/// `type/subtype` with optional parameters, in visible ASCII: what may follow `Content-Type:`
/// without starting another header.
fn is_media_type(text: &str) -> bool {
    let essence = media_type_essence(text);
    text.chars().all(|c| c.is_ascii_graphic() || c == ' ')
        && essence
            .split_once('/')
            .is_some_and(|(kind, sub)| !kind.is_empty() && !sub.is_empty() && !sub.contains('/'))
}

/// Escapes a name or file name for a quoted `Content-Disposition` parameter the way browsers
/// do (HTML's multipart/form-data encoding): `"`, CR and LF percent-encoded, so a value can
/// neither end the quoted string nor start a new header line.
fn quoted(text: &str) -> String {
    text.replace('"', "%22")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Assembles the body with a boundary that occurs in no part. The boundary is deterministic
/// (a counter, not randomness) so requests are reproducible; checking it against the content
/// is what keeps a part from closing the body early.
fn multipart_body(content_type: &str, parts: Vec<Part>) -> RequestBody {
    let occurs = |boundary: &str| {
        let needle = boundary.as_bytes();
        parts.iter().any(|part| {
            part.headers.contains(boundary)
                || part
                    .content
                    .windows(needle.len())
                    .any(|window| window == needle)
        })
    };
    let mut counter = 0u64;
    let mut boundary = format!("openapi-mcp-boundary-{counter}");
    while occurs(&boundary) {
        counter += 1;
        boundary = format!("openapi-mcp-boundary-{counter}");
    }
    let mut bytes = Vec::new();
    for part in &parts {
        bytes.extend_from_slice(format!("--{boundary}\r\n{}\r\n", part.headers).as_bytes());
        bytes.extend_from_slice(&part.content);
        bytes.extend_from_slice(b"\r\n");
    }
    bytes.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    RequestBody {
        content_type: format!("{}; boundary={boundary}", media_type_essence(content_type)),
        bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::{Method, Tool};
    use super::super::request::build;
    use super::super::tests::{args, base, tool};
    use super::*;
    use serde_json::json;

    // --- Body encodings. ---

    fn body_tool(body: Body) -> &'static Tool {
        Box::leak(Box::new(tool(Method::Post, "/upload", &[], Some(body))))
    }

    fn body_of(body: Body, value: Value) -> Result<RequestBody, String> {
        build(&base(), body_tool(body), &args(value))
            .map(|request| request.body.unwrap_or_else(|| panic!("no body was built")))
    }

    const FORM_FIELDS: Body = Body::Fields {
        content_type: "application/x-www-form-urlencoded",
        encoding: Encoding::Form,
        fields: &[
            "name", "age", "ok", "none", "tags", "meta", "items", "mixed",
        ],
        file_fields: &[],
        styles: &[],
        required: false,
    };

    #[test]
    fn form_body_uses_bracket_notation_for_nested_values() {
        let body = body_of(
            FORM_FIELDS,
            json!({
                "name": "a b&c=d",
                "age": 3,
                "ok": true,
                "none": null,
                "tags": ["x", "y", null],
                "meta": {"k": "v", "n": {"d": 1.5}, "gone": null},
                "items": [{"id": 1}, {"id": 2, "tags": ["p", "q"]}],
                "mixed": [1, [2, 3]],
                "not_a_field": "ignored"
            }),
        )
        .unwrap();
        assert_eq!(body.content_type, "application/x-www-form-urlencoded");
        assert_eq!(
            String::from_utf8(body.bytes).unwrap(),
            "name=a%20b%26c%3Dd&age=3&ok=true&tags=x&tags=y\
             &meta%5Bk%5D=v&meta%5Bn%5D%5Bd%5D=1.5\
             &items%5B0%5D%5Bid%5D=1&items%5B1%5D%5Bid%5D=2\
             &items%5B1%5D%5Btags%5D=p&items%5B1%5D%5Btags%5D=q\
             &mixed%5B0%5D=1&mixed%5B1%5D=2&mixed%5B1%5D=3"
        );
    }

    #[test]
    fn optional_form_body_is_left_out_when_no_field_is_given() {
        let request = build(&base(), body_tool(FORM_FIELDS), &args(json!({}))).unwrap();
        assert_eq!(request.body, None);
    }

    const fn styled(field: &'static str, style: Style, explode: bool) -> FieldStyle {
        FieldStyle {
            field,
            style,
            explode,
        }
    }

    const FORM_STYLED: Body = Body::Fields {
        content_type: "application/x-www-form-urlencoded",
        encoding: Encoding::Form,
        fields: &[
            "csv", "ssv", "pipes", "multi", "deep", "pairs", "one", "empty", "gone", "holes",
            "plain",
        ],
        file_fields: &[],
        styles: &[
            styled("csv", Style::Form, false),
            styled("ssv", Style::SpaceDelimited, false),
            styled("pipes", Style::PipeDelimited, false),
            styled("multi", Style::Form, true),
            styled("deep", Style::DeepObject, false),
            styled("pairs", Style::Form, false),
            styled("one", Style::PipeDelimited, false),
            styled("empty", Style::Form, false),
            styled("gone", Style::Form, false),
            styled("holes", Style::Form, false),
        ],
        required: true,
    };

    /// Swagger 2.0 `collectionFormat` csv, ssv and pipes (and OpenAPI `encoding` with
    /// `explode: false`) join an array into one field, with the query styles' separators;
    /// exploded styles (`multi`) and `deepObject` keep the form default.
    #[test]
    fn form_field_styles_join_arrays_into_one_field() {
        let body = body_of(
            FORM_STYLED,
            json!({
                "csv": ["red", "blue,green"],
                "ssv": ["a b", "c"],
                "pipes": [1, 2],
                "multi": ["x", "y"],
                "deep": {"a": [1, 2]},
                "pairs": {"k": "v", "n": 1},
                "one": "a|b",
                "empty": [],
                "gone": null,
                "holes": ["a", null, "b"],
                "plain": ["p", "q"]
            }),
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(body.bytes).unwrap(),
            "csv=red,blue%2Cgreen&ssv=a%20b%20c&pipes=1%7C2&multi=x&multi=y\
             &deep%5Ba%5D=1&deep%5Ba%5D=2&pairs=k,v,n,1&one=a%7Cb&holes=a,,b&plain=p&plain=q"
        );
    }

    #[test]
    fn joining_separators_follow_the_query_styles() {
        assert_eq!(joining_separator(Style::Form, false), Some((",", ",")));
        assert_eq!(
            joining_separator(Style::SpaceDelimited, false),
            Some(("%20", " "))
        );
        assert_eq!(
            joining_separator(Style::PipeDelimited, false),
            Some(("%7C", "|"))
        );
        // Styles a form field cannot have read as `form`, as in a query.
        assert_eq!(joining_separator(Style::Simple, false), Some((",", ",")));
        for style in [
            Style::Form,
            Style::SpaceDelimited,
            Style::PipeDelimited,
            Style::DeepObject,
        ] {
            assert_eq!(joining_separator(style, true), None, "{style:?}");
        }
        assert_eq!(joining_separator(Style::DeepObject, false), None);
    }

    const MULTIPART_STYLED: Body = Body::Fields {
        content_type: "multipart/form-data",
        encoding: Encoding::Multipart,
        fields: &["csv", "pipes", "multi", "deep", "empty", "plain"],
        file_fields: &[],
        styles: &[
            styled("csv", Style::Form, false),
            styled("pipes", Style::PipeDelimited, false),
            styled("multi", Style::Form, true),
            styled("deep", Style::DeepObject, true),
            styled("empty", Style::Form, false),
        ],
        required: true,
    };

    /// In multipart a joining style sends one text part with the items joined (unencoded), an
    /// exploded one a part per item; `deepObject` and unlisted fields stay JSON parts.
    #[test]
    fn multipart_field_styles_join_or_repeat_parts() {
        let body = body_of(
            MULTIPART_STYLED,
            json!({
                "csv": ["red", "blue"],
                "pipes": ["a b", 2],
                "multi": ["x", {"k": 1}, null],
                "deep": {"a": 1},
                "empty": [],
                "plain": ["p"]
            }),
        )
        .unwrap();
        let expected = "--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"csv\"\r\n\r\n\
red,blue\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"pipes\"\r\n\r\n\
a b|2\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"multi\"\r\n\r\n\
x\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"multi\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"k\":1}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"deep\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"a\":1}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"plain\"\r\n\
Content-Type: application/json\r\n\r\n\
[\"p\"]\r\n\
--openapi-mcp-boundary-0--\r\n";
        assert_eq!(String::from_utf8(body.bytes).unwrap(), expected);
    }

    const MULTIPART: Body = Body::Fields {
        content_type: "multipart/form-data",
        encoding: Encoding::Multipart,
        fields: &["title", "count", "meta", "skip", "file", "more"],
        file_fields: &["file", "more"],
        styles: &[],
        required: true,
    };

    #[test]
    fn multipart_body_has_one_part_per_field() {
        let body = body_of(
            MULTIPART,
            json!({
                "title": "Hello \"world\"",
                "count": 2,
                "meta": {"a": [1]},
                "skip": null,
                "file": {"content": "aGVsbG8=", "filename": "hi.txt", "content_type": "text/plain"},
                "more": [{"content": "AAEC"}, null]
            }),
        )
        .unwrap();
        assert_eq!(
            body.content_type,
            "multipart/form-data; boundary=openapi-mcp-boundary-0"
        );
        let expected: &[u8] = b"--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"title\"\r\n\r\n\
Hello \"world\"\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"count\"\r\n\r\n\
2\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"meta\"\r\n\
Content-Type: application/json\r\n\r\n\
{\"a\":[1]}\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"file\"; filename=\"hi.txt\"\r\n\
Content-Type: text/plain\r\n\r\n\
hello\r\n\
--openapi-mcp-boundary-0\r\n\
Content-Disposition: form-data; name=\"more\"; filename=\"more\"\r\n\
Content-Type: application/octet-stream\r\n\r\n\
\x00\x01\x02\r\n\
--openapi-mcp-boundary-0--\r\n";
        assert_eq!(
            String::from_utf8_lossy(&body.bytes),
            String::from_utf8_lossy(expected)
        );
        assert_eq!(body.bytes, expected);
    }

    #[test]
    fn multipart_names_and_contents_cannot_break_out_of_their_part() {
        let body = body_of(
            MULTIPART,
            json!({
                "title": "x\r\n--openapi-mcp-boundary-0--\r\n",
                "file": {
                    "content": encode_b64(b"--openapi-mcp-boundary-1"),
                    "filename": "a\"; name=\"evil\r\nX-Injected: 1.txt"
                }
            }),
        )
        .unwrap();
        // Both candidate boundaries occur in the content, so the next one is used.
        assert_eq!(
            body.content_type,
            "multipart/form-data; boundary=openapi-mcp-boundary-2"
        );
        let text = String::from_utf8(body.bytes).unwrap();
        assert!(
            text.contains(
                "filename=\"a%22; name=%22evil%0D%0AX-Injected: 1.txt\"\r\n\
                 Content-Type: application/octet-stream\r\n"
            ),
            "{text}"
        );
        assert_eq!(text.matches("--openapi-mcp-boundary-2\r\n").count(), 2);
        assert!(text.ends_with("\r\n--openapi-mcp-boundary-2--\r\n"));
    }

    fn encode_b64(bytes: &[u8]) -> String {
        super::super::encoding::encode_base64(bytes)
    }

    #[test]
    fn multipart_file_errors_name_the_argument() {
        let cases = [
            (
                json!({"file": "aGVsbG8="}),
                "`file`: expected a file object",
            ),
            (json!({"file": {"filename": "a"}}), "`content` is missing"),
            (
                json!({"file": {"content": "not base64!"}}),
                "`file.content`: not valid base64",
            ),
            (
                json!({"file": {"content": "", "content_type": "text/plain\r\nX-A: b"}}),
                "`file.content_type`: \"text/plain\\r\\nX-A: b\" is not a media type",
            ),
            (
                json!({"file": {"content": "", "content_type": "nonsense"}}),
                "`file.content_type`",
            ),
            (
                json!({"file": {"content": "", "filename": 3}}),
                "`file.filename`: expected a string",
            ),
        ];
        for (value, expected) in cases {
            let err = body_of(MULTIPART, value.clone()).unwrap_err();
            assert!(
                err.starts_with(expected) || err.contains(expected),
                "{value}: {err}"
            );
        }
    }

    #[test]
    fn empty_required_multipart_body_is_only_the_closing_boundary() {
        let body = body_of(MULTIPART, json!({})).unwrap();
        assert_eq!(body.bytes, b"--openapi-mcp-boundary-0--\r\n");
    }

    const BINARY: Body = Body::Whole {
        content_type: "image/png",
        encoding: Encoding::Binary,
        arg: "body",
        required: true,
    };

    #[test]
    fn binary_body_is_decoded_from_base64() {
        let png = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe];
        let encoded = encode_b64(&png);
        let body = body_of(BINARY, json!({ "body": encoded })).unwrap();
        assert_eq!(body.content_type, "image/png");
        assert_eq!(body.bytes, png);

        // Unpadded, URL-safe, wrapped and data-URL forms decode to the same bytes.
        for variant in [
            encoded.trim_end_matches('=').to_string(),
            encoded.replace('+', "-").replace('/', "_"),
            format!("{}\n{}", &encoded[..4], &encoded[4..]),
            format!("data:image/png;base64,{encoded}"),
        ] {
            let body = body_of(BINARY, json!({ "body": variant })).unwrap();
            assert_eq!(body.bytes, png, "{variant}");
        }
    }

    #[test]
    fn bad_base64_is_an_error_naming_the_argument() {
        let err = body_of(BINARY, json!({"body": "%%%"})).unwrap_err();
        assert!(err.starts_with("`body`: not valid base64"), "{err}");
        let err = body_of(BINARY, json!({"body": 12})).unwrap_err();
        assert_eq!(
            err,
            "`body`: expected the content as base64 text (a string)"
        );
        let err = body_of(BINARY, json!({"body": null})).unwrap_err();
        assert_eq!(err, "`body`: missing required argument (request body)");
    }

    #[test]
    fn binary_body_with_a_media_range_is_sent_as_octet_stream() {
        let body = body_of(
            Body::Whole {
                content_type: "image/*",
                encoding: Encoding::Binary,
                arg: "body",
                required: true,
            },
            json!({"body": "AA=="}),
        )
        .unwrap();
        assert_eq!(body.content_type, "application/octet-stream");
        assert_eq!(body.bytes, [0]);
    }

    #[test]
    fn text_body_is_sent_as_is_and_json_body_as_json() {
        let text = Body::Whole {
            content_type: "application/xml",
            encoding: Encoding::Text,
            arg: "body",
            required: false,
        };
        let body = body_of(text, json!({"body": "<a>\"x\"</a>"})).unwrap();
        assert_eq!(body.bytes, b"<a>\"x\"</a>");
        assert_eq!(body.content_type, "application/xml");
        let json_body = Body::Whole {
            content_type: "application/json",
            encoding: Encoding::Json,
            arg: "body",
            required: false,
        };
        assert_eq!(
            body_of(json_body, json!({"body": null})).unwrap().bytes,
            b"null"
        );
        assert_eq!(
            body_of(json_body, json!({"body": "<a>"})).unwrap().bytes,
            b"\"<a>\""
        );
    }

    #[test]
    fn whole_form_and_multipart_bodies_need_an_object() {
        let form = Body::Whole {
            content_type: "application/x-www-form-urlencoded",
            encoding: Encoding::Form,
            arg: "body",
            required: true,
        };
        assert_eq!(
            body_of(form, json!({"body": {"a": [1, 2]}})).unwrap().bytes,
            b"a=1&a=2"
        );
        assert_eq!(
            body_of(form, json!({"body": [1]})).unwrap_err(),
            "`body`: a application/x-www-form-urlencoded body must be an object"
        );
        let multipart = Body::Whole {
            content_type: "multipart/form-data",
            encoding: Encoding::Multipart,
            arg: "body",
            required: true,
        };
        let body = body_of(multipart, json!({"body": {"a": "b"}})).unwrap();
        assert_eq!(
            body.bytes,
            b"--openapi-mcp-boundary-0\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n\
              --openapi-mcp-boundary-0--\r\n"
        );
    }

    #[test]
    fn fields_cannot_make_a_binary_body() {
        let err = body_of(
            Body::Fields {
                content_type: "application/octet-stream",
                encoding: Encoding::Binary,
                fields: &["a"],
                file_fields: &[],
                styles: &[],
                required: true,
            },
            json!({"a": "AA=="}),
        )
        .unwrap_err();
        assert!(err.contains("generated incorrectly"), "{err}");
    }
}
