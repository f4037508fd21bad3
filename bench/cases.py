"""The corpus cases (corpus/<language>/<case>/{<file>, test.sh, case.toml}): loading them,
selecting the ones the command line names, the languages the corpus has, how whittle runs a case
without its test.sh or with extra options around it (a `[whittle]` table in case.toml), and
counting tokens with whittle's own tokenizer (`whittle --count-tokens`), the same for every
reducer."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from common import CORPUS, REPO


@dataclass
class Case:
    lang: str
    name: str
    dir: Path
    file: str
    quick: bool
    oracle: str
    meta: dict

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.name}"

    @property
    def input(self) -> Path:
        return self.dir / self.file

    @property
    def test(self) -> Path:
        return self.dir / "test.sh"


def inline_test(case) -> tuple[list[str], list[str]] | None:
    """How whittle runs this case without its test.sh, from the case.toml's `[whittle]` table:
    (args, command), e.g. (["--same-crash"], ["g++", "-std=c++17", "-fsyntax-only", "@@"]), for
    `whittle OPTIONS ARGS FILE -- COMMAND`, or (args, []) for a test whittle writes from its
    args alone (`--compare`: `whittle OPTIONS ARGS FILE`); None for a case without one (whittle
    runs test.sh, as every peer does). `case` may be any object with a `meta` dict, or none (the
    synthetic cases of --scaling)."""
    table = (getattr(case, "meta", None) or {}).get("whittle")
    if not table or ("command" not in table and "--compare" not in table.get("args", [])):
        return None
    command, args = table.get("command", []), table.get("args", [])
    where = getattr(case, "id", "?")
    if "--compare" in args and command:
        sys.exit(f"bench: {where}: [whittle] --compare is the test: no command with it")
    if not (isinstance(command, list) and (command or "--compare" in args)
            and all(isinstance(a, str) for a in command)):
        sys.exit(f"bench: {where}: [whittle] command must be a non-empty list of strings")
    if not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
        sys.exit(f"bench: {where}: [whittle] args must be a list of strings")
    return repo_paths(args), list(command)


def script_args(case) -> list[str]:
    """whittle's extra options for a case it runs through test.sh, as every peer does: the args of
    a `[whittle]` table with no command and no --compare, e.g. ["--grammar",
    "tests/data/grammars/tree-sitter-lua"] for a language whittle loads at run time; [] for any
    other case (no table, or an inline test: see inline_test)."""
    table = (getattr(case, "meta", None) or {}).get("whittle")
    if not table or inline_test(case) is not None:
        return []
    args = table.get("args", [])
    if not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
        sys.exit(f"bench: {getattr(case, 'id', '?')}: [whittle] args must be a list of strings")
    return repo_paths(args)


def repo_paths(args: list[str]) -> list[str]:
    """`args` with a relative path after --grammar (or in --grammar=PATH) made absolute against
    the repository root: whittle runs in a scratch directory."""
    out = list(args)
    for i, a in enumerate(out):
        if i > 0 and out[i - 1] == "--grammar" and not Path(a).is_absolute():
            out[i] = str(REPO / a)
        elif a.startswith("--grammar=") and not Path(a[len("--grammar="):]).is_absolute():
            out[i] = "--grammar=" + str(REPO / a[len("--grammar="):])
    return out


def inline_label(args: list[str]) -> str:
    """What the result row says about a run of whittle without test.sh."""
    if "--compare" in args:
        return "differential, no script"
    return ("same-crash, no script" if "--same-crash" in args
            else "inline command, no script")


def load_cases() -> list[Case]:
    """Every case of the corpus, by language folder then case folder. A case's language is the
    folder it sits in, which must be its case.toml's `language`."""
    cases = []
    for toml in sorted(CORPUS.glob("*/*/case.toml")):
        d = toml.parent
        lang = d.parent.name
        meta = tomllib.loads(toml.read_text())
        if meta.get("language", lang) != lang:
            sys.exit(f"bench: {toml} says language = {meta['language']!r} but sits under {lang}/")
        cases.append(Case(lang, d.name, d, meta["file"], bool(meta.get("quick", False)),
                          meta.get("oracle", "?"), meta))
        inline_test(cases[-1])          # a malformed [whittle] table stops here, before any run
        script_args(cases[-1])
    return cases


def languages(cases: list[Case]) -> list[str]:
    """The languages of these cases, sorted."""
    return sorted({c.lang for c in cases})


def select_cases(all_cases: list[Case], spec: str | None, quick: bool) -> list[Case]:
    if not spec:
        return [c for c in all_cases if c.quick or not quick]
    langs = languages(all_cases)
    chosen = []
    for item in [s.strip().strip("/") for s in spec.split(",") if s.strip()]:
        hits = [c for c in all_cases
                if item in (c.id, c.name, c.lang) or c.id == item.removeprefix("corpus/")]
        if not hits:
            sys.exit(f"bench: no case matches {item!r} (cases: {', '.join(c.id for c in all_cases)})")
        if quick and item in langs:
            hits = [c for c in hits if c.quick]
        chosen += [c for c in hits if c not in chosen]
    return chosen


# --------------------------------------------------------------------------- tokens

def count_tokens(whittle: str | Path, paths: list[Path]) -> list[int]:
    """Tokens of each file, as whittle counts them (`whittle --count-tokens FILE...` prints
    `<tokens> <path>` a line): the same rule for every reducer, and whittle's own summary's."""
    counts: list[int] = []
    for k in range(0, len(paths), 200):
        chunk = [str(Path(p).resolve()) for p in paths[k:k + 200]]
        p = subprocess.run([str(whittle), "--count-tokens", *chunk], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, errors="replace")
        lines = p.stdout.splitlines()
        if p.returncode != 0 or len(lines) != len(chunk):
            raise RuntimeError(f"{whittle} --count-tokens failed (exit {p.returncode}): "
                               f"{(p.stderr or p.stdout).strip()[:500]}")
        for line, path in zip(lines, chunk):
            n, _, name = line.partition(" ")
            if name != path:
                raise RuntimeError(f"{whittle} --count-tokens: {line!r} is not about {path}")
            counts.append(int(n))
    return counts


def count_texts(whittle: str | Path, texts: list[tuple[str, bytes]]) -> list[int]:
    """Tokens of each `(file name, data)`, counted by whittle from temporary files of those names:
    the name's extension gives the language, whose lexis says what a `'` is (a Rust lifetime)."""
    with tempfile.TemporaryDirectory(prefix="whittle-bench-tokens-") as d:
        paths = []
        for k, (name, data) in enumerate(texts):
            path = Path(d) / str(k) / Path(name).name
            path.parent.mkdir()
            path.write_bytes(data)
            paths.append(path)
        return count_tokens(whittle, paths)


def count_tokens_of(whittle: str | Path, data: bytes, name: str) -> int:
    """Tokens of `data` as a file named `name`, counted by whittle."""
    return count_texts(whittle, [(name, data)])[0]
