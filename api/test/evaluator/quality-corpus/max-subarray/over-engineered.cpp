// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

namespace runs {

// Consumes values one at a time and reports a result.
class Reducer {
public:
    virtual ~Reducer() = default;
    virtual void feed(long long value) = 0;
    virtual long long result() const = 0;
};

// The best run ending here either extends the previous one or starts afresh.
class KadaneReducer : public Reducer {
public:
    void feed(long long value) override {
        endingHere_ = std::max(0LL, endingHere_ + value);
        best_ = std::max(best_, endingHere_);
    }
    long long result() const override { return best_; }

private:
    long long best_ = 0;
    long long endingHere_ = 0;
};

// Reads the values; empty when the input is malformed.
std::optional<std::vector<long long>> readValues(std::istream& input) {
    std::size_t count = 0;
    if (!(input >> count)) return std::nullopt;
    std::vector<long long> values(count);
    for (auto& value : values) {
        if (!(input >> value)) return std::nullopt;
    }
    return values;
}

long long solve(const std::vector<long long>& values, Reducer& reducer) {
    for (long long value : values) reducer.feed(value);
    return reducer.result();
}

}  // namespace runs

int main() {
    std::ios::sync_with_stdio(false);
    const auto values = runs::readValues(std::cin);
    if (!values) {
        std::cerr << "invalid input\n";
        return 1;
    }
    auto reducer = std::make_unique<runs::KadaneReducer>();
    std::cout << runs::solve(*values, *reducer) << '\n';
    return 0;
}
