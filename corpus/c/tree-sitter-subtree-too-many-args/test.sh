#!/usr/bin/env bash
# Interesting iff gcc rejects subtree.c, and its only errors are that ts_subtree_child_count is
# called with too many arguments (the call sits in a for loop's header).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only -fno-diagnostics-show-caret subtree.c > gcc.log 2>&1
pat="error: too many arguments to function 'ts_subtree_child_count'"
grep -qF "$pat" gcc.log && ! grep -F "error:" gcc.log | grep -qvF "$pat"
