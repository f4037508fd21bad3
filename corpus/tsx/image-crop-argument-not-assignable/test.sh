#!/usr/bin/env bash
# Interesting iff tsc, checking ReactCrop.tsx against @types/react, still rejects it with this TS2345.
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }  # tsc runs on node
export TMPDIR="$PWD"
# tsc and @types/react: the pinned install (npm install --prefix /opt/whittle-tools typescript@7.0.2
# @types/react@19.3.3), else tsc on PATH with @types/react installed beside it.
tsc=/opt/whittle-tools/node_modules/.bin/tsc
[ -x "$tsc" ] || tsc=$(command -v tsc) || { echo "test.sh: tsc not found" >&2; exit 2; }
modules=$(dirname "$(dirname "$(dirname "$(readlink -f "$tsc")")")")  # the node_modules holding typescript
[ -f "$modules/@types/react/index.d.ts" ] || { echo "test.sh: @types/react not found in $modules" >&2; exit 2; }
ln -sfn "$modules" node_modules  # tsc resolves 'react' to @types/react through ./node_modules
timeout 60 "$tsc" --pretty false --strict --target es2022 --lib esnext,dom --skipLibCheck \
  --jsx react --noEmit ReactCrop.tsx 2>&1 \
  | grep -qF "error TS2345: Argument of type '\"ws\"' is not assignable to parameter of type 'Ords'."
