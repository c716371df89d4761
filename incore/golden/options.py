"""The options of a golden run, shared by ``incore run`` and the pytest plugin."""

from __future__ import annotations

import argparse
from dataclasses import dataclass


def parse_l2_offset(text: str) -> int:
    """``--l2-offset``: hexadecimal, with or without ``0x`` (``80000000000`` is 0x80000000000)."""
    digits = text.strip()
    if digits[:2].lower() == "0x":
        digits = digits[2:]
    try:
        if not digits or digits.startswith(("+", "-")) or "_" in digits:
            raise ValueError
        return int(digits, 16)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a hexadecimal offset: {text!r} (e.g. 80000000000 or 0x80000000000)"
        ) from None


@dataclass(frozen=True)
class RunOptions:
    """How to compile, launch and judge an example's cases."""

    platform: str = "a2a3sim"
    device: int = 0
    l2_offset: int | None = None
    kernel: str | None = None  # overrides LAUNCH["kernel"] and every case's
    blocks: int | None = None  # overrides LAUNCH["blocks"] and every case's
    rounds: int = 1
    opt: int = 2
    bounds_check: bool = False
    skip_golden: bool = False

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

    @property
    def arch(self) -> str:
        """The arch kernels are compiled for on this platform."""
        from incore.runtime.host.validate import PLATFORM_ARCH

        return PLATFORM_ARCH[self.platform]
