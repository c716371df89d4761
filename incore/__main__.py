"""``python -m incore``: the ``incore`` command (``incore.cli``)."""

import sys

from incore.cli import main

sys.exit(main())
