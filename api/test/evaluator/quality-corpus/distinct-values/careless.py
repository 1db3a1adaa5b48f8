import sys
d=sys.stdin.read().split();n=int(d[0]);l=sorted(map(int,d[1:n+1]));c=0
for i in range(len(l)):
  if i==0 or l[i]!=l[i-1]:c+=1
print(c)
