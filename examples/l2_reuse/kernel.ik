# Each block streams its slice of x once (BYPASS: no reuse, so it should not allocate in L2)
# and reads a small table that every block reuses, then writes the table scaled by the
# slice's sum into its own row of out.  The slice is streamed in PHASES chunks and block b
# reads the table after chunk b % PHASES, so the blocks of one wave (4 AIV cores on the
# default Worker) read it at different times: between two reads of the table, the cores
# stream 4 chunks of 128 KiB, twice the default 256 KiB L2.
# As compiled, with a nocache window (--l2-offset), the stream passes the L2 by and the table
# stays resident from one read to the next; compiled with every BYPASS as DEFAULT, the
# stream evicts the table before every read.

const TILE = 1024
const PHASES = 4
const TABLE = 2048

@aiv
kernel l2_reuse(x: Tensor[[N], f32], table: Tensor[[T], f32], out: Tensor[[B, T], f32]):
    assert T == TABLE, "the table has {} entries, the kernel's tile {}", T, TABLE
    assert N % (block_num * PHASES * TILE) == 0, "N = {} is not a multiple of {}", N, block_num * PHASES * TILE
    span = N // block_num
    chunk = span // PHASES
    lo = block_idx * span
    acc: f32 = 0.0
    for c in range(PHASES):
        if c == block_idx % PHASES:
            tab = load(table[0:TABLE])
        for j in range(chunk // TILE):
            at = lo + c * chunk + j * TILE
            acc += sum(load(x[at:at + TILE], cache=CachePolicy.BYPASS))
    if block_idx < B:
        out[block_idx, 0:TABLE] = tab * acc
