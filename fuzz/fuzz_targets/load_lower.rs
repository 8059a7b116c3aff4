//! Document loading, resolving, lowering, validation and emission: whatever the bytes, the
//! generator returns a tool set or located errors, never panics, never overflows its stack, and
//! everything it accepts emits as Rust that parses (emit errors are internal errors).

#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use openapi_mcp::testing::emit;
use openapi_mcp::{Settings, Source};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("fuzz.yaml");
    let settings = Settings::new(path).source(Source::memory([(path, text)]));
    match openapi_mcp::plan(&settings) {
        Ok(planned) => {
            let krate = emit::Crate::new(&planned.set, None).expect("crate name");
            let files = match emit::emit(&planned.set, &krate) {
                Ok(files) => files,
                Err(e) => panic!("emit failed on a validated tool set: {e}"),
            };
            for (path, file) in &files {
                assert!(!path.contains(".."), "{path}");
                if path.ends_with(".rs") {
                    // rustc refuses these in any literal ("Trojan Source"); a crate holding
                    // one would not compile.
                    assert!(
                        !file.contents.contains(
                            |c: char| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
                        ),
                        "{path}: bidi control in generated Rust"
                    );
                }
            }
        }
        Err(e) => {
            for d in &e.diagnostics {
                assert_eq!(d.file, path, "every diagnostic names the file: {d}");
                assert!(!d.message.is_empty());
            }
        }
    }
});
