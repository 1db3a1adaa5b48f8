#include <bits/stdc++.h>
using namespace std;

// Floors are counted from the ground floor, 0, upwards; spots on a floor from 0 too.
struct Garage {
    int floors = 0;
    set<pair<int, int>> freeSpots[3];
    map<string, tuple<int, int, int>> parked;  // plate -> floor, spot, size

    static int sizeOf(const string& word) {
        if (word == "BIKE" || word == "SMALL") return 0;
        if (word == "CAR" || word == "MEDIUM") return 1;
        return 2;
    }

    static string spotName(int floor, int spot) { return to_string(floor) + "-" + to_string(spot); }

    string addFloor(int small, int medium, int large) {
        int floor = floors++;
        int counts[3] = {small, medium, large};
        int next = 0;
        for (int size = 0; size < 3; size++)
            for (int i = 0; i < counts[size]; i++) freeSpots[size].insert({floor, next++});
        return "FLOOR " + to_string(floor);
    }

    string park(const string& plate, const string& type) {
        if (parked.count(plate)) return "ALREADY_PARKED";
        int size = sizeOf(type);
        if (freeSpots[size].empty()) return "FULL";
        auto [floor, spot] = *freeSpots[size].begin();
        freeSpots[size].erase(freeSpots[size].begin());
        parked[plate] = {floor, spot, size};
        return "PARKED " + plate + " " + spotName(floor, spot);
    }

    string leave(const string& plate) {
        auto it = parked.find(plate);
        if (it == parked.end()) return "NOT_FOUND";
        auto [floor, spot, size] = it->second;
        parked.erase(it);
        freeSpots[size].insert({floor, spot});
        return "LEFT " + plate + " " + spotName(floor, spot);
    }

    string where(const string& plate) {
        auto it = parked.find(plate);
        if (it == parked.end()) return "NOT_FOUND";
        return spotName(get<0>(it->second), get<1>(it->second));
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Garage garage;
    string out;
    while (n--) {
        string cmd;
        cin >> cmd;
        string line;
        if (cmd == "ADD_FLOOR") {
            int s, m, l;
            cin >> s >> m >> l;
            line = garage.addFloor(s, m, l);
        } else if (cmd == "PARK") {
            string plate, type;
            cin >> plate >> type;
            line = garage.park(plate, type);
        } else if (cmd == "LEAVE") {
            string plate;
            cin >> plate;
            line = garage.leave(plate);
        } else if (cmd == "WHERE") {
            string plate;
            cin >> plate;
            line = garage.where(plate);
        } else {
            string size;
            cin >> size;
            line = to_string(garage.freeSpots[Garage::sizeOf(size)].size());
        }
        out += line + "\n";
    }
    cout << out;
    return 0;
}
