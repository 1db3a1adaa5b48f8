#include <bits/stdc++.h>
using namespace std;

struct Booking {
    long long start;
    long long end;  // exclusive: a booking ending at t and one starting at t can share a studio
};

// Sweep over the bookings by start time; a studio is reused when the earliest end so far
// is not after the new start. The number of studios ever opened is the answer.
int minStudios(const vector<Booking>& bookings) {
    vector<long long> starts, ends;
    starts.reserve(bookings.size());
    ends.reserve(bookings.size());
    for (const Booking& booking : bookings) {
        starts.push_back(booking.start);
        ends.push_back(booking.end);
    }
    sort(starts.begin(), starts.end());
    sort(ends.begin(), ends.end());

    int studios = 0;
    size_t freed = 0;  // bookings already finished, in order of their end
    for (long long start : starts) {
        if (ends[freed] <= start)
            freed++;  // reuse the studio of the booking that ended first
        else
            studios++;
    }
    return studios;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    vector<Booking> bookings(n);
    for (Booking& booking : bookings) cin >> booking.start >> booking.end;
    cout << minStudios(bookings) << '\n';
    return 0;
}
