//! Overrides parsing and application: any overrides text is parsed into a file or located
//! errors; an accepted file is applied to the petstore fixture, and whatever names, titles and
//! descriptions it sets, the result validates or fails cleanly and emits Rust that parses.

#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use openapi_mcp::testing::overrides::Overrides;
use openapi_mcp::testing::emit;
use openapi_mcp::{Settings, Source, StaleKeys};

const PETSTORE: &str = include_str!("../../fixtures/petstore.yaml");

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("fuzz.overrides.yaml");
    if let Err(e) = Overrides::parse(path, text) {
        for d in &e.diagnostics {
            assert_eq!(d.file, path, "every diagnostic names the file: {d}");
        }
        return;
    }
    let source = Source::memory([("petstore.yaml", PETSTORE), ("fuzz.overrides.yaml", text)]);
    let settings = Settings::new("petstore.yaml")
        .overrides(path)
        .source(source)
        .stale(StaleKeys::Ignore);
    if let Ok(planned) = openapi_mcp::plan(&settings) {
        let krate = emit::Crate::new(&planned.set, None).expect("crate name");
        let files = match emit::emit(&planned.set, &krate) {
            Ok(files) => files,
            Err(e) => panic!("emit failed on a validated tool set: {e}"),
        };
        for (path, file) in &files {
            if path.ends_with(".rs") {
                assert!(
                    !file.contents.contains(
                        |c: char| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
                    ),
                    "{path}: bidi control in generated Rust"
                );
            }
        }
    }
});
