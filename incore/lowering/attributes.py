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


# The out-of-line f32 math bodies with masked vector variants (``mathlib._slow_function``).
_OUT_OF_LINE = re.compile(r'^define internal float @"(incore\.\w+\.f32\.full)"', re.MULTILINE)
_VARIANT = re.compile(r'^define internal <(\d+) x float> @"(incore\.\w+\.f32\.full)\.m\d+"',
                      re.MULTILINE)


def with_payload_attributes(module_text: str) -> str:
    """Attach the payload attribute group to every ``define`` in ``module_text``.

    An out-of-line f32 math body (``incore.<f>.f32.full``) gets its own group: ``noinline
    memory(none) willreturn`` and the ``vector-function-abi-variant`` list of its masked
    vector variants, which ``llvm.compiler.used`` keeps until the loop vectoriser uses them;
    the variants are ``alwaysinline``: ``target.optimize`` inlines them into the vector loops,
    so a vector whose lanes are all common tests its mask and calls nothing.
    """
    variants: dict[str, list[int]] = {}
    for m in _VARIANT.finditer(module_text):
        variants.setdefault(m.group(2), []).append(int(m.group(1)))
    groups: dict[str, str] = {}
    for k, name in enumerate(sorted(variants), start=1):
        groups[name] = f"#{k}"

    inline_tag = f"#{len(groups) + 1}"

    def group(m: re.Match) -> str:
        out = _OUT_OF_LINE.match(m.group(0))
        tag = groups.get(out.group(1), _GROUP) if out is not None else _GROUP
        if _VARIANT.match(m.group(0)):
            tag = inline_tag  # inlined into the vector loops once they exist
        return f"{m.group(1)} {tag}{m.group(2)}"

    text = _DEFINE.sub(group, module_text).rstrip()
    text += f"\n\nattributes {_GROUP} = {{ {PAYLOAD_ATTRIBUTES} }}\n"
    used = []
    for name, tag in groups.items():
        mapping = ",".join(f"_ZGV_LLVM_M{n}v_{name}({name}.m{n})" for n in variants[name])
        text += (f'attributes {tag} = {{ {PAYLOAD_ATTRIBUTES} noinline memory(none) willreturn '
                 f'"vector-function-abi-variant"="{mapping}" }}\n')
        used += [f'ptr @"{name}.m{n}"' for n in variants[name]]
    if used:
        text += f"attributes {inline_tag} = {{ {PAYLOAD_ATTRIBUTES} alwaysinline }}\n"
        text += (f"@llvm.compiler.used = appending global [{len(used)} x ptr] "
                 f'[{", ".join(used)}], section "llvm.metadata"\n')
    return text
