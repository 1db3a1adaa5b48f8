#include <bits/stdc++.h>
using namespace std;
unordered_map<string,long long> m;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n;cin>>n;
    string s,a,b;
    while(n--){
        cin>>s;
        if(s=="EXPENSE"){
            long long x;int k;cin>>a>>x>>k;
            m[a]+=x;
            long long q=x/k,r=x%k;
            for(int i=0;i<k;i++){cin>>b;if(i<r)m[b]-=q+1;else m[b]-=q;}
            cout<<"OK\n";
        }else{
            cin>>a;
            if(m.count(a))cout<<m[a]<<"\n";else cout<<0<<"\n";
        }
    }
}
