import java.io.*;
import java.util.*;

public class Main {
    static class Spot implements Comparable<Spot> {
        final int floor, number;
        final String size;

        Spot(int floor, int number, String size) {
            this.floor = floor;
            this.number = number;
            this.size = size;
        }

        public int compareTo(Spot other) {
            if (floor != other.floor) return Integer.compare(floor, other.floor);
            return Integer.compare(number, other.number);
        }

        public String toString() {
            return floor + "-" + number;
        }
    }

    static class Garage {
        int floors = 0;
        Map<String, PriorityQueue<Spot>> free = new HashMap<>();
        Map<String, Spot> parked = new HashMap<>();

        Garage() {
            free.put("SMALL", new PriorityQueue<>());
            free.put("MEDIUM", new PriorityQueue<>());
            free.put("LARGE", new PriorityQueue<>());
        }

        String addFloor(int small, int medium, int large) {
            floors++;
            for (int i = 1; i <= small; i++) free.get("SMALL").add(new Spot(floors, i, "SMALL"));
            for (int i = 1; i <= medium; i++) free.get("MEDIUM").add(new Spot(floors, small + i, "MEDIUM"));
            for (int i = 0; i < large; i++) free.get("LARGE").add(new Spot(floors, small + medium + i, "LARGE"));
            return "FLOOR " + floors;
        }

        String park(String plate, String type) {
            if (parked.containsKey(plate)) return "ALREADY_PARKED";
            String size = type.equals("BIKE") ? "SMALL" : type.equals("CAR") ? "MEDIUM" : "LARGE";
            PriorityQueue<Spot> spots = free.get(size);
            if (spots.isEmpty()) return "FULL";
            Spot spot = spots.poll();
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
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Garage garage = new Garage();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] cmd = in.readLine().split(" ");
            String result;
            switch (cmd[0]) {
                case "ADD_FLOOR":
                    result = garage.addFloor(Integer.parseInt(cmd[1]), Integer.parseInt(cmd[2]), Integer.parseInt(cmd[3]));
                    break;
                case "PARK":
                    result = garage.park(cmd[1], cmd[2]);
                    break;
                case "LEAVE":
                    result = garage.leave(cmd[1]);
                    break;
                case "WHERE":
                    result = garage.where(cmd[1]);
                    break;
                default:
                    result = String.valueOf(garage.free.get(cmd[1]).size());
            }
            out.append(result).append('\n');
        }
        System.out.print(out);
    }
}
