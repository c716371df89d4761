"""What the tests of the one-frame launches (``test_stream_launch_bound.py``,
``test_sync_launch_bound.py``) share: the kernel they launch and a recorder of the launches
that went the general way (``operations.launching``)."""

from __future__ import annotations

from types import ModuleType

import pytest

from incore.runtime.host.operations import launching

N = 64
SOURCE = """
@aiv
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = y[i] + a * x[i]
"""


def record_general(monkeypatch: pytest.MonkeyPatch, *modules: ModuleType) -> list[str]:
    """The kernel names of the launches that ``modules`` send through ``launching`` from now
    on (each module's ``launching`` replaced by a recording one, for the test)."""
    seen: list[str] = []

    def counting(worker, name, fn, stream, kernel, *rest):
        seen.append(kernel.name)
        return launching(worker, name, fn, stream, kernel, *rest)

    for module in modules:
        monkeypatch.setattr(module, "launching", counting)
    return seen
