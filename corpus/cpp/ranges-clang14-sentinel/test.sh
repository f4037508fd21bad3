#!/usr/bin/env bash
# Interesting iff clang++ 14 still rejects ranges.ii, libstdc++ 12's <ranges> pipeline
# (views::filter | views::transform over a vector), with its constraint failure on `sentinel_t`
# (clang 14 does not accept libstdc++ 12's ranges; g++ 12 compiles the program).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
clang++ -std=c++20 -fsyntax-only -ferror-limit=0 ranges.ii 2>&1 |
  grep -q "error: constraints not satisfied for alias template 'sentinel_t'"
