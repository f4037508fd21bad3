#!/usr/bin/env bash
# Interesting iff rustc's borrow checker still rejects lib.rs with this E0382.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta --error-format=short lib.rs 2>&1 \
  | grep -qF 'error[E0382]: use of moved value: `f`'
