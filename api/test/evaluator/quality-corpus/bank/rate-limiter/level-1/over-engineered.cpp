#include <bits/stdc++.h>
using namespace std;

namespace ratelimit {

using Timestamp = long long;
using ClientId = string;

struct RuleConfig {
    long long maxRequests = 0;
    long long windowSeconds = 1;
};

enum class Decision { Allow, Deny };

struct ClientStatistics {
    long long allowed = 0;
    long long denied = 0;
};

// Level 2 will plug in other algorithms behind this interface.
class RateLimitingAlgorithm {
public:
    virtual ~RateLimitingAlgorithm() = default;
    virtual Decision decide(const ClientId& client, Timestamp time) = 0;
    virtual void reset() = 0;
};

class AllowAllAlgorithm : public RateLimitingAlgorithm {
public:
    Decision decide(const ClientId&, Timestamp) override { return Decision::Allow; }
    void reset() override {}
};

class FixedWindowAlgorithm : public RateLimitingAlgorithm {
public:
    explicit FixedWindowAlgorithm(RuleConfig config) : config_(config) {}

    Decision decide(const ClientId& client, Timestamp time) override {
        WindowState& state = windows_[client];
        const long long index = time / config_.windowSeconds;
        if (state.index != index) state = WindowState{index, 0};
        if (state.used >= config_.maxRequests) return Decision::Deny;
        state.used++;
        return Decision::Allow;
    }
    void reset() override { windows_.clear(); }

private:
    struct WindowState {
        long long index = -1;
        long long used = 0;
    };
    RuleConfig config_;
    unordered_map<ClientId, WindowState> windows_;
};

class AlgorithmFactory {
public:
    static unique_ptr<RateLimitingAlgorithm> unlimited() { return make_unique<AllowAllAlgorithm>(); }
    static unique_ptr<RateLimitingAlgorithm> fixedWindow(const RuleConfig& config) {
        return make_unique<FixedWindowAlgorithm>(config);
    }
};

class StatisticsRecorder {
public:
    void record(const ClientId& client, Decision decision) {
        ClientStatistics& statistics = statistics_[client];
        (decision == Decision::Allow ? statistics.allowed : statistics.denied)++;
    }
    ClientStatistics of(const ClientId& client) const {
        auto it = statistics_.find(client);
        return it == statistics_.end() ? ClientStatistics{} : it->second;
    }

private:
    unordered_map<ClientId, ClientStatistics> statistics_;
};

class RateLimiterService {
public:
    RateLimiterService() : algorithm_(AlgorithmFactory::unlimited()) {}

    // A new rule starts from a fresh algorithm, which forgets all counts; statistics stay.
    void applyRule(const RuleConfig& config) { algorithm_ = AlgorithmFactory::fixedWindow(config); }

    Decision handleRequest(const ClientId& client, Timestamp time) {
        Decision decision = algorithm_->decide(client, time);
        recorder_.record(client, decision);
        return decision;
    }
    ClientStatistics statisticsFor(const ClientId& client) const { return recorder_.of(client); }

private:
    unique_ptr<RateLimitingAlgorithm> algorithm_;
    StatisticsRecorder recorder_;
};

class ResponseFormatter {
public:
    static string ok() { return "OK"; }
    static string decision(Decision decision) { return decision == Decision::Allow ? "ALLOW" : "DENY"; }
    static string statistics(const ClientStatistics& statistics) {
        return to_string(statistics.allowed) + " " + to_string(statistics.denied);
    }
};

class CommandInterpreter {
public:
    explicit CommandInterpreter(RateLimiterService& service) : service_(service) {}

    string interpret(const string& command, istream& in) {
        if (command == "LIMIT") {
            RuleConfig config;
            in >> config.maxRequests >> config.windowSeconds;
            service_.applyRule(config);
            return ResponseFormatter::ok();
        }
        if (command == "REQUEST") {
            Timestamp time = 0;
            ClientId client;
            in >> time >> client;
            return ResponseFormatter::decision(service_.handleRequest(client, time));
        }
        ClientId client;
        in >> client;
        return ResponseFormatter::statistics(service_.statisticsFor(client));
    }

private:
    RateLimiterService& service_;
};

}  // namespace ratelimit

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    ratelimit::RateLimiterService service;
    ratelimit::CommandInterpreter interpreter(service);
    int commandCount = 0;
    cin >> commandCount;
    string out, command;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        out += interpreter.interpret(command, cin);
        out += '\n';
    }
    cout << out;
    return 0;
}
