#!/usr/bin/env bash
# Verify the benchmark cases under corpus/.
#
#   bash corpus/check.sh                 # every case
#   bash corpus/check.sh c/zlib-crc32-too-few-args rust   # named cases or whole languages
#
# For each case: case.toml, test.sh (executable) and the input file exist; the
# input's size equals `bytes` in case.toml; test.sh exits 0 on the original three
# times, each in a fresh temporary directory holding only the input; and it exits
# non-zero on an empty file and on the first half of the input.
# Prints one line per case with the mean wall seconds of the three passing runs,
# and exits non-zero if any case fails.
set -u
export LC_ALL=C

CORPUS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LIMIT=120   # seconds allowed for one run of a test during the check

field() { # field NAME FILE -> value of a top-level `NAME = ...` line (quotes stripped)
  sed -n -E "s/^$1[[:space:]]*=[[:space:]]*\"?([^\"]*)\"?[[:space:]]*$/\1/p" "$2" | head -n1
}

now() { date +%s.%N; }

# run_in CASE_DIR FILE MODE -> exit code of test.sh run in a fresh temporary
# directory holding only FILE: the original (orig), an empty file (empty), or
# the original's first half (half)
run_in() {
  local dir=$1 file=$2 mode=$3 tmp rc
  tmp=$(mktemp -d)
  case $mode in
    orig)  cp "$dir/$file" "$tmp/$file" ;;
    empty) : > "$tmp/$file" ;;
    half)  head -c $(( $(wc -c < "$dir/$file") / 2 )) "$dir/$file" > "$tmp/$file" ;;
  esac
  (cd "$tmp" && timeout -k 5 "$LIMIT" "$dir/test.sh" </dev/null >/dev/null 2>&1)
  rc=$?
  rm -rf "$tmp"
  return $rc
}

cases=()
if [ $# -eq 0 ]; then
  # Every language folder of the corpus.
  set -- $(cd "$CORPUS" && for d in */; do [ -d "$d" ] && [ "$d" != licenses/ ] && echo "${d%/}"; done)
fi
for arg in "$@"; do
  arg=${arg%/}
  arg=${arg#corpus/}
  if [ -f "$CORPUS/$arg/case.toml" ]; then
    cases+=("$arg")
  elif [ -d "$CORPUS/$arg" ]; then
    for t in "$CORPUS/$arg"/*/case.toml; do
      [ -f "$t" ] && cases+=("$(basename "$(dirname "$(dirname "$t")")")/$(basename "$(dirname "$t")")")
    done
  else
    echo "FAIL $arg: no such case or language" >&2
    exit 2
  fi
done

failed=0
for c in "${cases[@]}"; do
  dir="$CORPUS/$c"
  toml="$dir/case.toml"
  problems=()
  file=$(field file "$toml")
  bytes=$(field bytes "$toml")
  quick=$(field quick "$toml")
  declared=$(field seconds_per_test "$toml")
  if [ -z "$file" ] || [ ! -f "$dir/$file" ]; then
    problems+=("input file '$file' missing")
  fi
  [ -x "$dir/test.sh" ] || problems+=("test.sh missing or not executable")
  for key in name language license oracle description bytes seconds_per_test quick; do
    [ -n "$(field "$key" "$toml")" ] || problems+=("case.toml lacks $key")
  done
  grep -q '^\[source\]' "$toml" || problems+=("case.toml lacks [source]")
  case "$(field oracle "$toml")" in
    compile-error|compile-accept-other-reject|runtime-exception|compile-run-compare|compile-clean|crash) ;;
    *) problems+=("unknown oracle '$(field oracle "$toml")'") ;;
  esac
  [ "$(field name "$toml")" = "$(basename "$c")" ] || problems+=("name differs from the directory name")
  secs="-"
  warn=""
  if [ ${#problems[@]} -eq 0 ]; then
    actual=$(wc -c < "$dir/$file")
    [ "$actual" = "$bytes" ] || problems+=("bytes = $bytes in case.toml, file has $actual")
    total=0
    for i in 1 2 3; do
      t0=$(now)
      if ! run_in "$dir" "$file" orig; then
        problems+=("run $i on the original is not interesting")
        break
      fi
      t1=$(now)
      total=$(awk -v a="$total" -v b="$t0" -v c="$t1" 'BEGIN { printf "%.3f", a + c - b }')
    done
    secs=$(awk -v a="$total" 'BEGIN { printf "%.3f", a / 3 }')
    if run_in "$dir" "$file" empty; then problems+=("empty file is interesting"); fi
    if run_in "$dir" "$file" half; then problems+=("first half of the file is interesting"); fi
    # A quick case should take < 0.5 s per test; only warn, since wall time
    # depends on what else the machine is doing.
    warn=""
    if [ "$quick" = "true" ] && awk -v s="$secs" 'BEGIN { exit !(s >= 0.5) }'; then
      warn=" WARNING: quick case over 0.5 s/test (machine busy?)"
    fi
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    printf 'PASS %-42s %8s bytes %7ss/test (case.toml: %s) quick=%s\n' "$c" "$bytes" "$secs" "$declared" "$quick$warn"
  else
    failed=1
    msg=$(printf '%s; ' "${problems[@]}")
    printf 'FAIL %-42s %s\n' "$c" "${msg%; }"
  fi
done
exit $failed
