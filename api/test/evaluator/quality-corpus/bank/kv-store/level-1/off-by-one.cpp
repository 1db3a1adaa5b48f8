#include <bits/stdc++.h>
using namespace std;

class Store {
public:
    string set(const string& key, const string& value) {
        auto it = data.find(key);
        if (it != data.end() && it->second != value) countOf[it->second]--;
        data[key] = value;
        countOf[value]++;
        return "OK";
    }

    string get(const string& key) {
        auto it = data.find(key);
        return it == data.end() ? "NULL" : it->second;
    }

    string del(const string& key) {
        auto it = data.find(key);
        if (it == data.end()) return "NOT_FOUND";
        countOf[it->second]--;
        data.erase(it);
        return "DELETED";
    }

    string count(const string& value) {
        auto it = countOf.find(value);
        return to_string(it == countOf.end() ? 0 : it->second);
    }

private:
    unordered_map<string, string> data;
    unordered_map<string, int> countOf;
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Store store;
    string out;
    for (int i = 0; i < n; i++) {
        string cmd, arg;
        cin >> cmd >> arg;
        if (cmd == "SET") {
            string value;
            cin >> value;
            out += store.set(arg, value);
        } else if (cmd == "GET") {
            out += store.get(arg);
        } else if (cmd == "DELETE") {
            out += store.del(arg);
        } else {
            out += store.count(arg);
        }
        out += '\n';
    }
    cout << out;
    return 0;
}
