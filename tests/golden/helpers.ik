# const folding and func helpers (inlined; early return; helper used as a statement).

const SCALE = 3
const BIAS = 0.5

func clamp(v: f32, lo: f32, hi: f32) -> f32:
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v

func scaled(v: f32) -> f32:
    return clamp(v * SCALE, -1.0, 1.0) + BIAS

kernel apply(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        y[i] = scaled(x[i])
