//! `openapi-mcp plan`: snapshots of the table, JSON and Markdown for a fixture that triggers
//! every lint, `--deny-warnings`, stale override keys and bad rules, how rules, `tools:` entries
//! and `x-mcp` layer, notes, `--suggest` (and `overrides init --suggest`), and `--policy`.

mod common;

use std::path::{Path, PathBuf};

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
    assert_eq!(value["summary"]["warnings"], 6);
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
        out.stderr.contains("6 warnings (--deny-warnings)"),
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
    let schema = openapi_mcp::testing::overrides_schema::schema();
    assert!(schema.to_string().contains("\"note\""));
}

/// The hint lints a plan of `spec` with `overrides` reports, and its tools' hints.
fn hint_lints(spec: &Path, overrides: &Path) -> (Vec<String>, Vec<String>) {
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(spec).overrides(overrides))
        .unwrap_or_else(|e| panic!("the suggestion does not apply: {e:?}"));
    let left = openapi_mcp::testing::lint::lint(&planned.spec, &planned.set, &planned.warnings)
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
        .map(|l| format!("{}: {}", l.operation.unwrap_or_default(), l.message))
        .collect();
    let hints = planned
        .set
        .tools
        .iter()
        .map(|t| format!("{} {:?}", t.origin.key(), t.annotations))
        .collect();
    (left, hints)
}

/// Applies the `--suggest` output of `spec` and checks what it promises:
/// - no active entry or rule lowers caution (`read_only: true`, `destructive: false`);
/// - every relaxation is commented out, with its evidence above it and a `reviewed:` line
///   beside it;
/// - applied as written, the lints left are exactly those of the commented-out relaxations;
/// - with every `reviewed:` line taken, no hint lint is left and no hint differs.
///
/// Returns the suggestion and the file with the `reviewed:` lines taken.
fn suggest_and_check(spec: &Path, dir: &Path) -> (String, PathBuf) {
    let out = common::run(&["plan", spec.to_str().unwrap(), "--suggest"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let suggestion = out.stdout.clone();
    let lines: Vec<&str> = suggestion.lines().collect();
    let mut to_decide = 0;
    for (i, line) in lines.iter().enumerate() {
        let active = line.starts_with("  ") && !line.trim_start().starts_with('#');
        let relaxes = line.contains("read_only: true") || line.contains("destructive: false");
        assert!(
            !(active && relaxes && !line.contains("read_only: false")),
            "an active entry lowers caution:\n{line}"
        );
        // A commented-out relaxation has its evidence above it.
        if line.trim_start().starts_with("# ") && line.contains(": {reviewed: [W010") {
            let evidence = lines[i - 4];
            assert!(
                evidence.contains("W0101: ")
                    || evidence.contains("W0104: ")
                    || evidence.contains("I0004: "),
                "a relaxation to decide without its evidence above it:\n{evidence}\n{line}"
            );
        }
        // A vetoed relaxation is an info line, not a warning: only the others are left.
        if line.trim_start().starts_with("# ")
            && line.contains(": {reviewed: [W010")
            && !lines[i - 3].contains("(vetoed: ")
        {
            to_decide += 1;
        }
    }
    let file = dir.join("suggested.yaml");
    std::fs::write(&file, &suggestion).unwrap();
    let (left, hints) = hint_lints(spec, &file);
    assert_eq!(
        left.len(),
        to_decide,
        "the lints left are not those to decide:\n{left:#?}\n{suggestion}"
    );
    let reviewed: String = suggestion
        .lines()
        .map(|l| match l.strip_prefix("  # ") {
            Some(rest) if rest.contains(": {reviewed: [W010") => format!("  {rest}\n"),
            _ => format!("{l}\n"),
        })
        .collect();
    let reviewed_file = dir.join("reviewed.yaml");
    std::fs::write(&reviewed_file, &reviewed).unwrap();
    let (left, reviewed_hints) = hint_lints(spec, &reviewed_file);
    assert!(left.is_empty(), "{left:#?}");
    assert_eq!(hints, reviewed_hints, "`reviewed:` changed a hint");
    (suggestion, reviewed_file)
}

#[test]
fn suggested_overrides_lower_caution_only_with_evidence_and_reviewed_silences_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let spec = common::fixture("lints.yaml");
    let (suggestion, reviewed) = suggest_and_check(&spec, dir.path());
    assert!(suggestion.contains("# \"POST /reports/{id}/preview\": {reviewed: [W0101]}"));
    insta::assert_snapshot!("plan_suggest_lints", suggestion);
    // `--deny-warnings` passes once the rest is reviewed (the URL inputs too), and `plan`
    // says who decided.
    let mut text = std::fs::read_to_string(&reviewed).unwrap();
    text.push_str("  createWebhook: {reviewed: [W0106]}\n  fetchPage: {reviewed: [url-input]}\n");
    std::fs::write(&reviewed, text).unwrap();
    let out = common::run(&[
        "plan",
        spec.to_str().unwrap(),
        "--overrides",
        reviewed.to_str().unwrap(),
        "--deny-warnings",
    ]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains("info[I0005]: post_reports_id_preview (POST /reports/{id}/preview): W0101 (looks-read-only) reviewed in override `POST /reports/{id}/preview`: the hints stay as they are"),
        "{}",
        out.stdout
    );
    // `overrides init --suggest` writes the same file.
    let init = common::run(&["overrides", "init", "fixtures/lints.yaml", "--suggest"]);
    assert_eq!(init.stdout, suggestion);
}

/// A 300-operation RPC-style API (every call a POST to `/<resource>.<verb>`, nothing a GET):
/// creates are never proposed read-only, and the suggestion keeps its promises.
#[test]
fn suggestions_for_a_300_operation_rpc_api_keep_their_promises() {
    let verbs = [
        ("create", "Create a {r}"),
        ("list", "List {r}s"),
        ("info", "Get a {r}"),
        ("delete", "Delete a {r}"),
        ("search", "Search {r}s"),
        ("rename", "Rename a {r}"),
        ("check", "Check a {r}"),
        ("report", "Report a {r}"),
        ("run", "Run a {r}"),
        ("export", "Export {r}s"),
    ];
    let mut paths = serde_json::Map::new();
    for i in 0..30 {
        let r = format!("thing{i}");
        for (verb, summary) in verbs {
            paths.insert(
                format!("/{r}.{verb}"),
                serde_json::json!({"post": {
                    "operationId": format!("{r}_{verb}"),
                    "summary": summary.replace("{r}", &r),
                    "responses": {"200": {"description": "ok"}}
                }}),
            );
        }
    }
    let doc = serde_json::json!({"openapi": "3.0.3", "info": {"title": "RPC", "version": "1"}, "paths": paths});
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("rpc.json");
    std::fs::write(&spec, doc.to_string()).unwrap();
    let (suggestion, _) = suggest_and_check(&spec, dir.path());
    for line in suggestion
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
    {
        for verb in ["create", "report", "run", "delete", "rename"] {
            assert!(
                !(line.contains(&format!(".{verb}")) && line.contains("read_only: true")),
                "{line}"
            );
        }
    }
    assert!(suggestion.contains("read_only: true"), "{suggestion}");
}

/// Slack's Web API: `GET /auth.revoke` is flagged and suggested `read_only: false`, the
/// suggestion groups what shares a pattern into rules and keeps its promises.
#[test]
fn suggestions_for_a_large_rpc_api_use_rules_and_keep_their_promises() {
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
    let (suggestion, _) = suggest_and_check(&spec, dir.path());
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
    assert_eq!(reference.stdout, openapi_mcp::testing::policy::REFERENCE);
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
