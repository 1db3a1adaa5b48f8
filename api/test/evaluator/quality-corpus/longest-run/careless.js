var d=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x).map(Number)
var n=d[0],b=0,c=0
for(var i=1;i<=n;i++){if(i>1&&d[i]>d[i-1])c++;else c=1;if(c>b)b=c}
console.log(b)
