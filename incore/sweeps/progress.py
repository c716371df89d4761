"""What a sweep prints while it runs: one table line per row as its run finishes, and on a
terminal a progress bar below them (runs done, failed, estimated time left); elsewhere
(a pipe, a CI log) a plain ``[done/total]`` prefix instead of the bar."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TextIO

from incore.sweeps.axes import format_size

BAR = 24


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{v:+.1f}%"


def row_line(row: dict) -> str:
    """One row as a table line."""
    name = Path(row["example"]).name
    defines = " ".join(f"{k}={v}" for k, v in (row.get("defines") or {}).items())
    if row["kind"] == "l2":
        head = (f"{name:<16} {row.get('preset') or '-':<6} "
                f"{format_size(row.get('l2_bytes') or row.get('l2_size')):>7} "
                f"{row.get('case') or '-':<8} {row['bypass']:<11}")
        if row.get("status") != "ok" or "main_memory_bytes" not in row:
            return f"{head} FAILED {defines} {_first_line(row.get('error'))}".rstrip()
        mib, us = row["main_memory_bytes"] / (1 << 20), row["estimated_memory_time_s"] * 1e6
        return (f"{head} {mib:>10.2f} MiB {100 * row['read_hit_rate']:>6.1f}% {us:>9.1f} us "
                f"{_pct(row.get('delta_main_memory_pct')):>8} "
                f"{_pct(row.get('delta_memory_time_pct')):>8} {defines}").rstrip()
    t = row.get("time_s")
    head = (f"{name:<16} {(row.get('case') or '-')[:22]:<22} {row['platform']:<8} -O{row['opt']} "
            f"{row.get('verdict', '?'):<5} {'-' if t is None else f'{t:6.1f}s'}")
    return f"{head} {defines} {_first_line(row.get('error'))}".rstrip()


def header(kind: str) -> str:
    """The table's header line."""
    if kind == "l2":
        return (f"{'example':<16} {'preset':<6} {'L2':>7} {'case':<8} {'bypass':<11} "
                f"{'MM bytes':>14} {'read hit':>7} {'est. time':>12} {'MM vs none':>8} "
                f"{'t vs none':>8}")
    return f"{'example':<16} {'case':<22} {'platform':<8} opt verdict  time"


def _first_line(text: str | None) -> str:
    return (text or "").strip().splitlines()[0][:160] if (text or "").strip() else ""


class Progress:
    """Prints rows and the bar to ``out`` (a bar only when ``out`` is a terminal)."""

    def __init__(self, out: TextIO, total: int, kind: str) -> None:
        self.out, self.total, self.done, self.failed = out, total, 0, 0
        self.tty = bool(getattr(out, "isatty", lambda: False)())
        self.t0 = time.monotonic()
        self.bar_shown = False
        out.write(header(kind) + "\n")
        if self.tty:
            self._bar()
        out.flush()

    def _bar(self) -> None:
        filled = BAR * self.done // max(1, self.total)
        self.out.write(f"[{'#' * filled}{'.' * (BAR - filled)}] {self.done}/{self.total} "
                       f"runs, {self.failed} failed, ~{self._eta()} left")
        self.bar_shown = True

    def _eta(self) -> str:
        if not self.done:
            return "?"
        left = (time.monotonic() - self.t0) / self.done * (self.total - self.done)
        return f"{int(left) // 60}m{int(left) % 60:02d}s"

    def add(self, rows: list[dict]) -> None:
        """A run finished with ``rows``: print them and move the bar."""
        self.done += 1
        self.failed += any(r.get("status") != "ok" for r in rows)
        prefix = "" if self.tty else f"[{self.done}/{self.total}] "
        text = "".join(prefix + row_line(r) + "\n" for r in rows)
        if self.tty and self.bar_shown:
            text = "\r\033[K" + text
        self.out.write(text)
        if self.tty:
            self._bar()
        self.out.flush()

    def finish(self) -> None:
        """End the bar's line."""
        if self.tty and self.bar_shown:
            self.out.write("\n")
            self.out.flush()
