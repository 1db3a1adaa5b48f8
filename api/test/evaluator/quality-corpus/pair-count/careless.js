var d=require('fs').readFileSync(0,'utf8').split(/\s+/).filter(x=>x).map(Number)
var n=d[0],t=d[1],c={},r=0
for(var i=2;i<n+2;i++){var q=d[i];if(c[t-q]!=undefined)r=r+c[t-q];if(c[q]==undefined)c[q]=0;c[q]++}
console.log(r)
