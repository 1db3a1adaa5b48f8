'use strict';
// Finds the fewest roads a parcel must travel from hub 1 to hub n (-1 when hub n is unreachable).
const fs = require('fs');

const SOURCE_HUB = 1;
const UNREACHABLE = -1;

/** Which hubs the parcel travels between. */
class DeliveryRequest {
  constructor(source, destination) {
    this.source = source;
    this.destination = destination;
  }
}

/** An undirected multigraph of hubs 1..n; self-loops and repeated roads are allowed. */
class RoadNetwork {
  constructor(hubCount) {
    this.hubCount = hubCount;
    this.adjacency = Array.from({ length: hubCount + 1 }, () => []);
  }

  addRoad(first, second) {
    this.adjacency[first].push(second);
    this.adjacency[second].push(first);
  }

  neighbours(hub) {
    return this.adjacency[hub];
  }
}

/** Builds the road network from 'n m' followed by m lines 'u v'. */
class NetworkParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    const [hubCount, roadCount] = tokens;
    const network = new RoadNetwork(hubCount);
    for (let road = 0; road < roadCount; road++) {
      network.addRoad(tokens[2 + 2 * road], tokens[3 + 2 * road]);
    }
    return network;
  }
}

/** Strategy: how many roads separate the request's hubs (null when none). */
class RoutePlanner {
  fewestRoads(network, request) {
    throw new Error(`${this.constructor.name} must implement fewestRoads(${request.source})`);
  }
}

/** Every road costs the same, so breadth-first search reaches each hub by a shortest route. */
class BreadthFirstPlanner extends RoutePlanner {
  fewestRoads(network, request) {
    const distance = new Int32Array(network.hubCount + 1).fill(UNREACHABLE);
    distance[request.source] = 0;
    const frontier = [request.source];
    for (let head = 0; head < frontier.length; head++) {
      const hub = frontier[head];
      for (const neighbour of network.neighbours(hub)) {
        if (distance[neighbour] !== UNREACHABLE) continue;
        distance[neighbour] = distance[hub] + 1;
        frontier.push(neighbour);
      }
    }
    return distance[request.destination] === UNREACHABLE ? null : distance[request.destination];
  }
}

/** Answers a delivery request with the configured planner. */
class CourierService {
  constructor(planner) {
    this.planner = planner;
  }

  quote(network) {
    const request = new DeliveryRequest(SOURCE_HUB, network.hubCount);
    const roads = this.planner.fewestRoads(network, request);
    return roads === null ? UNREACHABLE : roads;
  }
}

function main() {
  const network = new NetworkParser().parse(fs.readFileSync(0, 'utf8'));
  console.log(String(new CourierService(new BreadthFirstPlanner()).quote(network)));
}

main();
