//! Over stdio, the server writes `tools/list` from the schemas' texts without building trees
//! (the runtime's `listing`); over HTTP, rmcp writes it from the trees. They must be the same
//! bytes for every API: here for the fixtures and every document of the shared corpus, with the
//! schema texts as `serve` holds them (compact) and as a generated crate holds them (pretty,
//! bidirectional-text controls escaped).

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::{Api, ApiServer, NoHooks, Settings, Tool};

/// `text` as a generated tool file holds it: `serde_json`'s pretty text, with the bidi controls
/// the generator escapes written as `\u` escapes.
fn as_generated(text: &str) -> &'static str {
    if text.trim().is_empty() {
        return "";
    }
    let value: serde_json::Value = serde_json::from_str(text).unwrap();
    let pretty = serde_json::to_string_pretty(&value).unwrap();
    let escaped: String = pretty
        .chars()
        .map(|c| match c {
            '\u{061c}'
            | '\u{200e}'
            | '\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}' => {
                format!("\\u{:04x}", c as u32)
            }
            c => c.to_string(),
        })
        .collect();
    Box::leak(escaped.into_boxed_str())
}

fn generated_form(api: &'static Api) -> &'static Api {
    let tools: Vec<Tool> = api
        .tools
        .iter()
        .map(|tool| Tool {
            input_schema: as_generated(tool.input_schema),
            output_schema: tool.output_schema.map(as_generated),
            ..*tool
        })
        .collect();
    Box::leak(Box::new(Api {
        input_defs: as_generated(api.input_defs),
        output_defs: as_generated(api.output_defs),
        tools: Box::leak(tools.into_boxed_slice()),
        ..*api
    }))
}

/// The first difference between the two lists, or `None`.
fn difference(api: &'static Api) -> Option<String> {
    let server = ApiServer::new(
        api,
        Settings {
            base_url: Some("http://127.0.0.1:9".into()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        Credentials::from_env(api),
    )
    .unwrap_or_else(|err| panic!("{}: {err}", api.name));
    let from_texts = server.tool_list_json();
    let from_trees = serde_json::to_vec(server.listed_tools()).unwrap();
    if from_texts == from_trees {
        return None;
    }
    let at = from_texts
        .iter()
        .zip(&from_trees)
        .position(|(a, b)| a != b)
        .unwrap_or(from_texts.len().min(from_trees.len()));
    let around = |bytes: &[u8]| {
        String::from_utf8_lossy(&bytes[at.saturating_sub(80)..(at + 80).min(bytes.len())])
            .into_owned()
    };
    Some(format!(
        "byte {at}:\n  texts: {}\n  trees: {}",
        around(&from_texts),
        around(&from_trees)
    ))
}

/// Compares both forms of `spec`'s list; `false` when the spec is refused (the corpus's
/// invalid documents, the broken fixtures), which has no list.
fn check(spec: &Path, failures: &mut Vec<String>) -> bool {
    let Ok(planned) = openapi_mcp::plan(&openapi_mcp::Settings::new(spec)) else {
        return false;
    };
    let krate = openapi_mcp::testing::emit::Crate::new(&planned.set, None).unwrap();
    let api = openapi_mcp::testing::emit::serve::descriptor(&planned.set, &krate);
    for (form, api) in [("compact", api), ("generated", generated_form(api))] {
        if let Some(difference) = difference(api) {
            failures.push(format!("{} ({form}): {difference}", spec.display()));
        }
    }
    true
}

#[test]
fn the_list_written_from_texts_is_the_trees_for_every_fixture() {
    let mut specs: Vec<PathBuf> = std::fs::read_dir(common::root().join("fixtures"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "yaml")
                && !path.to_string_lossy().contains("overrides")
        })
        .collect();
    specs.sort();
    let mut failures = Vec::new();
    let compared = specs
        .iter()
        .filter(|spec| check(spec, &mut failures))
        .count();
    assert!(compared >= 10, "only {compared} fixtures planned");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_list_written_from_texts_is_the_trees_for_every_corpus_document() {
    let Some(dir) = common::corpus_dir("tool list bytes") else {
        return;
    };
    let manifest = std::fs::read_to_string(dir.join("MANIFEST.tsv")).unwrap();
    let mut failures = Vec::new();
    let mut compared = 0;
    for row in manifest.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let Some(file_name) = cols.get(2).and_then(|p| Path::new(p).file_name()) else {
            continue;
        };
        let Some(spec) = common::shallowest(&dir.join(cols[0]), file_name) else {
            continue;
        };
        if check(&spec, &mut failures) {
            compared += 1;
        }
    }
    assert!(compared >= 20, "only {compared} corpus documents planned");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
