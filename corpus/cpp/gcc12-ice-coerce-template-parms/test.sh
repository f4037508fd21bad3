#!/usr/bin/env bash
# Interesting iff g++ 12 still dies on ice.ii with its internal compiler error in
# coerce_template_parms (GCC PR c++/87765: a generic lambda naming foo<a.bar()>, a constexpr
# member call on a captured variable as a template argument).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++17 -fsyntax-only ice.ii > gcc.log 2>&1
grep -qF 'internal compiler error: in coerce_template_parms, at cp/pt.cc:9195' gcc.log
