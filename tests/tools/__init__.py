"""The tools on top of the compiler and runtime: the incore command, the compile cache, the
golden contract of examples, the pytest plugin, incore's logging inside an application."""
