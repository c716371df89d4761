# One tensor read with both policies: only the BYPASS load adds the offset.

kernel stencil(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(1, N - 1):
        y[i] = load(x[i - 1], cache=CachePolicy.BYPASS) + x[i] + load(x[i + 1], cache=CachePolicy.DEFAULT)
