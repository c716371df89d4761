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
``s`` has its open run at ``2 + 2 s`` (0: none) and at ``3 + 2 s`` its request count (low
``abi.ACCESS_RUN_COUNT_BITS`` bits) or'ed with the counted-run bits of the site (the run bit
and its scale).  Only sites of a constant power-of-two access size up to ``1 <<
abi.ACCESS_RUN_MAX_SCALE`` bytes have a run, and at most ``MAX_SITES`` of them: the others
are traced through the core's run (``AccessTrace.record`` without a site).  With set
sampling (the header's ``sample_mask``), a run on a line whose number has a bit of the mask
is kept muted and never recorded: the L2 model simulates only the sampled sets.
"""

from __future__ import annotations

from llvmlite import ir

from incore import abi
from incore.lowering.irtypes import I8, I64, PTR

MAX_SITES = 64
SLOT_WORDS = 2 + 2 * MAX_SITES
FLUSH_SITES = "incore.trace.flush_sites"
SITE_ACCESS = "incore.trace.site_access"
_ADDR_MASK = (1 << abi.ACCESS_ADDR_BITS) - 1
_FLAG_MASK = (1 << abi.ACCESS_WRITE_BIT) | (1 << abi.ACCESS_BYPASS_BIT)
_COUNT_MASK = abi.ACCESS_RUN_MAX
_MUTED = 1 << 63  # in a run's count word: its line is outside the sampled sets


def site_bits(nbytes: int) -> int | None:
    """The counted-run bits of a site of ``nbytes`` per access (None: it has no run)."""
    if nbytes < 1 or nbytes & (nbytes - 1) or nbytes > 1 << abi.ACCESS_RUN_MAX_SCALE:
        return None
    return 1 << abi.ACCESS_RUN_BIT | (nbytes.bit_length() - 1) << abi.ACCESS_RUN_SCALE_SHIFT


def _i64(value: int) -> ir.Constant:
    value &= 2**64 - 1
    return ir.Constant(I64, value - 2**64 if value >> 63 else value)


def _word(b: ir.IRBuilder, arr: ir.Value, index: ir.Value | int) -> ir.Value:
    idx = _i64(index) if isinstance(index, int) else index
    return b.gep(arr, [idx], source_etype=I64)


def _same_run(b: ir.IRBuilder, run: ir.Value, at: ir.Value, end: ir.Value, flags: ir.Value,
              shift: int) -> ir.Value:
    """Whether ``[at, end)`` lies in the line of the open run ``run`` with its flags."""
    sh = _i64(shift)
    line = b.lshr(at, sh)
    lo = b.and_(run, _i64(_ADDR_MASK))
    return b.and_(
        b.and_(b.icmp_unsigned("==", b.lshr(lo, sh), line),
               b.icmp_unsigned("==", b.lshr(b.sub(end, _i64(1)), sh), line)),
        b.and_(b.icmp_unsigned("==", b.and_(b.xor(run, flags), _i64(_FLAG_MASK)), _i64(0)),
               b.icmp_unsigned("!=", run, _i64(0))))


def _widened(b: ir.IRBuilder, run: ir.Value, at: ir.Value, end: ir.Value,
             flags: ir.Value) -> ir.Value:
    """The run word ``run`` widened to cover ``[at, end)``."""
    size_shift = _i64(abi.ACCESS_SIZE_SHIFT)
    lo = b.and_(run, _i64(_ADDR_MASK))
    hi = b.add(lo, b.and_(b.lshr(run, size_shift), _i64(abi.ACCESS_MAX_BYTES)))
    lo2 = b.select(b.icmp_unsigned("<", at, lo), at, lo)
    hi2 = b.select(b.icmp_unsigned(">", end, hi), end, hi)
    return b.or_(b.or_(lo2, b.shl(b.sub(hi2, lo2), size_shift)), flags)


def _emit_run(b: ir.IRBuilder, record: ir.Function, header: ir.Value, run: ir.Value,
              tally: ir.Value) -> None:
    """Append the run ``run`` whose count word is ``tally``: a request record for one request,
    a counted run record for more, nothing for a run of a set the sampling leaves out."""
    count = b.and_(tally, _i64(_COUNT_MASK))
    many = b.or_(b.or_(b.and_(run, _i64(_ADDR_MASK | _FLAG_MASK)),
                       b.shl(count, _i64(abi.ACCESS_SIZE_SHIFT))),
                 b.and_(tally, _i64(~(_COUNT_MASK | _MUTED))))
    with b.if_then(b.icmp_signed(">=", tally, _i64(0))):  # not muted
        b.call(record, [header, b.select(b.icmp_unsigned(">", count, _i64(1)), many, run)])


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
    at = b.add(_i64(2), b.shl(s, _i64(1)))
    run_addr = _word(b, arr, at)
    run = b.load(run_addr, typ=I64)
    with b.if_then(b.icmp_unsigned("!=", run, _i64(0))):
        _emit_run(b, record, header, run, b.load(_word(b, arr, b.add(at, _i64(1))), typ=I64))
        b.store(_i64(0), run_addr)
    s.add_incoming(b.add(s, _i64(1)), b.block)
    b.branch(head)
    b.position_at_end(done)
    b.ret_void()
    return fn


def site_access_function(module: ir.Module, record: ir.Function, shift: int) -> ir.Function:
    """``void incore.trace.site_access(ptr header, ptr slots, ptr slot, i64 addr, i64 nbytes,
    i64 flags, i64 bits)``: the access ``[addr, addr + nbytes)`` of the site whose run is at
    ``slot`` (``bits``: its counted-run bits), when it does not continue that run (see the
    module docstring): it joins the last site's request if it continues it, else the site's
    run is appended and the access opens the
    next one (a piece of an access spanning lines, but its last, is a request of its own)."""
    name = f"{SITE_ACCESS}.{shift}"
    existing = module.globals.get(name)
    if existing is not None:
        return existing
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, PTR, PTR, I64, I64, I64, I64]),
                     name)
    fn.linkage = "internal"
    header, arr, slot, addr, nbytes, flags, bits = fn.args
    names = ("entry", "check.last", "join", "own", "piece", "whole", "open", "done")
    entry, check_last, join, own, piece, whole, open_bb, done = (
        fn.append_basic_block(n) for n in names)
    b = ir.IRBuilder(entry)
    end = b.add(addr, nbytes)
    traced = b.icmp_unsigned("!=", b.ptrtoint(header, I64), _i64(0))
    b.cbranch(b.and_(traced, b.icmp_unsigned("<", addr, end)), check_last, done)

    b.position_at_end(check_last)
    last_int = b.load(_word(b, arr, 0), typ=I64)
    slot_int = b.ptrtoint(slot, I64)
    other = b.and_(b.icmp_unsigned("!=", last_int, _i64(0)),
                   b.icmp_unsigned("!=", last_int, slot_int))
    last = b.inttoptr(b.select(other, last_int, slot_int), PTR)
    last_run = b.load(last, typ=I64)
    b.cbranch(b.and_(other, _same_run(b, last_run, addr, end, flags, shift)), join, own)

    b.position_at_end(join)  # the core's request in progress goes on
    b.store(_widened(b, last_run, addr, end, flags), last)
    b.branch(done)

    b.position_at_end(own)  # the site's run ends here
    run = b.load(slot, typ=I64)
    count_addr = b.gep(slot, [_i64(8)], source_etype=I8)
    with b.if_then(b.icmp_unsigned("!=", run, _i64(0))):
        _emit_run(b, record, header, run, b.load(count_addr, typ=I64))
    own_end = b.block
    b.branch(piece)

    b.position_at_end(piece)
    at = b.phi(I64, name="at")
    at.add_incoming(addr, own_end)
    sh = _i64(shift)
    line_end = b.shl(b.add(b.lshr(at, sh), _i64(1)), sh)
    piece_end = b.select(b.icmp_unsigned("<", end, line_end), end, line_end)
    word = b.or_(b.or_(at, b.shl(b.sub(piece_end, at), _i64(abi.ACCESS_SIZE_SHIFT))), flags)
    b.cbranch(b.icmp_unsigned("<", piece_end, end), whole, open_bb)

    b.position_at_end(whole)
    b.call(record, [header, word])
    at.add_incoming(piece_end, whole)
    b.branch(piece)

    b.position_at_end(open_bb)
    b.store(word, slot)
    mask_addr = b.gep(header, [_i64(abi.AccessTraceHeader.sample_mask.offset)], source_etype=I8)
    muted = b.icmp_unsigned("!=", b.and_(b.lshr(at, sh), b.load(mask_addr, typ=I64)), _i64(0))
    b.store(b.or_(b.or_(bits, _i64(1)), b.select(muted, _i64(_MUTED), _i64(0))), count_addr)
    b.store(slot_int, _word(b, arr, 0))
    b.branch(done)

    b.position_at_end(done)
    b.ret_void()
    return fn


def emit_site_access(b: ir.IRBuilder, module: ir.Module, record: ir.Function,
                     header: ir.Value, arr: ir.Value, slot: ir.Value, base: ir.Value,
                     nbytes: int, flags: int, shift: int) -> None:
    """The inline fast path of an element access at ``base`` (i64) of ``nbytes`` (the site's
    constant size, ``site_bits``): inside the site's open run and below the count's limit, it
    widens the run (a new request of it unless this site made the core's previous access);
    anything else calls ``incore.trace.site_access``."""
    bits = site_bits(nbytes)
    assert bits is not None, "a site with a run has a power-of-two access size"
    size = _i64(nbytes)
    func = b.function
    check_bb, widen_bb, slow_bb, done_bb = (
        func.append_basic_block(f"trace.site.{n}") for n in ("check", "widen", "slow", "done"))
    b.cbranch(b.icmp_unsigned("!=", b.ptrtoint(header, I64), _i64(0)), check_bb, done_bb)
    b.position_at_end(check_bb)
    end = b.add(base, size)
    run = b.load(slot, typ=I64, name="trace.run")
    count_addr = b.gep(slot, [_i64(8)], source_etype=I8)
    tally = b.load(count_addr, typ=I64, name="trace.tally")
    fl = _i64(flags)
    room = b.icmp_unsigned("!=", b.and_(tally, _i64(_COUNT_MASK)), _i64(_COUNT_MASK))
    b.cbranch(b.and_(room, _same_run(b, run, base, end, fl, shift)), widen_bb, slow_bb)
    b.position_at_end(widen_bb)
    last_addr = _word(b, arr, 0)
    slot_int = b.ptrtoint(slot, I64)
    fresh = b.icmp_unsigned("!=", b.load(last_addr, typ=I64), slot_int)
    b.store(b.add(tally, b.zext(fresh, I64)), count_addr)
    b.store(_widened(b, run, base, end, fl), slot)
    b.store(slot_int, last_addr)
    b.branch(done_bb)
    b.position_at_end(slow_bb)
    b.call(site_access_function(module, record, shift),
           [header, arr, slot, base, size, fl, _i64(bits)])
    b.branch(done_bb)
    b.position_at_end(done_bb)
