#!/usr/bin/env bash
# Interesting iff luac5.4 still rejects dkjson.lua with: 'then' expected near '='.
export LC_ALL=C
timeout 10 luac5.4 -p dkjson.lua 2>&1 | grep -qE "^luac5\.4: dkjson\.lua:[0-9]+: 'then' expected near '='$"
