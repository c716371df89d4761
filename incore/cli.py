"""The ``incore`` command: ``run`` an example, ``compile`` a kernel file, ``inspect`` a kernel ELF,
``dump show|compare`` dumps, ``tune`` an example's const parameters.

Errors print one line-oriented message (``incore: error: ...``; a compile error prints its own
``file:line:col: error: ...`` text) and exit non-zero; ``--debug`` (before or after the
subcommand) shows the traceback as well.  ``run`` prints one PASS/FAIL/RAN/SKIP block per case
of the example (incore.golden) and exits non-zero if any case failed.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import traceback
from pathlib import Path

EMITS = ("ir", "llvm", "asm", "obj", "elf", "text")
LOG_LEVELS = ("debug",) + tuple(f"v{i}" for i in range(10)) + ("info", "warn", "error", "null")


def _option(parser_name: str):
    """An argparse ``type=`` running ``incore.golden.options.<parser_name>``, imported on first
    use so that the command starts without the golden runner (its ArgumentTypeError is the
    message argparse prints)."""
    def parse(text: str):
        from incore.golden import options

        return getattr(options, parser_name)(text)

    parse.__name__ = parser_name.removeprefix("parse_")  # argparse's "invalid <name> value"
    return parse


_hex_offset = _option("parse_l2_offset")
_blocks = _option("parse_blocks")
_define = _option("parse_define")
_define_list = _option("parse_define_list")
_seconds = _option("parse_timeout")


def _add_define(p: argparse.ArgumentParser) -> None:
    """``-D NAME=VALUE`` (repeatable): a value of the kernel's ``const`` parameter NAME."""
    p.add_argument("-D", dest="define", action="append", type=_define, default=[],
                   metavar="NAME=VALUE",
                   help="value of the kernel's const parameter NAME (an int, a float, true or "
                   "false); repeat for several")


OPT_LEVELS_TEXT = "-O0..-O3 (default -O2)"


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose errors about an unknown ``-O`` level list the levels."""

    def error(self, message: str) -> None:  # type: ignore[override] (exits, as argparse's)
        if message.startswith("ambiguous option: -O could match"):
            message = f"-O needs its level in the same word: the levels are {OPT_LEVELS_TEXT}"
        elif message.startswith("unrecognized arguments:"):
            levels = re.findall(r"(?<!\S)-O\S*", message.split(":", 1)[1])
            if levels:
                message += (f"; {', '.join(levels)} is no optimisation level: the levels are "
                            f"{OPT_LEVELS_TEXT}")
        super().error(message)


def _add_debug(p: argparse.ArgumentParser) -> None:
    """``--debug`` after the subcommand (and its own subcommands) too; SUPPRESS keeps a value
    given before it."""
    p.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS,
        help="show tracebacks on errors",
    )
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            for nested in action.choices.values():
                _add_debug(nested)


def _add_opt(p: argparse.ArgumentParser) -> None:
    """``-O0`` .. ``-O3`` (default ``-O2``), shown together in ``--help``."""
    group = p.add_argument_group("optimisation")
    for level in range(4):
        default = " (default)" if level == 2 else ""
        group.add_argument(
            f"-O{level}", dest="opt", action="store_const", const=level,
            help=f"LLVM -O{level}{default}",
        )
    p.set_defaults(opt=2)


def _add_l2_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``incore l2`` (``incore.golden.l2run.command`` reads them)."""
    p.add_argument("example", help="example directory holding kernel.ik and golden.py")
    p.add_argument("--l2-offset", type=_hex_offset, metavar="HEX",
                   help="driver nocache offset, 0x hexadecimal or decimal (e.g. 0x80000000000); "
                   "0, the sim default, has no nocache window, so BYPASS loads are cached")
    p.add_argument("--kernel", help="kernel to launch (default: LAUNCH['kernel'] or the only one)")
    p.add_argument("--case", metavar="NAME", help="case of golden.py's CASES (default: the first)")
    p.add_argument("--platform", default="a2a3sim", choices=("a2a3sim", "a5sim"))
    p.add_argument("--device", type=int, default=0, help="simulated device id")
    p.add_argument("--blocks", type=_blocks, metavar="N|X,Y[,Z]",
                   help="number of blocks, or a grid of up to 3 extents, axis 0 first "
                   "(4,2 or (4,2)); default: LAUNCH or one per core")
    p.add_argument("--preset", metavar="CHIP", choices=("910B3", "950", "a5"),
                   help="a chip's L2 (incore.L2Config.preset): 910B3 (192 MiB, 512 B lines, "
                   "512 B GM granule) or 950/a5 (512 B lines, 128 B granule); default: the "
                   "small L2Config() sized for the examples")
    p.add_argument("--l2-size", type=int, help="L2 size in bytes (default: the preset's or "
                   "L2Config's)")
    p.add_argument("--l2-ways", type=int, help="L2 associativity (default: the preset's or "
                   "L2Config's)")
    p.add_argument("--l2-line", type=int, help="L2 line size in bytes (default: the preset's "
                   "or L2Config's)")
    p.add_argument("--launches", type=int, metavar="N",
                   help="launches per run on one Worker, whose L2 keeps its contents between "
                   "them (default: golden.py's L2_LAUNCHES, else 1)")
    p.add_argument("--mm-bandwidth", type=float, metavar="GBPS",
                   help="main-memory bandwidth for the estimated memory time (default: "
                   "1600 GB/s, an assumption)")
    p.add_argument("--l2-bandwidth", type=float, metavar="GBPS",
                   help="L2 bandwidth for the estimated memory time (default: 5000 GB/s, an "
                   "assumption)")
    p.add_argument("--json", metavar="FILE", help="write the numbers of both runs as JSON")
    p.add_argument("--plot", metavar="FILE.png",
                   help="draw per-tensor hit rates and the hit rate over the launch "
                   "(needs matplotlib: pip install 'incore[plot]')")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``incore`` command."""
    parser = _Parser(prog="incore", description=__doc__.splitlines()[0])
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="compile, launch and check an example against its golden.py")
    run.add_argument("example", help="example directory holding kernel.ik and golden.py")
    run.add_argument(
        "--kernel", help="kernel to launch (default: LAUNCH['kernel'] or the only one)"
    )
    run.add_argument("--platform", default="a2a3sim", choices=("a2a3sim", "a5sim"))
    run.add_argument("--device", type=int, default=0, help="simulated device id")
    run.add_argument(
        "--blocks", type=_blocks, metavar="N|X,Y[,Z]",
        help="number of blocks, or a grid of up to 3 extents, axis 0 first (4,2 or (4,2)); "
        "default: LAUNCH or one per core",
    )
    run.add_argument(
        "--l2-offset", type=_hex_offset, metavar="HEX",
        help="driver nocache offset of the device: hexadecimal with 0x or plain decimal "
        "(0x80000000000 = 8796093022208); hex digits without 0x are refused as ambiguous",
    )
    run.add_argument("--log-level", choices=LOG_LEVELS, help="incore log level")
    run.add_argument("--rounds", type=int, default=1,
                     help="launches to time; the medians of launch and kernel run time are "
                     "printed (default 1)")
    run.add_argument("--timeout", type=_seconds, metavar="S",
                     help="seconds each launch may take (overrides golden.py's TIMEOUT; "
                     "default: TIMEOUT, else 60)")
    run.add_argument(
        "--case", metavar="NAME", help="run only this case of golden.py's CASES (default: all)"
    )
    run.add_argument(
        "--skip-golden", action="store_true",
        help="launch without comparing against compute_golden() (prints RAN, never PASS)",
    )
    run.add_argument(
        "--bounds-check", action="store_true",
        help="check every tensor index at run time (incore.KernelIndexError)",
    )
    run.add_argument(
        "--profile", metavar="TRACE.json",
        help="record the launches into a Chrome trace-event file (open it in ui.perfetto.dev "
        "or chrome://tracing)",
    )
    run.add_argument("--l2-model", action="store_true",
                     help="after the run, report it through the L2 model (as `incore l2`)")
    run.add_argument(
        "--sanitize", action="store_true",
        help="run the launches checked for races, uninitialised reads, unpaired flags and "
        "out-of-bounds accesses (exit status 1 with findings)",
    )
    run.add_argument(
        "--interpret", action="store_true",
        help="run the launches as Python in this process, with the compiled code's semantics: "
        "breakpoint() stops in pdb, print(...) shows tiles, tracebacks show the .ik lines "
        "(INCORE_INTERPRET_ORDER=random:SEED shuffles the block order)",
    )
    run.add_argument(
        "--cross-check", action="store_true",
        help="run every launch compiled and interpreted on copies of the same inputs; a case "
        "whose runs differ fails with incore.CrossCheckError naming the first differing "
        "element of each written tensor",
    )
    run.add_argument("--json", metavar="FILE",
                     help="write the cases' verdicts (and the sanitizer's findings) as JSON")
    _add_define(run)
    _add_opt(run)

    comp = sub.add_parser("compile", help="compile a .ik file and emit one stage of it")
    comp.add_argument("file", help="kernel source (.ik)")
    comp.add_argument(
        "-o",
        "--output",
        help="output file, or an existing directory to write into (ir|llvm|asm: <file>.ll/.s; "
        "obj|elf|text: <kernel>[.<variant>].<ext>)",
    )
    comp.add_argument("--kernel", help="only this kernel (default: every kernel of the file)")
    comp.add_argument(
        "--emit", choices=EMITS, default="elf",
        help="what to emit (default elf). Without -o: ir, llvm and asm are written to stdout; "
        "text (the raw payload bytes) is written to stdout too, and refused when stdout is a "
        "terminal; obj and elf are written to <kernel>[.<variant>].<ext> files in the current "
        "directory",
    )
    comp.add_argument("--arch", choices=("a2a3", "a5"), default="a2a3")
    comp.add_argument("--l2-lowering", choices=("args", "cann-global"), default="args")
    comp.add_argument(
        "--bounds-check", action="store_true",
        help="compile with a run-time check of every tensor index (incore.KernelIndexError)",
    )
    _add_define(comp)
    _add_opt(comp)

    tune = sub.add_parser("tune", help="tune an example's kernel over const values: the table "
                          "of configs and their figures, best first")
    tune.add_argument("example", help="example directory holding kernel.ik and golden.py")
    tune.add_argument("-D", dest="define", action="append", type=_define_list, default=[],
                      metavar="NAME=v1,v2,...", required=True,
                      help="values of the const parameter NAME to try; several -D: every "
                      "combination")
    tune.add_argument("--metric", choices=("time", "l2_bytes", "l2_time"), default="time",
                      help="rank by median host time (default), or by the L2 model's "
                      "main-memory bytes or estimated memory time")
    tune.add_argument("--case", metavar="NAME", help="case whose inputs to tune on "
                      "(default: the first)")
    tune.add_argument("--kernel", help="kernel to tune (default: LAUNCH['kernel'] or the only "
                      "one)")
    tune.add_argument("--platform", default="a2a3sim", choices=("a2a3sim", "a5sim"))
    tune.add_argument("--device", type=int, default=0, help="simulated device id")
    tune.add_argument("--blocks", type=_blocks, help="blocks: N, or a grid X,Y[,Z] (default: "
                      "LAUNCH or one per core)")
    tune.add_argument("--reps", type=int, default=5, help="timed launches per config for "
                      "--metric time (default 5)")
    _add_opt(tune)

    insp = sub.add_parser("inspect", help="describe a kernel ELF: sections, symbols, metadata")
    insp.add_argument("elf", help="kernel ELF file")

    cache = sub.add_parser("cache", help="show or clear the on-disk compile cache")
    cache_sub = cache.add_subparsers(
        dest="cache_command", required=True, metavar="{info,clear}"
    )
    cache_sub.add_parser("info", help="location, number of entries, total size, max age")
    cache_sub.add_parser("clear", help="remove every entry")

    dump = sub.add_parser("dump", help="list or compare tensor/overflow/exception dumps")
    dump_sub = dump.add_subparsers(dest="dump_command", required=True, metavar="{show,compare}")
    show = dump_sub.add_parser("show", help="list the dumps of DIR as a table")
    show.add_argument("dir", help="dump directory (the dump path, or a device<N> under it)")
    show.add_argument("--tensor", metavar="NAME",
                      help="summary statistics of this tensor (x, or role.name: input.x)")
    cmp_ = dump_sub.add_parser("compare", help="compare two dumps tensor by tensor (B: reference)")
    cmp_.add_argument("dir_a", help="dump directory A")
    cmp_.add_argument("dir_b", help="dump directory B (the reference)")
    cmp_.add_argument("--rtol", type=float, default=1e-5, help="relative tolerance (1e-5)")
    cmp_.add_argument("--atol", type=float, default=1e-8, help="absolute tolerance (1e-8)")

    l2 = sub.add_parser("l2", help="the L2 model: an example as compiled and with every BYPASS "
                        "as DEFAULT, counters side by side, and the policy advisor")
    _add_l2_arguments(l2)
    _add_define(l2)
    _add_opt(l2)
    from incore.sweeps.command import add_parser as add_sweep_parser

    add_sweep_parser(sub)
    for subparser in sub.choices.values():
        _add_debug(subparser)
    return parser


def _set_log_level(name: str | None) -> None:
    from incore import log

    if name is not None:
        logging.getLogger("incore").setLevel(log.level_from_name(name))


TEXT_SUFFIXES = {"ir": "ll", "llvm": "ll", "asm": "s"}
BINARY_SUFFIXES = {"obj": "o", "elf": "elf", "text": "bin"}


def cmd_compile(args: argparse.Namespace) -> int:
    import incore

    options = dict(arch=args.arch, opt=args.opt, l2_lowering=args.l2_lowering,
                   bounds_check=args.bounds_check, link=False)
    module = incore.compile_file(args.file, **options)
    kernels = [module[args.kernel]] if args.kernel else list(module)
    if not kernels:
        raise incore.CompileError("the file defines no kernel", args.file)
    if args.define or any(k.is_template for k in kernels):
        module = incore.compile_file(args.file, **options,
                                     consts=_defines_for(kernels, dict(args.define)))
        kernels = [module[k.name] for k in kernels]
    # AIC before AIV for @mix kernels
    payloads = [(k, v, p) for k in kernels for v, p in sorted(k.variants.items())]
    output = Path(args.output) if args.output else None
    out_dir = output if output is not None and output.is_dir() else None
    attr = {"ir": "ir", "llvm": "llvm_ir", "asm": "asm"}.get(args.emit, args.emit)
    if args.emit in TEXT_SUFFIXES:  # all payloads go to one text (stdout, -o file or dir)
        chunks = []
        for k, variant, payload in payloads:
            header = f"; kernel {k.name} ({variant})\n" if len(payloads) > 1 else ""
            chunks.append(header + getattr(payload, attr))
        text = "\n".join(chunks)
        if out_dir is not None:
            output = out_dir / f"{Path(args.file).stem}.{TEXT_SUFFIXES[args.emit]}"
        if output is not None:
            output.write_text(text)
        else:
            sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return 0
    if output is not None and out_dir is None and len(payloads) > 1:
        raise ValueError(
            f"-o names one file but {len(payloads)} payloads were produced; "
            f"use --kernel or give a directory"
        )
    if output is None and args.emit == "text":
        return _payload_to_stdout(payloads)
    for k, variant, payload in payloads:
        data = getattr(payload, attr)
        suffix = f".{variant}" if len(k.variants) > 1 else ""
        name = Path(f"{k.name}{suffix}.{BINARY_SUFFIXES[args.emit]}")
        out = out_dir / name if out_dir is not None else output or name
        out.write_bytes(data)
        print(f"wrote {out} ({len(data)} bytes)")
    return 0


def _defines_for(kernels: list, defines: dict) -> dict:
    """The ``consts`` compile option of ``-D`` values: each kernel gets the values of the
    const parameters it declares; a value no kernel declares, or a kernel left with a
    parameter that has no value, is an error."""
    consts = {}
    for k in kernels:
        declared = {p["name"] for p in k.const_params}
        consts[k.name] = {n: v for n, v in defines.items() if n in declared}
        missing = [p["name"] for p in k.const_params
                   if p["default"] is None and p["name"] not in defines]
        if missing:
            raise ValueError(f"kernel {k.name!r} has const parameters without a default: give "
                             + " ".join(f"-D {n}=VALUE" for n in missing))
    unused = [n for n in defines if not any(n in c for c in consts.values())]
    if unused:
        names = ", ".join(sorted({p["name"] for k in kernels for p in k.const_params})) or "none"
        raise ValueError(f"-D {unused[0]}: no kernel compiled declares a const parameter "
                         f"{unused[0]!r} (const parameters: {names})")
    return {name: values for name, values in consts.items() if values}


def _payload_to_stdout(payloads: list) -> int:
    """``--emit text`` without ``-o``: the raw payload bytes on stdout, never onto a terminal."""
    if len(payloads) > 1:
        raise ValueError(
            f"--emit text without -o writes one payload to stdout, but {len(payloads)} were "
            f"produced; use --kernel or -o DIR"
        )
    if sys.stdout.isatty():
        raise ValueError(
            "--emit text writes raw payload bytes; refusing to write them to a terminal "
            "(redirect stdout, e.g. > kernel.bin, or use -o FILE)"
        )
    sys.stdout.flush()
    sys.stdout.buffer.write(payloads[0][2].text)
    sys.stdout.buffer.flush()
    return 0


def cmd_tune(args: argparse.Namespace) -> int:
    from incore.tuning.example import tune_example

    report = tune_example(args.example, args.define, metric=args.metric,
                          platform=args.platform, device=args.device, case=args.case,
                          kernel=args.kernel, blocks=args.blocks, opt=args.opt, reps=args.reps)
    print(report.render())
    return 0


def cmd_inspect(args: argparse.Namespace) -> int:
    from incore import loader
    from incore.errors import LoaderError
    from incore.inputs import read_binary

    data = read_binary(args.elf, "kernel ELF")  # a regular file of at most MAX_INPUT_BYTES
    try:
        description = loader.describe(data)
    except LoaderError as exc:
        if data[:4] != b"\x7fELF" and _looks_like_source(args.elf, data):
            stem = Path(args.elf).stem or "kernel"
            raise LoaderError(
                f"{args.elf} is not a kernel ELF: it looks like a .ik kernel source; compile it "
                f"first: incore compile {args.elf} -o {stem}.elf, then incore inspect "
                f"{stem}.elf") from None
        raise LoaderError(f"{args.elf}: {exc}") from None
    print(loader.format_description(description))
    return 0


def _looks_like_source(path: str, data: bytes) -> bool:
    """True for a ``.ik`` file, or UTF-8 text that defines a kernel."""
    if Path(path).suffix == ".ik":
        return True
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    return re.search(r"^\s*kernel\s+\w+\s*\(", text, re.MULTILINE) is not None


def cmd_cache(args: argparse.Namespace) -> int:
    from incore import cache

    if args.cache_command == "clear":
        removed = cache.clear()
        print(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.cache_dir()}")
    else:
        print(cache.format_info(cache.info()))
    return 0


def cmd_dump(args: argparse.Namespace) -> int:
    if args.dump_command == "show":
        from incore.runtime.dump.show import show

        return show(args.dir, args.tensor, sys.stdout)
    from incore.runtime.dump.compare import compare

    return compare(args.dir_a, args.dir_b, args.rtol, args.atol, sys.stdout)


def cmd_run(args: argparse.Namespace) -> int:
    from incore.golden import run_example

    _set_log_level(args.log_level)
    report = run_example(
        args.example,
        case=args.case,
        kernel=args.kernel,
        platform=args.platform,
        device=args.device,
        blocks=args.blocks,
        l2_offset=args.l2_offset,
        rounds=args.rounds,
        opt=args.opt,
        bounds_check=args.bounds_check,
        skip_golden=args.skip_golden,
        sanitize=args.sanitize,
        interpret=args.interpret,
        cross_check=args.cross_check,
        profile=args.profile,
        timeout=args.timeout,
        consts=dict(args.define),
        on_case=lambda case: print(case.render(), flush=True),
    )
    if args.profile is not None:
        print(f"profile: wrote {args.profile} (open it in ui.perfetto.dev or chrome://tracing)")
    findings = _sanitizer_summary(report) if args.sanitize else None
    if args.json is not None:
        _write_run_json(args.json, report, findings)
    if findings:
        return 1
    if args.l2_model:
        args.json = args.plot = args.l2_size = args.l2_ways = args.l2_line = None
        args.preset = args.launches = args.mm_bandwidth = args.l2_bandwidth = None
        status = cmd_l2(args)
        return status if status else (0 if report.passed else 1)
    return 0 if report.passed else 1


def _sanitizer_summary(report):
    """Print the run's sanitizer findings once each (by kind, tensor and sites, with a
    count) and return them as a ``Report``."""
    from incore.runtime.sanitizer import Report

    found = Report()
    for case in report.cases:
        found.add(case.findings)
    for line in found.lines():
        print(line)
    n = len(found)
    print(f"sanitizer: {n} finding{'s' if n != 1 else ''}")
    return found


def _write_run_json(path: str, report, findings) -> None:
    """``incore run --json``: every case's verdict, problems and (sanitizing) findings."""
    import json

    data = {
        "example": report.example,
        "cases": [{"case": c.case, "kernel": c.kernel, "verdict": c.verdict,
                   "problems": list(c.problems)} for c in report.cases],
        "findings": findings.to_json() if findings is not None else None,
    }
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=2)
    print(f"json: wrote {path}")


def cmd_l2(args: argparse.Namespace) -> int:
    from incore.golden import l2run

    return l2run.command(args, sys.stdout)


def cmd_sweep(args: argparse.Namespace) -> int:
    from incore.sweeps.command import command

    return command(args, sys.stdout)


def _compile_error_text(exc) -> str:
    """A CompileError as printed: its own text, or ``file: error: ...`` when it has no line
    (an unreadable file, a file without kernels)."""
    if exc.line > 0:
        return str(exc)
    text = f"{exc.filename}: error: {exc.message}"
    return text + (f"\nhint: {exc.hint}" if exc.hint else "")


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``incore`` console script."""
    from incore.log import ensure_default_handler

    parser = build_parser()
    args = parser.parse_args(argv)
    ensure_default_handler()
    handlers = {"run": cmd_run, "compile": cmd_compile, "inspect": cmd_inspect,
                "tune": cmd_tune,
                "cache": cmd_cache, "dump": cmd_dump, "l2": cmd_l2,
                "sweep": cmd_sweep}
    try:
        return handlers[args.command](args)
    except KeyboardInterrupt:
        print("incore: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # stdout's reader left (`incore compile --emit llvm | head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no flush error at exit
        return 1
    except Exception as exc:  # one clear message instead of a traceback
        from incore.errors import CompileError, IncoreError

        if args.debug:
            traceback.print_exc()
        if isinstance(exc, CompileError):  # its own "file:line:col: error: ..." and caret
            print(_compile_error_text(exc), file=sys.stderr)
            return 1
        known = isinstance(exc, (IncoreError, ValueError, TypeError, OSError, KeyError))
        print(_error_line(exc, known), file=sys.stderr)
        return 1


def _error_line(exc: BaseException, known: bool) -> str:
    """The one line an error prints: ``incore: error: MESSAGE`` for errors incore raises on
    purpose; for anything else (a bug), the exception's type, its message or ``repr`` (never
    empty) and the file and line that raised it."""
    if isinstance(exc, KeyError) and len(exc.args) == 1:
        message = str(exc.args[0])
    else:
        message = str(exc)
    if known:
        return f"incore: error: {message or repr(exc)}"
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    site = ""
    if tb is not None:
        path = Path(tb.tb_frame.f_code.co_filename)
        parts = path.parts
        inside = len(parts) - 1 - parts[::-1].index("incore") if "incore" in parts else None
        shown = Path(*parts[inside:]).as_posix() if inside is not None else path.name
        site = f" at {shown}:{tb.tb_lineno}"
    return (f"incore: internal error ({type(exc).__name__}): {message or repr(exc)}{site} "
            f"(a bug in incore; --debug shows the traceback)")


if __name__ == "__main__":
    sys.exit(main())
