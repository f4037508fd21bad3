#!/usr/bin/env bash
# Interesting iff prog.c, built with AddressSanitizer and run, still dies of a
# 4-byte global-buffer-overflow write in func_2.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -O0 -fsanitize=address prog.c -o ./asan.out >/dev/null 2>&1 || exit 1
if ASAN_OPTIONS=detect_leaks=0 timeout 10 ./asan.out > out.txt 2> err.txt; then
  exit 1
fi
grep -qF "ERROR: AddressSanitizer: global-buffer-overflow" err.txt || exit 1
grep -qF "WRITE of size 4 " err.txt || exit 1
grep -qE "^SUMMARY: AddressSanitizer: global-buffer-overflow .* in func_2$" err.txt
