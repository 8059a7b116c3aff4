//! `--runtime-path`: checks that the folder holds the runtime crate of this generator's version
//! (its `Cargo.toml`, read without a TOML parser) and names it relative to the output folder.

use std::path::{Path, PathBuf};

use crate::error::{Code, Diagnostic, Error, Result};
use crate::pipeline::emit;

/// The runtime crate at `dir` (`--runtime-path`), as the generated crate in `out` will name it:
/// checked to be the runtime of this generator's version, and written as a path relative to
/// `out`, so the committed `Cargo.toml` works in every checkout.
pub(super) fn runtime_source(out: &Path, dir: &Path) -> Result<emit::RuntimeSource> {
    let manifest = dir.join("Cargo.toml");
    let fail = |message: String, help: &str| {
        Error::from(Diagnostic::new(Code::BadRuntimePath, &manifest, "", message).help(help))
    };
    let help = "point --runtime-path at a copy of the runtime crate of this openapi-mcp version: \
                another generated crate's vendor/openapi-mcp-runtime, or templates/ in \
                openapi-mcp's repository";
    let text = std::fs::read_to_string(&manifest).map_err(|e| {
        fail(
            format!("--runtime-path: cannot read {}: {e}", manifest.display()),
            help,
        )
    })?;
    let (name, version) = package_name_and_version(&text);
    if name.as_deref() != Some("openapi-mcp-runtime") {
        return Err(fail(
            format!(
                "--runtime-path: {} is not the runtime crate (package name {})",
                manifest.display(),
                name.map_or("missing".to_string(), |n| format!("`{n}`"))
            ),
            help,
        ));
    }
    let ours = env!("CARGO_PKG_VERSION");
    if version.as_deref() != Some(ours) {
        return Err(fail(
            format!(
                "--runtime-path: the runtime there is version {}, this generator writes tools for version {ours}",
                version.as_deref().unwrap_or("(none)")
            ),
            "regenerate the crate that runtime was vendored into with this version first, or point at another copy",
        ));
    }
    let absolute = |p: &Path| {
        std::path::absolute(p)
            .map(|p| normalize_lexically(&p))
            .map_err(|e| Error::io(p, "find the absolute path of", &e))
    };
    let (from, to) = (absolute(out)?, absolute(dir)?);
    Ok(emit::RuntimeSource::Path(relative_path(&from, &to)))
}

/// `name` and `version` of a manifest's `[package]` table: the two plain `key = "value"` lines
/// every Cargo.toml of the runtime has (no TOML parser needed for that).
fn package_name_and_version(manifest: &str) -> (Option<String>, Option<String>) {
    let mut in_package = false;
    let (mut name, mut version) = (None, None);
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let value = value.trim().trim_matches('"').to_string();
        match key.trim() {
            "name" if in_package => name = Some(value),
            "version" if in_package => version = Some(value),
            _ => {}
        }
    }
    (name, version)
}

/// `path` with `.` removed and `..` folded into what precedes it.
fn normalize_lexically(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// The path from folder `from` to `to`, both absolute, `/`-separated (Cargo accepts `/` on
/// every platform); `to` itself when they share no root.
fn relative_path(from: &Path, to: &Path) -> String {
    let from: Vec<_> = from.components().collect();
    let to_parts: Vec<_> = to.components().collect();
    if from.first() != to_parts.first() {
        return to.to_string_lossy().replace('\\', "/");
    }
    let shared = from
        .iter()
        .zip(&to_parts)
        .take_while(|(a, b)| a == b)
        .count();
    let parts: Vec<String> = (shared..from.len())
        .map(|_| "..".to_string())
        .chain(
            to_parts[shared..]
                .iter()
                .map(|c| c.as_os_str().to_string_lossy().into_owned()),
        )
        .collect();
    if parts.is_empty() {
        ".".to_string()
    } else {
        parts.join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_paths_are_relative_to_the_crate() {
        let rel = |a: &str, b: &str| relative_path(Path::new(a), Path::new(b));
        assert_eq!(rel("/repo/servers/pets", "/repo/runtime"), "../../runtime");
        assert_eq!(rel("/repo/a", "/repo/a/vendor/rt"), "vendor/rt");
        assert_eq!(rel("/repo/a", "/repo/a"), ".");
        assert_eq!(
            normalize_lexically(Path::new("/repo/./a/../b")),
            Path::new("/repo/b")
        );
    }

    #[test]
    fn runtime_manifest_name_and_version_come_from_the_package_table() {
        let text = "[package]\nname = \"openapi-mcp-runtime\"\nversion = \"0.1.0\"\n\n[dependencies]\nname = \"x\"\nversion = \"9\"\n";
        assert_eq!(
            package_name_and_version(text),
            (Some("openapi-mcp-runtime".into()), Some("0.1.0".into()))
        );
        assert_eq!(
            package_name_and_version("[dependencies]\nname = \"x\"\n"),
            (None, None)
        );
    }
}
