//! Scale: the benchmark's synthetic API of 5,000 operations (written by `bench/bench.py`, so
//! the test and the benchmark measure the same document) generates one tool per operation, and
//! the generated crate passes `cargo check` in the shared target folder. Timing lives in the
//! benchmark, not here.

mod common;

use std::path::PathBuf;
use std::process::Command;

const OPERATIONS: usize = 5000;

#[test]
fn five_thousand_operations_generate_and_the_crate_checks() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scale");
    std::fs::create_dir_all(&tmp).unwrap();
    let spec = tmp.join("synthetic-5000.json");
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let written = Command::new(&python)
        .arg(common::root().join("bench/bench.py"))
        .arg("--write-synthetic")
        .arg(OPERATIONS.to_string())
        .arg(&spec)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {python} (needed to write the synthetic spec): {e}")
        });
    assert!(
        written.status.success(),
        "bench.py --write-synthetic failed:\n{}",
        String::from_utf8_lossy(&written.stderr)
    );

    let out = tmp.join("synthetic-5000-mcp");
    // The lock is written only into a folder without one: an earlier run's may be stale.
    let _ = std::fs::remove_file(out.join("Cargo.lock"));
    let generated = common::generator()
        .arg("generate")
        .arg(&spec)
        .arg("--out")
        .arg(&out)
        .args(["--name", "synthetic5000-mcp", "--force"])
        .output()
        .unwrap();
    assert!(
        generated.status.success(),
        "generate failed:\n{}",
        String::from_utf8_lossy(&generated.stderr)
    );

    // One module per operation, plus `defs` and `mod`, and one table row each.
    let modules = std::fs::read_dir(out.join("src/tools"))
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            let name = name.to_string_lossy();
            name.ends_with(".rs") && name != "mod.rs" && name != "defs.rs"
        })
        .count();
    assert_eq!(modules, OPERATIONS);
    let table = std::fs::read_to_string(out.join("src/tools/mod.rs")).unwrap();
    // One line per tool in the `tools!` list.
    let listed = table
        .split_once("tools! {\n")
        .map(|(_, list)| list.lines().take_while(|l| *l != "}").count());
    assert_eq!(listed, Some(OPERATIONS));

    let checked = common::cargo()
        .args(["check", "--quiet", "--locked", "--manifest-path"])
        .arg(out.join("Cargo.toml"))
        .output()
        .unwrap();
    assert!(
        checked.status.success(),
        "cargo check of the 5,000-tool crate failed:\n{}",
        String::from_utf8_lossy(&checked.stderr)
    );
}
