//! The definitions cache a document's tools share, and the `$defs` key of each definition:
//! derived from its identity alone, so a tool's file changes only when what it reaches does.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use serde_json::Value;

use super::Direction;
use crate::error::Diagnostic;
use crate::model::document::Loc;
use crate::util::pointer::{JsonPointer, unescape_token};

/// One converted definition.
pub(super) struct Entry {
    pub(super) value: Value,
    /// Serialised size, to decide inlining.
    pub(super) size: usize,
    /// Definitions its value refers to with `$ref`.
    pub(super) deps: BTreeSet<Loc>,
    pub(super) diagnostics: Vec<Diagnostic>,
}

/// Definitions converted so far, shared by every tool of a document.
#[derive(Default)]
pub struct Cache {
    /// Per direction (see [`slot`]), so that a lookup needs no key of its own.
    pub(super) entries: [HashMap<Loc, Entry>; 2],
    pub(super) names: Names,
    /// Per direction, what each tool's roots reach ([`Reach`]).
    pub(super) reach: [Reach; 2],
}

/// The definitions each root a tool refers to reaches, as bit sets over numbered definitions.
/// An API's definitions refer to each other (Stripe's `charge` reaches hundreds), and the same
/// roots come back in tool after tool: walking them again for every tool was a tenth of a large
/// API's lowering. A walk stops at a definition whose reach is known and takes its bits.
#[derive(Default)]
pub(super) struct Reach {
    /// The number of each definition met, and its `$defs` key with what it adds to a tool's
    /// `$defs` (its converted size, its key and the punctuation around them).
    pub(super) number: HashMap<Loc, usize>,
    pub(super) defs: Vec<(String, usize)>,
    /// The bits a definition reaches, itself included, kept only when every definition the walk
    /// met was converted: entries never change once made, so neither can such a reach.
    pub(super) known: HashMap<usize, Arc<Vec<u64>>>,
}

impl Reach {
    /// The number of `loc`, given one (with its key and size) on first sight.
    pub(super) fn number(&mut self, loc: &Loc, def: impl FnOnce() -> (String, usize)) -> usize {
        if let Some(&n) = self.number.get(loc) {
            return n;
        }
        let n = self.defs.len();
        self.defs.push(def());
        self.number.insert(loc.clone(), n);
        n
    }
}

/// Sets bit `n` of `bits`, growing it as needed; whether it was clear.
pub(super) fn set_bit(bits: &mut Vec<u64>, n: usize) -> bool {
    let (word, bit) = (n / 64, 1u64 << (n % 64));
    if bits.len() <= word {
        bits.resize(word + 1, 0);
    }
    let clear = bits[word] & bit == 0;
    bits[word] |= bit;
    clear
}

/// `into |= from`, growing `into` as needed.
pub(super) fn union(into: &mut Vec<u64>, from: &[u64]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, b) in into.iter_mut().zip(from) {
        *a |= b;
    }
}

/// `$defs` keys given so far.
#[derive(Default)]
pub(super) struct Names {
    of: HashMap<Loc, String>,
    /// Which definition holds each key, to catch the (astronomically unlikely) case of two
    /// identities whose readable part and hash prefix both agree.
    holder: HashMap<String, Loc>,
    /// Whether such a case was met: the longer key then goes to the definition named second,
    /// so the keys depend on the order of naming (see [`Cache::absorb`]).
    collided: bool,
}

/// The index of a direction in [`Cache::entries`].
pub(super) fn slot(direction: Direction) -> usize {
    match direction {
        Direction::Input => 0,
        Direction::Output => 1,
    }
}

impl Cache {
    pub(super) fn get(&self, loc: &Loc, direction: Direction) -> Option<&Entry> {
        self.entries[slot(direction)].get(loc)
    }

    /// The converted definitions of one direction with the given names (the tests compare
    /// conversions with it; runs use [`Cache::into_export`]).
    #[cfg(test)]
    pub fn export(&self, direction: Direction, names: &BTreeSet<&str>) -> BTreeMap<String, Value> {
        self.entries[slot(direction)]
            .iter()
            .filter_map(|(loc, entry)| {
                let name = self.names.of.get(loc)?;
                names
                    .contains(name.as_str())
                    .then(|| (name.clone(), entry.value.clone()))
            })
            .collect()
    }

    /// The converted definitions of both directions with the given names, moving the definitions out instead of
    /// copying them (the cache is done with when the tools are).
    pub fn into_export(
        self,
        input: &BTreeSet<&str>,
        output: &BTreeSet<&str>,
    ) -> (BTreeMap<String, Value>, BTreeMap<String, Value>) {
        let [input_entries, output_entries] = self.entries;
        let export = |entries: HashMap<Loc, Entry>, wanted: &BTreeSet<&str>| {
            let mut out = BTreeMap::new();
            for (loc, entry) in entries {
                if let Some(name) = self.names.of.get(&loc)
                    && wanted.contains(name.as_str())
                {
                    out.insert(name.clone(), entry.value);
                }
            }
            out
        };
        (export(input_entries, input), export(output_entries, output))
    }
}

impl Cache {
    /// Whether nothing was converted or named yet.
    pub fn is_empty(&self) -> bool {
        self.entries.iter().all(HashMap::is_empty) && self.names.of.is_empty()
    }

    /// Takes in the definitions of a cache filled by other tools of the same document, when the
    /// two agree: the same definition converts alike in any cache (its conversion and its key
    /// depend on its identity alone), but a key that two identities share (see [`Names::name`])
    /// goes to whichever was named first, so caches that met one do not merge. `false`, with
    /// this cache untouched, when they do not.
    pub fn absorb(&mut self, other: Cache) -> bool {
        let mine = &self.names;
        let agrees = !mine.collided
            && !other.names.collided
            && other.names.of.iter().all(|(loc, name)| {
                mine.of.get(loc).is_none_or(|n| n == name)
                    && mine.holder.get(name).is_none_or(|l| l == loc)
            });
        if !agrees {
            return false;
        }
        // `other`'s reach is its own numbering: dropped, this cache keeps its own.
        let Cache { entries, names, .. } = other;
        for (mine, theirs) in self.entries.iter_mut().zip(entries) {
            for (loc, entry) in theirs {
                mine.entry(loc).or_insert(entry);
            }
        }
        self.names.of.extend(names.of);
        self.names.holder.extend(names.holder);
        true
    }
}

impl Names {
    /// The `$defs` key of the definition at `loc`, whose file has the identity `file` (see
    /// [`crate::model::document::Documents::identity`]). Memoised, and see [`def_name`] for the rule.
    pub(super) fn name(&mut self, loc: &Loc, file: impl FnOnce() -> String) -> String {
        if let Some(name) = self.of.get(loc) {
            return name.clone();
        }
        let file = file();
        let mut name = def_name(&file, &loc.pointer, HASH_HEX);
        if self.holder.get(&name).is_some_and(|other| other != loc) {
            name = def_name(&file, &loc.pointer, 64);
            self.collided = true;
        }
        self.holder.insert(name.clone(), loc.clone());
        self.of.insert(loc.clone(), name.clone());
        name
    }
}

/// Hex digits of the identity hash in a `$defs` key.
const HASH_HEX: usize = 8;
/// Characters of the readable part of a hashed `$defs` key.
const READABLE_MAX: usize = 48;

/// A `$defs` key that depends on the definition's identity (its file and JSON pointer) and on
/// nothing else: not on which other operations or definitions exist, nor on the order anything
/// is met in, so a tool's generated file changes only when what it reaches changes.
///
/// A schema component of the spec itself whose name is already a plain key (`Pet`,
/// `io.k8s.api.core.v1.Pod`, `Foo_Bar`) keeps its name. Anything else gets a readable part
/// (file stem and pointer, sanitised) and the first `hex` hex digits of the SHA-256 of its
/// identity: `Foo Bar` becomes `Foo_Bar_1c2d3e4f`, `models/pet.yaml` `pet_8a9b0c1d`. Plain
/// names never end like a hashed one, so the two kinds cannot meet.
fn def_name(file: &str, pointer: &JsonPointer, hex: usize) -> String {
    let pointer = pointer.as_str();
    let component = ["/components/schemas/", "/definitions/"]
        .iter()
        .find_map(|prefix| pointer.strip_prefix(prefix));
    let tail = component.unwrap_or(pointer);
    // The tokens unescaped, the `/` between them kept.
    let unescaped = unescape_token(tail);
    if file.is_empty()
        && component.is_some()
        && !tail.contains('/')
        && is_plain_def_name(&unescaped)
    {
        return unescaped;
    }
    let stem = file
        .rsplit('/')
        .next()
        .map(|f| f.split_once('.').map_or(f, |(stem, _)| stem))
        .unwrap_or_default();
    let readable: String = [stem, unescaped.trim_start_matches('/')]
        .iter()
        .filter(|part| !part.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join("_")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let readable = readable.trim_matches('_');
    let readable: String = readable.chars().take(READABLE_MAX).collect();
    let readable = match readable.trim_end_matches('_') {
        "" => "def",
        r => r,
    };
    let hash = crate::util::digest::sha256_hex(format!("{file}#{pointer}").as_bytes());
    format!("{readable}_{}", &hash[..hex.min(hash.len())])
}

/// Whether a component name can be a `$defs` key as it is: 1 to 64 of `A-Z a-z 0-9 _ - .`
/// (nothing a JSON pointer or URI fragment would need to escape), and not shaped like a
/// hashed key (ending in `_` and [`HASH_HEX`] lowercase hex digits).
fn is_plain_def_name(name: &str) -> bool {
    let shaped_like_hashed = name.len() > HASH_HEX
        && name.as_bytes()[name.len() - HASH_HEX - 1] == b'_'
        && name[name.len() - HASH_HEX..]
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    (1..=64).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        && !shaped_like_hashed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def_name(file: &str, pointer: &str, hex: usize) -> String {
        super::def_name(file, &JsonPointer::from_escaped(pointer), hex)
    }

    #[test]
    fn def_names_come_from_the_identity_alone() {
        // Plain component names of the spec itself stay as they are.
        assert_eq!(def_name("", "/components/schemas/Pet", 8), "Pet");
        assert_eq!(
            def_name("", "/definitions/io.k8s.api.core.v1.Pod", 8),
            "io.k8s.api.core.v1.Pod"
        );
        assert_eq!(def_name("", "/components/schemas/Foo_Bar", 8), "Foo_Bar");
        // Two names that sanitise alike keep apart by their own hash, whatever else exists.
        let spaced = def_name("", "/components/schemas/Foo Bar", 8);
        assert!(
            spaced.starts_with("Foo_Bar_") && spaced.len() == "Foo_Bar_".len() + 8,
            "{spaced}"
        );
        assert_ne!(spaced, def_name("", "/components/schemas/Foo-Bar", 8));
        assert_eq!(spaced, def_name("", "/components/schemas/Foo Bar", 8));
        // A component shaped like a hashed key is hashed too, so the two kinds cannot meet.
        let tricky = def_name("", "/components/schemas/Foo_Bar_0badcafe", 8);
        assert!(tricky.starts_with("Foo_Bar_0badcafe_"), "{tricky}");
        assert!(!is_plain_def_name("Foo_Bar_0badcafe"));
        assert!(is_plain_def_name("Foo_Bar_0BADCAFE"));
        // Whole-file refs and schemas in other files: the file's stem, and the same name for the
        // same file however the spec is ordered; different folders keep apart.
        let pet = def_name("models/pet.yaml", "", 8);
        assert!(pet.starts_with("pet_"), "{pet}");
        assert_ne!(pet, def_name("other/pet.yaml", "", 8));
        assert!(def_name("models/all.yaml", "/Owner", 8).starts_with("all_Owner_"));
        // A component of another file is not the spec's own: hashed.
        assert!(def_name("common.yaml", "/components/schemas/Pet", 8).starts_with("common_Pet_"));
        // Nothing usable: still a key.
        assert!(def_name("", "", 8).starts_with("def_"));
        assert_eq!(
            def_name("", "/components/schemas/%%", 64).len(),
            "def_".len() + 64
        );
        let long = def_name("", &format!("/components/schemas/{}", "x y".repeat(40)), 8);
        assert_eq!(long.len(), READABLE_MAX + 1 + 8, "{long}");
    }

    fn named(pairs: &[(&str, &str)]) -> Cache {
        let mut cache = Cache::default();
        for (pointer, name) in pairs {
            let loc = Loc::root(JsonPointer::from_escaped(*pointer));
            cache.names.of.insert(loc.clone(), name.to_string());
            cache.names.holder.insert(name.to_string(), loc.clone());
            cache.entries[0].insert(
                loc,
                Entry {
                    value: serde_json::json!({"title": name}),
                    size: 0,
                    deps: BTreeSet::new(),
                    diagnostics: Vec::new(),
                },
            );
        }
        cache
    }

    #[test]
    fn caches_merge_only_when_their_keys_agree() {
        let mut mine = named(&[("/components/schemas/A", "A")]);
        assert!(!mine.is_empty() && Cache::default().is_empty());
        // Disjoint, or the same definitions under the same keys: merged.
        assert!(mine.absorb(named(&[
            ("/components/schemas/A", "A"),
            ("/components/schemas/B", "B")
        ])));
        assert_eq!(mine.names.of.len(), 2);
        assert_eq!(mine.entries[0].len(), 2);
        // A key another identity holds here, or one identity under two keys: refused, untouched.
        for other in [
            named(&[("/components/schemas/C", "A")]),
            named(&[("/components/schemas/B", "B_0badcafe")]),
        ] {
            assert!(!mine.absorb(other));
            assert_eq!(mine.names.of.len(), 2);
            assert_eq!(mine.entries[0].len(), 2);
        }
        // A cache that met a collision named in the order it met them: refused either way.
        let mut collided = named(&[("/components/schemas/D", "D")]);
        collided.names.collided = true;
        assert!(!mine.absorb(collided));
        assert_eq!(mine.names.of.len(), 2);
        let mut name = Names::default();
        let (x, y) = (
            Loc::root("/components/schemas/X"),
            Loc::root("/components/schemas/Y"),
        );
        name.holder
            .insert(def_name("", "/components/schemas/X", 8), y.clone());
        name.name(&x, String::new);
        assert!(name.collided);
    }
}
