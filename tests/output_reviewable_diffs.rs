//! Generated output keeps diffs reviewable: adding one operation or changing one hint changes
//! only the lines that show it, and nothing depends on the order of operations.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use openapi_mcp::testing::load;

fn emitted(spec: &Path, overrides: Option<&Path>) -> BTreeMap<String, String> {
    let set = openapi_mcp::plan(&openapi_mcp::Settings {
        overrides: overrides.map(Into::into),
        ..openapi_mcp::Settings::new(spec)
    })
    .map(|p| p.set)
    .unwrap();
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
    openapi_mcp::testing::emit::emit(&set, &krate)
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
            openapi_mcp::testing::plan::Report::new(&planned)
                .render(openapi_mcp::testing::plan::Format::Table)
        };
        assert_eq!(plan(&common::fixture(spec)), plan(&flipped), "{spec}");
    }
}
