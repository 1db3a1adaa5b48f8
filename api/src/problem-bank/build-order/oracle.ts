import { joinLines, TokenReader } from '../token-reader.js';

interface Pipeline {
  readonly modules: number;
  readonly buildTimes: number[];
  readonly dependents: number[][];
  readonly prerequisites: number[][];
}

function readPipeline(input: string, timed: boolean): Pipeline {
  const reader = new TokenReader(input);
  const modules = reader.int();
  const dependencyCount = reader.int();
  const buildTimes = [0, ...Array.from({ length: modules }, () => (timed ? reader.int() : 1))];
  const dependents = Array.from({ length: modules + 1 }, (): number[] => []);
  const prerequisites = Array.from({ length: modules + 1 }, (): number[] => []);
  for (let i = 0; i < dependencyCount; i += 1) {
    const before = reader.int();
    const after = reader.int();
    dependents[before]?.push(after);
    prerequisites[after]?.push(before);
  }
  return { modules, buildTimes, dependents, prerequisites };
}

/** Min-heap of module numbers. */
class ModuleHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    items.push(value);
    let i = items.length - 1;
    while (i > 0 && (items[(i - 1) >> 1] ?? 0) > value) {
      items[i] = items[(i - 1) >> 1] ?? 0;
      i = (i - 1) >> 1;
    }
    items[i] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0] ?? 0;
    const last = items.pop() ?? 0;
    if (items.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const child =
          left + 1 < items.length && (items[left + 1] ?? 0) < (items[left] ?? 0) ? left + 1 : left;
        if ((items[child] ?? 0) >= last) break;
        items[i] = items[child] ?? 0;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

/** Kahn's algorithm always taking the smallest ready module; undefined when there is a cycle. */
function smallestOrder(pipeline: Pipeline): number[] | undefined {
  const waitingOn = pipeline.prerequisites.map((list) => list.length);
  const ready = new ModuleHeap();
  for (let module = 1; module <= pipeline.modules; module += 1)
    if (waitingOn[module] === 0) ready.push(module);
  const order: number[] = [];
  while (ready.size > 0) {
    const module = ready.pop();
    order.push(module);
    for (const next of pipeline.dependents[module] ?? []) {
      waitingOn[next] = (waitingOn[next] ?? 0) - 1;
      if (waitingOn[next] === 0) ready.push(next);
    }
  }
  return order.length === pipeline.modules ? order : undefined;
}

function schedule(pipeline: Pipeline, order: readonly number[]) {
  const earliestFinish = new Array<number>(pipeline.modules + 1).fill(0);
  for (const module of order) {
    const start = (pipeline.prerequisites[module] ?? []).reduce(
      (latest, prerequisite) => Math.max(latest, earliestFinish[prerequisite] ?? 0),
      0,
    );
    earliestFinish[module] = start + (pipeline.buildTimes[module] ?? 0);
  }
  const total = earliestFinish.reduce((most, finish) => Math.max(most, finish), 0);
  const latestFinish = new Array<number>(pipeline.modules + 1).fill(total);
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const module = order[i] ?? 0;
    for (const next of pipeline.dependents[module] ?? []) {
      const latestStartOfNext = (latestFinish[next] ?? 0) - (pipeline.buildTimes[next] ?? 0);
      latestFinish[module] = Math.min(latestFinish[module] ?? 0, latestStartOfNext);
    }
  }
  const critical = order
    .filter((module) => latestFinish[module] === earliestFinish[module])
    .sort((a, b) => a - b);
  return { total, critical };
}

export function solveLevel1(input: string): string {
  const order = smallestOrder(readPipeline(input, false));
  return order === undefined ? 'CYCLE\n' : joinLines([order.join(' ')]);
}

export function solveLevel2(input: string): string {
  const pipeline = readPipeline(input, true);
  const order = smallestOrder(pipeline);
  if (order === undefined) return 'CYCLE\n';
  return joinLines([order.join(' '), schedule(pipeline, order).total]);
}

export function solveLevel3(input: string): string {
  const pipeline = readPipeline(input, true);
  const order = smallestOrder(pipeline);
  if (order === undefined) return 'CYCLE\n';
  const { total, critical } = schedule(pipeline, order);
  return joinLines([order.join(' '), total, critical.join(' ')]);
}
