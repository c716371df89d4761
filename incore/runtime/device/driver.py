"""The simulated driver: owner of each device's virtual-address layout and its L2 cache offset.

``rtGetL2CacheOffset(device_id)`` mirrors the CANN runtime query: it is keyed by physical
device id and reports the distance from a GM address to its nocache alias.  Platform
``a2a3sim`` reports 0 unless an offset is configured for that device (exactly like simpler's
sim).  The value is never derived from an arch name: it is whatever this driver's layout says.
"""

from __future__ import annotations

import os
import threading

from incore.errors import runtime_error
from incore.runtime.common.layout import DEFAULT_GM_SIZE, VA_LIMIT, DeviceLayout
from incore.runtime.common.native import PAGE_SIZE

RT_ERROR_NONE = 0


def check_l2_cache_offset(layout: DeviceLayout, offset: int) -> None:
    """Raise ValueError (L2_OFFSET_INVALID) unless ``offset`` can place a nocache alias of
    ``layout``'s GM; TypeError (PARAMETER_TYPE) unless it is an int.

    The alias window ``[gm_base + offset, + gm_size)`` must be page-aligned, lie above GM, stay
    below the 2**47 user address limit and stay clear of everything else the device maps in
    its region: code memory and the control block (``layout.reserved_ranges()``).
    """
    if not isinstance(offset, int) or isinstance(offset, bool):
        raise runtime_error(
            "PARAMETER_TYPE", param="l2_cache_offset", expected="an int",
            given=f"{type(offset).__name__} {offset!r}",
        )
    if offset == 0:
        return
    if offset < 0:
        raise _invalid(f"l2_cache_offset must be non-negative, got {offset:#x}")
    if offset % PAGE_SIZE:
        raise _invalid(
            f"l2_cache_offset {offset:#x} is not page-aligned (page size {PAGE_SIZE:#x})"
        )
    if offset < layout.gm_size:
        raise _invalid(
            f"l2_cache_offset {offset:#x} makes the nocache window overlap GM "
            f"(gm_size {layout.gm_size:#x}); it must be at least gm_size"
        )
    lo = layout.alias_base(offset)
    hi = lo + layout.gm_size
    if hi > VA_LIMIT:
        raise _invalid(
            f"l2_cache_offset {offset:#x} puts the nocache window of device {layout.device_id} "
            f"at [{lo:#x}, {hi:#x}), beyond the 2**47 user address limit"
        )
    clashes = [
        f"{what} [{start:#x}, {end:#x})"
        for what, start, end in layout.reserved_ranges()
        if lo < end and start < hi
    ]
    if clashes:
        raise _invalid(
            f"l2_cache_offset {offset:#x} puts the nocache window of device {layout.device_id} "
            f"at [{lo:#x}, {hi:#x}), which overlaps its {' and '.join(clashes)}; choose an "
            f"offset whose window ends by {layout.code_base:#x} or starts at or above "
            f"{layout.region_end:#x}"
        )


def _invalid(detail: str) -> BaseException:
    return runtime_error("L2_OFFSET_INVALID", detail=detail)


class SimDriver:
    """Process-wide simulated driver state, keyed by physical device id.

    All methods are class methods: there is one driver per process, as with a real one.
    """

    _lock = threading.Lock()
    _offsets: dict[int, int] = {}
    _errors: dict[int, int] = {}
    _queries: dict[int, int] = {}

    @classmethod
    def rtGetL2CacheOffset(cls, device_id: int) -> tuple[int, int]:  # noqa: N802 (CANN name)
        """Query the nocache-alias offset of ``device_id``: ``(rc, offset)``, rc 0 on success."""
        with cls._lock:
            cls._queries[device_id] = cls._queries.get(device_id, 0) + 1
            rc = cls._errors.get(device_id, RT_ERROR_NONE)
            if rc != RT_ERROR_NONE:
                return rc, 0
            return RT_ERROR_NONE, cls._offsets.get(device_id, 0)

    @classmethod
    def set_l2_cache_offset(
        cls, device_id: int, offset: int, gm_size: int = DEFAULT_GM_SIZE
    ) -> None:
        """Configure the VA layout of ``device_id`` so its nocache window sits at ``+offset``.

        Raises ValueError if the window would be unaligned, overlap GM or leave the address space.
        """
        check_l2_cache_offset(DeviceLayout(device_id, gm_size), offset)
        with cls._lock:
            cls._offsets[device_id] = offset

    @classmethod
    def clear_l2_cache_offset(cls, device_id: int) -> None:
        """Return ``device_id`` to the platform default layout (offset 0)."""
        with cls._lock:
            cls._offsets.pop(device_id, None)

    @classmethod
    def configured_l2_cache_offset(cls, device_id: int) -> int | None:
        """The configured offset of ``device_id``, or None for the platform default."""
        with cls._lock:
            return cls._offsets.get(device_id)

    @classmethod
    def inject_error(cls, device_id: int, rc: int) -> None:
        """Make every later query of ``device_id`` fail with runtime error code ``rc``."""
        if rc == RT_ERROR_NONE:
            raise runtime_error(
                "PARAMETER_VALUE", param="rc", given=rc,
                expected="a non-zero error code (clear_error() stops failing)",
            )
        with cls._lock:
            cls._errors[device_id] = rc

    @classmethod
    def clear_error(cls, device_id: int) -> None:
        """Stop failing queries of ``device_id``."""
        with cls._lock:
            cls._errors.pop(device_id, None)

    @classmethod
    def query_count(cls, device_id: int) -> int:
        """How many times ``rtGetL2CacheOffset`` was called for ``device_id`` (diagnostics)."""
        with cls._lock:
            return cls._queries.get(device_id, 0)

    @classmethod
    def reset(cls) -> None:
        """Forget every configured offset, injected error and query count."""
        with cls._lock:
            cls._offsets.clear()
            cls._errors.clear()
            cls._queries.clear()


def _reset_lock_in_child() -> None:
    # A parent thread may have held the driver lock at fork(); it never releases it here.
    SimDriver._lock = threading.Lock()


os.register_at_fork(after_in_child=_reset_lock_in_child)
