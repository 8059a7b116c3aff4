//! Load stage: reads a spec's text through the [`Source`] and parses it into a [`Document`]
//! (YAML or JSON, told apart by content, with its OpenAPI version sniffed before anything else
//! looks at it).

use std::path::Path;

use crate::error::Result;
use crate::model::document::Document;
use crate::util::source::Source;

/// Reads and parses an OpenAPI document.
pub fn load_file(source: &Source, path: &Path) -> Result<Document> {
    let text = source.read(path, "spec")?;
    load_str(path, &text)
}

/// Parses an OpenAPI document from text; `path` is only used in messages.
pub fn load_str(path: &Path, text: &str) -> Result<Document> {
    Document::parse(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Result;
    use crate::model::document::SpecVersion;

    fn load(text: &str) -> Result<Document> {
        load_str(Path::new("spec.yaml"), text)
    }

    #[test]
    fn yaml_integer_keys_become_strings() {
        let doc = load("openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        200: {description: ok}\n").unwrap();
        assert!(doc.root.pointer("/paths/~1a/get/responses/200").is_some());
    }

    #[test]
    fn yaml_oddities_become_json() {
        let doc = load("openapi: 3.0.3\nx:\n  true: 1\n  min: -9223372036854776000\n  t: !Tag {a: 1}\n  big: 18446744073709551616\n").unwrap();
        assert_eq!(doc.root["x"]["true"], 1);
        assert_eq!(doc.root["x"]["min"].as_f64(), Some(-9223372036854776000.0));
        assert_eq!(doc.root["x"]["t"]["a"], 1);
        assert!(doc.root["x"]["big"].is_number());
    }

    #[test]
    fn duplicate_keys_are_errors_with_a_line() {
        let e = load("openapi: 3.0.0\nresponses:\n  '200': {}\n  '200': {}\n").unwrap_err();
        assert!(e.to_string().contains("duplicate key `200`"), "{e}");
        assert!(e.diagnostics[0].line.is_some());
        let e = load("{\"openapi\": \"3.0.0\", \"a\": 1, \"a\": 2}").unwrap_err();
        assert!(e.to_string().contains("duplicate key `a`"), "{e}");
    }

    #[test]
    fn json_and_yaml_give_the_same_value() {
        let a = load("{\"openapi\": \"3.0.0\", \"paths\": {}}").unwrap();
        let b = load("openapi: 3.0.0\npaths: {}\n").unwrap();
        assert_eq!(a.root, b.root);
    }

    #[test]
    fn versions_are_sniffed_and_others_named() {
        assert_eq!(
            load("openapi: 3.1.0\npaths: {}\n").unwrap().version,
            SpecVersion::OpenApi31
        );
        assert_eq!(
            load("swagger: '2.0'\npaths: {}\n").unwrap().version,
            SpecVersion::Swagger20
        );
        assert_eq!(
            load("openapi: 3.0.3\n").unwrap().version,
            SpecVersion::OpenApi30
        );
        let e = load("openapi: 4.0.0\npaths: {}\n").unwrap_err();
        assert!(
            e.to_string().contains("OpenAPI 4.0.0 is not supported"),
            "{e}"
        );
        let e = load("swagger: '1.2'\n").unwrap_err();
        assert!(
            e.to_string().contains("Swagger 1.2 is not supported"),
            "{e}"
        );
        let e = load("info: {}\n").unwrap_err();
        assert!(
            e.to_string()
                .contains("no `openapi` (or `swagger`) version field"),
            "{e}"
        );
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let e = load("openapi: 3.0.0\npaths: [\n").unwrap_err();
        assert!(e.diagnostics[0].line.is_some(), "{e}");
        let e = load("{\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 13)));
    }

    #[test]
    fn leading_whitespace_keeps_its_positions() {
        // Columns of an indented first line count the indentation.
        let e = load("    {\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 17)));
        let e = load("\n\n  {\"openapi\": }").unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((3, 15)));
        let e = load("\n  a: [\n").unwrap_err();
        assert_eq!(e.diagnostics[0].line.map(|l| l.0), Some(3), "{e}");
        // YAML indented as a whole is YAML.
        let doc = load("  openapi: 3.0.3\n  paths:\n    /a: {}\n").unwrap();
        assert!(doc.root.pointer("/paths/~1a").is_some());
        let doc = load("\u{feff}\n  openapi: 3.0.3\n  paths: {}\n").unwrap();
        assert_eq!(doc.version, SpecVersion::OpenApi30);
    }

    #[test]
    fn a_byte_order_mark_takes_no_column() {
        // Parse errors and located pointers alike count from the character after it.
        let text = "  {\"openapi\": true, \"x\": }";
        let with_bom = format!("\u{feff}{text}");
        let e = load(text).unwrap_err();
        assert_eq!(e.diagnostics[0].line, Some((1, 26)));
        assert_eq!(
            load(&with_bom).unwrap_err().diagnostics[0].line,
            Some((1, 26))
        );
        let located = crate::util::locate::line_of(text, &"/openapi".into());
        assert!(located.is_some());
        assert_eq!(
            crate::util::locate::line_of(&with_bom, &"/openapi".into()),
            located
        );
    }
}
