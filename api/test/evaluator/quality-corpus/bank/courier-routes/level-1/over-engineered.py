"""Finds the fewest roads a parcel travels from hub 1 to hub n (-1 when hub n is unreachable)."""
import sys
from abc import ABC, abstractmethod
from collections import deque
from dataclasses import dataclass
from typing import List, Optional

SOURCE_HUB = 1
UNREACHABLE = -1


@dataclass(frozen=True)
class DeliveryRequest:
    """Which hubs the parcel travels between."""

    source: int
    destination: int


class RoadNetwork:
    """An undirected multigraph of hubs 1..n; self-loops and repeated roads are allowed."""

    def __init__(self, hub_count: int):
        self.hub_count = hub_count
        self._neighbours: List[List[int]] = [[] for _ in range(hub_count + 1)]

    def add_road(self, first: int, second: int) -> None:
        self._neighbours[first].append(second)
        self._neighbours[second].append(first)

    def neighbours(self, hub: int) -> List[int]:
        return self._neighbours[hub]


class NetworkParser:
    """Builds the road network from 'n m' followed by m lines 'u v'."""

    def parse(self, raw: bytes) -> RoadNetwork:
        tokens = raw.split()
        hub_count, road_count = int(tokens[0]), int(tokens[1])
        network = RoadNetwork(hub_count)
        ends = [int(token) for token in tokens[2:2 + 2 * road_count]]
        for first, second in zip(ends[0::2], ends[1::2]):
            network.add_road(first, second)
        return network


class RoutePlanner(ABC):
    """Strategy: how many roads separate the request's hubs."""

    @abstractmethod
    def fewest_roads(self, network: RoadNetwork, request: DeliveryRequest) -> Optional[int]:
        """The number of roads on a shortest route, or None when there is none."""


class BreadthFirstPlanner(RoutePlanner):
    """Every road costs the same, so breadth-first search reaches each hub by a shortest route."""

    def fewest_roads(self, network: RoadNetwork, request: DeliveryRequest) -> Optional[int]:
        distance: List[Optional[int]] = [None] * (network.hub_count + 1)
        distance[request.source] = 0
        frontier = deque([request.source])
        while frontier:
            hub = frontier.popleft()
            for neighbour in network.neighbours(hub):
                if distance[neighbour] is None:
                    distance[neighbour] = distance[hub] + 1
                    frontier.append(neighbour)
        return distance[request.destination]


class CourierService:
    """Answers a delivery request with the configured planner."""

    def __init__(self, planner: RoutePlanner):
        self._planner = planner

    def quote(self, network: RoadNetwork) -> int:
        request = DeliveryRequest(SOURCE_HUB, network.hub_count)
        roads = self._planner.fewest_roads(network, request)
        return UNREACHABLE if roads is None else roads


def main() -> None:
    network = NetworkParser().parse(sys.stdin.buffer.read())
    print(CourierService(BreadthFirstPlanner()).quote(network))


if __name__ == "__main__":
    main()
