"""Measure the max ulp error of every device math function and write the table of docs/math.md.

    python scripts/measure_ulp.py            # print the table (scale 8: ~1-4 million inputs each)
    python scripts/measure_ulp.py --write    # also replace the table between the markers
    python scripts/measure_ulp.py --scale 1  # the tests' input sizes (fast)
    python scripts/measure_ulp.py --only atan --write  # measure and rewrite only these rows

The inputs and references are those of tests/support/math_harness.py (random bit patterns,
logspace over the whole range, dense linspaces, neighbours of thresholds, special values), the
kernels are the device functions JIT-compiled for baseline x86-64 at O2. Exact functions are
compared bit for bit with numpy and reported as "exact" (or the number of mismatches).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from incore.lowering.mathlib import MATH_ARITY  # noqa: E402
from tests.support import math_harness as H  # noqa: E402

DOC = ROOT / "docs" / "math.md"
BEGIN, END = "<!-- ulp-table:begin -->", "<!-- ulp-table:end -->"
EXACT = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "round": np.round,
         "sign": np.sign, "abs": np.fabs, "fmod": np.fmod}
ORDER = ["exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt", "rsqrt",
         "hypot", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
         "erf", "erfc", "sigmoid", "floor", "ceil", "trunc", "round", "sign", "abs", "fmod"]


def _args(name: str, tyname: str, scale: int) -> tuple[np.ndarray, ...]:
    if MATH_ARITY[name] == 2:
        return H.domain2(name, tyname, scale)
    return (H.domain(name, tyname, scale),)


def _exact_mismatches(name: str, tyname: str, scale: int) -> tuple[int, int]:
    args = _args(name, tyname, scale)
    got = H.run(name, tyname, *args)
    with np.errstate(all="ignore"):
        want = EXACT[name](*args)
    it = np.uint32 if tyname == "f32" else np.uint64
    nan = np.isnan(want)
    bad = int((np.isnan(got) != nan).sum()) + int(
        (got[~nan].view(it) != want[~nan].view(it)).sum())
    return bad, got.size


def measure_all(scale: int, only: list[str] | None = None
                ) -> list[tuple[str, dict[str, str], int]]:
    """(name, {type: cell}, inputs) for every function in ORDER (or those in ``only``)."""
    rows = []
    for name in ORDER:
        if only is not None and name not in only:
            continue
        cells: dict[str, str] = {}
        count = 0
        for tyname in ("f32", "f64"):
            if name in EXACT:
                bad, count = _exact_mismatches(name, tyname, scale)
                cells[tyname] = "exact" if bad == 0 else f"{bad} mismatches"
                continue
            args = _args(name, tyname, scale)
            if name in ("erf", "erfc") and tyname == "f64":
                args = (args[0][::2],)  # the long double reference is slow
            worst, where, _got, _ref = H.measure(name, tyname, *args)
            count = args[0].size
            at = ", ".join(f"{float(w):.9g}" for w in where)
            cells[tyname] = f"{worst:.3f} (x = {at})"
        rows.append((name, cells, count))
        print(f"{name}: {cells}", file=sys.stderr, flush=True)
    return rows


def table(rows: list[tuple[str, dict[str, str], int]]) -> str:
    lines = ["| function | f32 max ulp (worst input) | f64 max ulp (worst input) | inputs |",
             "|---|---|---|---|"]
    for name, cells, count in rows:
        lines.append(f"| `{name}` | {cells['f32']} | {cells['f64']} | {count:,} |")
    return "\n".join(lines)


def _merged(doc: str, text: str) -> str:
    """The table of ``doc`` with the rows of the partial table ``text`` put in their place."""
    body = doc[doc.index(BEGIN) + len(BEGIN):doc.index(END)].strip().splitlines()
    new = {line.split("|")[1]: line for line in text.splitlines()[2:]}
    return "\n".join(new.get(line.split("|")[1], line) if line.startswith("| `") else line
                     for line in body)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=8, help="input count multiplier (tests: 1)")
    parser.add_argument("--write", action="store_true", help=f"update the table in {DOC.name}")
    parser.add_argument("--only", nargs="+", choices=ORDER, metavar="NAME",
                        help="measure only these functions (--write replaces only their rows)")
    opts = parser.parse_args()
    start = time.monotonic()
    text = table(measure_all(opts.scale, opts.only))
    print(text)
    print(f"measured in {time.monotonic() - start:.0f} s", file=sys.stderr)
    if opts.write:
        doc = DOC.read_text(encoding="utf-8")
        if opts.only is not None:
            text = _merged(doc, text)
        block = f"{BEGIN}\n{text}\n{END}"
        pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.DOTALL)
        if not pattern.search(doc):
            print(f"{DOC} has no {BEGIN} ... {END} block", file=sys.stderr)
            return 1
        DOC.write_text(pattern.sub(lambda _m: block, doc), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
