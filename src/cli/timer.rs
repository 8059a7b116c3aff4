//! Stage timings (`OPENAPI_MCP_TIMINGS`), so a benchmark can tell which stage a slowdown is in
//! without a profiler.

/// Stage timings on stderr when `OPENAPI_MCP_TIMINGS` is set, for benchmarks and profiling.
pub(super) struct Timer {
    last: Option<std::time::Instant>,
}

impl Timer {
    pub(super) fn from_env() -> Timer {
        Timer {
            last: std::env::var_os("OPENAPI_MCP_TIMINGS").map(|_| std::time::Instant::now()),
        }
    }

    pub(super) fn lap(&mut self, what: &str) {
        if let Some(last) = self.last {
            say!(
                "timing: {what}: {:.1} ms",
                last.elapsed().as_secs_f64() * 1000.0
            );
            self.last = Some(std::time::Instant::now());
        }
    }
}
