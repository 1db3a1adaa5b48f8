#include <bits/stdc++.h>
using namespace std;

struct Store {
    unordered_map<string, string> values;
    unordered_map<string, int> holders;

    // SET answers with what the key held before (NULL when it was empty).
    string set(const string& key, const string& value) {
        string previous = "NULL";
        auto it = values.find(key);
        if (it != values.end()) {
            previous = it->second;
            holders[previous]--;
        }
        values[key] = value;
        holders[value]++;
        return previous;
    }

    string get(const string& key) const {
        auto it = values.find(key);
        return it == values.end() ? "NULL" : it->second;
    }

    string remove(const string& key) {
        auto it = values.find(key);
        if (it == values.end()) return "NOT_FOUND";
        holders[it->second]--;
        values.erase(it);
        return "DELETED";
    }

    string count(const string& value) const {
        auto it = holders.find(value);
        return to_string(it == holders.end() ? 0 : it->second);
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Store store;
    string out;
    while (n--) {
        string command, a;
        cin >> command >> a;
        if (command == "SET") {
            string b;
            cin >> b;
            out += store.set(a, b);
        } else if (command == "GET") {
            out += store.get(a);
        } else if (command == "DELETE") {
            out += store.remove(a);
        } else {
            out += store.count(a);
        }
        out += "\n";
    }
    cout << out;
    return 0;
}
