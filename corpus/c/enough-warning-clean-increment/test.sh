#!/usr/bin/env bash
# Interesting iff enough.c still has a '+' (GNU grep reads '\+\+' as one or more '+'), builds
# into a program with gcc and with clang, and neither compiler prints a warning that signals
# undefined behaviour (C-Reduce's style of test: a reduction that keeps a construct and stays
# warning-clean).
export LC_ALL=C
export TMPDIR="$PWD"  # compiler temporaries stay in the work directory
grep -q '\+\+' enough.c || exit 1
ub='uninitialized|control reaches end of non-void function|non-void function does not return a value|should return a value|without a cast|makes pointer from integer|makes integer from pointer|incompatible pointer|incompatible integer to pointer|incompatible implicit declaration|incompatible redeclaration|conflicting types|too few arguments|too many arguments|implicit declaration of function|implicitly declaring library function|type defaults to|type specifier missing|return type defaults|comparison between pointer and integer|ordered comparison|comparison of distinct pointer types|cast from pointer to integer|division by zero|array subscript|array index|past the end of the array|will always overflow|overflow in|integer overflow|operation on .|unsequenced modification|address of stack memory|address of local variable|returns address of local|shift count|-Wreturn-type|-Wuninitialized|-Wsequence-point|-Wmain|-Wimplicit-int'
gcc -Wall -Wextra -O enough.c -o gcc.bin > gcc.log 2>&1 || exit 1
! grep -Eq "$ub" gcc.log || exit 1
clang -pedantic -Wall enough.c -o clang.bin > clang.log 2>&1 || exit 1
! grep -Eq "$ub" clang.log || exit 1
