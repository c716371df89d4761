"""Compiling the runtime's own native code (core loop, scheduler, fault handler, the host's
direct dispatch and publish, the L2 model) from the LLVM IR text ``llvmlite.ir`` prints.

The IR is built with ``llvmlite.ir`` and the named helpers of ``irbuild.py``.  It goes through
the same loader as kernels (``incore.loader.link`` + ``extract_text_section``), so every
payload rule applies to it; the result is the ``.text`` bytes with ``symbol`` at offset 0.
Built payloads are cached on disk under a key of the IR text (``nativecache.py``), so a device
start in a new process imports neither llvmlite's binding nor the loader when the code was
built before.
"""

from __future__ import annotations

from collections.abc import Callable

from incore.errors import LoaderError, runtime_error
from incore.runtime.common import nativecache

TRIPLE = "x86_64-unknown-linux-gnu"


def build_payload(ir_text: str, symbol: str, role: str) -> bytes:
    """Compile ``ir_text`` for generic x86-64 at -O2 and return the payload whose entry is
    ``symbol``.

    Raises InternalError (code INTERNAL) if the loader rejects the code: a bug in incore's own
    IR, not a user error.
    """
    k = nativecache.key(ir_text, symbol)
    cached = nativecache.load(k)
    if cached is not None:
        return cached
    text = _build(ir_text, symbol, role)
    nativecache.store(k, text)
    return text


def build_native(symbol: str, role: str, inputs: tuple[object, ...],
                 make_ir: Callable[[], str]) -> bytes:
    """Compile the IR text ``make_ir()`` returns, as ``build_payload`` does, cached under a key
    of ``inputs`` (the arguments the text is built from) and of the sources that build it
    (``nativecache.source_key``): a cache hit builds no IR, so a device start that finds its
    code cached imports no llvmlite.

    Raises InternalError (code INTERNAL) if the loader rejects the code.
    """
    k = nativecache.source_key(symbol, inputs)
    cached = nativecache.load(k)
    if cached is not None:
        return cached
    text = _build(make_ir(), symbol, role)
    nativecache.store(k, text)
    return text


def _build(ir_text: str, symbol: str, role: str) -> bytes:
    import llvmlite.binding as llvm

    from incore.loader import extract_text_section, link

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()  # inline asm is assembled by the object streamer
    module = llvm.parse_assembly(ir_text)
    module.verify()
    machine = llvm.Target.from_triple(TRIPLE).create_target_machine(
        cpu="x86-64", reloc="pic", codemodel="small", opt=2
    )
    meta = {"kernel": symbol, "entry": symbol, "role": role}
    try:
        elf = link(machine.emit_object(module), meta, entry=symbol)
        return extract_text_section(elf, entry=symbol)
    except LoaderError as exc:
        raise runtime_error("INTERNAL", detail=f"building the device {role} failed: {exc}") from exc
