# The math builtins of docs/math.md: inf/nan constants, isnan, a widened f32 function (sin runs
# its f64 body), a two-argument one (pow) and the exact fmod loop.

kernel math_builtins(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    m = -inf
    for i in range(block_idx, N, block_num):
        v = x[i]
        m = max(m, v)
        y[i] = select(isnan(v), 0.0, sin(v) + pow(v, 2.5) + fmod(v, 3.0))
    if block_idx == 0:
        y[0] = m
