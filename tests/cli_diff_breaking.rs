//! Breaking changes at every depth in `openapi-mcp diff` (`--fail-on-breaking`): one operation
//! per kind of change in `fixtures/breaking-v1.yaml` → `breaking-v2.yaml`, each diffed alone;
//! operations that change only compatibly pass; the three formats are snapshots; and real
//! history (three versions of the OpenAPI Initiative's petstore example) gives the findings
//! written down by hand from reading the two versions.

mod common;

use serde_json::Value;

const V1: &str = "fixtures/breaking-v1.yaml";
const V2: &str = "fixtures/breaking-v2.yaml";

/// operationId, then the one change `diff` must report for its tool: side, location, kind.
const BREAKING: &[(&str, &str, &str, &str)] = &[
    ("removeArgument", "input", "note", "removed"),
    ("requireNested", "input", "meta.owner", "newly_required"),
    ("addRequired", "input", "tenant", "newly_required"),
    ("changeType", "input", "count", "type_changed"),
    ("changeItems", "input", "tags[]", "type_changed"),
    ("removeEnumValue", "input", "status", "enum_value_removed"),
    ("raiseMinimum", "input", "limit", "bound_narrowed"),
    ("lowerMaxLength", "input", "name", "bound_narrowed"),
    ("raiseMinItems", "input", "ids", "bound_narrowed"),
    ("changeFormat", "input", "since", "format_changed"),
    ("addPattern", "input", "code", "pattern_changed"),
    (
        "closeObject",
        "input",
        "meta",
        "additional_properties_closed",
    ),
    ("removeNullable", "input", "note", "nullable_removed"),
    ("changeDefault", "input", "sort", "default_changed"),
    ("changeSharedDef", "input", "owner.level", "type_changed"),
    ("outputRemoved", "output", "legacy", "removed"),
    ("outputEnumAdded", "output", "status", "enum_value_added"),
    ("outputOptional", "output", "name", "no_longer_required"),
    ("outputNullable", "output", "name", "nullable_added"),
    ("outputType", "output", "count", "type_changed"),
];

/// Operations of the fixtures that change only in ways an old client keeps working through.
const COMPATIBLE: &[&str] = &["compatibleInput", "compatibleOutput"];

/// An overrides file that skips every operation of the fixtures but `keep`.
fn only(dir: &std::path::Path, keep: &[&str]) -> String {
    let mut text = String::from("tools:\n");
    for id in BREAKING
        .iter()
        .map(|b| b.0)
        .chain(COMPATIBLE.iter().copied())
    {
        if !keep.contains(&id) {
            text.push_str(&format!("  {id}: {{skip: true}}\n"));
        }
    }
    let path = dir.join(format!("only-{}.yaml", keep.join("-")));
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn json(stdout: &str) -> Value {
    serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}:\n{stdout}"))
}

#[test]
fn every_kind_of_breaking_change_fails_the_diff_alone() {
    let dir = tempfile::tempdir().unwrap();
    for (id, side, location, kind) in BREAKING {
        let o = only(dir.path(), &[id]);
        let out = common::run(&[
            "diff",
            V1,
            V2,
            "--overrides",
            &o,
            "--format",
            "json",
            "--fail-on-breaking",
        ]);
        assert_eq!(out.code, 1, "{id}: {}{}", out.stdout, out.stderr);
        assert!(
            out.stderr
                .contains("1 breaking change (--fail-on-breaking)"),
            "{id}: {}",
            out.stderr
        );
        let d = json(&out.stdout);
        let found: Vec<(&str, &str, &str)> = d["breaking"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["side"].as_str().unwrap(),
                    b["location"].as_str().unwrap(),
                    b["kind"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(found, [(*side, *location, *kind)], "{id}");
        assert_eq!(d["compatible"], serde_json::json!([]), "{id}");
        // Without the flag the same diff is only a report.
        let out = common::run(&["diff", V1, V2, "--overrides", &o]);
        assert_eq!(out.code, 0, "{id}: {}", out.stderr);
    }
}

#[test]
fn compatible_changes_alone_pass_and_are_still_shown() {
    let dir = tempfile::tempdir().unwrap();
    let o = only(dir.path(), COMPATIBLE);
    let args = ["diff", V1, V2, "--overrides", &o, "--fail-on-breaking"];
    let out = common::run(&args);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(!out.stdout.contains("Breaking"), "{}", out.stdout);
    assert!(
        out.stdout.contains("Compatible schema changes (12):"),
        "{}",
        out.stdout
    );
    let out = common::run(&[&args[..], &["--format", "json"]].concat());
    let d = json(&out.stdout);
    assert_eq!(d["breaking"], serde_json::json!([]));
    let kinds: Vec<String> = d["compatible"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| format!("{} {} {}", c["side"], c["location"], c["kind"]).replace('"', ""))
        .collect();
    assert_eq!(
        kinds,
        [
            "input kind no_longer_required",
            "input kind nullable_added",
            "input kind enum_value_added",
            "input limit type_changed",
            "input limit bound_widened",
            "input name bound_widened",
            "input nickname added",
            "output extra added",
            "output id newly_required",
            "output size bound_narrowed",
            "output size bound_narrowed",
            "output state enum_value_removed",
        ]
    );
}

#[test]
fn the_whole_pair_in_every_format() {
    let out = common::run(&["diff", V1, V2]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    insta::assert_snapshot!("breaking_text", out.stdout);
    let out = common::run(&["diff", V1, V2, "--format", "markdown"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    insta::assert_snapshot!("breaking_markdown", out.stdout);
    let out = common::run(&["diff", V1, V2, "--format", "json", "--fail-on-breaking"]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("20 breaking changes (--fail-on-breaking)"),
        "{}",
        out.stderr
    );
    insta::assert_snapshot!("breaking_json", out.stdout);
}

/// `--fail-on-breaking` and `--fail-on-risk` are separate findings; either gives exit 1.
#[test]
fn fail_on_breaking_and_fail_on_risk_combine() {
    // v1 → v2 makes a tool riskier but breaks no call.
    let risky = ["diff", "fixtures/v1.yaml", "fixtures/v2.yaml"];
    let out = common::run(&[&risky[..], &["--fail-on-breaking"]].concat());
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let out = common::run(&[&risky[..], &["--fail-on-breaking", "--fail-on-risk"]].concat());
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("--fail-on-risk"), "{}", out.stderr);
    assert!(!out.stderr.contains("--fail-on-breaking"), "{}", out.stderr);
    // The breaking pair adds no risk.
    let out = common::run(&["diff", V1, V2, "--fail-on-risk"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let out = common::run(&["diff", V1, V2, "--fail-on-risk", "--fail-on-breaking"]);
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("--fail-on-breaking"), "{}", out.stderr);
    // Going back from v2 to v1 removes a tool: a call to it fails, so that breaks too.
    let out = common::run(&[
        "diff",
        "fixtures/v2.yaml",
        "fixtures/v1.yaml",
        "--fail-on-breaking",
    ]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains("1 breaking change for agents"),
        "{}",
        out.stdout
    );
}

/// A property name with Markdown in it stays inside its code span, and text output keeps it on
/// one line.
#[test]
fn hostile_property_names_stay_inert() {
    let dir = tempfile::tempdir().unwrap();
    let spec = |props: &str| {
        format!(
            "openapi: 3.0.3\ninfo: {{title: T, version: '1'}}\npaths:\n  /a:\n    post:\n      operationId: postA\n      requestBody:\n        content:\n          application/json:\n            schema:\n              type: object\n              properties:\n{props}      responses: {{'204': {{description: ok}}}}\n"
        )
    };
    let old = dir.path().join("old.yaml");
    let new = dir.path().join("new.yaml");
    std::fs::write(
        &old,
        spec("                \"a|b`c\\n# x\": {type: string, enum: [\"<img src=x>\"]}\n"),
    )
    .unwrap();
    std::fs::write(
        &new,
        spec("                \"a|b`c\\n# x\": {type: string, enum: [\"y\"]}\n"),
    )
    .unwrap();
    let (old, new) = (old.to_str().unwrap(), new.to_str().unwrap());
    let out = common::run(&["diff", old, new, "--format", "markdown"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains(
            r#"| **breaking** | `post_a` | argument ``["a\|b`c\n# x"]`` enum value "&lt;img src=x&gt;" removed |"#
        ),
        "{}",
        out.stdout
    );
    assert!(
        !out.stdout.lines().any(|l| l.starts_with("# ")),
        "{}",
        out.stdout
    );
    let out = common::run(&["diff", old, new]);
    assert!(
        out.stdout.contains(
            r#"! post_a: argument ["a|b`c\n# x"] enum value "<img src=x>" removed (breaking)"#
        ),
        "{}",
        out.stdout
    );
}

// ---- real history ----

/// `examples/v3.0/petstore.yaml` of OAI/OpenAPI-Specification (Apache-2.0) at three commits
/// (see the headers of `fixtures/history/`). Read by hand:
/// - 67a6a328 → b12acf0c ("Enforce documented /pets pagination size limit"): `limit` of
///   `listPets` gets `maximum: 100`, and the `Pets` array `maxItems: 100`. A call with
///   `limit: 500` was valid and is now rejected: breaking. `Pets` is an array response, which
///   becomes no output schema (only object responses do), so its change is not on the surface.
/// - b12acf0c → 9df68a1d ("Add requestBody to createPets operation"): `createPets` gets a
///   required JSON body, the `Pet` schema (required `id` and `name`, optional `tag`), whose
///   properties become arguments: two new required arguments (an old call without them now
///   fails) and one new optional one.
#[test]
fn real_history_of_the_oai_petstore() {
    let v = |n: u8| format!("fixtures/history/oai-petstore-{n}.yaml");
    let texts = |a: u8, b: u8| -> (i32, Vec<String>, Vec<String>) {
        let out = common::run(&[
            "diff",
            &v(a),
            &v(b),
            "--format",
            "json",
            "--fail-on-breaking",
        ]);
        let d = json(&out.stdout);
        let list = |k: &str| {
            d[k].as_array()
                .unwrap()
                .iter()
                .map(|c| c["text"].as_str().unwrap().to_string())
                .collect()
        };
        (out.code, list("breaking"), list("compatible"))
    };
    assert_eq!(
        texts(1, 2),
        (
            1,
            vec!["list_pets: argument limit maximum none → 100 (breaking)".to_string()],
            vec![]
        )
    );
    assert_eq!(
        texts(2, 3),
        (
            1,
            vec![
                "create_pets: argument id added, required (breaking)".to_string(),
                "create_pets: argument name added, required (breaking)".to_string()
            ],
            vec!["create_pets: argument tag added, optional (compatible)".to_string()]
        )
    );
    // And back: the limit widens (compatible), the body's arguments disappear (breaking).
    let (code, breaking, compatible) = texts(3, 1);
    assert_eq!(code, 1);
    assert_eq!(
        breaking,
        [
            "create_pets: argument id removed (breaking)",
            "create_pets: argument name removed (breaking)",
            "create_pets: argument tag removed (breaking)"
        ]
    );
    assert_eq!(
        compatible,
        ["list_pets: argument limit maximum 100 → none (compatible)"]
    );
}

/// A renamed tool (same method and path, new name) breaks a call by the old name.
#[test]
fn a_renamed_tool_breaks_calls_by_its_old_name() {
    let dir = tempfile::tempdir().unwrap();
    let spec = |id: &str| {
        format!(
            "openapi: 3.0.3\ninfo: {{title: T, version: '1'}}\npaths:\n  /pets:\n    get:\n      operationId: {id}\n      responses: {{'200': {{description: ok}}}}\n"
        )
    };
    let (old, new) = (dir.path().join("old.yaml"), dir.path().join("new.yaml"));
    std::fs::write(&old, spec("listPets")).unwrap();
    std::fs::write(&new, spec("getPets")).unwrap();
    let (old, new) = (old.to_str().unwrap(), new.to_str().unwrap());
    let out = common::run(&["diff", old, new, "--format", "json", "--fail-on-breaking"]);
    assert_eq!(out.code, 1, "{}{}", out.stdout, out.stderr);
    let d = json(&out.stdout);
    assert_eq!(d["renamed"][0]["from"], "list_pets", "{}", out.stdout);
    assert_eq!(d["breaking"], serde_json::json!([]), "{}", out.stdout);
    // The same document on both sides breaks nothing.
    let out = common::run(&["diff", old, old, "--fail-on-breaking"]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
}
