# Tile math: broadcasting [TM, TN] with [TN] and [TM, 1], a reduction to a scalar, an axis
# reduction with keepdims, element access and a tile variable copied by value.

const TM = 2
const TN = 8

@aiv
kernel tile_math(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32], out: Tensor[[N], f32]):
    i = block_idx * TM
    t = x[i:i + TM, 0:TN]
    m = max(t, axis=1, keepdims=True)
    e = exp(t - m)
    u = e
    u[0, 0] = sum(e)
    y[i:i + TM, 0:TN] = e / sum(e, axis=1, keepdims=True) + u[0, 0] * zeros([TN], f32)
    out[i:i + TM] = min(t, axis=1)
