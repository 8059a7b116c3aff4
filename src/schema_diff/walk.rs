//! The walk over two schemas side by side: pairs their places (properties by name, items,
//! `additionalProperties`, alternatives by position), compares each pair once, and descends
//! only where the types still share something.

use std::collections::BTreeSet;

use serde_json::Value;

use super::view::{Place, View};
use super::{Kind, MAX_DEPTH, Segment, Side, Walk, json};

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
        if !self.seen.insert((a.ptr.clone(), b.ptr.clone())) {
            return;
        }
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
        let items = |v: &View<'a>| {
            v.keywords
                .get("items")
                .filter(|p| !p.value.is_array())
                .cloned()
        };
        if let (Some(o), Some(n)) = (items(&a), items(&b)) {
            path.push(Segment::Items);
            self.node(&o, &n, path, depth + 1);
            path.pop();
        } else if items(&a).is_some() || items(&b).is_some() {
            let any = |v: &View<'a>| Place {
                ptr: v.ptr.child("items"),
                value: &ANY,
            };
            let (o, n) = (
                items(&a).unwrap_or_else(|| any(&a)),
                items(&b).unwrap_or_else(|| any(&b)),
            );
            path.push(Segment::Items);
            self.node(&o, &n, path, depth + 1);
            path.pop();
        }
        self.variants(&a, &b, path, depth);
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
                    let any = |v: &View<'a>| Place {
                        ptr: v.ptr.child("additionalProperties"),
                        value: &ANY,
                    };
                    let o = schema(o).unwrap_or_else(|| any(a));
                    let n = schema(n).unwrap_or_else(|| any(b));
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
            (Some((_, o)), Some((kw, n))) if o.len() == n.len() => {
                // Alternatives are paired by position: a reordering shows as changes.
                for (i, (o, n)) in o.iter().zip(n).enumerate() {
                    path.push(Segment::Variant(kw, i));
                    self.node(o, n, path, depth + 1);
                    path.pop();
                }
            }
            (Some((okw, o)), Some((kw, n))) => {
                let grew = n.len() > o.len();
                self.push(
                    path,
                    Kind::VariantsChanged,
                    !grew,
                    grew,
                    format!("{okw} of {} → {kw} of {} alternatives", o.len(), n.len()),
                );
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
