"""Rendering of lowering goldens: a ``.ik`` file -> the expected IR text kept beside it.

A golden's first lines may carry options: ``# golden: arch=a5 l2_lowering=cann-global``.
The rendered text is the lowered, unoptimised IR of every payload of every kernel; it has a
fixed triple and data layout, so it does not depend on the host CPU.
"""

from __future__ import annotations

import re
from pathlib import Path

import incore

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden"
_OPTIONS = re.compile(r"^#\s*golden:\s*(.*)$", re.MULTILINE)


def options_of(source: str) -> dict[str, str]:
    m = _OPTIONS.search(source)
    return dict(item.split("=", 1) for item in m.group(1).split()) if m else {}


def render(path: Path) -> str:
    """The IR text a golden ``.ik`` lowers to under its header options."""
    source = path.read_text()
    module = incore.compile(source, filename=path.name, link=False, **options_of(source))
    parts = []
    for kernel in module:
        for variant, payload in sorted(kernel.variants.items()):
            parts.append(f"; ---- kernel {kernel.name}, variant {variant}\n{payload.ir}")
    return "\n".join(parts)


def expected_path(path: Path) -> Path:
    return path.with_suffix(".ll")
