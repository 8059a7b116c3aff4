//! MCP clients we did not write, as the tests find and drive them: the official Python SDK
//! (`tests/interop/client.py`), the official TypeScript SDK client (`tests/interop/ts_client.cjs`,
//! loaded from the Inspector's `node_modules`) and the MCP Inspector CLI.
//!
//! | client | variable | default |
//! |---|---|---|
//! | Python with `mcp` installed | `OPENAPI_MCP_PYTHON` | `target/pyenv/bin/python` |
//! | Inspector CLI | `OPENAPI_MCP_INSPECTOR` | `target/npm/node_modules/.bin/mcp-inspector` |
//! | MCP Bundle CLI (`@anthropic-ai/mcpb`) | `OPENAPI_MCP_MCPB` | `target/npm/node_modules/.bin/mcpb` |
//!
//! The TypeScript SDK is taken from the `node_modules` the Inspector CLI sits in. A missing
//! client is a skip with a notice, unless `OPENAPI_MCP_INTEROP=1` (CI), where it is a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

pub fn required() -> bool {
    std::env::var("OPENAPI_MCP_INTEROP").as_deref() == Ok("1")
}

/// The client at `$var` or `default` (relative to the repository), if it is there and `works`.
pub fn locate(
    what: &str,
    var: &str,
    default: &str,
    works: impl Fn(&PathBuf) -> bool,
) -> Option<PathBuf> {
    let path = std::env::var_os(var)
        .map(PathBuf::from)
        .unwrap_or_else(|| super::root().join(default));
    if path.exists() && works(&path) {
        return Some(path);
    }
    assert!(
        !required(),
        "OPENAPI_MCP_INTEROP=1 but {what} is not usable at {} (set {var})",
        path.display()
    );
    eprintln!(
        "notice: {what} not found at {} (set {var}); interop test skipped",
        path.display()
    );
    None
}

pub fn python() -> Option<PathBuf> {
    locate(
        "Python with the `mcp` SDK",
        "OPENAPI_MCP_PYTHON",
        "target/pyenv/bin/python",
        |py| {
            Command::new(py)
                .args(["-c", "import mcp"])
                .status()
                .is_ok_and(|s| s.success())
        },
    )
}

pub fn inspector() -> Option<PathBuf> {
    locate(
        "the MCP Inspector CLI",
        "OPENAPI_MCP_INSPECTOR",
        "target/npm/node_modules/.bin/mcp-inspector",
        |_| true,
    )
}

/// The MCP Bundle CLI, whose `mcpb validate` is the check desktop apps' bundles go through.
pub fn mcpb() -> Option<PathBuf> {
    locate(
        "the MCP Bundle CLI (mcpb)",
        "OPENAPI_MCP_MCPB",
        "target/npm/node_modules/.bin/mcpb",
        |_| true,
    )
}

/// `kubernetes-validate` (PyPI), which checks manifests against the Kubernetes API schemas it
/// ships, offline.
pub fn kubernetes_validate() -> Option<PathBuf> {
    locate(
        "kubernetes-validate (PyPI)",
        "OPENAPI_MCP_KUBERNETES_VALIDATE",
        "target/pyenv/bin/kubernetes-validate",
        |_| true,
    )
}

/// The `node_modules` holding `@modelcontextprotocol/client`: the Inspector CLI's own.
pub fn typescript_sdk() -> Option<PathBuf> {
    let inspector = inspector()?;
    let modules = std::fs::canonicalize(&inspector)
        .ok()
        .and_then(|real| {
            real.ancestors()
                .find(|a| a.file_name().is_some_and(|n| n == "node_modules"))
                .map(Path::to_path_buf)
        })
        .or_else(|| inspector.parent()?.parent().map(Path::to_path_buf))?;
    let found = modules
        .join("@modelcontextprotocol/client/package.json")
        .exists();
    assert!(
        found || !required(),
        "OPENAPI_MCP_INTEROP=1 but @modelcontextprotocol/client is not in {}",
        modules.display()
    );
    found.then_some(modules)
}

/// One tool call for [`calls`]: `key` names it in the report.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Call {
    pub key: String,
    pub tool: String,
    pub args: Value,
}

/// Which client makes the calls.
#[derive(Debug, Clone)]
pub enum Client {
    Python(PathBuf),
    TypeScript(PathBuf),
}

impl Client {
    pub fn name(&self) -> &'static str {
        match self {
            Client::Python(_) => "the Python SDK",
            Client::TypeScript(_) => "the TypeScript SDK",
        }
    }
}

/// Every client that is there (each missing one skipped with a notice, or a failure in CI).
pub fn both() -> Vec<Client> {
    let mut clients = Vec::new();
    if let Some(py) = python() {
        clients.push(Client::Python(py));
    }
    if let Some(modules) = typescript_sdk() {
        clients.push(Client::TypeScript(modules));
    }
    clients
}

/// Makes every call on one session with `server` (given `env`) and returns, per key, what the
/// client gave the caller: `{isError, structuredContent, texts}`, or `{raised}` when the client
/// threw instead (a result it rejected). Blocking: call it off an async runtime's workers.
pub fn calls(client: &Client, server: &Path, env: &[(String, String)], calls: &[Call]) -> Value {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("calls.json");
    std::fs::write(&file, serde_json::to_vec(calls).expect("calls JSON")).expect("write calls");
    let mut command = match client {
        Client::Python(py) => {
            let mut c = Command::new(py);
            c.arg(super::root().join("tests/interop/client.py"))
                .arg("calls");
            c.arg(server);
            c
        }
        Client::TypeScript(modules) => {
            let mut c = Command::new("node");
            c.arg(super::root().join("tests/interop/ts_client.cjs"))
                .arg(modules)
                .arg(server);
            c
        }
    };
    command.arg(&file).envs(env.iter().cloned());
    let output = command.output().expect("run the client");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{} failed:\n{stderr}",
        client.name()
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    serde_json::from_str(last).unwrap_or_else(|err| {
        panic!(
            "{}: no JSON report ({err}):\n{stdout}\n{stderr}",
            client.name()
        )
    })
}

/// The output schemas of `server`'s tools that the TypeScript SDK cannot compile (it refuses
/// every call of such a tool), by tool name, and how many tools were listed.
pub fn uncompilable_output_schemas(
    modules: &Path,
    server: &Path,
    env: &[(String, String)],
) -> (usize, Value) {
    let output = Command::new("node")
        .arg(super::root().join("tests/interop/ts_client.cjs"))
        .arg(modules)
        .arg(server)
        .arg("--schemas")
        .envs(env.iter().cloned())
        .output()
        .expect("run node");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the TypeScript SDK failed:\n{stderr}"
    );
    let report: Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("no JSON report ({e}):\n{stderr}"));
    (
        report["tools"].as_u64().unwrap_or(0) as usize,
        report["invalid"].clone(),
    )
}
