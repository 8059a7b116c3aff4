//! Snapshot tests of the generated files (not the vendored runtime, nor `Cargo.lock`, the
//! runtime's dependency graph, which tests/crate_lock.rs checks) and of the tool model, for each
//! of the project's fixture specs. Review changes with `cargo insta review`.

mod common;

/// The snapshot names of a fixture's generated files (the vendored runtime and `Cargo.lock`
/// left out).
fn crate_snapshots(fixture: &str, spec: &str, overrides: Option<&str>) -> Vec<(String, String)> {
    common::emit(spec, overrides)
        .into_iter()
        .filter(|(path, _)| !path.starts_with("vendor/") && path != "Cargo.lock")
        .map(|(path, contents)| (format!("{fixture}__{}", path.replace('/', "__")), contents))
        .collect()
}

fn snapshot_crate(fixture: &str, spec: &str, overrides: Option<&str>) {
    for (name, contents) in crate_snapshots(fixture, spec, overrides) {
        insta::assert_snapshot!(name, contents);
    }
}

/// Every fixture this file snapshots: `(name, spec, overrides, whether its model is too)`.
const FIXTURES: &[(&str, &str, Option<&str>, bool)] = &[
    (
        "petstore",
        "petstore.yaml",
        Some("petstore.overrides.yaml"),
        true,
    ),
    ("secured", "secured.yaml", None, true),
    ("wire31", "wire31.yaml", None, false),
    ("wire32", "wire32.yaml", None, false),
    ("wire20", "wire20.yaml", None, false),
];

/// A snapshot nothing writes any more (a file no longer generated, a test renamed) would sit
/// in the repository looking like a promise: every `.snap` must be one a test still makes. The
/// generated files' names are computed; the other tests' names must appear in their source.
#[test]
fn no_snapshot_is_orphaned() {
    let dir = common::root().join("tests/snapshots");
    let mut expected = std::collections::BTreeSet::new();
    for (fixture, spec, overrides, model) in FIXTURES {
        for (name, _) in crate_snapshots(fixture, spec, *overrides) {
            expected.insert(format!("snapshots__{name}.snap"));
        }
        if *model {
            expected.insert(format!("snapshots__{fixture}__model.snap"));
        }
    }
    let mut orphans = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let file = entry.unwrap().file_name().to_string_lossy().into_owned();
        let Some(stem) = file.strip_suffix(".snap") else {
            continue;
        };
        let (test_file, name) = stem.split_once("__").unwrap();
        let made = if test_file == "snapshots" {
            expected.contains(&file)
        } else {
            let source = common::root().join(format!("tests/{test_file}.rs"));
            // Named in a string (`"plan_lints_table"`, or `"plan_policy_{format}"` for
            // `plan_policy_json`, `"help_{}"` for `help_overrides_init`), or after the test
            // function that makes it.
            std::fs::read_to_string(source).is_ok_and(|text| {
                text.contains(&format!("\"{name}\""))
                    || text.contains(&format!("fn {name}("))
                    || name
                        .match_indices('_')
                        .any(|(at, _)| text.contains(&format!("\"{}_{{", &name[..at])))
            })
        };
        if !made {
            orphans.push(file);
        }
    }
    assert!(orphans.is_empty(), "snapshots no test makes: {orphans:?}");
    for name in &expected {
        assert!(dir.join(name).is_file(), "{name} is not committed");
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
