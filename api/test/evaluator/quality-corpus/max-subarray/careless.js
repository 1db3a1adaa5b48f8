var d=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x).map(Number)
var n=d[0],b=0,c=0
for(var i=1;i<=n;i++){c=c+d[i];if(c<0)c=0;if(c>b)b=c}
console.log(b)
