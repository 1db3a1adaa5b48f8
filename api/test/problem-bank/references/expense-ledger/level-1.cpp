#include <bits/stdc++.h>
using namespace std;

// Balances in paise: positive means the others owe this user money.
class Ledger {
public:
    // Equal split: everyone owes amount / k, and the first (amount % k) participants one paisa more.
    void addEqualExpense(const string& payer, long long amount, const vector<string>& participants) {
        const long long count = static_cast<long long>(participants.size());
        const long long share = amount / count;
        const long long remainder = amount % count;
        adjust(payer, amount);
        for (long long i = 0; i < count; i++) adjust(participants[i], -(share + (i < remainder ? 1 : 0)));
    }

    long long balanceOf(const string& user) const {
        auto it = balances_.find(user);
        return it == balances_.end() ? 0 : it->second;
    }

private:
    unordered_map<string, long long> balances_;

    void adjust(const string& user, long long delta) { balances_[user] += delta; }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int commandCount = 0;
    cin >> commandCount;
    Ledger ledger;
    string out;
    string command, payer, user;
    vector<string> participants;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        if (command == "EXPENSE") {
            long long amount = 0;
            int k = 0;
            cin >> payer >> amount >> k;
            participants.resize(k);
            for (string& participant : participants) cin >> participant;
            ledger.addEqualExpense(payer, amount, participants);
            out += "OK\n";
        } else if (command == "BALANCE") {
            cin >> user;
            out += to_string(ledger.balanceOf(user));
            out += '\n';
        }
    }
    cout << out;
    return 0;
}
