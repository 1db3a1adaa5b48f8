// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace gaps {

constexpr long long kNoPair = -1;
using Pair = std::pair<long long, long long>;

// Produces the candidate pairs to compare.
class PairSource {
public:
    virtual ~PairSource() = default;
    virtual std::vector<Pair> pairs(std::vector<long long> values) const = 0;
};

// After sorting, the closest pair is always adjacent.
class AdjacentSortedPairs : public PairSource {
public:
    std::vector<Pair> pairs(std::vector<long long> values) const override {
        std::sort(values.begin(), values.end());
        std::vector<Pair> result;
        for (std::size_t index = 1; index < values.size(); ++index) {
            result.emplace_back(values[index - 1], values[index]);
        }
        return result;
    }
};

// Finds the smallest gap among the pairs a source offers.
class GapFinder {
public:
    explicit GapFinder(std::unique_ptr<PairSource> source) : source_(std::move(source)) {}

    std::optional<long long> smallest(const std::vector<long long>& values) const {
        std::optional<long long> best;
        for (const auto& [smaller, larger] : source_->pairs(values)) {
            if (!best || larger - smaller < *best) best = larger - smaller;
        }
        return best;
    }

private:
    std::unique_ptr<PairSource> source_;
};

std::optional<std::vector<long long>> readValues(std::istream& input) {
    std::size_t count = 0;
    if (!(input >> count)) return std::nullopt;
    std::vector<long long> values(count);
    for (auto& value : values) {
        if (!(input >> value)) return std::nullopt;
    }
    return values;
}

}  // namespace gaps

int main() {
    std::ios::sync_with_stdio(false);
    const auto values = gaps::readValues(std::cin);
    if (!values) {
        std::cerr << "invalid input\n";
        return 1;
    }
    gaps::GapFinder finder(std::make_unique<gaps::AdjacentSortedPairs>());
    std::cout << finder.smallest(*values).value_or(gaps::kNoPair) << '\n';
    return 0;
}
