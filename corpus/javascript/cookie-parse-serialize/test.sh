#!/usr/bin/env bash
# Interesting iff node runs index.js cleanly and it prints exactly the expected line.
export LC_ALL=C
timeout 10 node index.js > out.txt 2>/dev/null || exit 1
[ "$(cat out.txt)" = '{"foo":"bar","equation":"E=mc^2","n":"%zz"} sid=a%20b%3Bc; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax' ]
