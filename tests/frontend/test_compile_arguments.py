"""``incore.compile``'s ``source`` and ``filename`` arguments: the types it takes, the errors
naming the argument it does not, and a leading byte-order mark ignored as ``compile_file``
ignores it."""

from __future__ import annotations

from pathlib import Path

import pytest

import incore
from incore.errors import CompileError
from incore.frontend import check

SRC = "@aiv\nkernel k(x: Tensor[[N], f32]):\n    x[0] = 1.0\n"


def test_filename_none_is_the_string_default() -> None:
    mod = incore.compile(SRC, filename=None, cache=False)
    assert mod.program.filename == "<string>"
    assert mod["k"].text == incore.compile(SRC, cache=False)["k"].text


def test_a_path_filename_is_its_text() -> None:
    mod = incore.compile(SRC, filename=Path("dir") / "k.ik", cache=False)
    assert mod.program.filename == "dir/k.ik"


@pytest.mark.parametrize("filename", [b"k.ik", 3, ["k.ik"]])
def test_a_filename_of_another_type_is_a_type_error_naming_it(filename: object) -> None:
    with pytest.raises(TypeError, match=r"^filename must be a str") as info:
        incore.compile(SRC, filename=filename, cache=False)
    assert type(filename).__name__ in str(info.value)


def test_a_bytes_filename_is_told_to_decode() -> None:
    with pytest.raises(TypeError, match=r"got bytes b'k.ik' \(decode it"):
        incore.compile(SRC, filename=b"k.ik")


@pytest.mark.parametrize("source", [SRC.encode(), None, 7])
def test_a_source_of_another_type_is_a_type_error_naming_it(source: object) -> None:
    with pytest.raises(TypeError, match=r"^source must be a str, got " + type(source).__name__):
        incore.compile(source, filename="k.ik", cache=False)


@pytest.mark.parametrize("cache", [False, True])
def test_a_surrogate_in_the_filename_is_a_compile_error_naming_it(cache: bool) -> None:
    with pytest.raises(CompileError) as info:
        incore.compile(SRC, filename="k\udc80.ik", cache=cache)
    err = info.value
    assert err.message.startswith("filename 'k\\\\udc80.ik' is not Unicode text")
    assert "U+DC80 at index 1" in err.message
    str(err).encode("utf-8")  # the error itself prints


@pytest.mark.parametrize("where", ["comment", "string", "code"])
def test_a_surrogate_in_the_source_is_a_located_compile_error(where: str) -> None:
    line = {"comment": "    x[0] = 1.0  # caf\udce9",
            "string": '    log.info("caf\udce9")',
            "code": "    x[0] = \udce9"}[where]
    src = "@aiv\nkernel k(x: Tensor[[N], f32]):\n" + line + "\n"
    with pytest.raises(CompileError) as info:
        incore.compile(src, filename="k.ik")
    err = info.value
    assert err.message.startswith("the source holds the lone surrogate U+DCE9")
    assert (err.filename, err.line, err.col) == ("k.ik", 3, line.index("\udce9") + 1)
    assert "\\udce9" in err.source_line
    str(err).encode("utf-8")  # the error itself prints
    with pytest.raises(CompileError, match="lone surrogate U\\+DCE9"):
        check(src, "k.ik")


def test_a_leading_bom_in_a_source_string_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "k.ik"
    path.write_bytes(b"\xef\xbb\xbf" + SRC.encode())
    from_file = incore.compile_file(path, cache=False)
    from_string = incore.compile("\ufeff" + SRC, filename=str(path), cache=False)
    assert from_string["k"].text == from_file["k"].text
    assert from_string.program.source_hash == from_file.program.source_hash
    assert check("\ufeff" + SRC, "k.ik").source_hash == check(SRC, "k.ik").source_hash
    # columns on the first line are the text's, as for a file
    with pytest.raises(CompileError) as info:
        incore.compile("\ufeff$", filename="k.ik")
    assert (info.value.line, info.value.col) == (1, 1)
