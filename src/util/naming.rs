//! Tool and argument names: snake_case from the operationId (or method and path), restricted to
//! `[A-Za-z0-9_-]` and 64 characters, de-duplicated without depending on document order.

use std::collections::{BTreeMap, BTreeSet};

use sha2::{Digest, Sha256};

/// Longest tool name we emit: MCP allows 128, but several clients reject names over 64.
pub const MAX_TOOL_NAME: usize = 64;

/// Splits on anything that is not a letter or digit and on camelCase boundaries, then joins the
/// lowercased words with `_`. `getPetByID` → `get_pet_by_id`, `HTTPServer2` → `http_server2`.
pub fn snake_case(input: &str) -> String {
    let chars: Vec<char> = input.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            continue;
        }
        if c.is_ascii_uppercase() && !word.is_empty() {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                words.push(std::mem::take(&mut word));
            }
        }
        word.push(c.to_ascii_lowercase());
    }
    if !word.is_empty() {
        words.push(word);
    }
    words.join("_")
}

/// The name an operation asks for before de-duplication.
pub fn base_tool_name(operation_id: Option<&str>, method: &str, path: &str) -> String {
    let from_id = operation_id.map(snake_case).unwrap_or_default();
    let name = if from_id.is_empty() {
        snake_case(&format!("{method} {path}"))
    } else {
        from_id
    };
    let name = if name.is_empty() {
        method.to_ascii_lowercase()
    } else {
        name
    };
    shorten(&name, MAX_TOOL_NAME)
}

/// Cuts a name to `max` characters, keeping it unique by ending it with a hash of the full name.
pub fn shorten(name: &str, max: usize) -> String {
    if name.len() <= max {
        return name.to_string();
    }
    let hash = short_hash(name);
    let keep = max - hash.len() - 1;
    let mut cut: String = name.chars().take(keep).collect();
    while cut.ends_with('_') {
        cut.pop();
    }
    format!("{cut}_{hash}")
}

/// Eight lowercase hex digits (the first four bytes of the SHA-256 of `s`): what
/// [`shorten`] ends a cut name with, so two long names cut alike stay distinct.
pub fn short_hash(s: &str) -> String {
    let digest = Sha256::digest(s.as_bytes());
    digest.iter().take(4).map(|b| format!("{b:02x}")).collect()
}

/// Gives every item a unique name. Items are `(wanted name, stable key)`; the key (e.g.
/// `GET /pets`) orders collisions so the result does not depend on input order: the smallest
/// key keeps the name, the others get `_2`, `_3`, ... Returns names in input order.
pub fn dedupe(items: &[(String, String)]) -> Vec<String> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| (&items[a].0, &items[a].1).cmp(&(&items[b].0, &items[b].1)));
    let wanted: BTreeSet<&str> = items.iter().map(|(n, _)| n.as_str()).collect();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut counters: BTreeMap<&str, usize> = BTreeMap::new();
    let mut out = vec![String::new(); items.len()];
    for i in order {
        let name = &items[i].0;
        if taken.insert(name.clone()) {
            out[i] = name.clone();
            continue;
        }
        let n = counters.entry(name.as_str()).or_insert(1);
        loop {
            *n += 1;
            let suffix = format!("_{n}");
            let stem = shorten(name, MAX_TOOL_NAME - suffix.len());
            let candidate = format!("{stem}{suffix}");
            // A candidate that another operation wants outright is not free either.
            if !wanted.contains(candidate.as_str()) && taken.insert(candidate.clone()) {
                out[i] = candidate;
                break;
            }
        }
    }
    out
}

/// Whether a tool name is acceptable to MCP clients.
pub fn is_valid_tool_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_TOOL_NAME
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// An argument (JSON property) name many model APIs accept: `[A-Za-z0-9_.-]{1,64}`. Names that
/// already fit are kept as the API spells them; others get `_` for each bad character.
pub fn arg_name(api_name: &str) -> String {
    let cleaned: String = api_name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let cleaned = if cleaned.is_empty() {
        "_".to_string()
    } else {
        cleaned
    };
    shorten(&cleaned, 64)
}

/// Whether `name` is an HTTP token (RFC 9110 §5.6.2), which header field names and cookie names
/// (RFC 6265) must be: one or more of letters, digits and ``!#$%&'*+-.^_`|~``.
pub fn is_http_token(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// `{name}` segments of a path template, in order.
pub fn template_params(path: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = path;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else {
            break;
        };
        out.push(&rest[start + 1..start + len]);
        rest = &rest[start + len + 1..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_cases() {
        for (input, want) in [
            ("getPetById", "get_pet_by_id"),
            ("getPetByID", "get_pet_by_id"),
            ("HTTPServer2", "http_server2"),
            ("list-pets", "list_pets"),
            ("pets.search", "pets_search"),
            ("  Find  Pets ", "find_pets"),
            ("getV2Pets", "get_v2_pets"),
            ("already_snake", "already_snake"),
            ("ünïcødé", "n_c_d"),
            ("!!!", ""),
        ] {
            assert_eq!(snake_case(input), want, "{input}");
        }
    }

    #[test]
    fn fallback_uses_method_and_path() {
        assert_eq!(
            base_tool_name(None, "GET", "/pets/{petId}"),
            "get_pets_pet_id"
        );
        assert_eq!(base_tool_name(Some("???"), "POST", "/pets"), "post_pets");
        assert_eq!(base_tool_name(None, "GET", "/"), "get");
        assert_eq!(
            base_tool_name(Some("listPets"), "GET", "/pets"),
            "list_pets"
        );
    }

    #[test]
    fn long_names_are_cut_with_a_stable_hash() {
        let long = "x".repeat(100);
        let a = base_tool_name(Some(&long), "GET", "/");
        assert_eq!(a.len(), MAX_TOOL_NAME);
        assert!(is_valid_tool_name(&a));
        assert_eq!(a, base_tool_name(Some(&long), "GET", "/"));
        let other = base_tool_name(Some(&format!("{long}y")), "GET", "/");
        assert_ne!(a, other, "different long names must stay different");
    }

    #[test]
    fn dedupe_is_independent_of_order() {
        let items = vec![
            ("list_pets".to_string(), "GET /pets".to_string()),
            ("list_pets".to_string(), "GET /animals".to_string()),
            ("list_pets_2".to_string(), "GET /zoo".to_string()),
        ];
        let names = dedupe(&items);
        assert_eq!(names, ["list_pets_3", "list_pets", "list_pets_2"]);
        let mut reversed = items.clone();
        reversed.reverse();
        let mut names_rev = dedupe(&reversed);
        names_rev.reverse();
        assert_eq!(names, names_rev);
    }

    #[test]
    fn dedupe_keeps_long_names_short() {
        let long = "y".repeat(64);
        let names = dedupe(&[(long.clone(), "a".into()), (long, "b".into())]);
        assert!(names.iter().all(|n| is_valid_tool_name(n)), "{names:?}");
        assert_ne!(names[0], names[1]);
    }

    #[test]
    fn arg_names_keep_api_spelling_when_valid() {
        assert_eq!(arg_name("petId"), "petId");
        assert_eq!(arg_name("X-Request-ID"), "X-Request-ID");
        assert_eq!(arg_name("filter[name]"), "filter_name_");
        assert_eq!(arg_name(""), "_");
    }
}
