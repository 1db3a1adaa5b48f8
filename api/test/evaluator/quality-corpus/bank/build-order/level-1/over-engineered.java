import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

public class Main {

    /** Settings of a pipeline run, gathered in one place. */
    record PipelineConfig(int readBufferBytes, String cycleMarker, String separator) {
        static PipelineConfig defaults() {
            return new PipelineConfig(1 << 16, "CYCLE", " ");
        }
    }

    /** A dependency: {@code before} must be built before {@code after}. */
    record Dependency(int before, int after) {}

    /** The parsed build request. */
    record PipelineSpec(int moduleCount, List<Dependency> dependencies) {}

    /** Source of integers, so parsing does not care where the numbers come from. */
    interface IntSource {
        int nextInt() throws IOException;
    }

    static final class StreamIntSource implements IntSource {
        private final DataInputStream stream;

        StreamIntSource(InputStream in, int bufferBytes) {
            this.stream = new DataInputStream(new BufferedInputStream(in, bufferBytes));
        }

        @Override
        public int nextInt() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            int value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return value;
        }
    }

    interface SpecParser {
        PipelineSpec parse(IntSource source) throws IOException;
    }

    static final class DependencyListParser implements SpecParser {
        @Override
        public PipelineSpec parse(IntSource source) throws IOException {
            int moduleCount = source.nextInt();
            int dependencyCount = source.nextInt();
            List<Dependency> dependencies = new ArrayList<>(dependencyCount);
            for (int i = 0; i < dependencyCount; i++) {
                dependencies.add(new Dependency(source.nextInt(), source.nextInt()));
            }
            return new PipelineSpec(moduleCount, dependencies);
        }
    }

    /** Decides which of the ready modules is built next. */
    interface ReadyPolicy {
        void offer(int module);

        int take();

        boolean isEmpty();
    }

    /** The smallest-numbered ready module first, which yields the lexicographically smallest order. */
    static final class SmallestFirstPolicy implements ReadyPolicy {
        private final PriorityQueue<Integer> heap = new PriorityQueue<>();

        @Override
        public void offer(int module) {
            heap.add(module);
        }

        @Override
        public int take() {
            return heap.poll();
        }

        @Override
        public boolean isEmpty() {
            return heap.isEmpty();
        }
    }

    interface ReadyPolicyFactory {
        ReadyPolicy create();
    }

    /** The outcome of planning: an order, or the news that none exists. */
    sealed interface BuildPlan permits OrderedPlan, CyclicPlan {}

    record OrderedPlan(int[] order) implements BuildPlan {}

    record CyclicPlan() implements BuildPlan {}

    interface BuildPlanner {
        BuildPlan plan(PipelineSpec spec);
    }

    /** Kahn's algorithm: O((n + m) log n) with a heap policy. */
    static final class KahnPlanner implements BuildPlanner {
        private final ReadyPolicyFactory policyFactory;

        KahnPlanner(ReadyPolicyFactory policyFactory) {
            this.policyFactory = policyFactory;
        }

        @Override
        public BuildPlan plan(PipelineSpec spec) {
            int n = spec.moduleCount();
            List<List<Integer>> dependents = new ArrayList<>(n + 1);
            for (int module = 0; module <= n; module++) dependents.add(new ArrayList<>());
            int[] prerequisitesLeft = new int[n + 1];
            for (Dependency dependency : spec.dependencies()) {
                dependents.get(dependency.before()).add(dependency.after());
                prerequisitesLeft[dependency.after()]++;
            }

            ReadyPolicy ready = policyFactory.create();
            for (int module = 1; module <= n; module++) {
                if (prerequisitesLeft[module] == 0) ready.offer(module);
            }
            int[] order = new int[n];
            int built = 0;
            while (!ready.isEmpty()) {
                int module = ready.take();
                order[built++] = module;
                for (int dependent : dependents.get(module)) {
                    if (--prerequisitesLeft[dependent] == 0) ready.offer(dependent);
                }
            }
            return built == n ? new OrderedPlan(order) : new CyclicPlan();
        }
    }

    interface PlanFormatter {
        String format(BuildPlan plan);
    }

    static final class LineFormatter implements PlanFormatter {
        private final PipelineConfig config;

        LineFormatter(PipelineConfig config) {
            this.config = config;
        }

        @Override
        public String format(BuildPlan plan) {
            if (plan instanceof OrderedPlan ordered) {
                StringBuilder line = new StringBuilder();
                int[] order = ordered.order();
                for (int i = 0; i < order.length; i++) {
                    if (i > 0) line.append(config.separator());
                    line.append(order[i]);
                }
                return line.toString();
            }
            return config.cycleMarker();
        }
    }

    /** Wires parser, planner and formatter together. */
    static final class BuildPipelineApplication {
        private final SpecParser parser;
        private final BuildPlanner planner;
        private final PlanFormatter formatter;

        BuildPipelineApplication(SpecParser parser, BuildPlanner planner, PlanFormatter formatter) {
            this.parser = parser;
            this.planner = planner;
            this.formatter = formatter;
        }

        void run(IntSource source, PrintStream out) throws IOException {
            out.println(formatter.format(planner.plan(parser.parse(source))));
        }
    }

    public static void main(String[] args) throws IOException {
        PipelineConfig config = PipelineConfig.defaults();
        BuildPipelineApplication application = new BuildPipelineApplication(
                new DependencyListParser(),
                new KahnPlanner(SmallestFirstPolicy::new),
                new LineFormatter(config));
        application.run(new StreamIntSource(System.in, config.readBufferBytes()), System.out);
    }
}
