/**
 * Build Pipeline: print the lexicographically smallest build order, or CYCLE.
 */
const fs = require('fs');

const CYCLE_MARKER = 'CYCLE';
const FIRST_MODULE = 1;

/** Contract for a queue of modules whose prerequisites are all built. */
class ReadyQueue {
  push(_module) {
    throw new Error('ReadyQueue.push must be implemented');
  }

  pop() {
    throw new Error('ReadyQueue.pop must be implemented');
  }

  get size() {
    throw new Error('ReadyQueue.size must be implemented');
  }
}

/** A binary min-heap: always yields the smallest-numbered ready module. */
class SmallestFirstQueue extends ReadyQueue {
  constructor() {
    super();
    this.heap = [];
  }

  get size() {
    return this.heap.length;
  }

  push(module) {
    this.heap.push(module);
    this.siftUp(this.heap.length - 1);
  }

  pop() {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  siftUp(index) {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.heap[parent] <= this.heap[index]) return;
      this.swap(parent, index);
      index = parent;
    }
  }

  siftDown(index) {
    for (;;) {
      const smallest = this.smallestOfFamily(index);
      if (smallest === index) return;
      this.swap(index, smallest);
      index = smallest;
    }
  }

  smallestOfFamily(index) {
    let smallest = index;
    for (const child of [2 * index + 1, 2 * index + 2]) {
      if (child < this.heap.length && this.heap[child] < this.heap[smallest]) smallest = child;
    }
    return smallest;
  }

  swap(a, b) {
    [this.heap[a], this.heap[b]] = [this.heap[b], this.heap[a]];
  }
}

/** Modules 1..n and the "a before b" edges between them. */
class DependencyGraph {
  constructor(moduleCount) {
    this.moduleCount = moduleCount;
    this.dependents = Array.from({ length: moduleCount + 1 }, () => []);
    this.inDegree = new Array(moduleCount + 1).fill(0);
  }

  addDependency(before, after) {
    this.dependents[before].push(after);
    this.inDegree[after] += 1;
  }
}

/** Kahn's algorithm, parameterised by the ready-queue policy. */
class BuildPlanner {
  constructor(queueFactory) {
    this.queueFactory = queueFactory;
  }

  plan(graph) {
    const remaining = graph.inDegree.slice();
    const ready = this.queueFactory();
    for (let module = FIRST_MODULE; module <= graph.moduleCount; module++) {
      if (remaining[module] === 0) ready.push(module);
    }
    const order = [];
    while (ready.size > 0) {
      const module = ready.pop();
      order.push(module);
      this.releaseDependents(graph, module, remaining, ready);
    }
    return order.length === graph.moduleCount ? order : null;
  }

  releaseDependents(graph, module, remaining, ready) {
    for (const dependent of graph.dependents[module]) {
      remaining[dependent] -= 1;
      if (remaining[dependent] === 0) ready.push(dependent);
    }
  }
}

/** Turns the raw input text into a DependencyGraph. */
function parseGraph(text) {
  const tokens = text.trim().split(/\s+/).map(Number);
  const [moduleCount, dependencyCount] = tokens;
  const graph = new DependencyGraph(moduleCount);
  for (let index = 0; index < dependencyCount; index++) {
    const offset = 2 + 2 * index;
    graph.addDependency(tokens[offset], tokens[offset + 1]);
  }
  return graph;
}

/** Formats a build order (or its absence) as the required output line. */
function formatResult(order) {
  return order === null ? CYCLE_MARKER : order.join(' ');
}

function main() {
  const graph = parseGraph(fs.readFileSync(0, 'utf8'));
  const planner = new BuildPlanner(() => new SmallestFirstQueue());
  console.log(formatResult(planner.plan(graph)));
}

main();
