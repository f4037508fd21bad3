"""The reducers the harness runs: whittle (built from this repository unless --whittle names a
binary) and its peers (C-Vise, C-Reduce, Shrink Ray, treereduce), found on the machine, with
their versions and notes; the counting wrappers around a case's test.sh; and the command line
each reducer gets."""

from __future__ import annotations

import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from cases import Case, inline_test
from common import INSTALL_PEERS, REPO, first_line, run_capture

KNOWN_PEERS = ("cvise", "creduce", "shrinkray", "treereduce")


@dataclass
class Reducer:
    name: str                    # as named on the command line: whittle, whittle-generic, cvise, ...
    kind: str                    # whittle | cvise | creduce | shrinkray | treereduce
    exe: str | None = None       # path (for treereduce: directory-independent prefix)
    extra: list[str] = field(default_factory=list)
    version: str = ""
    notes: list[str] = field(default_factory=list)
    skip: str | None = None      # reason it is not run
    info: dict = field(default_factory=dict)


def whittle_exe(args) -> tuple[Path, str | None]:
    """The whittle binary and, if there is none, why. Without --whittle, the repo's release
    build, brought up to date first (cargo does nothing when it is), so that the commit the
    report names is the one that was measured."""
    if args.whittle:
        exe = Path(args.whittle)
        return exe, None if exe.exists() else f"--whittle {exe} does not exist"
    exe = REPO / "target" / "release" / "whittle"
    print("[bench] cargo build --release", flush=True)
    p = subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=REPO)
    if p.returncode != 0 or not exe.exists():
        return exe, "cargo build --release failed"
    return exe, None


def prepare_whittle(r: Reducer, args) -> None:
    exe, r.skip = whittle_exe(args)
    if r.skip:
        return
    r.exe = str(exe.resolve())
    rc, out = run_capture([r.exe, "--version"])
    r.version = first_line(out) if rc == 0 else f"? ({first_line(out)})"
    extra = shlex.split(args.whittle_args or "")
    if r.name != "whittle":
        suffix = r.name.removeprefix("whittle-")
        extra = ["--preset", suffix] + extra
    r.extra = extra + shlex.split(args.extra_args.get(r.name, ""))
    try:
        commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src",
                                "grammars", "passes", "Cargo.toml", "Cargo.lock"],
                               capture_output=True, text=True).stdout.strip()
        if commit and exe.resolve().is_relative_to(REPO.resolve()):
            r.version += f" (repo commit {commit}{', modified' if dirty else ''})"
    except OSError:
        pass


def find_shrinkray() -> str | None:
    exe = shutil.which("shrinkray")
    if exe:
        return exe
    for c in sorted(glob.glob("/opt/whittle-peers/*/bin/shrinkray")):
        if os.access(c, os.X_OK):
            return c
    return None


def prepare_peer(r: Reducer, args, langs: list[str]) -> None:
    if r.kind in ("cvise", "creduce"):
        exe = shutil.which(r.kind)
        if not exe:
            r.skip = f"{r.kind} not installed (not on PATH; see {INSTALL_PEERS})"
            return
        rc, out = run_capture([exe, "--version"])
        if rc != 0:
            r.skip = f"'{r.kind} --version' fails: {first_line(out)}"
            return
        r.exe, r.version = exe, first_line(out)
    elif r.kind == "treereduce":
        found = {lang: shutil.which(f"treereduce-{lang}") for lang in langs}
        if not any(found.values()):
            r.skip = (f"treereduce-{{{','.join(langs)}}} not installed "
                      f"(cargo install treereduce-{langs[0] if langs else 'c'} ...)")
            return
        r.info["exes"] = found
        missing = [lang for lang, e in found.items() if not e]
        if missing:
            r.notes.append("no treereduce for " + ", ".join(missing))
        exe = next(e for e in found.values() if e)
        rc, out = run_capture([exe, "--version"])
        r.version = first_line(out)
        r.notes.append("treereduce puts the candidate in an extension-less @@ temp file: the "
                       "wrapper copies it to the case's file name in a fresh directory and runs "
                       "test.sh there; it only writes -o at the end, so its size series (and its "
                       "result if capped) comes from the smallest interesting candidate the wrapper saw")
    elif r.kind == "shrinkray":
        prepare_shrinkray(r, langs)
        if r.skip:
            return
    r.extra = shlex.split(args.extra_args.get(r.name, ""))


def prepare_shrinkray(r: Reducer, langs: list[str]) -> None:
    exe = find_shrinkray()
    if not exe:
        r.skip = ("shrinkray not installed (not on PATH nor /opt/whittle-peers/*/bin/shrinkray; "
                  f"it needs Python >= 3.12, see {INSTALL_PEERS})")
        return
    rc, helptext = run_capture([exe, "--help"])
    if rc != 0:
        r.skip = f"'shrinkray --help' fails: {first_line(helptext)}"
        return
    r.exe = exe
    r.info["help"] = helptext
    r.info["langs"] = langs
    rc, out = run_capture([exe, "--version"])
    if rc == 0 and out.strip():
        r.version = first_line(out)
    else:
        py = Path(os.path.realpath(exe)).parent / "python3"
        rc, out = run_capture([str(py), "-c", "import importlib.metadata as m; print(m.version('shrinkray'))"])
        r.version = f"shrinkray {out.strip()}" if rc == 0 else "shrinkray (version unknown)"
    flags = []
    if "--no-llm" in helptext:
        flags.append("--no-llm")
        r.notes.append("ran with --no-llm")
    else:
        r.notes.append("shrinkray --help has no --no-llm flag")
    par = re.search(r"(--parallelism)\b", helptext) or re.search(r"(--jobs)\b", helptext) \
        or re.search(r"(?<![-\w])(-j)\b", helptext)
    r.info["par_flag"] = par.group(1) if par else None
    if not par:
        r.notes.append("no parallelism flag in shrinkray --help: ran with its default")
    if "--ui" in helptext:
        flags.append("--ui=basic")         # the default textual UI wants a terminal
    if "basename" in helptext:
        flags.append("--input-type=basename")   # test.sh reads the candidate by its file name
    if "--no-history" in helptext:
        flags.append("--no-history")       # no .shrinkray/ copy of every reduction
    r.info["flags"] = flags
    g = shrinkray_grammars(exe, langs)
    r.info["grammars_before"] = g
    if g is None:
        r.notes.append("could not query its tree-sitter grammar cache")
    else:
        have = sorted(k for k, v in g.items() if v)
        r.notes.append("tree-sitter grammars cached offline before the benchmark: "
                       + (", ".join(have) if have else "none")
                       + " (per-run status in results.json: shrinkray_grammar)")


def shrinkray_grammars(exe: str, langs: list[str]) -> dict[str, bool] | None:
    """Which of our languages' tree-sitter grammars Shrink Ray can load without
    downloading (tree-sitter-language-pack >= 1 fetches grammars at run time into a
    cache; older versions bundle them)."""
    py = Path(os.path.realpath(exe)).parent / "python3"     # the venv's interpreter
    if not py.exists():
        return None
    code = ("import json, importlib.util as u\n"
            f"langs = {list(langs)!r}\n"
            "if not u.find_spec('tree_sitter_language_pack'):\n"
            "    print(json.dumps({l: False for l in langs})); raise SystemExit\n"
            "import tree_sitter_language_pack as t\n"
            "if hasattr(t, 'downloaded_languages'):\n"
            "    have = set(t.downloaded_languages())\n"
            "    print(json.dumps({l: l in have for l in langs}))\n"
            "else:\n"
            "    print(json.dumps({l: True for l in langs}))\n")
    rc, out = run_capture([str(py), "-c", code])
    try:
        return json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def shrinkray_run_grammar(lang: str, before: dict | None, after: dict | None, output: str) -> str:
    warn = [l.strip() for l in output.splitlines() if "tree-sitter grammar" in l and "WARNING" in l]
    if before and before.get(lang):
        return f"grammar for {lang} available offline (cached before the run)"
    if warn:
        return f"ran WITHOUT the tree-sitter grammar for {lang}: {warn[0]}"
    if after and after.get(lang):
        return (f"grammar for {lang} not cached: Shrink Ray downloaded it in the background during "
                "this run (its tree-sitter passes joined once it arrived)")
    return f"grammar for {lang} not cached and not downloaded: ran without tree-sitter passes"


def make_reducers(args, langs: list[str]) -> list[Reducer]:
    """The reducers --reducers names, prepared; `langs` are the corpus's languages (treereduce
    has one binary per language, Shrink Ray one grammar per language)."""
    out = []
    for name in [s.strip() for s in args.reducers.split(",") if s.strip()]:
        if name == "whittle" or name.startswith("whittle-"):
            r = Reducer(name, "whittle")
            prepare_whittle(r, args)
        elif name in KNOWN_PEERS:
            r = Reducer(name, name)
            prepare_peer(r, args, langs)
        else:
            sys.exit(f"bench: unknown reducer {name!r} (whittle, whittle-<preset>, {', '.join(KNOWN_PEERS)})")
        if r.skip:
            print(f"[bench] skipping {name}: {r.skip}", flush=True)
        else:
            print(f"[bench] {name}: {r.version}", flush=True)
        out.append(r)
    return out


def reducers_of(meta: dict) -> list[Reducer]:
    """The reducers a run's meta lists, for the report."""
    return [Reducer(name, m["kind"], version=m.get("version", ""), extra=m.get("extra_args", []),
                    notes=m.get("notes", []), skip=m.get("skipped"))
            for name, m in meta["reducers"].items()]


# --------------------------------------------------------------------------- wrappers

COUNT_WRAPPER = """#!/usr/bin/env bash
# bench.py counting wrapper: one line per oracle call, then the real test
echo "$$" >> {counter}
exec {test} "$@"
"""

# treereduce: the candidate is an extension-less @@ temp file ($1). Copy it under the
# case's file name into a fresh directory and run test.sh there. Keep the smallest
# interesting candidate in {best} (treereduce itself only writes -o at the end).
TREEREDUCE_WRAPPER = """#!/usr/bin/env bash
# bench.py counting wrapper for treereduce
echo "$$" >> {counter}
cand="$1"
d=$(mktemp -d {tmp}/tr.XXXXXX) || exit 125
cp -- "$cand" "$d"/{file} || {{ rm -rf "$d"; exit 125; }}
(cd "$d" && exec {test})
rc=$?
if [ "$rc" -eq 0 ]; then
  (
    flock 9
    new=$(stat -c %s "$d"/{file})
    cur=$(stat -c %s {best} 2>/dev/null || echo 999999999999)
    if [ "$new" -lt "$cur" ]; then cp -- "$d"/{file} {best}.tmp.$$ && mv -f {best}.tmp.$$ {best}; fi
  ) 9> {best}.lock
fi
rm -rf "$d"
exit "$rc"
"""


# whittle on a case with a [whittle] table runs the case's command itself, without test.sh: this
# goes before the command to count the calls as COUNT_WRAPPER counts them, and changes nothing
# else (the same process, arguments, output and exit status or signal).
COUNT_PREFIX = """#!/usr/bin/env bash
# bench.py call counter before whittle's inline command: one line per oracle call, then the command
echo "$$" >> {counter}
exec "$@"
"""


def write_exe(path: Path, text: str) -> None:
    path.write_text(text)
    path.chmod(0o755)


def write_wrapper(r: Reducer, case: Case, wrapper: Path, counter: Path, tmp: Path, best: Path) -> None:
    """The counting wrapper around the case's test.sh that the reducer runs as its test (for
    whittle on a case with a [whittle] table: the counter put before the case's command)."""
    q = shlex.quote
    if r.kind == "whittle" and inline_test(case):
        write_exe(wrapper, COUNT_PREFIX.format(counter=q(str(counter))))
    elif r.kind == "treereduce":
        write_exe(wrapper, TREEREDUCE_WRAPPER.format(counter=q(str(counter)), test=q(str(case.test)),
                                                     tmp=q(str(tmp)), file=q(case.file), best=q(str(best))))
    else:
        write_exe(wrapper, COUNT_WRAPPER.format(counter=q(str(counter)), test=q(str(case.test))))


# --------------------------------------------------------------------------- commands

def shrinkray_par_args(r: Reducer, jobs: int) -> list[str]:
    par = r.info.get("par_flag")
    return [f"{par}={jobs}"] if par and par.startswith("--") else ([par, str(jobs)] if par else [])


def build_command(r: Reducer, case: Case, jobs: int, wrapper: Path, work: Path, out: Path,
                  tracked: dict) -> list[str] | None:
    f = case.file
    if r.kind == "whittle":
        tracked["file"] = out
        inline = inline_test(case)
        if inline:
            # no test.sh: `whittle OPTIONS ARGS FILE -- COMMAND` (e.g. --same-crash), with the
            # counter (`wrapper`, see COUNT_PREFIX) before the command
            args, command = inline
            if not command:
                # `--compare`: the counter runs first in the first command, once per test
                at = args.index("--compare") + 1
                args = [*args[:at], f"{shlex.quote(str(wrapper))} true && {args[at]}",
                        *args[at + 1:]]
                return [r.exe, "-q", "-j", str(jobs), "-o", str(out), *r.extra, *args, f]
            return [r.exe, "-q", "-j", str(jobs), "-o", str(out), *r.extra, *args, f, "--",
                    str(wrapper), *command]
        return [r.exe, "-q", "-j", str(jobs), "-o", str(out), *r.extra, str(wrapper), f]
    if r.kind in ("cvise", "creduce"):
        tracked["file"] = work / f
        return [r.exe, "--n", str(jobs), *r.extra, str(wrapper), f]
    if r.kind == "shrinkray":
        tracked["file"] = work / f
        return [r.exe, *r.info.get("flags", []), *shrinkray_par_args(r, jobs), *r.extra, str(wrapper), f]
    if r.kind == "treereduce":
        exe = r.info["exes"].get(case.lang)
        if not exe:
            return None
        tracked["file"] = out
        tracked["fallback"] = tracked["best"]
        return [exe, "-j", str(jobs), "-s", f, "-o", str(out), "--temp-dir", str(tracked["tmp"]),
                *r.extra, str(wrapper), "@@"]
    raise AssertionError(r.kind)


def inline_note(r: Reducer, cases: list[Case], jobs: int) -> str | None:
    """The reducer table's note for whittle when some cases have a [whittle] table: how it ran
    those, without test.sh."""
    ids = [c.id for c in cases if inline_test(c)]
    if r.kind != "whittle" or r.skip or not ids:
        return None
    return ("on " + ", ".join(ids) + " (a [whittle] table in case.toml) it ran without test.sh, "
            "the case's command inline: "
            + shlex.join(["whittle", "-q", "-j", str(jobs), "-o", "OUT", *r.extra, "ARGS", "FILE", "--",
                          "COUNTER", "COMMAND"])
            + " (ARGS and COMMAND from the table, e.g. --same-crash; COUNTER appends a line per "
              "call to the counter file and execs COMMAND); test.sh only re-checks the result")


def invocation(r: Reducer, jobs: int) -> str:
    """The reducer's command line with placeholders, as the report's reducer table shows it."""
    if r.skip:
        return ""
    if r.kind == "whittle":
        return shlex.join(["whittle", "-q", "-j", str(jobs), "-o", "OUT", *r.extra, "WRAPPER", "FILE"])
    if r.kind in ("cvise", "creduce"):
        return shlex.join([r.kind, "--n", str(jobs), *r.extra, "WRAPPER", "FILE"])
    if r.kind == "shrinkray":
        return shlex.join(["shrinkray", *r.info.get("flags", []), *shrinkray_par_args(r, jobs), *r.extra,
                           "WRAPPER", "FILE"])
    if r.kind == "treereduce":
        return shlex.join(["treereduce-LANG", "-j", str(jobs), "-s", "FILE", "-o", "OUT",
                           "--temp-dir", "TMP", *r.extra, "WRAPPER", "@@"])
    return ""
