//! The walk over two schemas side by side: pairs their places (properties by name, items,
//! `additionalProperties`, alternatives by what they are), compares each pair once, and descends
//! only where the types still share something.

use std::collections::BTreeSet;

use serde_json::Value;

use super::view::{Place, View};
use super::{Kind, MAX_DEPTH, Segment, Side, Visit, Walk, json};

/// Stands in for a missing subschema (`items`, `additionalProperties`): any value.
static ANY: Value = Value::Bool(true);

impl<'a> Walk<'a> {
    pub(super) fn node(
        &mut self,
        old: &Place<'a>,
        new: &Place<'a>,
        path: &mut Vec<Segment>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let a = View::of(self.old_root, old);
        let b = View::of(self.new_root, new);
        let key = (a.ptr.clone(), b.ptr.clone());
        match self.seen.get(&key) {
            Some(Some(visit)) => return self.repeat(*visit, path),
            // A cycle back to a pair still being compared: what it finds is reported there.
            Some(None) => return,
            None => {}
        }
        self.seen.insert(key.clone(), None);
        let start = self.out.len();
        self.compare_places(a, b, path, depth);
        let visit = Visit {
            start,
            end: self.out.len(),
            depth: path.len(),
        };
        self.seen.insert(key, Some(visit));
    }

    /// Compares one pair of places, seen through their `$ref`s.
    fn compare_places(&mut self, a: View<'a>, b: View<'a>, path: &mut Vec<Segment>, depth: usize) {
        if !self.types(&a, &b, path) {
            // Disjoint types: what is inside no longer corresponds.
            return;
        }
        self.enums(&a, &b, path);
        self.bounds(&a, &b, path);
        self.formats(&a, &b, path);
        if self.side == Side::Input {
            let (o, n) = (a.keyword("default"), b.keyword("default"));
            if o != n {
                let show = |v: Option<&Value>| v.map_or("none".to_string(), json);
                self.push(
                    path,
                    Kind::DefaultChanged,
                    true,
                    false,
                    format!("default {} → {}", show(o), show(n)),
                );
            }
        }
        self.other_keywords(&a, &b, path);
        self.properties(&a, &b, path, depth);
        self.additional(&a, &b, path, depth);
        self.items(&a, &b, path, depth);
        self.variants(&a, &b, path, depth);
    }

    /// Array items: the schema every item takes, or for a tuple (`prefixItems`, or `items` as
    /// a list beside `additionalItems` in older drafts) position by position, where a position
    /// one side lacks takes that side's rest, and then the rest.
    fn items(&mut self, a: &View<'a>, b: &View<'a>, path: &mut Vec<Segment>, depth: usize) {
        let (ta, tb) = (tuple(a), tuple(b));
        if ta.is_some() || tb.is_some() {
            let rest = |v: &View<'a>, t: &Option<Tuple<'a>>| match t {
                Some(t) => t.rest.clone(),
                None => v
                    .keywords
                    .get("items")
                    .cloned()
                    .unwrap_or_else(|| any_at(v, "items")),
            };
            let (ra, rb) = (rest(a, &ta), rest(b, &tb));
            let len = |t: &Option<Tuple<'a>>| t.as_ref().map_or(0, |t| t.positions.len());
            for i in 0..len(&ta).max(len(&tb)) {
                let at = |t: &Option<Tuple<'a>>, rest: &Place<'a>| {
                    t.as_ref()
                        .and_then(|t| t.positions.get(i).cloned())
                        .unwrap_or_else(|| rest.clone())
                };
                path.push(Segment::Position(i));
                self.node(&at(&ta, &ra), &at(&tb, &rb), path, depth + 1);
                path.pop();
            }
            path.push(Segment::Items);
            self.node(&ra, &rb, path, depth + 1);
            path.pop();
            return;
        }
        let (o, n) = (a.keywords.get("items"), b.keywords.get("items"));
        if o.is_some() || n.is_some() {
            let o = o.cloned().unwrap_or_else(|| any_at(a, "items"));
            let n = n.cloned().unwrap_or_else(|| any_at(b, "items"));
            path.push(Segment::Items);
            self.node(&o, &n, path, depth + 1);
            path.pop();
        }
    }

    fn properties(&mut self, a: &View<'a>, b: &View<'a>, path: &mut Vec<Segment>, depth: usize) {
        let names = |v: &View<'a>| -> BTreeSet<&'a str> {
            v.properties
                .keys()
                .chain(v.required.iter())
                .copied()
                .collect()
        };
        let (old_names, new_names) = (names(a), names(b));
        for name in old_names.union(&new_names) {
            path.push(Segment::Property(name.to_string()));
            let (was_req, is_req) = (a.required.contains(name), b.required.contains(name));
            match (old_names.contains(name), new_names.contains(name)) {
                (true, false) => self.push(path, Kind::Removed, true, true, "removed".into()),
                (false, true) if is_req && self.side == Side::Input => self.push(
                    path,
                    Kind::NewlyRequired,
                    true,
                    false,
                    "added, required".into(),
                ),
                (false, true) => {
                    let detail = if self.side == Side::Input {
                        "added, optional"
                    } else {
                        "added"
                    };
                    self.push(path, Kind::Added, false, false, detail.into())
                }
                _ => {
                    if is_req && !was_req {
                        self.push(
                            path,
                            Kind::NewlyRequired,
                            true,
                            false,
                            "now required".into(),
                        );
                    } else if was_req && !is_req {
                        self.push(
                            path,
                            Kind::NoLongerRequired,
                            false,
                            true,
                            "no longer required".into(),
                        );
                    }
                    let any = |v: &View<'a>| Place {
                        ptr: v.ptr.child("properties").child(name),
                        value: &ANY,
                    };
                    let o = a.properties.get(name).cloned().unwrap_or_else(|| any(a));
                    let n = b.properties.get(name).cloned().unwrap_or_else(|| any(b));
                    self.node(&o, &n, path, depth + 1);
                }
            }
            path.pop();
        }
    }

    fn additional(&mut self, a: &View<'a>, b: &View<'a>, path: &mut Vec<Segment>, depth: usize) {
        let (o, n) = (
            a.keywords.get("additionalProperties"),
            b.keywords.get("additionalProperties"),
        );
        let closed = |p: Option<&Place<'a>>| p.is_some_and(|p| p.value == &Value::Bool(false));
        match (closed(o), closed(n)) {
            (false, true) => self.push(
                path,
                Kind::AdditionalPropertiesClosed,
                true,
                false,
                "additionalProperties closed".into(),
            ),
            // New properties in a result are fine for a reader; for inputs it only widens.
            (true, false) => self.push(
                path,
                Kind::AdditionalPropertiesOpened,
                false,
                false,
                "additionalProperties opened".into(),
            ),
            (true, true) => {}
            (false, false) => {
                let schema = |p: Option<&Place<'a>>| p.filter(|p| p.value.is_object()).cloned();
                if schema(o).is_some() || schema(n).is_some() {
                    let o = schema(o).unwrap_or_else(|| any_at(a, "additionalProperties"));
                    let n = schema(n).unwrap_or_else(|| any_at(b, "additionalProperties"));
                    path.push(Segment::Values);
                    self.node(&o, &n, path, depth + 1);
                    path.pop();
                }
            }
        }
    }

    fn variants(&mut self, a: &View<'a>, b: &View<'a>, path: &mut Vec<Segment>, depth: usize) {
        match (&a.variants, &b.variants) {
            (None, None) => {}
            (Some((okw, o)), Some((kw, n))) => {
                if okw != kw {
                    // `oneOf` also rejects a value two alternatives take; `anyOf` does not.
                    let narrows = *kw == "oneOf";
                    self.push(
                        path,
                        Kind::VariantsChanged,
                        narrows,
                        !narrows,
                        format!("{okw} → {kw}"),
                    );
                }
                let paired = pair(o, n);
                for &(i, j) in &paired.pairs {
                    path.push(Segment::Variant(kw, j));
                    self.node(&o[i], &n[j], path, depth + 1);
                    path.pop();
                }
                for &i in &paired.removed {
                    path.push(Segment::Variant(okw, i));
                    let detail = format!("{} removed", label(o[i].value));
                    self.push(path, Kind::VariantsChanged, true, false, detail);
                    path.pop();
                }
                for &j in &paired.added {
                    path.push(Segment::Variant(kw, j));
                    let detail = format!("{} added", label(n[j].value));
                    self.push(path, Kind::VariantsChanged, false, true, detail);
                    path.pop();
                }
            }
            (None, Some((kw, n))) => self.push(
                path,
                Kind::VariantsChanged,
                true,
                true,
                format!("one schema → {kw} of {} alternatives", n.len()),
            ),
            (Some((kw, o)), None) => self.push(
                path,
                Kind::VariantsChanged,
                true,
                true,
                format!("{kw} of {} alternatives → one schema", o.len()),
            ),
        }
    }
}

/// Which old alternative became which new one (by index), and which are left on either side.
#[derive(Debug, Default, PartialEq)]
struct Pairing {
    pairs: Vec<(usize, usize)>,
    removed: Vec<usize>,
    added: Vec<usize>,
}

/// Pairs `anyOf`/`oneOf` alternatives by what they are, not where they stand, so a reordering
/// is no change and an inserted alternative is one change. In rounds, each over what is still
/// unpaired, in order: the same schema as written; the same identity (`$ref`, `title`, or a
/// property pinned by `const` or a one-value `enum`, as a discriminator is), where it is unique
/// on both sides; the same `type`; then position.
fn pair(old: &[Place<'_>], new: &[Place<'_>]) -> Pairing {
    let mut left_old: Vec<usize> = (0..old.len()).collect();
    let mut left_new: Vec<usize> = (0..new.len()).collect();
    let mut pairs = Vec::new();
    let mut round = |same: &dyn Fn(usize, usize) -> bool,
                     left_old: &mut Vec<usize>,
                     left_new: &mut Vec<usize>| {
        let mut i = 0;
        while i < left_old.len() {
            let o = left_old[i];
            if let Some(at) = left_new.iter().position(|&n| same(o, n)) {
                pairs.push((o, left_new.remove(at)));
                left_old.remove(i);
            } else {
                i += 1;
            }
        }
    };
    round(
        &|o, n| old[o].value == new[n].value,
        &mut left_old,
        &mut left_new,
    );
    // An identity only counts where no other unpaired alternative on either side shares it.
    let ids_old: Vec<Option<String>> = old.iter().map(|p| identity(p.value)).collect();
    let ids_new: Vec<Option<String>> = new.iter().map(|p| identity(p.value)).collect();
    let unique = |ids: &[Option<String>], left: &[usize], id: &str| {
        left.iter()
            .filter(|&&k| ids[k].as_deref() == Some(id))
            .count()
            == 1
    };
    let (lo, ln) = (left_old.clone(), left_new.clone());
    round(
        &|o, n| match (&ids_old[o], &ids_new[n]) {
            (Some(a), Some(b)) => a == b && unique(&ids_old, &lo, a) && unique(&ids_new, &ln, b),
            _ => false,
        },
        &mut left_old,
        &mut left_new,
    );
    // An alternative with an identity of its own that the other side lacks was added or
    // removed; it is not paired by type or position with another one.
    let named_elsewhere = |id: &Option<String>, ids: &[Option<String>]| {
        id.as_ref()
            .is_some_and(|id| !ids.iter().any(|other| other.as_ref() == Some(id)))
    };
    let lone = |o: usize, n: usize| {
        named_elsewhere(&ids_old[o], &ids_new) || named_elsewhere(&ids_new[n], &ids_old)
    };
    round(
        &|o, n| {
            !lone(o, n)
                && old[o].value.get("type").is_some()
                && old[o].value.get("type") == new[n].value.get("type")
        },
        &mut left_old,
        &mut left_new,
    );
    round(&|o, n| !lone(o, n), &mut left_old, &mut left_new);
    pairs.sort_by_key(|&(_, n)| n);
    Pairing {
        pairs,
        removed: left_old,
        added: left_new,
    }
}

/// What names an alternative whatever its place: its `$ref`, its `title`, or the first
/// property (by name) pinned to one value.
fn identity(schema: &Value) -> Option<String> {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        return Some(format!("$ref {}", json(&Value::from(r))));
    }
    if let Some(t) = schema.get("title").and_then(Value::as_str) {
        return Some(format!("title {}", json(&Value::from(t))));
    }
    let properties = schema.get("properties")?.as_object()?;
    let mut names: Vec<&String> = properties.keys().collect();
    names.sort();
    names.into_iter().find_map(|name| {
        let p = &properties[name];
        let pinned = p.get("const").or_else(|| {
            p.get("enum")
                .and_then(Value::as_array)
                .filter(|e| e.len() == 1)
                .and_then(|e| e.first())
        })?;
        Some(format!(
            "{} = {}",
            json(&Value::from(name.as_str())),
            json(pinned)
        ))
    })
}

/// An alternative in a change's detail: by its identity, else its type.
fn label(schema: &Value) -> String {
    match identity(schema) {
        Some(id) => format!("alternative {id}"),
        None => match schema.get("type") {
            Some(t) => format!("alternative of type {}", json(t)),
            None => "alternative".to_string(),
        },
    }
}

/// A tuple's schemas by position, and what the items after them take.
struct Tuple<'a> {
    positions: Vec<Place<'a>>,
    rest: Place<'a>,
}

fn tuple<'a>(v: &View<'a>) -> Option<Tuple<'a>> {
    let list = |p: &Place<'a>| -> Option<Vec<Place<'a>>> {
        let items = p.value.as_array()?;
        Some(
            items
                .iter()
                .enumerate()
                .map(|(i, value)| Place {
                    ptr: p.ptr.child(&i.to_string()),
                    value,
                })
                .collect(),
        )
    };
    if let Some(prefix) = v.keywords.get("prefixItems") {
        let rest = v.keywords.get("items").filter(|p| !p.value.is_array());
        return Some(Tuple {
            positions: list(prefix)?,
            rest: rest.cloned().unwrap_or_else(|| any_at(v, "items")),
        });
    }
    let positions = list(v.keywords.get("items")?)?;
    let rest = v.keywords.get("additionalItems");
    Some(Tuple {
        positions,
        rest: rest
            .cloned()
            .unwrap_or_else(|| any_at(v, "additionalItems")),
    })
}

/// Any value, standing where `key` of `v` would be.
fn any_at<'a>(v: &View<'a>, key: &str) -> Place<'a> {
    Place {
        ptr: v.ptr.child(key),
        value: &ANY,
    }
}
