"""``--bypass advised``: the advisor's choice of BYPASS tensors, and the kernel source that
makes it.

The advisor (incore.runtime.l2.advisor) reads the as-compiled run and the run with every BYPASS
as DEFAULT.  Its choice, per tensor the kernel only reads: a tensor compiled BYPASS stays BYPASS
unless BYPASS costs (its lines are re-read, or it moves more main-memory bytes than as
DEFAULT); a tensor read DEFAULT becomes BYPASS when none of its lines is re-read (a "BYPASS
candidate").  The advised build is the kernel source with its own BYPASS marks taken out
(``cache=CachePolicy.BYPASS`` arguments and ``set_cache_policy(t, CachePolicy.BYPASS)``
statements) and one ``set_cache_policy(t, CachePolicy.BYPASS)`` per chosen tensor put at the
top of the kernel body.
"""

from __future__ import annotations

import re

from incore.runtime.l2.advisor import REREAD_COSTLY


def _mm(stats, name: str) -> int:
    c = stats.per_tensor.get(name)
    return 0 if c is None else c.bytes_from_main_memory + c.bytes_to_main_memory


def compiled_bypass(stats) -> set[str]:
    """The tensors a run read BYPASS."""
    return {name for name, a in stats.advice.items() if a.bypass_reads}


def advised_bypass(compiled, default) -> set[str]:
    """The advisor's BYPASS tensors, from the as-compiled run's stats and the all-DEFAULT
    run's."""
    chosen = set()
    for name, a in compiled.advice.items():
        if a.written or a.lines_read == 0:
            continue
        if a.bypass_reads:
            costs = _mm(compiled, name) > _mm(default, name)
            if a.reread_fraction < REREAD_COSTLY and not costs:
                chosen.add(name)
        elif a.lines_reread == 0:
            chosen.add(name)
    return chosen


_CACHE_ARG = re.compile(r",\s*cache\s*=\s*CachePolicy\s*\.\s*BYPASS\b")
_SCOPE_STMT = re.compile(r"^[ \t]*set_cache_policy\(\s*\w+\s*,\s*CachePolicy\s*\.\s*BYPASS\s*\)"
                         r"[ \t]*(#.*)?\n", re.MULTILINE)


def rewrite_source(source: str, kernel: str, tensors: set[str]) -> str:
    """``source`` with every BYPASS mark taken out and ``tensors`` made BYPASS in ``kernel``
    by ``set_cache_policy`` statements; ValueError when the kernel's body is not found."""
    text = _SCOPE_STMT.sub("", _CACHE_ARG.sub("", source))
    m = re.search(rf"^[ \t]*kernel[ \t]+{re.escape(kernel)}[ \t]*\(", text, re.MULTILINE)
    if m is None:
        raise ValueError(f"advised build: kernel {kernel!r} not found in the source")
    depth, i = 1, m.end()
    while i < len(text) and depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    colon = text.find(":", i)
    newline = text.find("\n", colon)
    if colon < 0 or newline < 0:
        raise ValueError(f"advised build: the body of kernel {kernel!r} is not found")
    rest = text[newline + 1:]
    body = re.search(r"^([ \t]+)\S", rest, re.MULTILINE)
    indent = body.group(1) if body else "    "
    stmts = "".join(f"{indent}set_cache_policy({t}, CachePolicy.BYPASS)\n"
                    for t in sorted(tensors))
    return text[:newline + 1] + stmts + rest
