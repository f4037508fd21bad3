#!/usr/bin/env bash
# Interesting iff vertexcodec.ii is free of the undefined behaviour that g++'s warnings and
# UBSan/ASan can see, and prints the same line at -O0 (sanitized) and at -O2, and that line is
# still the one the original prints.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
UB="-Werror=uninitialized -Werror=maybe-uninitialized -Werror=return-type"
UB="$UB -Werror=sequence-point -Werror=div-by-zero -Werror=array-bounds"
g++ -O0 -fsanitize=undefined,address -fno-sanitize-recover=all $UB vertexcodec.ii -o ./san.out >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 10 ./san.out > san.txt 2>/dev/null || exit 1
g++ -O2 $UB vertexcodec.ii -o ./o2.out >/dev/null 2>&1 || exit 1
timeout 10 ./o2.out > o2.txt 2>/dev/null || exit 1
cmp -s san.txt o2.txt || exit 1
grep -qx 'encoded 53113 bytes, checksum 0C4EDACE, decode 0' o2.txt
