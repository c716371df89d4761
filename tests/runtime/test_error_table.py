"""The error table (docs/runtime.md, "Errors"): every runtime failure has a code, raised errors
carry ``.code`` and ``.hint``, validation messages name the parameter, and docs/runtime.md lists
exactly the table."""

from __future__ import annotations

import ast
import importlib.util
import math
import shutil
import time
from pathlib import Path

import numpy as np
import pytest

import incore
from incore.errors import (
    ERROR_TABLE,
    ContextClosedError,
    DeviceFault,
    DeviceMemoryError,
    DeviceStartError,
    DriverError,
    IncoreError,
    KernelNotFound,
    LaunchTimeout,
    restate,
    runtime_error,
    template_fields,
)
from incore.runtime import SimDriver, Worker
from incore.runtime.common.layout import DeviceLayout
from incore.runtime.host import process
from incore.runtime.host.launch.staging import MAX_BLOCKS, MAX_MIX_BLOCKS, block_count
from incore.runtime.host.memory.gm import GlobalMemory
from incore.runtime.host.validate import WorkerOptions, check_worker_options
from tests.support import payloads as P

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "incore"

# Device ids of this module's Workers (other modules' fixtures use 0..9 and 49).
DEV = 41
DEV_SMALL = 42
DEV_TIMEOUT = 43
DEV_GM = 44
DEV_START = 45

SMALL_GM = 1 << 20  # 1 MiB: 960 KiB heap after the descriptor area


def sample_fields(code: str) -> dict:
    """A value for every field the row's templates use (numbers where a format spec needs
    one)."""
    spec = ERROR_TABLE[code]
    fields = {}
    for name in template_fields(spec.message) | template_fields(spec.hint):
        fields[name] = 4096 if name in ("gm_size", "offset", "timeout") else f"<{name}>"
    return fields


# ------------------------------------------------------------------ the table itself


@pytest.mark.parametrize("code", sorted(ERROR_TABLE))
def test_every_row_builds_its_exception_with_code_and_hint(code):
    spec = ERROR_TABLE[code]
    exc = runtime_error(code, **sample_fields(code))
    assert type(exc) is spec.type
    assert isinstance(exc, (IncoreError, TypeError, ValueError)), code
    assert exc.code == code
    assert exc.hint and exc.message
    assert "{" not in exc.message and "{" not in exc.hint  # every field was filled
    assert str(exc) == f"{exc.message}\nhint: {exc.hint}"
    assert code.isupper() and " " not in code
    assert spec.when and "**" not in spec.when  # the doc's "when" column is Markdown text


def test_errors_outside_the_table_have_no_code_or_hint():
    assert (incore.LoaderError("x").code, incore.LoaderError("x").hint) == (None, None)
    assert incore.DeviceFault("x").code is None and str(incore.DeviceFault("x")) == "x"
    err = incore.CompileError("bad", "k.ik", 1, 1, hint="do this")
    assert (err.code, err.hint) == (None, "do this") and str(err).endswith("\nhint: do this")


def test_a_missing_field_names_the_code_and_the_field():
    with pytest.raises(KeyError, match="GM_EXHAUSTED.*'free'"):
        runtime_error("GM_EXHAUSTED", device=0, nbytes=1, in_use=0, gm_size=4096)


def test_fault_attributes_pass_through_and_restate_keeps_type_code_and_hint():
    exc = runtime_error(
        "LAUNCH_TIMEOUT", kernel="spin", timeout=1.5, running="core 2 (aiv) block 0",
        core=2, block=0,
    )
    assert isinstance(exc, LaunchTimeout) and isinstance(exc, DeviceFault)
    assert (exc.kernel, exc.core, exc.block) == ("spin", 2, 0)
    again = restate(exc, exc.message + "; the device was restarted")
    assert type(again) is LaunchTimeout and (again.code, again.hint) == (exc.code, exc.hint)
    assert (again.kernel, again.core, again.block) == ("spin", 2, 0)
    assert str(again) == (
        "kernel 'spin' timed out after 1.5 s (still running: core 2 (aiv) block 0); the device "
        f"was restarted\nhint: {exc.hint}"
    )


def test_gm_exhausted_is_a_memory_error_with_the_suggestion():
    exc = runtime_error(
        "GM_EXHAUSTED", device=3, nbytes=5000, in_use=900, free=100, gm_size=1 << 20
    )
    assert isinstance(exc, MemoryError) and isinstance(exc, IncoreError)
    assert isinstance(exc, DeviceMemoryError)
    assert exc.message == (
        "device 3: GM exhausted allocating 5000 bytes (900 bytes in use, 100 bytes free of "
        "gm_size 0x100000)"
    )
    assert exc.hint == "free buffers or start the Worker with a larger gm_size"


def test_kernel_not_found_is_a_key_error_whose_str_is_the_message():
    exc = runtime_error("KERNEL_NOT_FOUND", what="name", key="saxpy")
    assert isinstance(exc, KeyError) and isinstance(exc, KernelNotFound)
    assert str(exc).startswith("no registered kernel has the name 'saxpy'\nhint: ")


def test_new_exception_types_are_exported():
    for name in ("LaunchTimeout", "DeviceMemoryError", "DeviceStartError", "DriverError",
                 "ContextClosedError", "KernelNotFound", "InternalError", "RuntimeStateError"):
        assert issubclass(getattr(incore, name), IncoreError), name


# ------------------------------------------------------------------ raise sites


def _raise_site_codes() -> tuple[set[str], list[str]]:
    """The codes incore's source raises (string constants naming a table code outside
    errors.py) and the first arguments of runtime_error calls that name no code."""
    found: set[str] = set()
    unknown: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "errors.py" and path.parent == PACKAGE:
            continue
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in ERROR_TABLE:
                found.add(node.value)
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "runtime_error"
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value not in ERROR_TABLE):
                unknown.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.args[0].value!r}")
    return found, unknown


def test_every_code_is_raised_somewhere_and_every_raise_names_a_code():
    found, unknown = _raise_site_codes()
    assert not unknown, f"runtime_error() calls with codes missing from ERROR_TABLE: {unknown}"
    assert set(ERROR_TABLE) - found == set(), "codes nothing raises"


def test_no_bare_builtin_raise_is_left_in_the_runtime():
    """Every raise in incore/runtime/ goes through the table (or re-raises an exception),
    except system-call failures (OSError), a module's ``__getattr__`` (AttributeError), the
    device process's usage exit, a missing optional dependency (ImportError: matplotlib for
    ``incore l2 --plot``), the sanitizer's report (SanitizerError carries the launch's findings,
    its message is their summary) and assertions of the unreachable."""
    bare = []
    for path in sorted((PACKAGE / "runtime").rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Raise) or node.exc is None:
                continue
            exc = node.exc
            if isinstance(exc, ast.Call) and isinstance(exc.func, ast.Name) and (
                exc.func.id.endswith(("Error", "Exit")) or exc.func.id == "DeviceFault"
            ):
                bare.append(f"{path.name}:{node.lineno} {exc.func.id}")
    allowed = {"AttributeError", "AssertionError", "ImportError", "OSError", "SanitizerError",
               "SystemExit"}
    assert [b for b in bare if b.split()[-1] not in allowed] == []


# ------------------------------------------------------------------ validation names the option


@pytest.mark.parametrize("options, exc, pattern", [
    ({"timeout": "5"}, TypeError, r"^timeout must be a positive number of seconds, got str '5'"),
    ({"timeout": 0}, ValueError, r"^timeout must be a positive number of seconds, got 0"),
    ({"timeout": math.nan}, ValueError, r"^timeout must be .*, got nan"),
    ({"timeout": True}, TypeError, r"^timeout must be .*, got bool True"),
    ({"timeout": 10**400}, ValueError, r"^timeout must be .*, got an integer of 1329 bits"),
    ({"device_id": "0"}, TypeError, r"^device_id must be an int in \[0, 64\), got str '0'"),
    ({"device_id": 64}, ValueError, r"^device_id must be an int in \[0, 64\), got 64"),
    ({"device_id": 1.0}, TypeError, r"^device_id .*got float 1.0"),
    ({"platform": "a9sim"}, ValueError, r"^platform must be one of 'a2a3sim', 'a5sim', got"),
    ({"platform": 3}, TypeError, r"^platform must be one of .*, got int 3"),
    ({"l2_cache_offset": "0x1000"}, TypeError,
     r"^l2_cache_offset must be None or an int, got str '0x1000'"),
    ({"l2_cache_offset": 1 << 40, "platform": "a5sim"}, ValueError,
     r"^l2_cache_offset is not supported on a5sim"),
    ({"clusters": 2.0}, TypeError, r"^clusters must be an int in \[1, 64\], got float 2.0"),
    ({"clusters": 0}, ValueError, r"^clusters must be an int in \[1, 64\], got 0"),
    ({"gm_size": "1G"}, TypeError, r"^gm_size must be a multiple of 0x10000 .*, got str '1G'"),
    ({"gm_size": (1 << 20) + 1}, ValueError, r"^gm_size must be a multiple of 0x10000 .*0x100001"),
    ({"gm_size": 49 << 30}, ValueError, r"^gm_size must be .*0xc00000000\], got 52613349376"),
])
def test_worker_options_name_the_parameter_and_the_value(options, exc, pattern):
    args = {"device_id": DEV, "platform": "a2a3sim", "l2_cache_offset": None, "clusters": 2,
            "gm_size": 1 << 30, "timeout": 60.0, **options}
    with pytest.raises(exc, match=pattern) as info:
        check_worker_options(**args)
    assert info.value.code in ("PARAMETER_TYPE", "PARAMETER_VALUE", "L2_OFFSET_UNSUPPORTED")
    assert info.value.hint
    with pytest.raises(exc, match=pattern) as info:
        Worker(**{"device_id": DEV, **options})
    assert info.value.code and info.value.hint


def test_worker_timeout_string_is_a_type_error_naming_timeout():
    with pytest.raises(TypeError) as info:
        Worker(timeout="5")
    assert info.value.code == "PARAMETER_TYPE"
    assert info.value.message == "timeout must be a positive number of seconds, got str '5'"
    assert str(info.value) == (
        "timeout must be a positive number of seconds, got str '5'\n"
        "hint: pass timeout as a positive number of seconds"
    )


def test_valid_worker_options_pass():
    opts = check_worker_options(DEV, "a2a3sim", None, 1, 1 << 20, 1)
    assert opts == WorkerOptions(DEV, "a2a3sim", None, 1, 1 << 20, 1.0)
    opts = check_worker_options(DEV, "a2a3sim", 1 << 43, 64, 48 << 30, math.inf)
    assert (opts.l2_cache_offset, opts.timeout) == (1 << 43, math.inf)
    opts = check_worker_options(np.int64(DEV), "a5sim", None, np.int32(2), 1 << 30, np.float32(1))
    assert opts == WorkerOptions(DEV, "a5sim", None, 2, 1 << 30, 1.0)
    assert type(opts.device_id) is int and type(opts.clusters) is int


def test_blocks_above_the_maximum_is_a_value_error():
    assert block_count(MAX_BLOCKS, 1) == MAX_BLOCKS == 2**31 - 1
    for blocks, mix in ((MAX_BLOCKS + 1, False), (MAX_MIX_BLOCKS + 1, True), (0, False)):
        with pytest.raises(ValueError, match=r"^blocks must be in \[1, ") as info:
            block_count(blocks, 1, mix=mix)
        assert info.value.code == "BLOCKS_OUT_OF_RANGE" and str(blocks) in info.value.message
    with pytest.raises(TypeError, match=r"^blocks must be an int, a tuple of 1 to 3 ints or "
                       r"None, got float 2.0") as info:
        block_count(2.0, 1)
    assert info.value.code == "PARAMETER_TYPE"


# ------------------------------------------------------------------ behaviour on a device


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=DEV, timeout=20.0)


def test_launch_validation_errors_carry_code_and_hint(worker):
    k = P.signature([P.tensor("x", 0, "f32", ["N"]), P.tensor("y", 1, "f32", ["N"])])
    cases = [
        ((np.zeros(4, np.float32),), TypeError, "LAUNCH_ARGUMENT_COUNT"),
        ((np.zeros(4, np.float64), np.zeros(4, np.float32)), TypeError, "LAUNCH_ARGUMENT_TYPE"),
        ((np.zeros((2, 2), np.float32), np.zeros(4, np.float32)), ValueError,
         "LAUNCH_ARGUMENT_VALUE"),
        ((np.zeros(8, np.float32), np.zeros(4, np.float32)), ValueError, "SHAPE_MISMATCH"),
    ]
    for args, exc, code in cases:
        with pytest.raises(exc) as info:
            worker.launch(k, *args)
        assert info.value.code == code and info.value.hint, code
        assert str(info.value).endswith(f"\nhint: {info.value.hint}")
    with pytest.raises(ValueError) as info:
        worker.launch(k, np.zeros(4, np.float32), np.zeros(4, np.float32), blocks=MAX_BLOCKS + 1)
    assert info.value.code == "BLOCKS_OUT_OF_RANGE"
    with pytest.raises(ValueError, match="arch 'a5'") as info:
        worker.launch(P.empty(arch="a5"))
    assert info.value.code == "ARCH_MISMATCH" and "arch='a2a3'" in info.value.hint
    with pytest.raises(TypeError, match="got a Module") as info:
        worker.launch(type("Module", (), {"kernels": {}})())
    assert info.value.code == "KERNEL_OBJECT_INVALID"


TRAP = """
kernel divide(out: Tensor[[2], i64], n: i64, d: i64):
    out[0] = n // d
"""


def test_device_faults_carry_code_and_hint(worker):
    k = incore.compile(TRAP, filename="trap.ik")["divide"]
    with pytest.raises(DeviceFault) as info:
        worker.launch(k, np.zeros(2, np.int64), 5, 0, blocks=1)
    err = info.value
    assert (err.code, err.cause, err.file) == ("KERNEL_TRAP", "division by zero", "trap.ik")
    assert err.hint.startswith("guard the operation")
    assert err.message.endswith("; the device was restarted")
    assert str(err) == f"{err.message}\nhint: {err.hint}"  # the hint once, at the end
    with pytest.raises(DeviceFault) as info:
        worker.launch(P.divide(), np.zeros(4, np.int64), 0, blocks=4)  # a hardware #DE
    assert (info.value.code, info.value.signal) == ("DEVICE_FAULT", "SIGFPE")
    with pytest.raises(DeviceFault) as info:
        worker.launch(P.segfault(fault_block=1), blocks=2)
    assert info.value.code == "DEVICE_FAULT" and info.value.signal == "SIGSEGV"
    assert str(info.value).count("hint:") == 1


@pytest.mark.device
def test_launch_timeout_is_a_device_fault_subclass_with_code():
    with Worker(device_id=DEV_TIMEOUT, timeout=0.5) as w:
        t0 = time.monotonic()
        with pytest.raises(LaunchTimeout, match="timed out after 0.5 s") as info:
            w.launch(P.spin(), blocks=1)
        assert time.monotonic() - t0 < 10
    err = info.value
    assert isinstance(err, DeviceFault) and err.code == "LAUNCH_TIMEOUT"
    assert err.kernel == "spin" and err.block == 0
    assert "larger timeout" in err.hint and str(err).count("hint:") == 1


def test_closed_worker_raises_context_closed():
    w = Worker(device_id=DEV_SMALL)
    w.close()
    with pytest.raises(RuntimeError, match="closed") as info:
        w.empty(4, np.float32)
    assert isinstance(info.value, ContextClosedError) and info.value.code == "CONTEXT_CLOSED"


def test_gm_exhaustion_names_bytes_asked_in_use_and_free():
    gm = GlobalMemory(DeviceLayout(DEV_GM, gm_size=SMALL_GM))
    heap = gm.layout.heap_size
    first = gm.alloc(heap - 4096)
    try:
        gm.alloc(8192)
    except MemoryError as exc:
        err = exc
    else:
        raise AssertionError("GM did not run out")
    assert isinstance(err, DeviceMemoryError) and err.code == "GM_EXHAUSTED"
    assert err.message == (
        f"device {DEV_GM}: GM exhausted allocating 8192 bytes ({heap - 4096} bytes in use, "
        f"4096 bytes free of gm_size {SMALL_GM:#x})"
    )
    assert err.hint == "free buffers or start the Worker with a larger gm_size"
    gm.free(first)


@pytest.mark.device
def test_staging_exhaustion_names_the_parameter_and_its_size():
    k = P.signature([P.tensor("x", 0, "f32", ["N"]), P.tensor("big", 1, "f32", ["M"])])
    chunk = 16 << 10  # f32 elements: 64 KiB
    with Worker(device_id=DEV_SMALL, gm_size=SMALL_GM) as w:
        hogs = []
        with pytest.raises(MemoryError):  # fill the heap, 64 KiB at a time
            while True:
                hogs.append(w.empty(chunk, np.float32))
        hogs.pop()  # 64 KiB free again (at least)
        small = np.zeros(16, np.float32)
        big = np.zeros(4 * chunk, np.float32)  # 256 KiB: fits the heap, not what is left
        with pytest.raises(MemoryError) as info:
            w.launch(k, small, big)
        err = info.value
        assert isinstance(err, DeviceMemoryError) and err.code == "STAGING_GM_EXHAUSTED"
        assert err.message.startswith(
            f"kernel 'sig', parameter 'big': staging its {big.nbytes}-byte array into GM failed: "
            f"device {DEV_SMALL}: GM exhausted allocating {big.nbytes} bytes"
        )
        assert "DeviceBuffer" in err.hint
        with pytest.raises(MemoryError, match=r"parameter 'big'.*more than device"):
            w.launch(k, small, np.zeros(SMALL_GM // 4, np.float32))  # more than the heap
        hogs.clear()
        w.launch(k, small, big)  # the failed launches freed their staging copies


# ------------------------------------------------------------------ the document


def _script():
    path = ROOT / "scripts" / "update_error_table.py"
    spec = importlib.util.spec_from_file_location("update_error_table", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_docs_list_exactly_the_error_table():
    script = _script()
    text = (ROOT / "docs" / "runtime.md").read_text()
    assert script.with_table(text) == text, "run python scripts/update_error_table.py"
    for code, spec in ERROR_TABLE.items():
        assert f"| `{code}` | " in text and spec.hint.split()[0] in text, code


def test_core_id_and_dtype_name_the_parameter(worker):
    with pytest.raises(ValueError, match=r"^core_id must be an int in \[0, 6\), got 99") as info:
        worker.global_context(99)
    assert info.value.code == "PARAMETER_VALUE"
    with pytest.raises(TypeError, match=r"^core_id must be an int in \[0, 6\), got str '0'"):
        worker.global_context("0")
    for dtype in ("complex64", "no-such-type", np.dtype(">f4")):
        with pytest.raises(TypeError, match="unsupported dtype") as info:
            worker.empty(4, dtype)
        assert info.value.code == "DTYPE_UNSUPPORTED"


def test_an_unusable_driver_offset_is_a_driver_error():
    rt = incore.Runtime.instance()
    phys = rt.physical_id(DEV_GM)
    SimDriver.set_l2_cache_offset(phys, 1 << 30)  # fits the default 1 GiB GM, not 2 GiB
    w = Worker(device_id=DEV_GM, gm_size=2 << 30)
    try:
        with pytest.raises(RuntimeError) as info:
            w.start()
    finally:
        w.close()
        SimDriver.clear_l2_cache_offset(phys)
    err = info.value
    assert isinstance(err, DriverError) and err.code == "DRIVER_QUERY_FAILED"
    assert err.message.startswith(
        f"rtGetL2CacheOffset(device {phys}) reported offset 0x40000000, which this Worker "
        "cannot use: l2_cache_offset 0x40000000 makes the nocache window overlap GM"
    )


@pytest.mark.device
def test_a_device_that_exits_at_start_is_a_device_start_error(monkeypatch):
    monkeypatch.setattr(process.sys, "executable", shutil.which("false"))
    w = Worker(device_id=DEV_START, clusters=1)
    with pytest.raises(RuntimeError, match=r"process exited with 1 at start") as info:
        w.start()
    w.close()
    assert isinstance(info.value, DeviceStartError)
    assert info.value.code == "DEVICE_START_FAILED" and "stderr" in info.value.hint


def test_bad_kernel_objects_carry_codes(worker):
    empty = P.empty()
    with pytest.raises(ValueError, match="empty payload") as info:
        worker.launch(P.Kernel("hollow", b"", empty.meta))
    assert info.value.code == "PAYLOAD_EMPTY"
    with pytest.raises(ValueError, match=r"kernel 'bogus': core_kind 'dsp' needs") as info:
        worker.launch(P.Kernel("bogus", empty.text, {**P.make_meta("bogus", []),
                                                    "core_kind": "dsp"}))
    assert info.value.code == "KERNEL_META_INVALID"
