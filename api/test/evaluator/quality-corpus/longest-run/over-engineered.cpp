// Prints the length of the longest strictly increasing run of consecutive values.
#include <algorithm>
#include <functional>
#include <iostream>
#include <optional>
#include <vector>

namespace runs {

using Continues = std::function<bool(long long, long long)>;

// Splits a sequence into runs where the comparator accepts each consecutive pair.
class RunDetector {
public:
    explicit RunDetector(Continues continues) : continues_(std::move(continues)) {}

    std::vector<std::size_t> runLengths(const std::vector<long long>& values) const {
        std::vector<std::size_t> lengths;
        std::size_t length = 0;
        for (std::size_t index = 0; index < values.size(); ++index) {
            if (index > 0 && continues_(values[index - 1], values[index])) {
                ++length;
            } else {
                if (length > 0) lengths.push_back(length);
                length = 1;
            }
        }
        if (length > 0) lengths.push_back(length);
        return lengths;
    }

private:
    Continues continues_;
};

// Picks the longest run a detector reports.
class LongestRunFinder {
public:
    explicit LongestRunFinder(RunDetector detector) : detector_(std::move(detector)) {}

    std::size_t find(const std::vector<long long>& values) const {
        const auto lengths = detector_.runLengths(values);
        return lengths.empty() ? 0 : *std::max_element(lengths.begin(), lengths.end());
    }

private:
    RunDetector detector_;
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

}  // namespace runs

int main() {
    std::ios::sync_with_stdio(false);
    const auto values = runs::readValues(std::cin);
    if (!values) {
        std::cerr << "invalid input\n";
        return 1;
    }
    runs::LongestRunFinder finder(runs::RunDetector([](long long before, long long after) { return after > before; }));
    std::cout << finder.find(*values) << '\n';
    return 0;
}
