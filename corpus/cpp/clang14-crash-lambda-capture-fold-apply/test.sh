#!/usr/bin/env bash
# Interesting iff clang++ 14 still segfaults on crash.ii in Sema (LLVM PR46624: an init-capture in
# a fold expression inside a generic lambda passed to std::apply), with the same top of stack.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
clang++ -std=c++17 -fno-crash-diagnostics -fsyntax-only crash.ii > clang.log 2>&1
grep -qF 'PLEASE submit a bug report' clang.log || exit 1
grep -qF ' clang::TemplateArgument::isPackExpansion() const ' clang.log || exit 1
grep -qF ' clang::Sema::collectUnexpandedParameterPacks(clang::TemplateArgument,' clang.log
