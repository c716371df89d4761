"""Element access sites' request runs in the L2 model's traced variant (``access_trace.py``).

Each element access site (one ``x[i]`` load or store in the kernel's code) keeps a run of its
own in a stack slot: the site's consecutive accesses to one L2 line with one direction and
policy are one *run*, appended as one record (the run's extent in the line) when the site
moves to another line, and at every point the core's run ends (a new block, a sync op, an
atomic, a tile statement, the kernel's return).  A run holds ``count`` requests: an access
starts a new request of the run unless the core's previous access was this site's (then it
widens the request the core is forming, as consecutive accesses to one line always did), so
the requests are the core's program-order requests.  An access whose site has no run on its
line but that continues the run of the site the core accessed last (same line, direction and
policy) joins that request.  A run of one request is appended as a request record (its
extent); a run of ``count`` > 1 as a counted run record (``abi.ACCESS_RUN_BIT``: the run's
first address, ``count``, and the site's access size ``1 << scale``), which the L2 model
counts as ``count`` requests of the site's access size back to back (``runtime/l2/model.py``
proves those counts exact).  A run ends at ``abi.ACCESS_RUN_MAX`` requests.  So the element
saxpy's ``x[i]``, ``y[i]``, ``y[i]`` are three records per line of each, not three per element.

Layout of the per-call slot array (an alloca of ``SLOT_WORDS`` i64): word 0 is the slot
address of the site the core accessed last (0: none), word 1 the number of sites, and site
``s`` has ``SITE_WORDS`` words from ``2 + SITE_WORDS * s``: the first byte of its run's line
(``CLOSED``: no run), the *tally* (the request count in the low ``abi.ACCESS_RUN_COUNT_BITS``
bits, ``MUTED``, and the high bits of the site's counted-run record: run bit, scale, write
and bypass bits), and the run's first and past-the-last bytes.  So the inline test of an
access is one subtraction and compare against the line (the site's direction and policy
never change), one against the count's limit.

Only sites of a constant power-of-two access size up to ``1 << abi.ACCESS_RUN_MAX_SCALE``
bytes have a run, and at most ``MAX_SITES`` of them: the others
are traced through the core's run (``AccessTrace.record`` without a site).  With set
sampling (the header's ``sample_mask``), a run on a line whose number has a bit of the mask
is kept muted and never recorded: the L2 model simulates only the sampled sets.
"""

from __future__ import annotations

from llvmlite import ir

from incore import abi
from incore.lowering.irtypes import I8, I64, PTR

MAX_SITES = 64
SITE_WORDS = 4
SLOT_WORDS = 2 + SITE_WORDS * MAX_SITES
FLUSH_SITES = "incore.trace.flush_sites"
SITE_ACCESS = "incore.trace.site_access"
SITE_ACCESS_CC = "preserve_allcc"
CLOSED = (1 << 64) - 1  # a line start no access reaches: the site has no open run
_ADDR_MASK = (1 << abi.ACCESS_ADDR_BITS) - 1
_FLAG_MASK = (1 << abi.ACCESS_WRITE_BIT) | (1 << abi.ACCESS_BYPASS_BIT)
_COUNT_MASK = abi.ACCESS_RUN_MAX
MUTED = 1 << abi.ACCESS_RUN_COUNT_BITS  # in a tally: the line is outside the sampled sets
_HIGH = ~((1 << abi.ACCESS_RUN_SCALE_SHIFT) - 1) & ((1 << 64) - 1)  # a counted run's top bits
LINE, TALLY, LO, HI = range(SITE_WORDS)


def site_bits(nbytes: int) -> int | None:
    """The counted-run bits of a site of ``nbytes`` per access (None: it has no run)."""
    if nbytes < 1 or nbytes & (nbytes - 1) or nbytes > 1 << abi.ACCESS_RUN_MAX_SCALE:
        return None
    return 1 << abi.ACCESS_RUN_BIT | (nbytes.bit_length() - 1) << abi.ACCESS_RUN_SCALE_SHIFT


def _i64(value: int) -> ir.Constant:
    value &= 2**64 - 1
    return ir.Constant(I64, value - 2**64 if value >> 63 else value)


def _word(b: ir.IRBuilder, base: ir.Value, index: ir.Value | int) -> ir.Value:
    idx = _i64(index) if isinstance(index, int) else index
    return b.gep(base, [idx], source_etype=I64)


def _inside(b: ir.IRBuilder, line_lo: ir.Value, at: ir.Value, nbytes: ir.Value,
            line: int) -> ir.Value:
    """Whether ``[at, at + nbytes)`` lies in the line starting at ``line_lo`` (false for
    ``CLOSED``)."""
    return b.icmp_unsigned("<=", b.sub(at, line_lo), b.sub(_i64(line), nbytes))


def _widen(b: ir.IRBuilder, slot: ir.Value, at: ir.Value, end: ir.Value) -> None:
    """The run at ``slot`` covers ``[at, end)`` too."""
    lo_addr, hi_addr = _word(b, slot, LO), _word(b, slot, HI)
    lo, hi = b.load(lo_addr, typ=I64), b.load(hi_addr, typ=I64)
    b.store(b.select(b.icmp_unsigned("<", at, lo), at, lo), lo_addr)
    b.store(b.select(b.icmp_unsigned(">", end, hi), end, hi), hi_addr)


def _emit_run(b: ir.IRBuilder, record: ir.Function, header: ir.Value,
              slot: ir.Value) -> None:
    """Append the open run at ``slot``: a request record for one request, a counted run
    record for more, nothing for a run of a set the sampling leaves out."""
    tally = b.load(_word(b, slot, TALLY), typ=I64)
    lo = b.load(_word(b, slot, LO), typ=I64)
    hi = b.load(_word(b, slot, HI), typ=I64)
    count = b.and_(tally, _i64(_COUNT_MASK))
    one = b.or_(b.or_(lo, b.shl(b.sub(hi, lo), _i64(abi.ACCESS_SIZE_SHIFT))),
                b.and_(tally, _i64(_FLAG_MASK)))
    many = b.or_(b.or_(lo, b.shl(count, _i64(abi.ACCESS_SIZE_SHIFT))),
                 b.and_(tally, _i64(_HIGH)))
    with b.if_then(b.icmp_unsigned("==", b.and_(tally, _i64(MUTED)), _i64(0))):
        b.call(record, [header, b.select(b.icmp_unsigned(">", count, _i64(1)), many, one)])


def flush_sites_function(module: ir.Module, record: ir.Function) -> ir.Function:
    """``void incore.trace.flush_sites(ptr header, ptr slots)``: append every site's open run
    (in site order) and forget the last site."""
    existing = module.globals.get(FLUSH_SITES)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR]), FLUSH_SITES)
    fn.linkage = "internal"
    header, arr = fn.args
    entry, head, body, done = (fn.append_basic_block(n) for n in ("entry", "head", "body",
                                                                   "done"))
    b = ir.IRBuilder(entry)
    n = b.load(_word(b, arr, 1), typ=I64)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), _i64(0))
    b.store(_i64(0), _word(b, arr, 0))
    b.cbranch(traced, head, done)
    b.position_at_end(head)
    s = b.phi(I64, name="s")
    s.add_incoming(_i64(0), entry)
    b.cbranch(b.icmp_unsigned("<", s, n), body, done)
    b.position_at_end(body)
    slot = _word(b, arr, b.add(_i64(2), b.mul(s, _i64(SITE_WORDS))))
    line_addr = _word(b, slot, LINE)
    with b.if_then(b.icmp_unsigned("!=", b.load(line_addr, typ=I64), _i64(CLOSED))):
        _emit_run(b, record, header, slot)
        b.store(_i64(CLOSED), line_addr)
    s.add_incoming(b.add(s, _i64(1)), b.block)
    b.branch(head)
    b.position_at_end(done)
    b.ret_void()
    return fn


def site_access_function(module: ir.Module, record: ir.Function, shift: int) -> ir.Function:
    """``void incore.trace.site_access(ptr header, ptr slots, ptr slot, i64 addr, i64 nbytes,
    i64 bits)``: the access ``[addr, addr + nbytes)`` of the site whose run is at ``slot``
    (``bits``: the high bits of its counted-run records, its write and bypass bits
    included), when it does not continue that run (see the module docstring): it joins the
    last site's request if it continues it, else the site's run is appended and the access
    opens the next one (a piece of an access spanning lines, but its last, is a request of
    its own)."""
    name = f"{SITE_ACCESS}.{shift}"
    existing = module.globals.get(name)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR, PTR, I64, I64, I64]),
                     name)
    fn.linkage = "internal"
    # The caller's element loop keeps its values in registers across the (rare) call: the
    # callee saves every register it uses, vector ones included.
    fn.calling_convention = SITE_ACCESS_CC
    header, arr, slot, addr, nbytes, bits = fn.args
    names = ("entry", "check.last", "join", "own", "piece", "whole", "open", "done")
    entry, check_last, join, own, piece, whole, open_bb, done = (
        fn.append_basic_block(n) for n in names)
    line = 1 << shift
    b = ir.IRBuilder(entry)
    end = b.add(addr, nbytes)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), _i64(0))
    b.cbranch(b.and_(traced, b.icmp_unsigned("<", addr, end)), check_last, done)

    b.position_at_end(check_last)
    flags = b.and_(bits, _i64(_FLAG_MASK))
    last_int = b.load(_word(b, arr, 0), typ=I64)
    slot_int = b.ptrtoint(slot, I64)
    other = b.and_(b.icmp_unsigned("!=", last_int, _i64(0)),
                   b.icmp_unsigned("!=", last_int, slot_int))
    last = b.inttoptr(b.select(other, last_int, slot_int), PTR)
    b_flags = b.and_(b.load(_word(b, last, TALLY), typ=I64), _i64(_FLAG_MASK))
    continues = b.and_(_inside(b, b.load(_word(b, last, LINE), typ=I64), addr, nbytes, line),
                       b.icmp_unsigned("==", b_flags, flags))
    b.cbranch(b.and_(other, continues), join, own)

    b.position_at_end(join)  # the core's request in progress goes on
    _widen(b, last, addr, end)
    b.branch(done)

    b.position_at_end(own)  # the site's run ends here
    line_addr = _word(b, slot, LINE)
    with b.if_then(b.icmp_unsigned("!=", b.load(line_addr, typ=I64), _i64(CLOSED))):
        _emit_run(b, record, header, slot)
    own_end = b.block
    b.branch(piece)

    b.position_at_end(piece)
    at = b.phi(I64, name="at")
    at.add_incoming(addr, own_end)
    sh = _i64(shift)
    line_lo = b.shl(b.lshr(at, sh), sh)
    line_end = b.add(line_lo, _i64(line))
    piece_end = b.select(b.icmp_unsigned("<", end, line_end), end, line_end)
    b.cbranch(b.icmp_unsigned("<", piece_end, end), whole, open_bb)

    b.position_at_end(whole)
    word = b.or_(b.or_(at, b.shl(b.sub(piece_end, at), _i64(abi.ACCESS_SIZE_SHIFT))), flags)
    b.call(record, [header, word])
    at.add_incoming(piece_end, whole)
    b.branch(piece)

    b.position_at_end(open_bb)
    mask = b.load(b.gep(header, [_i64(abi.AccessTraceHeader.sample_mask.offset)],
                        source_etype=I8), typ=I64)
    muted = b.icmp_unsigned("!=", b.and_(b.lshr(at, sh), mask), _i64(0))
    b.store(line_lo, line_addr)
    b.store(b.or_(b.or_(bits, _i64(1)), b.select(muted, _i64(MUTED), _i64(0))),
            _word(b, slot, TALLY))
    b.store(at, _word(b, slot, LO))
    b.store(piece_end, _word(b, slot, HI))
    b.store(slot_int, _word(b, arr, 0))
    b.branch(done)

    b.position_at_end(done)
    b.ret_void()
    return fn


def emit_site_access(b: ir.IRBuilder, module: ir.Module, record: ir.Function,
                     header: ir.Value, arr: ir.Value, slot: ir.Value, base: ir.Value,
                     nbytes: int, flags: int, shift: int) -> None:
    """The inline fast path of an element access at ``base`` (i64) of ``nbytes`` (the site's
    constant size, ``site_bits``): inside the site's open run's line and below the count's
    limit, it widens the run (a new request of it unless this site made the core's previous
    access); inside a muted run's line (set sampling) it only marks the site as the core's
    last; anything else calls ``incore.trace.site_access``."""
    bits = site_bits(nbytes)
    assert bits is not None, "a site with a run has a power-of-two access size"
    size = _i64(nbytes)
    func = b.function
    check_bb, line_bb, muted_bb, room_bb, widen_bb, slow_bb, done_bb = (
        func.append_basic_block(f"trace.site.{n}")
        for n in ("check", "line", "muted", "room", "widen", "slow", "done"))
    b.cbranch(b.icmp_unsigned("!=", b.ptrtoint(header, I64), _i64(0)), check_bb, done_bb)
    b.position_at_end(check_bb)
    tally_addr = _word(b, slot, TALLY)
    tally = b.load(tally_addr, typ=I64, name="trace.tally")
    inside = _inside(b, b.load(_word(b, slot, LINE), typ=I64), base, size, 1 << shift)
    last_addr = _word(b, arr, 0)
    slot_int = b.ptrtoint(slot, I64)
    b.cbranch(inside, line_bb, slow_bb)
    # A muted run is never recorded, so its count and extent need no update: the access only
    # becomes the core's last one (what the next access of another site joins or not).
    b.position_at_end(line_bb)
    b.cbranch(b.icmp_unsigned("!=", b.and_(tally, _i64(MUTED)), _i64(0)), muted_bb, room_bb)
    b.position_at_end(muted_bb)
    b.store(slot_int, last_addr)
    b.branch(done_bb)
    b.position_at_end(room_bb)
    room = b.icmp_unsigned("!=", b.and_(tally, _i64(_COUNT_MASK)), _i64(_COUNT_MASK))
    b.cbranch(room, widen_bb, slow_bb)
    b.position_at_end(widen_bb)
    fresh = b.icmp_unsigned("!=", b.load(last_addr, typ=I64), slot_int)
    b.store(b.add(tally, b.zext(fresh, I64)), tally_addr)
    _widen(b, slot, base, b.add(base, size))
    b.store(slot_int, last_addr)
    b.branch(done_bb)
    b.position_at_end(slow_bb)
    b.call(site_access_function(module, record, shift),
           [header, arr, slot, base, size, _i64(bits | flags)], cconv=SITE_ACCESS_CC)
    b.branch(done_bb)
    b.position_at_end(done_bb)
