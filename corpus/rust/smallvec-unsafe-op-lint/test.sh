#!/usr/bin/env bash
# Interesting iff rustc (edition 2024) accepts lib.rs, but rejects it under
# -D warnings because of the unsafe_op_in_unsafe_fn lint on a call to
# alloc::alloc::dealloc outside an unsafe block.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
R="rustc --edition=2024 --crate-type=lib --emit=metadata -o ./lib.rmeta"
$R lib.rs >/dev/null 2>&1 || exit 1
if $R -D warnings lib.rs > /dev/null 2> err.txt; then
  exit 1
fi
grep -qF 'error[E0133]: call to unsafe function `alloc::alloc::dealloc` is unsafe and requires unsafe block' err.txt || exit 1
grep -qF '`-D unsafe-op-in-unsafe-fn` implied by `-D warnings`' err.txt
