#!/usr/bin/env bash
# Interesting iff rustc, compiling tool.rs alone, still reports error[E0277]: the size for values
# of type `[u8]` cannot be known at compilation time, and rustfmt can still parse the file.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustfmt --edition 2021 --emit stdout tool.rs >/dev/null 2>&1 || exit 1
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta tool.rs 2>&1 \
  | grep -qF 'error[E0277]: the size for values of type `[u8]` cannot be known at compilation time'
