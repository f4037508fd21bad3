#!/usr/bin/env bash
# Interesting iff tsc compiles index.tsx cleanly (strict) to index.js and node index.js dies
# with this TypeError (recording a change while the editor's undo history is empty).
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }
export TMPDIR="$PWD"
# tsc: the pinned install (npm install --prefix /opt/whittle-tools typescript@7.0.2 @types/react@19.3.3;
# this case needs no @types/react, its React is a stand-in in the file), else tsc on PATH.
tsc=/opt/whittle-tools/node_modules/.bin/tsc
[ -x "$tsc" ] || tsc=$(command -v tsc) || { echo "test.sh: tsc not found" >&2; exit 2; }
timeout 60 "$tsc" --pretty false --strict --target es2022 --lib esnext,dom --skipLibCheck \
  --jsx react --module commonjs --outDir . index.tsx > tsc.txt 2>&1 || exit 1
if timeout 10 node index.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qxF "TypeError: Cannot read properties of undefined (reading 'timestamp')" err.txt
