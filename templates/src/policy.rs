//! Which tools this server exposes, decided once at startup from the [`Settings`] flags and
//! each tool's [`Hints`](super::descriptor::Hints). Both `tools/list` and `tools/call` consult the
//! same table, so what a client sees listed is exactly what it can call.

use std::collections::HashSet;

use super::descriptor::{Api, Tool};
use super::settings::Settings;

/// The verdict for every tool of the API, in `api.tools` order.
#[derive(Debug, Clone)]
pub struct Policy {
    /// `None` when the tool is enabled, else the reason it is refused.
    refusals: Vec<Option<String>>,
}

impl Policy {
    /// Fails when `--tools` or `--exclude-tools` names a tool the API does not have: a typo
    /// there would otherwise silently expose (or hide) the wrong tools.
    pub fn new(api: &Api, settings: &Settings) -> Result<Policy, String> {
        check_names(api, "--tools", &settings.tools)?;
        check_names(api, "--exclude-tools", &settings.exclude_tools)?;
        let allow: HashSet<&str> = settings.tools.iter().map(String::as_str).collect();
        let deny: HashSet<&str> = settings.exclude_tools.iter().map(String::as_str).collect();
        let refusals = api
            .tools
            .iter()
            .map(|tool| refusal(tool, settings, &allow, &deny))
            .collect();
        Ok(Policy { refusals })
    }

    /// `Ok` when the tool at `index` (in `api.tools`) may be listed and called, else the
    /// message a refused call returns.
    pub fn check(&self, index: usize) -> Result<(), &str> {
        match self.refusals.get(index) {
            Some(None) => Ok(()),
            Some(Some(reason)) => Err(reason),
            None => Err("refused: unknown tool"),
        }
    }

    /// Refuses one tool for a reason found after the flags were applied (an unusable server).
    pub fn refuse(&mut self, index: usize, reason: String) {
        if let Some(slot) = self.refusals.get_mut(index) {
            *slot = Some(reason);
        }
    }

    pub fn is_enabled(&self, index: usize) -> bool {
        self.check(index).is_ok()
    }

    pub fn enabled_count(&self) -> usize {
        self.refusals.iter().filter(|r| r.is_none()).count()
    }
}

fn refusal(
    tool: &Tool,
    settings: &Settings,
    allow: &HashSet<&str>,
    deny: &HashSet<&str>,
) -> Option<String> {
    let name = tool.name;
    if !allow.is_empty() && !allow.contains(name) {
        return Some(format!(
            "refused: tool `{name}` is not in the --tools allow list of this server"
        ));
    }
    if deny.contains(name) {
        return Some(format!(
            "refused: tool `{name}` is excluded by --exclude-tools on this server"
        ));
    }
    if settings.read_only && !tool.hints.read_only {
        return Some(format!(
            "refused: tool `{name}` is not read-only and the server runs with --read-only"
        ));
    }
    // `destructive` only means something for tools that write (MCP spec), hence the
    // `read_only` escape.
    if settings.no_destructive && tool.hints.destructive && !tool.hints.read_only {
        return Some(format!(
            "refused: tool `{name}` is destructive and the server runs with --no-destructive"
        ));
    }
    None
}

fn check_names(api: &Api, flag: &str, names: &[String]) -> Result<(), String> {
    let unknown: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|name| !api.tools.iter().any(|tool| tool.name == *name))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let valid: Vec<&str> = api.tools.iter().map(|tool| tool.name).collect();
    Err(format!(
        "unknown tool name(s) in {flag}: {}; valid names are: {}",
        unknown.join(", "),
        valid.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::{Hints, Method};
    use super::*;

    const fn tool(name: &'static str, read_only: bool, destructive: bool) -> Tool {
        Tool {
            name,
            title: name,
            description: "",
            tags: &[],
            method: Method::Get,
            path: "/",
            server: None,
            params: &[],
            body: None,
            hints: Hints {
                read_only,
                destructive,
                idempotent: true,
                open_world: false,
            },
            security: &[],
            scopes: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        }
    }

    static TOOLS: [Tool; 4] = [
        tool("create_pet", false, false),
        tool("delete_pet", false, true),
        tool("get_pet", true, false),
        // An odd but possible override result: read-only wins over destructive.
        tool("peek_pet", true, true),
    ];

    static API: Api = Api {
        name: "petstore-mcp",
        title: "Petstore",
        version: "1.0.0",
        instructions: "",
        env_prefix: "PETSTORE",
        default_base_url: "",
        server_variables: &[],
        security_schemes: &[],
        input_defs: "",
        output_defs: "",
        tools: &TOOLS,
    };

    fn enabled(settings: &Settings) -> Vec<&'static str> {
        let policy = Policy::new(&API, settings).expect("valid settings");
        API.tools
            .iter()
            .enumerate()
            .filter(|(i, _)| policy.is_enabled(*i))
            .map(|(_, t)| t.name)
            .collect()
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn default_enables_everything() {
        let settings = Settings::default();
        assert_eq!(
            enabled(&settings),
            ["create_pet", "delete_pet", "get_pet", "peek_pet"]
        );
        assert_eq!(Policy::new(&API, &settings).unwrap().enabled_count(), 4);
    }

    #[test]
    fn read_only_keeps_only_read_only_tools() {
        let settings = Settings {
            read_only: true,
            ..Settings::default()
        };
        assert_eq!(enabled(&settings), ["get_pet", "peek_pet"]);
        let policy = Policy::new(&API, &settings).unwrap();
        assert_eq!(
            policy.check(1),
            Err("refused: tool `delete_pet` is not read-only and the server runs with --read-only")
        );
    }

    #[test]
    fn no_destructive_drops_destructive_writers_only() {
        let settings = Settings {
            no_destructive: true,
            ..Settings::default()
        };
        assert_eq!(enabled(&settings), ["create_pet", "get_pet", "peek_pet"]);
        let policy = Policy::new(&API, &settings).unwrap();
        let reason = policy.check(1).unwrap_err();
        assert!(reason.contains("--no-destructive"), "{reason}");
        assert!(reason.contains("`delete_pet`"), "{reason}");
    }

    #[test]
    fn allow_and_deny_lists_combine_with_hints() {
        let settings = Settings {
            tools: names(&["get_pet", "delete_pet", "create_pet"]),
            exclude_tools: names(&["create_pet"]),
            no_destructive: true,
            ..Settings::default()
        };
        assert_eq!(enabled(&settings), ["get_pet"]);
        let policy = Policy::new(&API, &settings).unwrap();
        assert!(policy.check(0).unwrap_err().contains("--exclude-tools"));
        assert!(policy.check(3).unwrap_err().contains("--tools allow list"));
    }

    #[test]
    fn unknown_names_are_a_startup_error_listing_valid_names() {
        let settings = Settings {
            tools: names(&["get_pet", "get_pets"]),
            ..Settings::default()
        };
        let err = Policy::new(&API, &settings).unwrap_err();
        assert_eq!(
            err,
            "unknown tool name(s) in --tools: get_pets; valid names are: \
             create_pet, delete_pet, get_pet, peek_pet"
        );

        let settings = Settings {
            exclude_tools: names(&["nope"]),
            ..Settings::default()
        };
        let err = Policy::new(&API, &settings).unwrap_err();
        assert!(err.starts_with("unknown tool name(s) in --exclude-tools: nope;"));
    }

    #[test]
    fn out_of_range_index_is_refused() {
        let policy = Policy::new(&API, &Settings::default()).unwrap();
        assert!(policy.check(99).is_err());
    }
}
