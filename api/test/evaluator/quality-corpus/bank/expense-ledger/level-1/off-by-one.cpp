#include <bits/stdc++.h>
using namespace std;

class Ledger {
public:
    void expense(const string& payer, long long amount, const vector<string>& people) {
        long long k = people.size();
        long long base = amount / k;
        long long extra = amount % k;
        balance[payer] += amount;
        for (long long i = 0; i < k; i++) {
            long long share = base;
            if (i <= extra) share++;  // the first participants absorb the leftover paise
            balance[people[i]] -= share;
        }
    }

    long long get(const string& user) {
        auto it = balance.find(user);
        return it == balance.end() ? 0 : it->second;
    }

private:
    unordered_map<string, long long> balance;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Ledger ledger;
    string cmd;
    for (int c = 0; c < n; c++) {
        cin >> cmd;
        if (cmd == "EXPENSE") {
            string payer;
            long long amount;
            int k;
            cin >> payer >> amount >> k;
            vector<string> people(k);
            for (auto& p : people) cin >> p;
            ledger.expense(payer, amount, people);
            cout << "OK\n";
        } else {
            string user;
            cin >> user;
            cout << ledger.get(user) << '\n';
        }
    }
    return 0;
}
