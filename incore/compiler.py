"""The public compile API: source -> typed AST -> IR -> object -> kernel ELF -> payload.

Each stage of a payload is computed on first use and cached, so ``incore compile --emit llvm``
never links while ``incore.compile()`` links every payload before returning (link errors,
such as the cann-global lowering's, surface at compile time).

Linked compiles go through the on-disk compile cache (``incore.cache``, ``docs/cache.md``): a
hit rebuilds every payload from its stored IR, meta, ELF and ``.text`` and runs no layer at all.
The layers are therefore imported on first use, so a process whose compiles all hit never
loads the frontend, lowering or loader.
"""

from __future__ import annotations

import functools
import hashlib
import os
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

from incore import abi
from incore import cache as compile_cache
from incore.errors import BreakpointWarning, CompileError
from incore.log import get_logger
from incore.runtime.host import live_modules  # imports nothing else: the runtime loads lazily

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a cache hit's path)
if TYPE_CHECKING:
    from incore.frontend import ast
    from incore.interpret import InterpretedKernel
    from incore.lowering import LoweredVariant


class Payload:
    """One compiled payload (a kernel variant for one core kind) and its staged artifacts."""

    def __init__(self, lowered: LoweredVariant, opt: int) -> None:
        self.kernel = lowered.kernel
        self.variant = lowered.variant
        self.ir = lowered.ir  # lowered, unoptimised IR text (host independent)
        self.meta = lowered.meta
        self.opt = opt

    @classmethod
    def from_artifacts(
        cls, kernel: str, variant: str, ir: str, meta: dict, opt: int, elf: bytes, text: bytes
    ) -> Payload:
        """A payload rebuilt from stored artifacts (a compile-cache hit): ``elf`` and ``text``
        are given; ``llvm_ir``, ``asm`` and ``obj`` are still produced from ``ir`` on demand."""
        self = cls.__new__(cls)
        self.kernel, self.variant, self.ir, self.meta, self.opt = kernel, variant, ir, meta, opt
        self.__dict__.update(elf=elf, text=text)  # the values the cached properties would hold
        return self

    @functools.cached_property
    def _module(self):
        """The optimised module.  Emitters get a clone: code generation rewrites the module it
        runs on, so ``llvm_ir``, ``asm`` and ``obj`` would otherwise depend on access order."""
        from incore.lowering import target

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
        from incore.lowering import target

        return target.emit_assembly(self._module.clone(), self.opt)

    @functools.cached_property
    def obj(self) -> bytes:
        """The relocatable object llvmlite emits."""
        from incore.lowering import target

        return target.emit_object(self._module.clone(), self.opt)

    @functools.cached_property
    def elf(self) -> bytes:
        """The linked kernel ELF (``.text`` + ``.incore.meta``).  Linking completes the meta
        (the loader adds the payload's ``lines`` table), so ``meta`` becomes the ELF's."""
        from incore import loader

        elf = loader.link(self.obj, self.meta)
        self.meta = loader.read_meta(elf)
        return elf

    @functools.cached_property
    def text(self) -> bytes:
        """The payload: the linked ``.text`` bytes, all the device ever sees."""
        from incore import loader

        return loader.extract_text_section(self.elf)

    @property
    def name(self) -> str:
        return self.kernel


class Kernel:
    """A compiled kernel.  A ``@mix`` kernel has two payloads in ``variants``; other kernels
    have one and expose its artifacts (``llvm_ir``, ``asm``, ``elf``, ``text``...) directly.

    A kernel with ``const`` parameters (``const_params``, a list of ``{"name", "kind",
    "default"}``) is compiled with the values in ``consts``; ``specialize(**values)`` gives
    the kernel compiled with others.  One whose parameter has no default and no value is a
    template: it has no payloads until specialised (``is_template``)."""

    _launch_form = None  # what the runtime calls instead of launching (templates only)
    _cache = True  # False: compiled with cache=False, and so are its specialisations

    def __init__(self, name: str, core_kind: str, arch: str, variants: dict[str, Payload],
                 const_params: list[dict] | None = None,
                 consts: dict[str, int | float | bool] | None = None) -> None:
        self.name = name
        self.core_kind = core_kind
        self.arch = arch
        self.variants = variants
        self.const_params = list(const_params or [])
        self.consts = dict(consts or {})
        if self.is_template:
            self._launch_form = self._launch_template
        # l2_variant / sanitize_variant compile at most once per kernel whichever threads ask
        self._variant_lock = threading.RLock()
        # the hidden launch parameters (abi.LAUNCH_PARAMS keys, in order): the grid's extents
        # when it reads grid_idx/grid_dim, the sync_all barrier; the runtime supplies them
        # (a template, with no variants until its const values are given, has none yet)
        first = next(iter(variants.values())).meta if variants else {}
        self.launch_params: tuple[str, ...] = tuple(
            p["launch"] for p in first.get("params", ()) if "launch" in p)
        if any(p.get("dtype") == "bf16" for v in variants.values()
               for p in v.meta.get("params", ())):
            abi.load_bfloat16()  # its arguments are checked and dumped as numpy bfloat16

    @property
    def is_template(self) -> bool:
        """True for a kernel whose const parameters lack a value: it has no payloads."""
        return not self.variants

    def specialize(self, **values: int | float | bool) -> Kernel:
        """This kernel compiled with its const parameters set to ``values`` (the others keep
        the values this kernel has, or their defaults): each distinct set compiles once per
        process (then comes from memory) and is stored in the on-disk compile cache.  A
        missing value, an unknown name or a wrong type is a ``ConstParameterError`` naming
        the parameter; a value that makes a tile exceed local memory a ``CompileError``."""
        memo = self.__dict__.setdefault("_memo", {})  # the launch keywords as given -> kernel
        try:
            key = tuple((name, v.__class__, v) for name, v in values.items())
            kernel = memo.get(key)
        except TypeError:  # an unhashable value: the compile rejects it
            key = kernel = None
        if kernel is None:
            from incore.specialization import specialise

            kernel = specialise(self, values, compile)
            if key is not None:
                memo[key] = kernel
        return kernel

    def _launch_template(self, worker: object, args: tuple, blocks: int | None,
                         consts: dict) -> Kernel:
        """A template launched: the kernel its launch keywords specialise it to (the
        runtime's launch calls this; a missing value raises)."""
        return self.specialize(**consts)

    def _consts_option(self) -> dict | None:
        """The ``consts`` compile option that rebuilds this kernel (None: no const params)."""
        return {self.name: dict(self.consts)} if self.consts else None

    def _single(self) -> Payload:
        if self.is_template:
            missing = ", ".join(p["name"] for p in self.const_params if p["default"] is None)
            raise AttributeError(
                f"kernel {self.name!r} is a template: its const parameters {missing} have no "
                f"value; give them at launch or use kernel.specialize(...)")
        if len(self.variants) != 1:
            raise AttributeError(
                f"kernel {self.name!r} is @mix: use kernel.variants['aic'] / ['aiv'] for artifacts"
            )
        return next(iter(self.variants.values()))

    @property
    def meta(self) -> dict:
        """The payload's ``.incore.meta``; for a @mix kernel, the kernel-level view: shared
        params and sites, loads summed over both payloads, ``variant`` ``"mix"``."""
        if len(self.variants) != 2:
            return self._single().meta
        aic, aiv = self.variants["aic"].meta, self.variants["aiv"].meta
        loads = {k: aic["loads"][k] + aiv["loads"][k] for k in aiv["loads"]}
        reads = aic["reads_l2_offset"] or aiv["reads_l2_offset"]
        return {**aiv, "variant": "mix", "loads": loads, "reads_l2_offset": reads}

    def l2_variant(self, line: int = 128) -> Kernel:
        """This kernel compiled with ``access_trace=True`` for L2 lines of ``line`` bytes, on
        first use, then cached beside it (one variant per line size): what a Worker with
        ``l2_model`` launches.  The kernel's own compile options (opt, l2_lowering,
        bounds_check, policy_override) are kept."""
        with self._variant_lock:
            return self._l2_variant(line)

    def _l2_variant(self, line: int) -> Kernel:
        variants = self.__dict__.setdefault("_l2_variants", {})
        traced = variants.get(line)
        if traced is None:
            opts = next(iter(self.variants.values())).meta.get("options", {})
            if opts.get("access_trace"):
                if opts.get("trace_line", 128) != line:
                    raise ValueError(
                        f"kernel {self.name!r} was compiled with access_trace for "
                        f"{opts.get('trace_line', 128)} B lines, not the L2 model's {line} B")
                return self
            module = getattr(self, "_module", None)
            if module is None:
                raise ValueError(
                    f"kernel {self.name!r} was not built by incore.compile, so it cannot be "
                    f"recompiled with access tracing for the L2 model")
            program = module.program
            traced = variants[line] = compile(
                program.source, program.filename, arch=self.arch, opt=opts.get("opt", 2),
                l2_lowering=opts.get("l2_lowering", "args"),
                bounds_check=bool(opts.get("bounds_check", False)), access_trace=True,
                trace_line=line, policy_override=opts.get("policy_override"),
                consts=self._consts_option(),
            )[self.name]
        return traced

    def sanitize_variant(self) -> Kernel:
        """This kernel compiled with ``sanitize=True``, on first use, then cached beside it:
        what a Worker with ``sanitize`` launches.  The kernel's own compile options (opt,
        l2_lowering, bounds_check, policy_override) are kept."""
        with self._variant_lock:
            return self._checked_variant()

    def _checked_variant(self) -> Kernel:
        checked = getattr(self, "_sanitize_variant", None)
        if checked is None:
            opts = next(iter(self.variants.values())).meta.get("options", {})
            if opts.get("sanitize"):
                return self
            module = getattr(self, "_module", None)
            if module is None:
                raise ValueError(
                    f"kernel {self.name!r} was not built by incore.compile, so it cannot be "
                    f"recompiled as the sanitizer's checked variant")
            program = module.program
            checked = self._sanitize_variant = compile(
                program.source, program.filename, arch=self.arch, opt=opts.get("opt", 2),
                l2_lowering=opts.get("l2_lowering", "args"),
                bounds_check=bool(opts.get("bounds_check", False)), sanitize=True,
                policy_override=opts.get("policy_override"), consts=self._consts_option(),
            )[self.name]
        return checked

    def interpreted(self) -> InterpretedKernel:
        """This kernel as Python on numpy (``incore.interpret.InterpretedKernel``), built on
        first use from the checked AST with the kernel's own arch and ``bounds_check``, then
        cached beside it: what a Worker with ``interpret`` or ``cross_check`` runs (the
        runtime receives it through this method and never imports the interpreter).
        ``ValueError`` for a kernel not built by ``incore.compile``."""
        with self._variant_lock:
            form = self.__dict__.get("_interpreted")
            if form is None:
                from incore import interpret

                module = getattr(self, "_module", None)
                if module is None:
                    raise ValueError(
                        f"kernel {self.name!r} was not built by incore.compile, so it has no "
                        "typed AST to interpret")
                opts = next(iter(self.variants.values())).meta.get("options", {})
                form = self._interpreted = interpret.build(
                    module.program, self.name, arch=self.arch,
                    bounds_check=bool(opts.get("bounds_check", False)))
            return form

    ir = property(lambda self: self._single().ir, doc="Lowered, unoptimised IR text.")
    llvm_ir = property(lambda self: self._single().llvm_ir, doc="Optimised LLVM IR text.")
    asm = property(lambda self: self._single().asm, doc="Host assembly text.")
    obj = property(lambda self: self._single().obj, doc="Relocatable object bytes.")
    elf = property(lambda self: self._single().elf, doc="Linked kernel ELF bytes.")
    text = property(lambda self: self._single().text, doc="Payload (.text) bytes.")

    def __repr__(self) -> str:
        shown = "".join(f" {k}={v!r}" for k, v in self.consts.items())
        if self.is_template:
            shown = " template"
        return f"<incore.Kernel {self.name} @{self.core_kind} arch={self.arch}{shown}>"


class Module:
    """The kernels of one source file: ``mod["saxpy"]``, ``mod.saxpy``, ``mod.kernels``, and
    ``mod.program``, the checked AST.  Every Module registers itself with the runtime's kernel
    table (``rt.kernel("saxpy")`` finds it) through ``incore.runtime.host.live_modules``, and each
    of its kernels keeps it alive, so ``incore.compile(src)["saxpy"]`` is found too."""

    def __init__(self, program: ast.TypedProgram, kernels: dict[str, Kernel]) -> None:
        self.program = program
        self.kernels = kernels
        self._filename = program.filename
        self.source = program.source
        self._register()

    @classmethod
    def _deferred(
        cls, check: Callable[[], ast.TypedProgram], filename: str, kernels: dict[str, Kernel],
        source: str,
    ) -> Module:
        """A Module whose ``program`` is computed by ``check()`` on first access (a cache hit
        needs no AST to build its kernels)."""
        self = cls.__new__(cls)
        self.kernels, self._filename, self._check = kernels, filename, check
        self.source = source
        self._register()
        return self

    def _register(self) -> None:
        """Join the live Modules the kernel table looks names up in (held weakly)."""
        for kernel in self.kernels.values():
            kernel._module = self  # a kernel in use keeps its Module, and so its entry, alive
        live_modules.add(self)

    @functools.cached_property
    def program(self) -> ast.TypedProgram:
        """The checked AST (only a cache-hit Module computes it here, on first access)."""
        return self._check()

    def __getitem__(self, name: str) -> Kernel:
        try:
            return self.kernels[name]
        except KeyError:
            known = ", ".join(self.kernels) or "none"
            raise KeyError(
                f"no kernel named {name!r} in {self._filename} (kernels: {known})"
            ) from None

    def __getattr__(self, name: str) -> Kernel:
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(name)

    def __iter__(self):
        return iter(self.kernels.values())


def _lower(program: ast.TypedProgram, kernel: ast.TypedKernel, variant: str,
           **options) -> LoweredVariant:
    """``lower_variant``, with Python's recursion limit reported as a located CompileError
    (lowering recurses through expressions and the helpers it inlines)."""
    from incore.lowering import lower_variant

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
    filename: str | os.PathLike[str] | None = "<string>",
    arch: str = "a2a3",
    opt: int = 2,
    l2_lowering: str = "args",
    *,
    bounds_check: bool = False,
    access_trace: bool = False,
    trace_line: int | None = None,
    policy_override: str | None = None,
    sanitize: bool = False,
    consts: Mapping[str, Mapping[str, int | float | bool]] | None = None,
    link: bool = True,
    cache: bool = True,
) -> Module:
    """Compile every kernel of ``source``.

    ``source`` is a ``str`` (a leading byte-order mark is ignored, as ``compile_file`` ignores
    it); ``filename``, the name diagnostics, debug info and logs give it, is a ``str``, an
    ``os.PathLike`` of one, or None for ``"<string>"`` (other types are a TypeError naming
    the argument; a lone surrogate in either is a CompileError).
    ``arch`` selects the bypass lowering (``a2a3``: address + l2_cache_offset; ``a5``:
    ``!nontemporal`` loads); ``opt`` is the LLVM level 0-3; ``l2_lowering="cann-global"``
    reproduces the native CANN lowering, which the linker rejects.  ``bounds_check=True``
    checks every tensor index against its dimension at run time (``KernelIndexError``).  With
    ``link=False`` the payloads are linked only when ``.elf``/``.text`` is first read.
    ``access_trace=True`` builds the L2 model's instrumented variant (one record per L2
    request in the core's trace buffer, for L2 lines of ``trace_line`` bytes, default 128);
    ``policy_override="default"`` compiles every BYPASS load as DEFAULT.  Workers with
    ``l2_model`` launch such variants (``Kernel.l2_variant``).
    ``sanitize=True`` builds the sanitizer's checked variant (every GM access and
    synchronisation event recorded); Workers with ``sanitize`` launch it
    (``Kernel.sanitize_variant``).
    ``consts`` maps a kernel's name to values of its ``const`` parameters (defaults fill the
    rest); a kernel with a const parameter that has neither is compiled as a template
    (``Kernel.is_template``), specialised later (``Kernel.specialize``, launch keywords).

    A linked compile reads and writes the on-disk compile cache (``docs/cache.md``);
    ``cache=False`` neither reads nor writes it.  ``link=False`` compiles bypass it too: they
    exist to inspect stages, which should come from the compiler as it runs now.
    """
    # Every parameter not in _NOT_OPTIONS is a compile option: the cache key and the lowering
    # take this one dict, so a new option cannot be left out of the key.
    options = {name: value for name, value in locals().items() if name in COMPILE_OPTIONS}
    from incore.inputs import source_arguments
    from incore.specialization import consts_option

    options["consts"] = consts_option(consts)

    source, filename = source_arguments(source, filename)  # before hashing it for the cache key
    if not isinstance(bounds_check, bool):
        raise TypeError(f"bounds_check must be a bool, got {bounds_check!r}")
    if not isinstance(sanitize, bool):
        raise TypeError(f"sanitize must be a bool, got {sanitize!r}")
    if not isinstance(cache, bool):
        raise TypeError(f"cache must be a bool, got {cache!r}")
    cached = cache and link
    if cached:
        # The L2 model's options join the key only when set: a normal compile keeps its key.
        keyed = {k: v for k, v in options.items() if k not in _KEYED_WHEN_SET or v}
        components = compile_cache.key_components(source, filename, keyed)
        key = compile_cache.key(source, filename, keyed)
        entry = compile_cache.load(key, filename, components)
        if entry is not None:
            module = _from_entry(entry, source, filename, options)
            if module is not None:
                _warn_breakpoints(module, options)
                return module
    module = _compile(source, filename, options, link)
    if not cache:
        for kernel in module:
            kernel._cache = False  # its specialisations skip the compile cache too
    if cached:
        _store(key, module, filename, compile_cache.record(components))
    _warn_breakpoints(module, options)
    return module


def _warn_breakpoints(module: Module, options: dict) -> None:
    """One ``BreakpointWarning`` per kernel and ``breakpoint()`` line (the ``breakpoints``
    meta table), attributed to the ``.ik`` file and line, so Python's warning display (and
    the CLI's stderr) shows ``kernel.ik:7: BreakpointWarning: ...``.  The L2 model's and the
    sanitizer's variants (recompiles of a kernel already compiled) do not warn again."""
    if options.get("access_trace") or options.get("sanitize"):
        return
    import warnings

    for kernel in module:
        if kernel.is_template:
            continue
        meta = next(iter(kernel.variants.values())).meta  # both @mix payloads list the same
        for site in meta.get("breakpoints", ()):
            file, line = site["file"], site["line"]
            warnings.warn_explicit(
                BreakpointWarning(
                    f"kernel {kernel.name!r}: breakpoint() at {file}:{line} does nothing in "
                    "compiled code; it stops only in an interpreted launch "
                    "(Worker(interpret=True))"
                ),
                BreakpointWarning, file, line, module="incore.kernel",
            )


_NOT_OPTIONS = ("source", "filename", "link", "cache")
_KEYED_WHEN_SET = ("access_trace", "trace_line", "policy_override", "sanitize", "consts")
_code = compile.__code__
COMPILE_OPTIONS = tuple(
    name for name in _code.co_varnames[: _code.co_argcount + _code.co_kwonlyargcount]
    if name not in _NOT_OPTIONS
)
del _code


def _compile(source: str, filename: str, options: dict, link: bool) -> Module:
    """Run the layers: check, lower every variant, and link unless ``link`` is False."""
    from incore import frontend
    from incore.lowering import check_l2_model_options, check_options, variants_of

    check_options(options["arch"], options["opt"], options["l2_lowering"])
    check_l2_model_options(options["access_trace"], options["policy_override"],
                           options["trace_line"])
    arch = options["arch"]
    program = frontend.check(source, filename, arch=arch, consts=options["consts"])
    lowering = {k: v for k, v in options.items() if k != "consts"}
    kernels = {}
    for name in program.kernel_order:
        k = program.kernels.get(name) or program.pending[name]
        described = [p.describe() for p in k.const_params]
        if name in program.pending:
            kernels[name] = Kernel(name, k.core_kind.value, arch, {}, described)
            continue
        payloads = {v: Payload(_lower(program, k, v, **lowering), options["opt"])
                    for v in variants_of(k)}
        kernels[name] = Kernel(name, k.core_kind.value, arch, payloads, described, k.consts)
    for kernel in kernels.values():
        kernel._options = lowering
    module = Module(program, kernels)
    if link:
        for kernel in module:
            for payload in kernel.variants.values():
                _ = payload.text
    return module


def _store(key: str, module: Module, filename: str, record: dict) -> None:
    """Write a linked module to the compile cache: per payload its IR, meta, ELF and text, and
    the ``record`` of the key components it was compiled from (checked on a hit)."""
    import json

    kernels, blobs = [], {}
    for kernel in module:
        variants = []
        for variant, p in kernel.variants.items():
            if json.loads(json.dumps(p.meta)) != p.meta:  # a hit must give an equal meta
                get_logger().debug(
                    "compile cache skips %s: meta of %s.%s does not survive JSON",
                    filename, kernel.name, variant)
                return
            stem = f"{kernel.name}/{variant}"
            blobs.update({f"{stem}/ir": p.ir.encode(), f"{stem}/elf": p.elf,
                          f"{stem}/text": p.text})
            variants.append({"variant": variant, "opt": p.opt, "meta": p.meta})
        kernels.append({"name": kernel.name, "core_kind": kernel.core_kind,
                        "arch": kernel.arch, "variants": variants,
                        "const_params": kernel.const_params, "consts": kernel.consts})
    entry = compile_cache.CacheEntry({"kernels": kernels, "record": record}, blobs)
    compile_cache.store(key, entry, filename)


def _from_entry(
    entry: compile_cache.CacheEntry, source: str, filename: str, options: dict
) -> Module | None:
    """The Module a cache entry holds (None if its manifest is not the expected shape)."""
    try:
        kernels = {}
        for k in entry.data["kernels"]:
            payloads = {}
            for v in k["variants"]:
                stem = f"{k['name']}/{v['variant']}"
                text = entry.blobs[f"{stem}/text"]
                if hashlib.sha256(text).hexdigest() != v["meta"]["text_sha256"]:
                    get_logger().debug(
                        "compile cache entry for %s: the .text of %s does not match its meta's "
                        "text_sha256; recompiling", filename, stem)
                    return None
                payloads[v["variant"]] = Payload.from_artifacts(
                    k["name"], v["variant"], entry.blobs[f"{stem}/ir"].decode(), v["meta"],
                    v["opt"], entry.blobs[f"{stem}/elf"], entry.blobs[f"{stem}/text"],
                )
            kernels[k["name"]] = Kernel(k["name"], k["core_kind"], k["arch"], payloads,
                                        k.get("const_params"), k.get("consts"))
            kernels[k["name"]]._options = {n: v for n, v in options.items() if n != "consts"}
    except (KeyError, TypeError, UnicodeDecodeError):
        get_logger().debug(
            "compile cache entry for %s has an unexpected manifest; recompiling", filename)
        return None

    def check() -> ast.TypedProgram:
        from incore import frontend

        return frontend.check(source, filename, arch=options["arch"], consts=options["consts"])

    return Module._deferred(check, filename, kernels, source)


def compile_file(path: str | Path, **options) -> Module:
    """Compile the ``.ik`` file at ``path`` (options as for ``compile``)."""
    from incore.inputs import read_source  # regular files of at most MAX_INPUT_BYTES

    path = Path(path)
    source = read_source(path)
    return compile(source, filename=str(path), **options)
