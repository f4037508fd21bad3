#!/usr/bin/env bash
# Interesting iff tsc --strict accepts utils.ts, but --noUncheckedIndexedAccess rejects it
# with this TS18048.
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }  # tsc runs on node
export TMPDIR="$PWD"
# tsc: the pinned install (npm install --prefix /opt/whittle-tools typescript@7.0.2), else tsc on PATH.
tsc=/opt/whittle-tools/node_modules/.bin/tsc
[ -x "$tsc" ] || tsc=$(command -v tsc) || { echo "test.sh: tsc not found" >&2; exit 2; }
"$tsc" --pretty false --strict --target es2022 --lib esnext --noEmit utils.ts > /dev/null 2>&1 || exit 1
"$tsc" --pretty false --strict --target es2022 --lib esnext --noEmit --noUncheckedIndexedAccess \
  utils.ts 2>&1 | grep -qF "error TS18048: 'a' is possibly 'undefined'."
