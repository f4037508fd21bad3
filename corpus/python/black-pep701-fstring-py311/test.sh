#!/usr/bin/env bash
# Interesting iff Python 3.12 compiles pep_701.py (PEP 701 lets an f-string hold its own quote,
# a line break or a comment inside its braces) and Python 3.11 rejects it with a SyntaxError.
# The interpreters: python3.12 and python3.11 on PATH, else pyenv's 3.12.* and 3.11.*, the first
# of them that runs.
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1
export TMPDIR="$PWD"
find_python() {
  local py
  for py in "python$1" "${PYENV_ROOT:-$HOME/.pyenv}/versions/$1".*/bin/python3; do
    "$py" -c pass > /dev/null 2>&1 && { echo "$py"; return; }
  done
}
new=$(find_python 3.12) old=$(find_python 3.11)
[ -n "$new" ] && [ -n "$old" ] || { echo "test.sh: python3.12 and python3.11 needed" >&2; exit 2; }
check='import sys; compile(open("pep_701.py", "rb").read(), "pep_701.py", "exec")'
timeout 10 "$new" -c "$check" > /dev/null 2>&1 || exit 1
timeout 10 "$old" -c "$check" > out.txt 2>&1 && exit 1
grep -q '^SyntaxError: ' out.txt
