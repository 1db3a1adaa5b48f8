import heapq
import sys

SIZE_FOR_VEHICLE = {"BIKE": "SMALL", "CAR": "MEDIUM", "TRUCK": "LARGE"}


class Spot:
    def __init__(self, floor, number, size):
        self.floor = floor
        self.number = number
        self.size = size

    def __lt__(self, other):
        return (self.floor, self.number) < (other.floor, other.number)

    def label(self):
        return f"{self.floor}-{self.number}"


class Floor:
    def __init__(self, number, small, medium, large):
        self.number = number
        self.spot_numbers = {
            "SMALL": range(1, small + 1),
            "MEDIUM": range(small + 1, small + medium + 1),
            "LARGE": range(small + medium, small + medium + large),
        }

    def spots(self):
        for size, numbers in self.spot_numbers.items():
            for spot_number in numbers:
                yield Spot(self.number, spot_number, size)


class Garage:
    def __init__(self):
        self.floors = []
        self.free_spots = {"SMALL": [], "MEDIUM": [], "LARGE": []}
        self.parked = {}

    def add_floor(self, small, medium, large):
        floor = Floor(len(self.floors) + 1, small, medium, large)
        self.floors.append(floor)
        for spot in floor.spots():
            heapq.heappush(self.free_spots[spot.size], spot)
        return f"FLOOR {floor.number}"

    def park(self, plate, vehicle_type):
        if plate in self.parked:
            return "ALREADY_PARKED"
        free = self.free_spots[SIZE_FOR_VEHICLE[vehicle_type]]
        if not free:
            return "FULL"
        spot = heapq.heappop(free)
        self.parked[plate] = spot
        return f"PARKED {plate} {spot.label()}"

    def leave(self, plate):
        spot = self.parked.pop(plate, None)
        if spot is None:
            return "NOT_FOUND"
        heapq.heappush(self.free_spots[spot.size], spot)
        return f"LEFT {plate} {spot.label()}"

    def where(self, plate):
        spot = self.parked.get(plate)
        return spot.label() if spot else "NOT_FOUND"

    def free_count(self, size):
        return str(len(self.free_spots[size]))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    garage = Garage()
    results = []
    for line in lines[1:n + 1]:
        command, *args = line.split()
        if command == "ADD_FLOOR":
            results.append(garage.add_floor(*map(int, args)))
        elif command == "PARK":
            results.append(garage.park(args[0], args[1]))
        elif command == "LEAVE":
            results.append(garage.leave(args[0]))
        elif command == "WHERE":
            results.append(garage.where(args[0]))
        elif command == "FREE":
            results.append(garage.free_count(args[0]))
    sys.stdout.write("\n".join(results) + "\n")


main()
