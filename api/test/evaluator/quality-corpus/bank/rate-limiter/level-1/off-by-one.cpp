#include <bits/stdc++.h>
using namespace std;

struct Client {
    long long allowed = 0, denied = 0;
    long long window = -1, used = 0;
};

class Limiter {
public:
    void setLimit(long long k, long long w) {
        limit = k;
        windowSize = w;
        hasRule = true;
        for (auto& entry : clients) {
            entry.second.window = -1;
            entry.second.used = 0;
        }
    }

    bool request(long long t, const string& name) {
        Client& c = clients[name];
        bool ok = true;
        if (hasRule) {
            long long w = t / windowSize;
            if (w != c.window) {
                c.window = w;
                c.used = 0;
            }
            ok = c.used <= limit;
            if (ok) c.used++;
        }
        if (ok)
            c.allowed++;
        else
            c.denied++;
        return ok;
    }

    string stats(const string& name) {
        auto it = clients.find(name);
        if (it == clients.end()) return "0 0";
        return to_string(it->second.allowed) + " " + to_string(it->second.denied);
    }

private:
    bool hasRule = false;
    long long limit = 0, windowSize = 1;
    unordered_map<string, Client> clients;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Limiter limiter;
    string out;
    for (int i = 0; i < n; i++) {
        string cmd;
        cin >> cmd;
        if (cmd == "LIMIT") {
            long long k, w;
            cin >> k >> w;
            limiter.setLimit(k, w);
            out += "OK\n";
        } else if (cmd == "REQUEST") {
            long long t;
            string name;
            cin >> t >> name;
            out += limiter.request(t, name) ? "ALLOW\n" : "DENY\n";
        } else {
            string name;
            cin >> name;
            out += limiter.stats(name) + "\n";
        }
    }
    cout << out;
    return 0;
}
