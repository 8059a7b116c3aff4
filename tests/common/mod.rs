//! Shared helpers for the integration tests: running the generator and building generated crates
//! in one shared target folder, so dependencies compile once for all of them.

#![allow(dead_code)]

pub mod clients;
pub mod instance;
pub mod received;
pub mod rmcp_client;
pub mod served;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn fixture(name: &str) -> PathBuf {
    root().join("fixtures").join(name)
}

/// Every file of the generated crate, in memory, as the library emits it.
pub fn emit(spec: &str, overrides: Option<&str>) -> BTreeMap<String, String> {
    let spec = fixture(spec);
    let overrides = overrides.map(fixture);
    let set = openapi_mcp::plan(&openapi_mcp::Settings {
        overrides: overrides.as_deref().map(Into::into),
        ..openapi_mcp::Settings::new(&spec)
    })
    .map(|p| p.set)
    .expect("fixture plans");
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).expect("crate name");
    openapi_mcp::testing::emit::emit(&set, &krate)
        .expect("emit")
        .into_iter()
        .map(|(k, v)| (k, v.contents))
        .collect()
}

pub fn generator() -> Command {
    Command::new(env!("CARGO_BIN_EXE_openapi-mcp"))
}

/// Runs `openapi-mcp generate` and panics with its stderr when it fails.
pub fn generate(spec: &str, overrides: Option<&str>, out: &Path) {
    let mut cmd = generator();
    cmd.arg("generate").arg(fixture(spec)).arg("--out").arg(out);
    if let Some(o) = overrides {
        cmd.arg("--overrides").arg(fixture(o));
    }
    let output = cmd.output().expect("run openapi-mcp");
    assert!(
        output.status.success(),
        "openapi-mcp generate failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Target folder shared by every generated crate in the tests.
pub fn shared_target() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("generated-target")
}

pub fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.env("CARGO_TARGET_DIR", shared_target());
    // Each generated crate is built once per run and never debugged: without debuginfo and
    // incremental state its debug binary is a fraction of the ~145 MB it was, which is what
    // keeps a fresh clone's test run inside a CI machine's disk.
    cmd.env("CARGO_PROFILE_DEV_DEBUG", "false");
    cmd.env("CARGO_INCREMENTAL", "0");
    cmd
}

static BUILD_LOCK: Mutex<()> = Mutex::new(());

/// Generates a fixture's crate into `target/tmp/crates/<name>`, builds it (debug) in the shared
/// target folder, and returns the crate folder and the server binary. Builds run one at a time.
pub fn build_fixture(
    name: &str,
    spec: &str,
    overrides: Option<&str>,
    bin: &str,
) -> (PathBuf, PathBuf) {
    let mut args = Vec::new();
    if let Some(o) = overrides {
        args.push("--overrides".to_string());
        args.push(fixture(o).display().to_string());
    }
    build_fixture_with(name, spec, &args, bin)
}

/// [`build_fixture`] with any flags of `generate` (`--name`, `--output-schemas`, ...).
pub fn build_fixture_with(
    name: &str,
    spec: &str,
    args: &[String],
    bin: &str,
) -> (PathBuf, PathBuf) {
    build_fixture_with_features(name, spec, args, bin, &[])
}

/// [`build_fixture_with`], the crate built with these cargo features (give it a `--name` of
/// its own: the binary lands in the shared target folder).
pub fn build_fixture_with_features(
    name: &str,
    spec: &str,
    args: &[String],
    bin: &str,
    features: &[&str],
) -> (PathBuf, PathBuf) {
    let _guard = BUILD_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("crates")
        .join(name);
    // The lock is written only into a folder without one: an earlier run's may be stale.
    let _ = std::fs::remove_file(dir.join("Cargo.lock"));
    let output = generator()
        .arg("generate")
        .arg(fixture(spec))
        .arg("--out")
        .arg(&dir)
        .args(args)
        .output()
        .expect("run openapi-mcp");
    assert!(
        output.status.success(),
        "openapi-mcp generate failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // The Cargo.lock the generator wrote pins the versions the runtime was tested with;
    // `--locked` proves that cargo takes it as written.
    let mut build = cargo();
    build
        .args(["build", "--quiet", "--locked", "--manifest-path"])
        .arg(dir.join("Cargo.toml"));
    if !features.is_empty() {
        build.args(["--features", &features.join(",")]);
    }
    let status = build.status().expect("run cargo build");
    assert!(status.success(), "generated crate {name} does not build");
    (dir, shared_target().join("debug").join(bin))
}

/// What one run of the generator did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl From<std::process::Output> for Run {
    fn from(output: std::process::Output) -> Run {
        Run {
            code: output.status.code().expect("exit code"),
            stdout: String::from_utf8(output.stdout).expect("utf-8 stdout"),
            stderr: String::from_utf8(output.stderr).expect("utf-8 stderr"),
        }
    }
}

/// Runs `openapi-mcp` in the repository root (so fixture paths in its output are relative).
pub fn run(args: &[&str]) -> Run {
    generator()
        .current_dir(root())
        .args(args)
        .output()
        .expect("run openapi-mcp")
        .into()
}

/// Asserts that a generated crate passes `cargo clippy --all-targets -- -D warnings` and
/// `cargo fmt --check` (built in the shared target folder).
pub fn assert_lint_clean(dir: &Path) {
    let status = cargo()
        .args(["clippy", "--quiet", "--all-targets", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .args(["--", "-D", "warnings"])
        .status()
        .expect("run cargo clippy");
    assert!(
        status.success(),
        "clippy found problems in {}",
        dir.display()
    );
    let status = cargo()
        .args(["fmt", "--check", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .status()
        .expect("run cargo fmt");
    assert!(status.success(), "rustfmt would change {}", dir.display());
}

/// The shared spec corpus (`OPENAPI_MCP_SPECS`, else `../shared/specs`), or `None` with a
/// printed notice when it is absent; absent is a failure under `OPENAPI_MCP_REQUIRE_CORPUS=1`
/// (set in `.ci/run`). `what` names the test that is skipped.
pub fn corpus_dir(what: &str) -> Option<PathBuf> {
    let dir = std::env::var_os("OPENAPI_MCP_SPECS")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("../shared/specs"));
    if dir.join("MANIFEST.tsv").is_file() {
        return Some(dir);
    }
    assert!(
        std::env::var("OPENAPI_MCP_REQUIRE_CORPUS").as_deref() != Ok("1"),
        "OPENAPI_MCP_REQUIRE_CORPUS=1 but no corpus at {}",
        dir.display()
    );
    eprintln!(
        "notice: no spec corpus at {}; {what} skipped",
        dir.display()
    );
    None
}

/// The root document of corpus API `name`, as `MANIFEST.tsv` names it.
pub fn root_document(corpus: &Path, name: &str) -> PathBuf {
    let manifest = std::fs::read_to_string(corpus.join("MANIFEST.tsv")).unwrap();
    let row = manifest
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .unwrap_or_else(|| panic!("{name} is not in the corpus manifest"));
    let file_name = Path::new(row[2]).file_name().unwrap();
    shallowest(&corpus.join(name), file_name).unwrap()
}

/// The shallowest file named `file_name` under `dir` (the corpus keeps multi-file specs in
/// folders, the root document nearest the top).
pub fn shallowest(dir: &Path, file_name: &std::ffi::OsStr) -> Option<PathBuf> {
    let mut level = vec![dir.to_path_buf()];
    while !level.is_empty() {
        let mut entries: Vec<PathBuf> = level
            .iter()
            .flat_map(|d| std::fs::read_dir(d).into_iter().flatten().flatten())
            .map(|e| e.path())
            .collect();
        entries.sort();
        if let Some(found) = entries
            .iter()
            .find(|p| p.is_file() && p.file_name() == Some(file_name))
        {
            return Some(found.clone());
        }
        level = entries.into_iter().filter(|p| p.is_dir()).collect();
    }
    None
}

/// The problems the runtime's validator finds in `value` against `schema`, whose definitions sit
/// under `defs_key` (`$defs`, `definitions`). The validator checks an object of arguments, so
/// the value goes in as the one argument `value`, and the definitions stay at the root that the
/// schema's `$ref`s point into.
pub fn schema_problems(
    schema: &serde_json::Value,
    defs_key: &str,
    value: &serde_json::Value,
) -> Vec<String> {
    let mut root = schema.as_object().unwrap().clone();
    let defs = root.remove(defs_key).unwrap();
    let mut wrapper = serde_json::json!({
        "type": "object",
        "properties": {"value": root},
        "required": ["value"],
    });
    wrapper[defs_key] = defs;
    let args = serde_json::Map::from_iter([("value".to_string(), value.clone())]);
    openapi_mcp_runtime::validate::validate_against(wrapper.as_object().unwrap(), &args)
}

/// Every keyword a schema uses (keys under `properties` and `defs_key` are names, not keywords),
/// so a test can pin the ones the validator must know.
pub fn schema_keywords(
    schema: &serde_json::Value,
    defs_key: &str,
) -> std::collections::BTreeSet<String> {
    fn collect(
        v: &serde_json::Value,
        defs_key: &str,
        out: &mut std::collections::BTreeSet<String>,
    ) {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    out.insert(k.clone());
                    match v {
                        serde_json::Value::Object(named) if k == "properties" || k == defs_key => {
                            named.values().for_each(|v| collect(v, defs_key, out))
                        }
                        _ => collect(v, defs_key, out),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, defs_key, out)),
            _ => {}
        }
    }
    let mut out = std::collections::BTreeSet::new();
    collect(schema, defs_key, &mut out);
    out
}

/// The parts of a Markdown line outside code spans (CommonMark: a run of n backticks up to the
/// next run of exactly n), with backslash escapes kept.
pub fn outside_code_spans(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let run_at = |i: usize| chars[i..].iter().take_while(|c| **c == '`').count();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' if i + 1 < chars.len() => {
                out.push(chars[i]);
                out.push(chars[i + 1]);
                i += 2;
            }
            '`' => {
                let n = run_at(i);
                let mut j = i + n;
                let mut closed = None;
                while j < chars.len() {
                    let m = if chars[j] == '`' { run_at(j) } else { 0 };
                    if m == n {
                        closed = Some(j + m);
                        break;
                    }
                    j += m.max(1);
                }
                match closed {
                    Some(end) => i = end,
                    None => {
                        out.extend(&chars[i..i + n]);
                        i += n;
                    }
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}
