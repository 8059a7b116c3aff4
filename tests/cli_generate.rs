//! `openapi-mcp generate` and `--check` on the command line: exit codes, error messages and
//! byte-identical output, regeneration over a previous crate (hand edits, stale and foreign
//! files, the hooks file), the panic hook, and `--allow-refs-outside` on every command that
//! reads a spec.

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
            "o.yaml:2:20 at #/tools/noSuchOperation: override `noSuchOperation` matches no operation"
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
        "--strict",
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
        "--strict",
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
        "--strict",
    ]);
    assert!(
        stderr.contains("uses `{id}` but no path parameter `id` is declared"),
        "{stderr}"
    );
}

#[test]
fn help_of_every_command_is_as_reviewed() {
    // The whole help, not only flag names: a flag whose text goes stale, or one that vanishes,
    // shows in the snapshot diff.
    for args in [
        &[][..],
        &["generate"][..],
        &["plan"][..],
        &["diff"][..],
        &["overrides"][..],
        &["overrides", "init"][..],
        &["overrides", "schema"][..],
        &["policy"][..],
        &["serve"][..],
    ] {
        let output = common::generator()
            .args(args)
            .arg("--help")
            .env("COLUMNS", "100")
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}");
        let help = String::from_utf8(output.stdout).unwrap();
        let name = if args.is_empty() {
            "help".to_string()
        } else {
            format!("help_{}", args.join("_"))
        };
        insta::assert_snapshot!(name, help);
    }
}

// ---- generate: writing only what changed, the manifest, --check, hand-edit protection ----

/// Runs `openapi-mcp generate <fixture> --out server [extra...]` inside `dir`.
fn generate_in(dir: &Path, fixture: &str, extra: &[&str]) -> common::Run {
    let output = common::generator()
        .current_dir(dir)
        .arg("generate")
        .arg(common::fixture(fixture))
        .args(["--out", "server"])
        .args(extra)
        .output()
        .unwrap();
    output.into()
}

fn ok(run: common::Run) -> common::Run {
    assert_eq!(
        run.code, 0,
        "stdout:\n{}\nstderr:\n{}",
        run.stdout, run.stderr
    );
    run
}

/// The unified diff of one file out of `generate --check` output.
fn file_diff<'a>(stdout: &'a str, label: &str) -> &'a str {
    let start = stdout
        .find(&format!("--- a/{label}\n"))
        .or_else(|| stdout.find(&format!("--- /dev/null\n+++ b/{label}\n")))
        .unwrap_or_else(|| panic!("no diff for {label} in:\n{stdout}"));
    let rest = &stdout[start..];
    let end = rest[4..].find("\n--- ").map_or(rest.len(), |i| i + 5);
    &rest[..end]
}

#[test]
fn check_exits_0_when_up_to_date_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let before = read_tree(&dir.path().join("server"));
    let run = ok(generate_in(dir.path(), "v1.yaml", &["--check"]));
    assert_eq!(run.stdout, "");
    assert!(
        run.stderr.contains("server is up to date"),
        "{}",
        run.stderr
    );
    assert_eq!(read_tree(&dir.path().join("server")), before);
}

#[test]
fn check_exits_1_with_a_unified_diff_when_stale() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let before = read_tree(&dir.path().join("server"));
    let run = generate_in(dir.path(), "v2.yaml", &["--check"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(
        read_tree(&dir.path().join("server")),
        before,
        "--check writes nothing"
    );
    assert_eq!(
        file_diff(&run.stdout, "server/src/tools/mod.rs"),
        "--- a/server/src/tools/mod.rs
+++ b/server/src/tools/mod.rs
@@ -19,6 +19,7 @@
     get_stats,
     list_items,
     remove_item,
+    tag_item,
 }
 
 pub static API: Api = Api {
"
    );
    assert_eq!(
        file_diff(&run.stdout, "server/README.md"),
        "--- a/server/README.md
+++ b/server/README.md
@@ -137,7 +137,8 @@
 | `get_item` | GET | `/items/{id}` | yes | no | yes | no | `mcp:read` | auto-run | notify |
 | `get_stats` | GET | `/stats` | yes | no | yes | no | `mcp:read` | auto-run | notify |
 | `list_items` | GET | `/items` | yes | no | yes | no | `mcp:read` | auto-run | notify |
-| `remove_item` | POST | `/items/{id}/remove` | no | no | no | no | `mcp:write` | confirm | confirm |
+| `remove_item` | DELETE | `/items/{id}` | no | yes | yes | no | `mcp:destructive` | confirm | deny |
+| `tag_item` | POST | `/items/{id}/tags` | no | no | no | no | `mcp:write` | confirm | confirm |
 
 ## Layout
 
"
    );
    assert!(
        file_diff(&run.stdout, "server/src/tools/tag_item.rs")
            .starts_with("--- /dev/null\n+++ b/server/src/tools/tag_item.rs\n@@ -0,0 +1,"),
        "{}",
        run.stdout
    );
    assert!(
        run.stderr
            .contains("server is stale: 1 added, 4 changed, 0 removed"),
        "{}",
        run.stderr
    );
}

#[test]
fn check_list_prints_added_changed_and_removed_file_names() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    // Back to v1: tag_item.rs is no longer generated.
    let run = generate_in(dir.path(), "v1.yaml", &["--check", "--list"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "server/README.md\nserver/src/tools/mod.rs\nserver/src/tools/remove_item.rs\nserver/src/tools/tag_item.rs\nserver/.openapi-mcp/manifest.json\n"
    );
    let run = generate_in(dir.path(), "v1.yaml", &["--check"]);
    assert!(
        file_diff(&run.stdout, "server/src/tools/tag_item.rs").contains("\n+++ /dev/null\n"),
        "{}",
        run.stdout
    );
    // A missing folder is stale too: everything would be added.
    let run = common::run(&[
        "generate",
        "fixtures/v1.yaml",
        "--out",
        dir.path().join("nowhere").to_str().unwrap(),
        "--check",
        "--list",
    ]);
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.contains("src/tools/get_item.rs\n"),
        "{}",
        run.stdout
    );
    assert!(!dir.path().join("nowhere").exists());
}

#[test]
fn check_exits_2_on_errors() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let spec = dir.path().join("broken.yaml");
    std::fs::write(
        &spec,
        "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: [\n",
    )
    .unwrap();
    let output = common::generator()
        .current_dir(dir.path())
        .args(["generate", "broken.yaml", "--out", "server", "--check"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("broken.yaml"), "{stderr}");
    // --list without --check and --force with --check are usage errors (exit 2 too).
    assert_eq!(generate_in(dir.path(), "v1.yaml", &["--list"]).code, 2);
    assert_eq!(
        generate_in(dir.path(), "v1.yaml", &["--check", "--force"]).code,
        2
    );
    // An unreadable manifest is an error, not a reason to overwrite.
    std::fs::write(
        dir.path().join("server/.openapi-mcp/manifest.json"),
        "{\"files\": {\"../../x\": \"00\"}, \"generator\": \"openapi-mcp\", \"generator_version\": \"0\"}",
    )
    .unwrap();
    let run = generate_in(dir.path(), "v1.yaml", &["--check"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("unreadable manifest"), "{}", run.stderr);
}

/// `text` with the blocks that start at lines indented by `indent` spaces and `/` or a letter
/// (paths under `paths:`, methods under a path) in reverse order, from the first such line on.
fn reverse_blocks(text: &str, indent: usize) -> String {
    let is_start = |line: &str| {
        line.len() > indent
            && line[..indent].bytes().all(|b| b == b' ')
            && line[indent..].starts_with(|c: char| c == '/' || c.is_ascii_alphabetic())
    };
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.iter().position(|l| is_start(l)).expect("a block");
    let mut blocks: Vec<Vec<&str>> = Vec::new();
    for line in &lines[first..] {
        if is_start(line) || blocks.is_empty() {
            blocks.push(Vec::new());
        }
        blocks.last_mut().expect("a block").push(line);
    }
    let mut out: Vec<&str> = lines[..first].to_vec();
    out.extend(blocks.into_iter().rev().flatten());
    out.join("\n") + "\n"
}

/// The crate records nothing of the inputs' bytes: a document that only moved its operations
/// around and gained comments, with an overrides file that only gained a comment, generates the
/// same crate.
#[test]
fn check_ignores_operation_order_and_comments() {
    let dir = tempfile::tempdir().unwrap();
    let original = std::fs::read_to_string(common::fixture("v1.yaml")).unwrap();
    let (head, paths) = original.split_once("paths:\n").unwrap();
    // Paths in reverse order, and `post` before `get` under `/items`.
    let items = paths.find("  /items:\n").unwrap();
    let items_end = paths.find("  /items/{id}:\n").unwrap();
    let swapped = format!(
        "{}  /items:\n{}{}",
        &paths[..items],
        reverse_blocks(&paths[items + "  /items:\n".len()..items_end], 4),
        &paths[items_end..]
    );
    let reordered = format!(
        "{head}# Reordered, with comments: nothing the tools depend on.\npaths:\n{}",
        reverse_blocks(&swapped, 2).replace(
            "operationId: getStats\n",
            "operationId: getStats   # counts only\n"
        )
    );
    assert_ne!(reordered, original);
    assert!(reordered.find("/stats:").unwrap() < reordered.find("/items:").unwrap());
    let spec = dir.path().join("reordered.yaml");
    std::fs::write(&spec, &reordered).unwrap();
    let overrides = dir.path().join("o.yaml");
    std::fs::write(&overrides, "tools:\n  getStats: {open_world: true}\n").unwrap();
    let generate = |spec: &Path, extra: &[&str]| {
        let output = common::generator()
            .current_dir(dir.path())
            .arg("generate")
            .arg(spec)
            .arg("--overrides")
            .arg(&overrides)
            .args(["--out", "server"])
            .args(extra)
            .output()
            .unwrap();
        output.into()
    };
    ok(generate(&common::fixture("v1.yaml"), &[]));
    std::fs::write(
        &overrides,
        "# Reviewed.\ntools:\n  getStats: {open_world: true}   # it calls out\n",
    )
    .unwrap();
    let run = ok(generate(&spec, &["--check"]));
    assert_eq!(run.stdout, "");
}

/// The golden test: v2 adds one operation (`tagItem`) and turns one POST (`removeItem`) into a
/// DELETE; regenerating v2 over v1's output changes exactly these files.
#[test]
fn regenerating_v2_over_v1_changes_exactly_the_expected_files() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let server = dir.path().join("server");
    let before: std::collections::BTreeMap<_, _> = read_tree(&server).into_iter().collect();
    let run = ok(generate_in(dir.path(), "v2.yaml", &[]));
    assert!(
        run.stderr
            .contains("server: 1 added, 4 changed, 0 removed, 62 unchanged"),
        "{}",
        run.stderr
    );
    let after: std::collections::BTreeMap<_, _> = read_tree(&server).into_iter().collect();
    let mut changed: Vec<&str> = after
        .iter()
        .filter(|(p, c)| before.get(*p) != Some(c))
        .map(|(p, _)| p.as_str())
        .collect();
    changed.extend(
        before
            .keys()
            .filter(|p| !after.contains_key(*p))
            .map(String::as_str),
    );
    changed.sort();
    assert_eq!(
        changed,
        [
            ".openapi-mcp/manifest.json",
            "README.md",
            "src/tools/mod.rs",
            "src/tools/remove_item.rs",
            "src/tools/tag_item.rs",
        ]
    );
    // And the result is exactly a fresh generation of v2.
    let fresh = tempfile::tempdir().unwrap();
    ok(generate_in(fresh.path(), "v2.yaml", &[]));
    assert_eq!(read_tree(&fresh.path().join("server")), read_tree(&server));
}

#[test]
fn unchanged_files_keep_their_timestamps() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let server = dir.path().join("server");
    let past = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000_000);
    for (rel, _) in read_tree(&server) {
        let f = std::fs::File::options()
            .write(true)
            .open(server.join(&rel))
            .unwrap();
        f.set_modified(past).unwrap();
    }
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    let touched: Vec<String> = read_tree(&server)
        .into_iter()
        .map(|(rel, _)| rel)
        .filter(|rel| {
            std::fs::metadata(server.join(rel))
                .unwrap()
                .modified()
                .unwrap()
                != past
        })
        .collect();
    assert_eq!(
        touched,
        [
            ".openapi-mcp/manifest.json",
            "README.md",
            "src/tools/mod.rs",
            "src/tools/remove_item.rs",
            "src/tools/tag_item.rs",
        ]
    );
}

#[test]
fn stale_generated_files_are_removed_and_foreign_files_kept() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    let server = dir.path().join("server");
    std::fs::write(server.join("src/tools/notes.txt"), "mine\n").unwrap();
    std::fs::write(server.join("src/extra.rs"), "// mine\n").unwrap();
    let run = ok(generate_in(dir.path(), "v1.yaml", &[]));
    assert!(run.stderr.contains("1 removed"), "{}", run.stderr);
    assert!(!server.join("src/tools/tag_item.rs").exists());
    assert_eq!(
        std::fs::read_to_string(server.join("src/tools/notes.txt")).unwrap(),
        "mine\n"
    );
    assert!(server.join("src/extra.rs").exists());
    let manifest = std::fs::read_to_string(server.join(".openapi-mcp/manifest.json")).unwrap();
    assert!(!manifest.contains("tag_item"), "{manifest}");
    assert!(!manifest.contains("\"src/hooks.rs\""), "{manifest}");
    assert!(!manifest.contains("notes.txt"), "{manifest}");
    // Same as a fresh generation of v1, apart from the user's own files.
    let fresh = tempfile::tempdir().unwrap();
    ok(generate_in(fresh.path(), "v1.yaml", &[]));
    let mut ours = read_tree(&server);
    ours.retain(|(p, _)| p != "src/tools/notes.txt" && p != "src/extra.rs");
    assert_eq!(read_tree(&fresh.path().join("server")), ours);
}

#[test]
fn hand_edits_stop_generation_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let server = dir.path().join("server");
    let edited = server.join("src/tools/get_item.rs");
    let mut text = std::fs::read_to_string(&edited).unwrap();
    text.push_str("// my fix\n");
    std::fs::write(&edited, &text).unwrap();
    let before = read_tree(&server);

    let run = generate_in(dir.path(), "v2.yaml", &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "error[E0303]: server/src/tools/get_item.rs: generated file was edited by hand"
        ),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("--force"), "{}", run.stderr);
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert_eq!(read_tree(&server), before, "a refused run writes nothing");

    // --check reports it as stale, with a note.
    let run = generate_in(dir.path(), "v2.yaml", &["--check"]);
    assert_eq!(run.code, 1);
    assert!(file_diff(&run.stdout, "server/src/tools/get_item.rs").contains("-// my fix\n"));
    assert!(run.stderr.contains("edited by hand"), "{}", run.stderr);

    let run = ok(generate_in(dir.path(), "v2.yaml", &["--force"]));
    assert!(
        run.stderr.contains("overwrote a hand edit"),
        "{}",
        run.stderr
    );
    assert!(!std::fs::read_to_string(&edited).unwrap().contains("my fix"));
    ok(generate_in(dir.path(), "v2.yaml", &["--check"]));
}

#[test]
fn hand_edited_stale_files_are_not_deleted_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    let stale = dir.path().join("server/src/tools/tag_item.rs");
    std::fs::write(&stale, "// rewritten by hand\n").unwrap();
    let run = generate_in(dir.path(), "v1.yaml", &[]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("server/src/tools/tag_item.rs: generated file was edited by hand, and is no longer generated"),
        "{}",
        run.stderr
    );
    assert!(stale.exists());
    ok(generate_in(dir.path(), "v1.yaml", &["--force"]));
    assert!(!stale.exists());
}

#[test]
fn a_file_in_the_way_that_we_did_not_write_is_a_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let server = dir.path().join("server");
    std::fs::create_dir_all(server.join("src")).unwrap();
    std::fs::write(server.join("src/main.rs"), "fn main() {}\n").unwrap();
    let run = generate_in(dir.path(), "v1.yaml", &[]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("server/src/main.rs: file was not written by openapi-mcp"),
        "{}",
        run.stderr
    );
    assert!(!server.join("Cargo.toml").exists(), "nothing was written");
}

#[test]
fn hooks_file_is_preserved_across_regeneration() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let hooks = dir.path().join("server/src/hooks.rs");
    let main = std::fs::read_to_string(dir.path().join("server/src/main.rs")).unwrap();
    assert!(
        main.contains("hooks::UserHooks"),
        "the generated code calls the hooks"
    );
    std::fs::write(&hooks, "// my hooks\n").unwrap();
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    ok(generate_in(dir.path(), "v2.yaml", &["--force"]));
    assert_eq!(std::fs::read_to_string(&hooks).unwrap(), "// my hooks\n");
    // An edited hooks file never makes the crate stale.
    ok(generate_in(dir.path(), "v2.yaml", &["--check"]));
    // A deleted one is created again.
    std::fs::remove_file(&hooks).unwrap();
    let run = generate_in(dir.path(), "v2.yaml", &["--check", "--list"]);
    assert_eq!(run.stdout, "server/src/hooks.rs\n");
    ok(generate_in(dir.path(), "v2.yaml", &[]));
    assert!(
        std::fs::read_to_string(&hooks)
            .unwrap()
            .contains("impl Hooks for UserHooks")
    );
}

#[test]
fn a_crate_generated_before_the_manifest_existed_is_updated_in_place() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(dir.path(), "v1.yaml", &[]));
    let server = dir.path().join("server");
    std::fs::remove_dir_all(server.join(".openapi-mcp")).unwrap();
    // Every generated file carries the @generated marker, so they are recognised as ours.
    let run = ok(generate_in(dir.path(), "v2.yaml", &[]));
    assert!(run.stderr.contains("server: 2 added"), "{}", run.stderr);
}

/// Every file openapi-mcp owns says so in its first line (tools and reviewers skip `@generated`
/// files), except the two that cannot: `src/hooks.rs` is the user's, and the manifest is JSON,
/// which has no comments. The write stage also relies on the mark: it tells an earlier
/// generator's file from one someone else put there.
#[test]
fn every_generated_file_starts_with_an_at_generated_line() {
    let dir = tempfile::tempdir().unwrap();
    ok(generate_in(
        dir.path(),
        "petstore.yaml",
        &[
            "--overrides",
            common::fixture("petstore.overrides.yaml").to_str().unwrap(),
        ],
    ));
    let tree = read_tree(&dir.path().join("server"));
    let exceptions = ["src/hooks.rs", ".openapi-mcp/manifest.json"];
    for exception in exceptions {
        assert!(
            tree.iter().any(|(p, _)| p == exception),
            "{exception} is written"
        );
    }
    let mut checked = 0;
    for (path, bytes) in &tree {
        if exceptions.contains(&path.as_str()) {
            continue;
        }
        let first = String::from_utf8_lossy(bytes.split(|b| *b == b'\n').next().unwrap());
        assert!(first.contains("@generated"), "{path} starts with {first:?}");
        checked += 1;
    }
    assert!(checked > 20, "{checked} files");
    assert!(tree.iter().any(|(p, _)| p == ".gitignore"));
}

/// A bug (a panic) exits 2, the documented error code, with a one-line report naming where it
/// happened; never Rust's 101 and its backtrace notice. The binary panics on purpose when
/// `OPENAPI_MCP_TEST_PANIC` is set, in debug builds only.
#[test]
fn a_panic_exits_2_with_a_short_internal_error() {
    if !cfg!(debug_assertions) {
        return;
    }
    let output = common::generator()
        .args(["overrides", "schema"])
        .env("OPENAPI_MCP_TEST_PANIC", "1")
        .env_remove("RUST_BACKTRACE")
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert!(
        stderr.starts_with(
            "internal error (a bug in openapi-mcp): OPENAPI_MCP_TEST_PANIC is set at src/cli/mod.rs:"
        ),
        "{stderr}"
    );
    assert!(
        stderr.trim_end().ends_with("; please report it"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

// ---- --allow-refs-outside on every command that reads a spec ----

/// A temp folder with `shared/{listThings,makeThing}.yaml` (path items) and specs in `old/`
/// and `new/` whose `$ref`s reach into `shared/`, outside their own folders: the old spec has
/// one operation, the new one both.
fn specs_with_outside_refs() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for sub in ["shared", "old", "new"] {
        std::fs::create_dir_all(root.join(sub)).unwrap();
    }
    std::fs::write(
        root.join("shared/listThings.yaml"),
        "get: {operationId: listThings, responses: {'200': {description: ok}}}\n",
    )
    .unwrap();
    std::fs::write(
        root.join("shared/makeThing.yaml"),
        "post: {operationId: makeThing, responses: {'200': {description: ok}}}\n",
    )
    .unwrap();
    let head = "openapi: 3.0.3\ninfo: {title: Outside, version: '1'}\npaths:\n";
    let list = "  /things:\n    $ref: '../shared/listThings.yaml'\n";
    let make = "  /make:\n    $ref: '../shared/makeThing.yaml'\n";
    let old = root.join("old/api.yaml");
    let new = root.join("new/api.yaml");
    std::fs::write(&old, format!("{head}{list}")).unwrap();
    std::fs::write(&new, format!("{head}{list}{make}")).unwrap();
    (dir, old, new)
}

#[test]
fn diff_takes_allow_refs_outside_for_both_specs() {
    let (_dir, old, new) = specs_with_outside_refs();
    let diff = |extra: &[&str]| -> common::Run {
        common::generator()
            .arg("diff")
            .args([&old, &new])
            .args(extra)
            .output()
            .unwrap()
            .into()
    };
    let refused = diff(&[]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert_eq!(
        refused
            .stderr
            .matches("resolves outside the spec's folder")
            .count(),
        3,
        "both specs' refs are refused:\n{}",
        refused.stderr
    );
    assert!(
        refused.stderr.contains("--allow-refs-outside"),
        "{}",
        refused.stderr
    );
    let allowed = ok(diff(&["--allow-refs-outside"]));
    assert!(allowed.stdout.contains("make_thing"), "{}", allowed.stdout);
    assert!(
        !allowed.stdout.contains("list_things"),
        "unchanged: {}",
        allowed.stdout
    );
}

#[test]
fn overrides_init_takes_allow_refs_outside() {
    let (_dir, _old, new) = specs_with_outside_refs();
    let init = |extra: &[&str]| -> common::Run {
        common::generator()
            .args(["overrides", "init"])
            .arg(&new)
            .args(extra)
            .output()
            .unwrap()
            .into()
    };
    let refused = init(&[]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused
            .stderr
            .contains("resolves outside the spec's folder")
            && refused.stderr.contains("--allow-refs-outside"),
        "{}",
        refused.stderr
    );
    for extra in [
        &["--allow-refs-outside"][..],
        &["--allow-refs-outside", "--suggest"],
    ] {
        let allowed = ok(init(extra));
        if extra.len() == 1 {
            assert!(
                allowed.stdout.contains("listThings") && allowed.stdout.contains("makeThing"),
                "{}",
                allowed.stdout
            );
        }
    }
}
