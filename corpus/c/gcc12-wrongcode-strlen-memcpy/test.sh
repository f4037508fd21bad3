#!/bin/bash
# Interesting iff gcc 12 miscompiles wrongcode.c at -O2 (PR tree-optimization/110914): the -O0
# and -O2 builds print different output, and the program has no undefined behaviour, as a
# C-Reduce user checks a wrong-code reduction: no gcc or clang warning that signals it, and a
# clean run of an AddressSanitizer + UBSan build.
export LC_ALL=C
export TMPDIR="$PWD"
gcc -O0 wrongcode.c -o o0 >/dev/null 2>&1 || exit 1
gcc -O2 wrongcode.c -o o2 >/dev/null 2>&1 || exit 1
o0=$(timeout 5 ./o0) || exit 1
o2=$(timeout 5 ./o2) || exit 1
[ "$o0" != "$o2" ] || exit 1
ub='uninitialized|conflicting types|too (few|many) arguments|control reaches end|return a value|without a cast|incompatible|implicit declaration|type defaults|type specifier missing|comparison between pointer|ordered comparison|format .%|division by zero|array subscript|array index|past the end|overflow|unsequenced|sequence point|address of (local|stack)|shift (count|exponent)'
gcc -c -O1 -Wall -Wextra wrongcode.c -o w.o 2>gcc.warn || exit 1
! grep -qE "$ub" gcc.warn || exit 1
clang -c -O1 -Wall -Wextra wrongcode.c -o c.o 2>clang.warn || exit 1
! grep -qE "$ub" clang.warn || exit 1
gcc -g -fsanitize=address,undefined -fno-sanitize-recover=all wrongcode.c -o san >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 5 ./san >/dev/null 2>san.err || exit 1
! grep -qE 'runtime error|Sanitizer' san.err
