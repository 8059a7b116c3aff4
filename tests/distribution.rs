//! From a built server to a client: the generated README's client configurations, the
//! `Dockerfile` and the MCP Bundle manifest (`manifest.json`), for every fixture crate.
//!
//! The bundle manifest is validated against the MCPB project's published JSON Schema
//! (`tests/data/mcpb/`), with the runtime's own JSON Schema validator, and by the MCPB project's
//! own `mcpb validate` where that CLI is installed (`.ci/run` installs it). The Docker image is built
//! and run where a Docker daemon answers; elsewhere that test says so on stderr and passes.

mod common;

use std::collections::BTreeMap;
use std::process::{Command, Stdio};

use openapi_mcp_runtime::descriptor::Api;
use serde_json::{Value, json};

/// The fixtures whose crates are checked: (spec, overrides).
const FIXTURES: &[(&str, Option<&str>)] = &[
    ("petstore.yaml", Some("petstore.overrides.yaml")),
    ("secured.yaml", None),
    ("wire31.yaml", None),
    ("wire20.yaml", None),
    ("production.yaml", None),
    ("hostile.yaml", Some("hostile.overrides.yaml")),
];

fn crates() -> Vec<(&'static str, BTreeMap<String, String>)> {
    FIXTURES
        .iter()
        .map(|(spec, overrides)| (*spec, common::emit(spec, *overrides)))
        .collect()
}

fn mcpb_schema() -> serde_json::Map<String, Value> {
    let text = std::fs::read_to_string(
        common::root().join("tests/data/mcpb/mcpb-manifest-v0.3.schema.json"),
    )
    .unwrap();
    match serde_json::from_str(&text).unwrap() {
        Value::Object(schema) => schema,
        other => panic!("not a schema: {other}"),
    }
}

fn manifest_problems(manifest: &Value) -> Vec<String> {
    openapi_mcp_runtime::validate::validate_result(&mcpb_schema(), manifest)
}

/// The `[package] name` of a generated Cargo.toml (the binary's name).
fn package_name(cargo_toml: &str) -> String {
    let line = cargo_toml
        .lines()
        .find(|l| l.starts_with("name = "))
        .expect("a package name");
    line["name = ".len()..].trim_matches('"').to_string()
}

#[test]
fn the_validator_knows_every_keyword_of_the_bundle_schema() {
    // A keyword the validator ignored would pass anything: pin the ones the schema uses to
    // those `templates/src/validate.rs` checks (and the annotations that check nothing).
    let known = [
        "$ref",
        "$schema",
        "additionalProperties",
        "anyOf",
        "const",
        "description",
        "enum",
        "format",
        "items",
        "minLength",
        "pattern",
        "properties",
        "required",
        "type",
    ];
    let used = common::schema_keywords(&Value::Object(mcpb_schema()), "definitions");
    let unknown: Vec<&String> = used
        .iter()
        .filter(|k| !known.contains(&k.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "keywords the test does not vouch for: {unknown:?}"
    );
}

/// `mcpb validate`, the MCPB project's own check, accepts every fixture's manifest and refuses
/// a broken one.
#[test]
fn the_mcpb_cli_validates_every_bundle_manifest() {
    let Some(mcpb) = common::clients::mcpb() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let validate = |manifest: &str| {
        let path = dir.path().join("manifest.json");
        std::fs::write(&path, manifest).unwrap();
        let out = Command::new(&mcpb)
            .arg("validate")
            .arg(&path)
            .stdin(Stdio::null())
            .output()
            .expect("mcpb runs");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    for (spec, files) in crates() {
        let (ok, text) = validate(&files["manifest.json"]);
        assert!(ok, "{spec}: mcpb validate refuses the manifest:\n{text}");
    }
    let files = common::emit("petstore.yaml", Some("petstore.overrides.yaml"));
    let mut broken: Value = serde_json::from_str(&files["manifest.json"]).unwrap();
    broken.as_object_mut().unwrap().remove("server");
    let (ok, text) = validate(&broken.to_string());
    assert!(
        !ok,
        "mcpb validate accepted a manifest without `server`:\n{text}"
    );
}

#[test]
fn every_bundle_manifest_matches_the_published_schema() {
    for (spec, files) in crates() {
        let manifest: Value = serde_json::from_str(&files["manifest.json"])
            .unwrap_or_else(|e| panic!("{spec}: manifest.json is not JSON: {e}"));
        let problems = manifest_problems(&manifest);
        assert!(problems.is_empty(), "{spec}: {problems:#?}");
        let name = package_name(&files["Cargo.toml"]);
        assert_eq!(manifest["name"], json!(name), "{spec}");
        assert_eq!(manifest["server"]["type"], "binary", "{spec}");
        assert_eq!(
            manifest["server"]["entry_point"],
            json!(format!("server/{name}")),
            "{spec}"
        );
        assert_eq!(
            manifest["server"]["mcp_config"]["command"],
            json!(format!("${{__dirname}}/server/{name}")),
            "{spec}"
        );
        // Every variable is a user setting, and every setting reaches a variable.
        let env = manifest["server"]["mcp_config"]["env"].as_object().unwrap();
        let config = manifest["user_config"].as_object().unwrap();
        let mut used = Vec::new();
        for (var, value) in env {
            let key = value
                .as_str()
                .and_then(|v| v.strip_prefix("${user_config."))
                .and_then(|v| v.strip_suffix('}'))
                .unwrap_or_else(|| panic!("{spec}: {var} = {value} is no user setting"));
            let entry = &config[key];
            assert!(
                entry.is_object(),
                "{spec}: {var} refers to unknown setting {key}"
            );
            // Unset optional settings would reach the server as the literal `${user_config.x}`.
            assert!(
                entry["required"] == json!(true) || entry.get("default").is_some(),
                "{spec}: optional {key} has no default"
            );
            // Every variable the README calls a secret is masked by the desktop app.
            let readme_row = files["README.md"]
                .lines()
                .find(|l| l.starts_with(&format!("| `{var}` |")))
                .unwrap_or_else(|| panic!("{spec}: {var} is not in the README's table"));
            assert_eq!(
                entry.get("sensitive") == Some(&json!(true)),
                readme_row.contains("(secret"),
                "{spec}: {var}: {readme_row}"
            );
            used.push(key);
        }
        used.sort();
        let mut keys: Vec<&str> = config.keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(used, keys, "{spec}");
        // JSON has no comments: the mark that tells the write stage the file is ours sits in
        // the first line, as the producer's `_meta`.
        let first = files["manifest.json"].lines().next().unwrap().to_string();
        assert!(
            first.starts_with("{\"_meta\": {\"openapi-mcp\""),
            "{spec}: {first}"
        );
        assert!(
            first.contains("@generated by openapi-mcp"),
            "{spec}: {first}"
        );
    }
}

#[test]
fn the_secured_bundle_masks_every_credential() {
    let files = common::emit("secured.yaml", None);
    let manifest: Value = serde_json::from_str(&files["manifest.json"]).unwrap();
    let config = manifest["user_config"].as_object().unwrap();
    let sensitive: Vec<&str> = config
        .iter()
        .filter(|(_, e)| e["sensitive"] == json!(true))
        .map(|(k, _)| k.as_str())
        .collect();
    assert_eq!(
        sensitive,
        [
            "api_key",
            "bearer_auth_token",
            "basic_auth_username",
            "basic_auth_password"
        ]
    );
    assert_eq!(config["base_url"]["sensitive"], Value::Null);
}

/// A test that cannot fail is no test: the schema (and so the validator) rejects manifests
/// that are broken in the ways a generator bug would break them.
#[test]
fn the_schema_rejects_broken_manifests() {
    let files = common::emit("secured.yaml", None);
    let good: Value = serde_json::from_str(&files["manifest.json"]).unwrap();
    assert!(manifest_problems(&good).is_empty());
    type Breaks = Box<dyn Fn(&mut Value)>;
    let broken: Vec<(&str, Breaks)> = vec![
        (
            "no server",
            Box::new(|m| {
                m.as_object_mut().unwrap().remove("server");
            }),
        ),
        (
            "no author",
            Box::new(|m| {
                m.as_object_mut().unwrap().remove("author");
            }),
        ),
        (
            "unknown server type",
            Box::new(|m| m["server"]["type"] = json!("docker")),
        ),
        (
            "newer manifest version",
            Box::new(|m| m["manifest_version"] = json!("0.4")),
        ),
        (
            "unknown top-level field",
            Box::new(|m| m["entrypoint"] = json!("x")),
        ),
        (
            "no command",
            Box::new(|m| {
                m["server"]["mcp_config"]
                    .as_object_mut()
                    .unwrap()
                    .remove("command");
            }),
        ),
        (
            "env value not a string",
            Box::new(|m| m["server"]["mcp_config"]["env"]["SECURED_NOTES_API_KEY"] = json!(1)),
        ),
        (
            "setting without a title",
            Box::new(|m| {
                m["user_config"]["api_key"]
                    .as_object_mut()
                    .unwrap()
                    .remove("title");
            }),
        ),
        (
            "setting of an unknown type",
            Box::new(|m| m["user_config"]["api_key"]["type"] = json!("secret")),
        ),
        (
            "sensitive not a boolean",
            Box::new(|m| m["user_config"]["api_key"]["sensitive"] = json!("yes")),
        ),
    ];
    for (what, breaks) in broken {
        let mut manifest = good.clone();
        breaks(&mut manifest);
        assert!(
            !manifest_problems(&manifest).is_empty(),
            "the schema accepted a manifest with {what}"
        );
    }
}

/// The fenced code blocks of a Markdown text with their info string.
fn code_blocks(markdown: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut open: Option<(String, String)> = None;
    for line in markdown.lines() {
        match &mut open {
            None => {
                if let Some(info) = line.strip_prefix("```") {
                    open = Some((info.to_string(), String::new()));
                }
            }
            Some((_, body)) if line == "```" => {
                let _ = body;
                out.push(open.take().unwrap());
            }
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
        }
    }
    assert!(open.is_none(), "an unclosed code block");
    out
}

#[test]
fn readme_client_configurations_are_json_with_the_apis_variables() {
    for (spec, files) in crates() {
        let readme = &files["README.md"];
        let blocks = code_blocks(readme);
        let json_blocks: Vec<Value> = blocks
            .iter()
            .filter(|(info, _)| info == "json")
            .map(|(_, body)| {
                serde_json::from_str(body).unwrap_or_else(|e| {
                    panic!("{spec}: README JSON block does not parse: {e}\n{body}")
                })
            })
            .collect();
        assert_eq!(
            json_blocks.len(),
            2,
            "{spec}: Claude Desktop/Cursor and VS Code"
        );
        let name = package_name(&files["Cargo.toml"]);
        let desktop = &json_blocks[0]["mcpServers"][&name];
        let vscode_file = &json_blocks[1];
        let vscode = &vscode_file["servers"][&name];
        assert_eq!(vscode["type"], "stdio", "{spec}");
        let bin = format!("target/release/{name}");
        for server in [desktop, vscode] {
            assert!(
                server["command"].as_str().unwrap().ends_with(&bin),
                "{spec}"
            );
        }
        let manifest: Value = serde_json::from_str(&files["manifest.json"]).unwrap();
        let sensitive = |var: &str| {
            let key = manifest["server"]["mcp_config"]["env"][var]
                .as_str()
                .unwrap()
                .trim_start_matches("${user_config.")
                .trim_end_matches('}');
            manifest["user_config"][key]["sensitive"] == json!(true)
        };
        let prefix = manifest["server"]["mcp_config"]["env"]
            .as_object()
            .unwrap()
            .keys()
            .next()
            .unwrap()
            .trim_end_matches("BASE_URL")
            .to_string();
        let inputs: Vec<&str> = vscode_file["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| {
                assert_eq!(i["type"], "promptString", "{spec}");
                assert_eq!(i["password"], true, "{spec}");
                i["id"].as_str().unwrap()
            })
            .collect();
        let desktop_env = desktop["env"].as_object().unwrap();
        let vscode_env = vscode["env"].as_object().unwrap();
        assert_eq!(
            desktop_env.keys().collect::<Vec<_>>(),
            vscode_env.keys().collect::<Vec<_>>(),
            "{spec}"
        );
        assert!(
            desktop_env.contains_key(&format!("{prefix}BASE_URL")),
            "{spec}"
        );
        for (var, value) in desktop_env {
            // The API's real variable names, each one the server reads.
            assert!(
                manifest["server"]["mcp_config"]["env"].get(var).is_some(),
                "{spec}: {var}"
            );
            let value = value.as_str().unwrap();
            if sensitive(var) {
                // A secret is a placeholder, or a prompt in VS Code; never a value.
                assert!(
                    value.starts_with('<') && value.ends_with('>'),
                    "{spec}: {var} = {value}"
                );
                let input = vscode_env[var].as_str().unwrap();
                let id = input
                    .strip_prefix("${input:")
                    .and_then(|i| i.strip_suffix('}'))
                    .unwrap_or_else(|| panic!("{spec}: VS Code {var} = {input}"));
                assert!(inputs.contains(&id), "{spec}: {id}");
                assert!(
                    readme.contains(&format!("--env {var}=\"${var}\"")),
                    "{spec}: Claude Code reads {var} from the shell"
                );
            } else {
                assert_eq!(vscode_env[var], json!(value), "{spec}");
            }
        }
        // Claude Code, stdio and HTTP (at the path the runtime serves).
        assert!(
            readme.contains(&format!(" {name} -- /absolute/path/to/{name}/{bin}")),
            "{spec}"
        );
        assert!(
            readme.contains(&format!(
                "claude mcp add --transport http {name} http://127.0.0.1:8000{}",
                openapi_mcp_runtime::transport::MCP_PATH
            )),
            "{spec}"
        );
    }
}

/// The argument list of the Dockerfile's exec-form `ENTRYPOINT`.
fn entrypoint(dockerfile: &str) -> Vec<String> {
    let line = dockerfile
        .lines()
        .find(|l| l.starts_with("ENTRYPOINT "))
        .expect("an ENTRYPOINT");
    serde_json::from_str(&line["ENTRYPOINT ".len()..]).expect("exec form")
}

static API: Api = Api {
    name: "demo-mcp",
    title: "Demo",
    version: "1",
    instructions: "",
    env_prefix: "DEMO",
    default_base_url: "https://api.example.com",
    server_variables: &[],
    security_schemes: &[],
    input_defs: "",
    output_defs: "",
    tools: &[],
};

#[test]
fn dockerfile_runs_the_crates_binary_over_http_as_a_user() {
    let rust_version = std::fs::read_to_string(common::root().join("Cargo.toml"))
        .unwrap()
        .lines()
        .find_map(|l| {
            l.strip_prefix("rust-version = ")
                .map(|v| v.trim_matches('"').to_string())
        })
        .unwrap();
    let minor = |version: &str| -> u32 { version.split('.').nth(1).unwrap().parse().unwrap() };
    for (spec, files) in crates() {
        let dockerfile = &files["Dockerfile"];
        let name = package_name(&files["Cargo.toml"]);
        // Spec text never reaches the Dockerfile: only names the generator made.
        assert!(
            dockerfile
                .chars()
                .all(|c| c == '\n' || (' '..='~').contains(&c)),
            "{spec}"
        );
        // hostile.yaml's names end strings and comments (`"#PWNED`, `*/`): the sanitised crate
        // and variable names keep only the words.
        assert!(
            !dockerfile.contains("*/") && !dockerfile.contains("\"#"),
            "{spec}"
        );
        let froms: Vec<&str> = dockerfile
            .lines()
            .filter(|l| l.starts_with("FROM "))
            .collect();
        assert_eq!(froms.len(), 2, "{spec}: a build stage and a runtime stage");
        let builder = froms[0]
            .strip_prefix("FROM rust:")
            .and_then(|l| l.strip_suffix("-slim-bookworm AS build"))
            .unwrap_or_else(|| panic!("{spec}: {}", froms[0]));
        assert!(
            minor(builder) >= minor(&rust_version),
            "{spec}: rust {builder}"
        );
        assert!(
            dockerfile.contains("cargo build --release $locked"),
            "{spec}"
        );
        // The runtime image is the build's Debian release, so the binary's glibc is there.
        assert!(froms[1].contains("debian12"), "{spec}");
        let user = dockerfile
            .lines()
            .filter_map(|l| l.strip_prefix("USER "))
            .next_back()
            .unwrap_or_else(|| panic!("{spec}: no USER"));
        let uid = user.split(':').next().unwrap();
        assert!(uid != "root" && uid != "0", "{spec}: USER {user}");
        let args = entrypoint(dockerfile);
        assert_eq!(args[0], format!("/usr/local/bin/{name}"), "{spec}");
        assert!(
            dockerfile.contains(&format!("COPY --from=build /{name} /usr/local/bin/{name}")),
            "{spec}"
        );
        assert!(
            dockerfile.contains(&format!("cp target/release/{name} /{name}")),
            "{spec}"
        );
        // The flags are the runtime's real ones, and say what the comments say.
        let matches = openapi_mcp_runtime::cli::command(&API)
            .try_get_matches_from(&args)
            .unwrap_or_else(|e| panic!("{spec}: the runtime refuses {args:?}: {e}"));
        let (settings, _) = openapi_mcp_runtime::cli::settings_from(&matches);
        assert_eq!(
            settings.transport,
            openapi_mcp_runtime::Transport::Http,
            "{spec}"
        );
        assert_eq!(settings.http.bind, "0.0.0.0:8000", "{spec}");
        assert!(dockerfile.contains("\nEXPOSE 8000\n"), "{spec}");
        // The variables the comments document are the runtime's and the API's real ones.
        let prefix = files["manifest.json"]
            .split("\"env\": {")
            .nth(1)
            .and_then(|rest| rest.split('"').nth(1))
            .and_then(|var| var.strip_suffix("BASE_URL"))
            .unwrap()
            .to_string();
        for var in ["MCP_TOKEN", "ALLOWED_HOSTS", "BASE_URL"] {
            assert!(
                dockerfile.contains(&format!("#   {prefix}{var}")),
                "{spec}: {var}"
            );
        }
        assert!(
            !dockerfile.contains("\nENV ") && !dockerfile.contains("\nARG "),
            "{spec}"
        );
        assert_eq!(
            files[".dockerignore"]
                .lines()
                .filter(|l| *l == "target/")
                .count(),
            1,
            "{spec}"
        );
    }
}

#[test]
fn with_a_shared_runtime_the_dockerfile_says_it_cannot_build_alone() {
    let spec = common::fixture("petstore.yaml");
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec))
        .unwrap()
        .set;
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None)
        .unwrap()
        .with_runtime(openapi_mcp::testing::emit::RuntimeSource::Path(
            "../rt\nRUN evil".into(),
        ));
    let files = openapi_mcp::testing::emit::emit(&set, &krate).unwrap();
    let dockerfile = &files["Dockerfile"].contents;
    assert!(dockerfile.contains("--runtime-path"), "{dockerfile}");
    assert!(
        !dockerfile.contains("evil"),
        "the path is not copied into the Dockerfile"
    );
}

fn docker_available() -> bool {
    Command::new("docker")
        .args(["info", "--format", "{{.ServerVersion}}"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// One MCP `initialize` over HTTP to the container, as a raw HTTP/1.1 request: the answer
/// names the server.
fn initialize_over_http(port: u16) -> Result<String, String> {
    use std::io::{Read, Write};
    let body = json!({
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "distribution-test", "version": "0"},
        },
    })
    .to_string();
    let mut stream =
        std::net::TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .map_err(|e| e.to_string())?;
    let request = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Accept: application/json, text/event-stream\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    if answer.starts_with("HTTP/1.1 200") && answer.contains("serverInfo") {
        Ok(answer)
    } else {
        Err(answer)
    }
}

/// Builds the petstore crate's image and talks MCP to a container of it. Needs a Docker daemon
/// that can pull the base images; skipped with a notice without one.
#[test]
fn docker_image_builds_and_answers_mcp_over_http() {
    if !docker_available() {
        eprintln!(
            "notice: skipping the Docker image test: `docker info` fails (Docker or its daemon is missing here)"
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("petstore-mcp");
    common::generate("petstore.yaml", Some("petstore.overrides.yaml"), &out);
    // The generator wrote Cargo.lock (what a user commits), so the image builds with
    // `--locked` as it will for them.
    assert!(out.join("Cargo.lock").is_file());
    let tag = format!("openapi-mcp-distribution-test:{}", std::process::id());
    let built = Command::new("docker")
        .args(["build", "--quiet", "-t", &tag])
        .arg(&out)
        .status()
        .expect("run docker build");
    assert!(built.success(), "docker build failed");
    // Dropped last: the container goes first, then its image.
    let _image = DockerGuard("rmi", tag.clone());
    let help = Command::new("docker")
        .args(["run", "--rm", &tag, "--help"])
        .output()
        .expect("docker run --help");
    assert!(
        help.status.success(),
        "{}",
        String::from_utf8_lossy(&help.stderr)
    );
    assert!(String::from_utf8_lossy(&help.stdout).contains("--allowed-hosts"));
    let port = free_port();
    let container = Command::new("docker")
        .args(["run", "-d", "--rm", "-p"])
        .arg(format!("127.0.0.1:{port}:8000"))
        .arg(&tag)
        .output()
        .expect("docker run -d");
    assert!(
        container.status.success(),
        "{}",
        String::from_utf8_lossy(&container.stderr)
    );
    let id = String::from_utf8_lossy(&container.stdout)
        .trim()
        .to_string();
    let _container = DockerGuard("rm", id);
    let mut last = String::new();
    for _ in 0..50 {
        match initialize_over_http(port) {
            Ok(answer) => {
                assert!(answer.contains("petstore-mcp"), "{answer}");
                return;
            }
            Err(answer) => last = answer,
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    panic!("the container never answered initialize: {last}");
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Removes a Docker object when the test ends, passed or not: `docker <command> -f <name>`
/// (`rm` for a container, `rmi` for an image).
struct DockerGuard(&'static str, String);

impl Drop for DockerGuard {
    fn drop(&mut self) {
        let _ = Command::new("docker")
            .args([self.0, "-f", &self.1])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

static BUNDLE_API: Api = Api {
    name: "bundle-mcp",
    title: "Bundle",
    version: "1",
    instructions: "",
    env_prefix: "DISTRIBUTION_TEST_BUNDLE",
    default_base_url: "https://api.example.com/v1",
    server_variables: &[],
    security_schemes: &[],
    input_defs: "",
    output_defs: "",
    tools: &[],
};

/// What the desktop app passes for settings the user left alone: `""` for an optional string
/// (its default) and `"false"` for a switch. The server must read those as "not set" and
/// "off", or the bundle's defaults would break it.
#[test]
fn the_server_reads_the_bundles_defaults_as_unset() {
    let vars = [
        ("DISTRIBUTION_TEST_BUNDLE_BASE_URL", ""),
        ("DISTRIBUTION_TEST_BUNDLE_READ_ONLY", "false"),
        ("DISTRIBUTION_TEST_BUNDLE_NO_DESTRUCTIVE", "true"),
    ];
    for (name, value) in vars {
        // SAFETY: no other test of this binary reads or writes these variables (their prefix is
        // this test's own), and clap reads the environment only in `command` below.
        unsafe { std::env::set_var(name, value) };
    }
    let matches = openapi_mcp_runtime::cli::command(&BUNDLE_API)
        .try_get_matches_from(["bundle-mcp"])
        .unwrap();
    let (settings, _) = openapi_mcp_runtime::cli::settings_from(&matches);
    assert!(!settings.read_only);
    assert!(settings.no_destructive);
    let base =
        openapi_mcp_runtime::url::resolve_base_url(&BUNDLE_API, settings.base_url.as_deref(), &[])
            .unwrap();
    assert_eq!(base.as_str(), "https://api.example.com/v1");
}
