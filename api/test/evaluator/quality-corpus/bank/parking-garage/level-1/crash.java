import java.io.*;
import java.util.*;

public class Main {
    enum Size { SMALL, MEDIUM, LARGE }

    static class Spot {
        int floor;
        int number;
        Size size;

        Spot(int floor, int number, Size size) {
            this.floor = floor;
            this.number = number;
            this.size = size;
        }

        String label() {
            return floor + "-" + number;
        }
    }

    static class Floor {
        List<Spot> spots = new ArrayList<>();
    }

    static class ParkingGarage {
        private final List<Floor> floors = new ArrayList<>();
        private final Map<Size, TreeSet<Spot>> freeSpots = new HashMap<>();
        private final Map<String, Spot> vehicles = new HashMap<>();

        ParkingGarage() {
            Comparator<Spot> order = Comparator.comparingInt((Spot s) -> s.floor).thenComparingInt(s -> s.number);
            for (Size size : Size.values()) freeSpots.put(size, new TreeSet<>(order));
        }

        int addFloor(int small, int medium, int large) {
            Floor floor = new Floor();
            int floorNumber = floors.size() + 1;
            int[] counts = {small, medium, large};
            int number = 1;
            for (Size size : Size.values()) {
                for (int i = 0; i < counts[size.ordinal()]; i++) {
                    Spot spot = new Spot(floorNumber, number++, size);
                    floor.spots.add(spot);
                    freeSpots.get(size).add(spot);
                }
            }
            floors.add(floor);
            return floorNumber;
        }

        Spot park(String plate, Size size) {
            Spot spot = freeSpots.get(size).pollFirst();
            if (spot != null) vehicles.put(plate, spot);
            return spot;
        }

        boolean isParked(String plate) {
            return vehicles.containsKey(plate);
        }

        Spot leave(String plate) {
            Spot spot = vehicles.remove(plate);
            if (spot != null) freeSpots.get(spot.size).add(spot);
            return spot;
        }

        Spot where(String plate) {
            return vehicles.get(plate);
        }

        int free(Size size) {
            return freeSpots.get(size).size();
        }
    }

    static Size sizeFor(String vehicle) {
        switch (vehicle) {
            case "BIKE": return Size.SMALL;
            case "CAR": return Size.MEDIUM;
            default: return Size.LARGE;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        ParkingGarage garage = new ParkingGarage();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = reader.readLine().split(" ");
            switch (parts[0]) {
                case "ADD_FLOOR":
                    int floor = garage.addFloor(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), Integer.parseInt(parts[3]));
                    out.append("FLOOR ").append(floor).append('\n');
                    break;
                case "PARK":
                    if (garage.isParked(parts[1])) {
                        out.append("ALREADY_PARKED\n");
                    } else {
                        Spot spot = garage.park(parts[1], sizeFor(parts[2]));
                        out.append(spot == null ? "FULL" : "PARKED " + parts[1] + " " + spot.label()).append('\n');
                    }
                    break;
                case "LEAVE":
                    Spot left = garage.leave(parts[1]);
                    out.append(left == null ? "NOT_FOUND" : "LEFT " + parts[1] + " " + left.label()).append('\n');
                    break;
                case "WHERE":
                    out.append(garage.where(parts[1]).label()).append('\n');
                    break;
                case "FREE":
                    out.append(garage.free(Size.valueOf(parts[1]))).append('\n');
                    break;
            }
        }
        System.out.print(out);
    }
}
