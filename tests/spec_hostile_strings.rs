//! Hostile strings (`fixtures/hostile.yaml`, `fixtures/hostile.overrides.yaml`): quotes,
//! backslashes, `"#`, `*/`, `}`, emoji, RTL marks, control characters and long text in every
//! position the generator copies spec text from (titles, summaries, descriptions,
//! operationIds, parameter names, enum values, server URLs and variables, security scheme
//! names, `x-mcp` and overrides values).
//!
//! - No code injection: in the generated Rust, spec text (all of it carries the marker `PWNED`)
//!   appears only inside string literals: never in an identifier, a comment or an attribute.
//! - The crate compiles and passes clippy with `-D warnings`.
//! - Text fidelity: `tools/list` over stdio returns the spec's exact text (after the documented
//!   trimming: a title is the summary's first line, a description is summary and description
//!   joined by a blank line, each trimmed).
//! - The generated README shows spec and overrides text only as text: no HTML, headings, code
//!   fences, links or broken table rows of the spec's making, no raw control characters.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use rmcp::ServiceExt;
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};
use serde_json::{Value, json};

const MARKER: &str = "PWNED";

fn spec() -> Value {
    let text = std::fs::read_to_string(common::fixture("hostile.yaml")).unwrap();
    serde_yaml::from_str(&text).expect("the fixture is plain YAML")
}

fn overrides() -> Value {
    let text = std::fs::read_to_string(common::fixture("hostile.overrides.yaml")).unwrap();
    serde_yaml::from_str(&text).unwrap()
}

fn crate_names() -> openapi_mcp::testing::emit::Crate {
    let set = openapi_mcp::plan(
        &openapi_mcp::Settings::new(common::fixture("hostile.yaml"))
            .overrides(common::fixture("hostile.overrides.yaml")),
    )
    .map(|p| p.set)
    .unwrap();
    openapi_mcp::testing::emit::Crate::new(&set, None).unwrap()
}

/// Every token of a file; string literals are the only place spec text may be.
fn check_tokens(path: &str, tokens: TokenStream) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => check_tokens(path, g.stream()),
            TokenTree::Ident(i) => {
                assert!(
                    !i.to_string().contains(MARKER),
                    "{path}: spec text in an identifier: {i}"
                );
            }
            TokenTree::Literal(l) => {
                let text = l.to_string();
                if text.contains(MARKER) {
                    let lit: syn::LitStr = syn::parse_str(&text).unwrap_or_else(|_| {
                        panic!("{path}: spec text in a non-string literal {text}")
                    });
                    assert!(lit.value().contains(MARKER));
                }
            }
            TokenTree::Punct(_) => {}
        }
    }
}

#[test]
fn spec_text_reaches_the_rust_only_as_string_literals() {
    let files = common::emit("hostile.yaml", Some("hostile.overrides.yaml"));
    let mut seen = 0;
    for (path, contents) in &files {
        if !path.ends_with(".rs") {
            continue;
        }
        // A tool file's module doc names where it came from (method, path, operationId,
        // pointer): spec text, so each value is a Markdown code span on one comment line, with
        // no control or bidi character; it is checked here and left out of what follows.
        let mut kept = String::new();
        for line in contents.lines() {
            if line.starts_with("//! The `") || line.starts_with("//! Spec: `") {
                assert!(
                    !line.contains(|c: char| c.is_control()
                        || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')),
                    "{path}: {line:?}"
                );
                assert!(
                    line.ends_with("`.") || line.contains("`, operationId `"),
                    "{path}: {line}"
                );
                continue;
            }
            kept.push_str(line);
            kept.push('\n');
        }
        let contents = &kept;
        // Comments (doc comments included) never carry spec text otherwise.
        for line in contents.lines() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") || trimmed.starts_with("/*") || trimmed.starts_with('*') {
                assert!(
                    !line.contains(MARKER),
                    "{path}: spec text in a comment: {line}"
                );
            }
        }
        let file = syn::parse_file(contents).unwrap_or_else(|e| panic!("{path}: {e}"));
        for attr in &file.attrs {
            assert!(
                !attr.to_token_stream().to_string().contains(MARKER),
                "{path}: spec text in an attribute"
            );
        }
        check_tokens(path, file.to_token_stream());
        seen += contents.matches(MARKER).count();
    }
    assert!(
        seen > 20,
        "the hostile strings made it into the crate ({seen})"
    );
    // The manifest and the crate name are built from sanitised names only.
    assert!(!files["Cargo.toml"].contains(MARKER));
    // Module and file names too.
    for path in files.keys() {
        assert!(!path.contains(MARKER), "{path}");
    }
}

fn hostile() -> &'static (PathBuf, PathBuf) {
    static BUILT: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    BUILT.get_or_init(|| {
        let name = crate_names().name;
        common::build_fixture(
            "hostile",
            "hostile.yaml",
            Some("hostile.overrides.yaml"),
            &name,
        )
    })
}

#[test]
fn hostile_crate_compiles_with_deny_warnings() {
    let (dir, bin) = hostile();
    assert!(bin.exists());
    let status = common::cargo()
        .args(["clippy", "--quiet", "--all-targets", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .args(["--", "-D", "warnings"])
        .status()
        .unwrap();
    assert!(
        status.success(),
        "clippy -D warnings failed on the hostile crate"
    );
    // Modules named after keywords got a prefix; the tool keeps its name.
    assert!(dir.join("src/tools/tool_gen.rs").exists());
    assert!(dir.join("src/tools/tool_self.rs").exists());
}

fn str_at<'a>(v: &'a Value, pointer: &str) -> &'a str {
    v.pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no string at {pointer}"))
}

fn joined(summary: &str, description: &str) -> String {
    format!("{}\n\n{}", summary.trim(), description.trim())
}

/// The input schema property whose `description` is `description`.
fn property_described<'a>(schema: &'a Value, description: &str) -> (&'a String, &'a Value) {
    schema["properties"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, p)| p["description"] == description)
        .unwrap_or_else(|| panic!("no property described {description:?} in {schema}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tools_list_returns_the_exact_spec_text() {
    let (_, bin) = hostile();
    let krate = crate_names();
    let spec = spec();
    let overrides = overrides();
    let transport = TokioChildProcess::new(tokio::process::Command::new(bin).configure(|cmd| {
        cmd.env(
            format!("{}_BASE_URL", krate.env_prefix),
            "http://127.0.0.1:9/v1",
        )
        .env("RUST_LOG", "warn");
    }))
    .expect("spawn server");
    let client = ().serve(transport).await.expect("MCP initialize");

    // The API's title and its description in the instructions.
    let info = client.peer_info().expect("server info");
    let api_title = str_at(&spec, "/info/title");
    let server = info.server_info.as_ref().expect("server info");
    assert_eq!(server.title.as_deref(), Some(api_title));
    assert!(
        info.instructions
            .as_deref()
            .unwrap_or("")
            .contains(api_title),
        "{:?}",
        info.instructions
    );

    let tools = client.list_all_tools().await.unwrap();
    let by_name = |name: &str| {
        let tool = tools
            .iter()
            .find(|t| t.name == name)
            .unwrap_or_else(|| panic!("no tool {name}"));
        serde_json::to_value(tool).unwrap()
    };
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names, ["2fa_pwned", "gen", "get_quotes_pwned", "self"]);

    // Summary and description: quotes, backslashes, `"#`, `*/`, `#[doc]`.
    let quotes = by_name("get_quotes_pwned");
    let op = "/paths/~1quotes/get";
    let summary = str_at(&spec, &format!("{op}/summary"));
    assert_eq!(quotes["title"], summary);
    assert_eq!(quotes["annotations"]["title"], summary);
    assert_eq!(
        quotes["description"],
        joined(summary, str_at(&spec, &format!("{op}/description")))
    );
    // A parameter with a hostile name: its description and enum values are exact, the API name
    // is kept for the request (the argument name is sanitised).
    let input = &quotes["inputSchema"];
    let (arg, q) = property_described(
        input,
        str_at(&spec, &format!("{op}/parameters/0/description")),
    );
    assert_eq!(arg, "q__PWNED___");
    assert_eq!(
        q["enum"],
        spec.pointer(&format!("{op}/parameters/0/schema/enum"))
            .unwrap()
            .clone()
    );
    let (arg, _) = property_described(
        input,
        str_at(&spec, &format!("{op}/parameters/1/description")),
    );
    assert_eq!(arg, "X-Trace_PWNED__");
    // The output schema keeps its description and property names.
    let output = &quotes["outputSchema"];
    let response = format!("{op}/responses/200/content/application~1json/schema");
    assert_eq!(
        output["description"],
        str_at(&spec, &format!("{response}/description"))
    );
    assert_eq!(
        output["properties"]["text \"#PWNED"]["description"],
        str_at(
            &spec,
            &format!("{response}/properties/text \"#PWNED/description")
        )
    );

    // Braces, emoji, RTL and zero-width marks, U+2028; the title from the overrides file.
    let gen_tool = by_name("gen");
    let op = "/paths/~1gen/get";
    assert_eq!(gen_tool["title"], str_at(&overrides, "/tools/gen/title"));
    assert_eq!(
        gen_tool["description"],
        joined(
            str_at(&spec, &format!("{op}/summary")),
            str_at(&spec, &format!("{op}/description"))
        )
    );

    // `x-mcp` title and description; control characters, CR, LF and tabs; body field names.
    let self_tool = by_name("self");
    let op = "/paths/~1self/post";
    assert_eq!(
        self_tool["title"],
        str_at(&spec, &format!("{op}/x-mcp/title"))
    );
    assert_eq!(
        self_tool["description"],
        str_at(&spec, &format!("{op}/x-mcp/description"))
    );
    let body = format!("{op}/requestBody/content/application~1json/schema/properties");
    let props = &self_tool["inputSchema"]["properties"];
    assert_eq!(
        props["name \"#PWNED"]["description"],
        str_at(&spec, &format!("{body}/name \"#PWNED/description"))
    );
    assert_eq!(
        props[""]["description"],
        str_at(&spec, &format!("{body}//description"))
    );
    assert_eq!(
        self_tool["inputSchema"]["required"],
        json!(["name \"#PWNED"])
    );

    // A long description (thousands of characters, under the 4,096-character cut) survives
    // byte for byte in the schema; the overrides description replaces the operation's.
    let weird = by_name("2fa_pwned");
    let op = "/paths/~1weird~1{id}~1\"#PWNED*~1}/delete";
    let long = str_at(&spec, &format!("{op}/parameters/0/description"));
    assert!(long.chars().count() > 4000, "{}", long.chars().count());
    assert_eq!(
        weird["inputSchema"]["properties"]["id"]["description"],
        long
    );
    assert_eq!(
        weird["description"],
        str_at(
            &overrides,
            "/tools/DELETE ~1weird~1{id}~1\"#PWNED*~1}/description"
        )
    );
    assert_eq!(weird["title"], str_at(&spec, &format!("{op}/summary")));

    client.cancel().await.unwrap();
}

/// Text that would be markup in a README: raw HTML, a heading, a code fence, a list item, a
/// table cell break, a link, backticks, an entity for a bidi control, and raw terminal
/// escapes and bidi controls.
const MARKDOWN_HOSTILE: &str = "<img src=x onerror=alert(1)>\n\n# Injected heading\n\n```\n~~~\n- item | cell ` `` \\ [link](https://evil.example) &#x202e; <!-- \u{1b}[31m \u{202e} \u{7} PWNED";

/// `|`s that end a table cell: GitHub Flavored Markdown splits cells at every `|` not right
/// after a backslash, code spans included.
fn cell_breaks(line: &str) -> usize {
    let mut prev = ' ';
    let mut n = 0;
    for c in line.chars() {
        if c == '|' && prev != '\\' {
            n += 1;
        }
        prev = c;
    }
    n
}

/// Spec and overrides text in every place the README shows it (title, version, server URL and
/// variables, scheme names and their settings, tool names, paths, notes, override keys of
/// skipped tools; descriptions and tags too, though the README does not show them today)
/// stays text: no HTML, no heading, fence or list item of its own, no broken table row, no
/// link, no raw control or bidi character.
#[test]
fn readme_shows_spec_text_only_as_text() {
    let h = MARKDOWN_HOSTILE;
    let op = |id: &str| {
        json!({
            "operationId": id,
            "summary": h,
            "description": h,
            "tags": [h],
            "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
            "responses": {"200": {"description": h}}
        })
    };
    let schemes: serde_json::Map<String, Value> = [
        // In the query: a header name must be an HTTP token, and the generator refuses others.
        json!({"type": "apiKey", "in": "query", "name": h}),
        json!({"type": "http", "scheme": "bearer", "description": h}),
        json!({"type": "http", "scheme": "basic"}),
        json!({"type": "http", "scheme": h}),
        json!({"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": format!("https://t.example/{h}"), "scopes": {}}}}),
        json!({"type": "openIdConnect", "openIdConnectUrl": format!("https://o.example/{h}")}),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, kind)| (format!("{h} {i}"), kind))
    .collect();
    let path = format!("/a/{h}/{{id}}");
    let spec = json!({
        "openapi": "3.0.3",
        "info": {"title": h, "version": h, "description": h},
        "servers": [{"url": format!("https://{{{h}}}.example.com/{h}"), "variables": {
            h: {"default": h, "enum": [h, "x"], "description": h}
        }}],
        "tags": [{"name": h, "description": h}],
        "components": {"securitySchemes": schemes},
        "security": [{format!("{h} 0"): []}],
        "paths": {
            path.clone(): {"get": op(h), "delete": op(&format!("{h} tool"))},
            "/skipped/{id}": {"get": op("skipped")}
        },
        "webhooks": {h: {"post": {"responses": {"200": {"description": h}}}}}
    });
    let overrides = json!({"tools": {h: {"skip": true}, "skipped": {"skip": true}}});
    let dir = tempfile::tempdir().unwrap();
    let spec_path = dir.path().join("spec.json");
    let overrides_path = dir.path().join("overrides.json");
    std::fs::write(&spec_path, spec.to_string()).unwrap();
    std::fs::write(&overrides_path, overrides.to_string()).unwrap();
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec_path).overrides(&overrides_path))
        .map(|p| p.set)
        .expect("the spec plans");
    assert!(
        set.skipped.len() == 2 && !set.notes.is_empty(),
        "{:?} {:?}",
        set.skipped,
        set.notes
    );
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
    let files = openapi_mcp::testing::emit::emit(&set, &krate).unwrap();
    let readme = &files["README.md"].contents;
    assert!(
        readme.matches(MARKER).count() > 15,
        "the hostile text made it into the README:\n{readme}"
    );

    for c in readme.chars() {
        assert!(
            c == '\n' || !(c.is_control() || matches!(c, '\u{202A}'..='\u{202E}')),
            "raw {c:?} in the README"
        );
    }
    let headings: Vec<&str> = readme.lines().filter(|l| l.starts_with('#')).collect();
    assert_eq!(
        headings,
        [
            format!("# {}", krate.name).as_str(),
            "## Run",
            "## Environment",
            "## Use it from a client",
            "## Tools",
            "## Layout"
        ]
    );
    let fences: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("```") || l.starts_with("~~~"))
        .collect();
    assert_eq!(
        fences,
        [
            "```sh", "```", // Run
            "```json", "```", "```sh", "```", "```json", "```", // Use it from a client
            "```sh", "```", "```sh", "```", "```sh", "```", // HTTP, container, Kubernetes
            "```sh", "```", // desktop extension
        ]
    );
    let mut lines = readme.lines();
    assert_eq!(
        lines.next(),
        Some("<!-- @generated by openapi-mcp. Do not edit: rerun `openapi-mcp generate`. -->")
    );
    let mut columns = 0;
    let mut in_fence = false;
    for line in lines {
        // The fences are the template's (counted above), and what they hold is shown literally.
        if line.starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        // Spec text never starts a line: every line that shows some is one of the template's
        // (the names derived from it, the environment variables, appear in the client section).
        if line.contains(MARKER) {
            assert!(
                [
                    "| ",
                    "- GET ",
                    "- DELETE ",
                    "Note: ",
                    "An MCP server for the ",
                    "Build the server once ",
                    "**Over HTTP**, ",
                ]
                .iter()
                .any(|start| line.starts_with(start)),
                "spec text starts a line: {line}"
            );
        }
        // Each table's header row (the template's) tells how many cells its rows have.
        if !line.starts_with('|') {
            columns = 0;
        } else if columns == 0 {
            columns = cell_breaks(line);
        } else {
            assert_eq!(cell_breaks(line), columns, "a broken table row: {line}");
        }
        let text = common::outside_code_spans(line);
        let markup = text.char_indices().find(|(i, c)| {
            let next = text[i + c.len_utf8()..].chars().next().unwrap_or(' ');
            (*c == '<' && (next.is_ascii_alphabetic() || "/!?".contains(next)))
                || (*c == '[' && !text[..*i].ends_with('\\'))
        });
        assert!(markup.is_none(), "markup outside a code span: {line}");
    }
}

/// What the CLI prints quotes spec text (paths, summaries in lints, values in errors): control
/// characters and bidi controls in it are shown escaped, never sent raw to the terminal.
#[test]
fn cli_output_never_carries_raw_control_characters() {
    let raw = |text: &str| {
        text.chars().any(|c| {
            (c.is_control() && c != '\n' && c != '\t')
                || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        })
    };
    let hostile = "fixtures/hostile.yaml";
    let overrides = "fixtures/hostile.overrides.yaml";
    for format in ["table", "markdown", "json"] {
        let run = common::run(&[
            "plan",
            hostile,
            "--overrides",
            overrides,
            "--format",
            format,
        ]);
        assert!(run.code <= 1, "plan --format {format}: {}", run.stderr);
        assert!(
            !raw(&run.stdout),
            "plan --format {format} printed a raw control character"
        );
        assert!(
            !raw(&run.stderr),
            "plan --format {format} warned with a raw control character"
        );
        if format == "json" {
            let _: Value = serde_json::from_str(&run.stdout).expect("plan JSON stays valid");
        }
    }
    // An error quoting a hostile value: a tools: entry naming no operation.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.overrides.yaml");
    std::fs::write(
        &bad,
        "tools:\n  \"\\e]0;owned\\a\\e[2J\": {read_only: true}\n",
    )
    .unwrap();
    let run = common::run(&["plan", hostile, "--overrides", bad.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("]0;owned"), "{}", run.stderr);
    assert!(
        !raw(&run.stderr),
        "an error printed a raw control character"
    );
}

/// The string literal a `name: <literal>` field (or `const NAME: &str = <literal>`) holds in a
/// generated file, as Rust decodes it; `Some(<literal>)` counts too.
fn literal_values(file: &syn::File) -> Vec<(String, String)> {
    fn lit_of(expr: &syn::Expr) -> Option<String> {
        match expr {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            syn::Expr::Call(call) if call.args.len() == 1 => lit_of(&call.args[0]),
            _ => None,
        }
    }
    let mut out = Vec::new();
    for item in &file.items {
        let syn::Item::Const(c) = item else { continue };
        match &*c.expr {
            syn::Expr::Struct(s) => {
                for field in &s.fields {
                    if let (syn::Member::Named(name), Some(value)) =
                        (&field.member, lit_of(&field.expr))
                    {
                        out.push((name.to_string(), value));
                    }
                }
            }
            expr => {
                if let Some(value) = lit_of(expr) {
                    out.push((c.ident.to_string(), value));
                }
            }
        }
    }
    out
}

/// Schema text Rust's raw strings cannot hold as is: a `"` followed by more `#`s than a raw
/// string may have (255), just under and at that bound, at the start of a string and after an
/// escaped quote, in descriptions, enum values and property names, in a tool's own schemas and
/// in the shared `$defs`. Every schema literal must still be valid Rust (rustc refuses more than
/// 255 `#`s) and decode to the tool's schema.
#[test]
fn schema_literals_hold_any_run_of_hashes() {
    let run = |n: usize| format!("say \"{}\" then", "#".repeat(n));
    let nasty = [
        run(300),
        run(254),
        run(255),
        "#".repeat(400),
        format!("\"{}", "#".repeat(256)),
        "\\\"#\\u0022#".into(),
        "@openapi-mcp:literal:0@".into(),
    ];
    let enum_values: Vec<Value> = nasty.iter().map(|s| json!(s)).collect();
    let spec = json!({
        "openapi": "3.0.3",
        "info": {"title": "Hashes", "version": "1"},
        "paths": {
            "/a": {"get": {
                "operationId": "hashes",
                "parameters": [
                    {"name": "q", "in": "query", "description": nasty[0],
                     "schema": {"type": "string", "enum": enum_values}},
                    {"name": "t", "in": "query", "schema": {"$ref": "#/components/schemas/Tree"}}
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {
                    "schema": {"type": "object", "description": nasty[3],
                               "properties": {nasty[4].clone(): {"type": "string"},
                                              "tree": {"$ref": "#/components/schemas/Tree"}}}
                }}}}
            }},
            "/b": {"get": {
                "operationId": "placeholder",
                "summary": "@openapi-mcp:literal:0@",
                "description": nasty[0],
                "parameters": [{"name": "q", "in": "query", "description": nasty[1],
                                "schema": {"type": "string", "description": nasty[2]}}],
                "responses": {"200": {"description": "ok"}}
            }}
        },
        "components": {"schemas": {"Tree": {
            "type": "object",
            "description": nasty[0],
            "properties": {nasty[5].clone(): {"$ref": "#/components/schemas/Tree"},
                           "name": {"type": "string", "enum": enum_values}}
        }}}
    });
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hashes");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hashes.json");
    std::fs::write(&path, serde_json::to_string_pretty(&spec).unwrap()).unwrap();
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(&path))
        .map(|p| p.set)
        .unwrap();
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
    let files = openapi_mcp::testing::emit::emit(&set, &krate).unwrap();
    let parse = |path: &str| {
        let contents = &files
            .get(path)
            .unwrap_or_else(|| panic!("no {path}"))
            .contents;
        let file = syn::parse_file(contents).unwrap_or_else(|e| panic!("{path}: {e}"));
        literal_values(&file)
    };
    let decoded = |path: &str, field: &str| -> Value {
        let (_, text) = parse(path)
            .into_iter()
            .find(|(name, _)| name == field)
            .unwrap_or_else(|| panic!("{path}: no literal {field}"));
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path} {field}: {e}\n{text}"))
    };
    for tool in &set.tools {
        let module = &tool.name;
        let file = format!("src/tools/{module}.rs");
        assert_eq!(decoded(&file, "input_schema"), tool.input_schema, "{file}");
        match &tool.output_schema {
            Some(schema) => assert_eq!(&decoded(&file, "output_schema"), schema, "{file}"),
            None => assert!(parse(&file).iter().all(|(n, _)| n != "output_schema")),
        }
    }
    let hashes = set.tools.iter().find(|t| t.name == "hashes").unwrap();
    assert_eq!(
        hashes.input_schema["properties"]["q"]["description"],
        nasty[0]
    );
    assert_eq!(hashes.input_schema["properties"]["q"]["enum"], json!(nasty));
    assert_eq!(
        hashes.output_schema.as_ref().unwrap()["description"],
        nasty[3]
    );
    let defs = "src/tools/defs.rs";
    for (field, map) in [
        ("INPUT_DEFS", &set.defs.input),
        ("OUTPUT_DEFS", &set.defs.output),
    ] {
        assert_eq!(decoded(defs, field), serde_json::to_value(map).unwrap());
        assert_eq!(map["Tree"]["description"], nasty[0], "{field}: {map:?}");
    }
}
