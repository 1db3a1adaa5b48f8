#include <bits/stdc++.h>
using namespace std;

struct ClientInfo {
    long long allowed = 0;
    long long denied = 0;
    long long currentWindow = -1;
    long long inWindow = 0;
};

class RateLimiter {
public:
    // no rule yet: an effectively unlimited k
    long long maxRequests = LLONG_MAX;
    long long windowSeconds = 0;
    unordered_map<string, ClientInfo> clients;

    void setRule(long long k, long long w) {
        maxRequests = k;
        windowSeconds = w;
        for (auto& [name, info] : clients) {
            info.currentWindow = -1;
            info.inWindow = 0;
        }
    }

    bool allow(long long t, const string& name) {
        ClientInfo& info = clients[name];
        long long window = t / windowSeconds;
        if (window != info.currentWindow) {
            info.currentWindow = window;
            info.inWindow = 0;
        }
        if (info.inWindow < maxRequests) {
            info.inWindow++;
            info.allowed++;
            return true;
        }
        info.denied++;
        return false;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    RateLimiter limiter;
    for (int i = 0; i < n; i++) {
        string type;
        cin >> type;
        if (type == "LIMIT") {
            long long k, w;
            cin >> k >> w;
            limiter.setRule(k, w);
            cout << "OK\n";
        } else if (type == "REQUEST") {
            long long t;
            string name;
            cin >> t >> name;
            cout << (limiter.allow(t, name) ? "ALLOW" : "DENY") << "\n";
        } else {
            string name;
            cin >> name;
            auto it = limiter.clients.find(name);
            if (it == limiter.clients.end())
                cout << "0 0\n";
            else
                cout << it->second.allowed << " " << it->second.denied << "\n";
        }
    }
    return 0;
}
