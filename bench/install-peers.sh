#!/usr/bin/env bash
# Install the peer reducers that whittle is benchmarked against:
#   cvise, creduce           Debian packages (apt-get)
#   clang++                  Debian package clang: the compiler of the Clang corpus cases
#   treereduce-{c,javascript,rust}   cargo install (skipped if the build fails; there is no
#                    treereduce for C++)
#   shrinkray                PyPI, in a virtualenv; needs Python >= 3.12
# Idempotent: anything already installed is left alone. Prints what it installed,
# what was already there and what it skipped (with the reason). Exits 0 even if
# some peers were skipped; exits 1 only if nothing at all is usable.
#
# Environment:
#   WHITTLE_PEERS_DIR  where the shrinkray virtualenv goes (default /opt/whittle-peers)
#   WHITTLE_PEERS_SKIP space-separated subset of: cvise creduce treereduce shrinkray
#   WHITTLE_SHRINKRAY_SPEC  pip requirement for Shrink Ray (default: shrinkray, the
#                      newest). Since 26.7 shrinkray depends on llama-cpp-python, which
#                      pip builds from source: about 30 minutes on 2 cores (the whole
#                      script took ~40 min on a fresh machine). 'shrinkray==26.4.14.0'
#                      is the newest release without it (and without its tree-sitter
#                      passes), installing in about a minute.
# Shrink Ray's tree-sitter grammars are built from whittle's own grammar crates into
# tree-sitter-language-pack's cache, so its tree-sitter passes run offline (the pack
# downloads them from GitHub otherwise, and runs without them where it cannot).
set -u

PEERS_DIR=${WHITTLE_PEERS_DIR:-/opt/whittle-peers}
SHRINKRAY_SPEC=${WHITTLE_SHRINKRAY_SPEC:-shrinkray}
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

if skipping shrinkray; then
  skipped+=("shrinkray: WHITTLE_PEERS_SKIP")
elif [ -x "$PEERS_DIR/shrinkray-venv/bin/shrinkray" ] && "$PEERS_DIR/shrinkray-venv/bin/shrinkray" --help >/dev/null 2>&1; then
  present+=("shrinkray $("$PEERS_DIR/shrinkray-venv/bin/pip" show shrinkray 2>/dev/null | sed -n 's/^Version: //p') ($PEERS_DIR/shrinkray-venv/bin/shrinkray)")
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
    note "shrinkray: pip install '$SHRINKRAY_SPEC' (newest releases build llama-cpp-python: ~30 min)"
    note "shrinkray: virtualenv with $py ($("$py" -V 2>&1)) in $PEERS_DIR/shrinkray-venv"
    mkdir -p "$PEERS_DIR"
    if "$py" -m venv "$PEERS_DIR/shrinkray-venv" >"$LOG/venv.log" 2>&1 \
       && "$PEERS_DIR/shrinkray-venv/bin/pip" install --quiet --upgrade pip >"$LOG/pip.log" 2>&1 \
       && "$PEERS_DIR/shrinkray-venv/bin/pip" install --quiet "$SHRINKRAY_SPEC" >>"$LOG/pip.log" 2>&1 \
       && "$PEERS_DIR/shrinkray-venv/bin/shrinkray" --help >/dev/null 2>&1; then
      ver=$("$PEERS_DIR/shrinkray-venv/bin/pip" show shrinkray 2>/dev/null | sed -n 's/^Version: //p')
      if [ -w /usr/local/bin ]; then
        ln -sf "$PEERS_DIR/shrinkray-venv/bin/shrinkray" /usr/local/bin/shrinkray
      fi
      installed+=("shrinkray $ver ($PEERS_DIR/shrinkray-venv/bin/shrinkray, Python $("$py" -V 2>&1 | cut -d' ' -f2))")
    else
      skipped+=("shrinkray: venv or pip install failed (logs: $LOG/venv.log, $LOG/pip.log): $(grep -m1 -iE 'error' "$LOG/pip.log" "$LOG/venv.log" 2>/dev/null)")
    fi
  fi
fi

# --- Shrink Ray's tree-sitter grammars, offline --------------------------------
# Shrink Ray's tree-sitter passes load grammars through tree-sitter-language-pack, which
# downloads them from GitHub at run time and, where it cannot, runs without them. Build them
# here from the grammar sources of whittle's own dependencies (crates.io, as `cargo fetch`
# gets them): the same parsers whittle uses, in the pack's cache, where it finds them offline.
srpy="$PEERS_DIR/shrinkray-venv/bin/python3"
if [ -x "$srpy" ] && "$srpy" -c 'import tree_sitter_language_pack' >/dev/null 2>&1; then
  repo=$(cd "$(dirname "$0")/.." && pwd)
  cache=$("$srpy" -c 'import tree_sitter_language_pack as t; print(t.cache_dir())' 2>/dev/null)
  have=" $("$srpy" -c 'import tree_sitter_language_pack as t; print(*t.downloaded_languages())' 2>/dev/null) "
  srcs=$(cargo metadata --format-version 1 --manifest-path "$repo/Cargo.toml" 2>"$LOG/cargo-metadata.log" \
    | python3 -c 'import json, sys, os
for p in json.load(sys.stdin)["packages"]:
    name = p["name"]
    if name.startswith("tree-sitter-") and name != "tree-sitter-language":
        print(name[len("tree-sitter-"):], p["version"], os.path.dirname(p["manifest_path"]))' 2>/dev/null)
  # Every grammar crate whittle depends on: the languages of its table.
  for lang in $(cut -d' ' -f1 <<<"$srcs"); do
    if [[ "$have" == *" $lang "* ]]; then present+=("shrinkray grammar $lang (in $cache)"); continue; fi
    read -r _ ver dir <<<"$(grep "^$lang " <<<"$srcs")"
    if [ -z "${dir:-}" ] || [ -z "$cache" ]; then
      skipped+=("shrinkray grammar $lang: no tree-sitter-$lang source from cargo metadata (log: $LOG/cargo-metadata.log); Shrink Ray runs without its tree-sitter passes for $lang")
      continue
    fi
    mkdir -p "$cache"
    if cc -shared -fPIC -O2 -I"$dir/src" "$dir/src/parser.c" $(ls "$dir/src/scanner.c" 2>/dev/null) \
         -o "$cache/libtree_sitter_$lang.so" >"$LOG/grammar-$lang.log" 2>&1 \
       && "$srpy" -c "import tree_sitter_language_pack as t; t.get_language('$lang')" >>"$LOG/grammar-$lang.log" 2>&1; then
      installed+=("shrinkray grammar $lang (tree-sitter-$lang $ver, built into $cache)")
    else
      rm -f "$cache/libtree_sitter_$lang.so"
      skipped+=("shrinkray grammar $lang: build or load failed (log: $LOG/grammar-$lang.log); Shrink Ray runs without its tree-sitter passes for $lang")
    fi
  done
fi

# --- summary ------------------------------------------------------------------
echo
echo "== installed now"; for x in "${installed[@]+"${installed[@]}"}"; do echo "  $x"; done
echo "== already present"; for x in "${present[@]+"${present[@]}"}"; do echo "  $x"; done
echo "== skipped"; for x in "${skipped[@]+"${skipped[@]}"}"; do echo "  $x"; done
if [ $(( ${#installed[@]} + ${#present[@]} )) -eq 0 ]; then exit 1; fi
exit 0
