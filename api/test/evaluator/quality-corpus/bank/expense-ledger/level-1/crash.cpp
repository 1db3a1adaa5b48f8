#include <bits/stdc++.h>
using namespace std;

map<string, long long> balances;

void addExpense(const string& payer, long long amount, const vector<string>& group) {
    long long each = amount / (long long)group.size();
    long long left = amount % (long long)group.size();
    balances[payer] += amount;
    for (size_t i = 0; i < group.size(); i++) {
        long long share = each + ((long long)i < left ? 1 : 0);
        balances[group[i]] -= share;
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    while (n--) {
        string type;
        cin >> type;
        if (type == "EXPENSE") {
            string payer;
            long long amount;
            int k;
            cin >> payer >> amount >> k;
            vector<string> group(k);
            for (int i = 0; i < k; i++) cin >> group[i];
            addExpense(payer, amount, group);
            cout << "OK\n";
        } else if (type == "BALANCE") {
            string user;
            cin >> user;
            cout << balances.at(user) << "\n";
        }
    }
    return 0;
}
