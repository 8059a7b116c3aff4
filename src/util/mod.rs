//! Leaf utilities the stages and reports share: globs, JSON helpers, JSON pointers and where
//! they are in a text, naming, terminal-safe and Markdown-safe text, and where files are read
//! from.

pub mod digest;
pub mod glob;
pub mod json;
pub mod locate;
pub mod markdown;
pub mod naming;
pub mod parallel;
pub mod parse;
pub mod pointer;
pub mod source;
pub mod terminal;
