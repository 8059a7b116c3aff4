//! The review workflow: `plan` (snapshots of the table and JSON for a fixture that triggers every
//! lint), `diff` (the v1 → v2 golden diff), `overrides init` (round-trips), `overrides schema`,
//! and the properties that keep generated diffs small and order-independent.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use openapi_mcp::{load, overrides::Overrides};

const LINTS: [&str; 4] = [
    "plan",
    "fixtures/lints.yaml",
    "--overrides",
    "fixtures/lints.overrides.yaml",
];

fn with(base: &[&str], extra: &[&str]) -> Vec<String> {
    base.iter()
        .chain(extra)
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
}

fn run(args: &[String]) -> common::Run {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    common::run(&args)
}

// ---- plan ----

#[test]
fn plan_table_shows_sources_and_every_lint() {
    let out = run(&with(&LINTS, &[]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    for code in ["W0101", "W0102", "W0106", "W0201", "I0002"] {
        assert!(out.stdout.contains(&format!("[{code}]")), "{code} missing");
    }
    insta::assert_snapshot!("plan_lints_table", out.stdout);
}

#[test]
fn plan_json_is_stable() {
    let out = run(&with(&LINTS, &["--format", "json"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["format_version"], 1);
    assert_eq!(value["summary"]["warnings"], 8);
    insta::assert_snapshot!("plan_lints_json", out.stdout);
}

/// docs/plan-json.md's `plan --format json` section names every field `plan --format json`
/// writes, and every `source.kind`: a field added to `plan::Report` needs its line there.
#[test]
fn readme_documents_every_field_of_plan_json() {
    fn collect(v: &serde_json::Value, names: &mut std::collections::BTreeSet<String>) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    names.insert(k.clone());
                    if k == "kind" {
                        names.insert(v.as_str().unwrap().to_string());
                    }
                    collect(v, names);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, names)),
            _ => {}
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    // Every kind of source: a rule, a tools: entry, x-mcp (debugDump), context.
    let lints = std::fs::read_to_string(common::fixture("lints.overrides.yaml")).unwrap();
    std::fs::write(
        &o,
        format!(
            "{lints}  queryReports: {{open_world: true}}\ncontext:\n  exclude: [{{tag: hooks}}]\n"
        ),
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        o.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let mut names = std::collections::BTreeSet::new();
    collect(&serde_json::from_str(&out.stdout).unwrap(), &mut names);
    for kind in [
        "method_default",
        "defaults",
        "x_mcp",
        "rule",
        "override",
        "context",
    ] {
        assert!(
            names.contains(kind),
            "no source of kind {kind} in:\n{}",
            out.stdout
        );
    }
    let readme = std::fs::read_to_string(common::root().join("docs/plan-json.md")).unwrap();
    let start = readme.find("## `plan --format json`").unwrap();
    let section = &readme[start..start + readme[start..].find("## `plan --policy").unwrap()];
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !section.contains(&format!("`{n}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/plan-json.md does not document {missing:?}"
    );
}

#[test]
fn plan_markdown_is_a_table_and_a_list() {
    let out = run(&with(&LINTS, &["--format", "markdown"]));
    assert_eq!(out.code, 0, "{}", out.stderr);
    insta::assert_snapshot!("plan_lints_markdown", out.stdout);
}

#[test]
fn plan_deny_warnings_exits_1_only_with_warnings() {
    let out = run(&with(&LINTS, &["--deny-warnings"]));
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("8 warnings (--deny-warnings)"),
        "{}",
        out.stderr
    );
    // v1's `POST /items/{id}/remove` is flagged (it destroys); once reviewed, no warning is left.
    let out = common::run(&["plan", "fixtures/v1.yaml", "--deny-warnings"]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    let all = format!("{}{}", out.stdout, out.stderr);
    assert!(all.contains("warning[W0103]: remove_item"), "{all}");
    let dir = tempfile::tempdir().unwrap();
    let reviewed = dir.path().join("reviewed.yaml");
    std::fs::write(&reviewed, "tools:\n  removeItem: {destructive: true}\n").unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/v1.yaml",
        "--overrides",
        reviewed.to_str().unwrap(),
        "--deny-warnings",
    ]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
}

#[test]
fn plan_stale_override_key_exits_2_naming_file_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("stale.yaml");
    std::fs::write(
        &o,
        "tools:\n  listItems: {}\n  goneOperation: {read_only: true}\n",
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/v1.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty());
    assert!(
        out.stderr.contains(&format!(
            "error[E0203]: {}:3:18 at #/tools/goneOperation: override `goneOperation` matches no operation",
            o.display()
        )),
        "{}",
        out.stderr
    );
}

#[test]
fn plan_bad_rules_exit_2_with_their_location() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("rules.yaml");
    std::fs::write(
        &o,
        "rules:\n  - match: {method: FETCH}\n    skip: true\n  - match: {tag: x}\n  - match: {}\n    set: {read_only: true}\n  - match: {path: /a}\n    set: {readonly: true}\n",
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/v1.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
    // serde stops at the first unknown key; fix it and the rule checks report all the rest.
    assert!(
        out.stderr
            .contains("#/rules/3/set/readonly: unknown field `readonly`"),
        "{}",
        out.stderr
    );
    std::fs::write(
        &o,
        "rules:\n  - match: {method: FETCH}\n    skip: true\n  - match: {tag: x}\n  - match: {}\n    set: {read_only: true}\n",
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/v1.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
    for needle in [
        "#/rules/0/match/method: unknown HTTP method `FETCH`",
        "#/rules/1: rule #2 does nothing: it has neither `set` nor `skip`",
        "#/rules/2/match: rule #3 matches nothing: its `match` is empty",
        "3 errors",
    ] {
        assert!(out.stderr.contains(needle), "{needle}:\n{}", out.stderr);
    }
}

#[test]
fn rules_apply_in_order_before_tool_entries() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    std::fs::write(
        &o,
        r#"rules:
  - match: {path: "/items/**"}
    set: {open_world: true, idempotent: true}
  - match: {method: get, operation_id: "get*"}
    set: {open_world: false}
  - match: {path: "/stats"}
    skip: true
tools:
  getStats: {skip: false}
  createItem: {idempotent: false}
"#,
    )
    .unwrap();
    let set =
        openapi_mcp::plan(&openapi_mcp::Settings::new(common::fixture("v1.yaml")).overrides(&o))
            .unwrap()
            .set;
    let hints = |name: &str| {
        let t = set.tools.iter().find(|t| t.name == name).unwrap();
        let a = &t.annotations;
        [&a.idempotent, &a.open_world].map(|h| format!("{} {}", h.value, h.source.describe()))
    };
    // `/items/**` does not match `/items` itself; `*` and `**` never cross into a longer path.
    assert_eq!(
        hints("list_items"),
        ["true method default", "false defaults"]
    );
    assert_eq!(hints("get_item"), ["true rule #1", "false rule #2"]);
    assert_eq!(hints("remove_item"), ["true rule #1", "true rule #1"]);
    assert_eq!(
        hints("create_item"),
        ["false override `createItem`", "false defaults"]
    );
    // The tools: entry's `skip: false` wins over rule #3.
    assert_eq!(hints("get_stats"), ["true method default", "false rule #2"]);
    assert!(set.skipped.is_empty());
}

/// `x-mcp: {skip: true}` is the lowest layer of `skip`, like any hint: rules and `tools:` entries
/// see the operation, and a later `skip: false` brings it back with every hint's source right.
#[test]
fn x_mcp_skip_is_a_layer_that_rules_and_entries_can_undo() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("lints.yaml");
    let text = std::fs::read_to_string(common::fixture("lints.yaml")).unwrap();
    assert!(text.contains("x-mcp: {skip: true}\n"));
    let text = text.replace(
        "x-mcp: {skip: true}\n",
        "x-mcp: {skip: true, idempotent: false}\n",
    );
    std::fs::write(&spec, text).unwrap();
    let plan = |overrides: &str| {
        let o = dir.path().join("o.yaml");
        std::fs::write(&o, overrides).unwrap();
        openapi_mcp::plan(&openapi_mcp::Settings::new(&spec).overrides(&o))
            .unwrap_or_else(|e| panic!("{overrides}: {e}"))
    };
    let hints = |planned: &openapi_mcp::Planned| {
        let tool = planned.set.tools.iter().find(|t| t.name == "debug_dump");
        let a = &tool
            .unwrap_or_else(|| panic!("debug_dump is skipped"))
            .annotations;
        [&a.read_only, &a.idempotent].map(|h| format!("{} {}", h.value, h.source.describe()))
    };
    let skipped_by = |planned: &openapi_mcp::Planned| {
        planned
            .set
            .skipped
            .iter()
            .find(|s| s.origin.operation_id.as_deref() == Some("debugDump"))
            .map(|s| s.source.describe())
    };

    // Without an overrides file, x-mcp has the only say.
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec)).unwrap();
    assert_eq!(skipped_by(&planned).as_deref(), Some("x-mcp"));

    let planned = plan("tools:\n  debugDump: {skip: false}\n");
    assert_eq!(skipped_by(&planned), None);
    assert_eq!(hints(&planned), ["true method default", "false x-mcp"]);

    let planned = plan("rules:\n  - match: {path: \"/internal/**\"}\n    skip: false\n");
    assert_eq!(skipped_by(&planned), None);
    assert!(planned.warnings.is_empty(), "{:?}", planned.warnings);

    // A rule that sets hints sees the skipped operation too (no "matches no operation"), and a
    // `tools:` entry's hints apply to it, so they hold once something brings it back.
    let planned = plan(
        "rules:\n  - match: {path: \"/internal/**\"}\n    set: {idempotent: true}\ntools:\n  debugDump: {read_only: false}\n",
    );
    assert!(planned.warnings.is_empty(), "{:?}", planned.warnings);
    assert_eq!(skipped_by(&planned).as_deref(), Some("x-mcp"));
    let planned = plan(
        "rules:\n  - match: {path: \"/internal/**\"}\n    set: {idempotent: true}\ntools:\n  debugDump: {read_only: false, skip: false}\n",
    );
    assert_eq!(
        hints(&planned),
        ["false override `debugDump`", "true rule #1"]
    );

    // The last layer that says something wins, whichever way.
    let planned = plan(
        "rules:\n  - match: {path: \"/internal/**\"}\n    skip: false\ntools:\n  debugDump: {skip: true}\n",
    );
    assert_eq!(
        skipped_by(&planned).as_deref(),
        Some("override `debugDump`")
    );

    // `plan` shows the same.
    let o = dir.path().join("o.yaml");
    std::fs::write(&o, "tools:\n  debugDump: {skip: false}\n").unwrap();
    let out = common::run(&[
        "plan",
        spec.to_str().unwrap(),
        "--overrides",
        o.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let report: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let tool = report["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "debug_dump")
        .unwrap_or_else(|| panic!("{}", out.stdout));
    assert_eq!(tool["hints"]["idempotent"]["source"]["kind"], "x_mcp");
    assert_eq!(
        tool["hints"]["read_only"]["source"]["kind"],
        "method_default"
    );
}

// ---- diff ----

#[test]
fn diff_v1_v2_reports_the_added_tool_and_the_risk_increase() {
    let out = common::run(&["diff", "fixtures/v1.yaml", "fixtures/v2.yaml"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("+ tag_item: POST /items/{id}/tags (write)")
    );
    assert!(
        out.stdout
            .contains("! remove_item: destructive false → true (riskier)")
    );
    insta::assert_snapshot!("diff_v1_v2_text", out.stdout);

    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v2.yaml",
        "--format",
        "markdown",
        "--fail-on-risk",
    ]);
    assert_eq!(out.code, 1, "--fail-on-risk: a tool got riskier");
    insta::assert_snapshot!("diff_v1_v2_markdown", out.stdout);

    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v2.yaml",
        "--format",
        "json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["added"][0]["name"], "tag_item");
    assert_eq!(value["risk"][0]["riskier"], true);

    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v1.yaml",
        "--fail-on-risk",
    ]);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout, "No change to the tool surface (5 tools).\n");
}

#[test]
fn diff_reports_renames_breaking_arguments_and_descriptions() {
    let dir = tempfile::tempdir().unwrap();
    let v1 = std::fs::read_to_string(common::fixture("v1.yaml")).unwrap();
    let v3 = v1
        .replace("operationId: getStats", "operationId: fetchStats")
        .replace(
            "required: [name]\n              properties:\n",
            "required: [name, owner]\n              properties:\n                owner: {type: string}\n",
        )
        .replace("                note: {type: string}\n", "")
        .replace("summary: List items", "summary: List all items")
        .replace(
            "operationId: getItem\n",
            "operationId: getItem\n      x-mcp: {read_only: false, destructive: true}\n",
        );
    let new = dir.path().join("v3.yaml");
    std::fs::write(&new, v3).unwrap();
    let out = common::run(&["diff", "fixtures/v1.yaml", new.to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    for needle in [
        "~ get_stats → fetch_stats: GET /stats",
        "! get_item: read-only → write (riskier)",
        "! get_item: destructive false → true (riskier)",
        "! create_item: argument owner added, required (breaking)",
        "! create_item: argument note removed (breaking)",
        "Descriptions changed: 1 tool (--verbose shows them)",
    ] {
        assert!(out.stdout.contains(needle), "{needle}:\n{}", out.stdout);
    }
    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        new.to_str().unwrap(),
        "--verbose",
    ]);
    assert!(
        out.stdout.contains("-List items\n+List all items\n"),
        "{}",
        out.stdout
    );
}

/// Spec text with backticks, pipes and fences cannot break the Markdown meant for a pull request.
#[test]
fn plan_and_diff_markdown_keep_spec_text_inert() {
    let dir = tempfile::tempdir().unwrap();
    let spec = |summary: &str| {
        format!(
            "openapi: 3.0.3\ninfo: {{title: 'T <b>', version: '1'}}\npaths:\n  '/a`b|c':\n    get:\n      operationId: getA\n      summary: {summary:?}\n      responses: {{'200': {{description: ok}}}}\n"
        )
    };
    let old = dir.path().join("old.yaml");
    let new = dir.path().join("new.yaml");
    std::fs::write(&old, spec("Get A")).unwrap();
    std::fs::write(&new, spec("Get A\n\n```\n# Injected heading\n```")).unwrap();
    let plan = common::run(&["plan", old.to_str().unwrap(), "--format", "markdown"]);
    assert_eq!(plan.code, 0, "{}", plan.stderr);
    assert!(
        plan.stdout.contains("### MCP tools of T &lt;b&gt; 1"),
        "{}",
        plan.stdout
    );
    assert!(plan.stdout.contains("| ``/a`b\\|c`` |"), "{}", plan.stdout);
    let diff = common::run(&[
        "diff",
        old.to_str().unwrap(),
        new.to_str().unwrap(),
        "--format",
        "markdown",
        "--verbose",
    ]);
    assert_eq!(diff.code, 0, "{}", diff.stderr);
    // The description diff sits in a fence longer than the description's own.
    assert!(diff.stdout.contains("\n````diff\n"), "{}", diff.stdout);
    assert!(diff.stdout.trim_end().ends_with("````"), "{}", diff.stdout);
    assert!(
        !diff.stdout.lines().any(|l| l.starts_with("# ")),
        "{}",
        diff.stdout
    );
}

#[test]
fn diff_tolerates_todays_overrides_on_yesterdays_spec() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    std::fs::write(&o, "tools:\n  tagItem: {idempotent: true}\n").unwrap();
    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v2.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("+ tag_item: POST /items/{id}/tags (write, idempotent)"),
        "{}",
        out.stdout
    );
    // ... but not on the new spec.
    let out = common::run(&[
        "diff",
        "fixtures/v2.yaml",
        "fixtures/v1.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
}

// ---- overrides init / schema ----

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
    load::parse_value(Path::new(name), text).unwrap_or_else(|e| panic!("{name}: {e}"))
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

// ---- reviewable diffs ----

fn emitted(spec: &Path, overrides: Option<&Path>) -> BTreeMap<String, String> {
    let set = openapi_mcp::plan(&openapi_mcp::Settings {
        overrides: overrides.map(Into::into),
        ..openapi_mcp::Settings::new(spec)
    })
    .map(|p| p.set)
    .unwrap();
    let krate = openapi_mcp::emit::Crate::new(&set, None).unwrap();
    openapi_mcp::emit::emit(&set, &krate)
        .unwrap()
        .into_iter()
        .map(|(k, v)| (k, v.contents))
        .collect()
}

/// Lines removed plus lines added between two versions of each file that differs.
fn changed_lines(
    a: &BTreeMap<String, String>,
    b: &BTreeMap<String, String>,
) -> BTreeMap<String, usize> {
    let empty = String::new();
    a.keys()
        .chain(b.keys())
        .filter_map(|k| {
            let (x, y) = (a.get(k).unwrap_or(&empty), b.get(k).unwrap_or(&empty));
            let n = similar::TextDiff::from_lines(x, y)
                .iter_all_changes()
                .filter(|c| c.tag() != similar::ChangeTag::Equal)
                .count();
            (n > 0).then(|| (k.clone(), n))
        })
        .collect()
}

#[test]
fn adding_one_operation_changes_its_file_one_table_line_and_one_readme_row() {
    let dir = tempfile::tempdir().unwrap();
    let v1 = std::fs::read_to_string(common::fixture("v1.yaml")).unwrap();
    let plus = v1.replace(
        "  /stats:\n",
        "  /items/{id}/copy:\n    post:\n      operationId: copyItem\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses: {\"201\": {description: copied}}\n  /stats:\n",
    );
    let spec = dir.path().join("plus.yaml");
    std::fs::write(&spec, plus).unwrap();
    let before = emitted(&common::fixture("v1.yaml"), None);
    let after = emitted(&spec, None);
    let changes = changed_lines(&before, &after);
    assert_eq!(
        changes.get("src/tools/mod.rs"),
        Some(&1),
        "one line of the tool list"
    );
    assert_eq!(changes.get("README.md"), Some(&1));
    assert!(changes.contains_key("src/tools/copy_item.rs"));
    assert_eq!(changes.len(), 3, "{changes:?}");
}

#[test]
fn changing_one_hint_changes_one_line_where_it_appears() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    std::fs::write(&o, "tools:\n  getStats: {open_world: true}\n").unwrap();
    let v1 = common::fixture("v1.yaml");
    let changes = changed_lines(&emitted(&v1, None), &emitted(&v1, Some(&o)));
    // One line out, one line in, per place the hint appears.
    assert_eq!(
        changes,
        BTreeMap::from([
            ("README.md".to_string(), 2),
            ("src/tools/get_stats.rs".to_string(), 2)
        ])
    );
}

/// The document with its paths, and the methods of each path, in reverse order.
fn reversed(spec: &str, dir: &Path) -> std::path::PathBuf {
    let text = std::fs::read_to_string(common::fixture(spec)).unwrap();
    let doc = load::load_str(Path::new(spec), &text).unwrap();
    let mut root = doc.root;
    let paths = root["paths"].as_object().unwrap().clone();
    let mut flipped = serde_json::Map::new();
    for (path, item) in paths.into_iter().rev() {
        let item = match item {
            serde_json::Value::Object(m) => {
                serde_json::Value::Object(m.into_iter().rev().collect())
            }
            other => other,
        };
        flipped.insert(path, item);
    }
    root["paths"] = serde_json::Value::Object(flipped);
    let out = dir.join(spec.replace(".yaml", ".json"));
    std::fs::write(&out, serde_json::to_string_pretty(&root).unwrap()).unwrap();
    out
}

#[test]
fn nothing_depends_on_the_order_of_operations() {
    let dir = tempfile::tempdir().unwrap();
    for (spec, overrides) in [
        ("petstore.yaml", Some("petstore.overrides.yaml")),
        ("lints.yaml", Some("lints.overrides.yaml")),
        ("v2.yaml", None),
    ] {
        let flipped = reversed(spec, dir.path());
        let o = overrides.map(common::fixture);
        assert_eq!(
            emitted(&common::fixture(spec), o.as_deref()),
            emitted(&flipped, o.as_deref()),
            "{spec}"
        );
        let plan = |s: &Path| {
            let planned = openapi_mcp::plan(&openapi_mcp::Settings {
                overrides: o.as_deref().map(Into::into),
                ..openapi_mcp::Settings::new(s)
            })
            .unwrap();
            openapi_mcp::plan::Report::new(&planned).render(openapi_mcp::plan::Format::Table)
        };
        assert_eq!(plan(&common::fixture(spec)), plan(&flipped), "{spec}");
    }
}

/// A new tool that writes (or reaches outside the API) grows the risk surface as much as a
/// hint turned for the worse: `--fail-on-risk` fails on it; a new read-only tool passes.
#[test]
fn fail_on_risk_counts_new_tools_that_write() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("review-added");
    std::fs::create_dir_all(&dir).unwrap();
    let spec = |extra: &str| {
        format!(
            "openapi: 3.0.3\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    get:\n      \
             operationId: get_a\n      responses: {{'200': {{description: ok}}}}\n{extra}"
        )
    };
    let write = |name: &str, text: String| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let old = write("old.yaml", spec(""));
    let delete = write(
        "delete.yaml",
        spec(
            "    delete:\n      operationId: delete_a\n      responses: {'204': {description: gone}}\n",
        ),
    );
    let read = write(
        "read.yaml",
        spec(
            "  /b:\n    get:\n      operationId: get_b\n      responses: {'200': {description: ok}}\n",
        ),
    );

    let out = common::run(&["diff", &old, &delete, "--fail-on-risk"]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(
        !out.stdout.contains("no tool got riskier")
            && out
                .stdout
                .contains("1 new tool writes or reaches outside the API"),
        "{}",
        out.stdout
    );
    assert!(out.stderr.contains("--fail-on-risk"), "{}", out.stderr);

    let out = common::run(&["diff", &old, &read, "--fail-on-risk"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out.stdout.contains("no tool got riskier"), "{}", out.stdout);
}

/// `note:` in the overrides file: appended to the description under a fixed lead-in (after the
/// context budget, so it is never cut), shown by `plan`, and accepted by `overrides schema`.
#[test]
fn notes_end_the_description_and_show_in_plan() {
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("o.yaml");
    std::fs::write(
        &o,
        "context: {description_max: 20}\ntools:\n  removeItem: {destructive: true, note: destroys the item only when it is not archived}\n",
    )
    .unwrap();
    let set =
        openapi_mcp::plan(&openapi_mcp::Settings::new(common::fixture("v1.yaml")).overrides(&o))
            .unwrap()
            .set;
    let tool = set.tools.iter().find(|t| t.name == "remove_item").unwrap();
    assert!(
        tool.description
            .ends_with("\n\nAbout its annotations: destroys the item only when it is not archived"),
        "{:?}",
        tool.description
    );
    let out = common::run(&[
        "plan",
        "fixtures/v1.yaml",
        "--overrides",
        o.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains(
            "info[I0001]: remove_item (POST /items/{id}/remove): About its annotations: destroys the item only when it is not archived"
        ),
        "{}",
        out.stdout
    );
    let schema = openapi_mcp::overrides_schema::schema();
    assert!(schema.to_string().contains("\"note\""));
}

/// Applies the `--suggest` output of `spec` and returns (suggestion, the hint lints left).
fn suggest_and_apply(spec: &Path, dir: &Path) -> (String, Vec<String>) {
    let out = common::run(&["plan", spec.to_str().unwrap(), "--suggest"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let file = dir.join("suggested.yaml");
    std::fs::write(&file, &out.stdout).unwrap();
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(spec).overrides(&file))
        .unwrap_or_else(|e| panic!("the suggestion does not apply: {e:?}\n{}", out.stdout));
    let left = openapi_mcp::lint::lint(&planned.spec, &planned.set, &planned.warnings)
        .into_iter()
        .filter(|l| {
            [
                "looks-read-only",
                "get-side-effect",
                "looks-destructive",
                "looks-additive",
                "input-dependent",
            ]
            .contains(&l.code.name())
        })
        .map(|l| l.message)
        .collect();
    (out.stdout, left)
}

#[test]
fn suggested_overrides_cover_every_flagged_operation_and_silence_it() {
    let dir = tempfile::tempdir().unwrap();
    let (suggestion, left) = suggest_and_apply(&common::fixture("lints.yaml"), dir.path());
    assert!(left.is_empty(), "{left:?}\n{suggestion}");
    insta::assert_snapshot!("plan_suggest_lints", suggestion);
    // `overrides init --suggest` writes the same file.
    let init = common::run(&["overrides", "init", "fixtures/lints.yaml", "--suggest"]);
    assert_eq!(init.stdout, suggestion);
}

/// Slack's Web API: `GET /auth.revoke` is flagged and suggested `read_only: false`, the
/// suggestion groups what shares a pattern into rules, and applying it leaves nothing flagged.
#[test]
fn suggestions_for_a_large_rpc_api_use_rules_and_leave_no_warning() {
    let Some(corpus) = common::corpus_dir("the Slack suggestion test") else {
        return;
    };
    let spec = common::shallowest(
        &corpus.join("slack-web"),
        std::ffi::OsStr::new("slack_web_openapi_v2.json"),
    )
    .unwrap();
    let plan = common::run(&["plan", spec.to_str().unwrap()]);
    assert!(
        plan.stdout
            .contains("warning[W0102]: auth_revoke (GET /auth.revoke)"),
        "{}",
        plan.stdout
    );
    let dir = tempfile::tempdir().unwrap();
    let (suggestion, left) = suggest_and_apply(&spec, dir.path());
    assert!(
        suggestion
            .contains("  auth_revoke: {read_only: false, destructive: true, idempotent: false}\n"),
        "{suggestion}"
    );
    let rules = suggestion.matches("\n  - match: ").count();
    let entries = suggestion
        .lines()
        .filter(|l| {
            l.starts_with("  ")
                && !l.starts_with("  #")
                && !l.starts_with("   ")
                && !l.starts_with("  - ")
        })
        .count();
    assert!(rules >= 3, "{rules} rules:\n{suggestion}");
    assert!(entries < 100, "{entries} entries");
    assert!(left.is_empty(), "{left:?}");
}

/// `plan --policy`: the cell of every tool per trust tier, in all three formats, under the
/// reference policy or a file of the user's; a bad policy file is a located error.
#[test]
fn plan_policy_shows_what_a_client_does_in_every_format() {
    let args = |format: &str| {
        common::run(&[
            "plan",
            "fixtures/petstore.yaml",
            "--overrides",
            "fixtures/petstore.overrides.yaml",
            "--policy",
            "--format",
            format,
        ])
    };
    for format in ["table", "markdown", "json"] {
        let out = args(format);
        assert_eq!(out.code, 0, "{}", out.stderr);
        insta::assert_snapshot!(format!("plan_policy_{format}"), out.stdout);
    }
    let json: serde_json::Value = serde_json::from_str(&args("json").stdout).unwrap();
    assert_eq!(json["tiers"], serde_json::json!(["trusted", "untrusted"]));
    let delete = json["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "delete_pet")
        .unwrap();
    assert_eq!(delete["actions"], serde_json::json!(["confirm", "deny"]));

    // `openapi-mcp policy` prints the reference, and a file of the user's replaces it.
    let reference = common::run(&["policy"]);
    assert_eq!(reference.stdout, openapi_mcp::policy::REFERENCE);
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("policy.yaml");
    std::fs::write(
        &mine,
        "tiers:\n  - name: ci\n    rules:\n      - when: {read_only: true}\n        action: auto-run\n      - action: deny\n",
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/petstore.yaml",
        "--policy",
        "--policy-file",
        mine.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.lines().next().unwrap().ends_with("CI"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("\ndelete_pet "), "{}", out.stdout);
    assert!(
        out.stdout
            .lines()
            .any(|l| l.starts_with("delete_pet ") && l.ends_with("deny")),
        "{}",
        out.stdout
    );
    std::fs::write(
        &mine,
        "tiers:\n  - name: ci\n    rules:\n      - when: {read_only: true}\n        action: maybe\n",
    )
    .unwrap();
    let out = common::run(&[
        "plan",
        "fixtures/petstore.yaml",
        "--policy",
        "--policy-file",
        mine.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("policy.yaml:5:17 at #/tiers/0/rules/0/action: unknown action `maybe`"),
        "{}",
        out.stderr
    );
}

/// `diff` names the tools that change cell: v2 turns `remove_item` into a DELETE.
#[test]
fn diff_reports_tools_that_change_client_cell() {
    let out = common::run(&["diff", "fixtures/v1.yaml", "fixtures/v2.yaml"]);
    assert!(
        out.stdout.contains(
            "What a client will do (1):\n  ~ remove_item: confirm → deny for untrusted servers\n"
        ),
        "{}",
        out.stdout
    );
    let out = common::run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v2.yaml",
        "--format",
        "json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        json["client"],
        serde_json::json!([{"tool": "remove_item", "tier": "untrusted", "old": "confirm", "new": "deny",
            "text": "remove_item: confirm → deny for untrusted servers"}])
    );
}
