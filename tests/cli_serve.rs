//! `openapi-mcp serve` on bad input: the plan's errors are reported as `generate` reports them,
//! located and with exit code 2, and nothing is served (standard output, the MCP channel over
//! stdio, stays empty). Serving itself is tested in `tests/server_end_to_end.rs`.

mod common;

use common::run;

#[test]
fn a_broken_spec_is_a_located_error_and_nothing_is_served() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("api.yaml");
    std::fs::write(
        &spec,
        "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a/{id}:\n    get:\n      responses: {'200': {description: ok}}\n",
    )
    .unwrap();
    let out = run(&["serve", "--strict", spec.to_str().unwrap()]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(
        out.stderr.contains("/paths/~1a~1{id}/get"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("nothing was served"), "{}", out.stderr);
}

#[test]
fn a_bad_name_is_an_error_at_the_flag() {
    let out = run(&[
        "serve",
        "--name",
        "no spaces allowed",
        "fixtures/petstore.yaml",
    ]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains("--name"), "{}", out.stderr);
}

#[test]
fn the_servers_own_bad_flag_is_the_servers_usage_error() {
    let out = run(&["serve", "fixtures/petstore.yaml", "--no-such-flag"]);
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains("--no-such-flag"), "{}", out.stderr);
}

#[test]
fn the_servers_flags_after_the_spec_are_the_generated_servers() {
    // `--help` after `--` is the server's, with the environment variables `--name` prefixes.
    let out = run(&[
        "serve",
        "--name",
        "petstore-mcp",
        "fixtures/petstore.yaml",
        "--",
        "--help",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("--read-only"), "{}", out.stdout);
    assert!(out.stdout.contains("PETSTORE_BASE_URL"), "{}", out.stdout);
}
