#include <bits/stdc++.h>
using namespace std;
typedef pair<int,int> P;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int n;cin>>n;
    priority_queue<P,vector<P>,greater<P>> s,m,l;
    map<string,P> where;map<string,int> typ;
    int f=0;
    while(n--){
        string c;cin>>c;
        if(c=="ADD_FLOOR"){
            int a,b,d;cin>>a>>b>>d;f++;
            for(int i=1;i<=a;i++)s.push({f,i});
            for(int i=1;i<=b;i++)m.push({f,a+i});
            for(int i=1;i<=d;i++)l.push({f,a+b+i});
            cout<<"FLOOR "<<f<<"\n";
        }else if(c=="PARK"){
            string p,t;cin>>p>>t;
            if(where.count(p)){cout<<"ALREADY_PARKED\n";continue;}
            if(t=="BIKE"){
                if(s.empty()){cout<<"FULL\n";continue;}
                P x=s.top();s.pop();where[p]=x;typ[p]=0;
                cout<<"PARKED "<<p<<" "<<x.first<<"-"<<x.second<<"\n";
            }else if(t=="CAR"){
                if(m.empty()){cout<<"FULL\n";continue;}
                P x=m.top();m.pop();where[p]=x;typ[p]=1;
                cout<<"PARKED "<<p<<" "<<x.first<<"-"<<x.second<<"\n";
            }else{
                if(l.empty()){cout<<"FULL\n";continue;}
                P x=l.top();l.pop();where[p]=x;typ[p]=2;
                cout<<"PARKED "<<p<<" "<<x.first<<"-"<<x.second<<"\n";
            }
        }else if(c=="LEAVE"){
            string p;cin>>p;
            if(!where.count(p)){cout<<"NOT_FOUND\n";continue;}
            P x=where[p];
            if(typ[p]==0)s.push(x);else if(typ[p]==1)m.push(x);else l.push(x);
            where.erase(p);typ.erase(p);
            cout<<"LEFT "<<p<<" "<<x.first<<"-"<<x.second<<"\n";
        }else if(c=="WHERE"){
            string p;cin>>p;
            if(!where.count(p))cout<<"NOT_FOUND\n";
            else cout<<where[p].first<<"-"<<where[p].second<<"\n";
        }else{
            string z;cin>>z;
            if(z=="SMALL")cout<<s.size()<<"\n";else if(z=="MEDIUM")cout<<m.size()<<"\n";else cout<<l.size()<<"\n";
        }
    }
}
