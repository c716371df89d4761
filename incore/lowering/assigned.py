"""Which tile variables start zero-filled.

A local that no assignment has reached reads 0 (docs/language.md), so a tile variable's
buffer is zero-filled where its kernel, or its inlined helper, begins.  A variable that every
path assigns whole before any statement reads it never shows those zeros, and its fill would
be dead stores: for the 256 x 256 B block and the 32 x 256 accumulator of a blocked matmul,
288 KiB written at every block's start, which also push the caches' lines out.  ``filled``
finds the variables whose fill may be seen; the others get none.

The walk is conservative, in statement order: a statement ``name = value`` (the whole tile)
assigns ``name`` after ``value`` is read; after an ``if``, what both branches assigned counts;
a loop's body starts from what was assigned before the loop (its first iteration) and the
statements after the loop see only that too (the body may not run).  Any other mention of a
variable (a read, an element store ``t[i] = v``, which leaves the other lanes as they were,
a helper argument) before it is assigned on every path keeps its fill.
"""

from __future__ import annotations

from incore.frontend import ast
from incore.frontend.ast_walk import walk

# the nodes that name a tile variable other than as a whole assignment's target
_MENTIONS = (ast.Var, ast.TileElement, ast.TileElementStore)


def filled(body: list[ast.Stmt], tiles: dict[str, object],
           assigned: frozenset[str] = frozenset()) -> set[str]:
    """The names of ``tiles`` (a kernel's or helper's tile variables) that some statement of
    ``body`` may mention before a whole assignment to them has run on every path to it;
    ``assigned``: the ones holding a value where ``body`` begins (a helper's parameters)."""
    need: set[str] = set()

    def mention(node: object, done: set[str]) -> None:
        need.update(n.name for n in walk(node)
                    if isinstance(n, _MENTIONS) and n.name in tiles and n.name not in done)

    def block(stmts: list[ast.Stmt], done: set[str]) -> set[str]:
        done = set(done)
        for s in stmts:
            if isinstance(s, ast.Assign):
                mention(s.value, done)
                if s.name in tiles:
                    done.add(s.name)
            elif isinstance(s, ast.If):
                mention(s.cond, done)
                done |= block(s.body, done) & block(s.orelse, done)
            elif isinstance(s, ast.For):
                mention([s.start, s.stop, s.step], done)
                block(s.body, done)
            elif isinstance(s, ast.While):
                mention(s.cond, done)
                block(s.body, done)
            else:  # a statement without a body, or one this walk does not know: all of it
                mention(s, done)
        return done

    block(body, set(assigned))
    return need
