#!/usr/bin/env bash
# Interesting iff rustc's borrow checker still rejects lib.rs with this lifetime error.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2021 --crate-type=lib --emit=metadata -o ./lib.rmeta --error-format=short lib.rs 2>&1 \
  | grep -qF "error: lifetime may not live long enough: assignment requires that \`'1\` must outlive \`'2\`"
