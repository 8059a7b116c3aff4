//! A credential value whose `Debug` output is masked, so that it cannot reach a log line or an
//! error message by accident; the value is read only through [`Secret::expose`], where it is
//! sent or redacted.

use std::fmt;

/// A credential value. `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}
