#!/usr/bin/env bash
# Interesting iff javac still rejects MurmurHash3.java with a lossy long-to-int conversion.
export LC_ALL=C
command -v javac > /dev/null || { echo "test.sh: javac not found" >&2; exit 2; }
export TMPDIR="$PWD"
# A quick-starting JVM that writes nothing outside the work directory (no hsperfdata in /tmp).
jvm=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Djava.io.tmpdir=.)
javac "${jvm[@]/#/-J}" -proc:none -implicit:none -d classes MurmurHash3.java 2>&1 \
  | grep -qF 'error: incompatible types: possible lossy conversion from long to int'
