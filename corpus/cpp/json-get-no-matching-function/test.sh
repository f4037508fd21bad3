#!/usr/bin/env bash
# Interesting iff g++ still rejects json.ii because a `get<T>()` call has no matching function
# (nlohmann::json has no from_json for T).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
g++ -std=c++17 -fsyntax-only json.ii 2>&1 | grep -q "error: no matching function for call to '[^']*::get<[^']*>()'"
