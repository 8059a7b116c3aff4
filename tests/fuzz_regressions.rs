//! Replays `fuzz/regressions/` (inputs that once broke the generator, named after what they
//! caught) through the same pipeline the fuzz targets drive, with the same checks, as a plain
//! test: load → lower → validate → emit never panics, emitted Rust parses and carries no bidi
//! control (rustc would refuse the crate), and module names are plain identifiers. The
//! request builder's regressions are replayed by the `request` fuzz target itself
//! (`cargo fuzz run request fuzz/regressions/request -- -runs=0`).

mod common;

use std::path::{Path, PathBuf};

use openapi_mcp::testing::emit;
use openapi_mcp::{Settings, Source, StaleKeys};

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

fn check_emitted(input: &Path, settings: Settings) {
    // Every regression input is one that reached emit when it was caught: one that stops
    // planning no longer tests what it was kept for, so that fails too.
    let planned = openapi_mcp::plan(&settings.stale(StaleKeys::Ignore)).unwrap_or_else(|e| {
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
        let source = Source::memory([(&input, text)]);
        check_emitted(&input, Settings::new(&input).source(source));
    }
}

#[test]
fn overrides_regressions() {
    let files = inputs("overrides");
    assert!(!files.is_empty());
    let spec = common::fixture("petstore.yaml");
    let petstore = std::fs::read_to_string(&spec).unwrap();
    for input in files {
        let text = std::fs::read_to_string(&input).unwrap();
        let source = Source::memory([(&spec, petstore.clone()), (&input, text)]);
        check_emitted(
            &input,
            Settings::new(&spec).overrides(&input).source(source),
        );
    }
}

/// Why `cargo metadata --locked` refused a fuzz manifest.
#[derive(Debug)]
enum LockProblem {
    /// The lock file needs an update (cargo's "--locked was passed to prevent this").
    OutOfStep(String),
    /// Anything else: on a fresh machine, that is the registry that could not be reached.
    Unreachable(String),
}

/// Resolves `manifest` against its lock file with `cargo metadata --locked`, with `env` set for
/// cargo. First `--offline`: no network, and enough wherever the crates were fetched before
/// (`.ci/run` fetches them). Then online: on a fresh machine nothing has downloaded the fuzz
/// workspace's own crates (libfuzzer-sys), and resolving the lock file needs their index
/// entries. With `--locked` a lock file out of step fails either way, so an offline success is
/// a real one, and only the online failure says which problem it is.
fn check_lock(manifest: &Path, env: &[(&str, &std::ffi::OsStr)]) -> Result<(), LockProblem> {
    let metadata = |offline: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO"));
        cmd.args(["metadata", "--locked", "--format-version", "1"])
            .arg("--manifest-path")
            .arg(manifest)
            .envs(env.iter().copied());
        if offline {
            cmd.arg("--offline");
        }
        cmd.output().unwrap()
    };
    if metadata(true).status.success() {
        return Ok(());
    }
    let online = metadata(false);
    if online.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&online.stderr).into_owned();
    if stderr.contains("--locked was passed") {
        Err(LockProblem::OutOfStep(stderr))
    } else {
        Err(LockProblem::Unreachable(stderr))
    }
}

/// Whether a check that needs something from outside must run rather than skip (as on CI).
fn required() -> bool {
    ["CI", "OPENAPI_MCP_REQUIRE_CORPUS"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|v| !v.is_empty() && v != "0"))
}

/// The fuzz workspace has its own lock file, which falls behind whenever the generator or
/// the runtime gains a dependency; CI fetches it with `--locked` and would stop there.
/// `cargo update --workspace --manifest-path fuzz/Cargo.toml` brings it back in step.
/// Without the crates cached and without a reachable registry there is nothing to check it
/// against: the test says so and passes, unless `CI` or `OPENAPI_MCP_REQUIRE_CORPUS` is set.
#[test]
fn fuzz_lock_file_is_in_step_with_the_crates_it_fuzzes() {
    match check_lock(&common::root().join("fuzz/Cargo.toml"), &[]) {
        Ok(()) => {}
        Err(LockProblem::OutOfStep(stderr)) => panic!(
            "fuzz/Cargo.lock is out of step (run `cargo update --workspace --manifest-path fuzz/Cargo.toml`):\n{stderr}"
        ),
        Err(LockProblem::Unreachable(stderr)) if required() => panic!(
            "cannot check fuzz/Cargo.lock: its crates are not cached and the registry cannot be reached (CI or OPENAPI_MCP_REQUIRE_CORPUS is set):\n{stderr}"
        ),
        Err(LockProblem::Unreachable(stderr)) => eprintln!(
            "notice: fuzz/Cargo.lock check skipped: its crates are not cached and the registry cannot be reached (`cargo fetch --manifest-path fuzz/Cargo.toml` once online, or set CI=1 to make this a failure):\n{stderr}"
        ),
    }
}

/// The check above can fail: the fuzz manifest with one more dependency (in a copy, its path
/// dependencies made absolute) is out of step with the same lock file, and said so even
/// offline with an empty cargo home, where it cannot tell for sure (then it is unreachable,
/// never passed).
#[test]
fn a_fuzz_lock_file_out_of_step_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let fuzz = common::root().join("fuzz");
    let root = common::root();
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml"))
        .unwrap()
        .replace(
            "path = \"../templates\"",
            &format!("path = {:?}", root.join("templates")),
        )
        .replace("path = \"..\"", &format!("path = {root:?}"))
        .replace("\nserde_json = ", "\nitoa = \"1\"\nserde_json = ");
    assert!(manifest.contains("itoa"), "{manifest}");
    std::fs::write(dir.path().join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(fuzz.join("Cargo.lock"), dir.path().join("Cargo.lock")).unwrap();
    let targets = dir.path().join("fuzz_targets");
    std::fs::create_dir(&targets).unwrap();
    for target in std::fs::read_dir(fuzz.join("fuzz_targets")).unwrap() {
        let target = target.unwrap().path();
        std::fs::copy(&target, targets.join(target.file_name().unwrap())).unwrap();
    }
    match check_lock(&dir.path().join("Cargo.toml"), &[]) {
        Err(LockProblem::OutOfStep(_)) => {}
        Err(LockProblem::Unreachable(stderr)) if !required() => {
            eprintln!(
                "notice: out-of-step check skipped, the registry cannot be reached:\n{stderr}"
            )
        }
        other => panic!("expected out of step: {other:?}"),
    }
    // A fresh machine that cannot reach the registry: no crates, and a proxy that refuses.
    let home = tempfile::tempdir().unwrap();
    let fresh = [
        ("CARGO_HOME", home.path().as_os_str()),
        ("CARGO_HTTP_PROXY", "http://127.0.0.1:9".as_ref()),
        ("CARGO_NET_RETRY", "0".as_ref()),
    ];
    for manifest in [fuzz.join("Cargo.toml"), dir.path().join("Cargo.toml")] {
        match check_lock(&manifest, &fresh) {
            Err(LockProblem::Unreachable(stderr)) => {
                assert!(stderr.contains("127.0.0.1"), "{stderr}")
            }
            other => panic!("{}: expected unreachable: {other:?}", manifest.display()),
        }
    }
}
