//! `openapi-mcp diff`: the v1 → v2 golden diff in every format, renames, breaking arguments and
//! descriptions, today's overrides on yesterday's spec, `--fail-on-risk`, and tools that change
//! client cell. The breaking-change findings at every depth are in `tests/cli_diff_breaking.rs`.

mod common;

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
