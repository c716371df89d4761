# golden: arch=a5
# A5 carries the policy on the load: a BYPASS tile load marks every lane load !nontemporal
# and reads no offset.

const T = 8

kernel tile_copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    c = block_idx * T
    y[c:c + T] = load(x[c:c + T], cache=CachePolicy.BYPASS)
