//! Prometheus metrics, served on a listener of their own (`--metrics-bind`) so that the MCP
//! port never exposes them. Names follow the OpenTelemetry semantic conventions for MCP and
//! HTTP (semantic-conventions v1.39.0; the MCP section, status development, now lives in the
//! GenAI conventions repository) in Prometheus form; every label value comes from a
//! fixed set (tool names, decisions, status classes), never from arguments or callers.

use std::sync::Arc;
use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::metrics::info::Info;
use prometheus_client::registry::{Registry, Unit};

use super::audit::Decision;
use super::drain::Drain;

/// Seconds; the bucket boundaries the OpenTelemetry MCP conventions advise for
/// `mcp.server.operation.duration` (an API call takes milliseconds to minutes).
const BUCKETS: [f64; 14] = [
    0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0,
];

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CallLabels {
    mcp_method_name: &'static str,
    gen_ai_tool_name: &'static str,
    /// What the server decided: `allowed`, `confirmed`, `refused_scope`, `refused_policy`,
    /// `invalid_arguments`, `not_confirmed`, `asked`.
    decision: &'static str,
    /// How it ended: the upstream status class (`2xx` ... `5xx`), `error` (no answer from the
    /// API), or `not_sent`.
    outcome: &'static str,
    /// Set when the call failed: the upstream status code, `transport`, or the refusal.
    error_type: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct UpstreamLabels {
    http_request_method: &'static str,
    /// `2xx` ... `5xx`, or `error` when no answer came.
    http_response_status_class: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ToolLabel {
    gen_ai_tool_name: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct BuildLabels {
    server: &'static str,
    /// The API document's `info.version`.
    api_version: &'static str,
    runtime: &'static str,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

fn histogram() -> Histogram {
    Histogram::new(BUCKETS)
}

/// The server's metrics. Recording is a few atomic operations, whether or not anything
/// scrapes them.
pub struct Metrics {
    registry: Registry,
    calls: Histograms<CallLabels>,
    upstream: Histograms<UpstreamLabels>,
    retries: Family<ToolLabel, Counter>,
    in_flight: Gauge,
    drain: Arc<Drain>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Metrics {
    pub fn new(server: &'static str, api_version: &'static str, drain: Arc<Drain>) -> Metrics {
        let mut registry = Registry::default();
        let calls: Histograms<CallLabels> = Family::new_with_constructor(histogram);
        registry.register_with_unit(
            "mcp_server_operation_duration",
            "Duration of MCP tools/call requests, from arrival to answer (OpenTelemetry mcp.server.operation.duration)",
            Unit::Seconds,
            calls.clone(),
        );
        let upstream: Histograms<UpstreamLabels> = Family::new_with_constructor(histogram);
        registry.register_with_unit(
            "http_client_request_duration",
            "Duration of each HTTP request to the API, one per attempt (OpenTelemetry http.client.request.duration)",
            Unit::Seconds,
            upstream.clone(),
        );
        let retries = Family::<ToolLabel, Counter>::default();
        registry.register(
            "openapi_mcp_upstream_retries",
            "Requests sent again after a connect error, a timeout, or HTTP 429/502/503/504 (read-only and idempotent tools only)",
            retries.clone(),
        );
        let in_flight = Gauge::default();
        registry.register(
            "mcp_server_calls_in_flight",
            "MCP requests being served now",
            in_flight.clone(),
        );
        registry.register(
            "openapi_mcp_build",
            "The generated server and its runtime",
            Info::new(BuildLabels {
                server,
                api_version,
                runtime: env!("CARGO_PKG_VERSION"),
            }),
        );
        Metrics {
            registry,
            calls,
            upstream,
            retries,
            in_flight,
            drain,
        }
    }

    /// One finished `tools/call`, as its audit line records it.
    pub(crate) fn call(
        &self,
        tool: &'static str,
        decision: Decision,
        status: &str,
        took: Duration,
    ) {
        let (outcome, error_type) = match status.parse::<u16>() {
            Ok(code) if decision != Decision::RefusedScope => {
                let class = status_class(Some(code));
                let error = if (200..300).contains(&code) {
                    String::new()
                } else {
                    code.to_string()
                };
                (class, error)
            }
            _ if status == "error" => ("error", "transport".to_string()),
            _ => ("not_sent", decision_label(decision).to_string()),
        };
        let error_type = match decision {
            Decision::Asked => String::new(),
            _ => error_type,
        };
        self.calls
            .get_or_create(&CallLabels {
                mcp_method_name: "tools/call",
                gen_ai_tool_name: tool,
                decision: decision_label(decision),
                outcome,
                error_type,
            })
            .observe(took.as_secs_f64());
    }

    /// One HTTP request to the API; `status` is `None` when no answer came.
    pub(crate) fn upstream(&self, method: &'static str, status: Option<u16>, took: Duration) {
        self.upstream
            .get_or_create(&UpstreamLabels {
                http_request_method: method,
                http_response_status_class: status_class(status),
            })
            .observe(took.as_secs_f64());
    }

    pub(crate) fn retried(&self, tool: &'static str) {
        self.retries
            .get_or_create(&ToolLabel {
                gen_ai_tool_name: tool,
            })
            .inc();
    }

    /// The OpenMetrics text exposition (which Prometheus reads).
    pub fn render(&self) -> String {
        self.in_flight.set(self.drain.in_flight() as i64);
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }
}

/// The `Content-Type` of [`Metrics::render`].
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

fn status_class(status: Option<u16>) -> &'static str {
    match status {
        Some(100..=199) => "1xx",
        Some(200..=299) => "2xx",
        Some(300..=399) => "3xx",
        Some(400..=499) => "4xx",
        Some(500..=599) => "5xx",
        Some(_) => "other",
        None => "error",
    }
}

fn decision_label(decision: Decision) -> &'static str {
    match decision {
        Decision::Allowed => "allowed",
        Decision::Confirmed => "confirmed",
        Decision::RefusedScope => "refused_scope",
        Decision::RefusedPolicy => "refused_policy",
        Decision::Invalid => "invalid_arguments",
        Decision::NotConfirmed => "not_confirmed",
        Decision::Asked => "asked",
    }
}

/// Serves `GET /metrics` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, metrics: Arc<Metrics>) {
    let router = axum::Router::new().route(
        "/metrics",
        axum::routing::get(move || {
            let metrics = metrics.clone();
            async move {
                (
                    [(axum::http::header::CONTENT_TYPE, CONTENT_TYPE)],
                    metrics.render(),
                )
            }
        }),
    );
    if let Err(err) = axum::serve(listener, router).await {
        tracing::warn!("the metrics listener stopped: {err}");
    }
}

/// Binds `--metrics-bind` and serves the metrics there in the background; a bad address is a
/// startup error, before the MCP side starts.
pub async fn start(bind: &str, metrics: Arc<Metrics>) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(bind)
        .await
        .map_err(|err| format!("--metrics-bind: cannot listen on {bind}: {err}"))?;
    let address = listener
        .local_addr()
        .map_err(|err| format!("--metrics-bind: {err}"))?;
    tracing::info!(url = %format!("http://{address}/metrics"), "serving metrics");
    tokio::spawn(serve(listener, metrics));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_upstream_requests_and_retries_are_counted_with_bounded_labels() {
        let metrics = Metrics::new("demo-mcp", "1.0.0", Drain::new());
        metrics.call(
            "get_pet",
            Decision::Allowed,
            "200",
            Duration::from_millis(30),
        );
        metrics.call(
            "get_pet",
            Decision::Allowed,
            "404",
            Duration::from_millis(30),
        );
        metrics.call(
            "delete_pet",
            Decision::RefusedPolicy,
            "refused",
            Duration::ZERO,
        );
        metrics.call(
            "get_pet",
            Decision::Allowed,
            "error",
            Duration::from_secs(1),
        );
        metrics.upstream("GET", Some(503), Duration::from_millis(5));
        metrics.upstream("GET", None, Duration::from_millis(5));
        metrics.retried("get_pet");
        let text = metrics.render();
        for line in [
            r#"mcp_server_operation_duration_seconds_count{mcp_method_name="tools/call",gen_ai_tool_name="get_pet",decision="allowed",outcome="2xx",error_type=""} 1"#,
            r#"mcp_server_operation_duration_seconds_count{mcp_method_name="tools/call",gen_ai_tool_name="get_pet",decision="allowed",outcome="4xx",error_type="404"} 1"#,
            r#"mcp_server_operation_duration_seconds_count{mcp_method_name="tools/call",gen_ai_tool_name="delete_pet",decision="refused_policy",outcome="not_sent",error_type="refused_policy"} 1"#,
            r#"mcp_server_operation_duration_seconds_count{mcp_method_name="tools/call",gen_ai_tool_name="get_pet",decision="allowed",outcome="error",error_type="transport"} 1"#,
            r#"http_client_request_duration_seconds_count{http_request_method="GET",http_response_status_class="5xx"} 1"#,
            r#"http_client_request_duration_seconds_count{http_request_method="GET",http_response_status_class="error"} 1"#,
            r#"openapi_mcp_upstream_retries_total{gen_ai_tool_name="get_pet"} 1"#,
            "mcp_server_calls_in_flight 0",
            r#"openapi_mcp_build_info{server="demo-mcp",api_version="1.0.0",runtime="#,
        ] {
            assert!(text.contains(line), "missing {line}\n{text}");
        }
        assert!(text.ends_with("# EOF\n"), "{text}");
    }
}
