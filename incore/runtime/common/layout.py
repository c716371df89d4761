"""The fixed virtual-address plan of a simulated device.

Every device owns one region of the address space, the same in the host process and in the
device process, so a device address is a valid pointer on both sides:

    region base  = 0x100000000000 + device_id * 0x1000000000   (64 GiB per device)
    GM           = [region base, + gm_size)        low 64 KiB: launch descriptors (TensorDescs)
    code memory  = region base + 48 GiB            payload .text and the fault handler
    control      = region base + 56 GiB            the shared control block

The nocache alias window of GM (a2a3 with a non-zero L2 cache offset) lives at
``gm_base + offset`` in the device process only; it must not overlap code memory or the
control block (``driver.check_l2_cache_offset``).
"""

from __future__ import annotations

from incore.errors import runtime_error

REGION_BASE = 0x1000_0000_0000
REGION_STRIDE = 0x10_0000_0000
MAX_DEVICES = 64
VA_LIMIT = 1 << 47

DESC_RESERVED = 64 * 1024
MAX_GM_SIZE = 48 << 30
CODE_OFFSET = 48 << 30
CONTROL_OFFSET = 56 << 30
DEFAULT_GM_SIZE = 1 << 30
DEFAULT_CODE_SIZE = 16 << 20
GM_ALIGN = 64 * 1024


class DeviceLayout:
    """Addresses of one device's GM, descriptor area, code memory and control block.

    An immutable value (compared and hashed by its three fields).  A plain class rather than
    a dataclass: the device process imports this module, and ``dataclasses`` (with the
    ``inspect`` it imports) would be a tenth of its start.
    """

    __slots__ = ("device_id", "gm_size", "code_size")
    device_id: int
    gm_size: int
    code_size: int

    def __init__(self, device_id: int, gm_size: int = DEFAULT_GM_SIZE,
                 code_size: int = DEFAULT_CODE_SIZE) -> None:
        object.__setattr__(self, "device_id", device_id)
        object.__setattr__(self, "gm_size", gm_size)
        object.__setattr__(self, "code_size", code_size)
        self._check()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a DeviceLayout")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a DeviceLayout")

    def _fields(self) -> tuple[int, int, int]:
        return (self.device_id, self.gm_size, self.code_size)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"DeviceLayout(device_id={self.device_id!r}, gm_size={self.gm_size!r}, "
                f"code_size={self.code_size!r})")

    def __reduce__(self) -> tuple:
        return (DeviceLayout, self._fields())

    def _check(self) -> None:
        if not isinstance(self.device_id, int) or not 0 <= self.device_id < MAX_DEVICES:
            code = "PARAMETER_VALUE" if isinstance(self.device_id, int) else "PARAMETER_TYPE"
            raise runtime_error(
                code, param="device_id", expected=f"an int in [0, {MAX_DEVICES})",
                given=repr(self.device_id),
            )
        if self.gm_size % GM_ALIGN or not DESC_RESERVED < self.gm_size <= MAX_GM_SIZE:
            raise runtime_error(
                "PARAMETER_VALUE", param="gm_size", given=f"{self.gm_size:#x}",
                expected=f"a multiple of {GM_ALIGN:#x} in ({DESC_RESERVED:#x}, {MAX_GM_SIZE:#x}]",
            )

    @property
    def region_base(self) -> int:
        """First address of this device's region."""
        return REGION_BASE + self.device_id * REGION_STRIDE

    @property
    def gm_base(self) -> int:
        """GM base address (the ordinary, cached window)."""
        return self.region_base

    @property
    def desc_base(self) -> int:
        """Start of the launch-descriptor area (the reserved low part of GM)."""
        return self.gm_base

    @property
    def heap_base(self) -> int:
        """First GM address the buffer allocator hands out."""
        return self.gm_base + DESC_RESERVED

    @property
    def heap_size(self) -> int:
        """Bytes of GM the buffer allocator manages."""
        return self.gm_size - DESC_RESERVED

    @property
    def code_base(self) -> int:
        """Code memory base address."""
        return self.region_base + CODE_OFFSET

    @property
    def control_base(self) -> int:
        """Control block base address."""
        return self.region_base + CONTROL_OFFSET

    @property
    def region_end(self) -> int:
        """First address after this device's region."""
        return self.region_base + REGION_STRIDE

    def reserved_ranges(self) -> list[tuple[str, int, int]]:
        """``(name, start, end)`` of what the device maps in its region besides GM.

        Code memory is reserved up to the control block and the control block up to the end
        of the region, whatever sizes a context actually maps there.
        """
        return [("code memory", self.code_base, self.control_base),
                ("control block", self.control_base, self.region_end)]

    def alias_base(self, l2_cache_offset: int) -> int:
        """Base of the nocache alias window of GM for ``l2_cache_offset``."""
        return self.gm_base + l2_cache_offset
