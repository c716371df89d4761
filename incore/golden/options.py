"""The options of a golden run, shared by ``incore run`` and the pytest plugin."""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass


def parse_l2_offset(text: str) -> int:
    """``--l2-offset``: hexadecimal with ``0x`` (``0x80000000000``) or plain decimal digits
    (``8796093022208``, the same offset).  Hex digits without ``0x`` (``8000000000a``) are
    refused as ambiguous, with the spelling to use."""
    raw = text.strip()
    examples = "e.g. 0x80000000000 or its decimal 8796093022208"
    if raw[:2].lower() == "0x":
        digits = raw[2:]
        if digits and not digits.startswith(("+", "-")) and "_" not in digits:
            try:
                return int(digits, 16)
            except ValueError:
                pass
        raise argparse.ArgumentTypeError(
            f"not an offset: {text!r} is not hexadecimal after 0x ({examples})")
    if raw.isascii() and raw.isdigit():
        return int(raw, 10)
    if raw and raw.isascii() and all(c in "0123456789abcdefABCDEF" for c in raw):
        raise argparse.ArgumentTypeError(
            f"ambiguous offset: {text!r} has hexadecimal digits but no 0x; write 0x{raw} for "
            f"hexadecimal (plain digits are read as decimal; {examples})")
    raise argparse.ArgumentTypeError(
        f"not an offset: {text!r}; write hexadecimal with 0x or decimal digits ({examples})")


def parse_const_value(text: str) -> int | float | bool:
    """A ``-D`` value: ``true``/``false`` (any case) a bool, digits an int (``0x`` hex too),
    else a float; anything else is an ``ArgumentTypeError``."""
    raw = text.strip()
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    try:
        return int(raw, 0)
    except ValueError:
        pass
    try:
        return float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a const value: {text!r} (an int, a float, true or false)") from None


def parse_define(text: str) -> tuple[str, int | float | bool]:
    """``-D NAME=VALUE``: the const parameter's name and value."""
    name, eq, value = text.partition("=")
    name = name.strip()
    if not eq or not name.isidentifier():
        raise argparse.ArgumentTypeError(f"-D takes NAME=VALUE, got {text!r} (e.g. -D TM=128)")
    return name, parse_const_value(value)


def parse_define_list(text: str) -> tuple[str, list[int | float | bool]]:
    """``-D NAME=v1,v2,...`` (``incore tune``): the name and the values to try."""
    name, eq, values = text.partition("=")
    name = name.strip()
    parts = [v for v in values.split(",") if v.strip()]
    if not eq or not name.isidentifier() or not parts:
        raise argparse.ArgumentTypeError(
            f"-D takes NAME=v1,v2,..., got {text!r} (e.g. -D TM=32,64,128)")
    return name, [parse_const_value(v) for v in parts]


def parse_timeout(text: str) -> float:
    """``--timeout``: a finite number of seconds > 0."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"not a number of seconds > 0: {text!r}")
    return value


def parse_blocks(text: str) -> int | tuple[int, ...]:
    """``--blocks``: a block count (``8``) or a grid of up to three extents, axis 0 first
    (``4,2`` or ``(4,2)``, also ``4x2``); the launch checks the values."""
    inner = text.strip()
    if len(inner) >= 2 and inner[0] + inner[-1] in ("()", "[]"):
        inner = inner[1:-1]
    parts = [p.strip() for p in re.split(r"[,x]", inner)]
    if len(parts) > 1 and parts[-1] == "":  # "(4,)": a one-axis grid
        parts.pop()
    try:
        values = [int(p) for p in parts]
    except ValueError:
        values = []
    if not values or len(values) > 3:
        raise argparse.ArgumentTypeError(
            f"not a block count or a grid of 1 to 3 extents (e.g. 8, 4,2 or (4,2)): {text!r}")
    grid = len(parts) > 1 or inner != text.strip()
    return tuple(values) if grid else values[0]


@dataclass(frozen=True)
class RunOptions:
    """How to compile, launch and judge an example's cases."""

    platform: str = "a2a3sim"
    device: int = 0
    l2_offset: int | None = None
    kernel: str | None = None  # overrides LAUNCH["kernel"] and every case's
    # overrides LAUNCH["blocks"] and every case's (a tuple: a grid)
    blocks: int | tuple[int, ...] | None = None
    rounds: int = 1
    opt: int = 2
    bounds_check: bool = False
    skip_golden: bool = False
    timeout: float | None = None  # seconds per launch; overrides golden.py's TIMEOUTs
    sanitize: bool = False  # launches run checked (Worker(sanitize=True))
    interpret: bool = False  # launches run interpreted (Worker(interpret=True))
    cross_check: bool = False  # launches run compiled and interpreted (Worker(cross_check=True))
    consts: dict | None = None  # -D NAME=VALUE: const parameter values over golden.py's

    def __post_init__(self) -> None:
        from incore.runtime.host.validate import PLATFORM_ARCH  # imported here: it loads numpy

        if self.platform not in PLATFORM_ARCH:
            raise ValueError(
                f"unknown platform {self.platform!r}; expected one of {', '.join(PLATFORM_ARCH)}"
            )
        if self.rounds < 1:
            raise ValueError("--rounds must be at least 1")
        if self.opt not in range(4):
            raise ValueError(f"-O{self.opt}: the optimisation level must be 0..3")
        if self.sanitize and (self.interpret or self.cross_check):
            which = "--interpret" if self.interpret else "--cross-check"
            raise ValueError(f"--sanitize and {which} do not go together: the sanitizer runs "
                             "an instrumented compiled variant; run them one at a time")
        t = self.timeout
        if t is not None and (isinstance(t, bool) or not isinstance(t, (int, float))
                              or not t > 0 or t == float("inf")):
            raise ValueError(f"--timeout must be a number of seconds > 0, got {t!r}")

    @property
    def arch(self) -> str:
        """The arch kernels are compiled for on this platform."""
        from incore.runtime.host.validate import PLATFORM_ARCH

        return PLATFORM_ARCH[self.platform]
