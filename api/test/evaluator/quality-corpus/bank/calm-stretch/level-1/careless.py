import sys
d=sys.stdin.read().split()
n=int(d[0])
m={}
l=0
b=0
s=0
for i in range(n):
    v=d[i+1]
    if v in m and m[v]>=l:
        l=m[v]+1
    m[v]=i
    if i-l+1>b:
        b=i-l+1
        s=l
print(b,s+1)
