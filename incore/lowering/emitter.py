"""What the lowering's helpers see of the kernel code generator.

``codegen.KernelCodegen`` lowers statements and scalar expressions and hands tiles, atomics,
synchronisation, device logs and bounds checks to their modules.  Those modules receive it as
an :class:`Emitter` (the IR builder, the entry-block reads, the value environment of the
current frame, the kernel's tensors and the hooks every GM access goes through) and never
import it back, so the lowering's parts form no import circle.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Protocol

from llvmlite import ir

from incore.frontend import ast
from incore.frontend.types import CachePolicy, ScalarType
from incore.lowering.access_trace import AccessTrace
from incore.lowering.cache_policy import CachePolicyLowering
from incore.lowering.entry import EntryReads
from incore.lowering.sanitize_trace import SanitizeTrace


@dataclass
class Frame:
    """Variables and control targets of the kernel body or of one inlined helper call."""

    vars: dict[str, ir.AllocaInstr]
    ret_slot: ir.AllocaInstr | None = None
    exit_block: ir.Block | None = None
    loops: list[tuple[ir.Block, ir.Block]] = field(default_factory=list)  # (continue, break)


class Emitter(Protocol):
    """The code generator of one kernel variant, as its helpers use it."""

    module: ir.Module
    kernel: ast.TypedKernel
    b: ir.IRBuilder  # the body's builder, positioned where code is being emitted
    entry: EntryReads  # args/context/descriptor reads and allocas of the entry block
    core_type: int  # abi.CORE_AIC or abi.CORE_AIV: the core kind the payload runs on
    tensors: dict[str, ast.TensorParam]
    policy: CachePolicyLowering
    trace: AccessTrace | None  # the L2 model's access trace (instrumented variant only)
    sanitize: SanitizeTrace | None  # the sanitizer's records (checked variant only)
    bounds_check: bool  # the variant checks every index (compile option bounds_check)
    _line: int  # the source line being lowered (0: none yet)
    loads: dict[str, int]  # loads emitted into this payload, by policy
    frames: list[Frame]  # the kernel body's frame, then one per inlined helper call

    @property
    def frame(self) -> Frame:
        """The frame being lowered (the kernel body or the innermost inlined helper)."""
        ...

    @property
    def line(self) -> int:
        """The source line being lowered (0: none yet)."""
        ...

    def expr(self, e: ast.Expr) -> ir.Value:
        """The value of expression ``e``, emitted at the builder's position."""
        ...

    def kernel_return(self) -> None:
        """Return from ``kernel_entry`` at the builder's position (the L2 trace's open runs
        are appended and a kernel that calls ``sync_all()`` counts its block as ended first)."""
        ...

    def new_block(self, name: str) -> ir.Block:
        """A new basic block at the end of the kernel function."""
        ...

    def stmts(self, body: list[ast.Stmt]) -> None:
        """Lower the statements ``body`` at the builder's position."""
        ...

    def stmt(self, s: ast.Stmt) -> None:
        """Lower the one statement ``s`` as written at the builder's position."""
        ...

    def at(self, span: ast.Span) -> AbstractContextManager[None]:
        """Attribute the instructions emitted inside the block to ``span``'s source line."""
        ...

    def to_i64(self, v: ir.Value, t: ScalarType) -> ir.Value:
        """``v`` of type ``t`` widened to i64 by its signedness."""
        ...

    def trap_if(
        self, cond: ir.Value, name: str, cause: str, before: Callable[[], None] | None = None
    ) -> None:
        """Stops the core at a trap site of ``cause`` on the current source line when
        ``cond`` (``before`` emits what the trap block does first)."""
        ...

    def source_text(self, span: ast.Span) -> str | None:
        """The kernel source text ``span`` covers when it is on one line, else None."""
        ...

    def bypasses(self, policy: CachePolicy) -> bool:
        """Whether a load of ``policy`` compiles as BYPASS."""
        ...

    def trace_access(
        self, addr: ir.Value, what: ScalarType | int | ir.Value, write: bool,
        bypass: bool = False, tensor: str = "", atomic: bool = False, l2: bool = True,
    ) -> ir.Value | None:
        """The access-trace hook of every GM access of tensor parameter ``tensor`` (a no-op
        unless tracing or sanitizing; ``l2=False``: the sanitizer's record only); the L2
        trace's element site the access went through, if any."""
        ...

    def element_address(
        self, p: ast.TensorParam, indices: list[ast.Expr], access: ast.Load | ast.Store | ast.Atomic
    ) -> ir.Value:
        """The GM address of ``p[indices]`` (bounds-checked when checks are on)."""
        ...
