"""Line-table debug metadata of one payload: which source line each instruction comes from.

The module gets a DICompileUnit (``LineTablesOnly``) for the source file, named as the user
gave it (no host directory), and ``kernel_entry`` a DISubprogram.  Code generation sets the
builder's ``debug_metadata`` to the DILocation of each statement's and expression's source
line, so every instruction of the body carries the line it was lowered from; helper bodies,
which code generation inlines, carry the helper's own lines.  The object code then holds a
DWARF ``.debug_line`` program, which the loader turns into the payload's line table
(``loader/lines.py``); no debug section reaches the kernel ELF.
"""

from __future__ import annotations

from llvmlite import ir

DWARF_VERSION = 4  # file names inline in .debug_line: no .debug_line_str to relocate
DEBUG_INFO_VERSION = 3  # the metadata schema LLVM expects ("Debug Info Version")
_MODULE_FLAG_WARNING = 2  # llvm.module.flags behaviour: warn on mismatch when linking
_I32 = ir.IntType(32)


class DebugInfo:
    """The compile unit and subprogram of one payload, and a cache of its DILocations."""

    def __init__(self, module: ir.Module, filename: str, name: str, line: int) -> None:
        self.module = module
        file = module.add_debug_info("DIFile", {"filename": filename, "directory": ""})
        unit = module.add_debug_info(
            "DICompileUnit",
            {
                "language": ir.DIToken("DW_LANG_Python"),
                "file": file,
                "producer": "incore",
                "isOptimized": True,
                "runtimeVersion": 0,
                "emissionKind": ir.DIToken("LineTablesOnly"),
            },
            is_distinct=True,
        )
        self.subprogram = module.add_debug_info(
            "DISubprogram",
            {
                "name": name,
                "linkageName": "kernel_entry",
                "file": file,
                "line": line,
                "scopeLine": line,
                "type": module.add_debug_info(
                    "DISubroutineType", {"types": module.add_metadata([])}
                ),
                "unit": unit,
                "spFlags": ir.DIToken("DISPFlagDefinition"),
            },
            is_distinct=True,
        )
        module.add_named_metadata("llvm.dbg.cu", unit)
        for key, value in (("Dwarf Version", DWARF_VERSION),
                           ("Debug Info Version", DEBUG_INFO_VERSION)):
            module.add_named_metadata(
                "llvm.module.flags",
                module.add_metadata([_I32(_MODULE_FLAG_WARNING), key, _I32(value)]),
            )
        self._locations: dict[int, ir.DIValue] = {}

    def attach(self, func: ir.Function) -> None:
        """Make ``func`` the subprogram's definition."""
        func.set_metadata("dbg", self.subprogram)

    def location(self, line: int) -> ir.DIValue:
        """The DILocation of source ``line`` in the kernel (created once).  Locations carry
        no column: the payload's line table keeps lines only, and fewer distinct locations
        keep the IR and the DWARF small."""
        loc = self._locations.get(line)
        if loc is None:
            loc = self._locations[line] = self.module.add_debug_info(
                "DILocation", {"line": line, "column": 0, "scope": self.subprogram}
            )
        return loc
