# Tile transpose on a 2-D grid: launched with blocks=(cols, rows), block (grid_idx(0),
# grid_idx(1)) moves the T x T tile at row tile grid_idx(1), column tile grid_idx(0) of x to
# its transposed place in y.  Edge tiles are masked, so any M and N work.  transpose_batched
# adds a third grid axis over the batch: blocks=(cols, rows, batch).

const T = 32

@aiv
kernel transpose(x: Tensor[[M, N], f32], y: Tensor[[N, M], f32]):
    r = grid_idx(1) * T
    c = grid_idx(0) * T
    y[c:c + T, r:r + T] = x[r:r + T, c:c + T].T

@aiv
kernel transpose_batched(x: Tensor[[B, M, N], f32], y: Tensor[[B, N, M], f32]):
    b = grid_idx(2)
    r = grid_idx(1) * T
    c = grid_idx(0) * T
    y[b, c:c + T, r:r + T] = x[b, r:r + T, c:c + T].T
