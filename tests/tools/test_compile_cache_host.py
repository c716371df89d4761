"""The compile cache without LLVM: the host record that lets a key be computed without loading
llvmlite (incore.hostinfo, incore.cache.host_facts), and what a cache hit, a launch of a cached
kernel and a cold compile import in a new process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import incore
from incore import cache, hostinfo

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy" / "kernel.ik"
SOURCE = """
kernel double(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] * 2.0
"""
# What a cache hit must not load: LLVM, the parser generator, numpy, the ELF reader and the
# compiler's layers.
COMPILER_MODULES = ("llvmlite", "lark", "numpy", "elftools", "incore.frontend",
                    "incore.lowering", "incore.loader")


@pytest.fixture
def cache_dir(tmp_path, monkeypatch) -> Path:
    """A fresh, empty cache directory for this test (also for child processes), and an
    environment computed anew in it."""
    d = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_DIR, str(d))
    monkeypatch.delenv(cache.ENV_MAX_AGE, raising=False)
    monkeypatch.setattr(cache, "_pruned", set())
    cache.environment.cache_clear()
    yield d
    cache.environment.cache_clear()


def host_records(d: Path) -> list[Path]:
    return sorted(d.glob(f"{cache.HOST_PREFIX}*{cache.HOST_SUFFIX}"))


def loaded(modules: str, prefixes=COMPILER_MODULES) -> list[str]:
    """The modules of the comma-separated ``modules`` that are or lie below ``prefixes``."""
    return [m for m in modules.split(",")
            if any(m == p or m.startswith(p + ".") for p in prefixes)]


def run(code: str, cache_dir: Path, *args: str) -> list[str]:
    proc = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=120,
        env={**os.environ, cache.ENV_DIR: str(cache_dir)},
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


COMPILE = """
import sys, incore
module = incore.compile_file(sys.argv[1])
kernel = module.saxpy
print(kernel.text.hex(), len(kernel.elf), kernel.meta["text_sha256"])
print(",".join(sorted(sys.modules)))
"""


# ---------------------------------------------------------------- imports in a new process

def test_a_hit_in_a_new_process_imports_no_llvmlite_lark_numpy_or_compiler(cache_dir):
    cold = run(COMPILE, cache_dir, str(SAXPY))
    assert loaded(cold[1], ("llvmlite", "lark", "incore.frontend", "incore.lowering"))
    hit = run(COMPILE, cache_dir, str(SAXPY))
    assert hit[0] == cold[0]  # the same payload, ELF and meta
    assert loaded(hit[1]) == []


def test_a_cold_compile_imports_no_numpy(cache_dir):
    cold = run(COMPILE, cache_dir, str(SAXPY))
    assert "incore.lowering" in cold[1].split(",")  # it did compile (lark only without
    # saved parse tables, frontend/parsetables.py)
    assert loaded(cold[1], ("numpy", "ml_dtypes")) == []


LAUNCH = """
import sys, numpy as np, incore
module = incore.compile_file(sys.argv[1])
x = np.arange(64, dtype=np.float32)
y = np.ones(64, dtype=np.float32)
with incore.Worker() as w:
    w.launch(module.saxpy, x, y, 2.0, blocks=2)
assert (y == 2 * x + 1).all(), y
print(",".join(sorted(sys.modules)))
"""


@pytest.mark.device
def test_launching_a_cached_kernel_imports_no_compiler(cache_dir):
    incore.compile_file(SAXPY)  # the entry
    run(LAUNCH, cache_dir, str(SAXPY))  # fills the device's native code cache in cache_dir
    [modules] = run(LAUNCH, cache_dir, str(SAXPY))
    # the runtime hashes llvmlite's version into its native code cache key (the top package
    # only); LLVM itself, lark and the compiler's layers stay unloaded
    assert loaded(modules, ("llvmlite.binding", "lark", "elftools", "incore.frontend",
                            "incore.lowering", "incore.interpret")) == []


def test_reading_the_program_of_a_hit_runs_the_frontend(cache_dir):
    incore.compile(SOURCE, "k.ik")
    code = ("import sys, incore\nm = incore.compile(sys.argv[1], 'k.ik')\n"
            "print('incore.frontend' in sys.modules, sorted(m.program.kernels))")
    assert run(code, cache_dir, SOURCE) == ["False ['double']"]


# ---------------------------------------------------------------- the host record

def test_a_compile_records_the_llvm_facts_under_the_host_fingerprint(cache_dir):
    incore.compile(SOURCE, "k.ik")
    [record] = host_records(cache_dir)
    assert record.name == f"{cache.HOST_PREFIX}{hostinfo.host_fingerprint()}{cache.HOST_SUFFIX}"
    assert json.loads(record.read_text()) == hostinfo.llvm_facts()
    env = cache.environment()
    assert {k: env[k] for k in hostinfo.HOST_FACTS} == hostinfo.llvm_facts()


def test_a_recorded_host_is_not_asked_of_llvm_again(cache_dir, monkeypatch):
    facts = cache.host_facts()
    monkeypatch.setattr(cache, "llvm_facts", lambda: pytest.fail("LLVM was asked again"))
    assert cache.host_facts() == facts


def test_a_new_fingerprint_asks_llvm_and_gets_its_own_record(cache_dir, monkeypatch):
    cache.host_facts()
    asked = []
    monkeypatch.setattr(cache, "host_fingerprint", lambda: "f" * 32)
    monkeypatch.setattr(cache, "llvm_facts", lambda: asked.append(1) or {
        "llvmlite": "0.0", "llvm": "1.0", "cpu": "other", "cpu_features": "+x"})
    assert cache.host_facts()["cpu"] == "other"
    assert asked == [1]
    assert len(host_records(cache_dir)) == 2


@pytest.mark.parametrize("content", ["", "{not json", "[1, 2]", '{"cpu": "x"}',
                                     '{"llvmlite": 1, "llvm": "", "cpu": "", "cpu_features": ""}'])
def test_a_bad_host_record_is_ignored_and_rewritten(content, cache_dir):
    cache.host_facts()
    [record] = host_records(cache_dir)
    good = record.read_text()
    record.write_text(content)
    assert cache.host_facts() == hostinfo.llvm_facts()
    assert record.read_text() == good


def test_without_a_fingerprint_llvm_is_asked_and_nothing_recorded(cache_dir, monkeypatch):
    monkeypatch.setattr(cache, "host_fingerprint", lambda: None)
    assert cache.host_facts() == hostinfo.llvm_facts()
    assert not cache_dir.exists() or host_records(cache_dir) == []


def test_an_unusable_directory_still_gives_the_facts(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv(cache.ENV_DIR, str(blocker / "below"))
    assert cache.host_facts() == hostinfo.llvm_facts()


def test_the_key_changes_with_the_recorded_facts(cache_dir, monkeypatch):
    options = {"arch": "a2a3", "opt": 2, "l2_lowering": "args", "bounds_check": False}
    base = cache.key(SOURCE, "k.ik", options)
    [record] = host_records(cache_dir)
    facts = json.loads(record.read_text())
    record.write_text(json.dumps({**facts, "cpu_features": "+sse2"}))  # as if LLVM said so
    cache.environment.cache_clear()
    assert cache.key(SOURCE, "k.ik", options) != base


def test_clear_and_prune_remove_host_records(cache_dir):
    incore.compile(SOURCE, "k.ik")
    [record] = host_records(cache_dir)
    old = time.time() - 40 * 86400
    os.utime(record, (old, old))
    cache.prune()
    assert host_records(cache_dir) == []
    cache.host_facts()
    assert cache.clear() == 1  # the entry; the record goes too, uncounted
    assert host_records(cache_dir) == []


# ---------------------------------------------------------------- the fingerprint

CPUINFO = """processor\t: {n}
vendor_id\t: GenuineIntel
model name\t: Some CPU
cpu MHz\t\t: {mhz}
core id\t\t: {n}
flags\t\t: fpu sse sse2 {extra}
"""


def _cpuinfo(monkeypatch, tmp_path, text: str) -> None:
    path = tmp_path / "cpuinfo"
    path.write_text(text)
    monkeypatch.setattr(hostinfo, "CPUINFO", str(path))


def test_the_fingerprint_ignores_per_processor_and_changing_fields(monkeypatch, tmp_path):
    _cpuinfo(monkeypatch, tmp_path, "\n".join(
        CPUINFO.format(n=n, mhz=mhz, extra="avx") for n, mhz in ((0, 2400.1), (1, 3100.9))))
    two = hostinfo.host_fingerprint()
    _cpuinfo(monkeypatch, tmp_path, CPUINFO.format(n=0, mhz=1200.0, extra="avx"))
    assert hostinfo.host_fingerprint() == two and two is not None


def test_the_fingerprint_follows_cpu_flags_and_models(monkeypatch, tmp_path):
    _cpuinfo(monkeypatch, tmp_path, CPUINFO.format(n=0, mhz=1, extra="avx"))
    avx = hostinfo.host_fingerprint()
    _cpuinfo(monkeypatch, tmp_path, CPUINFO.format(n=0, mhz=1, extra=""))
    plain = hostinfo.host_fingerprint()
    # a hybrid CPU: a processor that lacks a feature is part of the host
    _cpuinfo(monkeypatch, tmp_path, CPUINFO.format(n=0, mhz=1, extra="avx") + "\n"
             + CPUINFO.format(n=1, mhz=1, extra=""))
    hybrid = hostinfo.host_fingerprint()
    _cpuinfo(monkeypatch, tmp_path,
             CPUINFO.format(n=0, mhz=1, extra="avx").replace("Some CPU", "Other CPU"))
    renamed = hostinfo.host_fingerprint()
    assert len({avx, plain, hybrid, renamed}) == 4


def test_the_fingerprint_follows_llvmlite_and_python(monkeypatch):
    base = hostinfo.host_fingerprint()
    assert base is not None  # this host has /proc/cpuinfo and llvmlite on sys.path
    with monkeypatch.context() as mp:
        mp.setattr(hostinfo, "_llvmlite_library", lambda: "/elsewhere/libllvmlite.so 1 2")
        assert hostinfo.host_fingerprint() != base
    with monkeypatch.context() as mp:
        real = hostinfo.dist_version
        mp.setattr(hostinfo, "dist_version",
                   lambda name: "99.0" if name == "llvmlite" else real(name))
        assert hostinfo.host_fingerprint() != base
    with monkeypatch.context() as mp:
        mp.setattr("sys.version", "0.0.0 (patched)")
        assert hostinfo.host_fingerprint() != base
    assert hostinfo.host_fingerprint() == base


def test_the_library_fact_names_llvmlites_shared_library():
    import llvmlite.binding

    library = hostinfo._llvmlite_library()
    assert library is not None
    path, size, _mtime = library.splitlines()[0].rsplit(" ", 2)
    assert Path(path).parent.resolve() == Path(llvmlite.binding.__file__).parent.resolve()
    assert Path(path).name.startswith("libllvmlite")
    assert int(size) == Path(path).stat().st_size


def test_no_cpuinfo_means_no_fingerprint(monkeypatch, tmp_path):
    monkeypatch.setattr(hostinfo, "CPUINFO", str(tmp_path / "missing"))
    assert hostinfo.host_fingerprint() is None
