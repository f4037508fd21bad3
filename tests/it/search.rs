//! The search's oracle calls on synthetic cases (issues "pass manager" and "benchmarks"): whittle
//! must reach the minimum, cost at most 0.8 times classic ddmin's calls on the subset model
//! (averaged over seeds) and at most 1.15 times greedy one-at-a-time deletion when the input is
//! already minimal. `cargo run --release --example search` prints the same figures for larger
//! inputs (BENCHMARKS.md, "Search on synthetic cases").

use std::sync::OnceLock;

use crate::synthetic::{
    ddmin, greedy, references, whittle_ints, whittle_subset, From, Passes, References, SubsetCase,
    WhittleCounts, INT_CONDITIONS,
};

/// Elements in a test case: small enough for a fast debug build, large enough for the ratios
/// to mean something.
const N: usize = 300;
const SEEDS: std::ops::RangeInclusive<u64> = 1..=5;
/// Shares of the elements that the oracle needs, in percent.
const PERCENTS: [u32; 4] = [1, 10, 50, 90];

/// The bounds.
const DDMIN_RATIO: f64 = 0.8;
const GREEDY_RATIO: f64 = 1.15;

/// The cases: every share with every seed, and the minimal input (the same for every seed).
fn cases() -> impl Iterator<Item = SubsetCase> {
    PERCENTS
        .into_iter()
        .flat_map(|p| SEEDS.map(move |seed| SubsetCase::new(N, p, seed)))
        .chain([SubsetCase::new(N, 100, 1)])
}

/// The references' counts on every case, computed once for all the tests that read them.
fn references_of(case: &SubsetCase) -> &'static References {
    static ALL: OnceLock<Vec<References>> = OnceLock::new();
    let all = ALL.get_or_init(|| cases().map(|c| references(&c)).collect());
    let i = cases()
        .position(|c| (c.percent, c.seed) == (case.percent, case.seed))
        .expect("one of the cases");
    &all[i]
}

/// whittle's counts on every case, computed once per `passes`.
fn whittle_of(passes: Passes, case: &SubsetCase) -> &'static WhittleCounts {
    static LINES: OnceLock<Vec<WhittleCounts>> = OnceLock::new();
    static GENERIC: OnceLock<Vec<WhittleCounts>> = OnceLock::new();
    let cell = match passes {
        Passes::Lines => &LINES,
        Passes::Preset("generic") => &GENERIC,
        Passes::Preset(other) => panic!("no cache for preset {other}"),
    };
    let all = cell.get_or_init(|| cases().map(|c| whittle_subset(&c, passes)).collect());
    let i = cases()
        .position(|c| (c.percent, c.seed) == (case.percent, case.seed))
        .expect("one of the cases");
    &all[i]
}

fn with_percent(percent: u32) -> impl Iterator<Item = SubsetCase> {
    cases().filter(move |c| c.percent == percent)
}

fn mean(values: impl Iterator<Item = u64>) -> f64 {
    let v: Vec<u64> = values.collect();
    v.iter().sum::<u64>() as f64 / v.len() as f64
}

fn reaches_the_minimum(passes: Passes) {
    for case in cases() {
        let what = format!("{} {}% seed {}", passes.name(), case.percent, case.seed);
        assert!(
            references_of(&case).minimal,
            "{what}: a reference missed it"
        );
        let w = whittle_of(passes, &case);
        assert!(w.minimal, "{what}: whittle missed the minimum");
        assert!(w.same_at_j2, "{what}: -j 2 gave another result");
    }
}

/// whittle's calls averaged over the seeds, at most `DDMIN_RATIO` times ddmin's, per share.
fn within_ddmin_bound(passes: Passes) {
    let mut report = Vec::new();
    let mut worst = 0.0f64;
    for percent in PERCENTS {
        let w = mean(with_percent(percent).map(|c| whittle_of(passes, &c).calls));
        let d = mean(with_percent(percent).map(|c| references_of(&c).ddmin));
        worst = worst.max(w / d);
        report.push(format!("{percent}%: {w:.1} / {d:.1} = {:.3}", w / d));
    }
    assert!(
        worst <= DDMIN_RATIO,
        "{} on N = {N}: whittle / ddmin calls: {}",
        passes.name(),
        report.join(", ")
    );
}

/// On an input that is already minimal, at most `GREEDY_RATIO` times greedy's calls.
fn within_greedy_bound_on_minimal_input(passes: Passes) {
    let case = SubsetCase::new(N, 100, 1);
    let r = references_of(&case);
    let w = whittle_of(passes, &case);
    assert!(w.minimal && w.same_at_j2);
    let greedy = r.greedy_end.min(r.greedy_start);
    assert_eq!(greedy, N as u64);
    assert!(
        w.calls as f64 <= GREEDY_RATIO * greedy as f64,
        "{} on minimal N = {N}: whittle {} calls, greedy {greedy} ({:.2}x); by pass: {:?}",
        passes.name(),
        w.calls,
        w.calls as f64 / greedy as f64,
        w.passes
    );
}

#[test]
fn references_reach_the_subset_and_cost_what_they_should() {
    for percent in PERCENTS.into_iter().chain([100]) {
        let case = SubsetCase::new(60, percent, 7);
        let all: Vec<usize> = (0..60).collect();
        let mut test = |c: &[usize]| case.holds(c);
        assert_eq!(ddmin(&all, &mut test).0, case.needed);
        assert_eq!(greedy(&all, &mut test, From::End).0, case.needed);
        assert_eq!(greedy(&all, &mut test, From::Start).0, case.needed);
    }
    // Already minimal: greedy tries each element once; ddmin tries every part and (for n > 2)
    // every complement at granularities 2 (where they are the parts), 4, 8, ... 64.
    let all: Vec<usize> = (0..64).collect();
    let mut yes = |c: &[usize]| c.len() == 64;
    assert_eq!(greedy(&all, &mut yes, From::End).1, 64);
    assert_eq!(greedy(&all, &mut yes, From::Start).1, 64);
    assert_eq!(ddmin(&all, &mut yes).1, 2 + 2 * (4 + 8 + 16 + 32 + 64));
    // One needed element: ddmin halves toward it.
    let mut one = |c: &[usize]| c.contains(&37);
    let (out, calls) = ddmin(&(0..64).collect::<Vec<_>>(), &mut one);
    assert_eq!((out, calls), (vec![37], 9));
}

#[test]
fn lines_reach_the_minimum_at_any_jobs() {
    reaches_the_minimum(Passes::Lines);
}

#[test]
fn lines_cost_at_most_0_8_of_ddmin() {
    within_ddmin_bound(Passes::Lines);
}

#[test]
fn lines_on_minimal_input_cost_at_most_1_15_of_greedy() {
    within_greedy_bound_on_minimal_input(Passes::Lines);
}

#[test]
fn generic_preset_reaches_the_minimum_at_any_jobs() {
    reaches_the_minimum(Passes::Preset("generic"));
}

/// Integer lists (the Hypothesis notebook's conditions): the generic preset, with its number
/// shrinking, reaches each condition's known minimum from random lists, at -j 1 and -j 2.
#[test]
fn integer_lists_reach_their_minima() {
    let mut failures = Vec::new();
    for condition in INT_CONDITIONS {
        for seed in SEEDS {
            let w = whittle_ints(condition, seed, Passes::Preset("generic"));
            if !w.minimal || !w.same_at_j2 {
                failures.push(format!(
                    "{} seed {seed}: minimal {}, same at -j 2 {} ({} calls)",
                    condition.name(),
                    w.minimal,
                    w.same_at_j2,
                    w.calls
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("; "));
}

#[test]
fn integer_conditions_and_their_minima() {
    use crate::synthetic::{int_lines, IntCondition::*};
    for c in INT_CONDITIONS {
        for seed in SEEDS {
            assert!(
                c.holds_text(&int_lines(&c.input(seed))),
                "{} seed {seed}",
                c.name()
            );
        }
    }
    assert!(SumAtLeast500.is_minimum(b"500\n") && SumAtLeast500.is_minimum(b"500"));
    assert!(!SumAtLeast500.is_minimum(b"501") && !SumAtLeast500.is_minimum(b"0500"));
    assert!(TenDistinct.is_minimum(b"3\n1\n2\n0\n4\n5\n6\n7\n8\n9"));
    assert!(!TenDistinct.is_minimum(b"3\n1\n2\n0\n4\n5\n6\n7\n8\n10"));
    assert!(FirstAboveSecond.is_minimum(b"1\n0\n") && !FirstAboveSecond.is_minimum(b"2\n0"));
    assert!(LenAboveMax.is_minimum(b"0") && !LenAboveMax.is_minimum(b"0\n0"));
    assert!(!LenAboveMax.holds_text(b"0\n\n") && !LenAboveMax.holds_text(b""));
}
