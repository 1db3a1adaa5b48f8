#include <bits/stdc++.h>
using namespace std;

class Spot {
public:
    int floor, number, size;
    Spot(int f, int n, int s) : floor(f), number(n), size(s) {}
    string label() const { return to_string(floor) + "-" + to_string(number); }
};

struct SpotOrder {
    bool operator()(const Spot* a, const Spot* b) const {
        if (a->floor != b->floor) return a->floor > b->floor;
        return a->number > b->number;
    }
};

class Garage {
public:
    ~Garage() {
        for (Spot* s : allSpots) delete s;
    }

    string addFloor(int s, int m, int l) {
        floors++;
        int counts[3] = {s, m, l};
        int number = 1;
        for (int size = 0; size < 3; size++) {
            for (int i = 0; i < counts[size]; i++) {
                Spot* spot = new Spot(floors, number++, size);
                allSpots.push_back(spot);
                freeSpots[size].push(spot);
            }
        }
        return "FLOOR " + to_string(floors);
    }

    string park(const string& plate, int size) {
        if (parked.count(plate)) return "ALREADY_PARKED";
        if (freeSpots[size].empty()) return "FULL";
        Spot* spot = freeSpots[size].top();
        freeSpots[size].pop();
        parked[plate] = spot;
        return "PARKED " + plate + " " + spot->label();
    }

    string leave(const string& plate) {
        if (!parked.count(plate)) return "NOT_FOUND";
        Spot* spot = parked[plate];
        parked.erase(plate);
        freeSpots[spot->size].push(spot);
        return "LEFT " + plate + " " + spot->label();
    }

    string where(const string& plate) { return parked[plate]->label(); }

    string freeCount(int size) { return to_string(freeSpots[size].size()); }

private:
    int floors = 0;
    vector<Spot*> allSpots;
    priority_queue<Spot*, vector<Spot*>, SpotOrder> freeSpots[3];
    unordered_map<string, Spot*> parked;
};

int sizeIndex(const string& word) {
    if (word == "BIKE" || word == "SMALL") return 0;
    if (word == "CAR" || word == "MEDIUM") return 1;
    return 2;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    Garage garage;
    for (int i = 0; i < n; i++) {
        string cmd;
        cin >> cmd;
        if (cmd == "ADD_FLOOR") {
            int s, m, l;
            cin >> s >> m >> l;
            cout << garage.addFloor(s, m, l) << '\n';
        } else if (cmd == "PARK") {
            string plate, type;
            cin >> plate >> type;
            cout << garage.park(plate, sizeIndex(type)) << '\n';
        } else if (cmd == "LEAVE") {
            string plate;
            cin >> plate;
            cout << garage.leave(plate) << '\n';
        } else if (cmd == "WHERE") {
            string plate;
            cin >> plate;
            cout << garage.where(plate) << '\n';
        } else {
            string size;
            cin >> size;
            cout << garage.freeCount(sizeIndex(size)) << '\n';
        }
    }
    return 0;
}
