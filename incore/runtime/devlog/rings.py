"""Per-core device log rings in GM: allocation, reset before a launch, drain after it.

Each core owns one ``abi.LogRingHeader`` + ``capacity`` ``abi.LogRecord``s; GlobalContext.log_ring
points at it (cold start sets ``ring_base + core_id * stride``).  Kernels append records; the host
formats them with the site table of ``.incore.meta`` as ``[LEVEL] <kernel>/<core>: [file:line]
message``, reports dropped records, and turns a failed device assertion into
``KernelAssertionError`` and a failed bounds check (a ``"bounds"`` site) into
``KernelIndexError``; the lowest failing block of the launch decides which.
"""

from __future__ import annotations

import ctypes
import logging
import re
import struct
from collections.abc import Callable

import numpy as np

from incore import abi
from incore.errors import KernelIndexError, runtime_error
from incore.log import DEVICE_LEVELS, LOGGER_NAME, WARN, emit_device_record
from incore.runtime.common import native
from incore.runtime.devlog.prints import print_line
from incore.runtime.host.memory.buffers import DeviceBuffer
from incore.runtime.host.memory.gm import GlobalMemory

DEFAULT_CAPACITY = 1024
_HEADER = ctypes.sizeof(abi.LogRingHeader)
_RECORD = ctypes.sizeof(abi.LogRecord)
logger = logging.getLogger(LOGGER_NAME)


def decode_word(word: int, type_name: str) -> int | float | bool:
    """A record word back to the value of DSL type ``type_name``."""
    word &= (1 << 64) - 1
    if type_name in ("f32", "f64", "f16", "bf16"):  # every float is widened to f64 bits
        return struct.unpack("<d", struct.pack("<Q", word))[0]
    if type_name == "bool":
        return bool(word)
    if type_name.startswith("i"):
        return word - (1 << 64) if word >> 63 else word
    return word


def format_site(site: dict, words) -> str:
    """``[file:line] message`` of a log/assert site with its argument words.  Never raises: a
    message that cannot be formatted is shown raw with its values, so that an assertion
    failure is still reported."""
    values: list = list(words)
    try:
        values = [decode_word(int(w), t) for w, t in zip(words, site["arg_types"], strict=False)]
        message = site["fmt"].format(*values)
    except Exception as exc:  # the checker validates formats; be safe (e.g. ':c' overflow)
        message = f"{site.get('fmt')} {values} (unformattable: {exc})"
    return f"[{site.get('file')}:{site.get('line')}] {message}"


def index_error(
    kernel: str, block: int, core: int, label: str, site: dict, words, failures: int
) -> KernelIndexError:
    """The KernelIndexError of a failed bounds check: ``site`` is its ``"bounds"`` meta entry
    and ``words`` the abort record (the index values, then the recorded symbolic dims)."""
    rank = int(site.get("rank", 0))
    types = site.get("arg_types", [])
    values = [decode_word(int(w), t) for w, t in zip(words, types, strict=False)]
    index = tuple(values[:rank])
    recorded = iter(values[rank:])
    shape = tuple(d if isinstance(d, int) else next(recorded, d) for d in site.get("dims", []))
    try:
        access = site["fmt"].format(*values)
    except Exception:  # noqa: BLE001 - a hand-edited meta must still give the error
        access = f"{site.get('tensor')}{list(index)} out of range for shape {shape}"
    where = re.sub(r" \((\w+)\)$", r" \1", label)  # "core 3 (aiv)" -> "core 3 aiv"
    more = f"; {failures - 1} more failed check(s) in this launch" if failures > 1 else ""
    file, line = site.get("file"), site.get("line")
    return runtime_error(
        "KERNEL_INDEX",
        detail=f"kernel {kernel!r} indexed {access} at {file}:{line} ({where}, block {block})"
        f"{more}",
        kernel=kernel, core=core, block=block, tensor=site.get("tensor"), index=index,
        shape=shape, file=file, line=line,
    )


class LogRings:
    """The rings of all cores of one device, in one GM allocation."""

    def __init__(self, gm: GlobalMemory, ncores: int, capacity: int = DEFAULT_CAPACITY) -> None:
        self.ncores = ncores
        self.capacity = capacity
        self.stride = native.round_up(_HEADER + capacity * _RECORD, 64)
        self._buffer = DeviceBuffer(gm, (ncores * self.stride,), np.dtype(np.uint8), internal=True)
        self.base = self._buffer.addr
        for core in range(ncores):
            ctypes.memset(self.base + core * self.stride, 0, _HEADER)
            self.header(core).capacity = capacity

    def free(self) -> None:
        """Return the rings' GM to the allocator."""
        self._buffer.free()

    def header(self, core: int) -> abi.LogRingHeader:
        """The ring header of core ``core`` (a ctypes view into GM: count, dropped, abort)."""
        return abi.LogRingHeader.from_address(self.base + core * self.stride)

    def reset(self, meta: dict) -> None:
        """Empty every ring and clear assertion records before a launch of ``meta``'s kernel.

        A kernel without log or assert sites writes no record, so its launches skip the rings
        here and in :meth:`collect` (what the rings hold then is never read).
        """
        if not meta.get("sites"):
            return
        for core in range(self.ncores):
            h = self.header(core)
            h.count = h.dropped = h.abort_site = h.abort_block = h.abort_count = 0

    def collect(
        self, kernel: str, meta: dict, core_label: Callable[[int], str], assertions: bool = True
    ) -> None:
        """Emit the launch's device records and raise KernelAssertionError for a failed assert
        (KernelIndexError for a failed bounds check).

        ``core_label(core_id)`` names a core in messages (e.g. ``core 3 (aiv)``).  With
        ``assertions=False`` only the log records and drop counts are emitted (the logs of a
        launch that faulted or timed out, whose assertion state means nothing).
        """
        sites = {s["id"]: s for s in meta.get("sites", [])}
        if not sites:  # see reset()
            return
        failures = []  # (block, core, site, words) of each core's first failed assertion
        total = 0
        for core in range(self.ncores):
            h = self.header(core)
            where = f"{kernel}/{core_label(core)}"
            count, i = min(int(h.count), self.capacity), 0
            while i < count:
                addr = self.base + core * self.stride + _HEADER + i * _RECORD
                rec = abi.LogRecord.from_address(addr)
                site = sites.get(int(rec.site))
                i += 1
                if site is None:
                    continue
                level = DEVICE_LEVELS.get(site["level"], WARN)
                if site["kind"] == abi.PRINT_SITE_KIND:  # one record over several slots
                    i += int(site["slots"]) - 1
                    if i > count:  # the kernel writes a record only where it fits
                        break
                    line = print_line(kernel, int(rec.block), core, core_label(core), site, addr)
                    emit_device_record(level, where, line, printed=True)
                    continue
                emit_device_record(level, where, format_site(site, rec.args))
            if h.dropped:
                logger.warning(
                    "device log of %s dropped %d record(s): the ring holds %d slots per launch "
                    "(a print of a tile takes several)",
                    where, int(h.dropped), self.capacity,
                )
            site = sites.get(int(h.abort_site) - 1) if h.abort_site else None
            if site is not None:
                failures.append((int(h.abort_block), core, site, list(h.abort_args)))
                total += int(h.abort_count)
        if failures and assertions:
            block, core, site, words = min(failures, key=lambda f: f[0])
            if site.get("kind") == abi.BOUNDS_SITE_KIND:
                raise index_error(kernel, block, core, core_label(core), site, words, total)
            detail = format_site(site, words)
            more = f" ({total - 1} more failed assertion(s) in this launch)" if total > 1 else ""
            raise runtime_error(
                "KERNEL_ASSERTION",
                where=core_label(core), more=more,
                kernel=kernel, block=block, core=core, filename=site.get("file"),
                line=site.get("line"), detail=detail, failures=total,
            )
