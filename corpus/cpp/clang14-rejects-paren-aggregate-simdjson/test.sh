#!/usr/bin/env bash
# Interesting iff g++ 12 and clang++ 14 still disagree on endpoints.cpp in C++20: g++ accepts it
# (it implements P0960, aggregates initialised from a parenthesised list, as vector::emplace_back
# does), while clang++ 14 (which does not, before clang 16) rejects it with its one error, no
# matching std::construct_at because Endpoint has no constructor taking the arguments.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++20 -fsyntax-only endpoints.cpp > gcc.log 2>&1 || exit 1
clang++ -std=c++20 -fsyntax-only endpoints.cpp > clang.log 2>&1 && exit 1
grep -q "error: no matching function for call to 'construct_at'" clang.log || exit 1
grep -q "no matching constructor for initialization of 'Endpoint'" clang.log || exit 1
grep -qx '1 error generated\.' clang.log
