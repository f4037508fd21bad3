#!/usr/bin/env bash
# Interesting iff running minimist.js under node still dies with a TypeError calling `.tset`.
export LC_ALL=C
if timeout 10 node minimist.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qE '^TypeError: .*\.tset is not a function$' err.txt
