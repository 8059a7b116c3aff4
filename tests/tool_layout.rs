//! The tool files are written directly as text (`src/emit/layout.rs`) laid out as `prettyplease`
//! lays out the same tokens; `quote` → `syn` → `prettyplease` stays as the reference. Every tool
//! of the fixtures, of the spec corpus (`../shared/specs` and its `edge/` documents, when
//! present) and of synthetic tools around every line-width boundary must come out the same both
//! ways, byte for byte.

mod common;

use std::path::{Path, PathBuf};

use openapi_mcp::model::{
    Body, Encoding, FieldStyle, Location, SchemeKind, SecurityScheme, Style, Tool, ToolSet,
};

/// Asserts that both writers agree on every tool of `set`; returns how many tools were checked.
fn assert_same(what: &str, set: &ToolSet) -> usize {
    let files = openapi_mcp::emit::tool_files_both_ways(set);
    for openapi_mcp::emit::BothWays {
        module,
        text,
        reference,
    } in &files
    {
        match (text, reference) {
            (Ok(text), Ok(reference)) => {
                if text != reference {
                    panic!(
                        "{what}: tool `{module}` is laid out differently\n{}",
                        first_difference(text, reference)
                    );
                }
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "{what}: tool `{module}`: different errors"),
            (a, b) => panic!("{what}: tool `{module}`: {a:?} vs the reference's {b:?}"),
        }
    }
    files.len()
}

fn first_difference(text: &str, reference: &str) -> String {
    let line = text
        .lines()
        .zip(reference.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| text.lines().count().min(reference.lines().count()));
    let show = |s: &str| {
        s.lines()
            .skip(line.saturating_sub(3))
            .take(8)
            .collect::<Vec<_>>()
            .join("\n")
    };
    format!(
        "at line {}:\n--- text writer:\n{}\n--- prettyplease:\n{}",
        line + 1,
        show(text),
        show(reference)
    )
}

#[test]
fn every_fixture_tool_is_laid_out_as_prettyplease_does() {
    let mut specs: Vec<PathBuf> = std::fs::read_dir(common::root().join("fixtures"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".yaml") && !name.ends_with(".overrides.yaml")
        })
        .collect();
    specs.sort();
    assert!(specs.len() >= 10, "{specs:?}");
    let mut checked = 0;
    for spec in &specs {
        let overrides = spec.with_extension("overrides.yaml");
        let overrides = overrides.is_file().then_some(overrides);
        let set = openapi_mcp::plan(spec, overrides.as_deref())
            .unwrap_or_else(|e| panic!("{}: {e}", spec.display()));
        checked += assert_same(&spec.display().to_string(), &set);
        // Without the overrides too: other names, titles and descriptions.
        if overrides.is_some() {
            let set = openapi_mcp::plan(spec, None).unwrap();
            checked += assert_same(&spec.display().to_string(), &set);
        }
    }
    assert!(checked > 30, "{checked} tools");
}

/// The documents a MANIFEST.tsv lists: `<name>/<file name of path_in_repo>`, the shallowest
/// file of that name under `<name>/`.
fn documents(dir: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(dir.join("MANIFEST.tsv")).unwrap();
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .filter_map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let file_name = Path::new(cols[2]).file_name()?.to_owned();
            common::shallowest(&dir.join(cols[0]), &file_name)
        })
        .collect()
}

#[test]
fn every_corpus_tool_is_laid_out_as_prettyplease_does() {
    let Some(dir) = common::corpus_dir("corpus layout check") else {
        return;
    };
    let mut docs = documents(&dir);
    docs.extend(documents(&dir.join("edge")));
    let mut checked = 0;
    for doc in &docs {
        // Documents the generator refuses have no tools (tests/corpus.rs covers them).
        if let Ok(set) = openapi_mcp::plan(doc, None) {
            checked += assert_same(&doc.display().to_string(), &set);
        }
    }
    eprintln!("{checked} tools of {} documents", docs.len());
    assert!(checked > 3000, "{checked} tools");
}

/// A tool set and one of its tools, from the secured fixture, for the synthetic cases below.
fn base() -> (ToolSet, Tool) {
    let set = openapi_mcp::plan(&common::fixture("secured.yaml"), None).unwrap();
    let tool = set.tools[0].clone();
    (set, tool)
}

fn with(set: &ToolSet, tools: Vec<Tool>) -> ToolSet {
    let mut set = set.clone();
    set.tools = tools;
    set
}

/// Strings of every width from 0 to 100 bytes, in ASCII, in two-byte characters (prettyplease
/// counts bytes), and with characters a literal escapes.
fn widths() -> Vec<String> {
    let mut out = Vec::new();
    for n in 0..=100 {
        out.push("a".repeat(n));
        out.push("é".repeat(n / 2) + &"b".repeat(n % 2));
        out.push("q\"\\\n".repeat(n / 4));
    }
    out
}

#[test]
fn arrays_and_calls_break_exactly_where_prettyplease_breaks_them() {
    let (set, base) = base();
    let mut tools = Vec::new();
    for (i, s) in widths().into_iter().enumerate() {
        let mut t = base.clone();
        t.name = format!("t{i}");
        // One long element, several short ones, and a long one last.
        t.tags = match i % 3 {
            0 => vec![s.clone()],
            1 => vec!["x".into(), s.clone(), "yz".into()],
            _ => vec![s.clone(); 1 + i % 5],
        };
        t.server = (i % 4 != 0).then(|| format!("https://{s}"));
        t.title = s.clone();
        t.security = match i % 4 {
            0 => vec![],
            1 => vec![vec![]],
            2 => vec![vec!["basicAuth".into()], vec![]],
            _ => vec![vec!["basicAuth".into(); 1 + i % 7]; 1 + i % 3],
        };
        t.http.params = (0..i % 3)
            .map(|k| openapi_mcp::model::Param {
                arg_name: format!("{s}{k}"),
                api_name: s.clone(),
                location: [Location::Path, Location::Query, Location::Header][k],
                required: k == 0,
                style: [Style::Simple, Style::Form, Style::DeepObject][k],
                explode: k == 1,
            })
            .collect();
        t.http.body = match i % 3 {
            0 => None,
            1 => Some(Body::Fields {
                content_type: s.clone(),
                encoding: Encoding::Form,
                fields: vec![s.clone(); i % 4],
                file_fields: (0..i % 5).map(|k| format!("{k}{s}")).collect(),
                styles: (0..i % 3)
                    .map(|k| FieldStyle {
                        field: format!("{s}{k}"),
                        style: [Style::Form, Style::SpaceDelimited, Style::PipeDelimited][k],
                        explode: k == 1,
                    })
                    .collect(),
                required: i % 2 == 0,
            }),
            _ => Some(Body::Whole {
                content_type: s.clone(),
                encoding: Encoding::Multipart,
                arg_name: s.clone(),
                required: true,
            }),
        };
        tools.push(t);
    }
    // Every security name has to be a supported scheme to be written.
    assert!(
        openapi_mcp::emit::supported_schemes(&set).contains(&"basicAuth"),
        "the fixture has basicAuth"
    );
    assert_same("synthetic widths", &with(&set, tools));
}

#[test]
fn security_alternatives_break_exactly_where_prettyplease_breaks_them() {
    let (mut set, base) = base();
    let names: Vec<String> = (1..=40).map(|n| "s".repeat(n)).collect();
    for name in &names {
        set.security_schemes.push(SecurityScheme {
            name: name.clone(),
            kind: SchemeKind::HttpBearer,
            description: None,
        });
    }
    let mut tools = Vec::new();
    // The last alternative (whose trailing comma only a break prints) and the ones before it,
    // one to three names each, across the whole line width.
    for (i, name) in names.iter().enumerate() {
        for count in 1..=3 {
            for before in 0..=2 {
                let mut t = base.clone();
                t.name = format!("t{i}_{count}_{before}");
                t.security = vec![vec!["basicAuth".into()]; before];
                t.security.push(vec![name.clone(); count]);
                t.security.push(vec![name.clone(); count]);
                t.security.truncate(before + 1 + before % 2);
                tools.push(t);
            }
        }
    }
    assert_same("synthetic security", &with(&set, tools));
}

#[test]
fn odd_text_is_laid_out_as_prettyplease_does() {
    let (set, base) = base();
    // More `#`s than a raw string may have (255), and just under.
    let hashes = [
        format!("\"{}", "#".repeat(300)),
        format!("\"{}", "#".repeat(254)),
    ];
    let odd = [
        hashes[0].as_str(),
        hashes[1].as_str(),
        "",
        "\u{202e}bidi\u{2066}",
        "tab\there",
        "nul\0",
        "@openapi-mcp:literal:0@",
        "@openapi-mcp:literal:1@",
        "say \"@openapi-mcp:literal:0@",
        "r#\"raw\"#",
        "*/ /* // //!",
        "emoji 🦀 and combining e\u{301}",
        "\u{7f}\u{85}\u{a0}\u{2028}",
    ];
    let mut tools = Vec::new();
    for (i, s) in odd.iter().enumerate() {
        let mut t = base.clone();
        t.name = format!("odd{i}");
        t.description = s.to_string();
        t.tags = vec![s.to_string(), s.to_string()];
        t.input_schema = serde_json::json!({"type": "object", "description": s, "enum": [s]});
        t.output_schema = (i % 2 == 0).then(|| serde_json::json!({"const": s}));
        tools.push(t);
    }
    // A name the validator would refuse: the reference's form of the doc comment.
    for name in ["has space", "line\nbreak", "trailing  ", ""] {
        let mut t = base.clone();
        t.name = name.into();
        tools.push(t);
    }
    assert_same("odd text", &with(&set, tools));
}
