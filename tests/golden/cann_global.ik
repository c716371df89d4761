# golden: l2_lowering=cann-global
# The native CANN lowering: each bypass load reads g_opL2CacheHintCfg (rejected at link time).

kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(N):
        y[i] = load(x[i], cache=CachePolicy.BYPASS)
