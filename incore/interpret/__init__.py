"""The interpreter: runs a kernel as Python on numpy in the calling process."""
