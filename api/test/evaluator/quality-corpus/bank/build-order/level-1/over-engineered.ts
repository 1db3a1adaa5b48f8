const fs = require('fs');

// ---- configuration -------------------------------------------------------
interface BuildPlannerConfig {
  readonly cycleMarker: string;
  readonly separator: string;
}

const DEFAULT_CONFIG: BuildPlannerConfig = { cycleMarker: 'CYCLE', separator: ' ' };

// ---- domain ----------------------------------------------------------------
type ModuleId = number;

interface Dependency {
  readonly prerequisite: ModuleId;
  readonly dependent: ModuleId;
}

interface BuildPlanRequest {
  readonly moduleCount: number;
  readonly dependencies: readonly Dependency[];
}

type BuildPlan = { readonly kind: 'ordered'; readonly order: ModuleId[] } | { readonly kind: 'cyclic' };

// ---- ready-set abstraction --------------------------------------------------
interface ReadyQueue<T> {
  enqueue(item: T): void;
  dequeue(): T;
  readonly isEmpty: boolean;
}

interface Comparator<T> {
  compare(a: T, b: T): number;
}

class AscendingNumberComparator implements Comparator<number> {
  compare(a: number, b: number): number {
    return a - b;
  }
}

class BinaryHeapQueue<T> implements ReadyQueue<T> {
  private readonly items: T[] = [];

  constructor(private readonly comparator: Comparator<T>) {}

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  enqueue(item: T): void {
    this.items.push(item);
    this.bubbleUp(this.items.length - 1);
  }

  dequeue(): T {
    const top = this.items[0];
    const last = this.items.pop() as T;
    if (this.items.length > 0) {
      this.items[0] = last;
      this.bubbleDown(0);
    }
    return top;
  }

  private before(i: number, j: number): boolean {
    return this.comparator.compare(this.items[i], this.items[j]) < 0;
  }

  private swap(i: number, j: number): void {
    [this.items[i], this.items[j]] = [this.items[j], this.items[i]];
  }

  private bubbleUp(index: number): void {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(index, parent)) return;
      this.swap(index, parent);
      index = parent;
    }
  }

  private bubbleDown(index: number): void {
    const size = this.items.length;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let best = index;
      if (left < size && this.before(left, best)) best = left;
      if (right < size && this.before(right, best)) best = right;
      if (best === index) return;
      this.swap(index, best);
      index = best;
    }
  }
}

interface ReadyQueueFactory {
  create(): ReadyQueue<ModuleId>;
}

class SmallestFirstQueueFactory implements ReadyQueueFactory {
  create(): ReadyQueue<ModuleId> {
    return new BinaryHeapQueue<ModuleId>(new AscendingNumberComparator());
  }
}

// ---- graph -------------------------------------------------------------------
class DependencyGraph {
  private readonly dependents: ModuleId[][];
  private readonly inDegree: Int32Array;

  private constructor(readonly moduleCount: number) {
    this.dependents = Array.from({ length: moduleCount + 1 }, () => []);
    this.inDegree = new Int32Array(moduleCount + 1);
  }

  static from(request: BuildPlanRequest): DependencyGraph {
    const graph = new DependencyGraph(request.moduleCount);
    for (const dependency of request.dependencies) graph.addDependency(dependency);
    return graph;
  }

  private addDependency({ prerequisite, dependent }: Dependency): void {
    this.dependents[prerequisite].push(dependent);
    this.inDegree[dependent]++;
  }

  snapshotInDegrees(): Int32Array {
    return this.inDegree.slice();
  }

  dependentsOf(module: ModuleId): readonly ModuleId[] {
    return this.dependents[module];
  }
}

// ---- planning strategy -------------------------------------------------------
interface BuildPlanningStrategy {
  plan(graph: DependencyGraph): BuildPlan;
}

/** Kahn's algorithm; the queue factory decides which ready module goes first. */
class KahnPlanningStrategy implements BuildPlanningStrategy {
  constructor(private readonly queueFactory: ReadyQueueFactory) {}

  plan(graph: DependencyGraph): BuildPlan {
    const remaining = graph.snapshotInDegrees();
    const ready = this.queueFactory.create();
    for (let module = 1; module <= graph.moduleCount; module++) {
      if (remaining[module] === 0) ready.enqueue(module);
    }
    const order: ModuleId[] = [];
    while (!ready.isEmpty) {
      const module = ready.dequeue();
      order.push(module);
      for (const dependent of graph.dependentsOf(module)) {
        remaining[dependent]--;
        if (remaining[dependent] === 0) ready.enqueue(dependent);
      }
    }
    return order.length === graph.moduleCount ? { kind: 'ordered', order } : { kind: 'cyclic' };
  }
}

// ---- I/O adapters ------------------------------------------------------------
interface InputParser<T> {
  parse(raw: string): T;
}

class WhitespaceBuildPlanParser implements InputParser<BuildPlanRequest> {
  parse(raw: string): BuildPlanRequest {
    const numbers = raw.split(/\s+/).filter(Boolean).map(Number);
    const [moduleCount, dependencyCount] = numbers;
    const dependencies: Dependency[] = [];
    for (let i = 0; i < dependencyCount; i++) {
      dependencies.push({ prerequisite: numbers[2 + 2 * i], dependent: numbers[3 + 2 * i] });
    }
    return { moduleCount, dependencies };
  }
}

interface PlanFormatter {
  format(plan: BuildPlan): string;
}

class ConsolePlanFormatter implements PlanFormatter {
  constructor(private readonly config: BuildPlannerConfig) {}

  format(plan: BuildPlan): string {
    return plan.kind === 'cyclic' ? this.config.cycleMarker : plan.order.join(this.config.separator);
  }
}

// ---- application -------------------------------------------------------------
class BuildPlannerApplication {
  constructor(
    private readonly parser: InputParser<BuildPlanRequest>,
    private readonly strategy: BuildPlanningStrategy,
    private readonly formatter: PlanFormatter,
  ) {}

  run(raw: string): string {
    const graph = DependencyGraph.from(this.parser.parse(raw));
    return this.formatter.format(this.strategy.plan(graph));
  }
}

const application = new BuildPlannerApplication(
  new WhitespaceBuildPlanParser(),
  new KahnPlanningStrategy(new SmallestFirstQueueFactory()),
  new ConsolePlanFormatter(DEFAULT_CONFIG),
);
process.stdout.write(application.run(fs.readFileSync(0, 'utf8')) + '\n');
