"""The program registry and kernel table (``docs/runtime.md``, "Programs and the kernel table").

``ProgramRegistry.register(blob, meta=None)`` tells a kernel ELF from a plain ``.text`` payload
by its magic, as the CANN Runtime tells an ElfProgram from a PlainProgram: an ELF's ``.text``
is taken out with the loader's payload rules and its ``.incore.meta`` read; plain bytes need
``meta=``.  Either way the meta is validated against the schema and its seal, and the payload
checked against ``text_sha256`` (``loader/metaschema.py``), before any kernel enters the table:
a malformed program is a ``LoaderError`` here, never an error or a wrong result at launch.

The table maps kernel names and handles (small ints, never reused in a process, also across
``Runtime.reset()``, which replaces the registry) to ``RegisteredKernel``
objects, which ``Worker.launch`` runs like compiled kernels.  The two payloads of a ``@mix``
kernel come as two kernel ELFs (``k.variants["aic"].elf``, ``["aiv"].elf``): the first one
registered waits for its partner (same kernel, arch, source, params and sites), and the kernel
enters the table when both are there.  Modules made by ``incore.compile`` register themselves: the
compiler records them in ``live_modules``, and a name lookup registers each live Module that
defines the name as a Program on first use; a Module garbage-collected is unregistered.

``unregister(program)`` removes its kernels from the table at once (they refuse to launch from
then on) and calls the unregister listeners with the program; a device context frees the
program's code memory through its listener once no launch in flight uses it.
"""

from __future__ import annotations

import contextlib
import inspect
import logging
import os
import threading
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from incore.errors import LoaderError, restate, runtime_error
from incore.log import LOGGER_NAME, V0
from incore.runtime.host import live_modules

logger = logging.getLogger(LOGGER_NAME)

ELF_MAGIC = b"\x7fELF"
KNOWN_SHOWN = 20  # kernels a lookup error lists by name
_registries: weakref.WeakSet = weakref.WeakSet()
# Program and kernel handles are the process's, not one registry's: the registry a
# Runtime.reset() makes goes on numbering after the one it replaces, so an old handle is never
# another kernel's.  Taken under _handles_lock.
_handles_lock = threading.Lock()
_next_handles = {"program": 1, "kernel": 1}


def _new_handle(kind: str) -> int:
    with _handles_lock:
        handle = _next_handles[kind]
        _next_handles[kind] = handle + 1
        return handle


class KernelPayload:
    """One payload of a registered kernel: its variant (``aic``/``aiv``), ``.text`` and meta."""

    def __init__(self, variant: str, text: bytes, meta: dict) -> None:
        self.variant = variant
        self.text = text
        self.meta = meta

    def __repr__(self) -> str:
        return f"<KernelPayload {self.meta['kernel']} {self.variant}, {len(self.text)} bytes>"


class RegisteredKernel:
    """A kernel in the table, launchable by ``Worker.launch`` like a compiled Kernel.

    ``variants`` maps each payload's variant to its ``KernelPayload``; a ``@mix`` kernel has
    ``aic`` and ``aiv``, its ``text`` is None and its ``meta`` the kernel-level view (shared
    params and sites, ``loads`` summed, ``variant`` ``"mix"``), as for ``incore.Kernel``.
    ``program`` is the Program that completed it (``programs`` lists both of a @mix kernel
    registered from two ELFs).  ``meta`` and ``text`` are the registry's validated copies.
    """

    def __init__(self, handle: int, programs: tuple[Program, ...],
                 variants: dict[str, KernelPayload]) -> None:
        self.handle = handle
        self.programs = programs
        self.program = programs[-1]
        self.variants = variants
        first = next(iter(variants.values()))
        self.name: str = first.meta["kernel"]
        self.core_kind: str = first.meta["core_kind"]
        self.arch: str = first.meta["arch"]
        if self.core_kind == "mix":
            self.text: bytes | None = None
            self.meta = mix_view(variants["aic"].meta, variants["aiv"].meta)
        else:
            self.text, self.meta = first.text, first.meta
        # the hidden launch parameters (grids, sync_all) the runtime supplies at launch
        self.launch_params: tuple[str, ...] = tuple(
            p["launch"] for p in first.meta.get("params", ()) if "launch" in p)
        # the values of the kernel's const parameters it was specialised with ({}: none)
        self.consts: dict = dict(self.meta.get("consts") or {})

    @property
    def registered(self) -> bool:
        """True until one of its programs is unregistered."""
        return all(p.registered for p in self.programs)

    def check_registered(self) -> None:
        """Raise ``LoaderError`` if the kernel's program was unregistered (its code memory
        may already be reused)."""
        gone = next((p for p in self.programs if not p.registered), None)
        if gone is not None:
            raise runtime_error("PROGRAM_INVALID", detail=(
                f"kernel {self.name!r} (handle {self.handle}) belongs to program {gone.handle}, "
                "which was unregistered: it cannot be launched any more"))

    def __repr__(self) -> str:
        state = "" if self.registered else ", unregistered"
        consts = "".join(f" {k}={v!r}" for k, v in self.consts.items())
        return (f"<RegisteredKernel {self.name} @{self.core_kind}{consts} handle={self.handle} "
                f"program={self.program.handle}{state}>")


def mix_view(aic: dict, aiv: dict) -> dict:
    """The kernel-level meta of a @mix kernel from its two payload metas (as
    ``incore.Kernel.meta``): the AIV meta with ``variant`` ``"mix"``, loads summed."""
    loads = {k: aic["loads"][k] + aiv["loads"][k] for k in aiv["loads"]}
    reads = aic["reads_l2_offset"] or aiv["reads_l2_offset"]
    return {**aiv, "variant": "mix", "loads": loads, "reads_l2_offset": reads}


class Program:
    """One registered blob (or compiled Module): its kernels and the payloads it brought.

    ``kernels`` maps names to the complete kernels of this program; a @mix payload still
    waiting for its partner is listed in ``pending`` instead.  ``payloads`` are the ``.text``
    byte strings the program brought (what a device context frees when it is unregistered).
    """

    def __init__(self, handle: int, origin: str) -> None:
        self.handle = handle
        self.origin = origin
        self.kernels: dict[str, RegisteredKernel] = {}
        self.pending: dict[str, KernelPayload] = {}
        self.payloads: list[bytes] = []
        self.registered = True

    def __repr__(self) -> str:
        names = ", ".join(self.kernels) or "no complete kernel"
        state = "" if self.registered else ", unregistered"
        return f"<Program {self.handle} ({self.origin}): {names}{state}>"


def _consts_text(consts: dict) -> str:
    """``", TM=128"``: a specialised kernel's const values, as the kernel table shows them."""
    return "".join(f", {k}={v!r}" for k, v in consts.items())


def _log_registered(program: Program, names: list[str]) -> None:
    """The startup diagnostic of a registration (at INFO_V0, as simpler's "Registering
    3 kernel(s)"; ``docs/runtime.md``, "Logging", Startup diagnostics)."""
    logger.log(V0, "registering program %d (%s): %d kernel(s): %s", program.handle,
               program.origin, len(names), ", ".join(names))


def _blob_bytes(blob: Any) -> bytes:
    if isinstance(blob, (bytes, bytearray, memoryview)):
        return bytes(blob)
    raise runtime_error("PARAMETER_TYPE", param="blob", expected="bytes (a kernel ELF or a "
                        ".text payload)", given=type(blob).__name__)


def read_program(blob: Any, meta: Any = None) -> tuple[bytes, dict, str]:
    """The payload, validated meta and origin of a blob (``LoaderError`` if it is invalid).

    A blob starting with the ELF magic is a kernel ELF, whose ``.incore.meta`` is the meta
    (``meta=`` must then be None); any other bytes are a plain ``.text`` payload described by
    ``meta``.
    """
    # The loader's ELF reader and extraction load with the first program read: a context
    # starts without them.
    from incore.loader.elf_reader import read_elf
    from incore.loader.extract import meta_of, text_payload

    data = _blob_bytes(blob)
    if data[:4] == ELF_MAGIC:
        if meta is not None:
            raise runtime_error("PROGRAM_INVALID", detail="meta=: a kernel ELF carries its own "
                                ".incore.meta; pass meta= only with a plain .text payload")
        elf = read_elf(data)
        text, raw, where, origin = text_payload(elf), meta_of(elf), ".incore.meta", "kernel ELF"
    else:
        if meta is None:
            raise runtime_error("PROGRAM_INVALID", detail="a plain .text payload needs meta= "
                                "(the kernel's .incore.meta dict, e.g. kernel.meta); only a "
                                "kernel ELF carries its own")
        if not data:
            raise runtime_error("PROGRAM_INVALID",
                                detail="empty payload: a kernel's .text holds at least its entry")
        text, raw, where, origin = data, meta, "meta=", "plain .text"
    return text, checked_meta(raw, text, where), origin


def checked_meta(meta: Any, text: bytes, where: str) -> dict:
    """``meta`` validated against the schema and its seal, and ``text`` checked to be the
    payload it describes (``LoaderError`` naming ``where`` otherwise); returns the copy."""
    from incore.loader.metaschema import check_payload, validate_meta

    checked = validate_meta(meta, where)
    check_payload(checked, text, where)
    return checked


@contextlib.contextmanager
def _program_invalid() -> Iterator[None]:
    """Raise a ``LoaderError`` from the block as ``PROGRAM_INVALID`` with its message (without
    a hint of its own: the row's hint says how to register)."""
    try:
        yield
    except LoaderError as exc:
        raise runtime_error("PROGRAM_INVALID", detail=getattr(exc, "message", str(exc))) from exc


class ProgramRegistry:
    """Programs and the kernel table of one process (``Runtime.instance().programs``)."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._programs: dict[int, Program] = {}
        self._kernels: dict[int, RegisteredKernel] = {}
        self._listeners: list[Callable[[], Callable[[Program], None] | None]] = []
        self._modules: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._collected: list[int] = []  # programs of garbage-collected Modules (finalizers)
        # kernel objects launched directly (not registered): their validated payloads, by id
        self._objects: dict[int, tuple[weakref.ref, dict[str, KernelPayload]]] = {}
        _registries.add(self)

    # ------------------------------------------------------------ registration

    def register(self, blob: bytes, meta: dict | None = None) -> Program:
        """Register a kernel ELF, or a plain ``.text`` payload with its ``meta``; return its
        Program.  Raises ``LoaderError`` (code ``PROGRAM_INVALID``) naming the problem for a
        malformed ELF, a meta that fails the schema or its seal, or a payload that is not the
        one the meta describes."""
        with _program_invalid():
            text, checked, origin = read_program(blob, meta)
        self._reap()
        with self._lock:
            program = self._new_program(origin)
            self._add_payload(program, KernelPayload(checked["variant"], text, checked))
            _log_registered(program, [checked["kernel"]])
            return program

    def _new_program(self, origin: str) -> Program:
        program = Program(_new_handle("program"), origin)
        self._programs[program.handle] = program
        return program

    def _add_payload(self, program: Program, part: KernelPayload) -> None:
        program.payloads.append(part.text)
        if part.meta["core_kind"] != "mix":
            self._add_kernel((program,), {part.variant: part})
            return
        partner = self._partner_of(part)
        if partner is None:
            program.pending[part.meta["kernel"]] = part
            return
        other, half = partner
        del other.pending[half.meta["kernel"]]
        self._add_kernel((other, program), {half.variant: half, part.variant: part})

    def _partner_of(self, part: KernelPayload) -> tuple[Program, KernelPayload] | None:
        """The waiting @mix payload that completes ``part``: the other variant of the same
        kernel (name, arch, source, params and sites), registered first."""
        m = part.meta
        for program in self._programs.values():
            half = program.pending.get(m["kernel"])
            if half is not None and half.variant != part.variant and all(
                    half.meta[k] == m[k] for k in ("arch", "source_hash", "params", "sites")):
                return program, half
        return None

    def _add_kernel(self, programs: tuple[Program, ...],
                    variants: dict[str, KernelPayload]) -> RegisteredKernel:
        kernel = RegisteredKernel(_new_handle("kernel"), programs, variants)
        self._kernels[kernel.handle] = kernel
        for program in programs:
            program.kernels[kernel.name] = kernel
        return kernel

    def _register_module(self, module: Any) -> Program:
        """Register the kernels of a compiled Module as one Program (once per Module); each
        @mix kernel brings both its payloads, so none waits for a partner."""
        kernels: list[dict[str, KernelPayload]] = []
        with _program_invalid():
            for kernel in module:
                if not kernel.variants:
                    continue  # a template (const parameters without a value): no payloads
                variants = {}
                for variant, payload in kernel.variants.items():
                    text = bytes(payload.text)  # links a link=False payload; meta is then final
                    where = f"kernel {kernel.name!r} ({variant} payload): .incore.meta"
                    variants[variant] = KernelPayload(
                        variant, text, checked_meta(payload.meta, text, where))
                kernels.append(variants)
        source = next((next(iter(v.values())).meta["source"] for v in kernels), "<empty>")
        program = self._new_program(f"module {source}")
        for variants in kernels:
            program.payloads.extend(part.text for part in variants.values())
            self._add_kernel((program,), variants)
        self._modules[module] = program
        weakref.finalize(module, self._collected.append, program.handle)
        metas = [next(iter(v.values())).meta for v in kernels]
        _log_registered(program, [m["kernel"] + "".join(
            f" {k}={c!r}" for k, c in (m.get("consts") or {}).items()) for m in metas])
        return program

    def checked_object(self, kernel: Any, name: str,
                       parts: dict[str, tuple[bytes, Any]]) -> dict[str, KernelPayload]:
        """The payloads of a kernel object launched directly (``incore.Kernel``, or any object
        with ``.text``/``.meta`` or ``.variants``), validated as ``register`` validates a
        program: each variant's meta against the schema and its seal, its payload against
        ``text_sha256``.  ``parts`` maps each variant to its ``(text, meta)``.

        Done once per object (the result is kept while the object lives); otherwise
        ``KernelMetaError`` (a ``LoaderError`` and a ``ValueError``, code
        ``KERNEL_META_INVALID``) naming the kernel, the payload and the field.  The object is
        not entered into the kernel table.
        """
        key = id(kernel)
        with self._lock:
            hit = self._objects.get(key)
        if hit is not None and hit[0]() is kernel:
            return hit[1]
        checked: dict[str, KernelPayload] = {}
        for variant, (text, meta) in parts.items():
            try:
                checked_part = checked_meta(meta, text, f"{variant} payload .meta")
            except LoaderError as exc:
                raise runtime_error("KERNEL_META_INVALID", kernel=name,
                                    detail=getattr(exc, "message", str(exc))) from exc
            checked[variant] = KernelPayload(variant, text, checked_part)
        try:
            ref = weakref.ref(kernel, lambda _ref, key=key: self._forget_object(key, _ref))
        except TypeError:
            return checked  # not weak-referenceable: checked again on its next first launch
        with self._lock:
            self._objects[key] = (ref, checked)
        return checked

    def _forget_object(self, key: int, ref: weakref.ref) -> None:
        """Weakref callback: a directly launched kernel object is gone.  Takes no lock (it may
        run from the cycle collector on a thread holding one); dict operations are atomic."""
        hit = self._objects.get(key)
        if hit is not None and hit[0] is ref:
            self._objects.pop(key, None)

    # ------------------------------------------------------------------ lookup

    def kernel(self, key: str | int) -> RegisteredKernel:
        """The kernel named ``key`` or with handle ``key``.

        A name is looked up in the registered programs and in the live Modules of
        ``incore.compile`` (registered on first lookup).  Raises ``KernelNotFound`` (a
        LookupError, code ``KERNEL_NOT_FOUND``) listing the known kernels for an unknown key,
        or the candidates for a name that several programs define.
        """
        if isinstance(key, bool) or not isinstance(key, (str, int)):
            raise runtime_error("PARAMETER_TYPE", param="key", expected="a kernel name (str) "
                                "or handle (int)", given=type(key).__name__)
        self._reap()
        with self._lock:
            if isinstance(key, int):
                kernel = self._kernels.get(key)
                if kernel is None:
                    raise self._not_found("handle", key)
                return kernel
            for module in live_modules.snapshot():
                if key in getattr(module, "kernels", {}) and module not in self._modules:
                    self._register_module(module)
            found = [k for k in self._kernels.values() if k.name == key]
            if len(found) == 1:
                return found[0]
            if not found:
                raise self._not_found("name", key)
            which = ", ".join(f"handle {k.handle} in program {k.program.handle} "
                              f"({k.program.origin}{_consts_text(k.consts)})" for k in found)
            raise restate(
                runtime_error("KERNEL_NOT_FOUND", what="name", key=key),
                f"the kernel name {key!r} is ambiguous: {len(found)} programs define it "
                f"({which})",
                hint=f"look the kernel up by handle, e.g. rt.kernel({found[0].handle}), or "
                f"through its program: program.kernels[{key!r}]",
            )

    def _not_found(self, what: str, key: str | int) -> BaseException:
        if isinstance(key, int) and key.bit_length() > 64:  # repr() refuses 4300+ digits
            key = f"<an integer of {key.bit_length()} bits>"
        exc = runtime_error("KERNEL_NOT_FOUND", what=what, key=key)
        kernels = list(self._kernels.values())
        known = ", ".join(f"{k.name} (handle {k.handle})" for k in kernels[:KNOWN_SHOWN])
        if len(kernels) > KNOWN_SHOWN:
            known += f" and {len(kernels) - KNOWN_SHOWN} more"
        waiting = [f"{name} ({p.pending[name].variant} payload of program {p.handle}; register "
                   "its other payload too)" for p in self._programs.values() for name in p.pending]
        detail = f"; known kernels: {known or 'none'}"
        if waiting:
            detail += f"; @mix kernels waiting for a payload: {', '.join(waiting)}"
        return restate(exc, exc.message + detail)

    def programs(self) -> list[Program]:
        """The registered programs, oldest first."""
        self._reap()
        with self._lock:
            return list(self._programs.values())

    # ----------------------------------------------------------- unregistration

    def unregister(self, program: Program) -> None:
        """Remove ``program`` and its kernels from the table, then call the unregister
        listeners with it.  A @mix kernel completed by another program goes with it (that
        program's payload waits again).  ``ValueError`` if ``program`` is not registered
        here; ``TypeError`` if it is not a Program."""
        if not isinstance(program, Program):
            raise runtime_error("PARAMETER_TYPE", param="program", expected="a Program (what "
                                "register returned)", given=type(program).__name__)
        self._reap()
        with self._lock:
            if self._programs.get(program.handle) is not program:
                raise runtime_error("PROGRAM_NOT_REGISTERED", program=repr(program))
            self._drop(program)
        self._notify(program)

    def _drop(self, program: Program) -> None:
        del self._programs[program.handle]
        program.registered = False
        program.pending.clear()
        for kernel in program.kernels.values():
            self._kernels.pop(kernel.handle, None)
            for other in kernel.programs:
                if other is program:
                    continue
                other.kernels.pop(kernel.name, None)
                if other.registered:  # its payload waits for a partner again
                    part = next(p for p in kernel.variants.values() if p.text in other.payloads)
                    other.pending[kernel.name] = part

    def _reap(self) -> None:
        """Unregister the programs of Modules garbage-collected since the last call.  Their
        finalizers only record the handle: a finalizer may run at any point, even under a
        context's lock, so it never takes locks or calls listeners itself; listeners are
        called here, outside the registry's lock."""
        dropped = []
        with self._lock:
            while self._collected:
                program = self._programs.get(self._collected.pop())
                if program is not None:
                    self._drop(program)
                    dropped.append(program)
        for program in dropped:
            self._notify(program)

    def add_unregister_listener(self, fn: Callable[[Program], None]) -> None:
        """Call ``fn(program)`` after each unregistration.  A bound method is held weakly, so
        a device context that closes leaves the list by itself."""
        ref = weakref.WeakMethod(fn) if inspect.ismethod(fn) else (lambda: fn)
        with self._lock:
            self._listeners.append(ref)

    def remove_unregister_listener(self, fn: Callable[[Program], None]) -> None:
        """Stop calling ``fn`` (no error if it was not added)."""
        with self._lock:
            self._listeners = [r for r in self._listeners if r() not in (None, fn)]

    def _notify(self, program: Program) -> None:
        with self._lock:
            listeners = [r() for r in self._listeners]
            self._listeners = [r for r, fn in zip(self._listeners, listeners, strict=True)
                               if fn is not None]
        for fn in listeners:
            if fn is None:
                continue
            try:
                fn(program)
            except Exception:  # noqa: BLE001 - one context's failure must not stop the others
                logger.exception("unregister listener %r failed for %r", fn, program)


def _reset_locks_in_child() -> None:
    # A parent thread may have held a registry's lock at fork(); it never releases it here.
    # The handle counters carry over: the child's handles stay distinct from the parent's.
    global _handles_lock
    _handles_lock = threading.Lock()
    for registry in list(_registries):
        registry._lock = threading.RLock()


os.register_at_fork(after_in_child=_reset_locks_in_child)
