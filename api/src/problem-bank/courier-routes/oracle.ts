import { TokenReader } from '../token-reader.js';

const ROUTE_COUNT_MODULUS = 1_000_000_007;

interface Road {
  readonly to: number;
  readonly minutes: number;
}

function readNetwork(input: string, weighted: boolean): { hubs: number; roads: Road[][] } {
  const reader = new TokenReader(input);
  const hubs = reader.int();
  const roadCount = reader.int();
  const roads = Array.from({ length: hubs + 1 }, (): Road[] => []);
  for (let i = 0; i < roadCount; i += 1) {
    const u = reader.int();
    const v = reader.int();
    const minutes = weighted ? reader.int() : 1;
    roads[u]?.push({ to: v, minutes });
    roads[v]?.push({ to: u, minutes });
  }
  return { hubs, roads };
}

/** Binary min-heap of [distance, hub] pairs. */
class MinHeap {
  private readonly items: [number, number][] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: [number, number]): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((items[parent]?.[0] ?? 0) <= item[0]) break;
      items[i] = items[parent] as [number, number];
      i = parent;
    }
    items[i] = item;
  }

  pop(): [number, number] {
    const items = this.items;
    const top = items[0] as [number, number];
    const last = items.pop() as [number, number];
    if (items.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child =
          right < items.length && (items[right]?.[0] ?? 0) < (items[left]?.[0] ?? 0) ? right : left;
        if ((items[child]?.[0] ?? 0) >= last[0]) break;
        items[i] = items[child] as [number, number];
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

/** Dijkstra from hub 1, counting shortest routes modulo 1e9+7 along the way. */
function fastestRoutes(hubs: number, roads: Road[][]): { minutes: number; routes: number } {
  const distance = new Array<number>(hubs + 1).fill(Number.POSITIVE_INFINITY);
  const routes = new Array<number>(hubs + 1).fill(0);
  distance[1] = 0;
  routes[1] = 1;
  const heap = new MinHeap();
  heap.push([0, 1]);
  while (heap.size > 0) {
    const [reached, hub] = heap.pop();
    if (reached > (distance[hub] ?? 0)) continue;
    for (const road of roads[hub] ?? []) {
      const candidate = reached + road.minutes;
      const known = distance[road.to] ?? 0;
      if (candidate < known) {
        distance[road.to] = candidate;
        routes[road.to] = routes[hub] ?? 0;
        heap.push([candidate, road.to]);
      } else if (candidate === known) {
        routes[road.to] = ((routes[road.to] ?? 0) + (routes[hub] ?? 0)) % ROUTE_COUNT_MODULUS;
      }
    }
  }
  const minutes = distance[hubs] ?? Number.POSITIVE_INFINITY;
  return { minutes: Number.isFinite(minutes) ? minutes : -1, routes: routes[hubs] ?? 0 };
}

export function solveLevel1(input: string): string {
  const { hubs, roads } = readNetwork(input, false);
  const hops = new Array<number>(hubs + 1).fill(-1);
  hops[1] = 0;
  const queue = [1];
  for (let head = 0; head < queue.length; head += 1) {
    const hub = queue[head] ?? 0;
    for (const road of roads[hub] ?? []) {
      if (hops[road.to] !== -1) continue;
      hops[road.to] = (hops[hub] ?? 0) + 1;
      queue.push(road.to);
    }
  }
  return `${hops[hubs]}\n`;
}

export function solveLevel2(input: string): string {
  const { hubs, roads } = readNetwork(input, true);
  return `${fastestRoutes(hubs, roads).minutes}\n`;
}

export function solveLevel3(input: string): string {
  const { hubs, roads } = readNetwork(input, true);
  const { minutes, routes } = fastestRoutes(hubs, roads);
  return `${minutes} ${routes}\n`;
}
