import heapq
import sys

SIZES = ("SMALL", "MEDIUM", "LARGE")
FITS = {"BIKE": ("SMALL", "MEDIUM", "LARGE"), "CAR": ("MEDIUM", "LARGE"), "TRUCK": ("LARGE",)}
HOURLY_RATE = {"SMALL": 20, "MEDIUM": 50, "LARGE": 100}


class Spot:
    def __init__(self, floor, number, size):
        self.floor, self.number, self.size = floor, number, size

    def __lt__(self, other):
        return (self.floor, self.number) < (other.floor, other.number)

    def __str__(self):
        return f"{self.floor}-{self.number}"


class Floor:
    def __init__(self, counts):
        self.total = dict(zip(SIZES, counts))
        self.used = {size: 0 for size in SIZES}

    def occupancy(self):
        return " ".join(f"{self.used[s]}/{self.total[s]}" for s in SIZES)


class HourlyFee:
    def charge(self, spot, minutes):
        hours = max(1, -(-minutes // 60))
        return hours * HOURLY_RATE[spot.size]


class Garage:
    def __init__(self, fee_policy):
        self.floors = []
        self.free = {size: [] for size in SIZES}
        self.parked = {}
        self.fee_policy = fee_policy
        self.revenue = 0

    def add_floor(self, counts):
        floor_number = len(self.floors) + 1
        self.floors.append(Floor(counts))
        number = 0
        for size, count in zip(SIZES, counts):
            for _ in range(count):
                number += 1
                heapq.heappush(self.free[size], Spot(floor_number, number, size))
        return f"FLOOR {floor_number}"

    def park(self, plate, vehicle, minute):
        if plate in self.parked:
            return "ALREADY_PARKED"
        for size in FITS[vehicle]:
            if self.free[size]:
                spot = heapq.heappop(self.free[size])
                self.parked[plate] = (spot, minute)
                self.floors[spot.floor - 1].used[size] += 1
                return f"PARKED {plate} {spot}"
        return "FULL"

    def leave(self, plate, minute):
        if plate not in self.parked:
            return "NOT_FOUND"
        spot, since = self.parked.pop(plate)
        heapq.heappush(self.free[spot.size], spot)
        self.floors[spot.floor - 1].used[spot.size] -= 1
        fee = self.fee_policy.charge(spot, minute - since)
        self.revenue += fee
        return f"LEFT {plate} {spot} {fee}"

    def where(self, plate):
        return str(self.parked[plate][0]) if plate in self.parked else "NOT_FOUND"

    def occupancy(self, floor_number):
        if 1 <= floor_number <= len(self.floors):
            return self.floors[floor_number - 1].occupancy()
        return "NO_FLOOR"


def main():
    lines = sys.stdin.read().split("\n")
    n = int(lines[0])
    garage = Garage(HourlyFee())
    out = []
    for line in lines[1:n + 1]:
        parts = line.split()
        command = parts[0]
        if command == "ADD_FLOOR":
            out.append(garage.add_floor([int(x) for x in parts[1:4]]))
        elif command == "PARK":
            out.append(garage.park(parts[1], parts[2], int(parts[3])))
        elif command == "LEAVE":
            out.append(garage.leave(parts[1], int(parts[2])))
        elif command == "WHERE":
            out.append(garage.where(parts[1]))
        elif command == "FREE":
            out.append(str(len(garage.free[parts[1]])))
        elif command == "OCCUPANCY":
            out.append(garage.occupancy(int(parts[1])))
        elif command == "REVENUE":
            out.append(str(garage.revenue))
    sys.stdout.write("\n".join(out) + "\n")


main()
