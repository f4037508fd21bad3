#!/usr/bin/env bash
# Interesting iff g++ 12 still dies on ice.ii with its internal compiler error in poplevel_class
# (GCC PR c++/88003: a class nested in a local class of a function with a deduced return type,
# defined outside through decltype of a call of that function).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++17 -fsyntax-only ice.ii > gcc.log 2>&1
grep -qF 'internal compiler error: in poplevel_class, at cp/name-lookup.cc:5177' gcc.log
