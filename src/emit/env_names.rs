//! Environment variable names of the generated server, made collision-free. Scheme and server
//! variable names are spec text: `api key`, `api_key` and `API-Key` all come out as
//! `<PREFIX>_API_KEY_KEY`, a name with only symbols as `<PREFIX>__KEY`, and a scheme called
//! `x key` as the same `<PREFIX>_X_KEY` as one called `x`. Two settings must never read one
//! variable, so later names (in name order, independent of the document's order) get `_2`,
//! `_3`, ... on their stem. The runtime's own variables are taken from the start.

use std::collections::{BTreeMap, BTreeSet};

use super::{scheme_env, server_variable_env};
use crate::model::ToolSet;

/// Variables the runtime reads for itself (`templates/runtime/cli.rs`), without the prefix.
const RUNTIME_VARIABLES: &[&str] = &[
    "BASE_URL",
    "READ_ONLY",
    "NO_DESTRUCTIVE",
    "TOOLS",
    "EXCLUDE_TOOLS",
    "TIMEOUT_SECS",
    "MAX_RESPONSE_BYTES",
    "LOG",
];

#[derive(Debug, Clone, Default)]
pub(super) struct EnvNames {
    schemes: BTreeMap<String, Vec<String>>,
    variables: BTreeMap<String, String>,
}

impl EnvNames {
    pub(super) fn new(set: &ToolSet, prefix: &str) -> EnvNames {
        let mut taken: BTreeSet<String> = RUNTIME_VARIABLES
            .iter()
            .map(|v| format!("{prefix}_{v}"))
            .collect();
        let mut out = EnvNames::default();
        let mut schemes: Vec<_> = set.security_schemes.iter().collect();
        schemes.sort_by(|a, b| a.name.cmp(&b.name));
        for scheme in schemes {
            let envs = first_free(&mut taken, |d| scheme_env(prefix, scheme, d));
            out.schemes.insert(scheme.name.clone(), envs);
        }
        let mut variables: Vec<&str> = set
            .servers
            .first()
            .into_iter()
            .flat_map(|s| &s.variables)
            .map(|v| v.name.as_str())
            .collect();
        variables.sort();
        variables.dedup();
        for name in variables {
            let env = first_free(&mut taken, |d| vec![server_variable_env(prefix, name, d)]);
            out.variables
                .insert(name.to_string(), env.into_iter().next().unwrap_or_default());
        }
        out
    }

    pub(super) fn scheme(&self, name: &str) -> Option<&[String]> {
        self.schemes.get(name).map(Vec::as_slice)
    }

    pub(super) fn variable(&self, name: &str) -> Option<&str> {
        self.variables.get(name).map(String::as_str)
    }
}

/// The first candidate list (no disambiguator, then `_2`, `_3`, ...) none of whose names is
/// taken (nor repeated within the list); its names are then taken.
fn first_free(
    taken: &mut BTreeSet<String>,
    candidate: impl Fn(&str) -> Vec<String>,
) -> Vec<String> {
    let mut n = 1;
    loop {
        let disambiguator = if n == 1 {
            String::new()
        } else {
            format!("_{n}")
        };
        let names = candidate(&disambiguator);
        let distinct: BTreeSet<&String> = names.iter().collect();
        if distinct.len() == names.len() && names.iter().all(|name| !taken.contains(name)) {
            taken.extend(names.iter().cloned());
            return names;
        }
        n += 1;
    }
}
