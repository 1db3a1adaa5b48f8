#include <bits/stdc++.h>
using namespace std;
int main(){int n;cin>>n;vector<long long> a(n);for(int i=0;i<n;i++)cin>>a[i];
unordered_map<long long,int> m;int l=0,b=0,s=0;
for(int i=0;i<n;i++){if(m.count(a[i])&&m[a[i]]>=l)l=m[a[i]]+1;m[a[i]]=i;if(i-l+1>b){b=i-l+1;s=l;}}
cout<<b<<" "<<s+1<<endl;}
