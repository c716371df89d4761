"""What ``incore l2`` prints and writes: the two runs' counters side by side with the deltas,
per-tensor hit rates and main-memory bytes, the advisor's sentences, ``--json`` and
``--plot`` (matplotlib, the optional extra ``plot``)."""

from __future__ import annotations

import json
from pathlib import Path

from incore.runtime.l2.advisor import advise
from incore.runtime.l2.counters import L2Counters, L2Stats
from incore.runtime.l2.model import COUNTER_NAMES

PLOT_INSTALL = "pip install 'incore[plot]'  (or: pip install matplotlib)"
_RATES = ("read_hit_rate", "write_hit_rate", "total_hit_rate", "victim_rate")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _delta_pct(a: float, b: float) -> str:
    return f"{100 * (a - b):+.1f} pt"


def _delta(a: int, b: int) -> str:
    return f"{a - b:+d}"


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for j, r in enumerate(rows):
        cells = [c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)]
        out.append("  ".join(cells).rstrip())
        if j == 0:
            out.append("  ".join("-" * w for w in widths))
    return out


def policy_of(stats: L2Stats, name: str) -> str:
    """``BYPASS`` if the tensor's reads were compiled BYPASS in this run, else ``DEFAULT``."""
    a = stats.advice.get(name)
    return "BYPASS" if a is not None and a.bypass_reads else "DEFAULT"


def render(labels: tuple[str, str], runs: tuple[L2Stats, L2Stats], title: str) -> str:
    """The text report of two runs (``runs[0]`` as compiled, ``runs[1]`` with the override)."""
    a, b = runs
    lines = [title, f"L2 model: {a.config.describe()}, shared by every core, LRU, write-back, "
             f"write-allocate; {a.arch}, l2_cache_offset {a.l2_cache_offset:#x}; "
             f"{a.accesses} traced accesses"]
    if a.offset_note:
        lines.append(f"note: {a.offset_note}")
    lines.append("")
    rows = [["counter", labels[0], labels[1], "delta"]]
    for name in COUNTER_NAMES:
        x, y = getattr(a.total, name), getattr(b.total, name)
        rows.append([name, str(x), str(y), _delta(x, y)])
    for name in _RATES:
        x, y = getattr(a.total, name), getattr(b.total, name)
        rows.append([name, _pct(x), _pct(y), _delta_pct(x, y)])
    lines += _table(rows)
    lines.append("")
    rows = [["tensor", "policy", f"read hit ({labels[0]})", f"read hit ({labels[1]})", "delta",
             f"MM bytes in ({labels[0]})", f"MM bytes in ({labels[1]})", "delta"]]
    for name in a.per_tensor:
        x, y = a.per_tensor[name], b.per_tensor.get(name, L2Counters())
        rows.append([name, policy_of(a, name), _pct(x.read_hit_rate), _pct(y.read_hit_rate),
                     _delta_pct(x.read_hit_rate, y.read_hit_rate),
                     str(x.bytes_from_main_memory), str(y.bytes_from_main_memory),
                     _delta(x.bytes_from_main_memory, y.bytes_from_main_memory)])
    lines += _table(rows)
    advice = advise(a)
    lines.append("")
    lines.append("advisor (lines re-read within the L2's capacity, from the trace as compiled):")
    if advice:
        lines += [f"  {text}" for text in advice.values()]
    else:
        lines.append("  nothing to propose")
    for name, adv in a.advice.items():
        if adv.written:
            lines.append(f"  `{name}`: written by the kernel — nothing to propose")
    return "\n".join(lines) + "\n"


def as_json(labels: tuple[str, str], runs: tuple[L2Stats, L2Stats], **extra: object) -> dict:
    """The numbers of both runs, the deltas of the totals and the advice."""
    a, b = runs
    da, db = a.total.as_dict(), b.total.as_dict()
    return {
        **extra,
        "runs": {labels[0]: a.as_dict(), labels[1]: b.as_dict()},
        "delta": {k: da[k] - db[k] for k in da},
        "advice": advise(a),
        "note": a.offset_note,
    }


def write_json(path: str | Path, data: dict) -> None:
    """Write ``data`` as indented JSON."""
    Path(path).write_text(json.dumps(data, indent=2) + "\n")


def write_plot(path: str | Path, labels: tuple[str, str], runs: tuple[L2Stats, L2Stats],
               title: str) -> None:
    """Per-tensor read hit rates and main-memory bytes read of both runs, and the hit rate
    over each launch, as a PNG.

    Raises ImportError (with the install command) when matplotlib is missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError(f"--plot needs matplotlib: {PLOT_INSTALL}") from None
    a, b = runs
    names = list(a.per_tensor)
    fig, (left, middle, right) = plt.subplots(1, 3, figsize=(15, 4))
    xs = range(len(names))
    width = 0.38
    left.bar([x - width / 2 for x in xs], [100 * a.per_tensor[n].read_hit_rate for n in names],
             width, label=labels[0])
    left.bar([x + width / 2 for x in xs],
             [100 * b.per_tensor.get(n, L2Counters()).read_hit_rate for n in names], width,
             label=labels[1])
    left.set_xticks(list(xs), names)
    left.set_ylabel("read hit rate (%)")
    left.set_title("per tensor")
    left.legend()
    middle.bar([x - width / 2 for x in xs],
               [a.per_tensor[n].bytes_from_main_memory / 1024 for n in names], width,
               label=labels[0])
    middle.bar([x + width / 2 for x in xs],
               [b.per_tensor.get(n, L2Counters()).bytes_from_main_memory / 1024 for n in names],
               width, label=labels[1])
    middle.set_xticks(list(xs), names)
    middle.set_yscale("log")
    middle.set_ylabel("bytes from main memory (KiB, log)")
    middle.set_title("per tensor")
    middle.legend()
    for stats, label in ((a, labels[0]), (b, labels[1])):
        n = len(stats.timeline)
        right.plot([100 * (i + 0.5) / n for i in range(n)], [100 * h for h in stats.timeline],
                   label=label)
    right.set_xlabel("position in the launch's merged trace (%)")
    right.set_ylabel("hit rate (%)")
    right.set_title("over the launch")
    right.legend()
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
