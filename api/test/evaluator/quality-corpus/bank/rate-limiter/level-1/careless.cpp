#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n;cin>>n;
    long long k=-1,w=1;int g=0;
    unordered_map<string,long long> a,d,wi,wc;unordered_map<string,int> v;
    string s,c;
    while(n--){
        cin>>s;
        if(s=="LIMIT"){cin>>k>>w;g++;cout<<"OK\n";}
        else if(s=="REQUEST"){
            long long t;cin>>t>>c;
            if(k<0){a[c]++;cout<<"ALLOW\n";continue;}
            long long x=t/w;
            if(!v.count(c)||v[c]!=g||wi[c]!=x){v[c]=g;wi[c]=x;wc[c]=0;}
            if(wc[c]<k){wc[c]++;a[c]++;cout<<"ALLOW\n";}
            else{d[c]++;cout<<"DENY\n";}
        }else{
            cin>>c;
            cout<<(a.count(c)?a[c]:0)<<" "<<(d.count(c)?d[c]:0)<<"\n";
        }
    }
}
