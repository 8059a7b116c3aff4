//! CI output: `--format github` (GitHub Actions workflow commands on the spec lines
//! the findings are about, the Markdown summary appended to `$GITHUB_STEP_SUMMARY`) and
//! `plan --format sarif` (SARIF 2.1.0, validated against its schema). Spec text is hostile: the
//! log is read back here the way the Actions runner reads it, so no spec can add a command.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use common::{fixture, generator, run};

/// One workflow command as the runner parses it: name, properties, data (unescaped).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Command {
    name: String,
    props: BTreeMap<String, String>,
    data: String,
}

fn unescape(text: &str, property: bool) -> String {
    let mut s = text.replace("%0D", "\r").replace("%0A", "\n");
    if property {
        s = s.replace("%3A", ":").replace("%2C", ",");
    }
    s.replace("%25", "%")
}

/// The commands the GitHub Actions runner runs for `log`, following its parser
/// (actions/runner `ActionCommand.cs`, `ActionCommandManager.cs`): a line whose text, leading
/// blanks trimmed, starts with `::` (v2), or that holds `##[` anywhere (v1); lines end at CR,
/// LF or CRLF; after `::stop-commands::TOKEN` nothing runs until `::TOKEN::`. Every command
/// name counts here, registered or not, which is stricter than the runner.
fn runner_commands(log: &str) -> Vec<Command> {
    let mut out = Vec::new();
    let mut stopped: Option<String> = None;
    for line in log.split(['\n', '\r']) {
        let Some(cmd) = parse_v2(line).or_else(|| parse_v1(line)) else {
            continue;
        };
        match &stopped {
            Some(token) => {
                if cmd.name.eq_ignore_ascii_case(token) {
                    stopped = None;
                }
            }
            None if cmd.name == "stop-commands" => stopped = Some(cmd.data.clone()),
            None => out.push(cmd),
        }
    }
    out
}

fn parse_v2(line: &str) -> Option<Command> {
    let line = line.trim_start();
    let rest = line.strip_prefix("::")?;
    let end = rest.find("::")?;
    let (info, data) = (&rest[..end], &rest[end + 2..]);
    let (name, props) = info.split_once(' ').unwrap_or((info, ""));
    let props = props
        .trim()
        .split(',')
        .filter(|p| !p.is_empty())
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.to_string(), unescape(v, true)))
        .collect();
    Some(Command {
        name: name.to_string(),
        props,
        data: unescape(data, false),
    })
}

fn parse_v1(line: &str) -> Option<Command> {
    let at = line.find("##[")?;
    let rest = &line[at + 3..];
    let end = rest.find(']')?;
    let info = &rest[..end];
    let name = info.split(' ').next().unwrap_or_default();
    Some(Command {
        name: name.to_string(),
        props: BTreeMap::new(),
        data: rest[end + 1..].to_string(),
    })
}

/// `(command, file, line, col, title)` of each annotation.
fn places(cmds: &[Command]) -> Vec<(String, String, String, String, String)> {
    cmds.iter()
        .map(|c| {
            let p = |k: &str| c.props.get(k).cloned().unwrap_or_default();
            (c.name.clone(), p("file"), p("line"), p("col"), p("title"))
        })
        .collect()
}

fn line_of_file(path: &str, line: &str) -> String {
    let text = std::fs::read_to_string(common::root().join(path)).unwrap();
    let n: usize = line.parse().unwrap();
    text.lines().nth(n - 1).unwrap().to_string()
}

#[test]
fn plan_github_puts_each_lint_on_its_spec_line() {
    let r = run(&[
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        "fixtures/lints.overrides.yaml",
        "--format",
        "github",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let cmds = runner_commands(&r.stdout);
    let s = |x: &str| x.to_string();
    let want = |cmd: &str, file: &str, line: &str, col: &str, title: &str| {
        (s(cmd), s(file), s(line), s(col), s(title))
    };
    let spec = "fixtures/lints.yaml";
    let overrides = "fixtures/lints.overrides.yaml";
    assert_eq!(
        places(&cmds),
        [
            want(
                "warning",
                spec,
                "59",
                "5",
                "openapi-mcp W0102 get-side-effect: cache_status"
            ),
            want(
                "notice",
                spec,
                "37",
                "5",
                "openapi-mcp I0004 relaxation-vetoed: check_report"
            ),
            want(
                "warning",
                spec,
                "65",
                "5",
                "openapi-mcp W0106 url-input: create_webhook"
            ),
            want(
                "warning",
                spec,
                "83",
                "5",
                "openapi-mcp W0106 url-input: fetch_page"
            ),
            want(
                "notice",
                spec,
                "45",
                "5",
                "openapi-mcp I0004 relaxation-vetoed: post_reports_id_preview"
            ),
            want(
                "warning",
                spec,
                "51",
                "5",
                "openapi-mcp W0102 get-side-effect: run_job"
            ),
            want(
                "warning",
                spec,
                "17",
                "5",
                "openapi-mcp W0101 looks-read-only: search_reports"
            ),
            want(
                "warning",
                overrides,
                "10",
                "5",
                "openapi-mcp W0201 unmatched-rule"
            ),
            want("notice", spec, "91", "5", "openapi-mcp I0002 skipped"),
            want("notice", spec, "105", "5", "openapi-mcp I0002 skipped"),
            want("notice", spec, "99", "5", "openapi-mcp I0002 skipped"),
        ]
    );
    // Each line is the operation's method key (or the rule's entry): read from the files.
    let lines: Vec<String> = cmds
        .iter()
        .map(|c| line_of_file(&c.props["file"], &c.props["line"]))
        .collect();
    assert_eq!(
        lines,
        [
            "    head:",
            "    put:",
            "    post:",
            "    get:",
            "    post:",
            "    get:",
            "    post:",
            "  - match: {operation_id: \"legacy*\"}",
            "    delete:",
            "    get:",
            "    post:",
        ]
    );
    // The messages say what and why, as the table does, with the help on a line of its own.
    assert!(
        cmds[6].data.starts_with(
            "search_reports (POST /reports/search): looks read-only; consider an override"
        ),
        "{}",
        cmds[6].data
    );
    assert!(
        cmds[6].data.contains("\nhelp: if it only reads"),
        "{}",
        cmds[6].data
    );
    assert_eq!(cmds[8].data, "DELETE /admin/users/{id}: skipped by rule #1");
    // Nothing but the commands and one line of counts.
    let other: Vec<&str> = r.stdout.lines().filter(|l| !l.starts_with("::")).collect();
    assert_eq!(
        other,
        ["openapi-mcp plan: 9 tools, 3 skipped; 0 errors, 6 warnings, 5 info"]
    );
}

#[test]
fn exit_codes_are_those_of_the_other_formats() {
    let plan = |extra: &[&str]| {
        let mut args = vec![
            "plan",
            "fixtures/lints.yaml",
            "--overrides",
            "fixtures/lints.overrides.yaml",
        ];
        args.extend_from_slice(extra);
        run(&args).code
    };
    assert_eq!(plan(&["--format", "github"]), 0);
    assert_eq!(plan(&["--format", "github", "--deny-warnings"]), 1);
    assert_eq!(plan(&["--format", "sarif", "--deny-warnings"]), 1);
    assert_eq!(plan(&["--format", "sarif"]), 0);
    assert_eq!(plan(&["--format", "gitlab", "--deny-warnings"]), 1);
    assert_eq!(plan(&["--format", "gitlab"]), 0);
    let diff = |extra: &[&str]| {
        let mut args = vec!["diff", "fixtures/v1.yaml", "fixtures/v2.yaml"];
        args.extend_from_slice(extra);
        run(&args).code
    };
    assert_eq!(diff(&["--format", "github"]), 0);
    assert_eq!(diff(&["--format", "github", "--fail-on-risk"]), 1);
    // An error is an error annotation too, on the line it is about, and exit 2.
    let r = run(&[
        "plan",
        "fixtures/broken/invalid-yaml.yaml",
        "--format",
        "github",
    ]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let cmds = runner_commands(&r.stdout);
    assert_eq!(cmds.len(), 1, "{}", r.stdout);
    assert_eq!(cmds[0].name, "error");
    assert_eq!(cmds[0].props["file"], "fixtures/broken/invalid-yaml.yaml");
    assert!(cmds[0].props.contains_key("line"), "{:?}", cmds[0]);
    let r = run(&["plan", "fixtures/no-such-spec.yaml", "--format", "github"]);
    assert_eq!(r.code, 2);
    let cmds = runner_commands(&r.stdout);
    assert_eq!(cmds.len(), 1, "{}", r.stdout);
    assert_eq!(cmds[0].name, "error");
    assert_eq!(cmds[0].props["file"], "fixtures/no-such-spec.yaml");
}

#[test]
fn diff_github_puts_risk_changes_on_the_new_specs_operation() {
    let r = run(&[
        "diff",
        "fixtures/v1.yaml",
        "fixtures/v2.yaml",
        "--format",
        "github",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let cmds = runner_commands(&r.stdout);
    let riskier = cmds
        .iter()
        .find(|c| c.props["title"] == "openapi-mcp diff: riskier: remove_item")
        .unwrap_or_else(|| panic!("{}", r.stdout));
    assert_eq!(riskier.name, "warning");
    assert_eq!(riskier.data, "remove_item: destructive false → true");
    assert_eq!(riskier.props["file"], "fixtures/v2.yaml");
    assert_eq!(
        line_of_file("fixtures/v2.yaml", &riskier.props["line"]),
        "    delete:"
    );
    let added = cmds
        .iter()
        .find(|c| c.props["title"] == "openapi-mcp diff: added: tag_item")
        .unwrap();
    assert_eq!(added.name, "warning");
    assert_eq!(
        line_of_file("fixtures/v2.yaml", &added.props["line"]),
        "    post:"
    );
    assert_eq!(
        line_of_file("fixtures/v2.yaml", &added.props["line"]),
        std::fs::read_to_string(fixture("v2.yaml"))
            .unwrap()
            .lines()
            .nth(43)
            .unwrap()
    );
}

/// A spec whose text tries every way into the log: line breaks followed by commands, escapes
/// already spelled, a v1 command, a terminal escape and a bidi control.
const HOSTILE: &str = "Search things\\n::error file=x.yaml,line=1::injected %0A::warning::second\\r::notice::third ##[error]v1 \\u202E bidi \\e[31m red";

fn hostile_spec(dir: &Path) -> std::path::PathBuf {
    // A file name with the characters that end a property value.
    let spec = dir.join("a,b:c.yaml");
    let text = format!(
        "openapi: 3.0.3\ninfo: {{title: \"T\\n::error::title\", version: \"1\"}}\npaths:\n  /search:\n    post:\n      operationId: searchThings\n      summary: \"{HOSTILE}\"\n      description: \"{HOSTILE}\"\n      responses: {{\"200\": {{description: ok}}}}\n"
    );
    std::fs::write(&spec, text).unwrap();
    spec
}

#[test]
fn hostile_spec_text_cannot_add_a_workflow_command() {
    let dir = tempfile::tempdir().unwrap();
    let spec = hostile_spec(dir.path());
    let out = generator()
        .arg("plan")
        .arg(&spec)
        .args(["--format", "github"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cmds = runner_commands(&stdout);
    assert_eq!(cmds.len(), 1, "one lint, one command:\n{stdout}");
    let c = &cmds[0];
    assert_eq!(c.name, "warning");
    assert_eq!(c.props.len(), 4, "{:?}", c.props);
    assert_eq!(c.props["file"], spec.to_string_lossy().replace('\\', "/"));
    assert_eq!(c.props["line"], "5");
    assert_eq!(
        c.props["title"],
        "openapi-mcp W0101 looks-read-only: search_things"
    );
    // The hostile text is in the message, as text: its commands are data.
    assert!(
        c.data
            .contains("::error file=x.yaml,line=1::injected %0A::warning::second"),
        "{c:?}"
    );
    // No control or bidi character reaches the log, not even inside a command.
    for ch in stdout.chars() {
        assert!(
            ch == '\n' || !(ch.is_control() || ('\u{202A}'..='\u{202E}').contains(&ch)),
            "{ch:?} in {stdout}"
        );
    }
    assert!(c.data.contains("\\u202e bidi \\u001b[31m red"), "{c:?}");

    // The same for the diff (the new tool is added) and a stale crate's diff, which quotes the
    // description: printed between stop-commands markers.
    let empty = dir.path().join("empty.yaml");
    std::fs::write(
        &empty,
        "openapi: 3.0.3\ninfo: {title: T, version: \"1\"}\npaths: {}\n",
    )
    .unwrap();
    let out = generator()
        .arg("diff")
        .arg(&empty)
        .arg(&spec)
        .args(["--format", "github"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let cmds = runner_commands(&stdout);
    assert!(
        cmds.iter()
            .all(|c| c.name == "warning" || c.name == "notice"),
        "{stdout}"
    );
    assert_eq!(cmds.len(), 1, "{stdout}");

    let krate = dir.path().join("server");
    let status = generator()
        .arg("generate")
        .arg(&empty)
        .arg("--out")
        .arg(&krate)
        .output()
        .unwrap()
        .status;
    assert!(status.success());
    let out = generator()
        .arg("generate")
        .arg(&spec)
        .arg("--out")
        .arg(&krate)
        .args(["--check", "--format", "github"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    // The diff quotes the spec; a v1 command (`##[error]`) counts anywhere in a line.
    assert!(
        stdout.contains("::error file=x.yaml,line=1::injected") && stdout.contains("##[error]v1"),
        "{stdout}"
    );
    let cmds = runner_commands(&stdout);
    assert!(!cmds.is_empty());
    assert!(
        cmds.iter()
            .all(|c| c.name == "error" && c.props["title"] == "openapi-mcp: stale generated file"),
        "{cmds:#?}"
    );
}

#[test]
fn generate_check_github_reports_each_stale_file() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("server");
    common::generate("v1.yaml", None, &krate);
    let summary = dir.path().join("summary.md");
    std::fs::write(&summary, "earlier step\n").unwrap();
    let check = |spec: &str| {
        generator()
            .current_dir(dir.path())
            .arg("generate")
            .arg(fixture(spec))
            .args(["--out", "server", "--check", "--format", "github"])
            .env("GITHUB_STEP_SUMMARY", &summary)
            .output()
            .unwrap()
    };
    let out = check("v1.yaml");
    assert_eq!(out.status.code(), Some(0));
    assert!(runner_commands(&String::from_utf8(out.stdout).unwrap()).is_empty());
    let out = check("v2.yaml");
    assert_eq!(out.status.code(), Some(1));
    let cmds = runner_commands(&String::from_utf8(out.stdout).unwrap());
    let files: Vec<(&str, &str)> = cmds
        .iter()
        .map(|c| (c.name.as_str(), c.props["file"].as_str()))
        .collect();
    assert_eq!(
        files,
        [
            ("error", "server/README.md"),
            ("error", "server/src/tools/mod.rs"),
            ("error", "server/src/tools/remove_item.rs"),
            ("error", "server/src/tools/tag_item.rs"),
            ("error", "server/.openapi-mcp/manifest.json"),
        ]
    );
    assert_eq!(
        cmds[3].data,
        "server/src/tools/tag_item.rs would be added by `openapi-mcp generate`: rerun it without --check and commit the result"
    );
    let text = std::fs::read_to_string(&summary).unwrap();
    assert_eq!(
        text,
        "earlier step\n\n### openapi-mcp generate --check: `server`\n\nUp to date.\n\n\
         ### openapi-mcp generate --check: `server`\n\n\
         Stale: 5 files would change. Rerun `openapi-mcp generate` without `--check` and commit the result.\n\n\
         - `server/README.md` (changed)\n\
         - `server/src/tools/mod.rs` (changed)\n\
         - `server/src/tools/remove_item.rs` (changed)\n\
         - `server/src/tools/tag_item.rs` (added)\n\
         - `server/.openapi-mcp/manifest.json` (changed)\n"
    );
}

#[test]
fn the_markdown_plan_and_diff_are_appended_to_the_step_summary() {
    let dir = tempfile::tempdir().unwrap();
    let summary = dir.path().join("summary.md");
    std::fs::write(&summary, "# Job\n").unwrap();
    let args = [
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        "fixtures/lints.overrides.yaml",
    ];
    let markdown = run(&[&args[..], &["--format", "markdown"]].concat()).stdout;
    let with_summary = |extra: &[&str]| {
        generator()
            .current_dir(common::root())
            .args(extra)
            .env("GITHUB_STEP_SUMMARY", &summary)
            .output()
            .unwrap()
    };
    let github = [&args[..], &["--format", "github"]].concat();
    assert!(with_summary(&github).status.success());
    assert!(with_summary(&github).status.success());
    assert_eq!(
        std::fs::read_to_string(&summary).unwrap(),
        format!("# Job\n\n{markdown}\n{markdown}")
    );
    // Other formats leave it alone.
    let before = std::fs::read_to_string(&summary).unwrap();
    assert!(
        with_summary(&[&args[..], &["--format", "sarif"]].concat())
            .status
            .success()
    );
    assert_eq!(std::fs::read_to_string(&summary).unwrap(), before);
    // The diff's Markdown, appended the same way.
    std::fs::write(&summary, "").unwrap();
    let diff = ["diff", "fixtures/v1.yaml", "fixtures/v2.yaml"];
    let markdown = run(&[&diff[..], &["--format", "markdown"]].concat()).stdout;
    assert!(
        with_summary(&[&diff[..], &["--format", "github"]].concat())
            .status
            .success()
    );
    assert_eq!(
        std::fs::read_to_string(&summary).unwrap(),
        format!("\n{markdown}")
    );
}

fn sarif_schema() -> serde_json::Value {
    let text = std::fs::read_to_string(common::root().join("tests/data/sarif-2.1.0.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// What the SARIF schema finds wrong with `log`, checked by the JSON Schema validator of the
/// generated servers (`openapi-mcp-runtime`).
fn sarif_problems(log: &serde_json::Value) -> Vec<String> {
    common::schema_problems(&sarif_schema(), "definitions", log)
}

/// The validator knows every keyword the SARIF schema uses but two: `oneOf` is checked like
/// `anyOf` (the schema's one `oneOf`, in `graphTraversal`, is not in our output) and the format
/// `uri-reference` is not checked (`uris_are_relative_references` checks ours). So a new
/// keyword in the schema fails here until the validator is checked for it.
#[test]
fn the_validator_knows_the_keywords_of_the_sarif_schema() {
    let mut keywords = common::schema_keywords(&sarif_schema(), "definitions");
    for annotation in ["$id", "$schema", "title", "description", "default"] {
        keywords.remove(annotation);
    }
    let supported = [
        "$ref",
        "additionalProperties",
        "anyOf",
        "definitions",
        "enum",
        "format",
        "items",
        "maximum",
        "minItems",
        "minimum",
        "oneOf",
        "pattern",
        "properties",
        "required",
        "type",
        "uniqueItems",
    ];
    assert_eq!(
        keywords.iter().map(String::as_str).collect::<Vec<_>>(),
        supported
    );
}

fn sarif_of(args: &[&str]) -> serde_json::Value {
    let r = run(args);
    assert!(r.code == 0 || r.code == 1, "{}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("{e}: {}", r.stdout))
}

#[test]
fn plan_sarif_validates_against_the_sarif_2_1_0_schema() {
    let log = sarif_of(&[
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        "fixtures/lints.overrides.yaml",
        "--format",
        "sarif",
    ]);
    assert_eq!(sarif_problems(&log), Vec::<String>::new());
    // The check has teeth: what the schema forbids is found.
    let mut bad = log.clone();
    bad["runs"][0]["results"][0]["level"] = "warn".into();
    bad["runs"][0]["results"][1]["locations"][0]["physicalLocation"]["region"]["startLine"] =
        0.into();
    bad["runs"][0]["tool"]["driver"]["rules"][0]["unknown"] = true.into();
    bad["runs"][0]["results"][2]["message"] = serde_json::json!({});
    assert_eq!(sarif_problems(&bad).len(), 4, "{:?}", sarif_problems(&bad));
    let mut bad = log.clone();
    bad.as_object_mut().unwrap().remove("version");
    assert!(!sarif_problems(&bad).is_empty());

    // A full draft-07 validator as well, where one is installed (Python's jsonschema).
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plan.sarif");
    std::fs::write(&file, serde_json::to_string(&log).unwrap()).unwrap();
    let script = "import json,sys\n\
        import jsonschema\n\
        schema=json.load(open(sys.argv[1])); log=json.load(open(sys.argv[2]))\n\
        v=jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)\n\
        errs=[e.message for e in v.iter_errors(log)]\n\
        print('\\n'.join(errs)); sys.exit(1 if errs else 0)\n";
    // The interop venv `.ci/run` makes has it (the Python MCP SDK validates with it).
    let venv = common::root().join("target/pyenv/bin/python3");
    let python = if venv.exists() {
        venv.into_os_string()
    } else {
        "python3".into()
    };
    let has_jsonschema = std::process::Command::new(&python)
        .args(["-c", "import jsonschema"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        has_jsonschema || std::env::var_os("OPENAPI_MCP_INTEROP").is_none(),
        "OPENAPI_MCP_INTEROP is set but no python3 with jsonschema was found"
    );
    if has_jsonschema {
        let out = std::process::Command::new(&python)
            .args(["-c", script])
            .arg(common::root().join("tests/data/sarif-2.1.0.json"))
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    } else {
        eprintln!("python3 with jsonschema not found: the draft-07 cross-check is skipped");
    }
}

#[test]
fn sarif_results_name_rules_levels_and_the_lines_github_gets() {
    let log = sarif_of(&[
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        "fixtures/lints.overrides.yaml",
        "--format",
        "sarif",
    ]);
    let run0 = &log["runs"][0];
    assert_eq!(log["version"], "2.1.0");
    assert_eq!(run0["tool"]["driver"]["name"], "openapi-mcp");
    assert_eq!(run0["tool"]["driver"]["version"], env!("CARGO_PKG_VERSION"));
    let rules = run0["tool"]["driver"]["rules"].as_array().unwrap();
    let ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert!(ids.contains(&"W0101") && ids.contains(&"I0002"), "{ids:?}");
    assert!(
        rules
            .iter()
            .all(|r| r["shortDescription"]["text"].is_string() && r["help"]["text"].is_string())
    );
    let results = run0["results"].as_array().unwrap();
    let got: Vec<(String, String, String, u64, u64)> = results
        .iter()
        .map(|r| {
            let index = r["ruleIndex"].as_u64().unwrap() as usize;
            assert_eq!(rules[index]["id"], r["ruleId"]);
            let loc = &r["locations"][0]["physicalLocation"];
            (
                r["ruleId"].as_str().unwrap().to_string(),
                r["level"].as_str().unwrap().to_string(),
                loc["artifactLocation"]["uri"].as_str().unwrap().to_string(),
                loc["region"]["startLine"].as_u64().unwrap(),
                loc["region"]["startColumn"].as_u64().unwrap(),
            )
        })
        .collect();
    let w = |rule: &str, level: &str, uri: &str, line: u64| {
        (
            rule.to_string(),
            level.to_string(),
            uri.to_string(),
            line,
            5,
        )
    };
    let (spec, overrides) = ("fixtures/lints.yaml", "fixtures/lints.overrides.yaml");
    assert_eq!(
        got,
        [
            w("W0102", "warning", spec, 59),
            w("I0004", "note", spec, 37),
            w("W0106", "warning", spec, 65),
            w("W0106", "warning", spec, 83),
            w("I0004", "note", spec, 45),
            w("W0102", "warning", spec, 51),
            w("W0101", "warning", spec, 17),
            w("W0201", "warning", overrides, 10),
            w("I0002", "note", spec, 91),
            w("I0002", "note", spec, 105),
            w("I0002", "note", spec, 99),
        ]
    );
}

#[test]
fn hostile_text_in_sarif_is_spelled_out() {
    let dir = tempfile::tempdir().unwrap();
    let spec = hostile_spec(dir.path());
    let out = generator()
        .arg("plan")
        .arg(&spec)
        .args(["--format", "sarif"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let log: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(sarif_problems(&log), Vec::<String>::new());
    let result = &log["runs"][0]["results"][0];
    let text = result["message"]["text"].as_str().unwrap();
    assert!(
        !text.contains('\u{202e}') && !text.contains('\u{1b}'),
        "{text}"
    );
    assert!(text.contains("\\u202e bidi"), "{text}");
    let uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        .as_str()
        .unwrap();
    assert!(
        uri.starts_with("file:///") && uri.ends_with("/a%2Cb%3Ac.yaml"),
        "{uri}"
    );
}

/// `plan --format gitlab`: GitLab's Code Quality report, every field GitLab requires of an
/// issue, on the same lines as the GitHub annotations, fingerprints unique.
#[test]
fn plan_gitlab_is_a_code_quality_report_on_the_lints_lines() {
    let args = [
        "plan",
        "fixtures/lints.yaml",
        "--overrides",
        "fixtures/lints.overrides.yaml",
    ];
    let report = run(&[&args[..], &["--format", "gitlab"]].concat());
    assert_eq!(report.code, 0, "{}", report.stderr);
    let issues: serde_json::Value = serde_json::from_str(&report.stdout).unwrap();
    let issues = issues.as_array().unwrap();
    let github = runner_commands(&run(&[&args[..], &["--format", "github"]].concat()).stdout);
    assert_eq!(issues.len(), github.len());
    let mut prints = std::collections::BTreeSet::new();
    for (issue, annotation) in issues.iter().zip(&github) {
        for key in ["description", "check_name", "fingerprint", "severity"] {
            assert!(
                issue[key].as_str().is_some_and(|v| !v.is_empty()),
                "{key}: {issue}"
            );
        }
        assert!(
            ["info", "minor", "major", "critical", "blocker"]
                .contains(&issue["severity"].as_str().unwrap())
        );
        assert!(
            issue["check_name"]
                .as_str()
                .unwrap()
                .starts_with("openapi-mcp/")
        );
        assert!(prints.insert(issue["fingerprint"].as_str().unwrap().to_string()));
        assert_eq!(issue["location"]["path"], annotation.props["file"].as_str());
        assert_eq!(
            issue["location"]["lines"]["begin"].to_string(),
            annotation.props["line"],
            "{issue}"
        );
    }
    // Spec text stays data: no control character reaches the report.
    let dir = tempfile::tempdir().unwrap();
    let spec = hostile_spec(dir.path());
    let out = generator()
        .arg("plan")
        .arg(&spec)
        .args(["--format", "gitlab"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let issues: serde_json::Value = serde_json::from_str(&text).unwrap();
    for issue in issues.as_array().unwrap() {
        let description = issue["description"].as_str().unwrap();
        assert!(
            !description.chars().any(|c| c.is_control() && c != '\n'),
            "{description:?}"
        );
    }
}
