import sys
x = sys.stdin.buffer.read().split()
n = int(x[0])
q = int(x[1])
s = [0]
t = 0
for i in range(n):
    t += int(x[2 + i])
    s.append(t)
r = []
j = n + 2
for i in range(q):
    a = int(x[j])
    b = int(x[j + 1])
    j += 2
    r.append(str(s[b] - s[a - 1]))
print("\n".join(r))
