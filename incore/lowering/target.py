"""The code-generation target and optimisation pipeline: LLVM IR text -> object code.

The triple and data layout are fixed (x86-64 SysV ELF), so lowered IR text never depends
on the host.  Machine code is tuned for the host CPU, whose features the payload runs on.
"""

from __future__ import annotations

import functools

import llvmlite.binding as llvm

from incore.errors import IncoreError
from incore.lowering.options import OPT_LEVELS

TRIPLE = "x86_64-unknown-linux-gnu"


@functools.cache
def _init() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()


@functools.cache
def target_machine(opt: int = 2, cpu: str | None = None) -> llvm.TargetMachine:
    """A PIC, small-code-model x86-64 target machine at ``-O{opt}`` (host CPU by default)."""
    _init()
    if cpu is None:
        cpu, features = llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()
    else:
        features = ""
    target = llvm.Target.from_triple(TRIPLE)
    return target.create_target_machine(
        cpu=cpu, features=features, opt=opt, reloc="pic", codemodel="small"
    )


def host_cpu() -> str:
    """The CPU name payloads are tuned for (recorded in ``.incore.meta``)."""
    _init()
    return llvm.get_host_cpu_name()


def data_layout() -> str:
    """The data layout string of the x86-64 target (host independent)."""
    return str(target_machine(2, "x86-64").target_data)


def parse(ir_text: str) -> llvm.ModuleRef:
    """Parse and verify IR text; a failure is a compiler bug, reported as IncoreError."""
    _init()
    try:
        mod = llvm.parse_assembly(ir_text)
        mod.verify()
    except RuntimeError as exc:  # llvmlite reports parse/verify failures as RuntimeError
        raise IncoreError(f"internal error: generated LLVM IR is invalid: {exc}") from exc
    return mod


def optimize(mod: llvm.ModuleRef, opt: int) -> None:
    """Run LLVM's standard ``-O{opt}`` module pipeline on ``mod`` in place."""
    if opt not in OPT_LEVELS:
        raise ValueError(f"opt must be one of {OPT_LEVELS}, got {opt!r}")
    if opt == 0:
        return
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    pto.loop_vectorization = opt >= 2
    pto.slp_vectorization = opt >= 2
    pb = llvm.create_pass_builder(target_machine(opt), pto)
    pb.getModulePassManager().run(mod, pb)
    if any(".f32.full.m" in f.name for f in mod.functions):
        # The loop vectoriser called the masked vector variants of out-of-line f32 math
        # bodies (mathlib._slow_function): inline them into the vector loops.
        late = llvm.create_new_module_pass_manager()
        late.add_always_inliner_pass()
        late.add_simplify_cfg_pass()
        late.add_instruction_combine_pass()
        late.run(mod, pb)


def emit_object(mod: llvm.ModuleRef, opt: int) -> bytes:
    """Relocatable ELF object code for ``mod``."""
    return target_machine(opt).emit_object(mod)


def emit_assembly(mod: llvm.ModuleRef, opt: int) -> str:
    """Assembly text for ``mod``."""
    return target_machine(opt).emit_assembly(mod)
