//! Oracle calls of whittle's search on synthetic cases, against classic ddmin, greedy
//! one-at-a-time deletion, counter-based DD (CDD) and weighted DD (WDD), as JSON on stdout (`bench/bench.py --search` stores and renders it).
//!
//! ```sh
//! cargo run --release --example search -- [--n 1000] [--seeds 5] [--passes lines,generic]
//! ```

#[path = "../tests/it/synthetic.rs"]
mod synthetic;

use serde_json::{json, Value};
use synthetic::{references, whittle_ints, whittle_subset, Passes, SubsetCase, INT_CONDITIONS};

const PERCENTS: [u32; 5] = [1, 10, 50, 90, 100];

fn main() {
    let mut n = 1000usize;
    let mut seeds = 5u64;
    let mut which = vec![Passes::Lines, Passes::Preset("generic")];
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().unwrap_or_else(|| usage(&arg));
        let number = || -> u64 { value.parse().unwrap_or_else(|_| usage(&arg)) };
        match arg.as_str() {
            "--n" => n = number() as usize,
            "--seeds" => seeds = number(),
            "--passes" => {
                which = value
                    .split(',')
                    .map(|p| match p {
                        "lines" => Passes::Lines,
                        "generic" => Passes::Preset("generic"),
                        _ => usage(p),
                    })
                    .collect()
            }
            _ => usage(&arg),
        }
    }
    let mut subset = Vec::new();
    for percent in PERCENTS {
        // The minimal input is the same for every seed: one run says it all.
        let seeds = if percent == 100 { 1 } else { seeds };
        for seed in 1..=seeds {
            let case = SubsetCase::new(n, percent, seed);
            let r = references(&case);
            let mut runs = serde_json::Map::new();
            for &passes in &which {
                let w = whittle_subset(&case, passes);
                eprintln!(
                    "{percent}% seed {seed}: whittle {} {} (j2 {}), ddmin {}, greedy {} / {}, \
                     cdd {}, wdd {}",
                    passes.name(),
                    w.calls,
                    w.calls_j2,
                    r.ddmin,
                    r.greedy_end,
                    r.greedy_start,
                    r.cdd,
                    r.wdd
                );
                runs.insert(
                    passes.name(),
                    json!({
                        "calls": w.calls,
                        "calls_j2": w.calls_j2,
                        "by_pass": w.passes,
                        "minimal": w.minimal,
                        "same_at_j2": w.same_at_j2,
                    }),
                );
            }
            subset.push(json!({
                "percent": percent,
                "seed": seed,
                "n": n,
                "needed": case.needed.len(),
                "ddmin": r.ddmin,
                "greedy_end": r.greedy_end,
                "greedy_start": r.greedy_start,
                "cdd": r.cdd,
                "wdd": r.wdd,
                "references_minimal": r.minimal,
                "cdd_minimal": r.cdd_minimal,
                "whittle": runs,
            }));
        }
    }
    let mut ints = Vec::new();
    for condition in INT_CONDITIONS {
        for seed in 1..=seeds {
            let w = whittle_ints(condition, seed, Passes::Preset("generic"));
            eprintln!(
                "{} seed {seed}: whittle {} (j2 {}), minimal {}",
                condition.name(),
                w.calls,
                w.calls_j2,
                w.minimal
            );
            ints.push(json!({
                "condition": condition.name(),
                "seed": seed,
                "passes": Passes::Preset("generic").name(),
                "calls": w.calls,
                "calls_j2": w.calls_j2,
                "by_pass": w.passes,
                "minimal": w.minimal,
                "same_at_j2": w.same_at_j2,
            }));
        }
    }
    let out: Value = json!({
        "format": "oracle calls that reached the oracle (cache hits not counted); whittle.<passes> \
                   .calls_j2 counts the speculative runs of -j 2 too; by_pass is whittle's own count \
                   at -j 1",
        "passes": which.iter().map(|p| p.name()).collect::<Vec<_>>(),
        "n": n,
        "seeds": seeds,
        "subset": subset,
        "integers": ints,
    });
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}

fn usage(arg: &str) -> ! {
    eprintln!(
        "search: unexpected {arg:?}; usage: search [--n N] [--seeds K] [--passes lines,generic]"
    );
    std::process::exit(1)
}
