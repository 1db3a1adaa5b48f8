// Counts the pairs i < j whose values add up to the target.
#include <iostream>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace pairs {

// The parsed problem input.
struct Query {
    std::vector<long long> values;
    long long target = 0;
};

// Reads a Query from a stream; empty when the input is malformed.
class QueryReader {
public:
    explicit QueryReader(std::istream& input) : input_(input) {}

    std::optional<Query> read() {
        Query query;
        std::size_t count = 0;
        if (!(input_ >> count >> query.target)) return std::nullopt;
        query.values.resize(count);
        for (auto& value : query.values) {
            if (!(input_ >> value)) return std::nullopt;
        }
        return query;
    }

private:
    std::istream& input_;
};

// A way of counting matching pairs.
class CountingStrategy {
public:
    virtual ~CountingStrategy() = default;
    virtual long long count(const Query& query) const = 0;
};

// Counts complements seen so far in one pass.
class HashingStrategy : public CountingStrategy {
public:
    long long count(const Query& query) const override {
        std::unordered_map<long long, long long> seen;
        long long total = 0;
        for (long long value : query.values) {
            auto match = seen.find(query.target - value);
            if (match != seen.end()) total += match->second;
            ++seen[value];
        }
        return total;
    }
};

}  // namespace pairs

int main() {
    std::ios::sync_with_stdio(false);
    pairs::QueryReader reader(std::cin);
    const auto query = reader.read();
    if (!query) {
        std::cerr << "invalid input\n";
        return 1;
    }
    std::unique_ptr<pairs::CountingStrategy> strategy = std::make_unique<pairs::HashingStrategy>();
    std::cout << strategy->count(*query) << '\n';
    return 0;
}
