#include <bits/stdc++.h>
using namespace std;

namespace metro {

using Rupees = long long;
using StationNumber = int;

struct Journey {
    StationNumber first;
    StationNumber last;
};

struct LedgerInput {
    vector<Rupees> collections;
    vector<Journey> journeys;
};

// Answers "total of stations first..last"; other implementations (a Fenwick tree for updates) could follow.
class RangeSumProvider {
public:
    virtual ~RangeSumProvider() = default;
    virtual Rupees total(const Journey& journey) const = 0;
};

class PrefixSumProvider : public RangeSumProvider {
public:
    explicit PrefixSumProvider(const vector<Rupees>& collections) : prefix_(collections.size() + 1, 0) {
        for (size_t i = 0; i < collections.size(); i++) prefix_[i + 1] = prefix_[i] + collections[i];
    }
    // prefix_[i] is the total of the first i stations.
    Rupees total(const Journey& journey) const override { return prefix_[journey.last] - prefix_[journey.first - 1]; }

private:
    vector<Rupees> prefix_;
};

class RangeSumProviderFactory {
public:
    enum class Kind { StaticPrefix };
    static unique_ptr<RangeSumProvider> create(Kind kind, const vector<Rupees>& collections) {
        switch (kind) {
            case Kind::StaticPrefix:
                return make_unique<PrefixSumProvider>(collections);
        }
        return nullptr;
    }
};

class InputReader {
public:
    explicit InputReader(istream& in) : in_(in) {}
    LedgerInput read() {
        int stationCount = 0, journeyCount = 0;
        in_ >> stationCount >> journeyCount;
        LedgerInput input;
        input.collections.resize(stationCount);
        for (Rupees& amount : input.collections) in_ >> amount;
        input.journeys.resize(journeyCount);
        for (Journey& journey : input.journeys) in_ >> journey.first >> journey.last;
        return input;
    }

private:
    istream& in_;
};

class ReportWriter {
public:
    explicit ReportWriter(ostream& out) : out_(out) {}
    void write(const vector<Rupees>& totals) {
        string buffer;
        buffer.reserve(totals.size() * 12);
        for (Rupees total : totals) {
            buffer += to_string(total);
            buffer += '\n';
        }
        out_ << buffer;
    }

private:
    ostream& out_;
};

class FinanceQueryService {
public:
    explicit FinanceQueryService(unique_ptr<RangeSumProvider> provider) : provider_(std::move(provider)) {}
    vector<Rupees> answer(const vector<Journey>& journeys) const {
        vector<Rupees> totals;
        totals.reserve(journeys.size());
        for (const Journey& journey : journeys) totals.push_back(provider_->total(journey));
        return totals;
    }

private:
    unique_ptr<RangeSumProvider> provider_;
};

}  // namespace metro

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    metro::LedgerInput input = metro::InputReader(cin).read();
    metro::FinanceQueryService service(
        metro::RangeSumProviderFactory::create(metro::RangeSumProviderFactory::Kind::StaticPrefix, input.collections));
    metro::ReportWriter(cout).write(service.answer(input.journeys));
    return 0;
}
