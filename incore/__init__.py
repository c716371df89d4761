"""incore: compile DSL kernels with llvmlite, load them as text-only payloads, run them on
simulated Ascend-style AIC/AIV cores that receive the L2 nocache offset through ``args``."""

from incore.errors import (
    CompileError,
    DeviceFault,
    IncoreError,
    KernelAssertionError,
    LoaderError,
)
from incore.frontend.types import CachePolicy

__all__ = [
    "CachePolicy",
    "CompileError",
    "DeviceFault",
    "IncoreError",
    "KernelAssertionError",
    "LoaderError",
]
