#!/usr/bin/env bash
# Interesting iff tsc compiles index.ts cleanly (strict) to index.js and node index.js dies
# with this TypeError (unsubscribing the first target of a signal).
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }
export TMPDIR="$PWD"
# tsc: the pinned install (npm install --prefix /opt/whittle-tools typescript@7.0.2), else tsc on PATH.
tsc=/opt/whittle-tools/node_modules/.bin/tsc
[ -x "$tsc" ] || tsc=$(command -v tsc) || { echo "test.sh: tsc not found" >&2; exit 2; }
"$tsc" --pretty false --strict --target es2022 --lib esnext --module commonjs index.ts \
  > tsc.txt 2>&1 || exit 1
if timeout 10 node index.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qxF "TypeError: Cannot set properties of undefined (setting '_nextTarget')" err.txt
