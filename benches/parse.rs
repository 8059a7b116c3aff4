//! The floor under generation time: how long merely parsing a document takes, with the parser
//! crates the generator uses (`serde_json` for JSON, `yaml_serde` for YAML) into their own value
//! type, and with the generator's own load step (`parse::parse_value`: the same parsers plus
//! the alias and depth bounds). `bench/run.sh` prints generation time beside it and the ratio.
//!
//! `cargo bench --bench parse -- FILE...` prints one JSON line per file:
//! `{"file": …, "bytes": …, "floor_ms": …, "load_ms": …}`, each the median of several runs.

use std::path::Path;
use std::time::Instant;

/// Runs `f` until it has run at least 5 times and for at least half a second; the median.
fn median_ms(mut f: impl FnMut()) -> f64 {
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 5 || (start.elapsed().as_millis() < 500 && samples.len() < 100) {
        let t = Instant::now();
        f();
        samples.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn main() {
    let files: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if files.is_empty() {
        eprintln!("usage: cargo bench --bench parse -- FILE...");
        std::process::exit(2);
    }
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(1);
            }
        };
        // As the generator tells them apart: by content, not by name.
        let json = text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('{');
        let floor_ms = if json {
            median_ms(|| {
                let v: Result<serde_json::Value, _> = serde_json::from_str(&text);
                std::hint::black_box(v.is_ok());
            })
        } else {
            median_ms(|| {
                let v: Result<serde_yaml::Value, _> = serde_yaml::from_str(&text);
                std::hint::black_box(v.is_ok());
            })
        };
        let load_ms = median_ms(|| {
            let v = openapi_mcp::testing::parse::parse_value(Path::new(&file), &text);
            std::hint::black_box(v.is_ok());
        });
        println!(
            "{}",
            serde_json::json!({"file": file, "bytes": text.len(), "floor_ms": floor_ms, "load_ms": load_ms})
        );
    }
}
