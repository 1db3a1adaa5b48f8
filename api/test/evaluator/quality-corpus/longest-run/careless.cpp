#include <bits/stdc++.h>
using namespace std;
int n,b,c;long long a[200005];
int main(){cin>>n;for(int i=0;i<n;i++){cin>>a[i];if(i>0&&a[i]>a[i-1])c++;else c=1;if(c>b)b=c;}cout<<b<<endl;}
