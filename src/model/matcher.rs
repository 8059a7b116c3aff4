//! What selects operations in the overrides file: a rule's `match`, and the context's `include`
//! and `exclude` groups. A leaf module, so that the overrides file (which holds the context
//! section) and the budget stage (which applies it) both use it without importing each other.

use serde::{Deserialize, Deserializer};

use crate::model::Tool;
use crate::util::glob;

/// What a rule matches: every key given must match (an operation without an operationId never
/// matches `operation_id`). `path` and `operation_id` are globs (see `glob`).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Match {
    /// One of the operation's tags, exactly.
    pub tag: Option<String>,
    /// The HTTP method, any case.
    pub method: Option<String>,
    /// Glob over the path template as written in the spec, e.g. `/admin/**` or `/*/search`.
    pub path: Option<String>,
    /// Glob over the operationId, e.g. `search*`.
    pub operation_id: Option<String>,
}

impl Match {
    /// Whether this matcher selects the tool (all given keys must match).
    pub fn matches(&self, tool: &Tool) -> bool {
        let origin = &tool.origin;
        self.tag
            .as_ref()
            .is_none_or(|tag| tool.tags.iter().any(|t| t == tag))
            && self
                .method
                .as_ref()
                .is_none_or(|m| m.eq_ignore_ascii_case(origin.method.as_str()))
            && self
                .path
                .as_ref()
                .is_none_or(|p| glob::matches(p, &origin.path))
            && self.operation_id.as_ref().is_none_or(|p| {
                origin
                    .operation_id
                    .as_deref()
                    .is_some_and(|id| glob::matches(p, id))
            })
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.tag.is_none()
            && self.method.is_none()
            && self.path.is_none()
            && self.operation_id.is_none()
    }
}

/// A key written with nothing under it (`rules:`) means the same as leaving it out.
pub(crate) fn null_as_default<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Ok(Option::<T>::deserialize(d)?.unwrap_or_default())
}
