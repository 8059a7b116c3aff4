//! How the comparison reads one schema: a [`View`] of a place, seen through its `$ref`s, its
//! `allOf` parts and its `anyOf`/`oneOf` type unions and nullable alternatives, so the walk
//! compares what a schema allows rather than how it is spelled.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::util::pointer::JsonPointer;

use super::MAX_DEPTH;

/// JSON types, for recognising "any value" spelled as a union of all of them.
const ALL_TYPES: &[&str] = &["array", "boolean", "null", "number", "object", "string"];

/// Keywords that only annotate, or that the walk reads itself: never a change on their own.
const IGNORED: &[&str] = &[
    "$comment",
    "$defs",
    "$id",
    "$schema",
    "$anchor",
    "definitions",
    "deprecated",
    "description",
    "example",
    "examples",
    "readOnly",
    "title",
    "writeOnly",
];

/// A schema value and its JSON pointer inside its own root (what makes two places the same).
#[derive(Clone)]
pub(super) struct Place<'a> {
    pub(super) ptr: JsonPointer,
    pub(super) value: &'a Value,
}

/// A schema seen through its `$ref`s, `allOf`s and nullable `anyOf`s: what the comparison reads.
#[derive(Default)]
pub(super) struct View<'a> {
    /// The place that identifies this view (after following `$ref`s).
    pub(super) ptr: JsonPointer,
    /// JSON types allowed, `null` included; `None` when nothing restricts the type.
    pub(super) types: Option<BTreeSet<&'a str>>,
    /// `anyOf`/`oneOf` alternatives that are not a plain type union (null branches left out).
    pub(super) variants: Option<(&'static str, Vec<Place<'a>>)>,
    /// A null alternative sat beside `variants`.
    null_variant: bool,
    pub(super) properties: BTreeMap<&'a str, Place<'a>>,
    pub(super) required: BTreeSet<&'a str>,
    /// Every other keyword, first writer wins (the schema itself before its `allOf` parts).
    pub(super) keywords: BTreeMap<&'a str, Place<'a>>,
    /// Places already read into this view: reading one twice adds nothing, and a definition
    /// whose `allOf` names itself twice would otherwise be read 2^depth times.
    absorbed: BTreeSet<JsonPointer>,
}

impl<'a> View<'a> {
    pub(super) fn of(root: &'a Value, place: &Place<'a>) -> View<'a> {
        let mut view = View::default();
        let place = resolve(root, place);
        view.ptr = place.ptr.clone();
        view.absorb(root, &place, 0);
        view
    }

    fn absorb(&mut self, root: &'a Value, place: &Place<'a>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        let place = resolve(root, place);
        if !self.absorbed.insert(place.ptr.clone()) {
            return;
        }
        let obj = match place.value {
            Value::Object(obj) => obj,
            // `false` accepts nothing; `true` (or anything else) restricts nothing.
            Value::Bool(false) => {
                self.intersect_types(BTreeSet::new());
                return;
            }
            _ => return,
        };
        let at = |key: &str| place.ptr.child(key);
        let mut keys: Vec<&'a String> = obj.keys().collect();
        keys.sort();
        for key in keys {
            let value = &obj[key.as_str()];
            match key.as_str() {
                "type" => {
                    let types: BTreeSet<&str> = match value {
                        Value::String(t) => [t.as_str()].into(),
                        Value::Array(list) => list.iter().filter_map(Value::as_str).collect(),
                        _ => continue,
                    };
                    self.intersect_types(types);
                }
                "properties" => {
                    if let Some(props) = value.as_object() {
                        for (name, sub) in props {
                            self.properties.entry(name.as_str()).or_insert(Place {
                                ptr: at(key).child(name),
                                value: sub,
                            });
                        }
                    }
                }
                "required" => {
                    if let Some(list) = value.as_array() {
                        self.required.extend(list.iter().filter_map(Value::as_str));
                    }
                }
                "allOf" => {
                    if let Some(list) = value.as_array() {
                        for (i, sub) in list.iter().enumerate() {
                            let part = Place {
                                ptr: at(key).child(&i.to_string()),
                                value: sub,
                            };
                            self.absorb(root, &part, depth + 1);
                        }
                    }
                }
                "anyOf" | "oneOf" => {
                    let keyword = if key == "anyOf" { "anyOf" } else { "oneOf" };
                    if let Some(list) = value.as_array() {
                        self.alternatives(root, keyword, &at(key), list, depth);
                    }
                }
                "$ref" => {
                    // A `$ref` that `resolve` could not follow (not into this schema's `$defs`):
                    // compared as written.
                    self.keywords.entry(key.as_str()).or_insert(Place {
                        ptr: at(key),
                        value,
                    });
                }
                k if IGNORED.contains(&k) || k.starts_with("x-") => {}
                _ => {
                    self.keywords.entry(key.as_str()).or_insert(Place {
                        ptr: at(key),
                        value,
                    });
                }
            }
        }
    }

    /// `anyOf`/`oneOf`: a union of bare types is a type set; one real alternative beside
    /// `{type: null}` is that alternative made nullable; anything else stays alternatives.
    fn alternatives(
        &mut self,
        root: &'a Value,
        keyword: &'static str,
        ptr: &JsonPointer,
        list: &'a [Value],
        depth: usize,
    ) {
        let is_null = |v: &Value| {
            v.as_object()
                .is_some_and(|o| o.len() == 1 && o.get("type") == Some(&Value::from("null")))
        };
        let bare_type = |v: &'a Value| -> Option<&'a str> {
            let o = v.as_object()?;
            if o.len() == 1 {
                o.get("type")?.as_str()
            } else {
                None
            }
        };
        let has_null = list.iter().any(is_null);
        let others: Vec<Place<'a>> = list
            .iter()
            .enumerate()
            .filter(|(_, v)| !is_null(v))
            .map(|(i, v)| Place {
                ptr: ptr.child(&i.to_string()),
                value: v,
            })
            .collect();
        if !others.is_empty() && others.iter().all(|p| bare_type(p.value).is_some()) {
            let mut types: BTreeSet<&str> =
                others.iter().filter_map(|p| bare_type(p.value)).collect();
            if has_null {
                types.insert("null");
            }
            self.intersect_types(types);
        } else if others.len() == 1 {
            let mut inner = View {
                absorbed: self.absorbed.clone(),
                ..View::default()
            };
            inner.absorb(root, &others[0], depth + 1);
            if has_null && let Some(t) = inner.types.as_mut() {
                t.insert("null");
            }
            self.merge(inner);
        } else if self.variants.is_none() {
            self.variants = Some((keyword, others));
            self.null_variant = has_null;
        }
    }

    /// Adds what `other` says to this view (both must hold, as in `allOf`).
    fn merge(&mut self, other: View<'a>) {
        if let Some(t) = other.types {
            self.intersect_types(t);
        }
        if self.variants.is_none() {
            self.variants = other.variants;
            self.null_variant = other.null_variant;
        }
        for (k, v) in other.properties {
            self.properties.entry(k).or_insert(v);
        }
        self.required.extend(other.required);
        for (k, v) in other.keywords {
            self.keywords.entry(k).or_insert(v);
        }
    }

    fn intersect_types(&mut self, types: BTreeSet<&'a str>) {
        self.types = Some(match self.types.take() {
            None => types,
            Some(mine) => {
                // `integer` is a kind of `number`: {number} ∩ {integer} = {integer}.
                let mut both: BTreeSet<&str> =
                    mine.iter().copied().filter(|t| covers(&types, t)).collect();
                both.extend(types.iter().copied().filter(|t| covers(&mine, t)));
                both
            }
        });
    }

    /// The allowed types other than null; `None` for any.
    pub(super) fn non_null(&self) -> Option<BTreeSet<&'a str>> {
        let t = self.types.as_ref()?;
        if ALL_TYPES.iter().all(|a| t.contains(a)) {
            return None;
        }
        Some(t.iter().copied().filter(|t| *t != "null").collect())
    }

    /// Whether null is allowed, when the types say (`None` when nothing restricts the type:
    /// a schema that names no type at all is not read as a null change).
    pub(super) fn nullable(&self) -> Option<bool> {
        match &self.types {
            // "Any value" allows null, but a change to or from it is a type change, told once.
            Some(_) if self.non_null().is_none() => None,
            Some(t) => Some(t.contains("null") || self.null_variant),
            None => self.variants.as_ref().map(|_| self.null_variant),
        }
    }

    pub(super) fn keyword(&self, k: &str) -> Option<&'a Value> {
        self.keywords.get(k).map(|p| p.value)
    }
}

pub(super) fn covers(set: &BTreeSet<&str>, t: &str) -> bool {
    set.contains(t) || (t == "integer" && set.contains("number"))
}

/// Follows local `$ref`s (`#/...`) to their target; a ref that leads nowhere, or in a circle of
/// refs only, is left as it is.
fn resolve<'a>(root: &'a Value, place: &Place<'a>) -> Place<'a> {
    let mut place = place.clone();
    for _ in 0..32 {
        let Some(reference) = place.value.get("$ref").and_then(Value::as_str) else {
            break;
        };
        let Some(pointer) = reference.strip_prefix('#') else {
            break;
        };
        let Some(target) = root.pointer(pointer) else {
            break;
        };
        // A `$ref` with keywords beside it: the generator wraps those in `allOf`, so a bare
        // `$ref` is the common case; with siblings, the target is read and the siblings lost
        // would be a silent gap, so such a schema is compared as written.
        if place.value.as_object().is_some_and(|o| o.len() > 1) {
            break;
        }
        place = Place {
            ptr: JsonPointer::from_escaped(pointer),
            value: target,
        };
    }
    place
}
