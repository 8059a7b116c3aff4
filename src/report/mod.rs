//! What reads a plan: the `plan` table and its formats, the lints and the hint review, `diff`
//! and its schema comparison, `--suggest`, `overrides init` and the CI formats. Pure: each
//! returns what the CLI prints.

pub(crate) mod ci;
pub(crate) mod diff;
pub mod lint;
pub(crate) mod overrides_init;
pub mod plan;
pub mod review;
pub(crate) mod schema_diff;
pub(crate) mod suggest;
