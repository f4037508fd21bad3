#!/usr/bin/env bash
# Interesting iff g++ still rejects indexgenerator.cpp because a call of a function template
# deduces conflicting types for one of its parameters. meshoptimizer.h, the library's header,
# sits beside this script and is not reduced.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
here=$(dirname "$(readlink -f "$0")")
g++ -std=c++11 -fsyntax-only -I"$here" indexgenerator.cpp 2>&1 | grep -q "deduced conflicting types for parameter"
