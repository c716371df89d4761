"""The ``incore`` command: compile/emit, link errors, ELF shape, run."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

from incore.cli import main

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy" / "kernel.ik"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "incore.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )


def _entry_block(ir: str) -> str:
    body = ir[ir.index("define void @kernel_entry") :]
    return body.split("\n\n")[0].split(":\n", 1)[0]


def test_emit_llvm_reads_offset_once_and_adds_only_on_bypass(capsys):
    assert main(["compile", str(SAXPY), "--emit", "llvm"]) == 0
    ir = capsys.readouterr().out
    define = ir.index("define void @kernel_entry")
    entry = ir[define : ir.index("\n\n", define)]  # the entry block runs up to the first blank line
    assert len(re.findall(r"%l2\.offset = load i64", ir)) == 1
    assert "%l2.offset = load i64" in entry
    # every use of the offset is an address computation on x, the BYPASS tensor; y never
    uses = [line for line in ir.splitlines() if re.search(r"%l2\.offset\b(?!\.addr)", line)]
    uses = [u for u in uses if "= load" not in u]
    assert uses
    gep = r"getelementptr i8, ptr %x\.base, i64 %l2\.offset(, !dbg !\d+)?$"  # line info may follow
    assert all(re.search(gep, u) for u in uses)


def test_emit_ir_unoptimised_shows_single_add_on_bypass_load(capsys):
    assert main(["compile", str(SAXPY), "--emit", "ir"]) == 0
    ir = capsys.readouterr().out
    assert ir.count('%"l2.offset" = load i64') == 1
    adds = [
        line
        for line in ir.splitlines()
        if '%"l2.offset"' in line and "getelementptr" in line and "nocache" in line
    ]
    assert len(adds) == 1 and "x.nocache" in adds[0]


def test_cann_global_fails_at_link_naming_symbol():
    proc = run_cli("compile", str(SAXPY), "--l2-lowering=cann-global", "-o", "/dev/null")
    assert proc.returncode != 0
    assert "g_opL2CacheHintCfg" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_elf_shape_and_readelf_clean(tmp_path):
    out = tmp_path / "saxpy.elf"
    assert main(["compile", str(SAXPY), "-o", str(out)]) == 0
    from elftools.elf.elffile import ELFFile

    with open(out, "rb") as fh:
        elf = ELFFile(fh)
        names = [s.name for s in elf.iter_sections()]
        assert not any(n.startswith(".rela") or n.startswith(".rel.") for n in names)
        assert ".text" in names and ".incore.meta" in names
        sym = elf.get_section_by_name(".symtab").get_symbol_by_name("kernel_entry")[0]
        assert sym["st_value"] == 0
    if shutil.which("readelf") is None:
        pytest.skip("GNU readelf not installed")
    proc = subprocess.run(["readelf", "-a", "-W", str(out)], capture_output=True, text=True)
    assert proc.returncode == 0
    assert "warning" not in (proc.stdout + proc.stderr).lower()


def test_inspect_describes_elf(tmp_path, capsys):
    out = tmp_path / "saxpy.elf"
    assert main(["compile", str(SAXPY), "-o", str(out)]) == 0
    capsys.readouterr()
    assert main(["inspect", str(out)]) == 0
    text = capsys.readouterr().out
    assert "kernel_entry" in text and "saxpy" in text


def test_compile_error_is_one_message_without_traceback(tmp_path):
    bad = tmp_path / "bad.ik"
    bad.write_text("kernel k(x: Tensor[[N], f32]):\n    x[0] = blok_idx\n")
    proc = run_cli("compile", str(bad))
    assert proc.returncode == 1
    assert "bad.ik:2:" in proc.stderr and "Traceback" not in proc.stderr


def test_missing_file_is_clean_error():
    proc = run_cli("compile", "does/not/exist.ik")
    assert proc.returncode == 1 and "cannot read" in proc.stderr


@pytest.mark.device
def test_run_saxpy_with_l2_offset_passes():
    proc = run_cli("run", "examples/saxpy", "--l2-offset", "0x80000000000")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("PASS")


def test_a5_emit_llvm_is_nontemporal_without_offset_read(tmp_path, capsys):
    src = tmp_path / "k.ik"
    src.write_text(
        "kernel copy(x: Tensor[[N], f32], z: Tensor[[N], f32], y: Tensor[[N], f32]):\n"
        "    for i in range(block_idx, N, block_num):\n"
        "        y[i] = load(x[i], cache=CachePolicy.BYPASS) + z[i]\n"
    )
    assert main(["compile", str(src), "--arch", "a5", "--emit", "llvm"]) == 0
    ir = capsys.readouterr().out
    assert "!nontemporal" in ir
    assert "l2.offset" not in ir and "gctx" not in ir
    loads = [line for line in ir.splitlines() if "load float" in line or "load <" in line]
    assert any("!nontemporal" in line for line in loads)
    assert any("!nontemporal" not in line for line in loads)  # the DEFAULT read of z


def test_a5_rejects_get_l2_cache_offset(tmp_path):
    src = tmp_path / "k.ik"
    src.write_text("kernel k(o: Tensor[[N], u64]):\n    o[0] = get_l2_cache_offset()\n")
    proc = run_cli("compile", str(src), "--arch", "a5")
    assert proc.returncode == 1
    assert "k.ik:2:" in proc.stderr and "A5" in proc.stderr


@pytest.mark.device
def test_run_rejects_bad_blocks_and_missing_example():
    proc = run_cli("run", "examples/saxpy", "--blocks", "0")  # every case fails its launch
    assert proc.returncode == 1 and proc.stdout.startswith("FAIL")
    assert "launch failed: ValueError: blocks must be in [1" in proc.stdout
    proc = run_cli("run", "examples/nope")
    assert proc.returncode == 1 and "example directory examples/nope does not exist" in proc.stderr


def test_run_rejects_misaligned_offset():
    proc = run_cli("run", "examples/saxpy", "--l2-offset", "0x123")
    assert proc.returncode == 1 and "not page-aligned" in proc.stderr


TWO_KERNELS = (
    "@aiv\nkernel first(y: Tensor[[N], f32]):\n    y[0] = 1.0\n\n"
    "@aiv\nkernel second(y: Tensor[[N], f32]):\n    y[0] = 2.0\n"
)


def test_output_file_with_several_payloads_is_an_error(tmp_path, capsys):
    src = tmp_path / "two.ik"
    src.write_text(TWO_KERNELS)
    out = tmp_path / "one.elf"
    assert main(["compile", str(src), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "-o names one file but 2 payloads were produced" in err
    assert "use --kernel or give a directory" in err and not out.exists()
    assert main(["compile", str(src), "-o", str(out), "--kernel", "second"]) == 0
    assert out.is_file()


def test_output_directory_receives_every_payload(tmp_path, capsys):
    src = tmp_path / "two.ik"
    src.write_text(TWO_KERNELS)
    outdir = tmp_path / "out"
    outdir.mkdir()
    assert main(["compile", str(src), "-o", str(outdir), "--emit", "text"]) == 0
    assert sorted(p.name for p in outdir.iterdir()) == ["first.bin", "second.bin"]
    assert main(["compile", str(src), "-o", str(outdir), "--emit", "llvm"]) == 0
    text = (outdir / "two.ll").read_text()
    assert "; kernel first (aiv)" in text and "; kernel second (aiv)" in text


@pytest.mark.device
def test_run_reports_an_output_shape_mismatch(tmp_path):
    (tmp_path / "kernel.ik").write_text(SAXPY.read_text())
    (tmp_path / "golden.py").write_text(
        "import numpy as np\n"
        "def generate_inputs():\n"
        "    return {'x': np.ones(8, np.float32), 'y': np.ones(8, np.float32), 'alpha': 1.0}\n"
        "def compute_golden(inputs):\n"
        "    return {'y': np.ones(9, np.float32)}\n"
    )
    proc = run_cli("run", str(tmp_path))
    assert proc.returncode == 1 and proc.stdout.startswith("FAIL")
    assert "y: shape (8,) != golden shape (9,)" in proc.stdout


# ------------------------------------------------------------------- run options and --debug


@pytest.mark.parametrize("spelling", ["8796093022208", "0x80000000000", "0X80000000000"])
@pytest.mark.device
def test_l2_offset_is_0x_hexadecimal_or_plain_decimal(spelling):
    proc = run_cli("run", "examples/saxpy", "--case", "ragged", "--l2-offset", spelling)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "l2_cache_offset 0x80000000000)" in proc.stdout.splitlines()[0]


@pytest.mark.parametrize("bad", ["0x", "12g", "-100", "0x1_000", ""])
def test_l2_offset_rejects_non_hex_text(bad, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["run", "examples/saxpy", "--l2-offset", bad])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --l2-offset: not an offset: {bad!r}" in err


@pytest.mark.parametrize("bad", ["8000000000a", "ff", "80000000000A"])
def test_l2_offset_rejects_hex_digits_without_0x_as_ambiguous(bad, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["run", "examples/saxpy", "--l2-offset", bad])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --l2-offset: ambiguous offset: {bad!r}" in err and f"0x{bad}" in err


def test_l2_offset_decimal_is_decimal():
    from incore.golden.options import parse_l2_offset

    assert parse_l2_offset("8796093022208") == 0x80000000000
    assert parse_l2_offset("80000000000") == 80_000_000_000  # decimal, not 0x80000000000
    assert parse_l2_offset("0x80000000000") == parse_l2_offset(" 0X80000000000 ")


@pytest.mark.parametrize(
    "argv",
    [
        ["--debug", "run", "examples/nope"],
        ["run", "examples/nope", "--debug"],
        ["compile", "does/not/exist.ik", "--debug"],
        ["inspect", "does/not/exist.elf", "--debug"],
    ],
)
def test_debug_is_accepted_before_and_after_the_subcommand(argv):
    proc = run_cli(*argv)
    assert proc.returncode == 1
    assert "Traceback" in proc.stderr and "error:" in proc.stderr


def test_without_debug_there_is_no_traceback():
    proc = run_cli("run", "examples/nope")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr


@pytest.mark.device
def test_run_passes_bounds_check_to_the_compiler(monkeypatch, capsys):
    import incore

    seen = {}
    real = incore.compile_file

    def spy(path, **options):
        seen.update(options)
        return real(path, **options)

    monkeypatch.setattr(incore, "compile_file", spy)
    rc = main(["run", "examples/saxpy", "--case", "ragged", "--bounds-check", "--device", "12"])
    assert rc == 0, capsys.readouterr()
    assert seen["bounds_check"] is True
    seen.clear()
    assert main(["run", "examples/saxpy", "--case", "ragged", "--device", "12"]) == 0
    assert seen["bounds_check"] is False


def test_compile_bounds_check_is_recorded_in_the_meta(tmp_path, capsys):
    import incore
    from incore import loader

    for flag, want in (([], False), (["--bounds-check"], True)):
        out = tmp_path / f"saxpy{len(flag)}.elf"
        assert main(["compile", str(SAXPY), "-o", str(out), *flag]) == 0
        meta = loader.describe(out.read_bytes())["meta"]
        assert meta["options"]["bounds_check"] is want
    capsys.readouterr()
    assert incore.compile_file(SAXPY, bounds_check=True)["saxpy"].meta["options"]["bounds_check"]


# ------------------------------------------------------------------------- --emit defaults


def test_emit_text_without_output_writes_raw_payload_to_stdout(tmp_path, monkeypatch, capsysbinary):
    import incore

    monkeypatch.chdir(tmp_path)
    assert main(["compile", str(SAXPY), "--emit", "text"]) == 0
    assert capsysbinary.readouterr().out == incore.compile_file(SAXPY)["saxpy"].text
    assert list(tmp_path.iterdir()) == []  # no file was written


def test_emit_text_refuses_a_terminal(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["compile", str(SAXPY), "--emit", "text"]) == 1
    err = capsys.readouterr().err
    assert "refusing to write them to a terminal" in err and list(tmp_path.iterdir()) == []


def test_emit_text_to_stdout_needs_a_single_payload(tmp_path, capsys):
    src = tmp_path / "two.ik"
    src.write_text(TWO_KERNELS)
    assert main(["compile", str(src), "--emit", "text"]) == 1
    assert "writes one payload to stdout, but 2 were produced" in capsys.readouterr().err


@pytest.mark.parametrize(("emit", "suffix"), [("obj", "o"), ("elf", "elf")])
def test_emit_obj_and_elf_without_output_write_files(tmp_path, monkeypatch, capsys, emit, suffix):
    monkeypatch.chdir(tmp_path)
    assert main(["compile", str(SAXPY), "--emit", emit]) == 0
    assert [p.name for p in tmp_path.iterdir()] == [f"saxpy.{suffix}"]
    assert f"wrote saxpy.{suffix}" in capsys.readouterr().out


def test_emit_help_says_where_each_stage_goes(capsys):
    with pytest.raises(SystemExit):
        main(["compile", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "Without -o: ir, llvm and asm are written to stdout" in text
    assert "text (the raw payload bytes) is written to stdout too, and refused when stdout is a " \
           "terminal" in text
    assert "obj and elf are written to <kernel>[.<variant>].<ext> files" in text


def test_a_reader_closing_stdout_early_is_not_an_error():
    proc = subprocess.Popen(
        [sys.executable, "-m", "incore.cli", "compile", str(SAXPY), "--emit", "asm"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
    )
    proc.stdout.close()  # before the compile finishes, so the first write meets a closed pipe
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 1
    assert err == "", err


def test_building_the_parser_imports_neither_the_golden_runner_nor_numpy():
    # Every command, `incore cache info` too, builds the whole parser: it stays light.
    code = ("import sys, incore.cli; incore.cli.build_parser(); "
            "print(sorted(m for m in ('numpy', 'incore.golden') if m in sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
