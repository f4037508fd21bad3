#!/usr/bin/env bash
# Interesting iff rustc still rejects lib.rs with this E0308.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2015 --crate-type=lib --emit=metadata -o ./lib.rmeta --error-format=short lib.rs 2>&1 \
  | grep -qF 'error[E0308]: mismatched types: expected `FnvHasher`, found `u64`'
