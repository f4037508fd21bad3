#!/usr/bin/env bash
# Interesting iff g++ 12 still dies on ice.ii with its internal compiler error in
# tsubst_pack_expansion (GCC PR c++/88982: a member template of a variadic class template whose
# template template parameter pack has a defaulted non-type parameter of the outer pack's types;
# valid code that clang accepts).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++17 -fsyntax-only ice.ii > gcc.log 2>&1
grep -qF 'internal compiler error: in tsubst_pack_expansion, at cp/pt.cc:13327' gcc.log
