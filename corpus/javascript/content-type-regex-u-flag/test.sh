#!/usr/bin/env bash
# Interesting iff node still rejects index.js for an escape that a regular expression with the u
# flag does not allow: SyntaxError: Invalid regular expression: ...: Invalid escape
export LC_ALL=C
command -v node > /dev/null || { echo "test.sh: node not found" >&2; exit 2; }
if timeout 10 node index.js > out.txt 2> err.txt; then
  exit 1
fi
grep -qE '^SyntaxError: Invalid regular expression: .*: Invalid escape$' err.txt
