"""docs/abi.md, "Control block: InitArgs": each arch has its own InitArgs layout in the control
block; only a2a3's carries ``l2_cache_offset``.  The offsets are pinned: the device reads the
arch word at offset 0 before it knows which layout follows."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from incore.runtime import Worker
from incore.runtime.common.control import (
    ARCH_CODES,
    INIT_ARGS,
    InitArgsA2A3,
    InitArgsA5,
    control_block_type,
    init_args_arch,
    init_args_type,
)
from tests.support import payloads as P

COMMON = [
    ("arch", 0), ("log_severity", 8), ("log_info_v", 16), ("log_ring", 24),
    ("log_ring_stride", 32), ("clusters", 40), ("fault_handler", 48), ("device_id", 56),
    ("gm_size", 64), ("access_trace", 72), ("access_trace_stride", 80),
]


def layout(struct: type[ctypes.Structure]) -> list[tuple[str, int]]:
    return [(name, getattr(struct, name).offset) for name, _ in struct._fields_]


def test_a2a3_init_args_end_with_the_l2_cache_offset():
    assert layout(InitArgsA2A3) == [*COMMON, ("l2_cache_offset", 88)]
    assert ctypes.sizeof(InitArgsA2A3) == 96


def test_a5_init_args_have_no_l2_cache_offset():
    assert layout(InitArgsA5) == COMMON
    assert ctypes.sizeof(InitArgsA5) == 88
    assert not hasattr(InitArgsA5, "l2_cache_offset")
    with pytest.raises(AttributeError):
        InitArgsA5().l2_cache_offset = 0x80000000000  # never a silent Python attribute


def test_each_arch_maps_to_its_layout_and_its_control_block_uses_it():
    assert set(INIT_ARGS) == set(ARCH_CODES)
    for arch in ARCH_CODES:
        cb = control_block_type(arch, 3)
        assert dict(cb._fields_)["init"] is init_args_type(arch)
        assert cb.init.offset == 0


@pytest.mark.parametrize("arch", sorted(ARCH_CODES))
def test_the_arch_word_tells_the_layout(arch):
    init = init_args_type(arch)()
    init.arch = ARCH_CODES[arch]
    assert init_args_arch(ctypes.addressof(init)) == arch
    init.arch = 7
    assert init_args_arch(ctypes.addressof(init)) is None


@pytest.mark.parametrize("platform,arch", [("a2a3sim", "a2a3"), ("a5sim", "a5")])
@pytest.mark.device
def test_a_started_device_holds_its_arch_layout(platform, arch):
    with Worker(device_id=59, platform=platform, clusters=1) as w:
        probe = np.full((1, P.PROBE_COLS), -1, np.int64)
        w.launch(P.probe(arch), probe, blocks=1)
        assert probe[0, 0] == 0
        init = w._cb.init
        assert type(init) is init_args_type(arch)
        assert int(init.arch) == ARCH_CODES[arch]
        assert ("l2_cache_offset" in dict(type(init)._fields_)) == (arch == "a2a3")
