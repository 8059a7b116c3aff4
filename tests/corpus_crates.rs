//! Generated crates of the largest corpus specs compile (debug build, one shared target folder),
//! and their servers' `tools/list` passes the MCP Inspector's `--strict` schema-portability lint
//! with no errors and no warnings. Needs `../shared/specs` (see tests/corpus.rs) and, for the
//! lint, the Inspector CLI from npm (`.ci/run` installs it); without `OPENAPI_MCP_INTEROP=1` a
//! missing Inspector is a skip with a notice.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// (corpus name, document path under it, tools listed by the running server)
const LARGE: &[(&str, &str, usize)] = &[
    ("kubernetes", "kubernetes/swagger.json.unprocessed", 1123),
    ("stripe-2023-09", "stripe-2023-09/spec3.yaml", 468),
    // 659 operations; `inference_upload_batch_file` has the server `https://` (a presigned URL
    // returned by another call), which no configuration makes usable, so it is not listed.
    (
        "digitalocean",
        "digitalocean/specification/DigitalOcean-public.v2.yaml",
        658,
    ),
    ("openai", "openai/openapi.yaml", 288),
    ("slack-web", "slack-web/slack_web_openapi_v2.json", 174),
];

/// The specs whose servers are linted; Kubernetes' 30 MB `tools/list` is more than the
/// Inspector accepts in one message (see README, Performance).
const LINTED: &[&str] = &["stripe-2023-09", "digitalocean", "openai"];

fn inspector() -> Option<PathBuf> {
    let path = std::env::var_os("OPENAPI_MCP_INSPECTOR")
        .map(PathBuf::from)
        .unwrap_or_else(|| common::root().join("target/npm/node_modules/.bin/mcp-inspector"));
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("OPENAPI_MCP_INTEROP").as_deref() != Ok("1"),
        "OPENAPI_MCP_INTEROP=1 but the MCP Inspector is not at {}",
        path.display()
    );
    eprintln!(
        "notice: MCP Inspector not found at {}; lint skipped",
        path.display()
    );
    None
}

/// Generates and builds one corpus crate named `<corpus name>-mcp`; returns the server binary.
fn build(specs: &Path, name: &str, doc: &str) -> PathBuf {
    let krate = format!("{name}-mcp");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("corpus-crates")
        .join(&krate);
    let output = common::generator()
        .arg("generate")
        .arg(specs.join(doc))
        .args(["--name", &krate, "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::copy(common::root().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    let status = common::cargo()
        .args(["build", "--quiet", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .status()
        .unwrap();
    assert!(
        status.success(),
        "the generated crate of {name} does not build"
    );
    common::shared_target().join("debug").join(krate)
}

#[test]
fn large_corpus_crates_build_and_pass_the_inspector_lint() {
    let Some(specs) = common::corpus_dir("corpus crates test") else {
        return;
    };
    let inspector = inspector();
    for (name, doc, tools) in LARGE {
        let started = std::time::Instant::now();
        let bin = build(&specs, name, doc);
        eprintln!(
            "{name}: generated and built in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        let Some(inspector) = inspector.as_ref().filter(|_| LINTED.contains(name)) else {
            continue;
        };
        let prefix = name.replace('-', "_").to_ascii_uppercase();
        let output = Command::new(inspector)
            .args(["--cli", "--strict", "--method", "tools/list", "-e"])
            .arg(format!("{prefix}_BASE_URL=http://127.0.0.1:9"))
            .arg("-e")
            .arg(format!("{prefix}_LOG=warn"))
            // DigitalOcean's agent operations use a server variable the spec never declares;
            // without a value those two tools are (rightly) unavailable.
            .arg("-e")
            .arg(format!("{prefix}_SERVER_YOUR_AGENT_URL=agent.example.com"))
            .arg("--")
            .arg(&bin)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success(),
            "{name}: inspector failed:\n{stderr}"
        );
        let listed: serde_json::Value =
            serde_json::from_slice(&output.stdout).expect("tools/list JSON");
        assert_eq!(
            listed["tools"].as_array().map(Vec::len),
            Some(*tools),
            "{name}: tools listed"
        );
        let findings: Vec<&str> = stderr
            .lines()
            .filter(|l| {
                l.starts_with("Warning:") || l.starts_with("Error:") || l.contains("errors,")
            })
            .filter(|l| !l.contains("0 errors, 0 warnings"))
            .collect();
        assert!(
            findings.is_empty(),
            "{name}: schema-portability findings:\n{stderr}"
        );
    }
}
