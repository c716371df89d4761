# weights_stream: one decode-like step, y = W x, beside a pass over a KV working set.
#
# Each launch streams the whole weight matrix once (BYPASS: its rows are read once per
# launch) and re-reads a small working set: every block sums its slice of `kv` (a KV-cache
# stand-in, written to `score`) and loads the activation `x` once.  Run for several
# launches on one Worker, as a decode loop dispatches its step: the working set is re-read
# by every launch, the weights by every launch too, so whether BYPASS pays depends on
# whether the weights fit the L2 beside the working set (docs/runtime.md, "What BYPASS
# buys").

const C = 1024
const T = 1024

@aiv
kernel weights_stream(w: Tensor[[R, C], f32], x: Tensor[[C], f32], kv: Tensor[[KV], f32],
                      y: Tensor[[R], f32], score: Tensor[[B], f32]):
    assert block_num <= B, "score holds {} blocks, launched with {}", B, block_num
    assert R % block_num == 0, "R = {} rows do not split over {} blocks", R, block_num
    assert KV % (block_num * T) == 0, "KV = {} is not a multiple of {}", KV, block_num * T
    span = KV // block_num
    acc: f32 = 0.0
    for j in range(0, span, T):
        at = block_idx * span + j
        acc += sum(load(kv[at:at + T]))
    score[block_idx] = acc
    xs = load(x[0:C])
    rows = R // block_num
    lo = block_idx * rows
    for r in range(lo, lo + rows):
        y[r] = sum(load(w[r, 0:C], cache=CachePolicy.BYPASS) * xs)
