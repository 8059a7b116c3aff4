//! Corpus test over the real public specs in `../shared/specs` (and its `edge/` documents): every
//! valid document generates one tool per operation with valid, unique names; every invalid one
//! fails with an error naming the file and where in it. Skipped with a notice when the folder is
//! absent, unless `OPENAPI_MCP_REQUIRE_CORPUS=1` (set in `.ci/run`).

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use openapi_mcp::testing::naming::is_valid_tool_name;

struct Row {
    name: String,
    spec: PathBuf,
    operations: usize,
    invalid: bool,
}

/// Rows of a MANIFEST.tsv; the document is `<name>/<file name of path_in_repo>`, found anywhere
/// under `<name>/` for multi-file specs.
fn manifest(dir: &Path) -> Vec<Row> {
    let text = std::fs::read_to_string(dir.join("MANIFEST.tsv")).unwrap();
    let mut rows = Vec::new();
    for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (name, path_in_repo, operations, notes) = (
            cols[0],
            cols[2],
            cols[8],
            cols.get(9).copied().unwrap_or(""),
        );
        let file_name = Path::new(path_in_repo).file_name().unwrap();
        let spec = common::shallowest(&dir.join(name), file_name)
            .unwrap_or_else(|| panic!("{name}: {file_name:?} not found"));
        rows.push(Row {
            name: name.to_string(),
            spec,
            operations: operations.parse().unwrap(),
            invalid: name.contains("FAIL") || notes.contains("INVALID"),
        });
    }
    rows
}

fn check(rows: &[Row]) -> Vec<String> {
    let mut failures = Vec::new();
    for row in rows {
        let started = std::time::Instant::now();
        let result = openapi_mcp::plan(&openapi_mcp::Settings::new(&row.spec)).map(|p| p.set);
        match (result, row.invalid) {
            (Ok(set), false) => {
                let made = set.tools.len() + set.skipped.len();
                if made != row.operations {
                    failures.push(format!(
                        "{}: {made} tools for {} operations",
                        row.name, row.operations
                    ));
                }
                let names: BTreeSet<&str> = set.tools.iter().map(|t| t.name.as_str()).collect();
                if names.len() != set.tools.len() {
                    failures.push(format!("{}: duplicate tool names", row.name));
                }
                if let Some(bad) = set.tools.iter().find(|t| !is_valid_tool_name(&t.name)) {
                    failures.push(format!("{}: invalid tool name {:?}", row.name, bad.name));
                }
                let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
                if let Err(e) = openapi_mcp::testing::emit::emit(&set, &krate) {
                    failures.push(format!("{}: emit failed: {e}", row.name));
                }
                eprintln!(
                    "{:<30} {:>5} tools  {:>6} ms",
                    row.name,
                    set.tools.len(),
                    started.elapsed().as_millis()
                );
            }
            (Err(e), true) => {
                for d in &e.diagnostics {
                    if d.file.as_os_str().is_empty() || (d.pointer.is_root() && d.line.is_none()) {
                        failures.push(format!("{}: error without a location: {d}", row.name));
                    }
                }
                eprintln!("{:<30} refused: {}", row.name, e.diagnostics[0]);
            }
            (Ok(set), true) => failures.push(format!(
                "{}: invalid document accepted ({} tools)",
                row.name,
                set.tools.len()
            )),
            (Err(e), false) => failures.push(format!("{}: {e}", row.name)),
        }
    }
    failures
}

#[test]
fn every_corpus_document_generates() {
    let Some(dir) = common::corpus_dir("corpus test") else {
        return;
    };
    let failures = check(&manifest(&dir));
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_edge_document_generates_or_is_refused_with_a_location() {
    let Some(dir) = common::corpus_dir("corpus test") else {
        return;
    };
    let rows = manifest(&dir.join("edge"));
    assert!(
        rows.iter().any(|r| r.invalid),
        "the edge corpus has invalid documents to refuse"
    );
    let failures = check(&rows);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
