"""Kernels run end to end on the simulated devices (source -> payload -> device), checked
with numpy."""
