#!/usr/bin/env bash
# Interesting iff python3 compiles docopt.py, but rejects it when warnings are errors with:
# SyntaxError: invalid escape sequence '\S'. Both compiles run in one python3 process: the
# first is what `python3 -m py_compile docopt.py` does, the second what it does under -W error.
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1
command -v python3 > /dev/null || { echo "test.sh: python3 not found" >&2; exit 2; }
export TMPDIR="$PWD"
if timeout 10 python3 -c '
import warnings
src = open("docopt.py", "rb").read()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    compile(src, "docopt.py", "exec")
warnings.simplefilter("error")
compile(src, "docopt.py", "exec")
' > out.txt 2>&1; then
  exit 1
fi
grep -qxF "SyntaxError: invalid escape sequence '\S'" out.txt
