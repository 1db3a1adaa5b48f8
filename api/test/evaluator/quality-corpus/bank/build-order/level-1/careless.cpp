#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n,m;cin>>n>>m;
    vector<vector<int>> g(n+1);vector<int> d(n+1);
    for(int i=0;i<m;i++){int a,b;cin>>a>>b;g[a].push_back(b);d[b]++;}
    priority_queue<int,vector<int>,greater<int>> q;
    for(int i=1;i<=n;i++)if(d[i]==0)q.push(i);
    vector<int> r;
    while(q.size()){int x=q.top();q.pop();r.push_back(x);
        for(int y:g[x]){d[y]--;if(d[y]==0)q.push(y);}}
    if(r.size()<n){cout<<"CYCLE"<<endl;return 0;}
    for(int i=0;i<n;i++){cout<<r[i];if(i<n-1)cout<<" ";}
    cout<<endl;
}
