# Device math and builtins: the payload carries its own exp/log/tanh/floor/ceil in IR.

kernel math32(x: Tensor[[N], f32], y: Tensor[[N, 8], f32], n: Tensor[[N], i64]):
    for i in range(block_idx, N, block_num):
        v = x[i]
        y[i, 0] = exp(v)
        y[i, 1] = log(abs(v))
        y[i, 2] = tanh(v)
        y[i, 3] = sqrt(abs(v))
        y[i, 4] = floor(v) + ceil(v)
        y[i, 5] = min(v, 1.0, max(v, -1.0))
        y[i, 6] = select(v > 0.0, v, -v)
        n[i] = ceil_div(i64(floor(v)), 3) + abs(i - 5)

kernel math64(x: Tensor[[N], f64], y: Tensor[[N], f64]):
    for i in range(block_idx, N, block_num):
        y[i] = exp(x[i]) + log(x[i]) + tanh(x[i])
