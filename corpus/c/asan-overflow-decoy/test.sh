#!/usr/bin/env bash
# Interesting iff enough.c, built with AddressSanitizer and run as `enough 30 6`, still dies of
# a heap-buffer-overflow.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -g -fsanitize=address enough.c -o ./enough >/dev/null 2>&1 || exit 1
if timeout 10 ./enough 30 6 > out.txt 2> err.txt; then
  exit 1
fi
grep -q 'heap-buffer-overflow' err.txt
