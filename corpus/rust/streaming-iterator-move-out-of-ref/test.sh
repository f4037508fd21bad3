#!/usr/bin/env bash
# Interesting iff rustc's borrow checker still rejects lib.rs with this E0507.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta --error-format=short lib.rs 2>&1 \
  | grep -qF 'error[E0507]: cannot move out of `self.item` as enum variant `Some` which is behind a shared reference'
