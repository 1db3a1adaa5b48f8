#include <bits/stdc++.h>
using namespace std;

namespace courier {

using HubId = int;

struct Road {
    HubId from;
    HubId to;
};

struct NetworkConfig {
    HubId origin = 1;
    HubId destination = 1;
    int unreachableMarker = -1;
};

class RoadNetwork {
public:
    virtual ~RoadNetwork() = default;
    virtual int hubCount() const = 0;
    virtual const vector<HubId>& neighboursOf(HubId hub) const = 0;
};

class AdjacencyListNetwork : public RoadNetwork {
public:
    AdjacencyListNetwork(int hubCount, const vector<Road>& roads) : hubCount_(hubCount), adjacency_(hubCount + 1) {
        for (const Road& road : roads) {
            adjacency_[road.from].push_back(road.to);
            adjacency_[road.to].push_back(road.from);
        }
    }
    int hubCount() const override { return hubCount_; }
    const vector<HubId>& neighboursOf(HubId hub) const override { return adjacency_[hub]; }

private:
    int hubCount_;
    vector<vector<HubId>> adjacency_;
};

// Strategy for finding the cheapest route; with unit-cost roads breadth-first search is enough.
class RouteFinder {
public:
    virtual ~RouteFinder() = default;
    virtual optional<int> fewestRoads(const RoadNetwork& network, HubId origin, HubId destination) const = 0;
};

class BreadthFirstRouteFinder : public RouteFinder {
public:
    optional<int> fewestRoads(const RoadNetwork& network, HubId origin, HubId destination) const override {
        vector<int> hops(network.hubCount() + 1, -1);
        queue<HubId> frontier;
        hops[origin] = 0;
        frontier.push(origin);
        while (!frontier.empty()) {
            HubId hub = frontier.front();
            frontier.pop();
            if (hub == destination) return hops[hub];
            for (HubId next : network.neighboursOf(hub)) {
                if (hops[next] < 0) {
                    hops[next] = hops[hub] + 1;
                    frontier.push(next);
                }
            }
        }
        return nullopt;
    }
};

class RouteFinderFactory {
public:
    static unique_ptr<RouteFinder> forUnitCostRoads() { return make_unique<BreadthFirstRouteFinder>(); }
};

struct ParsedInput {
    int hubCount = 0;
    vector<Road> roads;
};

class InputParser {
public:
    explicit InputParser(istream& in) : in_(in) {}
    ParsedInput parse() {
        ParsedInput parsed;
        int roadCount = 0;
        in_ >> parsed.hubCount >> roadCount;
        parsed.roads.resize(roadCount);
        for (Road& road : parsed.roads) in_ >> road.from >> road.to;
        return parsed;
    }

private:
    istream& in_;
};

class DispatchService {
public:
    DispatchService(NetworkConfig config, unique_ptr<RouteFinder> finder)
        : config_(config), finder_(std::move(finder)) {}

    int answer(const RoadNetwork& network) const {
        optional<int> roads = finder_->fewestRoads(network, config_.origin, config_.destination);
        return roads.value_or(config_.unreachableMarker);
    }

private:
    NetworkConfig config_;
    unique_ptr<RouteFinder> finder_;
};

}  // namespace courier

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    courier::ParsedInput input = courier::InputParser(cin).parse();
    courier::AdjacencyListNetwork network(input.hubCount, input.roads);
    courier::NetworkConfig config;
    config.destination = input.hubCount;
    courier::DispatchService service(config, courier::RouteFinderFactory::forUnitCostRoads());
    cout << service.answer(network) << '\n';
    return 0;
}
