//! Parameter serialisation, following the OpenAPI 3 "Style Values" table (§4.8.12.4): `simple`,
//! `label` and `matrix` in paths, `form`, `spaceDelimited`, `pipeDelimited` and `deepObject` in
//! queries, `simple` in headers and `form` in cookies, with the percent-encode sets that keep
//! each value inside its path segment, query component or cookie. Query separators and
//! brackets are percent-encoded as in the spec's examples (`%7C`, `%5B`, `%5D`), because strict
//! servers reject them unencoded; form bodies reuse the query styles.

use percent_encoding::{AsciiSet, CONTROLS, NON_ALPHANUMERIC, utf8_percent_encode};
use serde_json::{Map, Value};

use super::descriptor::{Location, Param, Style, Tool};

/// Everything but RFC 3986 "unreserved" characters: a value encoded with it is inert in a path
/// segment and in a query component alike.
pub(crate) const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// `label` style separates values with `.`, so a `.` that belongs to a value is encoded.
const LABEL_VALUE: &AsciiSet = &COMPONENT.add(b'.');

/// Characters the URL parser would encode in a path by itself (plus `\`, which it reads as `/`
/// for http URLs). Encoding them up front in the spec's literal path text keeps the URL we
/// build identical to the URL that is sent, which is what [`HttpRequest::url`](super::request::HttpRequest::url) checks.
const PATH_LITERAL: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\');

/// RFC 6265 forbids these in a cookie value; `%` is added so the encoding can be undone.
pub(crate) const COOKIE_VALUE: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b',')
    .add(b';')
    .add(b'\\')
    .add(b'%');

/// A cookie name additionally must not contain `=`.
pub(crate) const COOKIE_NAME: &AsciiSet = &COOKIE_VALUE.add(b'=');

/// `a=1&b` as query pairs, each side encoded as a query component (after decoding what the
/// spec may have encoded already, so nothing is encoded twice).
pub(crate) fn fixed_query_pairs(query: &str) -> Vec<(String, String)> {
    let component = |text: &str| {
        let decoded = percent_encoding::percent_decode_str(text).decode_utf8_lossy();
        encode(&decoded, COMPONENT)
    };
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (component(name), component(value))
        })
        .collect()
}

/// Substitutes `{name}` placeholders of the path template with encoded path arguments.
pub(crate) fn build_path(
    tool: &Tool,
    template: &str,
    args: &Map<String, Value>,
) -> Result<String, String> {
    let mut path = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        path.extend(utf8_percent_encode(&rest[..open], PATH_LITERAL));
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            return Err(format!("the path template {:?} is malformed", tool.path));
        };
        let name = &after[..close];
        let param = tool
            .params
            .iter()
            .find(|p| p.location == Location::Path && p.api == name)
            .ok_or_else(|| format!("the path template has no parameter for {{{name}}}"))?;
        path.push_str(&path_segment(param, args.get(param.arg))?);
        rest = &after[close + 1..];
    }
    path.extend(utf8_percent_encode(rest, PATH_LITERAL));
    Ok(path)
}

fn path_segment(param: &Param, value: Option<&Value>) -> Result<String, String> {
    let arg = param.arg;
    let value = match value {
        None | Some(Value::Null) => {
            return Err(format!("`{arg}`: missing required path argument"));
        }
        Some(value) => value,
    };
    let segment = path_value(param, value);
    if segment.is_empty() {
        // `/pets/{id}` with an empty id would call `/pets/`, another endpoint entirely.
        return Err(format!(
            "`{arg}`: must not be empty (it is part of the URL path)"
        ));
    }
    // URL parsers resolve `.`/`..` segments even when percent-encoded (`%2e%2e`, `.%2E`), so
    // no encoding makes them safe: refuse them.
    if is_dot_segment(&segment) {
        return Err(format!(
            "`{arg}`: `{segment}` is not allowed as a path segment (it would change the \
             request path)"
        ));
    }
    Ok(segment)
}

/// `.` or `..`, spelled with `%2e` or not: what the WHATWG URL parser resolves away.
fn is_dot_segment(segment: &str) -> bool {
    let decoded = segment.to_ascii_lowercase().replace("%2e", ".");
    decoded == "." || decoded == ".."
}

/// A path argument as the tool's style writes it (OpenAPI §4.8.12.4): `simple` (the default,
/// also used for styles that are not valid in a path), `label` or `matrix`.
fn path_value(param: &Param, value: &Value) -> String {
    match param.style {
        Style::Label => label_value(value, param.explode),
        Style::Matrix => matrix_value(param.api, value, param.explode),
        Style::Simple
        | Style::Form
        | Style::SpaceDelimited
        | Style::PipeDelimited
        | Style::DeepObject
        | Style::Cookie => simple_value(value, param.explode, Some(COMPONENT)),
    }
}

/// The text form of a JSON value inside a parameter: strings as they are, numbers and booleans
/// as their JSON text, null as nothing, nested structures as compact JSON.
fn scalar_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

pub(crate) fn encode(text: &str, set: &'static AsciiSet) -> String {
    utf8_percent_encode(text, set).to_string()
}

fn encode_with(text: &str, set: Option<&'static AsciiSet>) -> String {
    match set {
        Some(set) => encode(text, set),
        None => text.to_string(),
    }
}

/// The items of an array, or the keys and values of an object in order, each encoded on its
/// own so that the separators a style puts between them stay unambiguous.
pub(crate) fn flat_items(value: &Value, set: Option<&'static AsciiSet>) -> Vec<String> {
    match value {
        Value::Array(items) => items
            .iter()
            .map(|item| encode_with(&scalar_text(item), set))
            .collect(),
        Value::Object(object) => object
            .iter()
            .flat_map(|(key, item)| [encode_with(key, set), encode_with(&scalar_text(item), set)])
            .collect(),
        scalar => vec![encode_with(&scalar_text(scalar), set)],
    }
}

/// Encoded `key=value` texts of an object's entries.
fn object_assignments(object: &Map<String, Value>, set: &'static AsciiSet) -> Vec<String> {
    object
        .iter()
        .map(|(key, item)| format!("{}={}", encode(key, set), encode(&scalar_text(item), set)))
        .collect()
}

/// OpenAPI `style: simple` (paths and headers): arrays `a,b`, objects `k,v,k2,v2`, or
/// `k=v,k2=v2` when exploded.
pub(crate) fn simple_value(value: &Value, explode: bool, set: Option<&'static AsciiSet>) -> String {
    match value {
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| {
                format!(
                    "{}={}",
                    encode_with(key, set),
                    encode_with(&scalar_text(item), set)
                )
            })
            .collect::<Vec<_>>()
            .join(","),
        other => flat_items(other, set).join(","),
    }
}

/// OpenAPI `style: label`: `.blue`, arrays `.a,b` (exploded `.a.b`), objects `.R,100,G,200`
/// (exploded `.R=100.G=200`). RFC 6570 drops empty lists and objects entirely.
fn label_value(value: &Value, explode: bool) -> String {
    match value {
        Value::Array(items) if items.is_empty() => String::new(),
        Value::Object(object) if object.is_empty() => String::new(),
        Value::Object(object) if explode => object_assignments(object, LABEL_VALUE)
            .iter()
            .map(|assignment| format!(".{assignment}"))
            .collect(),
        Value::Array(_) if explode => flat_items(value, Some(LABEL_VALUE))
            .iter()
            .map(|item| format!(".{item}"))
            .collect(),
        other => format!(".{}", flat_items(other, Some(LABEL_VALUE)).join(",")),
    }
}

/// OpenAPI `style: matrix`: `;color=blue` (`;color` when empty), arrays `;color=a,b` (exploded
/// `;color=a;color=b`), objects `;color=R,100,G,200` (exploded `;R=100;G=200`).
fn matrix_value(name: &str, value: &Value, explode: bool) -> String {
    let name = encode(name, COMPONENT);
    let pair = |key: &str, text: &str| {
        if text.is_empty() {
            format!(";{key}")
        } else {
            format!(";{key}={text}")
        }
    };
    match value {
        Value::Array(items) if items.is_empty() => String::new(),
        Value::Object(object) if object.is_empty() => String::new(),
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| {
                pair(
                    &encode(key, COMPONENT),
                    &encode(&scalar_text(item), COMPONENT),
                )
            })
            .collect(),
        Value::Array(_) if explode => flat_items(value, Some(COMPONENT))
            .iter()
            .map(|item| pair(&name, item))
            .collect(),
        other => pair(&name, &flat_items(other, Some(COMPONENT)).join(",")),
    }
}

/// A query parameter as its style writes it. `spaceDelimited` and `pipeDelimited` with
/// `explode: true` are the same as `form` (OpenAPI 3.1.1); styles that are not valid in a
/// query (`simple`, `label`, `matrix`) are treated as `form`.
pub(crate) fn query_pairs(param: &Param, value: &Value) -> Vec<(String, String)> {
    match param.style {
        Style::SpaceDelimited if !param.explode => delimited_pairs(param.api, value, "%20"),
        Style::PipeDelimited if !param.explode => delimited_pairs(param.api, value, "%7C"),
        Style::DeepObject => {
            let mut pairs = Vec::new();
            bracket_pairs(
                encode(param.api, COMPONENT),
                value,
                ScalarArrays::Indexed,
                &mut pairs,
            );
            pairs
        }
        Style::Form
        | Style::Simple
        | Style::Label
        | Style::Matrix
        | Style::SpaceDelimited
        | Style::PipeDelimited
        | Style::Cookie => form_pairs(param.api, value, param.explode, COMPONENT, COMPONENT),
    }
}

/// OpenAPI `style: form` (query and cookie): scalars `k=v`; arrays `k=a&k=b` when exploded,
/// `k=a,b` otherwise; objects become their own pairs when exploded, `k=p,v,q,w` otherwise.
pub(crate) fn form_pairs(
    name: &str,
    value: &Value,
    explode: bool,
    name_set: &'static AsciiSet,
    value_set: &'static AsciiSet,
) -> Vec<(String, String)> {
    let name = encode(name, name_set);
    match value {
        // RFC 6570: an empty list or object is "undefined" and leaves no trace in the query.
        Value::Array(items) if items.is_empty() => Vec::new(),
        Value::Object(object) if object.is_empty() => Vec::new(),
        Value::Array(items) if explode => items
            .iter()
            .map(|item| (name.clone(), encode(&scalar_text(item), value_set)))
            .collect(),
        Value::Object(object) if explode => object
            .iter()
            .map(|(key, item)| (encode(key, name_set), encode(&scalar_text(item), value_set)))
            .collect(),
        other => vec![(name, flat_items(other, Some(value_set)).join(","))],
    }
}

/// `spaceDelimited` / `pipeDelimited` without explode: one pair whose items (or keys and
/// values) are joined by the already encoded `separator`.
pub(crate) fn delimited_pairs(name: &str, value: &Value, separator: &str) -> Vec<(String, String)> {
    match value {
        Value::Array(items) if items.is_empty() => Vec::new(),
        Value::Object(object) if object.is_empty() => Vec::new(),
        other => vec![(
            encode(name, COMPONENT),
            flat_items(other, Some(COMPONENT)).join(separator),
        )],
    }
}

/// How [`bracket_pairs`] writes an array of scalars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ScalarArrays {
    /// `k=a&k=b`: what form bodies do (OpenAPI's default for form fields, and what Rails-,
    /// PHP- and Stripe-style parsers read as a list when the key ends in `[]` or repeats).
    RepeatKey,
    /// `k[0]=a&k[1]=b`, as arrays of objects always are.
    Indexed,
}

/// Bracket notation for nested values: objects `k[sub]=v`, arrays of objects (and, with
/// [`ScalarArrays::Indexed`], of scalars) `k[0][sub]=v`; nulls are left out. `prefix` is the
/// already encoded key; brackets are percent-encoded like everything else outside the
/// unreserved set, which every bracket-parsing server decodes before it parses.
pub(crate) fn bracket_pairs(
    prefix: String,
    value: &Value,
    arrays: ScalarArrays,
    out: &mut Vec<(String, String)>,
) {
    match value {
        Value::Null => {}
        Value::Object(object) => {
            for (key, item) in object {
                let key = format!("{prefix}%5B{}%5D", encode(key, COMPONENT));
                bracket_pairs(key, item, arrays, out);
            }
        }
        Value::Array(items)
            if arrays == ScalarArrays::RepeatKey
                && items
                    .iter()
                    .all(|item| !matches!(item, Value::Array(_) | Value::Object(_))) =>
        {
            for item in items.iter().filter(|item| !item.is_null()) {
                out.push((prefix.clone(), encode(&scalar_text(item), COMPONENT)));
            }
        }
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                bracket_pairs(format!("{prefix}%5B{index}%5D"), item, arrays, out);
            }
        }
        scalar => out.push((prefix, encode(&scalar_text(scalar), COMPONENT))),
    }
}

/// What a query may hold unencoded that the URL parser would otherwise encode: a query text
/// the agent gives whole (`in: querystring`, form media type) keeps its `=`, `&` and escapes.
pub(crate) const QUERY_TEXT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'\'')
    .add(b'`');

/// RFC 6265 `cookie-octet`: what a cookie value may hold when nothing is encoded.
fn is_cookie_octet(c: char) -> bool {
    matches!(c, '\x21' | '\x23'..='\x2B' | '\x2D'..='\x3A' | '\x3C'..='\x5B' | '\x5D'..='\x7E')
}

/// The pairs of a cookie parameter with OpenAPI 3.2's `style: cookie`: as `form`, but nothing is
/// encoded, so a value (or item, or object member) outside RFC 6265's cookie characters is
/// refused rather than sent as a broken `Cookie` header.
pub(crate) fn cookie_style_pairs(
    param: &Param,
    value: &Value,
) -> Result<Vec<(String, String)>, String> {
    fn check(arg: &str, text: &str) -> Result<(), String> {
        match text.chars().find(|c| !is_cookie_octet(*c)) {
            None => Ok(()),
            Some(c) => Err(format!(
                "`{arg}`: {c:?} cannot be sent in a cookie of style `cookie`, which is sent unencoded; \
                 give the value already escaped as the API expects it"
            )),
        }
    }
    let mut texts: Vec<&str> = Vec::new();
    match value {
        Value::String(text) => texts.push(text),
        Value::Array(items) => texts.extend(items.iter().filter_map(Value::as_str)),
        Value::Object(object) => {
            for (key, item) in object {
                texts.push(key);
                texts.extend(item.as_str());
            }
        }
        _ => {}
    }
    for text in texts {
        check(param.arg, text)?;
    }
    Ok(form_pairs(
        param.api,
        value,
        param.explode,
        CONTROLS,
        CONTROLS,
    ))
}

/// True when any string in the value (object keys included) holds a control character.
pub(crate) fn has_control_chars(value: &Value) -> bool {
    let bad = |text: &str| text.chars().any(char::is_control);
    match value {
        Value::String(text) => bad(text),
        Value::Array(items) => items.iter().any(has_control_chars),
        Value::Object(object) => object
            .iter()
            .any(|(key, item)| bad(key) || has_control_chars(item)),
        Value::Null | Value::Bool(_) | Value::Number(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::Method;
    use super::super::request::{HttpRequest, build};
    use super::super::tests::{args, base, param, tool};
    use super::*;
    use serde_json::json;

    // --- Parameter styles: the OpenAPI 3 "Style Values" table (§4.8.12.4), row by row. ---

    fn color_tool(location: Location, style: Style, explode: bool) -> &'static Tool {
        let params: &'static [Param] = Box::leak(Box::new([Param {
            arg: "color",
            api: "color",
            location,
            required: location == Location::Path,
            style,
            explode,
        }]));
        let path = if location == Location::Path {
            "/c/{color}"
        } else {
            "/c"
        };
        Box::leak(Box::new(tool(Method::Get, path, params, None)))
    }

    fn spec_values() -> [Value; 3] {
        [
            json!("blue"),
            json!(["blue", "black", "brown"]),
            json!({"R": 100, "G": 200, "B": 150}),
        ]
    }

    fn styled_request(
        location: Location,
        style: Style,
        explode: bool,
        value: &Value,
    ) -> Result<HttpRequest, String> {
        build(
            &base(),
            color_tool(location, style, explode),
            &args(json!({ "color": value })),
        )
    }

    fn query_text(request: &HttpRequest) -> String {
        request
            .query
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join("&")
    }

    #[test]
    fn path_styles_follow_the_spec_table() {
        let table: [(Style, bool, [&str; 3]); 6] = [
            (
                Style::Matrix,
                false,
                [
                    ";color=blue",
                    ";color=blue,black,brown",
                    ";color=R,100,G,200,B,150",
                ],
            ),
            (
                Style::Matrix,
                true,
                [
                    ";color=blue",
                    ";color=blue;color=black;color=brown",
                    ";R=100;G=200;B=150",
                ],
            ),
            (
                Style::Label,
                false,
                [".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
            ),
            (
                Style::Label,
                true,
                [".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
            ),
            (
                Style::Simple,
                false,
                ["blue", "blue,black,brown", "R,100,G,200,B,150"],
            ),
            (
                Style::Simple,
                true,
                ["blue", "blue,black,brown", "R=100,G=200,B=150"],
            ),
        ];
        for (style, explode, expected) in table {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request = styled_request(Location::Path, style, explode, value)
                    .unwrap_or_else(|err| panic!("{style:?}/{explode}/{value}: {err}"));
                assert_eq!(
                    request.url_text(),
                    format!("https://api.example.com/v1/c/{expected}"),
                    "{style:?} explode={explode} value={value}"
                );
            }
        }
    }

    #[test]
    fn path_styles_of_empty_values() {
        // The table's "empty" column (an empty string): matrix keeps the name, label is a lone
        // `.`, which is a dot segment and so refused like an empty simple value.
        let param = |style| Param {
            style,
            ..param("color", "color", Location::Path)
        };
        assert_eq!(path_value(&param(Style::Matrix), &json!("")), ";color");
        assert_eq!(path_value(&param(Style::Label), &json!("")), ".");
        for style in [Style::Label, Style::Simple] {
            assert!(styled_request(Location::Path, style, false, &json!("")).is_err());
        }
        let err = styled_request(Location::Path, Style::Label, false, &json!("")).unwrap_err();
        assert!(err.contains("not allowed as a path segment"), "{err}");
        // RFC 6570: empty lists and objects are undefined and expand to nothing.
        for style in [Style::Matrix, Style::Label] {
            assert_eq!(path_value(&param(style), &json!([])), "");
            assert_eq!(path_value(&param(style), &json!({})), "");
        }
    }

    #[test]
    fn style_separators_from_values_are_encoded() {
        let cases = [
            (Style::Label, false, json!("a.b"), ".a%2Eb"),
            (Style::Label, true, json!(["a.b", "c,d"]), ".a%2Eb.c%2Cd"),
            (Style::Label, false, json!("a/b"), ".a%2Fb"),
            (
                Style::Matrix,
                false,
                json!("a;b=c,d"),
                ";color=a%3Bb%3Dc%2Cd",
            ),
            (Style::Matrix, true, json!({"k;x": "v=w"}), ";k%3Bx=v%3Dw"),
            (
                Style::Matrix,
                false,
                json!(["x/y", "..", "?"]),
                ";color=x%2Fy,..,%3F",
            ),
            (Style::Simple, true, json!({"a=b": "c,d"}), "a%3Db=c%2Cd"),
        ];
        for (style, explode, value, expected) in cases {
            let request = styled_request(Location::Path, style, explode, &value).unwrap();
            assert_eq!(
                request.url_text(),
                format!("https://api.example.com/v1/c/{expected}"),
                "{style:?} {value}"
            );
            let parsed = reqwest::Url::parse(&request.url_text()).unwrap();
            assert_eq!(parsed.path_segments().unwrap().count(), 3, "{value}");
        }
    }

    #[test]
    fn label_values_cannot_form_dot_segments() {
        // `.` + an encoded `.` is `.%2E`, which URL parsers resolve like `..`.
        for value in [json!("."), json!(""), json!(["."])] {
            let err = styled_request(Location::Path, Style::Label, true, &value).unwrap_err();
            assert!(
                err.contains("not allowed as a path segment"),
                "{value}: {err}"
            );
        }
        assert!(is_dot_segment(".%2E"));
        assert!(is_dot_segment("%2e%2E"));
        assert!(!is_dot_segment(".a"));
    }

    #[test]
    fn query_styles_follow_the_spec_table() {
        let table: [(Style, bool, [&str; 3]); 6] = [
            (
                Style::Form,
                false,
                [
                    "color=blue",
                    "color=blue,black,brown",
                    "color=R,100,G,200,B,150",
                ],
            ),
            (
                Style::Form,
                true,
                [
                    "color=blue",
                    "color=blue&color=black&color=brown",
                    "R=100&G=200&B=150",
                ],
            ),
            (
                Style::SpaceDelimited,
                false,
                [
                    "color=blue",
                    "color=blue%20black%20brown",
                    "color=R%20100%20G%20200%20B%20150",
                ],
            ),
            (
                Style::PipeDelimited,
                false,
                [
                    "color=blue",
                    "color=blue%7Cblack%7Cbrown",
                    "color=R%7C100%7CG%7C200%7CB%7C150",
                ],
            ),
            // OpenAPI 3.1.1: exploded delimited styles are the same as exploded form.
            (
                Style::PipeDelimited,
                true,
                [
                    "color=blue",
                    "color=blue&color=black&color=brown",
                    "R=100&G=200&B=150",
                ],
            ),
            (
                Style::DeepObject,
                true,
                [
                    "color=blue",
                    "color%5B0%5D=blue&color%5B1%5D=black&color%5B2%5D=brown",
                    "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150",
                ],
            ),
        ];
        for (style, explode, expected) in table {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request = styled_request(Location::Query, style, explode, value).unwrap();
                assert_eq!(
                    query_text(&request),
                    expected,
                    "{style:?} explode={explode} value={value}"
                );
                // What is sent is what was built: the URL parser leaves the query alone.
                assert!(request.url(&base()).is_ok());
            }
        }
        let request = styled_request(Location::Query, Style::Form, true, &json!("")).unwrap();
        assert_eq!(query_text(&request), "color=");
    }

    #[test]
    fn delimited_and_deep_object_values_are_encoded() {
        let request = styled_request(
            Location::Query,
            Style::PipeDelimited,
            false,
            &json!(["a|b", "c d", "e&f=g"]),
        )
        .unwrap();
        assert_eq!(query_text(&request), "color=a%7Cb%7Cc%20d%7Ce%26f%3Dg");
        let request =
            styled_request(Location::Query, Style::SpaceDelimited, false, &json!([])).unwrap();
        assert_eq!(query_text(&request), "");

        let request = styled_request(
            Location::Query,
            Style::DeepObject,
            true,
            &json!({
                "a": {"b": 1, "c": [true, {"d": "x y"}]},
                "skip": null,
                "k&=": "v&="
            }),
        )
        .unwrap();
        assert_eq!(
            query_text(&request),
            "color%5Ba%5D%5Bb%5D=1&color%5Ba%5D%5Bc%5D%5B0%5D=true\
             &color%5Ba%5D%5Bc%5D%5B1%5D%5Bd%5D=x%20y&color%5Bk%26%3D%5D=v%26%3D"
        );
    }

    #[test]
    fn header_is_simple_style() {
        let cases = [
            (false, "blue", "blue,black,brown", "R,100,G,200,B,150"),
            (true, "blue", "blue,black,brown", "R=100,G=200,B=150"),
        ];
        for (explode, string, array, object) in cases {
            for (value, expected) in spec_values().iter().zip([string, array, object]) {
                let request =
                    styled_request(Location::Header, Style::Simple, explode, value).unwrap();
                assert_eq!(request.header("color"), Some(expected), "{explode} {value}");
            }
        }
    }

    #[test]
    fn cookie_is_form_style_and_refuses_control_characters() {
        let cases = [
            (
                false,
                [
                    "color=blue",
                    "color=blue,black,brown",
                    "color=R,100,G,200,B,150",
                ],
            ),
            (
                true,
                [
                    "color=blue",
                    "color=blue; color=black; color=brown",
                    "R=100; G=200; B=150",
                ],
            ),
        ];
        for (explode, expected) in cases {
            for (value, expected) in spec_values().iter().zip(expected) {
                let request =
                    styled_request(Location::Cookie, Style::Form, explode, value).unwrap();
                assert_eq!(request.cookie_header().as_deref(), Some(expected));
            }
        }
        for bad in [
            json!("a\r\nb"),
            json!(["ok", "x\u{0}"]),
            json!({"k\n": "v"}),
        ] {
            let err = styled_request(Location::Cookie, Style::Form, false, &bad).unwrap_err();
            assert_eq!(
                err,
                "`color`: cookie values must not contain line breaks or other control characters"
            );
        }
    }
}
