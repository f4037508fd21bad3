#!/usr/bin/env bash
# Interesting iff gcc still rejects the SQLite amalgamation built with -DSQLITE_OMIT_CTE: the
# parser calls sqlite3CteNew with five arguments, but the stub macro that option defines takes
# four.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only -DSQLITE_OMIT_CTE sqlite3.c 2>&1 |
  grep -q 'error: macro "sqlite3CteNew" passed 5 arguments, but takes just 4'
