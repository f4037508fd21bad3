#!/usr/bin/env bash
# Interesting iff running index.js under node still dies with: TypeError: Buffer.frm is not a function.
export LC_ALL=C
if timeout 10 node index.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qxF 'TypeError: Buffer.frm is not a function' err.txt
