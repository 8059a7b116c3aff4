//! Operations with errors of their own are left out, and the rest of the API generated: a
//! path parameter never declared, a `$ref` in the operation's own body that points nowhere.
//! Each error becomes a located `W0206 skipped-invalid` warning, which `plan --deny-warnings`
//! fails on; `--strict` makes them errors again. Errors outside one operation stay errors.

mod common;

use std::path::Path;

/// Two good operations and two broken ones (`GET /pets/{petId}` declares `id`, not `petId`;
/// `POST /pets` refers its body to a schema that does not exist).
const SPEC: &str = "\
openapi: 3.0.3
info: {title: Pets, version: '1'}
paths:
  /pets:
    get:
      operationId: listPets
      responses: {'200': {description: ok}}
    post:
      operationId: addPet
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Nope'}
      responses: {'201': {description: made}}
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
      responses: {'200': {description: ok}}
    delete:
      operationId: deletePet
      parameters:
      - {name: petId, in: path, required: true, schema: {type: string}}
      responses: {'204': {description: gone}}
";

fn write_spec(dir: &Path, text: &str) -> String {
    let spec = dir.join("api.yaml");
    std::fs::write(&spec, text).unwrap();
    spec.to_str().unwrap().to_string()
}

#[test]
fn broken_operations_are_left_out_with_located_warnings() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write_spec(dir.path(), SPEC);
    let out = dir.path().join("out");
    let run = common::run(&["generate", &spec, "--out", out.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let warnings: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("warning[W0206]"))
        .collect();
    assert_eq!(warnings.len(), 3, "{}", run.stderr);
    // Located where the error is written, line and column included.
    assert!(
        warnings.iter().any(|w| w.contains(
            ":13:21 at #/paths/~1pets/post/requestBody/content/application~1json/schema: POST /pets is left out: `$ref: #/components/schemas/Nope` points nowhere"
        )),
        "{}",
        run.stderr
    );
    assert!(
        warnings.iter().any(|w| w.contains(
            "at #/paths/~1pets~1{petId}/get: GET /pets/{petId} is left out: path template"
        )),
        "{}",
        run.stderr
    );
    let tools = out.join("src/tools");
    assert!(tools.join("list_pets.rs").exists() && tools.join("delete_pet.rs").exists());
    assert!(!tools.join("add_pet.rs").exists() && !tools.join("get_pet.rs").exists());

    // `plan` lists them, and `--deny-warnings` fails on them.
    let plan = common::run(&["plan", &spec, "--deny-warnings"]);
    assert_eq!(plan.code, 1, "{}{}", plan.stdout, plan.stderr);
    assert_eq!(
        plan.stdout.matches("warning[W0206]").count(),
        3,
        "{}",
        plan.stdout
    );
    let json = common::run(&["plan", &spec, "--format", "json"]);
    let report: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let names: Vec<&str> = report["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["delete_pet", "list_pets"]);
    // Each names the operation left out and, beside it, the place of the error.
    let skipped: Vec<(&str, &str)> = report["lints"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["code"] == "skipped-invalid" && l["level"] == "warning")
        .map(|l| {
            (
                l["operation"].as_str().unwrap(),
                l["location"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(skipped.len(), 3, "{}", json.stdout);
    assert!(skipped.contains(&(
        "POST /pets",
        &*format!("{spec}#/paths/~1pets/post/requestBody/content/application~1json/schema")
    )));
    assert!(
        skipped
            .iter()
            .filter(|(op, _)| *op == "GET /pets/{petId}")
            .all(|(_, at)| at.ends_with("#/paths/~1pets~1{petId}/get"))
    );
    assert!(
        report["lints"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l.get("tool").is_none() || l["code"] != "skipped-invalid")
    );
}

#[test]
fn strict_makes_an_operations_errors_fail_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write_spec(dir.path(), SPEC);
    let out = dir.path().join("out");
    let run = common::run(&[
        "generate",
        &spec,
        "--out",
        out.to_str().unwrap(),
        "--strict",
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(!out.exists(), "nothing may be written on error");
    assert_eq!(
        run.stderr.matches("error[E0103]").count(),
        2,
        "{}",
        run.stderr
    );
    assert_eq!(
        run.stderr.matches("error[E0101]").count(),
        1,
        "{}",
        run.stderr
    );
    let plan = common::run(&["plan", &spec, "--strict"]);
    assert_eq!(plan.code, 2, "{}", plan.stderr);
}

/// A broken `$ref` in the path item's own parameters and one in a shared component: the
/// operations that reach them are left out, each named, the one that does not is served (its
/// broken response only costs its output schema), and `--strict` refuses.
#[test]
fn errors_in_parts_operations_share_leave_out_the_operations_that_reach_them() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write_spec(
        dir.path(),
        "\
openapi: 3.0.3
info: {title: Pets, version: '1'}
paths:
  /pets:
    parameters:
    - {$ref: '#/components/parameters/Gone'}
    get:
      responses: {'200': {description: ok}}
  /owners:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Owner'}
    post:
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Owner'}
      responses: {'201': {description: made}}
components:
  schemas:
    Owner:
      type: object
      properties:
        pet: {$ref: '#/components/schemas/Missing'}
",
    );
    let run = common::run(&["plan", &spec]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let all = format!("{}{}", run.stdout, run.stderr);
    for left_out in [
        "at #/paths/~1pets/parameters/0: GET /pets is left out",
        "at #/components/schemas/Owner/properties/pet: POST /owners is left out",
    ] {
        assert!(all.contains(left_out), "{left_out}: {all}");
    }
    assert!(all.contains("1 tool, 0 skipped"), "{all}");
    let strict = common::run(&["plan", &spec, "--strict"]);
    assert_eq!(strict.code, 2, "{}", strict.stderr);
    assert!(strict.stderr.contains("error[E0101]"), "{}", strict.stderr);
}

#[test]
fn an_overrides_entry_for_a_left_out_operation_is_not_stale() {
    let source = openapi_mcp::Source::memory([
        ("api.yaml", SPEC),
        (
            "o.yaml",
            "tools:\n  addPet: {read_only: true}\n  getPet: {read_only: true}\n  listPets: {title: All pets}\n",
        ),
    ]);
    let settings = openapi_mcp::Settings::new("api.yaml")
        .source(source)
        .overrides("o.yaml");
    let planned = openapi_mcp::plan(&settings).unwrap();
    assert_eq!(planned.set.tools.len(), 2);
    // A key that names nothing at all still is.
    let source = openapi_mcp::Source::memory([
        ("api.yaml", SPEC),
        ("o.yaml", "tools:\n  addPet: {}\n  nothing: {}\n"),
    ]);
    let e = openapi_mcp::plan(
        &openapi_mcp::Settings::new("api.yaml")
            .source(source)
            .overrides("o.yaml"),
    )
    .unwrap_err();
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    assert_eq!(e.diagnostics[0].pointer, "/tools/nothing");
}

/// A document whose every operation is broken leaves nothing to serve: an error (exit 2, no
/// crate written), not an empty server; one good operation beside them is enough to generate.
#[test]
fn a_document_with_only_broken_operations_is_an_error_not_an_empty_server() {
    let dir = tempfile::tempdir().unwrap();
    let only_broken = "\
openapi: 3.0.3
info: {title: Pets, version: '1'}
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
      responses: {'200': {description: ok}}
";
    let spec = write_spec(dir.path(), only_broken);
    let out = dir.path().join("out");
    let run = common::run(&["generate", &spec, "--out", out.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("error[E0105]")
            && run
                .stderr
                .contains("every operation is left out for its own errors (1 operation)")
            && run.stderr.contains("GET /pets/{petId} is left out"),
        "{}",
        run.stderr
    );
    assert!(!out.exists(), "a crate was written");
    let plan = common::run(&["plan", &spec]);
    assert_eq!(plan.code, 2, "{}", plan.stderr);
    // With one good operation, the broken one is left out and the rest served.
    let one_good = format!(
        "{only_broken}  /pets:\n    get:\n      operationId: listPets\n      responses: {{'200': {{description: ok}}}}\n"
    );
    let spec = write_spec(dir.path(), &one_good);
    let run = common::run(&["generate", &spec, "--out", out.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("warning[W0206]"), "{}", run.stderr);
}

/// Three paths `$ref` one path item. `parameters` written beside a `$ref` belong to that path,
/// so `/pets/{id}` is whole; the two paths whose template the shared item cannot fill are each
/// left out with their own warning, and the valid one, though written at the same place, stays.
#[test]
fn paths_sharing_a_path_item_are_judged_each_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write_spec(
        dir.path(),
        "\
openapi: 3.1.0
info: {title: Shared, version: '1'}
paths:
  /pets/{id}:
    $ref: '#/components/pathItems/item'
    parameters:
    - {name: id, in: path, required: true, schema: {type: string}}
  /owners/{id}:
    $ref: '#/components/pathItems/item'
  /stores/{storeId}:
    $ref: '#/components/pathItems/item'
components:
  pathItems:
    item:
      get:
        summary: Get one
        responses: {'200': {description: ok}}
",
    );
    let (tools, left_out) = served_and_left_out(&spec);
    assert_eq!(tools, ["/pets/{id}"]);
    let left_out: Vec<&str> = left_out.iter().map(|(op, _)| op.as_str()).collect();
    assert_eq!(left_out, ["GET /owners/{id}", "GET /stores/{storeId}"]);
}

/// `plan --format json` of `spec`: the paths of the tools served, and each operation left out
/// with the pointer of its warning, sorted.
fn served_and_left_out(spec: &str) -> (Vec<String>, Vec<(String, String)>) {
    let run = common::run(&["plan", spec, "--format", "json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let plan: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let tools = plan["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["path"].as_str().unwrap().to_string())
        .collect();
    let mut left_out: Vec<(String, String)> = plan["lints"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["id"] == "W0206")
        .map(|l| {
            let location = l["location"].as_str().unwrap();
            (
                l["operation"].as_str().unwrap().to_string(),
                location.split_once('#').unwrap().1.to_string(),
            )
        })
        .collect();
    left_out.sort();
    (tools, left_out)
}

/// A broken *shared* part (a schema with a dangling `$ref`, a parameter with a bad cookie name,
/// a parameter `$ref` to something that is no parameter) leaves out exactly the operations that
/// reach it, each with a warning at the shared part naming it; the others are served, and
/// `--strict` refuses with the problem said once.
#[test]
fn a_broken_shared_part_leaves_out_only_the_operations_that_reach_it() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write_spec(
        dir.path(),
        "\
openapi: 3.0.3
info: {title: Shared, version: '1'}
paths:
  /a:
    post:
      operationId: makeA
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Shared'}}}}
      responses: {'200': {description: ok}}
  /b:
    post:
      operationId: makeB
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Shared'}}}}
      responses: {'200': {description: ok}}
  /c:
    get:
      operationId: getC
      parameters: [{$ref: '#/components/parameters/BadCookie'}]
      responses: {'200': {description: ok}}
  /d:
    get:
      operationId: getD
      parameters: [{$ref: '#/components/schemas/NotAParam'}]
      responses: {'200': {description: ok}}
  /e:
    get:
      operationId: getE
      responses: {'200': {description: ok}}
  /f:
    post:
      operationId: makeF
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Fine'}}}}
      responses: {'200': {description: ok}}
components:
  parameters:
    BadCookie: {name: 'bad cookie;', in: cookie, schema: {type: string}}
  schemas:
    NotAParam: {type: object}
    Fine: {type: object, properties: {name: {type: string}}}
    Shared:
      type: object
      properties:
        item: {$ref: '#/components/schemas/Missing'}
",
    );
    let (tools, left_out) = served_and_left_out(&spec);
    assert_eq!(tools, ["/e", "/f"]);
    assert_eq!(
        left_out,
        [
            (
                "GET /c".into(),
                "/components/parameters/BadCookie/name".into()
            ),
            ("GET /d".into(), "/components/schemas/NotAParam".into()),
            (
                "POST /a".into(),
                "/components/schemas/Shared/properties/item".into()
            ),
            (
                "POST /b".into(),
                "/components/schemas/Shared/properties/item".into()
            ),
        ]
    );
    let strict = common::run(&["plan", &spec, "--strict"]);
    assert_eq!(strict.code, 2);
    assert_eq!(
        strict
            .stderr
            .matches("`$ref: #/components/schemas/Missing` points nowhere")
            .count(),
        1,
        "{}",
        strict.stderr
    );
}
