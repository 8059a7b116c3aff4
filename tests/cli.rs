//! The generator's command line: exit codes, error messages and byte-identical output.

mod common;

use std::path::Path;

fn read_tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.push((rel, std::fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn generation_is_byte_identical() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    common::generate("petstore.yaml", Some("petstore.overrides.yaml"), a.path());
    common::generate("petstore.yaml", Some("petstore.overrides.yaml"), b.path());
    let (ta, tb) = (read_tree(a.path()), read_tree(b.path()));
    assert!(
        ta.len() > 10,
        "expected a whole crate, got {} files",
        ta.len()
    );
    assert_eq!(ta, tb);
}

#[test]
fn hooks_file_is_never_overwritten() {
    let out = tempfile::tempdir().unwrap();
    common::generate("petstore.yaml", None, out.path());
    let hooks = out.path().join("src/hooks.rs");
    std::fs::write(&hooks, "// mine\n").unwrap();
    common::generate("petstore.yaml", None, out.path());
    assert_eq!(std::fs::read_to_string(&hooks).unwrap(), "// mine\n");
}

fn run_failing(args: &[&str]) -> String {
    let output = common::generator().args(args).output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(2),
        "expected exit 2 for {args:?}"
    );
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn stale_override_key_is_an_error_naming_file_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let overrides = dir.path().join("o.yaml");
    std::fs::write(&overrides, "tools:\n  noSuchOperation: {read_only: true}\n").unwrap();
    let out = dir.path().join("out");
    let spec = common::fixture("petstore.yaml");
    let stderr = run_failing(&[
        "generate",
        spec.to_str().unwrap(),
        "--overrides",
        overrides.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        stderr.contains(
            "o.yaml at #/tools/noSuchOperation: override `noSuchOperation` matches no operation"
        ),
        "{stderr}"
    );
    assert!(!out.exists(), "nothing may be written on error");
}

#[test]
fn unknown_override_field_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let overrides = dir.path().join("o.yaml");
    std::fs::write(&overrides, "tools:\n  listPets: {readonly: true}\n").unwrap();
    let spec = common::fixture("petstore.yaml");
    let stderr = run_failing(&[
        "generate",
        spec.to_str().unwrap(),
        "--overrides",
        overrides.to_str().unwrap(),
        "--out",
        dir.path().join("out").to_str().unwrap(),
    ]);
    assert!(stderr.contains("#/tools/listPets"), "{stderr}");
    assert!(stderr.contains("unknown field `readonly`"), "{stderr}");
}

#[test]
fn unsupported_version_and_dangling_ref_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("api.yaml");
    std::fs::write(
        &spec,
        "openapi: 4.0.0\ninfo: {title: t, version: '1'}\npaths: {}\n",
    )
    .unwrap();
    let out = dir.path().join("out");
    let stderr = run_failing(&[
        "generate",
        spec.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        stderr.contains("OpenAPI 4.0.0 is not supported"),
        "{stderr}"
    );

    std::fs::write(
        &spec,
        "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: '#/components/parameters/Missing'\n      responses: {'200': {description: ok}}\n",
    )
    .unwrap();
    let stderr = run_failing(&[
        "generate",
        spec.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(stderr.contains("#/paths/~1a/get/parameters/0"), "{stderr}");
    assert!(
        stderr.contains("`$ref: #/components/parameters/Missing` points nowhere"),
        "{stderr}"
    );
}

#[test]
fn path_template_mismatch_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("api.yaml");
    std::fs::write(
        &spec,
        "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/{id}:\n    get:\n      responses: {'200': {description: ok}}\n",
    )
    .unwrap();
    let stderr = run_failing(&[
        "generate",
        spec.to_str().unwrap(),
        "--out",
        dir.path().join("o").to_str().unwrap(),
    ]);
    assert!(
        stderr.contains("uses `{id}` but no path parameter `id` is declared"),
        "{stderr}"
    );
}

#[test]
fn help_lists_the_generate_options() {
    let output = common::generator()
        .args(["generate", "--help"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for flag in ["--overrides", "--out", "--name", "<SPEC>"] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
}
