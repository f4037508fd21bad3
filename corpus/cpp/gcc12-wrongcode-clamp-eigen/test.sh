#!/usr/bin/env bash
# Interesting iff g++ 12 miscompiles fit.ii at -O1 (PR tree-optimization/111331: a clamp whose
# lower bound is above its upper bound, folded into a wrong MIN/MAX): an -O0 build and an -O1
# build print different output, and the program has no undefined behaviour as far as a C-Reduce
# user checks it with g++ alone (the file is preprocessed by g++, and only g++ reads it): the -O0
# build is instrumented with AddressSanitizer and UBSan and must run clean, and the -O1 build must
# compile without a g++ warning that signals undefined behaviour.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -O1 -Wall -Wextra fit.ii -o o1 2>o1.warn || exit 1
ub='uninitialized|too (few|many) arguments|control reaches end|return a value|no return statement|without a cast|incompatible|implicit declaration|comparison between pointer|ordered comparison|format .%|division by zero|array subscript|array index|past the end|overflow|sequence point|unsequenced|address of (local|stack)|returns a reference to a local|shift (count|exponent)|out of bounds|invalid pointer|dangling|-Wrestrict|-Wnonnull'
! grep -qE "$ub" o1.warn || exit 1
g++ -O0 -fsanitize=address,undefined -fno-sanitize-recover=all fit.ii -o o0 >/dev/null 2>&1 || exit 1
o0=$(ASAN_OPTIONS=detect_leaks=0 timeout 10 ./o0 2>o0.err) || exit 1
! grep -qE 'runtime error|Sanitizer' o0.err || exit 1
o1=$(timeout 10 ./o1 2>/dev/null) || exit 1
[ "$o0" != "$o1" ]
