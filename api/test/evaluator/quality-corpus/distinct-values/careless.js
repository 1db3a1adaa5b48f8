var d=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x).map(Number)
var n=d[0],l=d.slice(1,n+1).sort((p,q)=>p-q),c=0
for(var i=0;i<l.length;i++){if(i==0||l[i]!=l[i-1])c++}
console.log(c)
