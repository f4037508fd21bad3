//! Reduction steps as nondeterministic choices. A pass says what it could do as a sequence of
//! choices (`Chooser::choose`: which place, then which alternative there); the scheduler, not
//! the pass, decides in which order the possibilities are tried. The tree of choices is built
//! lazily as steps walk it; a finished step marks its leaf dead, and a node whose children are
//! all dead dies too, so the scheduler knows when a pass has tried everything (the root died).

use std::collections::{HashMap, HashSet};

/// In which order the possibilities are tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// The first live possibility first, in the order the pass lists them: every pass lists
    /// its places from the end of the text toward its start (`--order end`).
    FromEnd,
    /// Uniformly at random among the live ones, from a seeded generator: the same seed gives
    /// the same order (`--order random`).
    Random,
}

/// A small, fast, seedable generator (SplitMix64): enough for choosing, and reproducible.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

const ROOT: u32 = 0;

struct Node {
    /// How many possibilities this choice has.
    n: usize,
    /// Explored or excluded possibilities.
    dead: HashSet<usize>,
    /// In listed order, every possibility before this one is dead.
    cursor: usize,
    /// The choice nodes below each possibility, once a step got there.
    children: HashMap<usize, u32>,
    /// The node and possibility this node hangs from (none for the root).
    parent: Option<(u32, usize)>,
}

impl Node {
    fn new(n: usize, parent: Option<(u32, usize)>) -> Node {
        Node {
            n,
            dead: HashSet::new(),
            cursor: 0,
            children: HashMap::new(),
            parent,
        }
    }

    fn live(&self) -> usize {
        self.n - self.dead.len()
    }
}

/// The choices of one pass on one test case.
pub struct ChoiceTree {
    /// Index 0 is the root, created by the first step.
    nodes: Vec<Node>,
    order: Order,
    rng: Rng,
    /// Everything has been tried.
    exhausted: bool,
}

impl ChoiceTree {
    pub fn new(order: Order, seed: u64) -> ChoiceTree {
        ChoiceTree {
            nodes: Vec::new(),
            order,
            rng: Rng::new(seed),
            exhausted: false,
        }
    }

    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Runs one step of a pass. Returns `None` once every possibility has been tried, else what
    /// the step returned (`Some(None)`: this path gave nothing to test). The path taken is dead
    /// afterwards, whatever the step returned.
    pub fn step<R>(&mut self, step: impl FnOnce(&mut Chooser) -> Option<R>) -> Option<Option<R>> {
        if self.exhausted {
            return None;
        }
        let mut chooser = Chooser {
            tree: self,
            at: None,
            died: false,
        };
        let result = step(&mut chooser);
        let (at, died) = (chooser.at, chooser.died);
        if !died {
            match at {
                Some((node, i)) => self.kill(node, i),
                // A step that makes no choice has only one possibility.
                None => self.exhausted = true,
            }
        }
        Some(result)
    }

    /// Marks possibility `i` of `node` dead, and its ancestors whose possibilities are all dead.
    fn kill(&mut self, mut node: u32, mut i: usize) {
        loop {
            let n = &mut self.nodes[node as usize];
            n.dead.insert(i);
            if n.live() > 0 {
                return;
            }
            match n.parent {
                Some((p, j)) => (node, i) = (p, j),
                None => {
                    self.exhausted = true;
                    return;
                }
            }
        }
    }

    /// A live possibility of `node` that satisfies `ok`; the ones found not to are killed.
    fn pick(&mut self, node: u32, ok: &dyn Fn(usize) -> bool) -> Option<usize> {
        loop {
            let n = &mut self.nodes[node as usize];
            if n.live() == 0 {
                return None;
            }
            let i = match self.order {
                Order::FromEnd => {
                    while n.dead.contains(&n.cursor) {
                        n.cursor += 1;
                    }
                    n.cursor
                }
                Order::Random => {
                    // Rejection sampling while most are live; a scan of the live ones after.
                    if n.dead.len() * 2 <= n.n {
                        loop {
                            let i = self.rng.below(n.n);
                            if !n.dead.contains(&i) {
                                break i;
                            }
                        }
                    } else {
                        let live: Vec<usize> = (0..n.n).filter(|i| !n.dead.contains(i)).collect();
                        live[self.rng.below(live.len())]
                    }
                }
            };
            if ok(i) {
                return Some(i);
            }
            // Not a possibility after all: dead without a step (its parent stays alive while
            // this node has live possibilities left, so no propagation is needed yet).
            let n = &mut self.nodes[node as usize];
            n.dead.insert(i);
        }
    }
}

/// What a pass step chooses through.
pub struct Chooser<'t> {
    tree: &'t mut ChoiceTree,
    /// The last choice made: its node and possibility.
    at: Option<(u32, usize)>,
    /// The step hit a choice with no live possibility; that node is already dead.
    died: bool,
}

impl Chooser<'_> {
    /// Chooses one of `0..n` for which `ok` holds. `None` when there is none left (the step
    /// must then give up, usually with `?`).
    pub fn choose(&mut self, n: usize, ok: impl Fn(usize) -> bool) -> Option<usize> {
        if self.died {
            return None;
        }
        let tree = &mut *self.tree;
        let node = match self.at {
            None => {
                if tree.nodes.is_empty() {
                    tree.nodes.push(Node::new(n, None));
                }
                ROOT
            }
            Some((parent, i)) => {
                let next = tree.nodes.len() as u32;
                let id = *tree.nodes[parent as usize]
                    .children
                    .entry(i)
                    .or_insert(next);
                if id == next {
                    tree.nodes.push(Node::new(n, Some((parent, i))));
                }
                id
            }
        };
        debug_assert_eq!(tree.nodes[node as usize].n, n, "a choice changed its size");
        match tree.pick(node, &ok) {
            Some(i) => {
                self.at = Some((node, i));
                Some(i)
            }
            None => {
                self.died = true;
                match tree.nodes[node as usize].parent {
                    Some((p, j)) => tree.kill(p, j),
                    None => tree.exhausted = true,
                }
                None
            }
        }
    }

    /// Chooses one of `values` for which `ok` holds.
    pub fn choose_from<'v, T>(
        &mut self,
        values: &'v [T],
        ok: impl Fn(&T) -> bool,
    ) -> Option<&'v T> {
        self.choose(values.len(), |i| ok(&values[i]))
            .map(|i| &values[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// All (i, j) with j < i < 4, as a two-level pass.
    fn pairs(tree: &mut ChoiceTree) -> Vec<(usize, usize)> {
        let mut seen = Vec::new();
        while let Some(r) = tree.step(|ch| {
            let i = ch.choose(4, |_| true)?;
            let j = ch.choose(i.max(1), |j| j < i)?;
            Some((i, j))
        }) {
            seen.extend(r);
        }
        seen
    }

    #[test]
    fn listed_order_walks_every_path_once_in_order() {
        let mut tree = ChoiceTree::new(Order::FromEnd, 0);
        assert_eq!(
            pairs(&mut tree),
            [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]
        );
        assert!(tree.exhausted());
    }

    #[test]
    fn random_order_walks_every_path_once_and_repeats_with_its_seed() {
        let mut a = pairs(&mut ChoiceTree::new(Order::Random, 7));
        let b = pairs(&mut ChoiceTree::new(Order::Random, 7));
        assert_eq!(a, b);
        let c = pairs(&mut ChoiceTree::new(Order::Random, 8));
        assert_ne!(a, c, "another seed, another order (for these seeds)");
        a.sort();
        assert_eq!(a, [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]);
    }

    #[test]
    fn a_step_without_choices_runs_once() {
        let mut tree = ChoiceTree::new(Order::FromEnd, 0);
        assert_eq!(tree.step(|_| Some(1)), Some(Some(1)));
        assert_eq!(tree.step(|_| Some(1)), None);
    }

    #[test]
    fn nothing_to_choose_exhausts_at_once() {
        let mut tree = ChoiceTree::new(Order::Random, 0);
        assert_eq!(tree.step(|ch| ch.choose(0, |_| true)), Some(None));
        assert!(tree.exhausted());
        let mut tree = ChoiceTree::new(Order::FromEnd, 0);
        assert_eq!(tree.step(|ch| ch.choose(5, |i| i > 9)), Some(None));
        assert!(tree.exhausted());
    }
}
