#include <bits/stdc++.h>
using namespace std;

struct Spot {
    int floor, number, kind;  // kind: 0 small, 1 medium, 2 large
    bool operator<(const Spot& o) const { return tie(floor, number) < tie(o.floor, o.number); }
    string name() const { return to_string(floor) + "-" + to_string(number); }
};

class Garage {
    int floorCount = 0;
    set<Spot> freeSpots[3];
    unordered_map<string, Spot> cars;

    static int kindOfVehicle(const string& type) { return type == "BIKE" ? 0 : type == "CAR" ? 1 : 2; }

public:
    string addFloor(int small, int medium, int large) {
        floorCount++;
        for (int i = 1; i <= small; i++) freeSpots[0].insert({floorCount, i, 0});
        for (int i = 1; i <= medium; i++) freeSpots[1].insert({floorCount, small + i, 1});
        for (int i = 0; i < large; i++) freeSpots[2].insert({floorCount, small + medium + i, 2});
        return "FLOOR " + to_string(floorCount);
    }

    string park(const string& plate, const string& type) {
        if (cars.count(plate)) return "ALREADY_PARKED";
        auto& pool = freeSpots[kindOfVehicle(type)];
        if (pool.empty()) return "FULL";
        Spot spot = *pool.begin();
        pool.erase(pool.begin());
        cars[plate] = spot;
        return "PARKED " + plate + " " + spot.name();
    }

    string leave(const string& plate) {
        auto it = cars.find(plate);
        if (it == cars.end()) return "NOT_FOUND";
        Spot spot = it->second;
        cars.erase(it);
        freeSpots[spot.kind].insert(spot);
        return "LEFT " + plate + " " + spot.name();
    }

    string where(const string& plate) {
        auto it = cars.find(plate);
        return it == cars.end() ? "NOT_FOUND" : it->second.name();
    }

    string freeOf(const string& size) {
        int kind = size == "SMALL" ? 0 : size == "MEDIUM" ? 1 : 2;
        return to_string(freeSpots[kind].size());
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Garage garage;
    string out;
    for (int i = 0; i < n; i++) {
        string cmd;
        cin >> cmd;
        if (cmd == "ADD_FLOOR") {
            int s, m, l;
            cin >> s >> m >> l;
            out += garage.addFloor(s, m, l);
        } else if (cmd == "PARK") {
            string plate, type;
            cin >> plate >> type;
            out += garage.park(plate, type);
        } else if (cmd == "LEAVE") {
            string plate;
            cin >> plate;
            out += garage.leave(plate);
        } else if (cmd == "WHERE") {
            string plate;
            cin >> plate;
            out += garage.where(plate);
        } else {
            string size;
            cin >> size;
            out += garage.freeOf(size);
        }
        out += '\n';
    }
    cout << out;
    return 0;
}
