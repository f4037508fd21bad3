#!/usr/bin/env bash
# Interesting iff g++ rejects DetourNavMesh.cpp, and its only errors are a request for the member
# triCount of a pointer (`.` written for `->`, in a for loop's condition in a function template
# in an anonymous namespace).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -fsyntax-only -fno-diagnostics-show-caret DetourNavMesh.cpp > gcc.log 2>&1
pat="error: request for member 'triCount' in '[^']*', which is of pointer type"
grep -q "$pat" gcc.log && ! grep -F "error:" gcc.log | grep -qv "$pat"
