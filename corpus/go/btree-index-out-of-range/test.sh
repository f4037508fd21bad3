#!/usr/bin/env bash
# Interesting iff btree.go builds and the program panics with this index error in
# (*children).insertAt.
export LC_ALL=C
command -v go > /dev/null || { echo "test.sh: go not found" >&2; exit 2; }
# The go command keeps its cache, temporaries and module state in the work directory,
# never touches the network and uses the installed toolchain (Debian bookworm: go 1.19).
export TMPDIR="$PWD" GOCACHE="$PWD/.gocache" GOPATH="$PWD/.gopath" GOENV=off GOFLAGS=-mod=mod \
  GOTOOLCHAIN=local GOPROXY=off GO111MODULE=on CGO_ENABLED=0 GOTELEMETRY=off
go build -o ./prog btree.go > /dev/null 2>&1 || exit 1
if timeout 10 ./prog > out.txt 2> err.txt; then
  exit 1
fi
grep -qxF 'panic: runtime error: index out of range [3] with length 3' err.txt || exit 1
grep -qF 'main.(*children).insertAt(' err.txt
