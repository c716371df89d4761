"""The dump configuration's three entries and their one merge (issue 9, acceptance 2):
API > environment > Worker option, non-empty overwrite, an ERROR on an env/option conflict,
bad values named by entry and field, and the INFO ``dumper`` log when the merge changes."""

from __future__ import annotations

import logging

import pytest

import incore
from incore.runtime.dump import config as C
from incore.runtime.dump.config import DumpConfig, merge, parse_environment

ENV = C.ENV_VARS

# One distinct value per field and entry: (api, env as the variable's text, env parsed, option)
VALUES = {
    "path": ("api_dir", "env_dir", "env_dir", "opt_dir"),
    "mode": ("input", "all", "all", "output"),
    "kernels": (("ka",), "kb,kc", ("kb", "kc"), ("kd",)),
    "overflow": (True, "0", False, True),
    "exception": (False, "yes", True, False),
}


@pytest.mark.parametrize("field", list(VALUES))
@pytest.mark.parametrize("entries", ["api", "env", "option", "api+env", "api+option",
                                     "env+option", "api+env+option", ""])
def test_precedence_field_by_field(dump_env, field, entries, caplog):
    api_v, env_text, env_v, opt_v = VALUES[field]
    given = set(entries.split("+")) - {""}
    if "api" in given:
        incore.set_dump_config(**{field: api_v})
    if "env" in given:
        dump_env.setenv(ENV[field], env_text)
    option = DumpConfig(**{field: opt_v}) if "option" in given else None
    caplog.set_level(logging.INFO, logger="incore")
    got = getattr(incore.get_dump_config(option), field)
    default = getattr(C.merge(DumpConfig(), DumpConfig(), None), field)
    expected = api_v if "api" in given else env_v if "env" in given else (
        opt_v if "option" in given else default)
    assert got == expected
    conflict = [r for r in caplog.records if r.levelno == logging.ERROR]
    # While the API entry is set the environment and the option are ignored: no conflict.
    if {"env", "option"} <= given and "api" not in given and env_v != opt_v:
        assert len(conflict) == 1
        text = conflict[0].getMessage()
        assert "dumper" in text and repr(field) in text and ENV[field] in text
        assert repr(env_v) in text and repr(opt_v) in text
    else:
        assert conflict == []


def test_defaults_when_no_entry_sets_anything(dump_env):
    c = incore.get_dump_config()
    assert (c.path, c.mode, c.kernels, c.overflow, c.exception, c.enabled) == (
        None, "output", (), False, False, True)


def test_non_empty_overwrite_keeps_the_fields_a_higher_entry_leaves_unset(dump_env):
    dump_env.setenv("INCORE_DUMP_PATH", "from_env")
    dump_env.setenv("INCORE_DUMP_MODE", "input")
    option = DumpConfig(kernels=["saxpy"], overflow=True, mode="output")
    c = incore.get_dump_config(option)
    assert (c.path, c.mode, c.kernels, c.overflow) == ("from_env", "input", ("saxpy",), True)


def test_a_set_api_entry_replaces_environment_and_option_whole(dump_env):
    dump_env.setenv("INCORE_DUMP_PATH", "from_env")
    dump_env.setenv("INCORE_DUMP_MODE", "input")
    incore.set_dump_config(mode="all")
    option = DumpConfig(kernels=["saxpy"], overflow=True, mode="output")
    c = incore.get_dump_config(option)
    assert (c.path, c.mode, c.kernels, c.overflow) == (None, "all", (), False)


def test_each_set_dump_config_call_replaces_the_api_entry(dump_env):
    incore.set_dump_config(path="a", mode="input")
    incore.set_dump_config(path="b")
    c = incore.get_dump_config()
    assert (c.path, c.mode) == ("b", "output")
    incore.set_dump_config()
    assert incore.get_dump_config().path is None


def test_equal_env_and_option_values_log_no_error(dump_env, caplog):
    dump_env.setenv("INCORE_DUMP_MODE", "all")
    with caplog.at_level(logging.ERROR, logger="incore"):
        assert incore.get_dump_config(DumpConfig(mode="all")).mode == "all"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_merge_is_pure_and_enabled_false_survives():
    merged = merge(DumpConfig(enabled=False), DumpConfig(path="p"), DumpConfig(overflow=True))
    assert (merged.enabled, merged.path, merged.overflow) == (False, None, False)
    merged = merge(DumpConfig(), DumpConfig(enabled=False), DumpConfig(overflow=True))
    assert (merged.enabled, merged.overflow) == (False, True)


@pytest.mark.parametrize("call, field", [
    (lambda: incore.set_dump_config(mode="sometimes"), "mode"),
    (lambda: incore.set_dump_config(path=""), "path"),
    (lambda: incore.set_dump_config(path="   "), "path"),
    (lambda: incore.set_dump_config(kernels=["ok", ""]), "kernels"),
    (lambda: incore.set_dump_config(overflow="yes"), "overflow"),
    (lambda: incore.set_dump_config(enabled=1), "enabled"),
])
def test_bad_api_values_name_the_entry_and_field(dump_env, call, field):
    with pytest.raises(ValueError) as info:
        call()
    assert "set_dump_config" in str(info.value) and repr(field) in str(info.value)
    assert info.value.code == "DUMP_CONFIG_INVALID"


def test_bad_dumpconfig_values_name_the_class_and_field():
    with pytest.raises(ValueError, match=r"DumpConfig: dump field 'mode'"):
        DumpConfig(mode="everything")


@pytest.mark.parametrize("var, value", [
    ("INCORE_DUMP_MODE", "inputs"),
    ("INCORE_DUMP_OVERFLOW", "maybe"),
    ("INCORE_DUMP_EXCEPTION", "2"),
    ("INCORE_DUMP_LAYER", "a,,b"),
    ("INCORE_DUMP_PATH", "  "),
])
def test_bad_environment_values_name_the_variable(var, value):
    with pytest.raises(ValueError) as info:
        parse_environment({var: value})
    assert f"environment variable {var}" in str(info.value)


def test_a_bad_environment_value_fails_worker_creation(dump_env):
    dump_env.setenv("INCORE_DUMP_MODE", "bogus")
    with pytest.raises(ValueError, match="INCORE_DUMP_MODE"):
        incore.Worker(device_id=24)


def test_the_worker_option_must_be_a_dumpconfig(dump_env):
    with pytest.raises(TypeError, match=r"dump must be None or an incore.DumpConfig"):
        incore.Worker(device_id=24, dump={"path": "x"})


def test_the_merged_config_is_logged_at_info_when_it_changes(dump_env, caplog):
    caplog.set_level(logging.INFO, logger="incore")
    incore.get_dump_config()
    caplog.clear()
    incore.set_dump_config(path="logged_dir", mode="all")
    incore.get_dump_config()
    incore.get_dump_config()  # unchanged: no second log
    changed = [r.getMessage() for r in caplog.records
               if r.levelno == logging.INFO and "dump config is now" in r.getMessage()]
    assert len(changed) == 1
    assert changed[0].startswith("dumper:") and "path='logged_dir'" in changed[0]
    assert "mode=all" in changed[0]
    entry = [r.getMessage() for r in caplog.records if "set_dump_config(" in r.getMessage()]
    assert entry and "dumper" in entry[0]
