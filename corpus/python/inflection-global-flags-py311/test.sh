#!/usr/bin/env bash
# Interesting iff Python 3.10 runs inflection.py (a regular expression with its flags after the
# start is only deprecated there) and Python 3.11 dies of it:
# re.error: global flags not at the start of the expression
# The interpreters: python3.10 and python3.11 on PATH, else pyenv's 3.10.* and 3.11.*, the first
# of them that runs.
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1
export TMPDIR="$PWD"
find_python() {
  local py
  for py in "python$1" "${PYENV_ROOT:-$HOME/.pyenv}/versions/$1".*/bin/python3; do
    "$py" -c pass > /dev/null 2>&1 && { echo "$py"; return; }
  done
}
old=$(find_python 3.10) new=$(find_python 3.11)
[ -n "$old" ] && [ -n "$new" ] || { echo "test.sh: python3.10 and python3.11 needed" >&2; exit 2; }
timeout 10 "$old" inflection.py > /dev/null 2>&1 || exit 1
timeout 10 "$new" inflection.py > out.txt 2>&1 && exit 1
grep -q '^re\.error: global flags not at the start of the expression' out.txt
