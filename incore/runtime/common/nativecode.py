"""Building the device's own native code (fault handler, core loop) from LLVM IR text.

Both go through the same loader as kernels (``incore.loader.link`` + ``extract_text_section``),
so every payload rule applies to them; the result is the ``.text`` bytes with ``symbol`` at
offset 0.  System calls are inline-asm ``syscall`` instructions (a text-only payload cannot
call libc).  Built payloads are cached on disk (``nativecache.py``), so a device start in a
new process imports neither llvmlite's binding nor the loader when the code was built before.
"""

from __future__ import annotations

from incore.errors import LoaderError, runtime_error
from incore.runtime.common import nativecache

TRIPLE = "x86_64-unknown-linux-gnu"
_SYSCALL_REGS = ("rdi", "rsi", "rdx", "r10")


def syscall_ir(result: str, number: int, *args: str) -> str:
    """One ``syscall`` as an IR line: ``%result`` = rax after the call, rax = ``number``, the
    typed ``args`` in rdi, rsi, rdx, r10."""
    regs = "".join(f",{{{reg}}}" for reg in _SYSCALL_REGS[: len(args)])
    operands = ", ".join([f"i64 {number}", *args])
    return (
        f'  %{result} = call i64 asm sideeffect "syscall", '
        f'"={{rax}},{{rax}}{regs},~{{rcx}},~{{r11}},~{{memory}}"({operands})\n'
    )


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
