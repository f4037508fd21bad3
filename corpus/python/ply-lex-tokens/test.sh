#!/usr/bin/env bash
# Interesting iff python3 lex.py runs cleanly and prints exactly the token stream below.
export LC_ALL=C PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1
command -v python3 > /dev/null || { echo "test.sh: python3 not found" >&2; exit 2; }
export TMPDIR="$PWD"
timeout 10 python3 lex.py > out.txt 2> /dev/null || exit 1
cat > expected.txt <<'END'
LexToken(NAME,'x',1,0)
LexToken(EQUALS,'=',1,2)
LexToken(NUMBER,3,1,4)
LexToken(PLUS,'+',1,6)
LexToken(NUMBER,42,1,8)
LexToken(TIMES,'*',1,11)
LexToken(LPAREN,'(',1,13)
LexToken(NAME,'y',1,14)
LexToken(MINUS,'-',1,16)
LexToken(NUMBER,7,1,18)
LexToken(RPAREN,')',1,19)
LexToken(NAME,'name',2,27)
LexToken(EQUALS,'=',2,32)
LexToken(STRING,'"ply"',2,34)
illegal character '$' at 40
LexToken(NUMBER,10,2,42)
LexToken(DIVIDE,'/',2,45)
LexToken(NUMBER,2,2,47)
END
cmp -s out.txt expected.txt
