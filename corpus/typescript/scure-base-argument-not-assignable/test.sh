#!/usr/bin/env bash
# Interesting iff tsc still rejects index.ts with this TS2345.
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }  # tsc runs on node
export TMPDIR="$PWD"
# tsc: the pinned install (npm install --prefix /opt/whittle-tools typescript@7.0.2), else tsc on PATH.
tsc=/opt/whittle-tools/node_modules/.bin/tsc
[ -x "$tsc" ] || tsc=$(command -v tsc) || { echo "test.sh: tsc not found" >&2; exit 2; }
"$tsc" --pretty false --strict --target es2022 --lib esnext --noEmit index.ts 2>&1 \
  | grep -qF "error TS2345: Argument of type 'number[]' is not assignable to parameter of type 'string'."
