#include <bits/stdc++.h>
using namespace std;

class Fenwick {
public:
    explicit Fenwick(int size) : size_(size), tree_(size + 1, 0) {}

    void add(int index, long long delta) {
        for (int i = index; i <= size_; i += i & -i) tree_[i] += delta;
    }

    long long prefixSum(int index) const {
        long long sum = 0;
        for (int i = index; i > 0; i -= i & -i) sum += tree_[i];
        return sum;
    }

private:
    int size_;
    vector<long long> tree_;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> fares(n + 1);
    Fenwick ledger(n);
    for (int i = 1; i <= n; i++) {
        cin >> fares[i];
        ledger.add(i, fares[i]);
    }
    string out;
    for (int i = 0; i < q; i++) {
        long long kind, a, b;
        cin >> kind >> a >> b;
        if (kind == 1) {
            ledger.add((int)a, b - fares[a]);
            fares[a] = b;
        } else {
            out += to_string(ledger.prefixSum((int)b) - ledger.prefixSum((int)a - 1));
            out += '\n';
        }
    }
    cout << out;
    return 0;
}
