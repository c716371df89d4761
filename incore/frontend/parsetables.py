"""The grammar's lexer and LALR tables as plain data, for the table-driven parser (fastparse).

lark analyses ``grammar.lark`` into a scanner (one regular expression of named groups, the
keywords that ``NAME`` matches, the terminals that carry newlines or are ignored), an LALR
parse table and the tree-shaping options of every rule (``?rule``, ``!rule``, aliases, the
tokens a rule leaves out, the helper rules lark inlines).  :func:`build` reads all of that
from a built ``lark.Lark``; :func:`load` keeps it, marshalled, beside this module's bytecode
(``parsetables.<cache tag>.marshal`` in ``__pycache__``, under ``sys.pycache_prefix`` too),
keyed by the grammar's text and lark's installed files, so that a process whose table is there
parses without importing lark at all (~30 ms of a cold compile).  A missing, stale or
unreadable table is built from lark anew and written back (``classcode.write_table``), like
bytecode: under ``sys.dont_write_bytecode``, or where the directory cannot be written, nothing
is built or written and :func:`load` says so (the caller then parses with lark, as it would
without tables).
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from incore.frontend.classcode import read_table, write_table

SHIFT, REDUCE = 0, 1


def _path() -> str:
    return importlib.util.cache_from_source(__file__).removesuffix(".pyc") + ".marshal"


def key() -> str:
    """What a saved table must have been built from: this module (which writes its layout), the
    grammar's text and the installed lark (its package files' sizes and times, read without
    importing it)."""
    h = hashlib.sha256()
    here = Path(__file__)
    h.update(here.read_bytes())
    h.update(here.with_name("grammar.lark").read_bytes())
    spec = importlib.util.find_spec("lark")
    origin = spec.origin if spec is not None else None
    if origin:
        for name in ("__init__.py", "lark.py", "parse_tree_builder.py", "lexer.py"):
            try:
                st = os.stat(os.path.join(os.path.dirname(origin), name))
                h.update(f"{name} {st.st_size} {st.st_mtime_ns}\n".encode())
            except OSError:
                h.update(f"{name} missing\n".encode())
    return h.hexdigest()


def load(make_parser: Callable[[], Any]) -> dict | None:
    """The saved tables (built from ``make_parser()``, a ``lark.Lark`` of the grammar, and
    saved when no valid saved table exists), or None when none is saved and none can be
    (``sys.dont_write_bytecode``, a directory this process may not write): the caller then
    parses with lark, at no cost beyond what lark costs.  The caller keeps the result (the
    parser does, once per process)."""
    path, want = _path(), key()
    tables = read_table(path)
    if tables.get("key") == want:
        return tables
    if sys.dont_write_bytecode or not _writable(path):
        return None
    tables = build(make_parser())
    tables["key"] = want
    write_table(path, tables)
    return tables


def _writable(path: str) -> bool:
    """The directory of ``path`` (or its nearest existing parent) may be written."""
    d = os.path.dirname(path)
    while d and not os.path.isdir(d):
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    return os.access(d or ".", os.W_OK)


def build(parser: Any) -> dict:
    """The tables of the built ``lark.Lark`` ``parser`` (LALR, a basic lexer, a postlexer),
    as marshallable data: ints, strings, tuples, lists and dicts."""
    from lark.parsers.lalr_analysis import Shift

    lexer = parser.parser.lexer.lexer  # the postlexer's connector holds the basic lexer
    scanner = lexer.scanner  # built on first use; lark sorts and groups the terminals here
    unless = {}
    for name, callback in lexer.callback.items():  # keywords that NAME's pattern matches
        unless[name] = {t.pattern.value: t.name for t in callback.scanner.terminals}
    if lexer.user_callbacks:
        raise ValueError("the table-driven parser has no lexer callbacks")
    table = parser.parser.parser.parser.parse_table
    rules: list[Any] = []
    index: dict[Any, int] = {}

    def rule_index(rule: Any) -> int:
        if rule not in index:
            index[rule] = len(rules)
            rules.append(rule)
        return index[rule]

    states = {}
    for state, actions in table.states.items():
        states[state] = {term: (SHIFT, arg) if action is Shift else (REDUCE, rule_index(arg))
                         for term, (action, arg) in actions.items()}
    return {
        "patterns": [(m.pattern, m.flags) for m in scanner._mres],
        "unless": unless,
        "newline_types": sorted(lexer.newline_types),
        "ignore_types": sorted(lexer.ignore_types),
        "states": states,
        "start_state": table.start_states["start"],
        "end_state": table.end_states["start"],
        "rules": [_shape(r) for r in rules],
    }


def _shape(rule: Any) -> tuple:
    """``(origin, size, data, expand1, include)`` of a lark ``Rule``, as lark's tree builder
    shapes it (``parse_tree_builder``, LALR without placeholders): ``data`` the node's name
    (the alias, else the rule's), ``expand1`` a ``?rule`` without alias (one child is
    returned itself), ``include`` None when every child is kept, else ``(i, inline)`` for
    each kept child (``inline``: a helper rule whose children are spliced in)."""
    options = rule.options
    keep_all = options.keep_all_tokens
    include = []
    for i, sym in enumerate(rule.expansion):
        if keep_all or not (sym.is_term and sym.filter_out):
            include.append((i, not sym.is_term and sym.name.startswith("_")))
    filtered = len(include) < len(rule.expansion) or any(inline for _, inline in include)
    data = rule.alias or options.template_source or rule.origin.name
    return (rule.origin.name, len(rule.expansion), data,
            bool(options.expand1 and not rule.alias), tuple(include) if filtered else None)
