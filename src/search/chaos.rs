//! Chaos mode: up to [`CHAOS_DRAWS`] random cuts of one strategy, all tested side by side, the
//! interesting ones merged largest first (each merge tested), then each kept cut grown while the
//! whole set stays interesting. Fast on big inputs where most cuts work; the pass manager
//! repeats rounds while one removes more than 1 %.

use std::collections::HashSet;

use super::{find_change_point, Filter, Rng};
use crate::cut::{merged, Cut, Plan};
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::oracle::Tester;

/// Chaos mode tries at most this many random cuts per round...
const CHAOS_DRAWS: usize = 1000;
/// ... and only on plans with at least this many cuts (smaller ones are cheap to sweep).
const CHAOS_MIN_CUTS: usize = 200;

/// One round of chaos mode on `plan`, a plan of `best`: the merged cuts and the bytes they
/// leave, if any cut was interesting.
pub(crate) fn chaos_round(
    best: &[u8],
    plan: &dyn Plan,
    tester: &mut Tester,
    filter: &mut Filter,
    rng: &mut Rng,
) -> Result<Option<(Vec<u8>, Vec<Edit>)>> {
    let cuts = plan.cuts();
    if cuts.len() < CHAOS_MIN_CUTS {
        return Ok(None);
    }
    // Random places, random sizes (0, 1, 3, 7, ... growth steps), each tried once.
    let mut draws: Vec<Cut> = Vec::new();
    let mut seen = HashSet::new();
    for _ in 0..CHAOS_DRAWS.min(cuts.len() / 2) {
        let c = cuts[rng.below(cuts.len())];
        let k = ((1usize << rng.below(8)) - 1).min(plan.growth(c));
        let g = if k > 0 { plan.grow(c, k) } else { c };
        if seen.insert(g) {
            draws.push(g);
        }
    }
    let (draws, bytes): (Vec<Cut>, Vec<Vec<u8>>) = draws
        .into_iter()
        .map(|c| (c, edit::cut(best, c.start, c.end)))
        .filter(|(c, b)| filter.admits(b, &[Edit::cut(c.start, c.end)]))
        .unzip();
    let verdicts = tester.test_all(&bytes)?;
    drop(bytes);
    let mut winners: Vec<Cut> = draws
        .into_iter()
        .zip(verdicts)
        .filter_map(|(c, ok)| ok.then_some(c))
        .collect();
    winners.sort_by_key(|c| (std::cmp::Reverse(c.end - c.start), c.start));
    let mut kept: Vec<Cut> = Vec::new();
    let mut kept_bytes: Option<Vec<u8>> = None;
    // All together first: when they are compatible, one test instead of one per cut.
    let all = merged(&winners);
    if winners.len() > 1 && tester.test(edit::apply(best, &all))? {
        kept.clone_from(&winners);
        kept_bytes = Some(edit::apply(best, &all));
    } else {
        for w in &winners {
            let mut trial = kept.clone();
            trial.push(*w);
            let bytes = edit::apply(best, &merged(&trial));
            if tester.test(bytes.clone())? {
                kept = trial;
                kept_bytes = Some(bytes);
            }
        }
    }
    // Grow each kept cut while the whole set stays interesting.
    for j in 0..kept.len() {
        let c = kept[j];
        let others = kept.clone();
        let make = |k: usize| {
            let mut trial = others.clone();
            trial[j] = plan.grow(c, k);
            edit::apply(best, &merged(&trial))
        };
        let (k, grown) = find_change_point(tester, plan.growth(c), &make)?;
        if k > 0 {
            kept[j] = plan.grow(c, k);
            kept_bytes = grown;
        }
    }
    Ok(kept_bytes.map(|bytes| (bytes, merged(&kept))))
}
