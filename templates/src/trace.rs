//! W3C Trace Context for `tools/call` (MCP SEP-414): the caller's `traceparent` and
//! `tracestate` come from the request's `params._meta` (or the HTTP headers of the MCP request),
//! each call is a server span of that trace, and each upstream attempt a client span whose id
//! the API receives as the parent in its own `traceparent`, so the API's traces join the
//! agent's. A call without a valid context starts a trace of its own (not sampled).

use ring::rand::{SecureRandom, SystemRandom};

/// The longest `tracestate` passed on (the W3C limit is 32 members; 512 characters is what
/// the recommendation asks every vendor to keep).
const MAX_TRACESTATE: usize = 512;

/// A parsed `traceparent` (and the `tracestate` that came with it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceContext {
    pub trace_id: [u8; 16],
    pub parent_id: [u8; 8],
    pub flags: u8,
    pub tracestate: Option<String>,
}

impl TraceContext {
    /// Reads a `traceparent` as W3C Trace Context level 1 defines it, or `None` when it is not
    /// one (an invalid value is ignored, never an error: the call is served all the same).
    pub fn parse(traceparent: &str, tracestate: Option<&str>) -> Option<TraceContext> {
        let value = traceparent.trim();
        let version = value.get(0..2)?;
        if version == "ff" || !is_lower_hex(version) {
            return None;
        }
        // Version 00 is exactly 55 characters; a later version may append `-` and more.
        if value.len() < 55 || (version == "00" && value.len() != 55) {
            return None;
        }
        if value.len() > 55 && value.as_bytes()[55] != b'-' {
            return None;
        }
        let bytes = value.as_bytes();
        if bytes[2] != b'-' || bytes[35] != b'-' || bytes[52] != b'-' {
            return None;
        }
        let trace_id: [u8; 16] = decode_hex(&value[3..35])?.try_into().ok()?;
        let parent_id: [u8; 8] = decode_hex(&value[36..52])?.try_into().ok()?;
        let flags = decode_hex(&value[53..55])?[0];
        if trace_id == [0; 16] || parent_id == [0; 8] {
            return None;
        }
        let tracestate = tracestate
            .map(str::trim)
            .filter(|s| !s.is_empty() && s.len() <= MAX_TRACESTATE)
            // Sent on as an HTTP header: visible ASCII and spaces only.
            .filter(|s| {
                s.bytes()
                    .all(|b| b == b' ' || b == b'\t' || (0x21..0x7f).contains(&b))
            })
            .map(str::to_string);
        Some(TraceContext {
            trace_id,
            parent_id,
            flags,
            tracestate,
        })
    }
}

/// One call's server span: the trace it belongs to and its own id.
#[derive(Debug, Clone)]
pub struct Span {
    trace_id: [u8; 16],
    span_id: [u8; 8],
    flags: u8,
    tracestate: Option<String>,
}

impl Span {
    /// A span in the caller's trace, or the root of a new, unsampled one.
    pub fn start(parent: Option<&TraceContext>) -> Span {
        let random = SystemRandom::new();
        let span_id = random_id::<8>(&random);
        match parent {
            Some(parent) => Span {
                trace_id: parent.trace_id,
                span_id,
                flags: parent.flags,
                tracestate: parent.tracestate.clone(),
            },
            None => Span {
                trace_id: random_id::<16>(&random),
                span_id,
                flags: 0,
                tracestate: None,
            },
        }
    }

    pub fn trace_id(&self) -> String {
        hex(&self.trace_id)
    }

    pub fn span_id(&self) -> String {
        hex(&self.span_id)
    }

    /// The headers of one upstream attempt: a new client span in this trace, whose id the API
    /// sees as its parent.
    pub fn upstream_headers(&self) -> Vec<(&'static str, String)> {
        let client_span = random_id::<8>(&SystemRandom::new());
        let mut headers = vec![(
            "traceparent",
            format!(
                "00-{}-{}-{:02x}",
                hex(&self.trace_id),
                hex(&client_span),
                self.flags
            ),
        )];
        if let Some(state) = &self.tracestate {
            headers.push(("tracestate", state.clone()));
        }
        headers
    }
}

fn random_id<const N: usize>(random: &SystemRandom) -> [u8; N] {
    let mut id = [0u8; N];
    // An all-zero id is invalid; the system's generator failing is the only way to get one,
    // and then a fixed non-zero id still keeps the header valid.
    if random.fill(&mut id).is_err() || id == [0u8; N] {
        id[N - 1] = 1;
    }
    id
}

fn is_lower_hex(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn decode_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !is_lower_hex(text) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";

    #[test]
    fn a_valid_traceparent_is_continued_with_a_new_span_for_each_attempt() {
        let parent = TraceContext::parse(VALID, Some("congo=t61rcWkgMzE")).unwrap();
        let span = Span::start(Some(&parent));
        assert_eq!(span.trace_id(), "0af7651916cd43dd8448eb211c80319c");
        let first = span.upstream_headers();
        let second = span.upstream_headers();
        assert_eq!(first[1], ("tracestate", "congo=t61rcWkgMzE".to_string()));
        let (_, header) = &first[0];
        assert!(
            header.starts_with("00-0af7651916cd43dd8448eb211c80319c-"),
            "{header}"
        );
        assert!(header.ends_with("-01"), "{header}");
        assert_ne!(first[0], second[0], "each attempt is a span of its own");
        assert!(
            !header.contains("b7ad6b7169203331"),
            "the caller's span is not reused"
        );
        // What is sent parses back as valid trace context.
        assert!(TraceContext::parse(header, None).is_some());
    }

    #[test]
    fn invalid_values_are_ignored() {
        for bad in [
            "",
            "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331",
            "00-00000000000000000000000000000000-b7ad6b7169203331-01",
            "00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01",
            "00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01",
            "ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
            "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-extra",
            "0x-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
            "00_0af7651916cd43dd8448eb211c80319c_b7ad6b7169203331_01",
        ] {
            assert_eq!(TraceContext::parse(bad, None), None, "{bad:?}");
        }
        // A later version may carry more fields after a dash.
        let later = "01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-what-comes";
        assert!(TraceContext::parse(later, None).is_some());
    }

    #[test]
    fn a_tracestate_that_cannot_be_a_header_is_dropped() {
        let parsed = TraceContext::parse(VALID, Some("a=1\r\nx-injected: 1")).unwrap();
        assert_eq!(parsed.tracestate, None);
        let long = "a=".to_string() + &"b".repeat(600);
        assert_eq!(
            TraceContext::parse(VALID, Some(&long)).unwrap().tracestate,
            None
        );
    }

    #[test]
    fn without_a_caller_trace_a_new_unsampled_one_starts() {
        let span = Span::start(None);
        let (_, header) = &span.upstream_headers()[0];
        assert!(header.ends_with("-00"), "{header}");
        assert!(TraceContext::parse(header, None).is_some());
        assert_eq!(span.upstream_headers().len(), 1);
    }
}
