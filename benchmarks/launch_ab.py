"""Launch path, one tree against another: the figures of ``benchmarks/launch.py`` that a change
to the runtime host may move, measured for two source trees in alternating rounds.

    python benchmarks/launch_ab.py OLD_TREE NEW_TREE [--rounds N] [--json FILE]

Each tree is a checkout of incore (``git worktree add DIR COMMIT``).  One process per tree is
started, with ``PYTHONPATH`` set to that tree (the device process it starts imports the same
tree); it loads the tree's own ``benchmarks/launch.py``, starts a Worker, passes the launch
queue's first pass and then waits, blocked on its input, for rounds to run.  The driver asks
the two processes for rounds in turn (old, new; new, old; ...), so that a burst of load from
other users of the machine falls on both trees alike, and each round is short.  A round
measures, with the benchmark's own helpers:

- **sync launch**: ``worker.launch`` of the empty kernel on 1 block, a device buffer argument;
- **stream host time**: host seconds per ``stream.launch`` in batches of ``--batch``, the
  stream synchronized between batches, untimed;
- **graph replay**: host seconds per launch of ``graph.replay(stream)`` of a ``--batch``-launch
  graph, synchronized between replays, untimed;
- **host CPU time** of the stream and graph figures (``time.process_time``), which a process
  that other users of the machine preempt does not accrue;
- **sustained stream throughput**: empty launches per second through one stream and through
  two, enqueue to the last completion (``--async`` launches per round, each).

Once, at the end, each process also counts the Python function calls one steady-state launch
of each kind makes (``sys.setprofile``), a figure that the machine's load does not move.  The
summary gives, per figure and tree, the median and the p10 of all samples of the rounds (for
the throughput: of the rounds' rates) and the new/old ratios: for a time, below 1 is faster;
for the throughput, above 1 is.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

# Runs in the measured tree's process: argv[1] is the tree, argv[2] the settings as JSON; each
# line read from stdin is a request ("round" or "calls"), answered by one line of JSON.
CHILD = r'''
import importlib.util, json, sys, time
tree, settings = sys.argv[1], json.loads(sys.argv[2])
spec = importlib.util.spec_from_file_location("launch_bench", f"{tree}/benchmarks/launch.py")
bench = sys.modules["launch_bench"] = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)  # puts the tree first on sys.path
import numpy as np
import incore
from incore.runtime.common.control import RING_SLOTS
assert incore.__file__.startswith(tree), incore.__file__

batch = settings["batch"]
empty = incore.compile(bench.EMPTY)["empty"]
w = incore.Worker(device_id=0)
w.__enter__()
d1 = w.empty((1,), np.float32)
stream = w.stream()
bench.stream_launch_samples(stream, empty, d1, -(-RING_SLOTS // batch), batch)
sync = lambda: w.launch(empty, d1, blocks=1)
bench.timed(sync, 200)
with stream.capture() as graph:
    for _ in range(batch):
        stream.launch(empty, d1, blocks=1)
graph.replay(stream)  # binds the graph's descriptors
stream.synchronize()

def stream_batch():
    for _ in range(batch):
        stream.launch(empty, d1, blocks=1)

def replay():
    graph.replay(stream)

def both(fn):
    """(wall, CPU) seconds per launch of one ``fn()``; the stream synchronized after, untimed."""
    t0, c0 = time.perf_counter(), time.process_time()
    fn()
    t1, c1 = time.perf_counter(), time.process_time()
    stream.synchronize()
    return (t1 - t0) / batch, (c1 - c0) / batch

def one_round():
    got = {"sync": bench.timed(sync, settings["sync"]), "stream": [], "stream_cpu": [],
           "graph": [], "graph_cpu": []}
    for _ in range(settings["batches"]):
        wall, cpu = both(stream_batch)
        got["stream"].append(wall)
        got["stream_cpu"].append(cpu)
        wall, cpu = both(replay)
        got["graph"].append(wall)
        got["graph_cpu"].append(cpu)
    got["async"] = [bench.measure_async(w, empty, d1, settings["async"], 1)]
    got["async2"] = [bench.measure_async(w, empty, d1, settings["async"], 2)]
    return got

def calls(fn):
    fn()
    stream.synchronize()
    count = [0]
    def prof(frame, event, arg):
        if event == "call":
            count[0] += 1
    sys.setprofile(prof)
    fn()
    sys.setprofile(None)
    stream.synchronize()
    return count[0]

print("ready", flush=True)
for line in sys.stdin:
    if line.strip() == "round":
        print(json.dumps(one_round()), flush=True)
    elif line.strip() == "calls":
        with stream.capture() as ten:
            for _ in range(10):
                stream.launch(empty, d1, blocks=1)
        print(json.dumps({"sync": calls(sync),
                          "stream": calls(lambda: stream.launch(empty, d1, blocks=1)),
                          "replay(10)": calls(lambda: ten.replay(stream))}), flush=True)
w.close()
'''

TIMES = (("sync", "sync empty launch"), ("stream", "stream launch, host time per launch"),
         ("graph", "graph replay, host time per launch"),
         ("stream_cpu", "stream launch, host CPU time per launch"),
         ("graph_cpu", "graph replay, host CPU time per launch"))


class Tree:
    """The measuring process of one tree."""

    def __init__(self, tree: Path, settings: dict) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree))
        self.tree = tree
        self.proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tree), json.dumps(settings)], env=env, cwd=tree,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        if self.proc.stdout.readline().strip() != "ready":
            raise SystemExit(f"the process on {tree} did not start")

    def ask(self, request: str) -> dict:
        self.proc.stdin.write(request + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the process on {self.tree} ended")
        return json.loads(line)

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def loadavg() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "?"


def p10(values: list[float]) -> float:
    return sorted(values)[len(values) // 10]


def summary(samples: dict[str, dict[str, list[float]]], calls: dict[str, dict]) -> list[str]:
    """The table: per figure, each tree's median and p10 over every sample and the ratios."""
    old, new = samples["old"], samples["new"]
    lines = ["| figure | old median | new median | new/old | old p10 | new p10 | new/old |",
             "|---|---|---|---|---|---|---|"]
    for key, label in TIMES:
        a = [v * 1e6 for v in old[key]]
        b = [v * 1e6 for v in new[key]]
        ma, mb, pa, pb = statistics.median(a), statistics.median(b), p10(a), p10(b)
        lines.append(f"| {label} | {ma:.2f} µs | {mb:.2f} µs | {mb / ma:.3f} | "
                     f"{pa:.2f} µs | {pb:.2f} µs | {pb / pa:.3f} |")
    for key, streams in (("async", "1 stream"), ("async2", "2 streams")):
        a, b = old[key], new[key]
        ma, mb = statistics.median(a), statistics.median(b)
        pa, pb = sorted(a)[-1 - len(a) // 10], sorted(b)[-1 - len(b) // 10]  # p90 of a rate
        lines.append(f"| sustained stream launches, {streams} (p90 for p10) | {ma:,.0f} /s | "
                     f"{mb:,.0f} /s | {mb / ma:.3f} | {pa:,.0f} /s | {pb:,.0f} /s | "
                     f"{pb / pa:.3f} |")
    for key in calls["old"]:
        lines.append(f"| Python calls, {key} | {calls['old'][key]} | {calls['new'][key]} "
                     "| | | | |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old", type=Path, help="the tree measured as old")
    ap.add_argument("new", type=Path, help="the tree measured as new")
    ap.add_argument("--rounds", type=int, default=20, help="rounds of each tree (alternated)")
    ap.add_argument("--batch", type=int, default=50, help="stream launches per batch, graph size")
    ap.add_argument("--batches", type=int, default=20, help="stream batches, replays per round")
    ap.add_argument("--sync", type=int, default=300, help="timed sync launches per round")
    ap.add_argument("--async", dest="count", type=int, default=5000,
                    help="launches of the throughput figure per round")
    ap.add_argument("--json", metavar="FILE", help="also save every sample as JSON")
    args = ap.parse_args()
    settings = {"batch": args.batch, "batches": args.batches, "sync": args.sync,
                "async": args.count}
    trees = {"old": Tree(args.old.resolve(), settings), "new": Tree(args.new.resolve(), settings)}
    samples: dict[str, dict[str, list[float]]] = {"old": {}, "new": {}}
    loads = [loadavg()]
    try:
        for i in range(args.rounds):
            for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
                for key, values in trees[name].ask("round").items():
                    samples[name].setdefault(key, []).extend(values)
            loads.append(loadavg())
        calls = {name: tree.ask("calls") for name, tree in trees.items()}
    finally:
        for tree in trees.values():
            tree.close()
    print(f"{args.rounds} alternating rounds per tree; load average {min(loads)}-{max(loads)}")
    print("\n".join(summary(samples, calls)))
    if args.json:
        Path(args.json).write_text(json.dumps({"samples": samples, "calls": calls,
                                               "load": loads}, indent=1))


if __name__ == "__main__":
    main()
