//! Adaptive delta debugging: at each place, find the largest deletable block with a short
//! linear probe, then an exponential probe and a binary search (`find_change_point`).
//!
//! The probes that can run side by side do (the linear probe, the exponential probe); the
//! binary search is sequential, so the answer never depends on the number of jobs.

use crate::error::Result;
use crate::oracle::Tester;

/// Sizes probed one by one before the exponential probe: cheap when blocks are small, which is
/// where ddmin-style halving wastes the most.
const LINEAR: usize = 5;

/// The largest `k` in `0..=hi` such that `make(k)` is interesting, assuming `make(0)` is and
/// that interestingness is roughly monotone in `k`. Returns `k` and its bytes (`None` for 0).
pub fn find_change_point(
    tester: &mut Tester,
    hi: usize,
    make: &dyn Fn(usize) -> Vec<u8>,
) -> Result<(usize, Option<Vec<u8>>)> {
    if hi == 0 {
        return Ok((0, None));
    }
    // The linear probe 1, 2, ..., LINEAR, then the exponential probe 2·LINEAR, 4·LINEAR, ...
    // and finally hi itself: one search for the first that fails, so that with idle workers the
    // exponential probes run beside the linear ones (the same questions, in the same order, as
    // two searches one after the other).
    let mut probes: Vec<usize> = (1..=hi.min(LINEAR)).collect();
    let mut k = hi.min(LINEAR);
    while k < hi {
        k = (k * 2).min(hi);
        probes.push(k);
    }
    let first_bad = tester.find_first(probes.iter().map(|&k| (k, make(k))), false)?;
    let (mut lo, mut bad) = match first_bad {
        None => return Ok((hi, Some(make(hi)))),
        Some((k, _)) if k <= LINEAR => return Ok((k - 1, (k > 1).then(|| make(k - 1)))),
        Some((k, _)) => (
            probes.iter().rev().find(|&&p| p < k).copied().unwrap_or(0),
            k,
        ),
    };
    // Binary search. With idle workers, the probes of the next levels are tested too, side by
    // side: the search takes the same path (the answer does not depend on the number of jobs),
    // in fewer rounds of tests.
    let depth = speculation_depth(tester.jobs());
    while bad - lo > 1 {
        let probes = next_probes(lo, bad, depth);
        let made: Vec<Vec<u8>> = probes.iter().map(|&k| make(k)).collect();
        let verdicts = tester.test_all(&made)?;
        for _ in 0..depth {
            if bad - lo <= 1 {
                break;
            }
            let mid = lo + (bad - lo) / 2;
            let at = probes
                .iter()
                .position(|&p| p == mid)
                .expect("every probe of the path");
            if verdicts[at] {
                lo = mid;
            } else {
                bad = mid;
            }
        }
    }
    Ok((lo, Some(make(lo))))
}

/// Levels of the binary search tested in one round: as many as `jobs` workers can test at once
/// (a level more doubles the probes), at most 4 (15 probes for 4 steps).
fn speculation_depth(jobs: usize) -> usize {
    let mut depth = 1;
    while depth < 4 && (1 << (depth + 1)) - 1 <= jobs {
        depth += 1;
    }
    depth
}

/// The midpoints a binary search between `lo` (good) and `bad` can probe in its next `depth`
/// steps, whatever the verdicts: the first level's midpoint first.
fn next_probes(lo: usize, bad: usize, depth: usize) -> Vec<usize> {
    let mut probes = Vec::new();
    let mut ranges = vec![(lo, bad)];
    for _ in 0..depth {
        let mut next = Vec::new();
        for (lo, bad) in ranges {
            if bad - lo > 1 {
                let mid = lo + (bad - lo) / 2;
                probes.push(mid);
                next.extend([(lo, mid), (mid, bad)]);
            }
        }
        ranges = next;
    }
    probes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::FnJudge;

    /// make(k) = k zero bytes; interesting iff k <= limit.
    fn probe(limit: usize, hi: usize, jobs: usize) -> (usize, u64) {
        let judge = FnJudge(move |c: &[u8]| c.len() <= limit);
        let mut t = Tester::new(std::sync::Arc::new(judge), jobs);
        let (k, bytes) = find_change_point(&mut t, hi, &|k| vec![0; k]).unwrap();
        assert_eq!(bytes.map(|b| b.len()), (k > 0).then_some(k));
        (k, t.stats.calls)
    }

    #[test]
    fn finds_the_change_point() {
        for hi in [0, 1, 3, 5, 6, 17, 100, 1000] {
            for limit in [0, 1, 2, 5, 6, 7, 11, 50, 99, 100, 999, 1000] {
                let want = limit.min(hi);
                assert_eq!(probe(limit, hi, 1).0, want, "hi={hi} limit={limit}");
                assert_eq!(probe(limit, hi, 3).0, want, "hi={hi} limit={limit} j3");
            }
        }
    }

    #[test]
    fn speculation_takes_the_same_path_in_fewer_rounds() {
        assert_eq!(speculation_depth(1), 1);
        assert_eq!(speculation_depth(2), 1);
        assert_eq!(speculation_depth(3), 2);
        assert_eq!(speculation_depth(64), 4);
        assert_eq!(next_probes(0, 8, 2), [4, 2, 6]);
        assert_eq!(next_probes(0, 2, 3), [1]);
        for jobs in [1, 2, 3, 7, 16] {
            for limit in [0, 3, 9, 57, 300] {
                assert_eq!(
                    probe(limit, 400, jobs).0,
                    limit,
                    "jobs={jobs} limit={limit}"
                );
            }
        }
    }

    #[test]
    fn small_blocks_cost_no_more_than_greedy() {
        // Greedy one-at-a-time needs limit + 1 calls to find a block of `limit`.
        for limit in 0..5 {
            assert!(probe(limit, 1000, 1).1 as usize <= limit + 1);
        }
        // Large blocks cost logarithmically.
        assert!(probe(700, 1000, 1).1 <= 25);
    }
}
