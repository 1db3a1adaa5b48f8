import sys
d=sys.stdin.read().split();n=int(d[0]);t=int(d[1]);l=d[2:2+n]
c={};r=0
for q in l:
 q=int(q);r+=c.get(t-q,0);c[q]=c.get(q,0)+1
print(r)
