//! A tool's generated file is a function of that operation alone (and the definitions it
//! reaches): not of which other operations exist, nor of the order of operations, components or
//! files. Checked as a property over real documents (random, seeded subsets and permutations of
//! the corpus specs with many shared definitions, one of them split over 2,900 files) and on
//! small fixtures built to break it (names that collide once sanitised, whole-file `$ref`s).

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use openapi_mcp::model::ToolSet;
use serde_json::{Map, Value};

/// Subsets and permutations per corpus spec.
const VARIANTS: usize = 20;

/// A small seeded generator (xorshift64*): the variants are the same on every run, and a
/// failure names the seed that produced it.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The map's entries in a random order, each kept with probability `keep` (out of 100).
fn permuted(map: &Map<String, Value>, rng: &mut Rng, keep: usize) -> Map<String, Value> {
    let mut entries: Vec<(String, Value)> = map
        .iter()
        .filter(|_| rng.below(100) < keep)
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    rng.shuffle(&mut entries);
    entries.into_iter().collect()
}

const METHODS: &[&str] = &[
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// One variant of a document: path items (and the operations inside the ones written in place)
/// kept with probability `keep`, everything reordered: paths, operations, and the schema
/// components and definitions.
fn variant(root: &Value, rng: &mut Rng, keep: usize) -> Value {
    let mut doc = root.clone();
    if let Some(paths) = root.get("paths").and_then(Value::as_object) {
        let mut out = permuted(paths, rng, keep);
        for item in out.values_mut() {
            let Some(ops) = item.as_object() else {
                continue;
            };
            let mut kept = permuted(ops, rng, 100);
            kept.retain(|k, _| !METHODS.contains(&k.as_str()) || rng.below(100) < keep.max(50));
            *item = Value::Object(kept);
        }
        doc["paths"] = Value::Object(out);
    }
    for (section, key) in [("components", Some("schemas")), ("definitions", None)] {
        let target = match key {
            Some(key) => doc.get_mut(section).and_then(|c| c.get_mut(key)),
            None => doc.get_mut(section),
        };
        if let Some(Value::Object(defs)) = target {
            let reordered = permuted(defs, rng, 100);
            *defs = reordered;
        }
    }
    doc
}

struct Generated {
    set: ToolSet,
    /// `src/tools/<module>.rs` → contents, without `mod.rs` and `defs.rs`.
    tools: BTreeMap<String, String>,
}

fn generate(spec: &Path) -> Generated {
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(spec))
        .map(|p| p.set)
        .unwrap_or_else(|e| panic!("{}: {:?}", spec.display(), e.diagnostics));
    let krate = openapi_mcp::testing::emit::Crate::new(&set, Some("api-mcp")).unwrap();
    let tools = openapi_mcp::testing::emit::emit(&set, &krate)
        .unwrap()
        .into_iter()
        .filter(|(path, _)| {
            path.starts_with("src/tools/")
                && !path.ends_with("/mod.rs")
                && !path.ends_with("/defs.rs")
        })
        .map(|(path, file)| (path, file.contents))
        .collect();
    Generated { set, tools }
}

/// Every difference between the tool files and shared definitions present in both.
fn differences(full: &Generated, part: &Generated) -> Vec<String> {
    let mut out = Vec::new();
    for (path, contents) in &part.tools {
        match full.tools.get(path) {
            Some(whole) if whole == contents => {}
            Some(whole) => {
                let diff = similar::TextDiff::from_lines(whole, contents)
                    .unified_diff()
                    .context_radius(1)
                    .to_string();
                out.push(format!(
                    "{path} differs:\n{}",
                    diff.chars().take(600).collect::<String>()
                ));
            }
            // A tool can only be missing from the full document if its name depends on others.
            None => out.push(format!("{path} exists only in the variant")),
        }
    }
    for (side, a, b) in [
        ("input", &full.set.defs.input, &part.set.defs.input),
        ("output", &full.set.defs.output, &part.set.defs.output),
    ] {
        for (name, value) in b {
            if a.get(name).is_some_and(|v| v != value) {
                out.push(format!("{side} definition {name} differs"));
            }
        }
    }
    out
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// Generates `name` from the corpus whole, then in [`VARIANTS`] seeded variants, and asserts
/// that every tool file present in both is byte-identical. Multi-file specs are copied so that
/// the variants' root files sit beside the files they refer to.
fn property(name: &str, seed: u64) {
    let Some(corpus) = common::corpus_dir(&format!("tool independence on {name}")) else {
        return;
    };
    let spec = common::root_document(&corpus, name);
    let work = tempfile::tempdir().unwrap();
    let folder = work.path().join("spec");
    copy_tree(spec.parent().unwrap(), &folder);
    let text = std::fs::read_to_string(&spec).unwrap();
    let root = openapi_mcp::testing::parse::parse_value(&spec, &text).unwrap();
    let full = generate(&spec);
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut compared = 0;
    for i in 0..VARIANTS {
        // Every third variant keeps everything (a pure permutation); the others keep about a
        // half or a fifth of the paths.
        let keep = [100, 50, 20][i % 3];
        let doc = variant(&root, &mut rng, keep);
        let path = folder.join(format!("variant-{i}.json"));
        std::fs::write(&path, serde_json::to_string(&doc).unwrap()).unwrap();
        let part = generate(&path);
        compared += part.tools.len();
        for d in differences(&full, &part) {
            failures.push(format!(
                "{name}, seed {seed}, variant {i} (keep {keep} %): {d}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(5)].join("\n")
    );
    eprintln!(
        "{name}: {compared} tool files in {VARIANTS} variants, all identical to the full document's"
    );
}

#[test]
fn digitalocean_tool_files_do_not_depend_on_other_operations() {
    property("digitalocean", 0x0d16_17a1);
}

#[test]
fn stripe_tool_files_do_not_depend_on_other_operations() {
    property("stripe-2023-09", 0x5721_9e00);
}

#[test]
fn kubernetes_tool_files_do_not_depend_on_other_operations() {
    property("kubernetes", 0x6b8_5000);
}

#[test]
fn github_tool_files_do_not_depend_on_other_operations() {
    property("github-2020", 0x617_4ab0);
}

/// Every file of the crate generated from `spec`, in memory.
fn crate_files(spec: &Path) -> BTreeMap<String, String> {
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(spec))
        .map(|p| p.set)
        .unwrap();
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
    openapi_mcp::testing::emit::emit(&set, &krate)
        .unwrap()
        .into_iter()
        .map(|(path, file)| (path, file.contents))
        .collect()
}

/// `(lines removed, lines added)` per file that differs.
fn changes(
    a: &BTreeMap<String, String>,
    b: &BTreeMap<String, String>,
) -> BTreeMap<String, (usize, usize)> {
    let empty = String::new();
    a.keys()
        .chain(b.keys())
        .filter_map(|path| {
            let diff = similar::TextDiff::from_lines(
                a.get(path).unwrap_or(&empty),
                b.get(path).unwrap_or(&empty),
            );
            let count = |tag| diff.iter_all_changes().filter(|c| c.tag() == tag).count();
            let (removed, added) = (
                count(similar::ChangeTag::Delete),
                count(similar::ChangeTag::Insert),
            );
            (removed + added > 0).then(|| (path.clone(), (removed, added)))
        })
        .collect()
}

/// The example the issue was found with: responses that `$ref` whole files, and one operation
/// added at the top of `paths` whose model refers to the others.
#[test]
fn adding_an_operation_changes_its_file_one_list_line_one_readme_row_and_new_definitions() {
    let work = tempfile::tempdir().unwrap();
    let folder = work.path().join("multifile");
    copy_tree(&common::fixture("multifile"), &folder);
    let before_spec = folder.join("openapi.yaml");
    let text = std::fs::read_to_string(&before_spec).unwrap();
    let mut root = openapi_mcp::testing::parse::parse_value(&before_spec, &text).unwrap();
    let mut paths = Map::new();
    paths.insert(
        "/tags/{id}".into(),
        serde_json::json!({"get": {
            "operationId": "getTag",
            "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
            "responses": {"200": {"description": "The tag.", "content": {"application/json": {
                "schema": {"$ref": "./models/tag.yaml"}}}}}
        }}),
    );
    paths.extend(root["paths"].as_object().unwrap().clone());
    root["paths"] = Value::Object(paths);
    let after_spec = folder.join("with-tag.json");
    std::fs::write(&after_spec, serde_json::to_string_pretty(&root).unwrap()).unwrap();

    let (before, after) = (crate_files(&before_spec), crate_files(&after_spec));
    // The existing tools refer to `$defs` (so the fixture tests what it is meant to).
    assert!(before["src/tools/get_pet.rs"].contains("#/$defs/owner_"));
    let changed = changes(&before, &after);
    assert_eq!(
        changed.keys().map(String::as_str).collect::<Vec<_>>(),
        [
            "README.md",
            "src/tools/defs.rs",
            "src/tools/get_tag.rs",
            "src/tools/mod.rs"
        ],
        "{changed:?}"
    );
    assert_eq!(changed["README.md"], (0, 1));
    assert_eq!(changed["src/tools/mod.rs"], (0, 1));
    // defs.rs gains the new definitions; at most the line before them changes (its comma).
    let (removed, added) = changed["src/tools/defs.rs"];
    assert!(
        removed <= 2 && added > removed,
        "{removed} removed, {added} added"
    );
    let (old, new) = (
        openapi_mcp::plan(&openapi_mcp::Settings::new(&before_spec))
            .map(|p| p.set)
            .unwrap()
            .defs,
        openapi_mcp::plan(&openapi_mcp::Settings::new(&after_spec))
            .map(|p| p.set)
            .unwrap()
            .defs,
    );
    for (a, b) in [(&old.input, &new.input), (&old.output, &new.output)] {
        for (name, value) in a {
            assert_eq!(
                b.get(name),
                Some(value),
                "definition {name} changed or went"
            );
        }
    }
    // The new tool's model refers to `pet.yaml`, which only it needs as a definition.
    assert!(after["src/tools/get_tag.rs"].contains("#/$defs/pet_"));
    assert!(!old.output.keys().any(|k| k.starts_with("pet_")));
    assert!(new.output.keys().any(|k| k.starts_with("pet_")));
}

/// `Foo Bar` and `Foo_Bar` sanitise alike: their keys come from their own identity, so
/// swapping the two path items changes no file.
#[test]
fn names_that_collide_once_sanitised_do_not_depend_on_order() {
    let spec = common::fixture("colliding.yaml");
    let text = std::fs::read_to_string(&spec).unwrap();
    let mut root = openapi_mcp::testing::parse::parse_value(&spec, &text).unwrap();
    let paths = root["paths"].as_object().unwrap().clone();
    root["paths"] = Value::Object(paths.into_iter().rev().collect());
    let schemas = root["components"]["schemas"].as_object().unwrap().clone();
    root["components"]["schemas"] = Value::Object(schemas.into_iter().rev().collect());
    let work = tempfile::tempdir().unwrap();
    let swapped = work.path().join("colliding.json");
    std::fs::write(&swapped, serde_json::to_string(&root).unwrap()).unwrap();

    let (a, b) = (crate_files(&spec), crate_files(&swapped));
    assert_eq!(changes(&a, &b), BTreeMap::new());
    let spaced = &a["src/tools/get_spaced.rs"];
    let underscored = &a["src/tools/get_underscored.rs"];
    assert!(underscored.contains("\"#/$defs/Foo_Bar\""), "{underscored}");
    assert!(
        spaced.contains("\"#/$defs/Foo_Bar_") && !spaced.contains("\"#/$defs/Foo_Bar\""),
        "{spaced}"
    );
}
