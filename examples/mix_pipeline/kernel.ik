# mix_pipeline: out = gelu(a @ w + bias), a two-stage pipeline inside every MIX cluster.
#
# Each block owns a band of rows of `a`, cut into tiles of TM rows.  The AIC computes the
# matmul of tile j into GM tile buffer j % 2 (`work[block_idx, j % 2]`) and signals; AIV b
# (sub_block_idx b) takes the tiles of buffer b: it waits, adds the bias, applies the
# activation, writes its rows of `out` and hands the buffer back.  So the AIC computes tile
# j + 1 while AIV j % 2 finishes tile j, and the two AIVs work on alternate tiles at once.
#
# Flags (per cluster, counting): READYb "buffer b holds a new tile" (AIC -> AIV b) and FREEb
# "buffer b may be overwritten" (AIV b -> AIC).  set_flag releases the writes before it and
# wait_flag acquires them, so an AIV sees the whole tile and the AIC never overwrites a buffer
# its AIV still reads.  Each flag has one waiting core: a count meant for one AIV can never be
# taken by the other.  Every block takes as many counts as it gives, so the blocks a cluster
# runs one after another do not see each other's counts.

const TM = 8
const READY0 = 0
const READY1 = 1
const FREE0 = 2
const FREE1 = 3

func gelu(v: f32) -> f32:
    # the tanh form of GELU
    return 0.5 * v * (1.0 + tanh(0.7978845608028654 * (v + 0.044715 * v * v * v)))

@mix
kernel mix_pipeline(a: Tensor[[M, K], f32], w: Tensor[[K, N], f32], bias: Tensor[[N], f32],
                    work: Tensor[[B, 2, TM, N], f32], out: Tensor[[M, N], f32]):
    assert block_num <= B, "work holds tile buffers for {} blocks, launched with {}", B, block_num
    rows = ceil_div(M, block_num)
    lo = block_idx * rows
    hi = min(lo + rows, M)
    tiles = ceil_div(max(hi - lo, 0), TM)
    if core_type == AIC:
        for j in range(tiles):
            buf = j % 2
            first = lo + j * TM
            if j >= 2:  # AIV `buf` must be done with tile j - 2, which this buffer holds
                if buf == 0:
                    wait_flag(FREE0)
                else:
                    wait_flag(FREE1)
            for r in range(min(TM, hi - first)):
                for n in range(N):
                    acc: f32 = 0.0
                    for k in range(K):
                        acc += a[first + r, k] * w[k, n]
                    work[block_idx, buf, r, n] = acc
            if buf == 0:
                set_flag(READY0)
            else:
                set_flag(READY1)
        # Take the answers for the last two tiles too: the next block this cluster runs then
        # starts with no count left over (flags are shared by the blocks of a cluster).
        for j in range(max(tiles - 2, 0), tiles):
            if j % 2 == 0:
                wait_flag(FREE0)
            else:
                wait_flag(FREE1)
    else:
        buf = sub_block_idx
        for j in range(buf, tiles, 2):
            first = lo + j * TM
            if buf == 0:
                wait_flag(READY0)
            else:
                wait_flag(READY1)
            for r in range(min(TM, hi - first)):
                for n in range(N):
                    out[first + r, n] = gelu(work[block_idx, buf, r, n] + bias[n])
            if buf == 0:
                set_flag(FREE0)
            else:
                set_flag(FREE1)
