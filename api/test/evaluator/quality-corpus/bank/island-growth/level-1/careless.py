import sys
d = sys.stdin.read().split()
r = int(d[0]); c = int(d[1])
a = [0] * (r * c)
for i in range(r):
    for j in range(c):
        if d[i + 2][j] == '#':
            a[i * c + j] = 1
x = 0
for i in range(r * c):
    if a[i] == 1:
        x += 1
        a[i] = 0
        s = [i]
        while s:
            p = s.pop()
            if p >= c and a[p - c] == 1:
                a[p - c] = 0
                s.append(p - c)
            if p + c < r * c and a[p + c] == 1:
                a[p + c] = 0
                s.append(p + c)
            if p % c != 0 and a[p - 1] == 1:
                a[p - 1] = 0
                s.append(p - 1)
            if p % c != c - 1 and a[p + 1] == 1:
                a[p + 1] = 0
                s.append(p + 1)
print(x)
