//! Identifier table: every name the generator derives from spec text (tool names, module and
//! file names, argument names, environment variables, the crate name) is valid and unique for
//! any input: Rust keywords (edition 2024, `gen` included), leading digits, empty, only
//! symbols, non-ASCII, 10,000 characters, and names that differ only in case or punctuation.

use std::collections::BTreeSet;

use openapi_mcp::testing::emit::{
    self, Crate, RUNTIME_VARIABLES, is_plain_module_name, module_names,
};
use openapi_mcp::testing::naming::is_valid_tool_name;
use openapi_mcp::{Settings, Source};
use serde_json::{Value, json};

/// Hostile names, grouped by what they probe.
fn table() -> Vec<(&'static str, String)> {
    let mut rows: Vec<(&'static str, String)> = Vec::new();
    for k in [
        "gen",
        "self",
        "Self",
        "super",
        "crate",
        "mod",
        "type",
        "fn",
        "async",
        "await",
        "dyn",
        "try",
        "yield",
        "union",
        "macro_rules",
        "r#type",
        "std",
        "core",
        "alloc",
        "_",
        "__",
        "tools",
        "runtime",
        "TOOL",
        "API",
        "main",
    ] {
        rows.push(("keyword or reserved", k.to_string()));
    }
    for d in ["2fa", "123", "0", "1st-thing", "9_lives"] {
        rows.push(("leading digit", d.to_string()));
    }
    rows.push(("empty", String::new()));
    for s in [
        "!!!", "---", "___", "-", ".", "/", "{}", "\"#", "*/", "\\", " ", "\t",
    ] {
        rows.push(("only symbols", s.to_string()));
    }
    for u in [
        "ünïcødé",
        "日本語",
        "🦀",
        "\u{200F}\u{202E}rtl",
        "Ωmega",
        "ǅ",
    ] {
        rows.push(("non-ASCII", u.to_string()));
    }
    for w in ["CON", "nul", "Aux", "com1", "LPT9"] {
        rows.push(("Windows device name", w.to_string()));
    }
    rows.push(("10k characters", "a".repeat(10_000)));
    rows.push(("10k characters", "a".repeat(9_999) + "b"));
    rows.push(("10k characters", "Ab-".repeat(3_334)));
    for c in [
        "getPet", "get_pet", "GetPet", "get-pet", "GET_PET", "get pet", "get__pet",
    ] {
        rows.push(("collision", c.to_string()));
    }
    rows
}

fn header_or_query(name: &str) -> &'static str {
    if openapi_mcp::testing::naming::is_http_token(name) {
        "header"
    } else {
        "query"
    }
}

/// A document with one operation per name (as operationId, parameter name, security scheme
/// and server variable) and the name as its title.
fn spec(names: &[String]) -> Value {
    let mut paths = serde_json::Map::new();
    let mut schemes = serde_json::Map::new();
    let mut variables = serde_json::Map::new();
    for (i, name) in names.iter().enumerate() {
        paths.insert(
            format!("/op{i}"),
            json!({"get": {
                "operationId": name,
                "parameters": [
                    {"name": name, "in": "query", "schema": {"type": "string"}},
                    // A header name must be an HTTP token (the generator refuses others), so
                    // a name with spaces or symbols outside one goes in the query instead.
                    {"name": format!("{name}!"), "in": header_or_query(&format!("{name}!")), "schema": {"type": "string"}}
                ],
                "responses": {"200": {"description": "ok"}}
            }}),
        );
        let kind = match i % 4 {
            0 => json!({"type": "apiKey", "in": "header", "name": "X-Key"}),
            1 => json!({"type": "http", "scheme": "bearer"}),
            2 => json!({"type": "http", "scheme": "basic"}),
            _ => {
                json!({"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://t.example/token", "scopes": {}}}})
            }
        };
        schemes.insert(name.clone(), kind);
        variables.insert(name.clone(), json!({"default": "v"}));
    }
    json!({
        "openapi": "3.0.3",
        "info": {"title": "Identifiers", "version": "1"},
        "servers": [{"url": "https://api.example/{x}", "variables": variables}],
        "paths": paths,
        "components": {"securitySchemes": schemes}
    })
}

#[test]
fn derived_identifiers_are_valid_and_unique() {
    let rows = table();
    let names: Vec<String> = rows.iter().map(|(_, n)| n.clone()).collect();
    let text = serde_json::to_string(&spec(&names)).unwrap();
    let source = Source::memory([("identifiers.json", text)]);
    let planned =
        openapi_mcp::plan(&Settings::new("identifiers.json").source(source)).expect("plans");
    let set = &planned.set;
    assert_eq!(set.tools.len(), rows.len());

    // Tool names: MCP's charset, at most 64 characters, unique.
    let tool_names: BTreeSet<&str> = set.tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(tool_names.len(), set.tools.len(), "tool names collide");
    for t in &set.tools {
        let (kind, input) = &rows[t.origin.path[3..].parse::<usize>().unwrap()];
        assert!(
            is_valid_tool_name(&t.name),
            "{kind} {input:?}: tool name {:?}",
            t.name
        );
        // Argument names: `[A-Za-z0-9_.-]{1,64}`, unique within the tool.
        let args: Vec<&str> = t.http.params.iter().map(|p| p.arg_name.as_str()).collect();
        let distinct: BTreeSet<&str> = args.iter().copied().collect();
        assert_eq!(distinct.len(), args.len(), "{kind} {input:?}: {args:?}");
        for a in &args {
            assert!(
                (1..=64).contains(&a.len())
                    && a.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"_.-".contains(&b)),
                "{kind} {input:?}: argument {a:?}"
            );
        }
        // The API's own spelling is kept for the request, whatever it is.
        assert_eq!(t.http.params[0].api_name, *input);
    }

    // Module (and file) names: plain identifiers, never keywords, unique even when the file
    // system ignores case.
    let modules = module_names(set);
    let lower: BTreeSet<String> = modules.iter().map(|m| m.to_ascii_lowercase()).collect();
    assert_eq!(
        lower.len(),
        modules.len(),
        "module names collide: {modules:?}"
    );
    for (m, t) in modules.iter().zip(&set.tools) {
        assert!(is_plain_module_name(m), "{m:?} for tool {:?}", t.name);
        syn::parse_str::<syn::Ident>(m).unwrap_or_else(|e| panic!("{m:?}: {e}"));
        assert!(m.len() <= 80, "{m:?}");
    }
    for bad in [
        "gen", "self", "mod", "std", "r#gen", "", "_", "2x", "Ab", "a-b", "ü", "con", "nul", "aux",
        "prn", "com1", "lpt9",
    ] {
        assert!(!is_plain_module_name(bad), "{bad:?}");
    }

    // Environment variables: `[A-Z0-9_]`, starting with the prefix, unique across schemes,
    // server variables and the runtime's own.
    let krate = Crate::new(set, None).unwrap();
    let mut envs = spec_env_names(set, &krate);
    envs.push(format!("{}_BASE_URL", krate.env_prefix));
    let distinct: BTreeSet<&String> = envs.iter().collect();
    assert_eq!(distinct.len(), envs.len(), "environment variables collide");
    for e in &envs {
        assert!(e.starts_with(&format!("{}_", krate.env_prefix)), "{e}");
        assert!(
            e.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'),
            "{e}"
        );
    }

    // Everything emits, and every emitted Rust file parses.
    let files = emit::emit(set, &krate).expect("emit");
    for (path, file) in &files {
        if path.ends_with(".rs") {
            syn::parse_file(&file.contents).unwrap_or_else(|e| panic!("{path}: {e}"));
        }
    }
}

#[test]
fn crate_names_from_any_title_are_valid() {
    for (kind, title) in table() {
        let mut doc = spec(&[]);
        doc["info"]["title"] = json!(title);
        let text = serde_json::to_string(&doc).unwrap();
        let source = Source::memory([("t.json", text)]);
        let set = openapi_mcp::plan(&Settings::new("t.json").source(source))
            .unwrap()
            .set;
        let krate = Crate::new(&set, None).unwrap();
        let name = &krate.name;
        assert!(
            name.len() <= 64
                && name.starts_with(|c: char| c.is_ascii_lowercase())
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && name.ends_with("-mcp"),
            "{kind} {title:?}: crate name {name:?}"
        );
        assert!(
            krate
                .env_prefix
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'),
            "{kind} {title:?}: prefix {}",
            krate.env_prefix
        );
    }
}

/// Security schemes and server variables named like the runtime's own variables (a bearer
/// scheme `mcp` would read `<PREFIX>_MCP_TOKEN`, the token MCP clients must send over HTTP) get
/// other variables, for every kind of scheme; and the README lists each variable once.
#[test]
fn scheme_and_server_variables_never_take_a_runtime_variable() {
    const SUFFIXES: [&str; 6] = [
        "_KEY",
        "_TOKEN",
        "_USERNAME",
        "_PASSWORD",
        "_CLIENT_ID",
        "_CLIENT_SECRET",
    ];
    let mut names: BTreeSet<String> = ["mcp".to_string(), "base url".to_string()].into();
    for v in RUNTIME_VARIABLES {
        names.insert(v.name.to_ascii_lowercase());
        let stems = SUFFIXES
            .iter()
            .chain(&["_SECS", "_BYTES"])
            .filter_map(|s| v.name.strip_suffix(s));
        names.extend(stems.map(str::to_ascii_lowercase));
        if let Some(stem) = v.name.strip_prefix("SERVER_") {
            names.insert(stem.to_ascii_lowercase());
        }
    }
    let kinds = [
        json!({"type": "apiKey", "in": "header", "name": "X-Key"}),
        json!({"type": "http", "scheme": "bearer"}),
        json!({"type": "http", "scheme": "basic"}),
        json!({"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://t.example/token", "scopes": {}}}}),
    ];
    for kind in kinds {
        let schemes: serde_json::Map<String, Value> =
            names.iter().map(|n| (n.clone(), kind.clone())).collect();
        let variables: serde_json::Map<String, Value> = names
            .iter()
            .map(|n| (n.clone(), json!({"default": "v"})))
            .collect();
        let doc = json!({
            "openapi": "3.0.3",
            "info": {"title": "Demo", "version": "1"},
            "servers": [{"url": "https://api.example/{x}", "variables": variables}],
            "paths": {"/a": {"get": {"operationId": "a", "responses": {"200": {"description": "ok"}}}}},
            "components": {"securitySchemes": schemes}
        });
        let text = serde_json::to_string(&doc).unwrap();
        let source = Source::memory([("reserved.json", text)]);
        let set = openapi_mcp::plan(&Settings::new("reserved.json").source(source))
            .unwrap()
            .set;
        let krate = Crate::new(&set, None).unwrap();
        let reserved: BTreeSet<String> = RUNTIME_VARIABLES
            .iter()
            .map(|v| format!("{}_{}", krate.env_prefix, v.name))
            .collect();
        let envs = spec_env_names(&set, &krate);
        for e in &envs {
            assert!(!reserved.contains(e), "{kind}: {e} is the runtime's own");
        }
        let distinct: BTreeSet<&String> = envs.iter().collect();
        assert_eq!(distinct.len(), envs.len(), "{kind}: {envs:?}");

        let files = emit::emit(&set, &krate).unwrap();
        let readme = &files["README.md"].contents;
        let mut listed = BTreeSet::new();
        for row in readme.lines().filter(|l| l.starts_with("| `")) {
            let var = row.split('`').nth(1).unwrap_or_default();
            if var.starts_with(&krate.env_prefix) {
                assert!(listed.insert(var), "{kind}: the README lists {var} twice");
            }
        }
        assert!(listed.len() >= reserved.len() + envs.len(), "{kind}");
    }
}

/// The environment variables the spec's security schemes and server variables get.
fn spec_env_names(set: &openapi_mcp::model::ToolSet, krate: &Crate) -> Vec<String> {
    let schemes = set
        .security_schemes
        .iter()
        .flat_map(|s| krate.scheme_env(s));
    let variables = set.servers[0]
        .variables
        .iter()
        .map(|v| krate.server_variable_env(&v.name));
    schemes.chain(variables).collect()
}
