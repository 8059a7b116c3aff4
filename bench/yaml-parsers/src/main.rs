//! How long the maintained YAML parsers take to read each document given into a JSON value, and
//! whether they read the same value as `yaml_serde`, the generator's parser (issue 16: "if YAML
//! parsing dominates, measure the maintained alternatives before choosing").

use serde_json::Value;
use std::time::Instant;

/// The median of at least 5 runs, taking up to 2 s.
fn median_ms(mut f: impl FnMut()) -> f64 {
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 5 || (start.elapsed().as_millis() < 2000 && samples.len() < 30) {
        let t = Instant::now();
        f();
        samples.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// yaml-rust2's tree as a JSON value (it has no serde support).
fn from_tree(y: &yaml_rust2::Yaml) -> Value {
    use yaml_rust2::Yaml as Y;
    match y {
        Y::Real(r) => r
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map_or(Value::Null, Value::Number),
        Y::Integer(i) => Value::from(*i),
        Y::String(s) => Value::String(s.clone()),
        Y::Boolean(b) => Value::Bool(*b),
        Y::Array(a) => Value::Array(a.iter().map(from_tree).collect()),
        Y::Hash(h) => Value::Object(
            h.iter()
                .map(|(k, v)| {
                    let key = match k {
                        Y::String(s) | Y::Real(s) => s.clone(),
                        Y::Integer(i) => i.to_string(),
                        Y::Boolean(b) => b.to_string(),
                        _ => format!("{k:?}"),
                    };
                    (key, from_tree(v))
                })
                .collect(),
        ),
        _ => Value::Null,
    }
}

/// The JSON pointer of the first place where `a` and `b` differ.
fn first_difference(a: &Value, b: &Value, at: String) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match y.get(k) {
                    Some(w) => {
                        if let Some(d) = first_difference(v, w, here) {
                            return Some(d);
                        }
                    }
                    None => return Some(format!("{here} (missing)")),
                }
            }
            (x.len() != y.len()).then(|| format!("{at} (extra keys)"))
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (v, w))| first_difference(v, w, format!("{at}/{i}"))),
        _ => (a != b).then(|| format!("{at}: {a} against {b}")),
    }
}

type Parse = fn(&str) -> Result<Value, String>;

const PARSERS: &[(&str, Parse)] = &[
    ("yaml_serde 0.10 (libyaml in Rust; the generator's)", |t| {
        yaml_serde::from_str(t).map_err(|e| e.to_string())
    }),
    ("serde_yaml_ng 0.10 (libyaml in Rust)", |t| {
        serde_yaml_ng::from_str(t).map_err(|e| e.to_string())
    }),
    ("serde_norway 0.9 (libyaml in Rust)", |t| {
        serde_norway::from_str(t).map_err(|e| e.to_string())
    }),
    ("serde-saphyr 2.2 (saphyr-parser)", |t| {
        serde_saphyr::from_str(t).map_err(|e| e.to_string())
    }),
    ("yaml-rust2 0.13 (its tree, then converted)", |t| {
        yaml_rust2::YamlLoader::load_from_str(t)
            .map_err(|e| e.to_string())
            .and_then(|docs| docs.first().map(from_tree).ok_or("no document".into()))
    }),
];

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: yaml-parsers-bench FILE.yaml...");
        std::process::exit(2);
    }
    println!("| document | parser | median | throughput | value |");
    println!("|---|---|---|---|---|");
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(1);
            }
        };
        let name = file.rsplit('/').next().unwrap_or(&file);
        let reference = PARSERS[0].1(&text);
        for (parser, parse) in PARSERS {
            let value = match (parse(&text), &reference) {
                (Ok(v), Ok(r)) => match first_difference(r, &v, String::new()) {
                    None => "same".to_string(),
                    Some(d) => format!("differs at {}", d.chars().take(160).collect::<String>()),
                },
                (Ok(_), Err(_)) => "read; the generator's parser refuses it".to_string(),
                (Err(e), _) => format!("error: {}", e.chars().take(120).collect::<String>()),
            };
            let ms = median_ms(|| {
                std::hint::black_box(parse(&text).is_ok());
            });
            let mbs = text.len() as f64 / ms / 1000.0;
            println!(
                "| {name} ({} KB) | {parser} | {ms:.1} ms | {mbs:.0} MB/s | {value} |",
                text.len() / 1000
            );
        }
    }
}
