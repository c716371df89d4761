"""incore.loader: link a relocatable object into a kernel ELF and take its text-only payload out.

``link`` turns llvmlite's object into a kernel ELF (code + constant pools in one ``.text``,
relocations applied, ``.incore.meta`` attached and sealed); ``extract_text_section`` returns
the bytes the device receives; ``read_meta`` returns the host-side metadata; ``validate_meta``
checks it against the schema, ``seal_meta`` seals a hand-built one and ``complete_meta`` also
fills in the fields a linker writes; ``describe`` and
``format_description`` back ``incore inspect``.
"""

from incore.loader.extract import extract_text_section, read_meta
from incore.loader.inspect import describe, format_description
from incore.loader.link import link
from incore.loader.metaschema import validate_meta
from incore.loader.seal import complete_meta, seal_meta

__all__ = ["complete_meta", "describe", "extract_text_section", "format_description", "link",
           "read_meta", "seal_meta", "validate_meta"]
