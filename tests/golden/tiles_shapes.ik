# Reshapes and new axes: an outer product of a [T] column and a [C] row, a reshape of a tile
# variable read in place (no copy), broadcast_to and expand_dims.

const T = 2
const C = 4

@aiv
kernel tile_shapes(x: Tensor[[N], f32], y: Tensor[[N, C], f32], z: Tensor[[C, T], f32]):
    i = block_idx * T
    a = x[i:i + T]
    b = x[0:C]
    o = a[:, None] * b[None, :]
    y[i:i + T, 0:C] = o + broadcast_to(expand_dims(a, 1), [T, C])
    z[0:C, 0:T] = o.reshape([C, T])
