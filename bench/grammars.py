"""The report's section on what each tree-sitter grammar compiled into whittle costs (`--grammars`):
for every grammar crate in `cargo metadata`, the size of its parser.c, the wall time of compiling
it (with its scanner) at -O3 as the cc crate does, and the size of the object code; stored as
<results>/grammars.json and rendered as markdown."""

from __future__ import annotations

import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import REPO, SCRIPT, first_line, fmt_num, loadavg, md, run_capture, stamp

GRAMMARS_JSON = "grammars.json"
RUNS = 3
# What the cc crate passes to gcc for x86_64 Linux at opt-level 3, in the release build and in the
# test build alike (which adds debug info, -gdwarf-4), with the -std=c11 the build scripts ask for.
CFLAGS = ["-O3", "-ffunction-sections", "-fdata-sections", "-fPIC", "-m64", "-Wall", "-Wextra"]


def grammar_name(parser_c: Path) -> str:
    """The grammar's own name: NAME of the last `tree_sitter_NAME(void)` parser.c defines (as
    whittle's run-time loader finds it), so `php_only`, `sql` of tree-sitter-sequel, `kotlin` of
    tree-sitter-kotlin-ng."""
    names = re.findall(r"\*\s*tree_sitter_(\w+)\s*\(\s*void\s*\)", parser_c.read_text(errors="replace"))
    return names[-1] if names else parser_c.parent.parent.name


def linked_grammars() -> dict[str, set[str] | None]:
    """Which grammars of each crate whittle's language table uses, by crate name: None for all
    of them (the crate's `LANGUAGE`), else the names of its `LANGUAGE_<NAME>` constants
    (`LANGUAGE_TSX`: tsx). A crate's build script compiles every grammar it holds; the linker
    keeps only the ones used."""
    table = (REPO / "src" / "lang" / "builtin.rs").read_text()
    out: dict[str, set[str] | None] = {}
    for module, const in re.findall(r"\b(tree_sitter_\w+)::(LANGUAGE\w*)", table):
        crate = module.replace("_", "-")
        if const == "LANGUAGE":
            out[crate] = None
        elif out.get(crate, set()) is not None:
            out.setdefault(crate, set()).add(const.removeprefix("LANGUAGE_").lower())
    return out


def grammar_sources() -> list[dict]:
    """Every grammar whittle depends on, by name: its crate, version and the files its build
    script compiles (src/parser.c and a scanner, if any, of each folder of the crate that holds
    a src/parser.c: the crate's own, or several, as tree-sitter-typescript's typescript/ and
    tsx/), whether whittle's language table uses it (`linked`), and the size of its
    node-types.json, which whittle holds as a string (`NODE_TYPES`) for each grammar it uses."""
    p = subprocess.run(["cargo", "metadata", "--format-version", "1"], cwd=REPO,
                       capture_output=True, text=True, check=True)
    linked = linked_grammars()
    out = []
    for pkg in json.loads(p.stdout)["packages"]:
        name = pkg["name"]
        if not name.startswith("tree-sitter-") or name == "tree-sitter-language":
            continue
        root = Path(pkg["manifest_path"]).parent
        dirs = sorted({f.parent.parent for f in root.rglob("src/parser.c")
                       if not {"node_modules", "target", "test", "tests"} & set(f.relative_to(root).parts)})
        for d in dirs:
            files = [d / "src" / f for f in ("parser.c", "scanner.c", "scanner.cc") if (d / "src" / f).is_file()]
            grammar = grammar_name(files[0])
            used = linked.get(name, set())
            node_types = d / "src" / "node-types.json"
            out.append({"grammar": grammar, "crate": name, "version": pkg["version"],
                        "files": [str(f.relative_to(root)) for f in files], "paths": files,
                        "linked": used is None or grammar in used,
                        "node_types_bytes": node_types.stat().st_size if node_types.is_file() else 0})
    return sorted(out, key=lambda g: g["grammar"])


def compile_all(files: list[Path], out_dir: Path) -> tuple[float, float, list[Path]]:
    """Compiles the files one after the other, as the cc crate runs the compiler; the wall and
    CPU seconds (user + system of the compiler and its children) and the objects."""
    objs = []
    t0, c0 = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
    for f in files:
        cxx = f.suffix == ".cc"
        obj = out_dir / f"{f.stem}.o"
        argv = ["c++" if cxx else "cc", *CFLAGS, *([] if cxx else ["-std=c11"]),
                "-I", str(f.parent), "-c", str(f), "-o", str(obj)]
        p = subprocess.run(argv, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} failed: {p.stderr.strip()[-500:]}")
        objs.append(obj)
    c1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.monotonic() - t0, c1.ru_utime + c1.ru_stime - c0.ru_utime - c0.ru_stime, objs


def object_bytes(objs: list[Path]) -> tuple[int, str]:
    """text + data of the objects by `size` (the parse tables are read-only data, which it
    counts as text), or the files' sizes without it; and which of the two."""
    if shutil.which("size"):
        rc, out = run_capture(["size", *map(str, objs)])
        rows = [line.split() for line in out.splitlines()[1:] if line.strip()]
        if rc == 0 and len(rows) == len(objs):
            return sum(int(r[0]) + int(r[1]) for r in rows), "size text+data"
    return sum(o.stat().st_size for o in objs), "object file size"


def run_grammars(args, argv) -> int:
    """Measures every grammar (RUNS rounds over all of them), stores <results>/grammars.json."""
    try:
        grammars = grammar_sources()
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"[bench] cargo metadata failed: {e}", file=sys.stderr)
        return 1
    started = stamp(argv)
    with tempfile.TemporaryDirectory(prefix="whittle-grammars-") as tmp:
        for k in range(RUNS):
            for g in grammars:
                out_dir = Path(tmp) / g["grammar"]
                out_dir.mkdir(exist_ok=True)
                try:
                    wall, cpu, objs = compile_all(g["paths"], out_dir)
                except (OSError, RuntimeError) as e:
                    print(f"[bench] {g['grammar']}: {e}", file=sys.stderr)
                    return 1
                g.setdefault("compile_runs_s", []).append(round(wall, 2))
                g.setdefault("cpu_runs_s", []).append(round(cpu, 2))
                g["object_bytes"], g["object_measure"] = object_bytes(objs)
                print(f"[bench] round {k + 1}/{RUNS} {g['grammar']}: {wall:.1f} s (CPU {cpu:.1f} s), "
                      f"{g['object_bytes']} object bytes", flush=True)
    for g in grammars:
        g["parser_c_bytes"] = g["paths"][0].stat().st_size
        g["compile_s"], g["cpu_s"] = min(g["compile_runs_s"]), min(g["cpu_runs_s"])
        del g["paths"]
    binary = REPO / "target" / "release" / "whittle"
    data = {"meta": dict(started, cc=first_line(run_capture(["cc", "--version"])[1]),
                         cflags=" ".join(CFLAGS + ["-std=c11"]), runs=RUNS, loadavg_end=loadavg(),
                         release_binary_bytes=binary.stat().st_size if binary.is_file() else None),
            "grammars": grammars}
    results_dir = Path(args.results).resolve()
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / GRAMMARS_JSON).write_text(json.dumps(data, indent=1) + "\n")
    print(f"[bench] wrote {results_dir / GRAMMARS_JSON}")
    return 0


def grammars_section(data: dict, rel: str) -> list[str]:
    meta, rows = data.get("meta", {}), data["grammars"]
    m = meta.get("machine", {})
    linked = [g for g in rows if g.get("linked", True)]
    unlinked = [g for g in rows if not g.get("linked", True)]
    total = {k: sum(g[k] for g in rows) for k in ("parser_c_bytes", "compile_s", "cpu_s", "object_bytes")}
    in_binary = sum(g["object_bytes"] + g.get("node_types_bytes", 0) for g in linked)
    binary = meta.get("release_binary_bytes")
    L = ["## What each grammar costs", ""]
    L.append("Every tree-sitter grammar whittle depends on (the `tree-sitter-*` crates in `cargo metadata` "
             "but tree-sitter-language; a crate may hold several, as tree-sitter-typescript holds "
             "typescript and tsx) is C that tree-sitter generated: its parse tables in `parser.c`, for "
             "some an external scanner beside it. The grammar's build script compiles it with the cc "
             "crate, at opt-level 3 in the release build and in the test build alike "
             "(`[profile.dev.package.\"*\"]`). *Compile s*: the wall time of "
             f"`cc {meta.get('cflags', '?')} -c` on parser.c and then the scanner, the least of "
             f"{meta.get('runs', '?')} runs ({meta.get('cc', '?')}; the test build also adds debug info, "
             "not timed here); *object bytes*: "
             + ("the objects' file size" if rows and rows[0]["object_measure"] != "size text+data" else
                "text + data of the objects by `size` (the parse tables are read-only data, counted "
                "as text)")
             + "; *node-types bytes*: the grammar's `node-types.json`, which whittle holds as a string "
               "(the crate's `NODE_TYPES`) for the facts it derives.")
    L.append("")
    L.append(f"So a grammar adds its compile time to every `cargo build` that builds it afresh, twice in "
             f"CI (the test build and the release build: {fmt_num(total['compile_s'])} s of one core each "
             f"for all {len(rows)} here), and about its object and node-types bytes to the binary (together "
             f"{in_binary / 2**20:.1f} MB"
             + (f" of the {binary / 2**20:.1f} MB release binary" if binary else "") + ")"
             + (f"; a grammar whittle does not use ({', '.join(g['grammar'] for g in unlinked)}, "
                "compiled by its crate's build script with the one whittle uses) is left out of the "
                "binary by the linker" if unlinked else "") + ".")
    L.append("")
    L.append(f"Regenerate with `python3 {SCRIPT} --grammars`; raw data (every run, and CPU seconds): "
             f"[`{rel}/{GRAMMARS_JSON}`]({rel}/{GRAMMARS_JSON}); {meta.get('date', '?')}, commit "
             f"{meta.get('commit', '?')}, {m.get('nproc', '?')} cores, load average "
             f"{m.get('loadavg_start', '?')} at start, {meta.get('loadavg_end', '?')} at end. The machine is "
             "shared, so the wall times are noisy (the CPU time of all the compiles, "
             f"{fmt_num(total['cpu_s'])} s, less so).")
    L.append("")
    L.append("| grammar | crate version | parser.c bytes | compile s | CPU s | object bytes "
             "| node-types bytes | in the binary |")
    L.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for g in rows:
        L.append(f"| {g['grammar']} | {md(g['crate'])} {g['version']} | {g['parser_c_bytes']} "
                 f"| {g['compile_s']:.1f} | {g['cpu_s']:.1f} | {g['object_bytes']} "
                 f"| {g.get('node_types_bytes', 0)} | {'yes' if g.get('linked', True) else 'no'} |")
    L.append(f"| **total** | | **{total['parser_c_bytes']}** | **{total['compile_s']:.1f}** "
             f"| **{total['cpu_s']:.1f}** | **{total['object_bytes']}** "
             f"| **{sum(g.get('node_types_bytes', 0) for g in rows)}** | **{in_binary}** in it |")
    L.append("")
    return L
