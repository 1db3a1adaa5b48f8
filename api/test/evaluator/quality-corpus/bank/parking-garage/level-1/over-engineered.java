import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.function.Function;

public class Main {

    enum SpotSize { SMALL, MEDIUM, LARGE }

    /** Vehicle kinds; the size each needs is decided by a compatibility policy, not by the enum. */
    enum VehicleKind { BIKE, CAR, TRUCK }

    /** Which spot size a vehicle kind may use. */
    interface CompatibilityPolicy {
        SpotSize requiredSize(VehicleKind kind);
    }

    static final class ExactFitPolicy implements CompatibilityPolicy {
        private final Map<VehicleKind, SpotSize> table = new EnumMap<>(VehicleKind.class);

        ExactFitPolicy() {
            table.put(VehicleKind.BIKE, SpotSize.SMALL);
            table.put(VehicleKind.CAR, SpotSize.MEDIUM);
            table.put(VehicleKind.TRUCK, SpotSize.LARGE);
        }

        @Override
        public SpotSize requiredSize(VehicleKind kind) {
            return table.get(kind);
        }
    }

    record SpotId(int floor, int number) {
        @Override
        public String toString() {
            return floor + "-" + number;
        }
    }

    record ParkingSpot(SpotId id, SpotSize size) {}

    record Vehicle(String plate, VehicleKind kind) {}

    interface VehicleFactory {
        Vehicle create(String plate, String kindName);
    }

    static final class DefaultVehicleFactory implements VehicleFactory {
        @Override
        public Vehicle create(String plate, String kindName) {
            return new Vehicle(plate, VehicleKind.valueOf(kindName));
        }
    }

    /** A floor layout: how many spots of each size, numbered small, then medium, then large. */
    record FloorLayout(Map<SpotSize, Integer> counts) {
        List<ParkingSpot> materialise(int floorNumber) {
            List<ParkingSpot> spots = new ArrayList<>();
            int number = 0;
            for (SpotSize size : SpotSize.values()) {
                for (int i = 0; i < counts.getOrDefault(size, 0); i++) {
                    spots.add(new ParkingSpot(new SpotId(floorNumber, ++number), size));
                }
            }
            return spots;
        }
    }

    /** Which free spot an arrival receives. */
    interface AllocationStrategy {
        void release(ParkingSpot spot);

        Optional<ParkingSpot> allocate(SpotSize size);

        int freeCount(SpotSize size);
    }

    /** Lowest floor, then lowest number: one min-heap per size, O(log spots) per arrival. */
    static final class LowestSpotFirstStrategy implements AllocationStrategy {
        private static final Comparator<ParkingSpot> ORDER = Comparator
                .comparingInt((ParkingSpot spot) -> spot.id().floor())
                .thenComparingInt(spot -> spot.id().number());
        private final Map<SpotSize, PriorityQueue<ParkingSpot>> heaps = new EnumMap<>(SpotSize.class);

        LowestSpotFirstStrategy() {
            for (SpotSize size : SpotSize.values()) heaps.put(size, new PriorityQueue<>(ORDER));
        }

        @Override
        public void release(ParkingSpot spot) {
            heaps.get(spot.size()).add(spot);
        }

        @Override
        public Optional<ParkingSpot> allocate(SpotSize size) {
            return Optional.ofNullable(heaps.get(size).poll());
        }

        @Override
        public int freeCount(SpotSize size) {
            return heaps.get(size).size();
        }
    }

    /** Where parked vehicles are recorded. */
    interface OccupancyRegistry {
        boolean contains(String plate);

        void record(Vehicle vehicle, ParkingSpot spot);

        Optional<ParkingSpot> release(String plate);

        Optional<ParkingSpot> locate(String plate);
    }

    static final class InMemoryOccupancyRegistry implements OccupancyRegistry {
        private final Map<String, ParkingSpot> spotByPlate = new HashMap<>();

        @Override
        public boolean contains(String plate) {
            return spotByPlate.containsKey(plate);
        }

        @Override
        public void record(Vehicle vehicle, ParkingSpot spot) {
            spotByPlate.put(vehicle.plate(), spot);
        }

        @Override
        public Optional<ParkingSpot> release(String plate) {
            return Optional.ofNullable(spotByPlate.remove(plate));
        }

        @Override
        public Optional<ParkingSpot> locate(String plate) {
            return Optional.ofNullable(spotByPlate.get(plate));
        }
    }

    /** The garage facade the commands talk to. */
    static final class ParkingGarage {
        private final CompatibilityPolicy policy;
        private final AllocationStrategy allocation;
        private final OccupancyRegistry registry;
        private int floorCount = 0;

        ParkingGarage(CompatibilityPolicy policy, AllocationStrategy allocation, OccupancyRegistry registry) {
            this.policy = policy;
            this.allocation = allocation;
            this.registry = registry;
        }

        int addFloor(FloorLayout layout) {
            floorCount++;
            layout.materialise(floorCount).forEach(allocation::release);
            return floorCount;
        }

        String park(Vehicle vehicle) {
            if (registry.contains(vehicle.plate())) return "ALREADY_PARKED";
            return allocation.allocate(policy.requiredSize(vehicle.kind()))
                    .map(spot -> {
                        registry.record(vehicle, spot);
                        return "PARKED " + vehicle.plate() + " " + spot.id();
                    })
                    .orElse("FULL");
        }

        String leave(String plate) {
            return registry.release(plate)
                    .map(spot -> {
                        allocation.release(spot);
                        return "LEFT " + plate + " " + spot.id();
                    })
                    .orElse("NOT_FOUND");
        }

        String where(String plate) {
            return registry.locate(plate).map(spot -> spot.id().toString()).orElse("NOT_FOUND");
        }

        int free(SpotSize size) {
            return allocation.freeCount(size);
        }
    }

    /** One script command; its handler turns the arguments into the reply line. */
    interface CommandHandler extends Function<String[], String> {}

    static final class CommandRouter {
        private final Map<String, CommandHandler> routes = new HashMap<>();

        void route(String name, CommandHandler handler) {
            routes.put(name, handler);
        }

        String dispatch(String line) {
            String[] tokens = line.trim().split("\\s+");
            CommandHandler handler = routes.get(tokens[0]);
            if (handler == null) throw new IllegalArgumentException("Unknown command: " + tokens[0]);
            return handler.apply(tokens);
        }

        static CommandRouter forGarage(ParkingGarage garage, VehicleFactory vehicles) {
            CommandRouter router = new CommandRouter();
            router.route("ADD_FLOOR", tokens -> {
                Map<SpotSize, Integer> counts = new EnumMap<>(SpotSize.class);
                SpotSize[] sizes = SpotSize.values();
                for (int i = 0; i < sizes.length; i++) counts.put(sizes[i], Integer.parseInt(tokens[1 + i]));
                return "FLOOR " + garage.addFloor(new FloorLayout(counts));
            });
            router.route("PARK", tokens -> garage.park(vehicles.create(tokens[1], tokens[2])));
            router.route("LEAVE", tokens -> garage.leave(tokens[1]));
            router.route("WHERE", tokens -> garage.where(tokens[1]));
            router.route("FREE", tokens -> Integer.toString(garage.free(SpotSize.valueOf(tokens[1]))));
            return router;
        }
    }

    public static void main(String[] args) throws IOException {
        ParkingGarage garage = new ParkingGarage(
                new ExactFitPolicy(), new LowestSpotFirstStrategy(), new InMemoryOccupancyRegistry());
        CommandRouter router = CommandRouter.forGarage(garage, new DefaultVehicleFactory());
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) out.append(router.dispatch(reader.readLine())).append('\n');
        System.out.print(out);
    }
}
