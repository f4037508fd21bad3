#!/usr/bin/env bash
# Interesting iff parsing the deeply nested expression still overflows the
# stack inside esprima's group-expression parsing (a typical fuzzer finding).
export LC_ALL=C
if timeout 10 node --stack-trace-limit=50 esprima.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qx 'RangeError: Maximum call stack size exceeded' err.txt || exit 1
grep -qF 'at Parser.parseGroupExpression (' err.txt
