#include <bits/stdc++.h>
using namespace std;

namespace sensor {

using Reading = long long;

struct StretchResult {
    int length = 0;
    int startPosition = 1;  // 1-based, as the report expects
};

// Where readings come from; the analysis does not care.
class ReadingSource {
public:
    virtual ~ReadingSource() = default;
    virtual vector<Reading> readAll() = 0;
};

class StreamReadingSource : public ReadingSource {
public:
    explicit StreamReadingSource(istream& in) : in_(in) {}
    vector<Reading> readAll() override {
        int count = 0;
        in_ >> count;
        vector<Reading> readings(count);
        for (Reading& reading : readings) in_ >> reading;
        return readings;
    }

private:
    istream& in_;
};

// Decides whether a candidate stretch replaces the best one so far.
class TieBreakPolicy {
public:
    virtual ~TieBreakPolicy() = default;
    virtual bool prefers(const StretchResult& candidate, const StretchResult& incumbent) const = 0;
};

class EarliestLongestPolicy : public TieBreakPolicy {
public:
    bool prefers(const StretchResult& candidate, const StretchResult& incumbent) const override {
        return candidate.length > incumbent.length;  // strict: an equal later stretch never wins
    }
};

// A window of consecutive readings kept free of repeats.
class DistinctWindow {
public:
    explicit DistinctWindow(size_t expectedSize) { lastSeen_.reserve(expectedSize * 2); }

    void extendTo(int position, Reading reading) {
        auto previous = lastSeen_.find(reading);
        if (previous != lastSeen_.end() && previous->second >= left_) left_ = previous->second + 1;
        lastSeen_[reading] = position;
        right_ = position;
    }
    int length() const { return right_ - left_ + 1; }
    int left() const { return left_; }

private:
    unordered_map<Reading, int> lastSeen_;
    int left_ = 0;
    int right_ = -1;
};

class CalmStretchAnalyzer {
public:
    explicit CalmStretchAnalyzer(unique_ptr<TieBreakPolicy> policy) : policy_(std::move(policy)) {}

    StretchResult analyze(const vector<Reading>& readings) const {
        DistinctWindow window(readings.size());
        StretchResult best;
        for (int position = 0; position < (int)readings.size(); position++) {
            window.extendTo(position, readings[position]);
            StretchResult candidate{window.length(), window.left() + 1};
            if (policy_->prefers(candidate, best)) best = candidate;
        }
        return best;
    }

private:
    unique_ptr<TieBreakPolicy> policy_;
};

class ResultPrinter {
public:
    explicit ResultPrinter(ostream& out) : out_(out) {}
    void print(const StretchResult& result) { out_ << result.length << ' ' << result.startPosition << '\n'; }

private:
    ostream& out_;
};

}  // namespace sensor

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    unique_ptr<sensor::ReadingSource> source = make_unique<sensor::StreamReadingSource>(cin);
    sensor::CalmStretchAnalyzer analyzer(make_unique<sensor::EarliestLongestPolicy>());
    sensor::ResultPrinter(cout).print(analyzer.analyze(source->readAll()));
    return 0;
}
