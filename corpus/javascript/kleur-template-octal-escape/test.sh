#!/usr/bin/env bash
# Interesting iff node still rejects index.js for an octal escape (`\033` for ESC) inside a
# template literal, which no mode of JavaScript allows there: SyntaxError: Octal escape sequences
# are not allowed in template strings.
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }
if timeout 10 node index.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qx 'SyntaxError: Octal escape sequences are not allowed in template strings.' err.txt
