const fs = require('fs');

/** A binary min-heap of module numbers. */
class MinHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  push(value) {
    const items = this.items;
    items.push(value);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (items[parent] <= value) break;
      items[child] = items[parent];
      child = parent;
    }
    items[child] = value;
  }

  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) this.siftDown(last);
    return top;
  }

  /** Places `value` from the root downwards, moving smaller children up. */
  siftDown(value) {
    const items = this.items;
    const size = items.length;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= size) break;
      if (child + 1 < size && items[child + 1] < items[child]) child++;
      if (items[child] >= value) break;
      items[index] = items[child];
      index = child;
    }
    items[index] = value;
  }
}

function readDependencies(text) {
  const numbers = text.split(/\s+/).filter(Boolean).map(Number);
  const [moduleCount, dependencyCount] = numbers;
  const dependents = Array.from({ length: moduleCount + 1 }, () => []);
  const prerequisitesLeft = new Int32Array(moduleCount + 1);
  for (let i = 0; i < dependencyCount; i++) {
    const before = numbers[2 + 2 * i];
    const after = numbers[3 + 2 * i];
    dependents[before].push(after);
    prerequisitesLeft[after]++;
  }
  return { moduleCount, dependents, prerequisitesLeft };
}

/**
 * Kahn's algorithm, always taking the smallest ready module.
 * Returns null when some modules never become ready (a cycle).
 */
function smallestBuildOrder({ moduleCount, dependents, prerequisitesLeft }) {
  const ready = new MinHeap();
  for (let module = 1; module <= moduleCount; module++) {
    if (prerequisitesLeft[module] === 0) ready.push(module);
  }
  const order = [];
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

const order = smallestBuildOrder(readDependencies(fs.readFileSync(0, 'utf8')));
process.stdout.write((order === null ? 'CYCLE' : order.join(' ')) + '\n');
