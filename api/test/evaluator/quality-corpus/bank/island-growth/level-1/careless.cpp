#include <bits/stdc++.h>
using namespace std;
int main(){
    ios::sync_with_stdio(0);cin.tie(0);
    int r,c;cin>>r>>c;
    vector<string> g(r);
    for(int i=0;i<r;i++)cin>>g[i];
    vector<int> v(r*c,0);
    int ans=0;
    vector<int> st;
    for(int i=0;i<r;i++)for(int j=0;j<c;j++){
        if(g[i][j]!='#'||v[i*c+j])continue;
        ans++;
        v[i*c+j]=1;st.push_back(i*c+j);
        while(!st.empty()){
            int x=st.back();st.pop_back();
            int a=x/c,b=x%c;
            if(a>0&&g[a-1][b]=='#'&&!v[x-c]){v[x-c]=1;st.push_back(x-c);}
            if(a<r-1&&g[a+1][b]=='#'&&!v[x+c]){v[x+c]=1;st.push_back(x+c);}
            if(b>0&&g[a][b-1]=='#'&&!v[x-1]){v[x-1]=1;st.push_back(x-1);}
            if(b<c-1&&g[a][b+1]=='#'&&!v[x+1]){v[x+1]=1;st.push_back(x+1);}
        }
    }
    cout<<ans<<endl;
}
