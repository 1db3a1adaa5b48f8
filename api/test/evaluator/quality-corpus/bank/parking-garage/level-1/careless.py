import sys,heapq
l=sys.stdin.read().split("\n")
f=[[],[],[]]
p={}
fl=0
o=[]
for i in range(1,int(l[0])+1):
    x=l[i].split()
    if x[0]=="ADD_FLOOR":
        fl+=1
        c=0
        for j in range(int(x[1])):
            c+=1
            heapq.heappush(f[0],(fl,c))
        for j in range(int(x[2])):
            c+=1
            heapq.heappush(f[1],(fl,c))
        for j in range(int(x[3])):
            c+=1
            heapq.heappush(f[2],(fl,c))
        o.append("FLOOR "+str(fl))
    elif x[0]=="PARK":
        if x[1] in p:
            o.append("ALREADY_PARKED")
            continue
        t=0
        if x[2]=="CAR": t=1
        if x[2]=="TRUCK": t=2
        if len(f[t])==0:
            o.append("FULL")
        else:
            s=heapq.heappop(f[t])
            p[x[1]]=(s,t)
            o.append("PARKED "+x[1]+" "+str(s[0])+"-"+str(s[1]))
    elif x[0]=="LEAVE":
        if x[1] in p:
            s,t=p.pop(x[1])
            heapq.heappush(f[t],s)
            o.append("LEFT "+x[1]+" "+str(s[0])+"-"+str(s[1]))
        else:
            o.append("NOT_FOUND")
    elif x[0]=="WHERE":
        if x[1] in p: o.append(str(p[x[1]][0][0])+"-"+str(p[x[1]][0][1]))
        else: o.append("NOT_FOUND")
    elif x[0]=="FREE":
        if x[1]=="SMALL": o.append(str(len(f[0])))
        if x[1]=="MEDIUM": o.append(str(len(f[1])))
        if x[1]=="LARGE": o.append(str(len(f[2])))
print("\n".join(o))
