#include <bits/stdc++.h>
using namespace std;

namespace parking {

enum class SpotSize { Small, Medium, Large };
constexpr array<SpotSize, 3> ALL_SIZES = {SpotSize::Small, SpotSize::Medium, SpotSize::Large};

class Vehicle {
public:
    explicit Vehicle(string plate) : plate_(std::move(plate)) {}
    virtual ~Vehicle() = default;
    const string& plate() const { return plate_; }
    virtual SpotSize requiredSize() const = 0;

private:
    string plate_;
};

class Bike : public Vehicle {
public:
    using Vehicle::Vehicle;
    SpotSize requiredSize() const override { return SpotSize::Small; }
};

class Car : public Vehicle {
public:
    using Vehicle::Vehicle;
    SpotSize requiredSize() const override { return SpotSize::Medium; }
};

class Truck : public Vehicle {
public:
    using Vehicle::Vehicle;
    SpotSize requiredSize() const override { return SpotSize::Large; }
};

class VehicleFactory {
public:
    static unique_ptr<Vehicle> create(const string& type, const string& plate) {
        if (type == "BIKE") return make_unique<Bike>(plate);
        if (type == "CAR") return make_unique<Car>(plate);
        return make_unique<Truck>(plate);
    }
};

struct SpotAddress {
    int floor;
    int number;
    bool operator>(const SpotAddress& other) const {
        return floor != other.floor ? floor > other.floor : number > other.number;
    }
    string toString() const { return to_string(floor) + "-" + to_string(number); }
};

struct ParkingSpot {
    SpotAddress address;
    SpotSize size;
};

struct FloorLayout {
    int small = 0;
    int medium = 0;
    int large = 0;
    int countOf(SpotSize size) const {
        switch (size) {
            case SpotSize::Small: return small;
            case SpotSize::Medium: return medium;
            case SpotSize::Large: return large;
        }
        return 0;
    }
};

class ParkingFloor {
public:
    ParkingFloor(int number, const FloorLayout& layout) : number_(number) {
        int spotNumber = 0;
        for (SpotSize size : ALL_SIZES)
            for (int i = 0; i < layout.countOf(size); i++) spots_.push_back({{number_, ++spotNumber}, size});
    }
    int number() const { return number_; }
    const vector<ParkingSpot>& spots() const { return spots_; }

private:
    int number_;
    vector<ParkingSpot> spots_;
};

// Chooses the spot a vehicle gets; the rules ask for the lowest floor, then the lowest number.
class SpotAllocationStrategy {
public:
    virtual ~SpotAllocationStrategy() = default;
    virtual void release(const ParkingSpot& spot) = 0;
    virtual optional<ParkingSpot> allocate(SpotSize size) = 0;
    virtual size_t freeCount(SpotSize size) const = 0;
};

class LowestSpotFirstStrategy : public SpotAllocationStrategy {
public:
    void release(const ParkingSpot& spot) override { heapFor(spot.size).push(spot.address); }
    optional<ParkingSpot> allocate(SpotSize size) override {
        auto& heap = heapFor(size);
        if (heap.empty()) return nullopt;
        SpotAddress address = heap.top();
        heap.pop();
        return ParkingSpot{address, size};
    }
    size_t freeCount(SpotSize size) const override { return heaps_[static_cast<size_t>(size)].size(); }

private:
    using MinHeap = priority_queue<SpotAddress, vector<SpotAddress>, greater<SpotAddress>>;
    array<MinHeap, 3> heaps_;
    MinHeap& heapFor(SpotSize size) { return heaps_[static_cast<size_t>(size)]; }
};

struct Ticket {
    unique_ptr<Vehicle> vehicle;
    ParkingSpot spot;
};

class ParkingGarage {
public:
    explicit ParkingGarage(unique_ptr<SpotAllocationStrategy> strategy) : strategy_(std::move(strategy)) {}

    int addFloor(const FloorLayout& layout) {
        floors_.emplace_back(static_cast<int>(floors_.size()) + 1, layout);
        for (const ParkingSpot& spot : floors_.back().spots()) strategy_->release(spot);
        return floors_.back().number();
    }

    enum class ParkOutcome { Parked, AlreadyParked, Full };

    pair<ParkOutcome, optional<SpotAddress>> park(unique_ptr<Vehicle> vehicle) {
        if (tickets_.count(vehicle->plate())) return {ParkOutcome::AlreadyParked, nullopt};
        optional<ParkingSpot> spot = strategy_->allocate(vehicle->requiredSize());
        if (!spot) return {ParkOutcome::Full, nullopt};
        string plate = vehicle->plate();
        tickets_.emplace(plate, Ticket{std::move(vehicle), *spot});
        return {ParkOutcome::Parked, spot->address};
    }

    optional<SpotAddress> leave(const string& plate) {
        auto it = tickets_.find(plate);
        if (it == tickets_.end()) return nullopt;
        ParkingSpot spot = it->second.spot;
        tickets_.erase(it);
        strategy_->release(spot);
        return spot.address;
    }

    optional<SpotAddress> locate(const string& plate) const {
        auto it = tickets_.find(plate);
        if (it == tickets_.end()) return nullopt;
        return it->second.spot.address;
    }

    size_t freeSpots(SpotSize size) const { return strategy_->freeCount(size); }

private:
    vector<ParkingFloor> floors_;
    unique_ptr<SpotAllocationStrategy> strategy_;
    unordered_map<string, Ticket> tickets_;
};

class CommandProcessor {
public:
    explicit CommandProcessor(ParkingGarage& garage) : garage_(garage) {
        handlers_["ADD_FLOOR"] = [this](istream& in) { return addFloor(in); };
        handlers_["PARK"] = [this](istream& in) { return park(in); };
        handlers_["LEAVE"] = [this](istream& in) { return leave(in); };
        handlers_["WHERE"] = [this](istream& in) { return where(in); };
        handlers_["FREE"] = [this](istream& in) { return freeSpots(in); };
    }

    string process(const string& command, istream& in) { return handlers_.at(command)(in); }

private:
    static constexpr const char* NOT_FOUND = "NOT_FOUND";
    ParkingGarage& garage_;
    unordered_map<string, function<string(istream&)>> handlers_;

    static SpotSize parseSize(const string& name) {
        if (name == "SMALL") return SpotSize::Small;
        if (name == "MEDIUM") return SpotSize::Medium;
        return SpotSize::Large;
    }

    string addFloor(istream& in) {
        FloorLayout layout;
        in >> layout.small >> layout.medium >> layout.large;
        return "FLOOR " + to_string(garage_.addFloor(layout));
    }
    string park(istream& in) {
        string plate, type;
        in >> plate >> type;
        auto [outcome, address] = garage_.park(VehicleFactory::create(type, plate));
        switch (outcome) {
            case ParkingGarage::ParkOutcome::AlreadyParked: return "ALREADY_PARKED";
            case ParkingGarage::ParkOutcome::Full: return "FULL";
            case ParkingGarage::ParkOutcome::Parked: break;
        }
        return "PARKED " + plate + " " + address->toString();
    }
    string leave(istream& in) {
        string plate;
        in >> plate;
        optional<SpotAddress> address = garage_.leave(plate);
        return address ? "LEFT " + plate + " " + address->toString() : NOT_FOUND;
    }
    string where(istream& in) {
        string plate;
        in >> plate;
        optional<SpotAddress> address = garage_.locate(plate);
        return address ? address->toString() : NOT_FOUND;
    }
    string freeSpots(istream& in) {
        string size;
        in >> size;
        return to_string(garage_.freeSpots(parseSize(size)));
    }
};

}  // namespace parking

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    parking::ParkingGarage garage(make_unique<parking::LowestSpotFirstStrategy>());
    parking::CommandProcessor processor(garage);
    int commandCount = 0;
    cin >> commandCount;
    string out, command;
    for (int i = 0; i < commandCount; i++) {
        cin >> command;
        out += processor.process(command, cin);
        out += '\n';
    }
    cout << out;
    return 0;
}
