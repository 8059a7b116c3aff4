//! Environment variable names of the generated server, made collision-free. Scheme and server
//! variable names are spec text: `api key`, `api_key` and `API-Key` all come out as
//! `<PREFIX>_API_KEY_KEY`, a name with only symbols as `<PREFIX>__KEY`, and a scheme called
//! `x key` as the same `<PREFIX>_X_KEY` as one called `x`. Two settings must never read one
//! variable, so later names (in name order, independent of the document's order) get `_2`,
//! `_3`, ... on their stem. The runtime's own variables are taken from the start.

use std::collections::{BTreeMap, BTreeSet};

use super::{scheme_env, server_variable_env};
use crate::model::ToolSet;

/// One variable the runtime reads for itself, without the prefix, with its flag (empty for
/// environment-only settings) and what the README says it means.
#[derive(Debug, Clone, Copy)]
pub struct RuntimeVariable {
    /// The variable without the prefix (`READ_ONLY`).
    pub name: &'static str,
    /// The command-line flag it stands for (`--read-only`), empty when there is none.
    pub flag: &'static str,
    /// What it does, as the generated README says it.
    pub meaning: &'static str,
}

/// Every variable the runtime reads for itself (`templates/runtime/cli.rs`), in README order.
/// Scheme and server variables never take these names; a test checks the runtime's sources
/// for names missing here, so the two cannot drift apart.
pub const RUNTIME_VARIABLES: &[RuntimeVariable] = &[
    var("BASE_URL", "--base-url", "base URL of the API"),
    var(
        "READ_ONLY",
        "--read-only",
        "list and allow only read-only tools",
    ),
    var(
        "NO_DESTRUCTIVE",
        "--no-destructive",
        "hide and refuse destructive tools",
    ),
    var(
        "TOOLS",
        "--tools",
        "allow only these tools (comma-separated)",
    ),
    var(
        "EXCLUDE_TOOLS",
        "--exclude-tools",
        "hide and refuse these tools",
    ),
    var(
        "TIMEOUT_SECS",
        "--timeout-secs",
        "timeout of one upstream request (default 30)",
    ),
    var(
        "MAX_RESPONSE_BYTES",
        "--max-response-bytes",
        "cap on the response body passed on (default 1 MiB)",
    ),
    var("LOG", "--log-level", "log filter; logs go to stderr"),
    var(
        "CONNECT_TIMEOUT_SECS",
        "--connect-timeout-secs",
        "connect timeout of one upstream request (default 10)",
    ),
    var(
        "RETRIES",
        "--retries",
        "retries of read-only or idempotent tools on connect errors, timeouts, 429, 502, 503, 504 (default 2); other tools are sent once",
    ),
    var(
        "CONFIRM",
        "--confirm",
        "ask the user (MCP elicitation) before `writes` or `destructive` tools run (default `none`); on MCP 2026-07-28 by a round trip that any replica sharing `MCP_REQUEST_STATE_KEY` honours",
    ),
    var(
        "CONFIRM_TTL",
        "--confirm-ttl",
        "seconds a `--confirm` question stays answerable on MCP 2026-07-28 (default 300)",
    ),
    var(
        "MCP_REQUEST_STATE_KEY",
        "",
        "keys (32+ bytes each, comma-separated, the first signs) that seal `--confirm` round trips, the same on every replica; without it each process makes its own (secret: environment only)",
    ),
    var(
        "SHUTDOWN_GRACE_SECS",
        "--shutdown-grace-secs",
        "on SIGTERM, how long calls in flight may take to finish before the server exits (default 25); `/readyz` answers 503 and new calls are turned away at once",
    ),
    var(
        "METRICS_BIND",
        "--metrics-bind",
        "serve Prometheus metrics at `http://ADDR/metrics` on a listener of their own (off by default)",
    ),
    var(
        "TOOL_MODE",
        "--tool-mode",
        "`full` (default): one MCP tool per operation; `dynamic`: only `search_tools`, `describe_tool` and `call_tool`, for a small context (the same rules apply to every call)",
    ),
    var(
        "TRANSPORT",
        "--transport",
        "`stdio` (default) or `http` (Streamable HTTP at `/mcp`, stateless)",
    ),
    var(
        "BIND",
        "--bind",
        "address for `--transport http` (default 127.0.0.1:8000)",
    ),
    var(
        "ALLOWED_HOSTS",
        "--allowed-hosts",
        "Host names accepted over HTTP besides loopback",
    ),
    var(
        "ALLOWED_ORIGINS",
        "--allowed-origins",
        "browser origins whose pages may call the server over HTTP besides this machine's",
    ),
    var(
        "HTTP_SESSIONS",
        "--http-sessions",
        "keep a session per HTTP client on MCP revisions before 2026-07-28 (they need one for `--confirm`)",
    ),
    var(
        "FORWARD_AUTH_HEADER",
        "--forward-auth-header",
        "send this header of the caller's HTTP request upstream as `Authorization`, instead of the server's own credentials",
    ),
    var(
        "MCP_TOKEN",
        "",
        "bearer token MCP clients must send over HTTP (secret: environment only)",
    ),
    var(
        "MCP_TOKENS_FILE",
        "--tokens-file",
        "scoped bearer tokens over HTTP: a JSON list of `{label, sha256, scopes, expires}`, re-read on change or SIGHUP",
    ),
    var(
        "OAUTH_ISSUER",
        "--oauth-issuer",
        "OAuth 2.1 authorization server whose JWT access tokens the HTTP transport accepts",
    ),
    var(
        "PUBLIC_URL",
        "--public-url",
        "the URL clients reach the HTTP server at (the audience access tokens must name)",
    ),
    var(
        "SCOPE_PREFIX",
        "--scope-prefix",
        "prefix of the built-in scopes `read`, `write`, `destructive` (default `mcp:`)",
    ),
    var(
        "LOG_FORMAT",
        "--log-format",
        "`text` or `json` (one JSON object per log line, e.g. each call's audit line)",
    ),
    var(
        "AUDIT_ARGUMENTS",
        "--audit-arguments",
        "put argument values in each call's audit log line",
    ),
];

const fn var(name: &'static str, flag: &'static str, meaning: &'static str) -> RuntimeVariable {
    RuntimeVariable {
        name,
        flag,
        meaning,
    }
}

#[derive(Debug, Clone, Default)]
pub(super) struct EnvNames {
    schemes: BTreeMap<String, Vec<String>>,
    variables: BTreeMap<String, String>,
}

impl EnvNames {
    pub(super) fn new(set: &ToolSet, prefix: &str) -> EnvNames {
        let mut taken: BTreeSet<String> = RUNTIME_VARIABLES
            .iter()
            .map(|v| format!("{prefix}_{}", v.name))
            .collect();
        let mut out = EnvNames::default();
        let mut schemes: Vec<_> = set.security_schemes.iter().collect();
        schemes.sort_by(|a, b| a.name.cmp(&b.name));
        for scheme in schemes {
            let envs = first_free(&mut taken, |d| scheme_env(prefix, scheme, d));
            out.schemes.insert(scheme.name.clone(), envs);
        }
        let mut variables: Vec<&str> = set
            .servers
            .first()
            .into_iter()
            .flat_map(|s| &s.variables)
            .map(|v| v.name.as_str())
            .collect();
        variables.sort();
        variables.dedup();
        for name in variables {
            let env = first_free(&mut taken, |d| vec![server_variable_env(prefix, name, d)]);
            out.variables
                .insert(name.to_string(), env.into_iter().next().unwrap_or_default());
        }
        out
    }

    pub(super) fn scheme(&self, name: &str) -> Option<&[String]> {
        self.schemes.get(name).map(Vec::as_slice)
    }

    pub(super) fn variable(&self, name: &str) -> Option<&str> {
        self.variables.get(name).map(String::as_str)
    }
}

/// The first candidate list (no disambiguator, then `_2`, `_3`, ...) none of whose names is
/// taken (nor repeated within the list); its names are then taken.
fn first_free(
    taken: &mut BTreeSet<String>,
    candidate: impl Fn(&str) -> Vec<String>,
) -> Vec<String> {
    let mut n = 1;
    loop {
        let disambiguator = if n == 1 {
            String::new()
        } else {
            format!("_{n}")
        };
        let names = candidate(&disambiguator);
        let distinct: BTreeSet<&String> = names.iter().collect();
        if distinct.len() == names.len() && names.iter().all(|name| !taken.contains(name)) {
            taken.extend(names.iter().cloned());
            return names;
        }
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proc_macro2::{Delimiter, TokenStream, TokenTree};

    use super::RUNTIME_VARIABLES;
    use crate::pipeline::emit::RUNTIME_FILES;

    /// The variable names (without the prefix) the runtime's non-test code reads: `env("X")`,
    /// `flag(name, "X", help)` (which calls `env`), and `X` in a format string `"{..}_X"`.
    fn names_read(source: &str) -> BTreeSet<String> {
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let tokens: TokenStream = code.parse().expect("the runtime parses");
        let mut out = BTreeSet::new();
        walk(tokens, &mut out);
        out
    }

    fn string(tree: &TokenTree) -> Option<String> {
        let TokenTree::Literal(lit) = tree else {
            return None;
        };
        let text = lit.to_string();
        Some(text.strip_prefix('"')?.strip_suffix('"')?.to_string())
    }

    fn walk(tokens: TokenStream, out: &mut BTreeSet<String>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(id) if id == "env" || id == "flag" => {
                    let Some(TokenTree::Group(args)) = trees.get(i + 1) else {
                        continue;
                    };
                    if args.delimiter() != Delimiter::Parenthesis {
                        continue;
                    }
                    let args: Vec<TokenTree> = args.stream().into_iter().collect();
                    let mut parts =
                        args.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','));
                    let arg = if id == "env" {
                        parts.next()
                    } else {
                        parts.nth(1)
                    };
                    if let Some([lit]) = arg
                        && let Some(name) = string(lit)
                    {
                        out.insert(name);
                    }
                }
                TokenTree::Literal(_) => {
                    let text = string(tree).unwrap_or_default();
                    for (at, _) in text.match_indices("}_") {
                        let name: String = text[at + 2..]
                            .chars()
                            .take_while(|c| {
                                c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_'
                            })
                            .collect();
                        if !name.is_empty() {
                            out.insert(name);
                        }
                    }
                }
                TokenTree::Group(g) => walk(g.stream(), out),
                _ => {}
            }
        }
    }

    #[test]
    fn every_variable_the_runtime_reads_is_reserved() {
        let read: BTreeSet<String> = RUNTIME_FILES
            .iter()
            .flat_map(|(_, source)| names_read(source))
            .collect();
        let reserved: BTreeSet<String> = RUNTIME_VARIABLES
            .iter()
            .map(|v| v.name.to_string())
            .collect();
        // The scan still finds a name by each of its three ways.
        for name in ["BASE_URL", "READ_ONLY", "MCP_TOKEN"] {
            assert!(read.contains(name), "{name} not found in {read:?}");
        }
        let missing: Vec<&String> = read.difference(&reserved).collect();
        assert!(
            missing.is_empty(),
            "the runtime reads {missing:?}; add them to RUNTIME_VARIABLES"
        );
        let stale: Vec<&String> = reserved.difference(&read).collect();
        assert!(stale.is_empty(), "the runtime no longer reads {stale:?}");
    }
}
