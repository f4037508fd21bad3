#!/usr/bin/env bash
# Interesting iff lib.rs compiles as a test harness and its unit test
# tests::damerau_levenshtein_unrestricted_edit still fails with
# expected 3 (left) but computed 2 (right).
export LC_ALL=C RUST_BACKTRACE=0
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2021 --test -C debuginfo=0 -o ./tests.out lib.rs >/dev/null 2>&1 || exit 1
if timeout 10 ./tests.out --exact tests::damerau_levenshtein_unrestricted_edit --test-threads=1 > out.txt 2>&1; then
  exit 1
fi
grep -qF "thread 'tests::damerau_levenshtein_unrestricted_edit'" out.txt || exit 1
grep -qx 'assertion `left == right` failed' out.txt || exit 1
grep -qx '  left: 3' out.txt || exit 1
grep -qx ' right: 2' out.txt
