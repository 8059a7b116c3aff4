//! `Cargo.lock` of the generated crate, written once (the user owns it afterwards, as they own
//! `cargo update`): the dependency versions the runtime was tested with, so that a first build
//! does not pick up whatever was published since. `templates/crate.lock` holds every package
//! but the crate itself (`tools/crate-lock.py` writes it from the repository's Cargo.lock); the
//! crate's own entry goes where cargo sorts it, so `cargo build --locked` accepts the file as is.

use super::Crate;

/// The runtime's dependency graph as a generated crate's lock file holds it.
const TEMPLATE: &str = include_str!("../../../templates/crate.lock");

const PACKAGE: &str = "\n[[package]]\n";

/// The lock file, or `None` when a package of the runtime's graph has the crate's name: cargo
/// would then spell dependencies on either with versions, which only it should decide.
pub fn cargo_lock(krate: &Crate) -> Option<String> {
    let (head, packages) = TEMPLATE.split_once(PACKAGE)?;
    let mut packages: Vec<&str> = packages.split(PACKAGE).collect();
    let name_of = |p: &str| -> Option<String> {
        let line = p.lines().next()?;
        Some(
            line.strip_prefix("name = \"")?
                .strip_suffix('"')?
                .to_string(),
        )
    };
    if packages
        .iter()
        .any(|p| name_of(p).as_deref() == Some(krate.name.as_str()))
    {
        return None;
    }
    let own = format!(
        "name = \"{}\"\nversion = \"0.1.0\"\ndependencies = [\n \"openapi-mcp-runtime\",\n]\n",
        krate.name
    );
    // Cargo orders packages by name (then version, which is unique here), as bytes. Each
    // entry, the last one too, ends with the newline of its last line.
    let at = packages
        .iter()
        .position(|p| name_of(p).is_some_and(|n| n.as_str() > krate.name.as_str()))
        .unwrap_or(packages.len());
    packages.insert(at, &own);
    Some(format!("{head}{PACKAGE}{}", packages.join(PACKAGE)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn krate(name: &str) -> Crate {
        let spec = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/petstore.yaml");
        let set = crate::plan(&crate::Settings::new(spec)).unwrap().set;
        Crate::new(&set, Some(name)).unwrap()
    }

    /// The package names of a lock file, in its order.
    fn names(lock: &str) -> Vec<&str> {
        lock.lines()
            .filter_map(|l| l.strip_prefix("name = \"")?.strip_suffix('"'))
            .collect()
    }

    #[test]
    fn the_crate_goes_where_cargo_sorts_it_and_the_rest_is_the_template() {
        for name in ["Api", "aaa", "petstore-mcp", "zzz-mcp", "tokio-mcp"] {
            let lock = cargo_lock(&krate(name)).unwrap();
            let listed = names(&lock);
            let mut sorted = listed.clone();
            sorted.sort();
            assert_eq!(listed, sorted, "{name}");
            assert_eq!(listed.len(), names(TEMPLATE).len() + 1);
            assert!(lock.contains(&format!(
                "\n\n[[package]]\nname = \"{name}\"\nversion = \"0.1.0\"\ndependencies = [\n \"openapi-mcp-runtime\",\n]\n"
            )));
            // Nothing else changed: taking the entry out gives the template back.
            let own = format!("name = \"{name}\"\n");
            let without: Vec<&str> = lock
                .split(PACKAGE)
                .filter(|entry| !entry.starts_with(&own))
                .collect();
            let without = without.join(PACKAGE);
            assert_eq!(without, TEMPLATE, "{name}");
        }
    }

    #[test]
    fn a_crate_named_like_a_dependency_gets_no_lock() {
        assert_eq!(cargo_lock(&krate("tokio")), None);
        assert_eq!(cargo_lock(&krate("openapi-mcp-runtime")), None);
    }
}
