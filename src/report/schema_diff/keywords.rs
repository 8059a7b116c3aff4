//! The changes of one pair of places' own keywords, each classified by whether it narrows or
//! widens what is valid: type and nullability, `enum`/`const`, bounds, `format` and `pattern`,
//! and any keyword not modelled (changed both ways).

use std::collections::BTreeSet;

use serde_json::Value;

use super::view::{View, covers};
use super::{Kind, Segment, Walk, json};

/// At most this many enum values are listed when a whole `enum` appears or goes away.
const LIST_MAX: usize = 8;

/// Keywords the walk descends into (`walk.rs`), where it reports what changed inside them.
const WALKED: &[&str] = &["items", "prefixItems", "additionalItems"];

/// Keywords the comparison reads on their own terms (so the catch-all leaves them alone).
const MODELLED: &[&str] = &[
    "additionalProperties",
    "const",
    "default",
    "enum",
    "exclusiveMaximum",
    "exclusiveMinimum",
    "format",
    "maxItems",
    "maxLength",
    "maxProperties",
    "maximum",
    "minItems",
    "minLength",
    "minProperties",
    "minimum",
    "multipleOf",
    "pattern",
    "uniqueItems",
];

/// Lower bounds: raising one (or adding it) narrows what is valid.
const LOWER: &[&str] = &[
    "minimum",
    "exclusiveMinimum",
    "minLength",
    "minItems",
    "minProperties",
];
/// Upper bounds: lowering one (or adding it) narrows what is valid.
const UPPER: &[&str] = &[
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
];

impl<'a> Walk<'a> {
    /// Reports type and nullability changes; false when the types share nothing.
    pub(super) fn types(&mut self, a: &View<'a>, b: &View<'a>, path: &[Segment]) -> bool {
        let (o, n) = (a.non_null(), b.non_null());
        let narrows = match (&o, &n) {
            (_, None) => false,
            (None, Some(_)) => true,
            (Some(o), Some(n)) => o.iter().any(|t| !covers(n, t)),
        };
        let widens = match (&o, &n) {
            (None, _) => false,
            (Some(_), None) => true,
            (Some(o), Some(n)) => n.iter().any(|t| !covers(o, t)),
        };
        let show = |t: &Option<BTreeSet<&str>>| match t {
            None => "any".to_string(),
            Some(t) if t.is_empty() => "none".to_string(),
            Some(t) => t.iter().copied().collect::<Vec<_>>().join(" | "),
        };
        if narrows || widens {
            self.push(
                path,
                Kind::TypeChanged,
                narrows,
                widens,
                format!("type {} → {}", show(&o), show(&n)),
            );
        }
        match (a.nullable(), b.nullable()) {
            (Some(false), Some(true)) => self.push(
                path,
                Kind::NullableAdded,
                false,
                true,
                "now nullable".into(),
            ),
            (Some(true), Some(false)) => self.push(
                path,
                Kind::NullableRemoved,
                true,
                false,
                "no longer nullable".into(),
            ),
            _ => {}
        }
        match (&o, &n) {
            (Some(o), Some(n)) if !o.is_empty() && !n.is_empty() => {
                o.iter().any(|t| covers(n, t)) || n.iter().any(|t| covers(o, t))
            }
            _ => true,
        }
    }

    pub(super) fn enums(&mut self, a: &View<'a>, b: &View<'a>, path: &[Segment]) {
        // Null in an enum follows `nullable` (the converter adds it there too), and is reported
        // as a nullability change when the types say so.
        let skip_null = a.types.is_some() && b.types.is_some();
        let values = |v: &View<'a>| -> Option<Vec<&'a Value>> {
            let list: Vec<&Value> = match (v.keyword("enum"), v.keyword("const")) {
                (Some(Value::Array(e)), _) => e.iter().collect(),
                (_, Some(c)) => vec![c],
                _ => return None,
            };
            Some(
                list.into_iter()
                    .filter(|x| !(skip_null && x.is_null()))
                    .collect(),
            )
        };
        let list = |vals: &[&Value]| {
            let mut shown: Vec<String> = vals.iter().take(LIST_MAX).map(|v| json(v)).collect();
            if vals.len() > LIST_MAX {
                shown.push(format!("… ({} in all)", vals.len()));
            }
            shown.join(", ")
        };
        match (values(a), values(b)) {
            (None, None) => {}
            (None, Some(n)) => self.push(
                path,
                Kind::EnumAdded,
                true,
                false,
                format!("now one of {}", list(&n)),
            ),
            (Some(o), None) => self.push(
                path,
                Kind::EnumRemoved,
                false,
                true,
                format!("no longer one of {}", list(&o)),
            ),
            (Some(o), Some(n)) => {
                for v in o.iter().filter(|v| !n.contains(v)) {
                    self.push(
                        path,
                        Kind::EnumValueRemoved,
                        true,
                        false,
                        format!("enum value {} removed", json(v)),
                    );
                }
                for v in n.iter().filter(|v| !o.contains(v)) {
                    self.push(
                        path,
                        Kind::EnumValueAdded,
                        false,
                        true,
                        format!("enum value {} added", json(v)),
                    );
                }
            }
        }
    }

    pub(super) fn bounds(&mut self, a: &View<'a>, b: &View<'a>, path: &[Segment]) {
        let show = |v: Option<&Value>| v.map_or("none".to_string(), json);
        for (keywords, lower) in [(LOWER, true), (UPPER, false)] {
            for k in keywords {
                // A count can never be below 0, so `minLength: 0` says what saying nothing says.
                let zero = Value::from(0);
                let natural = (lower && k.starts_with("min") && *k != "minimum").then_some(&zero);
                let (o, n) = (a.keyword(k).or(natural), b.keyword(k).or(natural));
                if o == n {
                    continue;
                }
                let num = |v: Option<&Value>| v.map(|v| v.as_f64());
                let (narrows, widens) = match (num(o), num(n)) {
                    (None, Some(Some(_))) => (true, false),
                    (Some(Some(_)), None) => (false, true),
                    (Some(Some(x)), Some(Some(y))) if x != y => {
                        let raised = y > x;
                        (raised == lower, raised != lower)
                    }
                    (Some(Some(_)), Some(Some(_))) => continue,
                    // Not a number (hostile or broken spec): changed, direction unknown.
                    _ => (true, true),
                };
                let kind = if narrows && !widens {
                    Kind::BoundNarrowed
                } else if widens && !narrows {
                    Kind::BoundWidened
                } else {
                    Kind::KeywordChanged
                };
                self.push(
                    path,
                    kind,
                    narrows,
                    widens,
                    format!("{k} {} → {}", show(o), show(n)),
                );
            }
        }
        let (o, n) = (a.keyword("uniqueItems"), b.keyword("uniqueItems"));
        let on = |v: Option<&Value>| v.and_then(Value::as_bool).unwrap_or(false);
        if on(o) != on(n) {
            let (kind, narrows) = if on(n) {
                (Kind::BoundNarrowed, true)
            } else {
                (Kind::BoundWidened, false)
            };
            self.push(
                path,
                kind,
                narrows,
                !narrows,
                format!("uniqueItems {} → {}", on(o), on(n)),
            );
        }
        let (o, n) = (a.keyword("multipleOf"), b.keyword("multipleOf"));
        if o != n {
            // Every multiple of x is a multiple of y exactly when x is a multiple of y.
            let multiple = |x: f64, y: f64| y != 0.0 && (x / y).fract() == 0.0;
            let (narrows, widens) = match (o.and_then(Value::as_f64), n.and_then(Value::as_f64)) {
                (None, Some(_)) => (true, false),
                (Some(_), None) => (false, true),
                (Some(x), Some(y)) => (!multiple(x, y), !multiple(y, x)),
                (None, None) => (true, true),
            };
            let kind = match (narrows, widens) {
                (true, false) => Kind::BoundNarrowed,
                (false, true) => Kind::BoundWidened,
                _ => Kind::KeywordChanged,
            };
            self.push(
                path,
                kind,
                narrows,
                widens,
                format!("multipleOf {} → {}", show(o), show(n)),
            );
        }
    }

    pub(super) fn formats(&mut self, a: &View<'a>, b: &View<'a>, path: &[Segment]) {
        for (k, kind) in [
            ("format", Kind::FormatChanged),
            ("pattern", Kind::PatternChanged),
        ] {
            let (o, n) = (a.keyword(k), b.keyword(k));
            if o == n {
                continue;
            }
            // A format or pattern that appears or changes rejects values that passed; one that
            // goes away (or changes) lets through values a reader never saw.
            let show = |v: Option<&Value>| v.map_or("none".to_string(), json);
            self.push(
                path,
                kind,
                n.is_some(),
                o.is_some(),
                format!("{k} {} → {}", show(o), show(n)),
            );
        }
    }

    /// Keywords not modelled here: any difference is reported, breaking both ways.
    pub(super) fn other_keywords(&mut self, a: &View<'a>, b: &View<'a>, path: &[Segment]) {
        let keys: BTreeSet<&str> = a
            .keywords
            .keys()
            .chain(b.keywords.keys())
            .copied()
            .collect();
        for k in keys {
            if MODELLED.contains(&k) || WALKED.contains(&k) {
                continue;
            }
            let (o, n) = (a.keyword(k), b.keyword(k));
            if o != n {
                let what = match (o, n) {
                    (None, _) => "added",
                    (_, None) => "removed",
                    _ => "changed",
                };
                self.push(
                    path,
                    Kind::KeywordChanged,
                    true,
                    true,
                    format!("`{k}` {what}"),
                );
            }
        }
    }
}
