"""Build Pipeline: print the lexicographically smallest build order, or CYCLE."""
import heapq
import sys
from abc import ABC, abstractmethod

CYCLE_MARKER = "CYCLE"
FIRST_MODULE = 1


class ReadyQueue(ABC):
    """Holds the modules whose prerequisites are all built."""

    @abstractmethod
    def push(self, module):
        """Mark a module as ready to build."""

    @abstractmethod
    def pop(self):
        """Remove and return the next module to build."""

    @abstractmethod
    def __len__(self):
        """How many modules are ready."""


class SmallestFirstQueue(ReadyQueue):
    """A ready queue that always yields the smallest-numbered module."""

    def __init__(self):
        self._heap = []

    def push(self, module):
        heapq.heappush(self._heap, module)

    def pop(self):
        return heapq.heappop(self._heap)

    def __len__(self):
        return len(self._heap)


class DependencyGraph:
    """Modules 1..n and the 'a before b' edges between them."""

    def __init__(self, module_count):
        self.module_count = module_count
        self.dependents = [[] for _ in range(module_count + 1)]
        self.in_degree = [0] * (module_count + 1)

    def add_dependency(self, before, after):
        self.dependents[before].append(after)
        self.in_degree[after] += 1

    def modules(self):
        return range(FIRST_MODULE, self.module_count + 1)


class BuildPlanner:
    """Kahn's algorithm, parameterised by the ready-queue policy."""

    def __init__(self, queue_factory):
        self._queue_factory = queue_factory

    def plan(self, graph):
        remaining = list(graph.in_degree)
        ready = self._queue_factory()
        for module in graph.modules():
            if remaining[module] == 0:
                ready.push(module)
        order = []
        while len(ready) > 0:
            module = ready.pop()
            order.append(module)
            self._release_dependents(graph, module, remaining, ready)
        return order if len(order) == graph.module_count else None

    @staticmethod
    def _release_dependents(graph, module, remaining, ready):
        for dependent in graph.dependents[module]:
            remaining[dependent] -= 1
            if remaining[dependent] == 0:
                ready.push(dependent)


class InputParser:
    """Turns the raw token stream into a DependencyGraph."""

    @staticmethod
    def parse(tokens):
        module_count, dependency_count = int(tokens[0]), int(tokens[1])
        graph = DependencyGraph(module_count)
        for index in range(dependency_count):
            offset = 2 + 2 * index
            graph.add_dependency(int(tokens[offset]), int(tokens[offset + 1]))
        return graph


class ResultFormatter:
    """Formats a build order (or its absence) as the required output line."""

    @staticmethod
    def format(order):
        if order is None:
            return CYCLE_MARKER
        return " ".join(map(str, order))


def main():
    graph = InputParser.parse(sys.stdin.buffer.read().split())
    planner = BuildPlanner(queue_factory=SmallestFirstQueue)
    print(ResultFormatter.format(planner.plan(graph)))


if __name__ == "__main__":
    main()
