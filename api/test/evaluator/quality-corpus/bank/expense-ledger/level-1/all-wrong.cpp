#include <bits/stdc++.h>
using namespace std;

// A user's balance: everything they have paid for the flat so far.
struct Flatmates {
    unordered_map<string, long long> paid;

    void expense(const string& payer, long long amount) { paid[payer] += amount; }

    long long balance(const string& user) const {
        auto it = paid.find(user);
        return it == paid.end() ? 0 : it->second;
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Flatmates flat;
    string out;
    for (int i = 0; i < n; i++) {
        string command;
        cin >> command;
        if (command == "EXPENSE") {
            string payer, participant;
            long long amount;
            int k;
            cin >> payer >> amount >> k;
            for (int j = 0; j < k; j++) cin >> participant;
            flat.expense(payer, amount);
            out += "OK\n";
        } else {
            string user;
            cin >> user;
            out += to_string(flat.balance(user)) + "\n";
        }
    }
    cout << out;
    return 0;
}
