#!/usr/bin/env bash
# Interesting iff rustc, compiling slice.rs alone, still reports error[E0282]: type annotations
# needed for `&_`, and rustfmt can still parse the file.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustfmt --edition 2021 --emit stdout slice.rs >/dev/null 2>&1 || exit 1
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta slice.rs 2>&1 \
  | grep -qF 'error[E0282]: type annotations needed for `&_`'
