"""The native L2 simulator: a set-associative, LRU, write-back, write-allocate cache whose
reads may be no-allocate, built from LLVM IR with llvmlite and run on the host.

The input is a merged trace of 8-byte records in the abi encoding (``address | size << 48 |
write << 62 | no_allocate << 63``), where the no-allocate bit has already been decided by the
caller (``policy.py``: the nocache window on a2a3, the policy bit on a5), plus one group id
per record (tensor x core).  Each record touches the lines ``address >> log2(line)`` ..
``(address + size - 1) >> log2(line)``; each line access, in order:

- a hit (the line is resident): ``read_cache_hit`` / ``write_cache_hit``; a write marks the
  line dirty; the line becomes most recently used;
- a read miss with the no-allocate bit: ``read_cache_miss_no_allocate``; the GM granules the
  request covers in that line come from main memory and the cache is unchanged;
- any other miss allocates the line in its set (``read_cache_miss_allocate`` /
  ``write_cache_miss_allocate``; a write miss fetches the line too): an empty way if there is
  one, else the least recently used line is the victim (``victims``), and written back if
  dirty (``writebacks``, one line to main memory).

A counted run record (``abi.ACCESS_RUN_BIT``: ``count`` requests of ``1 << scale`` bytes
issued back to back, an element access site's run) is simulated as one request whose
outcome counts ``count`` times, which is exact (the proof is at ``CacheState.simulate``).
With set sampling (``CacheState(..., sampling=N)``), a line of a set whose index is not a
multiple of N is skipped and the counters come back multiplied by N.

Counters accumulate per group in a ``uint64[groups][COUNTERS]`` array; optionally the number
of line hits of each record (``uint8``, saturating at 255) is stored for the advisor and the
hit-rate timeline.  The cache state (tags, LRU stamps, dirty bits) lives in host arrays, so a
trace can be simulated in several calls.

The code goes through the project's loader (``nativecode.build_payload``) and is placed in an
anonymous host mapping that is written read-write, then made read+execute (never both).
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np
from llvmlite import ir

from incore import abi
from incore.errors import runtime_error
from incore.runtime.common.nativecode import TRIPLE, build_payload

SYMBOL = "incore_l2_simulate"
COUNTER_NAMES = (
    "read_cache_hit",
    "read_cache_miss_allocate",
    "read_cache_miss_no_allocate",
    "write_cache_hit",
    "write_cache_miss_allocate",
    "victims",
    "writebacks",
    "bytes_from_main_memory",
    "bytes_to_main_memory",
)
COUNTERS = len(COUNTER_NAMES)
(READ_HIT, READ_MISS_ALLOC, READ_MISS_NO_ALLOC, WRITE_HIT, WRITE_MISS_ALLOC, VICTIMS,
 WRITEBACKS, BYTES_FROM, BYTES_TO) = range(COUNTERS)


class SimParams(ctypes.Structure):
    """The argument block of the native function (one pointer to it is its only argument)."""

    _fields_ = [
        ("n", ctypes.c_uint64),
        ("records", ctypes.c_uint64),
        ("groups", ctypes.c_uint64),
        ("counters", ctypes.c_uint64),
        ("hits", ctypes.c_uint64),  # 0: not stored
        ("tags", ctypes.c_uint64),
        ("stamps", ctypes.c_uint64),
        ("dirty", ctypes.c_uint64),
        ("sets", ctypes.c_uint64),
        ("ways", ctypes.c_uint64),
        ("line_shift", ctypes.c_uint64),
        ("clock", ctypes.c_uint64),  # in/out: the LRU stamp of the last access
        ("set_mask", ctypes.c_uint64),  # sets - 1 when sets is a power of two (no division)
        ("granule_shift", ctypes.c_uint64),  # log2 of the GM granule (no-allocate misses)
        # write-backs counted for the victim line's tensor: ``nranges`` [lo, hi) address
        # pairs at ``ranges`` (tensor t of group g = t * ncores + g % ncores; past the last
        # range: t = nranges); ranges 0: for the requesting group
        ("ranges", ctypes.c_uint64),
        ("nranges", ctypes.c_uint64),
        ("ncores", ctypes.c_uint64),
        # set sampling: a line whose set index has any of these bits is skipped (0: none)
        ("sample_mask", ctypes.c_uint64),
        ("requests", ctypes.c_uint64),  # out: the requests the records stand for
    ]


_I1, _I8, _I32, _I64 = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64)
_PTR = ir.PointerType()


def _c(v: int) -> ir.Constant:
    return ir.Constant(_I64, v)


def simulator_ir() -> str:
    """The LLVM IR text of ``void incore_l2_simulate(SimParams *p)``."""
    module = ir.Module(name="incore_l2")
    module.triple = TRIPLE
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [_PTR]), SYMBOL)
    fn.attributes.add("nounwind")
    p = fn.args[0]
    entry = fn.append_basic_block("entry")
    b = ir.IRBuilder(entry)

    def field(name: str) -> ir.Value:
        off = getattr(SimParams, name).offset
        return b.load(b.gep(p, [_c(off)], source_etype=_I8), typ=_I64, name=name)

    def as_ptr(v: ir.Value, name: str) -> ir.Value:
        return b.inttoptr(v, _PTR, name=name)

    n = field("n")
    records = as_ptr(field("records"), "records")
    groups = as_ptr(field("groups"), "groups")
    counters = as_ptr(field("counters"), "counters")
    hits_raw = field("hits")
    hits = as_ptr(hits_raw, "hits")
    store_hits = b.icmp_unsigned("!=", hits_raw, _c(0))
    tags = as_ptr(field("tags"), "tags")
    stamps = as_ptr(field("stamps"), "stamps")
    dirty = as_ptr(field("dirty"), "dirty")
    sets = field("sets")
    ways = field("ways")
    shift = field("line_shift")
    set_mask = field("set_mask")
    gshift = field("granule_shift")
    ranges_raw = field("ranges")
    ranges = as_ptr(ranges_raw, "ranges")
    nranges = field("nranges")
    ncores = field("ncores")
    sample_mask = field("sample_mask")
    pow2 = b.icmp_unsigned("!=", set_mask, _c(0))
    clock_addr = b.gep(p, [_c(SimParams.clock.offset)], source_etype=_I8)
    clock0 = b.load(clock_addr, typ=_I64)
    line_bytes = b.shl(_c(1), shift)

    rec_head = fn.append_basic_block("rec.head")
    rec_body = fn.append_basic_block("rec.body")
    line_head = fn.append_basic_block("line.head")
    scan_head = fn.append_basic_block("scan.head")
    scan_body = fn.append_basic_block("scan.body")
    scan_next = fn.append_basic_block("scan.next")
    hit_bb = fn.append_basic_block("hit")
    miss_bb = fn.append_basic_block("miss")
    noalloc_bb = fn.append_basic_block("miss.noalloc")
    alloc_bb = fn.append_basic_block("miss.alloc")
    victim_bb = fn.append_basic_block("victim")
    wb_bb = fn.append_basic_block("writeback")
    fill_bb = fn.append_basic_block("fill")
    line_next = fn.append_basic_block("line.next")
    rec_end = fn.append_basic_block("rec.end")
    store_hits_bb = fn.append_basic_block("rec.hits")
    rec_next = fn.append_basic_block("rec.next")
    done = fn.append_basic_block("done")
    b.branch(rec_head)

    def bump(cbase: ir.Value, index: int | ir.Value, amount: ir.Value) -> None:
        idx = _c(index) if isinstance(index, int) else index
        addr = b.gep(cbase, [idx], source_etype=_I64)
        b.store(b.add(b.load(addr, typ=_I64), amount), addr)

    # for r in range(n)
    b.position_at_end(rec_head)
    r = b.phi(_I64, name="r")
    clock_r = b.phi(_I64, name="clock.r")
    req_r = b.phi(_I64, name="req.r")  # the requests of the records so far
    r.add_incoming(_c(0), entry)
    clock_r.add_incoming(clock0, entry)
    req_r.add_incoming(_c(0), entry)
    b.cbranch(b.icmp_unsigned("<", r, n), rec_body, done)

    b.position_at_end(rec_body)
    word = b.load(b.gep(records, [r], source_etype=_I64), typ=_I64, name="word")
    group = b.zext(b.load(b.gep(groups, [r], source_etype=_I32), typ=_I32), _I64)
    addr = b.and_(word, _c((1 << abi.ACCESS_ADDR_BITS) - 1), name="addr")
    # a counted run (``abi.ACCESS_RUN_BIT``): ``count`` requests of ``1 << scale`` bytes
    is_run = b.trunc(b.lshr(word, _c(abi.ACCESS_RUN_BIT)), _I1, name="is.run")
    field_bits = b.lshr(word, _c(abi.ACCESS_SIZE_SHIFT))
    run_size = b.shl(_c(1), b.and_(b.lshr(word, _c(abi.ACCESS_RUN_SCALE_SHIFT)),
                                   _c(abi.ACCESS_RUN_MAX_SCALE)))
    size = b.select(is_run, run_size, b.and_(field_bits, _c(abi.ACCESS_MAX_BYTES)), name="size")
    kcount = b.select(is_run, b.and_(field_bits, _c(abi.ACCESS_RUN_MAX)), _c(1), name="kcount")
    is_write = b.trunc(b.lshr(word, _c(abi.ACCESS_WRITE_BIT)), _I1, name="is.write")
    no_alloc = b.trunc(b.lshr(word, _c(abi.ACCESS_BYPASS_BIT)), _I1, name="no.alloc")
    cbase = b.gep(counters, [b.mul(group, _c(8 * COUNTERS))], source_etype=_I8, name="cbase")
    end = b.add(addr, size, name="end")
    first = b.lshr(addr, shift, name="first")
    last = b.lshr(b.sub(end, _c(1)), shift, name="last")
    lines_bb = rec_body
    req_n = b.add(req_r, kcount, name="req.n")
    # k requests to one line, back to back, are one line access counted k times (the proof
    # is at ``CacheState.simulate``); a request over several lines is run k times
    single = b.icmp_unsigned("==", first, last)
    mult = b.select(single, kcount, _c(1), name="mult")
    reps = b.select(single, _c(1), kcount, name="reps")
    mult_less = b.sub(mult, _c(1))
    b.branch(line_head)

    # for line in range(first, last + 1)
    b.position_at_end(line_head)
    line = b.phi(_I64, name="line")
    clock_l = b.phi(_I64, name="clock.l")
    nhits = b.phi(_I64, name="nhits")
    rep = b.phi(_I64, name="rep")
    line.add_incoming(first, lines_bb)
    clock_l.add_incoming(clock_r, lines_bb)
    nhits.add_incoming(_c(0), lines_bb)
    rep.add_incoming(_c(0), lines_bb)
    clock = b.add(clock_l, mult, name="clock")
    # the branch is the same for every access: predicted, and the division is skipped
    # when the set count is a power of two
    mask_bb = fn.append_basic_block("set.mask")
    div_bb = fn.append_basic_block("set.div")
    set_bb = fn.append_basic_block("set.base")
    b.cbranch(pow2, mask_bb, div_bb)
    b.position_at_end(mask_bb)
    by_mask = b.and_(line, set_mask)
    b.branch(set_bb)
    b.position_at_end(div_bb)
    by_div = b.urem(line, sets)
    b.branch(set_bb)
    b.position_at_end(set_bb)
    set_index = b.phi(_I64, name="set")
    set_index.add_incoming(by_mask, mask_bb)
    set_index.add_incoming(by_div, div_bb)
    set_base = b.mul(set_index, ways, name="set.base")
    tag = b.add(line, _c(1), name="tag")
    sampled_bb = fn.append_basic_block("set.sampled")
    skip_bb = fn.append_basic_block("set.skipped")
    b.cbranch(b.icmp_unsigned("==", b.and_(set_index, sample_mask), _c(0)), sampled_bb,
              skip_bb)
    b.position_at_end(skip_bb)
    b.branch(line_next)
    b.position_at_end(sampled_bb)
    # a no-allocate read never evicts: it scans the tags alone
    nscan_head = fn.append_basic_block("nscan.head")
    nscan_body = fn.append_basic_block("nscan.body")
    nscan_next = fn.append_basic_block("nscan.next")
    b.cbranch(b.and_(no_alloc, b.not_(is_write)), nscan_head, scan_head)
    b.position_at_end(nscan_head)
    k2 = b.phi(_I64, name="k2")
    k2.add_incoming(_c(0), sampled_bb)
    b.cbranch(b.icmp_unsigned("<", k2, ways), nscan_body, noalloc_bb)
    b.position_at_end(nscan_body)
    slot2 = b.add(set_base, k2, name="slot2")
    t2 = b.load(b.gep(tags, [slot2], source_etype=_I64), typ=_I64)
    b.cbranch(b.icmp_unsigned("==", t2, tag), hit_bb, nscan_next)
    b.position_at_end(nscan_next)
    k2.add_incoming(b.add(k2, _c(1)), nscan_next)
    b.branch(nscan_head)

    # scan the set's ways: stop at the tag; else remember the least recently used way
    b.position_at_end(scan_head)
    k = b.phi(_I64, name="k")
    victim = b.phi(_I64, name="victim")
    oldest = b.phi(_I64, name="oldest")
    k.add_incoming(_c(0), sampled_bb)
    victim.add_incoming(_c(0), sampled_bb)
    oldest.add_incoming(_c(-1), sampled_bb)
    b.cbranch(b.icmp_unsigned("<", k, ways), scan_body, miss_bb)

    b.position_at_end(scan_body)
    slot = b.add(set_base, k, name="slot")
    t = b.load(b.gep(tags, [slot], source_etype=_I64), typ=_I64)
    b.cbranch(b.icmp_unsigned("==", t, tag), hit_bb, scan_next)

    b.position_at_end(scan_next)
    s = b.load(b.gep(stamps, [slot], source_etype=_I64), typ=_I64)
    older = b.icmp_unsigned("<", s, oldest)
    victim_n = b.select(older, k, victim)
    oldest_n = b.select(older, s, oldest)
    k_n = b.add(k, _c(1))
    k.add_incoming(k_n, scan_next)
    victim.add_incoming(victim_n, scan_next)
    oldest.add_incoming(oldest_n, scan_next)
    b.branch(scan_head)

    # hit: refresh the stamp, mark a write dirty
    b.position_at_end(hit_bb)
    hslot = b.phi(_I64, name="hit.slot")
    hslot.add_incoming(slot, scan_body)
    hslot.add_incoming(slot2, nscan_body)
    b.store(clock, b.gep(stamps, [hslot], source_etype=_I64))
    old_dirty = b.load(b.gep(dirty, [hslot], source_etype=_I8), typ=_I8)
    b.store(b.or_(old_dirty, b.zext(is_write, _I8)), b.gep(dirty, [hslot], source_etype=_I8))
    bump(cbase, b.select(is_write, _c(WRITE_HIT), _c(READ_HIT)), mult)
    nhits_hit = b.add(nhits, mult)
    b.branch(line_next)

    b.position_at_end(miss_bb)
    b.cbranch(b.and_(no_alloc, b.not_(is_write)), noalloc_bb, alloc_bb)

    # no-allocate read miss: the GM granules the request covers in this line come from main
    # memory
    b.position_at_end(noalloc_bb)
    line_lo = b.shl(line, shift)
    line_hi = b.add(line_lo, line_bytes)
    lo = b.select(b.icmp_unsigned(">", addr, line_lo), addr, line_lo)
    hi = b.select(b.icmp_unsigned("<", end, line_hi), end, line_hi)
    granules = b.sub(b.lshr(b.sub(b.add(hi, b.shl(_c(1), gshift)), _c(1)), gshift),
                     b.lshr(lo, gshift))
    bump(cbase, READ_MISS_NO_ALLOC, mult)
    bump(cbase, BYTES_FROM, b.mul(b.shl(granules, gshift), mult))
    b.branch(line_next)

    # allocating miss: fill the LRU way (an empty way has stamp 0, so it is taken first)
    b.position_at_end(alloc_bb)
    vslot = b.add(set_base, victim, name="vslot")
    vtag = b.load(b.gep(tags, [vslot], source_etype=_I64), typ=_I64)
    b.cbranch(b.icmp_unsigned("!=", vtag, _c(0)), victim_bb, fill_bb)

    b.position_at_end(victim_bb)
    bump(cbase, VICTIMS, _c(1))
    vdirty = b.load(b.gep(dirty, [vslot], source_etype=_I8), typ=_I8)
    b.cbranch(b.icmp_unsigned("!=", vdirty, ir.Constant(_I8, 0)), wb_bb, fill_bb)

    b.position_at_end(wb_bb)
    # the write-back is the victim line's tensor's traffic, whoever evicted it
    by_range = fn.append_basic_block("writeback.ranges")
    rng_head = fn.append_basic_block("writeback.scan")
    rng_body = fn.append_basic_block("writeback.range")
    rng_next = fn.append_basic_block("writeback.next")
    wb_count = fn.append_basic_block("writeback.count")
    b.cbranch(b.icmp_unsigned("!=", ranges_raw, _c(0)), by_range, wb_count)
    b.position_at_end(by_range)
    vaddr = b.shl(b.sub(vtag, _c(1)), shift)
    b.branch(rng_head)
    b.position_at_end(rng_head)
    ti = b.phi(_I64, name="t")
    ti.add_incoming(_c(0), by_range)
    b.cbranch(b.icmp_unsigned("<", ti, nranges), rng_body, rng_next)
    b.position_at_end(rng_body)
    lo_r = b.load(b.gep(ranges, [b.mul(ti, _c(2))], source_etype=_I64), typ=_I64)
    hi_r = b.load(b.gep(ranges, [b.add(b.mul(ti, _c(2)), _c(1))], source_etype=_I64), typ=_I64)
    inside = b.and_(b.icmp_unsigned(">=", vaddr, lo_r), b.icmp_unsigned("<", vaddr, hi_r))
    ti.add_incoming(b.add(ti, _c(1)), rng_body)
    b.cbranch(inside, rng_next, rng_head)
    b.position_at_end(rng_next)
    owner_t = b.phi(_I64, name="owner.t")
    owner_t.add_incoming(nranges, rng_head)
    owner_t.add_incoming(ti, rng_body)
    owner = b.add(b.mul(owner_t, ncores), b.urem(group, ncores))
    obase = b.gep(counters, [b.mul(owner, _c(8 * COUNTERS))], source_etype=_I8)
    b.branch(wb_count)
    b.position_at_end(wb_count)
    wbase = b.phi(_PTR, name="wb.base")
    wbase.add_incoming(cbase, wb_bb)
    wbase.add_incoming(obase, rng_next)
    bump(wbase, WRITEBACKS, _c(1))
    bump(wbase, BYTES_TO, line_bytes)
    b.branch(fill_bb)

    b.position_at_end(fill_bb)
    b.store(tag, b.gep(tags, [vslot], source_etype=_I64))
    b.store(clock, b.gep(stamps, [vslot], source_etype=_I64))
    b.store(b.zext(is_write, _I8), b.gep(dirty, [vslot], source_etype=_I8))
    bump(cbase, b.select(is_write, _c(WRITE_MISS_ALLOC), _c(READ_MISS_ALLOC)), _c(1))
    bump(cbase, BYTES_FROM, line_bytes)
    bump(cbase, b.select(is_write, _c(WRITE_HIT), _c(READ_HIT)), mult_less)
    nhits_fill = b.add(nhits, mult_less)
    b.branch(line_next)

    b.position_at_end(line_next)
    nhits_n = b.phi(_I64, name="nhits.n")
    nhits_n.add_incoming(nhits_hit, hit_bb)
    nhits_n.add_incoming(nhits, noalloc_bb)
    nhits_n.add_incoming(nhits_fill, fill_bb)
    nhits_n.add_incoming(nhits, skip_bb)
    line_n = b.add(line, _c(1))
    more_lines = b.icmp_unsigned("<=", line_n, last)
    rep_n = b.select(more_lines, rep, b.add(rep, _c(1)))
    line.add_incoming(b.select(more_lines, line_n, first), line_next)
    rep.add_incoming(rep_n, line_next)
    clock_l.add_incoming(clock, line_next)
    nhits.add_incoming(nhits_n, line_next)
    b.cbranch(b.or_(more_lines, b.icmp_unsigned("<", rep_n, reps)), line_head, rec_end)

    b.position_at_end(rec_end)
    b.cbranch(store_hits, store_hits_bb, rec_next)

    b.position_at_end(store_hits_bb)
    capped = b.select(b.icmp_unsigned(">", nhits_n, _c(255)), _c(255), nhits_n)
    b.store(b.trunc(capped, _I8), b.gep(hits, [r], source_etype=_I8))
    b.branch(rec_next)

    b.position_at_end(rec_next)
    r.add_incoming(b.add(r, _c(1)), rec_next)
    clock_r.add_incoming(clock, rec_next)
    req_r.add_incoming(req_n, rec_next)
    b.branch(rec_head)

    b.position_at_end(done)
    final = b.phi(_I64)
    final.add_incoming(clock_r, rec_head)
    b.store(final, clock_addr)
    b.store(req_r, b.gep(p, [_c(SimParams.requests.offset)], source_etype=_I8))
    b.ret_void()
    return str(module)


# ----------------------------------------------------------------- host executable memory

_libc = ctypes.CDLL(None, use_errno=True)
_mmap = _libc.mmap
_mmap.restype = ctypes.c_void_p
_mmap.argtypes = [
    ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long,
]
_mprotect = _libc.mprotect
_mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
_PROT_READ, _PROT_WRITE, _PROT_EXEC = 1, 2, 4
_MAP_PRIVATE, _MAP_ANONYMOUS = 0x02, 0x20
_FUNC = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
_lock = threading.Lock()
_function: ctypes._CFuncPtr | None = None


def _place(text: bytes) -> int:
    """Copy ``text`` into a fresh anonymous mapping, then make it read+execute (W^X)."""
    size = (len(text) + 4095) & ~4095
    addr = _mmap(None, size, _PROT_READ | _PROT_WRITE, _MAP_PRIVATE | _MAP_ANONYMOUS, -1, 0)
    if addr is None or addr == ctypes.c_void_p(-1).value:
        err = ctypes.get_errno()
        raise OSError(err, f"mmap of {size} bytes for the L2 simulator failed")
    ctypes.memmove(addr, text, len(text))
    if _mprotect(addr, size, _PROT_READ | _PROT_EXEC) != 0:
        err = ctypes.get_errno()
        raise OSError(err, "mprotect(PROT_READ | PROT_EXEC) of the L2 simulator failed")
    return addr  # mapped for the life of the process, like the function object below


def simulator() -> ctypes._CFuncPtr:
    """The native simulator, built on first use (once per process)."""
    global _function
    with _lock:
        if _function is None:
            _function = _FUNC(_place(build_payload(simulator_ir(), SYMBOL, "L2 simulator")))
        return _function


class CacheState:
    """The contents of one simulated L2 (tags, LRU stamps, dirty bits), initially empty."""

    def __init__(self, sets: int, ways: int, line: int, granule: int = 1,
                 sampling: int = 1) -> None:
        if sets < 1 or ways < 1 or line < 1 or line & (line - 1) or not 1 <= granule <= line \
                or granule & (granule - 1) or sampling < 1 or sampling & (sampling - 1) \
                or sampling > sets:
            raise runtime_error(
                "PARAMETER_VALUE", param="cache geometry",
                expected="sets >= 1, ways >= 1, a power-of-two line and granule <= line, a "
                "power-of-two set sampling <= sets",
                given=f"sets={sets}, ways={ways}, line={line}, granule={granule}, "
                f"sampling={sampling}")
        self.sets, self.ways, self.line, self.granule = sets, ways, line, granule
        # 1 set in ``sampling`` is simulated (set index % sampling == 0) and the counters
        # are scaled by ``sampling`` (``L2Config.set_sampling``)
        self.sampling = sampling
        self.requests = 0  # the requests the last ``simulate`` call's records stand for

        self.tags = np.zeros(sets * ways, dtype=np.uint64)
        self.stamps = np.zeros(sets * ways, dtype=np.uint64)
        self.dirty = np.zeros(sets * ways, dtype=np.uint8)
        self.clock = 0

    def flush(self) -> tuple[int, int]:
        """Empty the cache, writing back every dirty line: ``(writebacks, bytes written)``."""
        dirty = int(np.count_nonzero(self.dirty[self.tags != 0])) * self.sampling
        self.tags[:] = 0
        self.stamps[:] = 0
        self.dirty[:] = 0
        return dirty, dirty * self.line

    def resident_lines(self) -> np.ndarray:
        """The line numbers (address >> log2(line)) held now, sorted."""
        return np.sort(self.tags[self.tags != 0] - np.uint64(1))

    def simulate(
        self, records: np.ndarray, groups: np.ndarray, ngroups: int, want_hits: bool = False,
        owners: tuple[np.ndarray, int] | None = None,
    ) -> tuple[np.ndarray, np.ndarray | None]:
        """Run ``records`` (uint64, abi encoding, no-allocate bit decided, sizes >= 1) through
        the cache; ``groups`` (uint32, < ``ngroups``) attributes each to a counter row.
        ``owners`` = ``(ranges, ncores)`` (ranges: uint64 [lo, hi) pairs, one per tensor)
        counts a write-back for the victim line's tensor (group ``t * ncores + requesting
        group % ncores``, ``t = len(ranges)`` outside them); None: for the requesting group.

        A counted run record (``abi.ACCESS_RUN_BIT``) stands for ``k`` identical requests
        (``1 << scale`` bytes from its address) issued back to back.  ``k`` requests of one
        line issued back to back are one line access counted ``k`` times, and that is
        exact: the first is simulated; if it
        hits or allocates, the line is resident and most recently used, and as nothing
        intervenes each next request finds it (a hit: LRU order unchanged, a write's dirty
        bit already set by the first write; no victim, no write-back); if it is a
        no-allocate miss, the cache is unchanged, so each next one is the same miss over the
        same granules.  The line's LRU stamp is the clock after the ``k`` requests, as the
        ``k`` separate accesses leave it.  A run whose requests span several lines is
        simulated ``k`` times over.  ``tests/support/l2_reference.py`` expands runs into
        their requests and the tests compare every counter and hit.

        With ``sampling`` > 1, lines of the sets not sampled are skipped and the counters are
        multiplied by ``sampling``; the hits per record are the sampled sets' own.

        Returns ``(counters[ngroups][COUNTERS], hits per record or None)``.
        """
        records = np.ascontiguousarray(records, dtype=np.uint64)
        groups = np.ascontiguousarray(groups, dtype=np.uint32)
        if records.shape != groups.shape or records.ndim != 1:
            raise runtime_error(
                "PARAMETER_VALUE", param="groups", expected="one group id per record",
                given=f"{groups.shape} for {records.shape} records")
        if len(groups) and int(groups.max()) >= ngroups:
            raise runtime_error("PARAMETER_VALUE", param="groups",
                                expected=f"ids below ngroups={ngroups}",
                                given=str(int(groups.max())))
        sizes = (records >> np.uint64(abi.ACCESS_SIZE_SHIFT)) & np.uint64(abi.ACCESS_MAX_BYTES)
        if len(sizes) and int(sizes.min()) == 0:
            raise runtime_error("PARAMETER_VALUE", param="records",
                                expected="accesses of 1 byte or more (block markers removed)",
                                given="a record of size 0")
        runs = (records & np.uint64(1 << abi.ACCESS_RUN_BIT)) != 0
        if runs.any() and not (sizes[runs] & np.uint64(abi.ACCESS_RUN_MAX)).all():
            raise runtime_error("PARAMETER_VALUE", param="records",
                                expected="counted runs of 1 request or more",
                                given="a counted run of 0 requests")
        counters = np.zeros((ngroups, COUNTERS), dtype=np.uint64)
        hits = np.zeros(len(records), dtype=np.uint8) if want_hits else None
        params = SimParams(
            n=len(records), records=records.ctypes.data, groups=groups.ctypes.data,
            counters=counters.ctypes.data, hits=0 if hits is None else hits.ctypes.data,
            tags=self.tags.ctypes.data, stamps=self.stamps.ctypes.data,
            dirty=self.dirty.ctypes.data, sets=self.sets, ways=self.ways,
            line_shift=self.line.bit_length() - 1, clock=self.clock,
            set_mask=self.sets - 1 if self.sets & (self.sets - 1) == 0 else 0,
            granule_shift=self.granule.bit_length() - 1, sample_mask=self.sampling - 1,
        )
        if owners is not None:
            table, ncores = owners
            table = np.ascontiguousarray(table, dtype=np.uint64).reshape(-1)
            if (len(table) // 2 + 1) * ncores > ngroups or ncores < 1:
                raise runtime_error("PARAMETER_VALUE", param="owners",
                                    expected=f"(ranges + 1) * ncores <= ngroups = {ngroups}",
                                    given=f"{len(table) // 2} ranges, {ncores} cores")
            params.ranges = table.ctypes.data if len(table) else 0
            params.nranges = len(table) // 2
            params.ncores = ncores  # no ranges: every line is "(other)", the requester's group
        simulator()(ctypes.addressof(params))
        self.clock = int(params.clock)
        self.requests = int(params.requests)
        if self.sampling > 1:
            counters *= np.uint64(self.sampling)
        return counters, hits
