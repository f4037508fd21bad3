#!/usr/bin/env bash
# Interesting iff gcc still rejects crc32.c because multmodp is called with too few arguments.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only crc32.c 2>&1 | grep -qF "error: too few arguments to function 'multmodp'"
