import sys
d=list(map(int,sys.stdin.read().split()));n=d[0];l=d[1:n+1];b=0;c=0
for i in range(n):
  if i>0 and l[i]>l[i-1]:c+=1
  else:c=1
  if c>b:b=c
print(b)
