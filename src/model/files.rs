//! The generated crate as files: what `emit` produces and `write` compares with the output
//! folder and the manifest.

/// Whether the generator owns a file or only creates it once for the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    /// Rewritten on every run.
    Generated,
    /// Written only when absent (`src/hooks.rs`, `Cargo.lock`).
    User,
}

/// One file of the generated crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// Its text, exactly as written.
    pub contents: String,
    /// Whether openapi-mcp rewrites it on every run or writes it once for the user.
    pub ownership: Ownership,
}
