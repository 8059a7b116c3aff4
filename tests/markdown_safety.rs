//! Every Markdown output (`plan --format markdown`, `plan --policy --format markdown`,
//! `diff --format markdown --verbose`, the generated README, the tool files' module docs) is
//! parsed with a CommonMark parser while the spec's every text holds a hostile corpus: links,
//! images, autolinks, reference links, HTML tags and entities, emphasis, headings, tables, code
//! fences and spans, line breaks, control and bidi characters. No link, image, HTML, heading or
//! block may come from the spec, and nothing GitHub would autolink may stay unescaped.

mod common;

use pulldown_cmark::{Event, Options, Parser, Tag};
use serde_json::{Value, json};

/// Every payload carries `evil` (links, images, HTML) or `PWNED` (blocks), so what comes from the
/// spec can be told from what the template writes.
const CORPUS: &[&str] = &[
    "[click me](https://evil.example/b)",
    "![i](https://evil.example/c.png)",
    "<https://evil.example/auto>",
    "bare https://evil.example/bare and http://evil.example/plain",
    "www.evil.example/www",
    "PWNED@evil.example",
    "[ref][evil] \n\n[evil]: https://evil.example/ref",
    "[evil]",
    "<script>alert('evil')</script>",
    "<img src=https://evil.example/x onerror=alert(1)>",
    "<a href=\"https://evil.example/a\">evil</a>",
    "&lt;b&gt;evil&lt;/b&gt; &#x202e; &amp;",
    "<!-- evil comment -->",
    "**bold PWNED** _em PWNED_ ~~strike PWNED~~",
    "# PWNED heading",
    "\n\n## PWNED heading two\n\n",
    "PWNED\n===",
    "| PWNED | cell |\n|---|---|\n| a | b |",
    "```\nPWNED fence\n```",
    "~~~\nPWNED tilde\n~~~",
    "`` ` `` and ``` `` ```",
    "line  \nbreak PWNED\\\nhard",
    "- PWNED item",
    "1. PWNED item",
    "> PWNED quote",
    "- [ ] PWNED task",
    "PWNED[^1]\n\n[^1]: https://evil.example/note",
    "\u{7}\u{1b}[31mPWNED\u{202e}\u{2066}",
];

fn hostile() -> String {
    CORPUS.join(" ")
}

/// A spec whose titles, summaries, descriptions, tags, parameter and property names, enum
/// values, server URL and variables, and security scheme names hold the corpus.
fn spec(version: u32) -> Value {
    let h = hostile();
    let changed = format!("{h} v{version}");
    let mut props = serde_json::Map::new();
    props.insert(
        h.clone(),
        json!({"type": "string", "description": h, "enum": [h, "x"]}),
    );
    props.insert(
        "count".into(),
        if version == 1 {
            json!({"type": "integer"})
        } else {
            json!({"type": "string"})
        },
    );
    let required: Vec<Value> = if version == 1 { vec![] } else { vec![json!(h)] };
    let op = |id: &str, summary: &str| {
        json!({
            "operationId": id,
            "summary": summary,
            "description": summary,
            "tags": [h],
            "parameters": [
                {"name": "id", "in": "path", "required": true, "description": h, "schema": {"type": "string"}},
                {"name": h, "in": "query", "description": h, "schema": {"type": "string", "enum": [h]}}
            ],
            "requestBody": {"content": {"application/json": {"schema": {
                "type": "object", "properties": props, "required": required
            }}}},
            "responses": {"200": {"description": h, "content": {"application/json": {"schema": {
                "type": "object", "properties": {h.clone(): {"type": "string"}}
            }}}}}
        })
    };
    // The summary starts with a read verb, so `looks-read-only` quotes it in a lint.
    let search = format!("Search {changed}");
    json!({
        "openapi": "3.0.3",
        "info": {"title": h, "version": h, "description": h},
        "servers": [{"url": "https://{region}.api.example/v1", "variables": {
            "region": {"default": "eu", "enum": ["eu", h], "description": h}
        }}],
        "tags": [{"name": h, "description": h}],
        "components": {"securitySchemes": {
            h.clone(): {"type": "apiKey", "in": "query", "name": h, "description": h},
            "bearer": {"type": "http", "scheme": "bearer", "description": h}
        }},
        "security": [{h.clone(): []}],
        "paths": {
            format!("/items/{{id}}/{h}"): {
                "post": op("searchItems", &search),
                "put": op("putItem", &changed)
            }
        }
    })
}

/// `(what, Markdown)` for every Markdown output of the two versions.
fn outputs() -> Vec<(String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let v1 = dir.path().join("v1.json");
    let v2 = dir.path().join("v2.json");
    std::fs::write(&v1, spec(1).to_string()).unwrap();
    std::fs::write(&v2, spec(2).to_string()).unwrap();
    let (v1, v2) = (v1.to_str().unwrap(), v2.to_str().unwrap());
    let mut out = Vec::new();
    for (what, args) in [
        ("plan", vec!["plan", v2, "--format", "markdown"]),
        (
            "plan --policy",
            vec!["plan", v2, "--policy", "--format", "markdown"],
        ),
        (
            "diff",
            vec!["diff", v1, v2, "--format", "markdown", "--verbose"],
        ),
    ] {
        let run = common::run(&args);
        assert!(run.code <= 1, "{what}: {}", run.stderr);
        out.push((what.to_string(), run.stdout));
    }
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(std::path::Path::new(v2)))
        .map(|p| p.set)
        .unwrap();
    let krate = openapi_mcp::testing::emit::Crate::new(&set, None).unwrap();
    let files = openapi_mcp::testing::emit::emit(&set, &krate).unwrap();
    out.push(("README".into(), files["README.md"].contents.clone()));
    for (path, file) in &files {
        if path.starts_with("src/tools/")
            && !matches!(path.as_str(), "src/tools/mod.rs" | "src/tools/defs.rs")
        {
            let docs: Vec<&str> = file
                .contents
                .lines()
                .filter_map(|l| l.strip_prefix("//!"))
                .map(|l| l.strip_prefix(' ').unwrap_or(l))
                .collect();
            out.push((format!("{path} module doc"), docs.join("\n")));
        }
    }
    out
}

/// The headings the templates write (some name the API, whose title is spec text).
const TEMPLATE_HEADINGS: &[&str] = &[
    "### MCP tools of ",
    "#### Lints",
    "#### Context cost",
    "### Client policy",
    "### MCP tool surface",
    "#### ",
    "# ",
    "## Run",
    "## Environment",
    "## Use it from a client",
    "## Tools",
    "## Layout",
    "## Client policy",
];

/// Everything the template itself writes that a parser reads as HTML: the README's header.
fn ours(html: &str) -> bool {
    html.trim() == "<!-- @generated by openapi-mcp. Do not edit: rerun `openapi-mcp generate`. -->"
}

#[test]
fn spec_text_is_never_live_markdown() {
    let outputs = outputs();
    assert!(
        outputs.len() >= 6,
        "{:?}",
        outputs.iter().map(|o| &o.0).collect::<Vec<_>>()
    );
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    options.insert(Options::ENABLE_FOOTNOTES);
    options.insert(Options::ENABLE_TASKLISTS);
    for (what, markdown) in &outputs {
        assert!(
            markdown.contains("PWNED"),
            "{what}: the hostile text did not reach it:\n{markdown}"
        );
        // Emphasis and quotes the template opens (`**warning**`) hold no spec text; one that
        // does was opened by the spec. (A fence may quote spec text: `diff --verbose` shows
        // descriptions in one longer than any backtick run in them, which the parser proves.)
        let mut open: Vec<String> = Vec::new();
        let mut problems = Vec::new();
        for (event, range) in Parser::new_ext(markdown, options).into_offset_iter() {
            match &event {
                Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                    problems.push(format!("a link or image to {dest_url}"));
                }
                Event::Html(h) | Event::InlineHtml(h) if !ours(h) => {
                    problems.push(format!("HTML {h:?}"));
                }
                Event::Start(Tag::Heading { .. }) => {
                    let line = markdown[range.start..].lines().next().unwrap_or("");
                    if !TEMPLATE_HEADINGS.iter().any(|h| line.starts_with(h)) {
                        problems.push(format!("a heading the template does not write: {line}"));
                    }
                }
                Event::Start(
                    tag @ (Tag::Emphasis | Tag::Strong | Tag::Strikethrough | Tag::BlockQuote(_)),
                ) => open.push(format!("{tag:?}")),
                Event::End(
                    pulldown_cmark::TagEnd::Emphasis
                    | pulldown_cmark::TagEnd::Strong
                    | pulldown_cmark::TagEnd::Strikethrough
                    | pulldown_cmark::TagEnd::BlockQuote(_),
                ) => {
                    open.pop();
                }
                Event::Text(t) | Event::Code(t) if !open.is_empty() && t.contains("PWNED") => {
                    problems.push(format!("spec text in {}: {t}", open.join(" > ")));
                }
                Event::Start(Tag::FootnoteDefinition(_))
                | Event::FootnoteReference(_)
                | Event::TaskListMarker(_)
                | Event::HardBreak => problems.push(format!("{event:?}")),
                _ => {}
            }
            if let Event::Text(t) | Event::Code(t) = &event
                && t.chars().any(|c| {
                    (c.is_control() && c != '\n')
                        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
                })
            {
                problems.push(format!("a raw control or bidi character in {t:?}"));
            }
        }
        // GitHub also links bare URLs, `www.` and addresses (GFM's autolink extension, which
        // this parser does not have): none may stand unescaped outside a code span.
        let blocks: Vec<std::ops::Range<usize>> = Parser::new_ext(markdown, options)
            .into_offset_iter()
            .filter(|(e, _)| matches!(e, Event::Start(Tag::CodeBlock(_))))
            .map(|(_, r)| r)
            .collect();
        let mut offset = 0;
        for line in markdown.split_inclusive('\n') {
            let at = offset;
            offset += line.len();
            if blocks.iter().any(|b| b.contains(&at)) || ours(line) {
                continue;
            }
            let text = common::outside_code_spans(line).to_ascii_lowercase();
            let unescaped = |needle: &str| {
                text.match_indices(needle)
                    .any(|(i, _)| !text[..i].ends_with('\\'))
            };
            for trigger in ["://", "www.", "@"] {
                if unescaped(trigger) {
                    problems.push(format!(
                        "an unescaped `{trigger}` outside a code span: {line}"
                    ));
                }
            }
        }
        assert!(
            problems.is_empty(),
            "{what}:\n{}\n\n{markdown}",
            problems.join("\n")
        );
    }
}
