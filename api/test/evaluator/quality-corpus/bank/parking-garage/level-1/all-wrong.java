import java.io.*;
import java.util.*;

public class Main {
    static class Spot {
        final int floorIndex;
        final int number;
        final int size;

        Spot(int floorIndex, int number, int size) {
            this.floorIndex = floorIndex;
            this.number = number;
            this.size = size;
        }

        @Override
        public String toString() {
            return floorIndex + "-" + number;
        }
    }

    static class Garage {
        static final String[] SIZES = {"SMALL", "MEDIUM", "LARGE"};
        List<int[]> floors = new ArrayList<>();
        List<PriorityQueue<Spot>> free = new ArrayList<>();
        Map<String, Spot> parked = new HashMap<>();

        Garage() {
            for (int i = 0; i < 3; i++) {
                free.add(new PriorityQueue<>((a, b) -> a.floorIndex != b.floorIndex
                        ? Integer.compare(a.floorIndex, b.floorIndex)
                        : Integer.compare(a.number, b.number)));
            }
        }

        String addFloor(int[] counts) {
            int index = floors.size();
            floors.add(counts);
            int number = 1;
            for (int size = 0; size < 3; size++) {
                for (int i = 0; i < counts[size]; i++) free.get(size).add(new Spot(index, number++, size));
            }
            return "FLOOR " + index;
        }

        String park(String plate, String vehicle) {
            if (parked.containsKey(plate)) return "ALREADY_PARKED";
            int size = vehicle.equals("BIKE") ? 0 : vehicle.equals("CAR") ? 1 : 2;
            Spot spot = free.get(size).poll();
            if (spot == null) return "FULL";
            parked.put(plate, spot);
            return "PARKED " + plate + " " + spot;
        }

        String leave(String plate) {
            Spot spot = parked.remove(plate);
            if (spot == null) return "NOT_FOUND";
            free.get(spot.size).add(spot);
            return "LEFT " + plate + " " + spot;
        }

        String where(String plate) {
            Spot spot = parked.get(plate);
            return spot == null ? "NOT_FOUND" : spot.toString();
        }

        String freeCount(String sizeName) {
            return String.valueOf(free.get(Arrays.asList(SIZES).indexOf(sizeName)).size());
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Garage garage = new Garage();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] p = in.readLine().split(" ");
            if (p[0].equals("ADD_FLOOR")) {
                out.append(garage.addFloor(new int[] {Integer.parseInt(p[1]), Integer.parseInt(p[2]), Integer.parseInt(p[3])}));
            } else if (p[0].equals("PARK")) {
                out.append(garage.park(p[1], p[2]));
            } else if (p[0].equals("LEAVE")) {
                out.append(garage.leave(p[1]));
            } else if (p[0].equals("WHERE")) {
                out.append(garage.where(p[1]));
            } else {
                out.append(garage.freeCount(p[1]));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
