#!/usr/bin/env bash
# Interesting iff clang 14 accepts parser.c (no error from -fsyntax-only) yet segfaults generating
# code for it, in the constant evaluator called from EmitBuiltinExpr (LLVM issue 216999:
# __builtin_align_up of a null pointer constant), with the same two frames on its stack dump.
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
clang -fno-crash-diagnostics -c parser.c -o parser.o > clang.log 2>&1 && exit 1
grep -qF 'PLEASE submit a bug report' clang.log || exit 1
grep -qF ' clang::Expr::EvaluateAsRValue(' clang.log || exit 1
grep -qF ' clang::CodeGen::CodeGenFunction::EmitBuiltinExpr(' clang.log || exit 1
clang -fsyntax-only parser.c > syntax.log 2>&1
