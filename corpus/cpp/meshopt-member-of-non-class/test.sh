#!/usr/bin/env bash
# Interesting iff g++ rejects simplifier.cpp, and its only errors are requests for the member
# size of a variable of non-class type (in the instantiations of the function template
# hashLookup2, in namespace meshopt, in a for loop's header). meshoptimizer.h, the library's
# header, sits beside this script and is not reduced.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
here=$(dirname "$(readlink -f "$0")")
g++ -std=c++11 -fsyntax-only -fno-diagnostics-show-caret -I"$here" simplifier.cpp > gcc.log 2>&1
pat="error: request for member 'size' in '[^']*', which is of non-class type"
grep -q "$pat" gcc.log && ! grep -F "error:" gcc.log | grep -qv "$pat"
