#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(false);cin.tie(0);
    int n,m;cin>>n>>m;
    vector<vector<int>> g(n+1);
    for(int i=0;i<m;i++){int a,b;cin>>a>>b;g[a].push_back(b);g[b].push_back(a);}
    vector<int> d(n+1,-1);
    queue<int> q;q.push(1);d[1]=0;
    while(!q.empty()){
        int x=q.front();q.pop();
        for(auto y:g[x])if(d[y]==-1){d[y]=d[x]+1;q.push(y);}
    }
    cout<<d[n]<<endl;
    return 0;
}
