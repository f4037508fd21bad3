#!/usr/bin/env bash
# Interesting iff the program built from semver.go still panics while it starts, compiling a
# regular expression that does not parse: error parsing regexp: unexpected )
export LC_ALL=C
command -v go > /dev/null || { echo "test.sh: go not found" >&2; exit 2; }
# The go command keeps its cache, temporaries and module state in the work directory,
# never touches the network and uses the installed toolchain (Debian bookworm: go 1.19).
export TMPDIR="$PWD" GOCACHE="$PWD/.gocache" GOPATH="$PWD/.gopath" GOENV=off GOFLAGS=-mod=mod \
  GOTOOLCHAIN=local GOPROXY=off GO111MODULE=on CGO_ENABLED=0 GOTELEMETRY=off
go build -o ./a.out semver.go > /dev/null 2>&1 || exit 1
timeout 10 ./a.out > out.txt 2>&1
grep -qF 'error parsing regexp: unexpected )' out.txt
