# golden: arch=a5
# A5 carries the policy on the load: !nontemporal, no offset read.

kernel copy(x: Tensor[[N], f32], y: Tensor[[N], f32]):
    for i in range(N):
        y[i] = load(x[i], cache=CachePolicy.BYPASS) * 2.0
