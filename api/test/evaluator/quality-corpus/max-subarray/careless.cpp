#include <bits/stdc++.h>
using namespace std;
long long n,b,c,x;
int main(){cin>>n;for(int i=0;i<n;i++){cin>>x;c=max(0LL,c+x);b=max(b,c);}cout<<b<<endl;}
