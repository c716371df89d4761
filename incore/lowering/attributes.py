"""Function attributes that llvmlite.ir cannot express, applied to the module text.

Every function of a payload carries ``nounwind "no-builtins" "no-jump-tables"="true"``:
``no-builtins`` stops LLVM from turning loops into ``memset``/``memcpy`` library calls and
``no-jump-tables`` keeps switch lowering free of data-section tables; a text-only payload can
reach neither a library nor a data section.
"""

from __future__ import annotations

import re

PAYLOAD_ATTRIBUTES = 'nounwind "no-builtins" "no-jump-tables"="true"'
_GROUP = "#0"
# The group goes right after the parameter list, before metadata attachments such as !dbg.
_DEFINE = re.compile(r"^(define [^\n{]*\))([^\n{]*\n?\{)", re.MULTILINE)


def with_payload_attributes(module_text: str) -> str:
    """Attach the payload attribute group to every ``define`` in ``module_text``."""
    text = _DEFINE.sub(lambda m: f"{m.group(1)} {_GROUP}{m.group(2)}", module_text)
    return f"{text.rstrip()}\n\nattributes {_GROUP} = {{ {PAYLOAD_ATTRIBUTES} }}\n"
