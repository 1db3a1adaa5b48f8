import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

public class Main {

    enum SpotSize { SMALL, MEDIUM, LARGE }

    enum VehicleType {
        BIKE(SpotSize.SMALL), CAR(SpotSize.MEDIUM), TRUCK(SpotSize.LARGE);

        final SpotSize needs;

        VehicleType(SpotSize needs) {
            this.needs = needs;
        }
    }

    record Spot(int floor, int number, SpotSize size) {
        /** Lowest floor first, then the lowest spot number on that floor. */
        static final Comparator<Spot> PREFERRED_FIRST =
                Comparator.comparingInt(Spot::floor).thenComparingInt(Spot::number);

        String label() {
            return floor + "-" + number;
        }
    }

    record Vehicle(String plate, VehicleType type) {}

    /** A floor's spots: sizes in order small, medium, large, numbered from 1 across the floor. */
    static final class Floor {
        final int number;
        final List<Spot> spots = new ArrayList<>();

        Floor(int number, Map<SpotSize, Integer> counts) {
            this.number = number;
            int spotNumber = 0;
            for (SpotSize size : SpotSize.values()) {
                for (int i = 0; i < counts.get(size); i++) spots.add(new Spot(number, ++spotNumber, size));
            }
        }
    }

    /**
     * The garage keeps a min-heap of free spots per size, so an arrival takes the preferred spot in
     * O(log spots) instead of scanning every floor.
     */
    static final class Garage {
        private final List<Floor> floors = new ArrayList<>();
        private final Map<SpotSize, PriorityQueue<Spot>> freeSpots = new EnumMap<>(SpotSize.class);
        private final Map<String, Spot> spotOfPlate = new HashMap<>();

        Garage() {
            for (SpotSize size : SpotSize.values()) freeSpots.put(size, new PriorityQueue<>(Spot.PREFERRED_FIRST));
        }

        String addFloor(Map<SpotSize, Integer> counts) {
            Floor floor = new Floor(floors.size() + 1, counts);
            floors.add(floor);
            for (Spot spot : floor.spots) freeSpots.get(spot.size()).add(spot);
            return "FLOOR " + floor.number;
        }

        String park(Vehicle vehicle) {
            if (spotOfPlate.containsKey(vehicle.plate())) return "ALREADY_PARKED";
            Spot spot = freeSpots.get(vehicle.type().needs).poll();
            if (spot == null) return "FULL";
            spotOfPlate.put(vehicle.plate(), spot);
            return "PARKED " + vehicle.plate() + " " + spot.label();
        }

        String leave(String plate) {
            Spot spot = spotOfPlate.remove(plate);
            if (spot == null) return "NOT_FOUND";
            freeSpots.get(spot.size()).add(spot);
            return "LEFT " + plate + " " + spot.label();
        }

        String where(String plate) {
            Spot spot = spotOfPlate.get(plate);
            return spot == null ? "NOT_FOUND" : spot.label();
        }

        String free(SpotSize size) {
            return Integer.toString(freeSpots.get(size).size());
        }
    }

    static String execute(Garage garage, String line) {
        String[] parts = line.trim().split("\\s+");
        switch (parts[0]) {
            case "ADD_FLOOR": {
                Map<SpotSize, Integer> counts = new EnumMap<>(SpotSize.class);
                SpotSize[] sizes = SpotSize.values();
                for (int i = 0; i < sizes.length; i++) counts.put(sizes[i], Integer.parseInt(parts[1 + i]));
                return garage.addFloor(counts);
            }
            case "PARK":
                return garage.park(new Vehicle(parts[1], VehicleType.valueOf(parts[2])));
            case "LEAVE":
                return garage.leave(parts[1]);
            case "WHERE":
                return garage.where(parts[1]);
            case "FREE":
                return garage.free(SpotSize.valueOf(parts[1]));
            default:
                throw new IllegalArgumentException("Unknown command: " + parts[0]);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        Garage garage = new Garage();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) out.append(execute(garage, reader.readLine())).append('\n');
        System.out.print(out);
    }
}
