import sys
inp = sys.stdin.buffer.read().split()
n, m = int(inp[0]), int(inp[1])
g = [[] for _ in range(n + 1)]
k = 2
for _ in range(m):
    x = int(inp[k]); y = int(inp[k + 1]); k += 2
    g[x].append(y); g[y].append(x)
d = [-1] * (n + 1)
d[1] = 0
q = [1]
i = 0
while i < len(q):
    x = q[i]; i += 1
    if x == n:
        break
    for y in g[x]:
        if d[y] == -1:
            d[y] = d[x] + 1
            q.append(y)
print(d[n])
