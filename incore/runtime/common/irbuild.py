"""Named helpers for the runtime's own native code, built with ``llvmlite.ir``.

The core loop (``device/core_loop_ir.py``), the scheduler (``device/scheduler_ir.py``), the
fault handler (``device/fault_handler_ir.py``) and the host's direct dispatch and publish
(``host/launch/direct_ir.py``, ``host/launch/publish_ir.py``) are built with ``llvmlite.ir``
through these helpers and compiled by ``nativecode.build_native`` (the L2 model, ``l2/``, uses
``llvmlite.ir`` directly: it makes no system calls and touches no shared word).  The code has
no libc: system calls are inline-asm ``syscall`` instructions, and the control block's words
sit at fixed addresses, so they are ``inttoptr`` constants.

Each helper emits exactly the instructions its name says, with the memory ordering it is
given; the orderings and the reasons for them are the callers' (``docs/runtime.md``,
"The native executor" and "The launch queue").  ``llvmlite.ir`` has no volatile loads and
stores and no string function attributes, so this module adds both (``_Volatile*``,
``_Attributes``).
"""

from __future__ import annotations

from collections.abc import Sequence

from llvmlite import ir

from incore.runtime.common.native import FUTEX_WAIT, FUTEX_WAKE, SYS_FUTEX
from incore.runtime.common.nativecode import TRIPLE

I1, I8, I32, I64 = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()
# struct timespec { i64 tv_sec; i64 tv_nsec }
TIMESPEC = ir.LiteralStructType([I64, I64])

SYS_SCHED_YIELD = 24
SYS_GETTID = 186
SYS_CLOCK_GETTIME = 228
SYS_EXIT_GROUP = 231
CLOCK_MONOTONIC = 1
# A spinning thread calls sched_yield every YIELD_EVERY pauses: free on an idle machine (the
# call returns at once), and on a machine with more runnable threads than CPUs it hands the CPU
# to them (the host thread that is about to ring the doorbell, on 2 vCPUs).
YIELD_EVERY = 64
# The attributes of every loop and host function: no libc calls may be synthesised (a
# text-only payload cannot reach libc), and frames keep their frame pointer.
RUNTIME_ATTRIBUTES = ('"frame-pointer"="all"', '"no-builtins"')
_SYSCALL_REGS = ("rdi", "rsi", "rdx", "r10")


def const(value: int, typ: ir.IntType = I64) -> ir.Constant:
    """The integer constant ``value`` of type ``typ`` (i1 values print as true/false)."""
    return ir.Constant(typ, value)


def address(addr: int) -> ir.Constant:
    """The constant expression ``inttoptr (i64 addr to ptr)``: a fixed control-block word."""
    return ir.Constant(I64, addr).inttoptr(PTR)


NULL = ir.Constant(PTR, None)


class _Attributes(ir.FunctionAttributes):
    """Function attributes that also print string attributes (``"name"="value"``)."""

    def __init__(self, names: Sequence[str], strings: Sequence[str]) -> None:
        super().__init__(names)
        self._strings = tuple(strings)

    def __bool__(self) -> bool:
        return bool(self._strings) or len(self) > 0

    def _to_list(self, ret_type: ir.Type) -> list[str]:
        return [*super()._to_list(ret_type), *self._strings]


def module(name: str) -> ir.Module:
    """An empty module for x86-64 Linux."""
    mod = ir.Module(name=name)
    mod.triple = TRIPLE
    return mod


def define(mod: ir.Module, symbol: str, ret: ir.Type, params: Sequence[tuple[str, ir.Type]], *,
           noreturn: bool = False, runtime: bool = True) -> ir.Function:
    """The function ``ret symbol(params)``: ``nounwind``, ``noreturn`` if asked, with
    ``RUNTIME_ATTRIBUTES`` when ``runtime``; its arguments carry the given names."""
    fn = ir.Function(mod, ir.FunctionType(ret, [t for _, t in params]), symbol)
    names = ["nounwind", *(["noreturn"] if noreturn else [])]
    fn.attributes = _Attributes(names, RUNTIME_ATTRIBUTES if runtime else ())
    for arg, (name, _) in zip(fn.args, params, strict=True):
        arg.name = name
    return fn


def blocks(fn: ir.Function, *names: str) -> dict[str, ir.Block]:
    """Append the basic blocks ``names`` to ``fn``, in this order (the order they are laid out
    in), and return them by name."""
    return {name: fn.append_basic_block(name) for name in names}


class _VolatileLoad(ir.LoadInstr):
    def descr(self, buf: list[str]) -> None:
        [ptr] = self.operands
        align = f", align {self.align}" if self.align is not None else ""
        buf.append(f"load volatile {self.type}, {ptr.type} {ptr.get_reference()}{align}\n")


class _VolatileStore(ir.StoreInstr):
    def descr(self, buf: list[str]) -> None:
        val, ptr = self.operands
        align = f", align {self.align}" if self.align is not None else ""
        buf.append(f"store volatile {val.type} {val.get_reference()}, {ptr.type} "
                   f"{ptr.get_reference()}{align}\n")


class _VolatileAtomicStore(ir.StoreAtomicInstr):
    def descr(self, buf: list[str]) -> None:
        val, ptr = self.operands
        buf.append(f"store atomic volatile {val.type} {val.get_reference()}, {ptr.type} "
                   f"{ptr.get_reference()} {self.ordering}, align {self.align}\n")


class _Callee:
    """A function pointer value called with the function type ``fnty``."""

    def __init__(self, value: ir.Value, fnty: ir.FunctionType) -> None:
        self.value, self.function_type, self.type = value, fnty, value.type

    def get_reference(self) -> str:
        return self.value.get_reference()


def _natural_align(typ: ir.Type) -> int:
    return typ.width // 8 if isinstance(typ, ir.IntType) else 8


class Builder(ir.IRBuilder):
    """``ir.IRBuilder`` with the runtime's named operations."""

    def atomic_load(self, ptr: ir.Value, typ: ir.Type, ordering: str, name: str = "",
                    align: int | None = None) -> ir.Instruction:
        """``load atomic typ, ptr ordering`` (natural alignment unless ``align``)."""
        return self.load_atomic(ptr, ordering, align or _natural_align(typ), name=name, typ=typ)

    def atomic_store(self, value: ir.Value, ptr: ir.Value, ordering: str, *,
                     volatile: bool = False) -> None:
        """``store atomic [volatile] value, ptr ordering`` (natural alignment)."""
        # llvmlite's ``store_atomic`` asks the opaque pointer for its pointee: built directly
        kind = _VolatileAtomicStore if volatile else ir.StoreAtomicInstr
        self._insert(kind(self.block, value, ptr, ordering, _natural_align(value.type)))

    def volatile_load(self, ptr: ir.Value, typ: ir.Type, name: str = "",
                      align: int | None = None) -> ir.Instruction:
        """``load volatile typ, ptr`` (no alignment printed unless ``align``)."""
        inst = _VolatileLoad(self.block, ptr, name=name, typ=typ)
        inst.align = align
        self._insert(inst)
        return inst

    def volatile_store(self, value: ir.Value, ptr: ir.Value, align: int | None = None) -> None:
        """``store volatile value, ptr`` (no alignment printed unless ``align``)."""
        inst = _VolatileStore(self.block, value, ptr)
        inst.align = align
        self._insert(inst)

    def stack(self, typ: ir.Type, align: int, name: str) -> ir.Instruction:
        """``alloca typ, align align``: a stack slot (an opaque ``ptr``, whatever pointer mode
        llvmlite's IR layer is in)."""
        slot = self.alloca(typ, name=name)
        slot.align = align
        slot.type = PTR
        return slot

    def plain_load(self, ptr: ir.Value, typ: ir.Type, name: str = "",
                   align: int | None = None) -> ir.Instruction:
        """``load typ, ptr`` (no alignment printed unless ``align``)."""
        return self.load(ptr, name=name, align=align, typ=typ)

    def field(self, base: ir.Value, offset: int, name: str = "") -> ir.Instruction:
        """``getelementptr i8, ptr base, i64 offset``: the byte address ``offset`` past
        ``base``."""
        return self.gep(base, [const(offset)], source_etype=I8, name=name)

    def call_pointer(self, fnptr: ir.Value, fnty: ir.FunctionType,
                     args: Sequence[ir.Value], name: str = "") -> ir.Instruction:
        """An indirect call of the function at ``fnptr`` (a ``ptr`` value) of type ``fnty``."""
        return self.call(_Callee(fnptr, fnty), args, name=name)

    def syscall(self, number: int, *args: ir.Value, name: str = "") -> ir.Instruction:
        """One inline-asm ``syscall``: rax = ``number``, ``args`` in rdi, rsi, rdx, r10; the
        value is rax after the call.  rcx, r11 and memory are clobbered."""
        regs = "".join(f",{{{reg}}}" for reg in _SYSCALL_REGS[: len(args)])
        fnty = ir.FunctionType(I64, [I64, *(a.type for a in args)])
        asm = ir.InlineAsm(fnty, "syscall", f"={{rax}},{{rax}}{regs},~{{rcx}},~{{r11}},~{{memory}}",
                           side_effect=True)
        return self.call(asm, [const(number), *args], name=name)

    def pause(self) -> None:
        """The x86 ``pause`` spin hint, a compiler barrier for memory."""
        self.asm(ir.FunctionType(VOID, []), "pause", "~{memory}", [], side_effect=True)

    def sched_yield(self, name: str) -> ir.Instruction:
        """``sched_yield()``."""
        return self.syscall(SYS_SCHED_YIELD, name=name)

    def futex_wait(self, word: ir.Value, expected: ir.Value, name: str) -> ir.Instruction:
        """``futex(word, FUTEX_WAIT, expected, NULL)``: sleep while the i32 at ``word`` is
        ``expected`` (an i64), with no timeout."""
        return self.syscall(SYS_FUTEX, word, const(FUTEX_WAIT), expected, NULL, name=name)

    def futex_wake(self, word: ir.Value, count: ir.Value, name: str) -> ir.Instruction:
        """``futex(word, FUTEX_WAKE, count)``: wake up to ``count`` (an i64) waiters on
        ``word`` (a ``ptr``, or an i64 address)."""
        return self.syscall(SYS_FUTEX, word, const(FUTEX_WAKE), count, name=name)

    def clock_ns(self, ts: ir.Value, ts_nsec: ir.Value, name: str,
                 rc: str = "") -> ir.Instruction:
        """``%name`` = CLOCK_MONOTONIC in nanoseconds, read into the timespec ``ts`` (its
        ``tv_nsec`` at ``ts_nsec``): ``rc`` (the call's result, ``name_rc`` by default),
        ``name_s``, ``name_ns``, ``name_m``."""
        self.syscall(SYS_CLOCK_GETTIME, const(CLOCK_MONOTONIC), ts, name=rc or f"{name}_rc")
        s = self.plain_load(ts, I64, name=f"{name}_s")
        ns = self.plain_load(ts_nsec, I64, name=f"{name}_ns")
        m = self.mul(s, const(1_000_000_000), name=f"{name}_m")
        return self.add(m, ns, name=name)

    def timespec(self) -> tuple[ir.Instruction, ir.Instruction]:
        """``%ts`` (a timespec on the stack) and ``%ts_nsec`` (its ``tv_nsec``), for
        ``clock_ns``."""
        ts = self.stack(TIMESPEC, 8, "ts")
        return ts, self.field(ts, 8, name="ts_nsec")

    def pause_tick(self, i: ir.Value, yield_block: ir.Block, then: ir.Block,
                   names: tuple[str, str, str, str]) -> ir.Instruction:
        """One step of a spin loop with counter ``i``: ``pause``, ``i + 1``, and every
        ``YIELD_EVERY`` steps a ``sched_yield`` in ``yield_block``; both ways go on to
        ``then``.  Returns ``i + 1``.  ``names``: the incremented counter, its low bits, the
        tick test and the yield call."""
        inc, wrap, tick, yielded = names
        self.pause()
        i1 = self.add(i, const(1, I32), name=inc)
        low = self.and_(i1, const(YIELD_EVERY - 1, I32), name=wrap)
        is_tick = self.icmp_unsigned("==", low, const(0, I32), name=tick)
        self.cbranch(is_tick, yield_block, then)
        with self.goto_block(yield_block):
            self.sched_yield(yielded)
            self.branch(then)
        return i1

    def phi_of(self, typ: ir.Type, name: str,
               incoming: Sequence[tuple[ir.Value, ir.Block]]) -> ir.PhiInstr:
        """``phi typ`` with the given (value, block) pairs."""
        phi = self.phi(typ, name=name)
        for value, block in incoming:
            phi.add_incoming(value, block)
        return phi
