#include <bits/stdc++.h>
using namespace std;

struct Rule {
    long long limit;
    long long window;
};

// Per-client state: lifetime statistics plus the count of the current fixed window.
struct ClientState {
    long long allowed = 0;
    long long denied = 0;
    long long windowIndex = -1;
    long long windowCount = 0;
    int ruleVersion = 0;  // the rule this window count belongs to
};

// Level 2 swaps the algorithm, so callers only see this interface.
class RateLimiter {
public:
    virtual ~RateLimiter() = default;
    virtual void setRule(const Rule& rule) = 0;
    virtual bool request(long long time, const string& client) = 0;
    virtual pair<long long, long long> stats(const string& client) const = 0;
};

class FixedWindowLimiter : public RateLimiter {
public:
    // A new rule forgets every count; bumping a version does that lazily instead of touching
    // every client on each LIMIT.
    void setRule(const Rule& rule) override {
        rule_ = rule;
        ruleVersion_++;
    }

    bool request(long long time, const string& client) override {
        ClientState& state = clients_[client];
        bool allowed = !rule_ || consume(state, time);
        (allowed ? state.allowed : state.denied)++;
        return allowed;
    }

    pair<long long, long long> stats(const string& client) const override {
        auto it = clients_.find(client);
        if (it == clients_.end()) return {0, 0};
        return {it->second.allowed, it->second.denied};
    }

private:
    optional<Rule> rule_;
    int ruleVersion_ = 0;
    unordered_map<string, ClientState> clients_;

    bool consume(ClientState& state, long long time) {
        long long index = time / rule_->window;
        if (state.ruleVersion != ruleVersion_ || state.windowIndex != index) {
            state.ruleVersion = ruleVersion_;
            state.windowIndex = index;
            state.windowCount = 0;
        }
        if (state.windowCount >= rule_->limit) return false;
        state.windowCount++;
        return true;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int commandCount = 0;
    cin >> commandCount;
    unique_ptr<RateLimiter> limiter = make_unique<FixedWindowLimiter>();
    string out, command, client;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        if (command == "LIMIT") {
            Rule rule{};
            cin >> rule.limit >> rule.window;
            limiter->setRule(rule);
            out += "OK\n";
        } else if (command == "REQUEST") {
            long long time = 0;
            cin >> time >> client;
            out += limiter->request(time, client) ? "ALLOW\n" : "DENY\n";
        } else {
            cin >> client;
            auto [allowed, denied] = limiter->stats(client);
            out += to_string(allowed) + " " + to_string(denied) + "\n";
        }
    }
    cout << out;
    return 0;
}
