import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Main {

    /** Configuration of the planning run. */
    record PlannerConfig(int bufferBytes, boolean backToBackShareStudio) {
        static PlannerConfig defaults() {
            return new PlannerConfig(1 << 16, true);
        }
    }

    /** A booking of the half-open interval [start, end) in minutes. */
    record Booking(int start, int end) {}

    enum EventKind { START, END }

    /** A moment when a booking begins or finishes. */
    record BookingEvent(int minute, EventKind kind) {
        int occupancyChange() {
            return kind == EventKind.START ? 1 : -1;
        }
    }

    interface BookingSource {
        List<Booking> readBookings() throws IOException;
    }

    static final class StreamBookingSource implements BookingSource {
        private final DataInputStream stream;

        StreamBookingSource(InputStream in, int bufferBytes) {
            stream = new DataInputStream(new BufferedInputStream(in, bufferBytes));
        }

        private int nextInt() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            int value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return value;
        }

        @Override
        public List<Booking> readBookings() throws IOException {
            int count = nextInt();
            List<Booking> bookings = new ArrayList<>(count);
            for (int i = 0; i < count; i++) bookings.add(new Booking(nextInt(), nextInt()));
            return bookings;
        }
    }

    /** Breaks ties between events at the same minute. */
    interface TieBreakPolicy {
        Comparator<BookingEvent> order();
    }

    /** Ends before starts: a booking ending at t frees its studio for one starting at t. */
    static final class EndsFirstPolicy implements TieBreakPolicy {
        @Override
        public Comparator<BookingEvent> order() {
            return Comparator.comparingInt(BookingEvent::minute)
                    .thenComparing(event -> event.kind() == EventKind.END ? 0 : 1);
        }
    }

    static final class StartsFirstPolicy implements TieBreakPolicy {
        @Override
        public Comparator<BookingEvent> order() {
            return Comparator.comparingInt(BookingEvent::minute)
                    .thenComparing(event -> event.kind() == EventKind.START ? 0 : 1);
        }
    }

    /** Strategy: how many studios the bookings need. */
    interface CapacityPlanner {
        int studiosNeeded(List<Booking> bookings);
    }

    /** Sweep line over sorted events, O(n log n): the answer is the peak running occupancy. */
    static final class SweepLinePlanner implements CapacityPlanner {
        private final TieBreakPolicy tieBreak;

        SweepLinePlanner(TieBreakPolicy tieBreak) {
            this.tieBreak = tieBreak;
        }

        @Override
        public int studiosNeeded(List<Booking> bookings) {
            List<BookingEvent> events = new ArrayList<>(2 * bookings.size());
            for (Booking booking : bookings) {
                events.add(new BookingEvent(booking.start(), EventKind.START));
                events.add(new BookingEvent(booking.end(), EventKind.END));
            }
            events.sort(tieBreak.order());
            int occupied = 0;
            int peak = 0;
            for (BookingEvent event : events) {
                occupied += event.occupancyChange();
                peak = Math.max(peak, occupied);
            }
            return peak;
        }
    }

    static final class PlannerFactory {
        static CapacityPlanner create(PlannerConfig config) {
            TieBreakPolicy policy = config.backToBackShareStudio() ? new EndsFirstPolicy() : new StartsFirstPolicy();
            return new SweepLinePlanner(policy);
        }
    }

    /** Front door of the scheduling service. */
    static final class StudioScheduler {
        private final BookingSource source;
        private final CapacityPlanner planner;

        StudioScheduler(BookingSource source, CapacityPlanner planner) {
            this.source = source;
            this.planner = planner;
        }

        int plan() throws IOException {
            return planner.studiosNeeded(source.readBookings());
        }
    }

    public static void main(String[] args) throws IOException {
        PlannerConfig config = PlannerConfig.defaults();
        StudioScheduler scheduler = new StudioScheduler(
                new StreamBookingSource(System.in, config.bufferBytes()), PlannerFactory.create(config));
        System.out.println(scheduler.plan());
    }
}
