//! The release profile of a generated crate: every per-package override names a package the
//! runtime really depends on (a name outside the graph does nothing and makes cargo warn
//! "profile package spec ... did not match any packages" on every build a user runs, which is
//! what a dependency renamed or dropped upstream would silently cause), and no crate a call
//! runs through is left unoptimised.

mod common;

use std::collections::BTreeSet;

#[test]
fn every_profile_override_names_a_dependency_of_the_runtime() {
    let files = common::emit("petstore.yaml", None);
    let named: Vec<&str> = files["Cargo.toml"]
        .lines()
        .filter_map(|line| {
            line.strip_prefix("[profile.release.package.")?
                .strip_suffix(']')
        })
        .collect();
    assert!(
        named.contains(&"openapi-mcp-runtime") && named.contains(&"clap_builder"),
        "expected overrides for the runtime and its start-up dependencies, found {named:?}"
    );
    // The request path: MCP in (rmcp, axum, hyper, tokio, serde_json), the call out (reqwest,
    // hyper, rustls and its provider, url), tokens and logs. None of it may be unoptimised.
    let unoptimised: Vec<&str> = files["Cargo.toml"]
        .split("[profile.release.package.")
        .skip(1)
        .filter(|section| section.contains("opt-level = 0"))
        .filter_map(|section| section.split(']').next())
        .collect();
    for hot in [
        "rmcp",
        "axum",
        "axum-core",
        "hyper",
        "hyper-util",
        "h2",
        "tokio",
        "tower",
        "serde",
        "serde_core",
        "serde_json",
        "reqwest",
        "rustls",
        "rustls-webpki",
        "ring",
        "url",
        "idna",
        "jsonwebtoken",
        "chrono",
        "tracing",
        "tracing-subscriber",
        "openapi-mcp-runtime",
        "prometheus-client",
    ] {
        assert!(
            !unoptimised.contains(&hot),
            "{hot} is on the request path and must be optimised: {unoptimised:?}"
        );
    }
    let output = common::cargo()
        .current_dir(common::root())
        .args(["tree", "--locked", "--package", "openapi-mcp-runtime"])
        .args(["--edges", "normal", "--prefix", "none", "--format", "{p}"])
        .output()
        .expect("run cargo tree");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "cargo tree failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let graph: BTreeSet<&str> = stdout
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    let missing: Vec<&&str> = named.iter().filter(|n| !graph.contains(**n)).collect();
    assert!(
        missing.is_empty(),
        "profile overrides for packages the runtime does not depend on: {missing:?}"
    );
}
