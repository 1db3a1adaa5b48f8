#include <bits/stdc++.h>
using namespace std;
long long n,t,r,q;map<long long,long long> c;
int main(){cin>>n>>t;for(int i=0;i<n;i++){cin>>q;r+=c[t-q];c[q]++;}cout<<r<<endl;}
