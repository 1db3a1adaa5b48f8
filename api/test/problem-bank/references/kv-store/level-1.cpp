#include <bits/stdc++.h>
using namespace std;

// A key-value store that also keeps, for every value, how many keys hold it, so COUNT is O(1).
class KeyValueStore {
public:
    void set(const string& key, const string& value) {
        auto it = values_.find(key);
        if (it != values_.end()) {
            forgetHolder(it->second);
            it->second = value;
        } else {
            values_.emplace(key, value);
        }
        holders_[value]++;
    }

    optional<string> get(const string& key) const {
        auto it = values_.find(key);
        if (it == values_.end()) return nullopt;
        return it->second;
    }

    bool remove(const string& key) {
        auto it = values_.find(key);
        if (it == values_.end()) return false;
        forgetHolder(it->second);
        values_.erase(it);
        return true;
    }

    int count(const string& value) const {
        auto it = holders_.find(value);
        return it == holders_.end() ? 0 : it->second;
    }

private:
    unordered_map<string, string> values_;
    unordered_map<string, int> holders_;

    void forgetHolder(const string& value) {
        auto it = holders_.find(value);
        if (--it->second == 0) holders_.erase(it);
    }
};

string runCommand(KeyValueStore& store, const string& command, istream& in) {
    string key;
    in >> key;  // the key, or the value for COUNT
    if (command == "SET") {
        string value;
        in >> value;
        store.set(key, value);
        return "OK";
    }
    if (command == "GET") return store.get(key).value_or("NULL");
    if (command == "DELETE") return store.remove(key) ? "DELETED" : "NOT_FOUND";
    return to_string(store.count(key));
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int commandCount = 0;
    cin >> commandCount;
    KeyValueStore store;
    string out, command;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        out += runCommand(store, command, cin);
        out += '\n';
    }
    cout << out;
    return 0;
}
