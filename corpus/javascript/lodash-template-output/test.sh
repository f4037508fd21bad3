#!/usr/bin/env bash
# Interesting iff node runs lodash.js cleanly and it prints exactly the rendered template.
export LC_ALL=C
timeout 10 node lodash.js > out.txt 2>/dev/null || exit 1
[ "$(cat out.txt)" = '<ul><li>fred</li><li>barney &amp; &lt;pebbles&gt;</li></ul>' ]
