import sys
x=sys.stdin.read().split("\n")
d={}
c={}
o=[]
for i in range(1,int(x[0])+1):
    a=x[i].split()
    if a[0]=="SET":
        if a[1] in d:
            c[d[a[1]]]=c[d[a[1]]]-1
        d[a[1]]=a[2]
        if a[2] in c: c[a[2]]=c[a[2]]+1
        else: c[a[2]]=1
        o.append("OK")
    elif a[0]=="GET":
        if a[1] in d: o.append(d[a[1]])
        else: o.append("NULL")
    elif a[0]=="DELETE":
        if a[1] in d:
            c[d[a[1]]]=c[d[a[1]]]-1
            del d[a[1]]
            o.append("DELETED")
        else: o.append("NOT_FOUND")
    elif a[0]=="COUNT":
        if a[1] in c: o.append(str(c[a[1]]))
        else: o.append("0")
print("\n".join(o))
