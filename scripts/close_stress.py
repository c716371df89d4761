"""Issue 27's acceptance 2: close() from a ninth thread at a random moment while 8 threads each
enqueue 1,000 stream launches, 100 trials; every launch counted as run or discarded, none both,
none neither (``tests/support/close_harness.py`` has the trial).

    python scripts/close_stress.py [--trials 100] [--threads 8] [--launches 1000] [--fault]

``--fault`` makes one random launch per trial divide by zero (it and what the restart drops
are then discarded and must be counted); ``--signal`` closes from a SIGALRM handler instead,
while the main thread launches half as many launches on one stream and synchronizes.  Prints
one line per failing trial and a summary; exits 1 if any trial failed.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.support.close_harness import signal_trial, trial  # noqa: E402


def main() -> int:
    """Run the trials and print the summary; 0 if every trial held the rule."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=100)
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--launches", type=int, default=1000)
    ap.add_argument("--fault", action="store_true", help="one launch per trial faults")
    ap.add_argument("--signal", action="store_true",
                    help="close() from a SIGALRM handler while the main thread launches")
    ap.add_argument("--max-delay", type=float, default=0.05,
                    help="close() comes uniformly within this many seconds of the start")
    ap.add_argument("--device", type=int, default=12)
    args = ap.parse_args()
    logging.getLogger("incore").setLevel(logging.CRITICAL)  # each refused launch logs an ERROR
    warnings.simplefilter("ignore", ResourceWarning)  # the trial's buffer outlives its Worker
    t0 = time.monotonic()
    failed = returned = ran = discarded = refused = 0
    for seed in range(args.trials):
        if args.signal:
            out = signal_trial(seed, args.device, args.threads * args.launches // 2)
        else:
            out = trial(seed, args.device, args.threads, args.launches, args.fault,
                        args.max_delay)
        returned += out.returned
        ran += out.ran
        discarded += out.discarded
        refused += out.refused
        if out.problems:
            failed += 1
            print(f"trial {seed}: {len(out.problems)} problems: {out.problems[:5]}", flush=True)
    what = (f"signal handler, {args.threads * args.launches // 2} launches" if args.signal
            else f"{args.threads} threads x {args.launches} launches, fault={args.fault}")
    print(f"{args.trials} trials ({what}) in {time.monotonic() - t0:.1f} s: {failed} failed; "
          f"{returned} launches accepted = {ran} ran + {discarded} discarded; "
          f"{refused} refused (ContextClosedError)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
