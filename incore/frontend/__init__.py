"""The incore frontend: parses DSL source and checks it into the typed AST lowering consumes.

``parse`` returns the raw syntax tree; ``check`` returns the typed AST's root,
:class:`incore.frontend.ast.TypedProgram`.
Both raise :class:`incore.CompileError` (and nothing else) for any problem in the source.

Modules, one job each:

- ``grammar.lark``: the grammar (lark LALR, with an indentation postlex).
- ``scanners.py``: linear-time scanners for strings, numbers and newline runs.
- ``parser.py``: source text -> the raw syntax tree (the builder of syntax nodes).
- ``fastparse.py``: the table-driven parser: lark's tables and algorithm without lark.
- ``parsetables.py``: the grammar's lexer and LALR tables as data, built from lark and saved.
- ``parsetree.py``: the parse tree's tokens and nodes (lark's attribute names).
- ``larkparse.py``: lark's parser of ``grammar.lark``: the diagnostics of a source that
  does not parse, and the tables' source.
- ``lexer.py``: the lark parser's lexer: lark's basic lexer with the linear scanners.
- ``syntax.py``: the raw syntax tree (untyped nodes, unresolved names).
- ``diagnostics.py``: every frontend ``CompileError``, from a span or a lark exception.
- ``checker.py``: the semantic checker's driver: a parsed module -> the typed AST.
- ``checking.py``: what the checker's parts see of the expression and statement checkers.
- ``scope.py``: the names a check resolves against (builtins, top level, body state).
- ``literals.py``: typing of untyped literals: adaptation, unification, folding.
- ``expressions.py``: names, operators, comparisons and conditionals.
- ``calls.py``: calls: casts, intrinsics and helper calls.
- ``statements.py``: assignments, stores, control flow, loops and returns.
- ``tensors.py``: element reads, indices, shapes and tensor attributes.
- ``cache_policies.py``: the cache policies of tensor reads and their scope statements.
- ``atomics.py``: atomics on GM elements and MIX-cluster synchronisation.
- ``grids.py``: ``grid_idx``/``grid_dim``, ``sync_all()`` and the hidden launch parameters.
- ``formats.py``: log and assert statements and the sites the device reports.
- ``debugging.py``: ``print(...)`` and its sites, ``breakpoint(...)``.
- ``tiles.py``: tile types, creation, broadcasting, reductions, matmul, the memory budget.
- ``tile_windows.py``: GM windows, tile loads and stores, element access of tiles.
- ``const_params.py``: a kernel's ``const`` parameters and the values a specialisation binds.
- ``tile_ops.py``: ``t.T``, ``argmax``/``argmin``, ``cumsum``/``cumprod``, ``bitcast``.
- ``tile_shapes.py``: ``t.reshape``, new axes ``t[:, None]``, ``broadcast_to``, ``expand_dims``, a
  tile's methods.
- ``types.py``: the DSL's scalar and tensor types and load cache policies.
- ``classcode.py``: the compiled methods ``@dataclass`` generates for the node classes, kept in
  ``__pycache__`` so that importing the frontend does not compile them again.
- ``ast.py``: the typed AST (resolved names, typed expressions): what lowering consumes.
- ``ast_walk.py``: walks of the typed AST: the nodes under a node, structural equality.
"""

from __future__ import annotations

from collections.abc import Mapping

from incore.frontend.classcode import reused_class_code

with reused_class_code():  # the node classes' generated methods, compiled once (classcode.py)
    from incore.frontend import ast
    from incore.frontend.checker import check_module
    from incore.frontend.diagnostics import source_text
    from incore.frontend.parser import parse as _parse
    from incore.frontend.syntax import ParsedModule

__all__ = ["ast", "check", "parse"]


def parse(source: str, filename: str = "<string>") -> ParsedModule:
    """Parses ``source`` into the frontend's syntax tree (names unresolved, literals untyped)."""
    return _parse(source, filename)


def check(source: str, filename: str = "<string>", arch: str = "a2a3",
          consts: Mapping[str, Mapping[str, object]] | None = None) -> ast.TypedProgram:
    """Parses and checks ``source`` for ``arch`` (``"a2a3"`` or ``"a5"``) into a TypedProgram.

    ``consts`` maps a kernel's name to the values of its ``const`` parameters (defaults
    fill the rest); a kernel with a parameter that has neither is left in
    ``TypedProgram.pending`` unchecked (``incore.frontend.const_params``).

    ``TypedProgram.source_hash`` is ``"sha256:"`` followed by the hex digest of ``source`` (a
    leading byte-order mark is dropped first, as a source file's is when read).
    """
    source = source_text(source, filename)
    module = _parse(source, filename)
    return check_module(module, source, filename, arch, consts)
