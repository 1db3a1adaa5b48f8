#include <bits/stdc++.h>
using namespace std;

// Range add and range sum with two Fenwick trees.
class RangeLedger {
public:
    explicit RangeLedger(int size) : size_(size), slopes_(size + 2, 0), offsets_(size + 2, 0) {}

    void rangeAdd(int left, int right, long long value) {
        add(slopes_, left, value);
        add(slopes_, right + 1, -value);
        add(offsets_, left, value * (left - 1));
        add(offsets_, right + 1, -value * right);
    }

    long long rangeSum(int left, int right) const { return prefixSum(right) - prefixSum(left - 1); }

private:
    int size_;
    vector<long long> slopes_, offsets_;

    void add(vector<long long>& tree, int index, long long delta) {
        for (int i = index; i <= size_; i += i & -i) tree[i] += delta;
    }

    long long prefix(const vector<long long>& tree, int index) const {
        long long sum = 0;
        for (int i = index; i > 0; i -= i & -i) sum += tree[i];
        return sum;
    }

    long long prefixSum(int index) const { return prefix(slopes_, index) * index - prefix(offsets_, index); }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    RangeLedger ledger(n);
    for (int i = 1; i <= n; i++) {
        long long fare;
        cin >> fare;
        ledger.rangeAdd(i, i, fare);
    }
    string out;
    for (int i = 0; i < q; i++) {
        int kind;
        cin >> kind;
        if (kind == 1) {
            int index;
            long long value;
            cin >> index >> value;
            ledger.rangeAdd(index, index, value - ledger.rangeSum(index, index));
        } else if (kind == 2) {
            int left, right;
            cin >> left >> right;
            out += to_string(ledger.rangeSum(left, right));
            out += '\n';
        } else {
            int left, right;
            long long value;
            cin >> left >> right >> value;
            ledger.rangeAdd(left, right, value);
        }
    }
    cout << out;
    return 0;
}
