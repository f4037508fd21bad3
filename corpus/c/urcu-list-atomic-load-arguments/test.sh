#!/usr/bin/env bash
# Interesting iff gcc rejects cds_list_for_each_entry_rcu.c, and its only errors are that the
# builtin __atomic_load gets the wrong number of arguments (the call sits in GNU statement
# expressions inside a for loop's header).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only -fno-diagnostics-show-caret cds_list_for_each_entry_rcu.c > gcc.log 2>&1
pat="error: incorrect number of arguments to function '__atomic_load'"
grep -qF "$pat" gcc.log && ! grep -F "error:" gcc.log | grep -qvF "$pat"
