"""The exception dump: the state of a failed launch (docs/runtime.md, "What is written").

Read from the control block while it is still mapped (the device process was stopped, not yet
restarted): every core's args words (``.args.npy``, one row of ``abi.ARGS_SLOTS`` int64 per
core), its LocalContext, GlobalContext, current block and thread id, the launch header, the
fault record, the exception (type, message, attributes); plus the tensors as the launch left
them (role ``tensor``) and, when they were dumped, its inputs as staged (role ``input``).
"""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np

from incore import abi
from incore.runtime.common.control import KIND_NAMES
from incore.runtime.dump.record import LaunchRecord, add_tensor, plain
from incore.runtime.dump.writer import DumpJob

FAULT_ATTRS = ("kernel", "core", "block", "signal", "address", "file", "line", "cause",
               "tensor", "index", "shape", "filename", "failures")


def struct_dict(s: ctypes.Structure) -> dict[str, int]:
    """A ctypes structure of integer fields as a dict."""
    out = {}
    for name, *_ in s._fields_:
        value = getattr(s, name)
        out[name] = int(value) if isinstance(value, int) else repr(value)
    return out


def exception_fields(exc: BaseException) -> dict:
    """The exception as JSON: type, code, message and the attributes the error table sets."""
    attrs = {}
    for name in FAULT_ATTRS:
        value = getattr(exc, name, None)
        if value is not None:
            attrs[name] = plain(value) if not isinstance(value, (tuple, list)) else [
                plain(v) for v in value]
    return {"type": type(exc).__name__, "code": getattr(exc, "code", None),
            "message": getattr(exc, "message", None) or str(exc), "attributes": attrs}


def device_state(cb: Any, topology: list) -> tuple[np.ndarray, dict]:
    """``(args words, state)`` of the control block ``cb``: one args row per core, and the
    header, fault record and per-core contexts as JSON."""
    cores = cb.cores
    args = np.array([np.ctypeslib.as_array(core.args) for core in cores], dtype=np.int64)
    per_core = []
    for core_id, core in enumerate(cores):
        kind = topology[core_id][1] if core_id < len(topology) else int(core.kind)
        per_core.append({
            "core": core_id, "kind": KIND_NAMES.get(kind, str(kind)),
            "current_block": int(core.current_block), "tid": int(core.tid),
            "local_context": struct_dict(core.local),
            "global_context": struct_dict(core.global_ctx),
        })
    state: dict = {"cores": per_core}
    for key, name in (("header", "header"), ("fault_record", "fault")):
        part = getattr(cb, name, None)
        if part is not None:
            state[key] = struct_dict(part)
    header = getattr(cb, "header", None)
    if header is not None and header.args_template:  # the failed launch's queue descriptor
        words = (ctypes.c_int64 * abi.SPMD_LOCAL_CONTEXT_INDEX).from_address(
            int(header.args_template))
        state["args_template"] = [int(v) for v in words]
    return args, state


def exception_job(record: LaunchRecord, exc: BaseException, cb: Any, topology: list,
                  args_name: str) -> DumpJob:
    """The exception dump of ``record``'s launch, failed with ``exc``."""
    job = record.job("exception", {"exception": exception_fields(exc)})
    if cb is not None:
        args, state = device_state(cb, topology)
        job.sidecar["device_state"] = state
        job.sidecar["args_file"] = args_name
        job.arrays.append((args_name, args))
    for ref, copy in record.inputs:
        add_tensor(job, ref, "input", copy)
    for ref in record.tensors:
        add_tensor(job, ref, "tensor", ref.source)  # written now
    return job
