var d=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x).map(Number)
var n=d[0],l=d.slice(1,n+1).sort((p,q)=>p-q),b=-1
for(var i=1;i<n;i++){var g=l[i]-l[i-1];if(b<0||g<b)b=g}
console.log(b)
