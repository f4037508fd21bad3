#!/usr/bin/env bash
# Interesting iff node still dies on crash.js of V8's fatal CHECK in the runtime function
# %OptimizeFunctionOnNextCall (called with a number, not a function; needs --allow-natives-syntax).
export LC_ALL=C
if timeout 10 node --allow-natives-syntax crash.js > out.txt 2>&1; then
  exit 1
fi
grep -qF '# Check failed: v8_flags.fuzzing.' out.txt || exit 1
grep -qF 'v8::internal::Runtime_OptimizeFunctionOnNextCall(' out.txt
