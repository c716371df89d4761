"""The parse tree the builder of ``parser.py`` reads: tokens and rule nodes with source positions.

The classes have the attribute names of lark's ``Token``, ``Tree`` and ``Meta`` (``type``,
``line``, ``column``, ``end_line``, ``end_column`` ...; ``data``, ``children``, ``meta``),
so the tree the table-driven parser (``fastparse.py``) builds and one converted from lark's
are read the same way, without importing lark.
"""

from __future__ import annotations

from typing import Any


class ParseToken(str):
    """A terminal: its text (the ``str`` itself, also ``value``), its terminal name ``type``
    and its span (1-based line and column, exclusive end; ``start_pos``/``end_pos`` offsets)."""

    __slots__ = ("type", "value", "start_pos", "line", "column", "end_line", "end_column",
                 "end_pos")

    def __new__(cls, type: str, value: str, start_pos: int | None = None,  # noqa: A002
                line: int | None = None, column: int | None = None,
                end_line: int | None = None, end_column: int | None = None,
                end_pos: int | None = None) -> ParseToken:
        self = super().__new__(cls, value)
        self.type, self.value, self.start_pos = type, value, start_pos
        self.line, self.column = line, column
        self.end_line, self.end_column, self.end_pos = end_line, end_column, end_pos
        return self

    @classmethod
    def new_borrow_pos(cls, type: str, value: str, borrow: ParseToken) -> ParseToken:  # noqa: A002
        """A token ``type``/``value`` at ``borrow``'s span (indentation tokens)."""
        return cls(type, value, borrow.start_pos, borrow.line, borrow.column, borrow.end_line,
                   borrow.end_column, borrow.end_pos)

    def __repr__(self) -> str:
        return f"ParseToken({self.type!r}, {self.value!r})"


class Meta:
    """A rule node's span, set as lark's ``propagate_positions`` sets it: ``empty`` until a
    child with a position is seen; ``line``/``column``/``start_pos`` and the ``end_*``
    attributes exist only once set, and the ``container_*`` attributes keep the span of
    the children a node was built from (tokens the tree leaves out included)."""

    def __init__(self) -> None:
        self.empty = True


class Tree:
    """A rule node: the rule's name (or alias) ``data`` and its ``children``."""

    __slots__ = ("data", "children", "_meta")

    def __init__(self, data: str, children: list[Any], meta: Meta | None = None) -> None:
        self.data = data
        self.children = children
        self._meta = meta

    @property
    def meta(self) -> Meta:
        if self._meta is None:
            self._meta = Meta()
        return self._meta

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"
