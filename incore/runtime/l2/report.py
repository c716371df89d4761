"""What ``incore l2`` prints and writes.  The headline is what BYPASS buys: per tensor its
requests, read hit rate and main-memory bytes as compiled vs with every BYPASS as DEFAULT,
then the totals (main-memory bytes first, hit rates after) and the estimated memory time
(``memtime.py``) with the deltas in percent.  Then the msprof counters side by side, the
advisor's sentences, ``--json`` and ``--plot`` (matplotlib, the optional extra ``plot``)."""

from __future__ import annotations

import json
from pathlib import Path

from incore.runtime.l2.advisor import advise
from incore.runtime.l2.counters import L2Counters, L2Stats
from incore.runtime.l2.memtime import Bandwidths
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


def _bytes(n: int) -> str:
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if abs(n) >= 1 << shift:
            return f"{n / (1 << shift):.2f} {unit}"
    return f"{n} B"


def _rel(a: float, b: float) -> str:
    """``a`` relative to ``b`` in percent (``-30.0%``: a is 30% below b)."""
    return f"{100 * (a - b) / b:+.1f}%" if b else ("+0.0%" if a == b else "n/a")


def _mm(c: L2Counters) -> int:
    return c.bytes_from_main_memory + c.bytes_to_main_memory


def headline(labels: tuple[str, str], runs: tuple[L2Stats, L2Stats],
             bandwidths: Bandwidths) -> list[str]:
    """What BYPASS buys: per tensor, then the totals (main-memory bytes first, hit rates
    after) and the estimated memory time at ``bandwidths``, with the deltas in percent."""
    a, b = runs
    short = ("compiled", "DEFAULT")
    lines = [f"What BYPASS buys ({labels[0]} vs {labels[1]}, "
             f"{a.launches} launch{'es' if a.launches != 1 else ''} per run):", ""]
    rows = [["tensor", "policy", f"requests ({short[0]})", f"requests ({short[1]})",
             f"read hit ({short[0]})", f"read hit ({short[1]})",
             f"MM bytes ({short[0]})", f"MM bytes ({short[1]})", "MM delta"]]
    for name in a.per_tensor:
        x, y = a.per_tensor[name], b.per_tensor.get(name, L2Counters())
        rows.append([name, policy_of(a, name), str(x.requests), str(y.requests),
                     _pct(x.read_hit_rate), _pct(y.read_hit_rate),
                     _bytes(_mm(x)), _bytes(_mm(y)), _rel(_mm(x), _mm(y))])
    lines += _table(rows)
    ta, tb = a.main_memory_bytes, b.main_memory_bytes
    time_a, time_b = bandwidths.of(a), bandwidths.of(b)
    lines += [
        "",
        f"main-memory bytes      {_bytes(ta):>12}  vs {_bytes(tb):>12}  ({_rel(ta, tb)}; "
        f"{ta} vs {tb})",
        f"read hit rate          {_pct(a.total.read_hit_rate):>12}  vs "
        f"{_pct(b.total.read_hit_rate):>12}  "
        f"({_delta_pct(a.total.read_hit_rate, b.total.read_hit_rate)})",
        f"total hit rate         {_pct(a.total.total_hit_rate):>12}  vs "
        f"{_pct(b.total.total_hit_rate):>12}  "
        f"({_delta_pct(a.total.total_hit_rate, b.total.total_hit_rate)})",
        f"estimated memory time  {1e6 * time_a:>9.1f} us  vs {1e6 * time_b:>9.1f} us  "
        f"({_rel(time_a, time_b)})",
        "  at " + "; ".join(bandwidths.describe())
        + " (MM bytes / MM bandwidth + L2 hits x line / L2 bandwidth)",
    ]
    return lines


def render(labels: tuple[str, str], runs: tuple[L2Stats, L2Stats], title: str,
           bandwidths: Bandwidths | None = None) -> str:
    """The text report of two runs (``runs[0]`` as compiled, ``runs[1]`` with the override):
    the headline (what BYPASS buys), then the msprof counters, then the advisor."""
    bandwidths = bandwidths or Bandwidths()
    a, b = runs
    cfg = a.config
    summary = cfg.summary() if hasattr(cfg, "summary") else cfg.describe()
    lines = [title, f"L2 model: {summary}; shared by every core, LRU, write-back, "
             f"write-allocate; {a.arch}, l2_cache_offset {a.l2_cache_offset:#x}; "
             f"{a.requests} requests as compiled"]
    for text in getattr(cfg, "assumptions", ()):
        lines.append(f"assumption: {text}")
    for text in bandwidths.describe():
        if "assumption" in text:
            lines.append(f"bandwidth: {text}")
    if a.offset_note:
        lines.append(f"note: {a.offset_note}")
    lines.append("")
    lines += headline(labels, runs, bandwidths)
    lines.append("")
    lines.append("counters (msprof L2Cache names, requests):")
    rows = [["counter", labels[0], labels[1], "delta"]]
    for name in COUNTER_NAMES:
        x, y = getattr(a.total, name), getattr(b.total, name)
        rows.append([name, str(x), str(y), _delta(x, y)])
    for name in _RATES:
        x, y = getattr(a.total, name), getattr(b.total, name)
        rows.append([name, _pct(x), _pct(y), _delta_pct(x, y)])
    lines += _table(rows)
    advice = advise(a, b)
    lines.append("")
    over = (f"over the run's {a.launches} launches" if a.launches != 1 else "of the launch")
    lines.append(f"advisor (lines re-read within the L2's capacity, from the trace as compiled, "
                 f"{over}):")
    if advice:
        lines += [f"  {text}" for text in advice.values()]
    else:
        lines.append("  nothing to propose")
    for name, adv in a.advice.items():
        if adv.written:
            lines.append(f"  `{name}`: written by the kernel — nothing to propose")
    return "\n".join(lines) + "\n"


def as_json(labels: tuple[str, str], runs: tuple[L2Stats, L2Stats],
            bandwidths: Bandwidths | None = None, **extra: object) -> dict:
    """The numbers of both runs, the deltas of the totals, the advice, and the headline:
    per-tensor main-memory bytes and the estimated memory times."""
    bandwidths = bandwidths or Bandwidths()
    a, b = runs
    da, db = a.total.as_dict(), b.total.as_dict()
    out_runs = {}
    for label, s in ((labels[0], a), (labels[1], b)):
        d = s.as_dict()
        d["estimated_memory_time_s"] = bandwidths.of(s)
        out_runs[label] = d
    time_a, time_b = bandwidths.of(a), bandwidths.of(b)
    return {
        **extra,
        "runs": out_runs,
        "delta": {k: da[k] - db[k] for k in da},
        "advice": advise(a, b),
        "note": a.offset_note,
        "bandwidths": bandwidths.as_dict(),
        "headline": {
            "per_tensor": {
                name: {"policy": policy_of(a, name),
                       "requests": [a.per_tensor[name].requests,
                                    b.per_tensor.get(name, L2Counters()).requests],
                       "read_hit_rate": [a.per_tensor[name].read_hit_rate,
                                         b.per_tensor.get(name, L2Counters()).read_hit_rate],
                       "main_memory_bytes": [_mm(a.per_tensor[name]),
                                             _mm(b.per_tensor.get(name, L2Counters()))]}
                for name in a.per_tensor},
            "main_memory_bytes": [a.main_memory_bytes, b.main_memory_bytes],
            "main_memory_bytes_delta_pct": (100 * (a.main_memory_bytes - b.main_memory_bytes)
                                            / b.main_memory_bytes if b.main_memory_bytes
                                            else 0.0),
            "estimated_memory_time_s": [time_a, time_b],
            "estimated_memory_time_delta_pct": (100 * (time_a - time_b) / time_b if time_b
                                                else 0.0),
            "order": list(labels),
        },
    }


def write_json(path: str | Path, data: dict) -> None:
    """Write ``data`` as indented JSON."""
    Path(path).write_text(json.dumps(data, indent=2) + "\n")


def write_plot(path: str | Path, labels: tuple[str, str], runs: tuple[L2Stats, L2Stats],
               title: str) -> None:
    """Per-tensor main-memory bytes (both ways) and read hit rates of both runs, and the hit
    rate over each run's requests, as a PNG.

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
    zero = L2Counters()
    left.bar([x - width / 2 for x in xs], [_mm(a.per_tensor[n]) / 1024 for n in names], width,
             label=labels[0])
    left.bar([x + width / 2 for x in xs], [_mm(b.per_tensor.get(n, zero)) / 1024
                                          for n in names], width, label=labels[1])
    left.set_xticks(list(xs), names)
    left.set_yscale("log")
    left.set_ylabel("main-memory bytes (KiB, log)")
    left.set_title(f"per tensor: main memory {_rel(a.main_memory_bytes, b.main_memory_bytes)}")
    left.legend()
    middle.bar([x - width / 2 for x in xs], [100 * a.per_tensor[n].read_hit_rate
                                            for n in names], width, label=labels[0])
    middle.bar([x + width / 2 for x in xs], [100 * b.per_tensor.get(n, zero).read_hit_rate
                                            for n in names], width, label=labels[1])
    middle.set_xticks(list(xs), names)
    middle.set_ylabel("read hit rate (%)")
    middle.set_title("per tensor: read hit rate")
    middle.legend()
    for stats, label in ((a, labels[0]), (b, labels[1])):
        n = len(stats.timeline)
        right.plot([100 * (i + 0.5) / n for i in range(n)], [100 * h for h in stats.timeline],
                   label=label)
    right.set_xlabel("position in the run's requests, in L2 order (%)")
    right.set_ylabel("hit rate of the requests (%)")
    right.set_title(f"over the run ({a.launches} launch{'es' if a.launches != 1 else ''})")
    right.legend()
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
