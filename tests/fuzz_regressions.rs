//! Replays `fuzz/regressions/` (inputs that once broke the generator, named after what they
//! caught) through the same pipeline the fuzz targets drive, with the same checks, as a plain
//! test: load → lower → validate → emit never panics, emitted Rust parses and carries no bidi
//! control (rustc would refuse the crate), and module names are plain identifiers. The
//! request builder's regressions are replayed by the `request` fuzz target itself
//! (`cargo fuzz run request fuzz/regressions/request -- -runs=0`).

mod common;

use std::path::{Path, PathBuf};

use openapi_mcp::overrides::Overrides;
use openapi_mcp::resolve::Documents;
use openapi_mcp::{StaleKeys, emit, load, run_loaded};

fn inputs(target: &str) -> Vec<PathBuf> {
    let dir = common::root().join("fuzz/regressions").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn check_emitted(input: &Path, docs: &Documents, overrides: Option<&Overrides>) {
    // Every regression input is one that reached emit when it was caught: one that stops
    // planning no longer tests what it was kept for, so that fails too.
    let planned = run_loaded(docs, overrides, StaleKeys::Ignore).unwrap_or_else(|e| {
        panic!(
            "{}: no longer plans, so it no longer reaches emit: {e:?}",
            input.display()
        )
    });
    let krate = emit::Crate::new(&planned.set, None).unwrap();
    let files = emit::emit(&planned.set, &krate)
        .unwrap_or_else(|e| panic!("{}: emit failed: {e}", input.display()));
    for (path, file) in &files {
        if path.ends_with(".rs") {
            syn::parse_file(&file.contents).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(
                !file.contents.contains(
                    |c: char| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
                ),
                "{}: {path}: bidi control in generated Rust",
                input.display()
            );
        }
    }
    for m in emit::module_names(&planned.set) {
        assert!(
            emit::is_plain_module_name(&m),
            "{}: module {m}",
            input.display()
        );
    }
}

#[test]
fn load_lower_regressions() {
    let files = inputs("load_lower");
    assert!(!files.is_empty());
    for input in files {
        let text = std::fs::read_to_string(&input).unwrap();
        let doc = load::load_str(&input, &text)
            .unwrap_or_else(|e| panic!("{}: no longer loads: {e:?}", input.display()));
        check_emitted(&input, &Documents::single(doc), None);
    }
}

#[test]
fn overrides_regressions() {
    let files = inputs("overrides");
    assert!(!files.is_empty());
    let spec = common::fixture("petstore.yaml");
    let text = std::fs::read_to_string(&spec).unwrap();
    let docs = Documents::single(load::load_str(&spec, &text).unwrap());
    for input in files {
        let text = std::fs::read_to_string(&input).unwrap();
        let overrides = Overrides::parse(&input, &text)
            .unwrap_or_else(|e| panic!("{}: no longer parses: {e:?}", input.display()));
        check_emitted(&input, &docs, Some(&overrides));
    }
}

/// The fuzz workspace has its own lock file, which falls behind whenever the generator or
/// the runtime gains a dependency; CI fetches it with `--locked` and would stop there.
/// `cargo update --workspace --manifest-path fuzz/Cargo.toml` brings it back in step.
/// Not `--offline`: on a fresh machine nothing has downloaded the fuzz workspace's own crates
/// (libfuzzer-sys), and resolving the lock file needs their index entries.
#[test]
fn fuzz_lock_file_is_in_step_with_the_crates_it_fuzzes() {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--locked", "--format-version", "1"])
        .arg("--manifest-path")
        .arg(common::root().join("fuzz/Cargo.toml"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "fuzz/Cargo.lock is out of step (run `cargo update --workspace --manifest-path fuzz/Cargo.toml`):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
