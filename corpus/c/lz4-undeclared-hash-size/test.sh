#!/usr/bin/env bash
# Interesting iff gcc rejects lz4.c, and its only errors are that LZ4_HASH_SIZE_U32 is
# undeclared inside a function (it sits in a for loop's condition).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only -fno-diagnostics-show-caret lz4.c > gcc.log 2>&1
pat="error: 'LZ4_HASH_SIZE_U32' undeclared (first use in this function)"
grep -qF "$pat" gcc.log && ! grep -F "error:" gcc.log | grep -qvF "$pat"
