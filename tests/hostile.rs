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

fn crate_names() -> openapi_mcp::emit::Crate {
    let set = openapi_mcp::plan(
        &common::fixture("hostile.yaml"),
        Some(&common::fixture("hostile.overrides.yaml")),
    )
    .unwrap();
    openapi_mcp::emit::Crate::new(&set, None).unwrap()
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
        // Comments (doc comments included) never carry spec text.
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
    assert_eq!(arg, "X-Trace_PWNED");
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
