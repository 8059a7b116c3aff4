//! The runtime as a dependency of the generated crate: by default a copy of `templates/` (the
//! crate `openapi-mcp-runtime`) written into the crate folder as its own small crate, sources
//! only; or a copy the user already has (`--runtime-path`), shared by several servers.

use super::HEADER;

/// The runtime's sources, as `templates/src/` holds them (unit tests included).
pub const RUNTIME_FILES: &[(&str, &str)] = &[
    ("audit.rs", include_str!("../../../templates/src/audit.rs")),
    ("auth.rs", include_str!("../../../templates/src/auth.rs")),
    ("body.rs", include_str!("../../../templates/src/body.rs")),
    ("call.rs", include_str!("../../../templates/src/call.rs")),
    ("cli.rs", include_str!("../../../templates/src/cli.rs")),
    (
        "consent.rs",
        include_str!("../../../templates/src/consent.rs"),
    ),
    (
        "descriptor.rs",
        include_str!("../../../templates/src/descriptor.rs"),
    ),
    ("drain.rs", include_str!("../../../templates/src/drain.rs")),
    (
        "encoding.rs",
        include_str!("../../../templates/src/encoding.rs"),
    ),
    (
        "handler.rs",
        include_str!("../../../templates/src/handler.rs"),
    ),
    ("hooks.rs", include_str!("../../../templates/src/hooks.rs")),
    ("http.rs", include_str!("../../../templates/src/http.rs")),
    (
        "jwt_crypto.rs",
        include_str!("../../../templates/src/jwt_crypto.rs"),
    ),
    ("lib.rs", include_str!("../../../templates/src/lib.rs")),
    (
        "listing.rs",
        include_str!("../../../templates/src/listing.rs"),
    ),
    ("meta.rs", include_str!("../../../templates/src/meta.rs")),
    (
        "metrics.rs",
        include_str!("../../../templates/src/metrics.rs"),
    ),
    (
        "neighbours.rs",
        include_str!("../../../templates/src/neighbours.rs"),
    ),
    (
        "oauth2.rs",
        include_str!("../../../templates/src/oauth2.rs"),
    ),
    (
        "policy.rs",
        include_str!("../../../templates/src/policy.rs"),
    ),
    (
        "redact.rs",
        include_str!("../../../templates/src/redact.rs"),
    ),
    (
        "request.rs",
        include_str!("../../../templates/src/request.rs"),
    ),
    (
        "resource.rs",
        include_str!("../../../templates/src/resource.rs"),
    ),
    (
        "response.rs",
        include_str!("../../../templates/src/response.rs"),
    ),
    ("retry.rs", include_str!("../../../templates/src/retry.rs")),
    (
        "schemas.rs",
        include_str!("../../../templates/src/schemas.rs"),
    ),
    (
        "scopes.rs",
        include_str!("../../../templates/src/scopes.rs"),
    ),
    (
        "search.rs",
        include_str!("../../../templates/src/search.rs"),
    ),
    (
        "secret.rs",
        include_str!("../../../templates/src/secret.rs"),
    ),
    (
        "server.rs",
        include_str!("../../../templates/src/server.rs"),
    ),
    (
        "settings.rs",
        include_str!("../../../templates/src/settings.rs"),
    ),
    ("stdio.rs", include_str!("../../../templates/src/stdio.rs")),
    (
        "stream.rs",
        include_str!("../../../templates/src/stream.rs"),
    ),
    ("style.rs", include_str!("../../../templates/src/style.rs")),
    (
        "tokens.rs",
        include_str!("../../../templates/src/tokens.rs"),
    ),
    ("trace.rs", include_str!("../../../templates/src/trace.rs")),
    (
        "transport.rs",
        include_str!("../../../templates/src/transport.rs"),
    ),
    ("url.rs", include_str!("../../../templates/src/url.rs")),
    (
        "validate.rs",
        include_str!("../../../templates/src/validate.rs"),
    ),
    ("wire.rs", include_str!("../../../templates/src/wire.rs")),
    ("words.rs", include_str!("../../../templates/src/words.rs")),
];

/// The runtime's own manifest.
pub const RUNTIME_MANIFEST: &str = include_str!("../../../templates/Cargo.toml");

/// Where the vendored runtime goes, relative to the generated crate.
pub const VENDOR_DIR: &str = "vendor/openapi-mcp-runtime";

/// Where the generated crate's runtime dependency comes from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum RuntimeSource {
    /// A copy written into the crate at [`VENDOR_DIR`] and regenerated with it.
    #[default]
    Vendored,
    /// An existing copy, at this path relative to the generated crate (`/`-separated).
    Path(String),
}

impl RuntimeSource {
    /// The path of the runtime crate as the generated `Cargo.toml` names it.
    pub fn path(&self) -> &str {
        match self {
            RuntimeSource::Vendored => VENDOR_DIR,
            RuntimeSource::Path(path) => path,
        }
    }
}

/// The unit tests at the end of a runtime source (`#[cfg(test)] mod tests { ... }`): they test
/// the runtime here, with dev-dependencies a generated crate does not have, and are not what a
/// reviewer of the generated crate should read.
const TESTS_MARKER: &str = "\n#[cfg(test)]\nmod tests {";

/// `source` without its trailing unit-test module.
pub fn without_unit_tests(source: &str) -> &str {
    match source.find(TESTS_MARKER) {
        Some(at) => &source[..at + 1],
        None => source,
    }
}

/// The vendored runtime crate's manifest: the runtime's own, without its dev-dependencies.
fn vendored_manifest() -> String {
    let end = RUNTIME_MANIFEST
        .find("\n[dev-dependencies]")
        .map_or(RUNTIME_MANIFEST.len(), |i| i + 1);
    format!(
        "{}{}",
        super::HASH_HEADER,
        RUNTIME_MANIFEST[..end].trim_end()
    ) + "\n"
}

/// Every file of the vendored runtime crate made of `sources` (normally [`RUNTIME_FILES`]), by
/// path relative to the generated crate.
pub fn vendored_files(sources: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut files = vec![(format!("{VENDOR_DIR}/Cargo.toml"), vendored_manifest())];
    for (name, source) in sources {
        files.push((
            format!("{VENDOR_DIR}/src/{name}"),
            format!("{HEADER}{}", without_unit_tests(source)),
        ));
    }
    files
}

/// The `[dependencies]` table of the runtime's manifest, verbatim.
#[cfg(test)]
fn runtime_dependencies() -> &'static str {
    let start = RUNTIME_MANIFEST
        .find("\n[dependencies]\n")
        .map_or(0, |i| i + 1);
    let rest = &RUNTIME_MANIFEST[start..];
    let end = rest[1..].find("\n[").map_or(rest.len(), |i| i + 2);
    rest[..end].trim_end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_list_matches_the_templates_folder() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/templates/src");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".rs"))
            .collect();
        on_disk.sort();
        let listed: Vec<&str> = RUNTIME_FILES.iter().map(|(n, _)| *n).collect();
        assert_eq!(
            on_disk, listed,
            "update RUNTIME_FILES in src/emit/runtime.rs"
        );
    }

    /// The cut leaves whole files: what is cut is exactly one item, the test module, and what
    /// is left parses and holds no test code.
    #[test]
    fn vendored_sources_are_the_runtime_without_its_unit_tests() {
        let mut cut = 0;
        for (name, source) in RUNTIME_FILES {
            let kept = without_unit_tests(source);
            let left: syn::File = syn::parse_str(kept).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!left.items.is_empty(), "{name}");
            assert!(!kept.contains("cfg(test)"), "{name} keeps test code");
            if kept.len() < source.len() {
                cut += 1;
                let tests: syn::File = syn::parse_str(&source[kept.len()..])
                    .unwrap_or_else(|e| panic!("{name}: the cut part: {e}"));
                assert_eq!(
                    tests.items.len(),
                    1,
                    "{name}: more than the test module cut"
                );
            }
        }
        assert!(cut >= 5, "only {cut} files had unit tests to cut");
    }

    #[test]
    fn vendored_manifest_is_the_runtimes_without_dev_dependencies() {
        let manifest = vendored_manifest();
        assert!(manifest.starts_with(super::super::HASH_HEADER));
        assert!(manifest.contains("name = \"openapi-mcp-runtime\""));
        assert!(manifest.contains(runtime_dependencies()));
        assert!(!manifest.contains("dev-dependencies"), "{manifest}");
        assert!(!manifest.contains("wiremock"), "{manifest}");
    }

    /// `--runtime-path` accepts a runtime of the generator's own version only; the two are
    /// released together.
    #[test]
    fn runtime_version_is_the_generators() {
        assert!(
            RUNTIME_MANIFEST.contains(&format!("\nversion = \"{}\"\n", env!("CARGO_PKG_VERSION"))),
            "templates/Cargo.toml's version differs from the generator's"
        );
    }
}
