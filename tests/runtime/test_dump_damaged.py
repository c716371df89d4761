"""``incore dump show/compare`` on damaged or planted dumps (issue 21, fault campaign): one
clear error naming the file and what is wrong, never a hang, an "internal error" or a read
outside the dump directory; and ``compare``'s launch order and tolerance checks."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from incore.cli import main
from incore.runtime.dump.compare import compare
from incore.runtime.dump.writer import FORMAT, VERSION, DumpJob

ROOT = Path(__file__).resolve().parents[2]


def write_dump(root: Path, kernel: str = "k", task: int = 1, iteration: int = 0,
               arrays: dict | None = None, device: int = 0) -> Path:
    """A dump as the writer lays it out: ``root/device{device}/{stem}.json`` and its .npy."""
    d = root / f"device{device}"
    d.mkdir(parents=True, exist_ok=True)
    stem = f"tensor_m_{kernel}_aiv_{iteration}_0_{task}"
    tensors = []
    for label, array in (arrays or {"output.y": np.arange(8, dtype=np.float32)}).items():
        role, name = label.split(".")
        file = f"{stem}.{role}.1.{name}.npy"
        np.save(d / file, array)
        tensors.append({"name": name, "role": role, "index": 1, "file": file,
                        "shape": list(array.shape), "dtype": "f32",
                        "numpy_dtype": array.dtype.name, "written": role == "output"})
    doc = {"format": FORMAT, "version": VERSION, "scene": "tensor", "kernel": kernel,
           "device": device, "iteration": iteration, "stream": 0, "task": task,
           "stem": stem, "tensors": tensors}
    (d / f"{stem}.json").write_text(json.dumps(doc))
    return d / f"{stem}.json"


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_clear_error(err: str, *words: str) -> None:
    lines = [line for line in err.splitlines() if line.startswith("incore:")]
    assert len(lines) == 1, err
    assert lines[0].startswith("incore: error: ") and "internal error" not in err, err
    assert "Traceback" not in err
    for word in words:
        assert word in lines[0], (word, err)


def sidecar_doc(path: Path) -> dict:
    return json.loads(path.read_text())


def tensor_path(sidecar: Path) -> Path:
    return sidecar.parent / sidecar_doc(sidecar)["tensors"][0]["file"]


# ------------------------------------------------------------------ damaged tensor files


def npy_header(shape: tuple, dtype: str = "<f4") -> bytes:
    buf = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        buf, {"descr": dtype, "fortran_order": False, "shape": shape})
    return buf.getvalue()


DAMAGES = {
    "truncated": (lambda p: p.write_bytes(p.read_bytes()[:-7]), "truncated"),
    "empty": (lambda p: p.write_bytes(b""), "not a .npy file"),
    "magic only": (lambda p: p.write_bytes(b"\x93NUMPY"), "not a .npy file"),
    "2^40 elements": (lambda p: p.write_bytes(npy_header((1 << 40,)) + b"\0" * 32),
                      "1099511627776 elements"),
    "bad header": (lambda p: p.write_bytes(b"\x93NUMPY\x01\x00\x10\x00{'descr': 'x'}    \n"),
                   "not a .npy file"),
    "unclosed header": (lambda p: p.write_bytes(
        b"\x93NUMPY\x01\x00\x36\x00" + b"{'descr': '<f4', 'fortran_order': False, 'shape': (8,"
        + b" " * 3 + b"\n"), "not a .npy file"),
    "object dtype": (lambda p: p.write_bytes(npy_header((2,), "|O") + b"\0" * 16),
                     "not a tensor dtype"),
    "longer": (lambda p: p.write_bytes(p.read_bytes() + b"\0" * 4), "longer than its header"),
    "directory": (lambda p: (p.unlink(), p.mkdir()), "directory"),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_tensor_file_is_one_clear_error(tmp_path, capsys, damage):
    side = write_dump(tmp_path / "a")
    write_dump(tmp_path / "b")
    apply, words = DAMAGES[damage]
    target = tensor_path(side)
    apply(target)
    code, _, err = run_cli(["dump", "show", str(tmp_path / "a"), "--tensor", "y"], capsys)
    assert code == 1
    assert_one_clear_error(err, target.name, words)
    code, _, err = run_cli(["dump", "compare", str(tmp_path / "a"), str(tmp_path / "b")], capsys)
    assert code == 1
    assert_one_clear_error(err, target.name, words)


def test_a_fifo_never_hangs_show_or_compare(tmp_path):
    side = write_dump(tmp_path / "a")
    write_dump(tmp_path / "b")
    target = tensor_path(side)
    target.unlink()
    os.mkfifo(target)
    fifo_sidecar = tmp_path / "a" / "device0" / "tensor_m_k_aiv_1_0_9.json"
    for args in (["show", str(tmp_path / "a"), "--tensor", "y"],
                 ["compare", str(tmp_path / "a"), str(tmp_path / "b")]):
        proc = subprocess.run([sys.executable, "-m", "incore.cli", "dump", *args],
                              capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert proc.returncode == 1
        assert_one_clear_error(proc.stderr, target.name, "FIFO")
    os.mkfifo(fifo_sidecar)  # a FIFO sidecar too
    proc = subprocess.run([sys.executable, "-m", "incore.cli", "dump", "show",
                           str(tmp_path / "a")], capture_output=True, text=True, timeout=120,
                          cwd=ROOT)
    assert proc.returncode == 1
    assert_one_clear_error(proc.stderr, fifo_sidecar.name, "FIFO")


# ------------------------------------------------------------------ reads outside the dump


@pytest.mark.parametrize("file", ["/etc/passwd", "../outside.npy", "sub/x.npy", "..", 7])
def test_a_sidecar_file_outside_the_dump_directory_is_refused(tmp_path, capsys, file):
    outside = tmp_path / "outside.npy"
    np.save(outside, np.arange(8, dtype=np.float32))
    side = write_dump(tmp_path / "a")
    doc = sidecar_doc(side)
    doc["tensors"][0]["file"] = file
    side.write_text(json.dumps(doc))
    code, out, err = run_cli(["dump", "show", str(tmp_path / "a"), "--tensor", "y"], capsys)
    assert code == 1
    assert_one_clear_error(err, side.name, "not a file name inside the dump directory")


def test_a_symlinked_tensor_file_is_never_followed(tmp_path, capsys):
    secret = tmp_path / "secret.npy"
    np.save(secret, np.full(8, 42.0, np.float32))
    side = write_dump(tmp_path / "a")
    target = tensor_path(side)
    target.unlink()
    target.symlink_to(secret)
    code, out, err = run_cli(["dump", "show", str(tmp_path / "a"), "--tensor", "y"], capsys)
    # the secret's values are not printed (paths may hold any digits: pytest-342/...)
    assert code == 1 and "42" not in out.replace(str(tmp_path), "<tmp>")
    assert_one_clear_error(err, target.name, "symlink")


def test_a_symlinked_sidecar_or_device_directory_is_not_read(tmp_path, capsys):
    elsewhere = tmp_path / "elsewhere"
    real = write_dump(elsewhere)
    dump = tmp_path / "a"
    dump.mkdir()
    (dump / "device0").symlink_to(real.parent)  # a directory symlink: not entered
    code, _, err = run_cli(["dump", "show", str(dump)], capsys)
    assert code == 1 and "holds no dump sidecar" in err
    (dump / "device0").unlink()
    (dump / "device0").mkdir()
    (dump / "device0" / real.name).symlink_to(real)
    code, _, err = run_cli(["dump", "show", str(dump)], capsys)
    assert code == 1
    assert_one_clear_error(err, real.name, "symlink")


# ------------------------------------------------------------------ damaged sidecars


def deep(n: int) -> str:
    return '{"format": "incore-dump", "scene": "tensor", "kernel": "k", "x": ' + "[" * n \
        + "]" * n + "}"


SIDECARS = {
    "deep nesting": (deep(200_000), "nests deeper"),
    "nesting 40": (deep(40), "nests deeper"),
    "tensors not a list": ('{"format": "incore-dump", "scene": "tensor", "kernel": "k", '
                           '"tensors": 5}', "'tensors' must be a list"),
    "tensor not an object": ('{"format": "incore-dump", "scene": "tensor", "kernel": "k", '
                             '"tensors": [3]}', "tensors[0] must be an object"),
    "bad shape": ('{"format": "incore-dump", "scene": "tensor", "kernel": "k", '
                  '"tensors": [{"name": "y", "role": "output", "shape": "abc", "file": "f"}]}',
                  "tensors[0].shape"),
    "task a string": ('{"format": "incore-dump", "scene": "tensor", "kernel": "k", '
                      '"task": "x"}', "'task' must be an integer"),
    "kernel a list": ('{"format": "incore-dump", "scene": "tensor", "kernel": [1]}',
                      "'kernel' must be a string"),
    "name a dict": ('{"format": "incore-dump", "scene": "tensor", "kernel": "k", '
                    '"tensors": [{"name": {}, "role": "output", "file": "f"}]}',
                    "tensors[0].name must be a string"),
    "not json": ("{not json", "not valid JSON"),
    "not utf-8": (b"\xff\xfe{", "not UTF-8"),
}


@pytest.mark.parametrize("case", list(SIDECARS))
def test_a_damaged_sidecar_is_one_clear_error(tmp_path, capsys, case):
    side = write_dump(tmp_path / "a")
    write_dump(tmp_path / "b")
    text, words = SIDECARS[case]
    if isinstance(text, bytes):
        side.write_bytes(text)
    else:
        side.write_text(text)
    for args in (["dump", "show", str(tmp_path / "a")],
                 ["dump", "compare", str(tmp_path / "a"), str(tmp_path / "b")]):
        code, _, err = run_cli(args, capsys)
        assert code == 1
        assert_one_clear_error(err, side.name, words)


# ------------------------------------------------------------------ compare's order


def test_compare_lists_launches_in_launch_order_and_names_the_first_to_differ(tmp_path):
    # Launch order: zeta (task 1) feeds alpha (task 2): zeta is the root cause, though
    # "alpha" sorts first by name.
    y = np.arange(8, dtype=np.float32)
    write_dump(tmp_path / "a", kernel="zeta", task=1, arrays={"output.y": y + 1})
    write_dump(tmp_path / "a", kernel="alpha", task=2, arrays={"output.y": y + 1})
    write_dump(tmp_path / "b", kernel="zeta", task=5, arrays={"output.y": y})
    write_dump(tmp_path / "b", kernel="alpha", task=6, arrays={"output.y": y})
    out = io.StringIO()
    assert compare(str(tmp_path / "a"), str(tmp_path / "b"), 1e-5, 1e-8, out) == 1
    text = out.getvalue()
    assert text.index("zeta") < text.index("alpha")
    diffs = [line for line in text.splitlines() if line.startswith("DIFF")]
    assert "zeta" in diffs[0] and "alpha" in diffs[1]
    (first,) = [line for line in text.splitlines() if line.startswith("first difference")]
    assert "zeta" in first and "task 1" in first


@pytest.mark.parametrize("flag, value", [("--rtol", "-1e-3"), ("--atol", "-1"),
                                         ("--rtol", "nan")])
def test_negative_tolerances_are_errors(tmp_path, capsys, flag, value):
    write_dump(tmp_path / "a")
    code, _, err = run_cli(["dump", "compare", str(tmp_path / "a"), str(tmp_path / "a"),
                            f"{flag}={value}"], capsys)
    assert code == 1
    assert_one_clear_error(err, flag, ">= 0")


# ------------------------------------------------------------------ the writer's files


def job_for(root: Path, arrays: dict) -> DumpJob:
    stem = "tensor_m_k_aiv_0_0_1"
    job = DumpJob(root, root / "device0", f"{stem}.json",
                  {"format": FORMAT, "version": VERSION, "scene": "tensor", "kernel": "k",
                   "stem": stem, "tensors": []})
    for name, array in arrays.items():
        file = f"{stem}.output.1.{name}.npy"
        job.arrays.append((file, array))
        job.sidecar["tensors"].append({"name": name, "role": "output", "index": 1,
                                       "file": file, "shape": list(array.shape)})
    return job


def test_a_planted_symlink_is_never_written_through(tmp_path):
    from incore.runtime.dump.writer import DumpWriter

    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    root = tmp_path / "dumps"
    (root / "device0").mkdir(parents=True)
    job = job_for(root, {"y": np.arange(4, dtype=np.float32)})
    planted = root / "device0" / job.arrays[0][0]
    planted.symlink_to(victim)
    (root / "device0" / job.sidecar_name).symlink_to(victim)
    assert DumpWriter().write_now(job)
    assert victim.read_text() == "precious"
    assert not planted.is_symlink() and planted.is_file()
    np.testing.assert_array_equal(np.load(planted), np.arange(4, dtype=np.float32))
    assert json.loads((root / "device0" / job.sidecar_name).read_text())["kernel"] == "k"


def test_a_symlinked_device_directory_is_refused_with_a_warning(tmp_path, caplog):
    import logging

    from incore.runtime.dump.writer import DumpWriter

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    root = tmp_path / "dumps"
    root.mkdir()
    (root / "device0").symlink_to(elsewhere)
    with caplog.at_level(logging.WARNING, logger="incore"):
        assert not DumpWriter().write_now(job_for(root, {"y": np.ones(4, np.float32)}))
    assert list(elsewhere.iterdir()) == []
    assert any("symlink" in r.getMessage() for r in caplog.records)


def test_a_full_disk_leaves_no_partial_file(tmp_path, monkeypatch):
    import errno

    from incore.runtime.dump import writer as W

    real = W._npy_writer
    calls = []

    def filling(array):
        write = real(array)

        def partial(f):
            calls.append(1)
            if len(calls) == 2:
                f.write(b"\x93NUMPY partial")
                raise OSError(errno.ENOSPC, "No space left on device")
            write(f)
        return partial

    monkeypatch.setattr(W, "_npy_writer", filling)
    root = tmp_path / "dumps"
    job = job_for(root, {f"t{i}": np.ones(16, np.float32) for i in range(3)})
    assert not W.DumpWriter().write_now(job)
    assert sorted(p.name for p in (root / "device0").iterdir()) == []


@pytest.mark.parametrize("numpy_dtype", ["object", "int32", "datetime64[s]", "V4", "bogus"])
def test_a_sidecar_numpy_dtype_that_does_not_fit_the_file_is_refused(tmp_path, capsys,
                                                                      numpy_dtype):
    side = write_dump(tmp_path / "a")
    doc = sidecar_doc(side)
    doc["tensors"][0]["numpy_dtype"] = numpy_dtype
    side.write_text(json.dumps(doc))
    code, _, err = run_cli(["dump", "show", str(tmp_path / "a"), "--tensor", "y"], capsys)
    assert code == 1
    assert_one_clear_error(err, tensor_path(side).name, "numpy_dtype")


def test_a_npy_of_a_non_tensor_dtype_is_refused(tmp_path, capsys):
    side = write_dump(tmp_path / "a")
    np.save(tensor_path(side), np.array(["2020-01-01"], dtype="datetime64[D]"))
    code, _, err = run_cli(["dump", "show", str(tmp_path / "a"), "--tensor", "y"], capsys)
    assert code == 1
    assert_one_clear_error(err, tensor_path(side).name, "not a tensor dtype")
