"""incore.loader: link a relocatable object into a kernel ELF and take its text-only payload out.

``link`` turns llvmlite's object into a kernel ELF (code + constant pools in one ``.text``,
relocations applied, ``.incore.meta`` attached); ``extract_text_section`` returns the bytes the
device receives; ``read_meta`` returns the host-side metadata; ``describe`` and
``format_description`` back ``incore inspect``.
"""

from incore.loader.extract import extract_text_section, read_meta
from incore.loader.inspect import describe, format_description
from incore.loader.link import link

__all__ = ["describe", "extract_text_section", "format_description", "link", "read_meta"]
