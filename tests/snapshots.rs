//! Snapshot tests of the generated files (not the vendored runtime, nor `Cargo.lock`, the
//! runtime's dependency graph, which tests/crate_lock.rs checks) and of the tool model, for each
//! of the project's fixture specs. Review changes with `cargo insta review`.

mod common;

fn snapshot_crate(fixture: &str, spec: &str, overrides: Option<&str>) {
    for (path, contents) in common::emit(spec, overrides) {
        if path.starts_with("vendor/") || path == "Cargo.lock" {
            continue;
        }
        let name = format!("{fixture}__{}", path.replace('/', "__"));
        insta::assert_snapshot!(name, contents);
    }
}

fn snapshot_model(fixture: &str, spec: &str, overrides: Option<&str>) {
    let spec = common::fixture(spec);
    let overrides = overrides.map(common::fixture);
    let set = openapi_mcp::plan(&openapi_mcp::Settings {
        overrides: overrides.as_deref().map(Into::into),
        ..openapi_mcp::Settings::new(&spec)
    })
    .map(|p| p.set)
    .unwrap();
    insta::assert_json_snapshot!(format!("{fixture}__model"), set);
}

#[test]
fn petstore_files() {
    snapshot_crate("petstore", "petstore.yaml", Some("petstore.overrides.yaml"));
}

#[test]
fn petstore_model() {
    snapshot_model("petstore", "petstore.yaml", Some("petstore.overrides.yaml"));
}

#[test]
fn secured_files() {
    snapshot_crate("secured", "secured.yaml", None);
}

#[test]
fn secured_model() {
    snapshot_model("secured", "secured.yaml", None);
}

#[test]
fn wire31_files() {
    snapshot_crate("wire31", "wire31.yaml", None);
}

#[test]
fn wire32_files() {
    snapshot_crate("wire32", "wire32.yaml", None);
}

#[test]
fn wire20_files() {
    snapshot_crate("wire20", "wire20.yaml", None);
}
