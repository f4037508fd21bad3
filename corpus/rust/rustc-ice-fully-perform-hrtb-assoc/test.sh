#!/usr/bin/env bash
# Interesting iff rustc still dies on lib.rs with its internal compiler error
# "error performing operation: fully_perform" (rust-lang/rust issue #102047: a where clause
# (T, U): Trait<V> through higher-ranked associated types, checked in borrowck).
export LC_ALL=C RUST_BACKTRACE=0
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition 2021 --crate-type lib --emit=metadata lib.rs > rustc.log 2>&1
grep -qF 'error: internal compiler error: error performing operation: fully_perform' rustc.log
