#!/usr/bin/env bash
# Interesting iff lib.rs compiles as a test harness and its unit test
# tests::test_bit_vec_grow still panics with an index one past the end.
export LC_ALL=C RUST_BACKTRACE=0
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
rustc --edition=2021 --test -C debuginfo=0 --cfg 'feature="std"' -o ./tests.out lib.rs >/dev/null 2>&1 || exit 1
if timeout 10 ./tests.out --exact tests::test_bit_vec_grow --test-threads=1 > out.txt 2>&1; then
  exit 1
fi
grep -qF "thread 'tests::test_bit_vec_grow' " out.txt || exit 1
grep -qx 'index out of bounds: the len is 1 but the index is 1' out.txt
