#!/usr/bin/env bash
# Interesting iff running sip.lua under lua5.4 still dies doing arithmetic on the nil global `count`.
export LC_ALL=C
ulimit -v 1048576  # 1 GiB: a candidate that loops allocating fails fast
if timeout 10 lua5.4 sip.lua > /dev/null 2> err.txt; then
  exit 1
fi
grep -qE "^lua5\.4: sip\.lua:[0-9]+: attempt to perform arithmetic on a nil value \(global 'count'\)$" err.txt
