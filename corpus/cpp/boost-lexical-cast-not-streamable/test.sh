#!/usr/bin/env bash
# Interesting iff g++ still rejects cast.ii because boost::lexical_cast's target type cannot be
# read from a stream (a struct without operator>>): its static assertion fails.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++17 -fsyntax-only cast.ii 2>&1 |
  grep -q "error: static assertion failed: Target type is neither std::istream.able nor std::wistream.able"
