//! Lowering split over two threads: from [`SPLIT_FROM`] operations, each half is lowered with a
//! definitions cache of its own and the halves are merged, giving what one pass gives.

use std::cell::RefCell;

use super::{Found, Lowering, OpContext, Pending};
use crate::model::schema::Cache;

/// From how many operations lowering is split over two threads. A thread costs some tens of
/// microseconds, nothing next to lowering a hundred operations; below that, one pass.
pub(super) const SPLIT_FROM: usize = 100;

impl Found {
    /// Adds what another lowering of the same document found, after what this one did.
    pub(super) fn add(&mut self, other: Found) {
        for d in other.diags.into_vec() {
            self.diags.push(d);
        }
        self.warnings.extend(other.warnings);
        self.tainted.extend(other.tainted);
        self.incomplete |= other.incomplete;
        self.notes.extend(other.notes);
        self.omitted_outputs += other.omitted_outputs;
        self.undeclared_server_variables
            .extend(other.undeclared_server_variables);
    }
}

impl<'a> Lowering<'a> {
    /// The operations lowered, in order: in two halves on two threads when there are enough
    /// of them (lowering is most of a big API's generation time), each half with a definitions
    /// cache of its own. A definition converts alike in either (its conversion and its `$defs`
    /// key depend on its identity alone), so the result is the one a single pass gives; in the
    /// one case where it would not be (two definitions' keys collide, see
    /// [`Cache::absorb`]), the single pass is run instead.
    pub(super) fn lower_all(&mut self, ops: &[OpContext<'a, '_>]) -> Vec<Pending> {
        if ops.len() >= self.split_from && self.cache.borrow().is_empty() {
            let (first, second) = ops.split_at(ops.len() / 2);
            let (docs, version, dialect) = (self.r.docs, self.version, self.dialect);
            let half = |part: &[OpContext<'a, '_>]| {
                let cache = RefCell::new(Cache::default());
                let mut l = Lowering::new(docs, &cache, version, dialect);
                let pending = l.lower_each(part);
                let found = std::mem::take(&mut l.found);
                drop(l);
                (pending, found, cache.into_inner())
            };
            let (a, b) = std::thread::scope(|s| {
                // Without a second thread (the system refuses one), the halves run in turn.
                let second = std::thread::Builder::new()
                    .spawn_scoped(s, || half(second))
                    .map_err(|_| second);
                let a = half(first);
                let b = match second {
                    Ok(running) => running
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                    Err(second) => half(second),
                };
                (a, b)
            });
            let mut cache = self.cache.borrow_mut();
            if cache.absorb(a.2) && cache.absorb(b.2) {
                drop(cache);
                self.split = true;
                self.found.add(a.1);
                self.found.add(b.1);
                let mut pending = a.0;
                pending.extend(b.0);
                return pending;
            }
            *cache = Cache::default();
        }
        self.lower_each(ops)
    }

    /// Each operation lowered in turn, in this lowering's state.
    pub(super) fn lower_each(&mut self, ops: &[OpContext<'a, '_>]) -> Vec<Pending> {
        let mut out = Vec::with_capacity(ops.len());
        for ctx in ops {
            let before = self.found.diags.len();
            match self.operation(ctx) {
                Some(p) => out.push(p),
                None => self.found.incomplete = true,
            }
            if self.found.diags.len() > before {
                self.found.tainted.insert(ctx.origin_at.pointer.clone());
                // An error met in a part that operations share (a schema, a parameter, a
                // file) names the operation it was met for, so that operation alone can be
                // left out; each other operation that reaches it meets it too.
                let key = format!("{} {}", ctx.method.as_str(), ctx.path);
                for d in self.found.diags.since(before) {
                    let own = d.pointer.starts_with(&ctx.origin_at.pointer)
                        || d.pointer.starts_with(&ctx.at.pointer);
                    if !own && d.within.is_none() {
                        d.within = Some(key.clone());
                    }
                }
            }
        }
        out
    }
}
