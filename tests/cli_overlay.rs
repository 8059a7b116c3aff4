//! `--overlay` (OpenAPI Overlay 1.0) on `plan`, `generate`, `diff` and `overrides init`: the
//! specification's examples (written again here as small documents), update, remove and append,
//! several overlays in order, a target that matches nothing, every kind of located error, and an
//! overlay's `x-mcp` shown as the source `overlay`. Then `x-speakeasy-mcp`: its hints, `name`
//! and `disabled`, its place below `x-mcp`.

mod common;

use std::path::{Path, PathBuf};

use serde_json::Value;

const SPEC: &str = r#"openapi: 3.0.3
info: {title: Pets, version: "1"}
paths:
  /foo:
    get:
      operationId: getFoo
      parameters:
        - {name: dummy, in: query, schema: {type: string}}
        - {name: keep, in: query, schema: {type: string}}
      responses: {"200": {description: ok}}
  /bar:
    get:
      operationId: getBar
      responses: {"200": {description: ok}}
  /pets/search:
    post:
      operationId: searchPets
      responses: {"200": {description: ok}}
"#;

const HEAD: &str = "overlay: 1.0.0\ninfo: {title: Test overlay, version: 1.0.0}\nactions:\n";

/// Writes `files` (name, text) into a fresh folder; returns it and the paths.
fn folder(files: &[(&str, &str)]) -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().unwrap();
    let paths = files
        .iter()
        .map(|(name, text)| {
            let p = dir.path().join(name);
            std::fs::write(&p, text).unwrap();
            p
        })
        .collect();
    (dir, paths)
}

fn run(args: &[&Path], flags: &[&str]) -> common::Run {
    let mut all: Vec<&str> = flags.to_vec();
    all.extend(args.iter().map(|p| p.to_str().unwrap()));
    common::run(&all)
}

/// `plan --format json` of `spec` with `overlays`, parsed.
fn plan_json(spec: &Path, overlays: &[&Path]) -> Value {
    let mut args = vec!["plan".to_string(), spec.display().to_string()];
    for o in overlays {
        args.extend(["--overlay".to_string(), o.display().to_string()]);
    }
    args.extend(["--format".into(), "json".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = common::run(&args);
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

fn tool<'a>(plan: &'a Value, name: &str) -> &'a Value {
    plan["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("no tool {name} in {plan}"))
}

#[test]
fn an_x_mcp_an_overlay_adds_to_a_post_shows_the_source_overlay() {
    let overlay = format!(
        "{HEAD}  - target: \"$.paths['/pets/search'].post\"\n    description: It only searches\n    update:\n      x-mcp: {{read_only: true, idempotent: true}}\n"
    );
    let (_dir, p) = folder(&[("api.yaml", SPEC), ("mcp.overlay.yaml", &overlay)]);
    let plan = plan_json(&p[0], &[&p[1]]);
    let hints = &tool(&plan, "search_pets")["hints"];
    for hint in ["read_only", "idempotent"] {
        assert_eq!(hints[hint]["value"], true, "{hints}");
        assert_eq!(hints[hint]["source"]["kind"], "overlay", "{hints}");
        assert_eq!(hints[hint]["source"]["label"], "overlay");
    }
    assert_eq!(hints["destructive"]["source"]["kind"], "method_default");
    // The table says so too.
    let out = run(&[&p[0]], &["plan", "--overlay", p[1].to_str().unwrap()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let row = out
        .stdout
        .lines()
        .find(|l| l.contains("search_pets"))
        .unwrap();
    assert!(row.contains("overlay"), "{}", out.stdout);
}

#[test]
fn the_specifications_examples_update_remove_and_append() {
    // The Targeted, Wildcard and Array Modification examples of Overlay 1.0.0, on this spec.
    let targeted = format!(
        "{HEAD}  - target: $.paths['/foo'].get\n    update:\n      description: This is the new description\n  - target: $.paths['/bar']\n    update:\n      post:\n        operationId: postBar\n        description: This is an updated description of a child object\n        responses: {{'201': {{description: made}}}}\n"
    );
    let wildcard = format!(
        "{HEAD}  - target: $.paths.*.get\n    update:\n      x-mcp: {{open_world: true}}\n"
    );
    let arrays = format!(
        "{HEAD}  - target: $.paths.*.get.parameters\n    update:\n      name: newParam\n      in: query\n      schema: {{type: integer}}\n  - target: $.paths.*.get.parameters[?@.name == 'dummy']\n    remove: true\n"
    );
    let (dir, p) = folder(&[
        ("api.yaml", SPEC),
        ("targeted.yaml", &targeted),
        ("wildcard.yaml", &wildcard),
        ("arrays.yaml", &arrays),
    ]);
    let plan = plan_json(&p[0], &[&p[1], &p[2], &p[3]]);
    let names: Vec<&str> = plan["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["get_bar", "get_foo", "post_bar", "search_pets"]);
    for name in ["get_bar", "get_foo"] {
        let ow = &tool(&plan, name)["hints"]["open_world"];
        assert_eq!(
            (&ow["value"], &ow["source"]["kind"]),
            (&Value::Bool(true), &Value::from("overlay"))
        );
    }
    assert_eq!(
        tool(&plan, "search_pets")["hints"]["open_world"]["source"]["kind"],
        "defaults"
    );

    // What `generate` writes follows: `dummy` is gone, `newParam` appended after `keep`.
    let out = dir.path().join("server");
    let run = common::run(&[
        "generate",
        p[0].to_str().unwrap(),
        "--overlay",
        p[3].to_str().unwrap(),
        "--overlay",
        p[1].to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let foo = std::fs::read_to_string(out.join("src/tools/get_foo.rs")).unwrap();
    assert!(!foo.contains("dummy"), "{foo}");
    let (keep, new) = (
        foo.find("\"keep\"").unwrap(),
        foo.find("\"newParam\"").unwrap(),
    );
    assert!(keep < new, "{foo}");
    assert!(foo.contains("This is the new description"), "{foo}");
    assert!(out.join("src/tools/post_bar.rs").exists());
}

#[test]
fn several_overlays_apply_in_the_order_given() {
    let title = |t: &str| {
        format!(
            "{HEAD}  - target: $.paths['/bar'].get\n    update: {{x-mcp: {{title: {t}}}, summary: {t}}}\n"
        )
    };
    // The second removes what the first added, then adds its own.
    let remove_then_add = format!(
        "{HEAD}  - target: $.paths['/bar'].get.x-mcp\n    remove: true\n  - target: $.paths['/bar'].get\n    update: {{x-mcp: {{title: Three}}}}\n"
    )
    .replace("get.x-mcp", "get['x-mcp']");
    let (_dir, p) = folder(&[
        ("api.yaml", SPEC),
        ("one.yaml", &title("One")),
        ("two.yaml", &title("Two")),
        ("three.yaml", &remove_then_add),
    ]);
    let title_of = |overlays: &[&Path]| {
        tool(&plan_json(&p[0], overlays), "get_bar")["title"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(title_of(&[&p[1], &p[2]]), "Two");
    assert_eq!(title_of(&[&p[2], &p[1]]), "One");
    assert_eq!(title_of(&[&p[1], &p[3]]), "Three");
}

#[test]
fn a_target_that_matches_nothing_is_a_warning_that_deny_warnings_fails_on() {
    let overlay = format!(
        "{HEAD}  - target: $.paths['/bar'].get\n    update: {{summary: Bar}}\n  - target: $.paths['/gone'].get\n    update: {{summary: Gone}}\n"
    );
    // No operation here that a lint questions: the overlay's warning is the only one.
    let spec = SPEC.replace(
        "/pets/search:\n    post:\n      operationId: searchPets",
        "/pets:\n    post:\n      operationId: addPet",
    );
    let matched = format!("{HEAD}  - target: $.paths['/bar'].get\n    update: {{summary: Bar}}\n");
    let (_dir, p) = folder(&[
        ("api.yaml", &spec),
        ("o.yaml", &overlay),
        ("ok.yaml", &matched),
    ]);
    let o = p[1].to_str().unwrap();
    let out = run(
        &[&p[0]],
        &[
            "plan",
            "--deny-warnings",
            "--overlay",
            p[2].to_str().unwrap(),
        ],
    );
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    let out = run(&[&p[0]], &["plan", "--overlay", o]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let expected = format!(
        "warning[W0207]: {o}:6:13 at #/actions/1/target: action #2 (target `$.paths['/gone'].get`) matches nothing in the spec"
    );
    assert!(out.stdout.contains(&expected), "{}", out.stdout);
    let out = run(&[&p[0]], &["plan", "--deny-warnings", "--overlay", o]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    let plan = plan_json(&p[0], &[&p[1]]);
    let lint = &plan["lints"][0];
    assert_eq!(
        (&lint["id"], &lint["code"]),
        (
            &Value::from("W0207"),
            &Value::from("unmatched-overlay-action")
        )
    );
}

#[test]
fn every_overlay_error_names_the_file_line_column_and_pointer() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "jsonpath.yaml",
            "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: $.paths[\n    remove: true\n",
            ":4:13 at #/actions/0/target: `$.paths[` is not a JSONPath (RFC 9535): at position",
        ),
        (
            "version.yaml",
            "overlay: 1.1.0\ninfo: {title: t, version: '1'}\nactions:\n  - {target: $, remove: true}\n",
            ":1:10 at #/overlay: Overlay 1.1.0 is not supported; openapi-mcp reads Overlay 1.0.x",
        ),
        (
            "missing.yaml",
            "overlay: 1.0.0\ninfo: {title: t}\nactions:\n  - {target: $.info, update: {x: 1}}\n",
            ":2:7 at #/info: missing field `version` in `info`",
        ),
        (
            "types.yaml",
            "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions: {target: $}\n",
            ":3:10 at #/actions: expected `actions` as a list, found a mapping",
        ),
        (
            "update.yaml",
            "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: $.info\n    update: [1, 2]\n",
            ":5:13 at #/actions/0/update: the target selects a mapping (#/info in the spec), so `update` must be a mapping",
        ),
        (
            "merge.yaml",
            "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: $\n    update:\n      info: {title: [a]}\n",
            ":6:21 at #/actions/0/update/info/title: cannot merge a list into a string (#/info/title in the spec)",
        ),
    ];
    let files: Vec<(&str, &str)> = [("api.yaml", SPEC)]
        .into_iter()
        .chain(cases.iter().map(|(name, text, _)| (*name, *text)))
        .collect();
    let (_dir, p) = folder(&files);
    for ((name, _, expected), path) in cases.iter().zip(&p[1..]) {
        let o = path.to_str().unwrap();
        let out = run(&[&p[0]], &["plan", "--overlay", o]);
        assert_eq!(out.code, 2, "{name}: {}", out.stdout);
        let wanted = format!("error[E0206]: {o}{expected}");
        assert!(
            out.stderr.contains(&wanted),
            "{name}: wanted\n{wanted}\nin\n{}",
            out.stderr
        );
        assert!(out.stderr.contains("help: "), "{name}: {}", out.stderr);
    }
    // `generate` refuses the same way, writing nothing.
    let out_dir = p[0].with_file_name("server");
    let out = common::run(&[
        "generate",
        p[0].to_str().unwrap(),
        "--overlay",
        p[1].to_str().unwrap(),
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("error[E0206]"), "{}", out.stderr);
    assert!(!out_dir.exists());
    // A bad x-mcp value an overlay wrote is an x-mcp error that says where it came from.
    let bad_x_mcp = format!(
        "{HEAD}  - target: $.paths['/bar'].get\n    update: {{x-mcp: {{read_only: maybe}}}}\n"
    );
    std::fs::write(&p[1], bad_x_mcp).unwrap();
    let out = run(&[&p[0]], &["plan", "--overlay", p[1].to_str().unwrap()]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("at #/paths/~1bar/get/x-mcp/read_only: ")
            && out.stderr.contains("(a value an overlay wrote there)"),
        "{}",
        out.stderr
    );
    // A file that is not there is an I/O error naming it.
    let out = run(&[&p[0]], &["plan", "--overlay", "nowhere.overlay.yaml"]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("nowhere.overlay.yaml: cannot read the overlay file"),
        "{}",
        out.stderr
    );
}

#[test]
fn diff_applies_the_overlay_to_both_sides_unless_the_old_side_has_its_own() {
    let new_spec = SPEC.replace(
        "      operationId: getBar\n",
        "      operationId: getBar\n      summary: Bar\n",
    );
    let overlay = format!(
        "{HEAD}  - target: $.paths['/pets/search'].post\n    update: {{x-mcp: {{read_only: true, idempotent: true}}}}\n"
    );
    let neutral = format!("{HEAD}  - target: $.info\n    update: {{x-note: none}}\n");
    let (_dir, p) = folder(&[
        ("old.yaml", SPEC),
        ("new.yaml", &new_spec),
        ("o.yaml", &overlay),
        ("neutral.yaml", &neutral),
    ]);
    let diff = |flags: &[&str]| {
        let mut args = vec![
            "diff",
            p[0].to_str().unwrap(),
            p[1].to_str().unwrap(),
            "--format",
            "json",
        ];
        args.extend(flags);
        let out = common::run(&args);
        assert_eq!(out.code, 0, "{}", out.stderr);
        serde_json::from_str::<Value>(&out.stdout).unwrap()
    };
    // Both sides read-only: no risk change.
    let both = diff(&["--overlay", p[2].to_str().unwrap()]);
    assert_eq!(both["risk"], Value::Array(vec![]), "{both}");
    // The old side without it: search_pets became read-only (safer).
    let one = diff(&[
        "--overlay",
        p[2].to_str().unwrap(),
        "--old-overlay",
        p[3].to_str().unwrap(),
    ]);
    let text = one["risk"].to_string();
    assert!(
        text.contains("search_pets") && text.contains("read_only"),
        "{one}"
    );
}

#[test]
fn x_speakeasy_mcp_sets_hints_names_and_disables_below_x_mcp() {
    let spec = r#"openapi: 3.0.3
info: {title: Pets, version: "1"}
paths:
  /pets/search:
    post:
      operationId: searchPets
      x-speakeasy-mcp:
        readOnlyHint: true
        idempotentHint: true
        openWorldHint: true
        name: find_pets
        title: Find pets
        scopes: [pets:read, pets:read]
      x-mcp: {open_world: false}
      responses: {"200": {description: ok}}
  /pets/{id}:
    delete:
      operationId: deletePet
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      x-speakeasy-mcp: {disabled: true}
      responses: {"204": {description: gone}}
"#;
    let (_dir, p) = folder(&[("api.yaml", spec)]);
    let plan = plan_json(&p[0], &[]);
    let find = tool(&plan, "find_pets");
    assert_eq!(find["title"], "Find pets");
    let hints = &find["hints"];
    for hint in ["read_only", "idempotent"] {
        assert_eq!(hints[hint]["value"], true);
        assert_eq!(hints[hint]["source"]["kind"], "x_speakeasy_mcp");
        assert_eq!(hints[hint]["source"]["label"], "x-speakeasy-mcp");
    }
    // x-mcp wins over x-speakeasy-mcp.
    assert_eq!(hints["open_world"]["value"], false);
    assert_eq!(hints["open_world"]["source"]["kind"], "x_mcp");
    // Its scopes are the tool's own, which the server requires of a caller (besides the
    // built-in one its hints give); nothing says they are not enforced any more.
    assert_eq!(find["scopes"], serde_json::json!(["mcp:read", "pets:read"]));
    assert!(
        plan["lints"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| !l["message"].as_str().unwrap_or("").contains("scope")),
        "{plan}"
    );
    let skipped = &plan["skipped"][0];
    assert_eq!(skipped["operation_id"], "deletePet");
    assert_eq!(skipped["source"]["kind"], "x_speakeasy_mcp");

    // A bad value is a located error, as in x-mcp.
    let bad = spec.replace("readOnlyHint: true", "readOnlyHint: sure");
    std::fs::write(&p[0], bad).unwrap();
    let out = run(&[&p[0]], &["plan"]);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains(":8:23 at #/paths/~1pets~1search/post/x-speakeasy-mcp/readOnlyHint: expected `readOnlyHint` as true or false, found a string"),
        "{}",
        out.stderr
    );
}

/// `overrides init` reads the spec as `generate` will, overlays applied: an operation an overlay
/// adds gets its entry, and one whose hints an overlay already set is not suggested again.
#[test]
fn overrides_init_applies_the_overlays_first() {
    let search_read_only = format!(
        "{HEAD}  - target: $.paths['/pets/search'].post\n    update:\n      x-mcp: {{read_only: true, idempotent: true}}\n"
    );
    let adds = format!(
        "{HEAD}  - target: $.paths\n    update:\n      /pets/{{id}}:\n        delete:\n          operationId: deletePet\n          parameters:\n            - {{name: id, in: path, required: true, schema: {{type: string}}}}\n          responses: {{'204': {{description: gone}}}}\n"
    );
    let (_dir, p) = folder(&[
        ("api.yaml", SPEC),
        ("search.yaml", &search_read_only),
        ("adds.yaml", &adds),
    ]);
    let init = |flags: &[&str], overlays: &[&Path]| {
        let mut args = vec!["overrides", "init"];
        args.extend(flags);
        args.push(p[0].to_str().unwrap());
        for o in overlays {
            args.extend(["--overlay", o.to_str().unwrap()]);
        }
        let out = common::run(&args);
        assert_eq!(out.code, 0, "{}", out.stderr);
        out.stdout
    };
    // Less caution is suggested commented out, to decide.
    assert!(init(&["--suggest"], &[]).contains("  # searchPets: {read_only: true"));
    let suggested = init(&["--suggest"], &[&p[1]]);
    assert!(!suggested.contains("searchPets"), "{suggested}");
    assert!(!init(&[], &[]).contains("deletePet"));
    let full = init(&[], &[&p[1], &p[2]]);
    assert!(full.contains("deletePet"), "{full}");
    // A bad overlay is an error, as for `generate`.
    let missing = p[0].with_file_name("missing.yaml");
    let out = common::run(&[
        "overrides",
        "init",
        p[0].to_str().unwrap(),
        "--overlay",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(out.stderr.contains("missing.yaml"), "{}", out.stderr);
}
