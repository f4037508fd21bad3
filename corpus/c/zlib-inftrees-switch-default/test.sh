#!/usr/bin/env bash
# Interesting iff gcc accepts inftrees.c as it is, but rejects it once
# -Wswitch-default is an error (a switch without a default label remains).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
gcc -fsyntax-only inftrees.c >/dev/null 2>&1 || exit 1
if gcc -fsyntax-only -Wall -Wextra -Wswitch-default -Werror inftrees.c > gcc.log 2>&1; then
  exit 1
fi
grep -qF "error: switch missing default case [-Werror=switch-default]" gcc.log
