#include <bits/stdc++.h>
using namespace std;

struct Pipeline {
    int moduleCount;
    vector<vector<int>> dependents;  // dependents[a]: modules that wait for a
    vector<int> waitingOn;           // waitingOn[b]: prerequisites of b not built yet

    explicit Pipeline(int n) : moduleCount(n), dependents(n + 1), waitingOn(n + 1, 0) {}

    void addDependency(int before, int after) {
        dependents[before].push_back(after);
        waitingOn[after]++;
    }
};

// Kahn's algorithm with a min-heap of ready modules, so the smallest ready one is always built next.
// Returns an empty vector when a cycle leaves some modules never ready.
vector<int> smallestBuildOrder(Pipeline& pipeline) {
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int module = 1; module <= pipeline.moduleCount; module++)
        if (pipeline.waitingOn[module] == 0) ready.push(module);

    vector<int> order;
    order.reserve(pipeline.moduleCount);
    while (!ready.empty()) {
        int module = ready.top();
        ready.pop();
        order.push_back(module);
        for (int next : pipeline.dependents[module])
            if (--pipeline.waitingOn[next] == 0) ready.push(next);
    }
    if ((int)order.size() != pipeline.moduleCount) order.clear();
    return order;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0, m = 0;
    cin >> n >> m;
    Pipeline pipeline(n);
    for (int i = 0; i < m; i++) {
        int before = 0, after = 0;
        cin >> before >> after;
        pipeline.addDependency(before, after);
    }
    const vector<int> order = smallestBuildOrder(pipeline);
    if (order.empty()) {
        cout << "CYCLE\n";
        return 0;
    }
    string out;
    for (size_t i = 0; i < order.size(); i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
