const fs = require('fs');

type HubId = number;

interface Road {
  readonly from: HubId;
  readonly to: HubId;
}

interface RoutingRequest {
  readonly hubCount: number;
  readonly roads: readonly Road[];
  readonly origin: HubId;
  readonly destination: HubId;
}

/** Outcome of a route query: reachable with a road count, or not at all. */
type RouteOutcome = { readonly reachable: true; readonly roadCount: number } | { readonly reachable: false };

interface Graph {
  readonly size: number;
  neighboursOf(hub: HubId): Iterable<HubId>;
}

interface GraphBuilder {
  build(hubCount: number, roads: readonly Road[]): Graph;
}

class AdjacencyListGraph implements Graph {
  constructor(private readonly lists: readonly HubId[][]) {}

  get size(): number {
    return this.lists.length - 1;
  }

  neighboursOf(hub: HubId): Iterable<HubId> {
    return this.lists[hub];
  }
}

class UndirectedGraphBuilder implements GraphBuilder {
  build(hubCount: number, roads: readonly Road[]): Graph {
    const lists: HubId[][] = Array.from({ length: hubCount + 1 }, () => []);
    for (const { from, to } of roads) {
      lists[from].push(to);
      lists[to].push(from);
    }
    return new AdjacencyListGraph(lists);
  }
}

interface ShortestPathStrategy {
  shortest(graph: Graph, origin: HubId, destination: HubId): RouteOutcome;
}

/** Every road costs the same, so breadth-first order is shortest-first. */
class BreadthFirstStrategy implements ShortestPathStrategy {
  private static readonly UNVISITED = -1;

  shortest(graph: Graph, origin: HubId, destination: HubId): RouteOutcome {
    const distance = new Int32Array(graph.size + 1).fill(BreadthFirstStrategy.UNVISITED);
    const frontier = new Int32Array(graph.size + 1);
    let head = 0;
    let tail = 0;
    distance[origin] = 0;
    frontier[tail++] = origin;
    while (head < tail) {
      const hub = frontier[head++];
      for (const neighbour of graph.neighboursOf(hub)) {
        if (distance[neighbour] !== BreadthFirstStrategy.UNVISITED) continue;
        distance[neighbour] = distance[hub] + 1;
        frontier[tail++] = neighbour;
      }
    }
    const roads = distance[destination];
    return roads === BreadthFirstStrategy.UNVISITED ? { reachable: false } : { reachable: true, roadCount: roads };
  }
}

interface OutcomePresenter {
  present(outcome: RouteOutcome): string;
}

class PlainNumberPresenter implements OutcomePresenter {
  constructor(private readonly unreachableText: string) {}

  present(outcome: RouteOutcome): string {
    return outcome.reachable ? String(outcome.roadCount) : this.unreachableText;
  }
}

class RoutingRequestParser {
  parse(raw: string): RoutingRequest {
    const numbers = raw.split(/\s+/).filter(Boolean).map(Number);
    const [hubCount, roadCount] = numbers;
    const roads: Road[] = [];
    for (let i = 0; i < roadCount; i++) roads.push({ from: numbers[2 + 2 * i], to: numbers[3 + 2 * i] });
    return { hubCount, roads, origin: 1, destination: hubCount };
  }
}

class CourierRoutingService {
  constructor(
    private readonly parser: RoutingRequestParser,
    private readonly graphBuilder: GraphBuilder,
    private readonly strategy: ShortestPathStrategy,
    private readonly presenter: OutcomePresenter,
  ) {}

  answer(raw: string): string {
    const request = this.parser.parse(raw);
    const graph = this.graphBuilder.build(request.hubCount, request.roads);
    return this.presenter.present(this.strategy.shortest(graph, request.origin, request.destination));
  }
}

const service = new CourierRoutingService(
  new RoutingRequestParser(),
  new UndirectedGraphBuilder(),
  new BreadthFirstStrategy(),
  new PlainNumberPresenter('-1'),
);
console.log(service.answer(fs.readFileSync(0, 'utf8')));
