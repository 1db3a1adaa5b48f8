const fs = require('fs');

/** A binary min-heap of module numbers. */
class MinHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    items.push(value);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (items[parent] <= items[child]) break;
      [items[parent], items[child]] = [items[child], items[parent]];
      child = parent;
    }
  }

  pop(): number {
    const items = this.items;
    const top = items[0];
    const last = items.pop() as number;
    if (items.length > 0) {
      items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  private siftDown(index: number): void {
    const items = this.items;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < items.length && items[left] < items[smallest]) smallest = left;
      if (right < items.length && items[right] < items[smallest]) smallest = right;
      if (smallest === index) return;
      [items[index], items[smallest]] = [items[smallest], items[index]];
      index = smallest;
    }
  }
}

interface DependencyGraph {
  moduleCount: number;
  dependents: number[][];
  prerequisitesLeft: Int32Array;
}

function parseGraph(input: string): DependencyGraph {
  const numbers = input.split(/\s+/).filter(Boolean).map(Number);
  const [moduleCount, dependencyCount] = numbers;
  const dependents: number[][] = Array.from({ length: moduleCount + 1 }, () => []);
  const prerequisitesLeft = new Int32Array(moduleCount + 1);
  for (let i = 0; i < dependencyCount; i++) {
    const before = numbers[2 + 2 * i];
    const after = numbers[3 + 2 * i];
    dependents[before].push(after);
    prerequisitesLeft[after]++;
  }
  return { moduleCount, dependents, prerequisitesLeft };
}

/** Kahn's algorithm, always taking the smallest ready module; null when a cycle blocks some modules. */
function smallestBuildOrder(graph: DependencyGraph): number[] | null {
  const { moduleCount, dependents, prerequisitesLeft } = graph;
  const ready = new MinHeap();
  for (let module = 1; module <= moduleCount; module++) {
    if (prerequisitesLeft[module] === 0) ready.push(module);
  }
  const order: number[] = [];
  while (ready.size > 0) {
    const module = ready.pop();
    order.push(module);
    for (const dependent of dependents[module]) {
      prerequisitesLeft[dependent]--;
      if (prerequisitesLeft[dependent] === 0) ready.push(dependent);
    }
  }
  return order.length === moduleCount ? order : null;
}

const order = smallestBuildOrder(parseGraph(fs.readFileSync(0, 'utf8')));
console.log(order === null ? 'CYCLE' : order.join(' '));
