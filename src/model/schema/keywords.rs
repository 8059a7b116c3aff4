//! The JSON Schema keyword vocabulary the schema passes share: which keywords hold schemas
//! (one, a list, a map of them), which constrain an instance, and which may be `true`/`false`.
//! One list per purpose, so a keyword added for one walk is not forgotten by another: the
//! converter, the portable spelling (`portable`) and the context budget (`crate::pipeline::budget`) walk
//! the same schema positions. Lists elsewhere that look alike serve other purposes (which
//! keywords `output` describes or drops, which `schema_diff` models, which a parameter schema
//! keeps) and stay with their code.

/// Keywords whose value is one schema (or a boolean schema). `items` also takes a list in 3.0
/// (tuple form), which each walk handles before consulting this list.
pub(crate) const SCHEMA_KEYS: &[&str] = &[
    "items",
    "not",
    "additionalProperties",
    "contains",
    "if",
    "then",
    "else",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "additionalItems",
];

/// Keywords whose value is a list of schemas.
pub(crate) const SCHEMA_LIST_KEYS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];

/// Keywords whose value maps names to schemas, besides `properties` (which every walk handles
/// on its own: the converter resolves a `$ref`'d map and hides properties by direction) and
/// `$defs` (which only some walks enter).
pub(crate) const SCHEMA_MAP_KEYS: &[&str] = &["patternProperties", "dependentSchemas"];

/// Keywords whose boolean value is a legitimate, portable spelling (`additionalProperties: false`).
pub(super) const BOOLEAN_VALUED_KEYWORDS: &[&str] = &[
    "additionalProperties",
    "unevaluatedProperties",
    "additionalItems",
    "unevaluatedItems",
];

/// Keywords that constrain an instance; a schema with none of them accepts anything.
pub(super) const CONSTRAINING_KEYWORDS: &[&str] = &[
    "type",
    "enum",
    "const",
    "multipleOf",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "format",
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxContains",
    "minContains",
    "maxProperties",
    "minProperties",
    "required",
    "dependentRequired",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "items",
    "prefixItems",
    "contains",
    "additionalItems",
    "unevaluatedItems",
    "properties",
    "patternProperties",
    "additionalProperties",
    "unevaluatedProperties",
    "propertyNames",
    "dependentSchemas",
    "dependencies",
    "$ref",
    "$dynamicRef",
    "$recursiveRef",
];
/// The names `type` may hold.
pub(super) const JSON_TYPES: &[&str] = &[
    "null", "boolean", "object", "array", "number", "string", "integer",
];
