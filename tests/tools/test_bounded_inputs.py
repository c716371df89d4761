"""Bounded inputs: kernel sources and ELFs are regular files of at most 16 MiB.

``incore compile /dev/zero`` and ``incore inspect /dev/zero`` used to read until memory ran
out, and a FIFO without a writer blocked the open forever.  Every refusal names the file and
the reason; the ones about size or kind name the limit.  Commands that could hang run in a
subprocess with a timeout, so a regression fails instead of stopping the suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import incore
from incore import inputs
from incore.cli import main
from incore.errors import CompileError
from incore.inputs import MAX_INPUT_BYTES, InputError, read_binary, read_source

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy" / "kernel.ik"
LIMIT = "16 MiB (16777216 bytes)"


def run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "incore.cli", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=timeout,
    )


def sparse_file(path: Path, size: int) -> Path:
    """A file of ``size`` bytes that occupies no disk space (nothing is written)."""
    with open(path, "wb") as f:
        f.truncate(size)
    return path


def test_limit_is_16_mib():
    assert MAX_INPUT_BYTES == 16 * 1024 * 1024


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", ["compile", "inspect"])
def test_cli_refuses_a_character_device_at_once(command, device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    proc = run_cli(command, device)
    assert proc.returncode == 1
    prefix = f"{device}: error:" if command == "compile" else "incore: error:"
    assert proc.stderr.startswith(prefix), proc.stderr
    assert device in proc.stderr and "character device, not a regular file" in proc.stderr
    assert LIMIT in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("command", ["compile", "inspect"])
def test_cli_refuses_a_fifo_without_blocking(tmp_path, command):
    fifo = tmp_path / "kernel.ik"
    os.mkfifo(fifo)  # no writer: a blocking open would wait forever
    proc = run_cli(command, str(fifo), timeout=60)
    assert proc.returncode == 1
    assert f"{fifo}" in proc.stderr and "a FIFO (named pipe), not a regular file" in proc.stderr


@pytest.mark.parametrize("command", ["compile", "inspect"])
def test_cli_refuses_a_file_over_the_limit(tmp_path, command):
    big = sparse_file(tmp_path / "big.ik", MAX_INPUT_BYTES + 1)
    assert main([command, str(big)]) == 1


def test_compile_file_over_the_limit_is_a_compile_error(tmp_path):
    big = sparse_file(tmp_path / "big.ik", MAX_INPUT_BYTES + 1)
    with pytest.raises(CompileError) as info:
        incore.compile_file(big)
    assert info.value.filename == str(big)
    assert info.value.message == (
        f"cannot read kernel source: it is {MAX_INPUT_BYTES + 1} bytes, more than incore's "
        f"input limit of {LIMIT}"
    )


def test_inspect_over_the_limit_names_file_and_limit(tmp_path, capsys):
    big = sparse_file(tmp_path / "big.elf", 3 * MAX_INPUT_BYTES)
    assert main(["inspect", str(big)]) == 1
    err = capsys.readouterr().err
    assert err == (
        f"incore: error: cannot read kernel ELF {big}: it is {3 * MAX_INPUT_BYTES} bytes, "
        f"more than incore's input limit of {LIMIT}\n"
    )


def test_a_file_at_the_limit_is_read(tmp_path):
    exact = sparse_file(tmp_path / "exact.elf", MAX_INPUT_BYTES)
    assert read_binary(exact, "kernel ELF") == bytes(MAX_INPUT_BYTES)


def test_symlink_to_a_device_is_refused(tmp_path):
    link = tmp_path / "k.ik"
    link.symlink_to("/dev/zero")
    with pytest.raises(CompileError, match="character device"):
        incore.compile_file(link)


@pytest.mark.parametrize("command", ["compile", "inspect"])
def test_directory_is_refused(tmp_path, command, capsys):
    assert main([command, str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert str(tmp_path) in err and "it is a directory" in err


def test_missing_files_name_the_file(tmp_path, capsys):
    missing = tmp_path / "missing.elf"
    assert main(["inspect", str(missing)]) == 1
    assert capsys.readouterr().err == (
        f"incore: error: cannot read kernel ELF {missing}: No such file or directory\n"
    )
    with pytest.raises(CompileError) as info:
        incore.compile_file(tmp_path / "missing.ik")
    assert info.value.message == "cannot read kernel source: No such file or directory"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files without read permission")
def test_permission_error_is_named(tmp_path):
    secret = tmp_path / "secret.ik"
    secret.write_text(SAXPY.read_text())
    secret.chmod(0)
    with pytest.raises(CompileError, match="Permission denied"):
        incore.compile_file(secret)


def test_unopenable_file_is_an_input_error(tmp_path, monkeypatch):
    # the open fails after stat succeeded (as it does for a file without read permission
    # when not running as root): the OSError becomes an InputError naming the file
    target = tmp_path / "k.elf"
    target.write_bytes(b"x")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(inputs.os, "open", refuse)
    with pytest.raises(InputError) as info:
        read_binary(target, "kernel ELF")
    assert str(info.value) == f"cannot read kernel ELF {target}: Permission denied"


def test_path_with_a_nul_byte_is_an_input_error():
    with pytest.raises(InputError, match="NUL byte"):
        read_binary("bad\0name.elf", "kernel ELF")


def test_read_stops_after_the_limit_when_the_size_lies(monkeypatch):
    # /proc files report st_size 0 but have contents: the read itself is bounded
    status = Path("/proc/self/status")
    if not status.exists():
        pytest.skip("no /proc")
    monkeypatch.setattr(inputs, "MAX_INPUT_BYTES", 16)
    with pytest.raises(InputError, match="more than 16 bytes, more than incore's input limit"):
        read_binary(status, "kernel ELF")


def test_read_of_a_small_file_is_exact(tmp_path):
    data = bytes(range(256)) * 5
    (tmp_path / "k.elf").write_bytes(data)
    assert read_binary(tmp_path / "k.elf") == data
    assert read_source(SAXPY) == SAXPY.read_text(encoding="utf-8")


def test_non_utf8_source_names_the_line(tmp_path):
    bad = tmp_path / "bad.ik"
    bad.write_bytes(b"kernel k(x: Tensor[[N], f32]):\n    pass # \xff\n")
    with pytest.raises(CompileError) as info:
        incore.compile_file(bad)
    assert info.value.message == (
        "kernel source is not UTF-8: invalid start byte at byte 42 (line 2)"
    )
    assert info.value.filename == str(bad)
    bad.write_bytes(b"\xef\xbb\xbf" + bad.read_bytes())  # after a byte-order mark
    with pytest.raises(CompileError) as info:
        incore.compile_file(bad)
    assert info.value.message.endswith("at byte 45 (line 2)")


def test_a_byte_order_mark_is_dropped(tmp_path):
    src = tmp_path / "bom.ik"
    src.write_bytes(b"\xef\xbb\xbf" + SAXPY.read_bytes())
    assert read_source(src) == SAXPY.read_text(encoding="utf-8")


def test_compile_refuses_a_source_string_over_the_limit():
    with pytest.raises(CompileError) as info:
        incore.compile(" " * (MAX_INPUT_BYTES + 1), filename="huge.ik", cache=False)
    assert info.value.filename == "huge.ik"
    assert f"the source is {MAX_INPUT_BYTES + 1} characters" in info.value.message
    assert LIMIT in info.value.message


def test_compile_file_still_compiles(tmp_path):
    module = incore.compile_file(SAXPY, link=False)
    assert "saxpy" in module.kernels


def test_inspect_still_describes_an_elf(tmp_path, capsys):
    elf = tmp_path / "saxpy.elf"
    elf.write_bytes(incore.compile_file(SAXPY).saxpy.elf)
    assert main(["inspect", str(elf)]) == 0
    assert "saxpy" in capsys.readouterr().out
