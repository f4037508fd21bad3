#!/usr/bin/env bash
# Interesting iff clang 14 still rejects words.i, a program on GLib and GIO run through the
# preprocessor with its line markers kept, for gcc 11's form of the malloc attribute, which names
# the deallocator (`__attribute__((malloc(g_free, 1)))`): clang 14 takes no arguments there.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
clang -fsyntax-only -ferror-limit=0 words.i 2>&1 |
  grep -q "error: 'malloc' attribute takes no arguments"
