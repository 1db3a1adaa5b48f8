import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { judgeProgram, type JudgeRequest } from '../../src/evaluator/judge/judge-program.js';
import { canShareJvm } from '../../src/evaluator/judge/shared-jvm.js';
import {
  checkSandbox,
  closeSandbox,
  getSandboxRuntime,
} from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { TestCase } from '../../src/evaluator/types.js';

async function judge(code: string, tests: TestCase[], timeLimitMs = 1000) {
  const request: JudgeRequest = { language: 'java', code, tests, timeLimitMs, memoryLimitMb: 256 };
  const runtime = await getSandboxRuntime();
  return runtime.pool.withSlot((slot) => judgeProgram(request, slot, runtime));
}

const DOUBLES_TESTS: TestCase[] = [1, 2, 3, 4, 5].map((n) => ({
  input: `${n}\n`,
  output: `${n * 2}\n`,
  sample: false,
}));

describe('Java: several tests in one JVM', { timeout: 120_000 }, () => {
  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
  });
  after(closeSandbox);

  test("the samples share one JVM, yet a test never sees an earlier test's static state", async () => {
    const code = `import java.lang.management.ManagementFactory;
import java.util.*;
public class Main {
    static int runs = 0;
    static List<String> seen = new ArrayList<>();
    public static void main(String[] args) {
        runs++;
        seen.add(new Scanner(System.in).next());
        System.out.println(runs + " " + seen);
        System.err.println("jvm " + ManagementFactory.getRuntimeMXBean().getStartTime());
    }
}`;
    assert.equal(canShareJvm(code), true);
    const tests = ['a', 'b', 'c', 'd', 'e'].map((word) => ({
      input: `${word}\n`,
      output: `1 [${word}]\n`,
      sample: true,
    }));
    const report = await judge(code, tests);
    assert.deepEqual(
      report.tests.map((result) => result.verdict),
      ['passed', 'passed', 'passed', 'passed', 'passed'],
      JSON.stringify(report.tests.map((result) => [result.actual_output, result.stderr])),
    );
    const jvms = new Set(report.tests.map((result) => result.stderr));
    assert.equal(jvms.size, 1, `one JVM start time for all samples: ${[...jvms].join(', ')}`);
  });

  test('System.exit in test 3 of 5 is test 3 verdict; tests 4 and 5 still run', async () => {
    const code = `import java.util.*;
public class Main {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        if (n == 3) { System.out.println(6); System.exit(3); }
        System.out.println(n * 2);
        if (n == 4) System.exit(0);
    }
}`;
    const report = await judge(code, DOUBLES_TESTS);
    assert.deepEqual(
      report.tests.map((result) => [result.verdict, result.exitDescription]),
      [
        ['passed', undefined],
        ['passed', undefined],
        ['runtime_error', 'exit code 3'],
        ['passed', undefined],
        ['passed', undefined],
      ],
    );
  });

  test("a time-out in one test does not use up the other tests' time", async () => {
    // The looping test has the largest input, so the tests after it are not skipped as larger.
    const code = `import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        if (in.hasNext()) { long spin = 0; while (true) spin++; }
        long sum = 0;
        // About half the limit of busy work in every other test.
        long until = System.nanoTime() + 400_000_000L;
        while (System.nanoTime() < until) sum++;
        System.out.println(n * 2 + (sum < 0 ? 1 : 0));
    }
}`;
    const tests = DOUBLES_TESTS.map((test, index) =>
      index === 1 ? { ...test, input: '2 loop-forever\n' } : test,
    );
    const report = await judge(code, tests);
    assert.deepEqual(
      report.tests.map((result) => result.verdict),
      ['passed', 'time_limit_exceeded', 'passed', 'passed', 'passed'],
      JSON.stringify(report.tests.map((result) => [result.verdict, result.time_ms])),
    );
    assert.ok(report.tests[1]!.time_ms >= 1000, `the time-out used the limit: ${report.tests[1]!.time_ms}`);
  });

  test('an uncaught exception is a runtime error naming the exception, without the harness', async () => {
    const code = `public class Main {
    public static void main(String[] args) {
        int[] values = new int[2];
        System.out.println(values[new java.util.Scanner(System.in).nextInt()]);
    }
}`;
    const report = await judge(code, [
      { input: '1\n', output: '0\n', sample: true },
      { input: '5\n', output: '0\n', sample: true },
      { input: '0\n', output: '0\n', sample: true },
    ]);
    assert.deepEqual(
      report.tests.map((result) => result.verdict),
      ['passed', 'runtime_error', 'passed'],
    );
    assert.match(
      report.tests[1]!.stderr ?? '',
      /^Exception in thread "main" java\.lang\.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 2\n\tat Main\.main\(Main\.java:4\)\n?$/,
    );
  });

  test('output over the cap is an output limit verdict for that test alone', async () => {
    const code = `public class Main {
    public static void main(String[] args) {
        int n = new java.util.Scanner(System.in).nextInt();
        if (n == 2) while (true) System.out.println("flood flood flood flood");
        System.out.println(n * 2);
    }
}`;
    const report = await judge(code, DOUBLES_TESTS.slice(0, 3));
    assert.deepEqual(
      report.tests.map((result) => result.verdict),
      ['passed', 'output_limit_exceeded', 'passed'],
    );
  });

  test('code writing to the raw descriptors runs one JVM per test and is judged as before', async () => {
    const code = `import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        int n = new java.util.Scanner(System.in).nextInt();
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out));
        out.println(n * 2);
        out.flush();
    }
}`;
    assert.equal(canShareJvm(code), false);
    const report = await judge(code, DOUBLES_TESTS.slice(0, 3));
    assert.deepEqual(
      report.tests.map((result) => result.verdict),
      ['passed', 'passed', 'passed'],
    );
  });

  test("output through a JDK handler that kept an earlier test's System.err still reaches its own test", async () => {
    // java.util.logging's console handler keeps the System.err of the test that first logged.
    const code = `import java.util.logging.Logger;
public class Main {
    public static void main(String[] args) {
        int n = new java.util.Scanner(System.in).nextInt();
        Logger.getLogger("judge").warning("log " + n);
        System.out.println(n * 2);
    }
}`;
    assert.equal(canShareJvm(code), true);
    const report = await judge(
      code,
      DOUBLES_TESTS.slice(0, 3).map((test) => ({ ...test, sample: true })),
    );
    assert.deepEqual(
      report.tests.map((result) => [result.verdict, /log (\d)/.exec(result.stderr ?? '')?.[1]]),
      [
        ['passed', '1'],
        ['passed', '2'],
        ['passed', '3'],
      ],
    );
  });

  test("a sample's JVM cannot read a hidden input: nothing hidden reaches the learner", async () => {
    const secret = 'HIDDEN-7d3f-SECRET';
    // Prints every input file it can find, on stdout and stderr, then fails.
    const code = `import java.io.*;
import java.nio.file.*;
public class Main {
    public static void main(String[] args) throws IOException {
        StringBuilder found = new StringBuilder(new String(System.in.readAllBytes()));
        for (String folder : new String[] {"/tests", "/app", "/box", "/tmp"}) {
            File[] files = new File(folder).listFiles();
            if (files == null) continue;
            for (File file : files) {
                found.append(file).append('=');
                try { found.append(Files.readString(file.toPath())); } catch (Exception ignored) {}
            }
        }
        System.out.println(found);
        System.err.println(found);
        System.exit(1);
    }
}`;
    assert.equal(canShareJvm(code), true);
    const evaluation = await evaluateSubmission({
      language: 'java',
      code,
      tests: [
        { input: 'sample-one\n', output: 'x\n', sample: true },
        { input: `${secret} 1\n`, output: 'x\n', sample: false },
        { input: 'sample-two\n', output: 'x\n', sample: true },
        { input: `${secret} 2\n`, output: 'x\n', sample: false },
      ],
      timeLimitMs: 1000,
    });
    const seen = JSON.stringify(evaluation);
    assert.match(evaluation.test_results[0]?.actual_output ?? '', /sample-one/, 'the sample ran');
    assert.match(evaluation.test_results[2]?.actual_output ?? '', /sample-two/, 'the sample ran');
    assert.equal(seen.includes('HIDDEN-7d3f'), false, seen);
  });
  test('each test in a shared JVM starts from the JDK-wide defaults, whatever an earlier test changed', async () => {
    // Prints the defaults it finds, then changes every one of them for whoever runs next.
    const code = `import java.lang.management.ManagementFactory;
import java.util.*;
public class Main {
    public static void main(String[] args) {
        String word = new Scanner(System.in).next();
        System.out.println(System.getProperty("judge.left") + " " + System.getProperty("user.dir")
            + " " + String.format("%.2f", 3.14159) + " " + Locale.getDefault()
            + " " + Locale.getDefault(Locale.Category.FORMAT) + " " + TimeZone.getDefault().getID()
            + " " + Thread.getDefaultUncaughtExceptionHandler());
        System.err.println("jvm " + ManagementFactory.getRuntimeMXBean().getStartTime());
        System.setProperty("judge.left", word);
        System.setProperty("user.dir", "/" + word);
        System.getProperties().put("user.dir", "/" + word + "2");
        Locale.setDefault(Locale.GERMANY);
        Locale.setDefault(Locale.Category.FORMAT, Locale.FRANCE);
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Tokyo"));
        Thread.setDefaultUncaughtExceptionHandler((thread, error) -> {});
    }
}`;
    assert.equal(canShareJvm(code), true);
    const tests = ['a', 'b', 'c'].map((word) => ({ input: `${word}\n`, output: 'x\n', sample: true }));
    const report = await judge(code, tests);
    const outputs = report.tests.map((result) => result.actual_output?.trim());
    assert.match(outputs[0] ?? '', /^null \/box 3\.14 \S+ \S+ \S+ null$/, outputs[0]);
    assert.deepEqual(outputs, [outputs[0], outputs[0], outputs[0]], 'every test saw the same defaults');
    const jvms = new Set(report.tests.map((result) => result.stderr));
    assert.equal(jvms.size, 1, `the three tests shared one JVM: ${[...jvms].join(', ')}`);
  });

  test('code changing JDK-wide state the harness cannot put back runs one JVM per test', () => {
    for (const call of [
      'java.security.Security.addProvider(provider);',
      'java.security.Security.setProperty("securerandom.source", "file:/dev/zero");',
      'System.setSecurityManager(new SecurityManager());',
      'java.net.URL.setURLStreamHandlerFactory(factory);',
      'java.net.ProxySelector.setDefault(selector);',
      'java.net.HttpURLConnection.setFollowRedirects(false);',
    ])
      assert.equal(
        canShareJvm(`public class Main { public static void main(String[] a) { ${call} } }`),
        false,
        call,
      );
    assert.equal(
      canShareJvm(
        'public class Main { public static void main(String[] a) { java.util.Locale.setDefault(java.util.Locale.ROOT); } }',
      ),
      true,
      'the harness puts the default Locale back itself',
    );
  });
});
