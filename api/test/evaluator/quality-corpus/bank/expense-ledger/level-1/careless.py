import sys
l=sys.stdin.read().split("\n")
b={}
o=[]
for i in range(1,int(l[0])+1):
    p=l[i].split()
    if p[0]=="EXPENSE":
        u=p[1];a=int(p[2]);k=int(p[3])
        b[u]=b.get(u,0)+a
        q=a//k;m=a%k
        for j in range(k):
            if j<m: b[p[4+j]]=b.get(p[4+j],0)-(q+1)
            else: b[p[4+j]]=b.get(p[4+j],0)-q
        o.append("OK")
    if p[0]=="BALANCE":
        o.append(str(b.get(p[1],0)))
print("\n".join(o))
