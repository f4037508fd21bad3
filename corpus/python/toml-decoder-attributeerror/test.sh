#!/usr/bin/env bash
# Interesting iff python3 decoder.py still dies with an AttributeError for the misspelt
# method `bounded_strng` (while loading a string array).
export LC_ALL=C PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1
command -v python3 > /dev/null || { echo "test.sh: python3 not found" >&2; exit 2; }
export TMPDIR="$PWD"
if timeout 10 python3 decoder.py > out.txt 2> err.txt; then
  exit 1
fi
grep -q "^AttributeError: 'TomlDecoder' object has no attribute 'bounded_strng'" err.txt
