//! A stage's rounds: every pass in turn, each sweeping on from where it stopped, until a whole
//! round changes nothing (a fixed point). A pass's sweep goes on in a chain with the sweeps of
//! the passes after it (`search::Chain`), so that the runs of a pass with few candidates left go
//! side by side with the next pass's; the first success in pass order is accepted, as if the
//! passes ran one after another.

use std::time::Instant;

use super::state::PassState;
use super::{Reducer, Stage, WIDE_FROM};
use crate::error::{Error, Result};
use crate::oracle::Tester;
use crate::pass::{Candidates, ParseFilter, Pass, SyntaxUse};
use crate::progress::Verbosity;
use crate::report::PassStats;
use crate::search::{chaos_round, sweep_wide, Chain, Filter, Rng, Source, Sweep, WideEnd};
use crate::syntax::parse_check::ParseCheck;
use crate::syntax::SyntaxTable;

/// Whether the parse check turns away `pass`'s candidates that parse worse, in a stage that is
/// `relaxed` or not.
fn filters(pass: &Pass, relaxed: bool) -> bool {
    match pass.parse_filter {
        ParseFilter::UntilRelaxed => !relaxed,
        ParseFilter::Always => true,
        ParseFilter::Never => false,
    }
}

/// How a chain of sweeps ended.
enum Step {
    /// A pass found a change, accepted: its index.
    Found(usize),
    /// Every pass of the chain swept the best without one: go on at this pass.
    Swept(usize),
    /// A wide sweep (see `search::sweep_wide`) merged changes of the chain's passes, accepted
    /// as one; the passes it swept to their end are done with this round: go on at this pass.
    Merged(usize),
}

impl Reducer<'_> {
    /// Multi-course passes with variable restart, until every pass has swept the current best
    /// without success (a fixed point); a coarse stage (a floor above 0) ends after one round,
    /// each of its passes swept once over the file. The log numbers rounds `stage.round`: every
    /// round of a stage but its last has a success, so the numbers run without gaps. A pass
    /// sweeps from where its last sweep stopped, and its sweep goes on in a chain with the
    /// sweeps of the passes after it (see `search::Chain`): the first success, in pass order, is
    /// the one the passes would find one after another.
    pub(super) fn fixed_point(
        &mut self,
        stage: usize,
        passes: &[&Pass],
        stats: &mut [PassStats],
        rounds: &mut usize,
    ) -> Result<()> {
        // A coarse stage only puts the big changes first: the next stage sweeps every pass
        // again, and the last proves the fixed point. Its rounds after the first mostly
        // confirmed it (a whole sweep of every pass that found something, most tests failing)
        // and held back the next stage's small cuts that unlock big ones.
        let coarse = self.stage.floor > 0;
        // Variable restart cuts rounds short: in the last stages only.
        let mut budget = match self.schedule.restart {
            k if k > 0 && !coarse => k as u64,
            _ => u64::MAX,
        };
        let mut round = 0;
        loop {
            *rounds += 1;
            round += 1;
            let mut round_successes = 0;
            // The pass whose sweep runs, and its successes since it started.
            let mut head: Option<(usize, u64)> = None;
            let mut i = 0;
            while i < passes.len() {
                if !self.due(i, passes[i]) {
                    i += 1;
                    continue;
                }
                if head.is_none_or(|(h, _)| h != i) {
                    self.ended_run(head, stage, round, stats);
                    if self.parsable() {
                        return Ok(());
                    }
                    head = Some((i, 0));
                    self.progress.set_pass(passes[i].name);
                    self.chaos_rounds(i, passes[i], &mut stats[i])?;
                }
                match self.chain_step(i, passes, stats)? {
                    Step::Found(k) => {
                        if k != i {
                            self.ended_run(head, stage, round, stats);
                            head = Some((k, 0));
                            self.progress.set_pass(passes[k].name);
                        }
                        if let Some((_, gained)) = &mut head {
                            *gained += 1;
                        }
                        round_successes += 1;
                        i = k;
                        if round_successes >= budget || self.parsable() || self.stopped.is_some() {
                            break;
                        }
                    }
                    Step::Swept(next) => i = next,
                    Step::Merged(next) => {
                        self.ended_run(Some((i, 1)), stage, round, stats);
                        head = None;
                        round_successes += 1;
                        i = next;
                        if round_successes >= budget || self.parsable() || self.stopped.is_some() {
                            break;
                        }
                    }
                }
            }
            self.ended_run(head, stage, round, stats);
            if self.parsable() || self.stopped.is_some() {
                return Ok(());
            }
            if coarse
                || self
                    .states
                    .iter()
                    .all(|s| s.clean_at == Some(self.generation))
            {
                return Ok(());
            }
            if budget != u64::MAX {
                budget = budget.saturating_sub(2).max(1);
            }
        }
    }

    /// Whether pass `i` has anything to do now: not left out by the stage, and not swept clean
    /// on the current best. A pass the stage leaves out counts as clean.
    fn due(&mut self, i: usize, pass: &Pass) -> bool {
        // The passes that read the parse wait for it, those that stand in for it run only
        // before it. Text passes run in the last stages only (see FLOORS); on a large file the
        // stages above 32 bytes run only the deleting passes (see REWRITES_WAIT). An `early`
        // pass runs in the coarse stages only.
        let Stage {
            text_only,
            floor,
            deletions_only,
            closing,
            ..
        } = self.stage;
        let skip = match pass.syntax {
            SyntaxUse::Needs | SyntaxUse::After if text_only => true,
            SyntaxUse::Instead if !text_only => true,
            _ => (floor > 0 && !pass.coarse) || (deletions_only && !pass.deletes),
        } || (pass.closing && !closing)
            || (pass.early && floor == 0);
        if skip {
            self.states[i].clean_at = Some(self.generation);
        }
        let clean = |s: &PassState| s.clean_at == Some(self.generation);
        // A `last` pass waits (not clean, so the rounds go on) until the others are clean.
        if pass.last && !self.states.iter().all(|s| s.last || clean(s)) {
            return false;
        }
        !clean(&self.states[i])
    }

    /// Logs what a pass's run (its sweep, up to the next pass's success) achieved.
    fn ended_run(
        &self,
        run: Option<(usize, u64)>,
        stage: usize,
        round: usize,
        stats: &[PassStats],
    ) {
        if let Some((i, _)) = run.filter(|&(_, gained)| gained > 0) {
            self.progress.log(
                Verbosity::Normal,
                &format!(
                    "round {stage}.{round}, {}: {} bytes ({} oracle calls so far)",
                    stats[i].name,
                    self.best.len(),
                    self.progress.calls()
                ),
            );
        }
    }

    /// Chaos mode on pass `i` while it pays (a round removes more than 1 %).
    fn chaos_rounds(&mut self, i: usize, pass: &Pass, stats: &mut PassStats) -> Result<()> {
        let started = Instant::now();
        let calls_before = self.tester.stats.calls;
        let result = (|| -> Result<()> {
            while self.states[i].chaos && self.stopped.is_none() {
                let before = self.best.len();
                let gained = self.chaos(i, pass, stats)?;
                if !gained || (before - self.best.len()) * 100 <= before {
                    self.states[i].chaos = false;
                }
            }
            Ok(())
        })();
        stats.calls += self.tester.stats.calls - calls_before;
        stats.time += started.elapsed();
        result
    }

    /// Sweeps pass `i` from where it stands, in a chain with the passes after it that are due
    /// (up to one still in chaos mode; none in the text-only stage, whose end is decided between
    /// passes), and accepts the first success. The passes swept without one before it are done
    /// with the current best.
    fn chain_step(&mut self, i: usize, passes: &[&Pass], stats: &mut [PassStats]) -> Result<Step> {
        let started = Instant::now();
        let mut members = vec![i];
        if !self.stage.text_only {
            for (j, pass) in passes.iter().enumerate().skip(i + 1) {
                if self.states[j].chaos {
                    break;
                }
                if self.due(j, pass) {
                    members.push(j);
                }
            }
        }
        // After a chain swept without success, the round goes on after its last member: the
        // passes after it were not due, unless the chain stopped at one in chaos mode or was
        // the text-only stage's lone pass.
        let next = match members.last() {
            Some(&last)
                if last + 1 < passes.len()
                    && (self.stage.text_only || self.states[last + 1].chaos) =>
            {
                last + 1
            }
            _ => passes.len(),
        };
        let seeds: Vec<u64> = members.iter().map(|&j| self.seed(j)).collect();
        let (order, floor, relaxed) = (self.schedule.order, self.stage.floor, self.relaxed());
        let generation = self.generation;
        // The table, once, when the chain reaches a member that reads it (a 1 MB file's parse
        // and table take about 100 MB, which a chain that ends in the passes before need not).
        let check_tree = self.parse_check.as_ref().map(|c| c.tree().clone());
        let mut syntax = self.syntax.as_mut();
        let mut table: Option<&SyntaxTable> = None;
        let best = &self.best[..];
        let states = &mut self.states;
        let has_check = self.parse_check.is_some();
        let mut chain = Chain {
            best,
            filter: Filter {
                check: self.parse_check.as_mut(),
                skipped: 0,
            },
            sources: Vec::new(),
            batch: self.schedule.batch,
        };
        let mut built = 0;
        let mut more = || {
            let (&j, &seed) = (members.get(built)?, &seeds[built]);
            built += 1;
            let pass = passes[j];
            let state = &mut states[j];
            if state.resume.is_none() {
                state.sweep_from = generation;
            }
            let filtering = has_check && filters(pass, relaxed);
            if pass.syntax.reads_table() && table.is_none() {
                table = syntax.take().map(|s| s.table(best, check_tree.as_ref()));
            }
            let syntax = table.filter(|_| pass.syntax.reads_table());
            Some(Source::new(
                pass.candidates(best, syntax),
                Sweep {
                    order,
                    seed,
                    resume: state.resume,
                    floor: if pass.early { 0 } else { floor },
                    filtering,
                    grow: pass.grow,
                },
            ))
        };
        if self.schedule.wide && self.tester.jobs() >= WIDE_FROM && chain.batch <= 1 {
            let (progress, on_improve, stop_below) =
                (self.progress, &mut *self.on_improve, self.stop_below);
            let mut on_best = |bytes: &[u8]| {
                progress.set_size(bytes.len());
                on_improve(bytes)
            };
            // The runs the last wide sweep left in flight, if the best is still the one it
            // made.
            let carried = match self.carry.take() {
                Some((g, carry)) if g == generation => Some(carry),
                Some((_, carry)) => {
                    carry.drop_runs(self.tester);
                    None
                }
                None => None,
            };
            let end = sweep_wide(
                best,
                &mut chain.sources,
                &mut chain.filter,
                &mut more,
                self.tester,
                carried,
                &mut on_best,
                &|len| stop_below.is_some_and(|n| len < n),
            );
            for (m, source) in chain.sources.iter().enumerate() {
                stats[members[m]].calls += source.calls;
                stats[members[m]].skipped += source.skipped;
            }
            drop(chain);
            stats[i].time += started.elapsed();
            return self.wide_end(end?, &members, next, stats);
        }
        let found = chain.first(&mut more, self.tester);
        for (m, source) in chain.sources.iter().enumerate() {
            stats[members[m]].calls += source.calls;
            stats[members[m]].skipped += source.skipped;
        }
        let swept = match &found {
            Ok(Some((m, _))) => *m,
            _ => chain.sources.len(),
        };
        drop(chain);
        stats[i].time += started.elapsed();
        // The members before the winner (all of them, without one) swept to the end.
        for &j in &members[..swept] {
            let state = &mut self.states[j];
            if state.sweep_from == self.generation {
                state.clean_at = Some(self.generation);
            }
            state.resume = None;
        }
        let Some((m, found)) = found? else {
            return Ok(Step::Swept(next));
        };
        let k = members[m];
        self.accept(found.bytes, &found.edits, &mut stats[k])?;
        self.states[k].resume = Some(found.at);
        Ok(Step::Found(k))
    }

    /// Accepts what a wide sweep of the chain `members` found, as one change; the members it
    /// swept to their end without a change are clean.
    fn wide_end(
        &mut self,
        end: WideEnd,
        members: &[usize],
        next: usize,
        stats: &mut [PassStats],
    ) -> Result<Step> {
        for &j in &members[..end.swept.min(members.len())] {
            let state = &mut self.states[j];
            if end.best.is_none() && state.sweep_from == self.generation {
                state.clean_at = Some(self.generation);
            }
            state.resume = None;
        }
        let next = members.get(end.swept).copied().unwrap_or(next);
        let carry = end.carry;
        let Some((edits, bytes)) = end.best else {
            if end.interrupted {
                return Err(Error::Interrupted);
            }
            return Ok(Step::Swept(next));
        };
        // One change for the log, named after the first member that found one; each member
        // counts the changes it found and the bytes they saved when they were merged.
        let first = end.found.iter().position(|f| f.0 > 0).unwrap_or(0);
        let mut merged = PassStats {
            name: stats[members[first]].name.clone(),
            ..Default::default()
        };
        self.accept(bytes, &edits, &mut merged)?;
        for (m, &(n, saved)) in end.found.iter().enumerate() {
            stats[members[m]].successes += n;
            stats[members[m]].bytes_removed += saved;
        }
        self.carry = carry.map(|c| (self.generation, c));
        if end.interrupted {
            return Err(Error::Interrupted);
        }
        Ok(Step::Merged(next))
    }

    /// Splits the reducer into what a search reads (the best, its table when the pass reads
    /// one) and what it uses (the tester, the parse filter), so candidates can be made lazily
    /// while tests run.
    fn parts(&mut self, pass: &Pass) -> (&[u8], Option<&SyntaxTable>, &mut Tester, Filter<'_>) {
        let filtering = filters(pass, self.relaxed());
        let check_tree = self.parse_check.as_ref().map(ParseCheck::tree);
        let syntax = match (&mut self.syntax, pass.syntax) {
            (Some(s), use_) if use_.reads_table() => Some(s.table(&self.best, check_tree)),
            _ => None,
        };
        let check = self.parse_check.as_mut().filter(|_| filtering);
        (
            &self.best,
            syntax,
            self.tester,
            Filter { check, skipped: 0 },
        )
    }

    /// A seed for one use of randomness, from the run's seed, the pass and the best's version:
    /// the same for any number of jobs.
    fn seed(&self, i: usize) -> u64 {
        let mut rng = Rng::new(self.schedule.seed ^ (i as u64).wrapping_mul(0x9E37_79B9));
        rng.next_u64() ^ self.generation
    }

    /// One round of chaos mode on a cut pass (see `search::chaos`). Returns whether anything
    /// was removed.
    fn chaos(&mut self, i: usize, pass: &Pass, stats: &mut PassStats) -> Result<bool> {
        let mut rng = Rng::new(self.seed(i) ^ 0xC4A0_5EED);
        let (best, syntax, tester, mut filter) = self.parts(pass);
        let Candidates::Cuts(plan) = pass.candidates(best, syntax) else {
            return Ok(false);
        };
        let found = chaos_round(best, plan.as_ref(), tester, &mut filter, &mut rng);
        stats.skipped += filter.skipped;
        drop(plan);
        let Some((bytes, edits)) = found? else {
            return Ok(false);
        };
        self.accept(bytes, &edits, stats)?;
        Ok(true)
    }
}
