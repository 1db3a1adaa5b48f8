import sys, heapq
d = sys.stdin.read().split()
n = int(d[0]); m = int(d[1])
g = [[] for i in range(n + 1)]
c = [0] * (n + 1)
for i in range(m):
    a = int(d[2 + 2 * i]); b = int(d[3 + 2 * i])
    g[a].append(b)
    c[b] += 1
h = []
for i in range(1, n + 1):
    if c[i] == 0:
        heapq.heappush(h, i)
r = []
while h:
    x = heapq.heappop(h)
    r.append(x)
    for y in g[x]:
        c[y] -= 1
        if c[y] == 0:
            heapq.heappush(h, y)
if len(r) != n:
    print("CYCLE")
else:
    print(" ".join(str(x) for x in r))
