//! The runtime's request builder (arguments → URL, headers, cookies, body), the only code that
//! turns what an MCP client sends into an HTTP request. Input: one byte choosing a tool, then
//! the arguments as JSON. Whatever the arguments, either the builder refuses them or the request
//! goes to the configured origin, under the base path, with exactly the path segments of the
//! template, no header or cookie that can start another line, only the declared headers, and a
//! multipart body whose boundary occurs only as its delimiters.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use openapi_mcp_runtime::request::{BaseUrl, build};
use openapi_mcp_runtime::validate::validate_arguments;
use openapi_mcp_runtime::{
    Body, Encoding, FieldStyle, Hints, Location, Method, Param, Style, Tool,
};
use serde_json::{Map, Value};

const HINTS: Hints = Hints {
    read_only: false,
    destructive: false,
    idempotent: false,
    open_world: false,
};

const ANY: &str = r#"{"type":"object","additionalProperties":true}"#;

const fn p(
    arg: &'static str,
    api: &'static str,
    location: Location,
    style: Style,
    explode: bool,
) -> Param {
    Param {
        arg,
        api,
        location,
        required: matches!(location, Location::Path),
        style,
        explode,
    }
}

const fn tool(
    name: &'static str,
    method: Method,
    path: &'static str,
    params: &'static [Param],
    body: Option<Body>,
    input_schema: &'static str,
) -> Tool {
    Tool {
        name,
        title: name,
        description: "",
        tags: &[],
        method,
        path,
        server: None,
        params,
        body,
        hints: HINTS,
        security: &[],
        scopes: &[],
        input_schema,
        output_schema: None,
        stream: None,
    }
}

static TOOLS: &[Tool] = &[
    tool(
        "simple_path",
        Method::Get,
        "/pets/{id}/photos/{photo}.json",
        &[
            p("id", "id", Location::Path, Style::Simple, false),
            p("photo", "photo", Location::Path, Style::Simple, true),
            p("q", "q", Location::Query, Style::Form, true),
            p("x_trace", "X-Trace", Location::Header, Style::Simple, false),
            p("session", "session", Location::Cookie, Style::Form, false),
        ],
        None,
        r#"{"type":"object","properties":{"id":{"type":"string"},"photo":{"type":"integer"},"q":{"type":"array","items":{"type":"string"}},"x_trace":{"type":"string"},"session":{"type":"string"}},"required":["id","photo"],"additionalProperties":false}"#,
    ),
    tool(
        "styles",
        Method::Get,
        "/points/{label}/cells/{matrix}",
        &[
            p("label", "label", Location::Path, Style::Label, true),
            p("matrix", "m", Location::Path, Style::Matrix, false),
            p("deep", "filter", Location::Query, Style::DeepObject, true),
            p("space", "s", Location::Query, Style::SpaceDelimited, false),
            p("pipe", "p", Location::Query, Style::PipeDelimited, false),
            p("form", "f", Location::Query, Style::Form, false),
            p("cookie_obj", "c", Location::Cookie, Style::Form, true),
            p("h_obj", "X-Obj", Location::Header, Style::Simple, true),
        ],
        None,
        ANY,
    ),
    tool(
        "json_fields",
        Method::Post,
        "/items",
        &[],
        Some(Body::Fields {
            content_type: "application/json",
            encoding: Encoding::Json,
            fields: &["name", "tags"],
            file_fields: &[],
            styles: &[],
            required: true,
        }),
        ANY,
    ),
    tool(
        "json_whole",
        Method::Put,
        "/items/{id}",
        &[p("id", "id", Location::Path, Style::Simple, false)],
        Some(Body::Whole {
            content_type: "application/json",
            encoding: Encoding::Json,
            arg: "body",
            required: false,
        }),
        ANY,
    ),
    tool(
        "form",
        Method::Post,
        "/form",
        &[],
        Some(Body::Fields {
            content_type: "application/x-www-form-urlencoded",
            encoding: Encoding::Form,
            fields: &["a", "b"],
            file_fields: &[],
            styles: &[FieldStyle {
                field: "b",
                style: Style::PipeDelimited,
                explode: false,
            }],
            required: false,
        }),
        ANY,
    ),
    tool(
        "multipart",
        Method::Post,
        "/upload/{id}",
        &[p("id", "id", Location::Path, Style::Simple, false)],
        Some(Body::Fields {
            content_type: "multipart/form-data",
            encoding: Encoding::Multipart,
            fields: &["meta", "file", "note", "tags"],
            file_fields: &["file"],
            styles: &[
                FieldStyle {
                    field: "note",
                    style: Style::Form,
                    explode: false,
                },
                FieldStyle {
                    field: "tags",
                    style: Style::Form,
                    explode: true,
                },
            ],
            required: true,
        }),
        ANY,
    ),
    tool(
        "multipart_whole",
        Method::Post,
        "/upload",
        &[],
        Some(Body::Whole {
            content_type: "multipart/form-data",
            encoding: Encoding::Multipart,
            arg: "body",
            required: true,
        }),
        ANY,
    ),
    tool(
        "text",
        Method::Post,
        "/text",
        &[],
        Some(Body::Whole {
            content_type: "text/plain",
            encoding: Encoding::Text,
            arg: "body",
            required: true,
        }),
        ANY,
    ),
    tool(
        "binary",
        Method::Post,
        "/bin",
        &[],
        Some(Body::Whole {
            content_type: "image/*",
            encoding: Encoding::Binary,
            arg: "body",
            required: true,
        }),
        ANY,
    ),
];

fn base() -> &'static BaseUrl {
    static BASE: OnceLock<BaseUrl> = OnceLock::new();
    BASE.get_or_init(|| BaseUrl::parse("http://api.test:8080/v1/").expect("base URL"))
}

fn schema(tool: &Tool) -> Value {
    serde_json::from_str(tool.input_schema).expect("input schema")
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let tool: &'static Tool = &TOOLS[choice as usize % TOOLS.len()];
    let Ok(Value::Object(args)) = serde_json::from_slice::<Value>(rest) else {
        return;
    };
    // Validation runs first in the server; the builder must be safe without it too.
    let _ = validate_arguments(&schema(tool), &args);
    if let Ok(request) = build(base(), tool, &args) {
        check(tool, &args, &request);
    }
});

fn check(
    tool: &Tool,
    _args: &Map<String, Value>,
    request: &openapi_mcp_runtime::request::HttpRequest,
) {
    let base = base();
    let url = request.url(base).expect("build checked the URL");
    assert_eq!(url.host_str(), Some("api.test"));
    assert_eq!(url.port(), Some(8080));
    assert_eq!(url.scheme(), "http");
    assert!(url.username().is_empty() && url.password().is_none());
    assert!(url.fragment().is_none());
    // The path: the base path, then exactly the template's segments.
    let path = request
        .path_url
        .strip_prefix(base.as_str())
        .expect("the path extends the base URL");
    assert!(!path.contains(['?', '#']), "{path}");
    assert_eq!(
        path.matches('/').count(),
        tool.path.matches('/').count(),
        "an argument added or removed a path segment: {path}"
    );
    assert!(url.path().starts_with("/v1/"), "{url}");
    for segment in path.split('/').skip(1) {
        let decoded = segment.to_ascii_lowercase().replace("%2e", ".");
        assert!(decoded != "." && decoded != "..", "dot segment {segment}");
    }
    // Query pairs: encoded, so `&`, `=`, `#` and spaces in values cannot add pairs.
    for (name, value) in &request.query {
        for text in [name, value] {
            assert!(
                text.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
                "unencoded query text {text:?}"
            );
        }
    }
    // Headers: only the declared ones, and no control characters (no header injection).
    for header in &request.headers {
        assert!(
            tool.params
                .iter()
                .any(|p| p.location == Location::Header && p.api == header.name),
            "undeclared header {}",
            header.name
        );
        assert!(
            !header.value.chars().any(char::is_control),
            "{:?}",
            header.value
        );
    }
    for (name, value) in &request.cookies {
        // Style `form` without explode joins an array's items (an object's keys and values)
        // with `,`, as OpenAPI's style table writes `color=blue,black,brown`; each item is
        // encoded, so that is the only comma a value may hold.
        let joined = tool.params.iter().any(|p| {
            p.location == Location::Cookie && p.api == name && p.style == Style::Form && !p.explode
        });
        let items: Vec<&str> = if joined {
            value.split(',').collect()
        } else {
            vec![value.as_str()]
        };
        for text in items.into_iter().chain([name.as_str()]) {
            assert!(
                !text
                    .chars()
                    .any(|c| c.is_control() || matches!(c, ';' | ',' | ' ' | '"' | '\\')),
                "cookie text {text:?} in {name}={value}"
            );
        }
        assert!(!name.contains('='));
    }
    if let Some(cookie) = request.cookie_header() {
        assert!(!cookie.contains(['\r', '\n']));
    }
    if let Some(body) = &request.body {
        assert!(!body.content_type.chars().any(char::is_control));
        if let Some(boundary) = body.content_type.split("boundary=").nth(1) {
            let delimiter = format!("--{boundary}");
            let count = body
                .bytes
                .windows(delimiter.len())
                .filter(|w| *w == delimiter.as_bytes())
                .count();
            let parts = body
                .bytes
                .windows(delimiter.len() + 2)
                .filter(|w| w.starts_with(delimiter.as_bytes()) && w.ends_with(b"\r\n"))
                .count();
            assert_eq!(count, parts + 1, "the boundary occurs inside a part");
            assert!(
                body.bytes
                    .ends_with(format!("{delimiter}--\r\n").as_bytes())
            );
        }
    }
}
