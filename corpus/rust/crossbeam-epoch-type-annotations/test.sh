#!/usr/bin/env bash
# Interesting iff rustc, compiling crossbeam-epoch's atomic.rs alone, still cannot infer a type
# for a Pointable bound (error[E0283]: type annotations needed ... cannot satisfy `_: Pointable`),
# and rustfmt can still parse the file.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustfmt --edition 2021 --emit stdout atomic.rs >/dev/null 2>&1 || exit 1
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta atomic.rs 2>&1 \
  | grep -qF 'cannot satisfy `_: Pointable`'
