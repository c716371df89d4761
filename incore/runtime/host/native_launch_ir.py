"""The IR of a stream's launch in machine code (``native_launch.py`` says what it does): the
steps of ``host/stream_launch.py``'s common case, in the same order of tests, on Python objects
through the C API (``common/builtin_ir.py``), then the publish of ``publish_ir.py``.

Imported only when the code is compiled (a miss of the native code cache).
"""

from __future__ import annotations

from llvmlite import ir

from incore.runtime.common.builtin import TABLE
from incore.runtime.common.builtin_ir import PY_SSIZE_T_MAX, BuiltinFrame
from incore.runtime.common.control import (
    OVERLAP_AFTER,
    RING_SLOTS,
    STATUS_FAULT,
    field_address,
)
from incore.runtime.common.irbuild import I32, I64, NULL, PTR, const, module
from incore.runtime.host.launch.publish_ir import (
    desc_field,
    order_words,
    publish_tail,
    queue_words,
)
from incore.runtime.host.native_launch_names import (
    ATTRIBUTES,
    CONSTANTS,
    RLOCK_COUNT,
    RLOCK_OWNER,
    SLOTS,
)

HALF = 0x80000000  # a sequence distance this large is "before" (32-bit wrap-around)
OBJECTS = CONSTANTS + tuple(f"s_{a}" for a in ATTRIBUTES)


def stream_launch(symbol: str, base: int, cb_type: type, max_blocks: int) -> ir.Module:
    """The builtin ``symbol(kernel, *args, blocks=n)`` for the control block of type
    ``cb_type`` at ``base``."""
    mod = module("incore_stream_launch")
    f = BuiltinFrame(mod, symbol, OBJECTS, keywords=True)
    b = f.b
    none = f.api("None")
    # the stream (held weakly: the stream holds this function); a function kept past its
    # stream's life calls ``gone``, which raises
    stream = f.call("PyWeakref_GetObject", f.obj("stream_ref"))
    alive, gone = f.fn.append_basic_block("alive"), f.fn.append_basic_block("gone")
    b.cbranch(f.is_none(stream), gone, alive)
    b.position_at_end(gone)
    b.ret(f.call("PyObject_Vectorcall", f.obj("gone"), f.args, f.nargs, f.kwnames))
    b.position_at_end(alive)
    f.use_fallback("fallback", stream)

    # the call's shape: a kernel, its arguments, and the one keyword blocks= an int
    f.bail_if(b.icmp_unsigned("==", f.kwnames, NULL), "keywords")
    f.bail_if(b.icmp_unsigned("!=", f.size_of(f.kwnames), const(1)), "one_keyword")
    f.bail_if(b.icmp_unsigned("!=", f.tuple_item(f.kwnames, 0), f.obj("kw_blocks")), "blocks_kw")
    f.bail_if(b.icmp_signed("<", f.nargs, const(1)), "has_kernel")
    kernel = f.item_at(f.args, const(0))
    blocks = f.item_at(f.args, f.nargs)
    f.bail_if(b.icmp_unsigned("!=", f.type_of(blocks), f.obj("int_type")), "blocks_int")
    f.bail_if(b.icmp_unsigned("!=", f.type_of(kernel), f.obj("kernel_type")), "kernel_type")
    f.bail_if(b.not_(f.is_none(f.getattr(kernel, "_launch_form"))), "no_form")

    # the stream, its Worker and context
    f.bail_if(b.not_(f.is_none(f.getattr(stream, "_graph"))), "not_capturing")
    f.bail_if(f.truth(f.getattr(stream, "_callbacks")), "no_callbacks")
    f.bail_if(f.truth(f.getattr(stream, "_after")), "no_events")
    worker = f.getattr(stream, "_worker")
    ctx = f.getattr(worker, "_ctx")
    f.bail_if(f.is_none(ctx), "has_context")
    f.bail_if(b.not_(f.is_(ctx, _referent(f, "ctx_ref"))), "same_context")
    f.bail_if(f.truth(f.getattr(worker, "_closed")), "worker_open")
    f.bail_if(f.truth(f.obj("rooms_on")), "no_rooms")
    f.bail_if(f.truth(f.getattr(ctx, "deferred_closes")), "no_deferred_closes")
    options = f.getattr(worker, "launch_options")

    # the context's lock is free or this thread's: no other thread is inside an operation,
    # and none runs until this function returns
    lock = f.getattr(ctx, "lock")
    f.bail_if(b.icmp_unsigned("!=", f.type_of(lock), f.obj("rlock_type")), "rlock")
    count = b.plain_load(b.field(lock, RLOCK_COUNT), I64, name="lock_count", align=8)
    owner = b.plain_load(b.field(lock, RLOCK_OWNER), I64, name="lock_owner", align=8)
    mine = b.icmp_unsigned("==", owner, f.call("PyThread_get_thread_ident"), name="mine")
    free = b.or_(b.icmp_unsigned("==", count, const(0)), mine, name="lock_free")
    f.bail_if(b.not_(free), "lock_free")

    # the kernel's plan, as launches.plans.get(id(kernel))
    launches = f.getattr(ctx, "launches")
    plans = _slot(f, launches, "launches.plans")
    key = f.call("PyLong_FromVoidPtr", kernel)
    f.bail_on_error(b.icmp_unsigned("==", key, NULL), "key")
    plan = f.call("PyDict_GetItem", plans, key)
    f.call("Py_DecRef", key)
    f.bail_if(b.icmp_unsigned("==", plan, NULL), "has_plan")
    f.bail_if(b.not_(f.is_(_slot(f, plan, "plan.kernel"), kernel)), "plan_kernel")
    nblocks = f.as_long(blocks)
    f.bail_if(b.icmp_signed("<", nblocks, const(1)), "blocks_low")
    f.bail_if(b.icmp_signed(">", nblocks, const(max_blocks)), "blocks_high")
    f.bail_if(f.truth(f.getattr(options, "collect")), "no_collect")
    f.bail_if(f.is_none(f.getattr(worker, "start_seconds")), "started")
    # ctx.is_ready()
    f.bail_if(b.not_(f.truth(f.getattr(f.getattr(ctx, "lifecycle"), "device_ready"))), "ready")
    f.bail_if(f.truth(f.getattr(ctx, "_closed")), "ctx_open")
    f.bail_if(f.truth(_slot(f, launches, "launches.live")), "not_live")
    f.bail_if(f.truth(_slot(f, launches, "launches.inflight")), "no_inflight")
    f.bail_if(b.not_(f.is_none(_slot(f, launches, "launches.collecting"))), "not_collecting")
    f.bail_if(b.not_(f.is_none(f.getattr(stream, "failure"))), "no_failure")
    log_level = _slot(f, launches, "launches.log_level")
    f.bail_if(b.not_(f.equal(f.getattr(options, "log_level"), log_level)), "log_level")
    f.bail_if(f.truth(_slot(f, plan, "plan.alone")), "not_alone")
    queue = _slot(f, launches, "launches.queue")
    f.bail_if(b.not_(f.is_(queue, _referent(f, "queue_ref"))), "same_queue")
    status = b.atomic_load(b.inttoptr(const(field_address(base, cb_type, "header", "status")),
                                      PTR), I32, "acquire", name="status")
    f.bail_if(b.icmp_unsigned("==", status, const(STATUS_FAULT, I32)), "no_fault")

    # plan.repeats(args): no collector, programs or grid; the last binding's very arguments
    f.bail_if(f.truth(_slot(f, plan, "plan.collectors")), "no_collectors")
    f.bail_if(f.truth(f.getattr(_slot(f, plan, "plan.launchable"), "programs")), "no_programs")
    f.bail_if(f.truth(_slot(f, plan, "plan.grid")), "no_grid")
    n = f.as_long(_slot(f, plan, "plan.n"))
    nparams = b.sub(f.nargs, const(1), name="nparams")
    f.bail_if(b.icmp_unsigned("!=", n, nparams), "arg_count")
    f.bail_if(b.not_(f.equal(_slot(f, plan, "plan.epoch"),
                             f.getattr(_slot(f, plan, "plan.pool"), "epoch"))), "pool_epoch")
    params = b.gep(f.args, [const(1)], source_etype=PTR, name="params")
    seen_items = f.list_items(_slot(f, plan, "plan.seen"))
    last_items = f.list_items(_slot(f, plan, "plan.last"))
    tensor_index = _slot(f, plan, "plan.tensor_index")
    tensor_items, tensor_count = f.list_items(tensor_index), f.size_of(tensor_index)

    def tensor_repeats(index_obj: ir.Value, _: ir.Value) -> None:
        i = f.as_long(index_obj)
        f.bail_if(b.icmp_unsigned(">=", i, n), "tensor_in_range")
        arg = f.item_at(params, i)
        ref = f.call("PyWeakref_GetObject", f.item_at(seen_items, i))
        f.bail_on_error(b.icmp_unsigned("==", ref, NULL), "weakref")
        f.bail_if(b.not_(f.is_(ref, arg)), "tensor_seen")
        f.bail_if(f.is_none(f.getattr(arg, "_alloc")), "tensor_allocated")

    f.for_each(tensor_items, tensor_count, tensor_repeats, "tensors")
    scalars = _slot(f, plan, "plan.scalars")

    def scalar_repeats(entry_tuple: ir.Value, _: ir.Value) -> None:
        i = f.as_long(f.tuple_item(entry_tuple, 0))
        f.bail_if(b.icmp_unsigned(">=", i, n), "scalar_in_range")
        f.bail_if(b.not_(f.is_(f.item_at(last_items, i), f.item_at(params, i))), "scalar_same")

    f.for_each(f.list_items(scalars), f.size_of(scalars), scalar_repeats, "scalars")

    # room in the queue, and the slot's entry holding this plan's launch of these blocks
    def word(name: str) -> ir.Value:
        return b.inttoptr(const(field_address(base, cb_type, "queue", name)), PTR)

    tail = b.atomic_load(word("tail"), I32, "monotonic", name="tail")
    done = b.atomic_load(word("completed"), I32, "acquire", name="done")
    queued = b.sub(tail, done, name="queued")
    f.bail_if(b.icmp_unsigned(">=", queued, const(RING_SLOTS, I32)), "room")
    seq = b.add(tail, const(1, I32), name="seq")
    slot = b.zext(b.and_(seq, const(RING_SLOTS - 1, I32)), I64, name="slot_index")
    entry = f.item_at(f.list_items(f.getattr(queue, "entries")), slot)
    f.bail_if(f.is_none(entry), "entry_made")
    f.bail_if(f.truth(_slot(f, entry, "entry.profile")), "entry_profile")
    # Entry.describe: the kernel fields, unless the slot holds this plan's launch of these
    # blocks (a plan's kind is not @mix here: ``plan.alone`` went to the fallback)
    same_plan = f.is_(_slot(f, entry, "entry.plan"), plan)
    same_blocks = f.equal(_slot(f, entry, "entry.nblocks"), blocks)
    describe = b.not_(b.and_(same_plan, same_blocks), name="describe")
    kind, payload, payload_aic = _kernel_fields(f, describe, plan)
    # Entry.write_args: the argument words, unless the slot holds this plan's words
    version = _slot(f, plan, "plan.version")
    same_words = b.and_(f.is_(_slot(f, entry, "entry.wrote"), plan),
                        f.equal(_slot(f, entry, "entry.wrote_version"), version))
    rewrite = b.not_(same_words, name="rewrite")
    f.bail_if(f.truth(f.getattr(stream, "_waited")), "no_waited")

    # Stream.enqueue's order: after the stream's last launch, or after ``done`` if that one
    # is done (or there is none)
    last_seq = f.getattr(stream, "_last_seq")
    has_last = b.not_(f.is_none(last_seq))
    last_value = _long_or(f, has_last, last_seq, done)
    since = b.sub(last_value, done, name="since")
    stale = b.or_(b.icmp_unsigned("==", last_value, done),
                  b.icmp_unsigned(">=", since, const(HALF, I32)), name="stale")
    after = b.select(stale, done, last_value, name="after")
    count = b.add(f.as_long(f.getattr(stream, "_count")), const(1), name="count")
    timeout = f.getattr(options, "timeout")
    launchable = _slot(f, plan, "plan.launchable")
    keep = _slot(f, entry, "entry.keep")
    seq_obj = f.new_int(b.zext(seq, I64))
    after_obj = f.new_int(b.zext(after, I64))
    count_obj = f.new_int(count)

    # the writes: nothing goes to the fallback from here
    tailp, sleepingp, desc = queue_words(b, seq, base, cb_type)
    with b.if_then(describe):
        for field, value in (("core_kind", kind), ("nblocks", b.trunc(nblocks, I32)),
                             ("units", b.trunc(nblocks, I32))):
            b.store(value, desc_field(b, desc, field), align=4)
        b.store(payload, desc_field(b, desc, "payload"), align=8)
        b.store(payload_aic, desc_field(b, desc, "payload_aic"), align=8)
        _set_slot(f, entry, "entry.plan", plan)
        _set_slot(f, entry, "entry.nblocks", blocks)
    with b.if_then(rewrite):
        _write_args(f, desc, plan, entry)
        _set_slot(f, entry, "entry.wrote", plan)
        _set_slot(f, entry, "entry.wrote_version", version)
    f.check_status(f.call("PyList_SetSlice", keep, const(0), const(PY_SSIZE_T_MAX),
                          NULL), "keep_cleared")
    _set_slot(f, entry, "entry.launchable", launchable)
    _set_slot(f, entry, "entry.stream", stream)
    _set_slot(f, entry, "entry.timeout", timeout)

    def keep_tensor(index_obj: ir.Value, _: ir.Value) -> None:
        i = f.call("PyLong_AsLong", index_obj)  # checked above
        alloc = f.call("PyObject_GetAttr", f.item_at(params, i), f.obj("s__alloc"))
        f.check_status(b.select(b.icmp_unsigned("==", alloc, NULL),
                                const(-1, I32), const(0, I32)), "alloc_read")
        appended = f.call("PyList_Append", keep, alloc)
        f.call("Py_DecRef", alloc)
        f.check_status(appended, "kept")

    f.for_each(tensor_items, tensor_count, keep_tensor, "keep")
    _set_slot(f, entry, "entry.observed", none)
    _set_slot(f, entry, "entry.after", after_obj)
    _set_slot(f, entry, "entry.ordinal", count_obj)
    f.setattr(stream, "_count", count_obj)
    f.setattr(stream, "_last_seq", seq_obj)
    for obj in (seq_obj, after_obj, count_obj):
        f.call("Py_DecRef", obj)

    # publish_after(seq, after)
    order_words(b, desc, const(OVERLAP_AFTER, I32), after, after)
    publish_tail(f, seq, tailp, sleepingp)
    return mod


def _kernel_fields(f: BuiltinFrame, describe: ir.Value,
                   plan: ir.Value) -> list[ir.Value]:
    """The plan's core kind (i32) and payload addresses (i64), read when ``describe`` (else
    0: not written)."""
    def read() -> list[ir.Value]:
        kind = f.as_long(f.getattr(_slot(f, plan, "plan.launchable"), "kind"))
        return [f.b.trunc(kind, I32), f.as_long(_slot(f, plan, "plan.payload")),
                f.as_long(_slot(f, plan, "plan.payload_aic"))]

    return f.when(describe, read, [const(0, I32), const(0), const(0)], "kernel_fields")


def _write_args(f: BuiltinFrame, desc: ir.Value, plan: ir.Value, entry: ir.Value) -> None:
    """``Entry.write_args``'s words: each tensor's and scalar's ``plan.words[i]`` into the
    descriptor's args slot and the entry's record of it (every one: the record's comparison
    saves nothing in machine code)."""
    b = f.b
    words = f.list_items(_slot(f, plan, "plan.words"))
    written = _slot(f, entry, "entry.words")
    args = desc_field(b, desc, "args")

    def write(param: ir.Value, _: ir.Value) -> None:
        i = f.call("PyLong_AsLong", f.tuple_item(param, 0))  # ints the plan made
        slot_obj = f.tuple_item(param, 1)
        slot = f.call("PyLong_AsLong", slot_obj)
        word = f.item_at(words, i)
        b.store(f.call("PyLong_AsUnsignedLongMask", word),
                b.gep(args, [slot], source_etype=I64), align=8)
        f.check_status(f.call("PyDict_SetItem", written, slot_obj, word), "recorded")

    for kind in ("plan.tensors", "plan.scalars"):
        params = _slot(f, plan, kind)
        f.for_each(f.list_items(params), f.size_of(params), write, kind.split(".")[1])


def _slot_address(f: BuiltinFrame, obj: ir.Value, path: str) -> ir.Value:
    """The address of the ``__slots__`` attribute ``path`` (of SLOTS) in ``obj``: its offset
    is the ``offsets`` object's word."""
    b = f.b
    data = b.field(f.obj("offsets"), TABLE + 8 * SLOTS.index(path), name=f.name("offset_at"))
    offset = b.plain_load(data, I64, name=f.name("offset"), align=8)
    return b.gep(obj, [offset], source_etype=ir.IntType(8), name=f.name("slot"))


def _slot(f: BuiltinFrame, obj: ir.Value, path: str) -> ir.Value:
    """The ``__slots__`` attribute ``path`` of ``obj``, borrowed; an unset slot goes to the
    fallback."""
    b = f.b
    value = b.plain_load(_slot_address(f, obj, path), PTR,
                         name=f.name(path.replace(".", "_")), align=8)
    f.bail_if(b.icmp_unsigned("==", value, NULL), "slot_set")
    return value


def _set_slot(f: BuiltinFrame, obj: ir.Value, path: str, value: ir.Value) -> None:
    """``obj.<attr> = value`` for the ``__slots__`` attribute ``path``: the slot takes a new
    reference to ``value`` and drops the one it held (what a member descriptor's set does)."""
    b = f.b
    address = _slot_address(f, obj, path)
    f.call("Py_IncRef", value)
    old = b.plain_load(address, PTR, name=f.name("old"), align=8)
    b.store(value, address, align=8)
    f.call("Py_DecRef", old)  # NULL-safe


def _referent(f: BuiltinFrame, ref_name: str) -> ir.Value:
    """The object the weak reference ``ref_name`` refers to (None once it died)."""
    return f.call("PyWeakref_GetObject", f.obj(ref_name))


def _long_or(f: BuiltinFrame, cond: ir.Value, obj: ir.Value, otherwise: ir.Value) -> ir.Value:
    """The i32 low bits of the int ``obj`` if ``cond``, else ``otherwise``."""
    [value] = f.when(cond, lambda: [f.b.trunc(f.as_long(obj), I32)], [otherwise], "last")
    return value
