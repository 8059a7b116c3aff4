//! Output safety: a failed regeneration leaves the previous output byte-identical (whatever
//! failed: the spec, the overrides file, a hand-edited file, a path that cannot be read), and
//! nothing is written outside `--out`, not even through a symbolic link inside it.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every file under `dir` (relative path → bytes; a link → where it points), and every folder
/// (→ `None`).
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let rel = path.strip_prefix(dir).unwrap().to_path_buf();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                out.insert(rel, None);
                todo.push(path);
            } else if meta.file_type().is_symlink() {
                let target = std::fs::read_link(&path).unwrap();
                let bytes = format!("symbolic link to {}", target.display()).into_bytes();
                out.insert(rel, Some(bytes));
            } else {
                out.insert(rel, Some(std::fs::read(&path).unwrap()));
            }
        }
    }
    out
}

fn generate(spec: &str, overrides: Option<&str>, out: &Path) -> common::Run {
    let out = out.to_str().unwrap();
    let mut args = vec!["generate", spec, "--out", out];
    if let Some(o) = overrides {
        args.extend(["--overrides", o]);
    }
    common::run(&args)
}

/// A folder generated from `fixtures/v1.yaml`, to regenerate from something else.
fn previous_output() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("server");
    let run = generate("fixtures/v1.yaml", None, &out);
    assert_eq!(run.code, 0, "{}", run.stderr);
    (dir, out)
}

fn fails_and_leaves_it_alone(out: &Path, spec: &str, overrides: Option<&str>) -> String {
    let before = snapshot(out);
    let run = generate(spec, overrides, out);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert_eq!(
        snapshot(out),
        before,
        "the previous output must stay byte-identical"
    );
    run.stderr
}

#[test]
fn failed_regeneration_leaves_previous_output_byte_identical() {
    let (_dir, out) = previous_output();
    // A broken spec.
    fails_and_leaves_it_alone(&out, "fixtures/broken/wrong-types.yaml", None);
    fails_and_leaves_it_alone(&out, "fixtures/broken/invalid-yaml.yaml", None);
    // A valid spec with a broken overrides file.
    fails_and_leaves_it_alone(
        &out,
        "fixtures/v2.yaml",
        Some("fixtures/broken/invalid.overrides.yaml"),
    );
    // A valid change, but a generated file was edited by hand: refused as a whole.
    let readme = out.join("README.md");
    let mut edited = std::fs::read(&readme).unwrap();
    edited.extend_from_slice(b"\nmy notes\n");
    std::fs::write(&readme, &edited).unwrap();
    let stderr = fails_and_leaves_it_alone(&out, "fixtures/v2.yaml", None);
    assert!(stderr.contains("README.md"), "{stderr}");
    // A valid change, but a file it must replace cannot be read (a folder is in its way).
    let (_dir, out) = previous_output();
    std::fs::create_dir_all(out.join("src/tools/tag_item.rs")).unwrap();
    fails_and_leaves_it_alone(&out, "fixtures/v2.yaml", None);
    // Once the obstacle is gone the same regeneration goes through.
    std::fs::remove_dir(out.join("src/tools/tag_item.rs")).unwrap();
    let run = generate("fixtures/v2.yaml", None, &out);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(out.join("src/tools/tag_item.rs").is_file());
    // No temporary files are left behind.
    for path in snapshot(&out).keys() {
        assert!(
            !path.to_string_lossy().contains(".openapi-mcp-"),
            "{}",
            path.display()
        );
    }
}

#[cfg(unix)]
#[test]
fn nothing_is_written_through_a_symlink_out_of_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let out = dir.path().join("server");
    std::fs::create_dir_all(&out).unwrap();
    std::os::unix::fs::symlink(&elsewhere, out.join("src")).unwrap();
    let run = generate("fixtures/v1.yaml", None, &out);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("server/src: is a symbolic link"),
        "{}",
        run.stderr
    );
    assert!(
        std::fs::read_dir(&elsewhere).unwrap().next().is_none(),
        "nothing may appear outside --out"
    );
    assert!(
        !out.join("Cargo.toml").exists(),
        "and nothing inside either"
    );
}

/// Symbolic links planted where the generator writes or reads are never followed.
#[cfg(unix)]
mod links {
    use super::*;

    /// A file outside `--out`, and its bytes.
    fn victim(dir: &Path) -> (PathBuf, Vec<u8>) {
        let path = dir.join("victim.txt");
        let bytes = b"TOP_SECRET=abc123\n".to_vec();
        std::fs::write(&path, &bytes).unwrap();
        (path, bytes)
    }

    fn link(target: &Path, at: &Path) {
        std::os::unix::fs::symlink(target, at).unwrap();
    }

    /// Temporary names once were `.<file>.openapi-mcp-<pid>.tmp`, written with a call that
    /// follows links: links planted at the next few thousand process ids had the README
    /// written to the victim, and README.md become a link.
    #[test]
    fn links_planted_at_temporary_names_are_never_written_through() {
        let (dir, out) = previous_output();
        let (victim, before) = victim(dir.path());
        let last_pid: u32 = std::fs::read_to_string("/proc/sys/kernel/ns_last_pid")
            .ok()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or_else(std::process::id);
        let planted: Vec<PathBuf> = (last_pid..last_pid + 3000)
            .map(|pid| out.join(format!(".README.md.openapi-mcp-{pid}.tmp")))
            .collect();
        for at in &planted {
            link(&victim, at);
        }
        let run = generate("fixtures/v2.yaml", None, &out);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(std::fs::read(&victim).unwrap(), before);
        let readme = std::fs::symlink_metadata(out.join("README.md")).unwrap();
        assert!(readme.is_file(), "README.md must be a regular file");
        for at in &planted {
            assert_eq!(std::fs::read_link(at).unwrap(), victim);
        }
    }

    /// A generated file, or a folder of them, replaced by a link to a file outside `--out`:
    /// `--check` does not print its content and `generate` does not replace it; both name it.
    #[test]
    fn generated_files_that_are_links_are_errors_not_followed() {
        let (dir, out) = previous_output();
        let (victim, before) = victim(dir.path());
        std::fs::remove_file(out.join("README.md")).unwrap();
        link(&victim, &out.join("README.md"));
        // And a folder of generated files, moved elsewhere and linked.
        let elsewhere = dir.path().join("tools");
        std::fs::rename(out.join("src/tools"), &elsewhere).unwrap();
        std::fs::write(elsewhere.join("get_item.rs"), &before).unwrap();
        link(&elsewhere, &out.join("src/tools"));
        let snapshot_before = snapshot(&out);
        for check in [true, false] {
            let out_arg = out.to_str().unwrap();
            let mut args = vec!["generate", "fixtures/v2.yaml", "--out", out_arg];
            if check {
                args.push("--check");
            }
            let run = common::run(&args);
            assert_eq!(run.code, 2, "check: {check}: {}", run.stderr);
            assert!(
                run.stderr.contains(
                    "README.md: is a symbolic link; generated files must be regular files"
                ),
                "{}",
                run.stderr
            );
            assert!(
                !run.stdout.contains("TOP_SECRET") && !run.stderr.contains("TOP_SECRET"),
                "check: {check}: printed the victim"
            );
            assert_eq!(snapshot(&out), snapshot_before, "check: {check}");
            assert_eq!(std::fs::read(&victim).unwrap(), before);
        }
        std::fs::remove_file(out.join("README.md")).unwrap();
        let run = common::run(&[
            "generate",
            "fixtures/v2.yaml",
            "--out",
            out.to_str().unwrap(),
            "--check",
        ]);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr.contains(
                "src/tools: is a symbolic link; the folders of generated files must be regular folders"
            ),
            "{}",
            run.stderr
        );
        assert!(!run.stdout.contains("TOP_SECRET"), "printed the victim");
    }

    /// `src/hooks.rs` is the user's: a link there is theirs to make, and stays (its target
    /// untouched) while the generated files around it are regenerated.
    #[test]
    fn a_hooks_file_that_is_a_link_is_left_alone() {
        let (dir, out) = previous_output();
        let (victim, before) = victim(dir.path());
        std::fs::remove_file(out.join("src/hooks.rs")).unwrap();
        link(&victim, &out.join("src/hooks.rs"));
        let run = generate("fixtures/v2.yaml", None, &out);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(
            std::fs::read_link(out.join("src/hooks.rs")).unwrap(),
            victim
        );
        assert_eq!(std::fs::read(&victim).unwrap(), before);
    }
}
