"""The CLI's messages that a trial found wrong or bare: a .ik source given to inspect or run,
an unknown -O level, ``python -m incore``, an internal error's line, and a sanitized run's
verdict line."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import incore.cli
from incore.cli import main

ROOT = Path(__file__).resolve().parents[2]
SAXPY_DIR = ROOT / "examples" / "saxpy"


def test_inspect_of_a_kernel_source_names_it_and_says_to_compile_it(capsys) -> None:
    path = str(SAXPY_DIR / "kernel.ik")
    assert main(["inspect", path]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"incore: error: {path} is not a kernel ELF")
    assert "looks like a .ik kernel source" in err
    assert f"incore compile {path} -o kernel.elf" in err


def test_inspect_of_another_non_elf_names_the_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "notes.bin"
    path.write_bytes(b"\x00\x01 not an elf")
    assert main(["inspect", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err == f"incore: error: {path}: malformed ELF: bad magic (not an ELF file)"


def test_run_of_a_kernel_file_says_run_takes_the_example_directory(capsys) -> None:
    path = SAXPY_DIR / "kernel.ik"
    assert main(["run", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert f"{path} is a file, not an example directory" in err
    assert "kernel.ik and golden.py" in err
    assert f"incore run {SAXPY_DIR}" in err


def test_run_of_a_missing_path_says_what_run_takes(tmp_path: Path, capsys) -> None:
    assert main(["run", str(tmp_path / "nope")]) == 1
    err = capsys.readouterr().err.strip()
    assert "does not exist: incore run takes an example directory" in err
    assert "incore run" in err and "is one" not in err  # tmp_path holds no example


@pytest.mark.parametrize("flag", ["-O4", "-O9", "-Ofast"])
def test_an_unknown_optimisation_level_lists_the_levels(flag: str, capsys) -> None:
    with pytest.raises(SystemExit) as info:
        main(["compile", str(SAXPY_DIR / "kernel.ik"), flag])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert f"unrecognized arguments: {flag}" in err
    assert "the levels are -O0..-O3" in err


def test_a_bare_o_lists_the_levels(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["compile", str(SAXPY_DIR / "kernel.ik"), "-O"])
    assert "the levels are -O0..-O3" in capsys.readouterr().err


def test_python_dash_m_incore_is_the_cli() -> None:
    proc = subprocess.run([sys.executable, "-m", "incore", "compile", "--help"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("usage: incore compile")
    proc = subprocess.run([sys.executable, "-m", "incore", "compile",
                           str(SAXPY_DIR / "kernel.ik"), "-O4"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 2 and "-O0..-O3" in proc.stderr


@pytest.mark.parametrize("exc", [AssertionError(), RuntimeError(""), KeyError()])
def test_an_internal_error_line_never_ends_empty(exc: Exception, monkeypatch, capsys) -> None:
    def broken(args):
        raise exc

    monkeypatch.setattr(incore.cli, "cmd_compile", broken)
    assert main(["compile", str(SAXPY_DIR / "kernel.ik")]) == 1
    err = capsys.readouterr().err.strip()
    assert not err.endswith(":")
    assert repr(exc) in err
    if not isinstance(exc, KeyError):
        assert err.startswith(f"incore: internal error ({type(exc).__name__}): {exc!r} at ")
        assert "test_cli_messages.py:" in err and "--debug" in err


def test_keepdims_without_axis_compiles_in_the_cli(tmp_path: Path, capsys) -> None:
    src = tmp_path / "kd.ik"
    src.write_text("@aiv\nkernel k(x: Tensor[[4, 8], f32], y: Tensor[[1, 1], f32]):\n"
                   "    y[0:1, 0:1] = max(x[0:4, 0:8], keepdims=True)\n")
    assert main(["compile", str(src), "--emit", "ir"]) == 0
    assert "internal error" not in capsys.readouterr().err


RACY = "@aiv\nkernel double_it(x: Tensor[[N], f32], y: Tensor[[1], f32]):\n" \
       "    y[0] = y[0] + 1.0\n"


@pytest.mark.device
def test_a_sanitized_run_with_findings_says_the_kernel_launched(tmp_path: Path, capsys) -> None:
    d = tmp_path / "ex"
    d.mkdir()
    (d / "kernel.ik").write_text(RACY)
    (d / "golden.py").write_text(textwrap.dedent("""\
        import numpy as np
        LAUNCH = {"blocks": 4}
        def generate_inputs():
            return {"x": np.arange(8, dtype=np.float32), "y": np.zeros(1, np.float32)}
        def compute_golden(inputs):
            return {"y": inputs["y"] + 1}
        """))
    assert main(["run", str(d), "--sanitize", "--device", "61"]) == 1
    out = capsys.readouterr().out
    head = next(line for line in out.splitlines() if line.startswith("FAIL"))
    assert "not launched" not in head
    assert "(kernel double_it, device 61, 4 blocks, l2_cache_offset" in head
    assert "in the launch, which ran to completion" in out
