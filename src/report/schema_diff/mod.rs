//! Schema comparison for `diff`: walks two JSON Schemas (a tool's input or output schema, as the
//! generator writes them: 2020-12, `$ref: "#/$defs/Name"`, nullable and type unions spelled as
//! `anyOf`) side by side and lists every change with where it is, what kind it is, and whether it
//! breaks an MCP client written against the old schema. Pure: values in, sorted changes out.
//!
//! Direction decides what breaks. For an **input** schema a change breaks when a call that was
//! valid before is rejected now, or means something else (a property removed or newly required,
//! a type, enum, bound, format or pattern narrowed, `additionalProperties` closed, a default
//! changed). For an **output** schema it flips: a client reading results breaks when something
//! it read may be missing or look different (a property removed or no longer required, a type
//! widened, a new enum value, null allowed); a new property is compatible.
//!
//! Locations name a place inside the arguments (or the result), one segment per step:
//! `meta.owner` (property `owner` of argument `meta`), `tags[]` (the items of array `tags`),
//! `point[1]` (the second position of tuple `point`),
//! `labels{}` (the values of map `labels`, its `additionalProperties`), `shape(oneOf 1)` (the
//! second alternative of `shape`). A property name that is not made of `A-Z a-z 0-9 _ - $ @`
//! is written as a JSON string in brackets (`["a.b"]`). The schema itself is the empty location.
//!
//! `$ref`s are followed on both sides, each into its own `$defs`; every pair of places (old,
//! new) is compared once, which stops recursive schemas. A change in a shared definition is
//! still reported at every location that reaches it (`billing.zip` and `shipping.zip`), by
//! repeating what the first comparison found, up to [`MAX_REPEATS`] repeats per schema.

mod keywords;
mod view;
mod walk;

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use view::Place;

use crate::util::pointer::JsonPointer;

/// Which schema of a tool a change is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The arguments a client sends.
    Input,
    /// The structured result a client reads.
    Output,
}

/// What changed at a location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A property (or the output schema) appeared, optional for inputs.
    Added,
    /// A property (or the output schema) disappeared.
    Removed,
    /// A property became required, or appeared as required.
    NewlyRequired,
    NoLongerRequired,
    /// The set of JSON types changed (narrowed, widened, or both).
    TypeChanged,
    NullableAdded,
    NullableRemoved,
    EnumValueAdded,
    EnumValueRemoved,
    /// An `enum` or `const` restriction appeared.
    EnumAdded,
    /// An `enum` or `const` restriction went away.
    EnumRemoved,
    /// `minimum` raised, `maxLength` lowered, `uniqueItems` turned on, ...
    BoundNarrowed,
    BoundWidened,
    FormatChanged,
    PatternChanged,
    /// `additionalProperties: false` appeared.
    AdditionalPropertiesClosed,
    AdditionalPropertiesOpened,
    /// The `anyOf`/`oneOf` alternatives changed in number or in shape.
    VariantsChanged,
    /// The `default` an omitted argument takes.
    DefaultChanged,
    /// A keyword this comparison does not model (`not`, `if`, `patternProperties`, ...)
    /// changed: reported as breaking both ways, since nothing proves it is not.
    KeywordChanged,
}

impl Kind {
    /// Its name, as the tests list changes.
    #[cfg(test)]
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Added => "added",
            Kind::Removed => "removed",
            Kind::NewlyRequired => "newly_required",
            Kind::NoLongerRequired => "no_longer_required",
            Kind::TypeChanged => "type_changed",
            Kind::NullableAdded => "nullable_added",
            Kind::NullableRemoved => "nullable_removed",
            Kind::EnumValueAdded => "enum_value_added",
            Kind::EnumValueRemoved => "enum_value_removed",
            Kind::EnumAdded => "enum_added",
            Kind::EnumRemoved => "enum_removed",
            Kind::BoundNarrowed => "bound_narrowed",
            Kind::BoundWidened => "bound_widened",
            Kind::FormatChanged => "format_changed",
            Kind::PatternChanged => "pattern_changed",
            Kind::AdditionalPropertiesClosed => "additional_properties_closed",
            Kind::AdditionalPropertiesOpened => "additional_properties_opened",
            Kind::VariantsChanged => "variants_changed",
            Kind::DefaultChanged => "default_changed",
            Kind::KeywordChanged => "keyword_changed",
        }
    }
}

/// One change between two schemas.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Change {
    /// Where, in the notation of the module docs (`meta.owner`, `tags[]`); empty for the root.
    pub location: String,
    /// The top-level property the location starts with, if it starts with one (for inputs:
    /// the argument).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub property: Option<String>,
    pub kind: Kind,
    /// Whether a client written against the old schema can break.
    pub breaking: bool,
    /// What changed, without the location: `type integer → string`, `enum value "sold" removed`.
    /// Spec values in it are JSON-encoded, so they stay on one line.
    pub detail: String,
}

/// Nesting limit of the walk. Every (old, new) pair of places is visited once, so the walk
/// ends anyway; this keeps a hostile, very deep (but finite) schema from using up the stack.
const MAX_DEPTH: usize = 96;

/// Every change from `old` to `new`, sorted by location, kind and detail. Both are whole
/// schemas: the `$defs` their `$ref`s point into sit at their root.
pub fn compare(old: &Value, new: &Value, side: Side) -> Vec<Change> {
    let mut walk = Walk {
        old_root: old,
        new_root: new,
        side,
        seen: BTreeMap::new(),
        out: Vec::new(),
        paths: Vec::new(),
        repeats: 0,
    };
    walk.node(
        &Place {
            ptr: JsonPointer::root(),
            value: old,
        },
        &Place {
            ptr: JsonPointer::root(),
            value: new,
        },
        &mut Vec::new(),
        0,
    );
    let mut out = walk.out;
    out.sort();
    out.dedup();
    out
}

/// [`compare`] for schemas that may be absent (a tool's output schema): one appearing is
/// compatible, one going away breaks a client that read the structured result.
pub fn compare_optional(old: Option<&Value>, new: Option<&Value>, side: Side) -> Vec<Change> {
    let change = |kind, breaking, detail: &str| {
        vec![Change {
            location: String::new(),
            property: None,
            kind,
            breaking,
            detail: detail.to_string(),
        }]
    };
    match (old, new) {
        (Some(o), Some(n)) => compare(o, n, side),
        (None, Some(_)) => change(Kind::Added, false, "schema added"),
        (Some(_), None) => change(Kind::Removed, side == Side::Output, "schema removed"),
        (None, None) => Vec::new(),
    }
}

/// One step of a location.
#[derive(Clone)]
enum Segment {
    Property(String),
    Items,
    /// A position of a tuple (`prefixItems`).
    Position(usize),
    Values,
    Variant(&'static str, usize),
}

fn location(path: &[Segment]) -> String {
    let mut s = String::new();
    for seg in path {
        match seg {
            Segment::Property(name) => {
                let bare = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_-$@".contains(c));
                if bare {
                    if !s.is_empty() {
                        s.push('.');
                    }
                    s.push_str(name);
                } else {
                    s.push('[');
                    s.push_str(&json(&Value::String(name.clone())));
                    s.push(']');
                }
            }
            Segment::Items => s.push_str("[]"),
            Segment::Position(i) => s.push_str(&format!("[{i}]")),
            Segment::Values => s.push_str("{}"),
            Segment::Variant(kw, i) => s.push_str(&format!("({kw} {i})")),
        }
    }
    s
}

/// A value as compact JSON, for details (one line whatever the spec wrote).
fn json(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

struct Walk<'a> {
    old_root: &'a Value,
    new_root: &'a Value,
    side: Side,
    /// (old place, new place) pairs compared, or being compared (`None`: a cycle back to it).
    seen: BTreeMap<(JsonPointer, JsonPointer), Option<Visit>>,
    out: Vec<Change>,
    /// The path of each change in `out`, for repeating it under another location.
    paths: Vec<Vec<Segment>>,
    /// Changes repeated so far (see [`MAX_REPEATS`]).
    repeats: usize,
}

/// What comparing one pair of places found: `out[start..end]`, under a path `depth` long.
#[derive(Clone, Copy)]
struct Visit {
    start: usize,
    end: usize,
    depth: usize,
}

/// How many changes one comparison repeats for locations that reach an already compared
/// definition. Each distinct change is reported once whatever this says; the bound keeps a
/// definition reached along exponentially many paths (a hostile spec) from filling memory.
const MAX_REPEATS: usize = 1_000;

impl<'a> Walk<'a> {
    /// Records a change; `narrows` and `widens` say whether values valid before are now
    /// rejected, and values rejected before are now valid. Inputs break on the first,
    /// outputs on the second.
    fn push(&mut self, path: &[Segment], kind: Kind, narrows: bool, widens: bool, detail: String) {
        let breaking = match self.side {
            Side::Input => narrows,
            Side::Output => widens,
        };
        let property = match path.first() {
            Some(Segment::Property(name)) => Some(name.clone()),
            _ => None,
        };
        self.out.push(Change {
            location: location(path),
            property,
            kind,
            breaking,
            detail,
        });
        self.paths.push(path.to_vec());
    }

    /// Reports what `visit` found again, under `path` instead of where it was found.
    fn repeat(&mut self, visit: Visit, path: &[Segment]) {
        for k in visit.start..visit.end {
            if self.repeats >= MAX_REPEATS {
                return;
            }
            self.repeats += 1;
            let mut at = path.to_vec();
            at.extend_from_slice(&self.paths[k][visit.depth..]);
            let change = Change {
                location: location(&at),
                property: match at.first() {
                    Some(Segment::Property(name)) => Some(name.clone()),
                    _ => None,
                },
                ..self.out[k].clone()
            };
            self.out.push(change);
            self.paths.push(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// (location, kind, breaking) of every change, in order.
    fn changes(old: &Value, new: &Value, side: Side) -> Vec<(String, &'static str, bool)> {
        compare(old, new, side)
            .into_iter()
            .map(|c| (c.location, c.kind.as_str(), c.breaking))
            .collect()
    }

    fn one(
        location: &str,
        kind: &'static str,
        breaking: bool,
    ) -> Vec<(String, &'static str, bool)> {
        vec![(location.to_string(), kind, breaking)]
    }

    /// An input-shaped schema: the arguments object with `props` and `required`.
    fn args(props: Value, required: &[&str]) -> Value {
        json!({"type": "object", "properties": props, "required": required, "additionalProperties": false})
    }

    fn meta(owner: Value, required: &[&str]) -> Value {
        args(
            json!({"meta": {"type": "object", "properties": {"owner": owner, "note": {"type": "string"}}, "required": required}}),
            &[],
        )
    }

    #[test]
    fn identical_schemas_have_no_changes() {
        let s = json!({
            "type": "object",
            "properties": {"a": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                           "n": {"$ref": "#/$defs/Node"}},
            "$defs": {"Node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/Node"}}}}
        });
        assert!(compare(&s, &s, Side::Input).is_empty());
        assert!(compare(&s, &s, Side::Output).is_empty());
    }

    #[test]
    fn a_nested_property_removed_breaks_both_ways() {
        let old = meta(json!({"type": "string"}), &[]);
        let new = args(
            json!({"meta": {"type": "object", "properties": {"note": {"type": "string"}}}}),
            &[],
        );
        assert_eq!(
            changes(&old, &new, Side::Input),
            one("meta.owner", "removed", true)
        );
        assert_eq!(
            changes(&old, &new, Side::Output),
            one("meta.owner", "removed", true)
        );
        // Added: compatible both ways while optional.
        assert_eq!(
            changes(&new, &old, Side::Input),
            one("meta.owner", "added", false)
        );
        assert_eq!(
            changes(&new, &old, Side::Output),
            one("meta.owner", "added", false)
        );
    }

    #[test]
    fn required_at_depth_breaks_inputs_and_optional_breaks_outputs() {
        let optional = meta(json!({"type": "string"}), &[]);
        let required = meta(json!({"type": "string"}), &["owner"]);
        assert_eq!(
            changes(&optional, &required, Side::Input),
            one("meta.owner", "newly_required", true)
        );
        assert_eq!(
            changes(&optional, &required, Side::Output),
            one("meta.owner", "newly_required", false)
        );
        assert_eq!(
            changes(&required, &optional, Side::Input),
            one("meta.owner", "no_longer_required", false)
        );
        assert_eq!(
            changes(&required, &optional, Side::Output),
            one("meta.owner", "no_longer_required", true)
        );
        // A property that appears required: one change, breaking for inputs only.
        let without = args(
            json!({"meta": {"type": "object", "properties": {"note": {"type": "string"}}}}),
            &[],
        );
        assert_eq!(
            changes(&without, &required, Side::Input),
            one("meta.owner", "newly_required", true)
        );
        assert_eq!(
            changes(&without, &required, Side::Output),
            one("meta.owner", "added", false)
        );
    }

    #[test]
    fn top_level_arguments_keep_their_names() {
        let old = args(
            json!({"name": {"type": "string"}, "note": {"type": "string"}}),
            &["name"],
        );
        let new = args(
            json!({"name": {"type": "string"}, "owner": {"type": "string"}}),
            &["name", "owner"],
        );
        let c = compare(&old, &new, Side::Input);
        let got: Vec<(&str, Option<&str>, &str, bool)> = c
            .iter()
            .map(|c| {
                (
                    c.location.as_str(),
                    c.property.as_deref(),
                    c.kind.as_str(),
                    c.breaking,
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("note", Some("note"), "removed", true),
                ("owner", Some("owner"), "newly_required", true)
            ]
        );
        assert_eq!(c[1].detail, "added, required");
    }

    #[test]
    fn an_item_type_change_breaks_both_ways_and_stops_there() {
        let old = args(
            json!({"tags": {"type": "array", "items": {"type": "integer", "minimum": 1}}}),
            &[],
        );
        let new = args(
            json!({"tags": {"type": "array", "items": {"type": "string", "minLength": 1}}}),
            &[],
        );
        assert_eq!(
            changes(&old, &new, Side::Input),
            one("tags[]", "type_changed", true)
        );
        assert_eq!(
            changes(&old, &new, Side::Output),
            one("tags[]", "type_changed", true)
        );
        assert_eq!(
            compare(&old, &new, Side::Input)[0].detail,
            "type integer → string"
        );
    }

    #[test]
    fn integer_to_number_widens() {
        let int = args(json!({"count": {"type": "integer"}}), &[]);
        let num = args(json!({"count": {"type": "number"}}), &[]);
        assert_eq!(
            changes(&int, &num, Side::Input),
            one("count", "type_changed", false)
        );
        assert_eq!(
            changes(&int, &num, Side::Output),
            one("count", "type_changed", true)
        );
        assert_eq!(
            changes(&num, &int, Side::Input),
            one("count", "type_changed", true)
        );
        assert_eq!(
            changes(&num, &int, Side::Output),
            one("count", "type_changed", false)
        );
    }

    #[test]
    fn a_type_union_in_any_of_is_a_type_set() {
        let s = args(json!({"id": {"type": "string"}}), &[]);
        let union = args(
            json!({"id": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}),
            &[],
        );
        assert_eq!(
            changes(&s, &union, Side::Input),
            one("id", "type_changed", false)
        );
        assert_eq!(
            changes(&union, &s, Side::Input),
            one("id", "type_changed", true)
        );
        assert_eq!(
            compare(&s, &union, Side::Input)[0].detail,
            "type string → integer | string"
        );
        // "Any value" spelled as every type: the same as no type at all.
        let every = json!({"anyOf": [{"type": "string"}, {"type": "number"}, {"type": "boolean"},
            {"type": "object"}, {"type": "array"}, {"type": "null"}]});
        let any = args(json!({"id": every}), &[]);
        assert_eq!(
            changes(&any, &s, Side::Input),
            one("id", "type_changed", true)
        );
        assert!(compare(&any, &args(json!({"id": {}}), &[]), Side::Input).is_empty());
    }

    #[test]
    fn nullable_breaks_outputs_when_added_and_inputs_when_removed() {
        let plain = args(json!({"tag": {"type": "string"}}), &[]);
        let nullable = args(
            json!({"tag": {"anyOf": [{"type": "string"}, {"type": "null"}]}}),
            &[],
        );
        assert_eq!(
            changes(&plain, &nullable, Side::Input),
            one("tag", "nullable_added", false)
        );
        assert_eq!(
            changes(&plain, &nullable, Side::Output),
            one("tag", "nullable_added", true)
        );
        assert_eq!(
            changes(&nullable, &plain, Side::Input),
            one("tag", "nullable_removed", true)
        );
        assert_eq!(
            changes(&nullable, &plain, Side::Output),
            one("tag", "nullable_removed", false)
        );
        // A nullable enum (null in the enum too) is one nullability change, not an enum change.
        let e = args(json!({"s": {"type": "string", "enum": ["a"]}}), &[]);
        let en = args(
            json!({"s": {"anyOf": [{"type": "string"}, {"type": "null"}], "enum": ["a", null]}}),
            &[],
        );
        assert_eq!(
            changes(&e, &en, Side::Output),
            one("s", "nullable_added", true)
        );
    }

    #[test]
    fn a_nullable_ref_is_read_through() {
        let defs = json!({"Owner": {"type": "object", "properties": {"id": {"type": "integer"}}}});
        let plain = json!({"type": "object", "properties": {"o": {"$ref": "#/$defs/Owner"}}, "$defs": defs});
        let mut nullable = plain.clone();
        nullable["properties"]["o"] =
            json!({"anyOf": [{"$ref": "#/$defs/Owner"}, {"type": "null"}]});
        nullable["$defs"]["Owner"]["properties"]["id"] = json!({"type": "string"});
        assert_eq!(
            changes(&plain, &nullable, Side::Output),
            vec![
                ("o".to_string(), "nullable_added", true),
                ("o.id".to_string(), "type_changed", true)
            ]
        );
    }

    #[test]
    fn enum_values() {
        let old = args(
            json!({"status": {"type": "string", "enum": ["available", "sold"]}}),
            &[],
        );
        let new = args(
            json!({"status": {"type": "string", "enum": ["available", "pending"]}}),
            &[],
        );
        assert_eq!(
            changes(&old, &new, Side::Input),
            vec![
                ("status".to_string(), "enum_value_added", false),
                ("status".to_string(), "enum_value_removed", true)
            ]
        );
        assert_eq!(
            changes(&old, &new, Side::Output),
            vec![
                ("status".to_string(), "enum_value_added", true),
                ("status".to_string(), "enum_value_removed", false)
            ]
        );
        let details: Vec<String> = compare(&old, &new, Side::Input)
            .into_iter()
            .map(|c| c.detail)
            .collect();
        assert_eq!(
            details,
            [
                "enum value \"pending\" added",
                "enum value \"sold\" removed"
            ]
        );
        // An enum appearing narrows; one going away widens; `const` is an enum of one.
        let free = args(json!({"status": {"type": "string"}}), &[]);
        assert_eq!(
            changes(&free, &old, Side::Input),
            one("status", "enum_added", true)
        );
        assert_eq!(
            changes(&old, &free, Side::Output),
            one("status", "enum_removed", true)
        );
        let c = args(json!({"status": {"const": "sold"}}), &[]);
        let c2 = args(json!({"status": {"const": "gone"}}), &[]);
        assert_eq!(
            changes(&c, &c2, Side::Input),
            vec![
                ("status".to_string(), "enum_value_added", false),
                ("status".to_string(), "enum_value_removed", true)
            ]
        );
    }

    #[test]
    fn bounds_narrowed_break_inputs_and_widened_break_outputs() {
        let cases = [
            ("minimum", json!(1), json!(5)),
            ("exclusiveMinimum", json!(0), json!(1)),
            ("maximum", json!(100), json!(50)),
            ("maxLength", json!(64), json!(32)),
            ("minLength", json!(0), json!(1)),
            ("minItems", json!(0), json!(2)),
            ("maxItems", json!(10), json!(5)),
            ("minProperties", json!(0), json!(1)),
            ("maxProperties", json!(9), json!(3)),
            ("uniqueItems", json!(false), json!(true)),
            ("multipleOf", json!(2), json!(4)),
        ];
        for (k, loose, tight) in cases {
            let s = |v: &Value| {
                args(
                    json!({"list": {"type": "array", "items": {"type": "object", "properties": {"x": {k: v}}}}}),
                    &[],
                )
            };
            let (loose, tight) = (s(&loose), s(&tight));
            assert_eq!(
                changes(&loose, &tight, Side::Input),
                one("list[].x", "bound_narrowed", true),
                "{k}"
            );
            assert_eq!(
                changes(&loose, &tight, Side::Output),
                one("list[].x", "bound_narrowed", false),
                "{k}"
            );
            assert_eq!(
                changes(&tight, &loose, Side::Input),
                one("list[].x", "bound_widened", false),
                "{k}"
            );
            assert_eq!(
                changes(&tight, &loose, Side::Output),
                one("list[].x", "bound_widened", true),
                "{k}"
            );
        }
        // A bound that appears narrows; one that goes away widens.
        let none = args(json!({"limit": {"type": "integer"}}), &[]);
        let max = args(json!({"limit": {"type": "integer", "maximum": 100}}), &[]);
        assert_eq!(
            changes(&none, &max, Side::Input),
            one("limit", "bound_narrowed", true)
        );
        assert_eq!(
            compare(&none, &max, Side::Input)[0].detail,
            "maximum none → 100"
        );
        assert_eq!(
            changes(&max, &none, Side::Output),
            one("limit", "bound_widened", true)
        );
        // A count bound of 0 is no bound.
        let zero = args(json!({"name": {"type": "string", "minLength": 0}}), &[]);
        assert!(
            compare(
                &args(json!({"name": {"type": "string"}}), &[]),
                &zero,
                Side::Input
            )
            .is_empty()
        );
        // Equal numbers written differently are no change.
        let max_f = args(json!({"limit": {"type": "integer", "maximum": 100.0}}), &[]);
        assert!(compare(&max, &max_f, Side::Input).is_empty());
    }

    #[test]
    fn format_and_pattern() {
        let plain = args(json!({"at": {"type": "string"}}), &[]);
        let date = args(json!({"at": {"type": "string", "format": "date"}}), &[]);
        let time = args(
            json!({"at": {"type": "string", "format": "date-time"}}),
            &[],
        );
        assert_eq!(
            changes(&plain, &date, Side::Input),
            one("at", "format_changed", true)
        );
        assert_eq!(
            changes(&plain, &date, Side::Output),
            one("at", "format_changed", false)
        );
        assert_eq!(
            changes(&date, &plain, Side::Input),
            one("at", "format_changed", false)
        );
        assert_eq!(
            changes(&date, &plain, Side::Output),
            one("at", "format_changed", true)
        );
        assert_eq!(
            changes(&date, &time, Side::Input),
            one("at", "format_changed", true)
        );
        assert_eq!(
            changes(&date, &time, Side::Output),
            one("at", "format_changed", true)
        );
        let p = args(
            json!({"at": {"type": "string", "pattern": "^[a-z]+$"}}),
            &[],
        );
        let q = args(
            json!({"at": {"type": "string", "pattern": "^[a-z]+\n$"}}),
            &[],
        );
        assert_eq!(
            changes(&p, &q, Side::Input),
            one("at", "pattern_changed", true)
        );
        // Spec text stays on one line in the detail.
        assert_eq!(
            compare(&p, &q, Side::Input)[0].detail,
            r#"pattern "^[a-z]+$" → "^[a-z]+\n$""#
        );
    }

    #[test]
    fn additional_properties() {
        let open = args(
            json!({"meta": {"type": "object", "properties": {"a": {"type": "string"}}}}),
            &[],
        );
        let closed = args(
            json!({"meta": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": false}}),
            &[],
        );
        assert_eq!(
            changes(&open, &closed, Side::Input),
            one("meta", "additional_properties_closed", true)
        );
        assert_eq!(
            changes(&open, &closed, Side::Output),
            one("meta", "additional_properties_closed", false)
        );
        assert_eq!(
            changes(&closed, &open, Side::Input),
            one("meta", "additional_properties_opened", false)
        );
        assert_eq!(
            changes(&closed, &open, Side::Output),
            one("meta", "additional_properties_opened", false)
        );
        // Map values are compared as `{}`.
        let map = |t: &str| {
            args(
                json!({"labels": {"type": "object", "additionalProperties": {"type": t}}}),
                &[],
            )
        };
        assert_eq!(
            changes(&map("string"), &map("integer"), Side::Input),
            one("labels{}", "type_changed", true)
        );
    }

    #[test]
    fn refs_are_followed_into_each_sides_own_defs() {
        // The definition moved to another name; only its content counts.
        let old = json!({"type": "object", "properties": {"pet": {"$ref": "#/$defs/Pet_1"}},
            "$defs": {"Pet_1": {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "integer"}}}}}});
        let new = json!({"type": "object", "properties": {"pet": {"$ref": "#/$defs/Pet_2"}},
            "$defs": {"Pet_2": {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}}}}}});
        assert_eq!(
            changes(&old, &new, Side::Input),
            one("pet.tags[]", "type_changed", true)
        );
        // Inlined on one side, a $ref on the other: the same comparison.
        let inlined = json!({"type": "object", "properties": {"pet": {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "integer"}}}}}});
        assert!(compare(&old, &inlined, Side::Input).is_empty());
        assert_eq!(
            changes(&inlined, &new, Side::Input),
            one("pet.tags[]", "type_changed", true)
        );
    }

    #[test]
    fn recursive_schemas_end_and_a_shared_definition_is_reported_where_it_is_reached() {
        let node = |t: &str| {
            json!({"type": "object", "properties": {"a": {"$ref": "#/$defs/Node"}, "b": {"$ref": "#/$defs/Node"}},
                "$defs": {"Node": {"type": "object", "properties": {
                    "name": {"type": t},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                    "parent": {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}}}}})
        };
        // Every place that reaches Node without going round a cycle: `a` and `b`, and the
        // parent each names (a nullable Node, compared on its own before it reaches Node).
        let at = |l: &str| (l.to_string(), "type_changed", true);
        assert_eq!(
            changes(&node("string"), &node("integer"), Side::Input),
            vec![
                at("a.name"),
                at("a.parent.name"),
                at("b.name"),
                at("b.parent.name")
            ]
        );
        // Recursion on one side only (the new side unrolls one level, then stops).
        let shallow = json!({"type": "object", "properties": {
            "a": {"type": "object", "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"type": "object"}}}},
            "b": {"type": "object", "properties": {"name": {"type": "string"}}}}});
        let got = changes(&node("string"), &shallow, Side::Input);
        assert_eq!(
            got,
            vec![
                ("a.children[].children".to_string(), "removed", true),
                ("a.children[].name".to_string(), "removed", true),
                ("a.children[].parent".to_string(), "removed", true),
                ("a.parent".to_string(), "removed", true),
                ("b.children".to_string(), "removed", true),
                ("b.parent".to_string(), "removed", true)
            ]
        );
    }

    #[test]
    fn all_of_parts_are_read_together() {
        let old = json!({"type": "object", "properties": {"p": {"allOf": [{"$ref": "#/$defs/Base"}, {"properties": {"extra": {"type": "string"}}}]}},
            "$defs": {"Base": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}}});
        let mut new = old.clone();
        new["$defs"]["Base"]["required"] = json!([]);
        new["properties"]["p"]["allOf"][1]["properties"]["extra"] =
            json!({"type": "string", "maxLength": 3});
        assert_eq!(
            changes(&old, &new, Side::Output),
            vec![
                ("p.extra".to_string(), "bound_narrowed", false),
                ("p.id".to_string(), "no_longer_required", true)
            ]
        );
    }

    #[test]
    fn a_definition_made_of_itself_is_read_once() {
        let s = |t: &str| {
            json!({"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}},
                "$defs": {"A": {"allOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/A"},
                    {"anyOf": [{"$ref": "#/$defs/A"}, {"type": "null"}]}],
                    "properties": {"x": {"type": t}}}}})
        };
        assert_eq!(
            changes(&s("string"), &s("integer"), Side::Input),
            one("a.x", "type_changed", true)
        );
    }

    #[test]
    fn alternatives() {
        let two = args(
            json!({"shape": {"oneOf": [
            {"type": "object", "properties": {"r": {"type": "number"}}},
            {"type": "object", "properties": {"w": {"type": "number"}}}]}}),
            &[],
        );
        let mut changed = two.clone();
        changed["properties"]["shape"]["oneOf"][1]["properties"]["w"] = json!({"type": "string"});
        assert_eq!(
            changes(&two, &changed, Side::Input),
            one("shape(oneOf 1).w", "type_changed", true)
        );
        let mut three = two.clone();
        if let Some(list) = three["properties"]["shape"]["oneOf"].as_array_mut() {
            list.push(json!({"type": "string"}));
        }
        // One alternative added is one change, at the place it was added.
        assert_eq!(
            changes(&two, &three, Side::Input),
            one("shape(oneOf 2)", "variants_changed", false)
        );
        assert_eq!(
            changes(&two, &three, Side::Output),
            one("shape(oneOf 2)", "variants_changed", true)
        );
        assert_eq!(
            changes(&three, &two, Side::Input),
            one("shape(oneOf 2)", "variants_changed", true)
        );
        // Reordered: no change. Reordered and one of them changed: that change alone.
        let mut swapped = two.clone();
        if let Some(list) = swapped["properties"]["shape"]["oneOf"].as_array_mut() {
            list.swap(0, 1);
        }
        assert_eq!(changes(&two, &swapped, Side::Input), vec![]);
        swapped["properties"]["shape"]["oneOf"][0]["properties"]["w"] = json!({"type": "string"});
        assert_eq!(
            changes(&two, &swapped, Side::Input),
            one("shape(oneOf 0).w", "type_changed", true)
        );
        // anyOf → oneOf rejects what two alternatives take: narrower.
        let mut any = two.clone();
        let list = any["properties"]["shape"]["oneOf"].take();
        any["properties"]["shape"] = json!({"anyOf": list});
        assert_eq!(
            changes(&any, &two, Side::Input),
            one("shape", "variants_changed", true)
        );
        assert_eq!(
            changes(&two, &any, Side::Output),
            one("shape", "variants_changed", true)
        );
        // A null alternative beside them is a nullability change.
        let mut nullable = two.clone();
        if let Some(list) = nullable["properties"]["shape"]["oneOf"].as_array_mut() {
            list.push(json!({"type": "null"}));
        }
        assert_eq!(
            changes(&two, &nullable, Side::Output),
            one("shape", "nullable_added", true)
        );
    }

    fn details(old: &Value, new: &Value, side: Side) -> Vec<(String, String)> {
        compare(old, new, side)
            .into_iter()
            .map(|c| (c.location, c.detail))
            .collect()
    }

    #[test]
    fn alternatives_are_paired_by_what_names_them() {
        let defs = json!({
            "Cat": {"type": "object", "properties": {"meow": {"type": "boolean"}}},
            "Dog": {"type": "object", "properties": {"bark": {"type": "boolean"}}},
            "Eel": {"type": "object", "properties": {"zap": {"type": "number"}}},
        });
        let pets = |refs: &[&str]| {
            let list: Vec<Value> = refs
                .iter()
                .map(|r| json!({"$ref": format!("#/$defs/{r}")}))
                .collect();
            let mut s = args(json!({"pet": {"oneOf": list}}), &[]);
            s["$defs"] = defs.clone();
            s
        };
        // An alternative inserted in front moves the others: only the insertion is a change.
        assert_eq!(
            details(
                &pets(&["Cat", "Dog"]),
                &pets(&["Eel", "Cat", "Dog"]),
                Side::Input
            ),
            vec![(
                "pet(oneOf 0)".to_string(),
                r##"alternative $ref "#/$defs/Eel" added"##.to_string()
            )]
        );
        // One replaced by another is a removal and an addition, never a comparison of the two.
        assert_eq!(
            details(&pets(&["Cat", "Dog"]), &pets(&["Cat", "Eel"]), Side::Output),
            vec![
                (
                    "pet(oneOf 1)".to_string(),
                    r##"alternative $ref "#/$defs/Dog" removed"##.to_string()
                ),
                (
                    "pet(oneOf 1)".to_string(),
                    r##"alternative $ref "#/$defs/Eel" added"##.to_string()
                ),
            ]
        );
        // A change inside a moved alternative is found where it is now.
        let mut moved = pets(&["Dog", "Cat"]);
        moved["$defs"]["Cat"]["properties"]["meow"] = json!({"type": "string"});
        assert_eq!(
            changes(&pets(&["Cat", "Dog"]), &moved, Side::Input),
            one("pet(oneOf 1).meow", "type_changed", true)
        );
        // Inline alternatives with a discriminator: paired by its value even when changed.
        let kind = |k: &str, extra: Value| json!({"type": "object", "properties": {"kind": {"const": k}, "x": extra}});
        let old = args(
            json!({"shape": {"anyOf": [kind("circle", json!({"type": "number"})), kind("square", json!({"type": "number"}))]}}),
            &[],
        );
        let new = args(
            json!({"shape": {"anyOf": [kind("triangle", json!({"type": "number"})), kind("square", json!({"type": "string"})), kind("circle", json!({"type": "number"}))]}}),
            &[],
        );
        assert_eq!(
            details(&old, &new, Side::Input),
            vec![
                (
                    "shape(anyOf 0)".to_string(),
                    r#"alternative "kind" = "triangle" added"#.to_string()
                ),
                (
                    "shape(anyOf 1).x".to_string(),
                    "type number → string".to_string()
                ),
            ]
        );
        // Unnamed alternatives of different types: paired by type, whatever the order.
        let mixed = |list: Value| args(json!({"v": {"anyOf": list}}), &[]);
        let old = mixed(
            json!([{"type": "string", "minLength": 1}, {"type": "array", "items": {"type": "string"}}]),
        );
        let new = mixed(
            json!([{"type": "array", "items": {"type": "integer"}}, {"type": "string", "minLength": 1}]),
        );
        assert_eq!(
            changes(&old, &new, Side::Input),
            one("v(anyOf 0)[]", "type_changed", true)
        );
    }

    #[test]
    fn a_shared_definition_changed_is_reported_at_every_location_that_reaches_it() {
        let order = |zip: &str| {
            json!({"type": "object", "properties": {
                "billing": {"$ref": "#/$defs/Address"},
                "shipping": {"$ref": "#/$defs/Address"},
                "legs": {"type": "array", "items": {"$ref": "#/$defs/Leg"}}},
                "$defs": {
                    "Address": {"type": "object", "properties": {"zip": {"type": zip}}},
                    "Leg": {"type": "object", "properties": {"from": {"$ref": "#/$defs/Address"}}}}})
        };
        let got = compare(&order("string"), &order("integer"), Side::Input);
        let places: Vec<(&str, Option<&str>)> = got
            .iter()
            .map(|c| (c.location.as_str(), c.property.as_deref()))
            .collect();
        assert_eq!(
            places,
            vec![
                ("billing.zip", Some("billing")),
                ("legs[].from.zip", Some("legs")),
                ("shipping.zip", Some("shipping")),
            ]
        );
        assert!(
            got.iter()
                .all(|c| c.detail == "type string → integer" && c.breaking)
        );
    }

    #[test]
    fn a_definition_reached_along_exponentially_many_paths_is_repeated_a_bounded_number_of_times() {
        // D0 has two properties naming D1, D1 two naming D2, ...: 2^24 paths reach D24.
        let chain = |leaf: &str| {
            let mut defs = serde_json::Map::new();
            for i in 0..24 {
                let next = json!({"$ref": format!("#/$defs/D{}", i + 1)});
                defs.insert(
                    format!("D{i}"),
                    json!({"type": "object", "properties": {"l": next, "r": next}}),
                );
            }
            defs.insert(
                "D24".into(),
                json!({"type": "object", "properties": {"v": {"type": leaf}}}),
            );
            json!({"type": "object", "properties": {"root": {"$ref": "#/$defs/D0"}}, "$defs": defs})
        };
        let got = compare(&chain("string"), &chain("integer"), Side::Input);
        assert_eq!(got.len(), 1 + MAX_REPEATS);
        assert!(
            got.iter()
                .any(|c| c.location == format!("root{}.v", ".l".repeat(24)))
        );
    }

    #[test]
    fn tuples_are_compared_position_by_position() {
        let point = |prefix: Value, rest: Option<Value>| {
            let mut p = json!({"type": "array", "prefixItems": prefix});
            if let Some(rest) = rest {
                p["items"] = rest;
            }
            args(json!({"at": p}), &[])
        };
        let xy = json!([{"type": "number"}, {"type": "number"}]);
        // One position changed: that position, nothing else.
        assert_eq!(
            changes(
                &point(xy.clone(), None),
                &point(json!([{"type": "number"}, {"type": "string"}]), None),
                Side::Input
            ),
            one("at[1]", "type_changed", true)
        );
        // A third position, where any value went before: narrower for arguments only.
        let xyz = json!([{"type": "number"}, {"type": "number"}, {"type": "number"}]);
        assert_eq!(
            changes(
                &point(xy.clone(), None),
                &point(xyz.clone(), None),
                Side::Input
            ),
            one("at[2]", "type_changed", true)
        );
        assert_eq!(
            changes(
                &point(xyz.clone(), None),
                &point(xy.clone(), None),
                Side::Input
            ),
            one("at[2]", "type_changed", false)
        );
        // Against the rest of the other side: a new position that takes what the rest took
        // is no change; the rest closed is.
        let rest = Some(json!({"type": "number"}));
        assert!(
            compare(
                &point(xy.clone(), rest.clone()),
                &point(xyz, rest),
                Side::Input
            )
            .is_empty()
        );
        assert_eq!(
            changes(
                &point(xy.clone(), None),
                &point(xy.clone(), Some(json!(false))),
                Side::Input
            ),
            one("at[]", "type_changed", true)
        );
        // The older form, `items` as a list beside `additionalItems`, reads the same way.
        let old_form = |list: Value| {
            args(
                json!({"at": {"type": "array", "items": list, "additionalItems": false}}),
                &[],
            )
        };
        assert_eq!(
            changes(
                &old_form(xy.clone()),
                &old_form(json!([{"type": "number"}, {"type": "integer"}])),
                Side::Input
            ),
            one("at[1]", "type_changed", true)
        );
        // A tuple against a plain array: each position against the array's items.
        let plain = args(
            json!({"at": {"type": "array", "items": {"type": "number"}}}),
            &[],
        );
        assert!(
            compare(
                &plain,
                &point(xy.clone(), Some(json!({"type": "number"}))),
                Side::Input
            )
            .is_empty()
        );
        assert_eq!(
            changes(
                &plain,
                &point(json!([{"type": "string"}]), Some(json!({"type": "number"}))),
                Side::Input
            ),
            one("at[0]", "type_changed", true)
        );
    }

    #[test]
    fn defaults_change_what_an_omitted_argument_means() {
        let a = args(json!({"sort": {"type": "string", "default": "asc"}}), &[]);
        let b = args(json!({"sort": {"type": "string", "default": "desc"}}), &[]);
        assert_eq!(
            changes(&a, &b, Side::Input),
            one("sort", "default_changed", true)
        );
        assert!(compare(&a, &b, Side::Output).is_empty());
    }

    #[test]
    fn keywords_not_modelled_are_changes_both_ways() {
        let a = args(json!({"s": {"type": "string"}}), &[]);
        let b = args(json!({"s": {"type": "string", "not": {"const": ""}}}), &[]);
        assert_eq!(
            changes(&a, &b, Side::Input),
            one("s", "keyword_changed", true)
        );
        assert_eq!(
            changes(&a, &b, Side::Output),
            one("s", "keyword_changed", true)
        );
        // Annotations are not changes.
        let c = args(
            json!({"s": {"type": "string", "description": "new words", "title": "S", "examples": ["x"]}}),
            &[],
        );
        assert!(compare(&a, &c, Side::Input).is_empty());
    }

    #[test]
    fn odd_property_names_are_quoted() {
        let a = args(
            json!({"a.b": {"type": "object", "properties": {"c d": {"type": "string"}, "": {"type": "string"}}}}),
            &[],
        );
        let b = args(json!({"a.b": {"type": "object", "properties": {}}}), &[]);
        let locations: Vec<String> = compare(&a, &b, Side::Input)
            .into_iter()
            .map(|c| c.location)
            .collect();
        assert_eq!(locations, [r#"["a.b"][""]"#, r#"["a.b"]["c d"]"#]);
    }

    #[test]
    fn output_schemas_that_come_and_go() {
        let s = json!({"type": "object"});
        assert_eq!(
            compare_optional(None, Some(&s), Side::Output)[0].kind,
            Kind::Added
        );
        assert!(!compare_optional(None, Some(&s), Side::Output)[0].breaking);
        assert!(compare_optional(Some(&s), None, Side::Output)[0].breaking);
        assert!(compare_optional(None, None, Side::Output).is_empty());
    }

    #[test]
    fn the_result_is_sorted_whatever_the_key_order() {
        let a = args(
            json!({"z": {"type": "string"}, "a": {"type": "string"}, "m": {"type": "integer"}}),
            &[],
        );
        let b = args(json!({"m": {"type": "string"}}), &[]);
        let locations: Vec<String> = compare(&a, &b, Side::Input)
            .into_iter()
            .map(|c| c.location)
            .collect();
        assert_eq!(locations, ["a", "m", "z"]);
    }

    #[test]
    fn hostile_depth_stops() {
        let mut s = json!({"type": "string"});
        let mut t = json!({"type": "integer"});
        for _ in 0..500 {
            s = json!({"type": "array", "items": s});
            t = json!({"type": "array", "items": t});
        }
        // Deeper than the walk goes: no change found down there, and no stack overflow.
        assert!(compare(&s, &t, Side::Input).is_empty());
    }
}
