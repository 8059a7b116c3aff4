//! Graceful shutdown: once a shutdown signal arrives the server stops taking calls (readiness
//! fails, new MCP requests are turned away) and waits, up to a grace period, for the calls in
//! flight to finish (their upstream request and their answer to the client) before it closes.
//! An interrupted call is the worst outcome: the API acted, and the client, told it failed,
//! may send it again.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// The calls in flight and whether shutdown has begun; shared by the handler and the
/// transport.
#[derive(Debug, Default)]
pub struct Drain {
    draining: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
}

/// One call in flight; counted until dropped.
#[derive(Debug)]
pub struct InFlight(Arc<Drain>);

impl Drop for InFlight {
    fn drop(&mut self) {
        if self.0.in_flight.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Drain {
    pub fn new() -> Arc<Drain> {
        Arc::new(Drain::default())
    }

    /// Counts a new call, or `None` once shutdown has begun: it must then be turned away.
    pub fn enter(self: &Arc<Self>) -> Option<InFlight> {
        // Counted first, then checked: `finished` sets the flag first, then reads the count,
        // so a call is either seen by it or sees the flag.
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        let guard = InFlight(self.clone());
        if self.draining.load(Ordering::Acquire) {
            return None;
        }
        Some(guard)
    }

    /// Whether shutdown has begun (readiness fails from then on).
    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::Acquire)
    }

    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Acquire)
    }

    /// Begins shutdown and waits until no call is in flight, or `grace` has passed. Returns how
    /// many calls were still running then (0 when all finished).
    pub async fn finished(&self, grace: Duration) -> usize {
        self.draining.store(true, Ordering::Release);
        let wait = async {
            loop {
                // Registered before the count is read, so a wake-up in between is not lost.
                let idle = self.idle.notified();
                if self.in_flight() == 0 {
                    return;
                }
                idle.await;
            }
        };
        let _ = tokio::time::timeout(grace, wait).await;
        self.in_flight()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn shutdown_waits_for_calls_in_flight_and_turns_new_ones_away() {
        let drain = Drain::new();
        let call = drain.enter().expect("before shutdown a call is taken");
        let waiting = {
            let drain = drain.clone();
            tokio::spawn(async move { drain.finished(Duration::from_secs(10)).await })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(drain.is_draining());
        assert!(
            drain.enter().is_none(),
            "a call after the signal is turned away"
        );
        assert!(
            !waiting.is_finished(),
            "shutdown must wait for the call in flight"
        );
        drop(call);
        assert_eq!(waiting.await.unwrap(), 0);
    }

    #[tokio::test]
    async fn the_grace_period_bounds_the_wait() {
        let drain = Drain::new();
        let _stuck = drain.enter().unwrap();
        assert_eq!(drain.finished(Duration::from_millis(20)).await, 1);
    }

    #[tokio::test]
    async fn an_idle_server_stops_at_once() {
        let drain = Drain::new();
        assert_eq!(drain.finished(Duration::from_secs(60)).await, 0);
    }
}
