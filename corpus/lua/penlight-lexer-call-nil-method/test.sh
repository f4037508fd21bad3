#!/usr/bin/env bash
# Interesting iff running lexer.lua under lua5.4 still dies calling the nil method `lenght`.
export LC_ALL=C
ulimit -v 1048576  # 1 GiB: a candidate that loops allocating fails fast
if timeout 10 lua5.4 lexer.lua > /dev/null 2> err.txt; then
  exit 1
fi
grep -qE "^lua5\.4: lexer\.lua:[0-9]+: attempt to call a nil value \(method 'lenght'\)$" err.txt
