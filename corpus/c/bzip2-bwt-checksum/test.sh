#!/usr/bin/env bash
# Interesting iff blocksort.c is free of the undefined behaviour that gcc's
# warnings and UBSan/ASan can see, and prints the same output at -O0
# (sanitized) and at -O2, and that output still has the summary line below.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
UB="-Werror=uninitialized -Werror=maybe-uninitialized -Werror=return-type"
UB="$UB -Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion"
UB="$UB -Werror=incompatible-pointer-types -Werror=sequence-point -Werror=div-by-zero -Werror=array-bounds"
gcc -O0 -fsanitize=undefined,address -fno-sanitize-recover=all $UB blocksort.c -o ./san.out >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 10 ./san.out > san.txt 2>/dev/null || exit 1
gcc -O2 $UB blocksort.c -o ./o2.out >/dev/null 2>&1 || exit 1
timeout 10 ./o2.out > o2.txt 2>/dev/null || exit 1
cmp -s san.txt o2.txt || exit 1
grep -qx 'bwt of 94994 bytes: 320471 huffman bits, crc 966DF20A' o2.txt
