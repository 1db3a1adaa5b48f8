#include <bits/stdc++.h>
using namespace std;

// prefix[i] is the total fare of the first i stations.
vector<long long> prefixSums(const vector<long long>& fares) {
    vector<long long> prefix(fares.size() + 1, 0);
    for (size_t i = 0; i < fares.size(); i++) prefix[i + 1] = prefix[i] + fares[i];
    return prefix;
}

long long journeyTotal(const vector<long long>& prefix, int left, int right) {
    return prefix[right] - prefix[left - 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int stationCount = 0;
    int journeyCount = 0;
    cin >> stationCount >> journeyCount;
    vector<long long> fares(stationCount);
    for (auto& fare : fares) cin >> fare;
    const vector<long long> prefix = prefixSums(fares);
    string out;
    for (int i = 0; i < journeyCount; i++) {
        int left = 0;
        int right = 0;
        cin >> left >> right;
        out += to_string(journeyTotal(prefix, left, right));
        out += '\n';
    }
    cout << out;
    return 0;
}
