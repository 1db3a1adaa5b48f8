#include <bits/stdc++.h>
using namespace std;

struct Counters {
    long long allowed = 0, denied = 0;
    long long window = -1, used = 0;
    int rule = 0;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    bool limited = false;
    long long limit = 0, windowLength = 1;
    int ruleId = 0;
    unordered_map<string, Counters> clients;
    string out;
    for (int i = 0; i < n; i++) {
        string cmd;
        cin >> cmd;
        if (cmd == "LIMIT") {
            cin >> limit >> windowLength;
            limited = true;
            ruleId++;
            out += "OK\n";
        } else if (cmd == "REQUEST") {
            long long t;
            string name;
            cin >> t >> name;
            Counters& c = clients[name];
            bool ok = true;
            if (limited) {
                long long w = t / windowLength;
                if (c.rule != ruleId || c.window != w) {
                    c.rule = ruleId;
                    c.window = w;
                    c.used = 0;
                }
                ok = c.used < limit;
                if (ok) c.used++;
            }
            if (ok) c.allowed++; else c.denied++;
            out += ok ? "ALLOW\n" : "DENY\n";
        } else {
            string name;
            cin >> name;
            auto it = clients.find(name);
            long long denied = it == clients.end() ? 0 : it->second.denied;
            long long allowed = it == clients.end() ? 0 : it->second.allowed;
            // rejected requests first, then the ones let through
            out += to_string(denied) + " " + to_string(allowed) + "\n";
        }
    }
    cout << out;
    return 0;
}
