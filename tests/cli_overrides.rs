//! `openapi-mcp overrides init` (round-trips, hints and lints as comments) and `overrides schema`
//! (a JSON Schema accepting exactly what the overrides parser accepts).

mod common;

use std::path::Path;

use openapi_mcp::testing::{overrides::Overrides, parse};

/// The fixture `spec` planned with an overrides file given as text.
fn planned(spec: &str, overrides: Option<&str>) -> openapi_mcp::model::ToolSet {
    let text = std::fs::read_to_string(common::fixture(spec)).unwrap();
    let mut files = vec![(spec, text)];
    let mut settings = openapi_mcp::Settings::new(spec);
    if let Some(o) = overrides {
        files.push(("init.yaml", o.to_string()));
        settings = settings.overrides("init.yaml");
    }
    openapi_mcp::plan(&settings.source(openapi_mcp::Source::memory(files)))
        .unwrap()
        .set
}

#[test]
fn overrides_init_round_trips_without_changing_a_hint() {
    for spec in ["lints.yaml", "petstore.yaml", "v2.yaml", "secured.yaml"] {
        let out = common::run(&["overrides", "init", &format!("fixtures/{spec}")]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        Overrides::parse(Path::new("init.yaml"), &out.stdout)
            .unwrap_or_else(|e| panic!("{spec}: {e}\n{}", out.stdout));
        assert_eq!(
            planned(spec, Some(&out.stdout)),
            planned(spec, None),
            "{spec}: feeding `overrides init` back changed the tools"
        );
    }
}

#[test]
fn overrides_init_lists_hints_and_lints_as_comments() {
    let out = common::run(&["overrides", "init", "fixtures/lints.yaml"]);
    assert!(out.stdout.starts_with("# yaml-language-server: $schema="));
    insta::assert_snapshot!("overrides_init_lints", out.stdout);
}

#[test]
fn overrides_schema_is_json_schema() {
    let schema = overrides_schema();
    assert_eq!(
        schema["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    assert_eq!(schema["additionalProperties"], false);
    assert!(schema["$defs"]["rule"]["properties"]["match"].is_object());
}

/// The schema `openapi-mcp overrides schema` prints.
fn overrides_schema() -> serde_json::Value {
    let out = common::run(&["overrides", "schema"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

/// YAML (or JSON) text as the JSON value the overrides loader sees.
fn as_json(name: &str, text: &str) -> serde_json::Value {
    parse::parse_value(Path::new(name), text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// What the schema finds wrong with a whole overrides file, checked by the JSON Schema validator
/// of the generated servers (`openapi-mcp-runtime`); the file's own type is checked too.
fn schema_problems(schema: &serde_json::Value, file: &serde_json::Value) -> Vec<String> {
    common::schema_problems(schema, "$defs", file)
}

/// The validator understands every keyword the schema relies on: this lists the ones it uses
/// (annotations aside), so a new keyword fails here until the validator is checked for it.
#[test]
fn the_validator_knows_every_keyword_of_the_overrides_schema() {
    let mut keywords = common::schema_keywords(&overrides_schema(), "$defs");
    for annotation in ["$schema", "title", "description", "examples"] {
        keywords.remove(annotation);
    }
    // `oneOf` is checked like `anyOf` by this validator; the schema's `oneOf` branches exclude
    // each other, which `overrides_schema_accepts_exactly_what_the_parser_accepts` exercises.
    let supported = [
        "$defs",
        "$ref",
        "additionalProperties",
        "anyOf",
        "enum",
        "items",
        "maxLength",
        "minimum",
        "oneOf",
        "pattern",
        "properties",
        "required",
        "type",
    ];
    assert_eq!(
        keywords.iter().map(String::as_str).collect::<Vec<_>>(),
        supported
    );
}

/// `overrides init` writes files the schema accepts (with `rules:` and, without operations,
/// `tools:` holding nothing but comments), and so are the fixtures' overrides files.
#[test]
fn overrides_schema_accepts_init_output_and_the_fixture_overrides_files() {
    let schema = overrides_schema();
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.yaml");
    std::fs::write(
        &empty,
        "openapi: 3.0.3\ninfo: {title: Nothing, version: '1'}\npaths: {}\n",
    )
    .unwrap();
    let mut fixtures: Vec<std::path::PathBuf> = std::fs::read_dir(common::root().join("fixtures"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml" || e == "json"))
        .collect();
    fixtures.sort();
    let (overrides, mut specs): (Vec<_>, Vec<_>) = fixtures
        .into_iter()
        .partition(|p| p.to_string_lossy().ends_with(".overrides.yaml"));
    assert!(overrides.len() >= 4 && specs.len() >= 10, "{specs:?}");
    specs.push(empty);

    let mut checked = Vec::new();
    for spec in &specs {
        let out = common::run(&["overrides", "init", spec.to_str().unwrap()]);
        assert_eq!(out.code, 0, "{}: {}", spec.display(), out.stderr);
        checked.push((format!("overrides init {}", spec.display()), out.stdout));
    }
    for file in &overrides {
        checked.push((
            file.display().to_string(),
            std::fs::read_to_string(file).unwrap(),
        ));
    }
    let no_tools = &checked[specs.len() - 1].1;
    assert!(no_tools.ends_with("\ntools:\n"), "{no_tools}");
    for (name, text) in &checked {
        Overrides::parse(Path::new("o.yaml"), text)
            .unwrap_or_else(|e| panic!("{name}: the parser refuses it: {e}"));
        let problems = schema_problems(&schema, &as_json(name, text));
        assert!(problems.is_empty(), "{name}: {problems:#?}\n{text}");
    }
}

/// Both directions, place by place: null wherever the parser takes it, every field's type,
/// unknown keys at every level, and the checks serde cannot make (a rule does exactly one
/// thing, a matcher names something, methods in any case).
/// Globs are limited in characters (as `maxLength` counts them), not bytes.
#[test]
fn overrides_schema_and_parser_agree_on_the_glob_length_limit() {
    let schema = overrides_schema();
    for (glob, expected) in [
        ("é".repeat(1024), true),
        ("é".repeat(1025), false),
        ("*".repeat(1025), false),
        ("a".repeat(100_000), false),
    ] {
        for text in [
            format!("rules: [{{match: {{path: '{glob}'}}, skip: true}}]\n"),
            format!("context: {{include: [{{operation_id: '{glob}'}}]}}\n"),
        ] {
            let parser = Overrides::parse(Path::new("o.yaml"), &text);
            let problems = schema_problems(&schema, &as_json("o.yaml", &text));
            assert_eq!(
                parser.is_ok(),
                expected,
                "parser, {} chars",
                glob.chars().count()
            );
            assert_eq!(
                problems.is_empty(),
                expected,
                "schema, {} chars",
                glob.chars().count()
            );
        }
    }
}

#[test]
fn overrides_schema_accepts_exactly_what_the_parser_accepts() {
    let accepted = [
        "",
        "# nothing but a comment\n",
        "~\n",
        "{}\n",
        "defaults: ~\n",
        "defaults: {}\n",
        "defaults: {open_world: ~}\n",
        "defaults: {open_world: true}\n",
        "tools: ~\n",
        "tools: {}\n",
        "tools: {a: ~}\n",
        "tools: {a: {}}\n",
        "tools: {a: {read_only: ~, destructive: ~, idempotent: ~, open_world: ~, title: ~, name: ~, description: ~, skip: ~}}\n",
        "tools: {\"GET /a\": {read_only: true, destructive: false, idempotent: true, open_world: false, title: T, name: a_B-1, description: D, skip: false}}\n",
        "rules: ~\n",
        "rules: []\n",
        "rules: [{match: {tag: a}, skip: true}]\n",
        "rules: [{match: {method: gEt}, skip: false}]\n",
        "rules: [{match: {method: DELETE, path: /a/**, operation_id: 'x*'}, skip: true}]\n",
        "rules: [{match: {tag: a, method: ~, path: ~, operation_id: ~}, skip: true}]\n",
        "rules: [{match: {path: /a}, set: {}}]\n",
        "rules: [{match: {tag: a}, set: {read_only: ~, destructive: true, idempotent: ~, open_world: false}}]\n",
        "rules: [{match: {tag: a}, set: ~, skip: true}]\n",
        "rules: [{match: {tag: a}, set: {}, skip: ~}]\n",
        "context: ~\n",
        "context: {}\n",
        "context: {description_max: ~, schema_depth: ~, drop: ~, include: ~, exclude: ~}\n",
        "context: {description_max: 1, schema_depth: 0, drop: [], include: [], exclude: []}\n",
        "context: {description_max: 300, drop: [examples, titles, defaults, descriptions, output_schemas], include: [{tag: a}], exclude: [{method: delete, path: ~}]}\n",
    ];
    let refused = [
        "[]\n",
        "[{open_world: true}]\n",
        "true\n",
        "zzz: 1\n",
        "defaults: true\n",
        "defaults: [true]\n",
        "defaults: {zzz: 1}\n",
        "defaults: {open_world: 1}\n",
        "tools: []\n",
        "tools: {a: true}\n",
        "tools: {a: [true]}\n",
        "tools: {a: {zzz: 1}}\n",
        "tools: {a: {read_only: maybe}}\n",
        "tools: {a: {title: 1}}\n",
        "tools: {a: {skip: 0}}\n",
        "rules: {}\n",
        "rules: [~]\n",
        "rules: [[{tag: a}, ~, true]]\n",
        "rules: [{skip: true}]\n",
        "rules: [{match: ~, skip: true}]\n",
        "rules: [{match: [a], skip: true}]\n",
        "rules: [{match: {}, skip: true}]\n",
        "rules: [{match: {tag: ~}, skip: true}]\n",
        "rules: [{match: {tag: 1}, skip: true}]\n",
        "rules: [{match: {tag: a, zzz: 1}, skip: true}]\n",
        "rules: [{match: {method: FETCH}, skip: true}]\n",
        "rules: [{match: {method: ' get'}, skip: true}]\n",
        "rules: [{match: {tag: a}}]\n",
        "rules: [{match: {tag: a}, skip: ~}]\n",
        "rules: [{match: {tag: a}, set: ~}]\n",
        "rules: [{match: {tag: a}, set: {read_only: true}, skip: false}]\n",
        "rules: [{match: {tag: a}, set: {}, skip: true}]\n",
        "rules: [{match: {tag: a}, set: [true]}]\n",
        "rules: [{match: {tag: a}, set: {zzz: true}}]\n",
        "rules: [{match: {tag: a}, set: {read_only: 1}}]\n",
        "rules: [{match: {tag: a}, skip: true, zzz: 1}]\n",
        "context: []\n",
        "context: {zzz: 1}\n",
        "context: {description_max: -1}\n",
        "context: {description_max: 0}\n",
        "context: {schema_depth: 1.5}\n",
        "context: {schema_depth: '2'}\n",
        "context: {drop: examples}\n",
        "context: {drop: [everything]}\n",
        "context: {drop: [~]}\n",
        "context: {drop: [{examples: ~}]}\n",
        "context: {include: [~]}\n",
        "context: {include: [[a]]}\n",
        "context: {include: [{}]}\n",
        "context: {include: [{tag: ~}]}\n",
        "context: {exclude: [{method: FETCH}]}\n",
        "context: {exclude: [{zzz: 1}]}\n",
    ];
    let schema = overrides_schema();
    let mut disagreements = Vec::new();
    for (text, expected) in accepted
        .iter()
        .map(|t| (t, true))
        .chain(refused.iter().map(|t| (t, false)))
    {
        let parser = Overrides::parse(Path::new("o.yaml"), text);
        let problems = schema_problems(&schema, &as_json("o.yaml", text));
        if parser.is_ok() != expected || problems.is_empty() != expected {
            disagreements.push(format!(
                "{text:?}: expected {}, parser: {:?}, schema: {problems:?}",
                if expected { "accepted" } else { "refused" },
                parser.map(|_| ()).map_err(|e| e.to_string()),
            ));
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
}

/// A `name` that is no valid tool name, which generation refuses anyway: the schema refuses it,
/// and so does the parser, where it was written (not only at the operation it would rename).
#[test]
fn overrides_schema_refuses_the_tool_names_generation_refuses() {
    let schema = overrides_schema();
    let text = "tools:\n  getStats: {name: get stats}\n";
    let parsed = Overrides::parse(Path::new("o.yaml"), text).unwrap_err();
    let pointers: Vec<&str> = parsed
        .diagnostics
        .iter()
        .map(|d| d.pointer.as_str())
        .collect();
    assert_eq!(pointers, ["/tools/getStats/name"]);
    assert_eq!(schema_problems(&schema, &as_json("o.yaml", text)).len(), 1);
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    std::fs::write(&o, text).unwrap();
    let e =
        openapi_mcp::plan(&openapi_mcp::Settings::new(common::fixture("v1.yaml")).overrides(&o))
            .unwrap_err();
    assert!(e.to_string().contains("tool name `get stats`"), "{e}");
}
