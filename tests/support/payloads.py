"""Hand-written test payloads: textual LLVM IR compiled with llvmlite to text-only kernels.

The runtime tests have no DSL compiler to lean on, so each payload here is a few lines of IR
whose byte offsets come from incore.abi.  The IR uses only immediates (no constant pools or
globals), so the object's ``.text`` has no relocations and is a complete payload.
"""

from __future__ import annotations

import ctypes
import io
from dataclasses import dataclass, field

import llvmlite.binding as llvm
from elftools.elf.elffile import ELFFile

from incore import abi
from incore.loader.metaschema import REQUIRED
from incore.loader.seal import complete_meta

TRIPLE = "x86_64-unknown-linux-gnu"

_A2A3 = abi.GlobalContextA2A3
_LOCAL = abi.LocalContext


@dataclass
class Kernel:
    """The minimal kernel object the runtime accepts: name, payload text and meta.

    A meta without a seal, or without some of the fields incore.compile writes (``loads``,
    ``traps``, ``options``, ``source``...), is completed and sealed for ``text``
    (``incore.loader.seal_meta``), as a hand-built kernel must be: the runtime validates every
    kernel object like ``register_program`` does.  A complete, sealed meta is kept as it is."""

    name: str
    text: bytes
    meta: dict

    def __post_init__(self) -> None:
        if isinstance(self.meta, dict) and not set(REQUIRED) <= set(self.meta):
            self.meta = sealed_meta(self.meta, self.text)


def sealed_meta(meta: dict, text: bytes) -> dict:
    """``meta`` completed with the linker's fields it lacks and sealed for ``text``."""
    return complete_meta({"source": f"{meta.get('kernel', 'hand')}.ll", **meta}, text)


@dataclass
class MixKernel:
    """A @mix kernel: one payload per core kind plus the shared meta."""

    name: str
    meta: dict
    variants: dict = field(default_factory=dict)


def compile_ir(ir: str) -> bytes:
    """Compile ``ir`` (entry ``kernel_entry`` first) and return its relocation-free ``.text``."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()
    module = llvm.parse_assembly(f'target triple = "{TRIPLE}"\n' + ir)
    module.verify()
    machine = llvm.Target.from_triple(TRIPLE).create_target_machine(
        cpu="x86-64", reloc="pic", codemodel="small", opt=2
    )
    elf = ELFFile(io.BytesIO(machine.emit_object(module)))
    names = [s.name for s in elf.iter_sections()]
    assert ".rela.text" not in names, f"payload has relocations: {names}"
    return elf.get_section_by_name(".text").data()


def tensor(name: str, slot: int, dtype: str, dims: list, written: bool = False) -> dict:
    """A tensor entry of ``meta['params']``."""
    return {"name": name, "kind": "tensor", "slot": slot, "dtype": dtype, "dims": dims,
            "written": written, "policy": "default"}


def scalar(name: str, slot: int, dtype: str) -> dict:
    """A scalar entry of ``meta['params']``."""
    return {"name": name, "kind": "scalar", "slot": slot, "dtype": dtype}


def make_meta(name: str, params: list[dict], arch: str = "a2a3", core_kind: str = "aiv") -> dict:
    """A ``.incore.meta`` dict as docs/abi.md describes it."""
    return {"format": 1, "kernel": name, "entry": "kernel_entry", "arch": arch,
            "core_kind": core_kind, "variant": core_kind, "params": params, "sites": []}


# Shared entry-block reads: tensor data addresses, LocalContext and GlobalContext fields.
def _slot_load(var: str, slot: int) -> str:
    return (f"  %{var}.p = getelementptr i8, ptr %args, i64 {slot * abi.SLOT_BYTES}\n"
            f"  %{var} = load i64, ptr %{var}.p\n")


def _field_load(var: str, base: str, offset: int) -> str:
    return (f"  %{var}.p = getelementptr i8, ptr %{base}, i64 {offset}\n"
            f"  %{var} = load i64, ptr %{var}.p\n")


def _contexts(arch: str) -> str:
    text = (
        f"  %lc.p = getelementptr i8, ptr %args, i64 {abi.SPMD_LOCAL_CONTEXT_INDEX * 8}\n"
        f"  %lc = load ptr, ptr %lc.p\n"
        f"  %gc.p = getelementptr i8, ptr %args, i64 {abi.SPMD_GLOBAL_CONTEXT_INDEX * 8}\n"
        f"  %gc = load ptr, ptr %gc.p\n"
        + _field_load("bidx", "lc", _LOCAL.block_idx.offset)
        + _field_load("bnum", "lc", _LOCAL.block_num.offset)
        + _field_load("cid", "gc", _A2A3.core_id.offset)
        + _field_load("sub", "gc", _A2A3.sub_block_id.offset)
        + _field_load("infov", "gc", _A2A3.log_info_v.offset)
    )
    if arch == "a2a3":
        text += _field_load("l2", "gc", _A2A3.l2_cache_offset.offset)
    else:
        text += "  %l2 = add i64 0, 0\n"  # the a5 GlobalContext has no offset field
    return text


def _tensor_data(var: str, slot: int) -> str:
    return (_slot_load(f"{var}.desc.i", slot)
            + f"  %{var}.desc = inttoptr i64 %{var}.desc.i to ptr\n"
            + _field_load(f"{var}.data", f"{var}.desc", abi.TensorDesc.addr.offset))


PROBE_COLS = 6  # block_idx, block_num, l2_cache_offset, core_id, sub_block_id, log_info_v


def probe_ir(arch: str = "a2a3", row: str = "plain") -> str:
    """Payload (a): each block stores what it read into row ``r`` of ``out[B, 6]`` (i64).

    ``row`` "plain": r = block_idx; "mix-aic": r = 3*block_idx; "mix-aiv": 3*block_idx+1+sub.
    """
    if row == "plain":
        rowcalc = "  %r = add i64 %bidx, 0\n"
    elif row == "mix-aic":
        rowcalc = "  %r = mul i64 %bidx, 3\n"
    else:
        rowcalc = "  %r3 = mul i64 %bidx, 3\n  %r1 = add i64 %r3, 1\n  %r = add i64 %r1, %sub\n"
    stores = ""
    for col, var in enumerate(("bidx", "bnum", "l2", "cid", "sub", "infov")):
        stores += (f"  %e{col} = add i64 %base, {col}\n"
                   f"  %p{col} = getelementptr i64, ptr %out, i64 %e{col}\n"
                   f"  store i64 %{var}, ptr %p{col}\n")
    return (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n"
        + _contexts(arch) + _tensor_data("o", 0)
        + "  %out = inttoptr i64 %o.data to ptr\n" + rowcalc
        + f"  %base = mul i64 %r, {PROBE_COLS}\n" + stores + "  ret void\n}\n"
    )


def probe(arch: str = "a2a3", core_kind: str = "aiv") -> Kernel:
    """Payload (a) as a kernel ``probe(out: Tensor[[B, 6], i64])``."""
    meta = make_meta("probe", [tensor("out", 0, "i64", ["B", PROBE_COLS], written=True)],
                     arch, core_kind)
    return Kernel("probe", compile_ir(probe_ir(arch)), meta)


def mix_probe() -> MixKernel:
    """A @mix probe: block b writes rows 3b (AIC), 3b+1 and 3b+2 (AIV pair) of ``out``."""
    meta = make_meta("mix_probe", [tensor("out", 0, "i64", ["R", PROBE_COLS], written=True)],
                     "a2a3", "mix")
    variants = {
        "aic": Kernel("mix_probe", compile_ir(probe_ir("a2a3", "mix-aic")),
                      {**meta, "core_kind": "aic", "variant": "aic"}),
        "aiv": Kernel("mix_probe", compile_ir(probe_ir("a2a3", "mix-aiv")),
                      {**meta, "core_kind": "aiv", "variant": "aiv"}),
    }
    return MixKernel("mix_probe", meta, variants)


def bypass_copy() -> Kernel:
    """Payload (b): ``y[i] = load(x[i], BYPASS)`` reading x at ``address + l2_cache_offset``.

    Blocks stride over i (i = block_idx, block_idx + block_num, ...); x and y are 4-byte words.
    """
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n"
        + _contexts("a2a3") + _tensor_data("x", 0) + _tensor_data("y", 1)
        + _field_load("n", "x.desc", abi.shape_offset(0))
        + "  %xb = add i64 %x.data, %l2\n"
        "  %yb = inttoptr i64 %y.data to ptr\n"
        "  %any = icmp slt i64 %bidx, %n\n"
        "  br i1 %any, label %loop, label %exit\n"
        "loop:\n"
        "  %i = phi i64 [ %bidx, %entry ], [ %next, %loop ]\n"
        "  %off = mul i64 %i, 4\n"
        "  %xa = add i64 %xb, %off\n"
        "  %xp = inttoptr i64 %xa to ptr\n"
        "  %v = load i32, ptr %xp\n"
        "  %yp = getelementptr i32, ptr %yb, i64 %i\n"
        "  store i32 %v, ptr %yp\n"
        "  %next = add i64 %i, %bnum\n"
        "  %more = icmp slt i64 %next, %n\n"
        "  br i1 %more, label %loop, label %exit\n"
        "exit:\n  ret void\n}\n"
    )
    meta = make_meta("bypass_copy", [tensor("x", 0, "f32", ["N"]),
                                     tensor("y", 1, "f32", ["N"], written=True)])
    meta["params"][0]["policy"] = "bypass"
    return Kernel("bypass_copy", compile_ir(ir), meta)


def segfault(fault_block: int = 1) -> Kernel:
    """Payload (c): block ``fault_block`` stores to address 0x10; the others return."""
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n" + _contexts("a2a3")
        + f"  %hit = icmp eq i64 %bidx, {fault_block}\n"
        "  br i1 %hit, label %boom, label %exit\n"
        "boom:\n"
        "  %bad = inttoptr i64 16 to ptr\n"
        "  store volatile i64 %bidx, ptr %bad\n"
        "  br label %exit\n"
        "exit:\n  ret void\n}\n"
    )
    return Kernel("segfault", compile_ir(ir), make_meta("segfault", []))


def trap(core_kind: str = "aiv") -> Kernel:
    """Executes ``ud2`` (``llvm.trap``) on every block: SIGILL."""
    ir = (
        "declare void @llvm.trap() noreturn nounwind\n"
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n"
        "  call void @llvm.trap()\n  unreachable\n}\n"
    )
    return Kernel("trap", compile_ir(ir), make_meta("trap", [], core_kind=core_kind))


def divide() -> Kernel:
    """Payload (d): ``out[block] = (block + 100) / d`` (i64); d = 0 raises SIGFPE."""
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n" + _contexts("a2a3")
        + _tensor_data("o", 0) + _slot_load("d", abi.SCALAR_SLOT_BASE)
        + "  %num = add i64 %bidx, 100\n"
        "  %q = sdiv i64 %num, %d\n"
        "  %out = inttoptr i64 %o.data to ptr\n"
        "  %p = getelementptr i64, ptr %out, i64 %bidx\n"
        "  store i64 %q, ptr %p\n"
        "  ret void\n}\n"
    )
    meta = make_meta("divide", [tensor("out", 0, "i64", ["B"], written=True),
                                scalar("d", abi.SCALAR_SLOT_BASE, "i64")])
    return Kernel("divide", compile_ir(ir), meta)


def spin() -> Kernel:
    """Payload (e): loops forever (a volatile load keeps the loop)."""
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n  br label %loop\n"
        "loop:\n  %v = load volatile i64, ptr %args\n  br label %loop\n}\n"
    )
    return Kernel("spin", compile_ir(ir), make_meta("spin", []))


def empty(arch: str = "a2a3", core_kind: str = "aiv") -> Kernel:
    """A payload that returns immediately (launch round-trip benchmark)."""
    ir = "define void @kernel_entry(ptr %args) nounwind {\nentry:\n  ret void\n}\n"
    return Kernel("empty", compile_ir(ir), make_meta("empty", [], arch, core_kind))


def signature(params: list[dict], arch: str = "a2a3") -> Kernel:
    """An empty payload with arbitrary ``params`` (validation tests)."""
    kernel = empty(arch)
    return Kernel("sig", kernel.text, make_meta("sig", params, arch))


def scribble() -> Kernel:
    """Every block stores an ever-growing counter to ``out[block_idx]`` and never returns."""
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n" + _contexts("a2a3")
        + _tensor_data("o", 0)
        + "  %out = inttoptr i64 %o.data to ptr\n"
        "  %p = getelementptr i64, ptr %out, i64 %bidx\n"
        "  br label %loop\n"
        "loop:\n"
        "  %i = phi i64 [ 1, %entry ], [ %n, %loop ]\n"
        "  store volatile i64 %i, ptr %p\n"
        "  %n = add i64 %i, 1\n"
        "  br label %loop\n}\n"
    )
    meta = make_meta("scribble", [tensor("out", 0, "i64", ["B"], written=True)])
    return Kernel("scribble", compile_ir(ir), meta)


LOG_SITE = {"id": 0, "kind": "log", "level": "warn", "fmt": "block {} before the fault",
            "file": "logfault.ik", "line": 3, "arg_types": ["i64"]}


def log_then(action: str) -> Kernel:
    """Appends one record of ``LOG_SITE`` (arg: block_idx) to its core's ring, then either
    stores to address 0x10 (``action="segv"``) or loops forever (``action="spin"``)."""
    header = ctypes.sizeof(abi.LogRingHeader)
    record = ctypes.sizeof(abi.LogRecord)
    tail = (
        "  %bad = inttoptr i64 16 to ptr\n  store volatile i64 %bidx, ptr %bad\n  ret void\n"
        if action == "segv" else
        "  br label %loop\nloop:\n  %v = load volatile i64, ptr %args\n  br label %loop\n"
    )
    ir = (
        "define void @kernel_entry(ptr %args) nounwind {\nentry:\n" + _contexts("a2a3")
        + _field_load("ring.i", "gc", _A2A3.log_ring.offset)
        + "  %ring = inttoptr i64 %ring.i to ptr\n"
        + _field_load("count", "ring", abi.LogRingHeader.count.offset)
        + f"  %roff = mul i64 %count, {record}\n"
        f"  %roff2 = add i64 %roff, {header}\n"
        "  %rec = getelementptr i8, ptr %ring, i64 %roff2\n"
        f"  %site.p = getelementptr i8, ptr %rec, i64 {abi.LogRecord.site.offset}\n"
        f"  store i64 {LOG_SITE['id']}, ptr %site.p\n"
        f"  %blk.p = getelementptr i8, ptr %rec, i64 {abi.LogRecord.block.offset}\n"
        "  store i64 %bidx, ptr %blk.p\n"
        f"  %arg.p = getelementptr i8, ptr %rec, i64 {abi.LogRecord.args.offset}\n"
        "  store i64 %bidx, ptr %arg.p\n"
        "  %count1 = add i64 %count, 1\n"
        "  store volatile i64 %count1, ptr %count.p\n"
        + tail + "}\n"
    )
    meta = make_meta(f"log_{action}", [])
    meta["sites"] = [LOG_SITE]
    return Kernel(f"log_{action}", compile_ir(ir), meta)
