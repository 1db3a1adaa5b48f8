"""Multi-Level Parking Garage, level 1."""
import heapq
import sys
from abc import ABC, abstractmethod
from enum import Enum

FIRST_FLOOR_NUMBER = 1
FIRST_SPOT_NUMBER = 1


class SpotSize(Enum):
    SMALL = "SMALL"
    MEDIUM = "MEDIUM"
    LARGE = "LARGE"


class Vehicle(ABC):
    """A vehicle knows which spot size it needs."""

    def __init__(self, plate):
        self.plate = plate

    @property
    @abstractmethod
    def required_size(self):
        """The SpotSize this vehicle parks in."""


class Bike(Vehicle):
    required_size = SpotSize.SMALL


class Car(Vehicle):
    required_size = SpotSize.MEDIUM


class Truck(Vehicle):
    required_size = SpotSize.LARGE


class VehicleFactory:
    """Creates the right Vehicle subclass from its type name."""

    _TYPES = {"BIKE": Bike, "CAR": Car, "TRUCK": Truck}

    @classmethod
    def create(cls, plate, type_name):
        return cls._TYPES[type_name](plate)


class ParkingSpot:
    __slots__ = ("floor_number", "spot_number", "size", "sort_key")

    def __init__(self, floor_number, spot_number, size):
        self.floor_number = floor_number
        self.spot_number = spot_number
        self.size = size
        self.sort_key = (floor_number, spot_number)

    def __str__(self):
        return f"{self.floor_number}-{self.spot_number}"


class Floor:
    """A floor's spots: small first, then medium, then large."""

    def __init__(self, number, counts_by_size):
        self.number = number
        self.spots = self._build_spots(counts_by_size)

    def _build_spots(self, counts_by_size):
        spots = []
        for size in SpotSize:
            for _ in range(counts_by_size[size]):
                spots.append(ParkingSpot(self.number, FIRST_SPOT_NUMBER + len(spots), size))
        return spots


class SpotAllocator(ABC):
    """Decides which free spot a vehicle gets."""

    @abstractmethod
    def release(self, spot):
        """Make a spot available again."""

    @abstractmethod
    def acquire(self, size):
        """Take a free spot of the given size, or return None."""

    @abstractmethod
    def free_count(self, size):
        """How many spots of the given size are free."""


class LowestSpotAllocator(SpotAllocator):
    """Lowest floor first, then lowest spot number: one min-heap per size."""

    def __init__(self):
        self._free = {size: [] for size in SpotSize}

    def release(self, spot):
        heapq.heappush(self._free[spot.size], (spot.sort_key, spot))

    def acquire(self, size):
        heap = self._free[size]
        return heapq.heappop(heap)[1] if heap else None

    def free_count(self, size):
        return len(self._free[size])


class Garage:
    def __init__(self, allocator):
        self._allocator = allocator
        self._floors = []
        self._parked = {}

    def add_floor(self, counts_by_size):
        floor = Floor(FIRST_FLOOR_NUMBER + len(self._floors), counts_by_size)
        self._floors.append(floor)
        for spot in floor.spots:
            self._allocator.release(spot)
        return f"FLOOR {floor.number}"

    def park(self, vehicle):
        if vehicle.plate in self._parked:
            return "ALREADY_PARKED"
        spot = self._allocator.acquire(vehicle.required_size)
        if spot is None:
            return "FULL"
        self._parked[vehicle.plate] = spot
        return f"PARKED {vehicle.plate} {spot}"

    def leave(self, plate):
        spot = self._parked.pop(plate, None)
        if spot is None:
            return "NOT_FOUND"
        self._allocator.release(spot)
        return f"LEFT {plate} {spot}"

    def locate(self, plate):
        spot = self._parked.get(plate)
        return "NOT_FOUND" if spot is None else str(spot)

    def free_count(self, size):
        return str(self._allocator.free_count(size))


class CommandDispatcher:
    """Maps each command word to the Garage operation that serves it."""

    def __init__(self, garage):
        self._handlers = {
            "ADD_FLOOR": lambda args: garage.add_floor(dict(zip(SpotSize, map(int, args)))),
            "PARK": lambda args: garage.park(VehicleFactory.create(args[0], args[1])),
            "LEAVE": lambda args: garage.leave(args[0]),
            "WHERE": lambda args: garage.locate(args[0]),
            "FREE": lambda args: garage.free_count(SpotSize(args[0])),
        }

    def dispatch(self, line):
        command, *args = line.split()
        return self._handlers[command](args)


def main():
    lines = sys.stdin.read().split("\n")
    command_count = int(lines[0])
    dispatcher = CommandDispatcher(Garage(LowestSpotAllocator()))
    output = [dispatcher.dispatch(line) for line in lines[1:command_count + 1]]
    sys.stdout.write("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
