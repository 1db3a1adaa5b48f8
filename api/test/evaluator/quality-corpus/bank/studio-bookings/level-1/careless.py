import sys
d = sys.stdin.buffer.read().split()
n = int(d[0])
a = []
b = []
for i in range(n):
    a.append(int(d[1 + i * 2]))
    b.append(int(d[2 + i * 2]))
a.sort()
b.sort()
j = 0
c = 0
m = 0
for i in range(n):
    while b[j] <= a[i]:
        j += 1
        c -= 1
    c += 1
    if c > m:
        m = c
print(m)
