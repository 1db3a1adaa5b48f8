#include <bits/stdc++.h>
using namespace std;
int n;long long a[200005];int c;
int main(){cin>>n;for(int i=0;i<n;i++)cin>>a[i];sort(a,a+n);for(int i=0;i<n;i++)if(i==0||a[i]!=a[i-1])c++;cout<<c<<endl;}
