"""``python -m incore.runtime.device``: the device process's entry (``main.main``)."""

import sys

from incore.runtime.device.main import main

main(sys.argv[1:])
