import sys
d=sys.stdin.read().split();n=int(d[0]);b=0;c=0
for s in d[1:n+1]:
  c=max(0,c+int(s));b=max(b,c)
print(b)
