//! The `Cargo.lock` a generated crate gets: exactly what cargo would write (so `--locked`
//! builds take it), with the versions and checksums of this repository's Cargo.lock (what the
//! runtime's tests ran with), written once and then left to the user.

mod common;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// `(name, version, checksum)` of every registry package of a lock file.
fn pinned(lock: &str) -> BTreeSet<(String, String, String)> {
    let mut out = BTreeSet::new();
    for entry in lock.split("\n[[package]]\n").skip(1) {
        let field = |key: &str| {
            entry
                .lines()
                .find_map(|l| l.strip_prefix(&format!("{key} = \""))?.strip_suffix('"'))
                .map(str::to_string)
        };
        if let (Some(n), Some(v), Some(c)) = (field("name"), field("version"), field("checksum")) {
            out.insert((n, v, c));
        }
    }
    out
}

#[test]
fn the_template_is_the_runtimes_part_of_the_repositorys_lock() {
    let template = std::fs::read_to_string(common::root().join("templates/crate.lock")).unwrap();
    let repo = std::fs::read_to_string(common::root().join("Cargo.lock")).unwrap();
    let ours = pinned(&template);
    assert!(ours.len() > 100, "{} packages", ours.len());
    let theirs = pinned(&repo);
    let stray: Vec<_> = ours.difference(&theirs).collect();
    assert!(
        stray.is_empty(),
        "templates/crate.lock pins what Cargo.lock does not (run `python3 tools/crate-lock.py`): {stray:?}"
    );
    // And it is what cargo makes of Cargo.lock for a crate that depends on the runtime: no
    // package missing, none left over.
    let check = Command::new("python3")
        .arg(common::root().join("tools/crate-lock.py"))
        .arg("--check")
        .output()
        .expect("run python3 tools/crate-lock.py --check");
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

fn metadata_locked(dir: &Path) -> std::process::Output {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args([
            "metadata",
            "--locked",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(dir.join("Cargo.toml"))
        .output()
        .expect("run cargo metadata")
}

#[test]
fn a_generated_crate_is_locked_once_and_then_its_lock_is_the_users() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("api");
    common::generate("petstore.yaml", None, &out);
    let lock_path = out.join("Cargo.lock");
    let lock = std::fs::read_to_string(&lock_path).unwrap();
    // Cargo accepts it as written: `--locked` refuses any lock it would change.
    let meta = metadata_locked(&out);
    assert!(
        meta.status.success(),
        "{}",
        String::from_utf8_lossy(&meta.stderr)
    );
    let repo = std::fs::read_to_string(common::root().join("Cargo.lock")).unwrap();
    assert!(pinned(&lock).is_subset(&pinned(&repo)));
    // The manifest does not list it: it is not the generator's to check or remove.
    let manifest = std::fs::read_to_string(out.join(".openapi-mcp/manifest.json")).unwrap();
    assert!(!manifest.contains("Cargo.lock"), "{manifest}");

    // The user moves a version (as `cargo update` would): regeneration and `--check` leave it.
    let moved = lock.replacen(
        "# It is not intended",
        "# Moved by hand.\n# It is not intended",
        1,
    );
    std::fs::write(&lock_path, &moved).unwrap();
    common::generate("petstore.yaml", None, &out);
    assert_eq!(std::fs::read_to_string(&lock_path).unwrap(), moved);
    let check = common::generator()
        .arg("generate")
        .arg(common::fixture("petstore.yaml"))
        .arg("--out")
        .arg(&out)
        .arg("--check")
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    // Deleted, it is written again, as on the first run.
    std::fs::remove_file(&lock_path).unwrap();
    common::generate("petstore.yaml", None, &out);
    assert_eq!(std::fs::read_to_string(&lock_path).unwrap(), lock);
}
