//! The CI recipes in `examples/ci/` cannot rot: every `openapi-mcp` command of their run steps
//! is run here with fixtures in place of the placeholders (`SPEC`, `OVERRIDES`, `CRATE_DIR`,
//! and the `base.yaml` the recipe takes from the base branch), once for a clean change (every
//! command exits 0) and once for a failing one (each check exits 1, the reports still 0).

mod common;

use std::path::{Path, PathBuf};

use common::{fixture, generator};

/// Flags that make a command exit 1 on a finding.
const FAIL_FLAGS: &[&str] = &[
    "--check",
    "--deny-warnings",
    "--fail-on-risk",
    "--fail-on-breaking",
];

/// The `openapi-mcp` command lines of the recipe's run steps (GitHub: `steps[].run`; GitLab:
/// `script`, `before_script`, `after_script`), in order, with `\`-continued lines joined.
fn commands(recipe: &str) -> Vec<String> {
    let text = std::fs::read_to_string(common::root().join("examples/ci").join(recipe)).unwrap();
    let doc: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    let mut scripts = Vec::new();
    fn walk(v: &serde_yaml::Value, out: &mut Vec<String>) {
        match v {
            serde_yaml::Value::Mapping(m) => {
                for (k, v) in m {
                    let key = k.as_str().unwrap_or_default();
                    match (key, v) {
                        ("run", serde_yaml::Value::String(s)) => out.push(s.clone()),
                        (
                            "script" | "before_script" | "after_script",
                            serde_yaml::Value::Sequence(items),
                        ) => {
                            out.extend(items.iter().filter_map(|i| i.as_str().map(str::to_string)))
                        }
                        _ => walk(v, out),
                    }
                }
            }
            serde_yaml::Value::Sequence(items) => items.iter().for_each(|i| walk(i, out)),
            _ => {}
        }
    }
    walk(&doc, &mut scripts);
    scripts
        .iter()
        .flat_map(|s| {
            s.replace("\\\n", " ")
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with("openapi-mcp "))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Where the placeholders point in one scenario.
struct Project {
    dir: tempfile::TempDir,
    spec: PathBuf,
    overrides: PathBuf,
}

/// A project whose change is clean: the crate is up to date, the plan has no warning, and the
/// base spec is the same API.
fn clean() -> Project {
    let dir = tempfile::tempdir().unwrap();
    let overrides = dir.path().join("overrides.yaml");
    std::fs::write(&overrides, "defaults:\n  open_world: false\n").unwrap();
    let spec = fixture("v2.yaml");
    std::fs::copy(&spec, dir.path().join("base.yaml")).unwrap();
    let out = generator()
        .arg("generate")
        .arg(&spec)
        .arg("--overrides")
        .arg(&overrides)
        .args(["--out", "crate"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Project {
        dir,
        spec,
        overrides,
    }
}

/// A project whose change fails every check: the crate was generated from another spec, the
/// plan has warnings, and the change adds tools that write.
fn failing() -> Project {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixture("v1.yaml"), dir.path().join("base.yaml")).unwrap();
    common::generate("v2.yaml", None, &dir.path().join("crate"));
    Project {
        dir,
        spec: fixture("lints.yaml"),
        overrides: fixture("lints.overrides.yaml"),
    }
}

/// Runs one recipe line in the project: placeholders replaced, `> FILE` honoured; its exit code.
fn run_line(project: &Project, line: &str) -> (i32, String) {
    assert!(
        !line.contains(['"', '\'', '|', '&', ';', '$']),
        "keep recipe commands plain words (the test does not parse shell): {line}"
    );
    let (command, redirect) = match line.split_once('>') {
        Some((c, file)) => (c, Some(file.trim())),
        None => (line, None),
    };
    let mut words = command.split_whitespace();
    assert_eq!(words.next(), Some("openapi-mcp"));
    let args: Vec<String> = words
        .map(|w| match w {
            "SPEC" => project.spec.to_string_lossy().into_owned(),
            "OVERRIDES" => project.overrides.to_string_lossy().into_owned(),
            "CRATE_DIR" => "crate".to_string(),
            other => {
                assert!(
                    !other.chars().all(|c| c.is_ascii_uppercase() || c == '_') || other.len() < 3,
                    "an undocumented placeholder? {other} in {line}"
                );
                other.to_string()
            }
        })
        .collect();
    let out = generator()
        .args(&args)
        .current_dir(project.dir.path())
        .env_remove("GITHUB_STEP_SUMMARY")
        .output()
        .unwrap();
    if let Some(file) = redirect {
        std::fs::write(project.dir.path().join(file), &out.stdout).unwrap();
    }
    let code = out.status.code().unwrap();
    (code, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Runs every command of `recipe` in a clean and a failing project.
fn check_recipe(recipe: &str) -> Vec<String> {
    let lines = commands(recipe);
    for (scenario, project) in [("clean", clean()), ("failing", failing())] {
        for line in &lines {
            let fails_on_finding = FAIL_FLAGS
                .iter()
                .any(|f| line.split_whitespace().any(|w| w == *f));
            let expected = if scenario == "failing" && fails_on_finding {
                1
            } else {
                0
            };
            let (code, stderr) = run_line(&project, line);
            assert_eq!(code, expected, "{recipe}, {scenario}: `{line}`\n{stderr}");
        }
        // What the reports wrote, for the artifacts.
        for file in ["mcp-plan.md", "mcp-plan.sarif", "mcp-diff.md"] {
            let path = project.dir.path().join(file);
            if lines.iter().any(|l| l.ends_with(file)) {
                assert!(
                    std::fs::metadata(&path).is_ok_and(|m| m.len() > 0),
                    "{recipe}, {scenario}: {file} is empty"
                );
            }
        }
    }
    lines
}

fn kinds(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let mut kind = w[1].to_string();
            for f in FAIL_FLAGS.iter().chain(&["--format"]) {
                if let Some(i) = w.iter().position(|x| x == f) {
                    kind.push(' ');
                    kind.push_str(f);
                    if *f == "--format" {
                        kind.push(' ');
                        kind.push_str(w[i + 1]);
                    }
                }
            }
            kind
        })
        .collect()
}

#[test]
fn the_github_actions_recipe_runs() {
    let lines = check_recipe("github-actions.yml");
    assert_eq!(
        kinds(&lines),
        [
            "generate --check --format github",
            "plan --deny-warnings --format github",
            "diff --fail-on-risk --fail-on-breaking --format github",
        ]
    );
}

#[test]
fn the_gitlab_recipe_runs() {
    let lines = check_recipe("gitlab-ci.yml");
    assert_eq!(
        kinds(&lines),
        [
            "plan --format markdown",
            "plan --format sarif",
            "plan --format gitlab",
            "generate --check",
            "plan --deny-warnings",
            "diff --format markdown",
            "diff --fail-on-risk --fail-on-breaking",
        ]
    );
}

#[test]
fn recipes_document_their_placeholders() {
    for recipe in ["github-actions.yml", "gitlab-ci.yml"] {
        let text =
            std::fs::read_to_string(Path::new(&common::root()).join("examples/ci").join(recipe))
                .unwrap();
        let header: String = text
            .lines()
            .take_while(|l| l.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n");
        for placeholder in ["SPEC", "OVERRIDES", "CRATE_DIR", "OPENAPI_MCP"] {
            assert!(
                header.contains(&format!("#   {placeholder} ")),
                "{recipe}: {placeholder} is not documented at the top"
            );
        }
    }
}
