import heapq
import sys

GROUND_FLOOR = 0
SIZES = ("SMALL", "MEDIUM", "LARGE")
SIZE_FOR_VEHICLE = {"BIKE": "SMALL", "CAR": "MEDIUM", "TRUCK": "LARGE"}


class Spot:
    def __init__(self, floor, number, size):
        self.floor = floor
        self.number = number
        self.size = size

    def __lt__(self, other):
        return (self.floor, self.number) < (other.floor, other.number)

    def __str__(self):
        return f"{self.floor}-{self.number}"


class Garage:
    def __init__(self):
        self.next_floor = GROUND_FLOOR
        self.free_spots = {size: [] for size in SIZES}
        self.parked = {}

    def add_floor(self, counts):
        floor = self.next_floor
        self.next_floor += 1
        spot_number = 0
        for size, count in zip(SIZES, counts):
            for _ in range(count):
                spot_number += 1
                heapq.heappush(self.free_spots[size], Spot(floor, spot_number, size))
        return f"FLOOR {floor}"

    def park(self, plate, vehicle_type):
        if plate in self.parked:
            return "ALREADY_PARKED"
        free = self.free_spots[SIZE_FOR_VEHICLE[vehicle_type]]
        if not free:
            return "FULL"
        spot = heapq.heappop(free)
        self.parked[plate] = spot
        return f"PARKED {plate} {spot}"

    def leave(self, plate):
        if plate not in self.parked:
            return "NOT_FOUND"
        spot = self.parked.pop(plate)
        heapq.heappush(self.free_spots[spot.size], spot)
        return f"LEFT {plate} {spot}"

    def where(self, plate):
        return str(self.parked[plate]) if plate in self.parked else "NOT_FOUND"

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
            results.append(garage.add_floor([int(x) for x in args]))
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
