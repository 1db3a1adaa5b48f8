const fs = require('fs');

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
      if (items[parent] <= items[child]) break;
      [items[parent], items[child]] = [items[child], items[parent]];
      child = parent;
    }
  }

  pop() {
    if (this.items.length === 0) {
      throw new Error('pop from an empty heap');
    }
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  siftDown(index) {
    const items = this.items;
    while (true) {
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

function readGraph(text) {
  const numbers = text.trim().split(/\s+/).map(Number);
  const [n, m] = numbers;
  const dependents = Array.from({ length: n + 1 }, () => []);
  const prerequisitesLeft = new Array(n + 1).fill(0);
  for (let i = 0; i < m; i++) {
    const before = numbers[2 + 2 * i];
    const after = numbers[3 + 2 * i];
    dependents[before].push(after);
    prerequisitesLeft[after]++;
  }
  return { n, dependents, prerequisitesLeft };
}

function smallestBuildOrder({ n, dependents, prerequisitesLeft }) {
  const ready = new MinHeap();
  for (let module = 1; module <= n; module++) {
    if (prerequisitesLeft[module] === 0) ready.push(module);
  }
  const order = [];
  for (let step = 0; step < n; step++) {
    const module = ready.pop();
    order.push(module);
    for (const dependent of dependents[module]) {
      prerequisitesLeft[dependent]--;
      if (prerequisitesLeft[dependent] === 0) ready.push(dependent);
    }
  }
  return order;
}

function hasCycle({ prerequisitesLeft }) {
  return prerequisitesLeft.some((count) => count > 0);
}

const graph = readGraph(fs.readFileSync(0, 'utf8'));
const order = smallestBuildOrder(graph);
console.log(hasCycle(graph) ? 'CYCLE' : order.join(' '));
