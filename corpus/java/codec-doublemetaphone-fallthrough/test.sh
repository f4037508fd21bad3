#!/usr/bin/env bash
# Interesting iff javac compiles DoubleMetaphone.java without an error, but -Xlint:fallthrough
# -Werror rejects it: its only error is the -Werror one, caused by a fall-through warning.
export LC_ALL=C
command -v javac > /dev/null || { echo "test.sh: javac not found" >&2; exit 2; }
export TMPDIR="$PWD"
# A quick-starting JVM that writes nothing outside the work directory (no hsperfdata in /tmp).
jvm=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Djava.io.tmpdir=.)
if javac "${jvm[@]/#/-J}" -proc:none -implicit:none -Xlint:fallthrough -Werror -d classes \
    DoubleMetaphone.java > out.txt 2>&1; then
  exit 1
fi
grep -qF 'warning: [fallthrough] possible fall-through into case' out.txt || exit 1
grep -qxF 'error: warnings found and -Werror specified' out.txt || exit 1
! grep -q ': error: ' out.txt
