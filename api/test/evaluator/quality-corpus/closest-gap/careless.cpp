#include <bits/stdc++.h>
using namespace std;
int n;long long a[200005],b=-1,g;
int main(){cin>>n;for(int i=0;i<n;i++)cin>>a[i];sort(a,a+n);for(int i=1;i<n;i++){g=a[i]-a[i-1];if(b<0||g<b)b=g;}cout<<b<<endl;}
