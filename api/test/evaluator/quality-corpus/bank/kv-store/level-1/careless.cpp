#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n;cin>>n;
    unordered_map<string,string> m;
    unordered_map<string,int> c;
    string s,a,b;
    while(n--){
        cin>>s>>a;
        if(s=="SET"){
            cin>>b;
            if(m.count(a))c[m[a]]--;
            m[a]=b;c[b]++;
            cout<<"OK\n";
        }else if(s=="GET"){
            if(m.count(a))cout<<m[a]<<"\n";else cout<<"NULL\n";
        }else if(s=="DELETE"){
            if(m.count(a)){c[m[a]]--;m.erase(a);cout<<"DELETED\n";}else cout<<"NOT_FOUND\n";
        }else{
            if(c.count(a))cout<<c[a]<<"\n";else cout<<"0\n";
        }
    }
}
