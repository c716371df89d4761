"""``incore dump show DIR [--tensor NAME]``: list a dump's launches, or summarise one tensor.

The table has one row per dump: scene, kernel, device, iteration, stream, task, its tensors
(``role.name dtype[shape]``, ``(skipped: empty shape)`` for a tensor with no elements, which
has no file) and the NaN/Inf counts of its float tensors.  ``--tensor NAME``
(a parameter name ``x`` or ``role.name`` such as ``input.x``) prints shape, dtype, min, max,
mean, standard deviation and NaN/Inf/zero counts of that tensor in every dump holding it.
"""

from __future__ import annotations

from typing import TextIO

import numpy as np

from incore.errors import runtime_error
from incore.runtime.dump.reader import DumpEntry, read_dump

HEADER = ("scene", "kernel", "device", "iter", "stream", "task", "tensors", "nan/inf")


def tensor_label(t: dict) -> str:
    """``role.name`` of a sidecar tensor entry."""
    return f"{t.get('role')}.{t.get('name')}"


def _shape(t: dict) -> str:
    text = f"{t.get('dtype')}[{', '.join(str(d) for d in t.get('shape', []))}]"
    return text + (" (skipped: empty shape)" if t.get("skipped") else "")


def _nonfinite(entry: DumpEntry) -> str:
    parts = [f"{tensor_label(t)}: {t.get('nan', 0)} nan, {t.get('inf', 0)} inf"
             for t in entry.tensors if t.get("nan") or t.get("inf")]
    return "; ".join(parts) or "-"


def rows(entries: list[DumpEntry]) -> list[tuple[str, ...]]:
    """The table rows of ``entries``."""
    out = []
    for e in entries:
        d = e.doc
        tensors = " ".join(f"{tensor_label(t)} {_shape(t)}" for t in e.tensors) or "-"
        out.append((str(d.get("scene")), str(d.get("kernel")), str(d.get("device")),
                    str(d.get("iteration")), str(d.get("stream")), str(d.get("task")),
                    tensors, _nonfinite(e)))
    return out


def format_table(table: list[tuple[str, ...]]) -> str:
    """Rows as aligned columns under ``HEADER``."""
    widths = [max(len(r[i]) for r in [HEADER, *table]) for i in range(len(HEADER))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
             for r in [HEADER, *table]]
    return "\n".join(lines)


def summary(array: np.ndarray) -> str:
    """Summary statistics of one tensor."""
    data = array.astype(np.float64) if array.dtype.kind in "biuf" else array
    finite = data[np.isfinite(data)] if data.dtype.kind == "f" else data.ravel()
    nan = int(np.count_nonzero(np.isnan(data))) if data.dtype.kind == "f" else 0
    inf = int(np.count_nonzero(np.isinf(data))) if data.dtype.kind == "f" else 0
    stats = "no finite values"
    if finite.size:
        stats = (f"min {finite.min():.6g}  max {finite.max():.6g}  mean {finite.mean():.6g}  "
                 f"std {finite.std():.6g}")
    zeros = int(np.count_nonzero(data == 0))
    return f"{stats}  nan {nan}  inf {inf}  zeros {zeros}  elements {array.size}"


def show(path: str, tensor: str | None, out: TextIO) -> int:
    """Print the listing (or the ``tensor`` summaries) of the dump at ``path``; exit code."""
    entries = read_dump(path)
    if tensor is None:
        print(format_table(rows(entries)), file=out)
        print(f"{len(entries)} dump{'s' if len(entries) != 1 else ''} in {path}", file=out)
        return 0
    found = 0
    for e in entries:
        for t in e.tensors:
            if tensor not in (t.get("name"), tensor_label(t)):
                continue
            found += 1
            d = e.doc
            print(f"{d.get('scene')} {d.get('kernel')} device {d.get('device')} iteration "
                  f"{d.get('iteration')} task {d.get('task')}: {tensor_label(t)} {_shape(t)} "
                  f"({e.directory / str(t.get('file'))})", file=out)
            if t.get("file") is None:
                print(f"  not dumped: {t.get('skipped') or 'no file'}", file=out)
            else:
                print(f"  {summary(e.load(t))}", file=out)
    if not found:
        known = sorted({tensor_label(t) for e in entries for t in e.tensors})
        raise runtime_error("DUMP_TENSOR_NOT_FOUND", name=tensor, path=path,
                            known=", ".join(known) or "none")
    return 0
