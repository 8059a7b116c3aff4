//! Error snapshots, one per class of broken input (`fixtures/broken/`): each error names the
//! file, the JSON pointer and (where the parser or the locator knows it) the line and column,
//! says what was expected and how to fix it; every error of a run is reported, sorted; the exit
//! code is 2 and nothing is written. Duplicate operationIds and broken responses are the
//! exceptions: located warnings, and the crate is generated.

mod common;

use openapi_mcp::error::{Diagnostic, Severity};

/// `openapi-mcp generate` on broken input: exit 2, nothing written; returns stderr.
fn generate_fails(spec: &str, overrides: Option<&str>) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let spec = format!("fixtures/broken/{spec}");
    // Strict: an operation's own errors fail the run too (by default they leave it out,
    // `tests/cli_skipped_invalid.rs`), so that every error is seen where it is written.
    let mut args = vec![
        "generate",
        spec.as_str(),
        "--out",
        out.to_str().unwrap(),
        "--strict",
    ];
    let overrides = overrides.map(|o| format!("fixtures/broken/{o}"));
    if let Some(o) = &overrides {
        args.extend(["--overrides", o.as_str()]);
    }
    let run = common::run(&args);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!out.exists(), "nothing may be written on error");
    assert!(run.stdout.is_empty());
    run.stderr
}

/// The library's diagnostics for the same input, for exact file and pointer checks.
fn diagnostics(spec: &str, overrides: Option<&str>) -> Vec<Diagnostic> {
    let spec = common::root().join("fixtures/broken").join(spec);
    let overrides = overrides.map(|o| common::root().join("fixtures/broken").join(o));
    openapi_mcp::plan(&openapi_mcp::Settings {
        overrides: overrides.as_deref().map(Into::into),
        strict: true,
        ..openapi_mcp::Settings::new(&spec)
    })
    .map(|p| p.set)
    .expect_err("broken input")
    .diagnostics
}

fn located(d: &Diagnostic) -> (String, &str) {
    (
        d.file.file_name().unwrap().to_string_lossy().into_owned(),
        d.pointer.as_str(),
    )
}

#[test]
fn invalid_yaml_has_line_and_column() {
    let stderr = generate_fails("invalid-yaml.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = &diagnostics("invalid-yaml.yaml", None)[0];
    assert_eq!(located(d), ("invalid-yaml.yaml".into(), ""));
    assert_eq!(d.line, Some((10, 10)));
    assert!(d.message.starts_with("invalid YAML: "), "{}", d.message);
}

#[test]
fn invalid_json_has_line_and_column() {
    let stderr = generate_fails("invalid-json.json", None);
    insta::assert_snapshot!(stderr);
    let d = &diagnostics("invalid-json.json", None)[0];
    assert_eq!(d.line, Some((5, 66)));
    assert!(d.message.contains("trailing comma"), "{}", d.message);
}

#[test]
fn wrong_types_are_all_reported_sorted() {
    let stderr = generate_fails("wrong-types.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = diagnostics("wrong-types.yaml", None);
    let pointers: Vec<&str> = d.iter().map(|d| d.pointer.as_str()).collect();
    assert_eq!(
        pointers,
        [
            "/components/securitySchemes",
            "/paths/~1pets/get/parameters",
            "/paths/~1pets/get/responses",
            "/paths/~1pets/post/requestBody/content",
            "/paths/~1pets/post/responses/201",
            "/servers",
        ]
    );
    assert_eq!(d[0].message, "expected a mapping, found a list");
    assert_eq!(d[5].message, "expected a list, found a mapping");
    assert!(d.iter().all(|d| d.help.is_some()));
}

#[test]
fn wrong_types_in_schemas_are_located() {
    let stderr = generate_fails("schema-types.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = diagnostics("schema-types.yaml", None);
    let pointers: Vec<&str> = d.iter().map(|d| d.pointer.as_str()).collect();
    assert_eq!(
        pointers,
        [
            "/components/schemas/Pet/allOf",
            "/components/schemas/Pet/anyOf/0/type",
            "/components/schemas/Pet/anyOf/1/items",
            "/components/schemas/Pet/properties",
            "/components/schemas/Pet/required",
            "/paths/~1pets/post/parameters/0/schema/enum",
        ]
    );
    assert_eq!(
        d[3].message,
        "`properties` expects a mapping of property names to schemas, found a list"
    );
}

#[test]
fn wrong_types_in_referenced_files_are_located_there() {
    let stderr = generate_fails("split.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = diagnostics("split.yaml", None);
    let places: Vec<(String, &str)> = d.iter().map(located).collect();
    assert_eq!(
        places,
        [
            ("paths.yaml".into(), "/bodies/Pet/content"),
            (
                "paths.yaml".into(),
                "/operations/getPet/responses/200/content/application~1json"
            ),
            ("paths.yaml".into(), "/pet/parameters"),
            ("paths.yaml".into(), "/pets/get/responses"),
            ("paths.yaml".into(), "/responses/Pet/content"),
        ]
    );
}

#[test]
fn unknown_openapi_version() {
    let stderr = generate_fails("unknown-version.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = &diagnostics("unknown-version.yaml", None)[0];
    assert_eq!(located(d), ("unknown-version.yaml".into(), "/openapi"));
    assert!(d.message.contains("OpenAPI 4.0.0 is not supported"));
}

#[test]
fn missing_paths() {
    let stderr = generate_fails("missing-paths.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = &diagnostics("missing-paths.yaml", None)[0];
    assert_eq!(located(d), ("missing-paths.yaml".into(), "/paths"));
    assert!(d.message.starts_with("missing `paths`"));
}

#[test]
fn path_template_and_parameters_disagree() {
    let stderr = generate_fails("path-params.yaml", None);
    insta::assert_snapshot!(stderr);
    let d = diagnostics("path-params.yaml", None);
    assert_eq!(d.len(), 2);
    assert!(d.iter().all(|d| d.pointer == "/paths/~1pets~1{petId}/get"));
    assert!(
        d.iter()
            .any(|d| d.message.contains("uses `{petId}` but no path parameter"))
    );
    assert!(
        d.iter()
            .any(|d| d.message.contains("parameter `id` does not appear"))
    );
}

#[test]
fn invalid_overrides_and_spec_errors_are_reported_together() {
    let stderr = generate_fails("both.yaml", Some("invalid.overrides.yaml"));
    insta::assert_snapshot!(stderr);
    let d = diagnostics("both.yaml", Some("invalid.overrides.yaml"));
    let places: Vec<(String, &str)> = d.iter().map(located).collect();
    assert_eq!(
        places,
        [
            ("both.yaml".into(), "/paths/~1pets~1{petId}/get/responses"),
            ("invalid.overrides.yaml".into(), "/defaults/open_world"),
            ("invalid.overrides.yaml".into(), "/rules/0/match"),
            ("invalid.overrides.yaml".into(), "/tools/listPets/readonly"),
        ]
    );
}

#[test]
fn bad_entries_are_located_where_they_are_written() {
    let stderr = generate_fails("entries.yaml", Some("entries.overrides.yaml"));
    insta::assert_snapshot!(stderr);
    let d = diagnostics("entries.yaml", Some("entries.overrides.yaml"));
    let places: Vec<(String, &str)> = d.iter().map(located).collect();
    // Every bad field of an entry, each at its own place: the overrides file's `tools:` entry
    // or the spec's `x-mcp`, never the operation the entry would change.
    assert_eq!(
        places,
        [
            ("entries.overrides.yaml".into(), "/rules/0/match/method"),
            ("entries.overrides.yaml".into(), "/rules/0/set/read_only"),
            ("entries.overrides.yaml".into(), "/tools/getPet/name"),
            ("entries.overrides.yaml".into(), "/tools/getPet/read_only"),
            ("entries.overrides.yaml".into(), "/tools/getPet/title"),
            ("entries.yaml".into(), "/paths/~1pets/get/x-mcp/name"),
            ("entries.yaml".into(), "/paths/~1pets/get/x-mcp/read_only"),
            ("entries.yaml".into(), "/paths/~1pets/get/x-mcp/skip"),
            ("entries.yaml".into(), "/paths/~1pets/get/x-mcp/titel"),
            ("entries.yaml".into(), "/paths/~1pets~1{id}/get/x-mcp"),
        ]
    );
    for d in &d {
        let help = d.help.as_deref().unwrap_or_default();
        let in_spec = d.file.ends_with("entries.yaml");
        assert_eq!(help.contains("x-mcp"), in_spec, "{d}");
        assert!(!d.message.contains("expected struct"), "{d}");
    }
    assert_eq!(
        d[2].message,
        "tool name `get pet` is not 1 to 64 characters of A-Z a-z 0-9 _ -"
    );
    assert_eq!(
        d[9].message,
        "expected a mapping of tool settings, found a number"
    );
}

#[test]
fn problems_of_every_stage_are_reported_together() {
    let stderr = generate_fails("stages.yaml", Some("stages.overrides.yaml"));
    insta::assert_snapshot!(stderr);
    let d = diagnostics("stages.yaml", Some("stages.overrides.yaml"));
    let places: Vec<(String, &str)> = d.iter().map(located).collect();
    // The overrides file's own problems, a key that names no operation (found by applying
    // what of the file could be read), a wrong shape, a lowering error and a validation error,
    // in one run. `/b/{id}` gets no path-template error: its parameters were misread, and
    // the shape error already says why.
    assert_eq!(
        places,
        [
            ("stages.overrides.yaml".into(), "/rules/0/match/method"),
            ("stages.overrides.yaml".into(), "/tools/getA/name"),
            ("stages.overrides.yaml".into(), "/tools/nope"),
            ("stages.yaml".into(), "/paths/~1a~1{id}/get"),
            ("stages.yaml".into(), "/paths/~1b~1{id}/parameters"),
            ("stages.yaml".into(), "/paths/~1c/get/x-mcp/name"),
            ("stages.yaml".into(), "/servers"),
        ]
    );
    assert!(d[3].message.contains("uses `{id}` but no path parameter"));
}

#[test]
fn operations_in_other_files_are_located_there() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("api.yaml"),
        "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/{id}:\n    $ref: 'items.yaml#/A'\n  /b:\n    get: {operationId: getB, responses: {'200': {description: ok}}}\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("items.yaml"),
        "A:\n  get:\n    operationId: getA\n    responses: {'200': {description: ok}}\n",
    )
    .unwrap();
    let settings = openapi_mcp::Settings::new(dir.path().join("api.yaml"));
    let e = openapi_mcp::plan(&settings.clone().strict(true))
        .map(|p| p.set)
        .unwrap_err();
    let d = &e.diagnostics[0];
    assert_eq!(located(d), ("items.yaml".into(), "/A/get"), "{e}");
    assert!(
        d.message.contains("uses `{id}` but no path parameter"),
        "{e}"
    );
    // By default the operation is left out, with the same place, and the rest served.
    let planned = openapi_mcp::plan(&settings).unwrap();
    assert_eq!(planned.set.tools.len(), 1);
    let w = &planned.warnings[0];
    assert_eq!(w.code.name(), "skipped-invalid");
    assert_eq!(located(w), ("items.yaml".into(), "/A/get"));
    assert!(
        w.message
            .starts_with("GET /a/{id} is left out: path template"),
        "{}",
        w.message
    );
}

#[test]
fn keys_of_operations_lost_to_an_error_are_not_called_stale() {
    let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    $ref: '#/nowhere'\n  /b:\n    get: {operationId: getB, responses: {'200': {description: ok}}}\n";
    let source = openapi_mcp::Source::memory([
        ("api.yaml", spec),
        ("o.yaml", "tools:\n  getA: {read_only: true}\n"),
    ]);
    let settings = openapi_mcp::Settings::new("api.yaml")
        .overrides("o.yaml")
        .source(source);
    let e = openapi_mcp::plan(&settings).unwrap_err();
    let pointers: Vec<&str> = e.diagnostics.iter().map(|d| d.pointer.as_str()).collect();
    // `getA` may well be the operation of `/a`, which could not be read.
    assert_eq!(pointers, ["/paths/~1a"], "{e}");
}

#[test]
fn duplicate_operation_ids_are_a_located_warning() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let run = common::run(&[
        "generate",
        "fixtures/broken/duplicate-operation-ids.yaml",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let warning = run.stderr.lines().take(2).collect::<Vec<_>>().join("\n");
    insta::assert_snapshot!(warning);
    assert!(out.join("src/tools/add_pet.rs").exists());
    assert!(out.join("src/tools/add_pet_2.rs").exists());

    let spec = common::root().join("fixtures/broken/duplicate-operation-ids.yaml");
    let planned = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec)).unwrap();
    let w = &planned.warnings[0];
    assert_eq!(w.severity(), Severity::Warning);
    assert_eq!(w.pointer, "/paths/~1pets~1batch/post");
    assert!(
        w.message.contains("at #/paths/~1pets/post"),
        "{}",
        w.message
    );
    assert_eq!(w.code.name(), "duplicate-operation-id");
    // `plan` lists it with its own code.
    let run = common::run(&["plan", "fixtures/broken/duplicate-operation-ids.yaml"]);
    assert!(run.stdout.contains("warning[W0202]"), "{}", run.stdout);
}

/// A `$ref` under `responses` that points nowhere (a whole response, of any status code, or a
/// schema in the 2xx response, directly or inside a definition) is a located warning naming the
/// ref: what a response holds only becomes the optional output schema, so the tools are still
/// generated, without one. (Real specs do this: Keycloak 23's `oas_any_type_not_mapped`.)
#[test]
fn dangling_response_refs_are_located_warnings() {
    let spec = "fixtures/broken/dangling-response-refs.yaml";
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let run = common::run(&["generate", spec, "--out", out.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let warnings: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("warning[") || l.starts_with("  help:"))
        .collect();
    insta::assert_snapshot!(warnings.join("\n"));
    for tool in ["list_pets", "get_pet", "list_owners"] {
        let file = std::fs::read_to_string(out.join(format!("src/tools/{tool}.rs"))).unwrap();
        assert!(file.contains("output_schema: None,"), "{tool}: {file}");
    }

    let planned =
        openapi_mcp::plan(&openapi_mcp::Settings::new(common::root().join(spec))).unwrap();
    let found: Vec<(&str, &str)> = planned
        .warnings
        .iter()
        .map(|w| (w.pointer.as_str(), w.message.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            (
                "/components/schemas/Owner/properties/pet",
                "`$ref: #/components/schemas/Missing` points nowhere"
            ),
            (
                "/paths/~1pets/get/responses/200",
                "`$ref: #/components/responses/Nope` points nowhere"
            ),
            (
                "/paths/~1pets/get/responses/404",
                "`$ref: #/components/responses/Gone` points nowhere"
            ),
            (
                "/paths/~1pets~1{id}/get/responses/200/content/application~1json/schema",
                "`$ref: #/components/schemas/Absent` points nowhere"
            ),
        ]
    );
    for w in &planned.warnings {
        assert_eq!(w.severity(), Severity::Warning);
        assert_eq!(w.code.name(), "broken-response");
    }
    let run = common::run(&["plan", spec, "--deny-warnings"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(
        run.stdout.matches("warning[W0203]").count(),
        4,
        "{}",
        run.stdout
    );
}

/// Header and cookie names that are no HTTP token (a CR/LF in an apiKey header name, a space in
/// a header parameter, `;` or `=` in a cookie name) are located errors: the server could never
/// send them. Query names may be anything (they are percent-encoded). No Rust debug formatting.
#[test]
fn header_and_cookie_names_must_be_tokens() {
    let found: Vec<(String, String)> = diagnostics("header-names.yaml", None)
        .iter()
        .map(|d| (d.pointer.to_string(), d.message.clone()))
        .collect();
    let pointers: Vec<&str> = found.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        pointers,
        [
            "/components/securitySchemes/cookieKey/name",
            "/components/securitySchemes/injected/name",
            "/components/securitySchemes/odd/in",
            "/paths/~1a/get/parameters/0/name",
            "/paths/~1a/get/parameters/1/name",
        ],
        "{found:#?}"
    );
    assert!(
        found[1].1.contains("`X-Key\\r\\nEvil: 1`"),
        "{}",
        found[1].1
    );
    assert!(found[2].1.ends_with("found `amongus`"), "{}", found[2].1);
    assert!(
        found.iter().all(|(_, m)| !m.contains("Some(")),
        "{found:#?}"
    );
    insta::assert_snapshot!(generate_fails("header-names.yaml", None));
}

/// Regression: a `$ref` with more `..` than its folder is deep used to be folded
/// wrongly (each `..` past the start cancelled the next), so `../../../x.yaml` from `a/` read
/// `x.yaml` in the working folder and said it "cannot be read". It resolves as the OS would:
/// above the spec's folder (refused, with the flag that allows it) and past the root (which
/// stays at `/`); with `--allow-refs-outside` both are read.
#[test]
fn refs_climbing_past_their_folder_leave_the_spec_folder() {
    let dir = tempfile::tempdir().unwrap();
    let top = dir.path().canonicalize().unwrap();
    let cwd = top.join("w/in");
    std::fs::create_dir_all(cwd.join("a")).unwrap();
    let op = |id: &str| {
        format!("get: {{operationId: {id}, responses: {{'200': {{description: ok}}}}}}\n")
    };
    std::fs::write(top.join("near.yaml"), op("near")).unwrap();
    std::fs::write(top.join("far.yaml"), op("far")).unwrap();
    // From `/`: far more `..` than the folder is deep, then down again to far.yaml.
    let far = format!("{}{}", "../".repeat(40), top.join("far.yaml").display());
    let far = far.replacen("//", "/", 1);
    std::fs::write(
        cwd.join("a/spec.yaml"),
        format!(
            "openapi: 3.0.3\ninfo: {{title: Outside, version: '1'}}\npaths:\n  /near:\n    $ref: '../../../near.yaml'\n  /far:\n    $ref: '{far}'\n"
        ),
    )
    .unwrap();
    let plan = |allow: bool| {
        let mut cmd = common::generator();
        // A relative spec path, as a user in the repository would type it.
        cmd.current_dir(&cwd).args(["plan", "a/spec.yaml"]);
        if allow {
            cmd.arg("--allow-refs-outside");
        }
        common::Run::from(cmd.output().unwrap())
    };
    let refused = plan(false);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    let stderr = refused
        .stderr
        .replace(&far, "<far>")
        .replace(&top.display().to_string(), "$TMP");
    assert!(!stderr.contains("cannot be read"), "{stderr}");
    insta::assert_snapshot!(stderr);
    let allowed = plan(true);
    assert_eq!(allowed.code, 0, "{}", allowed.stderr);
    assert!(
        allowed.stdout.contains("near") && allowed.stdout.contains("far"),
        "{}",
        allowed.stdout
    );
}
