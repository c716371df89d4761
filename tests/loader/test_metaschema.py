"""validate_meta(): the .incore.meta schema, field paths in every message, and the seal."""

from __future__ import annotations

import copy
import hashlib
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import incore
from incore.errors import LoaderError
from incore.loader import seal_meta, validate_meta
from incore.loader.metaschema import FORMAT, check_payload
from incore.loader.seal import SEALED_FIELDS, meta_digest
from incore.lowering.meta import META_FORMAT

SOURCE = """
@aiv
kernel k(x: Tensor[[N, 4], i32], y: Tensor[[N], i32], d: i32, flag: bool):
    for i in range(N):
        y[i] = x[i, 0] // d
        assert y[i] >= 0, "neg {}", y[i]
    log.info_v3("d is {}", d)
"""

MIX = """
@mix
kernel probe(out: Tensor[[48], f32]):
    out[block_idx] = f32(sub_block_idx)
"""


@pytest.fixture(scope="module")
def kernel():
    return incore.compile(SOURCE, "k.ik", bounds_check=True)["k"]


@pytest.fixture
def meta(kernel) -> dict:
    return copy.deepcopy(kernel.meta)


def test_compiled_metas_validate_to_an_equal_copy(kernel):
    checked = validate_meta(kernel.meta, ".incore.meta")
    assert checked == kernel.meta and checked is not kernel.meta
    assert checked["params"] is not kernel.meta["params"]
    assert {s["kind"] for s in checked["sites"]} == {"log", "assert", "bounds"}
    assert checked["traps"] and checked["lines"]["rows"]
    for payload in incore.compile(MIX, "mix.ik")["probe"].variants.values():
        assert validate_meta(payload.meta, "m")["core_kind"] == "mix"


def test_the_linker_seals_the_linked_text(kernel):
    assert kernel.meta["text_sha256"] == hashlib.sha256(kernel.text).hexdigest()
    assert kernel.meta["meta_sha256"] == meta_digest(kernel.meta)
    check_payload(kernel.meta, kernel.text, "x")


def test_format_agrees_with_the_lowering():
    assert FORMAT == META_FORMAT


def _set(path: str, value):
    """A change that sets ``meta[path]`` (dotted, with [i] indices) to ``value``."""
    def change(meta: dict) -> None:
        *head, last = _steps(path)
        node = meta
        for step in head:
            node = node[step]
        node[last] = value
    return change


def _delete(path: str):
    def change(meta: dict) -> None:
        *head, last = _steps(path)
        node = meta
        for step in head:
            node = node[step]
        del node[last]
    return change


def _steps(path: str) -> list:
    steps: list = []
    for part in path.replace("]", "").replace("[", ".").split("."):
        steps.append(int(part) if part.isdigit() else part)
    return steps


def _call(fn):
    def change(meta: dict) -> None:
        fn(meta)
    return change


CASES = [
    (_delete("params"), r"^where: missing key 'params'"),
    (_delete("text_sha256"), r"^where: missing key 'text_sha256'"),
    (_set("surprise", 1), r"^where: surprise: unknown key"),
    (_set("format", 2), r"^where: format: 2 is out of range 1\.\.1"),
    (_set("format", "1"), r"^where: format: expected an integer, got a string"),
    (_set("kernel", "not a name"), r"^where: kernel: 'not a name' is not an identifier"),
    (_set("entry", "main"), r"^where: entry: 'main' is not one of kernel_entry"),
    (_set("arch", "a9"), r"^where: arch: 'a9' is not one of a2a3, a5"),
    (_set("core_kind", "gpu"), r"^where: core_kind: 'gpu' is not one of aic, aiv, mix"),
    (_set("variant", "aic"), r"^where: variant: 'aic' is not one of aiv \(a aiv kernel"),
    (_set("params", {}), r"^where: params: expected a list, got an object"),
    (_set("params[0]", 7), r"^where: params\[0\]: expected an object, got an integer"),
    (_delete("params[1].kind"), r"^where: params\[1\]: missing key 'kind'"),
    (_set("params[1].kind", "vector"), r"^where: params\[1\]\.kind: 'vector' is not one of"),
    (_delete("params[1].written"), r"^where: params\[1\]: missing key 'written'"),
    (_set("params[2].dims", ["N"]), r"^where: params\[2\]\.dims: unknown key"),
    (_set("params[1].name", "x"), r"^where: params\[1\]\.name: 'x' is also the name of params"),
    (_set("params[0].slot", 51), r"^where: params\[0\]\.slot: 51 is out of range 0\.\.31 for a "
                                 r"tensor"),
    (_set("params[2].slot", 3), r"^where: params\[2\]\.slot: 3 is out of range 32\.\.47 for a "
                                r"scalar"),
    (_set("params[1].slot", 0), r"^where: params\[1\]\.slot: slot 0 is also the slot of "
                                r"params\[0\]"),
    (_set("params[1].slot", 2), r"^where: params\[1\]\.slot: 2 is not 1: the ABI passes the "
                                r"2nd tensor parameter in args\[1\]"),
    (_set("params[0].slot", True), r"^where: params\[0\]\.slot: expected an integer, got a bool"),
    (_set("params[0].slot", 1 << 80), r"an integer of 81 bits is out of range"),
    (_set("params[0].dtype", "f8"), r"^where: params\[0\]\.dtype: 'f8' is not one of bool"),
    (_set("params[0].dims", []), r"^where: params\[0\]\.dims: a tensor has at least one dim"),
    (_set("params[0].dims", ["N"] * 9), r"^where: params\[0\]\.dims: 9 entries; at most 8"),
    (_set("params[0].dims[1]", -4), r"^where: params\[0\]\.dims\[1\]: -4 is out of range 0\.\."),
    (_set("params[0].dims[1]", 4.0), r"^where: params\[0\]\.dims\[1\]: expected a non-negative "
                                     r"integer or a symbol name, got a number"),
    (_set("params[0].dims[1]", True), r"params\[0\]\.dims\[1\]: expected a non-negative integer "
                                      r"or a symbol name, got a bool"),
    (_set("params[0].dims[0]", "2N"), r"^where: params\[0\]\.dims\[0\]: '2N' is not a symbol "),
    (_set("params[0].written", 1), r"^where: params\[0\]\.written: expected true or false"),
    (_set("params[0].policy", "nocache"), r"^where: params\[0\]\.policy: 'nocache' is not one"),
    (_call(lambda m: m["params"].extend([m["params"][2]] * 47)),
     r"^where: params: 51 entries; at most 48"),
    (_set("loads", {"default": 1}), r"^where: loads: missing key 'bypass'"),
    (_set("loads.default", -1), r"^where: loads\.default: -1 is out of range"),
    (_set("reads_l2_offset", None), r"^where: reads_l2_offset: expected true or false, got null"),
    (_set("sites[0].id", 3), r"^where: sites\[0\]\.id: 3 is out of range 0\.\.0: site ids"),
    (_delete("sites[1].kind"), r"^where: sites\[1\]: missing key 'kind'"),
    (_set("sites[1].kind", "printf"), r"^where: sites\[1\]\.kind: 'printf' is not one of"),
    (_set("sites[1].level", "info_v10"), r"^where: sites\[1\]\.level: 'info_v10' is not one of"),
    (_set("sites[0].level", "warn"), r"^where: sites\[0\]\.level: 'warn' is not one of assert"),
    (_set("sites[1].arg_types", ["i32"] * 9), r"^where: sites\[1\]\.arg_types: 9 entries"),
    (_set("sites[1].arg_types[0]", "int"), r"^where: sites\[1\]\.arg_types\[0\]: 'int' is not"),
    (_set("sites[1].line", "7"), r"^where: sites\[1\]\.line: expected an integer, got a string"),
    (_set("sites[1].tensor", "y"), r"^where: sites\[1\]\.tensor: unknown key"),
    (_set("sites[2].tensor", "d"), r"^where: sites\[2\]\.tensor: 'd' is not one of x, y"),
    (_set("sites[2].dims", ["M"]), r"^where: sites\[2\]\.dims: \['M'\] are not the dims"),
    (_set("sites[2].rank", 2), r"^where: sites\[2\]\.rank: 2 is out of range 1\.\.1"),
    (_set("traps[1].id", 0), r"^where: traps\[1\]\.id: 0 is out of range 1\.\.1: trap ids"),
    (_set("traps[0].cause", None), r"^where: traps\[0\]\.cause: expected a string, got null"),
    (_set("lines.rows[1]", [0, 4]), r"^where: lines\.rows\[1\]\[0\]: 0 is out of range"),
    (_set("lines.rows[0]", [0]), r"^where: lines\.rows\[0\]: expected an \[offset, line\] pair"),
    (_delete("lines.file"), r"^where: lines: missing key 'file'"),
    (_set("options.opt", [2]), r"^where: options\.opt: expected a string, number, bool or null"),
    (_set("options", []), r"^where: options: expected an object, got a list"),
    (_set("source", 1), r"^where: source: expected a string, got an integer"),
    (_set("source_hash", "md5:00"), r"^where: source_hash: 'md5:00' is not 'sha256:'"),
    (_set("text_sha256", "ABC"), r"^where: text_sha256: 'ABC' is not 64 lowercase hex digits"),
    (_set("meta_sha256", "0" * 64), r"^where: meta_sha256: the sealed fields .* do not match"),
    # type-correct edits of launch fields: the seal catches each one
    (_set("params[1].written", False), r"^where: meta_sha256: the sealed fields"),
    (_set("params[0].dtype", "u32"), r"^where: meta_sha256: the sealed fields"),
    (_set("params[2].dtype", "i64"), r"^where: meta_sha256: the sealed fields"),
    (_set("params[0].dims[1]", 8), r"^where: sites\[3\]\.dims: \[.N., 4\] are not the dims"),
    (_call(lambda m: m["sites"].pop()), r"^where: meta_sha256: the sealed fields"),
    (_set("traps[0].cause", "no cause"), r"^where: meta_sha256: the sealed fields"),
    (_delete("lines"), r"^where: meta_sha256: the sealed fields"),
]


@pytest.mark.parametrize("change, pattern", CASES, ids=[p for _, p in CASES])
def test_each_defect_names_its_field(meta, change, pattern):
    change(meta)
    with pytest.raises(LoaderError, match=pattern):
        validate_meta(meta, "where")


@pytest.mark.parametrize("bad", [None, [], "{}", 3, {1: "x"}, {10**5000: 1}])
def test_a_meta_that_is_not_an_object_of_strings_is_rejected(bad):
    with pytest.raises(LoaderError, match=r"^m: (expected an object|a key of type int is not a "
                                          r"string)"):
        validate_meta(bad, "m")


def test_unsealed_fields_may_change(meta):
    meta["source"] = "elsewhere.ik"
    meta["options"]["note"] = "rebuilt"
    meta["loads"]["default"] += 1
    assert validate_meta(meta, "m")["source"] == "elsewhere.ik"
    assert "source" not in SEALED_FIELDS and "params" in SEALED_FIELDS


def test_seal_meta_seals_a_hand_built_meta(meta, kernel):
    meta["params"][1]["written"] = False
    with pytest.raises(LoaderError, match="meta_sha256"):
        validate_meta(meta, "m")
    resealed = seal_meta({k: v for k, v in meta.items() if not k.endswith("_sha256")},
                         kernel.text)
    assert validate_meta(resealed, "m")["params"][1]["written"] is False


def test_check_payload_rejects_another_payload(kernel):
    with pytest.raises(LoaderError, match=r"^w: text_sha256: the payload's SHA-256 is .* this "
                                          r"meta describes another payload"):
        check_payload(kernel.meta, kernel.text + b"\x90", "w")
    meta = copy.deepcopy(kernel.meta)
    meta["lines"]["rows"].append([len(kernel.text) + 5, 0])
    with pytest.raises(LoaderError, match=r"lines\.rows\[\d+\]: offset \d+ is past the end"):
        check_payload(meta, kernel.text, "w")


def test_a_huge_integer_anywhere_is_a_loader_error(meta):
    """Python refuses to print integers of more than 4300 digits; no path may try."""
    for path in ("options.opt", "params[0].slot", "sites[0].line", "loads.default"):
        bad = copy.deepcopy(meta)
        _set(path, 10**5000)(bad)
        with pytest.raises(LoaderError, match=rf"^m: {re.escape(path)}: an integer of \d+ bits"):
            validate_meta(bad, "m")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_anywhere_is_accepted_or_a_loader_error(kernel, data):
    meta = copy.deepcopy(kernel.meta)
    node = meta
    while True:  # walk to a random container, then put any JSON value at one of its keys
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = data.draw(st.sampled_from(keys), label="key")
        child = node[key]
        if not isinstance(child, (dict, list)) or not child or data.draw(st.booleans()):
            break
        node = child
    node[key] = data.draw(JSON, label="value")
    try:
        validate_meta(meta, "m")
    except LoaderError:
        pass


def test_complete_meta_makes_a_hand_built_meta_launchable():
    from incore.loader import complete_meta
    from incore.loader.metaschema import check_payload

    text = bytes([0xC3])
    bare = {"format": 1, "kernel": "ret", "entry": "kernel_entry", "arch": "a2a3",
            "core_kind": "aiv", "variant": "aiv", "params": [], "sites": []}
    with pytest.raises(LoaderError, match="missing key"):
        validate_meta(bare, "meta=")
    meta = complete_meta({**bare, "options": {"opt": 2}}, text)
    checked = validate_meta(meta, "meta=")
    check_payload(checked, text, "meta=")
    assert checked["options"] == {"opt": 2} and checked["source"] == "<hand-built>"
    with pytest.raises(LoaderError, match="text_sha256"):
        check_payload(checked, bytes([0x90, 0xC3]), "meta=")
