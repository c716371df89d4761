"""What one dumped launch is: its identity (the pieces of the file name) and the sidecar
fields every scene shares (kernel, program, arch, platform, device, core kind, blocks, scalar
arguments, cache policies, compile options, source hash)."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from incore.runtime.common.control import KIND_NAMES
from incore.runtime.dump import naming
from incore.runtime.dump.config import Resolved
from incore.runtime.dump.writer import FORMAT, VERSION, DumpJob
from incore.runtime.host.collector import CollectorContext


@dataclass
class TensorRef:
    """One tensor argument of a launch and where its data is readable now.

    ``source`` is the staged GM view (numpy arguments, before copy back), the caller's array
    (after copy back) or a DeviceBuffer's view; ``index`` the parameter's position.
    """

    name: str
    index: int
    dtype: str
    written: bool
    source: np.ndarray
    arg: Any = None  # the BoundArg
    staged: np.ndarray | None = None  # the staging buffer's view (numpy arguments), until done
    addr: int = 0  # the GM address the kernel reads and writes it at


@dataclass
class LaunchRecord:
    """A launch being dumped, from before its run to its end (or fault)."""

    resolved: Resolved
    kernel: Any  # the Launchable
    device: int
    common: dict
    stream: int
    task: int
    iteration: int
    tensors: list[TensorRef]
    dump_tensors: bool  # this kernel's tensors are dumped (path, enabled, selected)
    inputs: list[tuple[TensorRef, np.ndarray]] = field(default_factory=list)
    token: Any = None  # holds.Token of the tensor dump's tracked references, until handed on
    dropped: str | None = None  # why its tensor dump is dropped (the held GM budget is full)

    def stem(self, scene: str) -> str:
        """The file-name stem of this launch's dump of ``scene``."""
        c = self.common
        return naming.stem(scene, c["model"], c["kernel"], c["core_kind"], self.iteration,
                           self.stream, self.task)

    def directory(self) -> Path:
        """The directory this launch's dumps go to."""
        return naming.device_dir(self.resolved.root, self.device)

    def job(self, scene: str, extra: dict | None = None, token: Any = None) -> DumpJob:
        """An empty job of ``scene`` for this launch (tensors are added with ``add_tensor``);
        ``token`` tracks the DeviceBuffer references it will hold (``holds.Token``)."""
        stem = self.stem(scene)
        sidecar = {**self.common, "scene": scene, "stem": stem, "iteration": self.iteration,
                   "stream": self.stream, "task": self.task, "tensors": [], **(extra or {})}
        return DumpJob(self.resolved.root, self.directory(), naming.sidecar_file(stem), sidecar,
                       token=token)


EMPTY_SHAPE = "empty shape: the tensor has no elements"


def add_tensor(job: DumpJob, ref: TensorRef, role: str, array: np.ndarray) -> None:
    """Add ``array`` (a reference or copy the launch no longer writes, ``holds``) to ``job``
    as ``role``.

    A tensor with no elements (a 0 in its shape) gets no file: its sidecar entry has
    ``"file": null`` and ``"skipped"`` saying why (docs/runtime.md, "What is written").
    """
    entry = {"name": ref.name, "role": role, "index": ref.index, "file": None,
             "shape": list(array.shape), "dtype": ref.dtype, "numpy_dtype": array.dtype.name,
             "written": ref.written, "address": ref.addr}
    if array.size == 0:
        entry["skipped"] = EMPTY_SHAPE
    else:
        entry["file"] = naming.tensor_file(job.sidecar["stem"], role, ref.index, ref.name)
        job.arrays.append((entry["file"], array))
    job.sidecar["tensors"].append(entry)


def plain(value: Any) -> Any:
    """A scalar argument as a JSON value."""
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    return repr(value)


def common_fields(ctx: CollectorContext, k: Any, bound: list, nblocks: int) -> dict:
    """The sidecar fields every scene of a launch shares."""
    meta = k.meta
    params = meta.get("params", [])
    return {
        "format": FORMAT, "version": VERSION,
        "model": naming.model_name(meta.get("source")),
        "program": meta.get("source"),
        "kernel": k.name,
        "arch": ctx.arch,
        "platform": ctx.platform,
        "device": ctx.device_id,
        "physical_device": ctx.physical_id,
        "core_kind": KIND_NAMES.get(k.kind, str(k.kind)),
        "blocks": nblocks,
        "scalars": {a.name: plain(a.value) for a in bound if a.kind == "scalar"},
        "cache_policies": {p["name"]: p.get("policy") for p in params
                           if p.get("kind") == "tensor"},
        "loads": meta.get("loads", {}),
        "compile_options": meta.get("options", {}),
        "source_hash": meta.get("source_hash"),
        "pid": os.getpid(),
        "time": time.time(),
    }
