import sys

SIZES = ("SMALL", "MEDIUM", "LARGE")
FITS = {"BIKE": "SMALL", "CAR": "MEDIUM", "TRUCK": "LARGE"}


class Spot:
    def __init__(self, floor, number, size):
        self.floor, self.number, self.size = floor, number, size
        self.plate = None

    def __str__(self):
        return f"{self.floor}-{self.number}"


class Garage:
    """Spots in floor order; an arrival takes the first free one that fits."""

    def __init__(self):
        self.floors = 0
        self.spots = []
        self.parked = {}

    def add_floor(self, counts):
        self.floors += 1
        number = 0
        for size, count in zip(SIZES, counts):
            for _ in range(count):
                number += 1
                self.spots.append(Spot(self.floors, number, size))
        return f"FLOOR {self.floors}"

    def park(self, plate, vehicle):
        if plate in self.parked:
            return "ALREADY_PARKED"
        for spot in self.spots:
            if spot.plate is None and spot.size == FITS[vehicle]:
                spot.plate = plate
                self.parked[plate] = spot
                return f"PARKED {plate} {spot}"
        return "FULL"

    def leave(self, plate):
        if plate not in self.parked:
            return "NOT_FOUND"
        spot = self.parked.pop(plate)
        spot.plate = None
        return f"LEFT {plate} {spot}"

    def where(self, plate):
        return str(self.parked[plate]) if plate in self.parked else "NOT_FOUND"

    def free(self, size):
        return str(sum(1 for spot in self.spots if spot.plate is None and spot.size == size))


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    garage = Garage()
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        command = parts[0]
        if command == "ADD_FLOOR":
            out.append(garage.add_floor([int(x) for x in parts[1:4]]))
        elif command == "PARK":
            out.append(garage.park(parts[1], parts[2]))
        elif command == "LEAVE":
            out.append(garage.leave(parts[1]))
        elif command == "WHERE":
            out.append(garage.where(parts[1]))
        elif command == "FREE":
            out.append(garage.free(parts[1]))
    sys.stdout.write("\n".join(out) + "\n")


main()
