#include <bits/stdc++.h>
using namespace std;

namespace build {

using ModuleId = int;

struct Dependency {
    ModuleId before;
    ModuleId after;
};

struct PipelineSpec {
    int moduleCount = 0;
    vector<Dependency> dependencies;
};

// Decides which ready module is built next; the task asks for the smallest first.
class ReadyPolicy {
public:
    virtual ~ReadyPolicy() = default;
    virtual void offer(ModuleId module) = 0;
    virtual ModuleId take() = 0;
    virtual bool empty() const = 0;
};

class SmallestFirstPolicy : public ReadyPolicy {
public:
    void offer(ModuleId module) override { heap_.push(module); }
    ModuleId take() override {
        ModuleId module = heap_.top();
        heap_.pop();
        return module;
    }
    bool empty() const override { return heap_.empty(); }

private:
    priority_queue<ModuleId, vector<ModuleId>, greater<ModuleId>> heap_;
};

class ReadyPolicyFactory {
public:
    enum class Kind { SmallestFirst };
    static unique_ptr<ReadyPolicy> create(Kind kind) {
        switch (kind) {
            case Kind::SmallestFirst:
                return make_unique<SmallestFirstPolicy>();
        }
        return nullptr;
    }
};

class DependencyGraph {
public:
    explicit DependencyGraph(const PipelineSpec& spec)
        : moduleCount_(spec.moduleCount), dependents_(spec.moduleCount + 1), inDegree_(spec.moduleCount + 1, 0) {
        for (const Dependency& dependency : spec.dependencies) {
            dependents_[dependency.before].push_back(dependency.after);
            inDegree_[dependency.after]++;
        }
    }
    int moduleCount() const { return moduleCount_; }
    const vector<ModuleId>& dependentsOf(ModuleId module) const { return dependents_[module]; }
    const vector<int>& inDegrees() const { return inDegree_; }

private:
    int moduleCount_;
    vector<vector<ModuleId>> dependents_;
    vector<int> inDegree_;
};

struct BuildPlan {
    bool feasible = false;
    vector<ModuleId> order;
};

// Kahn's algorithm; the policy chooses among the ready modules.
class BuildPlanner {
public:
    explicit BuildPlanner(unique_ptr<ReadyPolicy> policy) : policy_(std::move(policy)) {}

    BuildPlan plan(const DependencyGraph& graph) {
        vector<int> remaining = graph.inDegrees();
        for (ModuleId module = 1; module <= graph.moduleCount(); module++)
            if (remaining[module] == 0) policy_->offer(module);
        BuildPlan result;
        result.order.reserve(graph.moduleCount());
        while (!policy_->empty()) {
            ModuleId module = policy_->take();
            result.order.push_back(module);
            for (ModuleId next : graph.dependentsOf(module))
                if (--remaining[next] == 0) policy_->offer(next);
        }
        result.feasible = (int)result.order.size() == graph.moduleCount();
        return result;
    }

private:
    unique_ptr<ReadyPolicy> policy_;
};

class PipelineReader {
public:
    explicit PipelineReader(istream& in) : in_(in) {}
    PipelineSpec read() {
        PipelineSpec spec;
        int dependencyCount = 0;
        in_ >> spec.moduleCount >> dependencyCount;
        spec.dependencies.resize(dependencyCount);
        for (Dependency& dependency : spec.dependencies) in_ >> dependency.before >> dependency.after;
        return spec;
    }

private:
    istream& in_;
};

class PlanWriter {
public:
    static constexpr const char* kCycleMarker = "CYCLE";
    explicit PlanWriter(ostream& out) : out_(out) {}
    void write(const BuildPlan& plan) {
        if (!plan.feasible) {
            out_ << kCycleMarker << '\n';
            return;
        }
        string line;
        for (size_t i = 0; i < plan.order.size(); i++) {
            if (i) line += ' ';
            line += to_string(plan.order[i]);
        }
        out_ << line << '\n';
    }

private:
    ostream& out_;
};

}  // namespace build

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    build::PipelineReader reader(cin);
    const build::DependencyGraph graph(reader.read());
    build::BuildPlanner planner(build::ReadyPolicyFactory::create(build::ReadyPolicyFactory::Kind::SmallestFirst));
    build::PlanWriter(cout).write(planner.plan(graph));
    return 0;
}
