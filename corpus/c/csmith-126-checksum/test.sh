#!/usr/bin/env bash
# Interesting iff prog.c is free of the undefined behaviour that gcc's
# warnings and UBSan/ASan can see, and prints the same checksum at -O0
# (sanitized) and at -O2, and that checksum is still 5555E56F.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
UB="-Werror=uninitialized -Werror=maybe-uninitialized -Werror=return-type"
UB="$UB -Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion"
UB="$UB -Werror=incompatible-pointer-types -Werror=sequence-point -Werror=div-by-zero -Werror=array-bounds"
gcc -O0 -fsanitize=undefined,address -fno-sanitize-recover=all $UB prog.c -o ./san.out >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=0 timeout 10 ./san.out > san.txt 2>/dev/null || exit 1
gcc -O2 $UB prog.c -o ./o2.out >/dev/null 2>&1 || exit 1
timeout 10 ./o2.out > o2.txt 2>/dev/null || exit 1
cmp -s san.txt o2.txt || exit 1
grep -qx 'checksum = 5555E56F' o2.txt
