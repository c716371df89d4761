"""The native gather: a launch's per-core request traces put into L2 order, each request's
policy decided and its tensor found, in one pass of machine code (LLVM IR through the
project's loader, as ``model.py``), so no numpy pass over the trace remains but the search
for block markers.

Input: the segments (a block's requests on one core, after its marker) in L2 order's
segment order, ``(first record address, length, core, per-block index of the first)``, and
the waves ``(first segment, segments, longest segment)``: inside a wave the segments are
interleaved round-robin, one request at a time (``merge.py`` documents the order).  Per
request in that order the function writes the decided word (``policy.py``'s rule: mode 0
clears the no-allocate bit, mode 1 applies the a2a3 nocache window, mode 2 keeps the a5
policy bit on reads), the group ``tensor * ncores + core`` (the first range holding the
address; past the last range: ``(other)``), its per-block index (for the advisor, which works
per block) and whether it was compiled BYPASS.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np
from llvmlite import ir

from incore import abi
from incore.runtime.common.nativecode import TRIPLE, build_payload
from incore.runtime.l2 import model

SYMBOL = "incore_l2_gather"
MODE_CLEAR, MODE_WINDOW, MODE_BIT = 0, 1, 2


class GatherParams(ctypes.Structure):
    """The argument block of the native gather."""

    _fields_ = [(name, ctypes.c_uint64) for name in (
        "segs", "waves", "nwaves", "mode", "win_lo", "win_hi", "offset", "ranges",
        "nranges", "ncores", "out_words", "out_groups", "out_src", "out_compiled")]


_I8, _I32, _I64 = ir.IntType(8), ir.IntType(32), ir.IntType(64)
_PTR = ir.PointerType()


def _c(v: int) -> ir.Constant:
    v &= 2**64 - 1
    return ir.Constant(_I64, v - 2**64 if v >> 63 else v)


def gather_ir() -> str:
    """The LLVM IR text of ``void incore_l2_gather(GatherParams *p)``."""
    module = ir.Module(name="incore_l2_gather")
    module.triple = TRIPLE
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [_PTR]), SYMBOL)
    fn.attributes.add("nounwind")
    p = fn.args[0]
    names = ("entry", "wave.head", "wave.body", "j.head", "j.body", "s.head", "s.body",
             "emit", "window", "decided", "range.head", "range.body", "found", "s.next",
             "j.next", "wave.next", "done")
    bb = {n: fn.append_basic_block(n) for n in names}
    b = ir.IRBuilder(bb["entry"])

    def field(name: str) -> ir.Value:
        off = getattr(GatherParams, name).offset
        return b.load(b.gep(p, [_c(off)], source_etype=_I8), typ=_I64, name=name)

    def ptr(name: str) -> ir.Value:
        return b.inttoptr(field(name), _PTR, name=name + ".p")

    def at(base: ir.Value, index: ir.Value, ty: ir.Type = _I64) -> ir.Value:
        return b.gep(base, [index], source_etype=ty)

    segs, waves, ranges = ptr("segs"), ptr("waves"), ptr("ranges")
    out_w, out_g, out_s, out_c = (ptr(n) for n in ("out_words", "out_groups", "out_src",
                                                   "out_compiled"))
    nwaves, mode, win_lo, win_hi, offset, nranges, ncores = (
        field(n) for n in ("nwaves", "mode", "win_lo", "win_hi", "offset", "nranges", "ncores"))
    b.branch(bb["wave.head"])

    # for w in range(nwaves)
    b.position_at_end(bb["wave.head"])
    w = b.phi(_I64, name="w")
    m_w = b.phi(_I64, name="m.w")
    w.add_incoming(_c(0), bb["entry"])
    m_w.add_incoming(_c(0), bb["entry"])
    b.cbranch(b.icmp_unsigned("<", w, nwaves), bb["wave.body"], bb["done"])

    b.position_at_end(bb["wave.body"])
    first_seg = b.load(at(waves, b.mul(w, _c(3))), typ=_I64)
    nseg = b.load(at(waves, b.add(b.mul(w, _c(3)), _c(1))), typ=_I64)
    longest = b.load(at(waves, b.add(b.mul(w, _c(3)), _c(2))), typ=_I64)
    b.branch(bb["j.head"])

    # for j in range(longest)
    b.position_at_end(bb["j.head"])
    j = b.phi(_I64, name="j")
    m_j = b.phi(_I64, name="m.j")
    j.add_incoming(_c(0), bb["wave.body"])
    m_j.add_incoming(m_w, bb["wave.body"])
    b.cbranch(b.icmp_unsigned("<", j, longest), bb["j.body"], bb["wave.next"])
    b.position_at_end(bb["j.body"])
    b.branch(bb["s.head"])

    # for s in the wave's segments: request j of each still running
    b.position_at_end(bb["s.head"])
    s = b.phi(_I64, name="s")
    m_s = b.phi(_I64, name="m.s")
    s.add_incoming(_c(0), bb["j.body"])
    m_s.add_incoming(m_j, bb["j.body"])
    b.cbranch(b.icmp_unsigned("<", s, nseg), bb["s.body"], bb["j.next"])

    b.position_at_end(bb["s.body"])
    row = b.mul(b.add(first_seg, s), _c(4))
    rec = b.inttoptr(b.load(at(segs, row), typ=_I64), _PTR)
    length = b.load(at(segs, b.add(row, _c(1))), typ=_I64)
    core = b.load(at(segs, b.add(row, _c(2))), typ=_I64)
    src0 = b.load(at(segs, b.add(row, _c(3))), typ=_I64)
    b.cbranch(b.icmp_unsigned("<", j, length), bb["emit"], bb["s.next"])

    b.position_at_end(bb["emit"])
    word = b.load(at(rec, j), typ=_I64, name="word")
    addr = b.and_(word, _c((1 << abi.ACCESS_ADDR_BITS) - 1))
    write = b.icmp_unsigned("!=", b.and_(word, _c(1 << abi.ACCESS_WRITE_BIT)), _c(0))
    bypass_bit = _c(1 << abi.ACCESS_BYPASS_BIT)
    compiled = b.icmp_unsigned("!=", b.and_(word, bypass_bit), _c(0))
    cleared = b.and_(word, _c(~(1 << abi.ACCESS_BYPASS_BIT)))
    is_window = b.icmp_unsigned("==", mode, _c(MODE_WINDOW))
    # mode 2 (a5): the policy bit on reads; mode 0: cleared
    by_bit = b.select(b.and_(b.icmp_unsigned("==", mode, _c(MODE_BIT)),
                             b.and_(compiled, b.not_(write))),
                      b.or_(cleared, bypass_bit), cleared)
    b.cbranch(is_window, bb["window"], bb["decided"])
    pre_bb = b.block

    b.position_at_end(bb["window"])
    inside = b.and_(b.icmp_unsigned(">=", addr, win_lo), b.icmp_unsigned("<", addr, win_hi))
    canon = b.select(inside, b.sub(word, offset), word)
    canon = b.and_(canon, _c(~(1 << abi.ACCESS_BYPASS_BIT)))
    windowed = b.select(b.and_(inside, b.not_(write)), b.or_(canon, bypass_bit), canon)
    b.branch(bb["decided"])

    b.position_at_end(bb["decided"])
    decided = b.phi(_I64, name="decided")
    decided.add_incoming(by_bit, pre_bb)
    decided.add_incoming(windowed, bb["window"])
    daddr = b.and_(decided, _c((1 << abi.ACCESS_ADDR_BITS) - 1))
    b.branch(bb["range.head"])

    b.position_at_end(bb["range.head"])
    t = b.phi(_I64, name="t")
    t.add_incoming(_c(0), bb["decided"])
    b.cbranch(b.icmp_unsigned("<", t, nranges), bb["range.body"], bb["found"])
    b.position_at_end(bb["range.body"])
    lo = b.load(at(ranges, b.mul(t, _c(2))), typ=_I64)
    hi = b.load(at(ranges, b.add(b.mul(t, _c(2)), _c(1))), typ=_I64)
    hit = b.and_(b.icmp_unsigned(">=", daddr, lo), b.icmp_unsigned("<", daddr, hi))
    t.add_incoming(b.add(t, _c(1)), bb["range.body"])
    b.cbranch(hit, bb["found"], bb["range.head"])

    b.position_at_end(bb["found"])
    tensor = b.phi(_I64, name="tensor")
    tensor.add_incoming(nranges, bb["range.head"])
    tensor.add_incoming(t, bb["range.body"])
    b.store(decided, at(out_w, m_s))
    b.store(b.trunc(b.add(b.mul(tensor, ncores), core), _I32), at(out_g, m_s, _I32))
    b.store(b.trunc(b.add(src0, j), _I32), at(out_s, m_s, _I32))
    b.store(b.zext(compiled, _I8), at(out_c, m_s, _I8))
    m_emit = b.add(m_s, _c(1))
    b.branch(bb["s.next"])

    b.position_at_end(bb["s.next"])
    m_next = b.phi(_I64, name="m.next")
    m_next.add_incoming(m_s, bb["s.body"])
    m_next.add_incoming(m_emit, bb["found"])
    s.add_incoming(b.add(s, _c(1)), bb["s.next"])
    m_s.add_incoming(m_next, bb["s.next"])
    b.branch(bb["s.head"])

    b.position_at_end(bb["j.next"])
    j.add_incoming(b.add(j, _c(1)), bb["j.next"])
    m_j.add_incoming(m_s, bb["j.next"])
    b.branch(bb["j.head"])

    b.position_at_end(bb["wave.next"])
    w.add_incoming(b.add(w, _c(1)), bb["wave.next"])
    m_w.add_incoming(m_j, bb["wave.next"])
    b.branch(bb["wave.head"])

    b.position_at_end(bb["done"])
    b.ret_void()
    return str(module)


_lock = threading.Lock()
_function: ctypes._CFuncPtr | None = None


def gatherer() -> ctypes._CFuncPtr:
    """The native gather, built on first use (once per process)."""
    global _function
    with _lock:
        if _function is None:
            _function = model._FUNC(model._place(build_payload(gather_ir(), SYMBOL,
                                                               "L2 gather")))
        return _function


def segments(per_core: list[np.ndarray], wave_width: int) -> tuple[np.ndarray, np.ndarray,
                                                                    int, list]:
    """``(segs, waves, requests, table)``: the segment and wave tables of the native gather
    for ``per_core`` (uint64 arrays as drained) and ``table``, the ``(block, core)`` of each
    segment in per-block order (records before a core's first marker form a block -1)."""
    rows, table = [], []
    base = 0
    size_mask = np.uint64(abi.ACCESS_MAX_BYTES)
    for core, arr in enumerate(per_core):
        if not len(arr):
            continue
        markers = np.flatnonzero(((arr >> np.uint64(abi.ACCESS_SIZE_SHIFT)) & size_mask) == 0)
        starts = np.r_[0, markers + 1] if (not len(markers) or markers[0] != 0) else markers + 1
        ends = np.r_[markers, len(arr)] if (not len(markers) or markers[0] != 0) else \
            np.r_[markers[1:], len(arr)]
        blocks = [-1] + [int(arr[m]) & ((1 << abi.ACCESS_ADDR_BITS) - 1) for m in markers] \
            if (not len(markers) or markers[0] != 0) else \
            [int(arr[m]) & ((1 << abi.ACCESS_ADDR_BITS) - 1) for m in markers]
        addr0 = arr.ctypes.data
        for block, lo, hi in zip(blocks, starts, ends, strict=True):
            n = int(hi - lo)
            if block == -1 and n == 0:
                continue
            rows.append((block, core, addr0 + 8 * int(lo), n, base))
            table.append((block, core))
            base += n
    width = max(1, int(wave_width))
    rows.sort(key=lambda r: ((-1 if r[0] < 0 else r[0] // width), r[0], r[1]))
    segs = np.array([(a, n, c, b) for _, c, a, n, b in rows], dtype=np.uint64).reshape(-1, 4)
    waves = []
    for i, r in enumerate(rows):
        wave = -1 if r[0] < 0 else r[0] // width
        if waves and waves[-1][3] == wave:
            waves[-1][1] += 1
            waves[-1][2] = max(waves[-1][2], r[3])
        else:
            waves.append([i, 1, r[3], wave])
    wave_arr = np.array([w[:3] for w in waves], dtype=np.uint64).reshape(-1, 3)
    return segs, wave_arr, base, table


def gather(per_core: list[np.ndarray], wave_width: int, arch: str, gm_base: int,
           gm_size: int, offset: int, ranges: list, ncores: int) -> dict:
    """The launch's requests in L2 order: ``words`` (decided), ``groups``, ``src`` (per-block
    index), ``compiled`` (compiled BYPASS), and ``table`` (``(block, core)`` per segment in
    per-block order) and ``seg_of`` (each per-block index's segment)."""
    segs, waves, n, table = segments(per_core, wave_width)
    out: dict = {"table": table}
    # per-block segment lengths, in table order: from the sorted rows' (base, n)
    by_base = sorted((int(r[3]), int(r[1])) for r in segs)
    lengths = np.array([m for _, m in by_base], dtype=np.int64)
    out["seg_of"] = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
    out.update(run(segs, waves, n, arch, gm_base, gm_size, offset, ranges, ncores))
    return out


def run(segs: np.ndarray, waves: np.ndarray, n: int, arch: str, gm_base: int, gm_size: int,
        offset: int, ranges: list, ncores: int) -> dict:
    """The native gather of the ``n`` requests the segment and wave tables describe:
    ``words``, ``groups``, ``src`` and ``compiled`` in L2 order."""
    out = {"words": np.empty(n, np.uint64), "groups": np.empty(n, np.uint32),
           "src": np.empty(n, np.uint32), "compiled": np.empty(n, np.uint8)}
    if not n:
        return out
    mode = MODE_BIT if arch == "a5" else (MODE_WINDOW if offset else MODE_CLEAR)
    rng = np.array([(lo, hi) for _, lo, hi, _ in ranges], dtype=np.uint64).reshape(-1)
    keep = (segs, waves, rng)  # alive during the call
    params = GatherParams(
        segs=segs.ctypes.data, waves=waves.ctypes.data, nwaves=len(waves), mode=mode,
        win_lo=gm_base + offset, win_hi=gm_base + offset + gm_size, offset=offset,
        ranges=rng.ctypes.data if len(rng) else 0, nranges=len(ranges), ncores=ncores,
        out_words=out["words"].ctypes.data, out_groups=out["groups"].ctypes.data,
        out_src=out["src"].ctypes.data, out_compiled=out["compiled"].ctypes.data)
    gatherer()(ctypes.addressof(params))
    del keep
    return out
