"""The autotuner's store: one entry per identity, written atomically, and anything that is
not an entry it wrote for that identity ignored."""

from __future__ import annotations

import pytest

from incore.tuning import store


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path))


ID = {"kernel": "abc", "key": {"N": 8}, "config": {"T": 4}, "metric": "time"}


def test_entries_round_trip_per_identity():
    assert store.load(ID) is None
    store.store(ID, 0.25, None)
    store.store({**ID, "config": {"T": 8}}, None, "CompileError: too big")
    assert store.load(ID) == {"value": 0.25, "error": None}
    assert store.load({**ID, "config": {"T": 8}}) == {"value": None,
                                                      "error": "CompileError: too big"}
    assert len(list(store.directory().glob("*.json"))) == 2
    assert not list(store.directory().glob("*.tmp"))


@pytest.mark.parametrize("text", ["not json", "[1, 2]", '{"identity": {}, "value": 1}',
                                  '{"identity": null, "value": "x", "error": null}'])
def test_an_unusable_entry_is_a_miss(text):
    store.directory().mkdir(parents=True)
    (store.directory() / store.entry_name(ID)).write_text(text)
    assert store.load(ID) is None


def test_an_unwritable_directory_is_skipped(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("INCORE_CACHE_DIR", str(blocker))  # a file, not a directory
    store.store(ID, 1.0, None)
    assert store.load(ID) is None
