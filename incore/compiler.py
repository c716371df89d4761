"""The public compile API: source -> typed AST -> IR -> object -> kernel ELF -> payload.

Each stage of a payload is computed on first use and cached, so ``incore compile --emit llvm``
never links while ``incore.compile()`` links every payload before returning (link errors,
such as the cann-global lowering's, surface at compile time).
"""

from __future__ import annotations

import functools
from pathlib import Path

from incore import frontend, loader
from incore.errors import CompileError
from incore.frontend import ast
from incore.lowering import LoweredVariant, check_options, lower_variant, target, variants_of


class Payload:
    """One compiled payload (a kernel variant for one core kind) and its staged artifacts."""

    def __init__(self, lowered: LoweredVariant, opt: int) -> None:
        self.kernel = lowered.kernel
        self.variant = lowered.variant
        self.ir = lowered.ir  # lowered, unoptimised IR text (host independent)
        self.meta = lowered.meta
        self.opt = opt

    @functools.cached_property
    def _module(self):
        mod = target.parse(self.ir)
        target.optimize(mod, self.opt)
        return mod

    @functools.cached_property
    def llvm_ir(self) -> str:
        """The optimised LLVM IR text."""
        return str(self._module)

    @functools.cached_property
    def asm(self) -> str:
        """Host assembly of the optimised module."""
        return target.emit_assembly(self._module, self.opt)

    @functools.cached_property
    def obj(self) -> bytes:
        """The relocatable object llvmlite emits."""
        return target.emit_object(self._module, self.opt)

    @functools.cached_property
    def elf(self) -> bytes:
        """The linked kernel ELF (``.text`` + ``.incore.meta``)."""
        return loader.link(self.obj, self.meta)

    @functools.cached_property
    def text(self) -> bytes:
        """The payload: the linked ``.text`` bytes, all the device ever sees."""
        return loader.extract_text_section(self.elf)

    @property
    def name(self) -> str:
        return self.kernel


class Kernel:
    """A compiled kernel.  A ``@mix`` kernel has two payloads in ``variants``; other kernels
    have one and expose its artifacts (``llvm_ir``, ``asm``, ``elf``, ``text``...) directly."""

    def __init__(self, name: str, core_kind: str, arch: str, variants: dict[str, Payload]) -> None:
        self.name = name
        self.core_kind = core_kind
        self.arch = arch
        self.variants = variants

    def _single(self) -> Payload:
        if len(self.variants) != 1:
            raise AttributeError(
                f"kernel {self.name!r} is @mix: use kernel.variants['aic'] / ['aiv'] for artifacts"
            )
        return next(iter(self.variants.values()))

    @property
    def meta(self) -> dict:
        """The payload's ``.incore.meta``; for a @mix kernel, the kernel-level view: shared
        params and sites, loads summed over both payloads, ``variant`` ``"mix"``."""
        if len(self.variants) == 1:
            return self._single().meta
        aic, aiv = self.variants["aic"].meta, self.variants["aiv"].meta
        loads = {k: aic["loads"][k] + aiv["loads"][k] for k in aiv["loads"]}
        reads = aic["reads_l2_offset"] or aiv["reads_l2_offset"]
        return {**aiv, "variant": "mix", "loads": loads, "reads_l2_offset": reads}

    ir = property(lambda self: self._single().ir, doc="Lowered, unoptimised IR text.")
    llvm_ir = property(lambda self: self._single().llvm_ir, doc="Optimised LLVM IR text.")
    asm = property(lambda self: self._single().asm, doc="Host assembly text.")
    obj = property(lambda self: self._single().obj, doc="Relocatable object bytes.")
    elf = property(lambda self: self._single().elf, doc="Linked kernel ELF bytes.")
    text = property(lambda self: self._single().text, doc="Payload (.text) bytes.")

    def __repr__(self) -> str:
        return f"<incore.Kernel {self.name} @{self.core_kind} arch={self.arch}>"


class Module:
    """The kernels of one source file: ``mod["saxpy"]``, ``mod.saxpy``, ``mod.kernels``."""

    def __init__(self, program: ast.Program, kernels: dict[str, Kernel]) -> None:
        self.program = program
        self.kernels = kernels

    def __getitem__(self, name: str) -> Kernel:
        try:
            return self.kernels[name]
        except KeyError:
            known = ", ".join(self.kernels) or "none"
            raise KeyError(
                f"no kernel named {name!r} in {self.program.filename} (kernels: {known})"
            ) from None

    def __getattr__(self, name: str) -> Kernel:
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(name)

    def __iter__(self):
        return iter(self.kernels.values())


def _lower(program: ast.Program, kernel: ast.Kernel, variant: str, **options) -> LoweredVariant:
    """``lower_variant``, with Python's recursion limit reported as a located CompileError
    (lowering recurses through expressions and the helpers it inlines)."""
    try:
        return lower_variant(program, kernel, variant, **options)
    except RecursionError:
        line = kernel.span.line
        raise CompileError(
            f"kernel {kernel.name!r} nests too deeply to lower once its helpers are inlined",
            program.filename, line, kernel.span.col,
            program.source.split("\n")[line - 1] if line > 0 else None,
            hint="split deep expressions into local variables, or inline fewer helper levels",
        ) from None


def compile(  # noqa: A001 - the public name SPEC §8 fixes
    source: str,
    filename: str = "<string>",
    arch: str = "a2a3",
    opt: int = 2,
    l2_lowering: str = "args",
    *,
    bounds_check: bool = False,
    link: bool = True,
) -> Module:
    """Compile every kernel of ``source``.

    ``arch`` selects the bypass lowering (``a2a3``: address + l2_cache_offset; ``a5``:
    ``!nontemporal`` loads); ``opt`` is the LLVM level 0-3; ``l2_lowering="cann-global"``
    reproduces the native CANN lowering, which the linker rejects.  ``bounds_check=True``
    checks every tensor index against its dimension at run time (``KernelIndexError``).  With
    ``link=False`` the payloads are linked only when ``.elf``/``.text`` is first read.
    """
    check_options(arch, opt, l2_lowering)
    if not isinstance(bounds_check, bool):
        raise TypeError(f"bounds_check must be a bool, got {bounds_check!r}")
    program = frontend.check(source, filename, arch=arch)
    kernels = {}
    for k in program.kernels.values():
        payloads = {
            v: Payload(
                _lower(
                    program, k, v, arch=arch, l2_lowering=l2_lowering, opt=opt,
                    bounds_check=bounds_check,
                ),
                opt,
            )
            for v in variants_of(k)
        }
        kernels[k.name] = Kernel(k.name, k.core_kind.value, arch, payloads)
    module = Module(program, kernels)
    if link:
        for kernel in module:
            for payload in kernel.variants.values():
                _ = payload.text
    return module


def compile_file(path: str | Path, **options) -> Module:
    """Compile the ``.ik`` file at ``path`` (options as for ``compile``)."""
    path = Path(path)
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CompileError(f"cannot read kernel source: {exc.strerror}", str(path)) from exc
    except UnicodeDecodeError as exc:
        raise CompileError(f"kernel source is not UTF-8: {exc.reason}", str(path)) from exc
    return compile(source, filename=str(path), **options)
