//! Properties of the reducer that hold for any input and any deterministic test, checked on
//! random inputs with in-process predicates (the binary's process oracle is tested in cli.rs).

use std::sync::Arc;

use proptest::prelude::*;
use whittle::oracle::{FnJudge, Judge, Tester};
use whittle::reduce::{reduce, Options, Schedule};
use whittle::search::Order;

/// An in-process predicate as the tester's judge.
fn judge(f: impl Fn(&[u8]) -> bool + Send + Sync + 'static) -> Arc<dyn Judge> {
    Arc::new(FnJudge(f))
}

fn options() -> Options {
    Options::generic()
}

/// Reduces `input` and checks what every run must satisfy: every file written is smaller
/// than the one before, and the result is the last one written.
fn run(input: &[u8], judge: &Arc<dyn Judge>, jobs: usize) -> (Vec<u8>, u64) {
    run_with(input, judge, jobs, &options())
}

fn run_with(
    input: &[u8],
    judge: &Arc<dyn Judge>,
    jobs: usize,
    options: &Options,
) -> (Vec<u8>, u64) {
    let mut tester = Tester::new(Arc::clone(judge), jobs);
    let mut written: Vec<Vec<u8>> = vec![input.to_vec()];
    let mut on_improve = |b: &[u8]| {
        let last = written.last().unwrap();
        assert!(
            whittle::edit::shortlex(b, last).is_lt(),
            "a write that is not smaller"
        );
        written.push(b.to_vec());
        Ok(())
    };
    let (out, report) = reduce(input.to_vec(), &mut tester, options, &mut on_improve).unwrap();
    assert!(report.stopped.is_none());
    assert_eq!(&out, written.last().unwrap());
    assert_eq!(report.final_bytes, out.len());
    (out, report.stats.calls)
}

fn is_subsequence(needle: &[u8], hay: &[u8]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// Text-like random input: lines of words, brackets, quotes and arbitrary bytes.
fn input() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        4 => "[a-z]{1,6}".prop_map(|s| s.into_bytes()),
        2 => Just(b" ".to_vec()),
        2 => Just(b"\n".to_vec()),
        1 => prop::sample::select(vec!["(", ")", "{", "}", "[", "]", "\"", ";", ","])
            .prop_map(|s| s.as_bytes().to_vec()),
        1 => prop::collection::vec(any::<u8>(), 1..4),
    ];
    prop::collection::vec(piece, 0..200).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn always_false_returns_the_input(input in input()) {
        let (out, _) = run(&input, &judge(|_| false), 1);
        prop_assert_eq!(out, input);
    }

    #[test]
    fn always_true_reaches_empty(input in input()) {
        let (out, _) = run(&input, &judge(|_| true), 2);
        prop_assert!(out.is_empty(), "left {:?}", String::from_utf8_lossy(&out));
    }

    #[test]
    fn keeps_a_subsequence_and_never_grows(input in input(), picks in prop::collection::vec(any::<prop::sample::Index>(), 1..6)) {
        prop_assume!(!input.is_empty());
        let mut idx: Vec<usize> = picks.iter().map(|p| p.index(input.len())).collect();
        idx.sort();
        idx.dedup();
        let needle: Vec<u8> = idx.iter().map(|&i| input[i]).collect();
        let wanted = needle.clone();
        let (out, _) = run(&input, &judge(move |c| is_subsequence(&wanted, c)), 2);
        prop_assert!(is_subsequence(&needle, &out));
        prop_assert!(out.len() <= input.len());
    }

    #[test]
    fn messy_tests_give_interesting_results_identical_for_any_jobs(input in input(), salt in any::<u64>()) {
        // Not monotone at all: interesting iff the input itself, or a hash bucket.
        let original = input.clone();
        let judge = judge(move |c| {
            c == original.as_slice() || whittle::oracle::hash(c).wrapping_add(salt as u128) % 3 == 0
        });
        let (one, _) = run(&input, &judge, 1);
        let (three, _) = run(&input, &judge, 3);
        prop_assert!(one.len() <= input.len());
        prop_assert!(one == input || whittle::oracle::hash(&one).wrapping_add(salt as u128) % 3 == 0);
        prop_assert_eq!(one, three);
    }

    #[test]
    fn random_order_chaos_and_restarts_give_results_identical_for_any_jobs(
        words in prop::collection::vec("[a-e]{1,3}[ \n;(){}]", 220..400),
        seed in any::<u64>(),
        salt in any::<u64>(),
    ) {
        // Big enough for chaos mode (a plan of 200 cuts or more) on the token passes.
        let input: Vec<u8> = words.concat().into_bytes();
        let original = input.clone();
        let judge = judge(move |c| {
            c == original.as_slice() || whittle::oracle::hash(c).wrapping_add(salt as u128) % 2 == 0
        });
        let mut options = options();
        options.schedule = Schedule { order: Order::Random, seed, restart: 3, chaos: Some(true), ..Schedule::default() };
        let (one, _) = run_with(&input, &judge, 1, &options);
        let (three, _) = run_with(&input, &judge, 3, &options);
        prop_assert!(one.len() < input.len(), "a test this loose always allows some cut");
        prop_assert_eq!(one, three);
    }

    #[test]
    fn reducing_again_changes_nothing_and_costs_no_calls(input in input(), picks in prop::collection::vec(any::<prop::sample::Index>(), 1..4)) {
        prop_assume!(!input.is_empty());
        let needle: Vec<u8> = picks.iter().map(|p| input[p.index(input.len())]).collect();
        let original = input.clone();
        let judge = judge(move |c| is_subsequence(&needle, c) || c == original.as_slice());
        let mut tester = Tester::new(judge, 2);
        let (first, _) = reduce(input.clone(), &mut tester, &options(), &mut |_| Ok(())).unwrap();
        let calls = tester.stats.calls;
        let (second, _) = reduce(first.clone(), &mut tester, &options(), &mut |_| Ok(())).unwrap();
        prop_assert_eq!(&second, &first);
        prop_assert_eq!(tester.stats.calls, calls, "the second run asked the test again");
    }
}
