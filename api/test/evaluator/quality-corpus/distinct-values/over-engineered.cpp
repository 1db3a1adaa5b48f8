// Prints how many distinct values the list holds.
#include <iostream>
#include <memory>
#include <optional>
#include <unordered_set>
#include <vector>

namespace distinct {

// Somewhere the values come from.
class ValueSource {
public:
    virtual ~ValueSource() = default;
    virtual std::optional<std::vector<long long>> values() = 0;
};

// Values parsed from the problem's text format.
class StreamValueSource : public ValueSource {
public:
    explicit StreamValueSource(std::istream& input) : input_(input) {}

    std::optional<std::vector<long long>> values() override {
        std::size_t count = 0;
        if (!(input_ >> count)) return std::nullopt;
        std::vector<long long> parsed(count);
        for (auto& value : parsed) {
            if (!(input_ >> value)) return std::nullopt;
        }
        return parsed;
    }

private:
    std::istream& input_;
};

// Counts distinct items.
class DistinctCounter {
public:
    std::size_t count(const std::vector<long long>& items) const {
        std::unordered_set<long long> unique(items.begin(), items.end());
        return unique.size();
    }
};

}  // namespace distinct

int main() {
    std::ios::sync_with_stdio(false);
    std::unique_ptr<distinct::ValueSource> source = std::make_unique<distinct::StreamValueSource>(std::cin);
    const auto values = source->values();
    if (!values) {
        std::cerr << "invalid input\n";
        return 1;
    }
    std::cout << distinct::DistinctCounter().count(*values) << '\n';
    return 0;
}
