#!/usr/bin/env bash
# Interesting iff running moment.js under node still dies with the TypeError below.
export LC_ALL=C
if timeout 10 node moment.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qx 'TypeError: format.match is not a function' err.txt
