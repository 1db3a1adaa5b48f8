#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n;cin>>n;
    vector<pair<int,int>> v;
    for(int i=0;i<n;i++){int a,b;cin>>a>>b;v.push_back({a,1});v.push_back({b,-1});}
    sort(v.begin(),v.end());
    int c=0,m=0;
    for(auto p:v){c+=p.second;m=max(m,c);}
    cout<<m<<endl;
}
