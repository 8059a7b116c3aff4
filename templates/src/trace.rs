//! W3C Trace Context for `tools/call` (MCP SEP-414): the caller's `traceparent` and
//! `tracestate` come from the request's `params._meta` (or the HTTP headers of the MCP request),
//! each call is a server span of that trace, and each upstream attempt a client span whose id
//! the API receives as the parent in its own `traceparent`, so the API's traces join the
//! agent's. A call without a valid context starts a trace of its own (not sampled).
//!
//! With the cargo feature `otlp` and `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//! `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) set, the spans are also exported over OTLP/HTTP by the
//! OpenTelemetry SDK, whose ids are then the ones sent upstream; without them nothing is
//! exported and no exporter code is compiled.

use ring::rand::{SecureRandom, SystemRandom};

use super::encoding::encode_hex;

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
#[derive(Debug)]
pub struct Span {
    trace_id: [u8; 16],
    span_id: [u8; 8],
    flags: u8,
    tracestate: Option<String>,
    /// The exported span, which ends when this is dropped.
    #[cfg(feature = "otlp")]
    exported: Option<opentelemetry::Context>,
}

/// One upstream attempt: the headers that carry its span, and (when exporting) the span.
pub struct Attempt {
    pub headers: Vec<(&'static str, String)>,
    #[cfg(feature = "otlp")]
    exported: Option<opentelemetry_sdk::trace::Span>,
}

impl Attempt {
    /// Records the API's answer (`None`: no answer) and ends the attempt's span.
    pub fn end(self, status: Option<u16>) {
        #[cfg(feature = "otlp")]
        if let Some(mut span) = self.exported {
            export::end_attempt(&mut span, status);
        }
        #[cfg(not(feature = "otlp"))]
        let _ = status;
    }
}

impl Span {
    /// A span for one call of `tool` in the caller's trace, or the root of a new, unsampled
    /// one (sampled when spans are exported: the exporter's sampler decides).
    pub fn start(parent: Option<&TraceContext>, tool: &'static str) -> Span {
        #[cfg(feature = "otlp")]
        {
            let remote =
                parent.map(|p| (p.trace_id, p.parent_id, p.flags, p.tracestate.as_deref()));
            if let Some(((trace_id, span_id, flags), context)) = export::start(remote, tool) {
                return Span {
                    trace_id,
                    span_id,
                    flags,
                    tracestate: parent.and_then(|p| p.tracestate.clone()),
                    exported: Some(context),
                };
            }
        }
        let _ = tool;
        let random = SystemRandom::new();
        let span_id = random_id::<8>(&random);
        match parent {
            Some(parent) => Span {
                trace_id: parent.trace_id,
                span_id,
                flags: parent.flags,
                tracestate: parent.tracestate.clone(),
                #[cfg(feature = "otlp")]
                exported: None,
            },
            None => Span {
                trace_id: random_id::<16>(&random),
                span_id,
                flags: 0,
                tracestate: None,
                #[cfg(feature = "otlp")]
                exported: None,
            },
        }
    }

    /// Records how the call ended on the exported span (no-op otherwise).
    pub fn outcome(&self, decision: &'static str, status: &str) {
        #[cfg(feature = "otlp")]
        if let Some(context) = &self.exported {
            export::outcome(context, decision, status);
        }
        #[cfg(not(feature = "otlp"))]
        let _ = (decision, status);
    }

    /// One upstream attempt of this call, as a client span of its trace.
    pub fn attempt(&self, method: &'static str) -> Attempt {
        #[cfg(feature = "otlp")]
        if let Some(context) = &self.exported
            && let Some(((trace_id, span_id, flags), span)) = export::attempt(context, method)
        {
            return Attempt {
                headers: headers(&trace_id, &span_id, flags, self.tracestate.as_deref()),
                exported: Some(span),
            };
        }
        let _ = method;
        Attempt {
            headers: self.upstream_headers(),
            #[cfg(feature = "otlp")]
            exported: None,
        }
    }

    pub fn trace_id(&self) -> String {
        encode_hex(&self.trace_id)
    }

    pub fn span_id(&self) -> String {
        encode_hex(&self.span_id)
    }

    /// The headers of one upstream attempt: a new client span in this trace, whose id the API
    /// sees as its parent.
    pub fn upstream_headers(&self) -> Vec<(&'static str, String)> {
        let client_span = random_id::<8>(&SystemRandom::new());
        headers(
            &self.trace_id,
            &client_span,
            self.flags,
            self.tracestate.as_deref(),
        )
    }
}

fn headers(
    trace_id: &[u8; 16],
    span_id: &[u8; 8],
    flags: u8,
    tracestate: Option<&str>,
) -> Vec<(&'static str, String)> {
    let mut headers = vec![(
        "traceparent",
        format!(
            "00-{}-{}-{flags:02x}",
            encode_hex(trace_id),
            encode_hex(span_id)
        ),
    )];
    if let Some(state) = tracestate {
        headers.push(("tracestate", state.to_string()));
    }
    headers
}

/// Starts exporting spans when the feature is built in and the environment asks for it
/// (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); says so in the
/// log either way. Never fails the server: a bad exporter setting is a warning.
pub fn start_export(service: &'static str) {
    let wanted = [
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
        "OTEL_EXPORTER_OTLP_ENDPOINT",
    ]
    .iter()
    .find_map(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()));
    let Some(endpoint) = wanted else {
        return;
    };
    #[cfg(feature = "otlp")]
    {
        // The exporter's HTTP client is reqwest with rustls, which needs the process's crypto
        // provider installed first.
        super::http::install_crypto_provider();
        export::install(service, &endpoint);
    }
    #[cfg(not(feature = "otlp"))]
    {
        let _ = service;
        tracing::warn!(
            endpoint = %endpoint,
            "OTEL_EXPORTER_OTLP_ENDPOINT is set, but this server was built without the `otlp` \
             feature: spans are not exported (cargo build --release --features otlp)"
        );
    }
}

/// Sends the spans still buffered, at shutdown.
pub fn stop_export() {
    #[cfg(feature = "otlp")]
    export::shutdown();
}

#[cfg(feature = "otlp")]
mod export {
    //! The OpenTelemetry SDK behind the feature `otlp`: a batch exporter over OTLP/HTTP,
    //! configured by the standard `OTEL_*` variables.

    use std::sync::OnceLock;

    use opentelemetry::trace::{
        Span as _, SpanContext, SpanId, SpanKind, Status, TraceContextExt, TraceFlags, TraceId,
        TraceState, Tracer as _, TracerProvider as _,
    };
    use opentelemetry::{Context, KeyValue};
    use opentelemetry_otlp::{Protocol, WithExportConfig};
    use opentelemetry_sdk::Resource;
    use opentelemetry_sdk::trace::{SdkTracer, SdkTracerProvider};

    /// A span's ids as sent in `traceparent`: trace id, span id, flags.
    type Ids = ([u8; 16], [u8; 8], u8);

    /// The caller's span: its ids and its `tracestate`.
    type Remote<'a> = ([u8; 16], [u8; 8], u8, Option<&'a str>);

    static EXPORTER: OnceLock<(SdkTracerProvider, SdkTracer)> = OnceLock::new();

    pub(super) fn install(service: &'static str, endpoint: &str) {
        let protocol = std::env::var("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
            .or_else(|_| std::env::var("OTEL_EXPORTER_OTLP_PROTOCOL"))
            .unwrap_or_else(|_| "http/protobuf".to_string());
        let protocol = match protocol.trim() {
            "http/protobuf" => Protocol::HttpBinary,
            "http/json" => Protocol::HttpJson,
            other => {
                tracing::warn!(
                    protocol = other,
                    "OTEL_EXPORTER_OTLP_PROTOCOL: only http/protobuf and http/json are built in \
                     (the collector's HTTP port, usually 4318); spans are not exported"
                );
                return;
            }
        };
        let exporter = match opentelemetry_otlp::SpanExporter::builder()
            .with_http()
            .with_protocol(protocol)
            .build()
        {
            Ok(exporter) => exporter,
            Err(err) => {
                tracing::warn!("cannot export spans over OTLP: {err}");
                return;
            }
        };
        let provider = SdkTracerProvider::builder()
            .with_batch_exporter(exporter)
            .with_resource(Resource::builder().with_service_name(service).build())
            .build();
        let tracer = provider.tracer("openapi-mcp-runtime");
        if EXPORTER.set((provider, tracer)).is_ok() {
            tracing::info!(endpoint = %endpoint, "exporting spans over OTLP");
        }
    }

    pub(super) fn shutdown() {
        if let Some((provider, _)) = EXPORTER.get()
            && let Err(err) = provider.shutdown()
        {
            tracing::warn!("exporting the last spans failed: {err}");
        }
    }

    /// The server span of one call, child of the caller's span (`parent`: its trace id, span
    /// id, flags and `tracestate`) when there is one.
    pub(super) fn start(parent: Option<Remote<'_>>, tool: &'static str) -> Option<(Ids, Context)> {
        let (_, tracer) = EXPORTER.get()?;
        let context = match parent {
            Some((trace_id, parent_id, flags, tracestate)) => {
                let state = tracestate
                    .and_then(|s| s.parse::<TraceState>().ok())
                    .unwrap_or_default();
                let remote = SpanContext::new(
                    TraceId::from_bytes(trace_id),
                    SpanId::from_bytes(parent_id),
                    TraceFlags::new(flags),
                    true,
                    state,
                );
                Context::new().with_remote_span_context(remote)
            }
            None => Context::new(),
        };
        let span = tracer
            .span_builder(format!("tools/call {tool}"))
            .with_kind(SpanKind::Server)
            .with_attributes([
                KeyValue::new("mcp.method.name", "tools/call"),
                KeyValue::new("gen_ai.tool.name", tool),
                KeyValue::new("gen_ai.operation.name", "execute_tool"),
            ])
            .start_with_context(tracer, &context);
        let ids = ids_of(span.span_context());
        Some((ids, context.with_span(span)))
    }

    fn ids_of(context: &SpanContext) -> Ids {
        (
            context.trace_id().to_bytes(),
            context.span_id().to_bytes(),
            context.trace_flags().to_u8(),
        )
    }

    /// A client span for one upstream attempt, child of the call's span.
    pub(super) fn attempt(
        context: &Context,
        method: &'static str,
    ) -> Option<(Ids, opentelemetry_sdk::trace::Span)> {
        let (_, tracer) = EXPORTER.get()?;
        let span = tracer
            .span_builder(method)
            .with_kind(SpanKind::Client)
            .with_attributes([KeyValue::new("http.request.method", method)])
            .start_with_context(tracer, context);
        Some((ids_of(span.span_context()), span))
    }

    pub(super) fn end_attempt(span: &mut opentelemetry_sdk::trace::Span, status: Option<u16>) {
        match status {
            Some(code) => {
                span.set_attribute(KeyValue::new("http.response.status_code", i64::from(code)));
                if code >= 500 {
                    span.set_status(Status::error(code.to_string()));
                }
            }
            None => span.set_status(Status::error("no answer")),
        }
        span.end();
    }

    pub(super) fn outcome(context: &Context, decision: &'static str, status: &str) {
        let span = context.span();
        span.set_attribute(KeyValue::new("openapi_mcp.decision", decision));
        if !status.starts_with('2') {
            span.set_status(Status::error(status.to_string()));
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";

    #[test]
    fn a_valid_traceparent_is_continued_with_a_new_span_for_each_attempt() {
        let parent = TraceContext::parse(VALID, Some("congo=t61rcWkgMzE")).unwrap();
        let span = Span::start(Some(&parent), "get_pet");
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
        let span = Span::start(None, "get_pet");
        let (_, header) = &span.upstream_headers()[0];
        assert!(header.ends_with("-00"), "{header}");
        assert!(TraceContext::parse(header, None).is_some());
        assert_eq!(span.upstream_headers().len(), 1);
    }
}
