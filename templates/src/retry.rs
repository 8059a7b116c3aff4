//! How long to wait between the attempts of a retried call: exponential backoff with jitter,
//! and the longest `Retry-After` worth waiting for inside one tool call; and what the attempts
//! came to ([`Sent`]). Which calls are retried is the server's decision (`ApiServer`'s send
//! loop); this is only the timing and the record.

use std::hash::{BuildHasher as _, Hasher as _};
use std::time::Duration;

use rmcp::model::{CallToolResult, ContentBlock};

/// First retry delay; each further retry doubles it, up to [`MAX_BACKOFF`]. The actual wait is
/// between half and all of it (jitter), so many servers retrying at once do not stay in step.
const BASE_BACKOFF: Duration = Duration::from_millis(200);
const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// A `Retry-After` longer than this is not waited for inside a tool call (the MCP client's own
/// request would time out first); the result tells the model when to try again instead.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(10);

/// The wait before retry number `retry` (from 0): `BASE_BACKOFF * 2^retry`, capped at
/// [`MAX_BACKOFF`], of which a random part between a half and the whole is waited.
pub fn backoff(retry: u32) -> Duration {
    let full = BASE_BACKOFF
        .saturating_mul(2u32.saturating_pow(retry.min(16)))
        .min(MAX_BACKOFF);
    let half = full / 2;
    let jitter_range = (full - half).as_millis() as u64;
    let jitter = if jitter_range == 0 {
        0
    } else {
        random_u64() % (jitter_range + 1)
    };
    half + Duration::from_millis(jitter)
}

/// A random number from the standard library's per-process hash keys: enough to spread retries,
/// without a dependency on a random number crate.
fn random_u64() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default(),
    );
    hasher.finish()
}
/// How a call ended.
pub(crate) enum Outcome {
    /// The API was reached (or the attempt failed in transport); the hooks may reshape it.
    Answered(CallToolResult),
    /// Stopped before sending (an invalid header, no access token).
    NotSent(CallToolResult),
}

/// A call's outcome, the status to log, and how many HTTP requests it took.
pub(crate) struct Sent {
    pub(crate) outcome: Outcome,
    pub(crate) status: String,
    pub(crate) attempts: u32,
    /// A success without a body (`204`, an empty `200`): see [`conform`](super::response::conform).
    pub(crate) bodiless: bool,
}

impl Sent {
    pub(crate) fn answered(result: CallToolResult, status: String, attempts: u32) -> Sent {
        Sent {
            outcome: Outcome::Answered(result),
            status,
            attempts,
            bodiless: false,
        }
    }

    pub(crate) fn not_sent(result: CallToolResult, status: &str, attempts: u32) -> Sent {
        Sent {
            outcome: Outcome::NotSent(result),
            status: status.to_string(),
            attempts,
            bodiless: false,
        }
    }
}

pub(crate) fn with_note(mut result: CallToolResult, note: Option<String>) -> CallToolResult {
    if let Some(note) = note {
        result.content.push(ContentBlock::text(note));
    }
    result
}
