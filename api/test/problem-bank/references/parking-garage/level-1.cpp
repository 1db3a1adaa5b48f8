#include <bits/stdc++.h>
using namespace std;

enum class SpotSize { Small = 0, Medium = 1, Large = 2 };
constexpr int SIZE_COUNT = 3;

SpotSize sizeNamed(const string& name) {
    if (name == "SMALL") return SpotSize::Small;
    if (name == "MEDIUM") return SpotSize::Medium;
    return SpotSize::Large;
}

// A BIKE needs a small spot, a CAR a medium one, a TRUCK a large one.
SpotSize sizeFor(const string& vehicleType) {
    if (vehicleType == "BIKE") return SpotSize::Small;
    if (vehicleType == "CAR") return SpotSize::Medium;
    return SpotSize::Large;
}

struct Spot {
    int floor;
    int number;
    SpotSize size;

    // Lower floor first, then lower spot number.
    bool operator>(const Spot& other) const {
        return floor != other.floor ? floor > other.floor : number > other.number;
    }
    string label() const { return to_string(floor) + "-" + to_string(number); }
};

struct Floor {
    int number;
    array<int, SIZE_COUNT> spotCounts;
};

class Garage {
public:
    string addFloor(int small, int medium, int large) {
        Floor floor{static_cast<int>(floors_.size()) + 1, {small, medium, large}};
        floors_.push_back(floor);
        int spotNumber = 0;
        for (int size = 0; size < SIZE_COUNT; size++)
            for (int i = 0; i < floor.spotCounts[size]; i++)
                freeSpots_[size].push(Spot{floor.number, ++spotNumber, static_cast<SpotSize>(size)});
        return "FLOOR " + to_string(floor.number);
    }

    string park(const string& plate, const string& vehicleType) {
        if (parked_.count(plate)) return "ALREADY_PARKED";
        auto& candidates = freeSpots_[static_cast<int>(sizeFor(vehicleType))];
        if (candidates.empty()) return "FULL";
        Spot spot = candidates.top();
        candidates.pop();
        parked_.emplace(plate, spot);
        return "PARKED " + plate + " " + spot.label();
    }

    string leave(const string& plate) {
        auto it = parked_.find(plate);
        if (it == parked_.end()) return "NOT_FOUND";
        Spot spot = it->second;
        parked_.erase(it);
        freeSpots_[static_cast<int>(spot.size)].push(spot);
        return "LEFT " + plate + " " + spot.label();
    }

    string where(const string& plate) const {
        auto it = parked_.find(plate);
        return it == parked_.end() ? "NOT_FOUND" : it->second.label();
    }

    string freeCount(SpotSize size) const { return to_string(freeSpots_[static_cast<int>(size)].size()); }

private:
    vector<Floor> floors_;
    // For each size, a min-heap of free spots: the lowest floor and spot is always on top.
    array<priority_queue<Spot, vector<Spot>, greater<Spot>>, SIZE_COUNT> freeSpots_;
    unordered_map<string, Spot> parked_;
};

string execute(Garage& garage, const string& command, istream& in) {
    if (command == "ADD_FLOOR") {
        int small = 0, medium = 0, large = 0;
        in >> small >> medium >> large;
        return garage.addFloor(small, medium, large);
    }
    string argument;
    in >> argument;
    if (command == "PARK") {
        string vehicleType;
        in >> vehicleType;
        return garage.park(argument, vehicleType);
    }
    if (command == "LEAVE") return garage.leave(argument);
    if (command == "WHERE") return garage.where(argument);
    return garage.freeCount(sizeNamed(argument));
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int commandCount = 0;
    cin >> commandCount;
    Garage garage;
    string out, command;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        out += execute(garage, command, cin);
        out += '\n';
    }
    cout << out;
    return 0;
}
