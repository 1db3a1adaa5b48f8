package rhjudge;

import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.Charset;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TimeZone;

/**
 * Runs several tests of one submission in this JVM (see the evaluator README, "Java: one JVM for
 * many tests"). Arguments: entry class, class path, tests directory, per-test CPU ms, per-test wall
 * ms, then one "index:stdoutCapBytes[:stopAfterCpuMs]" per test (the JVM ends after a test that
 * used at least stopAfterCpuMs). Each test gets a fresh class loader and its own
 * System.in/out/err. Everything goes to the real stdout in frames: type byte, test index, length,
 * payload. 'S' starts a test; 'O'/'E' carry its stdout/stderr; 'R' ends it with a status
 * (0 finished, 1 time limit, 2 output limit) and the CPU and wall time in ms. A test that ends any
 * other way (exception, System.exit, halt) ends the JVM: the host judges it from the JVM's exit.
 * JDK-wide defaults a test may change (JdkDefaults) are put back before the next test starts.
 */
public final class RhJudgeHarness {
  private static final int STDERR_CAP = 64 * 1024;
  private static final int STATUS_FINISHED = 0;
  private static final int STATUS_TIME_LIMIT = 1;
  private static final int STATUS_OUTPUT_LIMIT = 2;
  private static final Object FRAME_LOCK = new Object();
  private static OutputStream realOut;
  private static volatile FramedStream currentOut;
  private static volatile FramedStream currentErr;

  private RhJudgeHarness() {}

  /**
   * The JDK-wide defaults a program commonly changes, as they were before the first test: system
   * properties, the default Locale (each category), the default TimeZone, the default uncaught
   * exception handler. Each test starts from them, as it would in a JVM of its own. What cannot be
   * put back (a security manager) ends the JVM after the test, so the next test gets a fresh one;
   * the host keeps other JDK-wide setters out of a shared JVM (shared-jvm.ts).
   */
  static final class JdkDefaults {
    private final Properties properties = (Properties) System.getProperties().clone();
    private final Locale locale = Locale.getDefault();
    private final Locale displayLocale = Locale.getDefault(Locale.Category.DISPLAY);
    private final Locale formatLocale = Locale.getDefault(Locale.Category.FORMAT);
    private final Thread.UncaughtExceptionHandler uncaughtHandler =
        Thread.getDefaultUncaughtExceptionHandler();

    void restore() {
      System.setProperties((Properties) properties.clone());
      Locale.setDefault(locale);
      Locale.setDefault(Locale.Category.DISPLAY, displayLocale);
      Locale.setDefault(Locale.Category.FORMAT, formatLocale);
      // Derived again from the restored `user.timezone` on next use, as in a fresh JVM: taking a
      // copy up front would load the time-zone database (~10 ms) for programs that never use it.
      TimeZone.setDefault(null);
      Thread.setDefaultUncaughtExceptionHandler(uncaughtHandler);
    }

    @SuppressWarnings("removal")
    static boolean restorable() {
      return System.getSecurityManager() == null;
    }
  }

  /** The entry class or its main method is missing; the message is already printed. */
  static final class LaunchFailure extends Exception {}

  /** Buffers a test's output and writes it as frames; past the cap it stops the test. */
  static final class FramedStream extends OutputStream {
    private final byte type;
    private final int test;
    private final long cap;
    private final byte[] buffer = new byte[64 * 1024];
    private int used;
    private long total;
    volatile boolean exceeded;
    volatile boolean ended;

    FramedStream(byte type, int test, long cap) {
      this.type = type;
      this.test = test;
      this.cap = cap;
    }

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
      if (ended) {
        // Something kept an ended test's stream: the frame out of order makes the host fall back.
        writeFrame(type, test, java.util.Arrays.copyOfRange(bytes, offset, offset + length), length);
        return;
      }
      synchronized (this) {
        long room = cap - total;
        int kept = (int) Math.min(length, Math.max(0, room));
        total += length;
        for (int written = 0; written < kept; ) {
          int chunk = Math.min(kept - written, buffer.length - used);
          System.arraycopy(bytes, offset + written, buffer, used, chunk);
          used += chunk;
          written += chunk;
          if (used == buffer.length) flushFrame();
        }
        if (total > cap && type == 'O') exceeded = true;
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}

    synchronized void flushFrame() {
      if (used == 0) return;
      writeFrame(type, test, buffer, used);
      used = 0;
    }
  }

  static void writeFrame(byte type, int test, byte[] payload, int length) {
    synchronized (FRAME_LOCK) {
      try {
        byte[] header = {
          type,
          (byte) (test >>> 24), (byte) (test >>> 16), (byte) (test >>> 8), (byte) test,
          (byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length
        };
        realOut.write(header);
        realOut.write(payload, 0, length);
        realOut.flush();
      } catch (Exception ignored) {
        Runtime.getRuntime().halt(70);
      }
    }
  }

  static void flushCurrent() {
    FramedStream out = currentOut;
    FramedStream err = currentErr;
    if (out != null) out.flushFrame();
    if (err != null) err.flushFrame();
  }

  static void endTest(int test, int status, long cpuMs, long wallMs) {
    flushCurrent();
    String result = status + " " + cpuMs + " " + wallMs;
    byte[] bytes = result.getBytes(Charset.forName("US-ASCII"));
    writeFrame((byte) 'R', test, bytes, bytes.length);
  }

  static long processCpuMs() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
            .getProcessCpuTime()
        / 1_000_000L;
  }

  /** The JVM's own report of an uncaught exception, without the harness's frames. */
  static void reportUncaught(Throwable error, PrintStream err) {
    List<StackTraceElement> kept = new ArrayList<>();
    for (StackTraceElement frame : error.getStackTrace()) {
      String owner = frame.getClassName();
      if (owner.startsWith("rhjudge.") || owner.startsWith("jdk.internal.reflect.")
          || owner.startsWith("java.lang.reflect.")) break;
      kept.add(frame);
    }
    error.setStackTrace(kept.toArray(new StackTraceElement[0]));
    err.print("Exception in thread \"main\" ");
    error.printStackTrace(err);
  }

  public static void main(String[] args) throws Exception {
    realOut = new FileOutputStream(FileDescriptor.out);
    String entryClass = args[0];
    URL[] classPath = {Paths.get(args[1]).toUri().toURL()};
    String testsDirectory = args[2];
    long cpuLimitMs = Long.parseLong(args[3]);
    long wallLimitMs = Long.parseLong(args[4]);
    Charset charset = Charset.defaultCharset();
    // System.exit inside a test: its buffered output still reaches the host before the JVM ends.
    Runtime.getRuntime().addShutdownHook(new Thread(RhJudgeHarness::flushCurrent));
    JdkDefaults defaults = new JdkDefaults();

    for (int argument = 5; argument < args.length; argument++) {
      if (argument > 5) defaults.restore();
      String[] spec = args[argument].split(":");
      int test = Integer.parseInt(spec[0]);
      long stdoutCap = Long.parseLong(spec[1]);
      // Timing growth: once a test takes this long, larger inputs add wait and little information.
      long stopAfterCpuMs = spec.length > 2 ? Long.parseLong(spec[2]) : Long.MAX_VALUE;
      FramedStream out = new FramedStream((byte) 'O', test, stdoutCap);
      FramedStream err = new FramedStream((byte) 'E', test, STDERR_CAP);
      currentOut = out;
      currentErr = err;
      PrintStream testOut = new PrintStream(out, true, charset);
      PrintStream testErr = new PrintStream(err, true, charset);
      System.setIn(new BufferedInputStream(new FileInputStream(testsDirectory + "/" + test + ".in")));
      System.setOut(testOut);
      System.setErr(testErr);
      // A fresh loader per test: the learner's static state starts over.
      URLClassLoader loader = new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader());
      ThreadGroup group = new ThreadGroup("test-" + test);
      Throwable[] failure = new Throwable[1];
      Thread runner =
          new Thread(
              group,
              () -> {
                try {
                  Class<?> main = Class.forName(entryClass, true, loader);
                  Method method = main.getMethod("main", String[].class);
                  if (!Modifier.isStatic(method.getModifiers())) throw new NoSuchMethodException();
                  method.setAccessible(true);
                  method.invoke(null, (Object) new String[0]);
                } catch (InvocationTargetException error) {
                  failure[0] = error.getCause();
                } catch (ClassNotFoundException error) {
                  testErr.println(
                      "Error: Could not find or load main class " + entryClass
                          + "\nCaused by: java.lang.ClassNotFoundException: " + entryClass);
                  failure[0] = new LaunchFailure();
                } catch (NoSuchMethodException error) {
                  testErr.println(
                      "Error: Main method not found in class " + entryClass
                          + ", please define the main method as:\n   public static void main(String[] args)");
                  failure[0] = new LaunchFailure();
                } catch (Throwable error) {
                  failure[0] = error;
                }
              },
              "main",
              64L << 20);
      writeFrame((byte) 'S', test, new byte[0], 0);
      long cpuStart = processCpuMs();
      long wallStart = System.nanoTime();
      runner.start();
      int status = STATUS_FINISHED;
      while (true) {
        runner.join(10);
        long cpuMs = processCpuMs() - cpuStart;
        long wallMs = (System.nanoTime() - wallStart) / 1_000_000L;
        if (out.exceeded) {
          status = STATUS_OUTPUT_LIMIT;
          break;
        }
        if (cpuMs > cpuLimitMs || wallMs > wallLimitMs) {
          status = STATUS_TIME_LIMIT;
          break;
        }
        if (runner.isAlive()) continue;
        if (failure[0] != null) break;
        // Like the JVM, a test ends when its last non-daemon thread does.
        Thread[] threads = new Thread[group.activeCount() + 8];
        int count = group.enumerate(threads, true);
        boolean waiting = false;
        for (int i = 0; i < count; i++) waiting |= !threads[i].isDaemon() && threads[i].isAlive();
        if (!waiting) break;
      }
      long cpuMs = processCpuMs() - cpuStart;
      long wallMs = (System.nanoTime() - wallStart) / 1_000_000L;
      if (status == STATUS_FINISHED && failure[0] != null) {
        // An uncaught exception ends the JVM with exit code 1, as it would without the harness.
        if (!(failure[0] instanceof LaunchFailure)) reportUncaught(failure[0], testErr);
        testErr.flush();
        flushCurrent();
        Runtime.getRuntime().halt(1);
      }
      endTest(test, status, cpuMs, wallMs);
      // A stopped test, threads still running or a security manager cannot share the JVM with the next test.
      if (status != STATUS_FINISHED || group.activeCount() > 0 || !JdkDefaults.restorable()
          || cpuMs >= stopAfterCpuMs) Runtime.getRuntime().halt(0);
      out.ended = true;
      err.ended = true;
      currentOut = null;
      currentErr = null;
      loader.close();
    }
    Runtime.getRuntime().halt(0);
  }
}
