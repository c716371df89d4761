"""Lowering: typed AST -> LLVM IR (llvmlite) -> optimised module -> relocatable object.

``lower_variant`` builds the IR text of one payload; ``target`` optimises and emits it.

Modules, one job each:

- ``codegen.py``: typed AST -> ``void kernel_entry(ptr %args)`` for one kernel variant.
- ``emitter.py``: the ``Emitter`` protocol through which the helpers below use the code
  generator without importing it.
- ``entry.py``: every args slot, context and descriptor field read once, in the entry block.
- ``irtypes.py``: DSL scalar types as LLVM types, in registers and in GM.
- ``arith.py``: scalar operators, comparisons and builtins with Python's semantics.
- ``conversions.py``: casts (C semantics, saturating float -> int, f16/bf16 rounding).
- ``halfconv.py``: f16 and bf16 conversions in plain integer and float IR (no libcalls).
- ``fma.py``: the f32 fused multiply-add of the tile matmul, and the payload's own ``fmaf``.
- ``cache_policy.py``: how a BYPASS load reaches memory, per arch and lowering.
- ``atomics.py``: atomics as ``atomicrmw``/``cmpxchg`` on the GM element.
- ``sync.py``: ``set_flag``/``wait_flag``/``cluster_barrier`` on the cluster's flag block.
- ``sync_all.py``: ``sync_all()`` on the launch's barrier block, and a block's end.
- ``futex.py``: inline futex system calls (a payload has no libc).
- ``device_log.py``: log statements and assertions as records in the core's GM ring.
- ``prints.py``: ``print(...)`` as one multi-slot ring record (``breakpoint()`` emits
  nothing) and the ``breakpoints`` meta table the compiler warns from.
- ``traps.py``: the trap sites (division by zero, bad step ...) and their ``traps`` table.
- ``bounds.py``: the index checks of ``bounds_check=True`` and their ``bounds`` sites.
- ``access_trace.py``: the L2 model's request records in the traced variant.
- ``trace_sites.py``: element access sites' request runs (counted-run records) in it.
- ``trace_chunks.py``: element loops traced line by line (untraced runs between lines).
- ``trace_lanes.py``: tile rows traced line by line, the same way.
- ``sanitize_trace.py``: the sanitizer's records in the checked variant.
- ``tiles.py``: tile statements as fused lane loops, tile loads, stores and elements.
- ``edge_rows.py``: a copy's masked lane loop split per row (the lanes inside, unmasked).
- ``tile_buffers.py``: tile storage and counted loops.
- ``assigned.py``: which tile variables start zero-filled (those a read may reach first).
- ``tile_reductions.py``: sum/max/min of a tile or along one axis.
- ``tile_matmul.py``: float and integer tile matmul.
- ``matmul_operands.py``: a matmul statement's operands, staged (and packed) for the blocks.
- ``packing.py``: which right operands of ``@`` are read packed (variables and large operands).
- ``matmul_gm.py``: ``@`` results written into their GM window in place (no staged copy).
- ``zero_k.py``: the trailing k steps of ``+0 * +0`` a matmul's blocks skip (K's edge).
- ``prefetch.py``: the next loop iteration's GM windows, prefetched by this one's ``@``.
- ``gm_rows.py``: a GM window as rows of contiguous elements (address, row stride), and
  whether its starts can be evaluated again.
- ``tile_ops.py``: transpose, argmax/argmin and the scans.
- ``mathlib.py``: every math builtin as an internal IR function, never a libm call
  (docs/math.md); ``math_core.py`` (formats, ``MathEmitter``, the exp/log cores),
  ``math_basic.py``, ``math_explog.py``, ``math_trig.py`` and ``math_erf.py`` its bodies.
- ``attributes.py``: the function attributes llvmlite.ir cannot express.
- ``loopmeta.py``: loop properties on a loop's back edge (no run-time unrolling, scalar).
- ``debuginfo.py``: each instruction's source line (DWARF line info).
- ``meta.py``: the variant's ``.incore.meta`` record (docs/abi.md).
- ``options.py``: the compile options lowering accepts and their rules.
- ``target.py``: the x86-64 target machine and the -O0..-O3 pipeline: IR text -> object.
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import CoreKind
from incore.lowering import prints, target
from incore.lowering.attributes import with_payload_attributes
from incore.lowering.codegen import KernelCodegen
from incore.lowering.meta import build_meta
from incore.lowering.options import (
    L2_LOWERINGS,
    OPT_LEVELS,
    check_l2_model_options,
    check_options,
)

__all__ = [
    "L2_LOWERINGS", "OPT_LEVELS", "LoweredVariant", "check_l2_model_options", "check_options",
    "lower_variant",
    "target", "variants_of",
]


@dataclass(frozen=True)
class LoweredVariant:
    """The unoptimised IR of one payload and its metadata."""

    kernel: str
    variant: str  # "aiv" or "aic": the core kind the payload runs on
    ir: str
    meta: dict


def variants_of(kernel: ast.TypedKernel) -> tuple[str, ...]:
    """Payload variants a kernel compiles to: a ``@mix`` kernel has an AIC and an AIV one."""
    if kernel.core_kind is CoreKind.MIX:
        return ("aic", "aiv")
    return (kernel.core_kind.value,)


def lower_variant(
    program: ast.TypedProgram,
    kernel: ast.TypedKernel,
    variant: str,
    *,
    arch: str = "a2a3",
    l2_lowering: str = "args",
    opt: int = 2,
    bounds_check: bool = False,
    access_trace: bool = False,
    trace_line: int | None = None,
    policy_override: str | None = None,
    sanitize: bool = False,
) -> LoweredVariant:
    """Lower ``kernel`` for the cores of kind ``variant`` into host-independent IR text.

    ``bounds_check`` makes every tensor access check each index against its dimension.
    ``access_trace`` builds the L2 model's instrumented variant (one record per L2 request,
    for lines of ``trace_line`` bytes, default 128); ``policy_override="default"`` compiles
    every BYPASS load as DEFAULT; ``sanitize`` builds the sanitizer's checked variant (every
    GM access and sync event recorded, with the ``sanitize_sites`` table in the meta).  They
    appear in the meta's options only when set, so the normal variant's meta is unchanged.
    """
    module = ir.Module(name=f"{kernel.name}.{variant}")
    module.triple = target.TRIPLE
    module.data_layout = target.data_layout()
    gen = KernelCodegen(module, program, kernel, arch, l2_lowering, variant, bounds_check,
                        access_trace=access_trace, policy_override=policy_override,
                        sanitize=sanitize)
    if gen.trace is not None and trace_line is not None:
        gen.trace.configure(trace_line)
    gen.build()
    if gen.sanitize is not None:
        gen.sanitize.finish(gen.func)
    options = {
        "opt": opt, "l2_lowering": l2_lowering, "bounds_check": bounds_check,
        "cpu": target.host_cpu(),
    }
    if access_trace:
        options["access_trace"] = True
        options["trace_line"] = gen.trace.line
    if policy_override is not None:
        options["policy_override"] = policy_override
    if sanitize:
        options["sanitize"] = True
    meta = build_meta(
        program,
        kernel,
        arch=arch,
        variant=variant,
        loads=gen.loads,
        reads_l2_offset=gen.entry.reads("global", "l2_cache_offset"),
        options=options,
        traps=gen.traps.meta(),
    )
    if gen.bounds is not None:
        meta["sites"] = meta["sites"] + gen.bounds.meta_sites()
    if gen.sanitize is not None:
        meta["sanitize_sites"] = gen.sanitize.meta()
    breakpoints = prints.breakpoint_sites(program, kernel)
    if breakpoints:  # the compiler warns about each (compiler.py); a kernel without has none
        meta["breakpoints"] = breakpoints
    return LoweredVariant(kernel.name, variant, with_payload_attributes(str(module)), meta)
