"""Compile cache: cold compile vs cache-hit compile, in-process and in a new process, and in a
new process against numba's ``@njit`` compile and its ``cache=True`` cache.

    python benchmarks/compile_cache.py [--repeat 20] [--processes 7]

Every measurement uses a temporary ``INCORE_CACHE_DIR`` (and ``NUMBA_CACHE_DIR``), never the
user's cache.  In-process times are medians of ``incore.compile_file`` calls in a warm process
(cold: ``cache=False``; hit: the entry exists).  New-process times are medians over fresh
interpreters of the time from the first line of the script (before ``import incore``, or
``import numba``) until the compile returns (cold: empty cache; hit: the entry exists).  The
``hit + module.program`` column reads ``module.program`` after the hit, which runs the
frontend a hit otherwise skips.

The numba peer compiles the same kernel as a loop (``saxpy``: ``y[i] = a * x[i] + y[i]``;
``rowscale``: ``out[r, c] = x[r, c] * scale[r] + bias[c]``) with an explicit signature, so it
compiles at decoration as ``incore.compile`` does, from a script file (numba caches only
file-backed functions).  Each round runs incore cold, numba cold, incore hit, numba hit, so
load from other processes falls on both alike; the ratios are numba's median over incore's
(targets: cold >= 3x, hit >= 6x).  The warm row sets the in-process cold compile beside
numba compiling a new function object of the same kernel in a process where numba is imported
and has compiled once (median of ``--repeat``).  One untimed numba run first fills numba's
own bytecode caches, as an earlier numba import would have.  incore's bytecode is compiled first
(``python -m compileall incore`` and one parse, which writes the frontend's tables of
compiled node-class methods, ``incore/frontend/classcode.py``, and of the parser,
``incore/frontend/parsetables.py``), as ``pip install`` and any earlier compile would have.
Prints Markdown tables.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import incore
from incore import cache

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ("saxpy", "rowscale")
COLD_TARGET = 3.0  # numba's cold compile over incore's, in a new process
HIT_TARGET = 6.0  # numba's cache=True hit over incore's cache hit, in a new process
# one parse with bytecode writes allowed: the frontend's tables of compiled node-class methods
# (frontend/classcode.py) and of the parser (frontend/parsetables.py) are written, as any
# earlier compile in the installation would have
WARM_FRONTEND = """
from incore.frontend import check
check("kernel k(x: Tensor[[N], f32]):\\n    pass\\n", "warm.ik")
"""
CHILD = """
import time
t0 = time.perf_counter()
import sys, incore
module = incore.compile_file(sys.argv[1])
if sys.argv[2] == "program":
    module.program
print(time.perf_counter() - t0)
"""


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def in_process(path: Path, repeat: int) -> tuple[float, float, float]:
    """(cold, hit, hit + frontend) medians of compile_file in this process."""
    incore.compile_file(path, cache=False)  # warm the parser tables and the target machine
    cold = median_time(lambda: incore.compile_file(path, cache=False), repeat)
    cache.clear()
    incore.compile_file(path)  # stores the entry
    hit = median_time(lambda: incore.compile_file(path), repeat)
    checked = median_time(lambda: incore.compile_file(path).program, repeat)
    return cold, hit, checked


def numba_in_process(name: str, repeat: int) -> float:
    """Median time numba takes to compile a new ``@njit`` function of the kernel ``name`` with
    its signature (no cache) in this process, numba imported and warmed by one compile."""
    import numba

    signature, params, body = NUMBA_KERNELS[name]
    source = f"def {name}({params}):{body}"

    def compile_once() -> None:
        scope: dict = {}
        exec(source, scope)  # a new function object: numba compiles it anew
        numba.njit(signature)(scope[name])

    compile_once()
    return median_time(compile_once, repeat)


def child(path: Path, mode: str) -> float:
    proc = subprocess.run([sys.executable, "-c", CHILD, str(path), mode], capture_output=True,
                          text=True, env=os.environ.copy())
    if proc.returncode != 0:
        raise SystemExit(f"compiling {path} in a new process failed:\n{proc.stderr}")
    return float(proc.stdout)


NUMBA_KERNELS = {
    "saxpy": ("void(float32[:], float32[:], float32)", "x, y, alpha", """
    for i in range(x.shape[0]):
        y[i] = alpha * x[i] + y[i]
"""),
    "rowscale": ("void(float32[:, :], float32[:], float32[:], float32[:, :])",
                 "x, scale, bias, out", """
    for r in range(x.shape[0]):
        s = scale[r]
        for c in range(x.shape[1]):
            out[r, c] = x[r, c] * s + bias[c]
"""),
}
NUMBA_CHILD = """import time
t0 = time.perf_counter()
import numba


@numba.njit({signature!r}, cache=True)
def {name}({params}):{body}
print(time.perf_counter() - t0)
"""


def numba_child(script: Path, cache_dir: Path) -> float:
    env = {**os.environ, "NUMBA_CACHE_DIR": str(cache_dir)}
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"numba compiling {script.name} failed:\n{proc.stderr}")
    return float(proc.stdout)


def new_process(path: Path, runs: int, numba_script: Path | None, tmp: Path) -> dict:
    """Medians over fresh interpreters: incore cold, hit and hit + frontend, and numba's cold
    and cache-hit compile of the same kernel (None without numba)."""
    numba_cache = tmp / f"numba-{path.parent.name}"
    if numba_script is not None:
        numba_child(numba_script, numba_cache)  # untimed: fills numba's own bytecode caches
    times: dict[str, list[float]] = {k: [] for k in ("cold", "hit", "program", "nb_cold",
                                                     "nb_hit")}
    for _ in range(runs):
        cache.clear()
        times["cold"].append(child(path, "compile"))  # empty cache: compiles and stores
        if numba_script is not None:
            shutil.rmtree(numba_cache, ignore_errors=True)
            times["nb_cold"].append(numba_child(numba_script, numba_cache))
        times["hit"].append(child(path, "compile"))
        if numba_script is not None:
            times["nb_hit"].append(numba_child(numba_script, numba_cache))
        times["program"].append(child(path, "program"))
    return {k: statistics.median(v) if v else None for k, v in times.items()}


def numba_version() -> str | None:
    """numba's version, or None if it is not installed (read without importing it)."""
    import importlib.metadata

    try:
        return importlib.metadata.version("numba")
    except importlib.metadata.PackageNotFoundError:
        return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20, help="in-process compiles per median")
    ap.add_argument("--processes", type=int, default=7, help="new processes per median")
    args = ap.parse_args()
    bytecode = {**os.environ, "PYTHONDONTWRITEBYTECODE": ""}
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "incore")],
                   env=bytecode, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([sys.executable, "-c", WARM_FRONTEND], env=bytecode, check=True)
    rows, peers = [], []
    nb = numba_version()
    with tempfile.TemporaryDirectory(prefix="incore-bench-cache-") as tmp:
        os.environ[cache.ENV_DIR] = tmp
        for name in EXAMPLES:
            path = ROOT / "examples" / name / "kernel.ik"
            rows.append((f"{name}, in-process", *in_process(path, args.repeat)))
            script = None
            if nb is not None:
                script = Path(tmp) / f"numba_{name}.py"
                signature, params, body = NUMBA_KERNELS[name]
                script.write_text(NUMBA_CHILD.format(signature=signature, name=name,
                                                     params=params, body=body))
            t = new_process(path, args.processes, script, Path(tmp))
            t["warm"] = rows[-1][1]
            t["nb_warm"] = numba_in_process(name, args.repeat) if nb is not None else None
            rows.append((f"{name}, new process (import + compile)", t["cold"], t["hit"],
                         t["program"]))
            peers.append((name, t))
        size = cache.info().total_bytes
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, python "
          f"{platform.python_version()}, numba {nb or 'not installed'}, load average {load}; "
          f"in-process median of {args.repeat}, new-process median of {args.processes}; "
          f"rowscale entry {size} bytes")
    print("| compile | cold | cache hit | cold / hit | hit + `module.program` |")
    print("|---|---|---|---|---|")
    for what, cold, hit, checked in rows:
        digits = 2 if hit < 0.01 else 0
        print(f"| {what} | {cold * 1e3:.{1 if digits else 0}f} ms | {hit * 1e3:.{digits}f} ms "
              f"| {cold / hit:.1f}x | {checked * 1e3:.{digits}f} ms |")
    if nb is None:
        print("\nnumba is not installed (pip install -e '.[bench]'): no peer ratios")
        return
    print("\n| new process | incore | numba | numba / incore | target | status |")
    print("|---|---|---|---|---|---|")
    for name, t in peers:
        for what, mine, theirs, target in (
                ("cold compile", t["cold"], t["nb_cold"], COLD_TARGET),
                ("cache hit (numba `cache=True`)", t["hit"], t["nb_hit"], HIT_TARGET),
                ("warm compile, in-process (no cache)", t["warm"], t["nb_warm"], None)):
            ratio = theirs / mine
            status = "-" if target is None else "met" if ratio >= target else "missed"
            goal = "-" if target is None else f">= {target:g}x"
            print(f"| {name}, {what} | {mine * 1e3:.{1 if mine < 0.1 else 0}f} ms "
                  f"| {theirs * 1e3:.{1 if theirs < 0.1 else 0}f} ms | {ratio:.2f}x | {goal} "
                  f"| {status} |")


if __name__ == "__main__":
    main()
