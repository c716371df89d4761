"""``--plot FILE.png`` of an L2 sweep: main-memory bytes and estimated memory time of every row,
grouped by its axes other than ``bypass``, one bar per bypass choice (matplotlib, the ``plot``
extra)."""

from __future__ import annotations

from pathlib import Path

from incore.sweeps.axes import format_size

INSTALL = "pip install 'incore[plot]'"


def check_matplotlib() -> None:
    """ImportError saying what to install when matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ImportError(f"--plot needs matplotlib: {INSTALL}") from None


def _group(row: dict) -> str:
    parts = [Path(row["example"]).name, row.get("preset") or "-",
             format_size(row.get("l2_bytes")), row.get("case") or "-"]
    parts += [f"{k}={v}" for k, v in (row.get("defines") or {}).items()]
    return "\n".join(parts)


def write_plot(path: str | Path, rows: list[dict]) -> None:
    """Two bar charts (MiB from main memory, estimated memory time in us) over the groups."""
    check_matplotlib()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in rows if r.get("status") == "ok" and "main_memory_bytes" in r]
    groups = list(dict.fromkeys(_group(r) for r in rows))
    choices = list(dict.fromkeys(r["bypass"] for r in rows))
    width = 0.8 / max(1, len(choices))
    fig, axes = plt.subplots(2, 1, figsize=(max(6, 1.6 * len(groups) + 2), 7), sharex=True)
    panels = ((axes[0], "main_memory_bytes", 1 / (1 << 20), "main memory (MiB)"),
              (axes[1], "estimated_memory_time_s", 1e6, "estimated memory time (us)"))
    for ax, key, scale, label in panels:
        for j, choice in enumerate(choices):
            by = {_group(r): r[key] * scale for r in rows if r["bypass"] == choice}
            xs = [i + (j - (len(choices) - 1) / 2) * width for i in range(len(groups))]
            ax.bar(xs, [by.get(g, 0.0) for g in groups], width, label=choice)
        ax.set_ylabel(label)
        ax.legend(title="bypass")
    axes[1].set_xticks(range(len(groups)), groups, fontsize=8)
    fig.suptitle("incore sweep l2")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
