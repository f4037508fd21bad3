#!/usr/bin/env bash
# Interesting iff go build accepts difflib.go but go vet rejects it with this printf finding.
export LC_ALL=C
command -v go > /dev/null || { echo "test.sh: go not found" >&2; exit 2; }
# The go command keeps its cache, temporaries and module state in the work directory,
# never touches the network and uses the installed toolchain (Debian bookworm: go 1.19).
export TMPDIR="$PWD" GOCACHE="$PWD/.gocache" GOPATH="$PWD/.gopath" GOENV=off GOFLAGS=-mod=mod \
  GOTOOLCHAIN=local GOPROXY=off GO111MODULE=on CGO_ENABLED=0 GOTELEMETRY=off
go build -o /dev/null difflib.go > /dev/null 2>&1 || exit 1
if go vet difflib.go > out.txt 2>&1; then
  exit 1
fi
grep -qF 'fmt.Sprintf format %s has arg length of wrong type int' out.txt
