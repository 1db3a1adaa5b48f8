#include <bits/stdc++.h>
using namespace std;

namespace studio {

using Minute = long long;

struct Booking {
    Minute start;
    Minute end;  // exclusive
};

enum class EventKind { Release = 0, Occupy = 1 };  // releases sort first at equal minutes

struct Event {
    Minute at;
    EventKind kind;
    bool operator<(const Event& other) const {
        return at != other.at ? at < other.at : static_cast<int>(kind) < static_cast<int>(other.kind);
    }
};

class EventFactory {
public:
    static vector<Event> fromBookings(const vector<Booking>& bookings) {
        vector<Event> events;
        events.reserve(bookings.size() * 2);
        for (const Booking& booking : bookings) {
            events.push_back({booking.start, EventKind::Occupy});
            events.push_back({booking.end, EventKind::Release});
        }
        return events;
    }
};

// Strategy for deciding how many studios a set of bookings needs.
class CapacityPlanner {
public:
    virtual ~CapacityPlanner() = default;
    virtual int studiosNeeded(const vector<Booking>& bookings) const = 0;
};

// Sweep line: the answer is the largest number of bookings open at one minute.
class SweepLinePlanner : public CapacityPlanner {
public:
    int studiosNeeded(const vector<Booking>& bookings) const override {
        vector<Event> events = EventFactory::fromBookings(bookings);
        sort(events.begin(), events.end());
        OccupancyTracker tracker;
        for (const Event& event : events) tracker.apply(event);
        return tracker.peak();
    }

private:
    class OccupancyTracker {
    public:
        void apply(const Event& event) {
            current_ += event.kind == EventKind::Occupy ? 1 : -1;
            peak_ = max(peak_, current_);
        }
        int peak() const { return peak_; }

    private:
        int current_ = 0;
        int peak_ = 0;
    };
};

class PlannerFactory {
public:
    static unique_ptr<CapacityPlanner> defaultPlanner() { return make_unique<SweepLinePlanner>(); }
};

class BookingRepository {
public:
    static vector<Booking> load(istream& in) {
        int count = 0;
        in >> count;
        vector<Booking> bookings(count);
        for (Booking& booking : bookings) in >> booking.start >> booking.end;
        return bookings;
    }
};

}  // namespace studio

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const vector<studio::Booking> bookings = studio::BookingRepository::load(cin);
    const unique_ptr<studio::CapacityPlanner> planner = studio::PlannerFactory::defaultPlanner();
    cout << planner->studiosNeeded(bookings) << '\n';
    return 0;
}
