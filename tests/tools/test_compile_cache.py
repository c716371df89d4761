"""The on-disk compile cache (incore.cache): hits across processes, the key, integrity,
unusable directories, bypass, pruning, ``incore cache``, and cached kernels on a device."""

from __future__ import annotations

import inspect
import logging
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import incore
from incore import cache
from incore.cli import main
from incore.compiler import COMPILE_OPTIONS

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy" / "kernel.ik"
ROWSCALE = ROOT / "examples" / "rowscale" / "kernel.ik"
MIX = ROOT / "tests" / "golden" / "mix_probe.ik"
SOURCE = """
kernel double(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] * 2.0
"""
# One value per compile option that differs from compile()'s default.
OTHER_VALUES = {"arch": "a5", "opt": 0, "l2_lowering": "cann-global", "bounds_check": True,
                "access_trace": True, "trace_line": 512, "policy_override": "default",
                "sanitize": True, "consts": {"k": {"T": 128}}}


@pytest.fixture
def cache_dir(tmp_path, monkeypatch) -> Path:
    """A fresh, empty cache directory for this test (also for child processes)."""
    d = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_DIR, str(d))
    monkeypatch.delenv(cache.ENV_MAX_AGE, raising=False)
    monkeypatch.setattr(cache, "_pruned", set())
    return d


@pytest.fixture
def debug_log(caplog):
    caplog.set_level(logging.DEBUG, logger="incore")
    return caplog


def entries(d: Path) -> list[Path]:
    return sorted(d.glob(f"*{cache.SUFFIX}"))


def messages(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "incore"]


def hits(caplog) -> list[str]:
    return [m for m in messages(caplog) if m.startswith("compile cache hit")]


# ---------------------------------------------------------------- a hit in a new process

CHILD = """
import logging, sys
logging.basicConfig(level=logging.DEBUG, format="%(levelname)s %(name)s %(message)s")
import incore
logging.getLogger("incore").setLevel(logging.DEBUG)
module = incore.compile_file(sys.argv[1])
print(module.saxpy.text.hex())
print(",".join(sorted(m for m in sys.modules if m.startswith("incore."))))
"""


def run_child(cache_dir: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(SAXPY)], capture_output=True, text=True,
        env={**os.environ, cache.ENV_DIR: str(cache_dir)}, timeout=120, check=True,
    )


def test_second_compile_in_a_new_process_is_a_hit(cache_dir, capsys):
    first = run_child(cache_dir)
    assert "compile cache miss for" in first.stderr
    assert "compile cache stored" in first.stderr
    assert "compile cache hit" not in first.stderr
    assert main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert f"directory: {cache_dir}" in out and "entries: 1\n" in out

    second = run_child(cache_dir)
    key = entries(cache_dir)[0].stem
    assert f"DEBUG incore compile cache hit for {SAXPY} (key {key[:12]}) in {cache_dir}" in (
        second.stderr)
    assert "compile cache miss" not in second.stderr
    assert second.stdout.splitlines()[0] == first.stdout.splitlines()[0]  # same payload
    # the hit ran no layer: the frontend, lowering and loader were never imported
    loaded = second.stdout.splitlines()[1].split(",")
    assert not [m for m in loaded if m.split(".")[1] in ("frontend", "lowering", "loader")]
    assert len(entries(cache_dir)) == 1


def test_concurrent_processes_share_one_valid_entry(cache_dir):
    procs = [
        subprocess.Popen([sys.executable, "-c", CHILD, str(SAXPY)], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True,
                         env={**os.environ, cache.ENV_DIR: str(cache_dir)})
        for _ in range(4)
    ]
    outs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _, err in outs]
    assert len({out.splitlines()[0] for out, _ in outs}) == 1
    [entry] = entries(cache_dir)
    cache.decode(entry.stem, entry.read_bytes())  # complete and intact
    assert not list(cache_dir.glob(f"*{cache.TEMP_SUFFIX}"))


# ---------------------------------------------------------------- the key

def test_compile_options_are_every_parameter_but_source_filename_link_cache():
    params = set(inspect.signature(incore.compile).parameters)
    assert set(COMPILE_OPTIONS) == params - {"source", "filename", "link", "cache"}
    assert set(OTHER_VALUES) == set(COMPILE_OPTIONS), "give the new option a value here"


def test_compile_keys_every_option(cache_dir, monkeypatch):
    seen = []
    real = cache.key
    monkeypatch.setattr(cache, "key", lambda s, f, o: seen.append(dict(o)) or real(s, f, o))
    incore.compile(SOURCE, "k.ik", arch="a5", opt=1, bounds_check=True)
    assert seen == [{"arch": "a5", "opt": 1, "l2_lowering": "args", "bounds_check": True}]


DEFAULTS = {"arch": "a2a3", "opt": 2, "l2_lowering": "args", "bounds_check": False}


def test_source_filename_and_each_option_change_the_key():
    base = cache.key(SOURCE, "k.ik", DEFAULTS)
    assert cache.key(SOURCE, "k.ik", dict(DEFAULTS)) == base  # deterministic
    assert cache.key(SOURCE + "\n", "k.ik", DEFAULTS) != base
    assert cache.key(SOURCE, "other.ik", DEFAULTS) != base
    keys = {cache.key(SOURCE, "k.ik", {**DEFAULTS, name: value})
            for name, value in OTHER_VALUES.items()}
    assert base not in keys and len(keys) == len(OTHER_VALUES)


@pytest.fixture
def fresh_environment(monkeypatch):
    """The environment computed anew, asking LLVM (no host record), so patches to llvmlite
    are seen."""
    monkeypatch.setattr(cache, "host_fingerprint", lambda: None)
    cache.environment.cache_clear()
    yield
    cache.environment.cache_clear()


def _patch_version(monkeypatch, dist: str):
    real = cache._dist_version
    monkeypatch.setattr(cache, "_dist_version",
                        lambda name: "99.0" if name == dist else real(name))


ENVIRONMENT_CHANGES = {
    "incore version": lambda mp: _patch_version(mp, "incore"),
    "incore sources": lambda mp: mp.setattr(cache, "_sources_digest", lambda: "0" * 64),
    "lark version": lambda mp: _patch_version(mp, "lark"),
    "pyelftools version": lambda mp: _patch_version(mp, "pyelftools"),
    "llvmlite version": lambda mp: mp.setattr("llvmlite.__version__", "0.0.1"),
    "LLVM version": lambda mp: mp.setattr("llvmlite.binding.llvm_version_info", (1, 2, 3)),
    "python version": lambda mp: mp.setattr("sys.version", "0.0.0 (patched)"),
    "cpu name": lambda mp: mp.setattr("llvmlite.binding.get_host_cpu_name", lambda: "i386"),
    "cpu features": lambda mp: mp.setattr(
        "llvmlite.binding.get_host_cpu_features", lambda: type("F", (), {
            "flatten": lambda self: "+sse2,-avx"})()),
}


@pytest.mark.parametrize("change", ENVIRONMENT_CHANGES, ids=list(ENVIRONMENT_CHANGES))
def test_each_environment_component_changes_the_key(change, fresh_environment, monkeypatch):
    base = cache.key(SOURCE, "k.ik", DEFAULTS)
    with monkeypatch.context() as mp:
        ENVIRONMENT_CHANGES[change](mp)
        cache.environment.cache_clear()
        changed = cache.key(SOURCE, "k.ik", DEFAULTS)
    cache.environment.cache_clear()
    assert changed != base
    assert cache.key(SOURCE, "k.ik", DEFAULTS) == base  # the real environment again


def test_the_sources_digest_covers_the_compile_path_and_nothing_else(tmp_path):
    """An edit of a file of ``COMPILE_PATH`` changes the digest; an edit elsewhere (the
    runtime, the tools) or of bytecode does not, and a missing package is no error."""
    root = tmp_path / "incore"
    files = {"frontend/grammar.lark": "start: x", "frontend/sub/deep.py": "A = 1",
             "lowering/emit.py": "B = 2", "abi.py": "C = 3", "runtime/host/x.py": "D = 4",
             "sweeps/y.py": "E = 5", "frontend/__pycache__/z.cpython-311.pyc": "bytes"}
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    base = cache._sources_digest(root)
    for rel in ("runtime/host/x.py", "sweeps/y.py", "frontend/__pycache__/z.cpython-311.pyc"):
        (root / rel).write_text("changed")
        assert cache._sources_digest(root) == base, rel
    for rel in ("frontend/grammar.lark", "frontend/sub/deep.py", "lowering/emit.py", "abi.py"):
        before = cache._sources_digest(root)
        (root / rel).write_text(files[rel] + " # edited")
        assert cache._sources_digest(root) != before, rel
    before = cache._sources_digest(root)
    (root / "loader").mkdir()
    (root / "loader" / "link.py").write_text("F = 6")  # a new file is an edit too
    assert cache._sources_digest(root) != before


def test_every_module_a_compile_imports_is_in_the_sources_digest(tmp_path):
    """What a compile runs shapes what an entry holds: each incore module imported by a
    compile is under ``COMPILE_PATH``, but the runtime's module registry (it records the
    Module, it does not shape it)."""
    code = (
        "import sys, incore\n"
        "from pathlib import Path\n"
        "from incore.cache import COMPILE_PATH\n"
        f"m = incore.compile({SOURCE!r}, 'k.ik', cache=False)\n"
        "[p.text for k in m for p in k.variants.values()]\n"
        "root = Path(incore.__file__).parent\n"
        "for name, mod in sorted(sys.modules.items()):\n"
        "    f = getattr(mod, '__file__', None)\n"
        "    if name.startswith('incore') and f:\n"
        "        rel = Path(f).relative_to(root).as_posix()\n"
        "        if not any(rel == c or rel.startswith(c + '/') for c in COMPILE_PATH):\n"
        "            print(rel)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={**os.environ, "INCORE_CACHE_DIR": str(tmp_path)})
    assert set(out.stdout.split()) <= {"runtime/__init__.py", "runtime/host/__init__.py",
                                       "runtime/host/live_modules.py"}


def test_environment_names_the_real_versions_and_cpu(fresh_environment):
    import llvmlite
    import llvmlite.binding as llvm

    env = cache.environment()
    assert env["llvmlite"] == llvmlite.__version__
    assert env["llvm"] == ".".join(map(str, llvm.llvm_version_info))
    assert env["cpu"] == llvm.get_host_cpu_name()
    assert env["cpu_features"] == llvm.get_host_cpu_features().flatten()
    import importlib.metadata

    for dist in ("incore", "lark", "pyelftools"):
        assert env[dist] == importlib.metadata.version(dist)


def test_an_option_makes_its_own_entry(cache_dir):
    incore.compile(SOURCE, "k.ik")
    incore.compile(SOURCE, "k.ik", bounds_check=True)
    incore.compile(SOURCE, "k.ik", opt=3)
    assert len(entries(cache_dir)) == 3


# ---------------------------------------------------------------- integrity

def _damage_cases():
    return {
        "flipped byte": lambda raw: raw[:-40] + bytes([raw[-40] ^ 0xFF]) + raw[-39:],
        "truncated": lambda raw: raw[: len(raw) // 2],
        "empty": lambda raw: b"",
        "header only": lambda raw: raw[:len(cache.MAGIC) + 4],
        "not an entry": lambda raw: b"hello world" * 10,
    }


@pytest.mark.parametrize("damage", _damage_cases(), ids=list(_damage_cases()))
def test_a_damaged_entry_is_detected_recompiled_and_rewritten(damage, cache_dir, debug_log):
    fresh = incore.compile(SOURCE, "k.ik")
    [path] = entries(cache_dir)
    good = path.read_bytes()
    path.write_bytes(_damage_cases()[damage](good))
    debug_log.clear()

    again = incore.compile(SOURCE, "k.ik")
    log = messages(debug_log)
    assert any(m.startswith(f"compile cache entry {path} for k.ik is invalid") for m in log), log
    assert not hits(debug_log)
    assert again.double.text == fresh.double.text
    assert path.read_bytes() == good  # rewritten whole
    debug_log.clear()
    incore.compile(SOURCE, "k.ik")
    assert hits(debug_log)


def test_an_entry_stored_under_another_key_is_rejected(cache_dir, debug_log):
    incore.compile(SOURCE, "a.ik")
    [path] = entries(cache_dir)
    other = cache.key(SOURCE, "b.ik", DEFAULTS)
    path.rename(cache.entry_path(other, cache_dir))
    debug_log.clear()
    module = incore.compile(SOURCE, "b.ik")
    assert any("was written for key" in m for m in messages(debug_log))
    assert module.double.meta["source"] == "b.ik"


# ---------------------------------------------------------------- unusable directories

def _compiles_without_cache(caplog) -> None:
    caplog.clear()
    module = incore.compile(SOURCE, "k.ik")
    assert module.double.text
    log = messages(caplog)
    assert any("is unusable" in m and "compiling k.ik without it" in m for m in log), log
    assert any("is unusable" in m and "k.ik is not cached" in m for m in log), log
    assert not any(r.levelno > logging.DEBUG for r in caplog.records if r.name == "incore")


def test_a_file_instead_of_a_directory_is_skipped(tmp_path, monkeypatch, debug_log):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(cache.ENV_DIR, str(blocker))
    _compiles_without_cache(debug_log)
    assert blocker.read_text() == "not a directory"


def test_a_directory_below_a_file_is_skipped(tmp_path, monkeypatch, debug_log):
    (tmp_path / "a-file").write_text("x")
    monkeypatch.setenv(cache.ENV_DIR, str(tmp_path / "a-file" / "cache"))
    _compiles_without_cache(debug_log)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only directories")
def test_a_read_only_directory_is_skipped_for_writes(tmp_path, monkeypatch, debug_log):
    d = tmp_path / "ro"
    d.mkdir()
    d.chmod(0o555)
    monkeypatch.setenv(cache.ENV_DIR, str(d))
    try:
        module = incore.compile(SOURCE, "k.ik")
    finally:
        d.chmod(0o755)
    assert module.double.text
    assert any("k.ik is not cached" in m for m in messages(debug_log))


def test_a_read_only_cache_still_serves_hits(cache_dir, monkeypatch, debug_log):
    incore.compile(SOURCE, "k.ik")
    monkeypatch.setattr(os, "utime", lambda *a, **k: (_ for _ in ()).throw(PermissionError(1)))
    debug_log.clear()
    incore.compile(SOURCE, "k.ik")
    assert hits(debug_log)


def test_an_empty_variable_means_the_default_directory(monkeypatch):
    import platformdirs

    monkeypatch.setenv(cache.ENV_DIR, "")
    assert cache.cache_dir() == Path(platformdirs.user_cache_dir("incore"))
    monkeypatch.setenv(cache.ENV_DIR, "~/somewhere")
    assert cache.cache_dir() == Path.home() / "somewhere"


# ---------------------------------------------------------------- bypass and failures

def test_cache_false_neither_reads_nor_writes(cache_dir, monkeypatch, debug_log):
    def refuse(*args, **kwargs):
        raise AssertionError("the cache was consulted")

    with monkeypatch.context() as mp:
        mp.setattr(cache, "load", refuse)
        mp.setattr(cache, "store", refuse)
        mp.setattr(cache, "key", refuse)
        incore.compile(SOURCE, "k.ik", cache=False)
        incore.compile_file(SAXPY, cache=False)
    assert not cache_dir.exists()

    incore.compile(SOURCE, "k.ik")
    [path] = entries(cache_dir)
    path.write_bytes(b"damaged")  # cache=False must not even look at it
    debug_log.clear()
    assert incore.compile(SOURCE, "k.ik", cache=False).double.text
    assert not messages(debug_log)
    assert path.read_bytes() == b"damaged"


def test_link_false_bypasses_the_cache(cache_dir, monkeypatch):
    incore.compile(SOURCE, "k.ik")
    monkeypatch.setattr(cache, "load", lambda *a: pytest.fail("link=False read the cache"))
    module = incore.compile(SOURCE, "k.ik", link=False)
    assert "elf" not in vars(module.double.variants["aiv"])  # nothing linked yet
    assert len(entries(cache_dir)) == 1


def test_cache_must_be_a_bool():
    with pytest.raises(TypeError, match="cache must be a bool"):
        incore.compile(SOURCE, cache="no")


def test_failed_compiles_are_never_cached(cache_dir):
    with pytest.raises(incore.CompileError):
        incore.compile("kernel broken(:\n", "bad.ik")
    with pytest.raises(incore.LoaderError, match="g_opL2CacheHintCfg"):
        incore.compile_file(SAXPY, l2_lowering="cann-global")
    with pytest.raises(ValueError, match="arch must be one of"):
        incore.compile(SOURCE, arch="bogus")
    assert entries(cache_dir) == []


def test_invalid_options_still_fail_after_a_valid_compile(cache_dir):
    incore.compile(SOURCE, "k.ik")
    with pytest.raises(ValueError, match="opt must be one of"):
        incore.compile(SOURCE, "k.ik", opt=7)


# ---------------------------------------------------------------- pruning

def _age(path: Path, days: float) -> None:
    t = time.time() - days * 86400
    os.utime(path, (t, t))


def test_prune_removes_entries_unused_for_max_age(cache_dir):
    incore.compile(SOURCE, "old.ik")
    incore.compile(SOURCE, "new.ik")
    old = cache.entry_path(cache.key(SOURCE, "old.ik", DEFAULTS), cache_dir)
    new = cache.entry_path(cache.key(SOURCE, "new.ik", DEFAULTS), cache_dir)
    _age(old, 31)
    _age(new, 29)
    stale_tmp = cache_dir / f".x.1{cache.TEMP_SUFFIX}"
    live_tmp = cache_dir / f".y.2{cache.TEMP_SUFFIX}"
    stale_tmp.write_bytes(b"half")
    live_tmp.write_bytes(b"half")
    _age(stale_tmp, 1)
    other = cache_dir / "notes.txt"
    other.write_text("mine")
    _age(other, 365)

    assert cache.prune() == 1
    assert not old.exists() and new.exists()
    assert not stale_tmp.exists() and live_tmp.exists()  # a writer may still own a new one
    assert other.exists()
    assert cache.prune(max_age=28) == 1 and not new.exists()


def test_max_age_comes_from_the_environment(cache_dir, monkeypatch):
    incore.compile(SOURCE, "k.ik")
    [path] = entries(cache_dir)
    _age(path, 3)
    monkeypatch.setenv(cache.ENV_MAX_AGE, "5")
    assert cache.prune() == 0
    monkeypatch.setenv(cache.ENV_MAX_AGE, "2.5")
    assert cache.max_age_days() == 2.5
    assert cache.prune() == 1


@pytest.mark.parametrize("value", ["abc", "0", "-3", "nan", " "])
def test_a_bad_max_age_warns_naming_the_variable(value, monkeypatch, caplog):
    cache._parse_max_age.cache_clear()
    monkeypatch.setenv(cache.ENV_MAX_AGE, value)
    with caplog.at_level(logging.WARNING, logger="incore"):
        assert cache.max_age_days() == cache.DEFAULT_MAX_AGE_DAYS
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    if value.strip():
        assert warnings == [f"INCORE_CACHE_MAX_AGE_DAYS={value!r} is not a positive number of "
                            "days; using the default, 30"]
    else:
        assert warnings == []  # blank means unset


def test_a_hit_refreshes_the_entry(cache_dir):
    incore.compile(SOURCE, "k.ik")
    [path] = entries(cache_dir)
    _age(path, 40)
    incore.compile(SOURCE, "k.ik")  # a hit
    assert time.time() - path.stat().st_mtime < 60
    assert cache.prune() == 0


def test_a_write_prunes_once_per_process_and_interval(cache_dir, monkeypatch):
    calls = []
    real = cache.prune
    monkeypatch.setattr(cache, "prune", lambda **kw: calls.append(kw) or real(**kw))
    incore.compile(SOURCE, "old.ik")
    old = entries(cache_dir)[0]
    _age(old, 45)
    assert len(calls) == 1 and old.exists()  # the first write pruned (old was new then)

    incore.compile(SOURCE, "second.ik")
    assert len(calls) == 1  # not again in this process

    monkeypatch.setattr(cache, "_pruned", set())  # as a new process would start
    incore.compile(SOURCE, "third.ik")
    assert len(calls) == 1  # the directory was pruned less than PRUNE_INTERVAL_S ago

    monkeypatch.setattr(cache, "_pruned", set())
    _age(cache_dir / cache.PRUNE_MARKER, 1)
    incore.compile(SOURCE, "fourth.ik")
    assert len(calls) == 2 and not old.exists()


# ---------------------------------------------------------------- incore cache

def test_cache_info_and_clear(cache_dir, capsys):
    assert main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert "entries: 0" in out and "not created yet" in out and "max age: 30 days" in out
    incore.compile(SOURCE, "a.ik")
    incore.compile(SOURCE, "b.ik")
    (cache_dir / "keep.txt").write_text("not an entry")
    size = sum(p.stat().st_size for p in entries(cache_dir))

    assert main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert f"directory: {cache_dir} (from INCORE_CACHE_DIR)" in out
    assert "entries: 2\n" in out and f"({size} bytes)" in out

    assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out == f"removed 2 entries from {cache_dir}\n"
    assert entries(cache_dir) == [] and (cache_dir / "keep.txt").exists()
    assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out == f"removed 0 entries from {cache_dir}\n"


def test_cache_cli_in_a_new_process(cache_dir):
    run_child(cache_dir)
    env = {**os.environ, cache.ENV_DIR: str(cache_dir), cache.ENV_MAX_AGE: "7"}
    info = subprocess.run([sys.executable, "-m", "incore.cli", "cache", "info"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert info.returncode == 0, info.stderr
    assert "entries: 1\n" in info.stdout
    assert "max age: 7 days unused (from INCORE_CACHE_MAX_AGE_DAYS)" in info.stdout
    clear = subprocess.run([sys.executable, "-m", "incore.cli", "cache", "clear"],
                           capture_output=True, text=True, env=env, timeout=60)
    assert clear.stdout == f"removed 1 entry from {cache_dir}\n"


def test_cache_commands_on_a_file(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    monkeypatch.setenv(cache.ENV_DIR, str(blocker))
    assert main(["cache", "info"]) == 0
    assert "unusable: cache directory" in capsys.readouterr().out
    assert main(["cache", "clear"]) == 1
    assert f"incore: error: cache directory {blocker} is not a directory" in (
        capsys.readouterr().err)


# ---------------------------------------------------------------- what a hit gives

@pytest.mark.parametrize("path", [SAXPY, ROWSCALE, MIX], ids=["saxpy", "rowscale", "mix"])
def test_a_hit_gives_the_artifacts_of_a_fresh_compile(path, cache_dir, debug_log):
    fresh = incore.compile_file(path, cache=False)
    incore.compile_file(path)  # stores
    debug_log.clear()
    hit = incore.compile_file(path)
    assert hits(debug_log)
    assert list(hit.kernels) == list(fresh.kernels)
    for name, k in fresh.kernels.items():
        h = hit[name]
        assert (h.name, h.core_kind, h.arch) == (k.name, k.core_kind, k.arch)
        assert h.meta == k.meta
        assert list(h.variants) == list(k.variants)
        for v, p in k.variants.items():
            q = h.variants[v]
            assert (q.kernel, q.variant, q.opt) == (p.kernel, p.variant, p.opt)
            assert q.ir == p.ir and q.meta == p.meta
            assert q.elf == p.elf and q.text == p.text
            assert q.llvm_ir == p.llvm_ir and q.obj == p.obj  # still produced on demand
    assert hit.program.source_hash == fresh.program.source_hash  # checked on first access
    assert list(hit.program.kernels) == list(fresh.program.kernels)
    with pytest.raises(KeyError, match=f"no kernel named 'nope' in {path}"):
        hit["nope"]


@pytest.mark.device
def test_a_cached_kernel_runs_like_a_fresh_one(cache_dir, debug_log):
    fresh = incore.compile_file(SAXPY, cache=False)["saxpy"]
    incore.compile_file(SAXPY)
    debug_log.clear()
    cached = incore.compile_file(SAXPY)["saxpy"]
    assert hits(debug_log)
    assert (cached.text, cached.elf, cached.meta) == (fresh.text, fresh.elf, fresh.meta)
    rng = np.random.default_rng(6)
    x = rng.standard_normal(10_000, dtype=np.float32)
    y = rng.standard_normal(10_000, dtype=np.float32)
    y_fresh, y_cached = y.copy(), y.copy()
    with incore.Worker(device_id=21) as w:
        w.launch(fresh, x, y_fresh, 1.5, blocks=4)
        w.launch(cached, x, y_cached, 1.5, blocks=4)
    np.testing.assert_array_equal(y_cached, y_fresh)
    np.testing.assert_allclose(y_fresh, np.float32(1.5) * x + y, rtol=1e-6)


def test_a_hit_runs_no_frontend_lowering_or_linking(cache_dir, monkeypatch):
    import incore.frontend
    import incore.loader
    import incore.lowering

    fresh = incore.compile(SOURCE, "k.ik")

    def refuse(*args, **kwargs):
        raise AssertionError("a cache hit ran a compiler layer")

    monkeypatch.setattr(incore.frontend, "check", refuse)
    monkeypatch.setattr(incore.lowering, "lower_variant", refuse)
    monkeypatch.setattr(incore.lowering.target, "optimize", refuse)
    monkeypatch.setattr(incore.loader, "link", refuse)
    hit = incore.compile(SOURCE, "k.ik")
    assert hit.double.text == fresh.double.text
    with pytest.raises(AssertionError, match="ran a compiler layer"):
        _ = hit.program  # the AST is computed only when asked for


def test_stage_artifacts_do_not_depend_on_access_order():
    linked = incore.compile_file(ROWSCALE, cache=False)["rowscale"]  # obj emitted first
    staged = incore.compile_file(ROWSCALE, cache=False, link=False)["rowscale"]
    assert staged.asm == linked.asm  # asm first here, after the object there
    assert staged.llvm_ir == linked.llvm_ir
    assert staged.text == linked.text


# ---------------------------------------------------------------- untrusted entries (issue 21)

FIFO_CHILD = """
import os, sys
import incore
from incore import cache
key = cache.key(sys.argv[1], "k.ik", {"arch": "a2a3", "opt": 2, "l2_lowering": "args",
                                      "bounds_check": False})
path = cache.entry_path(key)
path.parent.mkdir(parents=True, exist_ok=True)
os.mkfifo(path)
module = incore.compile(sys.argv[1], "k.ik")
print(len(module.double.text) > 0, path.is_fifo())
"""


def test_a_fifo_at_an_entry_path_is_a_miss_and_never_hangs(cache_dir):
    proc = subprocess.run([sys.executable, "-c", FIFO_CHILD, SOURCE], capture_output=True,
                          text=True, timeout=120, env={**os.environ, cache.ENV_DIR: str(cache_dir)})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["True", "False"]  # compiled; the FIFO was replaced


def test_a_directory_at_an_entry_path_is_a_miss(cache_dir, debug_log):
    path = cache.entry_path(cache.key(SOURCE, "k.ik", DEFAULTS), cache_dir)
    path.mkdir(parents=True)
    module = incore.compile(SOURCE, "k.ik")
    assert module.double.text
    assert any("not a regular file" in m for m in messages(debug_log)), messages(debug_log)


def _rewrite(path: Path, key: str, change) -> None:
    entry = cache.decode(key, path.read_bytes())
    data, blobs = change(entry.data, dict(entry.blobs))
    path.write_bytes(cache.encode(key, cache.CacheEntry(data, blobs)))


def test_a_hit_checks_the_recorded_source_hash_and_options(cache_dir, debug_log):
    fresh = incore.compile(SOURCE, "k.ik", opt=2)
    key = cache.key(SOURCE, "k.ik", DEFAULTS)
    [path] = entries(cache_dir)

    def other_options(data, blobs):
        data["record"]["options"]["opt"] = 0
        return data, blobs

    def other_source(data, blobs):
        data["record"]["source_sha256"] = "0" * 64
        return data, blobs

    for change in (other_options, other_source):
        _rewrite(path, key, change)
        debug_log.clear()
        module = incore.compile(SOURCE, "k.ik", opt=2)
        assert any("recorded source hash, filename, options" in m
                   for m in messages(debug_log)), messages(debug_log)
        assert module.double.text == fresh.double.text
        assert hits(debug_log) == []


def test_a_hit_checks_text_sha256(cache_dir, debug_log):
    fresh = incore.compile(SOURCE, "k.ik")
    key = cache.key(SOURCE, "k.ik", DEFAULTS)
    [path] = entries(cache_dir)

    def flip_text(data, blobs):
        name = next(n for n in blobs if n.endswith("/text"))
        text = bytearray(blobs[name])
        text[0] ^= 0xFF
        blobs[name] = bytes(text)
        return data, blobs

    _rewrite(path, key, flip_text)
    debug_log.clear()
    module = incore.compile(SOURCE, "k.ik")
    assert any("text_sha256" in m for m in messages(debug_log)), messages(debug_log)
    assert module.double.text == fresh.double.text
