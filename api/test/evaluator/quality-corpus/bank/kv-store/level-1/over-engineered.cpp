#include <bits/stdc++.h>
using namespace std;

namespace kv {

using Key = string;
using Value = string;

// Storage backend, so another engine could be swapped in later.
class Storage {
public:
    virtual ~Storage() = default;
    virtual optional<Value> read(const Key& key) const = 0;
    virtual void write(const Key& key, const Value& value) = 0;
    virtual bool erase(const Key& key) = 0;
};

class HashStorage : public Storage {
public:
    optional<Value> read(const Key& key) const override {
        auto it = entries_.find(key);
        if (it == entries_.end()) return nullopt;
        return it->second;
    }
    void write(const Key& key, const Value& value) override { entries_[key] = value; }
    bool erase(const Key& key) override { return entries_.erase(key) > 0; }

private:
    unordered_map<Key, Value> entries_;
};

// Listens to changes of the store.
class StoreObserver {
public:
    virtual ~StoreObserver() = default;
    virtual void onValueAdded(const Value& value) = 0;
    virtual void onValueRemoved(const Value& value) = 0;
};

// Reverse index: how many keys hold each value.
class ValueFrequencyIndex : public StoreObserver {
public:
    void onValueAdded(const Value& value) override { frequency_[value]++; }
    void onValueRemoved(const Value& value) override {
        auto it = frequency_.find(value);
        if (--it->second == 0) frequency_.erase(it);
    }
    int frequencyOf(const Value& value) const {
        auto it = frequency_.find(value);
        return it == frequency_.end() ? 0 : it->second;
    }

private:
    unordered_map<Value, int> frequency_;
};

class KeyValueStore {
public:
    explicit KeyValueStore(unique_ptr<Storage> storage) : storage_(std::move(storage)) {}

    void subscribe(StoreObserver* observer) { observers_.push_back(observer); }

    void set(const Key& key, const Value& value) {
        if (optional<Value> previous = storage_->read(key)) notifyRemoved(*previous);
        storage_->write(key, value);
        for (StoreObserver* observer : observers_) observer->onValueAdded(value);
    }
    optional<Value> get(const Key& key) const { return storage_->read(key); }
    bool remove(const Key& key) {
        optional<Value> previous = storage_->read(key);
        if (!previous) return false;
        storage_->erase(key);
        notifyRemoved(*previous);
        return true;
    }

private:
    unique_ptr<Storage> storage_;
    vector<StoreObserver*> observers_;

    void notifyRemoved(const Value& value) {
        for (StoreObserver* observer : observers_) observer->onValueRemoved(value);
    }
};

struct Context {
    KeyValueStore& store;
    const ValueFrequencyIndex& index;
};

class CommandHandler {
public:
    virtual ~CommandHandler() = default;
    virtual string handle(Context& context, istream& arguments) const = 0;
};

class SetHandler : public CommandHandler {
public:
    string handle(Context& context, istream& arguments) const override {
        Key key;
        Value value;
        arguments >> key >> value;
        context.store.set(key, value);
        return "OK";
    }
};

class GetHandler : public CommandHandler {
public:
    string handle(Context& context, istream& arguments) const override {
        Key key;
        arguments >> key;
        return context.store.get(key).value_or("NULL");
    }
};

class DeleteHandler : public CommandHandler {
public:
    string handle(Context& context, istream& arguments) const override {
        Key key;
        arguments >> key;
        return context.store.remove(key) ? "DELETED" : "NOT_FOUND";
    }
};

class CountHandler : public CommandHandler {
public:
    string handle(Context& context, istream& arguments) const override {
        Value value;
        arguments >> value;
        return to_string(context.index.frequencyOf(value));
    }
};

class CommandRegistry {
public:
    CommandRegistry() {
        handlers_["SET"] = make_unique<SetHandler>();
        handlers_["GET"] = make_unique<GetHandler>();
        handlers_["DELETE"] = make_unique<DeleteHandler>();
        handlers_["COUNT"] = make_unique<CountHandler>();
    }
    const CommandHandler& lookup(const string& name) const { return *handlers_.at(name); }

private:
    unordered_map<string, unique_ptr<CommandHandler>> handlers_;
};

}  // namespace kv

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    kv::KeyValueStore store(make_unique<kv::HashStorage>());
    kv::ValueFrequencyIndex index;
    store.subscribe(&index);
    kv::Context context{store, index};
    const kv::CommandRegistry registry;

    int commandCount = 0;
    cin >> commandCount;
    string out, name;
    for (int i = 0; i < commandCount; i++) {
        cin >> name;
        out += registry.lookup(name).handle(context, cin);
        out += '\n';
    }
    cout << out;
    return 0;
}
