//! Work spread over the machine's cores, results in input order.

/// `items.iter().map(f)`, on every core for a long list: the tool files of a big API are a
/// thousand independent pieces of work. Results keep the order of `items`.
pub(crate) fn parallel_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    /// Items taken at a time: few enough to share the work evenly, enough to take turns rarely.
    const BATCH: usize = 8;
    let threads = threads_for(items.len(), 4 * BATCH);
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let start = next.fetch_add(BATCH, Ordering::Relaxed);
            if start >= items.len() {
                return done;
            }
            let end = (start + BATCH).min(items.len());
            done.extend((start..end).map(|i| (i, f(&items[i]))));
        }
    };
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let mut done = work();
        for helper in helpers {
            match helper.join() {
                Ok(part) => done.extend(part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        done
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// How many threads share `items` pieces of work: one per core, at most eight, and none that
/// would get fewer than `min_per_thread`.
fn threads_for(items: usize, min_per_thread: usize) -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8)
        .min(items / min_per_thread)
}

/// `items.iter_mut().for_each(f)`, on every core for a long list: each item changed in place,
/// independently of the others (a big API's output schemas).
pub(crate) fn parallel_each_mut<T: Send>(items: &mut [T], f: impl Fn(&mut T) + Sync) {
    /// Below this many items a thread costs more than it saves.
    const MIN_PER_THREAD: usize = 32;
    let threads = threads_for(items.len(), MIN_PER_THREAD);
    if threads <= 1 {
        items.iter_mut().for_each(f);
        return;
    }
    // Interleaved shares would balance better, but contiguous ones need no locking; the items
    // of one API are alike enough in size.
    let share = items.len().div_ceil(threads);
    let f = &f;
    std::thread::scope(|scope| {
        let mut parts = items.chunks_mut(share);
        let mine = parts.next();
        let helpers: Vec<_> = parts
            .map(|part| scope.spawn(move || part.iter_mut().for_each(f)))
            .collect();
        if let Some(part) = mine {
            part.iter_mut().for_each(f);
        }
        for helper in helpers {
            if let Err(panic) = helper.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_item_is_changed_once_in_place() {
        for len in [0, 1, 31, 64, 65, 1000] {
            let mut items: Vec<usize> = (0..len).collect();
            parallel_each_mut(&mut items, |i| *i = *i * 3 + 1);
            assert_eq!(items, (0..len).map(|i| i * 3 + 1).collect::<Vec<_>>());
        }
    }
}
