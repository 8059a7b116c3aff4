//! The settings that shape what `tools/list` announces: the overrides file's `context:` section
//! (and the flags that win over it), read by the overrides stage and applied by the output-schema
//! and budget stages.

use serde::{Deserialize, Serialize};

use crate::model::matcher::Match;

/// The smallest `description_max`: a cut description ends in `…`, which counts as one
/// character, so below 1 the cut could not keep to the limit (0 made every description a lone
/// `…`). `schema_depth` has no such floor: 0 keeps the arguments themselves.
pub(crate) const DESCRIPTION_MAX_MIN: usize = 1;

/// Why, for the file's error and the flag's.
pub(crate) const DESCRIPTION_MAX_HELP: &str = "the smallest description_max is 1: a cut description ends in `…`, which counts as one character; leave it out to keep descriptions whole";

/// Why a `--description-max` value is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DescriptionMaxError {
    /// Not a whole number.
    NotANumber(std::num::ParseIntError),
    /// Below [`DESCRIPTION_MAX_MIN`].
    TooSmall(usize),
}

impl std::fmt::Display for DescriptionMaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DescriptionMaxError::NotANumber(e) => write!(f, "{e}"),
            DescriptionMaxError::TooSmall(_) => write!(
                f,
                "must be at least {DESCRIPTION_MAX_MIN} ({DESCRIPTION_MAX_HELP})"
            ),
        }
    }
}

impl std::error::Error for DescriptionMaxError {}

/// `--description-max N`: a number, at least [`DESCRIPTION_MAX_MIN`], as in the file.
pub(crate) fn parse_description_max(text: &str) -> std::result::Result<usize, DescriptionMaxError> {
    let n: usize = text.parse().map_err(DescriptionMaxError::NotANumber)?;
    if n < DESCRIPTION_MAX_MIN {
        return Err(DescriptionMaxError::TooSmall(n));
    }
    Ok(n)
}

/// The keys of the `context:` section, in the order of [`Context`]'s fields: the help text
/// lists them, and tests hold serde's field list and `overrides schema` to them.
pub(crate) const CONTEXT_KEYS: [&str; 6] = [
    "description_max",
    "schema_depth",
    "drop",
    "output_schemas",
    "include",
    "exclude",
];

/// The `context:` section of the overrides file (flags of `generate`/`plan` override it).
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Context {
    /// Longest tool or argument description kept, in characters; longer ones end in `…`.
    pub description_max: Option<usize>,
    /// Levels of nesting kept below each argument (0 keeps only the arguments themselves).
    pub schema_depth: Option<usize>,
    /// Keywords left out of every schema.
    #[serde(default, deserialize_with = "crate::model::matcher::null_as_default")]
    pub drop: Vec<Drop>,
    /// How output schemas are announced (`tolerant` when not given; the output-schemas stage).
    pub output_schemas: Option<OutputSchemas>,
    /// When non-empty, only tools matching one of these are kept.
    #[serde(default, deserialize_with = "crate::model::matcher::null_as_default")]
    pub include: Vec<Match>,
    /// Tools matching any of these are left out (after `include`).
    #[serde(default, deserialize_with = "crate::model::matcher::null_as_default")]
    pub exclude: Vec<Match>,
}

/// Schema keywords that `drop` can remove.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
#[value(rename_all = "snake_case")]
pub enum Drop {
    /// `examples`
    Examples,
    /// `title` inside schemas
    Titles,
    /// `default`
    Defaults,
    /// `description` of arguments and nested properties (not of the tool itself)
    Descriptions,
    /// The whole `outputSchema` (results are still returned, as structured content and text)
    OutputSchemas,
}

impl Drop {
    pub(crate) fn keyword(self) -> &'static str {
        match self {
            Drop::Examples => "examples",
            Drop::Titles => "title",
            Drop::Defaults => "default",
            Drop::Descriptions => "description",
            Drop::OutputSchemas => "outputSchema",
        }
    }
}

impl Context {
    /// Whether nothing is set, so the budget stage leaves the tool set as it is.
    pub fn is_empty(&self) -> bool {
        *self == Context::default()
    }

    /// Settings from flags win over the file's.
    pub fn merged(mut self, flags: &Context) -> Context {
        if flags.description_max.is_some() {
            self.description_max = flags.description_max;
        }
        if flags.schema_depth.is_some() {
            self.schema_depth = flags.schema_depth;
        }
        if !flags.drop.is_empty() {
            self.drop = flags.drop.clone();
        }
        if flags.output_schemas.is_some() {
            self.output_schemas = flags.output_schemas;
        }
        self
    }
}

/// How output schemas are announced.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
#[value(rename_all = "snake_case")]
pub enum OutputSchemas {
    /// No `outputSchema`: results still come whole, as structured content and text.
    Off,
    /// Every value may be null, nothing is required, constraints are described, not checked.
    #[default]
    Tolerant,
    /// The response schemas as the document writes them.
    Strict,
}
