#!/usr/bin/env bash
# Install the peer reducers that whittle is benchmarked against:
#   cvise, creduce           Debian packages (apt-get)
#   clang++                  Debian package clang: the compiler of the Clang corpus cases
#   treereduce-{c,javascript,rust}   cargo install (skipped if the build fails; there is no
#                    treereduce for C++)
#   shrinkray                PyPI, in a virtualenv; needs Python >= 3.12 (on PATH or under
#                    pyenv), linked as /usr/local/bin/shrinkray
#   Shrink Ray's tree-sitter grammars   built with cc from whittle's grammar sources (below)
# Idempotent: anything already installed is left alone. Prints what it installed,
# what was already there and what it skipped (with the reason). Exits 0 even if
# some peers were skipped; exits 1 only if nothing at all is usable.
#
# Shrink Ray without llama-cpp-python (the default): since 26.7 shrinkray depends on
# llama-cpp-python, for its optional LLM passes, and PyPI has only its sdist, so pip
# builds llama.cpp from source: about 30 minutes on 2 cores. The benchmark runs Shrink Ray
# with --no-llm, and shrinkray imports llama_cpp only inside a try (llm_client.py: without
# it the LLM passes are unavailable, everything else works). So the script installs
# shrinkray with --no-deps, then every requirement in its metadata (Requires-Dist, less
# extras) except llama-cpp-python: all wheels, about a minute. `pip check` then reports
# llama-cpp-python as missing; that is expected. A test reduction with --no-llm checks the
# install. WHITTLE_SHRINKRAY_LLM=1 installs it whole instead (the llama.cpp build).
#
# Environment:
#   WHITTLE_PEERS_DIR  where the shrinkray virtualenv goes (default /opt/whittle-peers)
#   WHITTLE_PEERS_SKIP space-separated subset of: cvise creduce treereduce shrinkray
#   WHITTLE_SHRINKRAY_SPEC  pip requirement for Shrink Ray (default shrinkray==26.9.13.0, the
#                      release the benchmarks were run with; 'shrinkray' for the newest).
#                      'shrinkray==26.4.14.0' is the newest release without llama-cpp-python
#                      and without tree-sitter passes.
#   WHITTLE_SHRINKRAY_LLM   1: install shrinkray with all its dependencies, llama-cpp-python
#                      built from source (~30 min); default 0, without it (--no-llm only)
#
# Shrink Ray's tree-sitter passes load grammars through tree-sitter-language-pack, which
# downloads them from GitHub at run time; where it cannot, Shrink Ray prints "WARNING:
# could not download the tree-sitter grammar" and reduces without those passes. The script
# builds each grammar (src/parser.c, + src/scanner.c) with `cc -shared -fPIC -O2` into
# libtree_sitter_<name>.so in the pack's cache (tree_sitter_language_pack.cache_dir():
# ~/.cache/tree-sitter-language-pack/v<pack version>/libs, or the same under
# $TREE_SITTER_LANGUAGE_PACK_CACHE_DIR if that is set), where the pack finds them offline
# (and lists them in downloaded_languages(), which Shrink Ray checks first). The
# sources: every tree-sitter grammar crate in whittle's `cargo metadata`, a crate with
# several grammars in subfolders counting for each (tree-sitter-typescript: typescript/ and
# tsx/), and the repository's own tests/data/grammars/tree-sitter-*/ (Lua). The name is the
# one the grammar exports (tree_sitter_<name> in parser.c), which is the pack's name for it
# for all of these. A built grammar is kept (with a .whittle stamp naming its source) and
# rebuilt only when its source changes (the crate's version; for the repository's own
# grammars, a hash of parser.c and scanner.c). No GitHub and no tree-sitter CLI involved.
set -u

PEERS_DIR=${WHITTLE_PEERS_DIR:-/opt/whittle-peers}
SHRINKRAY_SPEC=${WHITTLE_SHRINKRAY_SPEC:-shrinkray==26.9.13.0}
SHRINKRAY_LLM=${WHITTLE_SHRINKRAY_LLM:-0}
SKIP=" ${WHITTLE_PEERS_SKIP:-} "
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
LOG=$(mktemp -d)/install-peers
mkdir -p "$LOG"

installed=()   # newly installed in this run
present=()     # already there
skipped=()     # not available, with reason

note() { printf '[install-peers] %s\n' "$*"; }
skipping() { [[ "$SKIP" == *" $1 "* ]]; }

apt_updated=0
apt_install() { # apt_install PACKAGE...
  if [ $apt_updated -eq 0 ]; then
    $SUDO apt-get update >"$LOG/apt-update.log" 2>&1 || true
    apt_updated=1
  fi
  $SUDO apt-get install -y --no-install-recommends "$@" >"$LOG/apt-$1.log" 2>&1
}

# --- cvise and creduce (Debian) ----------------------------------------------
for tool in cvise creduce; do
  if skipping "$tool"; then skipped+=("$tool: WHITTLE_PEERS_SKIP"); continue; fi
  if command -v "$tool" >/dev/null 2>&1 && "$tool" --version >/dev/null 2>&1; then
    present+=("$tool $("$tool" --version 2>&1 | head -n1)")
    continue
  fi
  note "apt-get install $tool"
  if apt_install "$tool" && "$tool" --version >/dev/null 2>&1; then
    installed+=("$tool $("$tool" --version 2>&1 | head -n1)")
  else
    skipped+=("$tool: apt-get install failed or '$tool --version' does not run (log: $LOG/apt-$tool.log)")
  fi
done

# --- clang: the Clang cases, and the warnings of c/gcc12-wrongcode-strlen-memcpy ---
if command -v clang++ >/dev/null 2>&1; then
  present+=("clang++ $(clang++ --version 2>&1 | head -n1)")
else
  note "apt-get install clang"
  if apt_install clang && command -v clang++ >/dev/null 2>&1; then
    installed+=("clang++ $(clang++ --version 2>&1 | head -n1)")
  else
    skipped+=("clang++: apt-get install clang failed (log: $LOG/apt-clang.log)")
  fi
fi

# --- treereduce (crates.io) ---------------------------------------------------
if skipping treereduce; then
  skipped+=("treereduce: WHITTLE_PEERS_SKIP")
elif ! command -v cargo >/dev/null 2>&1; then
  skipped+=("treereduce: cargo not found")
else
  for crate in treereduce-c treereduce-javascript treereduce-rust; do
    if command -v "$crate" >/dev/null 2>&1; then
      present+=("$crate ($(command -v "$crate"))")
      continue
    fi
    note "cargo install --locked $crate (this compiles tree-sitter grammars; a few minutes)"
    if cargo install --locked "$crate" >"$LOG/cargo-$crate.log" 2>&1 \
       || cargo install "$crate" >>"$LOG/cargo-$crate.log" 2>&1; then
      installed+=("$crate ($(command -v "$crate" || echo "$HOME/.cargo/bin/$crate"))")
    else
      skipped+=("$crate: cargo install failed: $(grep -m1 -E '^error' "$LOG/cargo-$crate.log" || tail -n1 "$LOG/cargo-$crate.log") (log: $LOG/cargo-$crate.log)")
    fi
  done
fi

# --- shrinkray (PyPI, Python >= 3.12) -----------------------------------------
find_python312() { # prints the path of a Python >= 3.12 interpreter, if any
  local c
  local candidates=(python3.14 python3.13 python3.12 python3)
  for c in "${candidates[@]}"; do
    if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys, venv; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; then
      command -v "$c"; return 0
    fi
  done
  # pyenv-managed interpreters (shims only expose the selected version)
  local root=${PYENV_ROOT:-$HOME/.pyenv}
  for c in $(ls -d "$root"/versions/3.* 2>/dev/null | sort -rV); do
    if [ -x "$c/bin/python3" ] && "$c/bin/python3" -c 'import sys, venv; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; then
      echo "$c/bin/python3"; return 0
    fi
  done
  return 1
}

shrinkray_smoke() { # shrinkray_smoke EXE: a real (tiny) reduction, with --no-llm where it has one
  local d nollm=""; d=$(mktemp -d)
  if "$1" --help 2>/dev/null | grep -q -- --no-llm; then nollm=--no-llm; fi
  printf 'alpha beta\ngamma needle delta\nepsilon zeta\n' >"$d/file.txt"
  printf '#!/bin/sh\ngrep -q needle file.txt\n' >"$d/test.sh"
  chmod +x "$d/test.sh"
  (cd "$d" && timeout 300 "$1" $nollm --ui=basic --input-type=basename --no-history \
     --parallelism=2 ./test.sh file.txt) >"$LOG/shrinkray-smoke.log" 2>&1 \
    && grep -q needle "$d/file.txt" && [ "$(wc -c <"$d/file.txt")" -lt 43 ]
  local rc=$?
  rm -rf "$d"
  return $rc
}

shrinkray_desc() { # shrinkray_desc VENV: version, path, and whether its LLM passes can run
  local v llm
  v=$("$1/bin/python3" -c 'import importlib.metadata as m; print(m.version("shrinkray"))' 2>/dev/null)
  if "$1/bin/python3" -c 'import llama_cpp' >/dev/null 2>&1; then llm="with llama-cpp-python"
  elif "$1/bin/shrinkray" --help 2>/dev/null | grep -q -- --no-llm; then llm="without llama-cpp-python: --no-llm only"
  else llm="no LLM passes"; fi
  echo "shrinkray $v ($1/bin/shrinkray, Python $("$1/bin/python3" -V 2>&1 | cut -d' ' -f2), $llm)"
}

shrinkray_link() { # /usr/local/bin/shrinkray -> the venv's
  local exe="$PEERS_DIR/shrinkray-venv/bin/shrinkray"
  if [ "$(readlink /usr/local/bin/shrinkray 2>/dev/null)" != "$exe" ] && [ -w /usr/local/bin ]; then
    ln -sf "$exe" /usr/local/bin/shrinkray
  fi
}

venv="$PEERS_DIR/shrinkray-venv"
if skipping shrinkray; then
  skipped+=("shrinkray: WHITTLE_PEERS_SKIP")
elif [ -x "$venv/bin/shrinkray" ] && "$venv/bin/shrinkray" --help >/dev/null 2>&1; then
  shrinkray_link
  present+=("$(shrinkray_desc "$venv")")
else
  py=$(find_python312 || true)
  if [ -z "$py" ]; then
    # Debian bookworm ships Python 3.11 only (no python3.12 package, not in
    # backports either), and PyPI distributes packages, not interpreters.
    if apt-cache show python3.12 >/dev/null 2>&1 || apt-cache show python3.13 >/dev/null 2>&1; then
      note "apt-get install python3.12/python3.13"
      apt_install python3.13 python3.13-venv >/dev/null 2>&1 || apt_install python3.12 python3.12-venv >/dev/null 2>&1 || true
      py=$(find_python312 || true)
    fi
  fi
  if [ -z "$py" ]; then
    skipped+=("shrinkray: needs Python >= 3.12; none on PATH or under pyenv, and Debian $(. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME:-?}") offers no python3.12+ package (PyPI has no interpreter builds)")
  else
    note "shrinkray: virtualenv with $py ($("$py" -V 2>&1)) in $venv"
    mkdir -p "$PEERS_DIR"
    ok=0
    if "$py" -m venv "$venv" >"$LOG/venv.log" 2>&1 \
       && "$venv/bin/pip" install --quiet --upgrade pip >"$LOG/pip.log" 2>&1; then
      if [ "$SHRINKRAY_LLM" = 1 ]; then
        note "shrinkray: pip install '$SHRINKRAY_SPEC' with llama-cpp-python (built from source: ~30 min)"
        "$venv/bin/pip" install --quiet "$SHRINKRAY_SPEC" >>"$LOG/pip.log" 2>&1 && ok=1
      else
        note "shrinkray: pip install --no-deps '$SHRINKRAY_SPEC', then its requirements but llama-cpp-python"
        # Requires-Dist of the installed shrinkray, less extras and llama-cpp-python (markers kept)
        if "$venv/bin/pip" install --quiet --no-deps "$SHRINKRAY_SPEC" >>"$LOG/pip.log" 2>&1 \
           && "$venv/bin/python3" -c '
import importlib.metadata as m, re
for r in m.requires("shrinkray") or []:
    name = re.match(r"[A-Za-z0-9._-]+", r).group(0).lower().replace("_", "-").replace(".", "-")
    if re.search(r"\bextra\s*==", r) or name == "llama-cpp-python":
        continue
    print(r)' >"$LOG/shrinkray-requirements.txt" 2>>"$LOG/pip.log" \
           && "$venv/bin/pip" install --quiet --prefer-binary -r "$LOG/shrinkray-requirements.txt" >>"$LOG/pip.log" 2>&1; then
          ok=1
        fi
      fi
    fi
    if [ $ok -eq 1 ] && "$venv/bin/shrinkray" --help >/dev/null 2>&1 && shrinkray_smoke "$venv/bin/shrinkray"; then
      shrinkray_link
      installed+=("$(shrinkray_desc "$venv")")
    elif [ $ok -eq 1 ]; then
      skipped+=("shrinkray: installed in $venv, but it fails a test reduction (log: $LOG/shrinkray-smoke.log); if it needs llama_cpp now, WHITTLE_SHRINKRAY_LLM=1 installs it (~30 min)")
    else
      skipped+=("shrinkray: venv or pip install failed (logs: $LOG/venv.log, $LOG/pip.log): $(grep -m1 -iE 'error' "$LOG/pip.log" "$LOG/venv.log" 2>/dev/null)")
    fi
  fi
fi

# --- Shrink Ray's tree-sitter grammars, offline --------------------------------
# (see the header) The same parsers whittle uses, from crates.io sources as `cargo metadata`
# fetches them, into the pack's cache.
grammar_sources() { # prints "NAME LABEL DIR" for each grammar (DIR holds src/parser.c)
  local repo=$1 crate ver dir src name sub label
  {
    cargo metadata --format-version 1 --manifest-path "$repo/Cargo.toml" 2>"$LOG/cargo-metadata.log" \
      | python3 -c 'import json, sys, os
for p in json.load(sys.stdin)["packages"]:
    if p["name"].startswith("tree-sitter-"):
        print(p["name"], p["version"], os.path.dirname(p["manifest_path"]))'
    for dir in "$repo"/tests/data/grammars/tree-sitter-*/; do
      [ -d "$dir" ] && echo "${dir#"$repo"/}" - "${dir%/}"
    done
  } | while read -r crate ver dir; do
    for src in "$dir/src" "$dir"/*/src; do
      [ -f "$src/parser.c" ] || continue
      name=$(sed -n 's/.*TSLanguage \*tree_sitter_\([A-Za-z0-9_]*\)(void) *{.*/\1/p' "$src/parser.c" | head -n1)
      [ -n "$name" ] || continue
      sub=${src%/src}; sub=${sub#"$dir"}
      if [ "$ver" = - ]; then   # the repository's own: no version, the parser's hash
        label="${crate%/}@$(cat "$src"/parser.c "$src"/scanner.c 2>/dev/null | sha1sum | cut -c1-12)"
      else
        label="$crate-$ver${sub:+:${sub#/}}"
      fi
      echo "$name $label ${src%/src}"
    done
  done
}

grammar_loads() { # grammar_loads NAME: the pack finds it and py-tree-sitter accepts its ABI
  "$srpy" -c "import sys, tree_sitter as ts, tree_sitter_language_pack as t
ts.Parser(t.get_language(sys.argv[1])).parse(b'')" "$1"
}

srpy="$venv/bin/python3"
if ! skipping shrinkray && [ -x "$srpy" ] && "$srpy" -c 'import tree_sitter_language_pack' >/dev/null 2>&1; then
  repo=$(cd "$(dirname "$0")/.." && pwd)
  cache=$("$srpy" -c 'import tree_sitter_language_pack as t; print(t.cache_dir())' 2>/dev/null)
  ccbin=$(command -v cc || command -v gcc || command -v clang || true)
  srcs=$(command -v cargo >/dev/null 2>&1 && grammar_sources "$repo")
  declare -A seen=()
  if [ -z "$cache" ]; then
    skipped+=("shrinkray grammars: tree_sitter_language_pack.cache_dir() failed; Shrink Ray runs without its tree-sitter passes")
  elif [ -z "$srcs" ]; then
    skipped+=("shrinkray grammars: no grammar sources from cargo metadata (log: $LOG/cargo-metadata.log); Shrink Ray runs without its tree-sitter passes")
  else
    mkdir -p "$cache"
    while read -r lang label dir; do
      [ -n "${seen[$lang]:-}" ] && continue     # the first source of a name wins
      seen[$lang]=1
      so="$cache/libtree_sitter_$lang.so"
      stamp="$so.whittle"
      if [ -f "$so" ] && { [ ! -f "$stamp" ] || [ "$(cat "$stamp")" = "$label" ]; } \
         && grammar_loads "$lang" >/dev/null 2>&1; then
        present+=("shrinkray grammar $lang ($(cat "$stamp" 2>/dev/null || echo 'not built by this script'), in $cache)")
        continue
      fi
      if [ -z "$ccbin" ]; then
        skipped+=("shrinkray grammar $lang: no C compiler (cc); Shrink Ray runs without its tree-sitter passes for $lang")
        continue
      fi
      if [ -f "$dir/src/scanner.cc" ]; then
        skipped+=("shrinkray grammar $lang: $label has a C++ scanner (src/scanner.cc), not built")
        continue
      fi
      if nice -n 10 "$ccbin" -shared -fPIC -O2 -I"$dir/src" "$dir/src/parser.c" $(ls "$dir/src/scanner.c" 2>/dev/null) \
           -o "$so.tmp" >"$LOG/grammar-$lang.log" 2>&1 \
         && mv -f "$so.tmp" "$so" && grammar_loads "$lang" >>"$LOG/grammar-$lang.log" 2>&1; then
        echo "$label" >"$stamp"
        installed+=("shrinkray grammar $lang ($label, built into $cache)")
      else
        rm -f "$so" "$so.tmp" "$stamp"
        skipped+=("shrinkray grammar $lang: build or load failed (log: $LOG/grammar-$lang.log); Shrink Ray runs without its tree-sitter passes for $lang")
      fi
    done <<<"$srcs"
  fi
fi

# --- summary ------------------------------------------------------------------
echo
echo "== installed now"; for x in "${installed[@]+"${installed[@]}"}"; do echo "  $x"; done
echo "== already present"; for x in "${present[@]+"${present[@]}"}"; do echo "  $x"; done
echo "== skipped"; for x in "${skipped[@]+"${skipped[@]}"}"; do echo "  $x"; done
if [ $(( ${#installed[@]} + ${#present[@]} )) -eq 0 ]; then exit 1; fi
exit 0
