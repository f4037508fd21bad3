#!/usr/bin/env bash
# Interesting iff gcc still rejects lvm.c with the injected type error.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only lvm.c 2>&1 \
  | grep -qF "error: incompatible types when assigning to type 'lua_Integer' {aka 'long long int'} from type 'Table'"
