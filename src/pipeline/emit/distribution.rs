//! Getting a built server to its users: the client configurations of the README, a `Dockerfile`
//! (with its `.dockerignore`) and an MCP Bundle manifest (`manifest.json`, what `mcpb pack`
//! turns into an `.mcpb` a desktop user installs without editing JSON).
//!
//! Spec text never becomes Dockerfile text: the Dockerfile holds only names the generator made
//! (the crate name, the environment variable names). JSON is built with serde_json, so spec text
//! there is always a string value; display text goes through `terminal::safe`, so
//! control and bidi characters show as escapes. A shell command in the README quotes its
//! values, and takes the spec's server URL only when it is a plain absolute URL.

use serde_json::{Map, Value, json};

use super::{Crate, RuntimeSource};
use crate::model::{SchemeKind, ToolSet};
use crate::util::terminal::safe;

/// The bundle manifest's `manifest_version`: the version `schemas/mcpb-manifest-latest.schema.json`
/// of the MCPB repository describes (a binary server needs nothing newer).
pub const MCPB_MANIFEST_VERSION: &str = "0.3";

/// Rust toolchain of the Dockerfile's build stage: the one the generated crates are tested with.
pub const DOCKER_RUST_IMAGE: &str = "rust:1.95-slim-bookworm";

/// Runtime stage: glibc, libgcc and CA certificates, no shell, and a non-root user (65532).
pub const DOCKER_RUNTIME_IMAGE: &str = "gcr.io/distroless/cc-debian12:nonroot";

/// Port the container listens on (the runtime's own default port).
pub const DOCKER_PORT: u16 = 8000;

/// One environment variable a user sets for the server: the base URL, a server variable or a
/// credential.
#[derive(Debug, Clone)]
pub struct UserVariable {
    /// `PETSTORE_API_KEY`.
    pub env: String,
    /// `api_key`: the bundle's `user_config` key (the name without the prefix, lowercase).
    pub key: String,
    /// The setting's title in a desktop app (`API key`).
    pub title: String,
    /// What to enter, in the generator's own words.
    pub description: String,
    /// What it is, in the generator's own words (no spec text): what the Dockerfile may say.
    pub what: &'static str,
    /// A credential: never written as a value, only as a placeholder.
    pub secret: bool,
    /// The server cannot start without it (the base URL of an API without an absolute server).
    pub required: bool,
    /// Shown in the client configurations; `None` for the server variables, which have defaults.
    pub example: Option<String>,
}

/// What a user may set, in README order: the base URL, the server variables, the credentials.
pub fn user_variables(set: &ToolSet, krate: &Crate) -> Vec<UserVariable> {
    let p = &krate.env_prefix;
    let key = |env: &str| {
        env.strip_prefix(p.as_str())
            .unwrap_or(env)
            .trim_start_matches('_')
            .to_ascii_lowercase()
    };
    let mut out = Vec::new();
    let server = set.servers.first();
    let base_env = format!("{p}_BASE_URL");
    let (required, description) = match server {
        Some(s) if !s.url.starts_with('/') => (
            false,
            format!(
                "Base URL of the API; leave empty for the API description's server, {}",
                safe(&s.url)
            ),
        ),
        _ => (
            true,
            "Base URL of the API, e.g. https://api.example.com (the API description names no absolute server URL)"
                .to_string(),
        ),
    };
    out.push(UserVariable {
        key: key(&base_env),
        env: base_env,
        title: "API base URL".into(),
        description,
        what: "base URL of the API",
        secret: false,
        required,
        example: Some(example_base_url(set)),
    });
    if let Some(server) = server {
        let mut seen = std::collections::BTreeSet::new();
        for v in &server.variables {
            let env = krate.server_variable_env(&v.name);
            if !seen.insert(env.clone()) {
                continue;
            }
            let mut description = format!(
                "Value of {{{}}} in the server URL; leave empty for the default, {}",
                safe(&v.name),
                safe(&v.default)
            );
            if !v.allowed.is_empty() {
                let allowed: Vec<String> = v.allowed.iter().map(|a| safe(a).into_owned()).collect();
                description.push_str(&format!(" (one of: {})", allowed.join(", ")));
            }
            out.push(UserVariable {
                key: key(&env),
                env,
                title: format!("Server variable {}", safe(&v.name)),
                description,
                what: "a variable of the server URL",
                secret: false,
                required: false,
                example: None,
            });
        }
    }
    for scheme in &set.security_schemes {
        let parts: Vec<(&'static str, &'static str)> = match &scheme.kind {
            SchemeKind::ApiKey { .. } => vec![("API key", "<API key>")],
            SchemeKind::HttpBearer | SchemeKind::Token { .. } => {
                vec![("bearer token", "<token>")]
            }
            SchemeKind::HttpBasic => vec![("user name", "<user name>"), ("password", "<password>")],
            // Either the client id and secret, or a token obtained elsewhere. The token is left
            // out of the client configurations.
            SchemeKind::OAuth2ClientCredentials { .. } => vec![
                ("OAuth2 client id", "<client id>"),
                ("OAuth2 client secret", "<client secret>"),
                ("OAuth2 token, used instead of the client id and secret", ""),
            ],
            SchemeKind::Unsupported { .. } => Vec::new(),
        };
        for (env, (what, placeholder)) in krate.scheme_env(scheme).into_iter().zip(parts) {
            out.push(UserVariable {
                key: key(&env),
                title: format!("{} ({})", capitalized(what), safe(&scheme.name)),
                description: format!(
                    "{} for the API's security scheme {}; set as {env}",
                    capitalized(what),
                    safe(&scheme.name)
                ),
                what,
                env,
                secret: true,
                // Which schemes a call needs depends on the tool (and some accept either of
                // two): the server says which credential is missing when a call needs it. Not
                // required, so that the bundle, like the README, depends on the API's servers
                // and schemes and not on which operations exist.
                required: false,
                example: (!placeholder.is_empty()).then(|| placeholder.to_string()),
            });
        }
    }
    out
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The spec's first server URL when it is a plain absolute http(s) URL (safe to show in a
/// shell command between single quotes, and in JSON), else an example.
fn example_base_url(set: &ToolSet) -> String {
    let plain = |url: &str| {
        (url.starts_with("https://") || url.starts_with("http://"))
            && url
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || ":/._~%?#&=+@!,;-".contains(c))
    };
    match set.servers.first() {
        Some(s) if plain(&s.url) => s.url.clone(),
        _ => "https://api.example.com".to_string(),
    }
}

/// `text` between single quotes for a POSIX shell.
fn shell_quote(text: &str) -> String {
    if !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./:=@,+%".contains(c))
    {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The Docker image name: a lowercase crate name (image names may not hold capitals).
pub fn image_name(krate: &Crate) -> String {
    krate.name.to_ascii_lowercase()
}

/// The `Dockerfile`: a build stage and a small non-root runtime stage serving Streamable HTTP.
pub fn dockerfile(set: &ToolSet, krate: &Crate) -> String {
    let name = &krate.name;
    let p = &krate.env_prefix;
    let image = image_name(krate);
    let vars = user_variables(set, krate);
    let mut pass = String::new();
    let mut listed = String::new();
    for v in &vars {
        if v.example.is_none() && !v.required {
            continue;
        }
        pass.push_str(&format!(" -e {}", v.env));
        listed.push_str(&format!(
            "#   {}{}: {}\n",
            v.env,
            if v.secret { " (secret)" } else { "" },
            v.what
        ));
    }
    let context = match &krate.runtime {
        RuntimeSource::Vendored => {
            "# Build context: this folder. The runtime crate is vendored in vendor/, so the build\n\
             # needs nothing outside it (only crates.io).\n"
                .to_string()
        }
        RuntimeSource::Path(_) => "# NOTE: this crate was generated with --runtime-path, so Cargo.toml points at a\n\
             # runtime crate outside this folder, which `docker build .` cannot reach: the build\n\
             # stage fails. Regenerate without --runtime-path (the runtime is then vendored here),\n\
             # or build from a context that holds both folders and adjust the COPY lines.\n"
            .to_string(),
    };
    format!(
        "{header}\
# The {name} MCP server in a container, serving MCP over Streamable HTTP at
# http://<host>:{port}/mcp (stateless).
#
#   docker build -t {image} .
#   docker run --rm -p 127.0.0.1:{port}:{port}{pass} -e {p}_MCP_TOKEN {image}
#
{context}#
# Configuration comes from the environment of `docker run`, never from the image: `-e NAME`
# without a value passes NAME from your shell, so a secret is neither in the image nor on the
# command line. Never bake credentials in with ENV or ARG. The API's variables:
{listed}#   {p}_MCP_TOKEN (secret): the bearer token every MCP client must send
#     (`Authorization: Bearer <token>`). Set it whenever the port is reachable from other
#     machines: without it anyone who reaches the port can call the API with your credentials.
#   {p}_ALLOWED_HOSTS: the Host names clients reach the container by, comma-separated
#     (e.g. mcp.example.com). The server answers 403 to any other Host header than localhost,
#     127.0.0.1 and ::1 (DNS-rebinding protection), so behind a proxy or a DNS name set it.
# Every other flag has a variable too (`docker run --rm {image} --help` lists them), e.g.
# {p}_READ_ONLY=true.

FROM {rust} AS build
WORKDIR /src
COPY . .
# --locked when Cargo.lock is there (the generator writes it once; commit it: the image then
# holds the dependency versions you built and tested with). The caches keep downloads and
# compiled dependencies between builds.
RUN --mount=type=cache,target=/usr/local/cargo/registry \\
    --mount=type=cache,target=/src/target \\
    if [ -f Cargo.lock ]; then locked=--locked; else locked=; fi \\
    && cargo build --release $locked \\
    && cp target/release/{name} /{name}

# distroless/cc: glibc and libgcc for the Rust binary, and CA certificates, which the server
# needs: it verifies the API's TLS certificate against the system trust store. No shell, no
# package manager, and a non-root user.
FROM {runtime}
COPY --from=build /{name} /usr/local/bin/{name}
USER 65532:65532
EXPOSE {port}
# 0.0.0.0 is every interface of the container's own network: publish the port with
# `-p 127.0.0.1:{port}:{port}` to keep it on this machine.
ENTRYPOINT [\"/usr/local/bin/{name}\", \"--transport\", \"http\", \"--bind\", \"0.0.0.0:{port}\"]
",
        header = super::HASH_HEADER,
        port = DOCKER_PORT,
        rust = DOCKER_RUST_IMAGE,
        runtime = DOCKER_RUNTIME_IMAGE,
    )
}

/// What `docker build .` leaves out of the build context.
pub fn dockerignore() -> String {
    format!("{}target/\nbundle/\n*.mcpb\n.git/\n", super::HASH_HEADER)
}

/// The MCP Bundle manifest (`manifest.json`), for a bundle laid out as `manifest.json` and
/// `server/<binary>` (the README says how to pack it).
pub fn bundle_manifest(set: &ToolSet, krate: &Crate) -> String {
    let name = &krate.name;
    let title = safe(&set.info.title);
    let mut env = Map::new();
    let mut user_config = Map::new();
    for v in user_variables(set, krate) {
        env.insert(
            v.env.clone(),
            Value::String(format!("${{user_config.{}}}", v.key)),
        );
        let mut entry = Map::new();
        entry.insert("type".into(), json!("string"));
        entry.insert("title".into(), json!(v.title));
        entry.insert("description".into(), json!(v.description));
        entry.insert("required".into(), json!(v.required));
        if v.secret {
            entry.insert("sensitive".into(), json!(true));
        }
        // An optional setting left unset would reach the server as the literal text
        // `${user_config.key}`; an empty value is what the server reads as "not set".
        if !v.required {
            entry.insert("default".into(), json!(""));
        }
        user_config.insert(v.key, Value::Object(entry));
    }
    for (suffix, title, description) in [
        (
            "READ_ONLY",
            "Read-only",
            "List and allow only the tools that only read",
        ),
        (
            "NO_DESTRUCTIVE",
            "No destructive tools",
            "Hide and refuse the tools that may overwrite or delete",
        ),
    ] {
        let key = suffix.to_ascii_lowercase();
        env.insert(
            format!("{}_{suffix}", krate.env_prefix),
            Value::String(format!("${{user_config.{key}}}")),
        );
        user_config.insert(
            key,
            json!({
                "type": "boolean",
                "title": title,
                "description": description,
                "required": false,
                "default": false,
            }),
        );
    }
    let manifest = json!({
        "manifest_version": MCPB_MANIFEST_VERSION,
        "name": name,
        "display_name": title,
        "version": "0.1.0",
        "description": format!(
            "MCP server for the {title} API (version {}), generated by openapi-mcp",
            safe(&set.info.version)
        ),
        "author": { "name": "openapi-mcp" },
        "server": {
            "type": "binary",
            "entry_point": format!("server/{name}"),
            "mcp_config": {
                "command": format!("${{__dirname}}/server/{name}"),
                "args": [],
                "env": env,
            },
        },
        "user_config": user_config,
    });
    // JSON has no comments: the `@generated` mark goes in the first line as `_meta`, the
    // schema's place for a producer's own data, so the write stage recognises the file as ours.
    let meta = json!({ "openapi-mcp": { "generated": super::HEADER.trim_start_matches("// ").trim_end() } });
    let rest = crate::util::json::pretty(&manifest);
    format!(
        "{{\"_meta\": {meta},\n{}",
        rest.strip_prefix("{\n").unwrap_or(&rest)
    )
}

/// The README section "Use it from a client".
pub fn readme_section(set: &ToolSet, krate: &Crate) -> String {
    let name = &krate.name;
    let p = &krate.env_prefix;
    let bin = format!("/absolute/path/to/{name}/target/release/{name}");
    let vars: Vec<UserVariable> = user_variables(set, krate)
        .into_iter()
        .filter(|v| v.example.is_some())
        .collect();
    let example = |v: &UserVariable| v.example.clone().unwrap_or_default();

    let mut env = Map::new();
    for v in &vars {
        env.insert(v.env.clone(), json!(example(v)));
    }
    let desktop = json!({ "mcpServers": { name.as_str(): {
        "command": bin, "args": [], "env": env.clone(),
    } } });

    let mut vs_env = Map::new();
    let mut inputs = Vec::new();
    for v in &vars {
        if v.secret {
            let id = v.env.to_ascii_lowercase().replace('_', "-");
            vs_env.insert(v.env.clone(), json!(format!("${{input:{id}}}")));
            inputs.push(json!({
                "type": "promptString",
                "id": id,
                "description": v.title,
                "password": true,
            }));
        } else {
            vs_env.insert(v.env.clone(), json!(example(v)));
        }
    }
    let vscode = json!({
        "inputs": inputs,
        "servers": { name.as_str(): {
            "type": "stdio", "command": bin, "args": [], "env": vs_env,
        } },
    });

    let mut claude = String::from("claude mcp add --transport stdio");
    for v in &vars {
        let value = if v.secret {
            format!("\"${}\"", v.env)
        } else {
            shell_quote(&example(v))
        };
        claude.push_str(&format!(" \\\n  --env {}={value}", v.env));
    }
    claude.push_str(&format!(" \\\n  {name} -- {bin}"));

    let secrets: Vec<&str> = vars
        .iter()
        .filter(|v| v.secret)
        .map(|v| v.env.as_str())
        .collect();
    let secrets_note = if secrets.is_empty() {
        String::new()
    } else {
        format!(
            " Credentials ({}) are placeholders: put in your own, and set only those of the \
             security schemes your API calls need.",
            secrets
                .iter()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    let claude_note = if secrets.is_empty() {
        ""
    } else {
        ", with the credentials taken from your shell's environment (Claude Code stores them in its configuration)"
    };
    let pretty = |v: &Value| crate::util::json::pretty(v);
    let image = image_name(krate);
    let mut docker_env = String::new();
    for v in &vars {
        docker_env.push_str(&format!(" -e {}", v.env));
    }
    format!(
        "## Use it from a client\n\n\
         Build the server once (`cargo build --release`) and point the client at the binary by its \
         absolute path (on Windows it ends in `.exe`). The client starts it and speaks MCP over \
         stdio.{secrets_note} Every setting of the Environment table above can be added to `env` the same way.\n\n\
         **Claude Desktop** (`claude_desktop_config.json`: Settings → Developer → Edit Config) and \
         **Cursor** (`~/.cursor/mcp.json`, or `.cursor/mcp.json` in a project) read the same form:\n\n\
         ```json\n{desktop}```\n\n\
         **Claude Code**{claude_note}:\n\n\
         ```sh\n{claude}\n```\n\n\
         **VS Code** (`.vscode/mcp.json`, or the user `mcp.json` from *MCP: Open User Configuration*) \
         asks for each credential once and keeps it in its secret storage:\n\n\
         ```json\n{vscode}```\n\n\
         **Over HTTP**, `--transport http` serves Streamable HTTP at `http://127.0.0.1:8000/mcp` (`--bind` \
         changes the address). Set `{p}_MCP_TOKEN` to make clients send `Authorization: Bearer \
         <token>`, and `--allowed-hosts` (`{p}_ALLOWED_HOSTS`) when clients reach the server by a \
         name other than localhost. Then, for Claude Code:\n\n\
         ```sh\nclaude mcp add --transport http {name} http://127.0.0.1:8000/mcp \\\n  \
         --header \"Authorization: Bearer ${p}_MCP_TOKEN\"\n```\n\n\
         **In a container**: the `Dockerfile` builds a small image (distroless, non-root) that serves HTTP on port \
         8000; its comments list every variable. Credentials are passed at `docker run`, never \
         built in (`-e NAME` passes the variable from your shell):\n\n\
         ```sh\ndocker build -t {image} .\n\
         docker run --rm -p 127.0.0.1:8000:8000{docker_env} -e {p}_MCP_TOKEN {image}\n```\n\n\
         **Operating it**: on the HTTP port, `GET /healthz` answers 200 while the process serves \
         and `GET /readyz` 200 while it takes calls, both without a token and with nothing of \
         the configuration in the body. On `SIGTERM` (or Ctrl-C) `/readyz` turns 503 and new \
         MCP requests get 503 at once, while the calls in flight finish (their upstream request \
         and their answer) for up to `--shutdown-grace-secs` (25 s by default); then the server \
         exits 0. Over stdio it finishes the calls in flight the same way. `--metrics-bind \
         127.0.0.1:9464` serves Prometheus metrics (`mcp_server_operation_duration_seconds` per \
         tool and decision, upstream request durations, retries, calls in flight) on a listener \
         of their own, and a `traceparent` in a call's `_meta` (or the MCP request's headers) \
         reaches the API as the parent of the server's own span. Built with `cargo build \
         --release --features otlp`, the server exports its spans to an OpenTelemetry \
         collector when `OTEL_EXPORTER_OTLP_ENDPOINT` is set.\n\n\
         **On Kubernetes**: `deploy/kubernetes/` holds a Deployment (2 replicas, probes on \
         `/healthz` and `/readyz`, non-root, read-only root filesystem, no privilege escalation, \
         requests and limits), a Service, a HorizontalPodAutoscaler, a PodDisruptionBudget, and \
         `secret.example.yaml`, a Secret template that names the credentials, `{p}_MCP_TOKEN` \
         and `{p}_MCP_REQUEST_STATE_KEY` without values. Push the image where the cluster pulls \
         from, create the Secret, then apply:\n\n\
         ```sh\nkubectl create secret generic {secret} \\\n  --from-literal={p}_MCP_TOKEN=\"$(openssl rand -hex 32)\" \\\n  \
         --from-literal={p}_MCP_REQUEST_STATE_KEY=\"$(openssl rand -base64 48)\"\n\
         kubectl apply -k deploy/kubernetes\n```\n\n\
         These files are regenerated: set the image, replicas, namespace or allowed host names \
         in an overlay of your own that lists `deploy/kubernetes` as a resource.\n\n\
         **As a desktop extension**: `manifest.json` describes this server as an MCP Bundle \
         (`github.com/anthropics/mcpb`): \
         Claude Desktop installs the `.mcpb` file with a double click and asks for the settings \
         in a form, credentials masked and kept in the system's secret store. A bundle holds the \
         binary of one platform, so pack it where you built it:\n\n\
         ```sh\ncargo build --release\nmkdir -p bundle/server\ncp manifest.json bundle/\n\
         cp target/release/{name} bundle/server/\nnpx @anthropic-ai/mcpb pack bundle {name}.mcpb\n```\n",
        desktop = pretty(&desktop),
        vscode = pretty(&vscode),
        secret = super::kubernetes::secret_name(krate),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_values_are_quoted_unless_plain() {
        assert_eq!(
            shell_quote("https://api.example.com/v1"),
            "https://api.example.com/v1"
        );
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote("$(rm -rf ~)"), "'$(rm -rf ~)'");
        assert_eq!(shell_quote(""), "''");
    }

    #[test]
    fn only_a_plain_absolute_server_url_reaches_the_examples() {
        let spec = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/petstore.yaml");
        let mut set = crate::plan(&crate::Settings::new(spec)).unwrap().set;
        let url = |set: &ToolSet| example_base_url(set);
        set.servers[0].url = "https://api.example.org/v2?x=1".into();
        assert_eq!(url(&set), "https://api.example.org/v2?x=1");
        for hostile in [
            "/v1",
            "https://{region}.example.com",
            "https://x.example.com/'; rm -rf ~",
            "https://x.example.com/`id`",
            "https://x.example.com/\n```",
            "javascript:alert(1)",
        ] {
            set.servers[0].url = hostile.into();
            assert_eq!(url(&set), "https://api.example.com", "{hostile:?}");
        }
    }
}
