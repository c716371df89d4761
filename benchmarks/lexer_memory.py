"""Peak memory of parsing megabyte-long tokens: incore's lexer beside lark's stock basic lexer.

    python benchmarks/lexer_memory.py [--size 1048576]

Both parsers use the same grammar, options and indentation postlex; the only difference is
the lexer (incore.frontend.lexer.DslLexer scans strings, numbers and newline runs by hand,
lark's BasicLexer matches them with the grammar's regular expressions).  Peak memory is the
tracemalloc peak of one ``parse`` (the parser is built before the measurement).  Prints a
Markdown table (the numbers in docs/benchmarks.md come from this script).
"""

from __future__ import annotations

import argparse
import platform
import tracemalloc
from pathlib import Path

import lark

from incore.frontend import larkparse as dsl_parser

HEAD = "kernel k(x: Tensor[[N], f32], n: i32):\n"


def programs(size: int) -> dict[str, str]:
    """One program per kind of long token, each with a token of ``size`` characters."""
    return {
        "string literal": HEAD + '    assert n > 0, "' + "a" * size + '"\n',
        "string of escapes": HEAD + '    assert n > 0, "' + "\\t" * (size // 2) + '"\n',
        "decimal literal": HEAD + "    v = " + "7" * size + "\n",
        "float literal": HEAD + "    x[0] = 1." + "5" * size + "\n",
        "blank lines": HEAD + "\n" * size + "    pass\n",
    }


def stock_parser() -> lark.Lark:
    """incore's parser with lark's own basic lexer instead of DslLexer."""
    grammar = Path(dsl_parser.__file__).with_name("grammar.lark").read_text(encoding="utf-8")
    return lark.Lark(
        grammar, parser="lalr", lexer="basic", postlex=dsl_parser.DslIndenter(),
        propagate_positions=True, maybe_placeholders=False,
    )


def measure(parse, text: str) -> float:
    """Peak MiB traced during ``parse(text)``."""
    tracemalloc.start()
    try:
        parse(text)
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak / (1 << 20)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=1 << 20, help="characters per long token")
    args = ap.parse_args()
    dsl = dsl_parser.lark_parser()
    stock = stock_parser()
    print(f"python {platform.python_version()}, lark {lark.__version__}, token size {args.size}")
    print()
    print("| long token | incore lexer: peak | stock lark lexer: peak | ratio | bytes/char "
          "(incore / stock) |")
    print("|---|---|---|---|---|")
    for name, text in programs(args.size).items():
        text = text if text.endswith("\n") else text + "\n"
        ours = measure(dsl.parse, text)
        theirs = measure(stock.parse, text)
        per_ours = ours * (1 << 20) / args.size
        per_theirs = theirs * (1 << 20) / args.size
        print(f"| {name} | {ours:.1f} MiB | {theirs:.1f} MiB | {theirs / ours:.0f}x | "
              f"{per_ours:.1f} / {per_theirs:.0f} |")


if __name__ == "__main__":
    main()
