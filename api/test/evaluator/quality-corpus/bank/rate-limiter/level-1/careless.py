import sys
L=sys.stdin.read().split("\n")
n=int(L[0])
r=None
d={}
s={}
o=[]
for i in range(1,n+1):
    p=L[i].split()
    if p[0]=="LIMIT":
        r=(int(p[1]),int(p[2]))
        d={}
        o.append("OK")
    elif p[0]=="REQUEST":
        t=int(p[1]);c=p[2]
        if not c in s: s[c]=[0,0]
        if r==None:
            s[c][0]+=1
            o.append("ALLOW")
        else:
            w=t//r[1]
            if c in d and d[c][0]==w:
                if d[c][1]<r[0]:
                    d[c][1]+=1
                    s[c][0]+=1
                    o.append("ALLOW")
                else:
                    s[c][1]+=1
                    o.append("DENY")
            else:
                if r[0]>0:
                    d[c]=[w,1]
                    s[c][0]+=1
                    o.append("ALLOW")
                else:
                    d[c]=[w,0]
                    s[c][1]+=1
                    o.append("DENY")
    else:
        if p[1] in s: o.append(str(s[p[1]][0])+" "+str(s[p[1]][1]))
        else: o.append("0 0")
print("\n".join(o))
