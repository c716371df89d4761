"""The values of a sweep's axes as the command line and ``incore.sweep`` give them: comma lists,
sizes with units (``64MiB``), ``-O`` levels, ``-D NAME=v1,v2`` const values and the
``--bypass`` choices."""

from __future__ import annotations

import re
from collections.abc import Iterable

BYPASS_CHOICES = ("as-compiled", "none", "advised")
PLATFORMS = ("a2a3sim", "a5sim")
UNITS = {"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10, "m": 1 << 20,
         "mb": 1 << 20, "mib": 1 << 20, "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30}
# the platform a preset's chip runs on (an L2 sweep without a preset runs a2a3sim)
PRESET_PLATFORM = {"910B3": "a2a3sim", "950": "a5sim", "a5": "a5sim"}


def split_list(value: str | Iterable | None) -> list:
    """``"a,b"`` -> ``["a", "b"]``; a list (or tuple) is kept; None -> ``[]``.  Repeated
    options arrive as a list of comma texts, each split."""
    if value is None:
        return []
    if isinstance(value, str):
        return [v.strip() for v in value.split(",") if v.strip()]
    out: list = []
    for item in value:
        out.extend(split_list(item) if isinstance(item, str) else [item])
    return out


def parse_size(text: str | int) -> int:
    """``64MiB``, ``192MB``, ``512K``, ``4096`` -> bytes (binary units); ValueError otherwise."""
    if isinstance(text, int) and not isinstance(text, bool):
        return text
    m = re.fullmatch(r"\s*(\d+)\s*([A-Za-z]*)\s*", str(text))
    if m is None or m.group(2).lower() not in UNITS:
        raise ValueError(f"{text!r} is no size: write bytes or a number with KiB, MiB or GiB "
                         f"(e.g. 64MiB)")
    return int(m.group(1)) * UNITS[m.group(2).lower()]


def format_size(n: int | None) -> str:
    """Bytes as the shortest exact ``KiB/MiB/GiB`` text (``None`` -> ``-``)."""
    if n is None:
        return "-"
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n and n % size == 0:
            return f"{n // size}{unit}"
    return f"{n}B"


def parse_levels(values: Iterable | None) -> list[int]:
    """``-O`` values as argparse collects them (``-O0,-O3`` arrives as ``"0,-O3"``, ``-O0 -O3``
    as ``["0", "3"]``) or ints -> the levels, in order, without repeats; ValueError on any
    level outside 0..3."""
    out: list[int] = []
    for item in split_list(values):
        text = str(item).strip()
        text = text[2:] if text.startswith("-O") else text
        if text not in ("0", "1", "2", "3"):
            raise ValueError(f"-O{text} is no optimisation level: the levels are -O0..-O3")
        if int(text) not in out:
            out.append(int(text))
    return out


def parse_value(text: str) -> int | float | str:
    """A ``-D`` value: an int (decimal or 0x hex), else a float, else the text."""
    for conv in (lambda t: int(t, 0), float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_defines(items: Iterable[str] | dict | None) -> dict[str, list]:
    """``["T=64,128", "N=4"]`` (or ``{"T": [64, 128]}``) -> ``{"T": [64, 128], "N": [4]}``."""
    if items is None:
        return {}
    if isinstance(items, dict):
        return {str(k): list(v) if isinstance(v, (list, tuple)) else [v]
                for k, v in items.items()}
    out: dict[str, list] = {}
    for item in items:
        name, sep, values = item.partition("=")
        if not sep or not re.fullmatch(r"[A-Za-z_]\w*", name.strip()) or not values.strip():
            raise ValueError(f"-D {item!r}: write -D NAME=v1,v2,...")
        out[name.strip()] = [parse_value(v) for v in split_list(values)]
    return out


def check_choices(name: str, values: list, choices: tuple[str, ...]) -> list:
    """``values`` when each is one of ``choices``; ValueError naming the option otherwise."""
    bad = [v for v in values if v not in choices]
    if bad:
        raise ValueError(f"{name} {bad[0]!r} is not one of {', '.join(choices)}")
    return values
