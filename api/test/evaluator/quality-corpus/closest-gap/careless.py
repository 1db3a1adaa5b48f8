import sys
d=list(map(int,sys.stdin.read().split()));n=d[0];l=sorted(d[1:n+1]);b=-1
for i in range(1,n):
  g=l[i]-l[i-1]
  if b<0 or g<b:b=g
print(b)
