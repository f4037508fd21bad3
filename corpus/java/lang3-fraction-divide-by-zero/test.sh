#!/usr/bin/env bash
# Interesting iff java runs Fraction.java (single-file source launch) and it dies with
# ArithmeticException: / by zero thrown in Fraction.addSub.
export LC_ALL=C
command -v java > /dev/null || { echo "test.sh: java not found" >&2; exit 2; }
export TMPDIR="$PWD"
# A quick-starting JVM that writes nothing outside the work directory (no hsperfdata in /tmp).
jvm=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Djava.io.tmpdir=.)
if timeout 10 java "${jvm[@]}" Fraction.java > out.txt 2> err.txt; then
  exit 1
fi
grep -qxF 'Exception in thread "main" java.lang.ArithmeticException: / by zero' err.txt || exit 1
grep -qE '^[[:space:]]+at Fraction\.addSub\(Fraction\.java:[0-9]+\)$' err.txt
