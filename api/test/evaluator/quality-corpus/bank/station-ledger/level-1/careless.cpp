#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n,q;cin>>n>>q;
    vector<long long> p(n+1,0);
    for(int i=1;i<=n;i++){long long x;cin>>x;p[i]=p[i-1]+x;}
    string o;
    while(q--){int a,b;cin>>a>>b;o+=to_string(p[b]-p[a-1]);o+='\n';}
    cout<<o;
}
