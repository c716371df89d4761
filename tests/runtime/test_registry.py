"""The program registry and kernel table: registration by magic, lookups, @mix pairing,
Modules that register themselves, unregistration, and fuzzed metas and ELFs that give only
LoaderError or a launch identical to the original's."""

from __future__ import annotations

import copy
import gc
import logging
import random
import struct
import subprocess
import sys
import threading

import numpy as np
import pytest

import incore
from incore.errors import KernelNotFound, LoaderError
from incore.loader.elf_writer import MAX_PAYLOAD_ALIGN, write_kernel_elf
from incore.loader.seal import SEALED_FIELDS
from incore.runtime.host.registry import ProgramRegistry, RegisteredKernel

# Kernel names are unique to this file: the live Modules of the whole test session register
# themselves, so a name other tests also compile would be ambiguous.
SOURCE = """
@aiv
kernel regscale(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32, d: i32):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i] + y[i] + f32(i // i64(d))
    assert d != 0, "d is {}", d
    log.info_v3("block {} of {}", block_idx, block_num)
"""

MIX = """
@mix
kernel regmix(out: Tensor[[48], f32], scale: f32):
    line = 0
    if core_type == AIC:
        line = 0
    else:
        line = 1 + sub_block_idx
    base = line * 16
    out[base + 0] = scale * f32(block_idx + 1)
    out[base + 1] = f32(block_num)
    out[base + 2] = f32(sub_block_idx)
"""


@pytest.fixture(scope="module")
def module():
    return incore.compile(SOURCE, "regscale.ik", bounds_check=True)


@pytest.fixture(scope="module")
def kernel(module):
    return module["regscale"]


@pytest.fixture(scope="module")
def mix_module():
    return incore.compile(MIX, "regmix.ik")


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS: dict = {}


@pytest.fixture
def reg() -> ProgramRegistry:
    return ProgramRegistry()


def inputs(n: int = 300):
    x = np.linspace(-3, 3, n, dtype=np.float32)
    return x, np.full(n, 0.5, np.float32)


def run(worker, kernel, alpha=2.0, d=7):
    x, y = inputs()
    worker.launch(kernel, x, y, alpha, d, blocks=3)
    return y


@pytest.fixture(scope="module")
def expected(worker, kernel):
    return run(worker, kernel)


# ------------------------------------------------------------------ registration

def test_a_kernel_elf_and_a_plain_payload_both_launch_like_the_compiled_kernel(
        reg, worker, kernel, expected):
    x, _ = inputs()
    assert np.allclose(expected, 2.0 * x + 0.5 + np.arange(300) // 7)
    from_elf = reg.register(kernel.elf)
    from_text = reg.register(kernel.text, meta=kernel.meta)
    assert (from_elf.origin, from_text.origin) == ("kernel ELF", "plain .text")
    for program in (from_elf, from_text):
        rk = program.kernels["regscale"]
        assert isinstance(rk, RegisteredKernel) and rk.program is program
        assert rk.text == kernel.text and rk.meta == kernel.meta and rk.meta is not kernel.meta
        assert np.array_equal(run(worker, rk), expected)
    assert from_elf.handle != from_text.handle
    assert reg.kernel(from_elf.kernels["regscale"].handle) is from_elf.kernels["regscale"]


def test_the_runtime_registers_launches_looks_up_and_unregisters(worker, kernel, expected):
    rt = incore.Runtime.instance()
    assert isinstance(rt.programs, ProgramRegistry) and rt.programs is rt.programs
    programs = [rt.register_program(kernel.elf), rt.register_program(kernel.text, meta=kernel.meta)]
    for program in programs:
        rk = rt.kernel(program.kernels["regscale"].handle)
        assert rk.program is program and np.array_equal(run(worker, rk), expected)
        rt.unregister_program(program)
        with pytest.raises(KernelNotFound):
            rt.kernel(rk.handle)


def test_a_registered_kernel_takes_no_const_keywords(worker, reg, kernel):
    rk = reg.register(kernel.elf).kernels["regscale"]
    x = np.ones(8, np.float32)
    with pytest.raises(TypeError, match=r"Worker.launch\(\) got unexpected keyword arguments "
                       r"'TM': only a kernel with const parameters") as info:
        worker.launch(rk, x, x, 2.0, 7, TM=64)
    assert info.value.code == "LAUNCH_KEYWORDS" and "NAME: const" in info.value.hint


def test_bytearray_and_memoryview_blobs_are_accepted(reg, kernel):
    assert reg.register(bytearray(kernel.elf)).kernels["regscale"].text == kernel.text
    assert reg.register(memoryview(kernel.text), meta=kernel.meta).payloads == [kernel.text]


def test_a_plain_payload_needs_meta(reg, kernel):
    with pytest.raises(LoaderError, match=r"a plain \.text payload needs meta=") as info:
        reg.register(kernel.text)
    assert info.value.code == "PROGRAM_INVALID" and "hint:" in str(info.value)


def test_a_kernel_elf_takes_no_meta(reg, kernel):
    with pytest.raises(LoaderError, match=r"a kernel ELF carries its own \.incore\.meta"):
        reg.register(kernel.elf, meta=kernel.meta)


def test_a_payload_with_another_kernels_meta_is_rejected(reg, kernel, mix_module):
    other = mix_module["regmix"].variants["aiv"]
    with pytest.raises(LoaderError, match=r"^meta=: text_sha256: the payload's SHA-256"):
        reg.register(other.text, meta=kernel.meta)


@pytest.mark.parametrize("blob, pattern", [
    ("text", r"blob must be bytes"), (None, r"blob must be bytes"), (b"", r"empty payload"),
])
def test_bad_blobs(reg, kernel, blob, pattern):
    with pytest.raises((TypeError, LoaderError), match=pattern):
        reg.register(blob, meta=kernel.meta)


def test_an_elf_whose_headers_move_text_consistently_fails_the_text_digest(reg, kernel):
    """Moving .text in both the section and the program header passes every header check
    (extract returns other bytes); the digest in the meta rejects it."""
    blob = bytearray(kernel.elf)
    shdr = struct.unpack_from("<Q", blob, 40)[0] + 64  # section 1: .text
    for at in (shdr + 24, 64 + 8):  # sh_offset, p_offset
        struct.pack_into("<Q", blob, at, struct.unpack_from("<Q", blob, at)[0] - 16)
    with pytest.raises(LoaderError, match=r"^\.incore\.meta: text_sha256"):
        reg.register(bytes(blob))


# ------------------------------------------------------------------------ lookup

def test_lookup_by_name_and_handle(reg, kernel):
    program = reg.register(kernel.elf)
    rk = program.kernels["regscale"]
    # the session's live Module of SOURCE is registered by the name lookup: two programs
    with pytest.raises(KernelNotFound, match=r"the kernel name 'regscale' is ambiguous: 2 "
                                             r"programs define it") as info:
        reg.kernel("regscale")
    assert f"rt.kernel({rk.handle})" in str(info.value) and isinstance(info.value, LookupError)
    assert reg.kernel(rk.handle) is rk
    module_program = next(p for p in reg.programs() if p.origin == "module regscale.ik")
    reg.unregister(module_program)
    assert reg.kernel("regscale") is rk


def test_unknown_keys_list_the_known_kernels(reg, kernel):
    rk = reg.register(kernel.elf).kernels["regscale"]
    for key in ("nope", 999):
        with pytest.raises(KernelNotFound, match=rf"no registered kernel has the "
                                                 rf"(name|handle) {key!r}; known kernels: "
                                                 rf"regscale \(handle {rk.handle}\)") as info:
            reg.kernel(key)
        assert info.value.code == "KERNEL_NOT_FOUND" and isinstance(info.value, KeyError)


def test_a_huge_handle_is_not_found(reg):
    with pytest.raises(KernelNotFound, match=r"handle '<an integer of 16610 bits>'"):
        reg.kernel(10**5000)


@pytest.mark.parametrize("key", [True, 1.0, None, b"regscale"])
def test_a_lookup_key_is_a_name_or_a_handle(reg, key):
    with pytest.raises(TypeError, match=r"key must be a kernel name \(str\) or handle \(int\)"):
        reg.kernel(key)


def test_a_module_registers_itself_on_first_lookup(reg, worker, expected):
    mod = incore.compile(SOURCE.replace("regscale", "regown"), "regown.ik", bounds_check=True)
    rk = reg.kernel("regown")
    assert rk.program.origin == "module regown.ik" and reg.kernel("regown") is rk
    assert rk.meta == mod["regown"].meta and rk.text == mod["regown"].text
    assert np.array_equal(run(worker, rk), expected)
    from_rt = incore.Runtime.instance().kernel("regown")  # the process's registry: its own entry
    assert from_rt is not rk and from_rt.text == rk.text


def test_concurrent_registrations_get_unique_handles(reg, kernel):
    programs: list = []
    errors: list = []

    def work():
        try:
            for _ in range(25):
                p = reg.register(kernel.elf)
                programs.append(p)
                if len(programs) % 2:
                    reg.unregister(p)
        except Exception as e:  # noqa: BLE001 - reported by the assertion below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(programs) == 200
    assert len({p.handle for p in programs}) == 200
    assert len({p.kernels["regscale"].handle for p in programs}) == 200
    assert {p.handle for p in reg.programs()} == {p.handle for p in programs if p.registered}


def test_a_kernel_kept_without_its_module_is_found(reg, worker, expected):
    k = incore.compile(SOURCE.replace("regscale", "regkeep"), "regkeep.ik", bounds_check=True)[
        "regkeep"]
    gc.collect()
    rk = reg.kernel("regkeep")
    assert rk.text == k.text and np.array_equal(run(worker, rk), expected)


def test_compiling_does_not_import_the_runtime():
    code = ("import sys, incore\n"
            f"incore.compile({SOURCE!r}, 'r.ik', cache=False)\n"
            "print(sorted(m for m in sys.modules if m.startswith('incore.runtime')))\n"
            "print('numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120).stdout.split("\n")
    # only the live-module table and the (docstring-only) packages above it
    assert out[0] == str(["incore.runtime", "incore.runtime.host",
                          "incore.runtime.host.live_modules"]) and out[1] == "False"


# --------------------------------------------------------------------------- @mix

def mix_expected(worker, mix):
    out = np.zeros(48, np.float32)
    worker.launch(mix, out, 3.0, blocks=1)
    return out


def test_a_mix_kernel_registered_as_two_elfs_launches(reg, worker, mix_module):
    mix = mix_module["regmix"]
    want = mix_expected(worker, mix)
    assert want[0] == 3.0 and want[16 + 2] == 0.0 and want[32 + 2] == 1.0
    first = reg.register(mix.variants["aic"].elf)
    assert first.kernels == {} and list(first.pending) == ["regmix"]
    with pytest.raises(KernelNotFound, match=r"@mix kernels waiting for a payload: regmix "
                                             r"\(aic payload of program"):
        reg.kernel(12345)
    second = reg.register(mix.variants["aiv"].elf)
    rk = second.kernels["regmix"]
    assert first.kernels["regmix"] is rk and rk.programs == (first, second)
    assert rk.text is None and rk.meta["variant"] == "mix" and set(rk.variants) == {"aic", "aiv"}
    assert np.array_equal(mix_expected(worker, rk), want)
    # unregistering one half takes the kernel out; the other half waits again
    reg.unregister(second)
    assert first.kernels == {} and list(first.pending) == ["regmix"]
    with pytest.raises(LoaderError, match=r"belongs to program \d+, which was unregistered"):
        worker.launch(rk, np.zeros(48, np.float32), 3.0)
    again = reg.register(mix.variants["aiv"].text, meta=mix.variants["aiv"].meta)
    assert np.array_equal(mix_expected(worker, again.kernels["regmix"]), want)


def test_a_mix_module_registers_both_payloads(reg, worker, mix_module):
    want = mix_expected(worker, mix_module["regmix"])
    rk = reg.kernel("regmix")
    assert rk.program.origin == "module regmix.ik" and rk.program.pending == {}
    assert np.array_equal(mix_expected(worker, rk), want)


def test_halves_of_different_kernels_do_not_pair(reg, mix_module):
    other = incore.compile(MIX.replace("scale * ", "2.0 * scale * "), "regmix2.ik")
    reg.register(mix_module["regmix"].variants["aic"].elf)
    program = reg.register(other["regmix"].variants["aiv"].elf)
    assert program.kernels == {} and list(program.pending) == ["regmix"]


# ---------------------------------------------------------------- unregistration

def test_unregister_notifies_listeners_and_stops_launches(reg, worker, kernel, caplog):
    seen = []

    def failing(program):
        raise RuntimeError("listener bug")

    reg.add_unregister_listener(seen.append)
    reg.add_unregister_listener(failing)
    program = reg.register(kernel.elf)
    rk = program.kernels["regscale"]
    with caplog.at_level(logging.ERROR, logger="incore"):
        reg.unregister(program)
    assert seen == [program] and not program.registered and not rk.registered
    assert "unregister listener" in caplog.text and "listener bug" in caplog.text
    with pytest.raises(LoaderError, match=r"kernel 'regscale' \(handle \d+\) belongs to program "
                                          r"\d+, which was unregistered"):
        worker.launch(rk, *inputs(), 2.0, 7)
    with pytest.raises(ValueError, match=r"is not a program registered in this registry"):
        reg.unregister(program)
    for bad in (program.handle, 10**5000, None):
        with pytest.raises(TypeError, match=r"program must be a Program \(what register returned"):
            reg.unregister(bad)
    with pytest.raises(KernelNotFound):
        reg.kernel(rk.handle)
    reg.remove_unregister_listener(seen.append)
    reg.unregister(reg.register(kernel.elf))
    assert seen == [program]


def test_a_bound_method_listener_is_held_weakly(reg, kernel):
    class Context:
        calls = 0

        def on_unregister(self, program):
            Context.calls += 1

    ctx = Context()
    reg.add_unregister_listener(ctx.on_unregister)
    reg.unregister(reg.register(kernel.elf))
    del ctx
    gc.collect()
    reg.unregister(reg.register(kernel.elf))
    assert Context.calls == 1


def test_a_collected_module_is_unregistered(reg):
    seen = []
    reg.add_unregister_listener(seen.append)
    mod = incore.compile(SOURCE.replace("regscale", "reggone"), "reggone.ik")
    program = reg.kernel("reggone").program
    del mod
    gc.collect()
    assert program not in reg.programs()
    assert seen == [program] and not program.registered


# ---------------------------------------------------------------- fuzzed metas

POOL = [None, True, False, 0, 1, -1, 31, 32, 47, 48, 51, 2**63, 2**70, 10**5000, 1.5,
        float("nan"), "", "x", "N", "f16", "f32", "i64", "tensor", "scalar", "bypass", "info_v3",
        "assert", [], [1], ["N"], {}, {"a": 1}]


def _pick(rng: random.Random, meta: dict) -> tuple[object, object]:
    """A random (container, key) in ``meta``: a top-level key first, then deeper at random."""
    node, key = meta, rng.choice(list(meta))
    while isinstance(node[key], (dict, list)) and node[key] and rng.random() < 0.7:
        node = node[key]
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
    return node, key


def mutate(rng: random.Random, meta: dict) -> dict:
    """``meta`` with 1-3 random edits: deletions, wrong types, off-by-one numbers, changed
    strings, flipped bools, duplicated or swapped list entries, unknown keys, copied slots."""
    meta = copy.deepcopy(meta)
    for _ in range(rng.choice((1, 1, 2, 3))):
        node, key = _pick(rng, meta)
        value = node[key]
        op = rng.randrange(9)
        if op == 0:
            del node[key]
        elif op == 1:
            node[key] = copy.deepcopy(rng.choice(POOL))
        elif op == 2 and isinstance(value, int) and not isinstance(value, bool):
            node[key] = value + rng.choice((-1, 1, 16, 1 << 40))
        elif op == 3 and isinstance(value, str):
            node[key] = rng.choice((value + "x", "", value.upper(), value[:-1]))
        elif op == 4 and isinstance(value, bool):
            node[key] = not value
        elif op == 5 and isinstance(value, list) and value:
            value.append(copy.deepcopy(rng.choice(value)))
        elif op == 6 and isinstance(value, list) and len(value) > 1:
            i, j = rng.sample(range(len(value)), 2)
            value[i], value[j] = value[j], value[i]
        elif op == 7 and isinstance(value, dict):
            value[rng.choice(("extra", "slot", "dims", "Kind"))] = 1
        elif op == 8 and meta.get("params") and isinstance(meta["params"], list):
            params = [p for p in meta["params"] if isinstance(p, dict)]
            if len(params) > 1:
                a, b = rng.sample(params, 2)
                a["slot"] = b.get("slot")
        else:
            node[key] = copy.deepcopy(rng.choice(POOL))
    return meta


def sealed(meta: dict) -> dict:
    return {k: meta.get(k) for k in SEALED_FIELDS}


def test_2000_mutated_metas_give_loader_error_or_an_identical_launch(
        reg, worker, kernel, expected):
    rng = random.Random(2024)
    original = kernel.meta
    entry_size = len(kernel.text)
    rejected, accepted, launched = 0, 0, 0
    for i in range(2000):
        mutant = mutate(rng, original)
        try:
            if i % 2:
                program = reg.register(kernel.text, meta=mutant)
            else:  # the same meta inside a kernel ELF
                program = reg.register(write_kernel_elf(kernel.text, mutant,
                                                        entry_size=entry_size))
        except LoaderError:
            rejected += 1
            continue
        accepted += 1
        rk = program.kernels["regscale"]
        # what passed only differs outside the seal, in fields no launch reads ...
        assert sealed(rk.meta) == sealed(original) and rk.text == kernel.text, mutant
        if accepted <= 100:  # ... and launches exactly like the original
            assert np.array_equal(run(worker, rk), expected)
            launched += 1
        reg.unregister(program)
    assert rejected + accepted == 2000 and rejected > 1500 and launched == min(accepted, 100)


def _elf_fields(blob: bytes) -> list[tuple[str, int]]:
    shoff, shnum = struct.unpack_from("<Q", blob, 40)[0], struct.unpack_from("<H", blob, 60)[0]
    fields = [("<H", 16), ("<H", 18), ("<Q", 24), ("<Q", 32), ("<Q", 40), ("<H", 54),
              ("<H", 56), ("<H", 58), ("<H", 60), ("<H", 62)]
    fields += [(f, 64 + o) for f, o in (("<I", 0), ("<I", 4), ("<Q", 8), ("<Q", 16),
                                        ("<Q", 32), ("<Q", 40))]
    for i in range(1, shnum):
        fields += [(f, shoff + 64 * i + o) for f, o in (("<I", 0), ("<I", 4), ("<Q", 8),
                                                        ("<Q", 16), ("<Q", 24), ("<Q", 32),
                                                        ("<I", 40), ("<I", 44))]
    return fields


def test_2000_mutated_elfs_give_loader_error_or_the_original_text(reg, kernel):
    rng = random.Random(99)
    elf, text = kernel.elf, kernel.text
    fields = _elf_fields(elf)
    outcomes = {"rejected": 0, "original": 0}
    for i in range(2000):
        blob = bytearray(elf)
        if i % 2:  # byte flips anywhere (headers, .text, tables, metadata JSON)
            for _ in range(rng.randint(1, 4)):
                blob[rng.randrange(len(blob))] ^= 1 << rng.randrange(8)
        else:  # header fields set to nearby or random values
            for fmt, at in rng.sample(fields, rng.randint(1, 2)):
                bits = 8 * struct.calcsize(fmt)
                old = struct.unpack_from(fmt, blob, at)[0]
                value = rng.choice((old + 1, old - 1, old + 16, 0, rng.getrandbits(bits)))
                struct.pack_into(fmt, blob, at, value % (1 << bits))
        if rng.random() < 0.05:
            blob = blob[: rng.randrange(len(blob))]
        try:
            program = reg.register(bytes(blob))
        except LoaderError:
            outcomes["rejected"] += 1
            continue
        rk = program.kernels["regscale"]
        assert rk.text == text and sealed(rk.meta) == sealed(kernel.meta)
        outcomes["original"] += 1
        reg.unregister(program)
    print("OUTCOMES", outcomes)
    assert outcomes["rejected"] > 1000 and outcomes["original"] > 50, outcomes



# ---------------------------------------------------- code memory of unregistered programs

def test_code_memory_release_reuses_and_shrinks():
    from incore.runtime.common.layout import MAX_DEVICES, DeviceLayout
    from incore.runtime.host.memory.codemem import CodeMemory

    code = CodeMemory(DeviceLayout(MAX_DEVICES - 1))
    try:
        a, b, c = (code.load(bytes([n]) * 100) for n in (1, 2, 3))
        assert b - a == c - b == 128 and code.loaded_bytes() == 384
        assert code.release(bytes([2]) * 100) and not code.release(bytes([2]) * 100)
        assert code.load(bytes([4]) * 60) == b  # first fit in the freed range
        assert code.load(bytes([5]) * 60) == b + 64  # its remainder
        assert code.load(bytes([6]) * 60) == c + 128  # no free range left: the top
        for n in (6, 3):
            assert code.release(bytes([n]) * (60 if n == 6 else 100))
        assert code.load(bytes([7]) * 200) == c  # the top came back to c
        assert code.load(bytes([2]) * 100) == c + 256  # released text loads again (new copy)
    finally:
        code.close()


def _reserved(text: bytes) -> int:
    return -(-len(text) // MAX_PAYLOAD_ALIGN) * MAX_PAYLOAD_ALIGN


@pytest.fixture(scope="module")
def other():
    """A kernel with the arguments of regscale and a payload of its own."""
    return incore.compile(SOURCE.replace("regscale", "regother").replace("+ y[i]", "- y[i]"),
                          "regother.ik")["regother"]


def test_unregistering_frees_the_programs_code(worker, other):
    rt = incore.Runtime.instance()
    code = worker._ctx.memory.code
    program = rt.register_program(other.text, meta=other.meta)
    run(worker, program.kernels["regother"])
    before = code.loaded_bytes()
    rt.unregister_program(program)
    assert code.loaded_bytes() == before - _reserved(other.text)
    assert not code.release(other.text)  # the listener freed it
    x, y = inputs()
    assert np.allclose(run(worker, other), 2.0 * x - 0.5 + np.arange(300) // 7)  # loads anew
    assert code.loaded_bytes() == before


def test_a_program_unregistered_during_an_operation_is_freed_by_the_next_launch(
        worker, kernel, other):
    """The listener runs on another thread while an operation holds the context's lock: it
    only records the program, and the next launch frees the code before loading its own."""
    rt = incore.Runtime.instance()
    ctx = worker._ctx
    program = rt.register_program(other.elf)
    run(worker, program.kernels["regother"])
    run(worker, kernel)
    before = ctx.memory.code.loaded_bytes()
    with ctx.lock:  # what a running operation holds
        t = threading.Thread(target=rt.unregister_program, args=(program,))
        t.start()
        t.join()
        assert ctx.launches.unloaded == [program] and ctx.memory.code.loaded_bytes() == before
    run(worker, kernel)
    assert ctx.launches.unloaded == []
    assert ctx.memory.code.loaded_bytes() == before - _reserved(other.text)


def test_a_program_unregistered_during_its_own_launch_is_freed_when_it_ends(
        worker, other, monkeypatch):
    """Unregistered after the launch checked it and before its payload is loaded: the launch
    runs (the program was registered when it began) and frees the code it loaded at its end."""
    import incore.runtime.host.launch.phases as context_mod

    rt = incore.Runtime.instance()
    program = rt.register_program(other.elf)
    real = context_mod.stage_args

    def staging(*args, **kwargs):
        t = threading.Thread(target=rt.unregister_program, args=(program,))
        t.start()
        t.join()
        return real(*args, **kwargs)

    monkeypatch.setattr(context_mod, "stage_args", staging)
    x, y = inputs()
    worker.launch(program.kernels["regother"], x, y, 2.0, 7, blocks=3)
    assert np.allclose(y, 2.0 * x - 0.5 + np.arange(300) // 7) and not program.registered
    assert not worker._ctx.memory.code.release(other.text)  # freed at the end of the launch
