#include <bits/stdc++.h>
using namespace std;

namespace ledger {

using UserId = string;
using Paise = long long;

struct Share {
    UserId user;
    Paise amount;
};

// How an expense is divided among its participants; level 1 only needs the equal split.
class SplitStrategy {
public:
    virtual ~SplitStrategy() = default;
    virtual vector<Share> split(Paise amount, const vector<UserId>& participants) const = 0;
};

class EqualSplitStrategy : public SplitStrategy {
public:
    // Everyone owes amount / k; the first (amount % k) participants pay one paisa more.
    vector<Share> split(Paise amount, const vector<UserId>& participants) const override {
        const Paise count = static_cast<Paise>(participants.size());
        const Paise base = amount / count;
        const Paise remainder = amount % count;
        vector<Share> shares;
        shares.reserve(participants.size());
        for (Paise i = 0; i < count; i++) shares.push_back({participants[i], base + (i < remainder ? 1 : 0)});
        return shares;
    }
};

class SplitStrategyRegistry {
public:
    SplitStrategyRegistry() { strategies_["EQUAL"] = make_unique<EqualSplitStrategy>(); }
    const SplitStrategy& get(const string& name) const { return *strategies_.at(name); }

private:
    unordered_map<string, unique_ptr<SplitStrategy>> strategies_;
};

class BalanceRepository {
public:
    void credit(const UserId& user, Paise amount) { balances_[user] += amount; }
    void debit(const UserId& user, Paise amount) { balances_[user] -= amount; }
    Paise balanceOf(const UserId& user) const {
        auto it = balances_.find(user);
        return it == balances_.end() ? 0 : it->second;
    }

private:
    unordered_map<UserId, Paise> balances_;
};

class LedgerService {
public:
    LedgerService(BalanceRepository& repository, const SplitStrategyRegistry& registry)
        : repository_(repository), registry_(registry) {}

    void recordExpense(const UserId& payer, Paise amount, const vector<UserId>& participants, const string& splitKind) {
        repository_.credit(payer, amount);
        for (const Share& share : registry_.get(splitKind).split(amount, participants))
            repository_.debit(share.user, share.amount);
    }
    Paise balanceOf(const UserId& user) const { return repository_.balanceOf(user); }

private:
    BalanceRepository& repository_;
    const SplitStrategyRegistry& registry_;
};

class Command {
public:
    virtual ~Command() = default;
    virtual string execute(LedgerService& service) const = 0;
};

class ExpenseCommand : public Command {
public:
    ExpenseCommand(UserId payer, Paise amount, vector<UserId> participants)
        : payer_(std::move(payer)), amount_(amount), participants_(std::move(participants)) {}
    string execute(LedgerService& service) const override {
        service.recordExpense(payer_, amount_, participants_, "EQUAL");
        return "OK";
    }

private:
    UserId payer_;
    Paise amount_;
    vector<UserId> participants_;
};

class BalanceCommand : public Command {
public:
    explicit BalanceCommand(UserId user) : user_(std::move(user)) {}
    string execute(LedgerService& service) const override { return to_string(service.balanceOf(user_)); }

private:
    UserId user_;
};

class CommandParser {
public:
    explicit CommandParser(istream& in) : in_(in) {}
    unique_ptr<Command> next() {
        string keyword;
        in_ >> keyword;
        if (keyword == "EXPENSE") {
            UserId payer;
            Paise amount = 0;
            int count = 0;
            in_ >> payer >> amount >> count;
            vector<UserId> participants(count);
            for (UserId& participant : participants) in_ >> participant;
            return make_unique<ExpenseCommand>(std::move(payer), amount, std::move(participants));
        }
        UserId user;
        in_ >> user;
        return make_unique<BalanceCommand>(std::move(user));
    }

private:
    istream& in_;
};

}  // namespace ledger

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int commandCount = 0;
    cin >> commandCount;
    ledger::BalanceRepository repository;
    ledger::SplitStrategyRegistry registry;
    ledger::LedgerService service(repository, registry);
    ledger::CommandParser parser(cin);
    string out;
    for (int i = 0; i < commandCount; i++) {
        out += parser.next()->execute(service);
        out += '\n';
    }
    cout << out;
    return 0;
}
