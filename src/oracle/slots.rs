//! A budget of test runs shared by several reductions at once (a campaign's): at most `n` tests
//! run at a time, whoever asks, and a slot goes to the oldest request waiting, so a reduction
//! that asks often cannot starve one that asks seldom, and a slot left free by one reduction
//! goes to any other at once.
//!
//! A reduction running with others keeps its fair share of the slots busy, no more (see
//! [`Slots::share`]): each run past the next one a search needs is a guess that a success may
//! waste, and a slot that one reduction would spend on a guess is better spent on another's
//! next run. As reductions finish, the share of those left grows, up to all `n`.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use crate::interrupt;

/// How often a waiting request looks whether its run was cancelled meanwhile.
const POLL: Duration = Duration::from_millis(20);

#[derive(Debug)]
pub struct Slots {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Debug)]
struct State {
    /// All the slots: the `n` of [`Slots::new`].
    all: usize,
    free: usize,
    /// Reductions running (see [`Slots::join`]).
    members: usize,
    /// The ticket the next request gets.
    next: u64,
    /// The tickets of the requests waiting, oldest first.
    waiting: BTreeSet<u64>,
}

/// A slot held: given back when dropped.
pub struct Slot<'s>(&'s Slots);

/// A reduction's membership of the slots' users: it leaves when dropped.
pub struct Member<'s>(&'s Slots);

impl Slots {
    pub fn new(n: usize) -> Slots {
        Slots {
            state: Mutex::new(State {
                all: n.max(1),
                free: n.max(1),
                members: 0,
                next: 0,
                waiting: BTreeSet::new(),
            }),
            changed: Condvar::new(),
        }
    }

    /// Counts a reduction among the slots' users until the guard is dropped.
    pub fn join(&self) -> Member<'_> {
        self.state.lock().expect("slots lock").members += 1;
        Member(self)
    }

    /// How many runs at once one reduction should keep going: the slots shared evenly among
    /// the reductions running, rounded up so that none is left idle (all of them when none has
    /// joined).
    pub fn share(&self) -> usize {
        let s = self.state.lock().expect("slots lock");
        s.all.div_ceil(s.members.max(1))
    }

    /// Waits for a slot, in the order of asking; `None` if `cancel` is set or whittle is asked
    /// to stop meanwhile (the run is not needed any more).
    pub fn take(&self, cancel: &AtomicBool) -> Option<Slot<'_>> {
        let mut s = self.state.lock().expect("slots lock");
        let ticket = s.next;
        s.next += 1;
        s.waiting.insert(ticket);
        loop {
            if s.free > 0 && s.waiting.first() == Some(&ticket) {
                s.waiting.remove(&ticket);
                s.free -= 1;
                self.changed.notify_all();
                return Some(Slot(self));
            }
            if cancel.load(Ordering::Relaxed) || interrupt::requested() {
                s.waiting.remove(&ticket);
                self.changed.notify_all();
                return None;
            }
            s = self.changed.wait_timeout(s, POLL).expect("slots lock").0;
        }
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.0.state.lock().expect("slots lock").free += 1;
        self.0.changed.notify_all();
    }
}

impl Drop for Member<'_> {
    fn drop(&mut self) {
        self.0.state.lock().expect("slots lock").members -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    #[test]
    fn no_more_than_n_at_once_and_a_cancelled_request_leaves() {
        let slots = Arc::new(Slots::new(2));
        let (now, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let never = AtomicBool::new(false);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    let _slot = slots.take(&never).expect("a slot");
                    let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(n, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(10));
                    now.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
        assert_eq!(most.load(Ordering::SeqCst), 2);
        let _a = slots.take(&never).unwrap();
        let _b = slots.take(&never).unwrap();
        assert!(slots.take(&AtomicBool::new(true)).is_none());
    }

    #[test]
    fn the_share_of_each_reduction_grows_as_others_leave() {
        let slots = Slots::new(16);
        assert_eq!(slots.share(), 16);
        let mut members: Vec<_> = (0..10).map(|_| slots.join()).collect();
        assert_eq!(slots.share(), 2);
        members.truncate(3);
        assert_eq!(slots.share(), 6);
        let one = Slots::new(1);
        let _both = (one.join(), one.join());
        assert_eq!(one.share(), 1);
    }

    #[test]
    fn slots_go_to_the_oldest_request() {
        let slots = Slots::new(1);
        let order = Mutex::new(Vec::new());
        let never = AtomicBool::new(false);
        let held = slots.take(&never).unwrap();
        std::thread::scope(|s| {
            for i in 0..4 {
                let (slots, order, never) = (&slots, &order, &never);
                s.spawn(move || {
                    let _slot = slots.take(never).unwrap();
                    order.lock().unwrap().push(i);
                });
                // Each asks after the one before it is waiting.
                while slots.state.lock().unwrap().waiting.len() <= i {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            drop(held);
        });
        assert_eq!(*order.lock().unwrap(), [0, 1, 2, 3]);
    }
}
