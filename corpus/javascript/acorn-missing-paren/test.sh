#!/usr/bin/env bash
# Interesting iff node's syntax check still rejects acorn.js with this SyntaxError.
export LC_ALL=C
if timeout 10 node --check acorn.js > /dev/null 2> err.txt; then
  exit 1
fi
grep -qx 'SyntaxError: missing ) after argument list' err.txt
