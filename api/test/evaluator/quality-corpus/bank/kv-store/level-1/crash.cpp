#include <bits/stdc++.h>
using namespace std;

unordered_map<string, string> kv;
unordered_map<string, int> valueCount;

void removeValue(const string& v) {
    valueCount[v]--;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) {
        string op;
        cin >> op;
        if (op == "SET") {
            string key, value;
            cin >> key >> value;
            if (kv.count(key)) removeValue(kv[key]);
            kv[key] = value;
            valueCount[value]++;
            cout << "OK\n";
        } else if (op == "GET") {
            string key;
            cin >> key;
            if (kv.count(key))
                cout << kv[key] << "\n";
            else
                cout << "NULL\n";
        } else if (op == "DELETE") {
            string key;
            cin >> key;
            if (kv.count(key)) {
                removeValue(kv[key]);
                kv.erase(key);
                cout << "DELETED\n";
            } else {
                cout << "NOT_FOUND\n";
            }
        } else if (op == "COUNT") {
            string value;
            cin >> value;
            cout << valueCount.at(value) << "\n";
        }
    }
    return 0;
}
